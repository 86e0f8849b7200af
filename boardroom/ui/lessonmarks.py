"""Rings on the cells a lesson step points at, on any board scene.

The scenes know nothing of lessons; these rings are items of our own laid
over the cells' items (a hex, a square, a terrace's hex), found by the same
methods the scenes offer for their tests and tooltips. They are laid again
after each drawing, since a scene may rebuild its items.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import shiboken6
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsScene

RING = QColor("#f2a900")
Z_RINGS = 50  # above the cells and pieces, below dragged pieces and dialogs


def cell_rect(scene: QGraphicsScene, cell: int) -> QRectF | None:
    """Where ``cell`` is drawn, or None when the scene draws no cells."""
    finder = getattr(scene, "cell_rect", None)  # every board scene has it
    if finder is None:
        return None
    rect = finder(cell)
    return rect if isinstance(rect, QRectF) and not rect.isEmpty() else None


class CellRings:
    """The rings of one scene; ``show`` replaces them."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.items: list[QGraphicsEllipseItem] = []
        self.cells: tuple[Hashable, ...] = ()

    def show(self, cells: Sequence[Hashable]) -> None:
        self.clear()
        self.cells = tuple(cells)
        for cell in self.cells:
            if not isinstance(cell, int):
                continue
            rect = cell_rect(self.scene, cell)
            if rect is None or rect.isEmpty():
                continue
            inset = min(rect.width(), rect.height()) * 0.12
            ring = QGraphicsEllipseItem(rect.adjusted(inset, inset, -inset, -inset))
            pen = QPen(RING, max(2.0, min(rect.width(), rect.height()) * 0.09))
            pen.setStyle(Qt.PenStyle.DashLine)
            ring.setPen(pen)
            ring.setZValue(Z_RINGS)
            ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            ring.setAcceptHoverEvents(False)
            ring.setData(0, "lessonRing")
            self.scene.addItem(ring)
            self.items.append(ring)

    def again(self) -> None:
        """Lay the same rings again (the scene moved or rebuilt its cells)."""
        self.show(self.cells)

    def clear(self) -> None:
        for item in self.items:
            if shiboken6.isValid(item) and item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items = []

    def shown(self) -> int:
        """How many rings are on the board now (for tests)."""
        return sum(1 for item in self.items if shiboken6.isValid(item) and item.scene() is not None)
