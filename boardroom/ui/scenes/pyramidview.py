"""The view of a pyramid scene: it lays the scene out in its own pixels (the
board fills it at every size, turn and tilt), turns the board on a right
drag or Ctrl+wheel, tilts it on Shift+wheel, and shows a compass in a free
corner whose letters, at right angles, follow the faces as drawn."""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QPainter,
    QPen,
    QPixmap,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

from boardroom.ui.scenes.pyramidgeometry import Camera

if TYPE_CHECKING:
    from boardroom.ui.scenes.pyramidscene import PyramidBoardScene

COMPASS_RADIUS = 26.0
COMPASS_MARGIN = 8


def compass_angles(
    faces: Sequence[tuple[str, tuple[float, float]]], camera: Camera
) -> dict[str, float]:
    """Where each face's letter goes on the compass, in degrees counter-
    clockwise from the right of the screen: the letters evenly spaced (at
    right angles for four faces), turned to fit the faces as drawn, the
    faces towards the viewer counting most (the one in front points down)."""
    if not faces:
        return {}
    st = math.sin(math.radians(camera.tilt))
    drawn = {}
    toward = {}
    for label, direction in faces:
        right, away = camera.turned(direction)
        drawn[label] = math.atan2(away * st, right)  # y up on the screen
        toward[label] = -away
    by_plane = sorted(faces, key=lambda f: math.atan2(f[1][1], f[1][0]))
    step = 2 * math.pi / len(faces)
    start = next(i for i, f in enumerate(by_plane) if f[0] == faces[0][0])
    offset = {f[0]: ((i - start) % len(faces)) * step for i, f in enumerate(by_plane)}
    sx = sy = 0.0
    for label, _ in faces:
        weight = max(0.0, toward[label]) ** 4 + 1e-3
        sx += weight * math.cos(drawn[label] - offset[label])
        sy += weight * math.sin(drawn[label] - offset[label])
    theta = math.atan2(sy, sx)
    return {label: math.degrees(theta + offset[label]) for label, _ in faces}


_DIAL: QPixmap | None = None


def _dial() -> QPixmap:
    """The compass's disc, drawn once (an antialiased circle costs a
    millisecond: too much for each frame of a turn)."""
    global _DIAL
    if _DIAL is None:
        radius = COMPASS_RADIUS
        _DIAL = QPixmap(int(2 * radius + 4), int(2 * radius + 4))
        _DIAL.fill(Qt.GlobalColor.transparent)
        painter = QPainter(_DIAL)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(60, 50, 40, 200), 1.5))
        painter.setBrush(QColor(255, 250, 240, 215))
        painter.drawEllipse(QPointF(radius + 2, radius + 2), radius, radius)
        painter.end()
    return _DIAL


def compass(
    faces: Sequence[tuple[str, tuple[float, float]]], camera: Camera, front: str
) -> QPixmap:
    """The compass's picture. Drawn apart in a small pixmap: the same ellipse
    drawn straight over the view costs some twenty times more."""
    radius = COMPASS_RADIUS
    picture = QPixmap(_dial())
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    centre = QPointF(radius + 2, radius + 2)
    angles = compass_angles(faces, camera)
    painter.setPen(QPen(QColor(60, 50, 40, 110), 1.0))
    for angle in angles.values():  # the cross the letters sit on
        a = math.radians(angle)
        painter.drawLine(centre, centre + QPointF(math.cos(a), -math.sin(a)) * (radius - 17))
    font = QFont()
    font.setPixelSize(12)
    for label, angle in angles.items():
        a = math.radians(angle)
        spot = centre + QPointF(math.cos(a), -math.sin(a)) * (radius - 9)
        font.setBold(label == front)
        painter.setFont(font)
        painter.setPen(QColor("#b3261e") if label == front else QColor("#3a3128"))
        painter.drawText(
            QRectF(spot.x() - 8, spot.y() - 8, 16, 16), Qt.AlignmentFlag.AlignCenter, label
        )
    painter.end()
    return picture


