"""Login names in what the operating system prints about accounts, as the ``user`` class.

:mod:`.auth_logs` reads the login name out of authentication logs; the same name is printed by
other outputs whose layout the OS fixes, so the layout names the field whatever the name is:
``id`` (``uid=1075(name) gid=… groups=…``), a sudoers rule (``name ALL=(ALL) …``), the comment
of an SSH public key (``ssh-ed25519 AAAA… name@host``), ``whoami`` (``DOMAIN\\name``,
``name@domain``), a Windows security event's ``Account Name:``, the ``User name`` line of ``net user``, the owner
column of ``ls -l``, ``/etc/subuid`` and ``pdbedit -L`` lines, the ``USER`` column of a process
or job table (``ps aux``, ``squeue``) and any table's column that names a login (``lslogins``,
``pg_stat_activity``'s ``usename``, ``quser``, ``smbstatus``), a ``User login:`` label, ``stat``'s
``Uid:``, ``getfacl``'s ``# owner:``, ``gh auth status``'s account, ``sudo -l``'s and ``gpustat
-u``'s, a login's quoted key (``"UserName": "…"``, ``SamAccountName``), an IAM user's ARN, a
Subversion log line's author, ``psql``'s ``Role name`` and a tab-separated listing's ``user``. Generic and system accounts
(``root``, ``SYSTEM``, ``nobody``, machine accounts ending in ``$``) stay, as in paths.
"""

from __future__ import annotations

import re

from .columns import table_rows
from .findings import Finding
from .personal import GENERIC_NAMES

KIND = "login_name"

