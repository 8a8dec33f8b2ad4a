"""Buy, Sell, or Trade Resources on the Market, Hire Workers.

A Market visit is one steward: 2 different actions (3 for the first space),
each one line of the Market used once. Every option is listed as the exact
goods paid and received, so a move names a line and one of its rates.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from arbiter.engine import MalformedMove, RuleViolation
from arbiter.engine.prebuilt import prebuilt
from arbiter.games.prestige import components
from arbiter.games.prestige.model import condition_tiles_of, DONE, Moves, encoded, goods_msg, goods_tuple, resolve
from arbiter.games.prestige.sections import GLOSSARY, MARKET
from arbiter.prestige.v1 import prestige_pb2 as pb

def _hire_price(tb: components.Tables, state: pb.State, line: int, tiles: set[str]) -> int:
    """2 gold the first time this season, then 3 (the black price marker);
    a market-condition tile may take 1 off."""
    price = tb.HIRE_PRICE_THEN if line in state.raised_prices[:] else tb.HIRE_PRICE_FIRST
    for t in tiles:
        tile = tb.CONDITION_TILES[t]
        if tile.line == line:
            price += tile.price_change
    return price


def line_options(state: pb.State, seat: int, line: pb.MarketLine, tiles: set[str] | None = None,
                 tb: components.Tables | None = None) -> Sequence[tuple[tuple, tuple]]:
    """The (pay, get) rates of a line for `seat`, improved market conditions
    applied, whether or not it can afford them. Empty when the line is closed."""
    tb = tb or components.of(state)
    if tiles is None:
        tiles = condition_tiles_of(state, seat, line, tb)  # often none on this line: no need to look at the estates
    if line in tb.HIRE_LINES:
        hire = tb.HIRE_LINES[line]
        if _hireable(state, state.players[seat]) < hire[5]:
            return []  # workers come back from the Tavern: the line hires as many as it prints, or none
        pay = (_hire_price(tb, state, line, tiles), 0, 0, 0, 0, 0)
        return [(pay, hire)]
    return _rates(tb, line, tuple(tiles))


def _hireable(state: pb.State, p: pb.Player) -> int:
    """Workers `p` could hire back from the Tavern: none in a season without a labor market."""
    return 0 if state.event == pb.SEASON_EVENT_NO_LABOR_MARKET else p.tavern


@lru_cache(maxsize=None)  # a handful of lines and tiles, looked up at every listing
def _rates(tb: components.Tables, line: pb.MarketLine, tiles: tuple) -> tuple[tuple[tuple, tuple], ...]:
    """A buying/selling line's rates with the directions that those of these
    condition tiles on the line replace."""
    directions = dict(tb.MARKET_OPTIONS[line])
    for t in tiles:
        tile = tb.CONDITION_TILES[t]
        if tile.line == line:
            directions.update(tile.replace)
    return tuple(o for opts in directions.values() for o in opts)


def _held(p: pb.Player) -> tuple:
    """What `p` could pay with, as (gold, wood, limestone, glass, marble)."""
    return p.gold, p.wood, p.limestone, p.glass, p.marble


def _affordable(held: tuple, pay: tuple) -> bool:
    g, w, ls, gl, m, _ = pay
    return held[0] >= g and held[1] >= w and held[2] >= ls and held[3] >= gl and held[4] >= m


def _build_trade(line: pb.MarketLine, pay: tuple, get: tuple) -> pb.Move:
    return pb.Move(market_trade=pb.MarketTrade(line=line, pay=goods_msg(pay), get=goods_msg(get)))


_trade_move = encoded(_build_trade)


@lru_cache(maxsize=None)  # one entry per combination of condition tiles a seat has
def _trades(tb: components.Tables, tiles: tuple) -> dict[int, tuple[tuple[tuple, bytes], ...]]:
    """Buying/selling line -> its rates for a seat with these condition tiles
    (in the order of the seat's set), each as (pay, the encoded move)."""
    return {line: tuple((pay, _build_trade(line, pay, get).SerializeToString())
                        for pay, get in _rates(tb, line, tiles))
            for line in tb.MARKET_OPTIONS}


def trade_moves(state: pb.State, step: pb.Step) -> Moves:
    tb = components.of(state)
    seat = step.seat
    p = state.players[seat]
    tiles = condition_tiles_of(state, seat, None, tb)
    trades = _trades(tb, tuple(tiles))
    held = _held(p)
    gold, wood, limestone, glass, marble = held
    out = [DONE]
    used = step.lines_used[:]
    hiring = _hireable(state, p)
    for line in tb.MARKET_LINES:
        if line in used:
            continue
        if line in tb.HIRE_LINES:  # the price and the Tavern vary
            if not hiring:
                continue
            for pay, get in line_options(state, seat, line, tiles, tb):
                if _affordable(held, pay):
                    out.append(_trade_move(line, pay, get))
        else:  # _affordable written out: the busiest test of a Market listing
            out.extend([move for (g, w, ls, gl, m, _), move in trades[line]
                        if gold >= g and wood >= w and limestone >= ls and glass >= gl and marble >= m])
    return Moves(out)


def market_trade(state: pb.State, seat: int, step: pb.Step, m: pb.MarketTrade) -> list[pb.Event]:
    tb = components.of(state)
    if m.line not in tb.MARKET_LINES:
        raise MalformedMove("market_trade.line", "name a Market line")
    pay, get = goods_tuple(m.pay), goods_tuple(m.get)
    if min(pay) < 0 or min(get) < 0:
        raise MalformedMove("market_trade", "goods paid and received are counts, never negative")
    if m.line in step.lines_used[:]:
        raise RuleViolation("MARKET_LINE_USED", MARKET, "the actions of one Market visit must be different")
    if m.line in tb.HIRE_LINES:
        if state.event == pb.SEASON_EVENT_NO_LABOR_MARKET:
            raise RuleViolation("NO_LABOR_MARKET", GLOSSARY + " / No labor market",
                                "no workers may be acquired at the Market this season")
        tavern, hired = state.players[seat].tavern, tb.HIRE_LINES[m.line][5]
        if tavern == 0:
            raise RuleViolation("NO_EXHAUSTED_WORKERS", MARKET,
                                "hired workers come back from the Tavern, which is empty")
        if tavern < hired:
            # "Hire 2 workers" has no fewer-workers clause (as Worker offer and Support have).
            raise RuleViolation("TOO_FEW_EXHAUSTED_WORKERS", MARKET,
                                f"this line hires {hired} workers back from the Tavern, which holds {tavern}")
    if (pay, get) not in line_options(state, seat, m.line, tb=tb):
        raise RuleViolation("NOT_A_MARKET_RATE", MARKET, "not a rate this line offers you")
    p = state.players[seat]
    if not _affordable(_held(p), pay):
        raise RuleViolation("INSUFFICIENT_RESOURCES", MARKET, "you cannot pay that")
    step.trades_left -= 1
    step.lines_used.append(m.line)
    if step.trades_left <= 0:
        resolve(state, seat)
    for field, give, take in zip(components.RESOURCES, pay, get, strict=False):
        if give or take:  # a trade touches two or three of the five
            setattr(p, field, getattr(p, field) - give + take)
    if get[5]:
        p.tavern -= get[5]
        p.workers += get[5]
    if m.line in tb.HIRE_LINES and m.line not in state.raised_prices[:]:
        state.raised_prices.append(m.line)
    return [_market_traded(seat, m.line, pay, get)]


@prebuilt(pb.Event, maxsize=4096)  # decoded: see model.goods_event
def _market_traded(seat: int, line: pb.MarketLine, pay: tuple, get: tuple) -> pb.Event:
    return pb.Event(market_traded=pb.MarketTraded(seat=seat, line=line, pay=goods_msg(pay), get=goods_msg(get)))
