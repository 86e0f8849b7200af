"""A dice table scene: a round board between two sides, with pieces, piles,
nameplates, counters and effect chips, and dice thrown into the middle.

The scene is game-independent: a game's subclass decides what stands where
(from its states) and hands the pictures over as a :class:`TableArt`. Seat 0
sits at the bottom, seat 1 at the top. The scene only draws states; choices
are made in the game's panel.
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from boardroom.ui.scenes.boardscene import BoardScene

WIDTH, HEIGHT = 1000.0, 940.0
CENTRE = QPointF(500.0, 470.0)
RADIUS = 290.0
DIE = 56.0
TEXT = QColor("#e8eef5")
MUTED = QColor("#9fb0c2")
LAST_MOVE = QColor("#ff9933")  # where the last move took pieces from and to (as on the boards)

Dice = list[tuple[str, "str | None"]]  # (die letter, face symbols or None when not rolled)


class TableArt(Protocol):
    """The pictures a game gives the table."""

    def paint_piece(self, painter: QPainter, rect: QRectF, seat: int) -> None: ...

    def paint_die(
        self, painter: QPainter, rect: QRectF, die: str, face: str | None = "-"
    ) -> None: ...

    def paint_icon(self, painter: QPainter, rect: QRectF, name: str) -> None: ...


def font(size: float, bold: bool = False) -> QFont:
    result = QFont()
    result.setPixelSize(round(size))
    result.setBold(bold)
    return result


class BoardItem(QGraphicsItem):
    """The table and the round board with its two rings of twelve spaces."""

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(0, 0, WIDTH, HEIGHT)

    def paint(
        self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#151a21"))
        painter.drawRoundedRect(QRectF(2, 2, WIDTH - 4, HEIGHT - 4), 28, 28)
        # The rim and its glow.
        glow = QRadialGradient(CENTRE, RADIUS + 26)
        glow.setColorAt(0.85, QColor(60, 190, 255, 90))
        glow.setColorAt(1.0, QColor(60, 190, 255, 0))
        painter.setBrush(glow)
        painter.drawEllipse(CENTRE, RADIUS + 26, RADIUS + 26)
        painter.setBrush(QColor("#3a3f48"))
        painter.drawEllipse(CENTRE, RADIUS, RADIUS)
        rings = (
            (RADIUS - 12, 190.0, ("#16303c", "#2c6173")),
            (190.0, 88.0, ("#2c6173", "#16303c")),
        )
        for outer, inner, colours in rings:
            for i in range(12):
                path = QPainterPath()
                start = i * 30.0 + 15.0
                box_out = QRectF(CENTRE.x() - outer, CENTRE.y() - outer, 2 * outer, 2 * outer)
                box_in = QRectF(CENTRE.x() - inner, CENTRE.y() - inner, 2 * inner, 2 * inner)
                path.arcMoveTo(box_out, start)
                path.arcTo(box_out, start, 30.0)
                path.arcTo(box_in, start + 30.0, -30.0)
                path.closeSubpath()
                painter.setBrush(QColor(colours[i % 2]))
                painter.drawPath(path)
        centre = QRadialGradient(CENTRE, 88)
        centre.setColorAt(0.0, QColor("#4b9fb8"))
        centre.setColorAt(1.0, QColor("#1b3b49"))
        painter.setBrush(centre)
        painter.drawEllipse(CENTRE, 88, 88)
        pen = QPen(QColor(111, 211, 255, 150), 1.6)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for r in (RADIUS - 12, 190.0, 88.0):
            painter.drawEllipse(CENTRE, r, r)
        for i in range(12):
            angle = math.radians(i * 30.0 + 15.0)
            dx, dy = math.cos(angle), -math.sin(angle)
            painter.drawLine(
                QPointF(CENTRE.x() + 88 * dx, CENTRE.y() + 88 * dy),
                QPointF(CENTRE.x() + (RADIUS - 12) * dx, CENTRE.y() + (RADIUS - 12) * dy),
            )


class TokenItem(QGraphicsItem):
    """A piece; a lost one is a faded ghost with a red cross."""

    def __init__(
        self, art: TableArt, seat: int, size: float, lost: bool = False, last: bool = False
    ) -> None:
        super().__init__()
        self.art = art
        self.seat = seat
        self.size = size
        self.lost = lost
        self.last = last  # the last move put it here: ringed
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802
        h = self.size / 2 + (5 if self.last else 2)
        return QRectF(-h, -h, 2 * h, 2 * h)

    def paint(
        self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.size / 2
        rect = QRectF(-h, -h, self.size, self.size)
        if self.lost:
            painter.setOpacity(0.35)
        self.art.paint_piece(painter, rect, self.seat)
        if self.last:
            painter.setPen(QPen(LAST_MOVE, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect.adjusted(-2.5, -2.5, 2.5, 2.5))
        if self.lost:
            painter.setOpacity(1.0)
            pen = QPen(
                QColor("#ff3b30"), self.size * 0.1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap
            )
            painter.setPen(pen)
            d = h * 0.62
            painter.drawLine(QPointF(-d, -d), QPointF(d, d))
            painter.drawLine(QPointF(-d, d), QPointF(d, -d))


class DieItem(QGraphicsItem):
    """One die; ``face`` None draws it without symbols (a pool not rolled yet)."""

    def __init__(self, art: TableArt, die: str, face: str | None, size: float) -> None:
        super().__init__()
        self.art = art
        self.die = die
        self.face = face
        self.size = size
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_face(self, face: str | None) -> None:
        if face != self.face:
            self.face = face
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        h = self.size / 2
        return QRectF(-h, -h, self.size, self.size)

    def paint(
        self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.art.paint_die(painter, self.boundingRect(), self.die, self.face)


class TextItem(QGraphicsItem):
    """Centred (or left/right aligned) text, each line elided to a width."""

    def __init__(
        self,
        text: str,
        size: float,
        colour: QColor,
        width: float,
        bold: bool = False,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter,
    ) -> None:
        super().__init__()
        self.font = font(size, bold)
        metrics = QFontMetricsF(self.font)
        self.text = "\n".join(
            metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
            for line in text.split("\n")
        )
        self.colour = colour
        self.width = width
        self.height = metrics.height() * (text.count("\n") + 1)
        self.align = align
        if self.text != text:
            self.setToolTip(text.replace("\n", " "))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.width / 2, -self.height / 2, self.width, self.height)

    def paint(
        self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        painter.setFont(self.font)
        painter.setPen(self.colour)
        painter.drawText(self.boundingRect(), self.align | Qt.AlignmentFlag.AlignVCenter, self.text)


class PlateItem(QGraphicsItem):
    """A rounded panel behind a nameplate; glows in the seat's colour when it decides."""

    def __init__(self, rect: QRectF, colour: QColor, active: bool) -> None:
        super().__init__()
        self.rect = rect
        self.colour = colour
        self.active = active

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(
        self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.active:
            glow = QColor(self.colour)
            glow.setAlpha(90)
            painter.setPen(QPen(glow, 8))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect.adjusted(-3, -3, 3, 3), 16, 16)
        fill = QColor(self.colour)
        fill.setAlpha(60 if self.active else 28)
        painter.setBrush(fill)
        painter.setPen(QPen(self.colour if self.active else QColor("#3b4654"), 2))
        painter.drawRoundedRect(self.rect, 14, 14)


