"""How a game ended, as data."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Outcome:
    """Winners (empty for a draw), a reason key, and one score per seat.

    Reason keys are short stable words ("back-rank", "no-moves",
    "resignation", "agreement", "move-limit", ...): the UI translates them,
    saved games store them.
    """

    winners: tuple[int, ...]
    reason: str
    scores: tuple[float, ...]

    @property
    def is_draw(self) -> bool:
        return not self.winners

    @staticmethod
    def win(seat: int, num_seats: int, reason: str) -> Outcome:
        scores = tuple(1.0 if s == seat else 0.0 for s in range(num_seats))
        return Outcome((seat,), reason, scores)

    @staticmethod
    def shared_win(seats: tuple[int, ...], num_seats: int, reason: str) -> Outcome:
        share = 1.0 / len(seats)
        scores = tuple(share if s in seats else 0.0 for s in range(num_seats))
        return Outcome(tuple(sorted(seats)), reason, scores)

    @staticmethod
    def draw(num_seats: int, reason: str) -> Outcome:
        return Outcome((), reason, tuple(1.0 / num_seats for _ in range(num_seats)))

    def to_json(self) -> dict[str, object]:
        return {"winners": list(self.winners), "reason": self.reason, "scores": list(self.scores)}
