"""Record keys and signatures (docs/records.md#signed-bytes).

A record is signed with Ed25519 (RFC 8032) over its signed bytes: the
domain tag, the key id, and the record's deterministic serialization with
its signature field empty. A key is named by its id, the first 8 bytes of
sha256 over the raw public key, in hex, so an id cannot name another key.
"""
from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Mapping

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from arbiter.v1.records_pb2 import GameRecord, RecordKey

SIGNED_TAG = b"arbiter-record-v1\x00"
# A record key derived from the seat tokens' secret (no record key given) is
# the HMAC of this label under that secret.
DERIVED_LABEL = b"arbiter-record-key-v1"


class BadSignature(Exception):
    """The record's signature does not check out under any accepted key."""


def key_id(public_key: bytes) -> str:
    return hashlib.sha256(public_key).digest()[:8].hex()


def raw_public(key: Ed25519PublicKey) -> bytes:
    return key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def signed_bytes(record: GameRecord, key: str) -> bytes:
    """What the signature of `record` by key `key` (its id) signs."""
    body = GameRecord()
    body.CopyFrom(record)
    body.ClearField("signature")
    return SIGNED_TAG + key.encode() + b"\x00" + body.SerializeToString(deterministic=True)


@dataclass(frozen=True)
class RecordKeys:
    """The key this server signs records with, and every public key whose
    signatures it accepts (the signing key's and earlier ones, for rotation)."""

    signing: Ed25519PrivateKey
    previous: tuple[bytes, ...] = ()  # raw public keys

    @property
    def public(self) -> bytes:
        return raw_public(self.signing.public_key())

    @property
    def key_id(self) -> str:
        return key_id(self.public)

    def sign(self, record: GameRecord) -> GameRecord:
        """`record` signed in place (and returned)."""
        kid = self.key_id
        record.signature.key_id = kid
        record.signature.signature = self.signing.sign(signed_bytes(record, kid))
        return record

    def keys(self) -> list[RecordKey]:
        """GetRecordKeys' answer: the current key first."""
        out = [RecordKey(key_id=self.key_id, public_key=self.public, current=True)]
        out += [RecordKey(key_id=key_id(p), public_key=p) for p in self.previous if p != self.public]
        return out


def verify_signature(record: GameRecord, accepted: Iterable[bytes]) -> str:
    """The id of the accepted key (raw public keys) that signed `record`;
    raises BadSignature."""
    if not record.HasField("signature"):
        raise BadSignature("the record is not signed")
    by_id: Mapping[str, bytes] = {key_id(k): k for k in accepted}
    kid = record.signature.key_id
    public = by_id.get(kid)
    if public is None:
        raise BadSignature(f"signed by key {kid!r}, which is not among the accepted keys {sorted(by_id)}")
    try:
        Ed25519PublicKey.from_public_bytes(public).verify(record.signature.signature, signed_bytes(record, kid))
    except InvalidSignature:
        raise BadSignature(f"the signature by key {kid} does not match the record: it was changed") from None
    return kid


def load_private(text: str) -> Ed25519PrivateKey:
    """A private key given as 64 hex characters (the raw 32-byte seed), a
    PEM (PKCS#8) text, or the path of a file holding either."""
    text = _read_if_path(text)
    if text.startswith("-----BEGIN"):
        key = serialization.load_pem_private_key(text.encode(), password=None)
        if not isinstance(key, Ed25519PrivateKey):
            raise ValueError("the record key must be an Ed25519 key")
        return key
    return Ed25519PrivateKey.from_private_bytes(_hex32(text, "record key"))


def load_public(text: str) -> bytes:
    """A raw public key from 64 hex characters, a PEM (SubjectPublicKeyInfo)
    text, or the path of a file holding either."""
    text = _read_if_path(text)
    if text.startswith("-----BEGIN"):
        key = serialization.load_pem_public_key(text.encode())
        if not isinstance(key, Ed25519PublicKey):
            raise ValueError("a record key must be an Ed25519 key")
        return raw_public(key)
    return _hex32(text, "public key")


def _read_if_path(text: str) -> str:
    text = text.strip()
    if text and not text.startswith("-----BEGIN") and ("/" in text or text.endswith(".pem")):
        text = Path(text).read_text().strip()
    return text


def _hex32(text: str, what: str) -> bytes:
    try:
        raw = bytes.fromhex(text)
    except ValueError:
        raw = b""
    if len(raw) != 32:
        raise ValueError(f"a {what} is 64 hex characters (32 bytes), a PEM text or a file holding one")
    return raw


def record_keys(key: str = "", previous: str = "", token_secret: str | bytes = "") -> RecordKeys:
    """The keys for `--record-key` and `--record-keys-previous`
    (comma-separated public keys still accepted). Without a record key, one
    derived from the seat tokens' secret, so replicas sharing that secret
    sign alike; without either, a new random key."""
    if key:
        signing = load_private(key)
    elif token_secret:
        secret = token_secret.encode() if isinstance(token_secret, str) else token_secret
        signing = Ed25519PrivateKey.from_private_bytes(hmac.new(secret, DERIVED_LABEL, hashlib.sha256).digest())
    else:
        signing = Ed25519PrivateKey.generate()
    old = tuple(load_public(k) for k in previous.split(",") if k.strip())
    return RecordKeys(signing, old)
