#!/usr/bin/env bash
# Extract every tr() string into the .ts files, then compile the .qm files
# that ship inside the package. Run after changing UI strings, then fill in
# the French (and English plural) translations with Qt Linguist or an editor.
set -euo pipefail
cd "$(dirname "$0")/.."
pyside6-lupdate -extensions py -no-obsolete -locations none boardroom/ \
    -ts translations/boardroom_fr.ts translations/boardroom_en.ts
./translations/compile.sh
