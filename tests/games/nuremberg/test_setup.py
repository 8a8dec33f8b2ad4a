"""Setup: the beginner's starting layout and the advanced starting layout."""
from __future__ import annotations

import pytest

from arbiter.engine import InvalidConfig
from arbiter.games.nuremberg.components import BOARD
from arbiter.games.nuremberg.scoring import all_points
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig

from .helpers import BLUE, GAME, ORANGE, RED, WHITE, S, hand, new_game, of_kind, play, rejected


@pytest.mark.rule(S.SETUP)
def test_three_and_four_players_and_two_layouts():
    assert (GAME.min_players, GAME.max_players) == (3, 4)
    assert [v.name for v in GAME.variants] == ["beginner", "advanced"]
    for players in (2, 5):
        with pytest.raises(InvalidConfig):
            GAME.new_game(GameConfig(players=players))


@pytest.mark.rule(S.SETUP)
def test_beginner_toll_rights_white_venice_red_prague_blue_v_orange_iv():
    s = new_game(4)
    assert dict(s.toll_rights) == {"III": WHITE, "II": RED, "V": BLUE, "IV": ORANGE}
    assert "I" not in s.toll_rights  # nobody holds Frankfurt
    assert [p.colour for p in s.players] == ["red", "blue", "white", "orange"]


# What each colour's starred settlement of the built-in edition's (stand-in)
# beginner's layout borders; white's is the rulebook's own example.
STARTING_YIELD = {"red": {"clay": 1, "ore": 1, "wool": 1}, "blue": {"grain": 1, "wood": 1, "wool": 1},
                  "white": {"grain": 2, "wood": 1}, "orange": {"clay": 1, "ore": 1, "wool": 1}}


@pytest.mark.rule(S.SETUP)
def test_beginner_starting_hands_two_gold_and_the_starred_settlements_yield():
    s = new_game(4)
    assert all(p.gold == 2 for p in s.players)
    assert hand(s, WHITE) == {"grain": 2, "wood": 1}  # the rulebook's example for white
    expected = STARTING_YIELD
    for seat, colour in enumerate(("red", "blue", "white", "orange")):
        assert hand(s, seat) == expected[colour]
        assert s.players[seat].hand_size == sum(expected[colour].values())


@pytest.mark.rule(S.SETUP)
def test_beginner_pieces_time_marker_robber_and_deck():
    s = new_game(4)
    assert len(s.customs_posts) == 8 and len(s.settlements) == 8
    assert s.year == 1355 and s.robber_knight == BOARD.castle
    assert s.deck_size == len(s.deck) == 36 and not s.discard_pile
    assert not s.city_walls and not s.towers and not s.craft_workshops
    assert all(p.prestige == 0 and not p.council_card for p in s.players)


@pytest.mark.rule(S.SEQUENCE)
def test_beginner_the_oldest_player_seat_0_begins_by_drawing():
    s = new_game(4)
    assert s.phase == pb.PHASE_DRAW_EVENT_CARD and s.turn_seat == 0
    assert [(d.seat, d.kind) for d in GAME.pending(s)] == [(0, "draw_event_card")]


@pytest.mark.rule(S.SETUP)
@pytest.mark.rule(S.CUSTOMS_POSTS)
def test_beginner_with_three_players_white_stays_in_the_box():
    """The diagram is for four colours. Leaving out white is the only choice
    that keeps every road's posts one chain from its origin ("The first
    customs post on a trade road must always be placed at the road's point of
    origin ... Every further customs post must be placed directly adjoining an
    existing customs post"): without orange blue's IV.s2 would stand alone,
    without red orange's II.s2, without blue red's V.s2. It also leaves the
    three colours level at 3 points each."""
    s = new_game(3)
    assert [p.colour for p in s.players] == ["red", "blue", "orange"]
    assert set(s.settlements.values()) | set(s.customs_posts.values()) == {0, 1, 2}
    for road in BOARD.roads:
        indices = sorted(BOARD.section_index[sec] for sec in s.customs_posts if BOARD.section_road[sec] == road)
        assert indices == list(range(1, len(indices) + 1)), (road, indices)  # from the origin, no gap
    assert dict(s.toll_rights) == {"II": 0, "IV": 2, "V": 1}  # red Prague, orange IV, blue V
    assert all_points(s) == [3, 3, 3]
    assert hand(s, 2) == STARTING_YIELD["orange"]
    assert not GAME.invariant_violations(s)


