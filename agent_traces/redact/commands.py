"""Credentials passed to commands by position or by a flag the command's documentation names:
one table of commands and which of their arguments are secret, read by one small shell-word
tokenizer, rather than one regex per tool.

A row of :data:`COMMANDS` is ``(gate, head, positions, flags, judge)``: ``head`` matches the
command and its subcommand (``mc alias set``, ``snmpwalk``); the words after it are read as shell
words (quotes removed, at most :data:`_MAX_WORDS`), and the secret ones are those at the
``positions`` (counted among the non-flag words after the head) and the values of the ``flags``
(``-c v``, ``-cv``, ``--flag=v``, ``/pass:v``). A value is kept when it looks like a password
(``judge`` is ``password``), a secret token (``secret``) or either (``secret_or_password``), so a
placeholder or ``$VAR`` is left alone. A word is read once: the next command is looked for after
the words of the last one.

Also here: a secret piped or fed to a command that reads it on its standard input (``echo 'v' |
docker login … --password-stdin``, ``printf '%s\\n' 'v' 'v' | passwd``, ``smbpasswd -a u <<< 'v'``),
``user:password`` given to an ``-a``/``--auth`` flag (HTTPie, xh), and every value of ``kubectl
create secret … --from-literal=k=v``.
"""

from __future__ import annotations

import re

from .values import looks_password, looks_secret

_MAX_WORDS = 24

# one shell word after spaces: quoted, or bare up to a space or a shell operator
_WORD = re.compile(
    r"[ \t]{1,8}(?:\\\r?\n[ \t]{0,8})?(?:\"(?P<dq>[^\"\n]{0,300})\"|'(?P<sq>[^'\n]{0,300})'|(?P<w>[^\s\"'|;&<>()`]{1,300}))"
)

Row = tuple[tuple[str, ...], re.Pattern[str], tuple[int, ...], tuple[str, ...], str]

_SNMP_TOOLS = r"snmp(?:walk|bulkwalk|get|getnext|bulkget|set|table|trap|inform|status|df|netstat|delta|usm|vacm|test|translate)"

# flags that take no value, per command family: the word after them is not their value
_BOOLEAN_FLAGS = frozenset(
    {
        "--insecure",
        "--api-signature",
        "-v1",
        "-v2c",
        "-v3",
        "--json",
        "--debug",
        "-q",
        "-On",
        "-Oq",
        "-Ov",
        "-d",
        "-e",
    }
)

