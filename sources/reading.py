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
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Any

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


def decode(raw: bytes) -> str:
    """UTF-8, or UTF-16/32 announced by a byte-order mark (the mark is dropped)."""
    for mark, codec, label in _BYTE_ORDER_MARKS:
        if raw.startswith(mark):
            try:
                return raw[len(mark):].decode(codec)
            except UnicodeDecodeError as exc:
                raise ImportFileError(
                    f"not valid {label} (bad bytes at offset {exc.start + len(mark)})"
                ) from exc
    if b"\x00" in raw:
        raise ImportFileError(
            "binary file (contains NUL bytes), expected UTF-8 text "
            "(or UTF-16/32 with a byte-order mark)"
        )
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ImportFileError(
            f"not valid UTF-8 (byte 0x{raw[exc.start]:02x} at offset {exc.start})"
        ) from exc


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


def read_bounded_text(path: Path, *, max_bytes: int) -> str:
    """A regular file's text, at most ``max_bytes`` long, not blank."""
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
    text = decode(raw)
    if "\x00" in text:
        raise ImportFileError("binary file (contains NUL characters)")
    if not text.strip():
        raise ImportFileError("file is empty")
    return text


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
