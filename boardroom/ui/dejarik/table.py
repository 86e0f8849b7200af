"""The holochess table: a round Dejarik board between the two players.

Each side shows its character's nameplate, role and strain track, its active
pile (on its left) and inactive pile (on its right, as the source places
it), the pieces it set this round on the board in front of it, and the
effects waiting for it as chips. The dice are thrown into the middle and
drawn with their symbols; the roll's losses stay as crossed-out ghosts.

Seat 1 (Red) sits at the bottom, seat 2 (Blue) at the top. The scene only
draws states; choices are made in the game panel.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

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

from boardroom.games.dejarik.dice import FACES, Pool, Roll
from boardroom.games.dejarik.moves import ROLL
from boardroom.games.dejarik.rules import DejarikState
from boardroom.ui.dejarik import art, words

WIDTH, HEIGHT = 1000.0, 940.0
CENTRE = QPointF(500.0, 470.0)
RADIUS = 290.0
TOKEN = 46.0
PILE_TOKEN = 54.0
DIE = 56.0
TEXT = QColor("#e8eef5")
MUTED = QColor("#9fb0c2")


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(round(size))
    font.setBold(bold)
    return font


class BoardItem(QGraphicsItem):
    """The table and the round board with its two rings of twelve spaces."""

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(0, 0, WIDTH, HEIGHT)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem,
              _widget: QWidget | None = None) -> None:
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
        rings = ((RADIUS - 12, 190.0, ("#16303c", "#2c6173")),
                 (190.0, 88.0, ("#2c6173", "#16303c")))
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
            painter.drawLine(QPointF(CENTRE.x() + 88 * dx, CENTRE.y() + 88 * dy),
                             QPointF(CENTRE.x() + (RADIUS - 12) * dx,
                                     CENTRE.y() + (RADIUS - 12) * dy))


class TokenItem(QGraphicsItem):
    """A piece; a lost one is a faded ghost with a red cross."""

    def __init__(self, seat: int, size: float, lost: bool = False) -> None:
        super().__init__()
        self.seat = seat
        self.size = size
        self.lost = lost
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802
        h = self.size / 2 + 2
        return QRectF(-h, -h, 2 * h, 2 * h)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem,
              _widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.size / 2
        rect = QRectF(-h, -h, self.size, self.size)
        if self.lost:
            painter.setOpacity(0.35)
        art.paint_piece(painter, rect, self.seat)
        if self.lost:
            painter.setOpacity(1.0)
            pen = QPen(QColor("#ff3b30"), self.size * 0.1, Qt.PenStyle.SolidLine,
                       Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            d = h * 0.62
            painter.drawLine(QPointF(-d, -d), QPointF(d, d))
            painter.drawLine(QPointF(-d, d), QPointF(d, -d))


class DieItem(QGraphicsItem):
    """One die; ``face`` None draws it without symbols (a pool not rolled yet)."""

    def __init__(self, die: str, face: str | None, size: float) -> None:
        super().__init__()
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

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem,
              _widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        art.paint_die(painter, self.boundingRect(), self.die, self.face)


class TextItem(QGraphicsItem):
    """Centred (or left/right aligned) text, each line elided to a width."""

    def __init__(self, text: str, size: float, colour: QColor, width: float,
                 bold: bool = False, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter
                 ) -> None:
        super().__init__()
        self.font = _font(size, bold)
        metrics = QFontMetricsF(self.font)
        self.text = "\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
                              for line in text.split("\n"))
        self.colour = colour
        self.width = width
        self.height = metrics.height() * (text.count("\n") + 1)
        self.align = align
        if self.text != text:
            self.setToolTip(text.replace("\n", " "))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.width / 2, -self.height / 2, self.width, self.height)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem,
              _widget: QWidget | None = None) -> None:
        painter.setFont(self.font)
        painter.setPen(self.colour)
        painter.drawText(self.boundingRect(), self.align | Qt.AlignmentFlag.AlignVCenter,
                         self.text)


class PlateItem(QGraphicsItem):
    """A rounded panel behind a nameplate; glows in the seat's colour when it decides."""

    def __init__(self, rect: QRectF, colour: QColor, active: bool) -> None:
        super().__init__()
        self.rect = rect
        self.colour = colour
        self.active = active

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem,
              _widget: QWidget | None = None) -> None:
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

    def __init__(self, size: float) -> None:
        super().__init__()
        self.size = size

    def boundingRect(self) -> QRectF:  # noqa: N802
        h = self.size / 2 + 6
        return QRectF(-h, -h, 2 * h, 2 * h)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem,
              _widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#4a5666"), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor("#1b2129"))
        h = self.size / 2 + 4
        painter.drawEllipse(QRectF(-h, -h, 2 * h, 2 * h))