COMMANDS: list[Row] = [
    # MinIO client: ``mc alias set NAME URL ACCESS SECRET``, ``mc config host add NAME URL ACCESS SECRET``
    (
        ("mc ", "mc.exe"),
        re.compile(r"\bmc(?:\.exe)?[ \t]{1,4}(?:alias[ \t]{1,4}set|config[ \t]{1,4}host[ \t]{1,4}add)\b"),
        (2, 3),
        (),
        "secret",
    ),
    # Net-SNMP: community (``-c``), v3 auth and privacy passphrases (``-A``, ``-X``)
    (("snmp",), re.compile(rf"\b{_SNMP_TOOLS}\b"), (), ("-c", "-A", "-X"), "password"),
    (("onesixtyone",), re.compile(r"\bonesixtyone\b"), (), ("-c",), "password"),
    # snmpd.conf / net-snmp-config: ``createUser NAME SHA authpass AES privpass``
    (
        ("createuser",),
        re.compile(
            r"(?<![\w-])createUser[ \t]{1,4}(?:-e[ \t]{1,4}\S{1,100}[ \t]{1,4})?[\w.@-]{1,100}[ \t]{1,4}(?:MD5|SHA(?:-?\d{3})?)\b"
        ),
        (0, 2),
        (),
        "password",
    ),
    (
        ("net-snmp",),
        re.compile(r"\bnet-snmp-(?:create-v3-user|config[ \t]{1,4}--create-snmpv3-user)\b"),
        (),
        ("-a", "-x", "-A", "-X"),
        "password",
    ),
    # snmpd.conf communities and Cisco ``snmp-server community STRING RO``
    (
        ("community",),
        re.compile(
            r"(?m)^[ \t]{0,8}(?:ro|rw)community6?\b|\bsnmp-server[ \t]{1,4}community\b|^[ \t]{0,8}com2sec6?[ \t]{1,4}\S{1,100}[ \t]{1,4}\S{1,100}\b"
        ),
        (0,),
        (),
        "password",
    ),
    # redis: ``AUTH [user] pass`` at a prompt or after redis-cli
    (
        ("auth",),
        re.compile(
            r"(?:\bredis-cli\b[^\n|;&]{0,200}?|(?m:^[ \t]{0,8}(?:[\w.-]{1,100}:\d{1,5}(?:\[\d{1,2}\])?>[ \t]{0,4})?))\bAUTH\b"
        ),
        (-1,),
        (),
        "password",
    ),
    # bitcoin-cli / elements-cli importprivkey KEY, walletpassphrase PASS
    (
        ("privkey", "walletpassphrase"),
        re.compile(r"\b[\w-]{0,20}-cli\b[^\n|;&]{0,200}?\b(?:importprivkey|walletpassphrase(?:change)?)\b"),
        (0, 1),
        (),
        "secret_or_password",
    ),
    # Vault: ``vault login TOKEN``, ``vault login -method=userpass username=u password=p`` (assignment)
    (("vault",), re.compile(r"\bvault[ \t]{1,4}login\b"), (0,), (), "secret"),
    # Azure CLI: ``az login -u u -p p``, ``--password``; ``az login --service-principal -u id -p secret``
    (("az ",), re.compile(r"\baz[ \t]{1,4}login\b"), (), ("-p",), "password"),
    # IPMI, RDP, Windows ``net user NAME PASS``, Wi-Fi
    (("ipmitool",), re.compile(r"\bipmitool\b"), (), ("-P",), "password"),
    (("freerdp", "rdesktop"), re.compile(r"\b(?:x?freerdp3?|wlfreerdp|rdesktop)\b"), (), ("-p",), "password"),
    (
        ("net ",),
        re.compile(r"(?i)\bnet[ \t]{1,4}user[ \t]{1,4}[^\s/]{1,100}(?=[ \t]{1,4}[^\s/*])"),
        (0,),
        (),
        "password",
    ),
    (
        ("wpa_passphrase",),
        re.compile(r"\bwpa_passphrase[ \t]{1,4}(?:\"[^\"\n]{1,64}\"|'[^'\n]{1,64}'|\S{1,64})"),
        (0,),
        (),
        "password",
    ),
    # NetworkManager: ``nmcli dev wifi connect SSID password p``, ``nmcli con modify c wifi-sec.psk p``
    (
        ("nmcli",),
        re.compile(r"\bnmcli\b"),
        (),
        (
            "password",
            "wifi-sec.psk",
            "wifi-sec.wep-key0",
            "wifi-sec.leap-password",
            "802-1x.password",
            "802-1x.private-key-password",
            "pppoe.password",
            "gsm.password",
            "vpn.secrets",
        ),
        "password",
    ),
    # penetration-testing and brute-force tools given one password (``-P`` is a file for most)
    (
        (
            "crackmapexec",
            "cme ",
            "nxc",
            "netexec",
            "hydra",
            "medusa",
            "ncrack",
            "kerbrute",
            "smbmap",
            "enum4linux",
        ),
        re.compile(
            r"\b(?:crackmapexec|cme|nxc|netexec|hydra|medusa|ncrack|kerbrute|smbmap|enum4linux(?:-ng)?)\b"
        ),
        (),
        ("-p",),
        "password",
    ),
    # Java key stores: ``keytool -storepass p -keypass p``, ``jarsigner -storepass p``
    (
        ("keytool", "jarsigner"),
        re.compile(r"\b(?:keytool|jarsigner)\b"),
        (),
        ("-storepass", "-keypass", "-srcstorepass", "-deststorepass", "-srckeypass", "-destkeypass"),
        "password",
    ),
    # symmetric ciphers given their key on the command line: ``openssl enc -K <hex> -iv …``,
    # ``openssl aes-256-cbc -k pass``, an HMAC key (``openssl dgst -sha256 -hmac key``), ccrypt,
    # mcrypt and aescrypt (the IV and the salt are not secret)
    (
        ("openssl",),
        re.compile(
            r"\bopenssl[ \t]{1,4}(?:enc|dgst|(?:aes|des|des3|camellia|aria|sm4|bf|cast5?|chacha20|rc[24]|seed|idea)[\w-]{0,20}|sha\d{1,3}|md5)\b"
        ),
        (),
        ("-K", "-k", "-hmac"),
        "secret_or_password",
    ),
    (
        ("ccrypt", "mcrypt", "aescrypt"),
        re.compile(r"\b(?:ccrypt|mcrypt|aescrypt)\b"),
        (),
        ("-K", "-k", "-p"),
        "secret_or_password",
    ),
    # Consul: ``consul acl set-agent-token TYPE TOKEN``
    (
        ("set-agent-token",),
        re.compile(r"\bconsul[ \t]{1,4}acl[ \t]{1,4}set-agent-token\b"),
        (1,),
        (),
        "secret_or_password",
    ),
    # InfluxDB 1.x, RabbitMQ's management CLI, PostgreSQL's ``createuser``-free tools
    (("influx",), re.compile(r"\binflux\b"), (), ("-password",), "password"),
    (("rabbitmqadmin",), re.compile(r"\brabbitmqadmin\b"), (), ("-p",), "password"),
    # PuTTY's tools, Cassandra, PyPI uploads, Kerberos admin, WinRM
    (
        ("plink", "pscp", "psftp", "putty"),
        re.compile(r"\b(?:plink|pscp|psftp|putty)(?:\.exe)?\b"),
        (),
        ("-pw",),
        "password",
    ),
    (("cqlsh",), re.compile(r"\bcqlsh\b"), (), ("-p",), "password"),
    (("twine",), re.compile(r"\btwine[ \t]{1,4}upload\b"), (), ("-p",), "password"),
    (("kadmin",), re.compile(r"\bkadmin(?:\.local)?\b"), (), ("-w",), "password"),
    (("winrm",), re.compile(r"\bevil-winrm\b"), (), ("-p",), "password"),
    # Windows: ``net use Z: \\srv\share PASSWORD /user:DOM\u``, ``cmdkey /pass:p``, ``schtasks /rp p``
    (
        ("net ",),
        re.compile(
            r"(?i)\bnet[ \t]{1,4}use(?:[ \t]{1,4}[A-Za-z*]:)?[ \t]{1,4}\\\\\S{1,200}(?=[ \t]{1,4}[^\s/*])"
        ),
        (0,),
        (),
        "password",
    ),
    (
        ("cmdkey", "schtasks", "freerdp"),
        re.compile(r"(?i)\b(?:cmdkey|schtasks|x?freerdp3?|wfreerdp)\b"),
        (),
        ("/pass:", "/p:", "/rp"),
        "password",
    ),
    # PowerShell: ``ConvertTo-SecureString 'p' -AsPlainText -Force`` (the string is the password)
    (
        ("convertto-securestring",),
        re.compile(r"(?i)\bConvertTo-SecureString\b"),
        (0,),
        ("-String",),
        "password",
    ),
    # ModemManager ``mmcli -i 0 --pin=1234``, ``--puk=…`` (a SIM's PIN/PUK: digits only)
    (("mmcli",), re.compile(r"\bmmcli\b"), (), ("--pin", "--puk"), "pin"),
    # XMPP servers: ``ejabberdctl register USER HOST PASSWORD``, ``change_password``;
    # ``prosodyctl register USER HOST PASSWORD``
    (
        ("ejabberdctl", "prosodyctl"),
        re.compile(
            r"\b(?:ejabberdctl[ \t]{1,4}(?:register|change_password|check_password)|prosodyctl[ \t]{1,4}register)\b"
        ),
        (2,),
        (),
        "password",
    ),
    # FreeRADIUS ``radclient [-x] server[:port] auth SECRET``: the shared secret is the last word
    (("radclient",), re.compile(r"\bradclient\b"), (-1,), (), "secret_or_password"),
    # IRC services: ``/msg NickServ IDENTIFY [nick] PASSWORD`` (the password is the last word)
    (
        ("nickserv",),
        re.compile(r"(?i)\bNickServ\b[^\w\n]{0,4}(?:[ \t]{0,4}:)?IDENTIFY\b"),
        (-1,),
        (),
        "password",
    ),
    # Tencent/Huawei/Alibaba/Exoscale/Scaleway CLIs' configure commands take key pairs as values
    (("tccli",), re.compile(r"\btccli[ \t]{1,4}configure[ \t]{1,4}set\b"), (1, 3), (), "secret"),
]

