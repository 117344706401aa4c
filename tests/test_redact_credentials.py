"""Credentials without a vendor prefix (issue 31): password hashes of every crypt family, secrets
given to commands by position or flag, credential files told by their layout, and tokens whose
own checksum proves them. Each test holds members of a family written from the formats' public
documentation (values drawn from a fixed seed) and code of the same syntax that must stay.
"""

from __future__ import annotations

import hashlib
import random
import string
import uuid

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.commands import command_spans
from agent_traces.redact.hashes import hash_spans
from agent_traces.redact.tokens import bech32_valid, token_spans, wif_key

R = random.Random(3107)
AN = string.ascii_letters + string.digits
CRYPT64 = "./" + string.digits + string.ascii_uppercase + string.ascii_lowercase
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _s(n: int, alphabet: str = AN) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def _pw() -> str:
    return _s(5, string.ascii_letters) + _s(3, string.digits) + _s(8)


def _b58check(payload: bytes) -> str:
    raw = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(raw, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    return "1" * (len(raw) - len(raw.lstrip(b"\0"))) + out


def _luhn_complete(body: str) -> str:
    for d in "0123456789":
        digits = body + d
        total = 0
        for i, ch in enumerate(reversed(digits)):
            v = int(ch) * (2 if i % 2 else 1)
            total += v - 9 if v > 9 else v
        if total % 10 == 0:
            return digits
    raise AssertionError


@pytest.fixture(scope="module")
def red() -> Redactor:
    return Redactor()


def _gone(red: Redactor, text: str, *secrets: str) -> None:
    out = red.redact_text(text)
    for s in secrets:
        assert s not in out, (s, out)


def _kept(red: Redactor, text: str) -> None:
    assert red.redact_text(text) == text


# -- password hashes ---------------------------------------------------------------------------

HASHES = [
    f"$apr1${_s(8, CRYPT64)}${_s(22, CRYPT64)}",
    f"$1${_s(8, CRYPT64)}${_s(22, CRYPT64)}",
    f"$2b$12${_s(53, CRYPT64)}",
    f"$5$rounds=535000${_s(16, CRYPT64)}${_s(43, CRYPT64)}",
    f"$6${_s(16, CRYPT64)}${_s(86, CRYPT64)}",
    f"$y$j9T${_s(22, CRYPT64)}${_s(43, CRYPT64)}",
    f"$gy$j9T${_s(22, CRYPT64)}${_s(43, CRYPT64)}",
    f"$argon2id$v=19$m=65536,t=3,p=4${_s(22)}${_s(43)}",
    f"$scrypt$ln=16,r=8,p=1${_s(22)}${_s(43)}",
    f"$pbkdf2-sha512$25000${_s(22, CRYPT64)}${_s(86, CRYPT64)}",
    f"pbkdf2_sha256$600000${_s(22)}${_s(43)}=",
    f"scrypt:32768:8:1${_s(16)}${_s(128, '0123456789abcdef')}",
    f"$9${_s(14, CRYPT64)}${_s(43, CRYPT64)}",
    f"$P$B{_s(30, CRYPT64)}",
]


@pytest.mark.parametrize("value", HASHES)
def test_crypt_hashes_in_files_and_alone(red: Redactor, value: str) -> None:
    from agent_traces.redact.credentials import credential_spans

    text = f"$ sudo getent shadow alice\nalice:{value}:19912:0:99999:7:::"
    assert (text.index(value), text.index(value) + len(value), "password_hash") in credential_spans(
        text, text.lower()
    )  # the rule's own find, not another rule's (``$y$`` is not taken for a ``$VAR``)
    _gone(red, f"deploy:{value}:19800:0:99999:7:::", value)  # /etc/shadow
    _gone(red, f"prometheus:{value}", value)  # .htpasswd
    _gone(red, value, value)


@pytest.mark.parametrize(
    "text",
    [
        f"userPassword: {{SSHA}}{_s(32)}",
        f"dn: uid=bob\nuserPassword: {{CRYPT}}$6${_s(16, CRYPT64)}${_s(86, CRYPT64)}",
        f"mysql> SELECT authentication_string FROM user; -- *{_s(40, '0123456789ABCDEF')}",
        f"rolpassword | md5{_s(32, '0123456789abcdef')}",
        f"SCRAM-SHA-256$4096:{_s(24)}=${_s(43)}=:{_s(43)}=",
        f"username netadmin privilege 15 password 7 {R.randint(10, 15)}{_s(20, '0123456789ABCDEF')}",
        f"enable secret 5 $1${_s(4, CRYPT64)}${_s(22, CRYPT64)}",
        f" key 7 {R.randint(10, 15)}{_s(14, '0123456789ABCDEF')}",
    ],
)
def test_hash_schemes(red: Redactor, text: str) -> None:
    assert hash_spans(text), text
    out = red.redact_text(text)
    assert out != text


def test_redis_acl_rules() -> None:
    pw, h = _pw(), _s(64, "0123456789abcdef")
    for text in (
        f"redis-cli ACL SETUSER reports on >{pw} ~reports:* +@read",
        f"user worker on #{h} ~jobs:* &* +@list",
        f"The pasted aclfile: user worker on #{h} resetchannels",
    ):
        found = {text[s:e] for s, e, _ in hash_spans(text)}
        assert pw in found or f"#{h}" in found, text
    # a user on a machine, and colours, are not ACL rules
    assert hash_spans("the user alice on #general asked for >5 retries") == []


@pytest.mark.parametrize(
    "code",
    [
        'echo "$1$2$3"',
        "awk '{print $1$2}' file",
        'PATTERN = r"^\\$(1|5|6)\\$[^$]{1,16}\\$"',
        "prefix = '$6$' + salt + '$'",
        "$var$other = 1; // php",
        "if (password.length < 8) throw new Error('password 8 characters')",
        "md5sum file.tar.gz",
        "color: #ffffff; border: 1px solid #abc",
        "SELECT * FROM users WHERE id = 1",
    ],
)
def test_hash_code_survives(red: Redactor, code: str) -> None:
    assert hash_spans(code) == []
    _kept(red, code)


# -- commands ----------------------------------------------------------------------------------


def test_command_positions_and_flags(red: Redactor) -> None:
    access, secret = _s(20, string.ascii_uppercase + string.digits), _s(40)
    community, auth, priv = _s(12), _pw(), _pw()
    cases = [
        (f"mc alias set backup https://minio.lan:9000 {access} {secret} --api S3v4", (access, secret)),
        (f"mc config host add s3 https://s3.example.net {access} {secret}", (access, secret)),
        (f"snmpwalk -v2c -c {community} 192.0.2.1 1.3.6.1.2.1.1", (community,)),
        (f"snmpbulkget -v 2c -c{community} router1 ifDescr", (community,)),
        (
            f"snmpget -v3 -u admin -l authPriv -a SHA -A {auth} -x AES -X {priv} 192.0.2.9 sysName.0",
            (auth, priv),
        ),
        (f'createUser monitor SHA-256 "{auth}" AES "{priv}"', (auth, priv)),
        (f"net-snmp-create-v3-user -ro -a {auth} -x {priv} -X AES monitor", (auth, priv)),
        (f"rocommunity {community} 10.0.0.0/8", (community,)),
        (f"snmp-server community {community} RO 10", (community,)),
        (f"127.0.0.1:6379> AUTH default {auth}", (auth,)),
        (f"redis-cli -h cache01 AUTH {auth}", (auth,)),
        (f"ipmitool -I lanplus -H 10.1.1.5 -U admin -P {auth} chassis status", (auth,)),
        (f"xfreerdp /v:host /u:admin -p {auth}", (auth,)),
        (f"net user svc_backup {auth} /add", (auth,)),
        (f"wpa_passphrase HomeNet {auth}", (auth,)),
        (f"vault login {secret}", (secret,)),
        (f"echo '{secret}' | docker login harbor.example -u 'robot$ci' --password-stdin", (secret,)),
        (f'printf "{auth}" | podman login quay.io -u bob --password-stdin', (auth,)),
        (f"echo {secret} | gh auth login --with-token", (secret,)),
        (f"http -a admin:{auth} POST https://keycloak.example/admin", (auth,)),
        (f"xh --auth=admin:{auth} get https://api.example", (auth,)),
        (
            f"kubectl create secret generic keytab --from-literal=keytab={secret}== --from-literal=pw={auth}",
            (secret, auth),
        ),
    ]
    for text, secrets in cases:
        _gone(red, text, *secrets)


@pytest.mark.parametrize(
    "code",
    [
        "mc alias set local http://localhost:9000 $MINIO_ROOT_USER $MINIO_ROOT_PASSWORD",
        "mc alias set ALIAS URL ACCESSKEY SECRETKEY",
        "snmpwalk -v2c -c public localhost system",
        "snmpwalk -v2c -c $COMMUNITY host",
        'echo "$CR_PAT" | docker login ghcr.io -u USERNAME --password-stdin',
        "echo hello | grep h",
        "http -a user GET https://example.org",
        "net user alice /delete",
        "kubectl create secret generic db --from-literal=user=admin",
        "vault login -method=github",
        "AUTH_HEADER = build_header(token)",
    ],
)
def test_command_code_survives(red: Redactor, code: str) -> None:
    assert command_spans(code, code.lower()) == []
    _kept(red, code)


# -- files by layout ---------------------------------------------------------------------------


def test_key_blocks_of_any_label(red: Redactor) -> None:
    lines = [_s(32, "0123456789abcdef") for _ in range(16)]
    block = (
        "-----BEGIN OpenVPN Static key V1-----\n" + "\n".join(lines) + "\n-----END OpenVPN Static key V1-----"
    )
    _gone(red, f"<tls-auth>\n{block}\n</tls-auth>", *lines)
    cut = "-----BEGIN WIREGUARD SECRET KEY-----\n" + "\n".join(lines[:3])  # cut short: its body still goes
    _gone(red, cut, *lines[:3])
    ssh2 = (
        "---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\n" + _s(64) + "\n---- END SSH2 ENCRYPTED PRIVATE KEY ----"
    )
    assert red.redact_text(ssh2) != ssh2
    for public in ("PUBLIC KEY", "CERTIFICATE", "PGP SIGNATURE", "OpenSSH PUBLIC KEY"):
        text = f"-----BEGIN {public}-----\n{_s(64)}\n-----END {public}-----"
        _kept(red, text)


def test_credentials_csv(red: Redactor) -> None:
    key_id, secret, pw = _s(20, string.ascii_uppercase + string.digits), _s(40), _pw()
    _gone(red, f"User Name,Access Key Id,Secret Access Key\nobs-sync,{key_id},{secret}\n", key_id, secret)
    _gone(red, f"User name,Password,Access key ID\nalice,{pw},{key_id}", pw, key_id)
    _gone(red, f"name\ttoken\nci\t{secret}", secret)
    _kept(red, "name,key,value\nsort,cache_key,primary\nlimit,max_tokens,4096")
    _kept(red, "id,token_count,password_length\n1,512,12\n2,1024,16")


def test_run_control_and_host_lines(red: Redactor) -> None:
    pw = _pw()
    _gone(red, f"[smtp.mailgun.org]:587 postmaster@mg.example.com:{pw}", pw)
    _gone(red, f"The map: [smtp.example.net]:submission relay:{pw} then postmap", pw)
    _gone(red, f"smtp.example.net bob@example.net:{pw}", pw)
    _gone(red, f'poll imap.example.org protocol IMAP user "arch@example.org" password "{pw}" ssl', pw)
    _gone(red, f"poll mail.example.org user joe with password {pw} is jsmith here", pw)
    _gone(red, f"account work\nhost smtp.example.org\nuser ops@example.org\npassword {pw}", pw)
    _gone(red, f'{{"log": "auth on\\nuser ops@example.org\\npassword {pw}"}}', pw)
    _kept(red, "localhost:8080 GET:/api/users")
    _kept(red, "  extract-feedback.py https://github.com/owner/repo/pull/123")
    _kept(red, '<code className="bg-black/[.05] dark:bg-white/[.06] font-mono">')
    _kept(red, 'print("user", name, "password", "reset")')
    _kept(red, 'raise ValueError("password " + "is required")')


def test_aligned_cli_output_and_state(red: Redactor) -> None:
    secret_id, accessor = str(uuid.UUID(int=R.getrandbits(128))), str(uuid.UUID(int=R.getrandbits(128)))
    out = red.redact_text(
        f"AccessorID:       {accessor}\nSecretID:         {secret_id}\nLocal:            false"
    )
    assert secret_id not in out and accessor in out
    pw = _pw()
    state = (
        '{\n  "type": "random_password",\n  "name": "db",\n  "instances": [\n    {\n'
        f'      "attributes": {{\n        "length": 20,\n        "result": "{pw}",\n        "special": false'
    )
    _gone(red, state, pw)
    _kept(red, '{"type": "aws_instance", "attributes": {"result": "running", "name": "web-1"}}')


def test_kubernetes_secret_manifest(red: Redactor) -> None:
    a, b = _s(24) + "==", _pw()
    manifest = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque\ndata:\n  keytab: {a}\nstringData:\n  pw: {b}\n"
    _gone(red, manifest, a, b)
    cm = "apiVersion: v1\nkind: ConfigMap\ndata:\n  log_level: debug\n  workers: '4'\n"
    _kept(red, cm)


def test_android_resources(red: Redactor) -> None:
    token = _s(32, "0123456789abcdef")
    _gone(red, f'<string name="facebook_client_token">{token}</string>', token)
    _gone(red, f'<meta-data android:name="com.example.sdk.ApiKey" android:value="{_s(8)}{token}" />', token)
    _kept(red, '<string name="app_name">Heron Notes</string>\n<string name="login_token_hint">Token</string>')


# -- self-proving tokens -----------------------------------------------------------------------


def test_wif_and_extended_keys(red: Redactor) -> None:
    key = bytes(R.getrandbits(8) for _ in range(32))
    for version, suffix in ((b"\x80", b"\x01"), (b"\x80", b""), (b"\xef", b"\x01"), (b"\xb0", b"\x01")):
        wif = _b58check(version + key + suffix)
        assert wif_key(wif)
        _gone(red, f"bitcoin-cli importprivkey {wif} label false", wif)
    broken = _b58check(b"\x80" + key + b"\x01")
    broken = broken[:-1] + ("2" if broken[-1] != "2" else "3")
    assert not wif_key(broken)
    # BIP32 test vector 1, master private key
    xprv = "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi"
    _gone(red, f"master: {xprv}", xprv)


def test_bech32_secrets(red: Redactor) -> None:
    nsec = "nsec1vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5"  # NIP-19's example
    assert bech32_valid(nsec)
    _gone(red, f"my nostr key is {nsec}", nsec)
    assert not bech32_valid(nsec[:-1] + ("q" if nsec[-1] != "q" else "p"))
    npub = "npub10elfcs4fr0l0r8af98jlmgdh9c8tcxjvz9qkw038js35mp4dma8qzvjptg"  # public: not this rule's
    assert token_spans(f"follow me: {npub}") == []


def test_live_and_test_tokens(red: Redactor) -> None:
    tail = _s(32)
    for prefix in ("key_live_", "key_test_", "sk_prod_", "secret_live_", "api_sandbox_"):
        _gone(red, f'android:value="{prefix}{tail}"', prefix + tail)
    _kept(red, "def test_live_reload_handler(self):\n    run_live_server(is_live_mode=True)")


def test_keypair_byte_arrays(red: Redactor) -> None:
    values = [R.randrange(256) for _ in range(64)]
    compact = "[" + ",".join(map(str, values)) + "]"
    _gone(red, f"$ cat ~/.config/solana/id.json\n{compact}", compact[:20])
    _gone(red, f"payer = Keypair.from_bytes(bytes({compact}))", compact[:20])
    spaced = "[" + ", ".join(map(str, values[:32])) + "]"
    _gone(red, f"secret_key = {spaced}", spaced[:20])
    table = "[" + ", ".join(str(i) for i in range(64)) + "]"
    _kept(red, f"PERMUTATION = {table}")
    sbox = "[" + ", ".join(map(str, values)) + "]"
    _kept(red, f"TABLE = {sbox}")


def test_prefixed_hex_key_ids(red: Redactor) -> None:
    key_id = "EXO" + _s(24, "0123456789abcdef")
    _gone(red, f'[[accounts]]\n  key = "{key_id}"\n  secret = "{_s(43)}"', key_id)
    _kept(red, 'commit = "SHAa3f9c0de12b4a6f8e0c2d4b6a8f0e2c4"  # a digest, named for what it is')


def test_maestro_and_regional_cards(red: Redactor) -> None:
    for prefix in ("6759", "6763", "5018", "6304"):
        number = _luhn_complete(prefix + "".join(str(R.randrange(10)) for _ in range(14)))
        grouped = " ".join(number[i : i + 4] for i in range(0, 19, 4))
        _gone(red, f"Maestro {grouped}", grouped)


# -- random values after a secret's name written as words --------------------------------------


def test_values_after_cue_words(red: Redactor) -> None:
    token, pw = _s(24), _pw()
    uid = str(uuid.UUID(int=R.getrandbits(128)))
    cases = [
        (f"use this token ({token}) for the bot", token),
        (f"the password is {pw}", pw),
        (f"Access key for prod: {_s(20, string.ascii_uppercase + string.digits)}", None),
        (f"Bootstrap token  {uid}", uid),
        (f"Secret ID    = {uid}", uid),
        (f"API key → {token}", token),
    ]
    for text, secret in cases:
        out = red.redact_text(text)
        assert out != text, text
        if secret:
            assert secret not in out


@pytest.mark.parametrize(
    "code",
    [
        f"token id {uuid.UUID(int=7)}",
        "password = os.environ['DB_PASS']",
        "token = tokenizer.encode(text)",
        "All credentials (API keys, tokens, passwords) are managed centrally in 1Password.",
        "https://feed.example.com/odds.php?ident=id&passwd=pwd&ot=0&peid=3004878",
        "    var smokeTestPassed = false;",
        "  control_token: Arc<String>,",
        "the secret is required; see docs",
    ],
)
def test_cue_code_survives(red: Redactor, code: str) -> None:
    _kept(red, code)


def test_more_commands_and_state(red: Redactor) -> None:
    pw = _pw()
    for text in (
        f"plink -ssh -pw {pw} root@host",
        f"pscp -pw {pw} file.txt root@host:/tmp",
        f"net use Z: \\\\srv\\share {pw} /user:CORP\\bob",
        f"cmdkey /generic:srv /user:bob /pass:{pw}",
        f"cqlsh -u cassandra -p {pw} db.internal",
        f"twine upload -u __token__ -p {pw} dist/*",
        f"kadmin -p admin/admin -w {pw} -q listprincs",
        f'{{"outputs": {{"db_pass": {{"value": "{pw}", "type": "string", "sensitive": true}}}}}}',
    ):
        _gone(red, text, pw)
    _kept(red, '{"outputs": {"region": {"value": "eu-west-1", "type": "string", "sensitive": false}}}')


# -- device and SQL statements -----------------------------------------------------------------


def test_device_and_sql_statements(red: Redactor) -> None:
    pw, pw2 = _pw(), _pw()
    cases = [
        f"username admin privilege 15 secret {pw}",
        f"enable password {pw}",
        f"tacacs-server host 10.0.0.9 key {pw}",
        f"radius-server key 0 {pw}",
        f"crypto isakmp key {pw} address 203.0.113.5",
        f" key-string {pw}",
        f" ip ospf authentication-key {pw}",
        f" ip ospf message-digest-key 1 md5 {pw}",
        f" wpa-psk ascii 0 {pw}",
        f"    set psksecret ENC {pw}",
        f"  user admin insecure-password {pw}",
        f"CREATE USER 'app'@'%' IDENTIFIED BY '{pw}';",
        f"CREATE USER app IDENTIFIED BY {pw};",
        f"SET PASSWORD FOR 'bob'@'%' = '{pw}';",
        f"rootpw {pw}",
        f"olcRootPW: {pw}",
    ]
    for text in cases:
        _gone(red, text, pw)
    _gone(red, f"snmp-server user admin grp v3 auth sha {pw} priv aes 128 {pw2}", pw, pw2)


@pytest.mark.parametrize(
    "code",
    [
        "4) Jesus of Nazareth — John 1:45 (identified by Philip)",
        "enable password recovery on the switch",
        "username admin password",
        "SET PASSWORD_POLICY = strict",
        "the key-string is configured per interface",
        "redis> SET key value",
    ],
)
def test_statement_code_survives(red: Redactor, code: str) -> None:
    _kept(red, code)


def test_passwords_fed_to_commands(red: Redactor) -> None:
    pw = _pw()
    for text in (
        f"smbpasswd -a bob <<< '{pw}'",
        f"printf '%s\\n' '{pw}' '{pw}' | passwd bob",
        f"nmcli con modify home wifi-sec.psk {pw}",
        f"nmcli dev wifi connect HomeNet password {pw}",
        f"crackmapexec smb 10.0.0.0/24 -u admin -p {pw}",
        f"keytool -genkey -alias k -storepass {pw} -keypass {pw}",
        f"consul acl set-agent-token agent {_s(8, 'abcdef0123456789')}-{_s(4, 'abcdef0123456789')}-4a1b-9c2d-{_s(12, 'abcdef0123456789')}",
    ):
        out = red.redact_text(text)
        assert out != text and pw not in out, text
    _kept(red, "nmcli dev wifi list")
    _kept(red, "hydra -l admin -P rockyou.txt ssh://localhost")


def test_placeholders_are_not_found_again() -> None:
    """Redacted text is read again (a gated manifest, a file name): its placeholders stay."""
    from agent_traces.redact.credentials import credential_spans

    for text in (
        '"claude_code:password=<<SECRET_6c6a0571>>": "x"',
        "the password is <SECRET_6c6a0571>",
        "traces/claude_code/-srv-deploy---password-SECRET_22a55ec2/x.jsonl",
        "token (SECRET_0f0899e9) for the bot",
    ):
        assert credential_spans(text, text.lower()) == [], text


def test_key_files_as_base64(red: Redactor) -> None:
    import base64

    body = base64.b64encode(bytes(R.getrandbits(8) for _ in range(300)))
    private = b"-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + b"\n-----END OPENSSH PRIVATE KEY-----\n"
    public = b"-----BEGIN PUBLIC KEY-----\n" + body + b"\n-----END PUBLIC KEY-----\n"
    encoded = base64.b64encode(private).decode()
    _gone(red, f"SSH_PRIVATE_KEY_B64: {encoded}", encoded[:40])
    _kept(red, f"PUB: {base64.b64encode(public).decode()}")
    keytab = base64.b64encode(
        b"\x05\x02\x00\x00\x00\x45" + bytes(R.getrandbits(8) for _ in range(60))
    ).decode()
    _gone(red, f"krb5.keytab: {keytab}", keytab[:30])
    jks = base64.b64encode(
        b"\xfe\xed\xfe\xed\x00\x00\x00\x02" + bytes(R.getrandbits(8) for _ in range(60))
    ).decode()
    _gone(red, jks, jks[:30])


def test_base58_secret_key_after_a_key_word(red: Redactor) -> None:
    n = int.from_bytes(bytes(R.getrandbits(8) for _ in range(64)), "big") | (1 << 511)
    b58 = ""
    while n:
        n, r = divmod(n, 58)
        b58 = B58[r] + b58
    _gone(red, f"Phantom private key: {b58}", b58)
    assert token_spans(f"buyerPubkey: {b58}") == []
    # a transaction signature has the same shape: without a key word it stays
    assert token_spans(f"signature {b58} confirmed") == []


def test_ppp_secrets_and_curlrc(red: Redactor) -> None:
    pw, pw2 = _pw(), _pw()
    _gone(red, f'# client server secret IP\n"alice" * "{pw}" *\nbob pptpd "{pw2}" 10.0.0.5', pw, pw2)
    _gone(red, f'user = "bob:{pw}"\nsilent', pw)
    _kept(red, 'print("a", "b" * 2)\nuser = admin')


def test_a_flag_value_may_start_with_a_dash(red: Redactor) -> None:
    key = "-v-" + _s(41)
    _gone(red, f"ibmcloud login --apikey {key} -r us-south", key)
    pw = _pw()
    _gone(red, f"keytool -genkey -storepass {pw}", pw)  # ``-genkey`` does not take ``-storepass``
