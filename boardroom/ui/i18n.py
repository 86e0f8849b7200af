"""Loading translations and switching language while the app runs.

Our own strings come from ``boardroom/i18n/boardroom_<lang>.qm`` inside the
package; Qt's standard buttons (Save, Cancel...) from Qt's ``qtbase_<lang>.qm``.
A missing file is not an error: the text simply stays English.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QTranslator,
)

# Languages the interface is written for; English is the source language.
LANGUAGES = ("en", "fr")


# boardroom/i18n beside the package's modules (found from this file's place:
# importing importlib.resources cost start-up some 10 ms; see engine.resources).
QM_FOLDER = Path(__file__).resolve().parents[1] / "i18n"


def qm_path(language: str) -> Path | None:
    """Our compiled translation for ``language``, if it ships."""
    path = QM_FOLDER / f"boardroom_{language}.qm"
    return path if path.is_file() else None


def available_languages() -> list[str]:
    """Languages that can be chosen: English plus every shipped translation."""
    return [lang for lang in LANGUAGES if lang == "en" or qm_path(lang) is not None]


def system_language() -> str:
    """The system's language if we know it, else English."""
    name = QLocale.system().name()[:2]
    return name if name in LANGUAGES else "en"


def resolve(language: str) -> str:
    """A settings value ("" = follow the system) turned into a language code."""
    return language if language in LANGUAGES else system_language()


class Translations:
    """The translators installed on the application, swapped as a whole."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = "en"

    def apply(self, language: str) -> str:
        """Switch to ``language`` ("" = system); returns the code now in use.

        Every widget receives ``QEvent.LanguageChange`` afterwards, even when
        no file changed, so that windows re-read their texts.
        """
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("translations need a QCoreApplication")
        code = resolve(language)
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
        self._installed = []
        # English loads its own file too: it holds the plural forms ("1 piece").
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        candidates = [qm_path(code)] + (
            [] if code == "en" else [Path(qt_dir) / f"qtbase_{code}.qm"]
        )
        for path in candidates:
            if path is None or not path.is_file():
                continue
            translator = QTranslator(app)
            if translator.load(str(path)):
                QCoreApplication.installTranslator(translator)
                self._installed.append(translator)
        QLocale.setDefault(QLocale(code))
        self.language = code
        # install/removeTranslator already send it, but not when nothing changed.
        if not self._installed:
            QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
        return code


# Qt's translator list is itself process-wide; one owner for it mirrors that.
_translations = Translations()


def translations() -> Translations:
    """The application's one set of translators."""
    return _translations


def set_language(language: str) -> str:
    return _translations.apply(language)


def current_language() -> str:
    return _translations.language
