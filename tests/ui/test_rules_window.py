"""The rules window: Markdown per language, figures drawn by the board scene."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument

from boardroom.ui import figures, i18n
from boardroom.ui.resources import rules_path
from boardroom.ui.ruleswindow import RulesWindow

IMAGE = QTextDocument.ResourceType.ImageResource.value


def _window(qtbot: Any) -> RulesWindow:
    window = RulesWindow()
    qtbot.addWidget(window)
    window.show_game("onager")
    window.show()
    return window


def test_english_rules_with_their_figures(qtbot: Any, private_dirs: Path) -> None:
    window = _window(qtbot)
    assert window.path == rules_path("onager", "en")
    text = window.browser.toPlainText()
    assert "Onager" in text and "Table rules" in text
    assert window.windowTitle() == "Rules of Onager"
    # Every figure the text uses comes out of the cache as a real picture.
    names = figures.figure_specs("onager")
    assert {"onager-start-6.png", "onager-start-5.png", "onager-jumps.png"} <= set(names)
    base = QUrl.fromLocalFile(str(window.path))
    for name in names:
        image = window.browser.loadResource(IMAGE, base.resolved(QUrl(f"figures/{name}")))
        assert isinstance(image, QImage) and not image.isNull()
        assert image.width() / image.devicePixelRatio() == figures.FIGURE_WIDTH
        assert (private_dirs / "data" / "boardroom" / "figures" / "onager" / name).is_file()


def test_french_rules_and_live_switch(qtbot: Any) -> None:
    window = _window(qtbot)
    i18n.set_language("fr")
    qtbot.waitUntil(lambda: window.path == rules_path("onager", "fr"))
    assert "Règles de table" in window.browser.toPlainText()
    i18n.set_language("en")
    qtbot.waitUntil(lambda: window.path == rules_path("onager", "en"))
    assert "Table rules" in window.browser.toPlainText()


def test_figures_differ_by_board_size_and_are_redrawn_when_changed(private_dirs: Path) -> None:
    big = figures.figure_image("onager", "onager-start-6.png")
    small = figures.figure_image("onager", "onager-start-5.png")
    assert big is not None and small is not None and big != small
    path = figures.figure_path("onager", "onager-jumps.png")
    assert path is not None
    stamp = path.with_name(path.name + ".key")
    stamp.write_text("stale")
    path.write_bytes(b"not a png")
    again = figures.figure_path("onager", "onager-jumps.png")
    assert again == path and not QImage(str(path)).isNull()
    assert figures.figure_path("onager", "no-such-figure.png") is None


def test_a_game_without_rules_says_so(qtbot: Any) -> None:
    window = RulesWindow()
    qtbot.addWidget(window)
    window.show_game("no-such-game")
    assert window.path is None
    assert "not available" in window.browser.toPlainText()


def test_a_cached_figure_keeps_every_pixel_drawn(private_dirs: Path) -> None:
    # Saved at a lighter compression (faster): PNG stays lossless.
    spec = figures.figure_specs("jaheijagaj")["jaheijagaj-board.png"]
    drawn = figures.render_figure("jaheijagaj", spec)
    path = figures.figure_path("jaheijagaj", "jaheijagaj-board.png")
    assert path is not None
    read = QImage(str(path)).convertToFormat(drawn.format())
    assert read.size() == drawn.size() and read == drawn
