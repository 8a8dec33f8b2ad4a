"""Every reason this game refuses a move with, for the reason catalogue
(arbiter.engine.reasons): when it is given and the rulebook sections that
refuse with it. scripts/regen lists them in the game's doc; tests/test_reasons.py
checks that every reason the game raises is here."""
from __future__ import annotations

from arbiter.engine.reasons import catalogue, rule

from . import sections as S

REASONS = catalogue(
    rule("ABILITY_FULLY_DEVELOPED", "the ability to develop is already fully developed", S.DEVELOP, S.DEVELOP_MARKER),
    rule("BANK_LIMIT", "Income moves more tradesmen than the Bank allows", S.INCOME),
    rule("CITIES_FULL", "a new bonus marker's route has no vacant trading-post space in either city",
         S.PLACE_MARKERS),
    rule("CITY_FULL", "the city has no vacant trading-post space", S.ESTABLISH),
    rule("COELLEN_SPACE_TAKEN", "that special prestige space in Coellen is taken", S.COELLEN),
    rule("DISPLACED_TRADESMAN_FIRST", "the displaced piece must be placed before any extra tradesman", S.DISPLACE),
    rule("DISPLACED_TRADESMAN_PLACED", "the displaced piece is already placed", S.DISPLACE),
    rule("DISPLACEMENT_COST", "the payment is not the 1 (trader) or 2 (merchant) more tradesmen displacing costs",
         S.DISPLACE),
    rule("LEFTMOST_SPACE_VACANT", "an Additional Trading Post goes left of the city's spaces only once its leftmost "
         "space holds a trading post", S.ADDITIONAL),
    rule("MUST_OWN_ONE", "exactly one of the two trading posts exchanged must be the player's", S.EXCHANGE),
    rule("NOTHING_TO_DISPLACE", "the post to displace from is free", S.DISPLACE),
    rule("NOTHING_TO_HIRE", "Income hires no tradesman", S.INCOME),
    rule("NOTHING_TO_MOVE", "Move 3 Tradesmen with no opponent's tradesman on a route or no free post", S.MOVE_THREE),
    rule("NOT_AN_END_CITY", "the city is not an end of the route", S.ESTABLISH),
    rule("NOT_AN_OPPONENT", "Move 3 Tradesmen moves only opponents' tradesmen", S.MOVE_THREE),
    rule("NOT_COELLEN_ROUTE", "only the Coellen-Warburg route reaches the special prestige spaces", S.COELLEN),
    rule("NOT_ENOUGH_MOVES", "a swap takes 2 of the action's moves and only 1 is left", S.MOVE),
    rule("NOT_ENOUGH_TRADESMEN", "the personal supply cannot provide the tradesman and the payment", S.DISPLACE),
    rule("NOT_IN_GENERAL_STOCK", "the general stock lacks the tradesmen named", S.INCOME, S.DISPLACE),
    rule("NOT_IN_PERSONAL_SUPPLY", "the personal supply lacks the tradesman named", S.PLACE, S.DISPLACE),
    rule("NOT_NEAREST_ROUTE", "a displaced piece or extra goes on a route adjacent to the route of displacement, "
         "further out only when all nearer routes are full", S.DISPLACE),
    rule("NOT_ON_PLATE", "the bonus marker to place is not on the player's silver plate", S.PLACE_MARKERS),
    rule("NOT_ON_ROUTE", "the tradesman for the Additional Trading Post is not on the route", S.ADDITIONAL),
    rule("NOT_YOUR_MERCHANT", "a swap's merchant post does not hold the player's merchant", S.MOVE),
    rule("NOT_YOUR_TRADER", "a swap's trader post does not hold the player's trader", S.MOVE),
    rule("NOT_YOUR_TRADESMAN", "the tradesman to move is not the player's", S.MOVE, S.DISPLACE),
    rule("NO_ABILITY_PICTOGRAM", "neither end city of the route pictures the ability to develop", S.DEVELOP),
    rule("NO_ACTIONS_LEFT", "no actions are left this turn: use a bonus marker or end the turn", S.GAME_PLAY),
    rule("NO_EXTRAS_LEFT", "no extra tradesmen are left to place or decline", S.DISPLACE),
    rule("NO_MATCHING_TRADESMAN", "the route holds no tradesman of the shape the city's leftmost vacant space needs",
         S.ESTABLISH),
    rule("NO_MERCHANT_ON_ROUTE", "the special prestige points need a merchant from the route", S.COELLEN),
    rule("NO_SUCH_BONUS_MARKER", "the player has no face-up bonus marker of that kind", S.MARKERS, S.ADDITIONAL),
    rule("NO_TRADESMAN", "the post to move from is free", S.MOVE, S.MOVE_THREE),
    rule("NO_TRADESMAN_ON_ROUTES", "Move with no tradesman of the player's on a trade route", S.MOVE),
    rule("ONLY_WHEN_ESTABLISHING", "Additional Trading Post is used only in step 3a of Create a Trade Route",
         S.ADDITIONAL),
    rule("OWN_TRADESMAN", "only an opponent's tradesman can be displaced", S.DISPLACE),
    rule("PRIVILEGE_TOO_LOW", "the player's Privilegium does not reach the space's colour", S.ESTABLISH, S.COELLEN),
    rule("ROUTE_FULL", "the route has no free post", S.PLACE, S.MOVE, S.MOVE_THREE, S.DISPLACE),
    rule("ROUTE_HAS_MARKER", "the route already has a bonus marker", S.PLACE_MARKERS),
    rule("ROUTE_NOT_COMPLETE", "a trade route needs one of the player's tradesmen on every post", S.CREATE),
    rule("ROUTE_OCCUPIED", "a new bonus marker goes only on a route without tradesmen", S.PLACE_MARKERS),
    rule("TRADING_POST_VACANT", "both spaces exchanged must hold trading posts", S.EXCHANGE),
    rule("WRONG_SHAPE", "the piece is not the shape the space or the displaced piece needs", S.DISPLACE, S.ESTABLISH),
    rule("WRONG_SOURCE", "extras come from the general stock, then the personal supply, then the routes",
         S.DISPLACE),
)
