"""Game > Statistics, the Puzzles tab: the puzzle rating of each game over
time (pyqtgraph, loaded when the tab is first shown), the streak, and the
puzzles solved and failed per game and theme, from the attempts in the
record (:mod:`boardroom.engine.recordpuzzles`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boardroom.engine.recordpuzzles import (
    PuzzleAttempt,
    Tally,
    rating_of,
    rating_series,
    streaks,
    tallies,
)
from boardroom.engine.registry import GAMES
from boardroom.ui import i18n
from boardroom.ui.puzzlewords import theme_name
from boardroom.ui.recordsmodel import game_name
from boardroom.ui.statscharts import DOTS, local_dates

# A line per game, in the registry's order (then any game this version lacks).
LINE_COLOURS = ("#1e88e5", "#e53935", "#43a047", "#fb8c00", "#8e24aa", "#00897b", "#6d4c41")
NAME, RATING, SOLVED, FAILED, HINTS = range(5)


class PuzzleStats(QWidget):
    """The Puzzles tab; :meth:`show_attempts` fills it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        import pyqtgraph as pg  # about 0.4 s: only once the tab is asked for

        self.setObjectName("puzzleStats")
        self.attempts: list[PuzzleAttempt] = []
        self.streak_label = QLabel()
        self.streak_label.setObjectName("puzzleStreak")
        self.count_label = QLabel()
        self.count_label.setObjectName("puzzleCount")
        self.note = QLabel()  # no puzzle tried yet
        self.note.setObjectName("puzzleNote")
        self.note.setWordWrap(True)
        self.chart_title = QLabel()
        self.plot = pg.PlotWidget(axisItems={"bottom": local_dates(pg)(orientation="bottom")})
        self.plot.setObjectName("puzzleRatingChart")
        self.plot.setMenuEnabled(False)
        self.plot.hideButtons()
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.setMinimumHeight(120)
        self.legend = self.plot.getPlotItem().addLegend(offset=(8, 8))
        self.tree = QTreeWidget()
        self.tree.setObjectName("puzzleTally")
        self.tree.setColumnCount(5)
        self.tree.setRootIsDecorated(True)
        self.tree.setAlternatingRowColors(True)
        header = self.tree.header()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        for column in (RATING, SOLVED, FAILED, HINTS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.drawn = 0  # how many lines the chart shows

        head = QHBoxLayout()
        head.addWidget(self.streak_label, 1)
        head.addWidget(self.count_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(head)
        layout.addWidget(self.note)
        layout.addWidget(self.chart_title)
        layout.addWidget(self.plot, 3)
        layout.addWidget(self.tree, 2)
        self.retranslate()

    def show_attempts(self, attempts: Sequence[PuzzleAttempt]) -> None:
        """Every attempt in the record, oldest first."""
        self.attempts = list(attempts)
        self._fill()

    def _fill(self) -> None:
        shown = self.attempts
        current, best = streaks(shown)  # a streak runs across games
        self.streak_label.setText(
            self.tr("Streak: {0} solved in a row (best: {1})").format(current, best)
        )
        rated = sum(1 for a in shown if a.rated)
        self.count_label.setText(self.tr("Puzzles tried: {0}").format(rated))
        self.note.setVisible(not shown)
        self._chart(shown)
        self._tree(shown)

    def _games(self, shown: Sequence[PuzzleAttempt]) -> list[str]:
        present = {a.game for a in shown}
        return [k for k in GAMES if k in present] + sorted(present - set(GAMES))

    def _chart(self, shown: Sequence[PuzzleAttempt]) -> None:
        import pyqtgraph as pg

        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        self.plot.setBackground(palette.color(QPalette.ColorRole.Base))
        for side in ("left", "bottom"):
            axis = self.plot.getPlotItem().getAxis(side)
            axis.setPen(text)
            axis.setTextPen(text)
        self.legend.setLabelTextColor(text)
        item = self.plot.getPlotItem()
        item.clear()
        series = rating_series(shown)
        language = i18n.current_language()
        order = self._games(shown)
        for game in order:
            points = series.get(game)
            if not points:
                continue
            colour = QColor(LINE_COLOURS[_colour_index(game) % len(LINE_COLOURS)])
            dots: dict[str, Any] = (
                {"symbol": "o", "symbolSize": 5, "symbolBrush": colour, "symbolPen": colour}
                if len(points) <= DOTS
                else {}
            )
            item.plot(
                [p[0] for p in points],
                [p[1] for p in points],
                pen=pg.mkPen(colour, width=2),
                name=game_name(game, language),
                **dots,
            )
        self.drawn = sum(1 for g in order if series.get(g))

    def _tree(self, shown: Sequence[PuzzleAttempt]) -> None:
        self.tree.clear()
        counted = tallies(shown)
        language = i18n.current_language()
        for game in self._games(shown):
            named = {theme: theme_name(game, theme) for g, theme in counted if g == game}
            themes = sorted(named, key=lambda t: named[t].casefold())
            whole = Tally()
            for theme in themes:
                part = counted[(game, theme)]
                whole.solved += part.solved
                whole.failed += part.failed
                whole.hints += part.hints
            rating = rating_of(self.attempts, game)
            top = QTreeWidgetItem(
                [
                    game_name(game, language),
                    self.tr("{0} ± {1}").format(rating.rounded(), round(rating.rd)),
                    *_figures(whole),
                ]
            )
            self.tree.addTopLevelItem(top)
            for theme in themes:
                top.addChild(
                    QTreeWidgetItem(
                        [theme_name(game, theme), "", *_figures(counted[(game, theme)])]
                    )
                )
            top.setExpanded(True)

    def rows(self) -> list[list[str]]:
        """The tree's rows as text, games and their themes in order (for tests)."""
        out: list[list[str]] = []
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            assert top is not None
            items = [top] + [top.child(j) for j in range(top.childCount())]
            out.extend([item.text(c) for c in range(5)] for item in items if item is not None)
        return out

    def retranslate(self) -> None:
        self.tree.setHeaderLabels(
            [
                self.tr("Game and theme"),
                self.tr("Rating"),
                self.tr("Solved"),
                self.tr("Failed"),
                self.tr("Hints used"),
            ]
        )
        self.chart_title.setText(self.tr("Your puzzle rating in each game (Glicko-2)"))
        self.note.setText(
            self.tr("No puzzle tried yet: Help > Puzzles poses puzzles from real games.")
        )
        self.plot.getPlotItem().setLabel("left", self.tr("rating"))
        self._fill()


def _colour_index(game: str) -> int:
    keys = list(GAMES)
    return keys.index(game) if game in keys else len(keys)


def _figures(tally: Tally) -> list[str]:
    return [str(tally.solved), str(tally.failed), str(tally.hints)]
