"""Docs in code point somewhere: a comment, docstring or doc that cites a
section of a document in the repository (`docs/design.md#store`) names one that
exists, and nothing cites a design section by number or an issue number (the
original design document and the issue tracker are not in the repository;
say the why, or cite docs/design.md)."""
from __future__ import annotations

import pathlib
import re
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Generated, vendored or lock files: nobody writes comments in them.
SKIP = re.compile(r"^(gen/python/|clients/typescript/src/gen/|third_party/|tests/conformance/vectors/)"
                  r"|(^|/)package-lock\.json$|/static/openapi\.json$")
TEXT = re.compile(r"\.(py|pyi|ts|mjs|js|md|proto|ya?ml|toml|json|html|conf|sh|lua|cfg|ini|txt)$"
                  r"|^scripts/[^.]+$|Dockerfile$")

ISSUE = re.compile(r"\bissues? #?\d+", re.I)
DESIGN_NUMBER = re.compile(r"\bdesign(\.md)?\W{0,3}§", re.I)
ANCHOR = re.compile(r"\b(docs/[\w/-]+\.md)#([\w-]+)")


def sources() -> list[str]:
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    return [f for f in files if TEXT.search(f) and not SKIP.search(f) and (ROOT / f).is_file()]


def slug(heading: str) -> str:
    """GitHub's anchor for a Markdown heading."""
    s = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return s.replace(" ", "-")


def anchors(doc: str) -> set[str]:
    text = (ROOT / doc).read_text()
    return {slug(m) for m in re.findall(r"^#{1,6} +(.+?) *$", text, re.M)}


def citations():
    for f in sources():
        for n, line in enumerate((ROOT / f).read_text(errors="replace").splitlines(), 1):
            yield f, n, line


def test_nothing_cites_an_issue_or_a_numbered_design_section():
    found = [f"{f}:{n}: {line.strip()}" for f, n, line in citations()
             if ISSUE.search(line) or DESIGN_NUMBER.search(line)]
    assert not found, "cite docs/design.md#<section> or say the why instead:\n" + "\n".join(found)


def test_every_cited_section_exists():
    known: dict[str, set[str]] = {}
    missing = []
    for f, n, line in citations():
        for doc, anchor in ANCHOR.findall(line):
            if doc not in known:
                known[doc] = anchors(doc) if (ROOT / doc).is_file() else set()
            if anchor not in known[doc]:
                missing.append(f"{f}:{n}: {doc}#{anchor}")
    assert not missing, "no such section:\n" + "\n".join(missing)


def test_the_design_has_the_sections_the_code_relies_on():
    # The layers and invariants docs/design.md is about; a citation test that
    # found no citations at all would prove nothing.
    cited = {a for _, _, line in citations() for d, a in ANCHOR.findall(line) if d == "docs/design.md"}
    assert {"store", "operations", "seat-tokens", "one-projection-per-seat"} <= cited
    assert {"state-is-the-whole-truth", "chance-is-seeded-and-lives-in-the-state", "pending-decisions",
            "compare-and-set-versions", "idempotency-by-request-id", "stateless-replicas"} <= anchors("docs/design.md")
