"""Sound: the cue files, the player chosen (never an error, silent without a
device or a screen), the volume and mute, and which cue each game event
plays, with a fake player."""

from __future__ import annotations

import random
import runpy
import wave
from array import array
from pathlib import Path
from typing import Any

import pytest

from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.ui import session as session_module
from boardroom.ui import sound, soundplayers
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.session import GameSession
from boardroom.ui.sound import Sound
from boardroom.ui.soundcues import move_cue
from tests.ui.workers import InlineWorker

SOUNDS = Path(__file__).resolve().parents[2] / "resources" / "sounds"


class FakePlayer:
    def __init__(self) -> None:
        self.calls: list[tuple[str, float]] = []

    def play(self, cue: str, gain: float) -> None:
        self.calls.append((cue, gain))

    def cues(self) -> list[str]:
        return [cue for cue, _ in self.calls]


# --- the files -------------------------------------------------------------------------


def test_the_script_writes_the_committed_cues(tmp_path: Path) -> None:
    script = runpy.run_path(str(SOUNDS / "make_sounds.py"))
    written = script["write"](tmp_path)
    assert sorted(p.stem for p in written) == sorted(sound.CUES)
    for path in written:
        assert path.read_bytes() == (SOUNDS / path.name).read_bytes(), path.name
        with wave.open(str(path)) as f:
            seconds = f.getnframes() / f.getframerate()
        assert 0.05 < seconds < 1.5, path.name  # short cues


def test_the_cues_differ_from_one_another() -> None:
    frames = {cue: (SOUNDS / f"{cue}.wav").read_bytes()[44:] for cue in sound.CUES}
    assert len(set(frames.values())) == len(sound.CUES)


# --- the volume, mute and spacing ------------------------------------------------------


def test_no_player_is_chosen_before_a_cue_is_heard(qapp: Any) -> None:
    made: list[FakePlayer] = []

    def make() -> FakePlayer:
        made.append(FakePlayer())
        return made[-1]

    s = Sound(make_player=make)
    s.set_enabled(False)
    s.play(sound.MOVE)
    s.set_enabled(True)
    s.set_volume(0)
    s.play(sound.MOVE)
    assert made == []  # muted or silent: nothing loaded
    s.set_volume(50)
    s.play(sound.MOVE)
    assert len(made) == 1 and made[0].calls == [(sound.MOVE, 0.25)]


def test_volume_is_squared_and_clamped() -> None:
    assert sound.gain(100) == 1.0 and sound.gain(0) == 0.0
    assert sound.gain(50) == 0.25 and sound.gain(150) == 1.0 and sound.gain(-3) == 0.0


def test_a_cue_right_after_another_waits_its_turn(qtbot: Any) -> None:
    fake = FakePlayer()
    now = [100.0]
    s = Sound(volume=100, make_player=lambda: fake, clock=lambda: now[0])
    s.play(sound.MOVE)
    s.play(sound.YOUR_TURN)
    assert fake.cues() == [sound.MOVE]  # the second waits for the first
    qtbot.waitUntil(lambda: fake.cues() == [sound.MOVE, sound.YOUR_TURN], timeout=2000)
    now[0] += 10  # long after: at once
    s.play(sound.REFUSED, volume=20)
    assert fake.calls[-1] == (sound.REFUSED, pytest.approx(0.04))


def quiet(qtbot: Any, s: Sound) -> None:
    """Until no cue waits its turn: every cue asked for so far has sounded
    or been dropped (cues are asked for at once, on the game's signals)."""
    qtbot.waitUntil(lambda: not s._waiting and not s._timer.isActive(), timeout=5000)


def test_quick_cues_never_pile_up(qtbot: Any) -> None:
    """While a cue sounds, only the newest two of those asked for wait."""
    fake = FakePlayer()
    s = Sound(volume=100, make_player=lambda: fake, clock=lambda: 7.0)
    for cue in (sound.MOVE, sound.MOVE, sound.CAPTURE, sound.MOVE, sound.GAME_END):
        s.play(cue)
    qtbot.waitUntil(lambda: len(fake.calls) == 3, timeout=2000)
    quiet(qtbot, s)  # nothing more to sound
    assert fake.cues() == [sound.MOVE, sound.MOVE, sound.GAME_END]


def test_muting_meanwhile_silences_a_waiting_cue(qtbot: Any) -> None:
    fake = FakePlayer()
    s = Sound(volume=100, make_player=lambda: fake, clock=lambda: 5.0)
    s.play(sound.CAPTURE)
    s.play(sound.GAME_END)
    s.set_enabled(False)
    quiet(qtbot, s)  # the waiting cue's turn has come and gone
    assert fake.cues() == [sound.CAPTURE]


