"""The Statistics window's charts (pyqtgraph, imported when they are first
shown): a person's score against each bot level over time, how long games
last, and whether the first seat has an edge. The figures come from
:mod:`boardroom.engine.recordstats`, as the command line's ``stats`` does.

Charts hidden are not drawn (only marked to be, when next shown). Over many
games the figures (:mod:`boardroom.engine.recordcharts`) are worked out in
slices between other events, a few milliseconds each, on the GUI thread
(a thread of their own would take Python's lock from the window for as
long): a game finished with a hundred thousand in the record holds up
nothing. A game finished adds only its own part to the figures (its level's
line and its seats' bar worked out again), and the charts whose figures
changed are drawn after that moment, one an event, their items given new
data rather than made anew."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from PySide6.QtCore import QDateTime, QLocale, QTimer
from PySide6.QtGui import QColor, QPalette, QShowEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from boardroom.engine.recordcharts import WINDOW, ChartTally, Figures
from boardroom.engine.recordrows import Listing
from boardroom.ui import i18n, names
from boardroom.ui.recordsmodel import game_name

AT_ONCE = 3000  # up to this many games the figures are worked out in one go
SLICE = 3000  # rows worked out between two events (a few milliseconds)
DOTS = 100  # a line of at most this many points shows each as a dot
LEVEL_COLOURS = {"easy": "#4caf50", "medium": "#ff9800", "hard": "#e53935"}
OTHER_COLOUR = "#5c6bc0"
BAR_COLOUR = "#42a5f5"


def _whole_numbers(pg: Any) -> Any:
    """An axis of whole numbers (games, moves): never 0.2 of a game."""

    class WholeAxis(pg.AxisItem):  # type: ignore[misc]
        def tickValues(self, low: float, high: float, size: float) -> Any:  # noqa: N802
            levels = []
            for spacing, values in super().tickValues(low, high, size):
                if spacing < 1:
                    continue
                levels.append((spacing, [v for v in values if float(v).is_integer()]))
            if not levels:  # a range of a few units: every whole number in it
                first, last = math.ceil(low), math.floor(high)
                levels = [(1.0, [float(v) for v in range(first, last + 1)])]
            return levels

        def tickStrings(self, values: Any, scale: Any, spacing: Any) -> Any:  # noqa: N802
            return [str(round(v * scale)) for v in values]

    return WholeAxis


DAY = 86_400.0


def date_label(when: float, spacing: float, language: str) -> str:
    """A tick of the time axis as a date a person reads: "14 Nov", "Nov 2026",
    "14 Nov 09:30" when the ticks are hours apart (never a bare day number)."""
    moment = QDateTime.fromSecsSinceEpoch(int(when))
    words = QLocale(language or "en")
    if spacing >= 360 * DAY:
        return words.toString(moment, "yyyy")
    if spacing >= 28 * DAY:
        return words.toString(moment, "MMM yyyy")
    if spacing >= DAY:
        return words.toString(moment, "d MMM")
    return words.toString(moment, "d MMM HH:mm")


def local_dates(pg: Any) -> Any:
    """pyqtgraph's date axis (its tick places), its words as :func:`date_label`
    writes them, in the interface's language."""

    class LocalDateAxis(pg.DateAxisItem):  # type: ignore[misc]
        def tickStrings(self, values: Any, scale: Any, spacing: Any) -> Any:  # noqa: N802
            language = i18n.current_language()
            return [date_label(v, spacing, language) for v in values]

    return LocalDateAxis


