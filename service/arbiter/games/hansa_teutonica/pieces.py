"""Piece codes: how a tradesman on a post or trading post is written in the
State (see the .proto): 0 = nobody, else 2 * seat + shape, shape being
SHAPE_TRADER (1) or SHAPE_MERCHANT (2)."""
from arbiter.hansa_teutonica.v1.hansa_teutonica_pb2 import SHAPE_MERCHANT, SHAPE_TRADER

TRADER = SHAPE_TRADER
MERCHANT = SHAPE_MERCHANT
SHAPES = (TRADER, MERCHANT)
FREE = 0


def piece(seat: int, shape: int) -> int:
    return 2 * seat + shape


def owner(code: int) -> int:
    """The seat owning a (non-zero) piece code."""
    return (code - 1) >> 1


def shape_of(code: int) -> int:
    return TRADER if code & 1 else MERCHANT


def shape_name(shape: int) -> str:
    return "merchant" if shape == MERCHANT else "trader"
