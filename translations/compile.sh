#!/usr/bin/env bash
# Compile the .ts files into the .qm files shipped in boardroom/i18n/, once
# the .ts files are in lupdate's own style (a hand-typed ' or no-break space
# written &apos; or &#xa0;), so that what is committed is what the next
# update leaves alone.
set -euo pipefail
cd "$(dirname "$0")/.."
. translations/tools.sh
extract translations/boardroom_fr.ts translations/boardroom_en.ts >/dev/null
release
