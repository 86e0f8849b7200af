"""A slow, literal Jaheijagaj move generator, written straight from RULINGS
section 5 and sharing nothing with the engine but the board file.

Positions are dicts; moves are notation strings. It is the reference that the
perft tables (perft.tsv of routes, distinct.tsv of distinct moves) are
frozen from:

    python -m tests.games.jaheijagaj.reference --freeze

No speed tricks: sight is recomputed from its definition for every question,
paths are grown one hex at a time, helpers are tried one after another.
"""

from __future__ import annotations

import functools
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

BOARD_FILE = Path(__file__).resolve().parents[3] / "resources" / "jaheijagaj" / "board.json"
DATA = json.loads(BOARD_FILE.read_text(encoding="utf-8"))
HEX = {h["name"]: h for h in DATA["hexes"]}
QR = {(h["q"], h["r"]): h["name"] for h in DATA["hexes"]}
LINKS = {**DATA["lifts"], **DATA["holes"]}
DIRS = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
HONOUR = {"T": 1, "S": 2, "H": 4}
LIMIT = {"T": 10, "S": 5, "H": 3}
SIDES = "rbpyk"
SEAT_FACES = {int(k): v for k, v in DATA["seat_faces"].items()}


@dataclass
class Pos:
    seats: int
    to_move: str
    pieces: dict[str, str]  # hex -> side + kind ("rT", "kS"); Wraith hexes hold "rW"
    wraiths: dict[str, tuple[str, int]]  # side -> (centre, facing)
    out: list[str] = field(default_factory=list)
    quiet: int = 0  # turns since a piece was last removed (the stall rule)


def parse(seats: int, text: str) -> Pos:
    turn, pieces, out, _memory, quiet = text.split()[:5]
    pos = Pos(seats, turn, {}, {}, [t.split(":")[0] for t in out.split(",")] if out != "-" else [])
    pos.quiet = int(quiet)
    for token in pieces.split(",") if pieces != "-" else []:
        side, kind = token[0], token[1]
        if kind == "W":
            centre, facing = token[2:].split(":")
            pos.wraiths[side] = (centre, int(facing))
            for x in footprint(centre, int(facing)) or []:
                pos.pieces[x] = side + "W"
        else:
            pos.pieces[token[2:]] = side + kind
    return pos


def level(name: str) -> int:
    return int(HEX[name]["level"])


def faces(name: str) -> list[str]:
    return list(HEX[name]["faces"])


def neighbour(name: str, d: int) -> str | None:
    q, r = HEX[name]["q"] + DIRS[d][0], HEX[name]["r"] + DIRS[d][1]
    return QR.get((q, r))


def adjacent(name: str) -> list[str]:
    """Where one step leads: a neighbour on the same level."""
    out = []
    for d in range(6):
        n = neighbour(name, d)
        if n is not None and level(n) == level(name):
            out.append(n)
    return out


def distance(a: str, b: str) -> int:
    dq, dr = HEX[a]["q"] - HEX[b]["q"], HEX[a]["r"] - HEX[b]["r"]
    return max(abs(dq), abs(dr), abs(dq + dr))


def footprint(centre: str, facing: int) -> list[str] | None:
    cells = [
        centre,
        neighbour(centre, facing),
        neighbour(centre, (facing + 2) % 6),
        neighbour(centre, (facing + 4) % 6),
    ]
    if any(c is None or level(c) != 0 for c in cells):
        return None
    return [c for c in cells if c is not None]


# --- sight -------------------------------------------------------------------------


@functools.cache  # a function of the face alone, asked at every ply of every check
def home_sight(face: str) -> frozenset[str]:
    """What a seat on ``face`` sees from home: its face, and of the two
    neighbouring faces (never the opposite one), every hex within two of it."""
    own_face = [n for n in HEX if face in faces(n)]
    seen = set(own_face)
    beside = {"S": "WE", "N": "WE", "W": "SN", "E": "SN"}[face]
    for n in HEX:
        if set(faces(n)) & set(beside) and any(distance(n, m) <= 2 for m in own_face):
            seen.add(n)
    return frozenset(seen)


def sees(pos: Pos, seat: str) -> set[str]:
    if seat in pos.out:
        return set()
    seen = set(home_sight(SEAT_FACES[pos.seats][SIDES.index(seat)]))
    for at, piece in pos.pieces.items():
        if piece[0] != seat:
            continue
        if level(at) == 3:
            return set(HEX)
        for f in faces(at):
            seen |= {n for n in HEX if f in faces(n) and level(n) <= level(at)}
    return seen


