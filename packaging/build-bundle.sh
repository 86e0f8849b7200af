#!/bin/sh
# Build the one-folder bundle dist/boardroom/ (run dist/boardroom/boardroom).
# Needs the dev extra: pip install -e '.[dev]'. Work files go to build/.
# BOARDROOM_DIST and BOARDROOM_BUILD move those two folders elsewhere.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
dist=${BOARDROOM_DIST:-$root/dist}
work=${BOARDROOM_BUILD:-$root/build/pyinstaller}
cd "$root"
start=$(date +%s)
python -m PyInstaller --noconfirm --clean --distpath "$dist" --workpath "$work" \
    "$root/packaging/boardroom.spec"
"$root/packaging/bundle-desktop-files.sh" "$dist/boardroom"
end=$(date +%s)
echo "Bundle: $dist/boardroom ($(du -sh "$dist/boardroom" | cut -f1), $((end - start)) s)"
echo "Menu entry for this bundle: $dist/boardroom/install-desktop-files.sh"