class PileSpot(QGraphicsItem):
    """Where a pile stands, drawn even when it is empty."""

    def __init__(self, size: float, last: bool = False) -> None:
        super().__init__()
        self.size = size
        self.last = last  # the last move took pieces from it or put them back

    def boundingRect(self) -> QRectF:  # noqa: N802
        h = self.size / 2 + 6
        return QRectF(-h, -h, 2 * h, 2 * h)

    def paint(
        self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.last:
            painter.setPen(QPen(LAST_MOVE, 2.5))
        else:
            painter.setPen(QPen(QColor("#4a5666"), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor("#1b2129"))
        h = self.size / 2 + 4
        painter.drawEllipse(QRectF(-h, -h, 2 * h, 2 * h))


class TrackItem(QGraphicsItem):
    """A count against its limit (strain against a threshold...): one box per
    point, the filled ones warm, hot when one short of the limit."""

    def __init__(self, count: int, limit: int, width: float) -> None:
        super().__init__()
        self.strain = count
        self.threshold = limit
        self.width = width

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.width / 2, -10, self.width, 20)

    def paint(
        self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = max(self.threshold, 1)
        gap = 2.0 if n <= 20 else 1.0
        box = (self.width - gap * (n - 1)) / n
        for i in range(n):
            x = -self.width / 2 + i * (box + gap)
            filled = i < self.strain
            near = self.strain >= self.threshold - 1
            painter.setPen(QPen(QColor("#5b6675"), 1))
            painter.setBrush(
                QColor("#ff6b3d" if near else "#f2a93b") if filled else QColor("#232a33")
            )
            painter.drawRoundedRect(QRectF(x, -8, box, 16), 2, 2)


class ChipItem(QGraphicsItem):
    """A waiting effect: an icon (a die or an SVG icon) and a short label."""

    HEIGHT = 34.0

    def __init__(self, art: TableArt, icon: str, label: str, tooltip: str) -> None:
        super().__init__()
        self.art = art
        self.icon = icon  # a die letter prefixed with "die:", or an icon name
        self.label = label
        self.font = font(15, True)
        self.width = 44 + QFontMetricsF(self.font).horizontalAdvance(label)
        self.setToolTip(tooltip)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.width / 2, -self.HEIGHT / 2, self.width, self.HEIGHT)

    def paint(
        self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor("#4a5666"), 1.5))
        painter.setBrush(QColor("#222a34"))
        painter.drawRoundedRect(rect, 10, 10)
        icon = QRectF(rect.left() + 5, rect.top() + 4, 26, 26)
        if self.icon.startswith("die:"):
            self.art.paint_die(painter, icon, self.icon[4:], None)
        else:
            self.art.paint_icon(painter, icon, self.icon)
        painter.setFont(self.font)
        painter.setPen(TEXT)
        painter.drawText(rect.adjusted(36, 0, -6, 0), Qt.AlignmentFlag.AlignVCenter, self.label)


