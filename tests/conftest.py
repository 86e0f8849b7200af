import os

# Before any QApplication exists: no machine here has a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("BOARDROOM_NO_AUTOSAVE_RECOVERY", "1")
