"""Credential files told by their layout, not by their vendor:

- key material blocks of any label (``-----BEGIN OpenVPN Static key V1-----``, ``ENCRYPTED
  PRIVATE KEY``, ``PGP PRIVATE KEY BLOCK``, SSH2's ``---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----``):
  every block whose label says key, secret or password and not public or certificate;
- CSV and TSV files whose header names a secret column (a cloud console's ``credentials.csv``):
  that column's value on every row;
- ``host user:password`` lines (Postfix ``sasl_passwd``, ``[smtp.host]:587 user:pass``), PPP's
  ``chap-secrets`` and ``.curlrc``'s ``user = "name:password"``;
- ``user U password P`` and ``password "P"`` in run-control files (fetchmail, ``.netrc`` kin);
- aligned ``Name:      value`` output of CLIs (``SecretID:   <uuid>`` of Consul, ``Secret ID  = <uuid>``
  of Nomad, Vault's tables), also numbered (``Unseal Key 1: v``, ``Recovery Key 2: v``);
- Terraform state of ``random_password``/``random_string`` resources (their ``result``) and the
  ``value`` of every output marked ``"sensitive": true``;
- Kubernetes ``Secret`` manifests (every value under ``data:``/``stringData:``);
- Android resources and manifests (``<string name="facebook_client_token">v</string>``,
  ``<meta-data android:name="…Key" android:value="v"/>``), judged by their name.
"""

from __future__ import annotations

import re

from .labels import secret_label
from .patterns import _KEY_BODY
from .structural import judge_key
from .values import looks_password, looks_secret

KEY_BLOCK = re.compile(r"-{4,5}[ ]?BEGIN (?P<label>[A-Za-z0-9][A-Za-z0-9 ._-]{0,60}?)[ ]?-{4,5}")

KEY_BLOCK_END = re.compile(r"-{4,5}[ ]?END (?P<label>[A-Za-z0-9][A-Za-z0-9 ._-]{0,60}?)[ ]?-{4,5}")

# a CSV/TSV header: two to twenty short names, one of which names a secret (checked after)
CSV_HEADER = re.compile(
    r"(?m)^[ \t]{0,4}(?:\"?[A-Za-z][\w .()/-]{0,40}\"?[,\t]){1,20}\"?[A-Za-z][\w .()/-]{0,40}\"?[ \t]{0,4}\r?$"
)

# ``[smtp.example.com]:587 user@example.com:password`` (sasl_passwd), ``host user@domain:password``
HOST_USER_PASSWORD = re.compile(
    r"(?m)^[ \t]{0,8}[\w-]{1,63}(?:\.[\w-]{1,63}){1,10}(?::\d{1,5})?"
    r"[ \t]{1,8}[^\s:@/]{1,100}@[^\s:@/]{1,100}:(?P<value>[^\s/][^\s]{0,199})[ \t]{0,4}\r?$"
)

# Postfix's bracketed next hop (``[smtp.example.com]:587 user:password``) is distinctive anywhere
BRACKET_HOST_USER_PASSWORD = re.compile(
    r"(?<![\w\]/])\[[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,10}\](?::[\w-]{1,20})?[ \t]{1,8}"
    r"[^\s:\[\]/]{1,200}:(?P<value>[^\s\"'/][^\s\"']{0,199})"
)

# PPP's ``chap-secrets``/``pap-secrets``: ``client server "secret" addresses``
PPP_SECRET = re.compile(
    r"(?m)^[ \t]{0,8}\"?[\w.@\\-]{1,64}\"?[ \t]{1,8}(?:\*|\"?[\w.-]{1,64}\"?)[ \t]{1,8}\"(?P<value>[^\"\n]{1,200})\""
    r"[ \t]{1,8}(?:\*|-|\"\"|[\d.]{7,15})"
)

# curl's ``.curlrc`` and wget's ``.wgetrc``: ``user = "name:password"``, ``proxy-user = name:password``
CONFIG_USER_PASSWORD = re.compile(
    r"(?m)^[ \t]{0,8}-{0,2}(?:user|proxy-user)[ \t]{0,4}=?[ \t]{0,4}\"?[^\s:\"]{1,100}:(?P<value>[^\s\"]{1,200})\"?[ \t]{0,4}\r?$"
)

