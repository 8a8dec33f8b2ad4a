"""Legal-move generation: every move of a pending seat that has no free
parameters, plus templates for the ones whose parameters the player chooses
(trade offers, counter-offers, discards).

Moves with fixed parameters are built once (`M`) and shared between calls:
the lists returned hold read-only constants, so copy a move before editing it.
Listing asks the same rule checks as validation (`building`, `trading`), so
every listed move is accepted.
"""
from __future__ import annotations

from google.protobuf.any_pb2 import Any

from arbiter.nuremberg.v1 import nuremberg_pb2 as pb
from arbiter.v1.engine_pb2 import MoveTemplate

from . import building, events, setup, trading
from .components import Board, board, ENUM_MATERIAL, GOLD, MATERIALS
from .hands import Holding, can_pay, holds

Move = pb.Move
# Concrete offers listed per turn beside the offer template (bounded, so that
# random play trades without trading forever).
LISTED_OFFERS_PER_TURN = 1
# Seats: the four colours of Game Components (Nuremberg.max_players).
MAX_SEATS = 4
# Hands remembered per edition by BoardMoves.affordable before it starts afresh.
AFFORDABLE_CACHE = 4096


class M:
    """The fixed-parameter moves that name no board id, built once."""

    draw = Move(draw_event_card=pb.DrawEventCard())
    end_turn = Move(end_turn=pb.EndTurn())
    city_wall = Move(build_city_wall=pb.BuildCityWall())
    decline_free_clay = Move(decline_free_clay=pb.DeclineFreeClay())
    decline_steal = Move(decline_steal=pb.DeclineSteal())
    decline_toll = Move(decline_toll_cards=pb.DeclineTollCards())
    accept = Move(accept_trade=pb.AcceptTrade())
    decline = Move(decline_trade=pb.DeclineTrade())
    withdraw = Move(withdraw_trade=pb.WithdrawTrade())
    bank = {(a, b): Move(trade_with_bank=pb.TradeWithBank(give=a, get=b))
            for a in range(1, GOLD + 1) for b in range(1, GOLD + 1) if a != b}
    steal = [Move(steal=pb.Steal(victim=v)) for v in range(MAX_SEATS)]
    confirm = [Move(confirm_trade=pb.ConfirmTrade(partner=v)) for v in range(MAX_SEATS)]
    take_council = [Move(take_council_card=pb.TakeCouncilCard(from_seat=v)) for v in range(MAX_SEATS)]
    # One-for-one offers: (give, get) raw materials.
    offer = {(a, b): Move(offer_trade=pb.OfferTrade(give=pb.Bundle(**{a: 1}), get=pb.Bundle(**{b: 1})))
             for a in MATERIALS for b in MATERIALS if a != b}


class BoardMoves:
    """The fixed-parameter moves that name one edition's board ids, built once
    per edition (`of`)."""

    def __init__(self, b: Board) -> None:
        # Road Toll: at most one card per foreign settlement on a road.
        self.toll_cards = {n: Move(draw_toll_cards=pb.DrawTollCards(cards=n))
                           for n in range(1, max(map(len, b.road_crossings.values())) + 1)}
        self.customs_post = {s: Move(build_customs_post=pb.BuildCustomsPost(section=s)) for s in b.sections}
        self.settlement = {x: Move(build_settlement=pb.BuildSettlement(crossing=x)) for x in b.crossing_road}
        self.workshop = {s: Move(build_craft_workshop=pb.BuildCraftWorkshop(space=s)) for s in b.spaces}
        self.tower = {t: Move(build_tower=pb.BuildTower(space=t)) for t in b.towers}
        self.good = {g: Move(produce_trade_good=pb.ProduceTradeGood(good=g)) for g in b.goods}
        self.robber = {t: Move(move_robber_knight=pb.MoveRobberKnight(terrain=t)) for t in b.terrains}
        self._costs = (b.cost_customs_post, b.cost_settlement, b.cost_workshop, b.cost_city_wall, b.cost_tower)
        self._goods = tuple((self.good[g], good.cost) for g, good in b.goods.items())
        self._affordable: dict[tuple[int, ...], tuple] = {}

    def affordable(self, p: Holding) -> tuple[tuple[bool, ...], list[pb.Move]]:
        """Whether `p` can pay for a customs post, a settlement, a craft
        workshop, a city wall and a tower, and the Produce moves it can pay
        for: worked out once per hand (raw materials and gold), since few
        distinct hands occur and every Trade and Build listing asks."""
        key = (*p.hand, p.gold)
        found = self._affordable.get(key)
        if found is None:
            if len(self._affordable) >= AFFORDABLE_CACHE:
                self._affordable.clear()
            found = self._affordable[key] = (tuple(can_pay(p, c) for c in self._costs),
                                             [move for move, cost in self._goods if can_pay(p, cost)])
        return found


