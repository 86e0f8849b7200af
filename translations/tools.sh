# Sourced by update.sh and compile.sh: find PySide6's tools without PATH set
# by hand, in the active venv, then the repository's .venv, then on PATH.
tool() {
  for dir in ${VIRTUAL_ENV:+"$VIRTUAL_ENV/bin"} "$PWD/.venv/bin"; do
    if [ -x "$dir/$1" ]; then echo "$dir/$1"; return; fi
  done
  if command -v "$1" >/dev/null; then command -v "$1"; return; fi
  echo "$1 not found: make the venv as the README says (.venv/bin/pip install -e '.[test]')" \
    "or put PySide6's tools on PATH" >&2
  exit 1
}

# Bring the given .ts files up to date with the code's strings, written in
# lupdate's own style (&apos;, &#xa0;...).
extract() {
  "$(tool pyside6-lupdate)" -extensions py -no-obsolete -locations none boardroom/ -ts "$@"
}

# Compile the .ts files into the .qm files shipped in boardroom/i18n/.
release() {
  local lrelease
  lrelease=$(tool pyside6-lrelease)
  for lang in fr en; do
    "$lrelease" -silent "translations/boardroom_$lang.ts" -qm "boardroom/i18n/boardroom_$lang.qm"
  done
}
