"""Game > Statistics: the table of past games, its sorting and filters,
opening a game from it, the CSV export and the charts."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt

from boardroom.engine.record import (
    ABANDONED,
    FINISHED,
    GameRecord,
    RecordBook,
    SeatRecord,
    open_record,
)
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat, from_state
from boardroom.ui import i18n, statswindow
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.recorder import records_path
from boardroom.ui.recordsmodel import BOT_WON, GAME, MOVES, PEOPLE, PLAYERS, RESULT
from boardroom.ui.statswindow import StatsWindow
from tests.ui.conftest import Modals, open_window

# (game, opponent level or None for a second person, winner seat or None, status, moves)
GAMES = [
    ("onager", "easy", 0, FINISHED, 3),
    ("onager", "hard", 1, FINISHED, 5),
    ("onager", None, None, FINISHED, 4),
    ("rival", "medium", 1, FINISHED, 2),
    ("rival", "hard", None, ABANDONED, 1),
]


def _record(
    i: int, key: str, level: str | None, winner: int | None, status: str, moves: int
) -> GameRecord:
    state = make_game(key).new_state(i)
    for _ in range(moves):
        state.play(state.legal_moves()[0])
    other = Seat("Robot", "bot", level) if level else Seat("Bob")
    seats = [Seat("Ann"), other]
    winners = (winner,) if winner is not None and status == FINISHED else ()
    if winners:
        state.resign(1 - winners[0])
    elif status == FINISHED:
        state.agree_draw()
    saved = from_state(state, seats)
    scores = tuple(
        1.0 if s in winners else (0.0 if winners or status != FINISHED else 0.5) for s in range(2)
    )
    return GameRecord(
        uid=f"t{i}",
        game=key,
        options=dict(state.game.options),
        seats=tuple(SeatRecord(s.name, s.kind, s.level) for s in seats),
        winners=winners,
        scores=scores,
        reason="resignation" if winners else ("agreement" if status == FINISHED else ABANDONED),
        moves=state.ply,
        seconds=60.0 * (i + 1),
        saved=saved.to_json(),
        status=status,
        ended=f"2026-11-{10 + i:02d}T12:00:00+00:00",
    )


@pytest.fixture
def recorded() -> list[GameRecord]:
    with open_record(records_path()).book as book:
        for i, row in enumerate(GAMES):
            book.add(_record(i, *row))
        return book.games()


@pytest.fixture
def window(qtbot: Any, recorded: list[GameRecord]) -> Iterator[MainWindow]:
    yield from open_window(qtbot, 1000, 700)


@pytest.fixture
def stats(window: MainWindow, qtbot: Any) -> StatsWindow:
    window.stats_action.trigger()
    found = window.stats_window
    assert isinstance(found, StatsWindow) and found.isVisible()
    qtbot.waitExposed(found)
    return found


def column(stats: StatsWindow, col: int) -> list[str]:
    model = stats.model
    return [model.data(model.index(r, col)) for r in range(model.rowCount())]


def test_the_table_shows_every_recorded_game_newest_first(stats: StatsWindow) -> None:
    assert stats.model.rowCount() == len(GAMES)
    assert column(stats, GAME) == ["Rival", "Rival", "Onager", "Onager", "Onager"]
    assert column(stats, PLAYERS)[0] == "Ann – Robot (Hard)"
    assert column(stats, PLAYERS)[2] == "Ann – Bob"
    assert column(stats, RESULT) == ["Abandoned", "Robot wins", "Draw", "Robot wins", "Ann wins"]
    assert stats.count_label.text() == "Games: 5"
    assert stats.charts is None  # no chart is drawn (nor pyqtgraph loaded) before asked


def test_any_column_sorts(stats: StatsWindow) -> None:
    stats.table.sortByColumn(MOVES, Qt.SortOrder.AscendingOrder)
    moves = [int(m) for m in column(stats, MOVES)]
    assert moves == sorted(moves) and moves[0] == 1
    stats.table.sortByColumn(MOVES, Qt.SortOrder.DescendingOrder)
    assert [int(m) for m in column(stats, MOVES)] == sorted(moves, reverse=True)
    stats.table.sortByColumn(PLAYERS, Qt.SortOrder.AscendingOrder)
    players = column(stats, PLAYERS)
    assert players == sorted(players, key=str.casefold) and players[0] == "Ann – Bob"


def test_filters_by_game_opponent_and_result(stats: StatsWindow) -> None:
    stats.game_box.setCurrentIndex(stats.game_box.findData("rival"))  # as a person picks it
    assert set(column(stats, GAME)) == {"Rival"} and stats.model.rowCount() == 2
    assert stats.count_label.text() == "Games: 2 of 5"
    stats.set_filter(opponent="hard")
    assert column(stats, PLAYERS) == ["Ann – Robot (Hard)", "Ann – Robot (Hard)"]
    stats.set_filter(opponent=PEOPLE)
    assert column(stats, PLAYERS) == ["Ann – Bob"]
    stats.set_filter(result=BOT_WON)
    assert column(stats, RESULT) == ["Robot wins", "Robot wins"]
    stats.set_filter(game="rival", result=ABANDONED)
    assert column(stats, RESULT) == ["Abandoned"]
    stats.set_filter()
    assert stats.model.rowCount() == 5


def test_double_click_opens_the_game_in_the_main_window(
    qtbot: Any, window: MainWindow, stats: StatsWindow, recorded: list[GameRecord]
) -> None:
    stats.table.sortByColumn(MOVES, Qt.SortOrder.DescendingOrder)
    top = stats.model.record_at(0)
    assert top.moves == 5
    rect = stats.table.visualRect(stats.model.index(0, GAME))
    viewport = stats.table.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    session = window.session
    assert session is not None and window.pages.currentWidget() is window.game_page
    assert session.game.spec.key == "onager" and session.state.ply == 5
    assert session.path is None and [s.level for s in session.seats] == [None, "hard"]
    assert session.state.outcome() is not None  # Robot won it: shown as it ended
    qtbot.mouseMove(viewport, QPoint(-50, -50))
    stats.close()


def test_export_writes_the_games_shown(stats: StatsWindow, modals: Modals, tmp_path: Path) -> None:
    stats.set_filter(game="onager")
    modals.save_name = str(tmp_path / "games.csv")
    stats.export_button.click()
    with open(tmp_path / "games.csv", encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 3 and {r["game"] for r in rows} == {"onager"}
    assert rows[0]["seats"] == "Ann (human); Bob (human)"


def test_the_charts_show_results_lengths_and_the_first_seat(stats: StatsWindow, qtbot: Any) -> None:
    stats.show_charts()
    charts = stats.charts
    assert charts is not None and charts.isVisible()
    assert set(charts.plots) == {"results", "lengths", "first"}
    # Ann against three levels, one game each: no line from a single game; the
    # lengths of the four finished games; the first seat in Onager's three
    # (Rival's one game makes no bar).
    assert charts.drawn["results"] == 0 and charts.notes["results"].isVisible()
    assert charts.drawn["lengths"] >= 1 and charts.drawn["first"] == 1
    for plot in charts.plots.values():
        assert not plot.getPlotItem().getViewBox().menuEnabled()  # its menu is English
    assert charts.plots["lengths"].getPlotItem().items
    stats.set_filter(game="rival")  # one finished game: no chart at all
    assert charts.drawn == {"results": 0, "lengths": 0, "first": 0}
    assert all(note.isVisible() for note in charts.notes.values())


def test_charts_count_in_whole_numbers_and_time_in_dates(stats: StatsWindow, qtbot: Any) -> None:
    import pyqtgraph as pg

    stats.show_charts()
    charts = stats.charts
    assert charts is not None
    lengths = charts.plots["lengths"].getPlotItem()
    for side, (low, high) in (("left", (0.0, 1.0)), ("bottom", (17.5, 18.5))):
        axis = lengths.getAxis(side)
        values = [v for _spacing, level in axis.tickValues(low, high, 300) for v in level]
        assert values and all(v == int(v) for v in values), (side, values)
    assert lengths.getAxis("left").labelText == "games"
    assert lengths.getAxis("bottom").labelText == "moves"
    dates = charts.plots["results"].getPlotItem().getAxis("bottom")
    assert isinstance(dates, pg.DateAxisItem)
    when = datetime(2026, 11, 14, 9, 30).timestamp()
    assert dates.tickStrings([when], 1, 86_400) == ["14 Nov"]  # not a bare "14"
    assert dates.tickStrings([when], 1, 3_600) == ["14 Nov 09:30"]


def test_the_window_speaks_french(stats: StatsWindow, qtbot: Any) -> None:
    i18n.set_language("fr")
    qtbot.waitUntil(lambda: stats.windowTitle().startswith("Statistiques"))
    assert stats.model.headerData(GAME, Qt.Orientation.Horizontal) == "Jeu"
    assert column(stats, RESULT)[0] == "Abandonnée"
    assert stats.result_box.itemText(0) != "Any result"
    assert stats.game_box.itemText(0) == "Tous les jeux"
    i18n.set_language("en")
    qtbot.waitUntil(lambda: column(stats, RESULT)[0] == "Abandoned")


def test_a_finished_game_adds_its_row_without_reading_the_record_again(
    window: MainWindow, stats: StatsWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    reads: list[int] = []
    whole = RecordBook.games

    def counted(book: RecordBook, *args: Any, **kwargs: Any) -> list[GameRecord]:
        reads.append(1)
        return whole(book, *args, **kwargs)

    monkeypatch.setattr(RecordBook, "games", counted)
    stats.table.sortByColumn(MOVES, Qt.SortOrder.AscendingOrder)
    stats.set_filter(game="onager")
    assert window.start_game("onager", {"side": 5}, [Seat("Zed"), Seat("Bob")])
    window.resign_action.trigger()
    window.recorder.wait()
    qtbot.waitUntil(lambda: stats.count_label.text() == "Games: 4 of 6")
    assert reads == []  # one row read, not the whole record
    assert column(stats, PLAYERS)[0] == "Zed – Bob"  # 0 moves: first by moves
    assert [int(m) for m in column(stats, MOVES)] == sorted(int(m) for m in column(stats, MOVES))
    stats.set_filter(game="rival")  # the game only the others had, and back
    stats.set_filter()
    assert stats.model.rowCount() == 6
    # The same game finished anew rewrites its row, not a second one.
    window.undo_action.trigger()
    window.resign_action.trigger()
    window.recorder.wait()
    QCoreApplication.processEvents()  # its signals, posted before the write ended
    assert stats.model.rowCount() == 6 and reads == []


def test_statistics_shown_again_reads_games_another_program_wrote(
    window: MainWindow, stats: StatsWindow, qtbot: Any
) -> None:
    stats.hide()
    with open_record(records_path()).book as book:  # boardroom-cli match, say
        book.add(_record(9, "onager", "easy", 0, FINISHED, 2))
    window.show_statistics()
    assert stats.model.rowCount() == len(GAMES) + 1


def test_charts_are_drawn_only_when_shown_and_over_many_games_in_steps(
    stats: StatsWindow, qtbot: Any
) -> None:
    from tests.engine.test_recordcharts import rows

    stats.show_charts()
    charts = stats.charts
    assert charts is not None and charts.drawn["first"] == 1
    stats.tabs.setCurrentIndex(0)  # the table: charts hidden
    many = rows(20_000)
    stats.model.set_rows(many)
    stats._filter()
    assert charts.drawn["first"] == 1 and not charts.busy()  # not worked out while hidden
    stats.show_charts()
    assert charts.busy()  # a slice at a time, between other events
    qtbot.waitUntil(lambda: not charts.busy(), timeout=20_000)
    assert charts.drawn["results"] == 3 and charts.drawn["first"] == 4  # two games, 2 or 3 seats
    line = charts.plots["results"].getPlotItem().listDataItems()[0]
    assert len(line.getData()[0]) <= 301  # a few hundred points, not thousands


def test_a_large_record_is_read_beside_the_window(
    window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(statswindow, "READ_AT_ONCE", 2)  # five games: a large record here
    window.stats_action.trigger()
    stats = window.stats_window
    assert isinstance(stats, StatsWindow) and stats.isVisible()
    assert stats.reading() and stats.model.rowCount() == 0  # shown before its rows
    assert stats.count_label.text() == "Reading 5 games…"
    # A game that ends while the record is read is not lost when the rows come.
    assert window.start_game("onager", {"side": 5}, [Seat("Zed"), Seat("Bob")])
    window.resign_action.trigger()
    window.recorder.wait()
    qtbot.waitUntil(lambda: not stats.reading() and stats.model.total() == len(GAMES) + 1)
    assert stats.count_label.text() == "Games: 6"
    assert column(stats, PLAYERS)[0] == "Zed – Bob"
    assert column(stats, GAME)[1:] == ["Rival", "Rival", "Onager", "Onager", "Onager"]


def test_a_finished_game_adds_its_part_to_the_charts_after_the_moment_it_ends(
    window: MainWindow, stats: StatsWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import pyqtgraph as pg

    from boardroom.engine.recordcharts import ChartTally, chart_figures

    stats.show_charts()
    charts = stats.charts
    assert charts is not None and not charts.busy()
    lengths = charts.plots["lengths"].getPlotItem()
    [bars] = [i for i in lengths.items if isinstance(i, pg.BarGraphItem)]
    assert min(bars.opts["x0"]) > 0  # the shortest game so far: 2 moves
    added: list[int] = []
    add = ChartTally.add

    def counted(tally: ChartTally, rows: Any) -> None:
        rows = list(rows)
        added.append(len(rows))
        add(tally, rows)

    monkeypatch.setattr(ChartTally, "add", counted)
    assert window.start_game("onager", {"side": 5}, [Seat("Zed"), Seat("Bob")])
    window.resign_action.trigger()  # a game of 0 moves
    window.recorder.wait()
    QCoreApplication.sendPostedEvents()  # its row comes (not the timers' turn yet)
    assert stats.model.total() == len(GAMES) + 1
    assert charts.busy()  # the charts are drawn after the moment the game ends
    qtbot.waitUntil(lambda: not charts.busy())
    assert added == [1]  # its row alone, not the five before it again
    assert charts._figures == chart_figures(stats.model.rows())
    assert [i for i in lengths.items if isinstance(i, pg.BarGraphItem)] == [bars]  # kept
    assert min(bars.opts["x0"]) == -0.5  # the 0-move game has its bar
    [first] = charts._figures.first
    assert first.games == 4 and charts.drawn["first"] == 1
    # A game the filters hide leaves the charts as they are.
    stats.set_filter(game="rival")
    shown = charts._figures
    added.clear()
    assert window.start_game("onager", {"side": 5}, [Seat("Zed"), Seat("Bob")])
    window.resign_action.trigger()
    window.recorder.wait()
    QCoreApplication.sendPostedEvents()
    assert stats.model.total() == len(GAMES) + 2
    assert not charts.busy() and added == [] and charts._figures == shown
    # The same game finished anew rewrites its row: the charts worked out whole.
    stats.set_filter()
    qtbot.waitUntil(lambda: not charts.busy())
    window.undo_action.trigger()
    window.resign_action.trigger()
    window.recorder.wait()
    QCoreApplication.processEvents()
    qtbot.waitUntil(lambda: not charts.busy())
    assert stats.model.total() == len(GAMES) + 2
    assert charts._figures == chart_figures(stats.model.rows())
