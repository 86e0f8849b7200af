"""The scene protocol is real (issue 20): every scene the pages drive is a
BoardScene that writes each method the protocol leaves to it and carries its
signals, so a scene missing one fails here rather than at the first click."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Hashable, Sequence
from typing import Any

import pytest
from PySide6.QtCore import QMetaMethod, QRectF, Signal
from PySide6.QtWidgets import QGraphicsScene

import boardroom.ui.scenes
from boardroom.engine.registry import GAMES, make_game
from boardroom.ui.games import adapter_for, has_board
from boardroom.ui.scenes.boardscene import BoardScene

# The signals the pages connect to, with their Qt signatures.
SIGNALS = {
    "moveRequested": "moveRequested(PyObject)",
    "selectionChanged": "selectionChanged(PyObject)",
    "cursorMoved": "cursorMoved(int)",
    "illegalAttempt": "illegalAttempt(PyObject)",
    "cameraChanged": "cameraChanged()",
}


def protocol_methods() -> dict[str, bool]:
    """Every method BoardScene declares -> whether each scene must write it
    (the base raises NotImplementedError)."""
    bare = BoardScene()
    out = {}
    for name, member in vars(BoardScene).items():
        if name.startswith("_") or not inspect.isfunction(member):
            continue
        arguments = [None] * (len(inspect.signature(member).parameters) - 1)
        try:
            getattr(bare, name)(*arguments)
        except NotImplementedError:
            out[name] = True
        else:
            out[name] = False
    return out


def _positional(function: Any) -> tuple[int, int]:
    """(required, accepted) positional parameters, ``self`` left out."""
    parameters = list(inspect.signature(function).parameters.values())[1:]
    positional = [
        p
        for p in parameters
        if p.kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    ]
    required = [p for p in positional if p.default is inspect.Parameter.empty]
    return len(required), len(positional)


def missing(cls: type) -> list[str]:
    """What ``cls`` lacks of the protocol (empty: it implements it fully)."""
    if not issubclass(cls, BoardScene):
        return ["is not a BoardScene"]
    out = []
    for name, required in protocol_methods().items():
        own = getattr(cls, name)
        if required and own is getattr(BoardScene, name):
            out.append(f"{name} not written")
            continue
        wanted = _positional(getattr(BoardScene, name))[1]
        needs, takes = _positional(own)
        if not needs <= wanted <= takes:
            out.append(f"{name} takes {needs}-{takes} arguments, the protocol gives {wanted}")
    for name in SIGNALS:
        if not isinstance(getattr(cls, name, None), Signal):
            out.append(f"signal {name} missing")
    return out


def signal_signatures(scene: QGraphicsScene) -> set[str]:
    meta = scene.metaObject()
    return {
        bytes(meta.method(i).methodSignature().data()).decode()
        for i in range(meta.methodCount())
        if meta.method(i).methodType() == QMetaMethod.MethodType.Signal
    }


def scene_classes() -> list[type]:
    """Every scene class defined in boardroom.ui.scenes (the pyramid's
    included) that is not only a base of others (the shared move entry)."""
    found: dict[str, type] = {}
    for info in pkgutil.iter_modules(boardroom.ui.scenes.__path__):
        module = importlib.import_module(f"boardroom.ui.scenes.{info.name}")
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            if (
                issubclass(cls, QGraphicsScene)
                and cls is not BoardScene
                and cls.__module__ == module.__name__
            ):
                found[cls.__qualname__] = cls
    classes = list(found.values())
    return [c for c in classes if not any(o is not c and issubclass(o, c) for o in classes)]


def test_the_scene_modules_hold_the_four_geometries() -> None:
    names = {cls.__name__ for cls in scene_classes()}
    assert {"HexBoardScene", "SquareBoardScene", "PyramidBoardScene", "DiceTableScene"} <= names


@pytest.mark.parametrize("cls", scene_classes(), ids=lambda cls: cls.__name__)
def test_every_scene_class_implements_the_protocol(cls: type) -> None:
    assert missing(cls) == []


@pytest.mark.parametrize("key", [key for key in GAMES if has_board(key)])
def test_every_games_scene_implements_the_protocol(key: str) -> None:
    game = make_game(key, {})
    adapter = adapter_for(key)
    scene = adapter.make_scene(game)
    try:
        assert isinstance(scene, BoardScene)
        assert missing(type(scene)) == []
        assert set(SIGNALS.values()) <= signal_signatures(scene)
        # The page's calls go through on the game's real scene.
        scene.set_legal_moves([])
        scene.set_last_move(None)
        scene.set_hint(None)
        scene.cancel_selection()
        assert scene.prefix() == () and scene.stop_here() is False
        assert isinstance(scene.cell_rect(-1), QRectF) and scene.cell_rect(-1).isEmpty()
        assert isinstance(scene.has_cell_names(), bool) and isinstance(scene.has_regions(), bool)
    finally:
        scene.deleteLater()


def test_a_scene_missing_a_method_or_a_signal_is_caught() -> None:
    class Half(BoardScene):
        def set_legal_moves(self, moves: Sequence[Any]) -> None:
            pass

        def describe(self) -> str:  # type: ignore[override]
            return ""

    problems = missing(Half)
    assert "set_legal_moves not written" not in problems
    assert "set_hint not written" in problems and "cell_at not written" in problems
    assert "describe takes 0-0 arguments, the protocol gives 1" in problems
    assert missing(QGraphicsScene) == ["is not a BoardScene"]

    class Shadowed(Half):  # a signal hidden by a plain attribute
        cursorMoved = None

    assert "signal cursorMoved missing" in missing(Shadowed)


def test_defaults_suit_a_board_without_the_feature() -> None:
    scene = BoardScene()
    steps: tuple[Hashable, ...] = ("kind",)
    scene.set_step_prefix(steps)  # ignored
    scene.set_completion_chooser(None)
    scene.set_cell_names(True)
    scene.set_local_coordinates(True)
    assert not scene.has_cell_names() and not scene.has_regions()
    required = {name for name, must in protocol_methods().items() if must}
    assert {"set_legal_moves", "prefix", "describe", "cell_at", "cell_rect"} <= required
    assert "set_step_prefix" not in required and "has_cell_names" not in required
