"""Pictures for the rules texts, drawn with the app's own board scene.

Each game's rules folder has a ``figures.json`` naming, per image file, the
options, a position text, and optionally a move to draw as an arrow and
cells to mark. Pictures are drawn on first use and kept in
``data_dir()/figures/<game>/``; a changed description draws them again.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QImageWriter, QPainter

from boardroom.engine.registry import make_game
from boardroom.ui import storage
from boardroom.ui.games import adapter_for
from boardroom.ui.resources import resource_path
from boardroom.ui.scenes.hexscene import HexBoardScene
from boardroom.ui.scenes.squarescene import SquareBoardScene

FIGURE_WIDTH = 460  # logical pixels in the rules text
SCALE = 2.0  # drawn at twice the size so it stays sharp on high-DPI screens
PIVOT_TINT = QColor("#6cc070")
# Bumped when the drawing code changes, so cached pictures are redrawn.
RENDER_VERSION = "4"


def figure_specs(game: str) -> dict[str, dict[str, Any]]:
    """What each figure of ``game``'s rules shows; {} when it has none."""
    path = resource_path("rules", game, "figures.json")
    if path is None:
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in data.items() if isinstance(v, dict)} if isinstance(data, dict) else {}


def cache_dir(game: str) -> Path:
    path = storage.data_dir() / "figures" / game
    path.mkdir(parents=True, exist_ok=True)
    return path


def render_figure(
    game: str, spec: dict[str, Any], width: int = FIGURE_WIDTH, scale: float = SCALE
) -> QImage:
    """Draw one figure; raises ValueError (PositionError...) for a bad description."""
    board_game = make_game(game, spec.get("options") or {})
    state = board_game.state_from_text(spec["position"])
    adapter = adapter_for(game)
    scene = adapter.make_scene(board_game)
    adapter.show(scene, state)
    move_text = spec.get("move")
    if move_text:  # as the game marks its last move (the square board: with its path)
        adapter.show_last_move(scene, state.parse_move(move_text))
    # Marks of a figure's own, in each geometry's words.
    if isinstance(scene, SquareBoardScene):
        _mark_squares(scene, spec)
    if isinstance(scene, HexBoardScene):
        pivots = spec.get("pivots") or []
        board = scene.board()
        if pivots and board is not None:
            scene.set_regions(
                {board.cell(label): "pivot" for label in pivots},
                {"pivot": PIVOT_TINT},
                borders=False,
            )
    rect = scene.sceneRect()
    height = round(width * rect.height() / rect.width())
    image = QImage(
        QSize(round(width * scale), round(height * scale)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()), rect)
    painter.end()
    image.setDevicePixelRatio(scale)
    scene.deleteLater()
    return image


def _mark_squares(scene: SquareBoardScene, spec: dict[str, Any]) -> None:
    """Marked squares drawn as move targets (captures where a piece stands)."""
    layout = scene.board_layout()
    if layout is None:
        return
    pieces = scene.pieces()
    for name in spec.get("marks") or []:
        square = layout.parse(name)
        item = scene.square_item(square)
        item.target = True
        item.capture = square in pieces
        item.update()


PNG_QUALITY = 80  # Qt's PNG quality: 0 packs tightest, 100 not at all


def _key(spec: dict[str, Any]) -> str:
    text = RENDER_VERSION + json.dumps(spec, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def figure_path(game: str, name: str) -> Path | None:
    """The cached picture ``name`` (drawn now if needed); None if unknown or bad."""
    spec = figure_specs(game).get(name)
    if spec is None:
        return None
    try:
        folder = cache_dir(game)
    except OSError:  # a data folder that cannot be written: no figures
        return None
    target = folder / name
    stamp = folder / f"{name}.key"
    key = _key(spec)
    try:
        if target.is_file() and stamp.read_text() == key:
            return target
    except OSError:
        pass
    try:
        image = render_figure(game, spec)
    except (ValueError, KeyError):
        return None
    # PNG at zlib's lighter setting: the same pixels, files about a tenth
    # larger, saved in two thirds of the time (the rules window waits on it).
    writer = QImageWriter(str(target), b"png")
    writer.setQuality(PNG_QUALITY)
    if not writer.write(image):
        return None
    try:
        stamp.write_text(key)
    except OSError:
        pass  # drawn again next time
    return target


def figure_image(game: str, name: str) -> QImage | None:
    """The picture as an image for a text document, at its logical size."""
    path = figure_path(game, name)
    if path is None:
        return None
    image = QImage(str(path))
    if image.isNull():
        return None
    image.setDevicePixelRatio(SCALE)
    return image