def seen_pieces(pos: Pos, seat: str) -> dict[str, str]:
    """The pieces as ``seat`` knows them; a Wraith shows whole or not at all."""
    seen = sees(pos, seat)
    out = {at: p for at, p in pos.pieces.items() if p[0] == seat or (p[1] != "W" and at in seen)}
    for side, (centre, facing) in pos.wraiths.items():
        cells = footprint(centre, facing) or []
        if side != seat and any(c in seen for c in cells):
            out.update({c: side + "W" for c in cells})
    return out


# --- legal moves -----------------------------------------------------------------------


def grow(board: dict[str, str], start: str, steps: int) -> list[list[str]]:
    """Paths of 1..steps steps through empty hexes, no hex twice; a lift base
    or hole is a step that ends on its landing."""
    done: list[list[str]] = []
    frontier = [[start]]
    for _ in range(steps):
        longer = []
        for path in frontier:
            for n in adjacent(path[-1]):
                if n in board or n in path:
                    continue
                if n in LINKS:
                    landing = LINKS[n]
                    if landing in board or landing in path:
                        continue
                    longer.append(path + [n, landing])
                else:
                    longer.append(path + [n])
        done += longer
        frontier = longer
    return done


def write_path(path: list[str], target: bool = False) -> str:
    text = path[0]
    for i in range(1, len(path)):
        if target and i == len(path) - 1:
            text += "x" + path[i]
        elif LINKS.get(path[i - 1]) == path[i]:
            text += ">" + path[i]
        else:
            text += "-" + path[i]
    return text


def infantry(piece: str) -> bool:
    return piece[1] in HONOUR


def legal(pos: Pos) -> list[str]:
    seat = pos.to_move
    board = seen_pieces(pos, seat)
    mine = [at for at, p in board.items() if p[0] == seat and infantry(p)]
    moves: list[str] = []
    for at in mine:
        moves += [write_path(p) for p in grow(board, at, 4)]
    moves += attacks(board, seat, mine)
    moves += spawns(board, seat, mine)
    moves += wraith_moves(pos, board, seat)
    return moves or ["pass"]


def attacks(board: dict[str, str], seat: str, mine: list[str]) -> list[str]:
    out = []
    for target, victim in board.items():
        if victim[0] == seat or not infantry(victim):
            continue
        need = HONOUR[victim[1]]
        for primary in mine:
            ways = [[primary]] + grow(board, primary, 1)
            for way in ways:
                end = way[-1]
                if level(end) != level(target) or target not in adjacent(end):
                    continue
                text = write_path(way + [target], target=True)
                have = HONOUR[board[primary][1]]
                if have >= need:
                    out.append(text)
                    continue
                # The primary ends on the target's hex first; the hexes it
                # left are free for the helpers.
                after = dict(board)
                del after[primary]
                after[target] = board[primary]
                out += helpers(after, seat, target, need, have, text, {target})
    return out


def helpers(
    board: dict[str, str], seat: str, target: str, need: int, have: int, text: str, busy: set[str]
) -> list[str]:
    out = []
    for at, piece in sorted(board.items(), key=lambda kv: HEX[kv[0]]["q"] + 16 * HEX[kv[0]]["r"]):
        if at in busy or at == target or not infantry(piece) or piece[0] not in (seat, "k"):
            continue
        for way in [[at]] + grow(board, at, 2):
            end = way[-1]
            if target not in adjacent(end) or (end != at and end in board):
                continue
            total = have + HONOUR[piece[1]]
            line = text + "+" + write_path(way)
            if total >= need:
                out.append(line)
                continue
            after = dict(board)
            del after[at]
            after[end] = piece
            out += helpers(after, seat, target, need, total, line, busy | {end})
    return out


def spawns(board: dict[str, str], seat: str, mine: list[str]) -> list[str]:
    troopers = sum(1 for p in board.values() if p == seat + "T")
    if troopers >= LIMIT["T"]:
        return []
    spots = set()
    for at in mine:
        group, todo = {at}, [at]
        while todo:
            for n in adjacent(todo.pop()):
                if n in mine and n not in group:
                    group.add(n)
                    todo.append(n)
        if len(group) >= 3:
            spots |= {n for n in adjacent(at) if n not in board and n not in LINKS}
    return ["*" + s for s in spots]


