"""The bot process's "estimate" job: the seat's view, or the whole game for
seat -1, at the budget named in the request."""

from __future__ import annotations

import multiprocessing
import random
from typing import Any

import pytest

from boardroom.bots import analysis, service
from boardroom.engine.registry import make_game


class Pipe:
    def __init__(self) -> None:
        self.sent: list[Any] = []

    def send(self, item: Any) -> None:
        self.sent.append(item)


def secret_state() -> Any:
    state = make_game("rival").new_state(seed=4)
    rng = random.Random(2)
    while state.phase == "setup":  # both Ninjas hidden by now
        state.apply(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("seat", [0, 1, -1])
def test_the_estimate_sees_the_view_it_is_allowed(
    monkeypatch: pytest.MonkeyPatch, seat: int
) -> None:
    seen: list[tuple[Any, float]] = []

    def record(
        state: Any, seconds: float, cancel: Any = None, progress: Any = None
    ) -> analysis.Estimate:
        seen.append((state, seconds))
        return analysis.Estimate((0.25, 0.75))

    monkeypatch.setattr(analysis, "estimate", record)
    state = secret_state()
    reply = service._run_job(
        (3, "estimate", "rival", "review", seat, state),
        Pipe(),  # type: ignore[arg-type]
        multiprocessing.Value("q", 0),
        {},
    )
    assert reply == ("done", 3, analysis.Estimate((0.25, 0.75)))
    given, seconds = seen[0]
    expected = state if seat < 0 else state.view(seat)
    assert given.to_text() == expected.to_text()
    assert seconds == analysis.REVIEW_SECONDS
    if seat >= 0:
        assert given.to_text() != state.to_text()  # the other seat's Ninja was hidden


def test_budgets_by_name_or_in_seconds() -> None:
    assert service.budget_seconds("background") == analysis.BACKGROUND_SECONDS
    assert service.budget_seconds("review") == analysis.REVIEW_SECONDS
    assert service.budget_seconds("0.05") == 0.05


def test_a_real_estimate_adds_up_to_one() -> None:
    state = make_game("onager", {"side": 5}).new_state(seed=1)
    reply = service._run_job(
        (1, "estimate", "onager", "0.05", -1, state),
        Pipe(),  # type: ignore[arg-type]
        multiprocessing.Value("q", 0),
        {},
    )
    assert reply is not None and reply[0] == "done"
    assert sum(reply[2].chances) == pytest.approx(1.0) and reply[2].best in state.legal_moves()
