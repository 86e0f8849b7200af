"""The sentences of Jikaida's reasons (why.py), one per rule, marked for
translation in the "JikaidaReasons" context; piece names too, which the
sentences take as arguments so that they are translated with them."""

from __future__ import annotations

from boardroom.engine.reasons import QT_TRANSLATE_NOOP, Reason
from boardroom.games.jikaida.variants import (
    CHUKTAR,
    DELDAR,
    HIKDAR,
    JIKTAR,
    KAPT,
    KING,
    PAKTUN,
    PALLAN,
    SWOD,
)

CONTEXT = "JikaidaReasons"

NAMES = {
    KING: QT_TRANSLATE_NOOP("JikaidaReasons", "King"),
    PALLAN: QT_TRANSLATE_NOOP("JikaidaReasons", "Pallan"),
    KAPT: QT_TRANSLATE_NOOP("JikaidaReasons", "Kapt"),
    CHUKTAR: QT_TRANSLATE_NOOP("JikaidaReasons", "Chuktar"),
    JIKTAR: QT_TRANSLATE_NOOP("JikaidaReasons", "Jiktar"),
    HIKDAR: QT_TRANSLATE_NOOP("JikaidaReasons", "Hikdar"),
    PAKTUN: QT_TRANSLATE_NOOP("JikaidaReasons", "Paktun"),
    DELDAR: QT_TRANSLATE_NOOP("JikaidaReasons", "Deldar"),
    SWOD: QT_TRANSLATE_NOOP("JikaidaReasons", "Swod"),
}

TEXTS = {
    # Picking a piece.
    "not-a-square": QT_TRANSLATE_NOOP("JikaidaReasons", "choose a square of the board"),
    "empty": QT_TRANSLATE_NOOP("JikaidaReasons", "there is no piece on {0}"),
    "not-yours": QT_TRANSLATE_NOOP("JikaidaReasons", "the piece on {0} is not yours"),
    "no-move": QT_TRANSLATE_NOOP("JikaidaReasons", "the {0} on {1} has no move"),
    # Where it goes.
    "same-square": QT_TRANSLATE_NOOP("JikaidaReasons", "a move cannot end where it began"),
    "own-piece": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "only a Pallan may capture a piece of its own side"
    ),
    "pallan-own-king": QT_TRANSLATE_NOOP("JikaidaReasons", "a Pallan never captures its own King"),
    "pattern": QT_TRANSLATE_NOOP("JikaidaReasons", "the {0} cannot move that way"),
    "blocked": QT_TRANSLATE_NOOP("JikaidaReasons", "the path is blocked at {0}"),
    "front": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "the {0} crosses a front only from a square beside it"
    ),
    "front-free-once": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "the {0} may cross only one front that it did not start beside"
    ),
    "swod-forward": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "a Swod moves only forward, straight ahead or diagonally"
    ),
    "swod-double-step": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "a Swod moves two or three squares only on its first move"
    ),
    "swod-reach": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "even on its first move a Swod goes at most three squares"
    ),
    "swod-straight-capture": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "a Swod never captures straight ahead"
    ),
    "propt": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "a Swod cannot capture a Propt Swod (one beside a Deldar of its own side)"
    ),
    "deldar-double": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "a Deldar moves twice in one turn only on its first move"
    ),
    "paktun-double": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "a Paktun leaps twice in one turn only on its first move"
    ),
    "capture-ends": QT_TRANSLATE_NOOP(
        "JikaidaReasons",
        "the first part of the move must end on an empty square: a capture ends the move",
    ),
    "pallan-path": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "the Pallan cannot reach that square, even with its one change of path"
    ),
    # Vaults.
    "vault-short": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "a vault needs a line of at least {0} pieces to jump along"
    ),
    "vault-gap": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "a vault comes down on the first empty square after the line, {0}"
    ),
    "vault-capture-early": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "a vault captures only after passing three pieces"
    ),
    "swod-vault-forward": QT_TRANSLATE_NOOP("JikaidaReasons", "a Swod vaults only forward"),
    "vault-only": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "in Drak's City every move must include a vault"
    ),
    "drak-no-capture": QT_TRANSLATE_NOOP("JikaidaReasons", "in Drak's City only a Pallan captures"),
    # The King.
    "kaida": QT_TRANSLATE_NOOP("JikaidaReasons", "this move would leave your King in Kaida"),
    "kaida-piece": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "any move of this piece would leave your King in Kaida"
    ),
    "kaida-stays": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "your King is in Kaida and this move does not end it"
    ),
    "kaida-king": QT_TRANSLATE_NOOP("JikaidaReasons", "your King would be in Kaida on {0}"),
    "kaida-piece-stays": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "your King is in Kaida and no move of this piece ends it"
    ),
    "fluttember-used": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "you no longer have the King's Fluttember (once per game)"
    ),
    "fluttember-king": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "for the Fluttember the King must stand on its starting square"
    ),
    "fluttember-partner": QT_TRANSLATE_NOOP(
        "JikaidaReasons",
        "for the Fluttember the {0} must stand on the square where it began the game",
    ),
    "fluttember-kaida": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "the King cannot make the Fluttember while in Kaida"
    ),
    "fluttember-attacked": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "the King cannot change places onto an attacked square"
    ),
    # Promotion and the end of the move.
    "promotion-kind": QT_TRANSLATE_NOOP("JikaidaReasons", "here a Swod can become only a {0}"),
    "promotion-king": QT_TRANSLATE_NOOP("JikaidaReasons", "a Swod may become any piece but a King"),
    "promotion-choose": QT_TRANSLATE_NOOP("JikaidaReasons", "choose the piece the Swod becomes"),
    "no-promotion": QT_TRANSLATE_NOOP(
        "JikaidaReasons", "only a Swod reaching the far rank is promoted"
    ),
    "move-complete": QT_TRANSLATE_NOOP("JikaidaReasons", "the move is already complete"),
    "unreachable": QT_TRANSLATE_NOOP("JikaidaReasons", "the {0} cannot reach that square"),
}

# The rule a sentence stands for, when several sentences tell one rule.
RULES = {
    "kaida-piece": "kaida",
    "kaida-stays": "kaida",
    "kaida-king": "kaida",
    "kaida-piece-stays": "kaida",
}


def reason(name: str, *args: object) -> Reason:
    """The reason ``name`` of TEXTS, its rule id "jikaida.<rule>"."""
    return Reason(f"jikaida.{RULES.get(name, name)}", TEXTS[name], args, CONTEXT)


def piece_name(kind: int) -> Reason:
    return Reason("jikaida.piece-name", NAMES[kind], (), CONTEXT)
