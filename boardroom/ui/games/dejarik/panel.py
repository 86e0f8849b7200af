"""Dejarik's own panel beside the table: the choice to make, the exact odds
of the coming roll and the round log.

Every choice is a legal move of the shown state (``state.legal_moves()``),
sent with ``moveChosen``; the panel never changes the game itself.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QSize, Qt, QTimer, QUrl
from PySide6.QtGui import QFont, QPixmap, QResizeEvent, QShowEvent, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from boardroom.engine.game import AnyGame, AnyState
from boardroom.games.dejarik.effects import Plan
from boardroom.games.dejarik.moves import ADJUST, ROLL, SET, STANCE, DejarikMove
from boardroom.games.dejarik.rules import DejarikState
from boardroom.ui.adapter import GamePanel, wanted_height
from boardroom.ui.games.dejarik import art, log, words
from boardroom.ui.games.dejarik.oddsview import OddsView
from boardroom.ui.games.dejarik.spending import SpendingWidget

ODDS_STEPS = ("defence", "attack", "roll")


class StanceButton(QPushButton):
    """A primary or secondary stance: its name and basis, its dice and their names."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QGridLayout(self)
        layout.setContentsMargins(8, 5, 8, 5)
        layout.setHorizontalSpacing(6)
        layout.setVerticalSpacing(3)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.dice = QLabel()
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        for label in (self.title, self.detail, self.dice):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout.addWidget(self.title, 0, 0, 1, 2)
        layout.addWidget(self.dice, 1, 0)
        layout.addWidget(self.detail, 1, 1)
        layout.setColumnStretch(1, 1)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

    def set_content(self, title: str, basis: str, dice: QPixmap, detail: str) -> None:
        self.title.setText(f"<b>{html.escape(title)}</b> · {html.escape(basis)}")
        self.detail.setText(detail)
        self.dice.setPixmap(dice)
        self.setAccessibleName(f"{title}: {basis}. {detail}")
        self.updateGeometry()

    # Wrapped labels: the height follows the width the button is given.
    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        layout = self.layout()
        return layout.totalHeightForWidth(width) if layout is not None else 40

    def sizeHint(self) -> QSize:  # noqa: N802
        width = max(self.width(), 240)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(60, self.heightForWidth(max(self.width(), 240)))


class ChoicePages(QStackedWidget):
    """The pages of choices, as tall as the page shown (Qt's own stacked
    widget answers for its tallest page, hidden ones included)."""

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        page = self.currentWidget()
        if page is None:
            return 0
        height = page.heightForWidth(width) if page.hasHeightForWidth() else -1
        if height < 0:
            height = page.sizeHint().height()
        return max(height, page.minimumSizeHint().height(), 0)

    def sizeHint(self) -> QSize:  # noqa: N802
        page = self.currentWidget()
        width = page.sizeHint().width() if page is not None else 0
        return QSize(width, self.heightForWidth(max(self.width(), 240)))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        page = self.currentWidget()
        return QSize(0, page.minimumSizeHint().height() if page is not None else 0)


class ChoicesArea(QScrollArea):
    """Holds the choice pages at the height the shown page needs for the width
    it is given. On a short window it gives way down to a few lines and
    scrolls, rather than squeezing wrapped texts over one another."""

    def __init__(self, pages: ChoicePages, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pages = pages
        self._width = -1
        self.setObjectName("dejarikChoicesArea")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.setWidget(pages)
        pages.installEventFilter(self)
        # After the page's own layout has run, decide the scroll bar again.
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self.refit)

    def refit(self) -> None:
        """New hints from the shown page, then the scroll bar decided again."""
        self.updateGeometry()
        self._fit_bar()

    def refit_soon(self) -> None:
        self.updateGeometry()
        self._refit.start()

    def _fit_bar(self) -> None:
        """A scroll bar only when the page needs more than the area's height at
        its full width (Qt's own choice sticks once a narrow start made it)."""
        needed = self.need() > self.height()
        self.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAsNeeded
            if needed
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )

    def need(self) -> int:
        """The shown page's height at the area's width."""
        return self.pages.heightForWidth(max(self.width(), 240))

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(self.pages.sizeHint().width(), self.need())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        lines = 5 * self.fontMetrics().height()
        return QSize(0, min(self.need(), lines))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.pages and event.type() == QEvent.Type.LayoutRequest:
            self.refit_soon()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.size().width() != self._width:
            self._width = event.size().width()
            self.updateGeometry()  # wrapped texts: the height follows the width
        self._fit_bar()


