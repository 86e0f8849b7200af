"""Spending a roll's advantages and Triumphs (or threats and Despairs) as a plan.

One row per effect of the spending side, with a button to buy it with
advantages (threats) and one to buy it with a Triumph (Despair). Which
buttons are enabled comes from the engine (``Spending.choices``): the
Limit Rule and the other caps are never worked out here.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from boardroom.games.dejarik.effects import ADVANTAGE, EFFECTS, Plan, Spending
from boardroom.ui.games.dejarik import art, words


class SpendingWidget(QWidget):
    """Builds a plan; ``planChosen`` when the player confirms it."""

    planChosen = Signal(object)  # a Plan

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spending: Spending | None = None
        self._key: object = None
        self.plan = Plan()
        self.added: list[tuple[str, bool]] = []  # in the order bought, for "take back"
        self.names = ("", "")  # attacker, defender of the round
        self.enabled_for_player = True
        self.paid_buttons: dict[str, QToolButton] = {}
        self.bonus_buttons: dict[str, QToolButton] = {}
        self.count_labels: dict[str, QLabel] = {}
        self.effect_labels: dict[str, QLabel] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.budget_label = QLabel()
        self.budget_label.setObjectName("spendBudget")
        self.budget_label.setWordWrap(True)
        layout.addWidget(self.budget_label)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(4)
        self.grid.setVerticalSpacing(2)
        self.grid.setColumnStretch(0, 1)
        layout.addLayout(self.grid)
        self.plan_label = QLabel()
        self.plan_label.setObjectName("spendPlan")
        self.plan_label.setWordWrap(True)
        layout.addWidget(self.plan_label)
        buttons = QHBoxLayout()
        self.back_button = QPushButton()
        self.back_button.setObjectName("spendTakeBack")
        self.back_button.clicked.connect(self.take_back)
        self.spend_button = QPushButton()
        self.spend_button.setObjectName("spendButton")
        self.spend_button.setDefault(True)
        self.spend_button.clicked.connect(lambda: self.planChosen.emit(self.plan))
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.spend_button)
        layout.addLayout(buttons)
        self.side = ADVANTAGE
        self.retranslate()

    def set_spending(
        self, spending: Spending, attacker: str, defender: str, enabled: bool, key: object
    ) -> None:
        """A new roll to spend (a fresh, empty plan), or the same one again
        (``key`` names the spending step: the plan so far is kept)."""
        same = key == self._key and self.names == (attacker, defender)
        self.enabled_for_player = enabled
        if not same:
            self._key = key
            self.spending = spending
            self.names = (attacker, defender)
            self.plan = Plan()
            self.added = []
            self._build_rows()
        self._refresh()

    def _build_rows(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)  # out of findChild at once
                widget.deleteLater()
        assert self.spending is not None
        side = self.side = self.spending.side
        self.paid_buttons, self.bonus_buttons = {}, {}
        self.count_labels, self.effect_labels = {}, {}
        dpr = self.devicePixelRatioF()
        symbol = "A" if side == ADVANTAGE else "T"
        bonus_symbol = "X" if side == ADVANTAGE else "Y"
        ink = self.palette().color(self.foregroundRole()).name()
        # Effects only a Triumph (Despair) buys are left out when there is none.
        effects = [e for e in EFFECTS[side] if e.cost or self.spending.bonus]
        for row, e in enumerate(effects):
            label = QLabel(words.effect_text(side, e.code, *self.names))
            label.setWordWrap(True)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            self.effect_labels[e.code] = label
            self.grid.addWidget(label, row, 0)
            if e.cost:
                paid = QToolButton()
                paid.setObjectName(f"spendPaid_{e.code}")
                paid.setText(f"+{e.cost}")
                paid.setIcon(QIcon(art.symbol_pixmap(symbol, 14, ink, dpr)))
                paid.setIconSize(QSize(14, 14))
                paid.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
                paid.clicked.connect(lambda _c=False, code=e.code: self.add(code, False))
                self.paid_buttons[e.code] = paid
                self.grid.addWidget(paid, row, 1)
            if self.spending.bonus:
                bonus = QToolButton()
                bonus.setObjectName(f"spendBonus_{e.code}")
                bonus.setText("+")
                bonus.setIcon(QIcon(art.symbol_pixmap(bonus_symbol, 14, ink, dpr)))
                bonus.setIconSize(QSize(14, 14))
                bonus.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
                bonus.clicked.connect(lambda _c=False, code=e.code: self.add(code, True))
                self.bonus_buttons[e.code] = bonus
                self.grid.addWidget(bonus, row, 2)
            count = QLabel()
            count.setMinimumWidth(24)
            count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.count_labels[e.code] = count
            self.grid.addWidget(count, row, 3)
        for i in range(self.grid.count()):
            item = self.grid.itemAt(i)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.show()  # now, not at the next event loop turn

    # --- building the plan --------------------------------------------------------------

    def add(self, code: str, bonus: bool) -> None:
        if self.spending is None:
            return
        grown = (
            Plan.of(self.plan.paid, self.plan.bonus + code)
            if bonus
            else Plan.of(self.plan.paid + code, self.plan.bonus)
        )
        if not self.spending.allows(grown):
            return
        self.plan = grown
        self.added.append((code, bonus))
        self._refresh()

    def take_back(self) -> None:
        if not self.added:
            return
        code, bonus = self.added.pop()
        paid, extra = list(self.plan.paid), list(self.plan.bonus)
        (extra if bonus else paid).remove(code)
        self.plan = Plan.of("".join(paid), "".join(extra))
        self._refresh()

    def _refresh(self) -> None:
        s = self.spending
        if s is None:
            return
        choices = {(c.effect.code, c.bonus): c for c in s.choices(self.plan)}
        for (code, bonus), choice in choices.items():
            button = (self.bonus_buttons if bonus else self.paid_buttons).get(code)
            if button is None:
                continue
            button.setEnabled(self.enabled_for_player and choice.allowed)
            if choice.allowed:
                button.setToolTip(self._buy_text(code, bonus))
            else:
                button.setToolTip(words.refusal(choice.reason, s.limit))
        for code, label in self.count_labels.items():
            n = self.plan.count(code)
            label.setText(f"×{n}" if n else "")
            font = self.effect_labels[code].font()
            font.setBold(bool(n))
            self.effect_labels[code].setFont(font)
        costs = {e.code: e.cost for e in EFFECTS[s.side]}
        left = s.budget - sum(costs[c] for c in self.plan.paid)
        bonus_left = s.bonus - len(self.plan.bonus)
        if s.side == ADVANTAGE:
            budget = self.tr("%n advantage(s)", "", left)
            extra = self.tr("%n Triumph(s)", "", bonus_left)
            limit = self.tr(
                "Limit Rule: each one-advantage effect at most %n time(s) with advantages.",
                "",
                s.limit,
            )
        else:
            budget = self.tr("%n threat(s)", "", left)
            extra = self.tr("%n Despair(s)", "", bonus_left)
            limit = self.tr(
                "Limit Rule: each one-threat effect at most %n time(s) with threats.", "", s.limit
            )
        left_text = self.tr("Left to spend: {0}").format(budget)
        if s.bonus:
            left_text = self.tr("Left to spend: {0} and {1}").format(budget, extra)
        self.budget_label.setText(left_text + "\n" + limit)
        items = words.plan_items(s.side, self.plan, *self.names)
        self.plan_label.setText(
            self.tr("Plan: {0}").format("; ".join(items))
            if items
            else self.tr("Plan: nothing yet (unspent symbols are lost).")
        )
        self.back_button.setEnabled(self.enabled_for_player and bool(self.added))
        self.spend_button.setEnabled(self.enabled_for_player)
        self.spend_button.setText(self.tr("Spend") if items else self.tr("Spend nothing"))

    def _buy_text(self, code: str, bonus: bool) -> str:
        if bonus:
            return (
                self.tr("Buy with a Triumph")
                if self.side == ADVANTAGE
                else self.tr("Buy with a Despair")
            )
        cost = {e.code: e.cost for e in EFFECTS[self.side]}[code]
        if self.side == ADVANTAGE:
            return self.tr("Buy with %n advantage(s)", "", cost)
        return self.tr("Buy with %n threat(s)", "", cost)

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("Take back"))
        if self.spending is not None:
            for code, label in self.effect_labels.items():
                label.setText(words.effect_text(self.side, code, *self.names))
        self._refresh()
