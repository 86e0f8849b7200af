"""The Statistics window's charts (pyqtgraph, imported when they are first
shown): a person's score against each bot level over time, how long games
last, and whether the first seat has an edge. The figures come from
:mod:`boardroom.engine.recordstats`, as the command line's ``stats`` does."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from PySide6.QtCore import QLocale
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from boardroom.engine.record import GameRecord
from boardroom.engine.recordstats import first_mover, human_results
from boardroom.ui import i18n, names
from boardroom.ui.recordsmodel import game_name

WINDOW = 10  # the score over time is over the last this many games
POINTS = {"win": 1.0, "draw": 0.5, "loss": 0.0}
LEVEL_COLOURS = {"easy": "#4caf50", "medium": "#ff9800", "hard": "#e53935"}
OTHER_COLOUR = "#5c6bc0"
BAR_COLOUR = "#42a5f5"


def score_over_time(records: Sequence[GameRecord]) -> dict[str, list[tuple[float, float]]]:
    """Per bot level: (time, the person's score in % over the last WINDOW games)."""
    by_level: dict[str, list[tuple[str, float]]] = defaultdict(list)
    for ended, _game, level, result in human_results(records):
        by_level[level].append((ended, POINTS[result]))
    out: dict[str, list[tuple[float, float]]] = {}
    order = list(LEVEL_COLOURS)
    for level, games in sorted(
        by_level.items(),
        key=lambda kv: (order.index(kv[0]) if kv[0] in order else len(order), kv[0]),
    ):
        games.sort()
        points = []
        for i, (ended, _) in enumerate(games):
            recent = [p for _, p in games[max(0, i + 1 - WINDOW) : i + 1]]
            try:
                when = datetime.fromisoformat(ended).timestamp()
            except ValueError:
                continue
            points.append((when, 100.0 * sum(recent) / len(recent)))
        out[level] = points
    return out


def length_bins(records: Sequence[GameRecord], bins: int = 16) -> list[tuple[int, int, int]]:
    """(first, last moves, number of finished games) for bins of equal width."""
    moves = [r.moves for r in records if r.status == "finished"]
    if not moves:
        return []
    low, high = min(moves), max(moves)
    width = max(1, -(-(high - low + 1) // bins))
    counts: dict[int, int] = defaultdict(int)
    for m in moves:
        counts[(m - low) // width] += 1
    return [
        (low + k * width, low + (k + 1) * width - 1, counts[k])
        for k in range((high - low) // width + 1)
    ]


def _local_dates(pg: Any) -> Any:
    """pyqtgraph's date axis, its month names in the interface's language
    (it writes them with ``strftime``, always in English here)."""
    english = [datetime(2000, m, 1).strftime("%b") for m in range(1, 13)]

    class LocalDateAxis(pg.DateAxisItem):  # type: ignore[misc]
        def tickStrings(self, values: Any, scale: Any, spacing: Any) -> Any:  # noqa: N802
            words = QLocale(i18n.current_language() or "en")
            strings = super().tickStrings(values, scale, spacing)
            for month, name in enumerate(english, 1):
                local = words.monthName(month, QLocale.FormatType.ShortFormat)
                strings = [s.replace(name, local) for s in strings]
            return strings

    return LocalDateAxis


class StatsCharts(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        import pyqtgraph as pg  # about 0.4 s: only once the charts are asked for

        self.setObjectName("statsCharts")
        self.titles: dict[str, QLabel] = {}
        self.plots: dict[str, Any] = {}
        grid = QGridLayout(self)
        places = {"results": (0, 0, 1, 2), "lengths": (1, 0, 1, 1), "first": (1, 1, 1, 1)}
        for name, place in places.items():
            box = QVBoxLayout()
            title = QLabel()
            title.setWordWrap(True)
            axis = {"bottom": _local_dates(pg)()} if name == "results" else None
            plot = pg.PlotWidget(axisItems=axis)
            plot.setObjectName(f"{name}Chart")
            plot.setMenuEnabled(False)
            plot.hideButtons()
            plot.setMouseEnabled(x=False, y=False)
            plot.getPlotItem().setMenuEnabled(False)
            plot.setMinimumHeight(120)
            box.addWidget(title)
            box.addWidget(plot, 1)
            grid.addLayout(box, *place)
            self.titles[name], self.plots[name] = title, plot
        grid.setRowStretch(0, 1)
        grid.setRowStretch(1, 1)
        self.legend = self.plots["results"].getPlotItem().addLegend(offset=(8, 8))
        self.drawn: dict[str, int] = {}  # chart -> how many series or bars it shows
        self._records: list[GameRecord] = []
        self.retranslate()

    def retranslate(self) -> None:
        self.titles["results"].setText(
            self.tr("Your score against each bot level, over your last {0} games (%)").format(
                WINDOW
            )
        )
        self.titles["lengths"].setText(self.tr("Game lengths: number of games by moves"))
        self.titles["first"].setText(
            self.tr("First seat's score (%), with its margin; the line is an equal share")
        )
        if self._records:
            self.show_records(self._records)

    def _style(self) -> None:
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        for plot in self.plots.values():
            plot.setBackground(palette.color(QPalette.ColorRole.Base))
            for side in ("left", "bottom"):
                axis = plot.getPlotItem().getAxis(side)
                axis.setPen(text)
                axis.setTextPen(text)
        self.legend.setLabelTextColor(text)

    def show_records(self, records: Sequence[GameRecord]) -> None:
        self._records = list(records)
        self._style()
        for plot in self.plots.values():
            plot.getPlotItem().clear()
        self._results()
        self._lengths()
        self._first()

    def _results(self) -> None:
        import pyqtgraph as pg

        plot = self.plots["results"].getPlotItem()
        series = score_over_time(self._records)
        for level, points in series.items():
            colour = QColor(LEVEL_COLOURS.get(level, OTHER_COLOUR))
            plot.plot(
                [p[0] for p in points],
                [p[1] for p in points],
                pen=pg.mkPen(colour, width=2),
                symbol="o",
                symbolSize=5,
                symbolBrush=colour,
                symbolPen=colour,
                name=names.level_name(level),
            )
        plot.setYRange(0, 100, padding=0.05)
        self.drawn["results"] = len(series)

    def _lengths(self) -> None:
        import pyqtgraph as pg

        plot = self.plots["lengths"].getPlotItem()
        bins = length_bins(self._records)
        if bins:
            colour = QColor(BAR_COLOUR)
            plot.addItem(
                pg.BarGraphItem(
                    x0=[b[0] - 0.5 for b in bins],
                    x1=[b[1] + 0.5 for b in bins],
                    height=[b[2] for b in bins],
                    brush=colour,
                    pen=colour.darker(140),
                )
            )
        self.drawn["lengths"] = len(bins)

    def _first(self) -> None:
        import pyqtgraph as pg

        plot = self.plots["first"].getPlotItem()
        figures = first_mover(self._records)
        text = self.palette().color(QPalette.ColorRole.Text)
        lang = i18n.current_language()
        if figures:
            xs = list(range(len(figures)))
            scores = [100 * f.score for f in figures]
            colour = QColor(BAR_COLOUR)
            plot.addItem(
                pg.BarGraphItem(
                    x=xs, height=scores, width=0.6, brush=colour, pen=colour.darker(140)
                )
            )
            import numpy as np  # pyqtgraph's own need: its error bars take arrays

            plot.addItem(
                pg.ErrorBarItem(
                    x=np.array(xs, float),
                    y=np.array(scores),
                    beam=0.2,
                    pen=pg.mkPen(text),
                    height=np.array([200 * f.margin for f in figures]),
                )
            )
            for x, f in zip(xs, figures, strict=True):
                plot.plot([x - 0.4, x + 0.4], [100 * f.fair] * 2, pen=pg.mkPen(text, width=2))
            ticks = [
                (
                    x,
                    game_name(f.game, lang)
                    if sum(1 for g in figures if g.game == f.game) == 1
                    else f"{game_name(f.game, lang)} ({f.seats})",
                )
                for x, f in zip(xs, figures, strict=True)
            ]
            plot.getAxis("bottom").setTicks([ticks])
            plot.setXRange(-0.6, len(figures) - 0.4, padding=0)
        plot.setYRange(0, 100, padding=0.05)
        self.drawn["first"] = len(figures)