_NAME = r"[A-Za-z_][A-Za-z0-9_.\-]{0,31}"
# ``id``: ``uid=1075(name) gid=1075(name) groups=…``; the groups list names groups, not people
_ID_LINE = re.compile(
    rf"(?:(?<!\w)|(?<=\\n))uid=\d{{1,10}}\((?P<u>{_NAME})\)\s+gid=\d{{1,10}}\((?P<g>{_NAME})\)"
)
# a sudoers rule: ``name ALL=(ALL) NOPASSWD: …``, ``name host=(root) /usr/bin/x``
_SUDOERS = re.compile(
    r"(?m)(?:^|(?<=\\n))(?P<u>[a-z_][a-z0-9_.\-]{0,31})[ \t]+[\w.,-]+[ \t]*=[ \t]*\([\w%:, ]*\)[ \t]*"
    r"(?:NOPASSWD:|PASSWD:|SETENV:|NOEXEC:|ALL\b|/)"
)
# an SSH public key line's comment: ``ssh-ed25519 AAAA… name@host``
_KEY_COMMENT = re.compile(
    rf"(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)\s+AAAA[A-Za-z0-9+/]{{20,}}=*"
    rf"[ \t]+(?P<u>{_NAME})@(?P<h>[A-Za-z0-9][\w.\-]{{0,62}})"
)
# ``whoami``'s answer on the next line: ``domain\name`` (Windows), ``name@domain`` (``/upn``)
_WHOAMI = re.compile(
    r"(?:whoami(?:\.exe)?|logname|id -un|id -nu|id -u -n|echo \$\{?USER\}?|echo %USERNAME%|\$env:USERNAME)"
    rf"[^\S\n]*(?:/\w+[^\S\n]*)?(?:\n|\\n)+[^\S\n]*"
    rf"(?:(?P<d>[\w.\-]{{1,63}})\\{{1,2}}(?P<u>{_NAME})|(?P<u2>{_NAME}))[^\S\n]*(?=\s|\\[nr]|\"|\x1b|$)"
)
# a Windows security event: ``Account Name:  name`` (4624, 4625, 4648 …)
_ACCOUNT_NAME = re.compile(
    rf"Account Name:(?:[ \t]|\\t)+(?P<u>{_NAME}\$?)(?=(?:[ \t]|\\t)*(?:\n|\\[nr]|\r|\x1b|\"|$))"
)
# ``/etc/passwd`` and ``getent passwd``: ``name:x:1001:1001:…`` (a person's account has a uid from
# 1000 up); ``/etc/group``: the members after the third ``:`` (``docker:x:998:alice,bob``)
_PASSWD = re.compile(r"(?m)(?:^|(?<=\\n))(?P<u>[a-z_][a-z0-9_.\-]{0,31}):[x*!]?:(?P<id>\d{1,10}):\d{1,10}:")
_GROUP = re.compile(
    r"(?m)(?:^|(?<=\\n))[a-z_][\w.\-]{0,31}:[x*!]?:\d{1,10}:(?P<m>[a-z_][\w.\-]*(?:,[a-z_][\w.\-]*)*)[ \t]*(?=\n|\\n|\r|$)"
)
_ACCOUNT_LINE = re.compile(r":[x*!]?:\d")
_MEMBER = re.compile(r"[a-z_][\w.\-]*")
# the account a command logs in as: ``ssh name@host``, ``sudo -u name`` (not the account
# ``useradd`` makes: a name being created is often a service's, and a test fixture's)
_LOGIN_COMMAND = re.compile(
    r"\b(?:ssh|scp|sftp|rsync|mosh|ssh-copy-id)\b[^\n;|&]{0,200}?(?<![\w.\-/])"
    rf"(?P<u>{_NAME})@(?:\d{{1,3}}(?:\.\d{{1,3}}){{3}}|[A-Za-z][\w\-]{{0,62}}(?:\.[\w\-]{{1,62}}){{0,4}})(?=[:\s]|$)"
    rf"|\bsudo\s+(?:-[A-Za-z]+\s+)*-[A-Za-z]*u\s*(?P<u2>{_NAME})(?=\s)"
)
# ``ls -l``: the owner after the mode and the link count (``-rw-r----- 1 name group 48211 …``)
_LONG_LISTING = re.compile(
    rf"(?m)(?:^|(?<=\\n))[ \t]*[-dlcbps][rwxsStT-]{{9}}[.+@]?[ \t]+\d+[ \t]+(?P<u>{_NAME})[ \t]+{_NAME}[ \t]+\d"
)
# ``/etc/subuid``, ``/etc/subgid`` (``name:100000:65536``) and ``pdbedit -L`` (``name:1003:Full Name``)
_SUB_ID = re.compile(r"(?m)(?:^|(?<=\\n))(?P<u>[a-z_][a-z0-9_.\-]{0,31}):\d{5,10}:\d{1,10}[ \t]*\r?$")
_PDBEDIT = re.compile(
    r"(?m)(?:^|(?<=\\n))(?P<u>[a-z_][a-z0-9_.\-]{0,31}):(?P<id>\d{1,10}):[^:\n\\]{0,80}[ \t]*\r?$"
)
# what ``net user name`` prints: its ``User name    name`` line (the command's own argument is
# code: ``net user alice /delete`` stays, as ``useradd`` does)
_NET_USER = re.compile(rf"(?m)^User name[ \t]{{2,}}(?P<u>{_NAME})[ \t]*\r?$")
# ``stat``'s owner (``Uid: ( 1738/name)   Gid: ( 1738/group)``), ``getfacl``'s header (``# file: …`` then
# ``# owner: name``) and ``gh auth status`` (``Logged in to github.com account name``, older ``as name``)
_STAT_UID = re.compile(rf"Uid: \([ \t]*\d{{1,10}}/[ \t]*(?P<u>{_NAME})\)")
_GETFACL_OWNER = re.compile(rf"(?m)^# file: [^\n]{{1,300}}\r?\n# owner: (?P<u>{_NAME})[ \t]*\r?$")
# ``p4 users`` (``name <email> (Full Name) accessed 2024/03/07``) and ``faillock --user name``
# (the name, then its own ``name:`` line above the table)
_P4_USER = re.compile(
    rf"(?m)^(?P<u>{_NAME}) <[^<>\s]{{1,200}}> \([^()\n]{{1,100}}\) accessed \d{{4}}/\d{{2}}/\d{{2}}"
)
_FAILLOCK = re.compile(rf"\bfaillock[ \t]{{1,4}}--user[ \t]{{1,4}}(?P<u>{_NAME})(?=\s|$)")
_GH_ACCOUNT = re.compile(rf"Logged in to [\w.-]{{1,100}} (?:account|as) (?P<u>{_NAME})(?=[ \t(]|\r?$|\n)")
_SHELL_WORDS = frozenset(("local", "export", "declare", "readonly", "typeset", "set"))
_SYSTEM = frozenset(
    [
        "system",
        "local",
        "service",
        "network",
        "service",
        "anonymous",
        "logon",
        "-",
        "administrator",
        "guest",
        "defaultaccount",
        "nobody",
        "daemon",
        "bin",
        "sys",
        "sync",
        "games",
        "man",
        "lp",
        "mail",
        "news",
        "uucp",
        "proxy",
        "backup",
        "list",
        "irc",
        "gnats",
        *("www-data", "nginx", "apache", "httpd", "postgres", "mysql", "redis", "sshd", "syslog"),
        # the accounts packages create for their daemons
        *("caddy", "grafana", "prometheus", "git", "gitea", "mongodb", "elasticsearch", "rabbitmq"),
        *("memcache", "chrony", "dnsmasq", "avahi", "colord", "rtkit", "gdm", "lightdm", "sddm"),
        *("tor", "unbound", "bind", "named", "squid", "haproxy", "tomcat", "zabbix", "nagios", "ftp"),
        *("postfix", "dovecot", "clamav", "mosquitto", "influxdb", "telegraf", "kafka", "zookeeper"),
        *("hdfs", "yarn", "minio", "vault", "consul", "libvirt-qemu", "qemu", "ollama", "_chrony"),
        *(
            "messagebus",
            "polkitd",
            "ntp",
            "_apt",
            "uuidd",
            "tss",
            "nogroup",
            "docker",
            "jenkins",
            "gitlab-runner",
        ),
    ]
)


