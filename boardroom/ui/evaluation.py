"""The game page's evaluation graph and review, wired together: the
analysis follows the page's game, the graph draws what the analysis may
show to the seat at the screen, the review's marks go into the move list,
and choosing a marked move shows the position before it with the bot's
better move drawn on the board."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from boardroom.ui import names as names_
from boardroom.ui import review, seatlook
from boardroom.ui.analysis import GameAnalysis
from boardroom.ui.evalchart import BLUNDER_COLOUR, MARK_TEXT, MAX_HEIGHT, MISTAKE_COLOUR, EvalChart
from boardroom.ui.sidearea import MOVE_ROWS

LEAST_HEIGHT = 45  # below this the graph says nothing: it folds away
REDRAW_DELAY_MS = 80

if TYPE_CHECKING:
    from boardroom.ui.gamepage import GamePage
    from boardroom.ui.session import GameSession


class Evaluation(QObject):
    """Owns the graph (``chart``, placed by the page) and the analysis."""

    def __init__(self, page: GamePage) -> None:
        super().__init__(page)
        self.page = page
        self.chart = EvalChart()
        self.chart.setMaximumHeight(0)  # until the move list has its rows (see _fit)
        self.analysis = GameAnalysis(page.viewer, self)
        self.shown = True
        self._session: GameSession | None = None
        self._drawn: Any = None
        self.analysis.updated.connect(self.redraw)
        self.analysis.reviewFinished.connect(self._reviewed)
        self.chart.plyChosen.connect(self.choose)
        self.chart.retranslated.connect(self._retranslated)
        page.move_list.plyChosen.connect(self._hint_if_marked)  # after the page's look_at
        page.stateChanged.connect(self._changed)
        page.move_list.installEventFilter(self)
        self._fit_soon = QTimer(self)  # once the list has laid out its header
        self._fit_soon.setSingleShot(True)
        self._fit_soon.setInterval(0)
        self._fit_soon.timeout.connect(self._fit)
        # New points wait for a pause in play: the graph is redrawn once after
        # a quick run of moves (a bot game, "place for me"), not per move.
        self._redraw_soon = QTimer(self)
        self._redraw_soon.setSingleShot(True)
        self._redraw_soon.setInterval(REDRAW_DELAY_MS)
        self._redraw_soon.timeout.connect(self._redraw_now)
        self._pending: Any = None
        self._drawn_seat: int | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize:
            self._fit_soon.start()
        return super().eventFilter(watched, event)

    def _fit(self) -> None:
        """The move list keeps ``MOVE_ROWS`` rows in view; the graph grows into
        what is left (up to its ceiling) and folds away when that is too little."""
        box, moves = self.chart.parentWidget(), self.page.move_list
        if box is None:
            return
        row = moves.sizeHintForRow(0)
        if row <= 0:
            row = moves.fontMetrics().height() + 4
        chrome = moves.height() - moves.viewport().height()  # its header and frame
        need = chrome + MOVE_ROWS * row + 2
        shown = [
            child
            for child in box.findChildren(QWidget)
            if child.parentWidget() is box and not child.isHidden()
        ]
        layout = box.layout()
        spacing = max(layout.spacing(), 0) if layout is not None else 0
        others = sum(
            child.height() for child in shown if child not in (moves, self.chart)
        ) + spacing * (len(shown) - 1)
        spare = box.height() - need - others
        self.chart.setMaximumHeight(min(MAX_HEIGHT, spare) if spare >= LEAST_HEIGHT else 0)

    # --- following the page ----------------------------------------------------------

    def set_shown(self, shown: bool, background: bool = True) -> None:
        """The graph on or off; estimates run in the background only while it shows."""
        self.shown = shown
        self.chart.setVisible(shown)
        self.analysis.set_background(shown and background)

    def clear(self) -> None:
        self._session = None
        self.analysis.set_session(None)
        self.chart.set_caption("")

    def _changed(self) -> None:
        s = self.page.session
        if s is not self._session:
            self._session = s
            self.analysis.set_session(s)
            self.chart.set_caption("")
        self.analysis.sync()
        self.redraw()

    def visible_judgements(self) -> dict[int, Any]:
        """The review's marks, when the seat at the screen may see them (made
        from its own view, or nothing is secret any more)."""
        seat = self.analysis.seat()
        if seat == -1 or self.analysis.judged_seat == seat:
            return self.analysis.judgements
        return {}

    def redraw(self) -> None:
        page, s = self.page, self.page.session
        if s is None or page.adapter is None:
            self._redraw_soon.stop()
            self._drawn = self._pending = self._drawn_seat = None
            self.chart.set_data({}, [], [], 0, 0)
            page.move_list.set_marks({})
            return
        points = self.analysis.points()
        judgements = self.visible_judgements()
        marks = [
            (j.ply + 1, points[j.ply + 1][j.mover], j.grade)
            for j in judgements.values()
            if j.ply + 1 in points
        ]
        current = s.state.ply if page.looking_at is None else page.looking_at
        key = (tuple(sorted(points.items())), tuple(marks), s.state.ply, seatlook.LOOK.key())
        self.chart.set_current(current)
        if key == self._drawn:
            self._redraw_soon.stop()
            self._pending = None
            return
        self._pending = (key, points, judgements, marks, s)
        seat = self.analysis.seat()
        if seat != self._drawn_seat:
            # Another person at the screen (or the game ended): their own
            # view's graph at once, never a moment of the previous one's.
            self._drawn_seat = seat
            self._redraw_soon.stop()
            self._redraw_now()
        else:
            self._redraw_soon.start()

    def _redraw_now(self) -> None:
        pending, self._pending = self._pending, None
        page = self.page
        if pending is None or pending[4] is not page.session or page.adapter is None:
            return
        key, points, judgements, marks, s = pending
        self._drawn = key
        current = s.state.ply if page.looking_at is None else page.looking_at
        names = [
            s.seats[i].name or names_.seat_colour(s.game.seat_name(i)) for i in range(len(s.seats))
        ]
        self.chart.set_data(
            points, page.adapter.seat_colours(s.game), marks, current, s.state.ply, names
        )
        page.move_list.set_marks(
            {
                index: (
                    MARK_TEXT[j.grade],
                    BLUNDER_COLOUR if j.grade == "blunder" else MISTAKE_COLOUR,
                    review.mark_tip(j.grade, self.analysis.better_text(index)),
                )
                for index, j in judgements.items()
            }
        )

    def _reviewed(self, ok: bool) -> None:
        if ok:
            self.chart.set_caption(review.summary(self.analysis.judgements))
        self._drawn = None
        self.redraw()

    def _retranslated(self) -> None:
        if self.chart.caption.text():
            self.chart.set_caption(review.summary(self.analysis.judgements))
        self._drawn = None
        self.redraw()

    # --- choosing positions --------------------------------------------------------------

    def choose(self, ply: int) -> None:
        """A click on the graph: that position, as a click in the move list."""
        self.page.look_at(ply)
        self._hint_if_marked(ply)

    def _hint_if_marked(self, ply: int) -> None:
        """Move ``ply`` (counted from 1) was marked: show the position before
        it with the move the bot would have played."""
        judgement = self.visible_judgements().get(ply - 1)
        if judgement is None or judgement.better is None or self.page.session is None:
            return
        better = self.analysis.better_text(ply - 1)
        self.page.show_better_move(
            ply - 1, judgement.better, review.banner_note(ply, judgement.grade, better)
        )

    def shutdown(self) -> None:
        self.analysis.shutdown()
