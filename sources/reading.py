"""Bytes to text, text to JSON, and paths, each bounded, failing with one line.

No database and no Django. Everything here raises ``ImportFileError`` (its str() is
the reason a person reads) and never anything else, however hostile the file:
unknown encodings, NUL bytes, symbolic-link loops, 10,000-level nesting, numbers
of a million digits.
"""

from __future__ import annotations

import codecs
import errno
import json
import os
import re
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Any, BinaryIO

from sources.limits import MAX_ENTRY_DEPTH


class ImportFileError(Exception):
    """A file that cannot be imported; str() is the one-line reason."""


# Longest first: the UTF-32 little-endian mark begins with the UTF-16 one.
_BYTE_ORDER_MARKS = (
    (codecs.BOM_UTF32_LE, "utf-32-le", "UTF-32"),
    (codecs.BOM_UTF32_BE, "utf-32-be", "UTF-32"),
    (codecs.BOM_UTF8, "utf-8", "UTF-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le", "UTF-16"),
    (codecs.BOM_UTF16_BE, "utf-16-be", "UTF-16"),
)


def _byte_order_mark(raw: bytes) -> tuple[bytes, str, str] | None:
    return next((found for found in _BYTE_ORDER_MARKS if raw.startswith(found[0])), None)


def _bad_bytes(label: str, offset: int) -> ImportFileError:
    return ImportFileError(f"not valid {label} (bad bytes at offset {offset})")


def _not_utf8(byte: int, offset: int, *, marked: bool) -> ImportFileError:
    """Text that is not UTF-8: with a byte-order mark, as for UTF-16/32; without one,
    naming the first bad byte."""
    if marked:
        return _bad_bytes("UTF-8", offset)
    return ImportFileError(f"not valid UTF-8 (byte 0x{byte:02x} at offset {offset})")


def _nul_bytes_check(raw: bytes, *, marked: bool) -> None:
    if b"\x00" in raw and not marked:
        raise ImportFileError(
            "binary file (contains NUL bytes), expected UTF-8 text "
            "(or UTF-16/32 with a byte-order mark)"
        )


def _utf8(raw: bytes, offset: int = 0, *, marked: bool = False) -> str:
    """UTF-8 text; ``offset`` is where ``raw`` starts in its file, ``marked`` whether the
    file begins with the UTF-8 byte-order mark (which ``raw`` does not hold)."""
    _nul_bytes_check(raw, marked=marked)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _not_utf8(raw[exc.start], offset + exc.start, marked=marked) from exc


def decode(raw: bytes) -> str:
    """UTF-8, or UTF-16/32 announced by a byte-order mark (the mark is dropped)."""
    found = _byte_order_mark(raw)
    if found is None:
        return _utf8(raw)
    mark, codec, label = found
    if codec == "utf-8":
        return _utf8(raw[len(mark):], len(mark), marked=True)
    try:
        return raw[len(mark):].decode(codec)
    except UnicodeDecodeError as exc:
        raise _bad_bytes(label, exc.start + len(mark)) from exc


def file_status(path: Path) -> os.stat_result:
    """``stat`` of a path, or why there is nothing to read there."""
    try:
        return path.stat()
    except ValueError as exc:  # a NUL in the name
        raise ImportFileError("invalid file name") from exc
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise ImportFileError("symbolic link loop") from exc
        if exc.errno == errno.ENOENT:
            raise ImportFileError("broken symbolic link" if path.is_symlink() else "no such file") from exc
        raise ImportFileError(f"cannot be read ({exc.strerror or exc})") from exc


def read_bounded_bytes(path: Path, *, max_bytes: int) -> bytes:
    """A regular file's bytes, at most ``max_bytes`` of them, not blank."""
    status = file_status(path)
    if not stat.S_ISREG(status.st_mode):
        raise ImportFileError("not a regular file")
    if status.st_size > max_bytes:
        raise ImportFileError(f"too large ({status.st_size:,} bytes; the limit is {max_bytes:,})")
    try:
        with path.open("rb") as handle:
            raw = handle.read(max_bytes + 1)
    except OSError as exc:
        raise ImportFileError(f"cannot be read ({exc.strerror or exc})") from exc
    if len(raw) > max_bytes:  # grew while we looked
        raise ImportFileError(f"too large (over {max_bytes:,} bytes)")
    if not raw.strip():
        raise ImportFileError("file is empty")
    return raw


