"""The pyramid scene's side of play: the mouse and the keys, the marks of
play drawn on the hexes (destinations, selection, last move, hint, the
keyboard cursor, a pointed link's beam), and the words over the board (the
honour badges, one label per group of ghosts, the coordinates on the rims,
the names of a path's hexes). Functions of a ``PyramidBoardScene``, which
calls them from its methods of the same names.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QToolTip,
)

from boardroom.ui.scenes.pyramidentry import cursor_step, line_labels, nearest
from boardroom.ui.scenes.pyramidframe import shrunk
from boardroom.ui.scenes.pyramidgeometry import RADIUS, RISE, PyramidBoard, Solid
from boardroom.ui.scenes.pyramiditems import HINT, SELECTED
from boardroom.ui.scenes.pyramidlabels import badge, haloed, plate, size_of

if TYPE_CHECKING:
    from boardroom.ui.scenes.pyramidscene import PyramidBoardScene

ARROWS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}
GHOST_PLATE = QColor(16, 12, 8, 225)
PREVIEW_PLATE = QColor(255, 255, 255, 235)
# A rim: (cell, its label, the face's direction in the plane).
Rim = tuple[int, str, tuple[float, float]]


# --- mouse and keys -----------------------------------------------------------------


def help_event(scene: PyramidBoardScene, event: QGraphicsSceneHelpEvent) -> None:
    cell = scene.cell_at(event.scenePos())
    text = scene.describe(cell) if cell is not None else ""
    if text:
        QToolTip.showText(event.screenPos(), text, event.widget())
    else:
        QToolTip.hideText()
    event.accept()


def mouse_press(scene: PyramidBoardScene, event: QGraphicsSceneMouseEvent) -> None:
    scene.finish_animation()  # a move still shown on its way lands: the click is for now
    cell = scene.cell_at(event.scenePos())
    if event.button() == Qt.MouseButton.LeftButton:
        if cell is not None:
            scene.click(cell)
        else:
            scene.clear_selection()
        event.accept()
    elif event.button() == Qt.MouseButton.RightButton:
        event.ignore()  # the view turns the board on a right drag
    else:
        QGraphicsScene.mousePressEvent(scene, event)


def mouseReleaseEvent(scene: PyramidBoardScene, event: QGraphicsSceneMouseEvent) -> None:
    event.accept()  # the press did the work


def mouse_move(scene: PyramidBoardScene, event: QGraphicsSceneMouseEvent) -> None:
    cell = scene.cell_at(event.scenePos())
    if cell != scene._hover:
        scene._hover = cell
        scene._refresh()
    QGraphicsScene.mouseMoveEvent(scene, event)


def hoverLeave(scene: PyramidBoardScene) -> None:
    scene._hover = None
    scene._refresh()


def key_press(scene: PyramidBoardScene, event: QKeyEvent) -> None:
    scene.finish_animation()
    key = event.key()
    if key in ARROWS and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
        move_cursor(scene, *ARROWS[Qt.Key(key)])
        if scene._cursor is not None:
            scene.cursorMoved.emit(scene._cursor)
        event.accept()
        scene._refresh()
        return
    if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        if scene._cursor is None:
            move_cursor(scene, 0, 0)
        elif scene._prefix and scene._cursor == scene._prefix[-1] and scene.can_stop_here():
            scene.stop_here()
        else:
            scene.click(scene._cursor)
        event.accept()
        scene._refresh()
        return
    if key == Qt.Key.Key_Escape and scene._prefix:
        scene.clear_selection()
        event.accept()
        return
    event.ignore()


def move_cursor(scene: PyramidBoardScene, dx: int, dy: int) -> None:
    """To the nearest hex on screen in that direction."""
    board = scene._board
    if board is None or not scene._screen:
        return
    screen = [(p.x(), p.y()) for p in scene._screen]
    if scene._cursor is None:
        cells = [c for c in scene._prefix if isinstance(c, int)]
        middle = scene.sceneRect().center()
        scene._cursor = cells[-1] if cells else nearest(screen, (middle.x(), middle.y()))
        return
    found = cursor_step(scene._cursor, (dx, dy), screen, board.cells)
    if found is not None:
        scene._cursor = found


# --- the marks of play ----------------------------------------------------------------


def cells_of(steps: Sequence[Hashable] | None) -> list[int]:
    return [s for s in steps or () if isinstance(s, int)]


def seen_stretches(route: Sequence[int], scene: PyramidBoardScene) -> list[list[int]]:
    """The parts of a route on the board (two hexes or more), between hexes
    off it (unseen by the viewer)."""
    out: list[list[int]] = []
    part: list[int] = []
    for cell in (*route, -1):
        if 0 <= cell < len(scene._screen):
            part.append(cell)
            continue
        if len(part) >= 2:
            out.append(part)
        part = []
    return out


def points(scene: PyramidBoardScene, cells: Sequence[int]) -> list[QPointF | None]:
    """Where a path through ``cells`` is drawn: over the tops, above the
    pieces' feet; on the flat map, broken where it goes to another level."""
    lift = QPointF(0, -0.2 * scene.hex_pixels())
    board = scene._board
    out: list[QPointF | None] = []
    before: int | None = None
    for c in cells:
        if not 0 <= c < len(scene._screen):
            continue
        if (
            scene.flat
            and board is not None
            and before is not None
            and board.cells[c][2] != board.cells[before][2]
        ):
            out.append(None)
        out.append(scene._screen[c] + lift)
        before = c
    return out