@dataclass
class _Flight:
    item: QGraphicsItem  # a die (spinning, its faces flickering) or a piece
    start: QPointF
    end: QPointF
    spin: float = 0.0
    faces: tuple[str, ...] = ()
    final: str | None = None


class DiceTableScene(BoardScene):
    """The table: a game's subclass draws its states with :meth:`_add` and
    throws its dice with :meth:`_lay_dice`; a click skips the throw. It has
    no cells to click: the board's side of the scene protocol is empty."""

    # Tests turn the dice animation off; so does the setting (set_pace).
    animate = True
    DURATION = 750
    PACE = 220  # the step, in ms, the DURATION is for

    def __init__(self, art: TableArt) -> None:
        super().__init__()
        self.art = art
        self.setSceneRect(0, 0, WIDTH, HEIGHT)
        self.addItem(BoardItem())
        self._items: list[QGraphicsItem] = []
        self._flights: list[_Flight] = []
        self._after_flight: list[QGraphicsItem] = []
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(self.DURATION)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._fly)
        self._animation.finished.connect(self._landed)
        self.pace = self.PACE  # 0: the dice land at once

    def set_pace(self, step_ms: int) -> None:
        self.pace = step_ms
        if step_ms:
            self._animation.setDuration(round(self.DURATION * step_ms / self.PACE))

    # --- what tests and the panel ask -------------------------------------------------

    def is_animating(self) -> bool:
        return bool(self._flights)

    def finish_animation(self) -> None:
        """Skip the throw: the dice land at once."""
        if self._flights:
            self._animation.stop()
            self._fly(1.0)
            self._landed()

    def dice_shown(self) -> list[tuple[str, str | None]]:
        """The dice on the table (die letter, face symbols or None), in order."""
        return [(i.die, i.face) for i in self._items if isinstance(i, DieItem)]

    def tokens(self, lost: bool = False) -> list[tuple[int, QPointF]]:
        """Pieces on the table (seat, place); ``lost``: the crossed-out ones."""
        return [
            (i.seat, i.pos())
            for i in self._items
            if isinstance(i, TokenItem) and i.lost == lost and i.isVisible()
        ]

    def texts(self) -> list[str]:
        return [i.text for i in self._items if isinstance(i, TextItem) and i.isVisible()]

    def chips(self) -> list[tuple[str, str]]:
        return [(i.icon, i.label) for i in self._items if isinstance(i, ChipItem)]

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.finish_animation()
        super().mousePressEvent(event)

    # --- the scene protocol: a table without cells ---------------------------------------

    def set_legal_moves(self, moves: Sequence[Any]) -> None:
        pass  # choices are made in the game's panel

    def set_last_move(self, steps: Sequence[Hashable] | None) -> None:
        pass

    def set_hint(self, steps: Sequence[Hashable] | None) -> None:
        pass

    def set_flipped(self, flipped: bool) -> None:
        pass  # each side keeps its place at the table

    def cancel_selection(self) -> None:
        pass

    def prefix(self) -> tuple[Hashable, ...]:
        return ()

    def stop_here(self) -> bool:
        return False

    def cursor_cell(self) -> int | None:
        return None

    def describe(self, cell: int) -> str:
        return ""

    def cell_rect(self, cell: int) -> QRectF:
        return QRectF()

    def cell_at(self, point: QPointF) -> int | None:
        return None

    def _lay_dice(
        self,
        rows: Sequence[tuple[Dice, float]],
        faded: bool,
        throw: tuple[int, float, Sequence[Sequence[str]]] | None,
        caption: QGraphicsItem,
    ) -> None:
        """Lay rows of dice at heights ``y`` in the middle (``faded``: a pool not
        rolled yet) with a caption in the centre. ``throw`` = (seed, the
        thrower's y, each die's faces in order) throws them there from the
        thrower's side; the caption, and what was added with ``later``,
        appear once they land."""
        flights: list[_Flight] = []
        rng = random.Random(throw[0]) if throw is not None else None
        faces_of = iter(throw[2]) if throw is not None else iter(())
        for row, y in rows:
            if not row:
                continue
            size = min(DIE, 520 / max(len(row), 1) - 4)
            for i, (die, face) in enumerate(row):
                x = 500 + (i - (len(row) - 1) / 2) * (size + 4)
                item = DieItem(self.art, die, face, size)
                end = QPointF(x, y)
                if faded:
                    item.setOpacity(0.55)
                self._add(item, end)
                if rng is not None and throw is not None:
                    faces = next(faces_of)
                    start = QPointF(500 + rng.uniform(-260, 260), throw[1])
                    spinning = tuple(faces[rng.randrange(len(faces))] for _ in range(6))
                    flights.append(
                        _Flight(item, start, end, rng.uniform(-540, 540), spinning, face)
                    )
        self._add(caption, CENTRE, later=throw is not None)
        if flights:
            self._flights = flights
            self._fly(0.0)
            self._animation.start()
        else:
            for waiting in self._after_flight:
                waiting.show()
            self._items.extend(self._after_flight)
            self._after_flight = []

    def _add(
        self, item: QGraphicsItem, pos: QPointF | tuple[float, float], later: bool = False
    ) -> QGraphicsItem:
        item.setPos(pos if isinstance(pos, QPointF) else QPointF(*pos))
        self.addItem(item)
        if later:
            item.hide()
            self._after_flight.append(item)
        else:
            self._items.append(item)
        return item

    # --- the throw ---------------------------------------------------------------------------

    def _move_pieces(self, flights: Sequence[_Flight]) -> None:
        """Pieces slide from where they were to where they are drawn (their
        item already placed at the end); nothing moves at pace 0."""
        if not flights or not self.animate or not self.pace:
            return
        self._flights = [*self._flights, *flights]
        self._fly(0.0)
        if self._animation.state() != QVariantAnimation.State.Running:
            self._animation.start()

    def _fly(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        for f in self._flights:
            pos = f.start + (f.end - f.start) * t
            f.item.setPos(pos)
            if not isinstance(f.item, DieItem):
                continue
            f.item.setRotation(f.spin * (1.0 - t))
            f.item.setScale(1.25 - 0.25 * t)
            if t < 0.8:
                f.item.set_face(f.faces[int(t * 7.5) % len(f.faces)])
            else:
                f.item.set_face(f.final)

    def _landed(self) -> None:
        for f in self._flights:
            f.item.setPos(f.end)
            if isinstance(f.item, DieItem):
                f.item.setRotation(0.0)
                f.item.setScale(1.0)
                f.item.set_face(f.final)
        self._flights = []
        for item in self._after_flight:
            item.show()
        self._items.extend(self._after_flight)
        self._after_flight = []


class DiceTableView(QGraphicsView):
    """Shows the table scaled to fit; a click skips the dice animation."""

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundBrush(QBrush(self.palette().window()))
        self.setMinimumSize(200, 200)
        if scene is not None:
            self.setScene(scene)

    def _fit(self) -> None:
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._fit()