def bounded_text(raw: bytes, *, max_bytes: int) -> str:
    """Bytes (a file's, or an upload's already in memory) as text, at most
    ``max_bytes`` long, not blank."""
    if len(raw) > max_bytes:
        raise ImportFileError(f"too large ({len(raw):,} bytes; the limit is {max_bytes:,})")
    if not raw.strip():
        raise ImportFileError("file is empty")
    text = decode(raw)
    if "\x00" in text:
        raise ImportFileError("binary file (contains NUL characters)")
    if not text.strip():
        raise ImportFileError("file is empty")
    return text


def read_bounded_text(path: Path, *, max_bytes: int) -> str:
    """A regular file's text, at most ``max_bytes`` long, not blank."""
    return bounded_text(read_bounded_bytes(path, max_bytes=max_bytes), max_bytes=max_bytes)


@dataclass(frozen=True, slots=True)
class TextLine:
    """One line of a file: its number from 1, its text without the line end (None when
    longer than the reader's ``max_chars``), and its length in characters."""

    number: int
    text: str | None
    length: int


# How much of an over-long line is held at once while its characters are counted.
_LONG_LINE_CHUNK = 1 << 20


def text_lines(path: Path, *, max_chars: int, max_whole_bytes: int) -> Iterator[TextLine]:
    """A regular file's lines, read one at a time: a file of any size takes the memory
    of one line (at most ``max_chars`` characters; a longer one is counted, not held).

    Lines end at "\\n" only (a JSON string may hold U+2028 raw) and lose a trailing
    "\\r". UTF-8, with or without its byte-order mark, is streamed; UTF-16/32 (whose
    bytes may hold "\\n" inside a character) is read whole, up to ``max_whole_bytes``.
    Errors are those of ``read_bounded_text``, found at the line that has them.
    """
    status = file_status(path)
    if not stat.S_ISREG(status.st_mode):
        raise ImportFileError("not a regular file")
    try:
        handle = path.open("rb")
    except OSError as exc:
        raise ImportFileError(f"cannot be read ({exc.strerror or exc})") from exc
    with handle:
        found = _byte_order_mark(handle.read(4))
        if found is not None and found[1] != "utf-8":
            lines = read_bounded_text(path, max_bytes=max_whole_bytes).split("\n")
            for number, line in enumerate(lines, start=1):
                line = line.rstrip("\r")
                yield TextLine(number, line if len(line) <= max_chars else None, len(line))
            return
        yield from _utf8_lines(handle, marked=found is not None, max_chars=max_chars)


def _utf8_lines(handle: BinaryIO, *, marked: bool, max_chars: int) -> Iterator[TextLine]:
    offset = len(codecs.BOM_UTF8) if marked else 0
    handle.seek(offset)
    # A line of max_chars characters takes at most four bytes each, and its line end.
    byte_limit = 4 * max_chars + 2
    number, blank = 0, True
    while raw := _read_line(handle, byte_limit):
        number += 1
        if len(raw) == byte_limit and not raw.endswith(b"\n"):
            length, offset = _long_line_length(handle, raw, offset, marked)
            blank = False
            yield TextLine(number, None, length)
            continue
        text = _line_text(raw, offset, marked).removesuffix("\n").rstrip("\r")
        offset += len(raw)
        blank = blank and not text.strip()
        yield TextLine(number, text if len(text) <= max_chars else None, len(text))
    if blank:
        raise ImportFileError("file is empty")


def _read_line(handle: BinaryIO, limit: int) -> bytes:
    try:
        return handle.readline(limit)
    except OSError as exc:
        raise ImportFileError(f"cannot be read ({exc.strerror or exc})") from exc


def _line_text(raw: bytes, offset: int, marked: bool) -> str:
    text = _utf8(raw, offset, marked=marked)
    if "\x00" in text:
        raise ImportFileError("binary file (contains NUL characters)")
    return text