def _person(name: str) -> bool:
    low = name.casefold()
    return not (
        low.startswith("systemd-")
        or low in GENERIC_NAMES
        or low in _SYSTEM
        or low in _SHELL_WORDS
        or name.endswith("$")
        or low.startswith("%")
    )


def login_outputs(text: str) -> list[Finding]:
    """Login names in ``id``, sudoers, SSH key comments, ``whoami``, Windows events, account files
    and account commands; each layout looked for only when its fixed words are in ``text``."""
    out = []
    if _ACCOUNT_LINE.search(text):
        for m in _PASSWD.finditer(text):
            if 1000 <= int(m.group("id")) < 60000 and _person(m.group("u")):
                out.append(Finding(m.start("u"), m.end("u"), "user", KIND))
        for m in _GROUP.finditer(text):
            for member in _MEMBER.finditer(m.group("m")):
                if _person(member.group(0)):
                    s = m.start("m") + member.start()
                    out.append(Finding(s, s + len(member.group(0)), "user", KIND))
    # (only under the command or file that prints them: ``file:line:text`` is grep's layout)
    if "subuid" in text or "subgid" in text:
        for m in _SUB_ID.finditer(text):
            if _person(m.group("u")):
                out.append(Finding(m.start("u"), m.end("u"), "user", KIND))
    if "pdbedit" in text:
        for m in _PDBEDIT.finditer(text):
            if 1000 <= int(m.group("id")) < 60000 and _person(m.group("u")):
                out.append(Finding(m.start("u"), m.end("u"), "user", KIND))
    low = text.lower()
    if any(w in low for w in ("user", "login", "uname", "usename", "account", "role name", "rolname")) or (
        "OWNER" in text
    ):
        out += _named_columns(text) + _csv_columns(text)
        for m in _LOGIN_LABEL.finditer(text):
            g = "u" if m.group("u") else "q"
            name = m.group(g)
            # a login has a digit, a dot or an underscore, or ``ipa``'s own ``User login`` names it
            if (
                _person(name)
                and not name.isdigit()
                and (re.search(r"[\d._]", name) or "login" in m.group(0).lower())
            ):
                out.append(Finding(m.start(g), m.end(g), "user", KIND))
    for pattern, groups, needles in (
        (_LONG_LISTING, ("u",), (" 1 ", " 2 ", "rw", "r-")),
        (_NET_USER, ("u",), ("User name",)),
        (_LOGIN_COMMAND, ("u", "u2"), ("ssh", "scp", "sftp", "rsync", "mosh", "sudo")),
        (_ID_LINE, ("u",), ("uid=",)),
        (_SUDOERS, ("u",), ("=(",)),
        (_KEY_COMMENT, ("u",), ("AAAA",)),
        (_WHOAMI, ("u", "u2"), ("whoami", "logname", "id -", "USER")),
        (_ACCOUNT_NAME, ("u",), ("Account Name",)),
        (_STAT_UID, ("u",), ("Uid: (",)),
        (_GETFACL_OWNER, ("u",), ("# owner: ",)),
        (_GH_ACCOUNT, ("u",), ("Logged in to ",)),
        (_P4_USER, ("u",), (" accessed ",)),
        (_FAILLOCK, ("u",), ("faillock",)),
        (_SUDO_LIST, ("u",), ("Defaults entries for", "may run")),
        (_GPU_OWNER, ("u",), ("M)",)),
        (_IAM_ARN, ("u",), ("arn:aws",)),
        (_SVN_LOG, ("u",), (" | ",)),
    ):
        if not any(n in text for n in needles):
            continue
        for m in pattern.finditer(text):
            for g in groups:
                name = m.group(g)
                if name and _person(name):
                    out.append(Finding(m.start(g), m.end(g), "user", KIND))
    return out + _elsewhere(text, {text[f.start : f.end] for f in out})


