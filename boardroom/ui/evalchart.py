"""The evaluation graph: each seat's chance of winning after every move, as
the Hard bot estimates it, one line per seat in the seat's colour.

The chart is pyqtgraph, imported when the graph is first shown (it costs a
few tenths of a second, which a window that never shows it should not pay).
Its own context menu and buttons speak English and offer nothing a player
needs here: they are off, and so is mouse zoom. A click anywhere in the
plot asks for the position at that ply (``plyChosen``), as the move list does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

MISTAKE_COLOUR = QColor("#e08a00")
BLUNDER_COLOUR = QColor("#d0021b")
MARK_TEXT = {"mistake": "?", "blunder": "??"}
MAX_HEIGHT = 170
SHORT = 90  # shorter than this, the graph has no ply axis


class EvalChart(QWidget):
    """Chances per ply; ``plyChosen(ply)`` when the player clicks the plot."""

    plyChosen = Signal(int)
    retranslated = Signal()  # the language changed: words from outside are due again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("evalChart")
        self.plot: Any = None  # a pyqtgraph PlotWidget, made when first shown
        self._curves: list[Any] = []
        self._marks: list[Any] = []
        self._cursor: Any = None
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
        # Until the first estimate: pyqtgraph loads only when there is a line to draw.
        # Placed by hand over the empty graph, outside the layout: it asks for no room.
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
            QTimer.singleShot(0, self._build)
        self._draw()

    def set_current(self, ply: int) -> None:
        self._current = ply
        if self._cursor is not None:
            self._cursor.setValue(ply)

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
            # After this paint: the board shows first, the chart a moment later.
            QTimer.singleShot(0, self._build)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_placeholder()
        if self.plot is not None:  # a short graph keeps its height for the lines
            self.plot.getPlotItem().showAxis("bottom", self.height() >= SHORT)

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
        import pyqtgraph as pg  # lazily: see the module's text

        plot = pg.PlotWidget()
        plot.setObjectName("evalPlot")
        plot.setMinimumSize(0, 0)  # see minimumSizeHint
        plot.setMenuEnabled(False)
        plot.hideButtons()
        plot.setMouseEnabled(x=False, y=False)
        item = plot.getPlotItem()
        item.setMenuEnabled(False)
        item.hideButtons()
        item.getViewBox().setMenuEnabled(False)
        item.setYRange(-8, 108, padding=0)  # room for the 0 and 100 labels
        item.getAxis("left").setTicks([[(0, "0"), (50, "50"), (100, "100")]])
        item.getAxis("left").setWidth(30)
        item.showGrid(y=True, alpha=0.25)
        plot.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        plot.scene().sigMouseClicked.connect(self._clicked)
        plot.scene().sigMouseMoved.connect(self._hovered)
        self._cursor = pg.InfiniteLine(
            angle=90,
            movable=False,
            pen=pg.mkPen(QColor("#888888"), width=1, style=Qt.PenStyle.DashLine),
        )
        item.addItem(self._cursor)
        self.plot = plot
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        self.placeholder.hide()
        layout.insertWidget(0, plot, 1)
        item.showAxis("bottom", self.height() >= SHORT)
        self._style()
        self.retranslate()
        self._draw()

    def _style(self) -> None:
        palette = self.palette()
        self.plot.setBackground(palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        item = self.plot.getPlotItem()
        for name in ("left", "bottom"):
            axis = item.getAxis(name)
            axis.setPen(text)
            axis.setTextPen(text)

    def _draw(self) -> None:
        if self.plot is None:
            return
        import pyqtgraph as pg

        item = self.plot.getPlotItem()
        lines = self.series()
        while len(self._curves) > len(lines):
            item.removeItem(self._curves.pop())
        for seat, line in enumerate(lines):
            colour = self._colours[seat] if seat < len(self._colours) else QColor("#444444")
            if seat >= len(self._curves):
                self._curves.append(item.plot())
            curve = self._curves[seat]
            # A pale seat (white) would vanish on the plot's light ground: outlined.
            shadow = pg.mkPen(QColor("#777777"), width=4) if colour.lightness() > 200 else None
            curve.setPen(pg.mkPen(colour, width=2))
            curve.setShadowPen(shadow)
            curve.setSymbol("o")
            curve.setSymbolSize(5)
            curve.setSymbolBrush(colour)
            curve.setSymbolPen(colour.darker(150))
            curve.setData([x for x, _ in line], [y for _, y in line])
        for mark in self._marks:
            item.removeItem(mark)
        self._marks = []
        for ply, chance, grade in self._mark_points:
            colour = BLUNDER_COLOUR if grade == "blunder" else MISTAKE_COLOUR
            dot = pg.ScatterPlotItem(
                [ply], [100 * chance], size=11, brush=colour, pen=pg.mkPen(colour.darker(150))
            )
            label = pg.TextItem(MARK_TEXT.get(grade, ""), color=colour, anchor=(0.5, 1.0))
            label.setPos(ply, 100 * chance + 3)
            for part in (dot, label):
                item.addItem(part)
                self._marks.append(part)
        item.setXRange(0, max(self._last, 4), padding=0.03)
        self._cursor.setValue(self._current)

    def ply_at(self, scene_x: float, scene_y: float) -> int:
        """The ply under a point of the plot's scene."""
        from PySide6.QtCore import QPointF

        view = self.plot.getPlotItem().getViewBox()
        x = view.mapSceneToView(QPointF(scene_x, scene_y)).x()
        return max(0, min(self._last, round(float(x))))

    def widget_point(self, ply: int, percent: float) -> Any:
        """Where (ply, percent) is drawn, in the plot widget's coordinates (tests)."""
        from PySide6.QtCore import QPointF

        view = self.plot.getPlotItem().getViewBox()
        scene = view.mapViewToScene(QPointF(ply, percent))
        return self.plot.mapFromScene(scene)

    def _clicked(self, event: Any) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        position = event.scenePos()
        if not self.plot.getPlotItem().getViewBox().sceneBoundingRect().contains(position):
            return  # the axes
        self.plyChosen.emit(self.ply_at(position.x(), position.y()))

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

    def _hovered(self, position: Any) -> None:
        if not self.plot.getPlotItem().getViewBox().sceneBoundingRect().contains(position):
            return
        text = self.point_text(self.ply_at(position.x(), position.y()))
        self.plot.setToolTip(text or self.toolTip())

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
            self._style()
        super().changeEvent(event)
