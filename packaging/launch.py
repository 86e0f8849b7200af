"""Entry script for the PyInstaller bundle: the same entry point as `boardroom`."""

from boardroom.app import main

if __name__ == "__main__":
    raise SystemExit(main())
