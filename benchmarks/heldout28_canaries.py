"""Held-out canary set 28: credentials in broadcast, network, backup, directory, monitoring, ERP,
LMS, database-GUI and language carriers (issue 31).

A canary set nobody has tuned on, of **credentials only**: secrets a publisher must not leak, most
of them prefixless (a password, a shared secret, a random key or token whose only clue is the
place it sits in). They sit in the carriers the earlier sets cover least: streaming and broadcast
servers (SRT URLs in ffmpeg commands, MediaMTX, Wowza ``publish.password``, Liquidsoap, SHOUTcast
DNAS, Janus, ZLMediaKit, AzuraCast, a YouTube Live RTMP key), network gear (Aruba Instant,
FortiOS ``execute api-user generate-key``, VyOS/EdgeOS IPsec, UniFi ``wlanconf``, Cisco IOS OSPF,
HSRP and TACACS+ keys, l2tpns, the PAN-OS keygen API), SANE's ``saned.users``, backup tools
(Bareos, Veeam PowerShell, Duplicacy, ``borg key export``), DNS and DHCP (Kea DDNS TSIG keys, Knot,
ISC dhcpd OMAPI, ``nsupdate -y``, the Kea control agent), directory services (FreeIPA, 389-ds,
MIT Kerberos ``kadmin``/``kdb5_util``, ``samba-tool``), monitoring (Icinga 2 PKI tickets, collectd,
Monit, Netdata claiming, Nagios ``resource.cfg``), brokers and IoT (ActiveMQ Artemis, EMQX,
ChirpStack, NATS), mobile signing (``notarytool``, .NET MAUI, Cordova, Tauri), ERP and accounting
(Firefly III, SAP Business One, ERPNext, Dynamics 365 Business Central, Invoice Ninja, Akeneo),
e-mail marketing (Mautic, Sendy, MailWizz, ZeptoMail), database GUIs (DBeaver, HeidiSQL, pgAdmin,
Navicat, Robo 3T), editors (Sublime SFTP, vim-dadbod, Emacs ``sql-connection-alist``), licensing
(Cryptlex), school platforms (LTI 1.1, Chamilo, Sakai, ILIAS), languages not used before (Phoenix
``signing_salt``, ABAP, Delphi DFM, ColdFusion, Ktor HOCON, AutoHotkey, VBA), terminal output and
command lines (``drush``, ``keytool``, ``mysqladmin``, ``govc``, ``ovftool``, ``7z``, ``gopass``,
``kubeadm``), payment keys (DUKPT BDK, ZMK components, SSLCommerz, Realex) and wallet and API keys,
most with a vendor or format prefix (Sui, Aptos, IPFS, Lotus, Hedera, NEAR, Avalanche, Mina, MultiversX, Litecoin,
Dogecoin, Dash, Cosmos SDK, Polkadot, Monero, Retool, FireHydrant, PAN-OS), plus AWS IVS SRT
passphrases, Windows Media Services, Janode, Aruba Central and a Tiesse Imola router. Passwords
are written the way people type them, with a shape of their own per kind; keys are drawn from the
alphabet and length the software uses, with real check digits where the scheme has them
(Base58Check for WIF and Mina keys, CB58 for Avalanche, Bech32 for Sui keys and MultiversX addresses).

How it was kept apart: written in one sitting at commit ``d77649d`` from public material looked
up with the ``search`` tool (corpora ``docs``, ``pages``, ``code``) and with ``find_string`` for an
exact key name or prefix in public repositories (the ``source`` of each kind names the page read,
or ``find_string '<string>'`` and what its hits showed). Read in the repository: only
``benchmarks/heldout_eval.py``, lines 1-160 of ``benchmarks/heldout_canaries.py``, the first 60
lines of ``benchmarks/heldout9_canaries.py``, ``tests/test_heldout_sets.py``,
``tests/test_heldout_canaries.py`` and ``tests/conftest.py``; outside it, the kind names in
``used_names6.txt`` (names only) to go elsewhere. No redaction code, redaction test, label file,
other canary set, source list, result or git history was read, and no recall was computed: the
only run was the no-redaction control of ``tests/test_heldout_sets.py``.

Kinds written from memory (no lookup this sitting; their ``source`` and the tsv ``note`` say so):
kea_ctrl_agent_basic_auth_password, ds389_dscreate_inf_root_password,
nats_server_conf_authorization_token, cordova_build_json_keystore_password,
tauri_signing_private_key_password, sap_b1_service_layer_login_password,
erpnext_rest_token_api_secret, dynamics_bc_web_service_access_key, invoiceninja_x_api_token_header,
akeneo_api_client_secret, sendy_subscribe_api_key, mailwizz_api_private_key,
navicat_ncx_connection_password, robo3t_json_user_password, cryptlex_lexactivator_license_key,
ilias_client_ini_db_pass, delphi_dfm_firedac_password,
coldfusion_application_cfc_datasource_password, ktor_application_conf_jwt_secret,
autohotkey_send_password, vba_adodb_connection_string_pwd, ovftool_vi_url_password,
payment_zmk_key_components, realex_hpp_shared_secret, near_credentials_json_private_key,
avalanche_privatekey_cb58, mina_private_key_ek, multiversx_pem_wallet_key,
litecoin_wif_dumpprivkey, dogecoin_wif_dumpprivkey, dash_wif_dumpprivkey, cosmos_keys_export_armor,
polkadot_subkey_secret_seed, monero_wallet_cli_spendkey.

110 kinds, all credentials; 92 prefixless (only their context identifies them), 18 with a
vendor or format prefix; 76 looked up this sitting, 34 written from memory.

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout28_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import hashlib
import json
import re

from heldout_canaries import _R, ALNUM, B64, B64URL, HEX, LOWER_DIGITS, UPPER_DIGITS, Registry

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

HEXU = "0123456789ABCDEF"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
WORDS = ["Sunflower", "harbor", "Gecko", "lantern", "Maple", "orbit", "Cobalt", "pepper", "Walrus", "tundra"]
CITIES = ["Lisbon", "oslo", "Quito", "nairobi", "Hanoi", "perth", "Tbilisi", "lagos"]
SEASONS = ["Winter", "Spring", "Summer", "Autumn", "Herbst", "Invierno"]


def _clean(s: str) -> str:
    """The short form of a value for a folder or branch name: Latin letters, digits and -_. only."""
    return re.sub(r"[^A-Za-z0-9._-]", "", s)


def _raw(g: _R, n: int) -> bytes:
    return bytes(g.r.getrandbits(8) for _ in range(n))


def _b64(g: _R, n: int) -> str:
    return base64.b64encode(_raw(g, n)).decode()


def _b58(data: bytes) -> str:
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, rem = divmod(n, 58)
        out = B58[rem] + out
    pad = len(data) - len(data.lstrip(b"\0"))
    return "1" * pad + out


def _b58check(payload: bytes) -> str:
    check = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return _b58(payload + check)


def _bech32(hrp: str, data: bytes) -> str:
    acc, bits, five = 0, 0, []
    for b in data:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            five.append((acc >> bits) & 31)
    if bits:
        five.append((acc << (5 - bits)) & 31)
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp] + five + [0] * 6:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (top >> i) & 1 else 0
    chk ^= 1
    return hrp + "1" + "".join(BECH32[d] for d in five + [(chk >> 5 * (5 - i)) & 31 for i in range(6)])


def _ip(g: _R) -> str:
    return f"10.{g.r.randint(1, 254)}.{g.r.randint(0, 254)}.{g.r.randint(2, 250)}"


# -- broadcast and streaming servers -------------------------------------------------------------


@kind(
    "srt_ffmpeg_url_passphrase",
    "https://github.com/Haivision/srt/blob/master/docs/features/encryption.md ; "
    "https://github.com/kt81/Spangle.Net.Transport.SRT/releases/tag/0.2.0 (SRTO_PASSPHRASE, 10-79 bytes)",
    r"[A-Za-z0-9]{16,32}",
    prefixless=True,
)
def _srt(g: _R):
    pw = g.s(g.r.randint(16, 32))
    host = f"ingest{g.r.randint(1, 9)}.studio.example"
    text = (
        f"$ ffmpeg -re -i program_feed.ts -c copy -f mpegts \\\n"
        f'    "srt://{host}:9000?mode=caller&latency=200000&pbkeylen=16&passphrase={pw}&streamid=live/main"\n'
        "[srt @ 0x55d1c0] Connection to srt://... succeeded\n"
    )
    return text, [pw], pw


@kind(
    "mediamtx_yml_internal_user_pass",
    "https://raw.githubusercontent.com/bluenviron/mediamtx/main/README.md ; "
    "https://github.com/bluenviron/mediamtx/discussions/4847 (authInternalUsers user/pass/permissions)",
    r"[A-Za-z]+-[A-Za-z]+[0-9]{2,4}",
    prefixless=True,
)
def _mediamtx(g: _R):
    pw = f"{g.r.choice(WORDS)}-{g.r.choice(CITIES)}{g.digits(g.r.randint(2, 4))}"
    text = (
        "# mediamtx.yml\nauthMethod: internal\nauthInternalUsers:\n"
        f"  - user: obs-publisher\n    pass: {pw}\n    ips: []\n    permissions:\n"
        "      - action: publish\n        path: studio\n  - user: any\n    pass:\n    permissions:\n"
        "      - action: read\n"
    )
    return text, [pw], pw


@kind(
    "wowza_publish_password_file",
    "https://www.wowza.com/docs/how-to-enable-username-password-authentication-for-rtmp-and-rtsp-publishing "
    "(conf/publish.password; alphanumeric, period, underscore, hyphen)",
    r"[A-Za-z0-9._-]{10,16}",
    prefixless=True,
)
def _wowza(g: _R):
    pw = g.s(g.r.randint(10, 16), ALNUM + "._-")
    text = (
        "$ cat /usr/local/WowzaStreamingEngine/conf/publish.password\n"
        "# Publish password file (format [username][space][password])\n"
        f"encoder-tricaster {pw}\n"
    )
    return text, [pw], _clean(pw)


@kind(
    "liquidsoap_output_icecast_password",
    "https://www.liquidsoap.info/doc-dev/icecast (output.icecast password = the <source-password>)",
    r"[a-z]+[0-9]{3}[A-Z][a-z]+",
    prefixless=True,
)
def _liquidsoap(g: _R):
    pw = f"{g.r.choice(WORDS).lower()}{g.digits(3)}{g.r.choice(CITIES).capitalize()}"
    text = (
        '# radio.liq\nradio = mksafe(playlist("/srv/music/rotation.m3u"))\n\noutput.icecast(\n'
        '  %mp3(bitrate = 192),\n  host = "stream.radio-example.org",\n  port = 8000,\n'
        f'  password = "{pw}",\n  mount = "/live.mp3",\n  radio\n)\n'
    )
    return text, [pw], pw


@kind(
    "shoutcast_sc_serv_conf_passwords",
    "https://sc-mirror.shoutca.st/docs/DNAS_Server.html (sc_serv.conf password / adminpassword)",
    r"[A-Za-z]+_[0-9]{4}[a-z]{2,3}",
    prefixless=True,
)
def _shoutcast(g: _R):
    src = f"{g.r.choice(WORDS)}_{g.digits(4)}{g.s(g.r.randint(2, 3), 'abcdefghjkmnpqrstuvwxyz')}"
    adm = f"{g.r.choice(SEASONS)}{g.digits(4)}!{g.s(3, 'abcdefghjkmnpqrstuvwxyz')}"
    text = (
        "; sc_serv.conf\nportbase=8000\nlogfile=logs/sc_serv.log\n"
        f"password={src}\nadminpassword={adm}\nstreamid_1=1\nstreampath_1=/stream\n"
    )
    return text, [src, adm], src


@kind(
    "janus_jcfg_admin_secret",
    "code: abcei2/janus-videoroom-server utils/README.md (janus.jcfg general { admin_secret, token_auth })",
    r"[a-z0-9]{24}",
    prefixless=True,
)
def _janus(g: _R):
    sec = g.s(24, LOWER_DIGITS)
    text = (
        'general: {\n\tconfigs_folder = "/opt/janus/etc/janus"\n\tdebug_level = 4\n'
        f'\ttoken_auth = true\n\tadmin_secret = "{sec}"\n\tprotected_folders = ["/bin", "/etc"]\n}}\n'
    )
    return text, [sec], sec


@kind(
    "youtube_live_rtmp_stream_key",
    "https://rubygreen.org/blog/rtmp-url-explained-youtube-live2 ; "
    "https://developers.google.com/youtube/v3/live/guides/rtmps-ingestion (rtmp(s)://a.rtmp.youtube.com/live2/<key>)",
    r"[a-z0-9]{4}(-[a-z0-9]{4}){4}",
    prefixless=True,
)
def _youtube(g: _R):
    key = "-".join(g.s(4, LOWER_DIGITS) for _ in range(5))
    text = (
        "$ ffmpeg -re -i keynote.mp4 -c:v libx264 -preset veryfast -b:v 4500k -c:a aac -f flv \\\n"
        f"    rtmp://a.rtmp.youtube.com/live2/{key}\n"
    )
    return text, [key], key


@kind(
    "azuracast_x_api_key_header",
    "https://github.com/ARandomBoiIsMe/AzuracastPy (x_api_key) ; "
    "https://packagist.org/packages/lexiandev/azuracast-php-api-client (X-API-Key; key id:secret hex)",
    r"[0-9a-f]{16}:[0-9a-f]{32}",
    prefixless=True,
)
def _azuracast(g: _R):
    key = f"{g.s(16, HEX)}:{g.s(32, HEX)}"
    text = (
        f'$ curl -s -H "X-API-Key: {key}" \\\n'
        "    https://radio.example.org/api/station/1/requests | jq length\n42\n"
    )
    return text, [key], key.replace(":", "-")


@kind(
    "zlmediakit_config_ini_api_secret",
    "find_string '[api]\\nsecret=' (ZLMediaKit config.ini [api] secret, 32 alphanumerics shared with WVP)",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _zlm(g: _R):
    sec = g.s(32)
    text = (
        "; /opt/media/conf/config.ini\n[api]\napiDebug=0\n"
        f"secret={sec}\n\n[general]\nenableVhost=0\nmediaServerId=wvp-zlm-01\n\n[http]\nport=8080\n"
    )
    return text, [sec], sec


# -- network gear ----------------------------------------------------------------------------------


@kind(
    "aruba_instant_wpa_passphrase",
    "https://arubanetworking.hpe.com/techdocs/Instant_8.12.0_WebHelp/Content/instant-ug/wlan-ssid-conf/"
    "conf-secur-sett.htm ; find_string 'wpa-passphrase'",
    r"[A-Z][a-z]+ [a-z]+ [a-z]+ [0-9]{2}",
    prefixless=True,
)
def _aruba(g: _R):
    w = [g.r.choice(WORDS).lower() for _ in range(3)]
    pw = f"{w[0].capitalize()} {w[1]} {w[2]} {g.digits(2)}"
    text = (
        "(Instant AP)# show running-config | begin wlan\nwlan ssid-profile Staff-5G\n"
        " enable\n essid Staff-5G\n type employee\n opmode wpa2-psk-aes\n"
        f' wpa-passphrase "{pw}"\n vlan 20\n'
    )
    return text, [pw], _clean(pw.replace(" ", "-"))


@kind(
    "fortios_api_user_generate_key_output",
    "https://community.fortinet.com/t5/FortiGate/Technical-Tip-How-to-create-a-REST-API-Admin-user-and-assign-it/"
    "ta-p/247199 ; https://docs.fortinet.com/document/fortibranchsase/8.0.0/cli-reference/476661/",
    r"[a-zA-Z0-9]{30}",
    prefixless=True,
)
def _fortios(g: _R):
    key = g.s(30)
    text = (
        "FGT-HQ # execute api-user generate-key automation-api\n"
        f"New API key: {key}\n"
        "NOTE: The bearer of this API key will be granted all access privileges assigned to the api-user automation-api.\n"
    )
    return text, [key], key


@kind(
    "l2tpns_startup_config_l2tp_secret",
    "https://manpages.ubuntu.com/manpages/plucky/man5/startup-config.5.html (l2tp_secret)",
    r"[a-z]+\.[a-z]+\.[0-9]{3,4}",
    prefixless=True,
)
def _l2tpns(g: _R):
    sec = f"{g.r.choice(CITIES).lower()}.{g.r.choice(WORDS).lower()}.{g.digits(g.r.randint(3, 4))}"
    text = (
        '# /etc/l2tpns/startup-config\nset debug 2\nset log_file "/var/log/l2tpns"\n'
        f'set l2tp_secret "{sec}"\nset primary_radius 10.0.0.5\nset bind_address 192.0.2.10\n'
    )
    return text, [sec], sec


@kind(
    "vyos_site_to_site_pre_shared_secret",
    "find_string 'pre-shared-secret' (VyOS/EdgeOS: set vpn ipsec site-to-site peer X authentication pre-shared-secret)",
    r"[A-Za-z0-9]{20,28}",
    prefixless=True,
)
def _vyos(g: _R):
    psk = g.s(g.r.randint(20, 28))
    peer = f"203.0.113.{g.r.randint(2, 250)}"
    text = (
        "configure\n"
        f"set vpn ipsec site-to-site peer {peer} authentication mode pre-shared-secret\n"
        f"set vpn ipsec site-to-site peer {peer} authentication pre-shared-secret '{psk}'\n"
        f"set vpn ipsec site-to-site peer {peer} ike-group IKE-AZURE\ncommit\nsave\n"
    )
    return text, [psk], psk


@kind(
    "unifi_wlanconf_x_passphrase",
    "code: Art-of-WiFi/UniFi-API-client examples/change_wlan_password.php ; find: x_passphrase in wlanconf bodies",
    r"[A-Z][a-z]+[0-9]{4}[a-z]+",
    prefixless=True,
)
def _unifi(g: _R):
    pw = f"{g.r.choice(WORDS).capitalize()}{g.digits(4)}{g.r.choice(CITIES).lower()}"
    body = {"name": "Guest-Lobby", "security": "wpapsk", "wpa_mode": "wpa2", "x_passphrase": pw}
    text = (
        "$ curl -sk -b cookie.txt -X PUT https://unifi.local:8443/api/s/default/rest/wlanconf/"
        f"64f1c2a9e4b0d3a1c2f00b17 \\\n    -d '{json.dumps(body)}'\n"
        '{"meta":{"rc":"ok"},"data":[{"_id":"64f1c2a9e4b0d3a1c2f00b17","name":"Guest-Lobby"}]}\n'
    )
    return text, [pw], pw


@kind(
    "ios_ospf_message_digest_key",
    "find_string 'ip ospf message-digest-key' (IOS interface ip ospf message-digest-key <id> md5 <key>, up to 16 chars)",
    r"[A-Za-z0-9@#]{8,16}",
    prefixless=True,
)
def _ospf(g: _R):
    key = f"{g.r.choice(WORDS)[:5]}{g.r.choice('@#')}{g.s(g.r.randint(4, 8))}"
    text = (
        "interface GigabitEthernet0/1\n ip address 10.20.0.1 255.255.255.252\n"
        " ip ospf authentication message-digest\n"
        f" ip ospf message-digest-key 1 md5 {key}\n ip ospf network point-to-point\n!\n"
    )
    return text, [key], _clean(key)


@kind(
    "ios_hsrp_md5_key_string",
    "find_string 'standby 1 authentication md5 key-string' (IOS HSRP MD5 authentication key)",
    r"[A-Za-z]+[0-9]{3}[A-Z]{2}",
    prefixless=True,
)
def _hsrp(g: _R):
    key = f"{g.r.choice(CITIES).capitalize()}{g.digits(3)}{g.s(2, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}"
    text = (
        "interface Vlan110\n ip address 172.20.110.2 255.255.255.0\n standby 1 ip 172.20.110.1\n"
        f" standby 1 priority 120\n standby 1 preempt\n standby 1 authentication md5 key-string {key}\n"
    )
    return text, [key], key


@kind(
    "ios_tacacs_server_key",
    "find_string 'tacacs-server key' (IOS global tacacs-server key <shared secret>)",
    r"[a-z]+[0-9]{2}[a-z]+[0-9]{2}",
    prefixless=True,
)
def _tacacs(g: _R):
    key = f"{g.r.choice(WORDS).lower()}{g.digits(2)}{g.r.choice(CITIES).lower()}{g.digits(2)}"
    text = (
        "aaa new-model\naaa authentication login default group tacacs+ local\n"
        f"tacacs-server host 10.1.13.20\ntacacs-server key {key}\n!\n"
    )
    return text, [key], key


@kind(
    "panos_keygen_api_key_response",
    "find_string 'type=keygen&user=' and 'LUFRPT' (PAN-OS XML API keygen: <key>LUFRPT...</key>)",
    r"LUFRPT[A-Za-z0-9]{50,70}==",
)
def _panos(g: _R):
    key = "LUFRPT" + g.s(g.r.randint(50, 70)) + "=="
    text = (
        '$ curl -sk "https://fw01.example.net/api/?type=keygen&user=svc-ansible&password=$PANOS_PW"\n'
        f"<response status = 'success'><result><key>{key}</key></result></response>\n"
    )
    return text, [key], key.rstrip("=")


# -- print, scan and backup ------------------------------------------------------------------------


@kind(
    "saned_users_password",
    "find_string 'saned.users' (sane-dll/saned man page: lines user:password:backend)",
    r"[a-z]+[0-9]{2}[a-z]+",
    prefixless=True,
)
def _saned(g: _R):
    pw = f"{g.r.choice(WORDS).lower()}{g.digits(2)}{g.r.choice(CITIES).lower()}"
    text = f"$ sudo cat /etc/sane.d/saned.users\n# user:password:backend\nscanclient:{pw}:epson2\n"
    return text, [pw], pw


@kind(
    "bareos_fd_director_password",
    "find_string 'Director {\\n  Name = ' (bareos-fd / bacula-fd Director { Name; Password })",
    r"[A-Za-z0-9_-]{32,44}",
    prefixless=True,
)
def _bareos(g: _R):
    pw = g.s(g.r.randint(32, 44), ALNUM + "_-")
    text = (
        "# /etc/bareos/bareos-fd.d/director/bareos-dir.conf\nDirector {\n  Name = bareos-dir\n"
        f'  Password = "{pw}"\n  Description = "Allow the configured Director to access this file daemon."\n}}\n'
    )
    return text, [pw], pw


@kind(
    "veeam_add_vbrcredentials_password",
    "find_string 'Add-VBRCredentials' (Veeam PowerShell Add-VBRCredentials -User -Password)",
    r"[A-Z][a-z]+[0-9]{2}![A-Za-z]{3}",
    prefixless=True,
)
def _veeam(g: _R):
    pw = f"{g.r.choice(SEASONS)}{g.digits(2)}!{g.s(3, 'abcdefghijkmnopqrstuvwxyzABCDEFGH')}"
    text = (
        "PS C:\\> Add-PSSnapin VeeamPSSnapin\n"
        f'PS C:\\> Add-VBRCredentials -Type Windows -User "CORP\\svc-veeam" -Password "{pw}" '
        '-Description "Backup proxy service account"\n'
    )
    return text, [pw], _clean(pw)


@kind(
    "duplicacy_password_env",
    "find_string 'DUPLICACY_PASSWORD' (storage encryption password from the environment)",
    r"[a-z]+-[a-z]+-[a-z]+-[0-9]{3}",
    prefixless=True,
)
def _duplicacy(g: _R):
    pw = "-".join(g.r.choice(WORDS).lower() for _ in range(3)) + "-" + g.digits(3)
    text = (
        "# /etc/cron.d/duplicacy\n"
        f"30 2 * * * root cd /srv && DUPLICACY_PASSWORD='{pw}' DUPLICACY_B2_ID=$B2_ID duplicacy backup -stats\n"
    )
    return text, [pw], pw


@kind(
    "borg_key_export_repokey",
    "find_string 'BORG_KEY ' (borg key export: 'BORG_KEY <repo id hex>' then base64 of the encrypted key)",
    r"[A-Za-z0-9+/]{76}",
)
def _borg(g: _R):
    repo = g.s(64, HEX)
    body = _b64(g, 57 * 4)
    lines = [body[i : i + 76] for i in range(0, len(body), 76)]
    text = "$ borg key export /mnt/backup/borg-repo -\n" + f"BORG_KEY {repo}\n" + "\n".join(lines) + "\n"
    return text, [lines[0], lines[1]], _clean(lines[0])[:60]


# -- DNS and DHCP ----------------------------------------------------------------------------------


@kind(
    "kea_ddns_tsig_keys_secret",
    "find_string '\"tsig-keys\": [' (kea-dhcp-ddns.conf tsig-keys name/algorithm/secret, base64)",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _kea_tsig(g: _R):
    sec = _b64(g, 32)
    text = (
        '{\n  "DhcpDdns": {\n    "ip-address": "127.0.0.1",\n    "port": 53001,\n    "tsig-keys": [\n'
        f'      {{ "name": "ddns-key", "algorithm": "HMAC-SHA256", "secret": "{sec}" }}\n    ],\n'
        '    "forward-ddns": { "ddns-domains": [ { "name": "corp.example.", "key-name": "ddns-key" } ] }\n  }\n}\n'
    )
    return text, [sec], _clean(sec)


@kind(
    "knot_conf_key_secret",
    "find_string 'algorithm: hmac-sha256' (knot.conf key: - id / algorithm / secret)",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _knot(g: _R):
    sec = _b64(g, 32)
    text = (
        "# /etc/knot/knot.conf\nkey:\n  - id: xfr.secondary.example.\n    algorithm: hmac-sha256\n"
        f"    secret: {sec}\n\nremote:\n  - id: secondary\n    address: 198.51.100.53@53\n    key: xfr.secondary.example.\n"
    )
    return text, [sec], _clean(sec)


@kind(
    "dhcpd_conf_omapi_key_secret",
    "find_string 'omapi-key' (ISC dhcpd.conf key omapi_key { algorithm hmac-md5; secret ...; }; omapi-key)",
    r"[A-Za-z0-9+/]{86}==",
    prefixless=True,
)
def _omapi(g: _R):
    sec = _b64(g, 64)
    text = (
        "# /etc/dhcp/dhcpd.conf\nomapi-port 7911;\nkey omapi_key {\n    algorithm hmac-md5;\n"
        f'    secret "{sec}";\n}};\nomapi-key omapi_key;\n'
    )
    return text, [sec], _clean(sec)[:80]


@kind(
    "nsupdate_y_hmac_cli",
    "find_string 'nsupdate -y hmac-sha256:' (nsupdate -y [alg:]name:secret on the command line)",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _nsupdate(g: _R):
    sec = _b64(g, 32)
    text = (
        f"$ nsupdate -y hmac-sha256:acme-update:{sec} <<EOF\nserver ns1.example.net\nzone example.net\n"
        'update add _acme-challenge.www.example.net 60 TXT "gT3x..."\nsend\nEOF\n'
    )
    return text, [sec], _clean(sec)


@kind(
    "kea_ctrl_agent_basic_auth_password",
    "written from memory: Kea Control Agent kea-ctrl-agent.conf authentication { type basic, clients [user, password] }",
    r"[A-Za-z]+#[0-9]{4}[a-z]+",
    prefixless=True,
)
def _kea_ca(g: _R):
    pw = f"{g.r.choice(WORDS)}#{g.digits(4)}{g.r.choice(CITIES).lower()}"
    text = (
        '{\n  "Control-agent": {\n    "http-host": "10.0.0.2",\n    "http-port": 8000,\n'
        '    "authentication": {\n      "type": "basic",\n      "realm": "kea-control-agent",\n'
        f'      "clients": [ {{ "user": "stork", "password": "{pw}" }} ]\n    }}\n  }}\n}}\n'
    )
    return text, [pw], _clean(pw)


# -- directory services ----------------------------------------------------------------------------


@kind(
    "ipa_server_install_passwords",
    "find_string 'cmd --admin-password' (ipa-server-install --admin-password / --ds-password in an install script)",
    r"[A-Z][a-z]+[0-9]{4}[!?][a-z]+",
    prefixless=True,
)
def _ipa(g: _R):
    ds = f"{g.r.choice(SEASONS)}{g.digits(4)}!{g.r.choice(WORDS).lower()}"
    adm = f"{g.r.choice(CITIES).capitalize()}{g.digits(4)}?{g.r.choice(WORDS).lower()}"
    text = (
        "# ipa-server-install -U --realm=IDM.EXAMPLE.TEST --domain=idm.example.test \\\n"
        f"    --ds-password='{ds}' --admin-password='{adm}' --setup-dns --auto-forwarders\n"
        "The IPA Master Server will be configured with:\n"
    )
    return text, [ds, adm], _clean(ds)


@kind(
    "ds389_dscreate_inf_root_password",
    "written from memory: 389 Directory Server dscreate from-file INF, [slapd] root_password",
    r"[A-Za-z]+\.[0-9]{4}\.[A-Za-z]+",
    prefixless=True,
)
def _ds389(g: _R):
    pw = f"{g.r.choice(WORDS)}.{g.digits(4)}.{g.r.choice(CITIES)}"
    text = (
        "$ cat instance.inf\n[general]\nconfig_version = 2\n\n[slapd]\n"
        f"root_password = {pw}\ninstance_name = ldap01\n\n[backend-userroot]\nsuffix = dc=example,dc=com\n"
        "$ dscreate from-file instance.inf\n"
    )
    return text, [pw], pw


@kind(
    "kadmin_local_addprinc_pw",
    "find_string 'addprinc -pw ' (kadmin.local -q \"addprinc -pw <password> <principal>\")",
    r"[a-z]+[0-9]{3}@[A-Z][a-z]+",
    prefixless=True,
)
def _kadmin(g: _R):
    pw = f"{g.r.choice(WORDS).lower()}{g.digits(3)}@{g.r.choice(CITIES).capitalize()}"
    text = (
        f'$ kadmin.local -q "addprinc -pw {pw} hdfs/namenode.example.com@EXAMPLE.COM"\n'
        'Principal "hdfs/namenode.example.com@EXAMPLE.COM" created.\n'
    )
    return text, [pw], _clean(pw)


@kind(
    "kdb5_util_create_master_password",
    "find_string 'kdb5_util create -s -P' (KDC database master key password on the command line)",
    r"[A-Z][a-z]+@[0-9]{4}",
    prefixless=True,
)
def _kdb5(g: _R):
    pw = f"{g.r.choice(WORDS).capitalize()}@{g.digits(4)}"
    text = (
        f"$ kdb5_util create -s -P '{pw}'\nInitializing database '/var/lib/krb5kdc/principal' for realm "
        "'EXAMPLE.COM',\nmaster key name 'K/M@EXAMPLE.COM'\n"
    )
    return text, [pw], _clean(pw)


@kind(
    "samba_tool_provision_adminpass",
    "find_string 'domain provision --realm' (samba-tool domain provision --adminpass=...)",
    r"[A-Z][a-z]+#[0-9]{2,3}",
    prefixless=True,
)
def _samba(g: _R):
    pw = f"{g.r.choice(CITIES).capitalize()}#{g.digits(g.r.randint(2, 3))}"
    text = (
        "# samba-tool domain provision --realm=AD.EXAMPLE.LAN --domain=EXAMPLE --server-role=dc \\\n"
        f"    --dns-backend=SAMBA_INTERNAL --adminpass='{pw}' --use-rfc2307\n"
    )
    return text, [pw], _clean(pw)


# -- monitoring agents -----------------------------------------------------------------------------


@kind(
    "icinga2_pki_ticket_output",
    "find_string 'icinga2 pki ticket --cn' (the request ticket: 40 hex characters printed by the master)",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _icinga(g: _R):
    t = g.s(40, HEX)
    text = f"root@icinga-master:~# icinga2 pki ticket --cn web03.example.org\n{t}\n"
    return text, [t], t


@kind(
    "collectd_network_server_password",
    "find_string 'SecurityLevel Encrypt' (collectd network plugin <Server> Username / Password)",
    r"[A-Za-z]+[0-9]{2}[a-z]+[0-9]{2}",
    prefixless=True,
)
def _collectd(g: _R):
    pw = f"{g.r.choice(WORDS)}{g.digits(2)}{g.r.choice(CITIES).lower()}{g.digits(2)}"
    text = (
        'LoadPlugin network\n<Plugin network>\n  <Server "metrics.example.net" "25826">\n'
        f'    SecurityLevel Encrypt\n    Username "node-web03"\n    Password "{pw}"\n  </Server>\n</Plugin>\n'
    )
    return text, [pw], pw


@kind(
    "monitrc_httpd_allow_credentials",
    "find_string 'set httpd port 2812' (monitrc: allow <user>:<password>)",
    r"[A-Za-z0-9]{10}",
    prefixless=True,
)
def _monit(g: _R):
    pw = g.s(10, UPPER_DIGITS + "abcdefghij")
    text = (
        "set daemon 30\nset log syslog\n\nset httpd port 2812 and\n    use address 0.0.0.0\n"
        f"    allow localhost\n    allow admin:{pw}\n    allow guest:guest readonly\n"
    )
    return text, [pw], pw


@kind(
    "netdata_claim_token_flag",
    "find_string 'netdata-claim.sh -token=' (claim token, a long base64url string, with -rooms and -url)",
    r"[A-Za-z0-9_-]{135}",
    prefixless=True,
)
def _netdata(g: _R):
    tok = g.s(135, B64URL)
    room = g.uuid()
    text = (
        f"$ sudo netdata-claim.sh -token={tok} -rooms={room} -url=https://app.netdata.cloud\n"
        "Agent was successfully claimed.\n"
    )
    return text, [tok], tok


@kind(
    "nagios_resource_cfg_user_macro",
    "find_string '$USER3$=' (Nagios resource.cfg $USERn$ macros holding passwords)",
    r"[A-Z][a-z]+[0-9]{4}[a-z]{3}",
    prefixless=True,
)
def _nagios(g: _R):
    pw = f"{g.r.choice(CITIES).capitalize()}{g.digits(4)}{g.s(3, 'abcdefghijkmnopqrstuvwxyz')}"
    text = (
        "# /usr/local/nagios/etc/resource.cfg\n$USER1$=/usr/local/nagios/libexec\n"
        f"$USER3$=svc_nagios\n$USER4$={pw}\n"
    )
    return text, [pw], pw


# -- message brokers and IoT -----------------------------------------------------------------------


@kind(
    "artemis_broker_xml_cluster_password",
    "find_string '<cluster-password>' (ActiveMQ Artemis broker.xml cluster-user / cluster-password)",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _artemis(g: _R):
    pw = g.s(20)
    text = (
        '<core xmlns="urn:activemq:core">\n   <cluster-user>amq_cluster</cluster-user>\n'
        f"   <cluster-password>{pw}</cluster-password>\n   <cluster-connections>\n"
    )
    return text, [pw], pw


@kind(
    "emqx_conf_dashboard_default_password",
    "find_string 'dashboard.default_password' (EMQX emqx.conf / EMQX_DASHBOARD__DEFAULT_PASSWORD)",
    r"[a-z]+_[A-Z][a-z]+_[0-9]{2}",
    prefixless=True,
)
def _emqx(g: _R):
    pw = f"{g.r.choice(WORDS).lower()}_{g.r.choice(CITIES).capitalize()}_{g.digits(2)}"
    text = (
        '$ cat /etc/emqx/emqx.conf\nnode.name = "emqx@10.0.3.11"\n'
        f'dashboard.default_username = "admin"\ndashboard.default_password = "{pw}"\n'
    )
    return text, [pw], pw


@kind(
    "chirpstack_toml_api_secret",
    "find_string '[api]\\nsecret=' (a chirpstack.toml [api] secret hit: JWT signing secret, openssl rand -base64 32)",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _chirpstack(g: _R):
    sec = _b64(g, 32)
    text = (
        '# chirpstack.toml\n[network]\nnet_id="000000"\nenabled_regions=["eu868"]\n\n[api]\n'
        f'bind="0.0.0.0:8080"\nsecret="{sec}"\n'
    )
    return text, [sec], _clean(sec)


@kind(
    "nats_server_conf_authorization_token",
    "written from memory: nats-server.conf authorization { token: ... } (client token auth)",
    r"[a-z0-9]{28}",
    prefixless=True,
)
def _nats(g: _R):
    tok = g.s(28, LOWER_DIGITS)
    text = (
        "# /etc/nats/nats-server.conf\nport: 4222\nhttp_port: 8222\nauthorization {\n"
        f'  token: "{tok}"\n  timeout: 2\n}}\n'
    )
    return text, [tok], tok


# -- mobile build and signing ----------------------------------------------------------------------


@kind(
    "notarytool_store_credentials_password",
    "find_string 'xcrun notarytool store-credentials' (an app-specific password, xxxx-xxxx-xxxx-xxxx)",
    r"[a-z]{4}-[a-z]{4}-[a-z]{4}-[a-z]{4}",
    prefixless=True,
)
def _notary(g: _R):
    pw = "-".join(g.s(4, "abcdefghijklmnopqrstuvwxyz") for _ in range(4))
    text = (
        '$ xcrun notarytool store-credentials "release-notary" \\\n'
        f'    --apple-id "builds@example.com" --team-id "7H3K9L2M4N" --password "{pw}"\n'
        'Credentials saved to Keychain.\nTo use them, specify `--keychain-profile "release-notary"`\n'
    )
    return text, [pw], pw


@kind(
    "maui_csproj_android_signing_store_pass",
    "find_string 'AndroidSigningStorePass' (.NET MAUI / Xamarin msbuild signing properties)",
    r"[A-Z][a-z]+[0-9]{2}[A-Z][a-z]+",
    prefixless=True,
)
def _maui(g: _R):
    pw = f"{g.r.choice(WORDS).capitalize()}{g.digits(2)}{g.r.choice(CITIES).capitalize()}"
    text = (
        "$ dotnet publish -f net8.0-android -c Release -p:AndroidKeyStore=true \\\n"
        "    -p:AndroidSigningKeyStore=shop.keystore -p:AndroidSigningKeyAlias=shop \\\n"
        f"    -p:AndroidSigningKeyPass={pw} -p:AndroidSigningStorePass={pw}\n"
    )
    return text, [pw], pw


@kind(
    "cordova_build_json_keystore_password",
    "written from memory: Cordova build.json android.release keystore / storePassword / password",
    r"[a-z]+[0-9]{6}",
    prefixless=True,
)
def _cordova(g: _R):
    pw = f"{g.r.choice(WORDS).lower()}{g.digits(6)}"
    cfg = {
        "android": {
            "release": {
                "keystore": "release.keystore",
                "storePassword": pw,
                "alias": "app",
                "password": pw,
                "keystoreType": "",
            }
        }
    }
    return "$ cat build.json\n" + json.dumps(cfg, indent=2) + "\n", [pw], pw


@kind(
    "tauri_signing_private_key_password",
    "written from memory: Tauri updater TAURI_SIGNING_PRIVATE_KEY_PASSWORD in a CI workflow",
    r"[A-Z][a-z]+ [a-z]+ [0-9]{4}",
    prefixless=True,
)
def _tauri(g: _R):
    pw = f"{g.r.choice(SEASONS)} {g.r.choice(WORDS).lower()} {g.digits(4)}"
    text = (
        "      - name: Build and sign\n        env:\n"
        "          TAURI_SIGNING_PRIVATE_KEY: ${{ secrets.TAURI_KEY }}\n"
        f'          TAURI_SIGNING_PRIVATE_KEY_PASSWORD: "{pw}"\n        run: npm run tauri build\n'
    )
    return text, [pw], _clean(pw.replace(" ", "_"))


# -- ERP, accounting and e-commerce ----------------------------------------------------------------


@kind(
    "firefly_iii_static_cron_token",
    "find_string 'STATIC_CRON_TOKEN=' (Firefly III: exactly 32 characters, also accepted as cron token)",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _firefly(g: _R):
    tok = g.s(32)
    text = (
        "# firefly .env\nAPP_ENV=production\nDB_CONNECTION=pgsql\n"
        f"STATIC_CRON_TOKEN={tok}\n# crontab: 0 3 * * * wget -qO- https://money.example.org/api/v1/cron/{tok}\n"
    )
    return text, [tok], tok


@kind(
    "sap_b1_service_layer_login_password",
    "written from memory: SAP Business One Service Layer POST /b1s/v1/Login {CompanyDB, UserName, Password}",
    r"[A-Z][a-z]+[0-9]{3}\$[a-z]+",
    prefixless=True,
)
def _sapb1(g: _R):
    pw = f"{g.r.choice(WORDS).capitalize()}{g.digits(3)}${g.r.choice(CITIES).lower()}"
    body = {"CompanyDB": "SBODEMOUS", "UserName": "manager", "Password": pw}
    text = (
        "$ curl -sk -X POST https://b1-hana.example.local:50000/b1s/v1/Login \\\n"
        f"    -d '{json.dumps(body)}'\n"
        '{"odata.metadata":"...$metadata#B1Sessions/@Element","SessionId":"...","Version":"1000191"}\n'
    )
    return text, [pw], _clean(pw)


@kind(
    "erpnext_rest_token_api_secret",
    "written from memory: Frappe/ERPNext REST Authorization: token <api_key>:<api_secret> (15 hex each)",
    r"[0-9a-f]{15}",
    prefixless=True,
)
def _erpnext(g: _R):
    key, sec = g.s(15, HEX), g.s(15, HEX)
    text = (
        f'$ curl -s -H "Authorization: token {key}:{sec}" \\\n'
        '    "https://erp.example.com/api/resource/Sales%20Invoice?limit_page_length=5"\n'
    )
    return text, [sec, key], sec


@kind(
    "dynamics_bc_web_service_access_key",
    "written from memory: Business Central on-prem Web Service Access Key (base64, 44 chars) used as basic-auth password",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _bc(g: _R):
    key = _b64(g, 32)
    cred = base64.b64encode(f"BCSVC:{key}".encode()).decode()
    text = (
        '// appsettings.Development.json\n{\n  "BusinessCentral": {\n'
        '    "BaseUrl": "https://bc.example.local:7048/BC220/ODataV4/Company(\'CRONUS\')",\n'
        f'    "User": "BCSVC",\n    "WebServiceAccessKey": "{key}"\n  }}\n}}\n'
        f"# header sent: Authorization: Basic {cred}\n"
    )
    return text, [key], _clean(key)


@kind(
    "invoiceninja_x_api_token_header",
    "written from memory (X-API-TOKEN seen with find_string, not for this vendor): Invoice Ninja v5 X-API-TOKEN header",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _ninja(g: _R):
    tok = g.s(64)
    text = (
        f'$ curl -s -H "X-API-TOKEN: {tok}" -H "X-Requested-With: XMLHttpRequest" \\\n'
        "    https://invoicing.example.com/api/v1/invoices?per_page=3\n"
    )
    return text, [tok], tok


@kind(
    "akeneo_api_client_secret",
    "written from memory: Akeneo PIM API connection client id 1_<id> and secret, password grant",
    r"[a-z0-9]{50}",
    prefixless=True,
)
def _akeneo(g: _R):
    cid = "1_" + g.s(50, LOWER_DIGITS)
    sec = g.s(50, LOWER_DIGITS)
    text = (
        "AKENEO_BASE_URI=https://pim.example.com\n"
        f"AKENEO_CLIENT_ID={cid}\nAKENEO_SECRET={sec}\nAKENEO_USERNAME=erp_connector_1234\n"
    )
    return text, [sec], sec


# -- e-mail marketing ------------------------------------------------------------------------------


@kind(
    "mautic_local_php_mailer_password",
    "find_string \"'mailer_password'\" (Mautic config unsetIfEmpty mailer_password; app/config/local.php)",
    r"[a-z]+![0-9]{3}[A-Z][a-z]+",
    prefixless=True,
)
def _mautic(g: _R):
    pw = f"{g.r.choice(WORDS).lower()}!{g.digits(3)}{g.r.choice(CITIES).capitalize()}"
    text = (
        "<?php\n$parameters = array(\n\t'db_driver' => 'pdo_mysql',\n"
        "\t'mailer_transport' => 'smtp',\n\t'mailer_host' => 'smtp.example.net',\n"
        f"\t'mailer_user' => 'news@example.net',\n\t'mailer_password' => '{pw}',\n);\n"
    )
    return text, [pw], _clean(pw)


@kind(
    "sendy_subscribe_api_key",
    "written from memory: Sendy API (POST /subscribe with api_key, list, email); key of 20 alphanumerics",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _sendy(g: _R):
    key = g.s(20)
    text = (
        "$ curl -s https://newsletter.example.com/subscribe \\\n"
        f"    -d api_key={key} -d list=Xk8y2Qp763892 -d email=reader@example.org -d boolean=true\n1\n"
    )
    return text, [key], key


@kind(
    "mailwizz_api_private_key",
    "written from memory: MailWizz API config public/private key pair (40 hex each)",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _mailwizz(g: _R):
    pub, priv = g.s(40, HEX), g.s(40, HEX)
    text = (
        "$config = new MailWizzApi_Config(array(\n    'apiUrl'     => 'https://mw.example.com/api',\n"
        f"    'publicKey'  => '{pub}',\n    'privateKey' => '{priv}',\n));\n"
    )
    return text, [priv, pub], priv


@kind(
    "zeptomail_send_mail_token",
    "find_string 'Zoho-enczapikey ' (ZeptoMail Authorization: Zoho-enczapikey <send mail token>)",
    r"Zoho-enczapikey [A-Za-z0-9+/]{80,120}==",
)
def _zepto(g: _R):
    tok = "PHtE6r" + g.s(g.r.randint(80, 110), B64) + "=="
    hdr = f"Zoho-enczapikey {tok}"
    text = (
        "$ curl -s https://api.zeptomail.com/v1.1/email -H 'Accept: application/json' \\\n"
        f"    -H 'Authorization: {hdr}' -d @mail.json\n"
    )
    return text, [hdr, tok], _clean(tok)


# -- database GUIs and editors ---------------------------------------------------------------------


@kind(
    "dbeaver_credentials_config_decrypted",
    "find_string 'credentials-config.json' (DBeaver AES-CBC store; decrypted it is {\"#connection\":{user,password}})",
    r"[A-Za-z]+_[0-9]{4}_[a-z]+",
    prefixless=True,
)
def _dbeaver(g: _R):
    pw = f"{g.r.choice(WORDS)}_{g.digits(4)}_{g.r.choice(CITIES).lower()}"
    dec = {"postgres-jdbc-18c3a1f2e4b-6d1e": {"#connection": {"user": "report_ro", "password": pw}}}
    text = (
        "$ openssl aes-128-cbc -d -K babb4a9f774ab853c96c2d653dfe544a -iv 00000000000000000000000000000000 \\\n"
        "    -in ~/.local/share/DBeaverData/workspace6/General/.dbeaver/credentials-config.json | tail -c +17\n"
        + json.dumps(dec)
        + "\n"
    )
    return text, [pw], pw


def _heidi_encode(pw: str, shift: int) -> str:
    return "".join(f"{ord(c) + shift:02x}" for c in pw) + str(shift)


@kind(
    "heidisql_settings_password_encoded",
    "find_string 'Password<|||>1<|||>' (HeidiSQL exported settings; each char + shift as 2 hex digits, then the shift)",
    r"([0-9a-f]{2}){8,14}[1-9]",
    prefixless=True,
)
def _heidi(g: _R):
    pw = f"{g.r.choice(WORDS).lower()}{g.digits(g.r.randint(2, 4))}"
    enc = _heidi_encode(pw, g.r.randint(1, 9))
    text = (
        "Servers\\prod-maria\\Host<|||>1<|||>db.example.internal\n"
        "Servers\\prod-maria\\User<|||>1<|||>app_admin\n"
        f"Servers\\prod-maria\\Password<|||>1<|||>{enc}\nServers\\prod-maria\\Port<|||>1<|||>3306\n"
    )
    return text, [enc], enc


@kind(
    "pgadmin_default_password_compose",
    "find_string 'PGADMIN_DEFAULT_PASSWORD' (pgAdmin 4 container initial login password)",
    r"[A-Z][a-z]+[0-9]{2}[a-z]+!",
    prefixless=True,
)
def _pgadmin(g: _R):
    pw = f"{g.r.choice(CITIES).capitalize()}{g.digits(2)}{g.r.choice(WORDS).lower()}!"
    text = (
        "  pgadmin:\n    image: dpage/pgadmin4:8\n    environment:\n"
        f"      - PGADMIN_DEFAULT_EMAIL=dba@example.com\n      - PGADMIN_DEFAULT_PASSWORD={pw}\n"
        '    ports:\n      - "5050:80"\n'
    )
    return text, [pw], _clean(pw)


@kind(
    "navicat_ncx_connection_password",
    'written from memory: Navicat connections.ncx export <Connection ... Password="<uppercase hex>">',
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _navicat(g: _R):
    enc = g.s(32, HEXU)
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<Connections Ver="1.5">\n'
        '  <Connection ConnectionName="erp-prod" ConnType="MYSQL" Host="10.8.0.21" Port="3306" '
        f'UserName="erp" Password="{enc}" SavePassword="true"/>\n</Connections>\n'
    )
    return text, [enc], enc


@kind(
    "robo3t_json_user_password",
    "written from memory: Robo 3T ~/.3T/robo-3t/<ver>/robo3t.json credentials userPassword",
    r"[a-z]+[0-9]{4}[A-Z][a-z]+",
    prefixless=True,
)
def _robo(g: _R):
    pw = f"{g.r.choice(WORDS).lower()}{g.digits(4)}{g.r.choice(CITIES).capitalize()}"
    cfg = {
        "connections": [
            {
                "connectionName": "atlas-prod",
                "credentials": [
                    {"databaseName": "admin", "enabled": True, "userName": "ops", "userPassword": pw}
                ],
            }
        ]
    }
    return json.dumps(cfg, indent=2) + "\n", [pw], pw


@kind(
    "sublime_sftp_config_password",
    "find_string '\"save_before_upload\"' (Sublime SFTP sftp-config.json, http://wbond.net/sublime_packages/sftp/settings)",
    r"[a-z]+[0-9]{2}[A-Z]{2}[a-z]+",
    prefixless=True,
)
def _sublime(g: _R):
    pw = f"{g.r.choice(WORDS).lower()}{g.digits(2)}{g.s(2, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}{g.r.choice(CITIES).lower()}"
    text = (
        '{\n    "type": "sftp",\n    "save_before_upload": true,\n    "upload_on_save": true,\n'
        f'    "host": "web01.example.com",\n    "user": "deploy",\n    "password": "{pw}",\n'
        '    "remote_path": "/var/www/site/",\n}\n'
    )
    return text, [pw], pw


@kind(
    "vim_dadbod_g_dbs_url",
    "find_string 'let g:dbs = ' (vim-dadbod / dadbod-ui g:dbs connection URLs with user:password)",
    r"[A-Za-z]+[0-9]{3}[a-z]+",
    prefixless=True,
)
def _dadbod(g: _R):
    pw = f"{g.r.choice(CITIES).capitalize()}{g.digits(3)}{g.r.choice(WORDS).lower()}"
    text = (
        '" dadbod\nlet g:dbs = {\n'
        f"\\  'prod': 'postgres://analytics:{pw}@db.example.internal:5432/warehouse',\n"
        "\\  'local': 'postgres://postgres@localhost/dev'\n\\ }\n"
    )
    return text, [pw], pw


@kind(
    "emacs_sql_connection_alist_password",
    "find_string 'sql-connection-alist' (Emacs sql.el connections with (sql-password ...))",
    r"[a-z]+-[a-z]+-[0-9]{2}",
    prefixless=True,
)
def _emacs(g: _R):
    pw = f"{g.r.choice(WORDS).lower()}-{g.r.choice(CITIES).lower()}-{g.digits(2)}"
    text = (
        "(setq sql-connection-alist\n      '((billing-prod\n         (sql-product 'postgres)\n"
        '         (sql-server "pg.example.net")\n         (sql-user "billing")\n'
        f'         (sql-password "{pw}")\n         (sql-database "billing"))))\n'
    )
    return text, [pw], pw


@kind(
    "cryptlex_lexactivator_license_key",
    'written from memory: Cryptlex LexActivator SetLicenseKey("XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX")',
    r"[0-9A-F]{6}(-[0-9A-F]{6}){4}",
    prefixless=True,
)
def _cryptlex(g: _R):
    key = "-".join(g.s(6, HEXU) for _ in range(5))
    text = (
        'LexActivator::SetProductData(productData);\nLexActivator::SetProductId("PRODUCT_ID", LA_USER);\n'
        f'status = LexActivator::SetLicenseKey("{key}");\nstatus = LexActivator::ActivateLicense();\n'
    )
    return text, [key], key


# -- school and LMS platforms ----------------------------------------------------------------------


@kind(
    "lti11_oauth_consumer_secret",
    "find_string 'oauth_consumer_secret' (LTI 1.1 launch: the consumer secret matched to oauth_consumer_key)",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _lti(g: _R):
    sec = g.s(32)
    text = (
        "# LTI 1.1 tool registration (Moodle > External tool)\n"
        f"LTI_CONSUMER_KEY=quizbank-example\nLTI_CONSUMER_SECRET={sec}\n"
        "launch_url=https://tool.example.edu/lti/launch\n"
    )
    return text, [sec], sec


@kind(
    "chamilo_configuration_security_key",
    "find_string \"$_configuration['security_key']\" (Chamilo configuration.php, 32 hex)",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _chamilo(g: _R):
    k = g.s(32, HEX)
    text = (
        "// app/config/configuration.php\n$_configuration['db_host'] = 'localhost';\n"
        f"$_configuration['security_key'] = '{k}';\n$_configuration['password_encryption'] = 'bcrypt';\n"
    )
    return text, [k], k


@kind(
    "sakai_properties_datasource_password",
    "find_string 'password@javax.sql.BaseDataSource' (Sakai sakai.properties database credentials)",
    r"[a-z]+[0-9]{2}[a-z]+[0-9]{2}",
    prefixless=True,
)
def _sakai(g: _R):
    pw = f"{g.r.choice(CITIES).lower()}{g.digits(2)}{g.r.choice(WORDS).lower()}{g.digits(2)}"
    text = (
        "# sakai/local.properties\nvendor@org.sakaiproject.db.api.SqlService=mysql\n"
        f"username@javax.sql.BaseDataSource=sakaiuser\npassword@javax.sql.BaseDataSource={pw}\n"
    )
    return text, [pw], pw


@kind(
    "ilias_client_ini_db_pass",
    "written from memory: ILIAS data/<client>/client.ini.php [db] user / pass",
    r"[A-Z][a-z]+\+[0-9]{4}",
    prefixless=True,
)
def _ilias(g: _R):
    pw = f"{g.r.choice(WORDS).capitalize()}+{g.digits(4)}"
    text = (
        '; <?php exit; ?>\n[db]\ntype = "innodb"\nhost = "localhost"\nuser = "ilias"\n'
        f'pass = "{pw}"\nname = "ilias"\n'
    )
    return text, [pw], _clean(pw)


# -- config idioms of other languages --------------------------------------------------------------


@kind(
    "phoenix_live_view_signing_salt",
    "find_string 'signing_salt: \"' (Phoenix config.exs live_view: [signing_salt: 8 chars])",
    r"[A-Za-z0-9]{8}",
    prefixless=True,
)
def _phoenix(g: _R):
    salt = g.s(8)
    text = (
        'config :shop, ShopWeb.Endpoint,\n  url: [host: "localhost"],\n'
        "  render_errors: [formats: [html: ShopWeb.ErrorHTML], layout: false],\n"
        f'  pubsub_server: Shop.PubSub,\n  live_view: [signing_salt: "{salt}"]\n'
    )
    return text, [salt], salt


@kind(
    "abap_http_client_authenticate_password",
    "find_string 'cl_http_client=>create_by_url' (ABAP if_http_client; then lo_http_client->authenticate)",
    r"[A-Z][a-z]+[0-9]{4}#",
    prefixless=True,
)
def _abap(g: _R):
    pw = f"{g.r.choice(CITIES).capitalize()}{g.digits(4)}#"
    text = (
        "cl_http_client=>create_by_url(\n  EXPORTING url    = 'https://api.partner.example/v2/orders'\n"
        "  IMPORTING client = lo_http_client ).\n"
        "lo_http_client->authenticate( username = 'SAP_RFC_ORD'\n"
        f"                              password = '{pw}' ).\nlo_http_client->send( ).\n"
    )
    return text, [pw], _clean(pw)


@kind(
    "delphi_dfm_firedac_password",
    "written from memory: Delphi .dfm TFDConnection Params.Strings ('Password=...')",
    r"[a-z]+[0-9]{3}[A-Z]",
    prefixless=True,
)
def _delphi(g: _R):
    pw = f"{g.r.choice(WORDS).lower()}{g.digits(3)}{g.s(1, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}"
    text = (
        "object FDConnection1: TFDConnection\n  Params.Strings = (\n    'Database=ERP'\n"
        f"    'User_Name=sysdba'\n    'Password={pw}'\n    'Server=10.1.1.40'\n    'DriverID=FB')\n"
        "  LoginPrompt = False\nend\n"
    )
    return text, [pw], pw


@kind(
    "coldfusion_application_cfc_datasource_password",
    "written from memory: ColdFusion Application.cfc this.datasources[name] = {driver, username, password}",
    r"[A-Z][a-z]+![0-9]{4}",
    prefixless=True,
)
def _cfml(g: _R):
    pw = f"{g.r.choice(SEASONS)}!{g.digits(4)}"
    text = (
        'component {\n  this.name = "intranet";\n  this.datasources["intranet"] = {\n'
        '    class: "com.microsoft.sqlserver.jdbc.SQLServerDriver",\n'
        '    connectionString: "jdbc:sqlserver://sql01:1433;DATABASENAME=intranet",\n'
        f'    username: "cf_app",\n    password: "{pw}"\n  }};\n}}\n'
    )
    return text, [pw], _clean(pw)


@kind(
    "ktor_application_conf_jwt_secret",
    "written from memory: Ktor application.conf (HOCON) jwt { secret, issuer, audience }",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _ktor(g: _R):
    sec = g.s(40)
    text = (
        "ktor {\n  deployment { port = 8080 }\n  application { modules = [ com.example.ApplicationKt.module ] }\n}\n"
        f'jwt {{\n  secret = "{sec}"\n  issuer = "https://api.example.com/"\n  audience = "mobile"\n}}\n'
    )
    return text, [sec], sec


@kind(
    "autohotkey_send_password",
    "written from memory: AutoHotkey hotstring/hotkey that types a password with SendInput",
    r"[A-Z][a-z]+[0-9]{2}\.[a-z]+",
    prefixless=True,
)
def _ahk(g: _R):
    pw = f"{g.r.choice(WORDS).capitalize()}{g.digits(2)}.{g.r.choice(CITIES).lower()}"
    text = (
        "; login.ahk\n#IfWinActive, SAP Logon\n^!p::\n    SendInput, j.doe{Tab}\n"
        f"    SendInput, {{Raw}}{pw}\n    SendInput, {{Enter}}\nreturn\n"
    )
    return text, [pw], pw


@kind(
    "vba_adodb_connection_string_pwd",
    "written from memory: Excel VBA ADODB.Connection ConnectionString with Uid= and Pwd=",
    r"[a-z]+[0-9]{4}",
    prefixless=True,
)
def _vba(g: _R):
    pw = f"{g.r.choice(CITIES).lower()}{g.digits(4)}"
    text = (
        "Dim cn As New ADODB.Connection\n"
        'cn.ConnectionString = "Provider=SQLOLEDB;Data Source=SQL02;Initial Catalog=Sales;" & _\n'
        f'    "User ID=excel_report;Password={pw};"\ncn.Open\n'
    )
    return text, [pw], pw


# -- command lines and terminal output -------------------------------------------------------------


@kind(
    "drush_user_password_set",
    "find_string 'drush user:password' (drush user:password <name> <new password>)",
    r"[A-Z][a-z]+-[0-9]{3}-[a-z]+",
    prefixless=True,
)
def _drush(g: _R):
    pw = f"{g.r.choice(WORDS).capitalize()}-{g.digits(3)}-{g.r.choice(CITIES).lower()}"
    text = f'$ ddev drush user:password editor "{pw}"\n [success] Changed password for editor.\n'
    return text, [pw], pw


@kind(
    "keytool_genkeypair_storepass",
    "find_string 'keytool -genkeypair' (-storepass / -keypass on the command line)",
    r"[a-z]+[0-9]{4}[a-z]+",
    prefixless=True,
)
def _keytool(g: _R):
    pw = f"{g.r.choice(WORDS).lower()}{g.digits(4)}{g.r.choice(CITIES).lower()}"
    text = (
        "$ keytool -genkeypair -v -keystore upload.jks -alias upload -keyalg RSA -keysize 2048 \\\n"
        f'    -validity 10000 -storepass {pw} -keypass {pw} -dname "CN=Example Apps, O=Example, C=DE"\n'
    )
    return text, [pw], pw


@kind(
    "mysqladmin_root_password_change",
    "find_string 'mysqladmin -u root password' (new root password as an argument)",
    r"[A-Za-z]+[0-9]{2}[!@][a-z]+",
    prefixless=True,
)
def _mysqladmin(g: _R):
    pw = f"{g.r.choice(CITIES)}{g.digits(2)}{g.r.choice('!@')}{g.r.choice(WORDS).lower()}"
    text = (
        f"$ mysqladmin -u root password '{pw}'\n"
        "mysqladmin: [Warning] Using a password on the command line interface can be insecure.\n"
    )
    return text, [pw], _clean(pw)


@kind(
    "govc_env_password",
    "find_string 'GOVC_PASSWORD' (govc vSphere CLI environment)",
    r"[A-Z][a-z]+[0-9]{3}\$[A-Z][a-z]+",
    prefixless=True,
)
def _govc(g: _R):
    pw = f"{g.r.choice(WORDS).capitalize()}{g.digits(3)}${g.r.choice(CITIES).capitalize()}"
    text = (
        "export GOVC_URL=https://vcenter.example.local/sdk\nexport GOVC_USERNAME=svc-packer@vsphere.local\n"
        f"export GOVC_PASSWORD='{pw}'\nexport GOVC_INSECURE=1\n$ govc ls /DC1/vm\n"
    )
    return text, [pw], _clean(pw)


@kind(
    "ovftool_vi_url_password",
    "written from memory: ovftool target locator vi://user:password@host/ (URL-escaped password)",
    r"[a-z]+[0-9]{3}[a-z]+",
    prefixless=True,
)
def _ovftool(g: _R):
    pw = f"{g.r.choice(WORDS).lower()}{g.digits(3)}{g.r.choice(CITIES).lower()}"
    text = (
        "$ ovftool --acceptAllEulas --name=nsx-mgr-01 --datastore=vsanDatastore nsx-unified-appliance.ova \\\n"
        f"    'vi://administrator%40vsphere.local:{pw}@vcenter.example.local/DC1/host/Cluster1'\n"
    )
    return text, [pw], pw


@kind(
    "sevenzip_archive_password_switch",
    "find_string '7z a -p' (7-Zip -p<password> switch, with -mhe=on)",
    r"[A-Z][a-z]+[0-9]{4}[a-z]+",
    prefixless=True,
)
def _7z(g: _R):
    pw = f"{g.r.choice(SEASONS)}{g.digits(4)}{g.r.choice(WORDS).lower()}"
    text = f'$ 7z a -t7z -mhe=on -mx=9 -p"{pw}" exports-2025-q3.7z ./exports/\nEverything is Ok\n'
    return text, [pw], pw


@kind(
    "gopass_show_output",
    "find_string 'gopass show' (gopass show -o prints the password line)",
    r"[A-Za-z0-9!#%&*?]{20}",
    prefixless=True,
)
def _gopass(g: _R):
    pw = g.s(20, ALNUM + "!#%&*?")
    text = f"$ gopass show -o infra/grafana/admin\n{pw}\n"
    return text, [pw], _clean(pw)


@kind(
    "kubeadm_join_token",
    "find_string 'kubeadm join' (bootstrap token [a-z0-9]{6}.[a-z0-9]{16} in the printed join command)",
    r"[a-z0-9]{6}\.[a-z0-9]{16}",
    prefixless=True,
)
def _kubeadm(g: _R):
    tok = f"{g.s(6, LOWER_DIGITS)}.{g.s(16, LOWER_DIGITS)}"
    text = (
        "$ kubeadm token create --print-join-command\n"
        f"kubeadm join 10.0.10.5:6443 --token {tok} \\\n    --discovery-token-ca-cert-hash sha256:{g.s(64, HEX)}\n"
    )
    return text, [tok], tok


# -- payment terminals and gateways ----------------------------------------------------------------


@kind(
    "dukpt_bdk_hex_component",
    "find_string '0123456789ABCDEFFEDCBA9876543210' (ANSI X9.24 DUKPT BDK: 32 hex, with the KSN)",
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _bdk(g: _R):
    bdk = g.s(32, HEXU)
    ksn = "FFFF" + g.s(16, HEXU)
    text = (
        "# terminal-injection.yaml (key ceremony, lane 3)\n"
        f"bdk: {bdk}\ninitial_ksn: {ksn}\nalgorithm: TDES-DUKPT\n"
    )
    return text, [bdk], bdk


@kind(
    "payment_zmk_key_components",
    "written from memory: zone master key (ZMK) clear components of 32 hex with a key check value (KCV)",
    r"[0-9A-F]{4}( [0-9A-F]{4}){7}",
    prefixless=True,
)
def _zmk(g: _R):
    comps = [" ".join(g.s(4, HEXU) for _ in range(8)) for _ in range(2)]
    kcv = g.s(6, HEXU)
    text = (
        "ZMK component 1 of 2 (custodian A):\n"
        f"  {comps[0]}   KCV {g.s(6, HEXU)}\nZMK component 2 of 2 (custodian B):\n"
        f"  {comps[1]}   KCV {g.s(6, HEXU)}\nCombined ZMK KCV: {kcv}\n"
    )
    return text, comps, comps[0].replace(" ", "")


@kind(
    "sslcommerz_store_passwd",
    "find_string 'store_passwd' (SSLCommerz store_id / store_passwd, e.g. <store id>@ssl)",
    r"[a-z]{5}[0-9a-f]{13}@ssl",
    prefixless=True,
)
def _sslcz(g: _R):
    sid = g.s(5, "abcdefghijklmnopqrstuvwxyz") + g.s(13, HEX)
    pw = sid + "@ssl"
    text = (
        "$post_data = array();\n"
        f"$post_data['store_id'] = \"{sid}\";\n$post_data['store_passwd'] = \"{pw}\";\n"
        "$post_data['total_amount'] = \"1250\";\n"
    )
    return text, [pw], _clean(pw)


@kind(
    "realex_hpp_shared_secret",
    "written from memory: Global Payments (Realex) HPP merchant shared secret used to sign SHA1HASH",
    r"[A-Za-z0-9]{10}",
    prefixless=True,
)
def _realex(g: _R):
    sec = g.s(10)
    text = (
        "realex:\n  merchant_id: examplemerchant\n  account: internet\n"
        f"  shared_secret: {sec}\n  hpp_url: https://pay.sandbox.realexpayments.com/pay\n"
    )
    return text, [sec], sec


# -- more broadcast, network and media carriers ----------------------------------------------------


@kind(
    "aws_ivs_srt_passphrase",
    "https://docs.aws.amazon.com/ivs/latest/LowLatencyAPIReference/API_Srt.html (Srt.passphrase, auto-generated)",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _ivs(g: _R):
    pw = g.s(32)
    out = {
        "channel": {
            "arn": f"arn:aws:ivs:eu-west-1:{g.digits(12)}:channel/{g.s(12)}",
            "srt": {"endpoint": f"{g.s(12, LOWER_DIGITS)}.srt.live-video.net", "passphrase": pw},
        }
    }
    return "$ aws ivs get-channel --arn $CHANNEL_ARN\n" + json.dumps(out, indent=4) + "\n", [pw], pw


@kind(
    "wms_publishing_point_distribution_password",
    "https://learn.microsoft.com/en-us/previous-versions/windows/desktop/dd893064(v=vs.85) "
    "(IWMSPublishingPoint.SetDistributionUserNamePassword)",
    r"[A-Z][a-z]+[0-9]{3}[a-z]+",
    prefixless=True,
)
def _wms(g: _R):
    pw = f"{g.r.choice(WORDS).capitalize()}{g.digits(3)}{g.r.choice(CITIES).lower()}"
    text = (
        'Server = CreateObject("WMSServer.Server")\n'
        'PubPoint = Server.PublishingPoints.Item("Lobby_Broadcast")\n'
        f'PubPoint.SetDistributionUserNamePassword("relay-edge", "{pw}")\n'
    )
    return text, [pw], pw


@kind(
    "janode_config_apisecret",
    "code: meetecho/janode examples/streaming/src/config.template.js (address [{ url, apisecret }])",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _janode(g: _R):
    sec = g.s(24)
    text = (
        "export default {\n  janode: {\n    address: [{\n      url: 'ws://janus.internal:8188/',\n"
        f"      apisecret: '{sec}'\n    }}],\n    retry_time_secs: 10\n  }},\n}};\n"
    )
    return text, [sec], sec


@kind(
    "aruba_central_wlan_personal_security_json",
    'find_string \'wpa-passphrase\' (Aruba Central WLAN profile JSON "personal-security": {"wpa-passphrase"})',
    r"[a-z]+[0-9]{2}[A-Z][a-z]+[0-9]{2}",
    prefixless=True,
)
def _central(g: _R):
    pw = f"{g.r.choice(WORDS).lower()}{g.digits(2)}{g.r.choice(CITIES).capitalize()}{g.digits(2)}"
    body = {
        "essid": {"name": "Branch-Staff"},
        "opmode": "WPA2_PERSONAL",
        "personal-security": {"passphrase-format": "STRING", "wpa-passphrase": pw},
    }
    return (
        "POST /network-config/v1alpha1/wlan-ssids/Branch-Staff\n" + json.dumps(body, indent=2) + "\n",
        [pw],
        pw,
    )


@kind(
    "tiesse_imola_l2tp_peer_secret",
    "https://manualshive.com/en/manual/tiesse/imola-0220/1114580?page=252 (set l2tp peer secret <secret-key>)",
    r"[a-z]+[0-9]{4}[a-z]+",
    prefixless=True,
)
def _imola(g: _R):
    sec = f"{g.r.choice(CITIES).lower()}{g.digits(4)}{g.r.choice(WORDS).lower()}"
    text = (
        "set l2tp peer addr 198.51.100.44\nset l2tp peer port 1701\n"
        f"set l2tp peer secret {sec}\nset l2tp lac login branch17 password {sec}\nset l2tp default-route\n"
    )
    return text, [sec], sec


# -- wallet keys and vendor-prefixed keys ----------------------------------------------------------


@kind(
    "sui_keytool_suiprivkey",
    "find_string 'suiprivkey1' (Sui Bech32 private key: flag byte + 32 bytes, hrp suiprivkey)",
    r"suiprivkey1[02-9ac-hj-np-z]{59}",
)
def _sui(g: _R):
    key = _bech32("suiprivkey", b"\x00" + _raw(g, 32))
    text = (
        "$ sui keytool export --key-identity 0x7d3b...e91a\n"
        f"╭──────────────────┬─────────────────────────────────────────────────────────────────────────╮\n"
        f"│ exportedPrivateKey │ {key} │\n│ keyScheme        │ ed25519 │\n"
    )
    return text, [key], key


@kind(
    "aptos_profile_ed25519_priv",
    "find_string 'ed25519-priv-0x' (Aptos/Movement AIP-80 private key in .aptos/config.yaml profiles)",
    r"ed25519-priv-0x[0-9a-f]{64}",
)
def _aptos(g: _R):
    key = "ed25519-priv-0x" + g.s(64, HEX)
    text = (
        "# .aptos/config.yaml\nprofiles:\n  default:\n    network: Testnet\n"
        f'    private_key: "{key}"\n    public_key: "ed25519-pub-0x{g.s(64, HEX)}"\n'
    )
    return text, [key], key


@kind(
    "ipfs_config_identity_privkey",
    'find_string \'"PrivKey": "CAES\' (IPFS/kubo config Identity.PrivKey: base64 protobuf Ed25519 key)',
    r"CAESQ[A-Za-z0-9+/]{86}=",
)
def _ipfs(g: _R):
    key = base64.b64encode(b"\x08\x01\x12\x40" + _raw(g, 64)).decode()
    text = (
        "$ jq .Identity ~/.ipfs/config\n{\n"
        f'  "PeerID": "12D3KooW{g.s(44, B58)}",\n  "PrivKey": "{key}"\n}}\n'
    )
    return text, [key], _clean(key)


@kind(
    "lotus_wallet_export_hex",
    'find_string \'7b2254797065223a22\' (lotus wallet export: hex of {"Type":"secp256k1","PrivateKey":...})',
    r"7b2254797065223a22736563703235366b31222c22507269766174654b6579223a22[0-9a-f]+227d",
)
def _lotus(g: _R):
    key = json.dumps({"Type": "secp256k1", "PrivateKey": _b64(g, 32)}, separators=(",", ":")).encode().hex()
    text = f"$ lotus wallet export f1{g.s(39, 'abcdefghijklmnopqrstuvwxyz234567')}\n{key}\n"
    return text, [key], key[:120]


@kind(
    "hedera_der_private_key",
    "find_string '302e020100300506032b657004220420' (Hedera ED25519 DER-encoded private key in .env)",
    r"302e020100300506032b657004220420[0-9a-f]{64}",
)
def _hedera(g: _R):
    key = "302e020100300506032b657004220420" + g.s(64, HEX)
    text = f"HEDERA_NETWORK=testnet\nHEDERA_ACCOUNT_ID=0.0.{g.digits(7)}\nHEDERA_PRIVATE_KEY={key}\n"
    return text, [key], key


@kind(
    "near_credentials_json_private_key",
    "written from memory: NEAR CLI ~/.near-credentials/<network>/<account>.json private_key ed25519:<base58>",
    r"ed25519:[1-9A-HJ-NP-Za-km-z]{80,90}",
)
def _near(g: _R):
    key = "ed25519:" + _b58(b"\x01" + _raw(g, 63))
    cred = {"account_id": "payroll.testnet", "public_key": "ed25519:" + _b58(_raw(g, 32)), "private_key": key}
    return json.dumps(cred) + "\n", [key], key.split(":", 1)[1]


@kind(
    "avalanche_privatekey_cb58",
    "written from memory: Avalanche X/P-chain private key PrivateKey-<CB58> (base58 + last 4 bytes of sha256)",
    r"PrivateKey-[1-9A-HJ-NP-Za-km-z]{48,52}",
)
def _avax(g: _R):
    raw = _raw(g, 32)
    key = "PrivateKey-" + _b58(raw + hashlib.sha256(raw).digest()[-4:])
    text = f"# avalanchego local network ewoq-style funded key\nexport AVAX_PRIVATE_KEY={key}\n"
    return text, [key], key


@kind(
    "mina_private_key_ek",
    "written from memory: Mina private key, Base58Check with version byte 0x5a (52 chars, EK...)",
    r"EK[1-9A-HJ-NP-Za-km-z]{50}",
)
def _mina(g: _R):
    key = _b58check(b"\x5a\x01" + _raw(g, 32))
    text = f"$ mina-signer keygen --network testnet\nprivate key: {key}\npublic key:  B62q{g.s(51, B58)}\n"
    return text, [key], key


def _erd(g: _R) -> str:
    return _bech32("erd", _raw(g, 32))


@kind(
    "multiversx_pem_wallet_key",
    "written from memory: MultiversX (Elrond) wallet PEM: -----BEGIN PRIVATE KEY for erd1...----- base64 of hex",
    r"[A-Za-z0-9+/]{64}",
)
def _erdpem(g: _R):
    addr = _erd(g)
    body = base64.b64encode((_raw(g, 32).hex() + _raw(g, 32).hex()).encode()).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    text = (
        f"-----BEGIN PRIVATE KEY for {addr}-----\n"
        + "\n".join(lines)
        + f"\n-----END PRIVATE KEY for {addr}-----\n"
    )
    return text, [lines[0], lines[1]], _clean(lines[0])


@kind(
    "litecoin_wif_dumpprivkey",
    "written from memory: litecoin-cli dumpprivkey, WIF with version 0xb0 (compressed, T...), Base58Check",
    r"T[1-9A-HJ-NP-Za-km-z]{51}",
)
def _ltc(g: _R):
    key = _b58check(b"\xb0" + _raw(g, 32) + b"\x01")
    text = f"$ litecoin-cli dumpprivkey ltc1q{g.s(38, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}\n{key}\n"
    return text, [key], key


@kind(
    "dogecoin_wif_dumpprivkey",
    "written from memory: dogecoin-cli dumpprivkey, WIF with version 0x9e (compressed, Q...), Base58Check",
    r"Q[1-9A-HJ-NP-Za-km-z]{51}",
)
def _doge(g: _R):
    key = _b58check(b"\x9e" + _raw(g, 32) + b"\x01")
    text = f"$ dogecoin-cli dumpprivkey D{g.s(33, B58)}\n{key}\n"
    return text, [key], key


@kind(
    "dash_wif_dumpprivkey",
    "written from memory: dash-cli dumpprivkey, WIF with version 0xcc (compressed, X...), Base58Check",
    r"X[1-9A-HJ-NP-Za-km-z]{51}",
)
def _dash(g: _R):
    key = _b58check(b"\xcc" + _raw(g, 32) + b"\x01")
    text = f"$ dash-cli dumpprivkey X{g.s(33, B58)}\n{key}\n"
    return text, [key], key


@kind(
    "cosmos_keys_export_armor",
    "written from memory: <chain>d keys export output, -----BEGIN TENDERMINT PRIVATE KEY----- with kdf/salt headers",
    r"[A-Za-z0-9+/]{64}",
)
def _cosmos(g: _R):
    body = _b64(g, 96)
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    text = (
        "$ gaiad keys export validator\nEnter passphrase to encrypt the exported key:\n"
        "-----BEGIN TENDERMINT PRIVATE KEY-----\nkdf: bcrypt\n"
        f"salt: {g.s(32, HEXU)}\ntype: secp256k1\n\n" + "\n".join(lines) + "\n=" + g.s(4, B64) + "\n"
        "-----END TENDERMINT PRIVATE KEY-----\n"
    )
    return text, [lines[0], lines[1]], _clean(lines[0])


@kind(
    "polkadot_subkey_secret_seed",
    "written from memory: subkey generate output, Secret seed: 0x<64 hex> beside the secret phrase",
    r"0x[0-9a-f]{64}",
    prefixless=True,
)
def _subkey(g: _R):
    seed = "0x" + g.s(64, HEX)
    text = (
        "$ subkey generate --scheme sr25519\nSecret phrase:       "
        + " ".join(
            g.r.choice(["exile", "bamboo", "rival", "cargo", "ozone", "tuna", "slab", "vivid"])
            for _ in range(12)
        )
        + f"\n  Network ID:        substrate\n  Secret seed:       {seed}\n"
        f"  SS58 Address:      5{g.s(47, B58)}\n"
    )
    return text, [seed], seed


@kind(
    "monero_wallet_cli_spendkey",
    "written from memory: monero-wallet-cli 'spendkey' prints secret: <64 hex> and public: <64 hex>",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _xmr(g: _R):
    sec = g.s(64, HEX)
    text = f"[wallet 44AFFq]: spendkey\nWallet password: \nsecret: {sec}\npublic: {g.s(64, HEX)}\n"
    return text, [sec], sec


@kind(
    "retool_api_token",
    "find_string 'retool_01' (Retool API / RPC token retool_<ULID>)",
    r"retool_01[0-9a-hjkmnp-tv-z]{24}",
)
def _retool(g: _R):
    tok = "retool_01" + g.s(24, "0123456789abcdefghjkmnpqrstvwxyz")
    text = (
        "const rpc = new RetoolRPC({\n"
        f"  apiToken: '{tok}',\n  host: 'https://acme.retool.com',\n  resourceId: '{g.uuid()}',\n}});\n"
    )
    return text, [tok], tok


@kind(
    "firehydrant_bot_token",
    "find_string 'fhb-' (a FireHydrant integration's api_token table: FireHydrant API key fhb-...)",
    r"fhb-[0-9a-f]{32}",
)
def _firehydrant(g: _R):
    tok = "fhb-" + g.s(32, HEX)
    text = (
        f'$ curl -s -H "Authorization: {tok}" https://api.firehydrant.io/v1/incidents?per_page=1 | jq .data[0].name\n'
        '"Checkout latency in eu-west"\n'
    )
    return text, [tok], tok
