"""E) Create a trade route: one move that carries out the steps in order.

1) the controllers of both end cities score 1 prestige each; 2) take the
route's bonus marker (face up) and draw a replacement onto the silver plate;
3) at most one of: 3a establish a trading post (or, with an Additional
Trading Post marker held before this action, an additional one), 3b develop
a pictured ability, 3c a merchant onto a Coellen special prestige space. The
route's other pieces go to the general stock. The game-end triggers checked
here let the action finish first.
"""
from __future__ import annotations

from arbiter.engine import RuleViolation
from arbiter.engine.prebuilt import prebuilt
from arbiter.games.hansa_teutonica import parse, sections
from arbiter.games.hansa_teutonica.components import Board, CityInfo, RouteInfo
from arbiter.games.hansa_teutonica.bonus_markers import ADDITIONAL, take_used
from arbiter.games.hansa_teutonica.desk import add_stock, develop, developable_violation
from arbiter.games.hansa_teutonica.parse import PRIVILEGES, Reward
from arbiter.games.hansa_teutonica.pieces import (
    FREE, MERCHANT, MINE, SHAPE, SHAPES, char, codes, piece, shape_name, with_piece)
from arbiter.games.hansa_teutonica.scoring import completed_cities, controller, east_west_connected, end_game
from arbiter.games.hansa_teutonica.tables import value
from arbiter.games.hansa_teutonica.turn import begin_action
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb


def is_complete(posts: bytes, route: RouteInfo, seat: int) -> bool:
    """Every post of `route` holds one of `seat`'s tradesmen (`posts`: the
    piece codes of State.route_posts)."""
    return posts[route.first_post:route.first_post + route.posts].translate(MINE[seat]).count(1) == route.posts


def _on_route(state: pb.State, route: RouteInfo) -> list[int]:
    """The shapes of the pieces on `route`."""
    posts = codes(state.route_posts[route.first_post:route.first_post + route.posts])
    return list(posts.translate(SHAPE).replace(b"\0", b""))  # in C: the shapes, free posts left out


def leftmost_vacant(state: pb.State, city: CityInfo) -> int:
    """Index of the leftmost vacant printed space of `city`, -1 when full."""
    i = state.trading_posts.find(FREE, city.first_space, city.first_space + len(city.spaces))
    return i - city.first_space if i >= 0 else -1


def _privilege_too_low(section: str, colour: int) -> RuleViolation:
    return RuleViolation("PRIVILEGE_TOO_LOW", section,
                         f"your Privilegium does not reach {pb.Privilege.Name(colour).removeprefix('PRIVILEGE_')}")


def check_reward(state: pb.State, board: Board, seat: int, route: RouteInfo, reward: Reward) -> None:
    """Validate the step-3 choice (before anything changes)."""
    problem = reward_violation(state, board, state.players[seat], route, reward, _on_route(state, route))
    if problem:
        raise problem


