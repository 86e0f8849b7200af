"""Start the boardroom desktop app: ``boardroom [FILE]``.

``--screenshot FILE`` draws the window (or a new game with ``--game``, or
Help > Puzzles with ``--puzzle``) off screen into a PNG and exits, for
documentation and checks.
"""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType

from boardroom import APP_ID, __version__

log = logging.getLogger("boardroom")
MISSING_LIBRARY = 3  # exit status when a system library Qt needs is not installed
NO_DISPLAY = 3  # exit status when there is no screen to open a window on
BAD_ARGUMENT = 2  # exit status of a picture that cannot be drawn as asked (as argparse's)


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="boardroom", description="Unusual board games, hot-seat or against bots."
    )
    parser.add_argument("file", nargs="?", type=Path, help="a saved game to open")
    parser.add_argument(
        "--screenshot", type=Path, metavar="PNG", help="draw the window into this PNG file and exit"
    )
    parser.add_argument("--game", help="with --screenshot: show a new game of this kind")
    parser.add_argument(
        "--option",
        action="append",
        metavar="KEY=VALUE",
        help="with --game: an option of that game (repeatable), as in "
        "boardroom-cli, e.g. move_limit=150",
    )
    parser.add_argument(
        "--puzzle",
        metavar="SET[:ID]",
        help="with --screenshot: draw Help > Puzzles posing a puzzle of this set "
        "(the one nearest the starting rating, or the puzzle ID)",
    )
    parser.add_argument(
        "--hint", action="store_true", help="with --puzzle: the piece to move ringed"
    )
    parser.add_argument("--lang", choices=("en", "fr"), help="interface language")
    parser.add_argument(
        "--size",
        default="1280x800",
        metavar="WxH",
        help="with --screenshot: window size (default 1280x800)",
    )
    parser.add_argument("--version", action="version", version=f"boardroom {__version__}")
    args = parser.parse_args(argv)
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size takes WIDTHxHEIGHT, e.g. 1280x800, not {args.size!r}")
    if width < 200 or height < 200:
        parser.error(f"--size {args.size} is too small: at least 200x200")
    args.width, args.height = width, height
    if args.game and not args.screenshot:
        parser.error("--game only goes with --screenshot")
    if args.option and not args.game:
        parser.error("--option only goes with --game")
    if args.puzzle and (not args.screenshot or args.game or args.file):
        parser.error("--puzzle only goes with --screenshot, without a game or a file")
    if args.hint and not args.puzzle:
        parser.error("--hint only goes with --puzzle")
    return args


def setup_logging() -> None:
    from boardroom.ui.storage import log_path

    try:
        handler: logging.Handler = logging.FileHandler(log_path(), encoding="utf-8")
    except OSError:
        handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)


def install_excepthook() -> None:
    """An unexpected error is logged and shown; the app keeps running.

    Every move is autosaved, so even if the player then quits, nothing is lost.
    """

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        details = "".join(traceback.format_exception(kind, value, tb))
        log.error("unexpected error\n%s", details)
        sys.stderr.write(details)
        try:
            from PySide6.QtCore import QCoreApplication
            from PySide6.QtWidgets import QApplication

            from boardroom.ui import dialogs
            from boardroom.ui.storage import log_path

            if isinstance(QCoreApplication.instance(), QApplication):
                dialogs.show_error(
                    QApplication.activeWindow(),
                    QCoreApplication.translate("App", "Unexpected error"),
                    QCoreApplication.translate(
                        "App",
                        "Something went wrong: {0}\n\nYour game is saved "
                        "automatically after every move. The details are in {1}.",
                    ).format(value, log_path()),
                    details,
                )
        except Exception:  # never let the hook itself fail
            pass

    sys.excepthook = hook


