"""Build Rival positions for tests from a few named hexes."""

from __future__ import annotations

from boardroom.engine.game import legal_texts
from boardroom.engine.text import rle_encode
from boardroom.games.rival import RivalGame, RivalState
from boardroom.games.rival.board import BOARD


def position(
    cells: dict[str, str],
    turn: str = "r",
    progress: str = "1",
    ninjas: str = "r,r",
    memory: str = "-/-",
    quiet: int = 0,
) -> str:
    """Position text with ``cells`` like {"F6": "G", "E5": "a"} (upper case Red)."""
    wanted = {BOARD.cell(k): v for k, v in cells.items()}
    rows = []
    for row in range(BOARD.rows):
        rows.append(rle_encode([wanted.get(c, ".") for c in BOARD.row_cells(row)]))
    return f"{'/'.join(rows)} {turn} {progress} {ninjas} {memory} {quiet}"


def state(
    cells: dict[str, str],
    turn: str = "r",
    progress: str = "1",
    ninjas: str = "r,r",
    memory: str = "-/-",
    quiet: int = 0,
) -> RivalState:
    return RivalGame().state_from_text(position(cells, turn, progress, ninjas, memory, quiet))


def legal(s: RivalState) -> set[str]:
    return set(legal_texts(s))


def targets(s: RivalState, origin: str) -> set[str]:
    """Where the piece on ``origin`` may move (kill or not), as labels."""
    found = set()
    for text in legal(s):
        if text[: len(origin)] == origin and text[len(origin)] in "-x":
            found.add(text[len(origin) + 1 :])
    return found


# Both sides keep a Samurai and an Ashigaru far away so that no win condition
# interferes with what a test looks at.
RESERVES = {"A1": "S", "A2": "A", "K1": "s", "K2": "a"}