# ``user "u" password "p"``, ``username u pass p`` (fetchmail, msmtp-like run-control files)
USER_PASSWORD = re.compile(
    r"(?i)(?<![\w.-])user(?:name)?[ \t]{1,8}(?:\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|[^\s\"']{1,200})"
    r"(?:[ \t]{1,8}|[ \t]{0,8}\r?\n[ \t]{0,8})(?:with[ \t]{1,4})?pass(?:word|wd)?[ \t]{1,8}(?:is[ \t]{1,4})?"
    r"(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})'|(?P<w>[^\s\"']{1,200}))"
)

# ``password "p"`` anywhere: a password keyword followed by a quoted value
QUOTED_PASSWORD = re.compile(
    r"(?i)(?<![\w.$-])(?:password|passwd|passphrase)[ \t]{1,4}(?:\"(?P<dq>[^\"\s]{4,200})\"|'(?P<sq>[^'\s]{4,200})')"
)

# ``SecretID:          <uuid>`` (a CLI's aligned key/value output)
ALIGNED = re.compile(
    r"(?m)^[ \t]{0,8}(?:(?P<name>[A-Za-z][\w.-]{1,60}):?[ \t]{3,60}|"
    r"(?!(?:var|let|const|val|my|local|export|def|auto|final|static|private|public|readonly|set|declare) )"
    r"(?P<words>[A-Za-z]{2,20} [A-Za-z]{2,20})(?:[ \t]{1,3}#?\d{1,2})?[ \t]{0,60}[:=][ \t]{1,60})"
    r"(?P<value>[^\s\"']{6,500})[ \t]{0,4}\r?$"
)

# Terraform's ``"sensitive": true`` next to the ``"value"`` of an output or variable in state or plan
SENSITIVE = re.compile(r"\"sensitive\"[ \t]{0,4}:[ \t]{0,4}true")

_VALUE_FIELD = re.compile(r"\"value\"[ \t]{0,4}:[ \t]{0,4}\"(?P<value>[^\"\n]{4,2000})\"")

# the resource type in any syntax that selects it: state JSON, HCL, a jq filter over the state
# (``select(.type=="random_password")``), a resource address (``terraform state show random_password.db``)
RANDOM_RESOURCE = re.compile(r"(?<![\w-])random_(?:password|string)(?![\w-])")

_RESULT = re.compile(r"\"?result\"?[ \t]{0,4}[:=][ \t]{0,4}\"(?P<value>[^\"\n]{4,500})\"")

K8S_SECRET = re.compile(
    r"(?m)^[ \t]{0,4}(?:\"kind\"|kind)[ \t]{0,4}:[ \t]{0,4}[\"']?Secret[\"']?[ \t]{0,4},?\r?$"
)

_SECRET_DATA = re.compile(r"(?m)^(?P<indent>[ \t]{0,4})(?:data|stringData):[ \t]{0,4}\r?$")

_DATA_ITEM = re.compile(
    r"(?m)^(?P<indent>[ \t]{1,12})[\w.-]{1,100}:[ \t]{1,4}(?P<quote>[\"']?)(?P<value>[^\s\"'#|>]{6,20000})(?P=quote)[ \t]{0,4}\r?$"
)

ANDROID_STRING = re.compile(
    r"<string[ \t]{1,4}name[ \t]{0,2}=[ \t]{0,2}\"(?P<name>[\w.-]{1,100})\"[^<>]{0,100}>(?P<value>[^<>\s]{1,500})</string>"
)

ANDROID_META = re.compile(
    r"\bandroid:name[ \t]{0,2}=[ \t]{0,2}\"(?P<name>[\w.$-]{1,200})\"\s{1,20}android:value[ \t]{0,2}=[ \t]{0,2}\"(?P<value>[^\"<>\s]{1,500})\""
)


def _group_value(m: re.Match[str]) -> tuple[int, int, str] | None:
    for g in ("dq", "sq", "w"):
        if m.group(g) is not None:
            return m.start(g), m.end(g), m.group(g)
    return None


def _first_after(ends: list[re.Match[str]], pos: int) -> int:
    """The index of the first of ``ends`` (sorted) that starts at or after ``pos``."""
    lo, hi = 0, len(ends)
    while lo < hi:
        mid = (lo + hi) // 2
        if ends[mid].start() < pos:
            lo = mid + 1
        else:
            hi = mid
    return lo