@pytest.mark.rule(S.COUNCIL)
def test_with_three_players_the_small_council_is_not_in_play():
    assert BOARD.council_cards_for(3) == (pb.COUNCIL_CARD_COUNCIL_OF_SEVEN, pb.COUNCIL_CARD_GREAT_COUNCIL)
    assert BOARD.council_cards_for(4) == (pb.COUNCIL_CARD_COUNCIL_OF_SEVEN, pb.COUNCIL_CARD_SMALL_COUNCIL,
                                          pb.COUNCIL_CARD_GREAT_COUNCIL)


# ------------------------------------------------------------------ advanced


def advanced(players: int = 4, seed: int = 3):
    return GAME.new_game(GameConfig(players=players, variant="advanced", seed=seed))


@pytest.mark.rule(S.ADVANCED_LAYOUT)
def test_start_player_draw_highest_yield_number_begins_robber_knight_is_zero():
    for seed in range(20):
        s, events = advanced(seed=seed)
        draws = of_kind(events, "start_player_draw")
        contenders, i = [0, 1, 2, 3], 0
        while len(contenders) > 1:  # replay the rounds: everyone, then the tied
            rnd = draws[i:i + len(contenders)]
            assert [d.seat for d in rnd] == contenders
            best = max(d.card.number for d in rnd)  # a Robber Knight's number is 0
            contenders = [d.seat for d in rnd if d.card.number == best]
            i += len(rnd)
        assert i == len(draws)
        assert of_kind(events, "start_player_chosen")[0].seat == contenders[0]
        assert s.turn_seat == contenders[0] == s.setup_order[0]
        assert s.deck_size == 36 and s.phase == pb.PHASE_SETUP_CUSTOMS_POST


@pytest.mark.rule(S.ADVANCED_LAYOUT)
def test_start_player_draw_ties_draw_again():
    for seed in range(200):
        s, events = advanced(seed=seed)
        draws = of_kind(events, "start_player_draw")
        if len(draws) > 4:
            first_round = {d.seat: d.card.number for d in draws[:4]}
            best = max(first_round.values())
            tied = sorted(seat for seat, n in first_round.items() if n == best)
            assert len(tied) > 1
            assert sorted(d.seat for d in draws[4:4 + len(tied)]) == tied
            return
    pytest.fail("no tie in 200 seeds")


@pytest.mark.rule(S.ADVANCED_LAYOUT)
def test_snake_order_clockwise_then_back_and_the_last_to_place_begins():
    s, _ = advanced(4)
    first = s.setup_order[0]
    order = [(first + i) % 4 for i in range(4)]
    assert list(s.setup_order) == order + order[::-1]
    # Place everything by always taking the first legal move.
    for _ in range(16):
        seat = GAME.pending(s)[0].seat
        s, _ = GAME.apply(s, seat, GAME.legal_moves(s, seat)[0])
    assert s.phase == pb.PHASE_DRAW_EVENT_CARD and s.turn_seat == first
    assert len(s.customs_posts) == 8 and len(s.settlements) == 8
    assert all(sum(1 for o in s.settlements.values() if o == seat) == 2 for seat in range(4))
    assert not GAME.invariant_violations(s)


@pytest.mark.rule(S.ADVANCED_LAYOUT)
def test_first_post_on_a_first_section_and_settlement_anywhere_on_that_road_but_the_gate():
    s, _ = advanced(4)
    seat = s.setup_order[0]
    assert {m.build_customs_post.section for m in GAME.legal_moves(s, seat)} == {f"{r}.s1" for r in BOARD.roads}
    rejected(s, seat, "build_customs_post", "NOT_ADJOINING", S.CUSTOMS_POSTS, section="I.s2")
    s, _ = play(s, seat, "build_customs_post", section="I.s1")
    assert s.phase == pb.PHASE_SETUP_SETTLEMENT
    rejected(s, seat, "build_settlement", "GATE_CROSSING", S.SETTLEMENT, crossing="I.c0")
    rejected(s, seat, "build_settlement", "WRONG_ROAD", S.ADVANCED_LAYOUT, crossing="II.c3")
    # Need not adjoin the post: the far end of the road is fine.
    s, _ = play(s, seat, "build_settlement", crossing="I.c6")
    assert s.settlements["I.c6"] == seat and not s.toll_rights  # toll rights come at the end