# ``echo 'v' | docker login … --password-stdin`` and the like: the echoed word is the secret
STDIN_SECRET = re.compile(
    r"\b(?:echo|printf)(?:[ \t]{1,4}-[neE]{1,3})?[ \t]{1,4}(?:\"(?P<dq>[^\"\n]{1,300})\"|'(?P<sq>[^'\n]{1,300})'|(?P<w>[^\s\"'|;&<>]{1,300}))"
    # (also the first of two echoes in a subshell: ``(echo 'p'; echo 'p') | smbpasswd -s -a u``)
    r"(?:[ \t]{0,4};[ \t]{0,4}(?:echo|printf)[^\n|;&()]{1,300}\))?"
    r"[ \t]{0,4}\|[ \t]{0,4}(?:sudo[ \t]{1,4}(?:-[A-Za-z]{0,4}S\b|--stdin\b)|(?:sudo[ \t]{1,4})?(?=[^\n|;&]{0,300}?(?:"
    r"--password-stdin|--token-stdin|--with-token|--passphrase-fd|--stdin\b|--pass-stdin|\blogin[ \t]{1,4}-(?=[ \t]|$)|"
    r"\bchpasswd\b|\b(?:smb|vnc)?passwd\b|\bkinit\b|\bhtpasswd[ \t]{1,4}-\w{0,4}i|-passin[ \t]{1,4}stdin\b|--key-file[= ]-(?!\S))))"
)

