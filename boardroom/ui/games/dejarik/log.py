"""The round log: every round of a Dejarik game told in words, translated.

Built by replaying the game's history from its start (the same moves, the
same generator, so the same dice): who set what, the stances, the pool and
the roll's symbols, the losses and the effects bought.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from boardroom.games.dejarik.dice import FACES, Roll
from boardroom.games.dejarik.effects import ADVANTAGE, THREAT
from boardroom.games.dejarik.moves import ADJUST, ROLL, SET, STANCE, DejarikMove
from boardroom.games.dejarik.rules import DejarikState
from boardroom.ui.games.dejarik import words


@dataclass
class LogLine:
    text: str
    roll: Roll = ()  # dice drawn before the text


@dataclass
class LogRound:
    number: int
    title: str
    lines: list[LogLine] = field(default_factory=list)


def play_and_describe(state: DejarikState, move: DejarikMove) -> list[LogLine]:
    """Apply ``move`` to ``state`` and tell what it did."""
    seat = state.current_seat
    name = words.who(state, seat)
    attacker = words.who(state, state.attacker)
    defender = words.who(state, state.defender)
    step = state.step
    if move.kind == ROLL:
        lines = [
            LogLine(
                QCoreApplication.translate("Dejarik", "{0} rolls {1}:").format(
                    name, words.pool_text(state.check_pool())
                )
            )
        ]
        state.apply(move)
        lines.append(LogLine(words.result_text(state.last_result()) + ".", state.roll))
        losers = [(s, n) for s, n in enumerate(state.lost) if n]
        for s, n in losers:
            lines.append(LogLine(words.Counted().loses(words.who(state, s), n)))
        if not losers:
            lines.append(LogLine(QCoreApplication.translate("Dejarik", "No piece is lost.")))
        return lines
    if move.kind == SET:
        text = words.Counted().sets(name, move.value)
    elif move.kind == ADJUST:
        if move.value == 0:
            text = QCoreApplication.translate(
                "Dejarik", "{0} leaves {1}'s set pieces as they are."
            ).format(name, defender)
        elif move.value > 0:
            text = words.Counted().adds(name, defender, move.value)
        else:
            text = words.Counted().sends_back(name, defender, -move.value)
    elif move.kind == STANCE:
        role = "defence" if step == "defence" else "attack"
        text = QCoreApplication.translate("Dejarik", "{0} announces a {1}.").format(
            name, words.stance_text(state, role, move.value, seat)
        )
    else:
        side = ADVANTAGE if step == "advantages" else THREAT
        items = words.plan_items(side, move.plan, attacker, defender)
        if items:
            text = QCoreApplication.translate("Dejarik", "{0} spends: {1}.").format(
                name, "; ".join(items)
            )
        else:
            text = QCoreApplication.translate("Dejarik", "{0} spends nothing.").format(name)
    state.apply(move)
    return [LogLine(text)]


def round_title(state: DejarikState) -> str:
    title = QCoreApplication.translate("Dejarik", "Round {0}: {1} attacks, {2} defends").format(
        state.round, words.who(state, state.attacker), words.who(state, state.defender)
    )
    if state.reversed_now:
        title += " " + QCoreApplication.translate("Dejarik", "({0} sets first)").format(
            words.who(state, state.attacker)
        )
    return title


def ending_text(state: DejarikState) -> str:
    """How the match ended, in a sentence ("" while it goes on or for other endings)."""
    outcome = state.outcome()
    if outcome is None or outcome.reason not in ("pieces", "incapacitated"):
        return ""
    loser = 1 - outcome.winners[0]
    if outcome.reason == "pieces":
        return QCoreApplication.translate("Dejarik", "{0} has no piece left: {1} wins.").format(
            words.who(state, loser), words.who(state, 1 - loser)
        )
    c = state.character(loser)
    return QCoreApplication.translate(
        "Dejarik", "{0} is incapacitated (strain {1} beyond the threshold of {2}): {3} wins."
    ).format(words.who(state, loser), state.strain[loser], c.threshold, words.who(state, 1 - loser))


def round_log(state: DejarikState) -> list[LogRound]:
    replay = state.initial()
    assert isinstance(replay, DejarikState)
    rounds: list[LogRound] = []
    for move in state.history:
        if not rounds or rounds[-1].number != replay.round:
            rounds.append(LogRound(replay.round, round_title(replay)))
        rounds[-1].lines.extend(play_and_describe(replay, move))
    end = ending_text(state)
    if end:
        if not rounds:
            rounds.append(LogRound(state.round, round_title(state)))
        rounds[-1].lines.append(LogLine(end))
    return rounds


def plain_text(rounds: list[LogRound]) -> str:
    out = []
    for r in rounds:
        out.append(r.title)
        for line in r.lines:
            dice = " ".join(
                f"[{words.die_name(d)}: {words.face_words(FACES[d][i])}]" for d, i in line.roll
            )
            out.append("  " + (dice + " " if dice else "") + line.text)
    return "\n".join(out)


def to_html(rounds: list[LogRound], image: Callable[[str, int], str]) -> str:
    """The log as HTML; ``image(die, face index)`` names a document image."""
    parts = []
    for r in rounds:
        parts.append(
            f"<p style='margin-top:6px; margin-bottom:2px'><b>{html.escape(r.title)}</b></p>"
        )
        rows = []
        for line in r.lines:
            dice = "".join(
                f"<img src='{image(d, i)}' width='20' height='20' "
                f"title='{html.escape(words.die_name(d))}'> "
                for d, i in line.roll
            )
            rows.append(dice + html.escape(line.text))
        parts.append("<p style='margin-top:0px'>" + "<br>".join(rows) + "</p>")
    return "".join(parts)
