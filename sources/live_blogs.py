"""Live blogs: their entries, oldest first, each with its time on a line before its text.

Plain Python over an lxml tree (no Django). Entries come from JSON-LD
(``page_meta.json_ld_entries``) or, failing that, from repeated blocks of the page
(``html_entries``); ``live_body`` writes them so that a later reading of the same page
only adds entries at the end.
"""

from __future__ import annotations

import re

from sources import page_meta
from sources.page_meta import LiveEntry, squash

_ENTRY_TEXT_TAGS = ("p", "h2", "h3", "h4", "li", "blockquote")
_ENTRY_LEVELS = 12


def html_entries(root) -> list[LiveEntry]:
    """Repeated entry blocks: three or more siblings each holding one <time datetime>
    and some text, as live blogs mark their updates."""
    counts: dict = {}
    times = [t for t in root.iter("time") if page_meta.parse_time(t.get("datetime") or "")]
    for time in times:
        # Entry blocks sit a few levels above their stamp: counting every ancestor of
        # every stamp of a deep page would cost seconds.
        for level, ancestor in enumerate(time.iterancestors()):
            if level >= _ENTRY_LEVELS:
                break
            counts[ancestor] = counts.get(ancestor, 0) + 1
    by_parent: dict = {}
    for time in times:
        block = time
        while block.getparent() is not None and counts.get(block.getparent()) == 1:
            block = block.getparent()
        if block is not time and block.getparent() is not None:
            by_parent.setdefault(block.getparent(), []).append((time, block))
    groups = [group for group in by_parent.values() if len(group) >= 3]
    if not groups:
        return []
    entries = []
    for time, block in max(groups, key=len):
        heading, texts = "", []
        for element in block.iter(*_ENTRY_TEXT_TAGS):
            if _inside_text_block(element, block):
                continue
            text = squash(element.text_content())
            if element.tag.startswith("h") and not heading and not texts:
                heading = text
            elif text:
                texts.append(text)
        if texts:
            entries.append(LiveEntry(page_meta.parse_time(time.get("datetime")), heading, "\n\n".join(texts)))
    return entries


def _inside_text_block(element, block) -> bool:
    """Whether a paragraph-like element sits in another one below ``block`` (its text
    is then that one's)."""
    for ancestor in element.iterancestors():
        if ancestor is block:
            return False
        if ancestor.tag in _ENTRY_TEXT_TAGS:
            return True
    return False


def live_body(entries: list[LiveEntry]) -> str:
    """Entries oldest first, each with its time on a line before its text, so a later
    reading of the page only adds entries at the end."""
    blocks = []
    for entry in sorted(entries, key=lambda e: e.time):
        paragraphs = [squash(p) for p in re.split(r"\n\s*\n", entry.text) if p.strip()]
        lines = [entry.time.strftime("%d %b %Y, %H:%M")]
        if entry.heading and not (paragraphs and paragraphs[0].startswith(entry.heading)):
            lines.append(entry.heading)
        blocks.append("\n".join(lines) + "\n" + "\n\n".join(paragraphs))
    return "\n\n".join(blocks)
