"""Golden playthroughs (OpenSpiel's ``integration_tests/playthroughs``): for
each registered game, and the variants and seat counts worth it, a readable
text file of one seeded game: each move in notation, the position text after
it, each seat's view (its text and its move list) where the game has
secrets, and the moves a bot chooses at a fixed search budget (no time cap,
so the same on any machine). ``test_golden.py`` makes them again and diffs.

After an intended change of behaviour, write them again and read the diff:

    .venv/bin/python -m tests.golden.make && git diff tests/golden
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import importlib
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from boardroom.bots import levels as bot_levels
from boardroom.bots.hooks import hooks_for
from boardroom.engine.game import Game, State
from boardroom.engine.registry import GAMES_PACKAGE, all_games

HERE = Path(__file__).parent
PLIES = 30  # random moves in each playthrough, after its setup phase if any
BOT_LEVEL = "medium"  # its node or iteration cap, its time cap removed
BOT_EVERY = 6  # plies between the positions the bot is asked about
SEED = 2026


@dataclasses.dataclass(frozen=True)
class Playthrough:
    name: str
    key: str
    options: dict[str, object]
    seats: int | None
    plies: int = PLIES

    @property
    def path(self) -> Path:
        return HERE / f"{self.name}.txt"


def playthroughs() -> list[Playthrough]:
    """Each game with its defaults, each other choice of an option with choices
    (but not every first-player choice), and each other seat count."""
    out = []
    for cls in all_games():
        key = cls.spec.key
        out.append(Playthrough(key, key, {}, None))
        for option in cls.spec.options:
            if option.key == "first":
                continue  # who starts: a colour swap, nothing new
            for choice in option.choices:
                if choice != option.default:
                    out.append(
                        Playthrough(f"{key}-{option.key}={choice}", key, {option.key: choice}, None)
                    )
        for seats in range(cls.spec.min_seats + 1, cls.spec.max_seats + 1):
            out.append(Playthrough(f"{key}-seats={seats}", key, {}, seats))
    return out


def _untimed(settings: Any) -> Any:
    """A level's settings with its time cap removed (its node cap stays)."""
    if hasattr(settings, "seconds"):
        return dataclasses.replace(settings, seconds=None)
    if hasattr(settings, "config") and hasattr(settings.config, "seconds"):
        return dataclasses.replace(
            settings, config=dataclasses.replace(settings.config, seconds=None)
        )
    raise TypeError(f"no time cap found in {settings!r}")


@contextlib.contextmanager
def untimed_levels(key: str) -> Iterator[None]:
    """The game's bot levels without their time caps while inside: a bot then
    stops on its node (iteration) cap alone and chooses the same on any machine."""
    tables: list[dict[str, Any]] = [bot_levels.DEFAULT_LEVELS]
    levels = hooks_for(key).levels
    if isinstance(levels, dict):
        tables.append(levels)
    saved_seconds: list[tuple[dict[str, Any], dict[str, Any]]] = []
    for module_name in ("bot", "solver"):
        try:
            module = importlib.import_module(f"{GAMES_PACKAGE}.{key}.{module_name}")
        except ModuleNotFoundError:
            continue
        table = getattr(module, "LEVELS", None)
        if isinstance(table, dict) and all(table is not t for t in tables):
            tables.append(table)
        seconds = getattr(module, "SECONDS", None)  # a per-level time cap table
        if isinstance(seconds, dict):
            saved_seconds.append((seconds, dict(seconds)))
    saved = [(table, dict(table)) for table in tables]
    try:
        for table in tables:
            for level in list(table):
                table[level] = _untimed(table[level])
        for seconds, _ in saved_seconds:
            for level in list(seconds):
                seconds[level] = None
        yield
    finally:
        for table, old in saved:
            table.clear()
            table.update(old)
        for seconds, old in saved_seconds:
            seconds.clear()
            seconds.update(old)


def _digest(texts: list[str]) -> str:
    return hashlib.sha1("\n".join(sorted(texts)).encode()).hexdigest()[:12]


def _seat(game: Game, seat: int) -> str:
    return f"{seat} ({game.seat_name(seat)})"


def _views(game: Game, state: State, lines: list[str]) -> None:
    if not game.spec.hidden_information:
        return
    for seat in range(state.num_seats):
        view = state.view(seat)
        lines.append(f"  view {seat}: {view.to_text()}")
        lines.append(f"  view {seat} moves: {' '.join(view.moves_text())}")


def _bot_choice(key: str, state: State, seed: int) -> str:
    bot = bot_levels.make_bot(key, BOT_LEVEL, seed)
    return state.format_move(bot.choose(state.clone()))


def render(item: Playthrough, seed: int = SEED, bot_every: int = BOT_EVERY) -> str:
    """The playthrough's text: random moves chosen by a seeded generator from
    the legal moves in notation order, so the order the rules list them in
    does not matter here (the bot's choices see it). With ``bot_every`` a
    multiple of ``BOT_EVERY``, the bot is asked at fewer plies (the other
    lines are the same)."""
    game = next(cls for cls in all_games() if cls.spec.key == item.key)(item.options, item.seats)
    state = game.new_state(seed)
    chooser = random.Random(seed)
    lines = [
        f"# Golden playthrough: {game.spec.title}, options {item.options or 'default'}, "
        f"{game.num_seats} seats, seed {seed}.",
        "# Written by tests/golden/make.py, checked by tests/golden/test_golden.py.",
        "# Each ply: the seat, its move, the legal moves (how many, sha1 of the sorted",
        "# notations), the position text after it"
        + (
            ", and each seat's view (its text, its move list)"
            if game.spec.hidden_information
            else ""
        )
        + ";",
        f"# every {BOT_EVERY} plies the {BOT_LEVEL} bot's choice (its node cap, no time cap).",
        "# After an intended change, write this game's files again and read the diff:",
        f"#   .venv/bin/python -m tests.golden.make {item.key} && git diff tests/golden",
        f"start: {state.to_text()}",
    ]
    _views(game, state, lines)
    with untimed_levels(item.key):
        ply = 0
        played = 0  # plies of play, after any setup phase
        while played < item.plies and not state.is_terminal():
            moves = state.legal_moves()
            texts = sorted(state.format_move(m) for m in moves)
            if ply % bot_every == 0:
                choice = _bot_choice(item.key, state, seed + ply)
                lines.append(f"bot {BOT_LEVEL} (seed {seed + ply}): {choice}")
            text = texts[chooser.randrange(len(texts))]
            seat = state.current_seat
            state.play(text)
            lines.append(
                f"ply {ply + 1}: seat {_seat(game, seat)} plays {text} "
                f"[legal {len(texts)}, {_digest(texts)}]"
            )
            lines.append(f"  text: {state.to_text()}")
            _views(game, state, lines)
            ply += 1
            played += state.phase == "play"
    outcome = state.outcome()
    if outcome is None:
        lines.append("outcome: none yet")
    else:
        scores = " ".join(f"{score:g}" for score in outcome.scores)
        winners = " ".join(str(w) for w in outcome.winners) or "none (draw)"
        lines.append(f"outcome: {outcome.reason}, winners {winners}, scores {scores}")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    wanted = set(argv)
    for item in playthroughs():
        if wanted and item.name not in wanted and item.key not in wanted:
            continue
        item.path.write_text(render(item), encoding="utf-8")
        print(f"wrote {item.path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
