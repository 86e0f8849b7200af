"""What a match's games say beyond the tally (PRACTICES 22, as Fishtest and
cutechess-cli report): how many were distinct games, how they ended (by the
rules, by a limit on quiet play such as a move limit or a stall rule, by the
match's ply cap, by adjudication), how long they went without a removal, and
the first agent's score with Wilson's 95% interval, over every game and over
the games someone won.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from boardroom.engine.outcome import Outcome

RULES, LIMIT, CAP, ADJUDICATED = "rules", "limit", "cap", "adjudication"
ENDINGS = (RULES, LIMIT, CAP, ADJUDICATED)


@dataclass(frozen=True)
class GameReport:
    """One game of a match. ``ending``: one of ``ENDINGS``. A removal is a move
    after which the game's move-limit count starts again (a capture...)."""

    outcome: Outcome
    ending: str
    plies: int
    quiet_plies: int  # plies after which nothing had been removed
    longest_quiet: int  # the longest run of them
    final_quiet: int  # the run at the game's end
    digest: str  # of the moves' notation: equal digests, the same game
    # The moves' notation, in order: a game cut short can be studied (or
    # replayed from its seed) without playing the bots again.
    moves: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "outcome": self.outcome.to_json(),
            "ending": self.ending,
            "plies": self.plies,
            "quiet_plies": self.quiet_plies,
            "longest_quiet": self.longest_quiet,
            "final_quiet": self.final_quiet,
            "digest": self.digest,
            "moves": list(self.moves),
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> GameReport:
        told = data["outcome"]
        outcome = Outcome(
            tuple(int(s) for s in told["winners"]),
            str(told["reason"]),
            tuple(float(x) for x in told["scores"]),
        )
        return GameReport(
            outcome,
            str(data["ending"]),
            int(data["plies"]),
            int(data["quiet_plies"]),
            int(data["longest_quiet"]),
            int(data["final_quiet"]),
            str(data["digest"]),
            tuple(str(m) for m in data.get("moves", ())),
        )


def wilson(score: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's 95% interval for a share ``score`` of ``games`` (draws as half)."""
    if games == 0:
        return 0.0, 1.0
    denom = 1 + z * z / games
    centre = (score + z * z / (2 * games)) / denom
    half = z * math.sqrt(score * (1 - score) / games + z * z / (4 * games * games)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Summary:
    games: int
    distinct: int
    endings: dict[str, int]
    score: float  # the first agent's share of the points over every game
    interval: tuple[float, float]
    decided: int  # games with a winner
    decided_score: float  # the first agent's share of those
    decided_interval: tuple[float, float]
    mean_plies: float
    mean_quiet: float
    longest_quiet_median: float
    longest_quiet_max: int

    def lines(self) -> list[str]:
        """The match command's summary lines (stable; the ladder reads them)."""
        endings = ", ".join(f"{kind} {self.endings.get(kind, 0)}" for kind in ENDINGS)
        low, high = self.interval
        d_low, d_high = self.decided_interval
        return [
            f"distinct: {self.distinct} of {self.games}",
            f"endings: {endings}",
            f"interval: {low:.3f}-{high:.3f}",
            f"decided: {self.decided}, score {self.decided_score:.3f}, "
            f"interval {d_low:.3f}-{d_high:.3f}",
            f"plies: mean {self.mean_plies:.1f}, without a removal mean {self.mean_quiet:.1f}, "
            f"longest run median {self.longest_quiet_median:.0f} max {self.longest_quiet_max}",
        ]


def summarise(reports: Sequence[GameReport], first_seats: Sequence[int]) -> Summary:
    """``first_seats[i]``: where the first agent sat in game i."""
    n = len(reports)
    points = sum(r.outcome.scores[s] for r, s in zip(reports, first_seats, strict=True))
    won = [(r, s) for r, s in zip(reports, first_seats, strict=True) if r.outcome.winners]
    won_points = sum(r.outcome.scores[s] for r, s in won)
    endings = {kind: sum(1 for r in reports if r.ending == kind) for kind in ENDINGS}
    score = points / n if n else 0.0
    decided_score = won_points / len(won) if won else 0.0
    longest = [r.longest_quiet for r in reports]
    return Summary(
        games=n,
        distinct=len({r.digest for r in reports}),
        endings=endings,
        score=score,
        interval=wilson(score, n),
        decided=len(won),
        decided_score=decided_score,
        decided_interval=wilson(decided_score, len(won)),
        mean_plies=statistics.fmean(r.plies for r in reports) if n else 0.0,
        mean_quiet=statistics.fmean(r.quiet_plies for r in reports) if n else 0.0,
        longest_quiet_median=statistics.median(longest) if n else 0.0,
        longest_quiet_max=max(longest, default=0),
    )