# any table whose header names a login column, by the column's place in the line: whitespace-aligned
# (``ps aux``, ``top``, ``squeue``, ``lslogins``, ``quser``, ``smbstatus``, ``qstat``, ``w``) or between pipes (``pg_stat_activity``'s
# ``usename``); its rows run to the first blank line or the first line of another shape
_LOGIN_COLUMN = frozenset(
    (
        "user",
        "username",
        "usename",
        "uname",
        "login",
        "user_name",
        "login_name",
        "userid",
        "role_name",
        "rolname",
    )
)
# ``OWNER`` names a login only in a tool's header in capitals (``condor_q``); a Markdown table's
# ``Owner`` column holds a team or a word
_CAPITALS_LOGIN_COLUMN = _LOGIN_COLUMN | {"owner"}
# a header line: words apart by spaces or pipes (see :func:`_table_header` for what else it needs)
_HEADER_LINE = re.compile(
    r"(?m)^[ \t|]*[A-Za-z%#_][A-Za-z%#_()\-+/]*(?:[ \t]*\|?[ \t]+\|?[ \t]*[A-Za-z%#_][A-Za-z%#_()\-+/]*){2,15}[ \t|]*\r?$"
)
_WIDE_GAP = re.compile(r"[ \t]{2,}|\|")


def _table_header(line: str) -> bool:
    """Whether a line of words is a table's header: in capitals (as ``ps``-like tools print it), or
    with two gaps of two spaces or more, or pipes, between its columns (prose and chat transcripts
    are words apart by one space)."""
    return line.strip(" \t|").isupper() or len(_WIDE_GAP.findall(line.strip())) >= 2


_RULE = re.compile(r"[-+=| \t]+")
# a line that labels a login (``User login: name`` of ``ipa user-show``, ``Username: name``)
_LOGIN_LABEL = re.compile(
    rf"(?im)^[ \t]{{0,12}}(?:user[ _]?login|user[ _]?name|login[ _]?name|sam[ _]?account[ _]?name)[ \t]{{0,20}}:"
    rf"[ \t]{{1,8}}(?P<u>{_NAME})[ \t]*\r?$"
    # a quoted value of a login's key (``"UserName": "…"`` of ``aws iam list-users``)
    rf"|[\"'](?:user[ _-]?name|sam[ _-]?account[ _-]?name|login[ _-]?(?:id|name))[\"'][ \t]{{0,4}}:[ \t]{{0,4}}[\"']"
    rf"(?P<q>{_NAME})[\"']"
)
# ``sudo -l``'s lines naming whose rules it lists; ``gpustat -u``'s owners of GPU processes
_SUDO_LIST = re.compile(rf"(?m)(?:Defaults entries for|^User) (?P<u>{_NAME}) (?:on|may run) ")
# an IAM user's ARN (``arn:aws:iam::123456789012:user/ana.lima``, an STS session's name), a Subversion
# log line's author (``r73653 | ana | 2025-06-12 …``)
_IAM_ARN = re.compile(
    rf"arn:aws[\w-]{{0,12}}:(?:iam|sts)::\d{{12}}:(?:user(?:/[\w+=,.@-]{{1,64}})*|assumed-role/[\w+=,.@-]{{1,64}})/(?P<u>{_NAME})(?![\w@-])"
)
_SVN_LOG = re.compile(rf"(?m)^r\d{{1,9}} \| (?P<u>{_NAME}) \| \d{{4}}-\d{{2}}-\d{{2}}")
_GPU_OWNER = re.compile(rf"(?m)\|[ \t]+(?P<u>{_NAME})\(\d{{1,7}}M\)")


