"""Markers and a walk over every object a view holds, for the leak test
(tests/engine/test_view_leaks.py).

A marker is a copy of a hidden value that compares equal to it: a game's
``hiddenfacts`` hook puts markers where the truth keeps what a seat may not
know, and the walk fails when one is reachable from that seat's view. An
integer marker stays a marker through arithmetic (``c >> 3``, ``bits | 1``):
a view that stores something computed from a secret is caught too, while one
that only branches on it (a comparison gives a plain bool) is not.
"""

from __future__ import annotations

import dataclasses
import functools
import types
from collections.abc import Callable, Hashable, Iterator
from typing import Any

# Every live marker by id (kept alive here so that no id is reused).
LIVE: dict[int, Any] = {}


class MarkedInt(int):
    what: str
    key: Hashable

    def __new__(cls, value: int, what: str, key: Hashable = None) -> MarkedInt:
        obj = super().__new__(cls, value)
        obj.what, obj.key = what, key
        LIVE[id(obj)] = obj
        return obj

    def __repr__(self) -> str:
        return f"{int(self)}<{self.what}>"


def _tainted(name: str) -> Callable[..., Any]:
    plain = getattr(int, name)

    def op(self: MarkedInt, *args: Any) -> Any:
        result = plain(self, *args)
        if type(result) is int:
            return MarkedInt(result, self.what, self.key)
        return result

    return op


for _name in (
    "__or__ __ror__ __and__ __rand__ __xor__ __rxor__ __lshift__ __rlshift__ __rshift__ "
    "__rrshift__ __add__ __radd__ __sub__ __rsub__ __mul__ __rmul__ __floordiv__ "
    "__rfloordiv__ __mod__ __rmod__ __neg__ __pos__ __abs__ __invert__"
).split():
    setattr(MarkedInt, _name, _tainted(_name))


class MarkedStr(str):
    what: str
    key: Hashable

    def __new__(cls, value: str, what: str, key: Hashable = None) -> MarkedStr:
        obj = super().__new__(cls, value)
        obj.what, obj.key = what, key
        LIVE[id(obj)] = obj
        return obj


class Marked:
    """A mutable object marked as secret as it is (a list of another seat's moves)."""

    def __init__(self, obj: Any, what: str, key: Hashable) -> None:
        self.obj, self.what, self.key = obj, what, key


def mark(value: Any, what: str, key: Hashable = None) -> Any:
    """A marked copy of ``value`` (int or str), or ``value`` itself marked
    (a list, dict or object: it is secret as a whole). ``key`` names the fact
    for a hook that says later whether it is still secret; None: always."""
    if isinstance(value, bool):
        raise TypeError("a bool cannot carry a marker")
    if isinstance(value, int):
        return MarkedInt(value, what, key)
    if isinstance(value, str):
        return MarkedStr(value, what, key)
    LIVE[id(value)] = Marked(value, what, key)
    return value


def marker(obj: Any) -> Any:
    """The marker ``obj`` is (a MarkedInt, MarkedStr or Marked), or None."""
    found = LIVE.get(id(obj))
    if found is None:
        return None
    if isinstance(found, Marked):
        return found if found.obj is obj else None
    return found if found is obj else None


LEAVES = (int, float, complex, str, bytes, type(None))
LEAF_TYPES = {*LEAVES, bool, MarkedInt, MarkedStr}
SKIPPED = (type, types.ModuleType, types.BuiltinFunctionType, types.MethodWrapperType)


# A step from an object to what it holds: text to write, and what fills its
# {} (PLAIN: nothing). Written out only for a path asked for (a leak's report).
PLAIN: Any = object()
# A path: (the path to the holder or None, the step to the object), a chain
# of tuples; most of the million objects a walk meets need no text.
Path = tuple[Any, str, Any] | tuple[None, str, Any]


def path_text(path: Path) -> str:
    """A path written out: ``view(0).history[3].cells``."""
    parts = []
    node: Any = path
    while node is not None:
        node, step, arg = node
        parts.append(step if arg is PLAIN else step.format(arg))
    return "".join(reversed(parts))


@functools.cache
def declared_slots(cls: type) -> tuple[str, ...]:
    """The slots ``cls`` and its bases declare (a type's, worked out once)."""
    return tuple(name for c in cls.__mro__ for name in c.__dict__.get("__slots__", ()))


@functools.cache
def slot_names(cls: type) -> tuple[str, ...]:
    """The slots of ``cls`` and its bases that hold data."""
    return tuple(n for n in declared_slots(cls) if n not in ("__dict__", "__weakref__"))


def children(obj: Any, leaves: bool = True) -> Iterator[tuple[str, Any, Any]]:
    """What ``obj`` holds, each with the step that reaches it (its text and
    what fills its {}); a list or tuple of numbers and strings holds
    nothing unless ``leaves``."""
    if isinstance(obj, LEAVES) or isinstance(obj, SKIPPED):
        return
    if isinstance(obj, (list, tuple)):
        if not leaves and set(map(type, obj)) <= LEAF_TYPES:
            return
        for i, item in enumerate(obj):
            yield "[{}]", i, item
        return
    if isinstance(obj, (set, frozenset)):
        for item in obj:
            yield "{}", PLAIN, item
        return
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield ".key", PLAIN, key
            yield "[{!r}]", key, value
        return
    if isinstance(obj, types.FunctionType):
        for i, cell in enumerate(obj.__closure__ or ()):
            yield ".closure[{}]", i, cell.cell_contents
        yield ".defaults", PLAIN, obj.__defaults__
        yield ".kwdefaults", PLAIN, obj.__kwdefaults__
        return
    if isinstance(obj, types.MethodType):
        yield ".self", PLAIN, obj.__self__
        yield ".func", PLAIN, obj.__func__
        return
    if isinstance(obj, functools.partial):
        yield ".func", PLAIN, obj.func
        yield ".args", PLAIN, obj.args
        yield ".keywords", PLAIN, obj.keywords
        return
    for name, value in getattr(obj, "__dict__", {}).items():
        yield ".{}", name, value
    for name in slot_names(type(obj)):
        if hasattr(obj, name):
            yield ".{}", name, getattr(obj, name)


def walk(root: Any, name: str, skip: set[int], leaves: bool = True) -> Iterator[tuple[Path, Any]]:
    """Every object reachable from ``root`` once, with a path to it (written
    out by ``path_text``); objects whose id is in ``skip`` (the game: public
    settings) are not entered; numbers and strings left out unless ``leaves``."""
    seen: set[int] = set()
    todo: list[tuple[Path, Any]] = [((None, name, PLAIN), root)]
    while todo:
        path, obj = todo.pop()
        if id(obj) in seen or id(obj) in skip:
            continue
        seen.add(id(obj))
        yield path, obj
        for step, arg, child in children(obj, leaves):
            # One already met is left now, not when it comes off the stack
            # (the zeros of a board's list): the same walk, in the same order.
            if id(child) not in seen and (leaves or not isinstance(child, LEAVES)):
                todo.append(((path, step, arg), child))


def is_mutable(obj: Any) -> bool:
    """Could a change made through this object show on the other side?"""
    if isinstance(obj, (list, dict, set, bytearray)):
        return True
    if isinstance(obj, LEAVES) or isinstance(obj, SKIPPED) or isinstance(obj, (tuple, frozenset)):
        return False
    if isinstance(obj, (types.FunctionType, types.MethodType, functools.partial)):
        return False
    if dataclasses.is_dataclass(obj) and obj.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        return False
    return bool(getattr(obj, "__dict__", None)) or any(
        hasattr(obj, n) for n in declared_slots(type(obj))
    )
