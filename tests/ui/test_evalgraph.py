"""The evaluation graph and the game review in the main window: a point per
move from the analysis process, clicks that show positions, undo, the
review's marks and better move, and secrets kept during play."""

from __future__ import annotations

import os
import subprocess
import sys
import zlib
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QPushButton

from boardroom.bots import analysis as bot_analysis
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.ui import analysis, dialogs
from boardroom.ui.botworker import BotWorker
from boardroom.ui.evalchart import EvalChart
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.scenes.hexscene import HexBoardScene
from boardroom.ui.session import GameSession
from tests.ui.conftest import scene_as
from tests.ui.workers import IdleWorker, InlineWorker

HUMANS = [Seat("Ann"), Seat("Bob")]
# Rival in play, Red to move, Black's Ninja hidden; only Black knows where.
RIVAL = "1A3S/1G5/2S1AAS1/1A4A1A/10/11/10/5a3/1sg5/3asaa/s2a1a r 1 E6,{0} -/- 0"


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """Estimates of a hundredth of a second (in the analysis process too):
    these tests check where the points go, not what they are worth (a
    twentieth cost half a second of CPU a run); the first asked 10 ms after
    the game shows rather than 300 (still on a later turn of the event loop)."""
    monkeypatch.setitem(analysis.BUDGETS, "background", "0.01")
    monkeypatch.setitem(analysis.BUDGETS, "review", "0.01")
    monkeypatch.setattr(analysis, "FIRST_DELAY_MS", 10)


@pytest.fixture
def inline(monkeypatch: pytest.MonkeyPatch) -> None:
    """Estimates computed in this process (a replaced estimate is used)."""
    monkeypatch.setattr(analysis, "BotWorker", InlineWorker)


@pytest.fixture
def process(monkeypatch: pytest.MonkeyPatch) -> None:
    """Estimates from a real analysis process (the UI tests' default has none)."""
    monkeypatch.setattr(analysis, "BotWorker", BotWorker)


def start(
    win: MainWindow,
    key: str,
    seats: list[Seat],
    state: Any = None,
    options: dict[str, Any] | None = None,
) -> GameSession:
    game = make_game(key, options or {})
    session = GameSession(game, list(seats), state if state is not None else game.new_state(5))
    win.play_session(session)
    return session


def chart_of(win: MainWindow) -> EvalChart:
    return win.game_page.evaluation.chart


def test_a_point_per_move_from_the_analysis_process(
    qtbot: Any, process: None, window: MainWindow
) -> None:
    s = start(window, "onager", HUMANS, options={"side": 5})
    chart = chart_of(window)
    qtbot.waitUntil(chart.is_built, timeout=5000)
    for text in ("@D4", "@F3", "@E2"):
        assert s.play(s.state.parse_move(text))
    qtbot.waitUntil(lambda: len(chart.series()[0]) == 4 if chart.series() else False, timeout=20000)
    lines = chart.series()
    assert len(lines) == 2 and [x for x, _ in lines[0]] == [0, 1, 2, 3]
    for (_x, a), (_y, b) in zip(lines[0], lines[1], strict=True):
        assert 0 <= a <= 100 and a + b == pytest.approx(100)
    pid = window.game_page.evaluation.analysis.worker.pid
    assert pid is not None and pid != s._worker.pid  # a process of its own
    if hasattr(os, "getpriority"):
        assert os.getpriority(os.PRIO_PROCESS, pid) > os.getpriority(os.PRIO_PROCESS, 0)


