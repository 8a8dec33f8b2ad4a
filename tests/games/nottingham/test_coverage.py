"""Every rulebook section has a test that names it."""
import re
from pathlib import Path

from arbiter.games.nottingham import sections


def test_every_section_is_tested():
    marked = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        marked |= set(re.findall(r"rule\(R\.([A-Z_]+)\)", path.read_text()))
    named = {name: getattr(sections, name) for name in marked}
    assert set(sections.ALL) - set(named.values()) == set()
