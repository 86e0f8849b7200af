"""Exact odds of the roll about to be made: numbers and a bar chart.

The numbers come from ``odds.round_odds`` with exact fractions (shown as
percentages, the fraction in the tooltip). The chart is pyqtgraph, imported
the first time odds are shown (it costs about 0.4 s), with its English menus
off and its colours taken from the palette.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boardroom.ui.adapter import wanted_height

if TYPE_CHECKING:
    from boardroom.games.dejarik.odds import RoundOdds  # numpy: only once odds are wanted

# One colour per column (option compared): blue, amber.
COLUMN_COLOURS = ("#3d8fd6", "#e39b2d")


def percent(p: object) -> str:
    return QLocale().toString(float(p) * 100, "f", 1) + "\u202f%"  # type: ignore[arg-type]


SIDE_BY_SIDE = 440  # px: from this width the chart stands beside the table


class OddsView(QWidget):
    """One column per option being compared (or one for the roll itself)."""

    assumptionChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shown: list[RoundOdds] = []  # on screen, column by column
        self.columns: list[str] = []
        self.chart: Any = None  # a pyqtgraph PlotWidget, made when first needed
        self._bars: list[Any] = []
        self._labels: list[Any] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        self.message = QLabel()
        self.message.setObjectName("oddsMessage")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        row = QHBoxLayout()
        self.assume_label = QLabel()
        self.assume = QComboBox()
        self.assume.setObjectName("oddsAssumption")
        self.assume.addItems(["", ""])
        self.assume.currentIndexChanged.connect(self.assumptionChanged)
        self.assume_label.setBuddy(self.assume)
        row.addWidget(self.assume_label)
        row.addWidget(self.assume, 1)
        self.assume_row = QWidget()
        self.assume_row.setLayout(row)
        row.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.assume_row)
        self.table = QTableWidget()
        self.table.setObjectName("oddsTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        small = self.table.font()
        small.setPointSizeF(small.pointSizeF() * 0.92)
        self.table.setFont(small)
        self.table.verticalHeader().setFont(small)
        self.table.horizontalHeader().setFont(small)
        self.table.verticalHeader().setMinimumSectionSize(14)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # The table above the chart, or beside it once the column is wide
        # enough (a panel widened with the splitter shows both whole).
        self.body = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self.body.setSpacing(4)
        self.body.addWidget(self.table, 0, Qt.AlignmentFlag.AlignTop)
        # The chart's own page: beside or below the table, or a tab of the
        # panel's in a small window (``chart_apart``).
        self.chart_page = QWidget()
        self.chart_page.setObjectName("oddsChartPage")
        self.chart_box = QVBoxLayout(self.chart_page)
        self.chart_box.setContentsMargins(0, 0, 0, 0)
        self.chart_apart = False
        self.body.addWidget(self.chart_page, 1)
        layout.addLayout(self.body, 1)
        self.retranslate()
        self.clear("")

    # --- content -----------------------------------------------------------------------

    def clear(self, message: str) -> None:
        self.shown = []
        self.columns = []
        self.message.setText(message)
        self.message.setVisible(bool(message))
        self.assume_row.hide()
        self.table.hide()
        if self.chart is not None:
            self.chart.hide()

    def attack_assumption(self) -> int:
        """The attack stance assumed while the defender chooses (0 primary)."""
        return max(self.assume.currentIndex(), 0)

    def show_odds(
        self,
        columns: list[str],
        odds: list[RoundOdds],
        defender: str,
        attacker: str,
        message: str = "",
        assume: bool = False,
    ) -> None:
        """``odds``: RoundOdds per column; ``assume`` shows the attack-stance chooser."""
        self.shown = list(odds)
        self.columns = list(columns)
        self.message.setText(message)
        self.message.setVisible(bool(message))
        self.assume_row.setVisible(assume)
        rows: list[tuple[str, list[object]]] = []
        for name, attr in ((defender, "defender_losses"), (attacker, "attacker_losses")):
            longest = max(len(getattr(o, attr)) for o in odds)
            for k in range(longest):
                values = [getattr(o, attr)[k] if k < len(getattr(o, attr)) else 0 for o in odds]
                rows.append((self.tr("{0} loses {1}").format(name, k), values))
        rows.append((self.tr("Net advantage"), [o.advantage for o in odds]))
        rows.append((self.tr("Net threat"), [o.threat for o in odds]))
        rows.append((self.tr("A Triumph"), [o.triumph for o in odds]))
        rows.append((self.tr("A Despair"), [o.despair for o in odds]))
        table = self.table
        table.clear()
        table.setColumnCount(len(columns))
        table.setRowCount(len(rows))
        table.setHorizontalHeaderLabels(columns)
        table.setVerticalHeaderLabels([label for label, _ in rows])
        for r, (_label, values) in enumerate(rows):
            for c, value in enumerate(values):
                item = QTableWidgetItem(percent(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if isinstance(value, Fraction):
                    item.setToolTip(
                        self.tr("exactly {0}/{1}").format(value.numerator, value.denominator)
                    )
                table.setItem(r, c, item)
        for c in range(len(columns)):
            header = table.horizontalHeaderItem(c)
            if header is not None and len(columns) > 1:
                header.setForeground(QColor(COLUMN_COLOURS[c % len(COLUMN_COLOURS)]))
        table.resizeRowsToContents()
        height = (
            table.horizontalHeader().sizeHint().height()
            + sum(table.rowHeight(r) for r in range(len(rows)))
            + 4
        )
        table.setFixedHeight(height)
        table.show()
        self._draw_chart(defender, attacker)
        self.updateGeometry()

    def set_chart_apart(self, apart: bool) -> None:
        """The chart leaves the view (the caller shows ``chart_page``
        elsewhere) or comes back beside the table."""
        self.chart_apart = apart
        if not apart:
            self.body.addWidget(self.chart_page, 1)
            self.chart_page.show()
        self.updateGeometry()

    def table_height(self, width: int) -> int:
        """The height of everything but the chart at ``width``."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        height = margins.top() + margins.bottom()
        for part in (self.message, self.assume_row, self.table):
            if part.isVisibleTo(self):
                height += wanted_height(part, width) + layout.spacing()
        return height

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        side_by_side = event.size().width() >= SIDE_BY_SIDE
        wanted = (
            QBoxLayout.Direction.LeftToRight if side_by_side else QBoxLayout.Direction.TopToBottom
        )
        if self.body.direction() != wanted:
            self.body.setDirection(wanted)
        super().resizeEvent(event)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        # The chart takes what room there is; never ask the scroll area for more.
        hint = super().sizeHint()
        return QSize(hint.width(), self.minimumSizeHint().height() + 60)

    def cell_texts(self) -> list[list[str]]:
        """What the number table shows, row by row."""

        def text(row: int, column: int) -> str:
            item = self.table.item(row, column)
            return item.text() if item is not None else ""

        return [
            [text(r, c) for c in range(self.table.columnCount())]
            for r in range(self.table.rowCount())
        ]

    def row_labels(self) -> list[str]:
        out = []
        for r in range(self.table.rowCount()):
            item = self.table.verticalHeaderItem(r)
            out.append(item.text() if item is not None else "")
        return out

    # --- the chart -----------------------------------------------------------------------

    def _make_chart(self) -> Any:
        import pyqtgraph as pg  # lazily: the chart is the only user

        chart = pg.PlotWidget()
        chart.setObjectName("oddsChart")
        chart.setMenuEnabled(False)
        chart.hideButtons()
        chart.setMouseEnabled(x=False, y=False)
        chart.setMinimumHeight(100)
        chart.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        plot = chart.getPlotItem()
        plot.setMenuEnabled(False)
        plot.hideButtons()
        self.chart_box.addWidget(chart)
        return chart

    def _style_chart(self) -> None:
        palette = self.palette()
        self.chart.setBackground(palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        plot = self.chart.getPlotItem()
        for name in ("left", "bottom"):
            axis = plot.getAxis(name)
            axis.setPen(text)
            axis.setTextPen(text)

    def _draw_chart(self, defender: str, attacker: str) -> None:
        import pyqtgraph as pg

        if self.chart is None:
            self.chart = self._make_chart()
        self._style_chart()
        plot = self.chart.getPlotItem()
        for item in self._bars + self._labels:
            plot.removeItem(item)
        self._bars, self._labels = [], []
        odds = self.shown
        n_def = max(len(o.defender_losses) for o in odds)
        n_att = max(len(o.attacker_losses) for o in odds)
        width = 0.8 / len(odds)
        ticks = []
        for j, o in enumerate(odds):
            offset = (j - (len(odds) - 1) / 2) * width
            xs, heights = [], []
            for k, p in enumerate(o.defender_losses):
                xs.append(k + offset)
                heights.append(float(p))
            for k, p in enumerate(o.attacker_losses):
                xs.append(n_def + 1 + k + offset)
                heights.append(float(p))
            colour = QColor(COLUMN_COLOURS[j % len(COLUMN_COLOURS)])
            bars = pg.BarGraphItem(
                x=xs, height=heights, width=width * 0.95, brush=colour, pen=colour.darker(140)
            )
            plot.addItem(bars)
            self._bars.append(bars)
        ticks = [(k, str(k)) for k in range(n_def)] + [
            (n_def + 1 + k, str(k)) for k in range(n_att)
        ]
        plot.getAxis("bottom").setTicks([ticks])
        plot.getAxis("left").setTicks([[(0, "0"), (0.5, "50"), (1.0, "100 %")]])
        text = self.palette().color(QPalette.ColorRole.Text)
        for x, name in (((n_def - 1) / 2, defender), (n_def + 1 + (n_att - 1) / 2, attacker)):
            label = pg.TextItem(self.tr("{0} loses").format(name), color=text, anchor=(0.5, 0))
            label.setPos(x, 1.12)
            plot.addItem(label)
            self._labels.append(label)
        plot.setXRange(-0.6, n_def + n_att + 0.6, padding=0)
        plot.setYRange(0, 1.12, padding=0)
        self.chart.show()

    def changeEvent(self, event: Any) -> None:  # noqa: N802
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.PaletteChange and self.chart is not None:
            self._style_chart()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.assume_label.setText(self.tr("Against a"))
        self.assume.setItemText(0, self.tr("primary attack"))
        self.assume.setItemText(1, self.tr("secondary attack"))
