"""Every reason this game refuses a move with, for the reason catalogue
(arbiter.engine.reasons): when it is given and the rulebook sections that
refuse with it. scripts/regen lists them in the game's doc; tests/test_reasons.py
checks that every reason the game raises is here."""
from __future__ import annotations

from arbiter.engine.reasons import catalogue, rule

from . import sections as R

REASONS = catalogue(
    rule("AMBUSH_DOES_NOT_MATCH", "the ambush card shows neither the traded item nor the trader's colour",
         R.AMBUSH_ACTIVATE),
    rule("AMBUSH_PILE_TOO_SMALL", "the ambush pile holds fewer cards than the Ambush action draws", R.AMBUSH_SET),
    rule("ASSIGNMENT_ALREADY_COMPLETED", "the player has completed this assignment already", R.ASSIGNMENT),
    rule("ASSIGNMENT_TAKEN", "two players have completed this assignment; it is no longer available", R.ASSIGNMENT),
    rule("CANNOT_TARGET_SELF", "an attack or offer names the acting player, not another player",
         R.STEAL, R.ROB, R.HOLD_UP),
    rule("CARD_NOT_IN_HAND", "a card to give, offer or discard is not in the player's hand",
         R.STEAL, R.ROB, R.HOLD_UP, R.PURCHASE, R.TRADE, R.EXHAUSTED),
    rule("CHEST_NOT_ALLOWED", "a Chest cannot be offered in a Trade", R.TRADE),
    rule("COPPER_COIN_NOT_ALLOWED", "a Copper Coin cannot be offered in a Purchase", R.PURCHASE),
    rule("DEFEND_NOT_AN_ACTION", "Defend is not carried out when drawn: the Necklace must be taken into the hand",
         R.DEFEND),
    rule("NOT_A_DRAWN_AMBUSH_CARD", "the ambush card kept is not one of the two drawn", R.AMBUSH_SET),
    rule("NOT_ENOUGH_ITEMS", "the hand holds fewer cards of an item than the trade-in names",
         R.TRADE_IN_ITEMS, R.ASSIGNMENT),
    rule("NOT_YOUR_AMBUSH_CARD", "the ambush card activated is not one of the player's", R.AMBUSH_ACTIVATE),
    rule("NO_DEFEND_CARD", "Defend was played without a Necklace in the hand", R.DEFEND),
    rule("NO_SUCH_OFFER", "the offer accepted was not made by that player", R.PURCHASE, R.TRADE),
    rule("OFFER_SIZE", "a Trade offer is not of 1 or 2 cards", R.TRADE),
    rule("OWN_COLOUR_AMBUSH_CARD", "the ambush card of the player's own colour may not be kept", R.AMBUSH_SET),
    rule("TARGET_HAS_NO_CARDS", "the attacked player has no cards in hand", R.STEAL, R.ROB, R.HOLD_UP),
    rule("TOO_FEW_ITEMS", "fewer than 3 of the same item are traded in", R.TRADE_IN_ITEMS),
    rule("WRONG_ACTION", "the action carried out is not the revealed card's", R.DRAW),
    rule("WRONG_COMBINATION", "the cards named do not make the assignment's combination of items", R.ASSIGNMENT),
    rule("WRONG_DISCARD_COUNT", "the discard does not bring the hand down to the limit (at least 1 card, no more "
         "than the excess)", R.EXHAUSTED),
)
