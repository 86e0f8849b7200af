"""Dejarik for Edge of the Empire (seed 002, RULINGS 0 and 4): the round as a
state machine. Every decision is a move of the seat that makes it; the dice
are rolled inside the roll move from the state's generator.

A round goes through these steps (``state.step``):

    set         the first setter (the defender, or the attacker after a
                3-advantage effect), then the other: ``set0``..``setN``
    adjust      only when this round's attacker holds 3-threat adjustments:
                ``adj+k`` / ``adj-k`` / ``adj0`` on the defender's set pieces
    defence     the defender: ``primary`` or ``secondary``
    attack      the attacker: ``primary`` or ``secondary``
    roll        the attacker: ``roll`` (losses are taken at once)
    advantages  the attacker's plan for net advantages and Triumphs
    threats     the defender's plan for net threats and Despairs
    over        the game has ended

Steps with nothing to decide are skipped. When the last step of a round is
done, survivors go to the inactive piles, piles refill when both active piles
are empty, and roles swap.
"""

from __future__ import annotations

from collections.abc import Mapping

from boardroom.engine.errors import OptionError
from boardroom.engine.game import Game, GameSpec, Option, State
from boardroom.engine.outcome import Outcome
from boardroom.games.dejarik import moves as notation
from boardroom.games.dejarik.character import DEFAULT_FIRST, DEFAULT_SECOND, Character
from boardroom.games.dejarik.dice import (
    DIE_NAMES,
    FaceValue,
    Pool,
    Roll,
    roll_pool,
    roll_total,
)
from boardroom.games.dejarik.effects import ADVANTAGE, EFFECTS, THREAT, Plan, Spending
from boardroom.games.dejarik.moves import (
    ADJUST,
    ROLL,
    ROLL_MOVE,
    SET,
    SPEND,
    STANCE,
    DejarikMove,
)
from boardroom.games.dejarik.pools import (
    PRIMARY,
    SECONDARY,
    attack_pool,
    defence_pool,
    losses,
)

FIRST_CHOICES = ("random", "seat1", "seat2")


class DejarikGame(Game["DejarikState"]):
    spec = GameSpec(
        key="dejarik",
        title="Dejarik",
        seat_names=("Red", "Blue"),
        chance=True,
        options=(
            Option("character1", "Character of seat 1", DEFAULT_FIRST.to_text()),
            Option("character2", "Character of seat 2", DEFAULT_SECOND.to_text()),
            Option("first", "First attacker", "random", choices=FIRST_CHOICES),
            Option("effects", "Advantage and threat effects", True, choices=(True, False)),
            Option("pieces", "Pieces per player", 4, minimum=1, maximum=6),
        ),
    )

    def __init__(
        self, options: Mapping[str, object] | None = None, seats: int | None = None
    ) -> None:
        super().__init__(options, seats)
        found = []
        for key in ("character1", "character2"):
            try:
                found.append(Character.parse(str(self.options[key])))
            except OptionError as exc:
                raise OptionError(f"option '{key}': {exc}") from None
        self.characters: tuple[Character, Character] = (found[0], found[1])

    @property
    def pieces(self) -> int:
        value = self.options["pieces"]
        assert isinstance(value, int)
        return value

    @property
    def effects(self) -> bool:
        return bool(self.options["effects"])

    def new_state(self, seed: int | None = None) -> DejarikState:
        return DejarikState(self, seed)

    def state_from_text(self, text: str) -> DejarikState:
        from boardroom.games.dejarik.position import read_position

        state = DejarikState(self, 0, draw_first=False)
        read_position(state, text)
        state.start_text = state.to_text()
        return state


Ints = tuple[int, ...]
# round, attacker, step, active, inactive, set, strain, boost, setback, the
# two upgrades, the order reversed now and next, the adjustments now and
# next, stances, the roll, the losses.
Snapshot = tuple[
    int,
    int,
    str,
    Ints,
    Ints,
    Ints,
    Ints,
    Ints,
    Ints,
    Ints,
    Ints,
    bool,
    bool,
    int,
    int,
    Ints,
    Roll,
    tuple[int, int],
]


