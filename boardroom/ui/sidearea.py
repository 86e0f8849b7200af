"""The side of the game page: the seats, the game's own panel and the move
list, in one column when they fit its height, else as tabs (a small window).

The column needs the seats and the panel at their wanted heights, room for
``MOVE_ROWS`` moves and, while it is shown, ``GRAPH_ROOM`` for the evaluation
graph under them; below that the parts would squeeze over one another (the
graph folded away), so each gets a tab of its own and the whole height instead.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QLabel,
    QSplitter,
    QStackedLayout,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from boardroom.ui.adapter import GamePanel, wanted_height

MOVE_ROWS = 6  # moves the column keeps in view; fewer and the parts become tabs
GRAPH_ROOM = 90  # the graph's least height in the column: with its ply axis (evalchart.SHORT)
MIN_WIDTH = 200


class SideArea(QWidget):
    """Seats, game panel and moves; ``compact`` when shown as tabs."""

    def __init__(
        self,
        seats: QWidget,
        moves_label: QLabel,
        moves: QWidget,
        graph: QWidget | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``graph``: the evaluation graph, inside ``moves`` under the list."""
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.seats, self.moves_label, self.moves = seats, moves_label, moves
        self.graph = graph
        self.game_panel: GamePanel | None = None
        self.compact = False
        self._parts_shown = True  # the panel and the moves (not during a hand-over)
        self.column = QWidget()
        self.column.setObjectName("sideColumn")
        self.column_layout = QVBoxLayout(self.column)
        self.column_layout.setContentsMargins(6, 6, 6, 6)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("sideTabs")
        self.pages = [QWidget() for _ in range(3)]  # seats, game, moves
        for page in self.pages:
            QVBoxLayout(page).setContentsMargins(4, 4, 4, 4)
        self.stack = QStackedLayout(self)
        self.stack.addWidget(self.column)
        self.stack.addWidget(self.tabs)
        # Decided after the layouts settle, not inside a resize of their own.
        self._check = QTimer(self)
        self._check.setSingleShot(True)
        self._check.setInterval(0)
        self._check.timeout.connect(self.fit)
        seats.installEventFilter(self)
        if graph is not None:
            graph.installEventFilter(self)  # turned on or off: other needs
        self._place()
        self.retranslate()

    # --- parts ------------------------------------------------------------------------

    def set_game_panel(self, panel: GamePanel | None) -> None:
        if self.game_panel is not None:
            self.game_panel.removeEventFilter(self)
            self.game_panel.hide()
            self.game_panel.setParent(None)
        self.game_panel = panel
        if panel is not None:
            panel.installEventFilter(self)
        self._place()
        if self.compact:
            self.tabs.setCurrentWidget(self.pages[1] if panel is not None else self.pages[2])
        self.fit_soon()

    def _place(self) -> None:
        """Put the parts where the mode wants them (Qt moves a widget that is
        added elsewhere out of its old layout)."""
        panel = self.game_panel
        if self.compact:
            seats, game, moves = (page.layout() for page in self.pages)
            assert (
                isinstance(seats, QVBoxLayout)
                and isinstance(game, QVBoxLayout)
                and isinstance(moves, QVBoxLayout)
            )
            for layout in (seats, game, moves):
                while layout.count():
                    layout.takeAt(0)
            seats.addWidget(self.seats)
            seats.addStretch(1)
            if panel is not None:
                game.addWidget(panel, panel.stretch)
                if not panel.stretch:
                    game.addStretch(1)
            moves.addWidget(self.moves, 1)
            self.moves_label.hide()  # the tab says it
            self.moves_label.setParent(self.pages[2])
            self._set_tabs()
        else:
            layout = self.column_layout
            while layout.count():
                layout.takeAt(0)
            layout.addWidget(self.seats)
            if panel is not None:
                layout.addWidget(panel, panel.stretch)
            layout.addWidget(self.moves_label)
            layout.addWidget(self.moves, 1)
            layout.addStretch(0)  # takes the room while the move list is hidden
            self.moves_label.setVisible(self._parts_shown)
        self.stack.setCurrentIndex(1 if self.compact else 0)

    def _set_tabs(self) -> None:
        while self.tabs.count():
            self.tabs.removeTab(0)
        self.tabs.addTab(self.pages[0], "")
        if self.game_panel is not None:
            self.tabs.addTab(self.pages[1], "")
        self.tabs.addTab(self.pages[2], "")
        self.retranslate()

    def show_parts(self, shown: bool) -> None:
        """The game's panel and the moves, or only the seats (a hand-over)."""
        self._parts_shown = shown
        if self.game_panel is not None:
            self.game_panel.setVisible(shown)
        self.moves.setVisible(shown)
        self.moves_label.setVisible(shown and not self.compact)

    # --- the mode ---------------------------------------------------------------------

    def column_height(self) -> int:
        """The height the column needs at the side's width."""
        layout = self.column_layout
        margins = layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        need = margins.top() + margins.bottom() + wanted_height(self.seats, width)
        parts = 3
        if self.game_panel is not None:
            need += self.game_panel.height_wanted(width)
            parts += 1
        rows = (MOVE_ROWS + 1) * (self.fontMetrics().height() + 4) + 4  # and the header
        # A panel with a chart of its own (a stretch) takes the spare height:
        # the graph has what is left, folded away when that is too little.
        panel_chart = self.game_panel is not None and self.game_panel.stretch > 0
        if self.graph is not None and not self.graph.isHidden() and not panel_chart:
            inner = self.moves.layout()
            rows += GRAPH_ROOM + (max(inner.spacing(), 0) if inner is not None else 0)
        need += self.moves_label.sizeHint().height()
        need += max(self.moves.minimumSizeHint().height(), rows)
        return need + parts * max(layout.spacing(), 0)

    def fit(self) -> None:
        """Column or tabs, whichever the side's height allows."""
        if self.height() <= 0 or not self.isVisible():
            return
        compact = self.column_height() > self.height()
        if compact != self.compact:
            self.compact = compact
            self._place()
            if compact:
                self.tabs.setCurrentIndex(1 if self.game_panel is not None else 0)
            if self.game_panel is not None:
                self.game_panel.set_compact(compact)

    def fit_soon(self) -> None:
        self._check.start()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        # Never force the window taller: below the column's needs come tabs.
        return QSize(MIN_WIDTH, 120)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit_soon()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Show, QEvent.Type.Hide):
            self.fit_soon()  # new contents, new needs
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.fit_soon()

    def retranslate(self) -> None:
        titles = (self.tr("Seats"), self.tr("Game"), self.tr("Moves"))
        for page, title in zip(self.pages, titles, strict=True):
            index = self.tabs.indexOf(page)
            if index >= 0:
                self.tabs.setTabText(index, title)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def widen_for_panel(splitter: QSplitter, panel: GamePanel | None) -> None:
    """Give the game's panel the width it wants when that leaves the board
    most of the page (in a small window a half-widened panel gains nothing
    and the board would shrink)."""
    if panel is None or not panel.width_wanted:
        return
    board, side = splitter.sizes()
    total = board + side
    wanted = panel.width_wanted
    if side < wanted <= total * 0.42:
        splitter.setSizes([total - wanted, wanted])
