"""Dejarik, the holochess duel, as the narrative-dice simulation written for
the Edge of the Empire role-playing game (seed 002, RULINGS 4). No Qt here.

A map for the UI:

Game and options (``rules.DejarikGame``): ``character1`` / ``character2``
(``Character.to_text()`` strings), ``first`` ("random", "seat1", "seat2"),
``effects`` (False: the basic game), ``pieces`` (1-6, default 4),
``move_limit``. ``game.characters`` holds the parsed characters.

A round (``rules.DejarikState``): ``state.step`` is "set", "adjust",
"defence", "attack", "roll", "advantages", "threats" or "over";
``current_seat`` decides; ``legal_moves()`` lists the choices, whose
notation (``moves``) is ``set0``.., ``adj+1`` / ``adj-1`` / ``adj0``,
``primary`` / ``secondary``, ``roll``, spending plans like ``SSB!U`` or
``none``. Read: ``attacker``, ``defender``, ``active``, ``inactive``,
``setc`` (-1 until set), ``strain``, ``boost`` / ``setback`` / ``up_att`` /
``up_def`` (waiting for each seat's next attack or defence),
``reversed_now``, ``adjust_now`` / ``adjust_next``, ``stance``, ``roll``
(``(die, face index)`` pairs: ``dice.FACES[die][index]`` are its symbols),
``last_result()``, ``lost``, ``round``; ``character(seat)``, ``pieces(seat)``.

Pools and odds: ``state.attack_pool(stance, pieces_set)``,
``state.defence_pool(...)``, ``state.check_pool()``; ``odds.state_odds(state,
attack_stance, defence_stance)`` gives the chances that each side loses 0, 1,
2... pieces and of a net advantage, a Triumph, a Despair; ``odds.round_odds``
and ``odds.distribution(pool)`` for anything else. ``odds`` imports numpy:
import it only when the odds are wanted.

Spending: ``state.spending()`` (a ``Spending``) during the two spending
steps: ``budget``, ``bonus`` (Triumphs or Despairs), ``limit``;
``choices(plan)`` says for each effect whether the rules allow adding it to
the plan built so far, and why not; ``state.plan_move(plan)`` is the move.

Characters: ``character.Character`` (``parse`` / ``to_text`` / ``make``),
``READY_MADE``; ``store.load_characters(folder)`` /
``store.save_characters(folder, characters)``; ``knowledge.knowledge_check``
and ``knowledge.knowledge_odds`` for the rank wizard.

Bot: ``solver`` (through ``boardroom.bots.make_bot("dejarik", level)``).
"""

from boardroom.games.dejarik.character import READY_MADE, Character
from boardroom.games.dejarik.dice import Pool
from boardroom.games.dejarik.effects import Plan, Spending
from boardroom.games.dejarik.moves import DejarikMove
from boardroom.games.dejarik.position import diagram
from boardroom.games.dejarik.rules import DejarikGame, DejarikState

GAME = DejarikGame

__all__ = [
    "GAME",
    "READY_MADE",
    "Character",
    "DejarikGame",
    "DejarikMove",
    "DejarikState",
    "Plan",
    "Pool",
    "Spending",
    "diagram",
]
