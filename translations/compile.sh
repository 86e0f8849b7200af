#!/usr/bin/env bash
# Compile the .ts files into the .qm files shipped in boardroom/i18n/.
set -euo pipefail
cd "$(dirname "$0")/.."
. translations/tools.sh
lrelease=$(tool pyside6-lrelease)
for lang in fr en; do
  "$lrelease" -silent "translations/boardroom_$lang.ts" -qm "boardroom/i18n/boardroom_$lang.qm"
done