def key_blocks(text: str) -> list[tuple[int, int, str]]:
    """Key blocks of every label that names a secret, to their END line (or over the body that
    follows, when the block is cut short)."""
    out = []
    ends: list[re.Match[str]] | None = None  # every END line, found once
    for m in KEY_BLOCK.finditer(text):
        label = m.group("label")
        if not secret_label(label):
            continue
        if ends is None:
            ends = list(KEY_BLOCK_END.finditer(text))
        k = _first_after(ends, m.end())
        end = -1
        if k < len(ends) and ends[k].start() - m.end() <= 20_000 and ends[k].group("label") == label:
            end = ends[k].end()
        if end == -1:
            start = m.end() + 1 if text.startswith("\n", m.end()) else m.end()
            end = _KEY_BODY.match(text, start).end()
        if end - m.end() >= 16:
            out.append((m.start(), end, "private_key"))
    return out


def _csv_secrets(text: str) -> list[tuple[int, int, str]]:
    out = []
    pos = 0
    while (header := CSV_HEADER.search(text, pos)) is not None:
        pos = header.end()
        sep = "\t" if "\t" in header.group(0).strip() else ","
        names = [c.strip().strip('"').strip() for c in header.group(0).strip().split(sep)]
        keys = [re.sub(r"[\s./()-]+", "_", n.lower()).strip("_") for n in names]
        secret = [i for i, k in enumerate(keys) if judge_key(k, "Zq7xK2vP9mW4tR8s") is not None]
        if not secret:
            continue
        pos = header.end() + 1
        # the rows read here are not headers of their own: the search goes on after them
        for _ in range(500):  # the rows that follow, while they have the header's width
            nl = text.find("\n", pos)
            line_end = len(text) if nl == -1 else nl
            line = text[pos:line_end].rstrip("\r")
            cells = line.split(sep)
            if len(cells) != len(names):
                break
            offset = pos
            starts = []
            for c in cells:
                starts.append(offset)
                offset += len(c) + 1
            for i in secret:
                raw = cells[i]
                value = raw.strip().strip('"')
                if value and judge_key(keys[i], value):
                    s = starts[i] + raw.find(value)
                    out.append((s, s + len(value), "credentials_file"))
            if nl == -1:
                break
            pos = nl + 1
        pos = max(pos - 1, header.end())
    return out


def _k8s_secret_values(text: str) -> list[tuple[int, int, str]]:
    out = []
    done = 0  # each document is read once, however many ``kind: Secret`` lines it holds
    for kind in K8S_SECRET.finditer(text):
        if kind.start() < done:
            continue
        doc_end = text.find("\n---", kind.end())
        doc_end = len(text) if doc_end == -1 else doc_end
        done = doc_end
        start = text.rfind("\n---", max(0, kind.start() - 20_000), kind.start())
        start = max(0, kind.start() - 20_000) if start == -1 else start
        for block in _SECRET_DATA.finditer(text, start, doc_end):
            indent = len(block.group("indent"))
            pos = block.end() + 1
            for _ in range(200):
                item = _DATA_ITEM.match(text, pos, doc_end)
                if item is None or len(item.group("indent")) <= indent:
                    break
                value = item.group("value")
                if looks_password(value) and (any(c.isdigit() for c in value) or len(value) >= 16):
                    out.append((item.start("value"), item.end("value"), "kubernetes_secret_literal"))
                pos = item.end() + 1
    return out


# a commented header of columns two spaces apart over rows of whitespace-separated cells
# (``pam_radius_auth.conf``'s ``# server[:port]   shared_secret   timeout (s)``)
ALIGNED_HEADER = re.compile(
    r"(?m)^[ \t]{0,4}(?:#|;|//)[ \t]{0,8}(?P<cols>[A-Za-z][\w\[\]:.()/-]{0,40}(?: [\w\[\]:.()/-]{1,20}){0,2}"
    r"(?:[ \t]{2,}[A-Za-z][\w\[\]:.()/-]{0,40}(?: [\w\[\]:.()/-]{1,20}){0,2}){1,11})[ \t]*\r?$"
)

_ROW = re.compile(r"(?m)^[^\n#;]*$")


