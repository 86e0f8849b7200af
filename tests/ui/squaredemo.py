"""Renders the square board scene for a look (not a test).

    QT_QPA_PLATFORM=offscreen python tests/ui/squaredemo.py [out-folder]

Writes sq-start-1280.png, sq-start-800.png, sq-mid-1280.png, sq-mid-800.png
and sq-flipped-1280.png: the Jikaida start position and a made-up midgame
with a picked Pallan, its targets and the preview of a bent vault, inside a
window shaped like the game page (board on the left, a side panel right).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QApplication,
    QLabel,
    QListWidget,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from boardroom.ui.games.jikaida.layout import jikaida_layout  # noqa: E402
from boardroom.ui.games.jikaida.pieces import JIKAIDA_PIECES  # noqa: E402
from boardroom.ui.scenes.squarescene import (  # noqa: E402
    SquareBoardScene,
    SquareBoardView,
    SquareLayout,
    SquareMove,
)

START = (
    "cjhapkannhjc/dddddddddddd/ssssssssssss/12/12/12/12/12/12/12/12/12/12/12/12/"
    "SSSSSSSSSSSS/DDDDDDDDDDDD/CJHNNAPKAHJC y - yb 0"
)

# A made-up middle game (not necessarily reachable): Yellow's Pallan on e7
# stands behind a column of pieces it may vault along.
MIDGAME = (
    "c1hap1a1nhj1/dd1dd2ddd1d/s1s1sksss1s1/2s3d5/3S4N3/4s7/7h4/12/12/6d5/4sS6/4D7/"
    "4s7/4S7/4P7/SS1SS3S1SS/D1DD1D1DD1D1/CJHNNA1KAHJC y - y 14"
)


def parse_pieces(text: str, layout: SquareLayout) -> dict[int, tuple[str, int]]:
    """Square -> (kind, seat) from the ranks field of a Jikaida position text."""
    rows = text.split()[0].split("/")
    if len(rows) != layout.ranks:
        raise ValueError(f"expected {layout.ranks} ranks, got {len(rows)}")
    pieces: dict[int, tuple[str, int]] = {}
    for row_index, row in enumerate(rows):
        rank = layout.ranks - 1 - row_index
        file, digits = 0, ""
        for ch in row + " ":
            if ch.isdigit():
                digits += ch
                continue
            if digits:
                file += int(digits)
                digits = ""
            if ch == " ":
                break
            pieces[layout.square(file, rank)] = (ch.upper(), 0 if ch.isupper() else 1)
            file += 1
        if file != layout.files:
            raise ValueError(f"rank {rank + 1} has {file} files")
    return pieces


def window(scene: SquareBoardScene, width: int, height: int) -> tuple[QWidget, SquareBoardView]:
    """A stand-in for the game page: board left (3 parts), panel right (1 part)."""
    root = QWidget()
    root.resize(width, height)
    splitter = QSplitter(Qt.Orientation.Horizontal)
    board_side = QWidget()
    column = QVBoxLayout(board_side)
    column.setContentsMargins(6, 6, 6, 6)
    view = SquareBoardView(scene)
    view.setBackgroundBrush(view.palette().window())
    column.addWidget(view, 1)
    column.addWidget(QLabel("Yellow to play"))
    panel = QListWidget()
    panel.addItems([f"{n}. move" for n in range(1, 20)])
    panel.setMinimumWidth(200)
    splitter.addWidget(board_side)
    splitter.addWidget(panel)
    splitter.setStretchFactor(0, 3)
    splitter.setStretchFactor(1, 1)
    # What the game page leaves the board: about 800 px of 1280, 600 of 800.
    board_width = 800 if width >= 1280 else width * 3 // 4
    splitter.setSizes([board_width, width - board_width])
    layout = QVBoxLayout(root)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(splitter)
    root.show()
    QTest.qWaitForWindowExposed(root)
    return root, view


def midgame_scene(layout: SquareLayout) -> tuple[SquareBoardScene, dict[str, SquareMove]]:
    scene = SquareBoardScene(JIKAIDA_PIECES)
    scene.set_layout(layout)
    scene.set_pieces(parse_pieces(MIDGAME, layout))
    sq = layout.parse
    moves = {
        "step": SquareMove((sq("e4"), sq("f5"))),
        "run": SquareMove((sq("e4"), sq("a8"))),
        "vault": SquareMove((sq("e4"), sq("e9")), path=(sq("e4"), sq("e9"))),
        "vault-capture": SquareMove((sq("e4"), sq("e8")), path=(sq("e4"), sq("e8"))),
        "bent": SquareMove((sq("e4"), sq("h10")), path=(sq("e4"), sq("e7"), sq("h10"))),
        "front-turn": SquareMove((sq("e4"), sq("i5")), path=(sq("e4"), sq("f5"), sq("i5"))),
        "other": SquareMove((sq("i3"), sq("i4"))),
    }
    scene.set_legal_moves(list(moves.values()))
    scene.set_last_move(SquareMove((sq("f14"), sq("e13"))))
    scene.set_check([sq("f16")])
    return scene, moves


def main(out: Path) -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    layout = jikaida_layout()
    for width, height in ((1280, 800), (800, 600)):
        scene = SquareBoardScene(JIKAIDA_PIECES)
        scene.set_layout(layout)
        scene.set_pieces(parse_pieces(START, layout))
        root, _view = window(scene, width, height)
        root.grab().save(str(out / f"sq-start-{width}.png"))
        root.close()

        scene, moves = midgame_scene(layout)
        root, view = window(scene, width, height)
        start = view.mapFromScene(scene.square_centre(layout.parse("e4")))
        QTest.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start
        )
        target = view.mapFromScene(scene.square_centre(layout.parse("h10")))
        QTest.mouseMove(view.viewport(), target)
        root.grab().save(str(out / f"sq-mid-{width}.png"))
        if width == 1280:
            scene.set_flipped(True)
            scene.set_local_coordinates(True)
            QTest.mouseMove(
                view.viewport(), view.mapFromScene(scene.square_centre(layout.parse("e8")))
            )
            root.grab().save(str(out / "sq-flipped-1280.png"))
        root.close()
        del moves
    app.processEvents()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp"))
