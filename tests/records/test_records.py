"""Records in process (docs/records.md): the signed bytes, keys and their
rotation, the replay naming the first entry that does not replay, the seed
commitment, and the rules version a stored game is continued under."""
from __future__ import annotations

import asyncio
import copy
import hashlib

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from arbiter import cli, games
from arbiter.auth import token_authority
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.records.record import seed_commitment
from arbiter.records.replay import NotReplayable, replay
from arbiter.records.signing import BadSignature, RecordKeys, key_id, raw_public, record_keys, verify_signature
from arbiter.referee import RecordRefused, Referee, RulesVersionChanged, pack
from arbiter.store import MemoryStore
from arbiter.v1 import arbiter_pb2 as api


def finished(game_id: str = "prestige", seed: int = 2, keys: RecordKeys | None = None):
    """A seeded game played to its end through a Referee: (its signed record, the referee)."""
    game = games.get(game_id)
    played = play_random_game(game, game.min_players, seed, checks=Checks.none(), keep_log=True)
    referee = Referee(MemoryStore(60), token_authority("k"), record_keys=keys)

    async def run():
        created = await referee.create_game(api.CreateGameRequest(game=game_id, players=game.min_players, seed=seed))
        tokens = {s.seat: s.token for s in created.seats}
        for seat, move in played.log:
            await referee.submit_move(api.SubmitMoveRequest(game_id=created.game_id, move=pack(move)), tokens[seat])
        return (await referee.export_game(api.ExportGameRequest(game_id=created.game_id), None)).record

    return asyncio.run(run()), referee


def test_every_changed_byte_of_a_record_is_refused():
    record, referee = finished()
    accepted = [referee.record_keys.public]
    assert verify_signature(record, accepted) == referee.record_keys.key_id
    data = record.SerializeToString()
    for at in range(len(data)):
        bad = bytearray(data)
        bad[at] ^= 0x01
        try:
            changed = cli.parse_record(bytes(bad))
            verify_signature(changed, accepted)
            replay(changed, games.GAMES)
        except Exception:  # noqa: BLE001 - refused, whatever the way (`arbiter record verify` exits 1)
            continue
        pytest.fail(f"byte {at} changed and the record still verifies")


def test_the_signed_bytes_are_the_tag_the_key_id_and_the_record_without_its_signature():
    record, referee = finished()
    body = api.ExportGameResponse().record
    body.CopyFrom(record)
    body.ClearField("signature")
    signed = b"arbiter-record-v1\x00" + record.signature.key_id.encode() + b"\x00" + body.SerializeToString()
    # What docs/records.md says: the file up to the signature field's tag.
    assert record.SerializeToString().startswith(body.SerializeToString())
    assert record.SerializeToString()[len(body.SerializeToString()):][:2] == b"\xa2\x01"
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    Ed25519PublicKey.from_public_bytes(referee.record_keys.public).verify(record.signature.signature, signed)
    assert record.signature.key_id == hashlib.sha256(referee.record_keys.public).digest()[:8].hex()


def test_keys_rotate_and_derive_from_the_token_secret():
    old, new = Ed25519PrivateKey.generate(), Ed25519PrivateKey.generate()
    old_hex = raw_public(old.public_key()).hex()
    keys = record_keys(new.private_bytes_raw().hex(), old_hex)
    assert [(k.key_id, k.current) for k in keys.keys()] == [(keys.key_id, True), (key_id(bytes.fromhex(old_hex)), False)]
    # A record signed with the earlier key verifies against every served key.
    record, _ = finished(keys=RecordKeys(old))
    assert verify_signature(record, [k.public_key for k in keys.keys()]) == key_id(bytes.fromhex(old_hex))
    with pytest.raises(BadSignature, match="not among the accepted keys"):
        verify_signature(record, [keys.public])
    # Replicas sharing a token secret and no record key sign alike.
    assert record_keys("", "", "s").key_id == record_keys("", "", "s").key_id != record_keys("", "", "t").key_id


def test_the_replay_names_the_first_entry_that_does_not_replay():
    keys = RecordKeys(Ed25519PrivateKey.generate())
    record, _ = finished(keys=keys)
    # Two seats' moves swapped: the record is signed, and still no legal game.
    i = next(i for i in range(2, len(record.entries)) if record.entries[i].seat != record.entries[i - 1].seat)
    record.entries[i - 1].seat, record.entries[i].seat = record.entries[i].seat, record.entries[i - 1].seat
    keys.sign(record)
    verify_signature(record, [keys.public])
    with pytest.raises(NotReplayable) as err:
        replay(record, games.GAMES)
    assert err.value.entry == i - 1 and f"entry {i - 1} (version {i})" in str(err.value)


def test_the_seed_is_checked_against_its_commitment():
    keys = RecordKeys(Ed25519PrivateKey.generate())
    record, _ = finished(keys=keys)
    assert record.seed_commitment == hashlib.sha256(
        b"arbiter-seed-v1\x00" + record.game_id.encode() + b"\x00" + record.seed.to_bytes(8, "big")).digest()
    record.seed_commitment = seed_commitment(record.game_id, record.seed + 1)
    keys.sign(record)
    with pytest.raises(NotReplayable, match="seed commitment"):
        replay(record, games.GAMES)