def refresh(scene: PyramidBoardScene) -> None:
    if not scene._tops or not scene._screen:
        return
    runs = scene._segments() if not scene._locked else {}
    chosen = set(cells_of(scene._prefix))
    last = {r[i] for r in scene._last_routes for i in (0, -1) if 0 <= r[i] < len(scene._screen)}
    hint = set(cells_of(scene._hint))
    board = scene._board
    assert board is not None
    lit: set[int] = set()
    beam: list[int] = []
    pointed = scene._hover if scene._hover is not None else scene._cursor
    if pointed is not None and pointed in board.links:
        lit = {pointed, board.links[pointed]}
        beam = [pointed, board.links[pointed]]
    elif pointed is not None:
        for start, landing in board.links.items():
            if landing == pointed:
                lit = {start, landing}
                beam = [start, landing]
    changed = []
    for item in scene._tops:
        cell = item.cell
        marks = (cell in runs, cell in chosen, cell in last, cell in hint, cell in lit)
        if marks != (item.target, item.selected, item.last, item.hint, item.lit):
            (item.target, item.selected, item.last, item.hint, item.lit) = marks
            item.restyle()
            changed.append(cell)
    scene._terrain.update_tops(changed)  # only where marks changed is painted again
    scene._route.set_points(points(scene, cells_of(scene._prefix)) if len(chosen) > 1 else [])
    way: list[int] = []
    if pointed is not None and pointed in runs:
        way = cells_of(scene._prefix[-1:]) + cells_of(runs[pointed])
        # A lift or hole on the way: show its beam too.
        for a, b in zip(way, way[1:], strict=False):
            if board.links.get(a) == b:
                beam = [a, b]
    scene._preview.set_points(points(scene, way))
    scene._beam.set_points(points(scene, beam) if beam and not scene.flat else [])
    ways = [way for route in scene._last_routes for way in seen_stretches(route, scene)]
    for index, line in enumerate((scene._last_path, *scene._last_more)):
        line.set_points(points(scene, ways[index]) if index < len(ways) else [])
    scene._hint_path.set_points(points(scene, cells_of(scene._hint)))
    name_paths(scene, way)
    cursor = scene._cursor
    scene._overlay.set_cursor(
        shrunk(scene._terrain.top_polygon(cursor), scene._screen[cursor], 0.96)
        if cursor is not None and 0 <= cursor < len(scene._screen)
        else QPolygonF()
    )


