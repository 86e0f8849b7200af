"""Jaheijagaj's piece art painted straight from its SVG files with QPainter.

The five pictures use a small part of SVG (paths of M, L, Q and Z, circles,
ellipses, rounded rectangles; fill, stroke, their widths and opacity), read
here once into shapes: no QSvgRenderer per kind and colour, whose parser
and buffers cost the game some megabytes for five small figures.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from xml.etree import ElementTree

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
COMMAND = re.compile(r"[MLQZmlqz]|" + NUMBER.pattern)


@dataclass(frozen=True)
class Shape:
    path: QPainterPath
    fill: str  # a colour, "#COLOUR" / "#SHADE" (the side's), or "none"
    fill_opacity: float
    stroke: str
    stroke_width: float


@dataclass(frozen=True)
class Figure:
    box: QRectF  # the viewBox
    shapes: tuple[Shape, ...]


def path_of(data: str) -> QPainterPath:
    """An SVG path's M, L, Q and Z (absolute) as a QPainterPath."""
    path = QPainterPath()
    tokens = COMMAND.findall(data)
    command = ""
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token.isalpha():
            command = token.upper()
            i += 1
            if command == "Z":
                path.closeSubpath()
            continue
        values = [float(v) for v in tokens[i : i + (4 if command == "Q" else 2)]]
        i += len(values)
        if command == "M":
            path.moveTo(values[0], values[1])
            command = "L"  # more pairs after a move are lines
        elif command == "L":
            path.lineTo(values[0], values[1])
        elif command == "Q":
            path.quadTo(values[0], values[1], values[2], values[3])
    return path


def _number(element: ElementTree.Element, name: str, default: float = 0.0) -> float:
    value = element.get(name)
    return float(value) if value is not None else default


def read(text: str) -> Figure:
    root = ElementTree.fromstring(text)
    x, y, w, h = (float(v) for v in (root.get("viewBox") or "0 0 100 100").split())
    shapes = []
    for element in root:
        tag = element.tag.rsplit("}", 1)[-1]
        path = QPainterPath()
        if tag == "path":
            path = path_of(element.get("d", ""))
        elif tag == "circle":
            r = _number(element, "r")
            path.addEllipse(QPointF(_number(element, "cx"), _number(element, "cy")), r, r)
        elif tag == "ellipse":
            path.addEllipse(
                QPointF(_number(element, "cx"), _number(element, "cy")),
                _number(element, "rx"),
                _number(element, "ry"),
            )
        elif tag == "rect":
            rx = _number(element, "rx")
            path.addRoundedRect(
                QRectF(
                    _number(element, "x"),
                    _number(element, "y"),
                    _number(element, "width"),
                    _number(element, "height"),
                ),
                rx,
                _number(element, "ry", rx),
            )
        else:
            continue
        shapes.append(
            Shape(
                path,
                element.get("fill", "#000000"),
                _number(element, "fill-opacity", 1.0),
                element.get("stroke", "none"),
                _number(element, "stroke-width", 1.0),
            )
        )
    return Figure(QRectF(x, y, w, h), tuple(shapes))


def paint(painter: QPainter, figure: Figure, target: QRectF, colours: dict[str, str]) -> None:
    """``figure`` fitted into ``target``; ``colours`` replaces named colours."""
    box = figure.box
    painter.save()
    painter.translate(target.topLeft())
    painter.scale(target.width() / box.width(), target.height() / box.height())
    painter.translate(-box.left(), -box.top())
    for shape in figure.shapes:
        fill = colours.get(shape.fill, shape.fill)
        if fill == "none":
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            colour = QColor(fill)
            colour.setAlphaF(colour.alphaF() * shape.fill_opacity)
            painter.setBrush(colour)
        stroke = colours.get(shape.stroke, shape.stroke)
        if stroke == "none":
            painter.setPen(Qt.PenStyle.NoPen)
        else:
            painter.setPen(QPen(QColor(stroke), shape.stroke_width))
        painter.drawPath(shape.path)
    painter.restore()
