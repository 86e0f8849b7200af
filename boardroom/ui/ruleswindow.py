"""The rules of a game, from a Markdown file per language, with drawn figures."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from boardroom.engine.registry import game_class
from boardroom.ui import figures, i18n, names
from boardroom.ui.resources import rules_path

log = logging.getLogger("boardroom")


class RulesBrowser(QTextBrowser):
    """A text browser that takes the figures from :mod:`figures`, not from disk."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = ""
        self.setOpenExternalLinks(True)

    def loadResource(self, kind: int, url: QUrl | str) -> Any:  # noqa: N802 (Qt override)
        if kind == QTextDocument.ResourceType.ImageResource.value and self.game:
            name = Path(QUrl(url).path()).name
            try:
                image = figures.figure_image(self.game, name)
            except Exception:
                # An exception escaping a Qt virtual override here kills the
                # process (shiboken 6.11 crashes reporting it): log, show no picture.
                log.exception("cannot draw the figure %s of %s", name, self.game)
                image = None
            if image is not None:
                return image
        return super().loadResource(kind, url)


class RulesWindow(QWidget):
    """A separate window; ``show_game`` picks the game, the language follows the app."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesWindow")
        self.game = ""
        self.path: Path | None = None
        self.browser = RulesBrowser(self)
        self.browser.setObjectName("rulesBrowser")
        self.browser.document().setDocumentMargin(16)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.browser)
        self.resize(720, 760)

    def show_game(self, game: str) -> None:
        self.game = game
        self.browser.game = game
        self.reload()

    def reload(self) -> None:
        """Show the rules in the current language (English when missing)."""
        self.retranslate()
        path = rules_path(self.game, i18n.current_language())
        self.path = path
        if path is None:
            self.browser.setPlainText(self.tr("The rules of this game are not available."))
            return
        self.browser.clearHistory()
        self.browser.setSource(
            QUrl.fromLocalFile(str(path)), QTextDocument.ResourceType.MarkdownResource
        )

    def retranslate(self) -> None:
        try:
            title = names.game_title(game_class(self.game).spec)
        except ValueError:
            title = self.game
        self.setWindowTitle(self.tr("Rules of {0}").format(title))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.game:
            self.reload()
        super().changeEvent(event)