def test_a_click_on_the_graph_shows_that_position(
    qtbot: Any, inline: None, window: MainWindow
) -> None:
    s = start(window, "onager", HUMANS, options={"side": 5})
    chart = chart_of(window)
    for text in ("@D4", "@F3", "@E2"):
        s.play(s.state.parse_move(text))
    qtbot.waitUntil(lambda: bool(chart.series()) and len(chart.series()[0]) == 4, timeout=10000)
    qtbot.waitUntil(chart.is_built, timeout=5000)
    assert chart.point_text(1).startswith("After move 1: Ann ") and "Bob" in chart.point_text(1)
    assert chart.point_text(0).startswith("Start: ") and chart.point_text(9) == ""
    assert chart.plot is not None
    qtbot.mouseClick(chart.plot, Qt.MouseButton.LeftButton, pos=chart.widget_point(1, 50))
    assert window.game_page.looking_at == 1
    assert window.game_page.move_list.current_row() == 1
    qtbot.mouseClick(chart.plot, Qt.MouseButton.LeftButton, pos=chart.widget_point(3, 50))
    assert window.game_page.looking_at is None  # the last position is the game itself


def test_undo_drops_the_points_after_it(qtbot: Any, inline: None, window: MainWindow) -> None:
    s = start(window, "onager", HUMANS, options={"side": 5})
    chart = chart_of(window)
    evaluation = window.game_page.evaluation
    for text in ("@D4", "@F3"):
        s.play(s.state.parse_move(text))
    qtbot.waitUntil(lambda: len(evaluation.analysis.points()) == 3, timeout=10000)
    s.play(s.state.parse_move("@E2"))
    assert evaluation.analysis._running is not None  # ply 3 asked for...
    window.undo()  # ...and taken back before it came
    assert evaluation.analysis._running is None
    assert sorted(evaluation.analysis.points()) == [0, 1, 2]
    qtbot.waitUntil(
        lambda: [[x for x, _ in line] for line in chart.series()][:1] == [[0, 1, 2]], timeout=5000
    )
    window.undo()
    qtbot.waitUntil(lambda: sorted(evaluation.analysis.points()) == [0, 1], timeout=5000)


def test_the_graph_can_be_hidden_and_is_remembered(
    qtbot: Any, inline: None, window: MainWindow
) -> None:
    s = start(window, "onager", HUMANS, options={"side": 5})
    action = window.eval_graph_action
    assert action.isChecked() and chart_of(window).isVisible()
    action.trigger()
    assert not chart_of(window).isVisible() and window.settings.eval_graph is False
    s.play(s.state.parse_move("@D4"))
    worker = window.game_page.evaluation.analysis.worker
    assert isinstance(worker, InlineWorker)
    qtbot.waitUntil(lambda: worker.pending == 0, timeout=5000)  # every answer in
    assert 1 not in [request[3].ply for request in worker.requests]  # no work while hidden
    assert 1 not in window.game_page.evaluation.analysis.points()
    action.trigger()
    qtbot.waitUntil(lambda: 1 in window.game_page.evaluation.analysis.points(), timeout=5000)


def fake_estimate(
    state: Any, seconds: float = 0, cancel: Any = None, progress: Any = None
) -> bot_analysis.Estimate:
    """Seat 1 (Bob) throws the game away with his first move (ply 1 -> 2)."""
    chances = (0.9, 0.1) if state.ply >= 2 else (0.5, 0.5)
    moves = state.legal_moves()
    return bot_analysis.Estimate(chances, moves[-1] if moves else None)


def test_review_marks_a_blunder_and_draws_the_better_move(
    qtbot: Any, inline: None, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bot_analysis, "estimate", fake_estimate)
    s = start(window, "onager", HUMANS, options={"side": 5})
    for _ in range(3):
        moves = s.state.legal_moves()
        assert moves[0] != moves[-1]
        s.play(moves[0])
    better = s.position_at(1).legal_moves()[-1]
    window.review_action.trigger()
    page, evaluation = window.game_page, window.game_page.evaluation
    qtbot.waitUntil(lambda: page.move_list.mark_of(1) != "", timeout=10000)
    assert [page.move_list.mark_of(i) for i in range(3)] == ["", "??", ""]
    assert "1" in evaluation.chart.caption.text()
    [(ply, chance, grade)] = evaluation.chart._mark_points
    assert (ply, grade) == (2, "blunder") and chance == pytest.approx(0.1)
    # Choosing the marked move shows the position before it, the better move drawn.
    page.move_list.set_current_row(2)
    assert page.looking_at == 1
    scene = scene_as(window, HexBoardScene)
    drawn = scene._hint
    assert drawn is not None and page.adapter is not None
    page.adapter.show_hint(scene, better)
    assert scene._hint == drawn  # the better move, not another
    assert page.move_list.current_row() == 2
    assert "blunder" in page.banner_label.text()
    page.look_at(0)
    assert scene._hint is None


