"""The seeded generator (docs/design.md#chance-is-seeded-and-lives-in-the-state)."""
from arbiter.engine.rng import Rng
from arbiter.v1.engine_pb2 import RngState


def test_same_seed_same_sequence():
    a, b = Rng(RngState(seed=42)), Rng(RngState(seed=42))
    assert [a.next_u64() for _ in range(100)] == [b.next_u64() for _ in range(100)]


def test_different_seeds_differ():
    a, b = Rng(RngState(seed=1)), Rng(RngState(seed=2))
    assert [a.next_u64() for _ in range(4)] != [b.next_u64() for _ in range(4)]


def test_state_is_the_message():
    """The generator keeps nothing outside its RngState: a copy continues identically."""
    s = RngState(seed=7)
    r = Rng(s)
    r.below(10)
    copy = RngState()
    copy.CopyFrom(s)
    assert Rng(s).next_u64() == Rng(copy).next_u64()


def test_below_is_in_range_and_covers():
    r = Rng(RngState(seed=3))
    seen = {r.below(6) for _ in range(600)}
    assert seen == set(range(6))


def test_shuffle_is_a_permutation_and_deterministic():
    x, y = list(range(52)), list(range(52))
    Rng(RngState(seed=9)).shuffle(x)
    Rng(RngState(seed=9)).shuffle(y)
    assert x == y and sorted(x) == list(range(52)) and x != list(range(52))
