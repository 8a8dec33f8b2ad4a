"""The rulebook sections that rejections and tests name, as the rulebook titles
them (shared/rules/nottingham.md)."""
from __future__ import annotations

PREPARATION = "Nottingham: Game Preparation"
DRAW = "Nottingham: Game Play / Draw a Card from the Pile"
TRADE_IN = "Nottingham: Trade in Cards for Victory Points"
TRADE_IN_ITEMS = "Nottingham: Trade in Cards for Victory Points / Trade in 3 or More Items"
ASSIGNMENT = "Nottingham: Trade in Cards for Victory Points / Complete an Assignment"
SHERIFF = "Nottingham: Trade in Cards for Victory Points / Move the Sheriff and Obtain Favours"
EXHAUSTED = "Nottingham: Exhausted Draw Pile"
GAME_END = "Nottingham: Game End"
SCORING = "Nottingham: Scoring"
ACTIONS = "Nottingham: The Actions"
PURCHASE = "Nottingham: The Actions / Purchase"
STEAL = "Nottingham: The Actions / Steal"
AMBUSH_SET = "Nottingham: The Actions / Ambush / Setting an ambush"
AMBUSH_ACTIVATE = "Nottingham: The Actions / Ambush / Activating an ambush card"
ROB = "Nottingham: The Actions / Rob"
HOLD_UP = "Nottingham: The Actions / Hold Up"
DEFEND = "Nottingham: The Actions / Defend"
TRADE = "Nottingham: The Actions / Trade"

ALL = (
    PREPARATION, DRAW, TRADE_IN, TRADE_IN_ITEMS, ASSIGNMENT, SHERIFF, EXHAUSTED, GAME_END, SCORING,
    ACTIONS, PURCHASE, STEAL, AMBUSH_SET, AMBUSH_ACTIVATE, ROB, HOLD_UP, DEFEND, TRADE,
)
