#!/bin/sh
# Install Boardroom's desktop entry, AppStream metadata, icon and saved-game
# MIME type for the current user (pip cannot install these). Safe to run again:
# every file is overwritten in place and the caches are rebuilt.
#
#   install-desktop-files.sh                  install into $XDG_DATA_HOME
#   install-desktop-files.sh --exec PROGRAM   the menu entry starts PROGRAM
#   install-desktop-files.sh --uninstall      remove them again
#
# XDG_DATA_HOME defaults to ~/.local/share. Which program the menu entry
# starts: PROGRAM if given; else, when this script sits in a bundle made by
# packaging/build-bundle.sh (dist/boardroom/ holds a copy of it), that
# bundle's executable; else `boardroom`, which must then be on PATH (pip
# install --user puts it in ~/.local/bin).
set -eu

APP_ID=io.github.boardroom.Boardroom
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
data=${XDG_DATA_HOME:-$HOME/.local/share}

# The files: beside this script in a bundle, in the repository otherwise.
find_file() {
    if [ -f "$here/$1" ]; then echo "$here/$1"; else echo "$root/$2/$1"; fi
}

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

usage() {
    echo "usage: $0 [--exec PROGRAM | --uninstall]" >&2
    exit 2
}

program=
case "${1:-}" in
    --uninstall)
        [ $# -eq 1 ] || usage
        rm -f "$desktop" "$metainfo" "$mime" "$icon"
        refresh_caches
        echo "Removed Boardroom's desktop files from $data"
        exit 0
        ;;
    --exec)
        [ $# -eq 2 ] && [ -n "$2" ] || usage
        case "$2" in
            /*) program=$2 ;;
            */*) program=$(cd "$(dirname "$2")" && pwd)/$(basename "$2") ;;
            *) program=$2 ;;  # a command name, looked up on PATH
        esac
        ;;
    "")
        if [ -x "$here/boardroom" ] && [ -f "$here/boardroom" ]; then
            program=$here/boardroom  # this copy of the script sits in a bundle
        fi
        ;;
    *) usage ;;
esac

install -D -m 644 "$(find_file "$APP_ID.desktop" packaging)" "$desktop"
install -D -m 644 "$(find_file "$APP_ID.metainfo.xml" packaging)" "$metainfo"
install -D -m 644 "$(find_file "$APP_ID.mime.xml" packaging)" "$mime"
install -D -m 644 "$(find_file "$APP_ID.svg" resources/icons)" "$icon"
if [ -n "$program" ] && [ "$program" != boardroom ]; then
    case "$program" in
        *[\"\`\$\\\|\&]*)
            echo "$0: cannot write '$program' into a menu entry; move it to a plain path" >&2
            exit 2
            ;;
    esac
    # Double quotes keep a path with spaces in one piece (Desktop Entry spec).
    sed -i -e "s|^Exec=.*|Exec=\"$program\" %f|" "$desktop"
fi
refresh_caches

echo "Installed Boardroom's desktop files into $data"
echo "The menu entry starts: ${program:-boardroom}"
if [ -z "$program" ] && ! command -v boardroom >/dev/null 2>&1; then
    echo "note: 'boardroom' is not on PATH yet; the menu entry needs it" >&2
fi
