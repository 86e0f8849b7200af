"""The start page: pick a game, its options and who plays each seat."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QPainter, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from boardroom.engine.game import AnyGame, GameSpec, Option, OptionValue
from boardroom.engine.registry import all_games
from boardroom.engine.savegame import LEVELS, Seat
from boardroom.ui import games as game_ui
from boardroom.ui import names

# Options most players never change stay folded under "More options".
ADVANCED_OPTIONS = frozenset({"move_limit"})


DESCRIPTION_ROLE = Qt.ItemDataRole.UserRole + 1


class GameItemDelegate(QStyledItemDelegate):
    """A game in the list: its title in bold and its one-line description below."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Any) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        title, description = opt.text, index.data(DESCRIPTION_ROLE) or ""
        opt.text = ""
        style = opt.widget.style() if opt.widget else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        rect = opt.rect.adjusted(10, 6, -10, -6)
        painter.save()
        painter.setPen(opt.palette.color(role))
        bold = QFont(opt.font)
        bold.setBold(True)
        bold.setPointSizeF(opt.font.pointSizeF() * 1.15)
        painter.setFont(bold)
        title_height = QFontMetrics(bold).height()
        painter.drawText(
            rect.adjusted(0, 0, 0, -rect.height() + title_height),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            title,
        )
        painter.setFont(opt.font)
        painter.drawText(
            rect.adjusted(0, title_height + 2, 0, 0),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            description,
        )
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: Any) -> QSize:  # noqa: N802
        # Measure the wrapped description at the list's width, so no language is clipped.
        metrics = QFontMetrics(option.font)
        bold = QFont(option.font)
        bold.setBold(True)
        bold.setPointSizeF(option.font.pointSizeF() * 1.15)
        view = option.widget
        width = max(
            120, (view.viewport().width() if isinstance(view, QAbstractScrollArea) else 300) - 20
        )
        text = index.data(DESCRIPTION_ROLE) or ""
        lines = metrics.boundingRect(0, 0, width, 10_000, Qt.TextFlag.TextWordWrap, text)
        return QSize(200, QFontMetrics(bold).height() + 2 + lines.height() + 14)


class CustomOptionWidget(QWidget):
    """An option that needs more than a plain field (a character picker...)."""

    def value(self) -> OptionValue:
        raise NotImplementedError

    def set_value(self, value: object) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        """Words again after a language change."""


class OptionField:
    """One option's widget, built from its spec (or by the game's own factory,
    ``OPTION_WIDGETS`` in its window package)."""

    def __init__(self, option: Option, parent: QWidget, game: str = "") -> None:
        self.option = option
        self.game = game
        self.label = QLabel(parent)
        self.widget: QComboBox | QSpinBox | QCheckBox | CustomOptionWidget
        custom = game_ui.option_widget(game, option.key)
        if custom is not None:
            self.widget = custom(option, parent)
        elif option.choices:
            self.widget = QComboBox(parent)
            for value in option.choices:
                self.widget.addItem("", value)
        elif isinstance(option.default, bool):
            self.widget = QCheckBox(parent)
        elif isinstance(option.default, int):
            self.widget = QSpinBox(parent)
            self.widget.setRange(
                option.minimum if option.minimum is not None else -(10**6),
                option.maximum if option.maximum is not None else 10**6,
            )
        else:
            # No free-text options exist yet; a combobox of the default keeps it simple.
            self.widget = QComboBox(parent)
            self.widget.addItem(str(option.default), option.default)
        if custom is None:
            self.widget.setObjectName(f"option_{option.key}")
        self.set_value(option.default)
        self.retranslate()

    def value(self) -> OptionValue:
        w = self.widget
        if isinstance(w, CustomOptionWidget):
            return w.value()
        if isinstance(w, QComboBox):
            data: OptionValue = w.currentData()
            return data
        if isinstance(w, QCheckBox):
            return w.isChecked()
        return w.value()

    def set_value(self, value: object) -> None:
        if isinstance(self.widget, CustomOptionWidget):
            self.widget.set_value(value)
            return
        try:
            coerced = self.option.coerce(value)
        except ValueError:
            coerced = self.option.default
        w = self.widget
        if isinstance(w, QComboBox):
            index = w.findData(coerced)
            w.setCurrentIndex(max(index, 0))
        elif isinstance(w, QCheckBox):
            w.setChecked(bool(coerced))
        elif isinstance(coerced, int):
            w.setValue(coerced)

    def retranslate(self) -> None:
        text = names.option_label(self.option, self.game)
        if not isinstance(self.widget, CustomOptionWidget):
            self.widget.setAccessibleName(text)
        if isinstance(self.widget, QCheckBox):
            self.widget.setText(text)
            self.label.setText("")
        else:
            self.label.setText(QCoreApplication.translate("StartPage", "{0}:").format(text))
            self.label.setBuddy(self.widget)
        if isinstance(self.widget, QComboBox) and self.option.choices:
            for i, value in enumerate(self.option.choices):
                self.widget.setItemText(i, names.choice_label(self.option, value, self.game))
        if isinstance(self.widget, CustomOptionWidget):
            self.widget.retranslate()