def of(state: pb.State) -> BoardMoves:
    """The board moves of `state`'s edition (kept on its compiled Board)."""
    b = board(state)
    moves = b.moves
    if moves is None:
        moves = b.moves = BoardMoves(b)
    return moves


# One listing per pending decision (the game's decision table names them).


def council_choice(state: pb.State, seat: int) -> list[pb.Move]:
    return [M.take_council[v] for v in state.council_choice.candidates]


def draw_event_card(state: pb.State, seat: int) -> list[pb.Move]:
    return [M.draw]


def close_trade(state: pb.State, seat: int) -> list[pb.Move]:
    return [M.confirm[r.seat] for r in state.trade.replies
            if r.answer != pb.TRADE_ANSWER_DECLINED and not trading.confirm_problem(state, r.seat)] + [M.withdraw]


def free_clay(state: pb.State, seat: int) -> list[pb.Move]:
    return [M.city_wall, M.decline_free_clay]


def collect_road_toll(state: pb.State, seat: int) -> list[pb.Move]:
    return [of(state).toll_cards[n] for n in range(1, events.toll_cards_limit(state) + 1)] + [M.decline_toll]


def discard(state: pb.State, seat: int) -> list[pb.Move]:
    return [Move(discard=pb.Discard(cards=c)) for c in discards(state.players[seat].hand, state.discards_owed[seat])]


def move_robber_knight(state: pb.State, seat: int) -> list[pb.Move]:
    robber = of(state).robber
    here = state.robber_knight
    return [robber[t] for t in board(state).terrains if t != here]


def steal(state: pb.State, seat: int) -> list[pb.Move]:
    return [M.steal[v] for v in events.steal_victims(state, seat)] + [M.decline_steal]


def setup_customs_post(state: pb.State, seat: int) -> list[pb.Move]:
    posts = of(state).customs_post
    return [posts[s] for s in building.customs_post_sites(state) if not setup.setup_post_problem(state, s)]


def setup_settlement(state: pb.State, seat: int) -> list[pb.Move]:
    settlement = of(state).settlement
    return [settlement[x] for x in building.settlement_sites(state, (state.setup_road,))]


def trade_and_build(state: pb.State, seat: int) -> list[pb.Move]:
    p = Holding(state.players[seat])  # every check below reads the hand
    hand = p.hand
    b = board(state)
    ids = of(state)
    out = [M.end_turn]
    (post, settlement, workshop, wall, tower), goods = ids.affordable(p)
    # 2b) Building
    if post and building.pieces_left(state.customs_posts, seat, b.customs_posts_per_colour):
        out += [ids.customs_post[s] for s in building.customs_post_sites(state)]
    if settlement and building.pieces_left(state.settlements, seat, b.settlements_per_colour):
        out += [ids.settlement[x] for x in building.settlement_sites(state, building.roads_with_post(state, seat))]
    if workshop and building.pieces_left(state.craft_workshops, seat, b.workshops_per_colour):
        workshops = state.craft_workshops
        out += [ids.workshop[s] for s in b.spaces if s not in workshops]
    if wall and len(state.city_walls) < b.city_wall_pieces:
        out.append(M.city_wall)
    if tower and building.owns_yard_workshop(state, seat):
        out += [ids.tower[t] for t in building.open_triangles(state)]
    # 2c) Producing and selling
    out += goods
    # 2a) Trading with the bank (the conditions of trading.bank_trade_problem)
    stocked = None  # the supply stacks are read only for a hand that can pay a rate (most cannot)
    rates = trading.bank_rates(state, seat)
    for give in range(1, GOLD + 1):
        held = p.gold if give == GOLD else getattr(hand, ENUM_MATERIAL[give])
        if held >= rates[give]:
            if stocked is None:
                supply = state.supply
                stocked = [get for get, m in ENUM_MATERIAL.items() if getattr(supply, m)]
            out += [M.bank[give, get] for get in stocked if get != give]
        if give != GOLD and held >= b.bank_rate:
            out.append(M.bank[give, GOLD])
    # 2a) Trading with fellow players: a few sensible one-for-one offers
    # (a surplus material for a missing one); any other offer by template.
    if state.offers_this_turn < LISTED_OFFERS_PER_TURN:
        spare = [m for m in MATERIALS if getattr(hand, m) >= 2]
        wanted = [m for m in MATERIALS if not getattr(hand, m)]
        out += [M.offer[a, b] for a in spare for b in wanted]
    return out


