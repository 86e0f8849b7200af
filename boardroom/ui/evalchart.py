"""The evaluation graph: each seat's chance of winning after every move, as
the Hard bot estimates it, one line per seat in the seat's colour.

The plot is drawn by hand (``evalplot``), made when the first estimate
comes. A click anywhere in the plot asks for the position at that ply
(``plyChosen``), as the move list does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QEvent, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QColor, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from boardroom.ui.evalplot import MARK_TEXT, EvalPlot

__all__ = ["BLUNDER_COLOUR", "MARK_TEXT", "MISTAKE_COLOUR", "EvalChart"]
MISTAKE_COLOUR = QColor("#e08a00")
BLUNDER_COLOUR = QColor("#d0021b")
MAX_HEIGHT = 170
SHORT = 90  # shorter than this, the graph has no ply axis


class EvalChart(QWidget):
    """Chances per ply; ``plyChosen(ply)`` when the player clicks the plot."""

    plyChosen = Signal(int)
    retranslated = Signal()  # the language changed: words from outside are due again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("evalChart")
        self.plot: EvalPlot | None = None  # made when there is a line to draw
        self._points: dict[int, tuple[float, ...]] = {}
        self._colours: list[QColor] = []
        self._mark_points: list[tuple[int, float, str]] = []
        self._current = 0
        self._last = 0
        self._names: list[str] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.setSpacing(2)
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetNoConstraint)
        self.caption = QLabel()  # the review's summary, when there is one
        self.caption.setObjectName("evalCaption")
        self.caption.setWordWrap(True)
        self.caption.hide()
        # Until the first estimate, a note. Placed by hand over the empty
        # graph, outside the layout: it asks for no room.
        self.placeholder = QLabel(self)
        self.placeholder.setObjectName("evalPlaceholder")
        self.placeholder.setWordWrap(True)
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setEnabled(False)  # greyed: a note, not a value
        layout.addWidget(self.caption)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setMaximumHeight(MAX_HEIGHT)
        self.retranslate()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        # Small: the move list's rows come first, the graph grows into the rest
        # (the page gives it a stretch and a ceiling).
        return QSize(200, 0)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        # The move list keeps its rows first: the graph takes what is left.
        return QSize(100, 0)

    # --- data ----------------------------------------------------------------------------

    def set_data(
        self,
        points: Mapping[int, Sequence[float]],
        colours: Sequence[QColor],
        marks: Sequence[tuple[int, float, str]],
        current: int,
        last: int,
        names: Sequence[str] = (),
    ) -> None:
        """``points``: ply -> each seat's chance in [0, 1]; ``marks``: (ply,
        chance, "mistake" or "blunder"); ``current``: the ply on the board;
        ``last``: the game's last ply; ``names``: the seats' players (tooltips)."""
        self._names = list(names)
        self._points = {ply: tuple(values) for ply, values in points.items()}
        self._colours = list(colours)
        self._mark_points = list(marks)
        self._current, self._last = current, last
        if self.plot is None and self._points and self.isVisible():
            self._build()
        self._draw()

    def set_current(self, ply: int) -> None:
        self._current = ply
        if self.plot is not None:
            self.plot.set_current(ply)

    def series(self) -> list[list[tuple[int, float]]]:
        """Each seat's line as drawn: (ply, percent) pairs."""
        seats = max((len(v) for v in self._points.values()), default=0)
        return [
            [
                (ply, 100 * values[seat])
                for ply, values in sorted(self._points.items())
                if seat < len(values)
            ]
            for seat in range(seats)
        ]

    def set_caption(self, text: str) -> None:
        self.caption.setText(text)
        self.caption.setVisible(bool(text))

    # --- the plot --------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if self.plot is None and self._points:
            self._build()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_placeholder()
        if self.plot is not None:  # a short graph keeps its height for the lines
            self.plot.show_ply_axis(self.height() >= SHORT)

    def _fit_placeholder(self) -> None:
        """The note shows whole or not at all (a short graph has no room for it)."""
        label = self.placeholder
        room = self.height() - (self.caption.height() + 2 if self.caption.isVisible() else 0)
        height = label.heightForWidth(max(1, self.width()))
        label.setGeometry(0, max(0, (room - height) // 2), self.width(), height)
        label.setVisible(self.plot is None and room >= height)

    def is_built(self) -> bool:
        return self.plot is not None

    def _build(self) -> None:
        if self.plot is not None or not self.isVisible() or not self._points:
            return
        plot = EvalPlot()
        plot.setMinimumSize(0, 0)  # see minimumSizeHint
        plot.plyClicked.connect(self.plyChosen)
        plot.plyPointed.connect(self._hovered)
        self.plot = plot
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        self.placeholder.hide()
        layout.insertWidget(0, plot, 1)
        plot.show_ply_axis(self.height() >= SHORT)
        self.retranslate()
        self._draw()

    def _draw(self) -> None:
        if self.plot is None:
            return
        marks = [
            (ply, 100 * chance, grade, BLUNDER_COLOUR if grade == "blunder" else MISTAKE_COLOUR)
            for ply, chance, grade in self._mark_points
        ]
        self.plot.set_data(self.series(), self._colours, marks, self._current, self._last)

    def ply_at(self, x: float) -> int:
        """The ply under a point of the plot (its own coordinates)."""
        assert self.plot is not None
        return self.plot.ply_at(x)

    def widget_point(self, ply: int, percent: float) -> QPoint:
        """Where (ply, percent) is drawn, in the plot's coordinates (tests)."""
        assert self.plot is not None
        return self.plot.widget_point(ply, percent)

    def point_text(self, ply: int) -> str:
        """The chances at ``ply`` in words ("" where there is no point)."""
        values = self._points.get(ply)
        if values is None:
            return ""
        parts = [
            self.tr("{0} {1}%").format(
                self._names[seat] if seat < len(self._names) else str(seat + 1), round(100 * value)
            )
            for seat, value in enumerate(values)
        ]
        if ply == 0:
            return self.tr("Start: {0}").format(", ".join(parts))
        return self.tr("After move {0}: {1}").format(ply, ", ".join(parts))

    def _hovered(self, ply: int) -> None:
        if self.plot is not None:
            self.plot.setToolTip(self.point_text(ply) or self.toolTip())

    # --- words ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Evaluation graph"))
        self.placeholder.setText(self.tr("Each seat's chance of winning will show here."))
        self._fit_placeholder()
        tip = self.tr(
            "Each seat's chance of winning after every move, in percent, as the "
            "Hard bot sees it. Click the graph to see that position."
        )
        self.setToolTip(tip)
        if self.plot is not None:
            self.plot.setToolTip(tip)
            self.plot.setAccessibleName(self.tr("Evaluation graph"))
        self.retranslated.emit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.PaletteChange and self.plot is not None:
            self.plot.update()
        super().changeEvent(event)