DEFAULT_OPPONENT = {"name": "", "kind": "bot", "level": "medium"}


class SeatRow:
    """Name, Human/Bot and bot level for one seat."""

    def __init__(self, index: int, side: str, parent: QWidget, place: object = "") -> None:
        self.index = index
        self.side = side  # English seat colour from the spec
        self.place = place  # where the seat sits, marked for translation ("South")
        self.side_label = QLabel(parent)
        self.name = QLineEdit(parent)
        self.name.setObjectName(f"seatName{index}")
        self.name.setMaxLength(40)
        self.kind = QComboBox(parent)
        self.kind.setObjectName(f"seatKind{index}")
        self.kind.addItem("", "human")
        self.kind.addItem("", "bot")
        self.level = QComboBox(parent)
        self.level.setObjectName(f"seatLevel{index}")
        for level in LEVELS:
            self.level.addItem("", level)
        self.level.setCurrentIndex(LEVELS.index("medium"))
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()
        self.retranslate()

    def widgets(self) -> list[QWidget]:
        return [self.side_label, self.name, self.kind, self.level]

    def _kind_changed(self) -> None:
        self.level.setEnabled(self.kind.currentData() == "bot")

    def default_name(self) -> str:
        return names.seat_colour(self.side)

    def seat(self) -> Seat:
        # An empty name shows as the seat's colour in whatever language is current.
        name = self.name.text().strip()
        if self.kind.currentData() == "bot":
            return Seat(name, "bot", self.level.currentData())
        return Seat(name, "human")

    def set_seat(self, data: dict[str, Any]) -> None:
        name = data.get("name")
        if isinstance(name, str):
            self.name.setText(name)
        kind = data.get("kind")
        self.kind.setCurrentIndex(1 if kind == "bot" else 0)
        level = data.get("level")
        if level in LEVELS:
            self.level.setCurrentIndex(LEVELS.index(level))

    def retranslate(self) -> None:
        label = self.default_name()
        if self.place:
            label = QCoreApplication.translate("StartPage", "{0} ({1})").format(
                label, QCoreApplication.translate("Names", str(self.place))
            )
        self.side_label.setText(label)
        self.name.setPlaceholderText(self.default_name())
        side = self.default_name()
        self.name.setAccessibleName(
            QCoreApplication.translate("StartPage", "Name of {0}").format(side)
        )
        self.kind.setAccessibleName(
            QCoreApplication.translate("StartPage", "Human or bot: {0}").format(side)
        )
        self.level.setAccessibleName(
            QCoreApplication.translate("StartPage", "Bot level: {0}").format(side)
        )
        self.kind.setItemText(0, names.kind_name("human"))
        self.kind.setItemText(1, names.kind_name("bot"))
        for i, level in enumerate(LEVELS):
            self.level.setItemText(i, names.level_name(level))


