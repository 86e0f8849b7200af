"""The holochess table: Dejarik's round board between the two players, on
the shared dice table scene.

Each side shows its character's nameplate, role and strain track, its active
pile (on its left) and inactive pile (on its right, as the source places
it), the pieces it set this round on the board in front of it, and the
effects waiting for it as chips. The dice are thrown into the middle and
drawn with their symbols; the roll's losses stay as crossed-out ghosts.

Seat 1 (Red) sits at the bottom, seat 2 (Blue) at the top. The scene only
draws states; choices are made in the game panel.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from boardroom.games.dejarik.dice import FACES, Pool, Roll
from boardroom.games.dejarik.moves import ADJUST, ROLL, SET
from boardroom.games.dejarik.rules import DejarikState
from boardroom.ui.games.dejarik import art, words
from boardroom.ui.scenes.dicetable import (
    CENTRE,
    MUTED,
    RADIUS,
    TEXT,
    ChipItem,
    DiceTableScene,
    DiceTableView,
    PileSpot,
    PlateItem,
    TableArt,
    TextItem,
    TokenItem,
    TrackItem,
    _Flight,
)

TOKEN = 46.0
PILE_TOKEN = 54.0
ART: TableArt = art  # the module has the three painters


class DejarikTableScene(DiceTableScene):
    """Draws one Dejarik state; throws the dice when a new roll arrives."""

    def __init__(self) -> None:
        super().__init__(ART)
        self._shown: tuple[int, int, Roll] | None = None  # seed, ply, roll last drawn
        self.state: DejarikState | None = None
        self._set_counts: tuple[int, ...] = ()  # each side's pieces set, as last drawn
        self._marks: dict[int, tuple[int, int]] = {}  # see _last_marks

    # --- drawing -----------------------------------------------------------------------

    def show_state(self, state: DejarikState) -> None:
        self.finish_animation()
        for item in self._items + self._after_flight:
            self.removeItem(item)
        self._items = []
        self._after_flight = []
        # The pieces set before (the state given may be the game's own, since changed).
        before, self._set_counts = self._set_counts, tuple(state.setc)
        self.state = state
        fresh = self._fresh_roll(state)
        key = (state.seed, state.ply, state.roll)
        # The next move of the same game, just played or stepped to.
        next_move = self._shown is not None and self._shown[:2] == (state.seed, state.ply - 1)
        thrown = self.animate and self.pace > 0 and fresh and next_move
        self._shown = key
        flights: list[_Flight] = []
        self._marks = self._last_marks(state)
        for seat in (0, 1):
            self._draw_side(state, seat, before if next_move and before else None, flights)
        self._draw_round(state)
        self._draw_dice(state, fresh, thrown)
        self._move_pieces(flights)

    @staticmethod
    def _last_marks(state: DejarikState) -> dict[int, tuple[int, int]]:
        """Per side, what the last move moved (marked until the next move):
        (pieces it put on the board from the active pile, pieces it took
        back to that pile)."""
        move = state.history[-1] if state.history else None
        if move is None or not move.value:
            return {}
        if move.kind == SET:
            past = state.clone()
            past.undo()
            return {past.current_seat: (move.value, 0)}
        if move.kind == ADJUST:
            return {state.defender: (move.value, 0) if move.value > 0 else (0, -move.value)}
        return {}

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

    def _draw_side(
        self,
        state: DejarikState,
        seat: int,
        before: tuple[int, ...] | None = None,
        flights: list[_Flight] | None = None,
    ) -> None:
        sign = self._side_y(seat)
        colour = QColor(art.seat_colour(seat))
        deciding = not state.is_terminal() and state.current_seat == seat
        c = state.character(seat)
        # The nameplate, nearest the board.
        plate_y = CENTRE.y() + sign * (RADIUS + 52)
        self._add(PlateItem(QRectF(-230, -34, 460, 68), colour, deciding), (500, plate_y))
        role = self.tr("attacks") if state.attacker == seat else self.tr("defends")
        self._add(
            TextItem(
                words.who(state, seat), 24, TEXT, 290, bold=True, align=Qt.AlignmentFlag.AlignLeft
            ),
            (435, plate_y - 13),
        )
        self._add(
            TextItem(
                role.upper(),
                15,
                colour.lighter(130),
                150,
                bold=True,
                align=Qt.AlignmentFlag.AlignRight,
            ),
            (640, plate_y - 13),
        )
        self._add(
            TextItem(
                self._doing(state, seat),
                17,
                TEXT if deciding else MUTED,
                420,
                align=Qt.AlignmentFlag.AlignLeft,
            ),
            (500, plate_y + 15),
        )
        # Strain, then the waiting effects, further out.
        strain_y = CENTRE.y() + sign * (RADIUS + 110)
        self._add(
            TextItem(
                self.tr("Strain {0} / {1}").format(state.strain[seat], c.threshold),
                17,
                MUTED,
                210,
                align=Qt.AlignmentFlag.AlignRight,
            ),
            (315, strain_y),
        )
        self._add(TrackItem(state.strain[seat], c.threshold, 300), (580, strain_y))
        chips = self._chips(state, seat)
        x = 500 - (sum(ch.width for ch in chips) + 8 * (len(chips) - 1)) / 2
        for chip in chips:
            self._add(chip, (x + chip.width / 2, CENTRE.y() + sign * (RADIUS + 150)))
            x += chip.width + 8
        # Piles: active on the owner's left, inactive on its right.
        left, right = (100.0, 900.0) if seat == 0 else (900.0, 100.0)
        pile_y = CENTRE.y() + sign * 215
        placed, returned = self._marks.get(seat, (0, 0))
        active = self._draw_pile(
            seat, state.active[seat], left, pile_y, self.tr("Active"), placed, returned
        )
        self._draw_pile(seat, state.inactive[seat], right, pile_y, self.tr("Inactive"))
        # Pieces set this round, on the board in front of their owner; the
        # roll's losses stay there as ghosts until the next decision.
        set_count = max(state.setc[seat], 0)
        ghosts = state.lost[seat] if self._fresh_roll(state) else 0
        total = set_count + ghosts
        row_y = CENTRE.y() + sign * 150
        row: list[TokenItem] = []
        for i in range(total):
            x = 500 + (i - (total - 1) / 2) * (TOKEN + 6)
            is_ghost = i >= set_count
            token = TokenItem(
                self.art, seat, TOKEN, lost=is_ghost, last=set_count - placed <= i < set_count
            )
            self._add(token, (x, row_y), later=is_ghost)
            if not is_ghost:
                row.append(token)
        if before is not None and flights is not None and state.history:
            if state.history[-1].kind in (SET, ADJUST):
                was = max(before[seat], 0)
                top = QPointF(left, pile_y + 30 - len(active) * 9)
                # Pieces set go from the top of the active pile to the board;
                # pieces taken back go from the board onto the pile.
                flights += [_Flight(t, top, t.pos()) for t in row[was:]]
                gone = len(active) - (was - set_count) if was > set_count else len(active)
                flights += [_Flight(t, QPointF(500, row_y), t.pos()) for t in active[gone:]]
        if not total:
            if state.setc[seat] < 0 and state.step == "set":
                self._add(TextItem(self.tr("not set yet"), 15, MUTED, 200), (500, row_y))
            elif state.setc[seat] == 0:
                self._add(TextItem(self.tr("no piece set"), 15, MUTED, 200), (500, row_y))

    def _draw_pile(
        self,
        seat: int,
        count: int,
        x: float,
        y: float,
        label: str,
        taken: int = 0,
        returned: int = 0,
    ) -> list[TokenItem]:
        """A pile of ``count`` pieces, bottom first (returned); the last move
        ``taken`` pieces from it or ``returned`` pieces to its top (marked)."""
        self._add(PileSpot(PILE_TOKEN, last=bool(taken or returned)), (x, y + 30))
        pile = [
            TokenItem(self.art, seat, PILE_TOKEN, last=i >= count - returned) for i in range(count)
        ]
        for i, token in enumerate(pile):
            self._add(token, (x, y + 30 - i * 9))
        self._add(TextItem(self.tr("{0}: {1}").format(label, count), 18, MUTED, 190), (x, y + 75))
        return pile

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
            out.append(
                ChipItem(
                    self.art,
                    "die:B",
                    f"+{state.boost[seat]}",
                    self.tr("Boost dice waiting for this character's next attack"),
                )
            )
        if state.setback[seat]:
            out.append(
                ChipItem(
                    self.art,
                    "die:S",
                    f"+{state.setback[seat]}",
                    self.tr("Setback dice waiting for this character's next attack"),
                )
            )
        if state.up_att[seat]:
            out.append(
                ChipItem(
                    self.art,
                    "upgrade",
                    self.tr("attack +{0}").format(state.up_att[seat]),
                    self.tr("Upgrades waiting for this character's next attack"),
                )
            )
        if state.up_def[seat]:
            out.append(
                ChipItem(
                    self.art,
                    "upgrade",
                    self.tr("defence +{0}").format(state.up_def[seat]),
                    self.tr("Upgrades waiting for this character's next defence"),
                )
            )
        if state.reversed_now and seat == state.attacker and state.step == "set":
            out.append(
                ChipItem(
                    self.art,
                    "order",
                    self.tr("sets first"),
                    self.tr("This round this attacker sets its pieces first"),
                )
            )
        if state.reversed_next and seat == state.defender:
            out.append(
                ChipItem(
                    self.art,
                    "order",
                    self.tr("sets first next"),
                    self.tr("Next round this character, attacking, sets first"),
                )
            )
        if state.adjust_now and seat == state.attacker and state.step in ("set", "adjust"):
            out.append(
                ChipItem(
                    self.art,
                    "adjust",
                    f"±{state.adjust_now}",
                    self.tr("Adjustments of the opponent's set pieces this round"),
                )
            )
        if state.adjust_next and seat == state.defender:
            out.append(
                ChipItem(
                    self.art,
                    "adjust",
                    f"±{state.adjust_next}",
                    self.tr("Adjustments of the opponent's set pieces next round"),
                )
            )
        return out

    def _draw_round(self, state: DejarikState) -> None:
        self._add(
            TextItem(
                self.tr("Round {0}").format(state.round),
                22,
                TEXT,
                200,
                bold=True,
                align=Qt.AlignmentFlag.AlignLeft,
            ),
            (120, 30),
        )

    def _draw_dice(self, state: DejarikState, fresh: bool, thrown: bool) -> None:
        a = state.attacker
        sign = self._side_y(a)
        if fresh:
            dice: list[tuple[str, str | None]] = art.roll_dice(state.roll)
            parts = words.result_parts(state.last_result())
            caption = parts[0] + ("\n" + ", ".join(parts[1:]) if parts[1:] else "")
        elif state.step in ("attack", "roll"):
            dice = self._pool_dice(state)
            caption = (
                self.tr("the pool about to be rolled")
                if state.step == "roll"
                else self.tr("the defence dice")
            )
        else:
            return
        attack = [d for d in dice if d[0] in "APB"]
        defence = [d for d in dice if d[0] in "DCS"]
        # The attacker's dice on its half, the defence dice (and Setback) on the other.
        rows = ((attack, CENTRE.y() + sign * 52), (defence, CENTRE.y() - sign * 52))
        throw = None
        if thrown:
            faces = [FACES[die] for row, _y in rows for die, _face in row]
            throw = (hash((state.seed, state.ply)), CENTRE.y() + sign * (RADIUS + 60), faces)
        self._lay_dice(rows, not fresh, throw, TextItem(caption, 16, TEXT, 520, bold=fresh))

    @staticmethod
    def _pool_dice(state: DejarikState) -> list[tuple[str, str | None]]:
        d = state.defender
        defence = state.defence_pool(state.stance[d]) if state.stance[d] >= 0 else Pool()
        if state.step == "roll":
            return art.pool_dice(state.check_pool())
        return art.pool_dice(defence)


# The view is the table's own: scaled to fit, a click skips the dice animation.
DejarikTableView = DiceTableView
