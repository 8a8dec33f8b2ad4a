"""Seat tokens: verifiable without storage (docs/design.md#seat-tokens).

A token is `<seat>.<mac>` where mac = HMAC-SHA256(key, "arbiter-seat-v1" | game_id | seat),
truncated to 128 bits, base64url; for a game with a nonce (one made under a
CreateGame request id, whose id is made again by the same request id once the
game expired) the MAC is over "arbiter-seat-v2" | game_id | nonce | seat, so
the expired game's tokens are not the new game's. It names one seat of one
game: it cannot be moved to another game or seat without the key. Replicas that share a store
must share the key. The same key names the game a CreateGame request id
makes (`game_id_for`), so a repeat on any replica finds it.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets
from collections.abc import Sequence

from arbiter.engine.errors import ArbiterError, Category

# The one spelling of a token: the seat in ASCII decimal without leading zeros,
# a dot, and the MAC's 22 base64url characters. Anything else (`03.`, `٣.`,
# `３.`, padding, whitespace) is not a token: one seat has exactly one token per
# key, so limits keyed on it cannot be dodged by respelling.
TOKEN = re.compile(r"(0|[1-9][0-9]{0,2})\.([A-Za-z0-9_-]{22})")


class InvalidToken(ArbiterError):
    """The token does not belong to this game."""

    category = Category.UNAUTHENTICATED
    reason = "INVALID_TOKEN"


class TokenAuthority:
    MAC_BYTES = 16
    GAME_ID_BYTES = 12  # a game id a request id names: as long as secrets.token_urlsafe(12)
    CACHE = 65536  # verified (game, token) pairs kept; a hit skips the HMAC

    def __init__(self, key: bytes | str | None = None):
        if not key:
            key = secrets.token_bytes(32)
        self._key = key.encode() if isinstance(key, str) else key
        self._verified: dict[tuple[str, str, bytes], int] = {}

    def _hmac(self, msg: bytes, size: int) -> str:
        """The first `size` bytes of HMAC-SHA256(key, msg), base64url without padding."""
        digest = hmac.new(self._key, msg, hashlib.sha256).digest()[:size]
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()

    def _mac(self, game_id: str, seat: int, nonce: bytes = b"") -> str:
        if not nonce:
            return self._hmac(b"arbiter-seat-v1\x00" + game_id.encode() + b"\x00" + str(seat).encode(),
                              self.MAC_BYTES)
        return self._hmac(b"arbiter-seat-v2\x00" + game_id.encode() + b"\x00" + base64.b64encode(nonce) + b"\x00"
                          + str(seat).encode(), self.MAC_BYTES)

    def issue(self, game_id: str, seat: int, nonce: bytes = b"") -> str:
        """`seat`'s token in `game_id`, whose nonce (StoredGame.nonce) is `nonce`."""
        return f"{seat}.{self._mac(game_id, seat, nonce)}"

    @staticmethod
    def nonce() -> bytes:
        """A new game's nonce (a game made under a CreateGame request id)."""
        return secrets.token_bytes(16)

    def game_id_for(self, request_id: str) -> str:
        """The id of the game a CreateGame under `request_id` makes: a MAC of
        the request id with the current key, 12 bytes (16 base64url
        characters, as long as a random id), so every repeat names the same
        game and nobody without the key can tell which request id it was."""
        return self._hmac(b"arbiter-game-v1\x00" + request_id.encode(), self.GAME_ID_BYTES)

    def verify(self, game_id: str, token: str, nonce: bytes = b"") -> int:
        """The seat `token` stands for in `game_id` (whose nonce is `nonce`); raises InvalidToken."""
        key = (game_id, token, nonce)
        seat = self._verified.get(key)
        if seat is not None:
            return seat
        seat = self._check(game_id, token, nonce)
        if len(self._verified) >= self.CACHE:
            self._verified.clear()  # cheap bound; active games re-verify once
        self._verified[key] = seat
        return seat

    @staticmethod
    def claimed_seat(token: str) -> int:
        """The seat a token names, its spelling checked but not its MAC (that
        needs the game's nonce: `verify`); raises InvalidToken."""
        m = TOKEN.fullmatch(token)
        if m is None:
            raise InvalidToken("malformed seat token: expected <seat>.<22 base64url characters>")
        return int(m[1])

    def holds(self, game_id: str, token: str, nonce: bytes = b"") -> bool:
        """Whether `token` is a seat token of `game_id` (with `nonce`)."""
        try:
            self.verify(game_id, token, nonce)
        except InvalidToken:
            return False
        return True

    def _check(self, game_id: str, token: str, nonce: bytes = b"") -> int:
        seat = self.claimed_seat(token)
        if not hmac.compare_digest(token.partition(".")[2].encode(), self._mac(game_id, seat, nonce).encode()):
            raise InvalidToken("the seat token is not valid for this game")
        return seat


class RotatingTokenAuthority(TokenAuthority):
    """Key rotation: tokens are issued with the current key and accepted under
    the current key or any of the previous ones. Roll a new key out as the
    current one with the old key as previous on every replica; once no game
    holds an old token worth keeping (games expire with their TTL), drop the
    previous key."""

    def __init__(self, key: bytes | str, previous: Sequence[bytes | str] = ()):
        super().__init__(key)
        self._previous = [TokenAuthority(k) for k in previous if k]

    def _check(self, game_id: str, token: str, nonce: bytes = b"") -> int:
        try:
            return super()._check(game_id, token, nonce)
        except InvalidToken as current:
            for old in self._previous:
                try:
                    return old._check(game_id, token, nonce)
                except InvalidToken:
                    continue
            raise current


def token_authority(key: str, previous: str = "") -> TokenAuthority:
    """The authority for `--token-secret` and `--token-secret-previous`
    (comma-separated keys still accepted)."""
    old = [k.strip() for k in previous.split(",") if k.strip()]
    return RotatingTokenAuthority(key, old) if old else TokenAuthority(key)
