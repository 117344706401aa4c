"""Reading telemetry events: the envelope, Copilot's event names, properties split in parts."""

from __future__ import annotations

import base64
import gzip
import zlib
from dataclasses import dataclass
from typing import Any

import orjson

from ...converters.schema import iso_utc

MAX_PARTS = 50
_COPILOT_PREFIXES = ("GitHub.copilot-chat/", "GitHub.copilot.chat/")


def _copilot_event(record: dict) -> bool:
    """Whether a telemetry record is one of Copilot Chat's events (by its full name)."""
    data = record.get("data")
    base = data.get("baseData") if isinstance(data, dict) else None
    names = [
        record.get("name"),
        record.get("eventName"),
        base.get("name") if isinstance(base, dict) else None,
    ]
    return any(isinstance(n, str) and n.startswith(_COPILOT_PREFIXES) for n in names)


# -- reading events -----------------------------------------------------------------------------


@dataclass
class Event:
    """One telemetry event: the short name (after the last ``/``), its properties, measurements, time."""

    name: str
    properties: dict
    measurements: dict
    time: str | None


def read_event(record: Any) -> Event | None:
    """An Application Insights envelope or a bare row as an :class:`Event` (None if neither)."""
    if not isinstance(record, dict):
        return None
    data = record.get("data")
    base = data.get("baseData") if isinstance(data, dict) else None
    if isinstance(base, dict):
        name = base.get("name") or record.get("name")
        props, meas = base.get("properties"), base.get("measurements")
    else:
        name = record.get("name") or record.get("eventName")
        props, meas = record.get("properties"), record.get("measurements")
    if not isinstance(name, str) or not isinstance(props, dict):
        return None
    time = record.get("time") or record.get("timestamp") or props.get("timestamp")
    return Event(name.rsplit("/", 1)[-1], props, meas if isinstance(meas, dict) else {}, iso_utc(time))


def prop(props: dict, key: str) -> Any:
    """A property under its dotted key or GitHub's underscored spelling."""
    value = props.get(key)
    return props.get(key.replace(".", "_")) if value is None else value


def unquote(value: Any) -> Any:
    """A ``request.option.*`` value (JSON-encoded) decoded; plain strings returned as they are."""
    if not isinstance(value, str):
        return value
    try:
        return orjson.loads(value)
    except orjson.JSONDecodeError:
        return value


def _chunks(props: dict, base: str, first: str, pad: bool) -> list[str]:
    parts = []
    for index in range(1, MAX_PARTS + 1):
        key = first if index == 1 else f"{base}_{index:02d}" if pad else f"{base}_{index}"
        value = props.get(key)
        if not isinstance(value, str):
            break
        parts.append(value)
    return parts


def rebuild_property(props: dict, key: str = "messagesJson") -> tuple[str | None, str]:
    """Reassemble a split property: returns ``(text, scheme)``.

    The compressed family (``messagesJSONChunk``, ``messagesJSONChunk_2`` …, also spelled
    ``messagesJsonChunk``) holds the whole value and wins; otherwise the plain parts ``key``,
    ``key_02`` … are concatenated. ``scheme`` is ``compressed``, ``split`` (more than one plain
    part), ``split_full`` (all 50 parts: the tail may be lost), ``plain`` or ``bad_compressed``.
    """
    compressed_bases = ["messagesJSONChunk", "messagesJsonChunk"] if key == "messagesJson" else []
    compressed_bases.append(f"{key}Chunk")
    for base in dict.fromkeys(compressed_bases):
        parts = _chunks(props, base, base, pad=False)
        if parts:
            try:
                return gzip.decompress(base64.b64decode("".join(parts))).decode("utf-8"), "compressed"
            except (ValueError, OSError, EOFError, zlib.error):  # bad base64, gzip or UTF-8
                plain = _chunks(props, key, key, pad=True)
                return ("".join(plain) if plain else None), "bad_compressed"
    parts = _chunks(props, key, key, pad=True)
    if not parts:
        return None, "missing"
    scheme = "split_full" if len(parts) == MAX_PARTS else "split" if len(parts) > 1 else "plain"
    return "".join(parts), scheme
