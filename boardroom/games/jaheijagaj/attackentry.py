"""An attack's clicks read in the order the pieces move (RULINGS 5): the
primary walks onto the target's hex first, so the hexes it left are free;
then each helper in turn, a click on an occupied hex starting the next
helper and a click on a free hex taking the current one on. The window's
panel and the reasons (``why``) read an attack being entered with this.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass
class AttackEntry:
    """``primary``: the primary's path, the target last. ``helpers``: the
    paths of the helpers entered so far, the last one possibly unfinished.
    ``cells``: the board with the primary on the target's hex and each
    helper but the last on its last hex (the last still on its start)."""

    primary: list[int]
    helpers: list[list[int]]
    cells: list[int]

    @property
    def target(self) -> int:
        return self.primary[-1]


def read_attack(cells: Sequence[int], steps: Sequence[int], target_at: int) -> AttackEntry:
    """``steps[target_at]`` is the target (the first occupied hex after the
    primary's start); ``cells`` as the attacker sees them."""
    board = list(cells)
    primary = list(steps[: target_at + 1])
    board[primary[-1]] = board[primary[0]]
    board[primary[0]] = 0
    helpers: list[list[int]] = []
    for h in steps[target_at + 1 :]:
        if helpers and not board[h]:
            helpers[-1].append(h)
            continue
        if helpers:
            settle(board, helpers[-1])
        helpers.append([h])
    return AttackEntry(primary, helpers, board)


def settle(cells: list[int], helper: Sequence[int]) -> None:
    """A finished helper stands on its last hex."""
    if len(helper) > 1:
        cells[helper[-1]] = cells[helper[0]]
        cells[helper[0]] = 0