def quiet_offscreen_notice() -> None:
    """Qt's offscreen platform says "This plugin does not support
    propagateSizeHints()" on every picture: noise to whoever draws one (not a
    fault of the picture); Qt's other messages are printed as before."""
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

    def handler(_kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
        if "propagateSizeHints" not in message:
            sys.stderr.write(message + "\n")

    qInstallMessageHandler(handler)


def make_application(argv: list[str]) -> object:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from boardroom.ui.resources import icon_path

    QApplication.setOrganizationName("boardroom")
    QApplication.setApplicationName("Boardroom")
    QApplication.setApplicationVersion(__version__)
    QApplication.setDesktopFileName(APP_ID)
    app = QApplication.instance() or QApplication(argv)
    QApplication.setStyle("Fusion")
    icon = icon_path()
    if icon is not None:
        QApplication.setWindowIcon(QIcon(str(icon)))
    return app


def screenshot(window: object, args: argparse.Namespace) -> int:
    """Draw the window into ``args.screenshot``; 0 on success."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from boardroom.cli_commands import CliError, parse_options, split_seats
    from boardroom.engine.errors import OptionError
    from boardroom.engine.registry import game_class, make_game
    from boardroom.engine.savegame import Seat
    from boardroom.ui import names
    from boardroom.ui.mainwindow import MainWindow

    assert isinstance(window, MainWindow)
    if args.puzzle:
        return puzzle_picture(args)
    if args.game:
        try:
            spec = game_class(args.game).spec
            window.start_page.select_game(spec.key)
            # As boardroom-cli takes them, seats=N too.
            given, count = split_seats(parse_options(args.option))
            options = {**window.start_page.options(), **given}
            game = make_game(spec.key, options, count)  # checked and typed
            options = dict(game.options)
        except (OptionError, CliError) as exc:
            sys.stderr.write(f"boardroom: {exc}\n")
            return BAD_ARGUMENT
        seats = [Seat(names.seat_colour(spec.seat_names[i])) for i in range(game.num_seats)]
        window.confirm_discard = lambda: True  # type: ignore[method-assign]
        window.start_game(spec.key, options, seats)
        if window.session is not None:
            window.session.autosave_enabled = False
    window.resize(args.width, args.height)
    window.show()
    for _ in range(5):
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    args.screenshot.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(args.screenshot)):
        sys.stderr.write(f"boardroom: cannot write {args.screenshot}\n")
        return 1
    return 0


def puzzle_picture(args: argparse.Namespace) -> int:
    """Help > Puzzles posing a puzzle of ``args.puzzle`` ("SET" or "SET:ID"),
    drawn into ``args.screenshot`` (no record read or written); 0 on success."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from boardroom.ui.puzzlewindow import PuzzleWindow

    name, _, ident = str(args.puzzle).partition(":")
    window = PuzzleWindow(None)
    window.resize(args.width, args.height)
    window.show()
    window.load(wait=True)
    chosen = window.puzzle_set if window.open_set(name) else None
    wanted = [p for p in chosen.puzzles if p.id == ident] if chosen is not None else []
    if chosen is None or (ident and not wanted):
        known = ", ".join(s.name for s in window.sets or [])
        sys.stderr.write(f"boardroom: no puzzle {args.puzzle!r} (sets: {known})\n")
        return BAD_ARGUMENT
    if wanted:
        window.pose(wanted[0])
    if args.hint:
        window.hint()
    for _ in range(5):
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    args.screenshot.parent.mkdir(parents=True, exist_ok=True)
    saved = window.grab().save(str(args.screenshot))
    window.close()
    if not saved:
        sys.stderr.write(f"boardroom: cannot write {args.screenshot}\n")
        return 1
    return 0


def make_window(args: argparse.Namespace, settings: object) -> object:
    """The main window, with the game named on the command line open in it."""
    from boardroom.ui.mainwindow import MainWindow
    from boardroom.ui.storage import Settings

    assert isinstance(settings, Settings)
    window = MainWindow(settings, opening=args.file is not None)
    window.still = bool(args.screenshot)  # a picture never starts a bot
    if args.file is not None and args.screenshot:
        open_for_picture(window, args.file)  # a bad file: said on stderr, no game
    elif args.file is not None:
        window.open_path(args.file)  # a bad file shows why and leaves the start page
    return window


def open_for_picture(window: object, path: Path) -> bool:
    """Open ``path`` in the window for --screenshot; a bad file is said on
    stderr (no one is there to close a dialog)."""
    from boardroom.engine.errors import SaveFormatError
    from boardroom.ui.mainwindow import MainWindow
    from boardroom.ui.session import GameSession

    assert isinstance(window, MainWindow)
    try:
        session = GameSession.load(path)
    except SaveFormatError as exc:
        sys.stderr.write(f"boardroom: “{path.name}” cannot be opened: {exc}\n")
        return False
    window.play_session(session)
    return True


def chosen_language(args: argparse.Namespace) -> str:
    """The language asked for (``--lang``, else the settings), before Qt."""
    if args.lang:
        return str(args.lang)
    from boardroom.ui.storage import Settings

    return Settings.load().language


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.screenshot and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # before any QApplication exists
    from boardroom import syslibs

    if syslibs.no_display():  # Qt would abort blaming a library
        words = syslibs.NO_DISPLAY[syslibs.language_before_qt(chosen_language(args))]
        sys.stderr.write(words + "\n")
        return NO_DISPLAY
    problem = syslibs.check()  # before Qt, which would abort naming the wrong library
    if problem is not None:
        sys.stderr.write(problem + "\n")
        return MISSING_LIBRARY
    # Start-up makes some hundred thousand objects that live as long as the
    # app: the collector would walk them again and again (tens of ms). It
    # rests until the window is up (see settle.freeze, which starts it again,
    # on the GUI thread only: see ui/guigc.py).
    gc.disable()
    from boardroom.ui import pysidehook

    pysidehook.install()  # before the app's own modules are imported
    setup_logging()
    install_excepthook()
    if args.screenshot:
        quiet_offscreen_notice()
    app = make_application(sys.argv[:1])
    from boardroom.ui import guigc

    guigc.install(start=False)  # cycles freed between events, on this thread only

    from boardroom.ui import i18n, storage

    settings = storage.Settings.load()
    if args.screenshot:
        # A picture must not change the player's settings or saved windows.
        settings.save = lambda: None  # type: ignore[method-assign]
    i18n.set_language(args.lang or settings.language)
    window = make_window(args, settings)
    # PySide6 reads the source of every module that imports it (its
    # __feature__ check) and linecache keeps them all: a megabyte and a half
    # that the drawing can use instead.
    import linecache

    linecache.clearcache()
    if args.screenshot:
        opened = args.file is None or window.session is not None  # type: ignore[attr-defined]
        code = screenshot(window, args) if opened else BAD_ARGUMENT
        window.hide()  # type: ignore[attr-defined]
        window.deleteLater()  # type: ignore[attr-defined]
        return code
    window.show()  # type: ignore[attr-defined]
    log.info("boardroom %s started", __version__)
    code = int(app.exec())  # type: ignore[attr-defined]
    # Quitting: what is left lives until the process ends; the collector's
    # last walks over it at exit (tens of ms before the window was settled,
    # see settle.freeze) would find nothing to free.
    gc.freeze()
    return code


if __name__ == "__main__":
    sys.exit(main())