def _long_line_length(handle: BinaryIO, raw: bytes, offset: int, marked: bool) -> tuple[int, int]:
    """The length in characters of a line too long to hold, read on in chunks (each
    checked as a line is), and the offset after it."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    length, trailing_returns = 0, 0
    while raw:
        _nul_bytes_check(raw, marked=marked)
        held = len(decoder.getstate()[0])  # bytes of a character cut by the previous chunk
        try:
            piece = decoder.decode(raw)
        except UnicodeDecodeError as exc:
            raise _not_utf8(exc.object[exc.start], offset - held + exc.start, marked=marked) from exc
        if "\x00" in piece:
            raise ImportFileError("binary file (contains NUL characters)")
        offset += len(raw)
        piece = piece.removesuffix("\n")
        stripped = piece.rstrip("\r")
        trailing_returns = (trailing_returns if not stripped else 0) + len(piece) - len(stripped)
        length += len(piece)
        if raw.endswith(b"\n"):
            break
        raw = _read_line(handle, _LONG_LINE_CHUNK)
    held = decoder.getstate()[0]
    if held:
        raise _not_utf8(held[0], offset - len(held), marked=marked)
    return length - trailing_returns, offset


def list_folder(path: Path) -> list[Path]:
    """A folder's entries in a stable order, or why it cannot be listed."""
    try:
        return sorted(path.iterdir())
    except OSError as exc:
        raise ImportFileError(f"folder cannot be read ({exc.strerror or exc})") from exc


def real_path(path: Path) -> Path:
    """Where a path leads; never raises, even on a symbolic-link loop."""
    return Path(os.path.realpath(path))


def is_folder(path: Path) -> bool:
    try:
        return stat.S_ISDIR(path.stat().st_mode)
    except (OSError, ValueError):
        return False


def path_inside(folder: Path, name: str, where: str) -> Path:
    """``name`` (from a manifest) as a path inside ``folder``, or why it may not be.

    Absolute paths, ``..`` and symbolic links leading out are refused: a manifest
    names files beside it, never ``/etc/passwd``.
    """
    field = f"{where}: field 'file'"
    if "\x00" in name:
        raise ImportFileError(f"{field} contains a NUL character")
    posix, windows = PurePosixPath(name), PureWindowsPath(name)
    if posix.is_absolute() or windows.is_absolute() or windows.drive or name.startswith("\\"):
        raise ImportFileError(f"{field} must be a path inside the manifest's folder, not an absolute path")
    if ".." in posix.parts or ".." in windows.parts:
        raise ImportFileError(f"{field} must be a path inside the manifest's folder ('..' is refused)")
    candidate = folder / name
    home = real_path(folder)
    if not real_path(candidate).is_relative_to(home):
        raise ImportFileError(f"{field} leads outside the manifest's folder (a symbolic link)")
    return candidate


# -- JSON --------------------------------------------------------------------

# A string (escapes included) or a bracket: enough to measure nesting in one
# linear pass, before the recursive parser sees the text.
_JSON_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')


def json_nesting_check(text: str, *, limit: int) -> None:
    """Refuse text whose brackets nest deeper than ``limit`` (where, by line and column)."""
    depth = 0
    for token in _JSON_TOKENS.finditer(text):
        char = token.group()
        if char in "[{":
            depth += 1
            if depth > limit:
                line = text.count("\n", 0, token.start()) + 1
                column = token.start() - text.rfind("\n", 0, token.start())
                raise ImportFileError(
                    f"JSON nested deeper than {limit} levels at line {line} column {column}"
                )
        elif char in "]}":
            depth -= 1


def parse_json(text: str, *, depth_limit: int) -> Any:
    """JSON no deeper than ``depth_limit``, with a one-line error for anything wrong."""
    json_nesting_check(text, limit=depth_limit)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ImportFileError(f"malformed JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from exc
    except (ValueError, RecursionError) as exc:  # e.g. an integer of more than 4,300 digits
        raise ImportFileError(f"malformed JSON: {str(exc).split(':')[0]}") from exc


def value_depth(value: Any) -> int:
    """How many containers deep a parsed JSON value goes (a string is 0), without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            deepest = max(deepest, level)
            stack.extend((child, level + 1) for child in item)
    return deepest


def entry_depth_check(entry: Any, where: str) -> None:
    if value_depth(entry) > MAX_ENTRY_DEPTH:
        raise ImportFileError(f"{where}: nested deeper than {MAX_ENTRY_DEPTH} levels")
