"""Pieces. In the State the board is written like a chess FEN, one character
per place: '.' free, 'a'-'e' a trader of seat 0-4, 'A'-'E' a merchant of seat
0-4. The rules work on piece codes, the position of that character in CHARS:
0 = nobody, else 2 * seat + shape (SHAPE_TRADER = 1, SHAPE_MERCHANT = 2)."""
from arbiter.hansa_teutonica.v1.hansa_teutonica_pb2 import SHAPE_MERCHANT, SHAPE_TRADER

TRADER = SHAPE_TRADER
MERCHANT = SHAPE_MERCHANT
SHAPES = (TRADER, MERCHANT)
CHARS = ".aAbBcCdDeE"  # CHARS[code]
FREE = CHARS[0]
_TO_CODE = bytes.maketrans(CHARS.encode(), bytes(range(len(CHARS))))
_CODE = {ch: code for code, ch in enumerate(CHARS)}


def piece(seat: int, shape: int) -> int:
    return 2 * seat + shape


def owner(code: int) -> int:
    """The seat owning a (non-zero) piece code."""
    return (code - 1) >> 1


def shape_of(code: int) -> int:
    return TRADER if code & 1 else MERCHANT


def shape_name(shape: int) -> str:
    return "merchant" if shape == MERCHANT else "trader"


def codes(board: str) -> bytes:
    """The piece codes of a board string (route posts, trading posts, ...)."""
    return board.encode().translate(_TO_CODE)


def code_at(board: str, i: int) -> int:
    return _CODE[board[i]]


def char(code: int) -> str:
    return CHARS[code]


def marking(keep) -> bytes:
    """A bytes.translate table marking the piece codes `keep` accepts: with
    it, codes(board).translate(table) marks the places in question and
    itertools.compress lists them, both in C."""
    return bytes(int(bool(keep(code))) for code in range(256))


# Marking tables: the free places; per seat, that seat's pieces and the other
# seats' pieces.
VACANT = marking(lambda c: c == 0)
MINE = tuple(marking(lambda c, s=s: c and owner(c) == s) for s in range(5))
THEIRS = tuple(marking(lambda c, s=s: c and owner(c) != s) for s in range(5))
# A bytes.translate table from piece code to its Shape (0 for a free place).
SHAPE = bytes(shape_of(c) if c else 0 for c in range(256))


def with_piece(board: str, i: int, code: int) -> str:
    """`board` with place `i` holding `code` (0 = emptied)."""
    return board[:i] + CHARS[code] + board[i + 1:]
