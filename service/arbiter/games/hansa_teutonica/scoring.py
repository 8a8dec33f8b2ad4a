"""City control, networks, the East-West connection, the end of the game and
the final scoring (A-F) with its tie-break chain."""
from __future__ import annotations

from itertools import compress

from arbiter.games.hansa_teutonica.components import Board, CityInfo
from arbiter.games.hansa_teutonica.pieces import FREE, MINE, VACANT, code_at, codes, owner
from arbiter.games.hansa_teutonica.tables import value
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb
from arbiter.v1.engine_pb2 import Outcome, SeatScore


def city_posts(state: pb.State, board: Board, city: CityInfo) -> list[int]:
    """The piece codes of `city`'s trading posts, lowest value first: the
    additional trading posts (the latest leftmost), then the printed spaces
    left to right."""
    extra = [code_at(a.piece, 0) for a in state.additional_trading_posts[:] if a.city == city.city]
    extra.reverse()
    first = city.first_space
    return extra + [c for c in codes(state.trading_posts[first:first + len(city.spaces)]) if c]


def controller(state: pb.State, board: Board, city: CityInfo) -> int:
    """The seat controlling `city`, -1 for nobody: most trading posts; a tie
    goes to the tied player with the highest-valued (rightmost) post."""
    owners = [owner(code) for code in city_posts(state, board, city)]
    if not owners:
        return -1
    counts: dict[int, int] = {}
    for seat in owners:
        counts[seat] = counts.get(seat, 0) + 1
    best = max(counts.values())
    for seat in reversed(owners):
        if counts[seat] == best:
            return seat
    return -1  # unreachable: some post belongs to a player with the best count


def posts_by_city(state: pb.State, board: Board, seat: int) -> dict[int, int]:
    """City -> number of `seat`'s trading posts there (Coellen's prestige
    spaces are not trading posts)."""
    out: dict[int, int] = {}
    for c in compress(board.space_city, codes(state.trading_posts).translate(MINE[seat])):
        out[c] = out.get(c, 0) + 1
    for a in state.additional_trading_posts[:]:
        if owner(code_at(a.piece, 0)) == seat:
            out[a.city] = out.get(a.city, 0) + 1
    return out


def networks(board: Board, held: dict[int, int]) -> list[set[int]]:
    """The groups of cities in `held` joined by trade routes between them."""
    seen: set[int] = set()
    groups = []
    for start in held:
        if start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            for n in board.cities[todo.pop()].neighbours:
                if n in held and n not in group:
                    group.add(n)
                    todo.append(n)
        seen |= group
        groups.append(group)
    return groups


def largest_network(state: pb.State, board: Board, seat: int) -> int:
    """Final scoring F: trading posts in `seat`'s largest network (posts, not
    cities: two posts in a city count two)."""
    held = posts_by_city(state, board, seat)
    return max((sum(held[c] for c in g) for g in networks(board, held)), default=0)


def east_west_connected(state: pb.State, board: Board, seat: int) -> bool:
    """A chain of cities with `seat`'s trading posts from Arnheim to Stendal."""
    held = posts_by_city(state, board, seat)
    west, east = board.east_west
    return west in held and east in held and any(west in g and east in g for g in networks(board, held))


def city_full(trading_posts: str, city: CityInfo) -> bool:
    """Every printed trading-post space of `city` is occupied (additional
    trading posts fill none)."""
    return FREE not in trading_posts[city.first_space:city.first_space + len(city.spaces)]


def completed_cities(state: pb.State, board: Board) -> int:
    """The cities whose printed spaces are all occupied: all cities but those
    with a vacant space (city_full for every city, in C)."""
    vacant = compress(board.space_city, codes(state.trading_posts).translate(VACANT))
    return len(board.cities) - 1 - len(set(vacant))


def final_scores(state: pb.State, board: Board) -> list[pb.FinalScore]:
    """Final Scoring A-F for every seat."""
    control = [controller(state, board, c) for c in board.cities[1:]]
    desk = board.desk
    out = []
    for seat, p in enumerate(state.players):
        s = pb.FinalScore(seat=seat, actions_level=p.actions_level)
        s.prestige_track = p.prestige
        s.abilities = desk.FULLY_DEVELOPED_POINTS * sum(
            getattr(p, desk.TRACKS[a].field) == desk.TRACKS[a].max_level for a in desk.FULLY_DEVELOPED_SCORES)
        # Markers still on the silver plate are not collected (FAQ v5).
        s.bonus_markers = desk.marker_points(len(p.bonus_markers) + len(p.used_bonus_markers))
        s.coellen = sum(points for (_, points), code in zip(board.coellen_spaces, codes(state.coellen_spaces))
                        if code and owner(code) == seat)
        s.cities = desk.CITY_CONTROL_POINTS * control.count(seat)
        s.network = largest_network(state, board, seat) * value(p, desk.KEYS)
        s.total = s.prestige_track + s.abilities + s.bonus_markers + s.coellen + s.cities + s.network
        out.append(s)
    return out


def _rank_key(s: pb.FinalScore) -> tuple[int, int, int]:
    # Most prestige; then the least developed Actiones; then the most network points.
    return (s.total, -s.actions_level, s.network)


def end_game(state: pb.State, board: Board, reasons: list[int], events: list) -> None:
    """End of Game: the triggering action is complete; score and stop."""
    state.turn.phase = pb.PHASE_GAME_OVER
    scores = final_scores(state, board)
    state.end.reasons.extend(reasons)
    state.end.scores.extend(scores)
    events.append(pb.Event(game_ended=pb.GameEnded(reasons=reasons, scores=scores, winners=winners(scores))))


def winners(scores) -> list[int]:
    best = max(_rank_key(s) for s in scores)
    return [s.seat for s in scores if _rank_key(s) == best]


def outcome(state: pb.State) -> Outcome:
    """The Outcome of a finished game: ranks by the tie-break chain; each
    seat's tiebreak is [-actions_level, network points] (higher is better)."""
    scores = list(state.end.scores)
    keys = [_rank_key(s) for s in scores]
    out = Outcome(winners=winners(scores), reason=", ".join(
        pb.EndReason.Name(r).removeprefix("END_REASON_").lower().replace("_", " ") for r in state.end.reasons))
    for s in scores:
        out.scores.append(SeatScore(seat=s.seat, score=s.total, rank=1 + sum(k > _rank_key(s) for k in keys),
                                    tiebreak=[-s.actions_level, s.network]))
    return out
