"""The figures on the pyramid: made from the looks the adapter gives (a
piece on a hex, a ghost, a piece over several hexes with its facing arrow),
placed at their hexes' middles for the frame, and their pictures drawn at
the size they show."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from boardroom.ui.scenes import pyramidplay as play
from boardroom.ui.scenes.pyramidfigures import Arrow, Figure
from boardroom.ui.scenes.pyramiditems import PieceLook, TankLook

if TYPE_CHECKING:
    from boardroom.ui.scenes.pyramidscene import PyramidBoardScene

Art = Callable[[PieceLook, int], QPixmap]  # a piece's picture, so many pixels high
# World units for a piece of size 1.0: a little more than a hex's height at the default tilt.
FIGURE_HEIGHT = 2.0
TANK_SIZE = 1.25
GHOST_OPACITY = 0.62


def disc_art(look: PieceLook, pixels: int) -> QPixmap:
    """A lettered disc: what a piece looks like without art of its own."""
    pixmap = QPixmap(pixels, pixels)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(look.colour))
    painter.setPen(QPen(QColor("#241c14"), max(1.0, pixels / 24)))
    painter.drawEllipse(QRectF(pixels * 0.15, pixels * 0.3, pixels * 0.7, pixels * 0.65))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, pixels // 3))
    painter.setFont(font)
    painter.drawText(
        QRectF(0, pixels * 0.3, pixels, pixels * 0.65),
        Qt.AlignmentFlag.AlignCenter,
        look.letter[:1],
    )
    painter.end()
    return pixmap


class PieceSet:
    """The scene's figures; ``figures``: (feet cell, figure, its look, its
    height in world units); ``tanks``: (the piece, figure, arrow, look)."""

    def __init__(self, scene: PyramidBoardScene) -> None:
        self.scene = scene
        self.art: Art = disc_art
        self.figures: list[tuple[int, Figure, PieceLook, float]] = []
        self.tanks: list[tuple[TankLook, Figure, Arrow, PieceLook]] = []
        self.drafts: dict[tuple[str, str], QPixmap] = {}  # a picture of each kind and colour
        self.blurred = False  # some figure's picture is not at the size it shows

    def set_art(self, art: Art) -> None:
        self.art = art
        self.drafts.clear()

    def picture(self, look: PieceLook, height: float) -> QPixmap:
        """A piece's picture. Shown in a view, one drawn before at another
        size will do until the next paint (``show_now``): the size may change
        several times before then (a window opening), each picture is drawn
        once, at the size it shows."""
        scene = self.scene
        key = (look.kind, look.colour)
        if scene.views() and key in self.drafts:
            self.blurred = True
            return self.drafts[key]
        picture = self.art(look, max(8, round(height * scene.ratio)))
        self.drafts[key] = picture
        return picture

    def rebuild(self) -> None:
        scene = self.scene
        self.figures, self.tanks = [], []
        k = scene.camera.scale
        for cell, look in scene._pieces.items():
            if cell in scene._fog or cell in scene._anchor:
                continue
            units = FIGURE_HEIGHT * look.size
            figure = Figure(self.picture(look, units * k), units * k, mark=look.mark)
            self.figures.append((cell, figure, look, units))
        for ghost in scene._ghosts:
            units = FIGURE_HEIGHT * ghost.look.size
            figure = Figure(
                self.picture(ghost.look, units * k),
                units * k,
                GHOST_OPACITY,
                ghost.label,
                ghost.look.mark,
            )
            self.figures.append((ghost.cell, figure, ghost.look, units))
        for tank in scene._tanks:
            look = PieceLook(tank.kind, tank.colour, TANK_SIZE, "W")
            units = FIGURE_HEIGHT * TANK_SIZE
            figure = Figure(self.picture(look, units * k), units * k)
            self.tanks.append((tank, figure, Arrow(QColor(tank.colour)), look))
        self.hold(scene.held, arrange=False)
        scene._terrain.figures = [figure for _, figure, _, _ in self.figures] + [
            figure for _, figure, _, _ in self.tanks
        ]
        scene._terrain.arrows = [arrow for _, _, arrow, _ in self.tanks]
        if scene._screen:
            self.place(whole=False)

    def hold(self, cells: set[int], arrange: bool = True) -> None:
        """Hold back the pieces on ``cells`` (a piece over several hexes: by
        its centre), shown on their way elsewhere; give back the others."""
        for cell, figure, _look, _units in self.figures:
            if not figure.ghost:
                figure.alpha = 0.0 if cell in cells else 1.0
        for tank, figure, arrow, _look in self.tanks:
            held = bool(tank.cells) and tank.cells[0] in cells
            figure.alpha = 0.0 if held else 1.0
            arrow.hidden = held
        if arrange and self.scene._screen:
            self.scene._terrain.arrange(whole=False)
            if self.scene._area is not None:
                play.mark_pieces(self.scene)

    def sharpen(self) -> None:
        """At rest: each figure's picture drawn again at the size it shows."""
        scene = self.scene
        self.blurred = False
        for _, figure, look, _ in self.figures:
            self._sharpen_one(figure, look)
        for _, figure, _, look in self.tanks:
            self._sharpen_one(figure, look)
        scene._terrain.update()

    def _sharpen_one(self, figure: Figure, look: PieceLook) -> None:
        wanted = max(8, round(figure.drawn_height() * self.scene.ratio))
        if abs(figure.pixmap.height() - wanted) > 1:
            figure.set_pixmap(self.art(look, wanted))
            self.drafts[(look.kind, look.colour)] = figure.pixmap

    def place(self, whole: bool = True) -> None:
        scene = self.scene
        k = scene.camera.scale
        for cell, figure, _look, units in self.figures:
            figure.pos = scene._screen[cell]
            figure.height = units * k
            if scene.flat:
                figure.z = 1.0 + figure.pos.y() * 1e-6
                figure.scale = 0.85 * scene._flat_sizes[cell]
            else:
                figure.z = scene._depth[cell] + 0.01
                figure.scale = 1.0
        for tank, figure, arrow, _look in self.tanks:
            cells = [scene._screen[c] for c in tank.cells]
            figure.pos = QPointF(
                sum(p.x() for p in cells) / len(cells), sum(p.y() for p in cells) / len(cells)
            )
            figure.height = FIGURE_HEIGHT * TANK_SIZE * k
            figure.z = (
                1.0 + figure.pos.y() * 1e-6
                if scene.flat
                else max(scene._depth[c] for c in tank.cells) + 0.02
            )
            figure.scale = 0.85 if scene.flat else 1.0
            arrow.start, arrow.end = scene._screen[tank.cells[0]], scene._screen[tank.nose]
            arrow.z = figure.z + 0.01
        scene._terrain.arrange(whole)
        if scene._area is not None:
            play.mark_pieces(scene)
        else:
            scene._words_due = True
            scene.unfitted_rect()
