"""One game, one place: the layers of the package and where games may be named.

The layers, lowest first: ``engine`` <- ``games`` and ``bots`` <- ``ui`` <-
``app`` and ``cli``. A module imports only from its own layer or below, the
bots import no game, and nothing in ``games`` or ``bots`` touches Qt. A game
key is named only by the registry, by that game's own folders
(``games/<key>/``, ``ui/games/<key>/``) and by the tests.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from boardroom.engine.registry import GAMES, ui_package_name

PACKAGE = Path(__file__).resolve().parents[1] / "boardroom"
REGISTRY = PACKAGE / "engine" / "registry.py"
# Every key the project has or plans; the next game must not be named early either.
KEYS = tuple(sorted({*GAMES, "onager", "jikaida", "dejarik", "rival", "jaheijagaj"}))
LAYER = {
    "engine": 0,
    "games": 1,
    "bots": 1,
    "ui": 2,
    "i18n": 2,
    "app": 3,
    "cli": 3,
    "cli_commands": 3,
    "cli_puzzles": 3,
    "__init__": 0,
    "__main__": 3,
}
MODULES = sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def dotted(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


NAMES = {dotted(path) for path in MODULES}


def statements(
    tree: ast.AST, skip: Callable[[ast.stmt], bool] = lambda _: False
) -> Iterator[ast.stmt]:
    """Every statement of ``tree`` at any depth (imports are statements, and
    statements only ever hold statements in these fields: far fewer nodes
    than ``ast.walk``), leaving out whole each one ``skip`` picks."""
    for field in ("body", "orelse", "finalbody", "handlers", "cases"):
        for node in getattr(tree, field, ()):
            if isinstance(node, ast.stmt):
                if skip(node):
                    continue
                yield node
            yield from statements(node, skip)


def imports(path: Path) -> set[str]:
    """Every module a file imports, at the top or inside functions."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    package = dotted(path) if path.name == "__init__.py" else dotted(path).rpartition(".")[0]
    for node in statements(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(
                    package.split(".")[: len(package.split(".")) - node.level + 1]
                    + ([base] if base else [])
                )
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def typing_only(node: ast.stmt) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def runtime_imports(path: Path) -> set[str]:
    """The boardroom modules a file imports when it runs (``TYPE_CHECKING``
    blocks left out; ``from package import module`` names the module)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in statements(tree, skip=typing_only):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("boardroom"):
            subs = {f"{node.module}.{alias.name}" for alias in node.names} & NAMES
            found |= subs or {str(node.module)}
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names} & NAMES
    return found & NAMES


def home(path: Path) -> str | None:
    """The game whose folders hold ``path``, if any."""
    rel = path.relative_to(PACKAGE).parts
    if rel[0] == "games" and len(rel) > 2:
        return rel[1]
    if rel[:2] == ("ui", "games") and len(rel) > 3:
        return rel[2]
    return None


def layer(module: str) -> int | None:
    parts = module.split(".")
    if parts[0] != "boardroom":
        return None
    return LAYER.get(parts[1], 0) if len(parts) > 1 else 0


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_only_a_games_own_folders_name_it(path: Path) -> None:
    if path == REGISTRY:
        return
    own = home(path)
    text = path.read_text(encoding="utf-8")
    for key in KEYS:
        if key == own or not re.search(rf"\b{key}\b", text, re.IGNORECASE):
            continue  # the lines are looked at only in a file that names it
        hits = [
            n
            for n, line in enumerate(text.splitlines(), 1)
            if re.search(rf"\b{key}\b", line, re.IGNORECASE)
        ]
        assert not hits, f"{path.relative_to(PACKAGE)} names '{key}' on lines {hits}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_go_down_the_layers(path: Path) -> None:
    rel = path.relative_to(PACKAGE).parts
    mine = LAYER.get(Path(rel[0]).stem, 0)
    own = home(path)
    for module in imports(path):
        theirs = layer(module)
        if theirs is not None:
            assert theirs <= mine, f"{dotted(path)} (layer {mine}) imports {module}"
        if rel[0] in ("games", "bots"):
            assert not module.startswith(("PySide6", "pyqtgraph", "boardroom.ui")), (
                f"{dotted(path)} imports {module}: games and bots have no Qt"
            )
        if rel[0] == "bots":
            assert not module.startswith("boardroom.games"), f"{dotted(path)} imports a game"
        parts = module.split(".")
        if own is not None and parts[:2] == ["boardroom", "games"] and len(parts) > 2:
            assert parts[2] == own, f"{dotted(path)} imports another game: {module}"


def test_no_module_needs_itself_through_others_at_run_time() -> None:
    """No import circle: in a game's folder the rules import the position text
    and the views, never the other way round (those see the state's type only
    for checking)."""
    graph = {dotted(path): runtime_imports(path) - {dotted(path)} for path in MODULES}
    done: set[str] = set()

    def visit(module: str, trail: list[str]) -> None:
        if module in trail:
            circle = trail[trail.index(module) :] + [module]
            raise AssertionError("import circle: " + " -> ".join(circle))
        if module in done:
            return
        for other in sorted(graph.get(module, ())):
            visit(other, [*trail, module])
        done.add(module)

    for module in sorted(graph):
        visit(module, [])


def test_the_registry_lists_each_game_once_with_its_folders() -> None:
    """A game's rules package is there; its window package, once the window
    can show it, has its words and its adapter (the start page offers only
    those games)."""
    assert len(set(GAMES)) == len(GAMES)
    shown = 0
    for key in GAMES:
        assert (PACKAGE / "games" / key / "__init__.py").is_file()
        ui = PACKAGE.parent.joinpath(*ui_package_name(key).split("."))
        if ui.exists():
            assert (ui / "__init__.py").is_file() and (ui / "adapter.py").is_file()
            shown += 1
    assert shown >= 4


def test_the_guard_sees_a_game_named_in_a_shared_module() -> None:
    """The checks above would catch the mistakes they are for."""
    shared = PACKAGE / "ui" / "gamepage.py"
    assert (
        home(shared) is None
        and home(PACKAGE / "ui" / "games" / "onager" / "adapter.py") == "onager"
    )
    assert layer("boardroom.ui.gamepage") == 2 > LAYER["games"]
    assert "boardroom.engine.registry" in imports(PACKAGE / "bots" / "hooks.py")


NESTED = """
import a
if TYPE_CHECKING:
    import typing_only
else:
    import typing_else
def f():
    class C:
        import in_class
    try:
        import in_try
    except ImportError:
        from in_except import x
    else:
        import try_else
    finally:
        import in_finally
    with open(p) as fh:
        for n in fh:
            while n:
                import in_loop
    match n:
        case 1:
            import in_case
    return lambda: [y for y in range(3)]
"""


def test_the_statement_walk_finds_every_import_ast_walk_finds() -> None:
    tree = ast.parse(NESTED)
    seen = [n for n in statements(tree) if isinstance(n, (ast.Import, ast.ImportFrom))]
    every = [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))]
    assert len(seen) == len(every) == 10
    kept = {ast.unparse(n) for n in statements(tree, skip=typing_only)}
    assert "import typing_only" not in kept and "import typing_else" not in kept
    assert {"import a", "import in_case", "from in_except import x"} <= kept
