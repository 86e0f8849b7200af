"""The controller's warm-up writes the compiled files the workers read: the
files pytest itself would write, once, and only those it made are removed."""

from __future__ import annotations

import hashlib
import importlib.util
import marshal
from pathlib import Path
from types import SimpleNamespace
from typing import cast

import pytest
from _pytest.assertion.rewrite import PYC_TAIL, _read_pyc

from tests import bytecode


def plant(folder: Path) -> tuple[Path, Path]:
    (folder / "deep").mkdir()
    test = folder / "deep" / "test_planted.py"
    test.write_text("def test_one():\n    x = 2\n    assert x + 1 == 4\n", encoding="utf-8")
    helper = folder / "helper.py"
    helper.write_text("VALUE = 7\n", encoding="utf-8")
    return test, helper


@pytest.mark.parametrize("processes", [1, 2])
def test_each_file_is_compiled_once_as_pytest_reads_it(
    tmp_path: Path, pytestconfig: pytest.Config, processes: int
) -> None:
    test, helper = plant(tmp_path)
    made = bytecode.warm(pytestconfig, [tmp_path], processes)
    rewritten = test.parent / "__pycache__" / ("test_planted" + PYC_TAIL)
    plain = Path(importlib.util.cache_from_source(str(helper)))
    assert sorted(made) == sorted([rewritten, plain])
    code = _read_pyc(test, rewritten, lambda *a: None)
    assert code is not None
    inner = next(c for c in code.co_consts if getattr(c, "co_name", "") == "test_one")
    assert any(name.startswith("@py_assert") for name in inner.co_varnames), inner.co_varnames
    assert marshal.loads(plain.read_bytes()[16:]).co_names == ("VALUE",)
    assert bytecode.warm(pytestconfig, [tmp_path], processes) == []


def test_a_changed_file_is_compiled_again(tmp_path: Path, pytestconfig: pytest.Config) -> None:
    test, _ = plant(tmp_path)
    bytecode.warm(pytestconfig, [tmp_path], 1)
    rewritten = test.parent / "__pycache__" / ("test_planted" + PYC_TAIL)
    test.write_text("def test_two():\n    assert 1\n", encoding="utf-8")
    assert _read_pyc(test, rewritten, lambda *a: None) is None
    bytecode.warm(pytestconfig, [tmp_path], 1)
    code = _read_pyc(test, rewritten, lambda *a: None)
    assert code is not None and "test_two" in code.co_names


def test_only_what_it_made_is_removed(tmp_path: Path, pytestconfig: pytest.Config) -> None:
    test, helper = plant(tmp_path)
    kept = tmp_path / "__pycache__" / "someone_elses.pyc"
    kept.parent.mkdir()
    kept.write_bytes(b"x")
    bytecode.remove(bytecode.warm(pytestconfig, [tmp_path], 2))
    assert kept.exists()
    assert not (test.parent / "__pycache__").exists()
    assert not Path(importlib.util.cache_from_source(str(helper))).exists()


def test_a_file_that_does_not_compile_is_left_to_the_worker(
    tmp_path: Path, pytestconfig: pytest.Config
) -> None:
    (tmp_path / "test_broken.py").write_text("def test(:\n", encoding="utf-8")
    good = tmp_path / "test_good.py"
    good.write_text("def test():\n    assert True\n", encoding="utf-8")
    made = bytecode.warm(pytestconfig, [tmp_path], 1)
    assert made == [tmp_path / "__pycache__" / ("test_good" + PYC_TAIL)]


def test_only_the_controller_of_a_distributed_run_warms() -> None:
    def config(**fields: object) -> pytest.Config:
        return cast(pytest.Config, SimpleNamespace(**fields))

    two = SimpleNamespace(dist="worksteal", tx=["popen", "popen"])
    assert bytecode.worker_count(config(option=two)) == 2
    assert bytecode.worker_count(config(option=two, workerinput={})) == 0
    assert bytecode.worker_count(config(option=SimpleNamespace(dist="no", tx=[]))) == 0


def test_hypothesis_reads_the_constants_once_into_its_cache(tmp_path: Path) -> None:
    from hypothesis.configuration import storage_directory

    source = "LIMIT = 123456789\nNAME = 'warm-up-marker-7'\n"
    module = tmp_path / "planted_constants.py"
    module.write_text(source, encoding="utf-8")
    digest = hashlib.sha1(source.encode()).hexdigest()[:16]
    cached = storage_directory("constants").path / digest
    cached.unlink(missing_ok=True)
    bytecode.hypothesis_constants(module)
    text = cached.read_text(encoding="utf-8")
    assert "123456789" in text and "warm-up-marker-7" in text
    cached.unlink()
