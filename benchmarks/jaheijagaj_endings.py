"""What the Jaheijagaj games of a ladder run that the stall rule or the cap
cut short looked like at their end: each is replayed from its seed and its
recorded moves (``--reports``), and its last position sorted by what kept
it from ending by the rules:

- **fortress**: a seat held both summit hexes where a piece can stand, with
  honour 4 there: nothing can reach them, so that seat can never be put out;
- **summit piece**: a seat's piece whose loss alone would put it out stood
  on one of them (a lone Guard up there needs two attacks ready at once);
- **even**: the two seats with the most honour were within 3 of each other;
- **other**: none of these.

    python -m benchmarks.jaheijagaj_endings /tmp/boardroom-ladder/jaheijagaj-*.jsonl
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

from boardroom.engine.match import derived_seed
from boardroom.engine.registry import make_game
from boardroom.games.jaheijagaj.evaluation import infantry_by_side, summit_stands
from boardroom.games.jaheijagaj.finishing import decisive
from boardroom.games.jaheijagaj.pieces import OUT_BELOW, honour, side_of
from boardroom.games.jaheijagaj.rules import JaheijagajState


def last_position(row: dict[str, object]) -> JaheijagajState:
    seats = row["seats"]
    assert isinstance(seats, list)
    game = make_game("jaheijagaj", {"move_limit": "0"}, len(seats))
    seed, index = row["seed"], row["game"]
    assert isinstance(seed, int) and isinstance(index, int)
    state = game.new_state(derived_seed(seed, index, 0))
    moves = row.get("moves")
    if not isinstance(moves, list) or not moves:
        raise SystemExit("this report has no moves: run the ladder again (the moves came later)")
    for written in moves:
        state.play(state.parse_move(str(written)))
    assert isinstance(state, JaheijagajState)
    return state


def kind(state: JaheijagajState) -> str:
    cells = state.cells
    stands = [h for h in summit_stands() if cells[h]]
    sides = [side_of(cells[h]) for h in stands]
    if len(sides) == 2 and sides[0] == sides[1]:
        if sum(honour(cells[h]) for h in stands) >= OUT_BELOW:
            return "fortress"
    pieces = infantry_by_side(state)
    for seat in range(state.num_seats):
        if state.alive[seat] and any(e in stands for e, _ in decisive(cells, pieces[seat])):
            return "summit piece"
    honours = sorted(
        (sum(honour(cells[h]) for h in pieces[s]) for s in range(state.num_seats)), reverse=True
    )
    if len(honours) > 1 and honours[0] - honours[1] <= 3:
        return "even"
    return "other"


def main(paths: list[str]) -> None:
    kinds: Counter[str] = Counter()
    for path in paths:
        for line in Path(path).read_text().splitlines():
            row = json.loads(line)
            if row["ending"] == "rules":
                continue
            state = last_position(row)
            found = kind(state)
            kinds[found] += 1
            seats = row["seats"]
            print(
                f"{Path(path).stem} game {row['game']}: {row['ending']} after {row['plies']} "
                f"plies, {found}; seats {seats}; winners {row['outcome']['winners']}\n"
                f"  {state.to_text()}"
            )
    print("cut short:", ", ".join(f"{k} {n}" for k, n in kinds.most_common()))


if __name__ == "__main__":
    main(sys.argv[1:])
