"""Entry script for the PyInstaller bundle: the same entry point as `boardroom`."""

import multiprocessing

from boardroom.app import main

if __name__ == "__main__":
    # The bots run in a spawned process; a frozen bundle must route it here.
    multiprocessing.freeze_support()
    raise SystemExit(main())
