#!/bin/sh
# Install Boardroom's desktop entry, AppStream metadata, icon and saved-game
# MIME type for the current user (pip cannot install these). Safe to run again:
# every file is overwritten in place and the caches are rebuilt.
#
#   packaging/install-desktop-files.sh              install into $XDG_DATA_HOME
#   packaging/install-desktop-files.sh --uninstall  remove them again
#
# XDG_DATA_HOME defaults to ~/.local/share. The desktop entry runs `boardroom`,
# so that command must be on PATH (pip install --user puts it in ~/.local/bin).
set -eu

APP_ID=io.github.boardroom.Boardroom
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
data=${XDG_DATA_HOME:-$HOME/.local/share}

desktop=$data/applications/$APP_ID.desktop
metainfo=$data/metainfo/$APP_ID.metainfo.xml
mime=$data/mime/packages/$APP_ID.xml
icon=$data/icons/hicolor/scalable/apps/$APP_ID.svg

refresh_caches() {
    # Each tool is optional: a missing one only delays what the desktop notices.
    if command -v update-mime-database >/dev/null 2>&1; then
        update-mime-database "$data/mime"
    fi
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$data/applications"
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 \
        && [ -f "$data/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t -f "$data/icons/hicolor"
    fi
}

case "${1:-}" in
    --uninstall)
        rm -f "$desktop" "$metainfo" "$mime" "$icon"
        refresh_caches
        echo "Removed Boardroom's desktop files from $data"
        exit 0
        ;;
    "") ;;
    *)
        echo "usage: $0 [--uninstall]" >&2
        exit 2
        ;;
esac

install -D -m 644 "$here/$APP_ID.desktop" "$desktop"
install -D -m 644 "$here/$APP_ID.metainfo.xml" "$metainfo"
install -D -m 644 "$here/$APP_ID.mime.xml" "$mime"
install -D -m 644 "$root/resources/icons/$APP_ID.svg" "$icon"
refresh_caches

echo "Installed Boardroom's desktop files into $data"
if ! command -v boardroom >/dev/null 2>&1; then
    echo "note: 'boardroom' is not on PATH yet; the menu entry needs it" >&2
fi