class DejarikPanel(GamePanel):
    stretch = 3  # the odds table and its chart before the move list
    width_wanted = 500  # the odds chart beside its table (oddsview.SIDE_BY_SIDE)

    def __init__(self, game: AnyGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.state: DejarikState | None = None
        self.playable = False
        self.choice_buttons: dict[DejarikMove, QPushButton] = {}
        self._log_key: tuple[Any, ...] | None = None
        self._odds_on = False
        self.setMinimumWidth(320)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.setSpacing(4)
        self.header = QLabel()
        self.header.setObjectName("dejarikHeader")
        self.header.setWordWrap(True)
        bold = QFont(self.header.font())
        bold.setBold(True)
        self.header.setFont(bold)
        self.question = QLabel()
        self.question.setObjectName("dejarikQuestion")
        self.question.setWordWrap(True)
        layout.addWidget(self.header)
        layout.addWidget(self.question)

        self.pages = ChoicePages()
        self.pages.setObjectName("dejarikChoices")
        self.buttons_page = QWidget()
        self.buttons_grid = QGridLayout(self.buttons_page)
        self.buttons_grid.setContentsMargins(0, 0, 0, 0)
        self.buttons_grid.setSpacing(4)
        self.stance_page = QWidget()
        stance_layout = QVBoxLayout(self.stance_page)
        stance_layout.setContentsMargins(0, 0, 0, 0)
        self.stance_buttons = [StanceButton(), StanceButton()]
        for i, button in enumerate(self.stance_buttons):
            button.setObjectName(f"stance{i}")
            button.clicked.connect(lambda _c=False, v=i: self._choose_stance(v))
            stance_layout.addWidget(button)
        self.roll_page = QWidget()
        roll_layout = QVBoxLayout(self.roll_page)
        roll_layout.setContentsMargins(0, 0, 0, 0)
        self.roll_dice = QLabel()
        self.roll_dice.setObjectName("rollDice")
        self.roll_text = QLabel()
        self.roll_text.setWordWrap(True)
        self.roll_button = QPushButton()
        self.roll_button.setObjectName("rollButton")
        self.roll_button.setMinimumHeight(34)
        self.roll_button.clicked.connect(self._roll)
        roll_layout.addWidget(self.roll_dice)
        roll_layout.addWidget(self.roll_text)
        roll_layout.addWidget(self.roll_button)
        self.spending = SpendingWidget()
        self.spending.setObjectName("spendingWidget")
        self.spending.planChosen.connect(self._spend)
        self.idle_page = QLabel()
        self.idle_page.setWordWrap(True)
        self.idle_page.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        for page in (
            self.buttons_page,
            self.stance_page,
            self.roll_page,
            self.spending,
            self.idle_page,
        ):
            self.pages.addWidget(page)
        self.pages.currentChanged.connect(self._page_changed)
        self.choices_area = ChoicesArea(self.pages)
        layout.addWidget(self.choices_area)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("dejarikTabs")
        self.odds = OddsView()
        self.odds.setObjectName("oddsView")
        self.odds.assumptionChanged.connect(self._update_odds)
        # Scrolls rather than squeezes the chart on a short window.
        self.odds_scroll = QScrollArea()
        self.odds_scroll.setWidgetResizable(True)
        self.odds_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.odds_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.odds_scroll.setWidget(self.odds)
        self.log_view = QTextBrowser()
        self.log_view.setObjectName("roundLog")
        self.log_view.setOpenLinks(False)
        self.tabs.addTab(self.odds_scroll, "")
        self.tabs.addTab(self.log_view, "")
        self.tabs.setCurrentWidget(self.log_view)
        self.tabs.setMinimumHeight(90)
        layout.addWidget(self.tabs, 1)
        self.retranslate()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        QTimer.singleShot(0, self, self._claim_width)  # not after the panel is gone

    def _claim_width(self) -> None:
        """Widen the side of the splitter this panel sits in when it is narrower
        than the panel needs (the side's own minimum ignores its contents)."""
        side: QWidget | None = self
        while side is not None and not isinstance(side.parentWidget(), QSplitter):
            side = side.parentWidget()
        if side is None:
            return
        splitter = side.parentWidget()
        assert isinstance(splitter, QSplitter)
        offset = self.mapTo(side, QPoint(0, 0)).x()
        need = self.minimumWidth() + 2 * offset
        sizes = splitter.sizes()
        index = splitter.indexOf(side)
        if len(sizes) != 2 or sizes[index] >= need or sum(sizes) <= need:
            return
        sizes[1 - index] = sum(sizes) - need
        sizes[index] = need
        splitter.setSizes(sizes)

    def height_wanted(self, width: int) -> int:
        """The texts, the choices and the odds table whole; not the chart,
        which in a small window gets a tab of its own."""
        layout = self.layout()
        assert layout is not None
        spacing = layout.spacing()
        height = 8 + self.tabs.tabBar().sizeHint().height() + 8  # margins, tab frame
        for part in (self.header, self.question):
            height += wanted_height(part, width) + spacing
        if self.choices_area.isVisibleTo(self):
            height += self.pages.heightForWidth(width) + spacing
        return height + max(self.odds.table_height(width - 8), 90)

    def set_compact(self, compact: bool) -> None:
        """In a small window the chart gets a tab of its own: the odds table
        stays whole instead of scrolling under it."""
        if compact == self.odds.chart_apart:
            return
        page, current = self.odds.chart_page, self.tabs.currentWidget()
        if compact:
            self.tabs.insertTab(1, page, "")
            self.tabs.setTabEnabled(1, self._odds_on)
        else:
            self.tabs.removeTab(self.tabs.indexOf(page))
        self.odds.set_chart_apart(compact)
        self._tab_titles()
        self.tabs.setCurrentWidget(self.odds_scroll if current is page else current)

    # --- showing a state -------------------------------------------------------------------

    def show_state(self, state: AnyState, playable: bool) -> None:
        assert isinstance(state, DejarikState)
        self.state = state
        self.playable = playable
        self._update_texts()
        self._update_choices()
        self._update_odds()
        self._update_log()
        # Lay the panel out now, so the new choices are where they are drawn
        # before the next click (a posted layout request comes a turn later).
        self.choices_area.refit_soon()
        layout = self.layout()
        if layout is not None and self.isVisible():
            layout.invalidate()
            layout.activate()
            self.choices_area.refit()

    def _page_changed(self, index: int) -> None:
        # A stacked widget is as tall as its tallest page: let only the shown one count.
        for i in range(self.pages.count()):
            page = self.pages.widget(i)
            policy = QSizePolicy.Policy.Preferred if i == index else QSizePolicy.Policy.Ignored
            if page is not None:
                page.setSizePolicy(policy, policy)
        self.pages.updateGeometry()
        self.choices_area.refit_soon()

    def _name(self, seat: int) -> str:
        assert self.state is not None
        return words.who(self.state, seat)

    def _update_texts(self) -> None:
        s = self.state
        assert s is not None
        self.header.setText(log.round_title(s))
        if s.is_terminal():
            self.question.setText(log.ending_text(s) or self.tr("The match is over."))
            return
        name = self._name(s.current_seat)
        step = s.step
        if step == "set":
            text = self.tr("{0}, how many pieces do you set?").format(name)
            other = 1 - s.current_seat
            if s.setc[other] >= 0:
                text += " " + self.tr("{0} has set %n piece(s).", "", s.setc[other]).format(
                    self._name(other)
                )
        elif step == "adjust":
            text = self.tr(
                "{0} may add pieces from {1}'s active pile to its set pieces, or "
                "send set pieces back."
            ).format(name, self._name(s.defender))
        elif step == "defence":
            text = self.tr("{0}, announce a primary or a secondary defence.").format(name)
        elif step == "attack":
            d = s.defender
            text = self.tr(
                "{0}, announce a primary or a secondary attack. {1} chose a {2}."
            ).format(name, self._name(d), words.stance_text(s, "defence", s.stance[d], d))
        elif step == "roll":
            text = self.tr("{0}, roll the dice.").format(name)
        elif step == "advantages":
            text = self.tr("{0}, spend the net advantages and Triumphs.").format(name)
        else:
            text = self.tr("{0}, spend the net threats and Despairs.").format(name)
        self.question.setText(text)

    def _update_choices(self) -> None:
        s = self.state
        assert s is not None
        self.choice_buttons = {}
        self.choices_area.setVisible(not s.is_terminal())
        if s.is_terminal():
            self.pages.setCurrentWidget(self.idle_page)
            return
        moves = s.legal_moves()
        step = s.step
        if step in ("set", "adjust"):
            self._fill_buttons(moves)
            self.pages.setCurrentWidget(self.buttons_page)
        elif step in ("defence", "attack"):
            self._fill_stances(s, step)
            self.pages.setCurrentWidget(self.stance_page)
        elif step == "roll":
            pool = s.check_pool()
            self.roll_dice.setPixmap(
                art.dice_row_pixmap(art.pool_dice(pool), 24, self.devicePixelRatioF(), per_row=10)
            )
            self.roll_text.setText(words.pool_text(pool))
            self.roll_button.setEnabled(self.playable)
            self.choice_buttons = {m: self.roll_button for m in moves if m.kind == ROLL}
            self.pages.setCurrentWidget(self.roll_page)
        else:
            spending = s.spending()
            assert spending is not None
            self.spending.set_spending(
                spending,
                self._name(s.attacker),
                self._name(s.defender),
                self.playable,
                (s.seed, s.ply, s.round, s.step),
            )
            self.pages.setCurrentWidget(self.spending)

    def _fill_buttons(self, moves: list[DejarikMove]) -> None:
        while self.buttons_grid.count():
            item = self.buttons_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)  # out of findChild at once
                widget.deleteLater()
        for i, move in enumerate(moves):
            if move.kind == SET:
                text = str(move.value)
                tip = self.tr("Set %n piece(s)", "", move.value)
            else:
                assert move.kind == ADJUST
                text = f"{move.value:+d}".replace("-", "−") if move.value else "0"
                if move.value > 0:
                    tip = self.tr("Add %n piece(s) to the defender's set pieces", "", move.value)
                elif move.value < 0:
                    tip = self.tr("Send %n of the defender's set pieces back", "", -move.value)
                else:
                    tip = self.tr("Leave the defender's set pieces as they are")
            button = QPushButton(text)
            button.setObjectName(f"choice_{move.kind}_{move.value}")
            button.setToolTip(tip)
            button.setAccessibleName(tip)
            button.setMinimumSize(36, 34)
            button.setEnabled(self.playable)
            button.clicked.connect(lambda _c=False, m=move: self.moveChosen.emit(m))
            row, column = divmod(i, 7)
            self.buttons_grid.addWidget(button, row, column)
            button.show()  # a layout shows new children only at the next event loop turn
            self.choice_buttons[move] = button

    def _fill_stances(self, s: DejarikState, step: str) -> None:
        seat = s.current_seat
        dpr = self.devicePixelRatioF()
        for stance, button in enumerate(self.stance_buttons):
            if step == "defence":
                pool = s.defence_pool(stance)
            else:
                pool = s.attack_pool(stance)
            button.set_content(
                words.stance_name(step, stance),
                words.stance_basis(s, step, stance, seat),
                art.dice_row_pixmap(art.pool_dice(pool), 22, dpr, per_row=6),
                words.pool_text(pool),
            )
            button.setEnabled(self.playable)
        self.choice_buttons = {
            m: self.stance_buttons[m.value] for m in s.legal_moves() if m.kind == STANCE
        }

    # --- choices -------------------------------------------------------------------------

    def _choose_stance(self, stance: int) -> None:
        if self.state is not None and self.playable:
            self.moveChosen.emit(DejarikMove(STANCE, stance))

    def _roll(self) -> None:
        if self.state is not None and self.playable:
            self.moveChosen.emit(DejarikMove(ROLL))

    def _spend(self, plan: Plan) -> None:
        if self.state is not None and self.playable:
            self.moveChosen.emit(self.state.plan_move(plan))

    # --- odds ------------------------------------------------------------------------------

    def _update_odds(self) -> None:
        s = self.state
        if s is None:
            return
        wanted = not s.is_terminal() and s.step in ODDS_STEPS
        if not wanted:
            self.odds.clear(
                self.tr(
                    "The exact odds of the roll appear here once both sides have set their pieces."
                )
            )
            if self._odds_on:
                self.tabs.setCurrentWidget(self.log_view)
            self._odds_on = False
            self._enable_chart_tab()
            return
        from boardroom.games.dejarik import odds  # numpy: only once odds are wanted

        defender, attacker = self._name(s.defender), self._name(s.attacker)
        if s.step == "defence":
            att = self.odds.attack_assumption()
            columns = [self.tr("Primary"), self.tr("Secondary")]
            shown = [odds.state_odds(s, att, dfn, exact=True) for dfn in (0, 1)]
            message = ""
            assume = True
        elif s.step == "attack":
            columns = [self.tr("Primary"), self.tr("Secondary")]
            shown = [odds.state_odds(s, att, exact=True) for att in (0, 1)]
            message = ""
            assume = False
        else:
            columns = [self.tr("This roll")]
            shown = [odds.state_odds(s, exact=True)]
            message = ""
            assume = False
        self.odds.show_odds(columns, shown, defender, attacker, message, assume)
        if not self._odds_on:
            self.tabs.setCurrentWidget(self.odds_scroll)
        self._odds_on = True
        self._enable_chart_tab()

    def _enable_chart_tab(self) -> None:
        index = self.tabs.indexOf(self.odds.chart_page)
        if index >= 0:
            self.tabs.setTabEnabled(index, self._odds_on)

    # --- the round log ------------------------------------------------------------------------

    def _update_log(self, force: bool = False) -> None:
        s = self.state
        if s is None:
            return
        key = (s.seed, s.start_text, tuple(s.history), s.outcome())
        if key == self._log_key and not force:
            return
        self._log_key = key
        rounds = log.round_log(s)
        document = self.log_view.document()
        dpr = self.devicePixelRatioF()

        def image(die: str, index: int) -> str:
            name = f"dejarik-die-{die}-{index}"
            face = art.roll_dice(((die, index),))[0][1]
            document.addResource(
                QTextDocument.ResourceType.ImageResource,
                QUrl(name),
                art.die_pixmap(die, face, 20, dpr),
            )
            return name

        self.log_view.setHtml(
            log.to_html(rounds, image)
            if rounds
            else "<p><i>" + self.tr("No round played yet.") + "</i></p>"
        )
        self.log_view.moveCursor(QTextCursor.MoveOperation.End)
        self.log_view.ensureCursorVisible()

    def log_text(self) -> str:
        """The log as plain text (what the player reads, without the pictures)."""
        return log.plain_text(log.round_log(self.state)) if self.state is not None else ""

    def _tab_titles(self) -> None:
        # Three tabs share a narrow column: the log's title gets short.
        apart = self.odds.chart_apart
        self.tabs.setTabText(0, self.tr("Odds"))
        self.tabs.setTabText(
            self.tabs.indexOf(self.log_view), self.tr("Log") if apart else self.tr("Round log")
        )
        self.tabs.setTabToolTip(self.tabs.indexOf(self.log_view), self.tr("Round log"))
        chart = self.tabs.indexOf(self.odds.chart_page)
        if chart >= 0:
            self.tabs.setTabText(chart, self.tr("Chart"))

    # --- language ---------------------------------------------------------------------------

    def retranslate(self) -> None:
        self._tab_titles()
        self.roll_button.setText(self.tr("Roll the dice"))
        self.odds.retranslate()
        self.spending.retranslate()
        if self.state is not None:
            self._update_texts()
            self._update_choices()
            self._update_odds()
            self._update_log(force=True)