class StrainItem(QGraphicsItem):
    """Strain against the threshold: one box per point the character can take."""

    def __init__(self, strain: int, threshold: int, width: float) -> None:
        super().__init__()
        self.strain = strain
        self.threshold = threshold
        self.width = width

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.width / 2, -10, self.width, 20)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem,
              _widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = max(self.threshold, 1)
        gap = 2.0 if n <= 20 else 1.0
        box = (self.width - gap * (n - 1)) / n
        for i in range(n):
            x = -self.width / 2 + i * (box + gap)
            filled = i < self.strain
            near = self.strain >= self.threshold - 1
            painter.setPen(QPen(QColor("#5b6675"), 1))
            painter.setBrush(QColor("#ff6b3d" if near else "#f2a93b") if filled
                             else QColor("#232a33"))
            painter.drawRoundedRect(QRectF(x, -8, box, 16), 2, 2)


class ChipItem(QGraphicsItem):
    """A waiting effect: an icon (a die or an SVG icon) and a short label."""

    HEIGHT = 34.0

    def __init__(self, icon: str, label: str, tooltip: str) -> None:
        super().__init__()
        self.icon = icon  # a die letter prefixed with "die:", or an icon name
        self.label = label
        self.font = _font(15, True)
        self.width = 44 + QFontMetricsF(self.font).horizontalAdvance(label)
        self.setToolTip(tooltip)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.width / 2, -self.HEIGHT / 2, self.width, self.HEIGHT)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem,
              _widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor("#4a5666"), 1.5))
        painter.setBrush(QColor("#222a34"))
        painter.drawRoundedRect(rect, 10, 10)
        icon = QRectF(rect.left() + 5, rect.top() + 4, 26, 26)
        if self.icon.startswith("die:"):
            art.paint_die(painter, icon, self.icon[4:], None)
        else:
            art.paint_icon(painter, icon, self.icon)
        painter.setFont(self.font)
        painter.setPen(TEXT)
        painter.drawText(rect.adjusted(36, 0, -6, 0), Qt.AlignmentFlag.AlignVCenter, self.label)


@dataclass
class _Flight:
    item: DieItem
    start: QPointF
    end: QPointF
    spin: float
    faces: tuple[str, ...]
    final: str | None


