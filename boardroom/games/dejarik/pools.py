"""Building a round's pools, and what a roll costs each side (the source's
"dice pool" and "resolving a round", RULINGS 4)."""

from __future__ import annotations

from boardroom.games.dejarik.character import Character
from boardroom.games.dejarik.dice import Pool, skill_dice

PRIMARY, SECONDARY = 0, 1
STANCES = ("primary", "secondary")


def attack_pool(
    c: Character,
    stance: int,
    pieces_set: int,
    upgrades: int = 0,
    boosts: int = 0,
    setbacks: int = 0,
) -> Pool:
    """Primary: Intelligence and Dejarik Attack, upgraded once per piece set.
    Secondary: max(Willpower, pieces set) Ability dice, min(...) of them
    upgraded; ranks do not count. Then pending upgrades, Boosts and Setbacks."""
    if stance == PRIMARY:
        plain, up = skill_dice(c.intellect, c.attack, pieces_set + upgrades)
    else:
        plain, up = skill_dice(c.willpower, pieces_set, upgrades)
    return Pool(ability=plain, proficiency=up, boost=boosts, setback=setbacks)


def defence_pool(c: Character, stance: int, pieces_set: int, upgrades: int = 0) -> Pool:
    """Primary: Cunning and Dejarik Defence, upgraded once per piece set.
    Secondary: max(Presence, pieces set) Difficulty dice, min(...) upgraded."""
    if stance == PRIMARY:
        plain, up = skill_dice(c.cunning, c.defence, pieces_set + upgrades)
    else:
        plain, up = skill_dice(c.presence, pieces_set, upgrades)
    return Pool(difficulty=plain, challenge=up)


def losses(successes: int, attacker_set: int, defender_set: int) -> tuple[int, int]:
    """Pieces lost by (defender, attacker) for a net result: net successes kill
    that many of the defender's set pieces, net failures the attacker's, never
    more than were set; a side that set none loses one unset piece."""
    if successes > 0:
        return (min(successes, defender_set) if defender_set else 1), 0
    if successes < 0:
        return 0, (min(-successes, attacker_set) if attacker_set else 1)
    return 0, 0
