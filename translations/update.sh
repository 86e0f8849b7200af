#!/usr/bin/env bash
# Extract every tr() string into the .ts files, then compile the .qm files
# that ship inside the package. Run after changing UI strings, then fill in
# the French (and English plural) translations with Qt Linguist or an editor
# and run compile.sh (or this again). Both write the .ts files in lupdate's
# own style, so a hand-filled file is put in that style at once, not by the
# next person's update (tests/test_translations.py checks the committed
# files are).
#
#   translations/update.sh           update the .ts files, compile the .qm files
#   translations/update.sh --check   change nothing; exit 1 (with the diff) if
#                                    an update would change a .ts file
set -euo pipefail
cd "$(dirname "$0")/.."
. translations/tools.sh

if [ "${1:-}" = --check ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  cp translations/boardroom_fr.ts translations/boardroom_en.ts "$work/"
  extract "$work/boardroom_fr.ts" "$work/boardroom_en.ts" >/dev/null
  status=0
  for lang in fr en; do
    if ! cmp -s "translations/boardroom_$lang.ts" "$work/boardroom_$lang.ts"; then
      echo "translations/boardroom_$lang.ts is not as translations/update.sh leaves it" \
        "(run it, or compile.sh after translating):" >&2
      diff -u "translations/boardroom_$lang.ts" "$work/boardroom_$lang.ts" | head -40 >&2 || true
      status=1
    fi
  done
  exit $status
fi

extract translations/boardroom_fr.ts translations/boardroom_en.ts
release  # compile.sh less its extract, just done