# a here-string given to a command that reads a password (``smbpasswd -a bob <<< 'p'``)
HERE_STRING = re.compile(
    r"\b(?:[\w-]{0,20}passw?d?[\w-]{0,10}|kinit|login|chpasswd|openssl|mysql|psql)\b[^\n|;&<]{0,200}<<<[ \t]{0,4}"
    r"(?:\"(?P<dq>[^\"\n]{1,300})\"|'(?P<sq>[^'\n]{1,300})'|(?P<w>[^\s\"'|;&<>]{1,300}))"
)

# ``printf '%s\n' 'p' 'p' | passwd bob``: the arguments after the format
PRINTF_SECRET = re.compile(
    r"\bprintf[ \t]{1,4}(?:'[^']{0,40}%[^']{0,40}'|\"[^\"]{0,40}%[^\"]{0,40}\")"
    r"(?P<args>(?:[ \t]{1,4}(?:'[^'\n]{1,200}'|\"[^\"\n]{1,200}\"|[^\s'\"|;&<>]{1,200})){1,3})[ \t]{0,4}\|"
    r"(?=[^\n|;&]{0,300}?\b(?:passwd|chpasswd|smbpasswd|vncpasswd|kinit|--password-stdin|--stdin)\b)"
)

# ``http -a user:pass``, ``xh --auth=user:pass``, ``https -a user:pass``: the part after ``:``
HTTP_AUTH = re.compile(
    r"\b(?:https?|xh|xhs|httpie)\b[^\n|;&]{0,200}?[ \t](?:-a|--auth)(?:[ \t]{1,4}|=)[\"']?[^\s:\"']{1,100}:(?P<value>[^\s\"']{1,200})"
)

# ``kubectl create secret generic n --from-literal=k=v``: every literal of a Secret is secret
KUBECTL_SECRET = re.compile(r"\b(?:kubectl|oc|k3s[ \t]{1,4}kubectl)[ \t]{1,4}create[ \t]{1,4}secret\b")

_FROM_LITERAL = re.compile(
    r"--(?:from-literal|docker-password)[= ](?:[\w.-]{1,100}=)?(?:\"(?P<dq>[^\"\n]{1,2000})\"|'(?P<sq>[^'\n]{1,2000})'|(?P<w>[^\s\"'|;&<>]{1,2000}))"
)


def _value(m: re.Match[str]) -> tuple[int, int, str] | None:
    for g in ("dq", "sq", "w"):
        if m.group(g) is not None:
            return m.start(g), m.end(g), m.group(g)
    return None


def _judge(value: str, judge: str, quoted: bool = False) -> bool:
    # a quoted word is a value even when it starts with ``-`` (``'-qL0…'``), never a flag
    if value.startswith("$") or (value.startswith("-") and not quoted):
        return False
    if judge == "password":
        return looks_password(value)
    if judge == "pin":
        return value.isdigit() and 4 <= len(value) <= 8
    if judge == "secret":
        return looks_secret(value)
    return looks_secret(value) or looks_password(value)


def _quoted(text: str, start: int) -> bool:
    """Whether the shell word starting at ``start`` was quoted."""
    return start > 0 and text[start - 1] in "'\""