def test_a_failing_player_falls_silent(qapp: Any) -> None:
    class Broken:
        def play(self, cue: str, gain: float) -> None:
            raise RuntimeError("no device")

    s = Sound(make_player=Broken)
    s.play(sound.MOVE)  # no error
    assert isinstance(s.player(), soundplayers.SilentPlayer)
    s2 = Sound(make_player=lambda: (_ for _ in ()).throw(OSError("none")))
    s2.play(sound.MOVE)
    assert isinstance(s2.player(), soundplayers.SilentPlayer)


# --- the player chosen -----------------------------------------------------------------


def test_offscreen_and_off_are_silent(qapp: Any) -> None:
    assert isinstance(soundplayers.choose_player(sound.CUES), soundplayers.SilentPlayer)
    env = {"BOARDROOM_SOUND": "off"}
    assert isinstance(soundplayers.choose_player(sound.CUES, env), soundplayers.SilentPlayer)


@pytest.fixture
def on_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    """As if the window were on a screen (the tests draw offscreen)."""
    monkeypatch.setattr(soundplayers, "_offscreen", lambda: False)


def test_without_a_device_the_player_is_silent(
    on_screen: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(soundplayers, "qt_multimedia_installed", lambda: False)
    monkeypatch.setattr(soundplayers, "audio_device_present", lambda env: False)
    monkeypatch.setattr(soundplayers.shutil, "which", lambda name: f"/usr/bin/{name}")
    assert isinstance(soundplayers.choose_player(sound.CUES, {}), soundplayers.SilentPlayer)


def test_a_device_and_a_player_program_make_a_command_player(
    on_screen: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(soundplayers, "qt_multimedia_installed", lambda: False)
    monkeypatch.setattr(soundplayers, "audio_device_present", lambda env: True)
    monkeypatch.setattr(
        soundplayers.shutil, "which", lambda name: "/usr/bin/aplay" if name == "aplay" else None
    )
    player = soundplayers.choose_player(sound.CUES, {})
    assert isinstance(player, soundplayers.CommandPlayer) and player.command == "aplay"


def test_qt_multimedia_that_cannot_load_falls_back_without_error(
    on_screen: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PySide6-Addons installed without libpulse0: its import fails."""
    monkeypatch.setattr(soundplayers, "qt_multimedia_installed", lambda: True)

    def no_pulse() -> Any:
        raise ImportError("libpulse.so.0: cannot open shared object file")

    monkeypatch.setattr(soundplayers, "_multimedia", no_pulse)
    monkeypatch.setattr(soundplayers, "audio_device_present", lambda env: False)
    assert isinstance(soundplayers.choose_player(sound.CUES, {}), soundplayers.SilentPlayer)


def test_devices_are_found_by_socket_or_playback_node(tmp_path: Path) -> None:
    (tmp_path / "run" / "pulse").mkdir(parents=True)
    dev = tmp_path / "snd"
    dev.mkdir()
    assert not soundplayers.audio_device_present({}, dev)
    assert not soundplayers.audio_device_present({"XDG_RUNTIME_DIR": str(tmp_path / "run")}, dev)
    (tmp_path / "run" / "pulse" / "native").touch()
    assert soundplayers.audio_device_present({"XDG_RUNTIME_DIR": str(tmp_path / "run")}, dev)
    (dev / "pcmC0D0c").touch()  # a capture device plays nothing
    assert not soundplayers.audio_device_present({}, dev)
    (dev / "pcmC0D0p").touch()
    assert soundplayers.audio_device_present({}, dev)
    assert not soundplayers.audio_device_present({}, tmp_path / "none")


def _peak(path: Path) -> int:
    with wave.open(str(path)) as f:
        return max(abs(v) for v in array("h", f.readframes(f.getnframes())))


def test_the_command_player_plays_a_copy_at_the_gain(tmp_path: Path) -> None:
    spawned: list[list[str]] = []

    class Done:
        def poll(self) -> int:
            return 0

    def spawn(argv: list[str]) -> Done:
        spawned.append(argv)
        return Done()

    files = soundplayers.cue_files(sound.CUES)
    player = soundplayers.CommandPlayer("paplay", files, spawn)
    player.play(sound.MOVE, 0.25)
    player.play(sound.MOVE, 0.25)
    assert len(spawned) == 2 and spawned[0] == spawned[1]
    command, copy = spawned[0]
    assert command == "paplay"
    assert _peak(Path(copy)) == pytest.approx(_peak(files[sound.MOVE]) / 4, abs=1)


def test_a_command_that_cannot_start_falls_silent() -> None:
    def spawn(argv: list[str]) -> Any:
        raise FileNotFoundError(argv[0])

    player = soundplayers.CommandPlayer("paplay", soundplayers.cue_files(sound.CUES), spawn)
    player.play(sound.MOVE, 1.0)  # no error
    assert player.broken


# --- which cue for which move, in every game --------------------------------------------


def _first(key: str, wanted: str, seats: int | None = None, seed: int = 1) -> str:
    """Random playouts until a move gives the cue ``wanted``; the notation."""
    game = make_game(key, {}, seats) if seats else make_game(key, {})
    state = game.new_state(seed=3)
    rng = random.Random(seed)
    while not state.is_terminal():
        move = rng.choice(state.legal_moves())
        text = state.format_move(move)
        state.play(move)
        if move_cue(state, None) == wanted:
            return text
    raise AssertionError(f"no {wanted} in {key}")


def test_onager_a_plain_move_and_a_stack_on_an_enemy() -> None:
    state = make_game("onager", {}).new_state(seed=3)
    state.play(state.legal_moves()[0])
    assert move_cue(state, None) == sound.MOVE
    assert ">" in _first("onager", sound.CAPTURE)  # only a jump lands on a piece


def test_jikaida_capture_and_promotion() -> None:
    state = make_game("jikaida", {}).new_state(seed=3)
    rng = random.Random(1)
    seen = set()
    while not state.is_terminal() and len(seen) < 3:
        move = rng.choice(state.legal_moves())
        pieces = sum(1 for p in state.board if p)
        state.play(move)
        cue = move_cue(state, None)
        taken = sum(1 for p in state.board if p) < pieces
        if move.promotion:
            assert cue == sound.PROMOTION
        else:
            assert cue == (sound.CAPTURE if taken else sound.MOVE)
        seen.add(cue)
    assert {sound.MOVE, sound.CAPTURE} <= seen


def test_rival_capture_as_each_seat_sees_it() -> None:
    game = make_game("rival", {})
    state = game.new_state(seed=3)
    rng = random.Random(2)
    captures = 0
    while not state.is_terminal() and captures < 1:
        move = rng.choice(state.legal_moves())
        before = sum(1 for p in state.board if p)
        state.play(move)
        taken = sum(1 for p in state.board if p) < before and state.phase == "play"
        cue = move_cue(state, None)
        assert cue == (sound.CAPTURE if taken else sound.MOVE)
        if taken:
            captures += 1
            assert move_cue(state, 0) == move_cue(state, 1) == sound.CAPTURE  # a kill is seen
    assert captures == 1


def test_dejarik_a_roll_that_kills() -> None:
    assert _first("dejarik", sound.CAPTURE) == "roll"


def test_jaheijagaj_kill_promotion_and_walk() -> None:
    from tests.games.jaheijagaj.helpers import state

    for pieces, move, cue in (
        ("rSe2 bTg2", "e2-f2xg2", sound.CAPTURE),
        ("rTe2 rTh3 bSg2", "e2-f2xg2+h3-g3", sound.PROMOTION),  # the Trooper wins a rank
        ("rTe2 bTm2", "e2-f2", sound.MOVE),
    ):
        st = state(pieces)
        st.play(move)
        assert move_cue(st, None) == cue and move_cue(st, 0) == cue, move


# --- the game page's events --------------------------------------------------------------


@pytest.fixture
def fake(window: MainWindow) -> FakePlayer:
    player = FakePlayer()
    window.sound._player = player  # noqa: SLF001 (the test's player)
    return player


class InlineBots(InlineWorker):
    """The bot's search in this process (no process to warm up)."""

    def warm_up(self) -> None:
        pass


@pytest.fixture
def inline_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(session_module, "BotWorker", InlineBots)


def _start(window: MainWindow, key: str, seats: list[Seat], **options: Any) -> GameSession:
    game = make_game(key, options, len(seats))
    session = GameSession(game, seats, game.new_state(seed=3))
    window.play_session(session)
    return session


def test_a_move_then_your_turn_after_the_bot(
    qtbot: Any, window: MainWindow, fake: FakePlayer, inline_bots: None
) -> None:
    s = _start(window, "onager", [Seat("Ann"), Seat("", "bot", "easy")])
    s.play(s.state.legal_moves()[0])
    qtbot.waitUntil(lambda: s.state.ply == 2 and not s.is_bot_thinking(), timeout=20000)
    qtbot.waitUntil(lambda: fake.cues() == [sound.MOVE, sound.MOVE, sound.YOUR_TURN], timeout=3000)


def test_no_your_turn_between_two_people_at_one_board(
    qtbot: Any, window: MainWindow, fake: FakePlayer
) -> None:
    s = _start(window, "onager", [Seat("Ann"), Seat("Bob")])
    s.play(s.state.legal_moves()[0])
    s.play(s.state.legal_moves()[0])
    quiet(qtbot, window.sound)
    assert fake.cues() == [sound.MOVE, sound.MOVE]


def test_undo_and_redo_are_silent(qtbot: Any, window: MainWindow, fake: FakePlayer) -> None:
    s = _start(window, "onager", [Seat("Ann"), Seat("Bob")])
    s.play(s.state.legal_moves()[0])
    s.undo()
    s.redo()
    quiet(qtbot, window.sound)
    assert fake.cues() == [sound.MOVE]


def test_a_refused_click_and_a_refused_drop(
    qtbot: Any, window: MainWindow, fake: FakePlayer
) -> None:
    s = _start(window, "jikaida", [Seat("Ann"), Seat("Bob")])
    scene = window.game_page.scene
    assert scene is not None
    scene.illegalAttempt.emit((100,))  # an empty square in the middle: nothing moves there
    assert fake.cues() == [sound.REFUSED]
    assert "Not allowed" in window.game_page.status_text()
    window.game_page.board._move_requested((0, 200))  # noqa: SLF001 (a drop no move makes)
    qtbot.waitUntil(lambda: fake.cues() == [sound.REFUSED, sound.REFUSED], timeout=2000)
    assert s.state.ply == 0


def test_the_end_of_a_game(qtbot: Any, window: MainWindow, fake: FakePlayer) -> None:
    s = _start(window, "dejarik", [Seat("Ann"), Seat("Bob")])
    s.resign(0)
    assert fake.cues() == [sound.GAME_END]


def test_a_capture_ends_with_the_game_end(qtbot: Any, window: MainWindow, fake: FakePlayer) -> None:
    """The last move of a game: its own cue, then the end's. The moves before
    it are played on the rules alone (43 redraws of the window cost 0.4 s)."""
    seats = [Seat("Ann"), Seat("Bob")]
    game = make_game("dejarik", {}, len(seats))
    rng, moves = random.Random(4), []
    state = game.new_state(seed=3)
    while not state.is_terminal():
        moves.append(rng.choice(state.legal_moves()))
        state.play(moves[-1])
    state = game.new_state(seed=3)
    for move in moves[:-1]:
        state.play(move)
    s = GameSession(game, seats, state)
    window.play_session(s)
    assert not s.state.is_terminal()
    fake.calls.clear()
    s.play(moves[-1])
    assert s.state.is_terminal()
    qtbot.waitUntil(lambda: fake.cues()[-1:] == [sound.GAME_END], timeout=3000)
    assert fake.cues()[0] in (sound.MOVE, sound.CAPTURE) and sound.YOUR_TURN not in fake.cues()


def test_your_turn_when_the_hand_over_calls_the_next_person(
    qtbot: Any, window: MainWindow, fake: FakePlayer
) -> None:
    """The hand-over's cover calls the next person with Your turn. The
    placing of the armies before it (nothing secret yet, no hand-over) is
    played on the rules alone: 20 window redraws fewer."""
    seats = [Seat("Ann"), Seat("Bob")]
    game = make_game("rival", {}, len(seats))
    state = game.new_state(seed=3)
    rng = random.Random(5)
    while state.setup_stage() == "place":
        state.play(rng.choice(state.legal_moves()))
    s = GameSession(game, seats, state)
    window.play_session(s)
    page = window.game_page
    assert not page.is_handing_over()
    while not page.is_handing_over():
        fake.calls.clear()
        s.play(rng.choice(s.state.legal_moves()))
        assert s.state.ply < 60
    qtbot.waitUntil(lambda: fake.cues()[-1:] == [sound.YOUR_TURN], timeout=3000)
    assert fake.cues()[0] in (sound.MOVE, sound.CAPTURE)


def test_the_settings_dialog_keeps_the_sound_choices(qtbot: Any, window: MainWindow) -> None:
    from boardroom.ui import storage
    from boardroom.ui.settingsdialog import SettingsDialog

    dialog = SettingsDialog("en", window, window.settings)
    qtbot.addWidget(dialog)
    dialog.sound_box.setChecked(False)
    dialog.volume_slider.setValue(35)
    assert not dialog.volume_slider.isEnabled()
    dialog.apply_to(window.settings)
    window.apply_settings()
    window.settings.save()
    assert not window.sound.enabled and window.sound.volume == 35
    again = storage.Settings.load()
    assert again.sound is False and again.sound_volume == 35