def reward_violation(state: pb.State, board: Board, p: pb.Player, route: RouteInfo, reward: Reward,
                     on_route: list[int]) -> RuleViolation | None:
    """Why the step-3 choice of player `p` is illegal, None if it is legal;
    `on_route`, the shapes on the route. (Returned, not raised: listing the
    moves checks many choices, and most are refused.)"""
    if reward.kind == "establish_trading_post":
        city = reward.city
        if city.city not in route.cities:
            return RuleViolation("NOT_AN_END_CITY", sections.ESTABLISH, f"{city.key} is not an end of route {route.id}")
        if reward.additional:
            if ADDITIONAL not in p.bonus_markers[:]:
                return RuleViolation("NO_SUCH_BONUS_MARKER", sections.ADDITIONAL,
                                     "you hold no face-up Additional Trading Post marker from an earlier action")
            if state.trading_posts[city.first_space] == FREE:
                return RuleViolation("LEFTMOST_SPACE_VACANT", sections.ADDITIONAL,
                                     f"the leftmost space of {city.key} must already hold a trading post")
            if reward.shape not in on_route:
                return RuleViolation("NOT_ON_ROUTE", sections.ADDITIONAL, "no such tradesman on the route")
            return None
        i = leftmost_vacant(state, city)
        if i < 0:
            return RuleViolation("CITY_FULL", sections.ESTABLISH, f"{city.key} has no vacant trading-post space")
        space = city.spaces[i]
        if value(p, board.desk.PRIVILEGE_TRACK) < space.privilege:
            return _privilege_too_low(sections.ESTABLISH, space.privilege)
        if reward.shape != space.shape:
            return RuleViolation("WRONG_SHAPE", sections.ESTABLISH,
                                 f"the leftmost vacant space of {city.key} takes a "
                                 f"{shape_name(space.shape)} (no skipping)")
        if space.shape not in on_route:
            return RuleViolation("NO_MATCHING_TRADESMAN", sections.ESTABLISH,
                                 f"the leftmost vacant space of {city.key} needs a {shape_name(space.shape)} "
                                 "from the route")
    elif reward.kind == "develop_ability":
        if reward.ability not in (board.cities[c].ability for c in route.cities):
            return RuleViolation("NO_ABILITY_PICTOGRAM", sections.DEVELOP,
                                 f"neither end of route {route.id} pictures {pb.Ability.Name(reward.ability)}")
        return developable_violation(board.desk, p, reward.ability, sections.DEVELOP)
    elif reward.kind == "coellen_space":
        if route.slot != board.coellen_route:
            return RuleViolation("NOT_COELLEN_ROUTE", sections.COELLEN,
                                 "only the Coellen-Warburg route reaches these spaces")
        if state.coellen_spaces[reward.coellen - 1] != FREE:
            return RuleViolation("COELLEN_SPACE_TAKEN", sections.COELLEN, "that special prestige space is taken")
        if value(p, board.desk.PRIVILEGE_TRACK) < reward.coellen:
            return _privilege_too_low(sections.COELLEN, reward.coellen)
        if MERCHANT not in on_route:
            return RuleViolation("NO_MERCHANT_ON_ROUTE", sections.COELLEN, "a merchant from the route is needed")
    return None


@prebuilt(pb.Move)
def _create_move(route_id: int, kind: str | None, city: int, shape: int, additional: bool, ability: int,
                 coellen: int) -> pb.Move:
    m = pb.Move()
    c = m.create_trade_route
    c.route = route_id
    if kind == "establish_trading_post":
        c.establish_trading_post.city = city
        c.establish_trading_post.shape = shape
        c.establish_trading_post.additional = additional
    elif kind == "develop_ability":
        c.develop_ability = ability
    elif kind == "coellen_space":
        c.coellen_space = coellen
    return m


def reward_move(route: RouteInfo, reward: Reward) -> pb.Move:
    # Each distinct move encoded once (arbiter.engine.prebuilt): a route stays
    # complete, with the same choices, over several listings.
    return _create_move(route.id, reward.kind, reward.city.city if reward.city else 0, reward.shape,
                        reward.additional, reward.ability, reward.coellen)


def rewards(state: pb.State, board: Board, seat: int, route: RouteInfo) -> list[pb.Move]:
    """Every legal Create a trade route move for `route` (complete for
    `seat`): the one without a step-3 reward first, always legal."""
    on_route = sorted(set(_on_route(state, route)))
    # 3a with an Additional Trading Post marker is a choice only while one is
    # held (most of the time none is: leave those choices out unchecked).
    p = state.players[seat]
    additional = on_route if ADDITIONAL in p.bonus_markers[:] else ()
    candidates = []
    for c in route.cities:
        city = board.cities[c]
        i = leftmost_vacant(state, city)
        if i >= 0:
            candidates.append(Reward("establish_trading_post", city, city.spaces[i].shape))
        candidates += [Reward("establish_trading_post", city, s, True) for s in additional]
        if city.ability:
            candidates.append(Reward("develop_ability", ability=city.ability))
    if route.slot == board.coellen_route:
        candidates += [Reward("coellen_space", coellen=c) for c in PRIVILEGES]
    return [reward_move(route, _NO_REWARD)] + [reward_move(route, reward) for reward in candidates
                                               if reward_violation(state, board, p, route, reward, on_route) is None]


_NO_REWARD = Reward()