class StartPage(QWidget):
    """Emits what the player chose; the main window makes the game of it."""

    startRequested = Signal(str, dict, list)  # game key, options, list[Seat]
    continueRequested = Signal()
    openRequested = Signal()
    rulesRequested = Signal(str)  # game key

    def __init__(
        self,
        parent: QWidget | None = None,
        remembered: dict[str, tuple[dict[str, Any], list[dict[str, Any]]]] | None = None,
        game: str = "",
    ) -> None:
        """``remembered``: the choices last used for each game (as ``remember``
        takes them), ``game`` the one shown first: the page is built once with
        them, not once bare and again for each."""
        super().__init__(parent)
        self.setObjectName("startPage")
        # Only games the window can draw (a registered engine may wait for its board).
        self.games: tuple[type[AnyGame], ...] = tuple(
            cls for cls in all_games() if game_ui.has_board(cls.spec.key)
        )
        self.option_fields: list[OptionField] = []
        self.seat_rows: list[SeatRow] = []
        self._remembered: dict[str, dict[str, Any]] = {
            key: {"options": dict(options), "seats": list(seats)}
            for key, (options, seats) in (remembered or {}).items()
        }

        self.heading = QLabel()
        self.heading.setObjectName("startHeading")
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.heading.setFont(font)

        self.game_list = QListWidget()
        self.game_list.setObjectName("gameList")
        self.game_list.setItemDelegate(GameItemDelegate(self.game_list))
        self.game_list.setResizeMode(QListView.ResizeMode.Adjust)  # re-measure rows on resize
        self.game_list.setSpacing(2)
        for cls in self.games:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, cls.spec.key)
            self.game_list.addItem(item)
        self.game_list.currentRowChanged.connect(self._game_changed)
        self.games_box = QGroupBox()
        games_layout = QVBoxLayout(self.games_box)
        games_layout.addWidget(self.game_list)
        self.rules_button = QPushButton()
        self.rules_button.setObjectName("rulesButton")
        self.rules_button.clicked.connect(lambda: self.rulesRequested.emit(self.current_spec().key))
        games_layout.addWidget(self.rules_button, 0, Qt.AlignmentFlag.AlignLeft)

        self.options_box = QGroupBox()
        options_layout = QVBoxLayout(self.options_box)
        self.options_form = QFormLayout()
        options_layout.addLayout(self.options_form)
        self.more_button = QToolButton()
        self.more_button.setObjectName("moreOptions")
        self.more_button.setCheckable(True)
        self.more_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more_button.setArrowType(Qt.ArrowType.RightArrow)
        self.more_button.toggled.connect(self._show_more)
        self.more_widget = QWidget()
        self.more_form = QFormLayout(self.more_widget)
        self.more_form.setContentsMargins(0, 0, 0, 0)
        self.more_widget.hide()
        options_layout.addWidget(self.more_button)
        options_layout.addWidget(self.more_widget)

        self.seats_box = QGroupBox()
        self.seats_grid = QGridLayout(self.seats_box)
        self.seat_count_label = QLabel()
        self.seat_count = QSpinBox()
        self.seat_count.setObjectName("seatCount")
        self.seat_count.valueChanged.connect(self._build_seats)

        self.start_button = QPushButton()
        self.start_button.setObjectName("startButton")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._start)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("continueButton")
        self.continue_button.setEnabled(False)
        self.continue_button.clicked.connect(self.continueRequested)
        self.open_button = QPushButton()
        self.open_button.setObjectName("openButton")
        self.open_button.clicked.connect(self.openRequested)

        right = QVBoxLayout()
        right.addWidget(self.options_box)
        right.addWidget(self.seats_box)
        right.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.continue_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        right.addLayout(buttons)

        columns = QHBoxLayout()
        columns.addWidget(self.games_box, 2)
        columns.addLayout(right, 3)
        # A column of readable width in the middle of a large window.
        content = QWidget()
        content.setMaximumWidth(1040)
        inner = QVBoxLayout(content)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.heading)
        inner.addLayout(columns, 1)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(24, 18, 24, 18)
        outer.addStretch(1)
        outer.addWidget(content, 100)
        outer.addStretch(1)

        self.retranslate()
        if self.games and not (game and self.select_game(game)):
            self.game_list.setCurrentRow(0)
        self._chain_tabs()

    # --- choosing ----------------------------------------------------------------

    def current_spec(self) -> GameSpec:
        row = max(self.game_list.currentRow(), 0)
        return self.games[row].spec

    def select_game(self, key: str) -> bool:
        for row, cls in enumerate(self.games):
            if cls.spec.key == key or key in cls.spec.aliases:
                self.game_list.setCurrentRow(row)
                return True
        return False

    def options(self) -> dict[str, OptionValue]:
        return {f.option.key: f.value() for f in self.option_fields}

    def seats(self) -> list[Seat]:
        return [row.seat() for row in self.seat_rows]

    def set_continue_available(self, available: bool) -> None:
        self.continue_button.setEnabled(available)

    def remember(self, key: str, options: dict[str, Any], seats: list[dict[str, Any]]) -> None:
        """Put back the choices last used for ``key`` (from the settings)."""
        self._remembered[key] = {"options": dict(options), "seats": list(seats)}
        if self.current_spec().key == key:
            self._game_changed(self.game_list.currentRow())

    def choices(self) -> tuple[str, dict[str, OptionValue], list[dict[str, Any]]]:
        """What to store in the settings: game key, options and seats as JSON."""
        seats = []
        for row in self.seat_rows:
            data = row.seat().to_json()
            if not row.name.text().strip():
                data["name"] = ""  # stays the (translated) colour name
            seats.append(data)
        return self.current_spec().key, self.options(), seats

    def _game_changed(self, row: int) -> None:
        if row < 0:
            return
        spec = self.games[row].spec
        remembered = self._remembered.get(spec.key, {})
        self._build_options(spec, remembered.get("options", {}))
        seats = remembered.get("seats", [])
        count = len(seats) if spec.min_seats <= len(seats) <= spec.max_seats else spec.min_seats
        self.seat_count.blockSignals(True)
        self.seat_count.setRange(spec.min_seats, spec.max_seats)
        self.seat_count.setValue(count)
        self.seat_count.blockSignals(False)
        self._build_seats(count, keep=False)  # another game: its own seats, not these
        for seat_row, data in zip(self.seat_rows, seats, strict=False):
            if isinstance(data, dict):
                seat_row.set_seat(data)

    def _build_options(self, spec: GameSpec, values: dict[str, Any]) -> None:
        """The game's options; the number of players first, when it may vary."""
        if self.options_form.indexOf(self.seat_count) >= 0:
            self.options_form.takeRow(self.seat_count)  # kept: it serves every game
        for form in (self.options_form, self.more_form):
            while form.rowCount():
                form.removeRow(0)  # deletes the row's widgets
        varied = spec.min_seats < spec.max_seats
        if varied:
            self.options_form.addRow(self.seat_count_label, self.seat_count)
        self.seat_count_label.setVisible(varied)
        self.seat_count.setVisible(varied)
        found = game_ui.words(spec.key)
        up_front = found.up_front if found is not None else ()
        self.option_fields = []
        for option in spec.all_options():
            field = OptionField(option, self, spec.key)
            if option.key in values:
                field.set_value(values[option.key])
            folded = option.key in ADVANCED_OPTIONS and option.key not in up_front
            form = self.more_form if folded else self.options_form
            form.addRow(field.label, field.widget)
            self.option_fields.append(field)
        self.more_button.setVisible(self.more_form.rowCount() > 0)
        self._chain_tabs()

    def _show_more(self, shown: bool) -> None:
        self.more_widget.setVisible(shown)
        self.more_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)

    def _build_seats(self, count: int, keep: bool = True) -> None:
        """``count`` seat rows, the rows shown kept (with ``keep``); a new row is
        a person at the first seat and a Medium bot at the others, the most
        common game: one person against a bot."""
        kept = (
            [row.seat().to_json() | {"name": row.name.text()} for row in self.seat_rows]
            if keep
            else []
        )
        while self.seats_grid.count():
            item = self.seats_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # deleteLater waits for the event loop; hide it now
                widget.deleteLater()
        spec = self.current_spec()
        self.seat_rows = []
        for i in range(count):
            side = spec.seat_names[i] if i < len(spec.seat_names) else f"Seat {i + 1}"
            found = game_ui.words(spec.key)
            places = found.seat_places.get(count, ()) if found is not None else ()
            row = SeatRow(i, side, self.seats_box, places[i] if i < len(places) else "")
            if i < len(kept):
                row.set_seat(kept[i])
            elif i > 0:
                row.set_seat(DEFAULT_OPPONENT)
            for column, widget in enumerate(row.widgets()):
                self.seats_grid.addWidget(widget, i, column)
            self.seat_rows.append(row)
        self.seats_grid.setColumnStretch(1, 1)
        self._chain_tabs()

    def _start(self) -> None:
        self.startRequested.emit(self.current_spec().key, self.options(), self.seats())

    # --- the keyboard --------------------------------------------------------------

    def _chain_tabs(self) -> None:
        """Tab goes down the page: the games, the options, the players, the buttons."""
        chain: list[QWidget] = [self.game_list, self.rules_button, self.seat_count]
        for field in self.option_fields:
            if self.options_form.indexOf(field.widget) >= 0:
                chain.append(field.widget)
        chain.append(self.more_button)
        chain += [f.widget for f in self.option_fields if self.more_form.indexOf(f.widget) >= 0]
        for row in self.seat_rows:
            chain += [row.name, row.kind, row.level]
        chain += [self.open_button, self.continue_button, self.start_button]
        # While the page is being built some widgets have no parent yet; the
        # last build call chains them all.
        window = self.window()
        chain = [w for w in chain if w.window() is window]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        focused = self.focusWidget()
        if focused is None or not self.isAncestorOf(focused):
            self.game_list.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        """Enter starts the game, wherever the focus is on the page (a focused
        button is pressed instead)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            if isinstance(focused, QAbstractButton) and focused is not self.start_button:
                focused.click()
            elif self.start_button.isEnabled():
                self._start()
            event.accept()
            return
        super().keyPressEvent(event)

    # --- language ----------------------------------------------------------------

    def retranslate(self) -> None:
        self.heading.setText(self.tr("New game"))
        self.games_box.setTitle(self.tr("Game"))
        self.options_box.setTitle(self.tr("Options"))
        self.seats_box.setTitle(self.tr("Players"))
        self.seat_count_label.setText(self.tr("Number of players:"))
        self.more_button.setText(self.tr("&More options"))
        self.rules_button.setText(self.tr("Read the &rules"))
        self.start_button.setText(self.tr("&Start"))
        self.game_list.setAccessibleName(self.tr("Games"))
        self.seat_count.setAccessibleName(self.tr("Number of players"))
        self.continue_button.setText(self.tr("&Continue last game"))
        self.open_button.setText(self.tr("&Open…"))
        for row, cls in enumerate(self.games):
            item = self.game_list.item(row)
            item.setText(names.game_title(cls.spec))
            item.setData(DESCRIPTION_ROLE, names.game_description(cls.spec))
        for field in self.option_fields:
            field.retranslate()
        for seat_row in self.seat_rows:
            seat_row.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