@pytest.mark.rule(S.ADVANCED_LAYOUT)
def test_later_posts_adjoin_any_post_or_take_a_first_section_and_keep_the_distance_rule():
    s, _ = advanced(4)
    a = s.setup_order[0]
    s, _ = play(s, a, "build_customs_post", section="I.s1")
    s, _ = play(s, a, "build_settlement", crossing="I.c3")
    b = s.setup_order[1]
    legal = {m.build_customs_post.section for m in GAME.legal_moves(s, b)}
    assert legal == {"I.s2"} | {f"{r}.s1" for r in BOARD.roads if r != "I"}
    s, _ = play(s, b, "build_customs_post", section="I.s2")
    rejected(s, b, "build_settlement", "DISTANCE_RULE", S.SETTLEMENT, crossing="I.c4")
    s, _ = play(s, b, "build_settlement", crossing="I.c5")


@pytest.mark.rule(S.ADVANCED_LAYOUT)
def test_both_posts_on_one_road_means_both_settlements_there_and_second_settlement_yields():
    s, _ = advanced(3)
    order = list(s.setup_order)  # a, b, c, c, b, a
    placements = [("I.s1", "I.c1"), ("II.s1", "II.c2"), ("III.s1", "III.c2"),
                  ("III.s2", "III.c5"), ("II.s2", "II.c5"), ("I.s2", "I.c4")]
    for i, (section, crossing) in enumerate(placements):
        seat = order[i]
        s, _ = play(s, seat, "build_customs_post", section=section)
        if i == 3:  # c's second post is on III: its settlement must be on III too
            rejected(s, seat, "build_settlement", "WRONG_ROAD", crossing="I.c6")
        before = dict(hand(s, seat))
        s, events = play(s, seat, "build_settlement", crossing=crossing)
        got = of_kind(events, "resources_received")
        if i < 3:
            assert not got and hand(s, seat) == before
        else:  # the second settlement's terrains each give one card
            expected = {}
            for t in BOARD.crossing_terrains[crossing]:
                m = BOARD.terrain_resource[t]
                expected[m] = expected.get(m, 0) + 1
            assert got[0].starting and hand(s, seat) == expected
    assert s.turn_seat == order[-1] == order[0]


@pytest.mark.rule(S.ADVANCED_LAYOUT)
def test_setup_toll_rights_majority_else_the_post_nearest_nuernberg():
    s, _ = advanced(3)
    a, b, c = s.setup_order[:3]
    placements = [(a, "I.s1", "I.c1"), (b, "I.s2", "I.c3"), (c, "II.s1", "II.c1"),
                  (c, "II.s2", "II.c3"), (b, "I.s3", "I.c5"), (a, "III.s1", "III.c1")]
    for seat, section, crossing in placements:
        s, _ = play(s, seat, "build_customs_post", section=section)
        s, events = play(s, seat, "build_settlement", crossing=crossing)
    # I: a has 1 (s1), b has 2 -> b. II: c has 2 -> c. III: a alone.
    assert dict(s.toll_rights) == {"I": b, "II": c, "III": a}
    s2, _ = advanced(3)
    a, b, c = s2.setup_order[:3]
    for seat, section, crossing in [(a, "I.s1", "I.c1"), (b, "I.s2", "I.c3"), (c, "II.s1", "II.c1"),
                                    (c, "II.s2", "II.c3"), (b, "III.s1", "III.c1"), (a, "IV.s1", "IV.c2")]:
        s2, _ = play(s2, seat, "build_customs_post", section=section)
        s2, _ = play(s2, seat, "build_settlement", crossing=crossing)
    # I: a and b have one each: the post nearest Nürnberg (a's on I.s1) wins.
    assert s2.toll_rights["I"] == a


@pytest.mark.rule(S.ADVANCED_LAYOUT)
def test_setup_post_needs_a_free_crossing_for_the_settlement_on_its_road():
    s, _ = advanced(4)
    order = list(s.setup_order)
    # Fill road IV (crossings c1..c4): settlements on c1 and c3 leave no legal crossing.
    for seat, section, crossing in [(order[0], "IV.s1", "IV.c1"), (order[1], "IV.s2", "IV.c3")]:
        s, _ = play(s, seat, "build_customs_post", section=section)
        s, _ = play(s, seat, "build_settlement", crossing=crossing)
    rejected(s, order[2], "build_customs_post", "NO_SETTLEMENT_SITE", S.ADVANCED_LAYOUT, section="IV.s3")
    assert "IV.s3" not in {m.build_customs_post.section for m in GAME.legal_moves(s, order[2])}