class StatsCharts(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        import pyqtgraph as pg  # about 0.4 s: only once the charts are asked for

        self.setObjectName("statsCharts")
        self.titles: dict[str, QLabel] = {}
        self.notes: dict[str, QLabel] = {}
        self.plots: dict[str, Any] = {}
        grid = QGridLayout(self)
        places = {"results": (0, 0, 1, 2), "lengths": (1, 0, 1, 1), "first": (1, 1, 1, 1)}
        for name, place in places.items():
            box = QVBoxLayout()
            title = QLabel()
            title.setWordWrap(True)
            axis = (
                {"bottom": local_dates(pg)(orientation="bottom")}
                if name == "results"
                else {
                    "left": _whole_numbers(pg)(orientation="left"),
                    "bottom": _whole_numbers(pg)(orientation="bottom"),
                }
                if name == "lengths"
                else None
            )
            plot = pg.PlotWidget(axisItems=axis)
            plot.setObjectName(f"{name}Chart")
            plot.setMenuEnabled(False)
            plot.hideButtons()
            plot.setMouseEnabled(x=False, y=False)
            plot.getPlotItem().setMenuEnabled(False)
            plot.setMinimumHeight(120)
            note = QLabel()  # too few games for this chart
            note.setObjectName(f"{name}Note")
            note.setWordWrap(True)
            note.hide()
            box.addWidget(title)
            box.addWidget(note)
            box.addWidget(plot, 1)
            grid.addLayout(box, *place)
            self.titles[name], self.plots[name], self.notes[name] = title, plot, note
        grid.setRowStretch(0, 1)
        grid.setRowStretch(1, 1)
        self.legend = self.plots["results"].getPlotItem().addLegend(offset=(8, 8))
        self.drawn: dict[str, int] = {}  # chart -> how many series or bars it shows
        self._rows: list[Listing] = []
        self._tally: ChartTally | None = None  # of ``_rows``, once worked out
        self._figures: Figures | None = None
        self._on_screen: dict[str, object] = {}  # chart -> the figures it shows
        self._stale = False  # rows given while hidden: worked out when shown
        self._work: Iterator[Figures | None] | None = None
        self._stepper = QTimer(self)
        self._stepper.setInterval(0)
        self._stepper.timeout.connect(self._step)
        self._styled: tuple[int, int] | None = None  # the palette's colours applied
        self._lines: dict[str, Any] = {}  # level -> its line, kept between draws
        self._lines_key: tuple[tuple[str, ...], str] | None = None
        self._bars: Any = None  # the lengths' bars
        self._first_items: tuple[Any, Any, Any] | None = None  # bars, margins, fair shares
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
        self.notes["results"].setText(
            self.tr(
                "No line yet: one appears for a bot level after two finished games of "
                "one person against it."
            )
        )
        self.notes["lengths"].setText(self.tr("No chart yet: it needs two finished games."))
        self.notes["first"].setText(
            self.tr("No bar yet: a game needs two finished games with the same seats.")
        )
        lengths = self.plots["lengths"].getPlotItem()
        lengths.setLabel("left", self.tr("games"))
        lengths.setLabel("bottom", self.tr("moves"))
        if self._figures is not None:
            self._on_screen.clear()  # the words changed: every chart drawn again
            self._lines_key = None
            self._draw(self._figures)

    def _style(self) -> None:
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        base = palette.color(QPalette.ColorRole.Base)
        if self._styled == (text.rgba(), base.rgba()):
            return  # restyled axes lay themselves out again: not at every game
        self._styled = (text.rgba(), base.rgba())
        self._on_screen.clear()  # the margins and fair shares are in the text's colour
        for plot in self.plots.values():
            plot.setBackground(base)
            for side in ("left", "bottom"):
                axis = plot.getPlotItem().getAxis(side)
                axis.setPen(text)
                axis.setTextPen(text)
        self.legend.setLabelTextColor(text)

    def show_rows(self, rows: Sequence[Listing]) -> None:
        """Chart these games (listed rows): at once if shown and few, in slices
        if many, or when next shown."""
        self._rows = list(rows)
        self._tally = None
        self._work = None
        self._stepper.stop()
        if not self.isVisible():
            self._stale = True
            return
        self._stale = False
        if len(self._rows) <= AT_ONCE:
            tally = ChartTally()
            tally.add(self._rows)
            self._tally = tally
            self._draw(tally.figures())
            return
        self._work = self._steps(self._rows)
        self._stepper.start()

    def add_rows(self, rows: Sequence[Listing]) -> None:
        """Games just finished (shown by the filters): only their part is added
        to the figures, which are then worked out and drawn a chart a step
        after the moment the game ends (a chart whose figures did not change
        is left alone)."""
        if self._tally is None:  # still being worked out: again, with them
            self.show_rows([*self._rows, *rows])
            return
        self._rows.extend(rows)
        self._tally.add(rows)
        self._work = None
        self._stepper.stop()
        if not self.isVisible():
            self._stale = True
            return
        self._work = self._drawn_steps(self._tally.steps())
        self._stepper.start()

    def busy(self) -> bool:
        """Whether figures are still being worked out or drawn."""
        return self._work is not None

    def _step(self) -> None:
        if self._work is not None and next(self._work, True) is None:
            return
        self._work = None
        self._stepper.stop()

    def _steps(self, rows: list[Listing]) -> Iterator[None]:
        """Work out the figures in slices, then draw one chart a step."""
        tally = ChartTally()
        for done in tally.work(rows, SLICE):
            if done is None:
                yield None
                continue
            self._tally = tally
            yield from self._drawn_steps(iter([done]))

    def _drawn_steps(self, figures: Iterator[Figures | None]) -> Iterator[None]:
        """The figures' steps, then each chart whose figures changed, a step each."""
        for done in figures:
            if done is None:
                yield None
                continue
            self._figures = done
            self._style()
            for draw in self._draws():
                if draw():
                    yield None

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt)
        super().showEvent(event)
        if not self._stale:
            return
        self._stale = False
        if self._tally is None:
            self.show_rows(self._rows)
        else:  # games added while hidden: the figures worked out again
            self._work = self._drawn_steps(self._tally.steps())
            self._stepper.start()

    def _draw(self, worked: Figures) -> None:
        self._figures = worked
        self._style()
        for draw in self._draws():
            draw()

    def _draws(self) -> list[Callable[[], bool]]:
        return [self._results, self._lengths, self._first]

    def _changed(self, chart: str, figures: object) -> bool:
        """Whether ``chart`` must be drawn again to show ``figures``."""
        if chart in self._on_screen and self._on_screen[chart] == figures:
            return False
        self._on_screen[chart] = figures
        return True

    def _results(self) -> bool:
        import pyqtgraph as pg

        assert self._figures is not None
        series = self._figures.results
        if not self._changed("results", series):
            return False
        plot = self.plots["results"].getPlotItem()
        key = (tuple(series), i18n.current_language())
        if key != self._lines_key:  # other levels, or other words: the legend anew
            plot.clear()
            self._lines = {
                level: plot.plot(
                    name=names.level_name(level),
                    pen=pg.mkPen(QColor(LEVEL_COLOURS.get(level, OTHER_COLOUR)), width=2),
                )
                for level in series
            }
            self._lines_key = key
        for level, points in series.items():
            colour = QColor(LEVEL_COLOURS.get(level, OTHER_COLOUR))
            dots: dict[str, Any] = (
                {"symbol": "o", "symbolSize": 5, "symbolBrush": colour, "symbolPen": colour}
                if len(points) <= DOTS
                else {"symbol": None}  # a line of hundreds of points: its dots would be a smear
            )
            # The same line given new points: cheaper than a new one in the scene.
            self._lines[level].setData([p[0] for p in points], [p[1] for p in points], **dots)
        plot.setYRange(0, 100, padding=0.05)
        self.drawn["results"] = len(series)
        self.notes["results"].setVisible(not series)
        return True

    def _lengths(self) -> bool:
        import pyqtgraph as pg

        assert self._figures is not None
        bins = self._figures.lengths
        if not self._changed("lengths", bins):
            return False
        plot = self.plots["lengths"].getPlotItem()
        if not bins:
            plot.clear()
            self._bars = None
        else:
            shape = {
                "x0": [b[0] - 0.5 for b in bins],
                "x1": [b[1] + 0.5 for b in bins],
                "height": [b[2] for b in bins],
            }
            if self._bars is None:
                colour = QColor(BAR_COLOUR)
                self._bars = pg.BarGraphItem(brush=colour, pen=colour.darker(140), **shape)
                plot.addItem(self._bars)
            else:
                self._bars.setOpts(**shape)
        self.drawn["lengths"] = len(bins)
        self.notes["lengths"].setVisible(not bins)
        return True

    def _first(self) -> bool:
        import numpy as np  # pyqtgraph's own need: its error bars take arrays
        import pyqtgraph as pg

        assert self._figures is not None
        figures = self._figures.first
        lang = i18n.current_language()
        if not self._changed("first", (figures, lang)):
            return False
        plot = self.plots["first"].getPlotItem()
        if not figures:
            plot.clear()
            self._first_items = None
        else:
            text = self.palette().color(QPalette.ColorRole.Text)
            xs = np.arange(len(figures), dtype=float)
            scores = np.array([100 * f.score for f in figures])
            margins = np.array([100 * f.margin for f in figures])
            # The interval within 0-100 %: no score is above all or below none.
            whiskers = {
                "x": xs,
                "y": scores,
                "top": np.minimum(margins, 100.0 - scores),
                "bottom": np.minimum(margins, scores),
                "pen": pg.mkPen(text),
            }
            fair_x = [x + d for x in range(len(figures)) for d in (-0.4, 0.4)]
            fair_y = [100 * f.fair for f in figures for _ in range(2)]
            fair_pen = pg.mkPen(text, width=2)
            if self._first_items is None:
                colour = QColor(BAR_COLOUR)
                self._first_items = (
                    pg.BarGraphItem(
                        x=xs, height=scores, width=0.6, brush=colour, pen=colour.darker(140)
                    ),
                    pg.ErrorBarItem(beam=0.2, **whiskers),
                    pg.PlotDataItem(fair_x, fair_y, pen=fair_pen, connect="pairs"),
                )
                for item in self._first_items:
                    plot.addItem(item)
            else:
                bars, errors, fair = self._first_items
                bars.setOpts(x=xs, height=scores)
                errors.setData(**whiskers)
                fair.setData(fair_x, fair_y, pen=fair_pen, connect="pairs")
            ticks = [
                (
                    x,
                    game_name(f.game, lang)
                    if sum(1 for g in figures if g.game == f.game) == 1
                    else f"{game_name(f.game, lang)} ({f.seats})",
                )
                for x, f in enumerate(figures)
            ]
            plot.getAxis("bottom").setTicks([ticks])
            plot.setXRange(-0.6, len(figures) - 0.4, padding=0)
        plot.setYRange(0, 100, padding=0.05)
        self.drawn["first"] = len(figures)
        self.notes["first"].setVisible(not figures)
        return True
