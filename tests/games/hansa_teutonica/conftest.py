import pytest

from tests.games.hansa_teutonica.helpers import clear_route_markers, new


@pytest.fixture
def state():
    """A 3-player game at seat 0's first action, no markers beside the routes."""
    s = new(3)
    clear_route_markers(s)
    return s