def name_paths(scene: PyramidBoardScene, way: list[int]) -> None:
    """The hexes of the hint, the chosen route and the way pointed at,
    named on the board (the move list and the hint speak in names)."""
    board = scene._board
    assert board is not None
    pixels = round(max(9, min(13, scene.hex_pixels() * 0.3)) * scene.text_scale)
    plates: dict[int, QPixmap] = {}
    kinds = (
        (cells_of(scene._hint), HINT, "#ffffff"),
        (way, PREVIEW_PLATE, "#1d1610"),
        (cells_of(scene._prefix), SELECTED, "#1d1610"),
    )
    for cells, ground, ink in kinds:
        for cell in cells:
            plates[cell] = plate(board.names[cell], pixels, ink, QColor(ground), scene.ratio)
    drop = 0.3 * scene.hex_pixels()
    scene._overlay.set_layer(
        "names",
        [
            (scene._screen[cell] + QPointF(0, drop), picture)
            for cell, picture in plates.items()
            if 0 <= cell < len(scene._screen)
        ],
    )


# --- badges and ghosts ------------------------------------------------------------------


_RINGS: dict[str, str] = {}  # a seat's colour -> its badges' ring (every frame of a turn)


def mark_pieces(scene: PyramidBoardScene) -> None:
    """Each piece's honour over it, and one age per group of ghosts."""
    # Badges grow less: larger, they would hide the small figures they mark.
    radius = max(7.0, min(12.0, scene.hex_pixels() * 0.24)) * min(scene.text_scale, 1.5)
    badges = []
    for _cell, figure, look, _units in scene.pieces.figures:
        if figure.mark and figure.alpha > 0:  # none for a piece still on its way
            ring = _RINGS.get(look.colour)
            if ring is None:
                ring = _RINGS[look.colour] = QColor(look.colour).darker(130).name()
            badges.append((figure.badge_point(), badge(figure.mark, radius, ring, scene.ratio)))
    scene._overlay.set_layer("badges", badges)
    scene._overlay.set_layer("ghosts", ghost_labels(scene))


def ghost_labels(scene: PyramidBoardScene) -> list[tuple[QPointF, QPixmap]]:
    """Ghosts seen together (neighbours, the same age) share one label, under them."""
    board = scene._board
    if board is None or not scene._ghosts:
        return []
    ghosts = {g.cell: g.label for g in scene._ghosts if 0 <= g.cell < len(scene._screen)}
    groups: list[list[int]] = []
    seen: set[int] = set()
    for start in ghosts:
        if start in seen:
            continue
        group, todo = [], [start]
        seen.add(start)
        while todo:
            cell = todo.pop()
            group.append(cell)
            q, r, _ = board.cells[cell]
            for other in ghosts:
                oq, orr, _ = board.cells[other]
                near = max(abs(oq - q), abs(orr - r), abs(oq + orr - q - r)) <= 2
                if other not in seen and near and ghosts[other] == ghosts[start]:
                    seen.add(other)
                    todo.append(other)
        groups.append(group)
    pixels = max(10, min(13, round(scene.hex_pixels() * 0.32)))
    out = []
    for group in groups:
        picture = plate(ghosts[group[0]], pixels, "#fff6e0", GHOST_PLATE, scene.ratio)
        points = [scene._screen[c] for c in group]
        x = sum(p.x() for p in points) / len(points)
        y = max(p.y() for p in points) + size_of(picture)[1] / 2 + 0.25 * scene.hex_pixels()
        out.append((QPointF(x, y), picture))
    return out


# --- coordinates on the rims ------------------------------------------------------------


