"""A module for tests/ui/test_preload.py: it notes the thread importing it."""

import threading

IMPORTED_ON = threading.current_thread()