def test_a_game_is_continued_only_under_the_rules_version_it_began_with():
    game = games.get("nottingham")
    store, tokens = MemoryStore(60), token_authority("k")
    bumped = copy.copy(game)
    bumped.rules_version = "2"
    old, new = Referee(store, tokens), Referee(store, tokens, games={**games.GAMES, game.id: bumped})

    async def run():
        created = await old.create_game(api.CreateGameRequest(game=game.id, players=3, seed=1))
        state, _ = game.new_game(created.view.config)
        seat = sorted(game.pending_seats(state))[0]
        move = pack(game.moves_for(state, seat)[0])
        token = created.seats[seat].token
        with pytest.raises(RulesVersionChanged, match="rules version '1'"):
            await new.submit_move(api.SubmitMoveRequest(game_id=created.game_id, move=move), token)
        answer = await old.submit_move(api.SubmitMoveRequest(game_id=created.game_id, move=move), token)
        assert answer.version == 2
        # A game stored before rules versions began under "1".
        stored = await store.load(created.game_id)
        stored.ClearField("rules_version")
        assert stored.rules_version == ""
        games_listed = {g.game: g.rules_version for g in old.list_games(api.ListGamesRequest()).games}
        assert games_listed[game.id] == "1"

    asyncio.run(run())


def test_views_publish_the_seed_commitment_and_who_chose_the_seed():
    referee = Referee(MemoryStore(60), token_authority("k"))

    async def run():
        chosen = await referee.create_game(api.CreateGameRequest(game="prestige", players=2, seed=9))
        drawn = await referee.create_game(api.CreateGameRequest(game="prestige", players=2))
        for created, by_creator in ((chosen, True), (drawn, False)):
            for token in (None, created.seats[0].token):
                view = (await referee.get_game(api.GetGameRequest(game_id=created.game_id), token)).view
                assert view.seed_chosen_by_creator is by_creator
                assert not view.config.HasField("seed")
                assert len(view.seed_commitment) == 32
        assert (await referee.get_game(api.GetGameRequest(game_id=chosen.game_id), None)).view.seed_commitment == \
            seed_commitment(chosen.game_id, 9)

    asyncio.run(run())


def test_the_python_client_checks_the_commitment_as_the_server_makes_it():
    from arbiter_client.fairness import seed_commitment as clients

    for game_id, seed in (("a", 0), ("game-Id_9", 2**64 - 1), ("x" * 64, 12345)):
        assert clients(game_id, seed) == seed_commitment(game_id, seed)


def test_an_unsigned_record_imports_only_where_the_operator_allows_it_and_is_marked_so():
    keys = RecordKeys(Ed25519PrivateKey.generate())
    record, _ = finished(keys=keys)
    record.ClearField("signature")
    strict = Referee(MemoryStore(60), token_authority("k"))
    lenient = Referee(MemoryStore(60), token_authority("k"), import_unsigned=True)

    async def run():
        with pytest.raises(RecordRefused, match="not signed") as err:
            await strict.import_game(api.ImportGameRequest(record=record))
        assert err.value.reason == "RECORD_NOT_TRUSTED"
        imported = await lenient.import_game(api.ImportGameRequest(record=record, version=5))
        assert imported.view.imported_unsigned and imported.view.seed_chosen_by_creator
        seat_view = (await lenient.get_game(api.GetGameRequest(game_id=imported.game_id),
                                            imported.seats[0].token)).view
        assert seat_view.imported_unsigned and seat_view.version == 5
        # Unsigned is no licence for a game the rules do not replay.
        record.entries[2].seat, record.entries[3].seat = record.entries[3].seat, record.entries[2].seat
        if record.entries[2].seat != record.entries[3].seat:
            with pytest.raises(RecordRefused) as err:
                await lenient.import_game(api.ImportGameRequest(record=record))
            assert err.value.reason == "RECORD_NOT_REPLAYABLE"

    asyncio.run(run())


def test_a_repeated_import_answers_the_game_the_first_made_and_finishes_a_cut_one():
    keys = RecordKeys(Ed25519PrivateKey.generate())
    record, _ = finished(keys=keys)
    store = MemoryStore(60)
    referee = Referee(store, token_authority("k"), record_keys=keys)
    other_record, _ = finished(seed=3, keys=keys)

    async def run():
        # An import cut short after version 4 (its replica stopped), then repeated under its request id.
        cut = await referee.import_game(api.ImportGameRequest(record=record, version=4, request_id="imp-1"))
        again = await referee.import_game(api.ImportGameRequest(record=record, version=9, request_id="imp-1"))
        assert again.game_id == cut.game_id and again.version == 9
        assert [s.token for s in again.seats] == [s.token for s in cut.seats]
        history = await referee.get_history(api.GetHistoryRequest(game_id=cut.game_id), again.seats[0].token)
        assert [e.version for e in history.entries] == list(range(1, 10))
        # Played on its own way since: a repeat answers the game as it stands, and stores nothing of the record.
        seat = again.view.pending[0].seat
        listed = await referee.list_legal_moves(api.ListLegalMovesRequest(game_id=cut.game_id),
                                                again.seats[seat].token)
        other = next((m for m in listed.moves if m != record.entries[9].move), None)
        assert other is not None
        await referee.submit_move(api.SubmitMoveRequest(game_id=cut.game_id, move=other), again.seats[seat].token)
        third = await referee.import_game(api.ImportGameRequest(record=record, request_id="imp-1"))
        assert third.version == 10 and (await store.load(cut.game_id)).version == 10
        # Another game under the same request id is refused.
        with pytest.raises(Exception) as err:
            await referee.import_game(api.ImportGameRequest(record=other_record, request_id="imp-1"))
        assert getattr(err.value, "reason", "") == "REQUEST_ID_REUSED"

    asyncio.run(run())