class PyramidBoardView(QGraphicsView):
    """Shows the pyramid filling the view; a right drag or Ctrl+wheel turns
    it, Shift+wheel tilts it; a compass in a free corner names the faces."""

    def __init__(self, scene: PyramidBoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._scene = scene  # a view does not own its scene: keep it alive
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.viewport().setMouseTracking(True)
        self.setMinimumSize(200, 200)
        self._drag: QPointF | None = None
        self._dragged = False
        self._compass: tuple[Hashable, QPixmap] | None = None  # (what it shows, its picture)
        self._corner = 0  # the compass's corner: top right, top left, bottom right, bottom left
        scene.cameraChanged.connect(self._place_compass)

    def pyramid(self) -> PyramidBoardScene:
        scene = self.scene()
        assert scene is self._scene
        return self._scene

    def _lay_out(self) -> None:
        """The scene in this view's pixels: one scene unit, one pixel."""
        self.resetTransform()
        size = self.viewport().size()
        self.pyramid().set_area(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._lay_out()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._lay_out()

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        self.setRenderHint(QPainter.RenderHint.Antialiasing, not self.pyramid().moving)
        self.pyramid().show_now()
        super().paintEvent(event)

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.RightButton:
            self._drag = event.position()
            self._dragged = False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: Any) -> None:  # noqa: N802
        if self._drag is not None:
            delta = event.position().x() - self._drag.x()
            if abs(delta) > 2:
                self._dragged = True
                self.pyramid().rotate_by(delta * 0.5)
                self._drag = event.position()
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.RightButton and self._drag is not None:
            self._drag = None
            if not self._dragged:
                cell = self.pyramid().cell_at(self.mapToScene(event.position().toPoint()))
                if cell is not None:
                    self.pyramid().right_click(cell)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def leaveEvent(self, event: Any) -> None:  # noqa: N802
        super().leaveEvent(event)
        self.pyramid().hoverLeave()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        steps = event.angleDelta().y() / 120.0
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.pyramid().rotate_by(steps * 15.0)
        elif event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            scene = self.pyramid()
            scene.set_tilt(scene.camera.tilt + steps * 5.0)
        else:
            super().wheelEvent(event)
            return
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        scene = self.pyramid()
        key = event.key()
        if key in (Qt.Key.Key_BracketLeft, Qt.Key.Key_PageUp):
            scene.step_left()
        elif key in (Qt.Key.Key_BracketRight, Qt.Key.Key_PageDown):
            scene.step_right()
        elif (
            key in (Qt.Key.Key_Up, Qt.Key.Key_Down)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            scene.set_tilt(scene.camera.tilt + (5 if key == Qt.Key.Key_Up else -5))
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # --- the compass ----------------------------------------------------------------------

    def compass_rect(self, corner: int | None = None) -> QRectF:
        """Where the compass is drawn (viewport pixels) in a corner."""
        corner = self._corner if corner is None else corner
        size = 2 * COMPASS_RADIUS + 4
        width, height = self.viewport().width(), self.viewport().height()
        x = COMPASS_MARGIN if corner in (1, 3) else width - size - COMPASS_MARGIN
        y = COMPASS_MARGIN if corner in (0, 1) else height - size - COMPASS_MARGIN
        return QRectF(x, y, size, size)

    def _place_compass(self) -> None:
        """In a corner the board leaves free (the same one while it stays
        free; while the board turns, where it was)."""
        if self.pyramid().moving:
            return
        terrain = self.pyramid()._terrain
        boxes = terrain.frame.top_boxes + terrain.frame.wall_boxes

        def free(corner: int) -> bool:
            r = self.compass_rect(corner)
            return not any(
                b[0] < r.right() and b[2] > r.left() and b[1] < r.bottom() and b[3] > r.top()
                for b in boxes
            )

        if not free(self._corner):
            self._corner = next((c for c in range(4) if free(c)), 0)

    def drawForeground(self, painter: QPainter, _rect: QRectF | QRect) -> None:  # noqa: N802
        """The compass: where each face lies, the one in front in bold."""
        scene = self.pyramid()
        board = scene.board()
        if board is None or not board.faces or scene.flat:
            return
        camera = scene.camera
        key = (round(camera.yaw, 1), round(camera.tilt, 1), scene.front_face(), board.faces)
        if self._compass is None or self._compass[0] != key:
            self._compass = (key, compass(board.faces, camera, key[2]))
        rect = self.compass_rect()
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(int(rect.x()), int(rect.y()), self._compass[1])
        painter.restore()
