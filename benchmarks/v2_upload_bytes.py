"""Bytes a next version sends to the (local, fake) Hub, by shard layout.

Publishes SOURCE's corpus files without those whose path contains DROP (v1), then all of them
(v2), to ``tests/fake_hub.py`` through huggingface_hub, once per layout (``--shards count`` and
``period``), redacted, views ``messages`` and ``sharegpt``; prints the bytes each commit sent and
the files sent / left out as unchanged, and marks the layout ``agent-traces publish`` writes when
``--shards`` is not given (``period`` since issue 35; ``convert`` keeps ``count``)::

    python benchmarks/v2_upload_bytes.py claude_code 2b4ed4c0 /tmp/v2-bytes
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from fake_hub import FakeHub  # noqa: E402

from agent_traces.operations.publishing import publish_shards  # noqa: E402
from agent_traces.output import OutputOptions, write_dataset  # noqa: E402
from agent_traces.publish import publish_folder  # noqa: E402


def main(source: str, drop: str, out: Path) -> None:
    root = ROOT.parent / "shared" / "corpus" / source
    files = sorted(str(p) for p in root.rglob("*.jsonl"))
    fewer = [f for f in files if drop not in f]
    default = publish_shards()
    for layout in ("count", "period"):
        with FakeHub() as hub:
            sent = []
            for name, inputs in (("v1", fewer), ("v2", files)):
                folder = out / layout / name
                options = OutputOptions(shards=layout, views=("messages", "sharegpt"), redact=True)
                write_dataset(folder, {source: inputs}, options, root=str(root), force=True)
                before = hub.bytes_received
                result = publish_folder(str(folder), "me/traces", token="hf_x", endpoint=hub.endpoint)
                sent.append((hub.bytes_received - before, len(result.uploaded), len(result.unchanged)))
        for name, (nbytes, uploaded, unchanged) in zip(("v1", "v2"), sent, strict=True):
            mark = "  (publish's default)" if layout == default else ""
            print(
                f"{layout:6} {name}: {nbytes:>9} bytes sent, {uploaded} file(s), {unchanged} unchanged{mark}"
            )


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], Path(sys.argv[3]))