def test_review_cancel_leaves_no_marks(
    qtbot: Any, inline: None, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bot_analysis, "estimate", fake_estimate)
    s = start(window, "onager", HUMANS, options={"side": 5})
    for _ in range(3):
        s.play(s.state.legal_moves()[0])
    from boardroom.ui.review import start_review

    dialog = start_review(window.game_page.evaluation.analysis, window)
    assert dialog is not None and dialog.isVisible()
    cancel = dialog.findChild(QPushButton)
    assert cancel is not None
    cancel.click()
    worker = window.game_page.evaluation.analysis.worker
    assert isinstance(worker, InlineWorker)
    qtbot.waitUntil(lambda: worker.pending == 0, timeout=5000)  # the answers under way came
    assert dialog.finished_ok is False and not window.game_page.evaluation.analysis.judgements
    assert not window.game_page.evaluation.analysis.reviewing()


def test_the_result_dialog_offers_a_review(qtbot: Any) -> None:
    dialog = dialogs.ResultDialog("Ann wins", "by resignation")
    qtbot.addWidget(dialog)
    dialog.review_button.click()
    assert dialog.result() == dialogs.ResultDialog.REVIEW


def visible_estimate(
    state: Any, seconds: float = 0, cancel: Any = None, progress: Any = None
) -> bot_analysis.Estimate:
    """A made-up estimate that changes with anything in the state it is given."""
    share = (zlib.crc32(state.to_text().encode()) % 1000) / 1000
    return bot_analysis.Estimate((share, 1 - share))


def test_secrets_the_graph_does_not_move_with_the_other_seats_hidden_ninja(
    qtbot: Any, inline: None, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bot_analysis, "estimate", visible_estimate)
    game = make_game("rival")
    a, b = (game.state_from_text(RIVAL.format(hex_)) for hex_ in ("J2", "J3"))
    assert a.to_text() != b.to_text()
    # The estimate sees the difference when given the whole game: the test can fail.
    assert visible_estimate(a).chances != visible_estimate(b).chances
    seen = []
    for state in (a, b):
        s = start(window, "rival", HUMANS, state)
        move = s.state.legal_moves()[0]
        s.play(move)  # Red's first move of the turn; still Red at the screen
        evaluation = window.game_page.evaluation
        qtbot.waitUntil(
            lambda: sorted(evaluation.analysis.points()) == [0, 1],  # noqa: B023
            timeout=10000,
        )
        # The chart draws the points a moment later (coalesced redraws): its
        # lines, once drawn (empty under load when read at once).
        qtbot.waitUntil(
            lambda: [[p for p, _ in line] for line in chart_of(window).series()] == [[0, 1]] * 2,
            timeout=10000,
        )
        seen.append(chart_of(window).series())
        worker = evaluation.analysis.worker
        assert isinstance(worker, InlineWorker)
        assert {seat for _k, _l, seat, _s in worker.requests} == {0}  # Red's view only
    assert seen[0] == seen[1]


def test_after_the_game_the_whole_state_is_analysed(
    qtbot: Any, inline: None, window: MainWindow
) -> None:
    game = make_game("rival")
    s = start(window, "rival", HUMANS, game.state_from_text(RIVAL.format("J2")))
    evaluation = window.game_page.evaluation
    assert evaluation.analysis.seat() == 0
    s.resign(0)
    assert evaluation.analysis.seat() == -1
    qtbot.waitUntil(lambda: evaluation.analysis.points().get(0) == (0.0, 1.0), timeout=10000)