def answers(state: pb.State, seat: int) -> list[pb.Move]:
    t = state.trade
    out = [M.decline]
    if holds(state.players[seat], t.get):
        out.append(M.accept)
        # The almanac's counter: "if you throw in one gold as well, we have a deal".
        if not t.get.gold:
            ask = pb.Bundle()
            ask.CopyFrom(t.give)
            ask.gold += 1
            out.append(Move(counter_trade=dict(give=t.get, get=ask)))
    return out


def discards(hand: pb.Materials, owed: int) -> list[pb.Materials]:
    """A few ways to discard `owed` cards: taking from the largest stack each
    time, and taking whole stacks starting from each material in turn."""
    have = {m: getattr(hand, m) for m in MATERIALS}
    options = []
    largest = dict.fromkeys(MATERIALS, 0)
    left = dict(have)
    for _ in range(owed):
        m = max(MATERIALS, key=lambda k: left[k])
        left[m] -= 1
        largest[m] += 1
    options.append(largest)
    for start in range(len(MATERIALS)):
        need, pick = owed, dict.fromkeys(MATERIALS, 0)
        for m in MATERIALS[start:] + MATERIALS[:start]:
            k = min(need, have[m])
            pick[m], need = k, need - k
        if pick not in options:
            options.append(pick)
    return [pb.Materials(**o) for o in options]


# ------------------------------------------------------------------ templates


def offer_template(state: pb.State, seat: int) -> list[MoveTemplate]:
    return terms_template(state.players[seat], "offer_trade", pb.OfferTrade,
                          "Offer all other players a trade: `give` is what you hand over, `get` what you ask "
                          "for (raw materials and gold, amounts >= 0, each side non-empty, nothing on both "
                          "sides). You must hold `give`. They answer with accept, decline or a counter-offer.")


def counter_template(state: pb.State, seat: int) -> list[MoveTemplate]:
    return terms_template(state.players[seat], "counter_trade", pb.CounterTrade,
                          "Answer the open offer with your own terms: `give` is what you hand over, `get` "
                          "what you ask of the player on turn. You must hold `give`.")


def discard_template(state: pb.State, seat: int) -> list[MoveTemplate]:
    owed = state.discards_owed[seat]
    if not owed:
        return []
    cards = discards(state.players[seat].hand, owed)[0]
    return [template("discard", Move(discard=pb.Discard(cards=cards)),
                     f"Return exactly {owed} of your raw-material cards to the supply "
                     "(half of your hand, rounded down).")]


def terms_template(p: pb.Player, kind: str, body, description: str) -> list[MoveTemplate]:
    """A template for free-form trade terms, if `p` holds anything to give."""
    example = one_for_one(p)
    if example is None:
        return []
    give, get = example
    return [template(kind, Move(**{kind: body(give=give, get=get)}), description)]


def one_for_one(p: pb.Player) -> tuple[pb.Bundle, pb.Bundle] | None:
    """A legal example of terms: one card (or gold) you hold for one of another kind."""
    held = [m for m in MATERIALS if getattr(p.hand, m)] + (["gold"] if p.gold else [])
    for a in held:
        for b in MATERIALS:
            if b != a:
                return pb.Bundle(**{a: 1}), pb.Bundle(**{b: 1})
    return None


def template(kind: str, example: pb.Move, description: str) -> MoveTemplate:
    packed = Any()
    packed.Pack(example)
    return MoveTemplate(kind=kind, description=description, example=packed)

