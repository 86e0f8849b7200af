#!/bin/sh
# Copy the desktop integration files into a bundle folder (build-bundle.sh
# calls it), so that the bundle's own install-desktop-files.sh points the
# menu entry at the bundle's executable.
#
#   packaging/bundle-desktop-files.sh dist/boardroom
set -eu
[ $# -eq 1 ] && [ -d "$1" ] || { echo "usage: $0 BUNDLE_FOLDER" >&2; exit 2; }
APP_ID=io.github.boardroom.Boardroom
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
for file in install-desktop-files.sh "$APP_ID.desktop" "$APP_ID.metainfo.xml" "$APP_ID.mime.xml"; do
    cp "$here/$file" "$1/$file"
done
cp "$root/resources/icons/$APP_ID.svg" "$1/$APP_ID.svg"
chmod +x "$1/install-desktop-files.sh"