CHILD = """
import sys
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication
def wait_until(done, seconds):
    loop = QEventLoop()
    poll = QTimer()
    poll.timeout.connect(lambda: done() and loop.quit())
    poll.start(10)
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    if not done():
        loop.exec()
def show(app, shown):
    from boardroom.ui import storage
    from boardroom.ui.mainwindow import MainWindow
    from boardroom.engine.registry import make_game
    from boardroom.engine.savegame import Seat
    from boardroom.ui.session import GameSession
    settings = storage.Settings()
    settings.eval_graph = shown
    window = MainWindow(settings)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    game = make_game('onager', {'side': 5})
    window.play_session(GameSession(game, [Seat('A'), Seat('B')], game.new_state(1),
                                    autosave=False))
    app.processEvents()
    evaluation = window.game_page.evaluation
    chart = evaluation.chart
    if shown:  # until the first estimate is drawn
        wait_until(chart.is_built, 60)
    else:  # until nothing is asked or running (hidden, it asks for nothing)
        wait_until(lambda: not evaluation.analysis._running and not evaluation.analysis._queue, 60)
        app.processEvents()
    print(chart.is_built(), bool(chart.series()), 'pyqtgraph' in sys.modules)
    window.confirm_discard = lambda: True
    window.close()
def main():
    app = QApplication([])
    from boardroom.ui import analysis
    analysis.BUDGETS.update(background="0.01")
    show(app, False)  # hidden, then shown: each line says whether pyqtgraph came yet
    show(app, True)
if __name__ == '__main__':
    main()
"""


