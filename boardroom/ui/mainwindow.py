"""The main window: start page or game page, menus, files and settings."""

from __future__ import annotations

import errno
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QPaintEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QMainWindow, QMenu, QStackedWidget, QWidget

from boardroom import __version__
from boardroom.engine import savegame
from boardroom.engine.errors import OptionError, SaveFormatError
from boardroom.engine.outcome import Outcome
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.ui import (
    couch,
    dialogs,
    i18n,
    names,
    replay,
    resume,
    seatlook,
    settle,
    storage,
)
from boardroom.ui import games as game_ui
from boardroom.ui.dialogs import bad_file_words
from boardroom.ui.gamepage import GamePage
from boardroom.ui.recorder import Recorder
from boardroom.ui.resources import icon_path
from boardroom.ui.session import GameSession
from boardroom.ui.sound import YOUR_TURN, Sound

if TYPE_CHECKING:
    from boardroom.ui.startpage import StartPage

SUFFIX = storage.SAVE_SUFFIX
# LATER_QT: a Qt class is made (with its enums) when its name is first
# imported; the dialogs the window opens only later are imported there.
# Work the first picture does not need waits until the window has drawn
# itself; a window shown but never drawn (minimised at start) does it after this.
PAINT_WAIT_MS = 2000


def _shortcuts(standard: QKeySequence.StandardKey, fallback: str) -> list[QKeySequence]:
    """The platform's keys for a standard action, or ``fallback`` where it has none."""
    keys = QKeySequence.keyBindings(standard)
    return keys if keys else [QKeySequence(fallback)]


def offscreen() -> bool:
    """The window is drawn for nobody's eyes (tests, pictures)."""
    return QGuiApplication.platformName() in ("offscreen", "minimal")


