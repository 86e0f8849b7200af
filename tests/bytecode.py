"""Compile the code once before pytest-xdist starts its workers.

Each worker imports every test module, and pytest rewrites the asserts of
each one (about 4 s of CPU a worker on this code); the package, the tests'
helpers and the processes the tests start (the command line, the bot
process) compile their modules too. Without a cache every process does it
again, which is the case on a first run and always where
PYTHONDONTWRITEBYTECODE is set. So the controller compiles each file once,
split over as many forked processes as there are workers, and the workers
read what it wrote. Hypothesis too reads the constants of every module of
the package in each process (about 0.8 s a process) and keeps them in
``.hypothesis`` by the source's hash: the controller reads them first.

Where PYTHONDONTWRITEBYTECODE is set the files written here are removed at
the end of the run: the run shares its compiled code between its own
processes and leaves no more behind than it found.

The rewritten files are written by pytest's own (private) functions so that
they are the files pytest reads; if those change, the warm-up is skipped
and the run compiles as it always did.
"""

from __future__ import annotations

import compileall
import fnmatch
import importlib.util
import multiprocessing
import sys
import threading
import types
import warnings
from collections.abc import Iterable, Sequence
from pathlib import Path

import pytest

Job = tuple[str, bool]  # (file, rewritten by pytest?)


def worker_count(config: pytest.Config) -> int:
    """How many xdist workers this run starts (0 in a worker or without -n)."""
    if hasattr(config, "workerinput"):
        return 0
    if getattr(config.option, "dist", "no") == "no":
        return 0
    return len(getattr(config.option, "tx", None) or ())


def rewriting(config: pytest.Config) -> bool:
    from _pytest.assertion.rewrite import assertstate_key

    return assertstate_key in config.stash  # not with --assert=plain


def jobs(config: pytest.Config, folders: Iterable[Path]) -> list[Job]:
    """Every Python file under ``folders``, marked when pytest rewrites it."""
    patterns = [*config.getini("python_files"), "conftest.py"] if rewriting(config) else []
    found: list[Job] = []
    for folder in folders:
        for path in sorted(folder.rglob("*.py")):
            rewritten = any(fnmatch.fnmatch(path.name, p) for p in patterns)
            found.append((str(path), rewritten))
    return found


def cached_file(path: Path, rewritten: bool) -> Path:
    from _pytest.assertion.rewrite import PYC_TAIL, get_cache_dir

    if rewritten:
        return get_cache_dir(path) / (path.name[:-3] + PYC_TAIL)
    return Path(importlib.util.cache_from_source(str(path)))


def _compile(config: pytest.Config, chunk: Sequence[Job]) -> None:
    from _pytest.assertion.rewrite import (
        _read_pyc,
        _rewrite_test,
        _write_pyc,
        assertstate_key,
        try_makedirs,
    )

    for name, rewritten in chunk:
        path = Path(name)
        try:
            if not rewritten:
                compileall.compile_file(name, quiet=2)
                if "tests" not in path.parts:
                    hypothesis_constants(path)
                continue
            state = config.stash[assertstate_key]
            pyc = cached_file(path, rewritten=True)
            if _read_pyc(path, pyc, state.trace) is None and try_makedirs(pyc.parent):
                source_hash, code = _rewrite_test(path, config)
                _write_pyc(state, code, source_hash, pyc)
        except Exception:
            continue  # a file that does not compile is the worker's to report


def hypothesis_constants(path: Path) -> None:
    """Have Hypothesis read the constants of the module at ``path`` into its
    cache, as each process would when its first example is drawn."""
    try:
        from hypothesis.errors import HypothesisSideeffectWarning
        from hypothesis.internal.constants_ast import constants_from_module
    except ImportError:
        return
    module = types.ModuleType(path.stem)
    module.__file__ = str(path)
    with warnings.catch_warnings():
        # It warns of slow work while plugins load: here that is the point.
        warnings.simplefilter("ignore", HypothesisSideeffectWarning)
        constants_from_module(module)


def _split(items: Sequence[Job], parts: int) -> list[list[Job]]:
    """Parts of about equal size in bytes, largest file first."""
    sizes = {job: Path(job[0]).stat().st_size for job in items}
    chunks: list[list[Job]] = [[] for _ in range(parts)]
    totals = [0] * parts
    for job in sorted(items, key=lambda job: -sizes[job]):
        i = totals.index(min(totals))
        chunks[i].append(job)
        totals[i] += sizes[job]
    return chunks


def warm(config: pytest.Config, folders: Iterable[Path], processes: int) -> list[Path]:
    """Compile every file under ``folders`` that has no fresh compiled file;
    return the compiled files this call created."""
    todo = jobs(config, folders)
    compiled = [cached_file(Path(name), rewritten) for name, rewritten in todo]
    there = {file for file in compiled if file.exists()}
    # Forking a process with threads can copy a lock some thread holds.
    forking = "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1
    if processes < 2 or not forking:
        _compile(config, todo)
    else:
        # Forked before xdist starts a thread or a worker: the children get
        # pytest's configured state as it is and only write files.
        context = multiprocessing.get_context("fork")
        children = [
            context.Process(target=_compile, args=(config, chunk))
            for chunk in _split(todo, processes)
        ]
        for child in children:
            child.start()
        for child in children:
            child.join()
    return [file for file in compiled if file not in there and file.exists()]


def remove(files: Iterable[Path]) -> None:
    """Remove ``files``, then each of their folders left empty."""
    folders = set()
    for file in files:
        file.unlink(missing_ok=True)
        folders.add(file.parent)
    for folder in folders:
        try:
            folder.rmdir()
        except OSError:
            pass  # not empty: something else keeps files there


def keeps_bytecode() -> bool:
    return not sys.dont_write_bytecode