def _words(text: str, pos: int) -> list[tuple[int, int, str]]:
    """The shell words after ``pos`` on its command line: ``(start, end, word)``, quotes left out."""
    out: list[tuple[int, int, str]] = []
    for _ in range(_MAX_WORDS):
        m = _WORD.match(text, pos)
        if m is None:
            break
        pos = m.end()
        v = _value(m)
        if v is not None:
            out.append(v)
    return out


def _row_secrets(text: str, row: Row) -> list[tuple[int, int, str]]:
    _, head, positions, flags, judge = row
    out = []
    pos = 0
    # a word is read once: the next command is looked for after the words of this one
    while (m := head.search(text, pos)) is not None:
        words = _words(text, m.end())
        pos = max(m.end(), words[-1][1] if words else m.end())
        plain: list[tuple[int, int, str]] = []
        i = 0
        while i < len(words):
            s, e, w = words[i]
            flag = next(
                (
                    f
                    for f in flags
                    if w == f or (w.startswith(f) and len(w) > len(f) and not w.startswith("--"))
                ),
                None,
            )
            if flag is None and "=" in w and w.startswith("--") and w.split("=", 1)[0] in flags:
                flag = w.split("=", 1)[0]
                cut = len(flag) + 1
                if _judge(w[cut:], judge):
                    out.append((s + cut, e, "command_password"))
                i += 1
                continue
            if flag is not None:
                if w == flag:
                    if i + 1 < len(words) and _judge(words[i + 1][2], judge):
                        out.append((words[i + 1][0], words[i + 1][1], "command_password"))
                    i += 2
                    continue
                if _judge(w[len(flag) :], judge):  # ``-cpublic2x``: the value glued to the flag
                    out.append((s + len(flag), e, "command_password"))
                i += 1
                continue
            if w.startswith("-") and len(w) > 1 and not _quoted(text, s):
                # another flag: its value, if any, is not counted among the positions
                takes = (
                    "=" not in w
                    and w not in _BOOLEAN_FLAGS
                    and len(w) == 2
                    and w[1].isalpha()
                    and w[1].islower()
                )
                i += 2 if takes and flags else 1
                continue
            plain.append(words[i])
            i += 1
        for p in positions:
            if -len(plain) <= p < len(plain) and _judge(plain[p][2], judge, _quoted(text, plain[p][0])):
                out.append((plain[p][0], plain[p][1], "command_password"))
    return out


def command_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of credentials given to commands in ``text`` (``low``: lower-cased)."""
    out: list[tuple[int, int, str]] = []
    for row in COMMANDS:
        if any(g in low for g in row[0]):
            out += _row_secrets(text, row)
    if "|" in text and any(
        w in low for w in ("stdin", "token", "passw", "login", "sudo", "-passin", "key-file")
    ):
        for m in STDIN_SECRET.finditer(text):
            v = _value(m)
            if v is not None and (looks_password(v[2]) or looks_secret(v[2])) and not v[2].startswith("$"):
                out.append((v[0], v[1], "command_password"))
    if "<<<" in text:
        for m in HERE_STRING.finditer(text):
            v = _value(m)
            if v is not None and looks_password(v[2]) and not v[2].startswith("$"):
                out.append((v[0], v[1], "command_password"))
    if "printf" in low and "|" in text:
        for m in PRINTF_SECRET.finditer(text):
            for s, e, w in _words(text[: m.end("args")], m.start("args")):
                if looks_password(w) and not w.startswith("$"):
                    out.append((s, e, "command_password"))
    if ("-a" in text and "http" in low) or "xh" in low:
        for m in HTTP_AUTH.finditer(text):
            if looks_password(m.group("value")):
                out.append((m.start("value"), m.end("value"), "command_password"))
    if "create" in low and "secret" in low:
        done = 0
        for m in KUBECTL_SECRET.finditer(text):
            start = max(m.end(), done)
            line_end = text.find("\n", start, start + 5000)
            done = stop = min(len(text), start + 5000) if line_end == -1 else line_end
            for lit in _FROM_LITERAL.finditer(text, start, stop):
                v = _value(lit)
                if v is not None and len(v[2]) >= 6 and not v[2].startswith("$") and looks_password(v[2]):
                    out.append((v[0], v[1], "kubernetes_secret_literal"))
    return out
