"""Let the saved-game loader find the toy games, which are not registered."""

from collections.abc import Iterator

import pytest

from boardroom.engine import savegame
from tests.toygames import make_any_game


@pytest.fixture
def toys(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(savegame, "make_game", make_any_game)
    yield