class DejarikState(State[DejarikMove]):
    game: DejarikGame

    def __init__(self, game: DejarikGame, seed: int | None = None, draw_first: bool = True) -> None:
        super().__init__(game, seed)
        n = game.pieces
        self.round = 1
        self.attacker = 0
        self.step = "set"
        self.active = [n, n]
        self.inactive = [0, 0]
        self.setc = [-1, -1]  # pieces set this round; -1 until the seat sets
        self.strain = [c.strain for c in game.characters]
        self.boost = [0, 0]  # Boost dice waiting for each seat's next attack
        self.setback = [0, 0]  # Setback dice waiting for each seat's next attack
        self.up_att = [0, 0]  # upgrades waiting for each seat's next attack
        self.up_def = [0, 0]  # upgrades waiting for each seat's next defence
        self.reversed_now = False  # this round the attacker sets first
        self.reversed_next = False
        self.adjust_now = 0  # adjustments this round's attacker may make
        self.adjust_next = 0  # held by this round's defender for the next round
        self.stance = [-1, -1]
        self.roll: Roll = ()
        self.lost = (0, 0)
        first = game.options["first"]
        if first == "seat2":
            self.attacker = 1
        elif first == "random" and draw_first:
            self.attacker = self.rng.below(2)

    # --- what the UI and the bots read ---------------------------------------------

    @property
    def defender(self) -> int:
        return 1 - self.attacker

    def character(self, seat: int) -> Character:
        return self.game.characters[seat]

    def pieces(self, seat: int) -> int:
        """Pieces ``seat`` still has, set or not."""
        return self.active[seat] + self.inactive[seat] + max(self.setc[seat], 0)

    def first_setter(self) -> int:
        return self.attacker if self.reversed_now else self.defender

    def attack_pool(self, stance: int, pieces_set: int | None = None) -> Pool:
        """The attacker's dice for ``stance`` (pending boosts, setbacks and
        upgrades included); ``pieces_set`` defaults to what it has set."""
        a = self.attacker
        k = max(self.setc[a], 0) if pieces_set is None else pieces_set
        return attack_pool(
            self.character(a), stance, k, self.up_att[a], self.boost[a], self.setback[a]
        )

    def defence_pool(self, stance: int, pieces_set: int | None = None) -> Pool:
        d = self.defender
        k = max(self.setc[d], 0) if pieces_set is None else pieces_set
        return defence_pool(self.character(d), stance, k, self.up_def[d])

    def check_pool(
        self, attack_stance: int | None = None, defence_stance: int | None = None
    ) -> Pool:
        """The whole pool the attacker rolls: the announced stances unless given."""
        att = self.stance[self.attacker] if attack_stance is None else attack_stance
        dfn = self.stance[self.defender] if defence_stance is None else defence_stance
        if att < 0 or dfn < 0:
            raise ValueError("both stances are needed to build the pool")
        return self.attack_pool(att) + self.defence_pool(dfn)

    def last_result(self) -> FaceValue:
        """Net successes, net advantages, Triumphs and Despairs of the last roll."""
        return roll_total(self.roll)

    def spending(self) -> Spending | None:
        """During the advantages or threats step: what the seat to move may spend
        (its ``choices(plan)`` tell the UI which effects the rules allow next)."""
        if self.step not in ("advantages", "threats"):
            return None
        return self._spending(self.step)

    def _spending(self, step: str) -> Spending:
        total = self.last_result()
        a = self.attacker
        if step == "advantages":
            return Spending(
                ADVANTAGE, max(total.advantages, 0), total.triumphs, (("R", self.strain[a]),)
            )
        room = max(self.character(a).threshold - self.strain[a] + 1, 0)
        return Spending(THREAT, max(-total.advantages, 0), total.despairs, (("T", room),))

    def adjust_range(self) -> tuple[int, int]:
        """Lowest and highest adjustment of the defender's set pieces this round."""
        d = self.defender
        n = self.adjust_now
        return -min(n, max(self.setc[d], 0)), min(n, self.active[d])

    def plan_move(self, plan: Plan) -> DejarikMove:
        return DejarikMove(SPEND, plan=plan)

    # --- the protocol ----------------------------------------------------------------

    @property
    def current_seat(self) -> int:
        step = self.step
        if step == "set":
            first = self.first_setter()
            return first if self.setc[first] < 0 else 1 - first
        if step in ("defence", "threats"):
            return self.defender
        return self.attacker

    def _legal_moves(self) -> list[DejarikMove]:
        step = self.step
        if step == "over":
            return []
        if step == "set":
            return [DejarikMove(SET, k) for k in range(self.active[self.current_seat] + 1)]
        if step == "adjust":
            low, high = self.adjust_range()
            return [DejarikMove(ADJUST, k) for k in range(low, high + 1)]
        if step in ("defence", "attack"):
            return [DejarikMove(STANCE, PRIMARY), DejarikMove(STANCE, SECONDARY)]
        if step == "roll":
            return [ROLL_MOVE]
        return [DejarikMove(SPEND, plan=p) for p in self._spending(step).plans()]

    def format_move(self, move: DejarikMove) -> str:
        return notation.format_move(move)

    def parse_syntax(self, text: str) -> DejarikMove:
        return notation.parse_move(text)

    def describe_move(self, move: DejarikMove) -> str:
        seat = self.current_seat
        who = self.character(seat).name
        if move.kind == SET:
            return f"{who} sets {move.value} piece{'s' if move.value != 1 else ''}"
        if move.kind == ADJUST:
            other = self.character(self.defender).name
            if move.value == 0:
                return f"{who} leaves {other}'s set pieces as they are"
            n = abs(move.value)
            pieces = f"{n} piece{'s' if n != 1 else ''}"
            if move.value > 0:
                return f"{who} adds {pieces} to {other}'s set pieces"
            return f"{who} sends {pieces} of {other}'s set pieces back"
        if move.kind == STANCE:
            role = "defence" if self.step == "defence" else "attack"
            names = ("Cunning", "Presence") if role == "defence" else ("Intelligence", "Willpower")
            kind = ("primary", "secondary")[move.value]
            return f"{who} announces a {kind} {role} ({names[move.value]})"
        return self._describe_rest(move, who)

    def _describe_rest(self, move: DejarikMove, who: str) -> str:
        if move.kind == ROLL:
            pool = self.check_pool()
            parts = [f"{n} {DIE_NAMES[d]}" for d, n in pool.counts().items() if n]
            return f"{who} rolls {pool.dice()} ({', '.join(parts)})"
        plan = move.plan
        if not plan.paid and not plan.bonus:
            return f"{who} spends nothing"
        side = ADVANTAGE if self.step == "advantages" else THREAT
        bought = "Triumph" if side == ADVANTAGE else "Despair"
        texts = {e.code: e.text for e in EFFECTS[side]}
        items = [texts[c] for c in plan.paid] + [f"{texts[c]} ({bought})" for c in plan.bonus]
        return f"{who} spends: {'; '.join(items)}"

    def to_text(self) -> str:
        from boardroom.games.dejarik.position import write_position

        return write_position(self)

    def _snapshot(self) -> Snapshot:
        return (
            self.round,
            self.attacker,
            self.step,
            tuple(self.active),
            tuple(self.inactive),
            tuple(self.setc),
            tuple(self.strain),
            tuple(self.boost),
            tuple(self.setback),
            tuple(self.up_att),
            tuple(self.up_def),
            self.reversed_now,
            self.reversed_next,
            self.adjust_now,
            self.adjust_next,
            tuple(self.stance),
            self.roll,
            self.lost,
        )

    def _restore(self, snap: Snapshot) -> None:
        (
            self.round,
            self.attacker,
            self.step,
            active,
            inactive,
            setc,
            strain,
            boost,
            setback,
            up_att,
            up_def,
            self.reversed_now,
            self.reversed_next,
            self.adjust_now,
            self.adjust_next,
            stance,
            self.roll,
            self.lost,
        ) = snap
        self.active, self.inactive, self.setc = list(active), list(inactive), list(setc)
        self.strain, self.boost, self.setback = list(strain), list(boost), list(setback)
        self.up_att, self.up_def, self.stance = list(up_att), list(up_def), list(stance)

    def _is_capture(self, move: DejarikMove) -> bool:
        """A roll that kills a piece resets the move limit; the dice it will
        show are known from a copy of the generator."""
        if move.kind != ROLL:
            return False
        rng = self.rng.clone()
        total = roll_total(roll_pool(self.check_pool(), rng))
        lost = losses(
            total.successes, max(self.setc[self.attacker], 0), max(self.setc[self.defender], 0)
        )
        return any(lost)

    def _apply(self, move: DejarikMove) -> None:
        kind = move.kind
        if kind == SET:
            seat = self.current_seat
            self.setc[seat] = move.value
            self.active[seat] -= move.value
            if min(self.setc) >= 0:
                low, high = self.adjust_range()
                self.step = "adjust" if self.adjust_now and low < high else "defence"
        elif kind == ADJUST:
            d = self.defender
            self.setc[d] += move.value
            self.active[d] -= move.value
            self.step = "defence"
        elif kind == STANCE:
            if self.step == "defence":
                self.stance[self.defender] = move.value
                self.step = "attack"
            else:
                self.stance[self.attacker] = move.value
                self.step = "roll"
        elif kind == ROLL:
            self._roll()
        elif self.step == "advantages":
            self._spend_advantages(move.plan)
            if self._spending("threats").active:
                self.step = "threats"
            else:
                self._end_round()
        else:
            self._spend_threats(move.plan)
            if self.strain[self.attacker] > self.character(self.attacker).threshold:
                self.step = "over"
            else:
                self._end_round()

    def _roll(self) -> None:
        a, d = self.attacker, self.defender
        pool = self.check_pool()
        self.roll = roll_pool(pool, self.rng)
        self.boost[a] = self.setback[a] = self.up_att[a] = 0  # used up by this check
        self.up_def[d] = 0
        total = roll_total(self.roll)
        lost_d, lost_a = losses(total.successes, max(self.setc[a], 0), max(self.setc[d], 0))
        self._kill(d, lost_d)
        self._kill(a, lost_a)
        self.lost = (lost_a, lost_d) if a == 0 else (lost_d, lost_a)
        if not self.pieces(a) or not self.pieces(d):
            self.step = "over"
        elif self.game.effects and self._spending("advantages").active:
            self.step = "advantages"
        elif self.game.effects and self._spending("threats").active:
            self.step = "threats"
        else:
            self._end_round()

    def _kill(self, seat: int, count: int) -> None:
        if not count:
            return
        if self.setc[seat] > 0:
            self.setc[seat] -= count
        elif self.inactive[seat]:  # an unset piece: the inactive pile first
            self.inactive[seat] -= 1
        else:
            self.active[seat] -= 1

    def _spend_advantages(self, plan: Plan) -> None:
        a, d = self.attacker, self.defender
        for code in plan.paid + plan.bonus:
            if code == "S":
                self.setback[d] += 1
            elif code == "R":
                self.strain[a] -= 1
            elif code == "B":
                self.boost[a] += 1
            elif code == "O":
                self.reversed_next = True
            elif code == "U":
                self.up_att[a] += 1
            elif code == "D":
                self.up_def[a] += 1

    def _spend_threats(self, plan: Plan) -> None:
        a, d = self.attacker, self.defender
        for code in plan.paid + plan.bonus:
            if code == "B":
                self.boost[d] += 1
            elif code == "T":
                self.strain[a] += 1
            elif code == "S":
                self.setback[a] += 1
            elif code == "P":
                self.adjust_next += 1
            elif code == "U":
                self.up_att[d] += 1
            elif code == "D":
                self.up_def[d] += 1

    def _end_round(self) -> None:
        for seat in (0, 1):
            self.inactive[seat] += max(self.setc[seat], 0)
            self.setc[seat] = -1
        if not self.active[0] and not self.active[1]:
            self.active, self.inactive = self.inactive, [0, 0]
        self.attacker = 1 - self.attacker
        self.round += 1
        self.reversed_now, self.reversed_next = self.reversed_next, False
        self.adjust_now, self.adjust_next = self.adjust_next, 0
        self.stance = [-1, -1]
        self.step = "set"

    def _rules_outcome(self) -> Outcome | None:
        if self.step != "over":
            return None
        for seat in (0, 1):
            if not self.pieces(seat):
                return Outcome.win(1 - seat, 2, "pieces")
        for seat in (0, 1):
            if self.strain[seat] > self.character(seat).threshold:
                return Outcome.win(1 - seat, 2, "incapacitated")
        return None  # not reached: position text checks this

    # --- position text checks -------------------------------------------------------

    def inconsistency(self) -> str:
        """What makes this position impossible to play on ("" if nothing)."""
        step = self.step
        beaten = [
            not self.pieces(s) or self.strain[s] > self.character(s).threshold for s in (0, 1)
        ]
        if step == "over":
            return "" if any(beaten) else "step 'over' but nobody has lost"
        if any(beaten):
            return "a seat has lost (no pieces or too much strain) but the step is not 'over'"
        first = self.first_setter()
        sets = [s >= 0 for s in self.setc]
        announced = [s >= 0 for s in self.stance]
        a, d = self.attacker, self.defender
        if step == "set":
            if sets[1 - first] or any(announced):
                return "during 'set' only the first setter may have set, nobody announced"
        elif not all(sets):
            return f"both seats have set their pieces by the '{step}' step"
        if step in ("adjust", "defence") and any(announced):
            return f"nobody has announced a stance at the '{step}' step"
        if step == "adjust":
            low, high = self.adjust_range()
            if not self.adjust_now or low == high:
                return "an 'adjust' step needs an adjustment that can change something"
        if step == "attack" and (not announced[d] or announced[a]):
            return "at the 'attack' step only the defender has announced"
        if step in ("roll", "advantages", "threats") and not all(announced):
            return f"both stances are announced by the '{step}' step"
        if step in ("advantages", "threats"):
            if not self.game.effects:
                return "effects are off (option effects), so there is no spending step"
            if not self._spending(step).active:
                return f"the last roll leaves nothing to spend at the '{step}' step"
        return ""