def test_the_graph_draws_its_first_estimate_without_pyqtgraph(tmp_path: Any) -> None:
    """pyqtgraph (and numpy) froze the window for a tenth of a second or more
    when the graph first showed in the middle of a game: the plot is drawn
    by hand. One fresh process for a window with the graph hidden, then one
    with it shown (a process each cost 0.3 s more)."""
    repo = str(Path(__file__).resolve().parents[2])
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path),
        XDG_STATE_HOME=str(tmp_path),
        PYTHONPATH=repo,
    )
    script = tmp_path / "child.py"  # a file: the analysis process is spawned from it
    script.write_text(CHILD)
    out = subprocess.run(
        [sys.executable, str(script)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
        cwd=repo,
    )
    assert out.stdout.split() == ["False", "False", "False", "True", "True", "False"]


def test_the_result_dialogs_review_button_reviews_the_whole_game(
    qtbot: Any, inline: None, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bot_analysis, "estimate", visible_estimate)
    monkeypatch.setattr(dialogs.ResultDialog, "exec", lambda _self: dialogs.ResultDialog.REVIEW)
    monkeypatch.setitem(analysis.BUDGETS, "review", "0.04")  # told apart from the background
    game = make_game("rival")
    s = start(window, "rival", HUMANS, game.state_from_text(RIVAL.format("J2")))
    s.play(s.state.legal_moves()[0])
    worker = window.game_page.evaluation.analysis.worker
    assert isinstance(worker, InlineWorker)
    qtbot.waitUntil(lambda: not window.game_page.evaluation.analysis._running, timeout=5000)
    worker.requests.clear()
    s.resign(0)  # the result dialog opens on the next turn of the loop; Review is chosen
    qtbot.waitUntil(
        lambda: (
            any(budget == "0.04" for _k, budget, _seat, _s in worker.requests)
            and not window.game_page.evaluation.analysis.reviewing()
        ),
        timeout=10000,
    )
    reviewed = [
        (state.ply, seat) for _kind, budget, seat, state in worker.requests if budget == "0.04"
    ]
    assert {seat for _ply, seat in reviewed} == {-1}  # over: the whole game, secrets and all
    assert {ply for ply, _seat in reviewed} == {0, 1}


def test_a_loaded_game_is_estimated_from_its_last_position_back(
    qtbot: Any, window: MainWindow
) -> None:
    game = make_game("onager", {"side": 5})
    state = game.new_state(5)
    for text in ("@D4", "@F3", "@E2"):
        state.play(text)
    s = start(window, "onager", HUMANS, state)
    analysis_ = window.game_page.evaluation.analysis
    worker = analysis_.worker  # the UI tests' idle worker: requests, never answers
    assert isinstance(worker, IdleWorker)
    # The window shows first: its analysis (and the process it starts) a moment later.
    assert not worker.requests
    qtbot.waitUntil(lambda: bool(worker.requests), timeout=5000)
    assert [st.ply for _k, _b, _seat, st in worker.requests] == [3]  # the position shown first
    assert sorted(job.ply for job in analysis_._queue) == [0, 1, 2]
    # Another game: the old searches go, nothing of the old game is asked or kept.
    other = start(window, "onager", HUMANS, options={"side": 5})
    assert analysis_.session is other and not analysis_._queue
    assert analysis_._running is not None and analysis_._running.ply == 0
    assert s is not other


def test_hot_seat_each_player_sees_only_their_own_views_graph(
    qtbot: Any, inline: None, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bot_analysis, "estimate", visible_estimate)
    game = make_game("rival")
    s = start(window, "rival", HUMANS, game.state_from_text(RIVAL.format("J2")))
    evaluation, page = window.game_page.evaluation, window.game_page
    chart = chart_of(window)
    s.play(s.state.legal_moves()[0])  # Red's first move of two
    assert s.state.current_seat == 0
    qtbot.waitUntil(
        lambda: bool(chart.series()) and [x for x, _ in chart.series()[0]] == [0, 1], timeout=5000
    )
    while s.state.current_seat == 0:
        s.play(s.state.legal_moves()[0])
    red_plies = s.state.ply
    assert page.is_handing_over()  # Black's turn: the cover is up...
    assert not chart.isVisible()  # ...and the graph is under it with the moves
    # Already: nothing Red's view gave is in the graph.
    assert all(x >= red_plies for line in chart.series() for x, _ in line)
    page.handover.revealed.emit()  # Black sits down
    # At once, before any new estimate: nothing Red's view gave is on Black's screen.
    assert all(x >= red_plies for line in chart.series() for x, _ in line)
    qtbot.waitUntil(
        lambda: bool(chart.series()) and [x for x, _ in chart.series()[0]] == [red_plies],
        timeout=5000,
    )
    worker = evaluation.analysis.worker
    assert isinstance(worker, InlineWorker)
    assert [(st.ply, seat) for _k, _b, seat, st in worker.requests][-1] == (red_plies, 1)


def test_undo_during_a_review_cancels_it(qtbot: Any, window: MainWindow) -> None:
    s = start(window, "onager", HUMANS, options={"side": 5})
    for text in ("@D4", "@F3", "@E2"):
        s.play(s.state.parse_move(text))
    analysis_ = window.game_page.evaluation.analysis  # the idle worker: it never answers
    assert analysis_.review() and analysis_.reviewing()
    with qtbot.waitSignal(analysis_.reviewFinished, timeout=1000) as finished:
        window.undo()
    assert finished.args == [False] and not analysis_.reviewing()
    assert analysis_._running is not None and analysis_._running.budget == "background"


def test_a_still_picture_asks_for_no_estimate(qtbot: Any, window: MainWindow) -> None:
    window.still = True  # --screenshot
    start(window, "onager", HUMANS, options={"side": 5})
    worker = window.game_page.evaluation.analysis.worker
    assert isinstance(worker, IdleWorker) and worker.requests == []


@pytest.mark.parametrize(("last", "width"), [(1, 600), (2, 900), (3, 300), (40, 250), (400, 900)])
def test_the_plies_under_the_graph_are_whole_numbers(qtbot: Any, last: int, width: int) -> None:
    from boardroom.ui.evalplot import EvalPlot

    plot = EvalPlot()
    qtbot.addWidget(plot)
    plot.resize(width, 150)
    plot.set_data([[(p, 50.0) for p in range(last + 1)]], [QColor("red")], [], last, last)
    ticks = plot.ply_ticks()
    assert ticks and ticks[0] == 0 and all(isinstance(t, int) for t in ticks)
    assert ticks[-1] <= max(last, 4) and len(ticks) <= width / 30
