"""The move list's number and notation columns fit their widest cell as Qt's
ResizeToContents would, though only new rows are measured at each move."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHeaderView
from pytestqt.qtbot import QtBot

from boardroom.ui.movelist import MoveList


def widths(moves: MoveList) -> list[int]:
    return [moves.header().sectionSize(column) for column in (0, MoveList.NOTATION)]


def test_columns_fit_like_resize_to_contents(qtbot: QtBot) -> None:
    ours, reference = MoveList(), MoveList()
    for column in (0, MoveList.NOTATION):
        reference.header().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    for moves in (ours, reference):
        qtbot.addWidget(moves)
        moves.resize(320, 300)
        moves.show()
    entries: list[tuple[str, str]] = []
    for n in range(120):
        long = "-long-notation" if n == 60 else ""  # one wide cell, then taken back
        entries.append((f"Blue moves {n}", f"c{n % 16}-d{n % 13}{long}"))
        for moves in (ours, reference):
            moves.set_moves(entries)
        assert widths(ours) == widths(reference)
    widest = widths(ours)
    for moves in (ours, reference):
        moves.set_moves(entries[:40])  # moves taken back: the columns narrow again
    assert widths(ours) == widths(reference)
    assert widths(ours)[1] < widest[1] and widths(ours)[0] < widest[0]


def test_a_review_mark_widens_the_notation_as_resize_to_contents(qtbot: QtBot) -> None:
    ours, reference = MoveList(), MoveList()
    reference.header().setSectionResizeMode(
        MoveList.NOTATION, QHeaderView.ResizeMode.ResizeToContents
    )
    entries = [(f"Blue moves {n}", f"c{n}-d{n}") for n in range(12)]
    for moves in (ours, reference):
        qtbot.addWidget(moves)
        moves.resize(420, 300)
        moves.show()
        moves.set_moves(entries)
    narrow = widths(ours)[1]
    marks = {3: ("?? (a very long mark here)", QColor("red"), "a blunder")}
    for moves in (ours, reference):
        moves.set_marks(marks)
    assert widths(ours) == widths(reference) and widths(ours)[1] > narrow
    assert ours.text(4, MoveList.NOTATION).endswith("(a very long mark here)")
    assert ours.tooltip(4, MoveList.NOTATION) == "a blunder"
