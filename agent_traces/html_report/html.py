"""The report as one self-contained HTML file: figures inline, sessions as data, no network.

Every value from the traces is escaped: text in the page goes through :func:`html.escape`, the
figures' labels are XML-escaped by matplotlib, and the sessions' conversations are embedded as
JSON in a ``<script type="application/json">`` element with ``<``, ``>`` and ``&`` written as
``\\u003c``… so no ``</script>`` in a trace can end it; the page's script puts them on screen
with ``textContent`` only. A Content-Security-Policy allows no network access at all and runs
only the page's own script (by its SHA-256), so even text that slipped through could not run.

Long texts are cut at :data:`MAX_CHARS` characters in the transcript (the cut is said).
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import re
from typing import Any

MAX_CHARS = 20_000

STYLE = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
header{padding:16px 24px;background:#fff;border-bottom:1px solid #ddd}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:24px 0 8px}
main{padding:0 24px 40px}
.totals{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}
.totals div{background:#f0f3f7;border-radius:6px;padding:6px 10px}.totals b{display:block;font-size:16px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(460px,1fr));gap:16px}
figure.plot{margin:0;background:#fff;border:1px solid #e3e3e3;border-radius:6px;padding:8px;overflow:auto}
figure.plot figcaption{font-weight:600;margin-bottom:4px}figure.plot svg{max-width:100%;height:auto}
table{border-collapse:collapse;width:100%;background:#fff;font-size:13px}
td:nth-child(3){max-width:40ch;overflow-wrap:anywhere}td:nth-child(4){overflow-wrap:anywhere}
th,td{border-bottom:1px solid #eee;padding:4px 8px;text-align:left;vertical-align:top}
th{cursor:pointer;user-select:none;position:sticky;top:0;background:#f5f5f5}
th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
td.num{text-align:right;font-variant-numeric:tabular-nums}
tbody tr{cursor:pointer}tbody tr:hover{background:#eef4ff}tbody tr.open{background:#dde9ff}
.scroll{max-height:480px;overflow:auto;max-width:100%;border:1px solid #e3e3e3;border-radius:6px}
#transcript{margin-top:16px}
.msg{background:#fff;border:1px solid #e3e3e3;border-left:4px solid #999;border-radius:6px;padding:8px 12px;margin:8px 0}
.msg.user{border-left-color:#4e79a7}.msg.assistant{border-left-color:#59a14f}
.msg.system{border-left-color:#bab0ac}.msg.injected{border-left-style:dashed;border-left-color:#bab0ac;background:#f7f7f7}.msg.tool{border-left-color:#f28e2b}.msg.error{border-left-color:#d62728}
.role{font-weight:600;font-size:12px;text-transform:uppercase;color:#555}
.meta{color:#777;font-size:12px;margin-left:8px}
pre{white-space:pre-wrap;word-break:break-word;margin:4px 0;font:12px/1.4 ui-monospace,Menlo,Consolas,monospace}
.call{background:#f7f7fb;border-radius:4px;padding:4px 8px;margin:4px 0}
.note{color:#777}
"""

