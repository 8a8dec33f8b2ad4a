"""Replaying a record through the rules, offline (docs/records.md: `arbiter record verify`)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator, Mapping, NamedTuple

from google.protobuf import message as pb_message

from arbiter.engine import Game, InvalidConfig, MalformedMove, RuleViolation
from arbiter.engine.editions import UnknownEdition
from arbiter.records.record import FORMAT, config_of, seed_commitment
from arbiter.v1.engine_pb2 import Outcome
from arbiter.v1.records_pb2 import GameRecord, RecordEntry


class NotReplayable(Exception):
    """The record cannot be replayed, or does not replay to what it says.
    `entry` is the index of the first entry that does not replay, if one is
    to blame."""

    def __init__(self, message: str, entry: int | None = None, version: int | None = None):
        super().__init__(message)
        self.entry, self.version = entry, version


@dataclass
class Replayed:
    game: Game
    state: Any  # the final state: the game's State
    outcome: Outcome | None
    moves: int


class Step(NamedTuple):
    """One version of a replayed record: its entry, the state it leaves and its events."""

    entry: RecordEntry
    state: Any  # the game's State
    events: list


def replay(record: GameRecord, games: Mapping[str, Game]) -> Replayed:
    """Set the record's game up from its configuration and seed and play
    every move through the rules; the final state and outcome. Raises
    NotReplayable naming the first entry that does not replay."""
    game = game_of(record, games)
    *_, last = steps(record, game)  # every step replayed; the last one's state is the game's end
    state = last.state
    outcome = game.outcome(state)
    if outcome is None and record.HasField("outcome"):
        raise NotReplayable("the record has an outcome, but its moves do not end the game")
    if outcome is not None and outcome != record.outcome:
        raise NotReplayable(f"the moves give another outcome than the record's: {outcome}")
    return Replayed(game, state, outcome, len(record.entries) - 1)


def game_of(record: GameRecord, games: Mapping[str, Game]) -> Game:
    """The game a whole record is of, under the rules version it was played
    under; raises NotReplayable."""
    if record.format != FORMAT:
        raise NotReplayable(f"record format {record.format}; this verifier reads format {FORMAT}")
    if record.partial or not record.HasField("seed"):
        raise NotReplayable("a partial record (a live game's projection for one seat) cannot be replayed")
    game = games.get(record.game)
    if game is None:
        raise NotReplayable(f"unknown game {record.game!r}; this verifier has {sorted(games)}")
    if record.seed_commitment and record.seed_commitment != seed_commitment(record.game_id, record.seed):
        raise NotReplayable("the seed does not match the seed commitment published at the game's creation")
    if record.rules_version != game.rules_version:
        raise NotReplayable(f"recorded under {game.id} rules version {record.rules_version!r}; this verifier has "
                            f"rules version {game.rules_version!r}")
    return game


def steps(record: GameRecord, game: Game) -> Iterator[Step]:
    """The record replayed version by version, its creation first (`game`:
    `game_of(record)`). Raises NotReplayable at the first entry that does not
    replay."""
    try:
        state, events = game.new_game(config_of(record))
    except (InvalidConfig, UnknownEdition) as exc:
        raise NotReplayable(f"the record's configuration cannot be set up: {exc}") from exc
    if game.Rules is not None and state.edition != record.edition:
        raise NotReplayable(f"edition {record.edition.id!r} with sha256 {record.edition.sha256}; this verifier's "
                            f"has sha256 {state.edition.sha256}")
    if not record.entries or record.entries[0].version != 1 or record.entries[0].HasField("seat"):
        raise NotReplayable("the first entry must be the game's creation (version 1, no seat)", 0, 1)
    yield Step(record.entries[0], state, events)
    for i, entry in enumerate(record.entries[1:], 1):
        where = f"entry {i} (version {entry.version})"
        if entry.version != i + 1:
            raise NotReplayable(f"{where}: expected version {i + 1}", i, entry.version)
        if not entry.HasField("seat") or not entry.HasField("move"):
            raise NotReplayable(f"{where}: no seat or no move", i, entry.version)
        move = game.Move()
        try:
            if not entry.move.Unpack(move):
                raise NotReplayable(f"{where}: the move is a {entry.move.type_url}, not a "
                                    f"{game.Move.DESCRIPTOR.full_name}", i, entry.version)
            state, events = game.apply(state, entry.seat, move)
        except pb_message.DecodeError as exc:
            raise NotReplayable(f"{where}: the move does not parse: {exc}", i, entry.version) from exc
        except (RuleViolation, MalformedMove) as exc:
            reason = getattr(exc, "reason", "MALFORMED_MOVE")
            raise NotReplayable(f"{where}: seat {entry.seat}'s move does not replay: {reason}: {exc}", i,
                                entry.version) from exc
        yield Step(entry, state, events)