class MainWindow(QMainWindow):
    """One window; the start page and the game page take turns in it."""

    def __init__(
        self,
        settings: storage.Settings | None = None,
        parent: QWidget | None = None,
        opening: bool = False,
    ) -> None:
        """``opening``: a game is about to be opened (the start page waits
        until it is wanted; ``open_path`` shows it if the game cannot be)."""
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self._painted = False  # drawn once: see after_first_paint
        self._after_paint: list[Callable[[], None]] = []
        self.settings = settings if settings is not None else storage.Settings.load()
        self.session: GameSession | None = None
        self.rules_window: Any = None
        self.stats_window: Any = None
        self.lesson_window: Any = None
        self.puzzle_window: Any = None
        self.replay: replay.Replay | None = None  # a long saved game being opened
        self.recorder = Recorder(self)  # every finished game goes to the record
        self.recorder.movedAside.connect(self._record_moved_aside)
        self.recorder.restarted.connect(self._record_restarted)
        self.recorder.unwritable.connect(self._record_unwritable)
        # A still picture (--screenshot): games are shown, no bot starts thinking.
        self.still = False
        icon = icon_path()
        if icon is not None:
            self.setWindowIcon(QIcon(str(icon)))

        # Made when first wanted (see start_page); at once unless a game is being opened.
        self._start_page: StartPage | None = None if opening else self._new_start_page()
        seatlook.LOOK.set(self.settings.palette, self.settings.seat_shapes)
        self.game_page = GamePage()
        # The player is chosen on the first cue: start-up loads no audio library.
        self.sound = Sound(self.settings.sound_volume, self.settings.sound, parent=self)
        self.game_page.sounds.sound = self.sound
        self.game_page.flip(self.settings.flip_board)
        self.game_page.show_local_coordinates(self.settings.local_coordinates)
        self.game_page.show_cell_names(self.settings.cell_names)
        self.game_page.evaluation.set_shown(self.settings.eval_graph)
        self.game_page.set_table_scale(couch.factor(self.settings.table_scale))
        self._apply_pace()
        self.pages = QStackedWidget()
        if self._start_page is not None:
            self.pages.addWidget(self._start_page)
        self.pages.addWidget(self.game_page)
        self.setCentralWidget(self.pages)
        if self._start_page is not None:
            self._wire_start_page(self._start_page)
        self.game_page.stateChanged.connect(self._update_actions)
        seatlook.LOOK.changed.connect(self.game_page.restyle)

        self._make_actions()
        self.full_screen = couch.FullScreen(self)  # View > Full Screen, F11; F10, Esc
        self._make_menus()
        self.retranslate()
        self._restore_geometry()
        if not opening:
            self.show_start_page()
        self.after_first_paint(self._check_record)

    @property
    def start_page(self) -> StartPage:
        """The start page, made when first shown or asked for: a game opened
        from the command line does not pay for it (a fifth of the start-up's
        time and memory)."""
        if self._start_page is None:
            self._make_start_page()
        assert self._start_page is not None
        return self._start_page

    def _new_start_page(self) -> StartPage:
        """The page showing the last game, with the choices last used for each."""
        from boardroom.ui.startpage import StartPage  # a game opened at start-up does without

        remembered: dict[str, tuple[dict[str, Any], list[dict[str, Any]]]] = {}
        for key, chosen in self.settings.game_choices.items():
            if isinstance(chosen, dict):
                remembered[key] = (chosen.get("options") or {}, chosen.get("seats") or [])
        if self.settings.last_game not in self.settings.game_choices:  # older settings
            remembered[self.settings.last_game] = (
                self.settings.last_options,
                self.settings.last_seats,
            )
        return StartPage(remembered=remembered, game=self.settings.last_game)

    def _make_start_page(self) -> None:
        page = self._new_start_page()
        self.pages.insertWidget(0, page)
        self._wire_start_page(page)

    def _wire_start_page(self, page: StartPage) -> None:
        page.startRequested.connect(self.start_game)
        page.continueRequested.connect(self.continue_game)
        page.openRequested.connect(lambda: self.open_file())
        page.rulesRequested.connect(self.show_rules)
        self._start_page = page

    # --- actions and menus ------------------------------------------------------

    def _action(
        self, name: str, slot: Any, keys: list[QKeySequence] | None = None, checkable: bool = False
    ) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if keys:
            action.setShortcuts(keys)
        action.setCheckable(checkable)
        if checkable:
            action.toggled.connect(slot)
        else:
            action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)  # shortcuts work even while the menu bar is hidden
        return action

    def _make_actions(self) -> None:
        std = QKeySequence.StandardKey
        self.new_action = self._action("new", self.new_game, _shortcuts(std.New, "Ctrl+N"))
        self.open_action = self._action("open", self.open_file, _shortcuts(std.Open, "Ctrl+O"))
        self.save_action = self._action("save", self.save, _shortcuts(std.Save, "Ctrl+S"))
        self.save_as_action = self._action(
            "saveAs", self.save_as, _shortcuts(std.SaveAs, "Ctrl+Shift+S")
        )
        self.resign_action = self._action("resign", self.resign)
        self.draw_action = self._action("offerDraw", self.offer_draw)
        self.stats_action = self._action("statistics", self.show_statistics)
        self.quit_action = self._action("quit", self.close, _shortcuts(std.Quit, "Ctrl+Q"))
        self.undo_action = self._action("undo", self.undo, _shortcuts(std.Undo, "Ctrl+Z"))
        self.redo_action = self._action("redo", self.redo, _shortcuts(std.Redo, "Ctrl+Shift+Z"))
        self.flip_action = self._action("flip", self._flip, [QKeySequence("F")], checkable=True)
        self.flip_action.setChecked(self.settings.flip_board)
        self.local_action = self._action(
            "localCoordinates", self._local_coordinates, checkable=True
        )
        self.local_action.setChecked(self.settings.local_coordinates)
        self.cell_names_action = self._action("cellNames", self._cell_names, checkable=True)
        self.cell_names_action.setChecked(self.settings.cell_names)
        self.eval_graph_action = self._action("evalGraph", self._eval_graph, checkable=True)
        self.eval_graph_action.setChecked(self.settings.eval_graph)
        self.review_action = self._action("review", self.review_game)
        self.hint_action = self._action("hint", self.game_page.request_hint, [QKeySequence("H")])
        # Enter/Space reach the board itself (see GamePage.eventFilter); the
        # menu only shows the key, so it never steals Enter from other widgets.
        self.stop_action = self._action("stopHere", self.game_page.stop_here)
        self.stop_action.setShortcut(QKeySequence(Qt.Key.Key_Return))
        self.stop_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.removeAction(self.stop_action)
        self.cancel_bot_action = self._action("cancelBot", self.game_page.cancel_bot)
        self.rules_action = self._action(
            "rules", self.show_rules, _shortcuts(std.HelpContents, "F1")
        )
        self.about_action = self._action("about", self.about)
        self.puzzles_action = self._action("puzzles", self.show_puzzles)
        self.settings_action = self._action(
            "settings", self.show_settings, _shortcuts(std.Preferences, "Ctrl+,")
        )
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code in ("", *i18n.LANGUAGES):
            action = QAction(self)
            action.setObjectName(f"language_{code or 'system'}")
            action.setCheckable(True)
            action.setChecked(code == self.settings.language)
            action.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.recent_menu = QMenu(self)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.game_menu.addActions([self.new_action, self.open_action])
        self.game_menu.addMenu(self.recent_menu)
        self.game_menu.addSeparator()
        self.game_menu.addActions([self.save_action, self.save_as_action])
        self.game_menu.addSeparator()
        self.game_menu.addActions([self.resign_action, self.draw_action, self.review_action])
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.stats_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.flip_action)
        self.view_menu.addAction(self.local_action)
        self.view_menu.addAction(self.cell_names_action)
        self.view_menu.addAction(self.eval_graph_action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.full_screen.action)
        self.play_menu = bar.addMenu("")
        self.play_menu.addActions([self.hint_action, self.stop_action, self.cancel_bot_action])
        self.settings_menu = bar.addMenu("")
        self.language_menu = QMenu(self)
        self.language_menu.addActions(list(self.language_actions.values()))
        self.settings_menu.addMenu(self.language_menu)
        self.settings_menu.addAction(self.settings_action)
        self.help_menu = bar.addMenu("")
        self.lessons_menu = QMenu(self)  # Help > Learn to play: a lesson per game and drill
        self.lessons_menu.setObjectName("lessonsMenu")
        self.lessons_menu.aboutToShow.connect(self._fill_lessons)
        self.help_menu.addMenu(self.lessons_menu)
        self.help_menu.addAction(self.puzzles_action)
        self.help_menu.addActions([self.rules_action, self.about_action])

    def retranslate(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.play_menu.setTitle(self.tr("&Play"))
        # Alt+S is the start page's Start button.
        self.settings_menu.setTitle(self.tr("Se&ttings"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.lessons_menu.setTitle(self.tr("&Learn to Play"))
        texts = {
            self.new_action: self.tr("&New Game…"),
            self.open_action: self.tr("&Open…"),
            self.save_action: self.tr("&Save"),
            self.save_as_action: self.tr("Save &As…"),
            self.resign_action: self.tr("&Resign"),
            self.draw_action: self.tr("Offer a &Draw"),
            self.stats_action: self.tr("S&tatistics…"),
            self.quit_action: self.tr("&Quit"),
            self.undo_action: self.tr("&Undo"),
            self.redo_action: self.tr("&Redo"),
            self.flip_action: self.tr("&Flip Board"),
            self.local_action: self._region_coordinates_text(),
            self.cell_names_action: self.tr("&Cell Names"),
            self.eval_graph_action: self.tr("&Evaluation Graph"),
            self.review_action: self.tr("Re&view the Game…"),
            self.hint_action: self.tr("&Hint"),
            self.stop_action: self.tr("&Stop the Jumps Here"),
            self.cancel_bot_action: self.tr("&Cancel the Bot"),
            self.rules_action: self.tr("&Rules"),
            self.about_action: self.tr("&About Boardroom"),
            self.puzzles_action: self.tr("&Puzzles"),
            self.settings_action: self.tr("&Preferences…"),
        }
        for action, text in texts.items():
            action.setText(text)
        self.full_screen.retranslate()
        self.language_actions[""].setText(self.tr("System Default"))
        self.language_actions["en"].setText("English")
        self.language_actions["fr"].setText("Français")
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_actions(self) -> None:
        s = self.session
        in_game = s is not None and self.pages.currentWidget() is self.game_page
        live = in_game and not self.game_page.is_board_hidden()
        over = s is None or s.state.is_terminal()
        for action in (self.save_action, self.save_as_action):
            action.setEnabled(in_game)
        self.undo_action.setEnabled(bool(in_game and s and s.can_undo()))
        self.redo_action.setEnabled(bool(in_game and s and s.can_redo()))
        self.resign_action.setEnabled(bool(in_game and not over and s and s.has_humans()))
        self.draw_action.setEnabled(bool(in_game and not over and s and s.has_humans()))
        self.hint_action.setEnabled(
            bool(live and s and s.is_human_turn() and not self.game_page.is_looking_back())
        )
        self.stop_action.setEnabled(live and self.game_page.can_stop_here())
        self.cancel_bot_action.setEnabled(bool(in_game and s and s.is_bot_thinking()))
        self.flip_action.setEnabled(in_game)
        self.local_action.setEnabled(in_game and self.game_page.has_regions())
        self.local_action.setText(self._region_coordinates_text())
        self.cell_names_action.setEnabled(in_game and self.game_page.has_cell_names())
        self.review_action.setEnabled(
            bool(in_game and s and s.state.ply > 0 and not s.is_bot_thinking())
        )
        self._update_title()

    def _region_coordinates_text(self) -> str:
        """The game's own name for coordinates inside regions, if it has one."""
        found = game_ui.words(self.session.game.spec.key) if self.session is not None else None
        if found is not None and found.region_coordinates:
            return QCoreApplication.translate("Names", str(found.region_coordinates))
        return self.tr("&Region Coordinates")

    def _update_title(self) -> None:
        s = self.session
        if s is None or self.pages.currentWidget() is not self.game_page:
            self.setWindowTitle("Boardroom")
            return
        file_name = s.path.name if s.path is not None else self.tr("Unsaved game")
        star = "*" if s.dirty else ""
        self.setWindowTitle(f"{file_name}{star} — {names.game_title(s.game.spec)} — Boardroom")

    # --- pages and sessions -----------------------------------------------------

    def _show_something(self) -> None:
        """No game came: the start page, if nothing else is shown."""
        if self.session is None:
            self.show_start_page()

    def show_start_page(self) -> None:
        self.start_page.set_continue_available(storage.autosave_path().exists())
        self.pages.setCurrentWidget(self.start_page)
        self._update_actions()

    def play_session(self, session: GameSession) -> None:
        """Make ``session`` the game shown, replacing (and stopping) any other."""
        self._drop_session()
        self.session = session
        session.setParent(self)
        if self.still:
            session.autosave_enabled = False  # a picture leaves the player's autosave alone
        session.gameOver.connect(self._game_over)
        if not self.still:
            self.recorder.watch(session)
        session.changed.connect(self._update_actions)
        if self.still:  # a picture: no estimates either
            self.game_page.evaluation.analysis.set_background(False)
        self._apply_pace()
        self.game_page.set_session(session)
        self.pages.setCurrentWidget(self.game_page)
        # The page has just drawn the game (no second drawing for the start);
        # a game opened at start-up is drawn before its autosave is written.
        session.start(bots=not self.still, autosave=self._painted, announce=False)
        if not self._painted:
            self.after_first_paint(partial(self._autosave_if_current, session))
        self._update_actions()

    def _autosave_if_current(self, session: GameSession) -> None:
        if session is self.session:
            session.autosave()

    def _drop_session(self) -> None:
        if self.session is None:
            return
        old, self.session = self.session, None
        self.game_page.clear()
        old.shutdown()
        old.deleteLater()

    def start_game(self, key: str, options: dict[str, Any], seats: list[Seat]) -> bool:
        """A new game from the start page's choices."""
        if not self.confirm_discard():
            return False
        try:
            game = make_game(key, options, len(seats))
        except OptionError as exc:
            dialogs.show_error(self, self.tr("Cannot start the game"), str(exc))
            return False
        self.remember_choices(game.spec.key, game.options, seats)
        self.play_session(GameSession(game, seats))
        return True

    def remember_choices(self, key: str, options: dict[str, Any], seats: list[Seat]) -> None:
        """Keep the game's setup for next time (unnamed seats stay unnamed)."""
        stored = [seat.to_json() for seat in seats]
        self.settings.last_game, self.settings.last_options = key, dict(options)
        self.settings.last_seats = stored
        self.settings.game_choices[key] = {"options": dict(options), "seats": stored}
        self.settings.save()
        self.start_page.remember(key, options, stored)

    def continue_game(self) -> bool:
        """The game that was open last; a long one is replayed in a process
        of its own, with a progress bar, as File > Open does (True then means
        it is being brought back)."""
        try:
            text = resume.read_autosave()
            moves = len(savegame.parse(text).moves)
        except (OSError, UnicodeDecodeError, SaveFormatError):
            text, moves = "", 0  # resume_autosave says it cannot
        if moves > replay.LONG:
            self._replay_aside(
                self.tr("Continuing the last game: its %n move(s) are being checked…", "", moves),
                text,
                lambda found: self.play_session(GameSession.resumed(found)),
                lambda _message, _kind: self._cannot_continue(),
                resume=True,
            )
            return True
        session = GameSession.resume_autosave()
        if session is None:
            self._cannot_continue()
            return False
        self.play_session(session)
        return True

    def _cannot_continue(self) -> None:
        dialogs.show_error(
            self, self.tr("Cannot continue"), self.tr("The last game could not be restored.")
        )
        self.start_page.set_continue_available(False)

    def new_game(self) -> None:
        """Back to the start page, once the current game may be left."""
        if not self.confirm_discard():
            return
        self._drop_session()
        self.show_start_page()

    def confirm_discard(self) -> bool:
        """True when the current game may be replaced (saved, or the player agreed)."""
        s = self.session
        if s is None or not s.dirty:
            return True
        choice = dialogs.confirm_unsaved(
            self,
            self.tr("Unsaved game"),
            self.tr("This game has changes that are not saved. Save them first?"),
        )
        if choice is dialogs.Choice.SAVE:
            return self.save()
        if choice is dialogs.Choice.DISCARD:
            s.discard_changes()  # Continue must not bring the discarded moves back
            return True
        return False

    # --- files ---------------------------------------------------------------------

    def _start_dir(self) -> str:
        if self.session is not None and self.session.path is not None:
            return str(self.session.path.parent)
        if self.settings.recent_files:
            return str(Path(self.settings.recent_files[0]).parent)
        return str(Path.home())

    def open_file(self, path: Path | str | None = None) -> bool:
        if path is None:
            from PySide6.QtWidgets import QFileDialog  # see LATER_QT

            chosen, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Open a Game"),
                self._start_dir(),
                self.tr("Boardroom games (*{0});;All files (*)").format(SUFFIX),
            )
            if not chosen:
                return False
            path = chosen
        return self.open_path(Path(path))

    def open_path(self, path: Path) -> bool:
        """Open a saved game; a damaged file leaves the current game as it was.
        A long one is replayed in a process of its own, with a progress bar
        (True then means it is being opened)."""
        try:
            text = savegame.read_path(path)
            saved = savegame.parse(text)
            if len(saved.moves) > replay.LONG:
                self._open_long(path, text, len(saved.moves))
                return True
            game, state = savegame.restore(saved)
        except SaveFormatError as exc:
            self._cannot_open(path, exc)
            return False
        return self._play_opened(GameSession.opened(path, saved, game, state))

    def _cannot_open(self, path: Path, exc: SaveFormatError) -> None:
        dialogs.show_error(
            self, self.tr("Cannot open the game"), bad_file_words(path.name, exc), str(exc)
        )
        self._show_something()

    def _open_long(self, path: Path, text: str, moves: int) -> None:
        def opened(payload: Any) -> None:
            saved, game, state, texts = payload
            self._play_opened(GameSession.opened(path, saved, game, state, texts=texts))

        self._replay_aside(
            self.tr("Opening “{0}”: its %n move(s) are being checked…", "", moves).format(
                path.name
            ),
            text,
            opened,
            lambda message, kind: self._cannot_open(path, SaveFormatError(message, kind)),
        )

    def _replay_aside(
        self,
        label: str,
        text: str,
        finished: Callable[[Any], None],
        failed: Callable[[str, str], None],
        resume: bool = False,
    ) -> None:
        """Replay a long game in a process of its own (see ``replay``), with
        a progress bar and Cancel; ``finished`` gets what it sends back."""
        if self.replay is not None:
            self.replay.cancel()
        job = self.replay = replay.Replay(self)
        from PySide6.QtWidgets import QProgressDialog  # see LATER_QT

        progress = QProgressDialog(label, self.tr("Cancel"), 0, 100, self)
        progress.setObjectName("replayProgress")
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(0)
        progress.setValue(0)

        def done() -> None:
            progress.reset()
            progress.deleteLater()
            if self.replay is job:
                self.replay = None

        def ended(payload: Any) -> None:
            done()
            finished(payload)

        def refused(message: str, kind: str) -> None:
            done()
            failed(message, kind)

        job.progress.connect(lambda share: progress.setValue(round(100 * share)))
        job.finished.connect(ended)
        job.failed.connect(refused)
        progress.canceled.connect(job.cancel)
        progress.canceled.connect(done)
        job.start(text, resume)

    def _play_opened(self, session: GameSession) -> bool:
        path = session.path
        assert path is not None
        if not self.confirm_discard():
            session.shutdown()
            session.deleteLater()
            self._show_something()
            return False
        self.settings.add_recent(path.resolve())
        self.after_first_paint(self.settings.save)  # at once unless the window is not up yet
        self.play_session(session)
        return True

    def save(self) -> bool:
        s = self.session
        if s is None:
            return False
        if s.path is None:
            return self.save_as()
        return self._save_to(s.path)

    def save_as(self) -> bool:
        s = self.session
        if s is None:
            return False
        default = s.path or Path(self._start_dir()) / f"{s.game.spec.key}{SUFFIX}"
        from PySide6.QtWidgets import QFileDialog  # see LATER_QT

        chosen, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the Game"),
            str(default),
            self.tr("Boardroom games (*{0});;All files (*)").format(SUFFIX),
        )
        if not chosen:
            return False
        path = Path(chosen)
        if not path.suffix:
            path = path.with_suffix(SUFFIX)
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        assert self.session is not None
        try:
            self.session.save(path)
        except OSError as exc:
            dialogs.show_error(
                self,
                self.tr("Cannot save the game"),
                self.tr("“{0}” cannot be written: {1}").format(path.name, exc.strerror or exc),
            )
            return False
        self.settings.add_recent(path.resolve())
        self.settings.save()
        self._update_actions()
        return True

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for text in self.settings.recent_files:
            action = self.recent_menu.addAction(Path(text).name)
            action.setToolTip(text)
            action.triggered.connect(lambda _checked=False, t=text: self.open_file(t))
        if not self.settings.recent_files:
            empty = self.recent_menu.addAction(self.tr("No recent games"))
            empty.setEnabled(False)

    # --- playing -------------------------------------------------------------------

    def undo(self) -> None:
        if self.session is None:
            return
        if self.game_page.is_looking_back():
            self.game_page.back_to_game()
        self.session.undo()

    def redo(self) -> None:
        if self.session is None:
            return
        if self.game_page.is_looking_back():
            self.game_page.back_to_game()
        self.session.redo()

    def _local_coordinates(self, shown: bool) -> None:
        self.game_page.show_local_coordinates(shown)
        self.settings.local_coordinates = shown

    def _cell_names(self, shown: bool) -> None:
        self.game_page.show_cell_names(shown)
        self.settings.cell_names = shown

    def _eval_graph(self, shown: bool) -> None:
        self.game_page.evaluation.set_shown(shown, background=not self.still)
        self.settings.eval_graph = shown

    def review_game(self) -> None:
        """Game > Review: every position estimated, the mistakes marked."""
        from boardroom.ui.review import start_review

        s = self.session
        if s is None or s.state.ply == 0 or s.is_bot_thinking():
            return
        if self.game_page.is_looking_back():
            self.game_page.back_to_game()
        start_review(self.game_page.evaluation.analysis, self)

    def _flip(self, flipped: bool) -> None:
        self.game_page.flip(flipped)
        self.settings.flip_board = flipped

    def _acting_seat(self) -> int | None:
        """The human who resigns or offers a draw: the one to move, else the first."""
        s = self.session
        if s is None:
            return None
        seat = s.state.current_seat
        if not s.is_bot(seat):
            return seat
        humans = [i for i, seat_ in enumerate(s.seats) if not seat_.is_bot]
        return humans[0] if humans else None

    def _name(self, seat: int) -> str:
        assert self.session is not None
        return self.session.seats[seat].name or names.seat_colour(self.session.game.seat_name(seat))

    def resign(self) -> None:
        seat = self._acting_seat()
        if seat is None or self.session is None or self.session.state.is_terminal():
            return
        if dialogs.ask_yes_no(
            self, self.tr("Resign"), self.tr("Resign this game as {0}?").format(self._name(seat))
        ):
            self.session.resign(seat)

    def offer_draw(self) -> None:
        s = self.session
        seat = self._acting_seat()
        if seat is None or s is None or s.state.is_terminal():
            return
        others = [i for i in range(len(s.seats)) if i != seat]
        for other in others:
            if s.is_bot(other):
                continue
            # The one asked must not see the offerer's secrets while answering.
            covered = s.needs_handover(seat, other)
            if covered:
                self.game_page.hand_to(
                    other,
                    self.tr("{0} offers a draw: you are asked to answer.").format(self._name(seat)),
                )
            if not dialogs.ask_yes_no(
                self,
                self.tr("Draw offered"),
                self.tr("{0} offers a draw. {1}, do you accept?").format(
                    self._name(seat), self._name(other)
                ),
            ):
                dialogs.inform(
                    self,
                    self.tr("Draw declined"),
                    self.tr("{0} declines the draw.").format(self._name(other)),
                )
                if covered:
                    self.game_page.hand_to(seat)
                return
        if any(s.is_bot(i) for i in others):
            if not s.offer_draw(seat):
                dialogs.inform(
                    self, self.tr("Draw declined"), self.tr("The bot declines the draw.")
                )
        else:
            s.agree_draw()

    def _game_over(self, outcome: Outcome) -> None:
        # Let the final position be drawn before the dialog covers the window,
        # and in another pass of the event loop: a call posted by a posted
        # call waits for the next pass, so drawing the end and making the
        # dialog are two short pauses of the window, not one long one.
        later = partial(self.show_result, outcome)
        QTimer.singleShot(0, self, lambda: QTimer.singleShot(0, self, later))

    def show_result(self, outcome: Outcome) -> None:
        s = self.session
        if s is None or s.state.outcome() != outcome:
            return  # undone or replaced meanwhile
        player_names = [self._name(i) for i in range(len(s.seats))]
        reason = names.outcome_reason(outcome, player_names, s.game.spec.key)
        adapter = self.game_page.adapter
        if adapter is not None and adapter.result_note is not None:
            note = adapter.result_note(s.state, player_names)
            reason = f"{reason} {note}" if note else reason
        dialog = dialogs.ResultDialog(
            names.outcome_headline(outcome, player_names),
            reason,
            self,
            names.outcome_score(outcome, player_names),
        )
        answer = dialog.exec()
        if answer == dialogs.ResultDialog.DialogCode.Accepted:
            self.new_game()
        elif answer == dialogs.ResultDialog.REVIEW:
            self.review_game()

    # --- help and settings ------------------------------------------------------------

    def current_game_key(self) -> str:
        if self.session is not None and self.pages.currentWidget() is self.game_page:
            return self.session.game.spec.key
        if self._start_page is None and self.session is not None:
            return self.session.game.spec.key
        return self.start_page.current_spec().key

    def show_rules(self, key: str | None = None) -> None:
        from boardroom.ui.ruleswindow import RulesWindow  # figures load only when asked

        game = key or self.current_game_key()
        if self.rules_window is None:
            self.rules_window = RulesWindow()
        self.rules_window.show_game(game)
        self.rules_window.show()
        self.rules_window.raise_()
        self.rules_window.activateWindow()

    def _fill_lessons(self) -> None:
        from boardroom.ui.lessonpage import fill_lessons_menu

        fill_lessons_menu(self.lessons_menu, self.show_lesson)

    def show_lesson(self, name: str) -> Any:
        """Open the guided lesson ``name``; at its end, a game against its bot."""
        from boardroom.ui.lessonpage import LessonWindow

        if self.lesson_window is None:
            self.lesson_window = LessonWindow()
            self.lesson_window.playRequested.connect(self._play_after_lesson)
        self.lesson_window.open_lesson(name)
        self.lesson_window.show()
        self.lesson_window.raise_()
        self.lesson_window.activateWindow()
        return self.lesson_window

    def show_puzzles(self) -> Any:
        """Help > Puzzles: the puzzle window, posing a puzzle of the current
        game's set when it has one."""
        from boardroom.ui.puzzlewindow import PuzzleWindow

        first = self.puzzle_window is None
        if first:
            self.puzzle_window = PuzzleWindow(self.recorder)
        window = self.puzzle_window
        if (first or window.run is None) and not window.reading():
            window.open_for_game(self.session.game.spec.key if self.session is not None else "")
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def _play_after_lesson(self, key: str, options: dict[str, Any], level: str) -> None:
        """The lesson's last step: a new game, the learner against the bot."""
        if self.start_game(key, options, [Seat(""), Seat("", "bot", level)]):
            self.raise_()
            self.activateWindow()

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox  # see LATER_QT

        QMessageBox.about(
            self,
            self.tr("About Boardroom"),
            self.tr(
                "<h3>Boardroom {0}</h3><p>Unusual board games for two or more players, "
                "at one computer or against bots.</p><p>Free software under the GNU "
                "General Public License, version 3 or later.</p>"
            ).format(__version__),
        )

    def show_settings(self) -> None:
        from boardroom.ui.settingsdialog import SettingsDialog  # made when first asked for

        dialog = SettingsDialog(
            self.settings.language, self, self.settings, preview=self._preview_sound
        )
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            dialog.apply_to(self.settings)
            self.apply_settings()
            self.set_language(dialog.language())  # saves the settings too

    def apply_settings(self) -> None:
        """The settings of the Settings dialog, in force now."""
        self.sound.set_enabled(self.settings.sound)
        self.sound.set_volume(self.settings.sound_volume)
        seatlook.LOOK.set(self.settings.palette, self.settings.seat_shapes)
        self.game_page.set_table_scale(couch.factor(self.settings.table_scale))
        self._apply_pace()

    def _apply_pace(self) -> None:
        """Moves shown happening at the chosen pace; never in a picture of
        the window nor offscreen (tests, ``--screenshot``): nobody watches."""
        watched = not self.still and not offscreen()
        self.game_page.board.set_pace(self.settings.animation if watched else "off")

    def _preview_sound(self, volume: int) -> None:
        """The volume slider was let go: a cue at that volume."""
        self.sound.play(YOUR_TURN, volume)

    def set_language(self, code: str) -> None:
        """Switch the interface language now and remember it ("" = system)."""
        self.settings.language = code
        self.settings.save()
        action = self.language_actions.get(code)
        if action is not None:
            action.setChecked(True)
        i18n.set_language(code)

    # --- the record of games ---------------------------------------------------------

    def _check_record(self) -> None:
        if self.still:  # a picture leaves the record alone
            return
        problem = storage.folder_problem(storage.data_dir())
        if problem is not None:
            self._data_unwritable(problem)
        self.recorder.check_abandoned()

    def _data_unwritable(self, problem: OSError) -> None:
        """Said once at start-up: play goes on without the autosave and the record."""
        reason = self._folder_reason(problem)
        self.recorder.told_unwritable(reason)  # the recorder need not say it again
        dialogs.inform(
            self,
            self.tr("Data folder"),
            self.tr(
                "Boardroom cannot write in its data folder, “{0}” ({1}). You can play, but "
                "the autosave (Continue last game) and the record of games are off until "
                "the folder can be written. Games can still be saved with Save As, in "
                "another folder."
            ).format(storage.data_dir(), reason),
        )

    def _folder_reason(self, problem: OSError) -> str:
        if problem.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            return self.tr("it is read-only")
        if problem.errno == errno.ENOSPC:
            return self.tr("the disk is full")
        if problem.errno in (errno.ENOTDIR, errno.EEXIST):
            return self.tr("a file stands where a folder should be")
        return problem.strerror or str(problem)

    def _record_moved_aside(self, _path: str, aside: str, _problem: str) -> None:
        dialogs.inform(
            self,
            self.tr("Record of games"),
            self.tr(
                "The record of your past games could not be read, so a new one has been "
                "started. The old file was kept as “{0}”."
            ).format(aside),
        )

    def _record_restarted(self, path: str, how: str) -> None:
        text = (
            self.tr(
                "The record of your past games, “{0}”, was deleted while Boardroom was "
                "running. A new one has been started with the games finished since."
            )
            if how == "deleted"
            else self.tr(
                "The record of your past games, “{0}”, was emptied while Boardroom was "
                "running. A new one has been started with the games finished since."
            )
        )
        dialogs.inform(self, self.tr("Record of games"), text.format(path))

    def _record_unwritable(self, path: str, reason: str, waiting: int) -> None:
        dialogs.inform(
            self,
            self.tr("Record of games"),
            self.tr(
                "Your finished games cannot be recorded: the record of games, “{0}”, "
                "cannot be written ({1}). They are kept until it can be, as long as "
                "Boardroom stays open; Boardroom tries again every half minute."
            ).format(path, reason),
        )

    def show_statistics(self) -> None:
        from boardroom.ui.statswindow import StatsWindow  # charts load only when asked

        if self.stats_window is None:
            self.stats_window = StatsWindow(self.recorder)
            self.stats_window.openRequested.connect(self.open_record)
        self.stats_window.refresh()
        self.stats_window.show()
        self.stats_window.raise_()
        self.stats_window.activateWindow()

    def open_record(self, record: Any) -> bool:
        """Open a recorded game, as a saved game without a file."""
        from boardroom.ui.recorder import session_from_record

        try:
            session = session_from_record(record)
        except SaveFormatError as exc:
            dialogs.show_error(
                self,
                self.tr("Cannot open the game"),
                self.tr("This game of the record is damaged and cannot be opened."),
                str(exc),
            )
            return False
        if not self.confirm_discard():
            session.shutdown()
            session.deleteLater()
            return False
        self.play_session(session)
        self.raise_()
        self.activateWindow()
        return True

    # --- window state ------------------------------------------------------------------

    def _restore_geometry(self) -> None:
        if self.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(self.settings.window_geometry.encode()))
        else:
            self.resize(1100, 760)
        restored = bool(self.settings.window_state) and self.game_page.splitter.restoreState(
            QByteArray.fromBase64(self.settings.window_state.encode())
        )
        if not restored:
            self.game_page.splitter.setSizes([3 * self.width() // 4, self.width() // 4])

    def remember_geometry(self) -> None:
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        self.settings.window_state = bytes(
            self.game_page.splitter.saveState().toBase64().data()
        ).decode()

    def after_first_paint(self, job: Callable[[], None]) -> None:
        """Run ``job`` once the window has drawn itself the first time (at
        once if it has): what the first picture does not need, in order."""
        if self._painted and not self._after_paint:
            job()
        else:
            self._after_paint.append(job)

    def _run_after_paint(self) -> None:
        self._painted = True
        while self._after_paint:
            self._after_paint.pop(0)()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:  # the window's children are drawn in this same pass
            self._painted = True
            QTimer.singleShot(0, self._run_after_paint)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.after_first_paint(partial(settle.freeze, "start-up"))  # once, when drawn
        if not self._painted:
            QTimer.singleShot(PAINT_WAIT_MS, self._run_after_paint)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_discard():
            event.ignore()
            return
        self.remember_geometry()
        self.settings.save()
        if self.replay is not None:
            self.replay.cancel()
        self._drop_session()
        self.recorder.close()
        self.game_page.evaluation.shutdown()
        for window in (
            self.rules_window,
            self.stats_window,
            self.lesson_window,
            self.puzzle_window,
        ):
            if window is not None:
                window.close()
        event.accept()