SCRIPT = r"""
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("sessions-data").textContent);
  var table = document.getElementById("sessions");
  var body = table.tBodies[0];
  Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, col) {
    th.addEventListener("click", function () {
      var asc = th.getAttribute("aria-sort") !== "ascending";
      Array.prototype.forEach.call(table.tHead.rows[0].cells, function (c) { c.removeAttribute("aria-sort"); });
      th.setAttribute("aria-sort", asc ? "ascending" : "descending");
      var numeric = th.dataset.type === "number";
      var rows = Array.prototype.slice.call(body.rows);
      rows.sort(function (a, b) {
        var x = a.cells[col].dataset.sort, y = b.cells[col].dataset.sort;
        var d = numeric ? Number(x) - Number(y) : x.localeCompare(y);
        return asc ? d : -d;
      });
      rows.forEach(function (r) { body.appendChild(r); });
    });
  });
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }
  function collapsed(summary, text) {
    var d = el("details");
    d.appendChild(el("summary", null, summary));
    d.appendChild(el("pre", null, text));
    return d;
  }
  function open(index) {
    var s = data[index];
    var box = document.getElementById("transcript");
    box.textContent = "";
    Array.prototype.forEach.call(body.rows, function (r) {
      r.classList.toggle("open", Number(r.dataset.index) === index);
    });
    box.appendChild(el("h2", null, s.name));
    box.appendChild(el("p", "note", s.id + " · " + s.harness + (s.model ? " · " + s.model : "")));
    s.messages.forEach(function (m) {
      var div = el("div", "msg " + m.role + (m.error ? " error" : "") + (m.injected ? " injected" : ""));
      var head = el("div");
      var label = m.injected ? "injected by the tool · " + m.injected : m.role + (m.name ? " · " + m.name : "");
      head.appendChild(el("span", "role", label));
      if (m.timestamp || m.model) head.appendChild(el("span", "meta", [m.timestamp, m.model].filter(Boolean).join(" · ")));
      div.appendChild(head);
      if (m.reasoning) div.appendChild(collapsed("reasoning", m.reasoning));
      if (m.role === "tool") {
        div.appendChild(collapsed((m.error ? "error result" : "result") + (m.content ? " (" + m.content.length + " characters)" : " (empty)"), m.content));
      } else if (m.injected) {
        div.appendChild(collapsed("not typed by the user (" + m.content.length + " characters)", m.content));
      } else if (m.content) {
        div.appendChild(el("pre", null, m.content));
      }
      (m.calls || []).forEach(function (c) {
        var call = el("div", "call");
        call.appendChild(el("b", null, "→ " + c.name));
        if (c.id) call.appendChild(el("span", "meta", c.id));
        call.appendChild(el("pre", null, c.arguments));
        div.appendChild(call);
      });
      box.appendChild(div);
    });
    box.dataset.open = String(index);
    box.scrollIntoView();
  }
  body.addEventListener("click", function (ev) {
    var tr = ev.target.closest("tr");
    if (tr) open(Number(tr.dataset.index));
  });
  window.agentTracesOpenSession = open;
})();
"""


def _cut(text: Any) -> str:
    if text is None:
        return ""
    if not isinstance(text, str):
        text = json.dumps(text, ensure_ascii=False, indent=2, default=str)
    if len(text) <= MAX_CHARS:
        return text
    return text[:MAX_CHARS] + f"\n… ({len(text) - MAX_CHARS} more characters not shown)"


def transcript(row: dict) -> list[dict]:
    """A session's messages as the page's script shows them (texts cut to :data:`MAX_CHARS`)."""
    out = []
    for msg in row["messages"]:
        item: dict[str, Any] = {"role": msg["role"], "content": _cut(msg.get("content"))}
        for key, value in (
            ("name", msg.get("name")),
            ("timestamp", msg.get("timestamp")),
            ("model", msg.get("model")),
            ("reasoning", _cut(msg.get("reasoning_content")) or None),
        ):
            if value:
                item[key] = value
        meta = msg.get("metadata") or {}
        if meta.get("is_error"):
            item["error"] = True
        if msg["role"] == "user" and meta.get("injected"):
            item["injected"] = str(meta.get("kind") or "context")
        if msg.get("tool_calls"):
            item["calls"] = [
                {
                    "id": c.get("id"),
                    "name": c["function"]["name"],
                    "arguments": _cut(c["function"]["arguments"]),
                }
                for c in msg["tool_calls"]
            ]
        out.append(item)
    return out