def wraith_moves(pos: Pos, board: dict[str, str], seat: str) -> list[str]:
    if seat not in pos.wraiths:
        return []
    centre, facing = pos.wraiths[seat]

    def free(cells: list[str] | None) -> bool:
        return cells is not None and all(board.get(c) in (None, seat + "W") for c in cells)

    out = []
    ahead = neighbour(centre, facing)
    if ahead is not None and free(footprint(ahead, facing)):
        out.append(f"W{centre}-{ahead}")
    if free(footprint(centre, (facing + 5) % 6)):
        out.append(f"W{centre}<")
    if free(footprint(centre, (facing + 1) % 6)):
        out.append(f"W{centre}>")
    front = neighbour(ahead, facing) if ahead is not None else None
    if front is not None and front in board and infantry(board[front]):
        return out  # infantry ahead of the nose: no charge
    for steps in (2, 3):
        at: str | None = centre
        way: list[list[str]] = []
        for _ in range(steps):
            at = neighbour(at, facing) if at is not None else None
            cells = footprint(at, facing) if at is not None else None
            if cells is None:
                break
            way.append(cells)
        if len(way) < steps:
            continue
        final = way[-1]
        passed = {c for cells in way[:-1] for c in cells} - set(final)
        if all(board.get(c) in (None, seat + "W") for c in passed) and any(
            c in board and board[c][0] != seat for c in final
        ):
            out.append(f"W{centre}!{at}")
    return out


# --- playing ------------------------------------------------------------------------------


def split_path(text: str) -> list[str]:
    for sep in ">x":
        text = text.replace(sep, "-")
    return text.split("-")


def play(pos: Pos, move: str) -> Pos:
    """The move on the true position: paths stop before hidden pieces."""
    new = Pos(pos.seats, pos.to_move, dict(pos.pieces), dict(pos.wraiths), list(pos.out))
    seat = pos.to_move
    if move.startswith("*"):
        new.pieces[move[1:]] = seat + "T"
    elif move.startswith("W"):
        wraith(new, seat, move)
    elif "x" in move:
        attack(new, move)
    elif move != "pass":
        walk(new, split_path(move))
    finish(new)
    removed = len(new.out) > len(pos.out) or len(new.pieces) < len(pos.pieces) + (move[0] == "*")
    new.quiet = 0 if removed else pos.quiet + 1
    seats = SIDES[: pos.seats]
    i = seats.index(seat)
    for k in range(1, pos.seats + 1):
        nxt = seats[(i + k) % pos.seats]
        if nxt not in new.out:
            new.to_move = nxt
            break
    return new


def walk(pos: Pos, path: list[str]) -> str:
    piece = pos.pieces.pop(path[0])
    stop = path[0]
    i = 1
    while i < len(path):
        n = path[i]
        if n in pos.pieces:
            break
        if n in LINKS:
            if LINKS[n] in pos.pieces:
                break
            stop = LINKS[n]
            i += 2
        else:
            stop = n
            i += 1
    pos.pieces[stop] = piece
    return stop


def attack(pos: Pos, move: str) -> None:
    """The primary onto the target's hex, then each helper through the
    hexes free then; if any is stopped (or the honour is short) the attack
    is called off and nothing moves."""
    first, *helper_texts = move.split("+")
    way = split_path(first)
    target = way[-1]
    trial = Pos(pos.seats, pos.to_move, dict(pos.pieces), dict(pos.wraiths), list(pos.out))
    piece = trial.pieces[way[0]]
    victim = trial.pieces[target]
    at = walk(trial, way[:-1]) if len(way) > 2 else way[0]
    if at != way[-2]:
        return
    del trial.pieces[at]
    trial.pieces[target] = piece
    total = HONOUR[piece[1]]
    for text in helper_texts:
        hp = split_path(text)
        end = walk(trial, hp) if len(hp) > 1 else hp[0]
        if end != hp[-1]:
            return
        total += HONOUR[trial.pieces[end][1]]
    if total < HONOUR[victim[1]]:
        return
    kind = piece[1]
    if HONOUR[victim[1]] > HONOUR[kind] and kind in "TS":
        up = "S" if kind == "T" else "H"
        if sum(1 for p in trial.pieces.values() if p == piece[0] + up) < LIMIT[up]:
            kind = up
    trial.pieces[target] = piece[0] + kind
    pos.pieces = trial.pieces


def wraith(pos: Pos, seat: str, move: str) -> None:
    centre, facing = pos.wraiths[seat]
    for c in footprint(centre, facing) or []:
        del pos.pieces[c]
    if move.endswith(("<", ">")):
        turned = (facing + (5 if move.endswith("<") else 1)) % 6
        cells = footprint(centre, turned) or []
        if any(c in pos.pieces for c in cells):
            turned = facing
        place(pos, seat, centre, turned)
        return
    charge = "!" in move
    target = move.split("!" if charge else "-")[1]
    steps = distance(centre, target)
    final = footprint(target, facing) or []
    at, reached = centre, centre
    for _ in range(steps):
        at = neighbour(at, facing) or at
        cells = footprint(at, facing) or []
        if any(c in pos.pieces and (not charge or c not in final) for c in cells):
            break
        reached = at
    if charge and reached == target:
        for c in final:
            if c in pos.pieces:
                gone = pos.pieces[c]
                if gone[1] == "W":
                    remove_wraith(pos, gone[0])
                else:
                    del pos.pieces[c]
    place(pos, seat, reached, facing)