def _aligned_secrets(text: str) -> list[tuple[int, int, str]]:
    out = []
    pos = 0
    while (header := ALIGNED_HEADER.search(text, pos)) is not None:
        pos = header.end()
        names = re.split(r"[ \t]{2,}", header.group("cols").strip())
        keys = [re.sub(r"[\s./()\[\]:-]+", "_", n.lower()).strip("_") for n in names]
        secret = [i for i, k in enumerate(keys) if judge_key(k, "Zq7xK2vP9mW4tR8s") is not None]
        if not secret:
            continue
        at = header.end() + 1
        while (row := _ROW.match(text, at)) is not None and row.group(0).strip():
            cells = list(re.finditer(r"\S+", row.group(0)))
            if len(cells) != len(names):
                break
            at = row.end() + 1
            for i in secret:
                value = cells[i].group(0)
                if judge_key(keys[i], value):
                    start = row.start() + cells[i].start()
                    out.append((start, start + len(value), "credentials_file"))
            pos = row.end()
    return out


def file_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of the credentials that the layout of ``text`` gives away."""
    out: list[tuple[int, int, str]] = []
    if "BEGIN " in text:
        out += key_blocks(text)
    if ("," in text or "\t" in text) and any(w in low for w in ("key", "secret", "password", "token")):
        out += _csv_secrets(text)
    if (
        "  " in text
        and any(w in low for w in ("key", "secret", "password", "token"))
        and re.search(r"(?m)^[ \t]{0,4}(?:#|;|//)", text)
    ):
        out += _aligned_secrets(text)
    if (":" in text and "\n" in text) or text.count(":") >= 2:
        for m in (*HOST_USER_PASSWORD.finditer(text), *BRACKET_HOST_USER_PASSWORD.finditer(text)):
            v = m.group("value")
            if looks_password(v) and any(c.isdigit() for c in v) and any(c.isalpha() for c in v):
                out.append((m.start("value"), m.end("value"), "credentials_file"))
    if text.count('"') >= 2:
        for m in PPP_SECRET.finditer(text):
            if looks_password(m.group("value")):
                out.append((m.start("value"), m.end("value"), "credentials_file"))
    if "user" in low:
        for m in CONFIG_USER_PASSWORD.finditer(text):
            if looks_password(m.group("value")):
                out.append((m.start("value"), m.end("value"), "credentials_file"))
    if "pass" in low:
        for m in USER_PASSWORD.finditer(text):
            v = _group_value(m)
            if v is not None and looks_password(v[2]) and not v[2].startswith("$"):
                out.append((v[0], v[1], "password_assignment"))
        for m in QUOTED_PASSWORD.finditer(text):
            v = _group_value(m)
            if v is not None and looks_password(v[2]) and not v[2].startswith("$"):
                out.append((v[0], v[1], "password_assignment"))
    if any(w in low for w in ("secret", "token", "key", "pass")):
        for m in ALIGNED.finditer(text):
            name = m.group("name") or m.group("words")
            kind = judge_key(re.sub(r"[-. ]", "_", name), m.group("value"))
            if kind:
                out.append((m.start("value"), m.end("value"), kind))
    if '"sensitive"' in text:
        done = 0
        for m in SENSITIVE.finditer(text):
            start = max(done, text.rfind("{", max(0, m.start() - 300), m.start()) + 1)
            end = text.find("}", m.end(), m.end() + 300)
            done = end = end if end != -1 else min(len(text), m.end() + 300)
            for v in _VALUE_FIELD.finditer(text, start, end):
                if looks_password(v.group("value")):
                    out.append((v.start("value"), v.end("value"), "password_assignment"))
    if "random_" in text:
        for m in RANDOM_RESOURCE.finditer(text):
            r = _RESULT.search(text, m.end(), m.end() + 4000)
            if r is not None and looks_password(r.group("value")):
                out.append((r.start("value"), r.end("value"), "password_assignment"))
    if "Secret" in text:
        out += _k8s_secret_values(text)
    if "android:" in text or "<string" in text:
        for pattern in (ANDROID_STRING, ANDROID_META):
            for m in pattern.finditer(text):
                name = m.group("name").rsplit(".", 1)[-1]
                name = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()
                value = m.group("value")
                if judge_key(name, value) or (name.endswith("_key") and looks_secret(value, min_length=16)):
                    out.append((m.start("value"), m.end("value"), "secret_assignment"))
    return out