def play_create(state: pb.State, board: Board, seat: int, m: parse.Create, events: list) -> None:
    route, reward = m
    if not is_complete(codes(state.route_posts), route, seat):
        raise RuleViolation("ROUTE_NOT_COMPLETE", sections.CREATE,
                            f"every post of route {route.id} must hold one of your tradesmen")
    check_reward(state, board, seat, route, reward)
    p = state.players[seat]
    begin_action(state, board.desk, p)
    events.append(pb.Event(trade_route_created=dict(seat=seat, route=route.id)))
    # 1) Score prestige points for the end cities' controllers.
    for c in route.cities:
        ctrl = controller(state, board, board.cities[c])
        if ctrl >= 0:
            _score(state, ctrl, 1, pb.PRESTIGE_REASON_CITY_CONTROL, c, events)
    # 2) Take the bonus marker and draw its replacement.
    reasons = []
    marker = state.route_markers[route.slot]
    if marker:
        state.route_markers[route.slot] = pb.BONUS_MARKER_NONE
        p.bonus_markers.append(marker)
        events.append(pb.Event(bonus_marker_taken=dict(seat=seat, route=route.id, marker=marker)))
        if state.marker_supply:
            drawn = state.marker_supply.pop(0)
            state.marker_supply_count -= 1
            p.plate.append(drawn)
            p.plate_count += 1
            events.append(pb.Event(bonus_marker_drawn=dict(
                seat=seat, marker=drawn, supply_count=state.marker_supply_count)))
        else:
            reasons.append(pb.END_REASON_BONUS_MARKERS_EXHAUSTED)
    # 3) The step-3 choice; the route's other pieces go to the general stock.
    shapes = _on_route(state, route)
    posts = state.route_posts
    state.route_posts = posts[:route.first_post] + FREE * route.posts + posts[route.first_post + route.posts:]
    if reward.kind == "establish_trading_post":
        if _establish(state, board, seat, reward, events) >= board.desk.END_COMPLETED_CITIES:
            reasons.append(pb.END_REASON_CITIES_COMPLETED)
        shapes.remove(reward.shape)
    elif reward.kind == "develop_ability":
        develop(state, seat, reward.ability, events, board.desk)
    elif reward.kind == "coellen_space":
        shapes.remove(MERCHANT)
        state.coellen_spaces = with_piece(state.coellen_spaces, reward.coellen - 1, piece(seat, MERCHANT))
        points = board.coellen_spaces[reward.coellen - 1][1]
        events.append(pb.Event(coellen_space_taken=dict(
            seat=seat, space=reward.coellen, points=points)))
    for s in SHAPES:
        add_stock(p, s, shapes.count(s))
    events.append(pb.Event(tradesmen_returned=dict(
        seat=seat, traders=shapes.count(pb.SHAPE_TRADER), merchants=shapes.count(MERCHANT))))
    if any(q.prestige >= board.desk.END_PRESTIGE for q in state.players[:]):
        reasons.append(pb.END_REASON_PRESTIGE)
    if reasons:
        end_game(state, board, sorted(reasons), events)


def _score(state: pb.State, seat: int, points: int, reason: int, city: int, events: list) -> None:
    p = state.players[seat]
    p.prestige += points
    events.append(pb.Event(prestige_scored=dict(
        seat=seat, points=points, reason=reason, city=city, total=p.prestige)))


def _establish(state: pb.State, board: Board, seat: int, reward: Reward, events: list) -> int:
    """3a) Put the piece on the leftmost vacant space (or, with the marker, left
    of all trading posts); gold coin; East-West. Returns the number of
    completed cities."""
    city, shape = reward.city, reward.shape
    done = completed_cities(state, board)
    if reward.additional:
        state.additional_trading_posts.add(city=city.city, piece=char(piece(seat, shape)))
        take_used(state.players[seat], ADDITIONAL)
        events.append(pb.Event(bonus_marker_used=dict(seat=seat, marker=ADDITIONAL)))
        events.append(pb.Event(trading_post_established=dict(
            seat=seat, city=city.city, space=-1, shape=shape, additional=True, completed_cities=done)))
    else:
        i = leftmost_vacant(state, city)
        state.trading_posts = with_piece(state.trading_posts, city.first_space + i, piece(seat, shape))
        completes = i == len(city.spaces) - 1
        done += completes
        events.append(pb.Event(trading_post_established=dict(
            seat=seat, city=city.city, space=i, shape=shape, city_completed=completes, completed_cities=done)))
        if city.spaces[i].coin:
            _score(state, seat, 1, pb.PRESTIGE_REASON_GOLD_COIN, city.city, events)
    awarded = len(state.east_west)
    if (seat not in state.east_west[:] and awarded < len(board.east_west_awards)
            and east_west_connected(state, board, seat)):
        state.east_west.append(seat)
        _score(state, seat, board.east_west_awards[awarded], pb.PRESTIGE_REASON_EAST_WEST, 0, events)
    return done
