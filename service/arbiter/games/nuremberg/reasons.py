"""Every reason this game refuses a move with, for the reason catalogue
(arbiter.engine.reasons): when it is given and the rulebook sections that
refuse with it. scripts/regen lists them in the game's doc; tests/test_reasons.py
checks that every reason the game raises is here."""
from __future__ import annotations

from arbiter.engine.reasons import catalogue, rule

from . import sections as S

REASONS = catalogue(
    rule("CROSSING_OCCUPIED", "the crossing already has a settlement", S.SETTLEMENT),
    rule("DISTANCE_RULE", "the crossing is next to a settlement on the same road: one crossing must stay free",
         S.SETTLEMENT),
    rule("GATE_CROSSING", "settlements may not stand on the five Roman-numeral crossings", S.SETTLEMENT),
    rule("INSUFFICIENT_RESOURCES", "the player does not hold the cards or gold the move pays or offers",
         S.CUSTOMS_POSTS, S.SETTLEMENT, S.CRAFT_WORKSHOP, S.CITY_WALL, S.TOWER, S.ROBBER_KNIGHT, S.TRADE_GOODS,
         S.TRADING_BANK, S.TRADING_PLAYERS),
    rule("MORE_THAN_OWED", "the Road Toll holder draws more cards than the gold owed", S.ROAD_TOLL),
    rule("MORE_THAN_THE_HAND", "the Road Toll holder draws more cards than the debtor holds", S.ROAD_TOLL),
    rule("NOT_ADJOINING", "a customs post must adjoin one already on its road (the first goes at the road's point "
         "of origin)", S.CUSTOMS_POSTS),
    rule("NOT_ASKED", "only the other players answer a trade offer", S.TRADING_PLAYERS),
    rule("NOT_A_CANDIDATE", "the council card taken is not one of those offered", S.COUNCIL),
    rule("NOT_A_FELLOW_PLAYER", "the robber knight steals from a fellow player, not the mover", S.ROBBER_KNIGHT),
    rule("NO_BUILDING_YARD_WORKSHOP", "a tower needs a craft workshop of the player's at the building yard", S.TOWER),
    rule("NO_CARDS", "the player robbed has no raw-material cards", S.ROBBER_KNIGHT),
    rule("NO_CUSTOMS_POST", "a settlement on a road needs the player's customs post on that road", S.SETTLEMENT),
    rule("NO_DEAL", "the partner chosen neither accepted nor countered the offer", S.TRADING_PLAYERS),
    rule("NO_OPEN_TRIANGLE", "a tower fits only where its two city walls stand", S.TOWER),
    rule("NO_PIECES_LEFT", "the player's supply has no piece of that kind left", S.CUSTOMS_POSTS, S.SETTLEMENT,
         S.CRAFT_WORKSHOP),
    rule("NO_SETTLEMENT_SITE", "the road has no crossing left for the starting settlement", S.ADVANCED_LAYOUT),
    rule("NO_WALLS_LEFT", "all city-wall pieces are built", S.CITY_WALL),
    rule("SAME_TERRAIN", "the robber knight must move to another terrain", S.ROBBER_KNIGHT),
    rule("SECTION_OCCUPIED", "the road section already has a customs post", S.CUSTOMS_POSTS),
    rule("SPACE_OCCUPIED", "the space already has a craft workshop", S.CRAFT_WORKSHOP),
    rule("SUPPLY_EXHAUSTED", "the supply stack of the card asked of the bank is empty", S.TRADING_BANK),
    rule("TOWER_BUILT", "the space already has a tower", S.TOWER),
    rule("WRONG_DISCARD_COUNT", "the discard is not exactly the number of cards owed", S.ROBBER_KNIGHT),
    rule("WRONG_ROAD", "the starting settlement must stand on the road where the customs post was just placed",
         S.ADVANCED_LAYOUT),
)