def place(pos: Pos, seat: str, centre: str, facing: int) -> None:
    for c in footprint(centre, facing) or []:
        pos.pieces[c] = seat + "W"
    pos.wraiths[seat] = (centre, facing)


def remove_wraith(pos: Pos, seat: str) -> None:
    centre, facing = pos.wraiths.pop(seat)
    for c in footprint(centre, facing) or []:
        pos.pieces.pop(c, None)


def finish(pos: Pos) -> None:
    """Seats below 4 honour leave; then surrounded Wraiths are destroyed."""
    for seat in SIDES[: pos.seats]:
        if seat in pos.out:
            continue
        if sum(HONOUR[p[1]] for p in pos.pieces.values() if p[0] == seat and infantry(p)) < 4:
            pos.out.append(seat)
            if seat in pos.wraiths:
                remove_wraith(pos, seat)
            for at in [a for a, p in pos.pieces.items() if p[0] == seat]:
                del pos.pieces[at]
    doomed = []
    for seat, (centre, facing) in pos.wraiths.items():
        cells = footprint(centre, facing) or []
        around = {n for c in cells for d in range(6) if (n := neighbour(c, d)) is not None}
        around -= set(cells)
        if all(level(n) != 0 or (n in pos.pieces and pos.pieces[n][0] != seat) for n in around):
            doomed.append(seat)
    for seat in doomed:
        remove_wraith(pos, seat)


STALL_ROUNDS = 30  # the stall rule (on by default): rounds without a piece removed


def over(pos: Pos) -> bool:
    """One seat left, or 30 rounds (every seat in moving once) without a
    piece removed."""
    left = pos.seats - len(pos.out)
    return left <= 1 or pos.quiet >= STALL_ROUNDS * left


def perft(pos: Pos, depth: int) -> int:
    if depth == 0:
        return 1
    if over(pos):
        return 0
    moves = legal(pos)
    if depth == 1:
        return len(moves)
    return sum(perft(play(pos, m), depth - 1) for m in moves)


def canonical(move: str) -> object:
    """A move without its routes: a move by start and end, an attack by
    primary start, target and the set of helpers' (start, end)."""
    if "x" in move:
        first, *helper_texts = move.split("+")
        way = split_path(first)
        ends = frozenset((h[0], h[-1]) for h in map(split_path, helper_texts))
        return ("x", way[0], way[-1], ends)
    if move[0] in "*W" or move == "pass":
        return move
    path = split_path(move)
    return ("-", path[0], path[-1])


def distinct(pos: Pos) -> list[str]:
    """One move per canonical class: the one whose notation sorts first."""
    best: dict[object, str] = {}
    for move in legal(pos):
        key = canonical(move)
        if key not in best or move < best[key]:
            best[key] = move
    return list(best.values())


def distinct_perft(pos: Pos, depth: int) -> int:
    if depth == 0:
        return 1
    if over(pos):
        return 0
    moves = distinct(pos)
    if depth == 1:
        return len(moves)
    return sum(distinct_perft(play(pos, m), depth - 1) for m in moves)


def freeze() -> None:
    from tests.games.jaheijagaj.positions import DISTINCT_DEPTH, POSITIONS

    for file, count, what in (
        ("perft.tsv", perft, "every route"),
        ("distinct.tsv", distinct_perft, "distinct moves (routes of one move once)"),
    ):
        lines = [
            f"# name\tseats\tposition text\tperft(1) perft(2) ... of {what}",
            "# Frozen from tests/games/jaheijagaj/reference.py (the slow generator) by",
            "# python -m tests.games.jaheijagaj.reference --freeze; positions in positions.py.",
        ]
        for name, seats, text, depth in POSITIONS:
            if count is distinct_perft:
                depth = DISTINCT_DEPTH.get(name, depth)
            pos = parse(seats, text)
            counts = [count(pos, d) for d in range(1, depth + 1)]
            print(file, name, counts, flush=True)
            lines.append(f"{name}\t{seats}\t{text}\t{' '.join(map(str, counts))}")
        Path(__file__).with_name(file).write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if "--freeze" in sys.argv:
        freeze()
