"""Seat colours under simulated colour blindness: pictures and figures.

    python -m benchmarks.seat_colours [OUTDIR] [--no-pictures] [--docs]

OUTDIR (default: seat-colours/ in the current folder) receives every
picture and distances.md; --docs also writes the few kept in docs/: the
four-seat game in the safe palette, and a grid of its board in both
palettes under each vision, and docs/seat-colours.md (the table).

For every game (its example game in docs/) and both palettes (the games'
own colours; Okabe-Ito with each seat's shape), draws the window at
1280x800, then the same picture as people with protanopia, deuteranopia
and tritanopia see it (Machado et al. 2009, severity 1, on linear sRGB),
and writes a table of the least CIEDE2000 distance between two seats'
colours of each game under each vision (boardroom/ui/colourvision.py says
how; the threshold is colourvision.DISTINCT). Needs numpy (a dependency of
boardroom) and draws offscreen.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
from PySide6.QtCore import QEvent, QRect, Qt  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from boardroom.engine.registry import GAMES, make_game  # noqa: E402
from boardroom.ui import colourvision as cv  # noqa: E402
from boardroom.ui import games as game_ui  # noqa: E402
from boardroom.ui import i18n, seatlook, storage  # noqa: E402

EXAMPLES = {
    "onager": "example.boardroom",
    "jikaida": "example-jikaida.boardroom",
    "dejarik": "example-dejarik.boardroom",
    "rival": "example-rival.boardroom",
    "jaheijagaj": "example-jaheijagaj-4.boardroom",
}
SIZE = (1280, 800)


def simulate_image(image: QImage, vision: str) -> QImage:
    """The picture as ``vision`` sees it (every pixel through the matrix)."""
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h, stride = image.width(), image.height(), image.bytesPerLine()
    raw = np.frombuffer(image.constBits(), np.uint8).reshape(h, stride)[:, : 3 * w]
    rgb = raw.reshape(h, w, 3).astype(np.float64) / 255
    lin = np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)
    out = np.clip(lin @ np.array(cv.MACHADO_2009[vision]).T, 0, 1)
    srgb = np.where(out <= 0.0031308, 12.92 * out, 1.055 * out ** (1 / 2.4) - 0.055)
    data = np.ascontiguousarray((srgb * 255 + 0.5).astype(np.uint8))
    return QImage(data.data, w, h, 3 * w, QImage.Format.Format_RGB888).copy()


def seat_colours(key: str, seats: int | None) -> list[str]:
    game = make_game(key, {}, seats) if seats else make_game(key, {})
    adapter = game_ui.adapter_for(key)
    return [c.name() for c in adapter.seat_colours(game)]


def table() -> list[str]:
    lines = [
        "| game | palette | seats | " + " | ".join(v for v in cv.VISIONS) + " |",
        "|---|---|---|" + "---|" * len(cv.VISIONS),
    ]
    for key in GAMES:
        spec_seats = make_game(key, {}).spec.max_seats
        for palette in seatlook.PALETTES:
            seatlook.LOOK.set(palette, palette == seatlook.SAFE)
            colours = seat_colours(key, spec_seats)
            cells = []
            for vision in cv.VISIONS:
                d, i, j = cv.closest_pair(colours, vision)
                flag = "" if d >= cv.DISTINCT else " **too close**"
                cells.append(f"{d:.1f} ({i + 1}-{j + 1}){flag}")
            lines.append(f"| {key} | {palette} | {' '.join(colours)} | " + " | ".join(cells) + " |")
    seatlook.LOOK.set(seatlook.STANDARD, False)
    return lines


def pictures(out: Path) -> None:
    from boardroom.ui.mainwindow import MainWindow

    for key, example in EXAMPLES.items():
        for palette in seatlook.PALETTES:
            settings = storage.Settings()
            settings.save = lambda: None  # type: ignore[method-assign]
            settings.palette, settings.seat_shapes = palette, palette == seatlook.SAFE
            settings.eval_graph = False
            window = MainWindow(settings, opening=True)
            window.still = True
            window.open_path(ROOT / "docs" / example)
            window.resize(*SIZE)
            window.show()
            for _ in range(6):
                QApplication.processEvents()
                QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            image = window.grab().toImage()
            image.save(str(out / f"{key}-{palette}.png"))
            for vision in cv.VISIONS[1:]:
                simulate_image(image, vision).save(str(out / f"{key}-{palette}-{vision}.png"))
            window.confirm_discard = lambda: True  # type: ignore[method-assign]
            window.close()
            window.deleteLater()
            QApplication.processEvents()


def grid(out: Path, key: str, target: Path) -> None:
    """The board of ``key`` (the window's left part), a row per palette and
    a column per vision, at half size, each named."""
    board = QRect(20, 150, 920, 520)
    scale, title = 0.5, 24
    cell_w, cell_h = int(board.width() * scale), int(board.height() * scale) + title
    canvas = QImage(cell_w * len(cv.VISIONS), cell_h * 2, QImage.Format.Format_RGB32)
    canvas.fill(Qt.GlobalColor.white)
    painter = QPainter(canvas)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    words = {seatlook.STANDARD: "standard colours", seatlook.SAFE: "Okabe-Ito and shapes"}
    for row, palette in enumerate(seatlook.PALETTES):
        for col, vision in enumerate(cv.VISIONS):
            name = f"{key}-{palette}" + ("" if vision == cv.NORMAL else f"-{vision}")
            part = QImage(str(out / f"{name}.png")).copy(board)
            x, y = col * cell_w, row * cell_h
            painter.drawText(
                QRect(x, y, cell_w, title),
                Qt.AlignmentFlag.AlignCenter,
                f"{words[palette]}, {vision} vision",
            )
            painter.drawImage(
                x,
                y + title,
                part.scaled(
                    cell_w,
                    cell_h - title,
                    Qt.AspectRatioMode.KeepAspectRatio,
                    Qt.TransformationMode.SmoothTransformation,
                ),
            )
    painter.end()
    canvas.save(str(target))


def main() -> int:
    paths = [a for a in sys.argv[1:] if not a.startswith("--")]
    out = Path(paths[0]) if paths else Path("seat-colours")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    i18n.set_language("en")
    lines = table()
    print("\n".join(lines))
    (out / "distances.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    if "--no-pictures" not in sys.argv:
        pictures(out)
    if "--docs" in sys.argv:
        docs = ROOT / "docs"
        QImage(str(out / "jaheijagaj-okabe-ito.png")).save(
            str(docs / "okabe-ito-jaheijagaj-4-en.png")
        )
        grid(out, "jaheijagaj", docs / "colour-vision-jaheijagaj-4.png")
        (docs / "seat-colours.md").write_text(HEADER + "\n".join(lines) + "\n", encoding="utf-8")
    del app
    return 0


HEADER = """# Seat colours under simulated colour blindness

Written by `python -m benchmarks.seat_colours --docs`. Each cell is the least
CIEDE2000 distance between two seats' colours of the game (at its most
seats), as the colours are drawn (the seat cards, the graph, the discs),
after simulating the vision of the column (Machado, Oliveira and Fernandes
2009, severity 1, on linear sRGB), and which two seats. Seats count as apart
at 10 or more. The Okabe-Ito palette comes with each seat's shape on its
pieces and card.

"""


if __name__ == "__main__":
    sys.exit(main())