class DejarikTableScene(QGraphicsScene):
    """Draws one Dejarik state; throws the dice when a new roll arrives."""

    # Tests and screenshots turn the dice animation off.
    animate = True
    DURATION = 750

    def __init__(self) -> None:
        super().__init__()
        self.setSceneRect(0, 0, WIDTH, HEIGHT)
        self.addItem(BoardItem())
        self._items: list[QGraphicsItem] = []
        self._shown: tuple[int, int, Roll] | None = None  # seed, ply, roll last drawn
        self._flights: list[_Flight] = []
        self._after_flight: list[QGraphicsItem] = []
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(self.DURATION)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._fly)
        self._animation.finished.connect(self._landed)
        self.state: DejarikState | None = None

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
        return [(i.seat, i.pos()) for i in self._items
                if isinstance(i, TokenItem) and i.lost == lost and i.isVisible()]

    def texts(self) -> list[str]:
        return [i.text for i in self._items if isinstance(i, TextItem) and i.isVisible()]

    def chips(self) -> list[tuple[str, str]]:
        return [(i.icon, i.label) for i in self._items if isinstance(i, ChipItem)]

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.finish_animation()
        super().mousePressEvent(event)

    # --- drawing -----------------------------------------------------------------------

    def show_state(self, state: DejarikState) -> None:
        self.finish_animation()
        for item in self._items + self._after_flight:
            self.removeItem(item)
        self._items = []
        self._after_flight = []
        self.state = state
        fresh = self._fresh_roll(state)
        key = (state.seed, state.ply, state.roll)
        thrown = (self.animate and fresh and self._shown is not None
                  and self._shown[:2] == (state.seed, state.ply - 1))
        self._shown = key
        for seat in (0, 1):
            self._draw_side(state, seat)
        self._draw_round(state)
        self._draw_dice(state, fresh, thrown)

    def _add(self, item: QGraphicsItem, pos: QPointF | tuple[float, float],
             later: bool = False) -> QGraphicsItem:
        item.setPos(pos if isinstance(pos, QPointF) else QPointF(*pos))
        self.addItem(item)
        if later:
            item.hide()
            self._after_flight.append(item)
        else:
            self._items.append(item)
        return item

    @staticmethod
    def _fresh_roll(state: DejarikState) -> bool:
        """Does the roll on the state belong to what just happened (this round's
        roll, or the roll that just ended the round)?"""
        if not state.roll:
            return False
        if state.step in ("advantages", "threats", "over"):
            return True
        return bool(state.history) and getattr(state.history[-1], "kind", "") == ROLL

    @staticmethod
    def _side_y(seat: int) -> float:
        """+1 for the bottom seat, -1 for the top one."""
        return 1.0 if seat == 0 else -1.0

    def _draw_side(self, state: DejarikState, seat: int) -> None:
        sign = self._side_y(seat)
        colour = QColor(art.SEAT_COLOURS[seat])
        deciding = not state.is_terminal() and state.current_seat == seat
        c = state.character(seat)
        # The nameplate, nearest the board.
        plate_y = CENTRE.y() + sign * (RADIUS + 52)
        self._add(PlateItem(QRectF(-230, -34, 460, 68), colour, deciding), (500, plate_y))
        role = self.tr("attacks") if state.attacker == seat else self.tr("defends")
        self._add(TextItem(words.who(state, seat), 24, TEXT, 290, bold=True,
                           align=Qt.AlignmentFlag.AlignLeft), (435, plate_y - 13))
        self._add(TextItem(role.upper(), 15, colour.lighter(130), 150, bold=True,
                           align=Qt.AlignmentFlag.AlignRight), (640, plate_y - 13))
        self._add(TextItem(self._doing(state, seat), 17, TEXT if deciding else MUTED, 420,
                           align=Qt.AlignmentFlag.AlignLeft), (500, plate_y + 15))
        # Strain, then the waiting effects, further out.
        strain_y = CENTRE.y() + sign * (RADIUS + 110)
        self._add(TextItem(self.tr("Strain {0} / {1}").format(state.strain[seat], c.threshold),
                           17, MUTED, 210, align=Qt.AlignmentFlag.AlignRight),
                  (315, strain_y))
        self._add(StrainItem(state.strain[seat], c.threshold, 300), (580, strain_y))
        chips = self._chips(state, seat)
        x = 500 - (sum(ch.width for ch in chips) + 8 * (len(chips) - 1)) / 2
        for chip in chips:
            self._add(chip, (x + chip.width / 2, CENTRE.y() + sign * (RADIUS + 150)))
            x += chip.width + 8
        # Piles: active on the owner's left, inactive on its right.
        left, right = (100.0, 900.0) if seat == 0 else (900.0, 100.0)
        pile_y = CENTRE.y() + sign * 215
        self._draw_pile(seat, state.active[seat], left, pile_y, self.tr("Active"))
        self._draw_pile(seat, state.inactive[seat], right, pile_y, self.tr("Inactive"))
        # Pieces set this round, on the board in front of their owner; the
        # roll's losses stay there as ghosts until the next decision.
        set_count = max(state.setc[seat], 0)
        ghosts = state.lost[seat] if self._fresh_roll(state) else 0
        total = set_count + ghosts
        row_y = CENTRE.y() + sign * 150
        for i in range(total):
            x = 500 + (i - (total - 1) / 2) * (TOKEN + 6)
            is_ghost = i >= set_count
            self._add(TokenItem(seat, TOKEN, lost=is_ghost), (x, row_y), later=is_ghost)
        if not total:
            if state.setc[seat] < 0 and state.step == "set":
                self._add(TextItem(self.tr("not set yet"), 15, MUTED, 200), (500, row_y))
            elif state.setc[seat] == 0:
                self._add(TextItem(self.tr("no piece set"), 15, MUTED, 200), (500, row_y))

    def _draw_pile(self, seat: int, count: int, x: float, y: float, label: str) -> None:
        self._add(PileSpot(PILE_TOKEN), (x, y + 30))
        for i in range(count):
            self._add(TokenItem(seat, PILE_TOKEN), (x, y + 30 - i * 9))
        self._add(TextItem(self.tr("{0}: {1}").format(label, count), 18, MUTED, 190),
                  (x, y + 75))

    def _doing(self, state: DejarikState, seat: int) -> str:
        """What this side is deciding, or what it decided this round."""
        if state.is_terminal():
            outcome = state.outcome()
            if outcome is not None and seat in outcome.winners and not outcome.is_draw:
                return self.tr("wins the match")
            return ""
        step = state.step
        if state.current_seat == seat:
            return {
                "set": self.tr("▶ choosing how many pieces to set"),
                "adjust": self.tr("▶ adjusting the opponent's set pieces"),
                "defence": self.tr("▶ choosing a primary or secondary defence"),
                "attack": self.tr("▶ choosing a primary or secondary attack"),
                "roll": self.tr("▶ about to roll the dice"),
                "advantages": self.tr("▶ spending advantages and Triumphs"),
                "threats": self.tr("▶ spending threats and Despairs"),
            }.get(step, "")
        stance = state.stance[seat]
        if stance >= 0:
            role = "defence" if seat == state.defender else "attack"
            return words.stance_text(state, role, stance, seat)
        if state.setc[seat] >= 0:
            return self.tr("has set its pieces")
        return ""

    def _chips(self, state: DejarikState, seat: int) -> list[ChipItem]:
        out = []
        if state.boost[seat]:
            out.append(ChipItem("die:B", f"+{state.boost[seat]}", self.tr(
                "Boost dice waiting for this character's next attack")))
        if state.setback[seat]:
            out.append(ChipItem("die:S", f"+{state.setback[seat]}", self.tr(
                "Setback dice waiting for this character's next attack")))
        if state.up_att[seat]:
            out.append(ChipItem("upgrade", self.tr("attack +{0}").format(state.up_att[seat]),
                                self.tr("Upgrades waiting for this character's next attack")))
        if state.up_def[seat]:
            out.append(ChipItem("upgrade", self.tr("defence +{0}").format(state.up_def[seat]),
                                self.tr("Upgrades waiting for this character's next defence")))
        if state.reversed_now and seat == state.attacker and state.step == "set":
            out.append(ChipItem("order", self.tr("sets first"),
                                self.tr("This round this attacker sets its pieces first")))
        if state.reversed_next and seat == state.defender:
            out.append(ChipItem("order", self.tr("sets first next"),
                                self.tr("Next round this character, attacking, sets first")))
        if state.adjust_now and seat == state.attacker and state.step in ("set", "adjust"):
            out.append(ChipItem("adjust", f"±{state.adjust_now}", self.tr(
                "Adjustments of the opponent's set pieces this round")))
        if state.adjust_next and seat == state.defender:
            out.append(ChipItem("adjust", f"±{state.adjust_next}", self.tr(
                "Adjustments of the opponent's set pieces next round")))
        return out

    def _draw_round(self, state: DejarikState) -> None:
        self._add(TextItem(self.tr("Round {0}").format(state.round), 22, TEXT, 200, bold=True,
                           align=Qt.AlignmentFlag.AlignLeft), (120, 30))

    def _draw_dice(self, state: DejarikState, fresh: bool, thrown: bool) -> None:
        a = state.attacker
        sign = self._side_y(a)
        if fresh:
            dice: list[tuple[str, str | None]] = art.roll_dice(state.roll)
            parts = words.result_parts(state.last_result())
            caption = parts[0] + ("\n" + ", ".join(parts[1:]) if parts[1:] else "")
        elif state.step in ("attack", "roll"):
            dice = self._pool_dice(state)
            caption = self.tr("the pool about to be rolled") if state.step == "roll" else \
                self.tr("the defence dice")
        else:
            return
        attack = [d for d in dice if d[0] in "APB"]
        defence = [d for d in dice if d[0] in "DCS"]
        # The attacker's dice on its half, the defence dice (and Setback) on the other.
        rows = ((attack, CENTRE.y() + sign * 52), (defence, CENTRE.y() - sign * 52))
        flights: list[_Flight] = []
        rng = random.Random(hash((state.seed, state.ply)))
        for row, y in rows:
            if not row:
                continue
            size = min(DIE, 520 / max(len(row), 1) - 4)
            for i, (die, face) in enumerate(row):
                x = 500 + (i - (len(row) - 1) / 2) * (size + 4)
                item = DieItem(die, face, size)
                end = QPointF(x, y)
                if not fresh:
                    item.setOpacity(0.55)
                self._add(item, end)
                if thrown:
                    start = QPointF(500 + rng.uniform(-260, 260),
                                    CENTRE.y() + sign * (RADIUS + 60))
                    faces = tuple(FACES[die][rng.randrange(len(FACES[die]))]
                                  for _ in range(6))
                    flights.append(_Flight(item, start, end, rng.uniform(-540, 540), faces,
                                           face))
        self._add(TextItem(caption, 16, TEXT, 520, bold=fresh), CENTRE, later=thrown)
        if thrown and flights:
            self._flights = flights
            self._fly(0.0)
            self._animation.start()
        else:
            for waiting in self._after_flight:
                waiting.show()
            self._items.extend(self._after_flight)
            self._after_flight = []

    @staticmethod
    def _pool_dice(state: DejarikState) -> list[tuple[str, str | None]]:
        d = state.defender
        defence = state.defence_pool(state.stance[d]) if state.stance[d] >= 0 else Pool()
        if state.step == "roll":
            return art.pool_dice(state.check_pool())
        return art.pool_dice(defence)

    # --- the throw ---------------------------------------------------------------------------

    def _fly(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        for f in self._flights:
            pos = f.start + (f.end - f.start) * t
            f.item.setPos(pos)
            f.item.setRotation(f.spin * (1.0 - t))
            f.item.setScale(1.25 - 0.25 * t)
            if t < 0.8:
                f.item.set_face(f.faces[int(t * 7.5) % len(f.faces)])
            else:
                f.item.set_face(f.final)

    def _landed(self) -> None:
        for f in self._flights:
            f.item.setPos(f.end)
            f.item.setRotation(0.0)
            f.item.setScale(1.0)
            f.item.set_face(f.final)
        self._flights = []
        for item in self._after_flight:
            item.show()
        self._items.extend(self._after_flight)
        self._after_flight = []


class DejarikTableView(QGraphicsView):
    """Shows the table scaled to fit; a click skips the dice animation."""

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
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