def rims_for(board: PyramidBoard, solid: Solid) -> list[Rim]:
    """The hexes along each level's edge on each face, with what tells
    them apart (their column's or row's name)."""
    rims: list[Rim] = []
    levels = sorted({level for _, _, level in board.cells})
    for _label, direction in board.faces:
        for level in levels:
            cells = [c for c in range(len(board.cells)) if board.cells[c][2] == level]
            along = {
                c: solid.centres[c][0] * direction[0] + solid.centres[c][1] * direction[1]
                for c in cells
            }
            far = max(along.values())
            line = sorted(
                (c for c in cells if along[c] > far - 0.3),
                key=lambda c: (solid.centres[c][0], solid.centres[c][1]),
            )
            labels = line_labels([board.names[c] for c in line])
            rims += [(c, text, direction) for c, text in zip(line, labels, strict=True)]
    return rims


def rim_pixels(scene: PyramidBoardScene) -> int:
    """The coordinates' letters' size."""
    return round(max(8, min(13, scene.hex_pixels() * 0.3)) * scene.text_scale)


def rim_points(scene: PyramidBoardScene) -> list[tuple[float, float, float]]:
    """Where each rim's coordinate goes in the board's space: out from the
    edge, halfway down its wall (on the riser when it faces the viewer)."""
    solid = scene._solid
    if solid is None:
        return []
    for known, rims, points in _RIM_POINTS:  # the same board: the same points (every frame)
        if known is solid and rims is scene._rims:
            return points
    points = []
    for cell, _text, (dx, dy) in scene._rims:
        x, y, z = solid.centres[cell]
        drop = min(RISE, z + 0.9) / 2
        points.append((x + dx * 1.25 * RADIUS, y + dy * 1.25 * RADIUS, z - drop))
    _RIM_POINTS[:] = [(solid, scene._rims, points)]
    return points


_RIM_POINTS: list[tuple[Solid, list[Rim], list[tuple[float, float, float]]]] = []


def place_rims(scene: PyramidBoardScene) -> None:
    board, solid = scene._board, scene._solid
    if board is None or solid is None:
        return
    pixels = rim_pixels(scene)
    placed = []
    shown: list[tuple[int, str]] = []
    if scene.flat:
        k, (ox, oy) = scene.camera.scale, scene.camera.origin
        for cell, text, (dx, dy) in scene._rims:
            if dx > -0.1 and not (abs(dx) < 0.1 and dy < 0):
                continue  # on a map, as on a chessboard: letters below, numbers on the left
            shown.append((cell, text))
            at = scene._screen[cell]
            size = scene._flat_sizes[cell] * k
            picture = haloed(text, pixels, "#3a2e22", "#fbf5e8", scene.ratio)
            placed.append((at + QPointF(dx, -dy) * size * 1.45, picture))
        for level, (x, y, _w, _h) in scene._flat_boxes.items():
            picture = scene.level_label(level)
            w, h = size_of(picture)
            placed.append((QPointF(ox + x * k + w / 2, oy + y * k + h / 2), picture))
    else:
        xs, ys, _ = scene.camera.project(rim_points(scene))
        facing: dict[tuple[float, float], bool] = {}  # a face's few directions
        # Each word's two pictures, kept while their size is (each frame of a turn).
        drawn_at = (pixels, scene.ratio)
        if scene.rim_pictures[0] != drawn_at:
            scene.rim_pictures = (drawn_at, {})
        pictures = scene.rim_pictures[1]
        for (cell, text, direction), x, y in zip(scene._rims, xs, ys, strict=True):
            front = facing.get(direction)
            if front is None:
                front = facing[direction] = scene.camera.facing_viewer(direction)
            # A higher level's rim turned away is out of sight behind it:
            # its words would lie over the terrace beyond (the ground
            # level's stand outside the board).
            if not front and board.cells[cell][2] > 0:
                continue
            shown.append((cell, text))
            word = pictures.get((text, front))
            if word is None:
                ink, halo = ("#fff4dc", "#2b2017") if front else ("#3a2e22", "#f6eedb")
                word = pictures[(text, front)] = haloed(text, pixels, ink, halo, scene.ratio)
            placed.append((QPointF(x, y), word))
    scene.rims_shown = shown
    scene._overlay.set_layer("rims", placed)