def _cells(line: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in re.finditer(r"[^\s|]+", line)]


_COLUMN_SPLIT = re.compile(r"[ \t]*\|[ \t]*|[ \t]{2,}|\t")


def _header_columns(line: str) -> list[tuple[int, int]]:
    """The place of the login column in a header line: a word of a header in capitals, else a
    whole cell between pipes or wide gaps (every cell a name of four words at most: a table's
    row of prose, ``| … without login |``, is no header)."""
    if line.strip(" \t|").isupper():
        return [(a, b) for a, b in _cells(line) if line[a:b].lower() in _CAPITALS_LOGIN_COLUMN]
    cells, pos = [], 0
    for part in _COLUMN_SPLIT.split(line):
        start = line.index(part, pos) if part else pos
        pos = start + len(part)
        if part.strip():
            cells.append((start, start + len(part), part.strip()))
    if any(len(c.split()) > 4 or len(c) > 30 for _, _, c in cells):
        return []
    return [(a, b) for a, b, c in cells if c.lower().replace(" ", "_") in _LOGIN_COLUMN]


def _named_columns(text: str) -> list[Finding]:
    """The login column of any table under a header that names one (see :data:`_LOGIN_COLUMN`),
    each row's cell found under the header word's place."""
    out = []
    done = 0
    for m in _HEADER_LINE.finditer(text):
        if m.start() < done or not _table_header(m.group(0)):
            continue
        cols = _header_columns(m.group(0))
        if not cols:
            continue
        a, b = cols[0]
        pos = m.end() + 1
        while pos < len(text):
            stop = text.find("\n", pos)
            stop = len(text) if stop < 0 else stop
            line = text[pos:stop].rstrip("\r")
            if not line.strip():
                break
            if line.strip(" \t|").isupper() and _table_header(line):
                break  # the next table's header
            if not _RULE.fullmatch(line):
                cells = _cells(line)
                if len(cells) < 2:
                    break
                # the cell most under the header word (a right-aligned number column ends under it)
                cell = max(cells, key=lambda cd: min(cd[1], b) - max(cd[0], a))
                if min(cell[1], b) - max(cell[0], a) <= 0:
                    cell = None
                if cell is not None:
                    name = line[cell[0] : cell[1]].lstrip(">")
                    start = pos + cell[1] - len(name)
                    if re.fullmatch(_NAME, name) and _person(name) and not name.isdigit():
                        out.append(Finding(start, start + len(name), "user", KIND))
            pos = stop + 1
        done = pos
    return out


_CSV_LOGIN_COLUMN = _LOGIN_COLUMN | {"login_id", "user_login", "samaccountname", "sam_account_name"}


def _csv_columns(text: str) -> list[Finding]:
    """The login column of a CSV (``username,password,…`` of a bulk import, ``login_id`` of an
    LMS export): a header cell naming a login, its rows' cells that look like one (a digit, a
    dot or an underscore in it)."""
    out: list[Finding] = []
    for columns, offset, items in table_rows(
        text, lambda cs: any(_login_column(c) for c in cs), (",", ";", "\t")
    ):
        for column, (lo, hi, name) in zip(columns, items, strict=False):
            if (
                _login_column(column)
                and re.fullmatch(_NAME, name)
                and _person(name)
                and not name.isdigit()
                and re.search(r"[\d._]", name)
            ):
                out.append(Finding(offset + lo, offset + hi, "user", KIND))
    return out


def _login_column(column: str) -> bool:
    return column.strip().strip("\"'").lower().replace(" ", "_") in _CSV_LOGIN_COLUMN


def _elsewhere(text: str, names: set[str]) -> list[Finding]:
    """The other whole-word occurrences of the login names found (``$ id name``, ``gid=…(name)``)."""
    names = {n for n in names if len(n) >= 3}
    if not names:
        return []
    words = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return [
        Finding(m.start(), m.end(), "user", KIND)
        for m in re.finditer(rf"(?<![\w.\-])(?:{words})(?![\w\-])", text)
    ]