def script_json(value: Any) -> str:
    """JSON that is safe inside a ``<script>`` element: no ``<``, ``>``, ``&`` or line separators."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    for char, escaped in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"), ("\u2028", "\\u2028"), ("\u2029", "\\u2029")):  # fmt: skip
        text = text.replace(char, escaped)
    return text


_ID = re.compile(r'(\bid="|url\(#|href="#)(?!data-)([^")]+)')


def _scoped(svg: str, prefix: str) -> str:
    """An inline SVG with its ids made unique in the page (several SVGs share one id space)."""
    return _ID.sub(lambda m: f"{m.group(1)}{prefix}-{m.group(2)}", svg)


def _duration(seconds: int) -> str:
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min"
    return f"{seconds / 3600:.1f} h"


COLUMNS = (
    ("started", "started", "text"),
    ("harness", "harness", "text"),
    ("name", "session", "text"),
    ("model", "model", "text"),
    ("messages", "messages", "number"),
    ("tool_calls", "tool calls", "number"),
    ("errors", "tool errors", "number"),
    ("tokens", "tokens", "number"),
    ("duration_s", "duration", "number"),
)


def render(summary: dict[str, Any], figures: list[tuple[str, str, str]], rows: list[dict], what: str) -> str:
    """The whole page."""
    esc = html.escape
    totals = summary["totals"]
    boxes = [
        ("sessions", f"{totals['sessions']:,}"),
        ("messages", f"{totals['messages']:,}"),
        ("tool calls", f"{totals['tool_calls']:,}"),
        ("tool errors", f"{totals['tool_errors']:,}"),
        ("tokens", f"{totals['tokens']:,}"),
        ("problems (damaged or unreadable)", f"{totals['problems']:,}"),
        ("left out on purpose", f"{totals.get('left_out', 0):,}"),
        ("harnesses", ", ".join(summary["harnesses"]) or "none"),
        ("period", f"{totals['first_day']} – {totals['last_day']}" if totals["first_day"] else "undated"),
    ]
    parts = [
        '<div class="totals">',
        *(f"<div>{esc(label)}<b>{esc(str(value))}</b></div>" for label, value in boxes),
        "</div>",
    ]
    plots = [
        f'<figure class="plot" id="plot-{esc(key)}"><figcaption>{esc(title)}</figcaption>{_scoped(svg, key)}</figure>'
        for key, title, svg in figures
    ]
    head = "".join(f'<th data-type="{kind}" scope="col">{esc(label)}</th>' for _, label, kind in COLUMNS)
    body = []
    for s in summary["sessions"]:
        cells = []
        for key, _, kind in COLUMNS:
            value = s[key]
            shown = _duration(value) if key == "duration_s" else f"{value:,}" if kind == "number" else value
            cells.append(
                f'<td{" class=num" if kind == "number" else ""} data-sort="{esc(str(value))}">{esc(str(shown))}</td>'
            )
        body.append(f'<tr data-index="{s["index"]}">{"".join(cells)}</tr>')
    data = [
        {
            "id": r["id"],
            "harness": r["harness"],
            "name": s["name"],
            "model": r.get("model"),
            "messages": transcript(r),
        }
        for r, s in zip(rows, summary["sessions"], strict=True)
    ]
    digest = base64.b64encode(hashlib.sha256(SCRIPT.encode()).digest()).decode()
    csp = (
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; "
        f"script-src 'sha256-{digest}'; base-uri 'none'; form-action 'none'"
    )
    return "\n".join(
        [
            "<!DOCTYPE html>",
            '<html lang="en"><head><meta charset="utf-8">',
            '<meta name="generator" content="agent-traces report">',
            f'<meta http-equiv="Content-Security-Policy" content="{csp}">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            '<link rel="icon" href="data:,">',
            "<title>Agent traces report</title>",
            f"<style>{STYLE}</style></head><body>",
            f"<header><h1>Agent traces report</h1><div class=note>{esc(what)}</div>{''.join(parts)}</header>",
            "<main>",
            '<h2>Overview</h2><div class="grid">',
            *plots,
            "</div>",
            "<h2>Sessions</h2><p class=note>Click a column to sort, a session to read it.</p>",
            f'<div class="scroll"><table id="sessions"><thead><tr>{head}</tr></thead><tbody>',
            *body,
            "</tbody></table></div>",
            '<section id="transcript"><p class=note>No session open.</p></section>',
            "</main>",
            f'<script type="application/json" id="sessions-data">{script_json(data)}</script>',
            f"<script>{SCRIPT}</script>",
            "</body></html>",
        ]
    )
