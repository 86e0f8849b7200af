"""Shared helpers of the Jikaida tests: the fast engine's moves in the slow
reference's terms."""

from __future__ import annotations

from boardroom.games.jikaida import JikaidaGame, JikaidaState
from tests.games.jikaida import reference


def state(variant: str, text: str) -> JikaidaState:
    return JikaidaGame({"variant": variant}).state_from_text(text)


def effect_text(st: JikaidaState, move: object) -> str:
    """A move as reference.effect_text writes its effect."""
    frm, to = st.square_name(move.frm), st.square_name(move.to)  # type: ignore[attr-defined]
    if move.fluttember:  # type: ignore[attr-defined]
        return f"{frm}<>{to}"
    promotion = move.promotion  # type: ignore[attr-defined]
    return f"{frm}-{to}" + (f"={promotion}" if promotion else "")


def fast_effects(st: JikaidaState) -> list[str]:
    return sorted(effect_text(st, m) for m in st.legal_moves())


def slow_effects(st: JikaidaState) -> list[str]:
    pos = reference.parse(st.variant.name, st.to_text())
    if reference._material_end(pos) is not None:
        return []
    return reference.effects_text(reference.legal_effects(pos))
