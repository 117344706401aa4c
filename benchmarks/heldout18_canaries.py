"""Held-out canary set 18: credentials in formats no earlier set used (issue 31).

A canary set nobody has tuned on, all of it credentials, every kind a format that none of the
sets 1-17 used: the kind names were drawn from outside ``/work/s23/used_names.txt`` (the 2,171 kind
names of the earlier sets), and each kind is another vendor, another scheme or another carrier
than any name on that list. It has three parts:

1. **Prefixless secrets in daemon, mail, mount, VPN, network-device and tool configs** no earlier
   set used (a few, such as ``.netrc``, are known carriers holding a new vendor's token; only the
   surrounding file says "secret"): aria2 ``rpc-secret``, Transmission ``settings.json`` ``rpc-password``, Plex
   ``Preferences.xml`` ``PlexOnlineToken``, SABnzbd ``sabnzbd.ini`` ``api_key``, ``kaggle.json``,
   DRBD ``shared-secret``, open-iscsi CHAP passwords, exim ``passwd.client``, sendmail ``authinfo``,
   OpenSMTPD ``secrets`` table, dma ``auth.conf``, davfs2 ``secrets``, CUPS ``lpadmin`` SMB device
   URIs, ``sshfs -o password_stdin``, ``curlftpfs`` in fstab, vpnc group secret and Xauth password,
   openfortivpn config, ``netbird up --setup-key``, rathole and bore tunnel tokens, inadyn,
   certbot-dns-inwx, VyOS ``plaintext-password``, Arista EOS ``secret 0``, slapd.conf ``rootpw``,
   ``pcs host auth -p``, irssi ``sasl_password``, OpenWrt UCI PPPoE password, ``.bazelrc``
   ``--remote_header`` (NativeLink), Traefik/lego NameSilo key in compose, CocoaPods trunk in
   ``.netrc``.
2. **Prefixless vendor keys** (hex, UUID, base64, ``id.secret``, grouped) from IoT (Philips Hue
   bridge username/clientkey, SwitchBot, SolarEdge), payments (M-Pesa Daraja passkey, Paymob HMAC,
   PayFast), exchanges (Bitstamp, Luno, bitFlyer), maps (Tencent LBS, Smarty), AI (Zhipu
   BigModel, iFlytek Spark), CI/testing (Codefresh, Cypress Cloud record key, Applitools), data
   (Fivetran), banking-as-a-service (Wise, Currencycloud, Salt Edge, Modern Treasury), game
   platforms (Unity Gaming Services, GameAnalytics), video (Mux), observability (Raygun, Cronitor),
   telephony (Exotel, Bandwidth, Zadarma, SMSAPI.pl), identity (FusionAuth kickstart), CMS
   (Storyblok), e-commerce (Saleor, Printful, ShipStation, Gumroad), e-signature (BoldSign,
   DocuSeal), HR/payroll (Gusto, Workable, Ashby, Teamtailor), engagement (Braze, Customer.io),
   feature flags (Flipt) and a regional cloud (Selectel object storage), in PHP, Python, Go, C#,
   TypeScript, Ruby, Kotlin, Rust, Elixir, Swift, Dart, Lua, PowerShell, Java properties, R
   ``.Renviron``, crontab, shell, YAML, JSON and ``.env`` files, with comments in Chinese, Polish,
   Spanish and English.
3. **Vendor tokens with a documented prefix or structure**: Klarna ``klarna_live_api_``, DevCycle
   ``dvc_server_``, OneSignal ``os_v2_app_``, SORACOM ``keyId-``/``secret-``, Socket
   ``sktsec_..._api``, Amazon SP-API ``amzn1.oa2-cs.v1.`` and ``Atzr|``, eBay ``PRD-`` cert id,
   MEXC ``mx0vgl``, Bitget ``bg_``, Rapyd ``rak_``/``rsk_``, Conekta ``key_``, Culqi, Wompi
   ``prv_prod_``, Omise ``skey_``, PayMongo, Mono ``live_sk_``, dotenv-vault ``DOTENV_KEY`` URIs,
   GrowthBook ``secret_``, Vespa Cloud ``vespa_cloud_``, Doofinder ``eu1-``, turbopuffer
   ``tpuf_``, Documenso ``api_``, Tesla Fleet ``ta-secret.``, Cartesia ``sk_car_``, Klaviyo
   ``pk_``, Simple Analytics ``sa_api_key_``, Unkey ``unkey_3Z``, Appwrite ``standard_``, Xata
   ``xau_``, Tinybird ``p.eyJ``, Dagster+ ``user:``, Chromatic ``chpt_``, Ory ``ory_pat_``,
   Coolify (Laravel Sanctum ``id|token``), Lemon Squeezy (an RS256 JWT), Stability AI ``sk-``.

How it was kept apart: written in one sitting in a worktree of its own (branch ``set18``, from
``main`` at fd75157) from public documentation only. Read: this brief, the kind names in
``used_names.txt`` (names only), lines 1-160 of ``heldout_canaries.py`` (alphabets, ``HeldOut``,
``_R``, ``Registry``), ``heldout_eval.py``, ``tests/test_heldout_canaries.py`` and the first 60
lines of ``heldout9_canaries.py`` (its docstring and imports, as a model of this header). Not read:
the redactor (``agent_traces/``), its tests, ``tests/canaries.py``, any label file,
``benchmarks/RESULTS.md``, ``docs/``, any other canary set or source list, any recall figure. The
``search`` tools (``search`` over ``docs`` and ``code``, ``find_string``, ``read_file``) were used
to check token shapes against vendor pages (Klarna, DevCycle, OneSignal, GrowthBook, Unkey, Rapyd,
Simple Analytics) and public code and rule sets (GrowthBook's ``ApiKeyModel.ts``, Socket's own
constant, keyhog and redact-secret detectors, and code that shows the prefixes and lengths of
SORACOM, Amazon SP-API, MEXC, Bitget, Conekta, Mono, Appwrite, Tinybird, Dagster+, Chromatic, Ory,
Xata, Cartesia, turbopuffer, Documenso, Doofinder and Tesla Fleet keys); the other kinds follow the
vendor or manual pages cited per kind in ``SOURCES`` and ``heldout18_sources.tsv``. Where a
vendor publishes no shape (Modern Treasury and most prefixless kinds) the value is random and only
its context identifies it. The only harness output looked at was ``/work/s23/ctl.py`` on the
control run (which plants do not reach the output even without redaction). Values are random per
seed, never a real credential; no kind carries a checksum.

113 kinds (113 credential, 0 personal), 77 of them prefixless (only their context is a clue).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout18_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import json
import string

from heldout_canaries import _R, B64, B64URL, HEX, LOWER_DIGITS, UPPER_DIGITS, Registry

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

ALNUM = string.ascii_letters + string.digits
UPPER_HEX = "0123456789ABCDEF"
B32_LOWER = "abcdefghijklmnopqrstuvwxyz234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _b64(g: _R, nbytes: int) -> str:
    return base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(nbytes))).decode()


def _b64url(g: _R, nbytes: int) -> str:
    return base64.urlsafe_b64encode(bytes(g.r.getrandbits(8) for _ in range(nbytes))).rstrip(b"=").decode()


def _word_pw(g: _R) -> str:
    """A password safe inside a URL or an unquoted shell word (letters, digits, '-', '_')."""
    return g.s(4, string.ascii_uppercase) + g.s(6, string.ascii_lowercase) + g.digits(4) + g.s(4, ALNUM)


def _host(g: _R) -> str:
    return (
        g.r.choice(["mx", "smtp", "relay", "mail", "out"])
        + g.digits(2)
        + "."
        + g.r.choice(["example.net", "example.org", "corp.example", "lab.example.com"])
    )


# -- prefixless secrets in daemon, mail, mount, VPN and network-device configs -------------------


@kind(
    "aria2_conf_rpc_secret",
    "https://aria2.github.io/manual/en/html/aria2c.html#cmdoption-rpc-secret",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _aria2(g: _R):
    v = g.s(32)
    text = (
        "$ cat ~/.config/aria2/aria2.conf\n"
        "dir=/srv/downloads\nenable-rpc=true\nrpc-listen-all=false\nrpc-listen-port=6800\n"
        f"rpc-secret={v}\nmax-concurrent-downloads=4\ncontinue=true\n"
    )
    return text, [v], v


@kind(
    "transmission_settings_rpc_password",
    "https://github.com/transmission/transmission/blob/main/docs/Editing-Configuration-Files.md",
    r"\S{12,}",
    prefixless=True,
)
def _transmission(g: _R):
    v = g.password()
    text = (
        "// /var/lib/transmission-daemon/info/settings.json (edited while the daemon was stopped)\n"
        "{\n"
        '    "rpc-authentication-required": true,\n'
        '    "rpc-bind-address": "0.0.0.0",\n'
        f'    "rpc-password": {json.dumps(v)},\n'
        '    "rpc-port": 9091,\n'
        '    "rpc-username": "seedbox",\n'
        '    "rpc-whitelist-enabled": false\n'
        "}\n"
    )
    return text, [v], v


@kind(
    "plex_preferences_online_token",
    "https://support.plex.tv/articles/204059436-finding-an-authentication-token-x-plex-token/",
    r"[A-Za-z0-9_-]{20}",
    prefixless=True,
)
def _plex(g: _R):
    v = g.s(20, ALNUM + "_-")
    mid = g.s(40, HEX)
    text = (
        "$ sudo cat '/var/lib/plexmediaserver/Library/Application Support/Plex Media Server/Preferences.xml'\n"
        '<?xml version="1.0" encoding="utf-8"?>\n'
        f'<Preferences MachineIdentifier="{g.uuid()}" ProcessedMachineIdentifier="{mid}" '
        f'AcceptedEULA="1" PlexOnlineHome="1" PlexOnlineMail="media@home.example" '
        f'PlexOnlineToken="{v}" PlexOnlineUsername="mediabox" TranscoderTempDirectory="/tmp/plex"/>\n'
    )
    return text, [v], v


@kind(
    "sabnzbd_ini_api_key",
    "https://sabnzbd.org/wiki/configuration/4.3/general",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _sabnzbd(g: _R):
    v, nzb = g.s(32, HEX), g.s(32, HEX)
    text = (
        "$ grep -A12 '^\\[misc\\]' ~/.sabnzbd/sabnzbd.ini\n"
        "[misc]\nhost = 0.0.0.0\nport = 8080\nhttps_port = 9090\n"
        f"api_key = {v}\nnzb_key = {nzb}\n"
        'username = ""\npassword = ""\ndownload_dir = /data/incomplete\ncomplete_dir = /data/complete\n'
    )
    return text, [v, nzb], v


@kind(
    "kaggle_json_api_key",
    "https://www.kaggle.com/docs/api#authentication",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _kaggle(g: _R):
    v = g.s(32, HEX)
    user = "ds" + g.s(6, string.ascii_lowercase)
    text = (
        "$ cat ~/.kaggle/kaggle.json\n"
        + json.dumps({"username": user, "key": v})
        + "\n$ kaggle competitions download -c titanic\nDownloading titanic.zip to /work/data\n"
    )
    return text, [v], v


@kind(
    "drbd_net_shared_secret",
    "https://linbit.com/drbd-user-guide/drbd-guide-9_0-en/#s-configure-authentication",
    r"\S{12,}",
    prefixless=True,
)
def _drbd(g: _R):
    v = g.password()
    text = (
        "# /etc/drbd.d/r0.res\n"
        "resource r0 {\n"
        "  net {\n"
        "    cram-hmac-alg sha1;\n"
        f'    shared-secret "{v}";\n'
        "    protocol C;\n"
        "  }\n"
        "  on alpha { device /dev/drbd0; disk /dev/sdb1; address 10.1.1.31:7789; meta-disk internal; }\n"
        "  on bravo { device /dev/drbd0; disk /dev/sdb1; address 10.1.1.32:7789; meta-disk internal; }\n"
        "}\n"
    )
    return text, [v], v


@kind(
    "iscsid_conf_chap_password",
    "https://github.com/open-iscsi/open-iscsi/blob/master/etc/iscsid.conf",
    r"[A-Za-z0-9_-]{12,16}",
    prefixless=True,
)
def _iscsi(g: _R):
    v, v_in = g.s(14, ALNUM), g.s(16, ALNUM)
    text = (
        "$ sudo grep -v '^#' /etc/iscsi/iscsid.conf | grep auth\n"
        "node.session.auth.authmethod = CHAP\n"
        "node.session.auth.username = iqn.2024-03.lab.example:node7\n"
        f"node.session.auth.password = {v}\n"
        "node.session.auth.username_in = target-san01\n"
        f"node.session.auth.password_in = {v_in}\n"
    )
    return text, [v, v_in], v


@kind(
    "exim_passwd_client_line",
    "https://manpages.debian.org/bookworm/exim4-config/exim4_passwd_client.5.en.html",
    r"\S{12,}",
    prefixless=True,
)
def _exim(g: _R):
    v = g.password().replace(":", "")
    host = _host(g)
    text = (
        "$ sudo cat /etc/exim4/passwd.client\n"
        "# password file used when the local exim is authenticating to a remote host as a client.\n"
        "#\n# target.mail.server.example:login:password\n"
        f"*.{host.split('.', 1)[1]}:alerts@{host.split('.', 1)[1]}:{v}\n"
    )
    return text, [v], v


@kind(
    "sendmail_authinfo_map",
    "https://www.sendmail.org/~ca/email/auth.html",
    r"\S{12,}",
    prefixless=True,
)
def _sendmail(g: _R):
    v = g.password().replace('"', "")
    host = _host(g)
    text = (
        "$ sudo cat /etc/mail/authinfo\n"
        f'AuthInfo:{host} "U:noreply" "I:noreply" "P:{v}" "M:PLAIN"\n'
        "$ sudo makemap hash /etc/mail/authinfo < /etc/mail/authinfo\n"
    )
    return text, [v], v


@kind(
    "opensmtpd_secrets_table",
    "https://man.openbsd.org/table.5",
    r"[A-Za-z0-9_-]{16,}",
    prefixless=True,
)
def _opensmtpd(g: _R):
    v = _word_pw(g)
    host = _host(g)
    text = (
        "# /etc/mail/smtpd.conf\n"
        "table secrets file:/etc/mail/secrets\n"
        f'action "relay" relay host smtp+tls://relayuser@{host}:587 auth <secrets>\n'
        "\n$ doas cat /etc/mail/secrets\n"
        f"relayuser postmaster:{v}\n"
    )
    return text, [v], v


@kind(
    "dma_auth_conf_line",
    "https://man.freebsd.org/cgi/man.cgi?query=dma&sektion=8",
    r"\S{12,}",
    prefixless=True,
)
def _dma(g: _R):
    v = g.password().replace("|", "").replace(":", "")
    host = _host(g)
    text = (
        "$ cat /etc/dma/dma.conf | grep -v '^#'\n"
        f"SMARTHOST {host}\nPORT 587\nAUTHPATH /etc/dma/auth.conf\nSECURETRANSFER\nSTARTTLS\n"
        "$ sudo cat /etc/dma/auth.conf\n"
        f"backup-reports|{host}:{v}\n"
    )
    return text, [v], v


@kind(
    "davfs2_secrets_line",
    "https://manpages.debian.org/bookworm/davfs2/mount.davfs.8.en.html",
    r"\S{12,}",
    prefixless=True,
)
def _davfs(g: _R):
    v = g.password().replace('"', "").replace("\\", "")
    text = (
        "$ cat ~/.davfs2/secrets\n"
        "# personal secrets file for davfs2\n"
        f'https://cloud.example.org/remote.php/dav/files/marta/ marta "{v}"\n'
        "$ mount ~/nextcloud\n"
    )
    return text, [v], v


@kind(
    "cups_lpadmin_smb_device_uri",
    "https://www.cups.org/doc/man-lpadmin.html ; https://www.samba.org/samba/docs/current/man-html/smbspool.8.html",
    r"[A-Za-z0-9_-]{16,}",
    prefixless=True,
)
def _cups(g: _R):
    v = _word_pw(g)
    text = (
        "$ sudo lpadmin -p Floor3-Color -E "
        f"-v 'smb://OFFICE/printsvc:{v}@printsrv01/Floor3-Color' -m everywhere\n"
        "$ lpstat -v\n"
        f"device for Floor3-Color: smb://OFFICE/printsvc:{v}@printsrv01/Floor3-Color\n"
    )
    return text, [v], v


@kind(
    "sshfs_password_stdin_pipe",
    "https://github.com/libfuse/sshfs/blob/master/sshfs.rst",
    r"\S{12,}",
    prefixless=True,
)
def _sshfs(g: _R):
    v = g.password().replace("'", "")
    text = (
        "#!/bin/sh\n# mount-builds.sh, run from cron\n"
        f"echo '{v}' | sshfs -o password_stdin,reconnect,ServerAliveInterval=15 "
        "builder@10.20.0.5:/var/builds /mnt/builds\n"
    )
    return text, [v], v


@kind(
    "curlftpfs_user_option",
    "https://manpages.debian.org/bookworm/curlftpfs/curlftpfs.1.en.html",
    r"[A-Za-z0-9_-]{16,}",
    prefixless=True,
)
def _curlftpfs(g: _R):
    v = _word_pw(g)
    text = (
        "$ grep curlftpfs /etc/fstab\n"
        f"curlftpfs#ftp.example.net /mnt/ftp fuse user=webdeploy:{v},allow_other,_netdev 0 0\n"
    )
    return text, [v], v


@kind(
    "vpnc_conf_ipsec_secret_xauth",
    "https://manpages.debian.org/bookworm/vpnc/vpnc.8.en.html",
    r"\S{12,}",
    prefixless=True,
)
def _vpnc(g: _R):
    group_secret, xauth = g.s(18, ALNUM), g.password()
    text = (
        "$ sudo cat /etc/vpnc/office.conf\n"
        "IPSec gateway vpn.example.com\n"
        "IPSec ID remote-staff\n"
        f"IPSec secret {group_secret}\n"
        "Xauth username jkowalski\n"
        f"Xauth password {xauth}\n"
    )
    return text, [group_secret, xauth], group_secret


@kind(
    "openfortivpn_config_password",
    "https://github.com/adrienverge/openfortivpn/blob/master/doc/openfortivpn.1.in",
    r"\S{12,}",
    prefixless=True,
)
def _openforti(g: _R):
    v = g.password()
    text = (
        "$ sudo cat /etc/openfortivpn/config\n"
        "host = vpn.example.com\nport = 10443\nusername = r.almeida\n"
        f"password = {v}\n"
        f"trusted-cert = {g.s(64, HEX)}\n"
    )
    return text, [v], v


@kind(
    "netbird_up_setup_key",
    "https://docs.netbird.io/how-to/register-machines-using-setup-keys",
    r"[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}",
    prefixless=True,
)
def _netbird(g: _R):
    v = g.uuid().upper()
    text = (
        f"$ sudo netbird up --management-url https://netbird.example.com:33073 --setup-key {v}\nConnected\n"
    )
    return text, [v], v


@kind(
    "rathole_server_toml_token",
    "https://github.com/rapiz1/rathole#configuration",
    r"[A-Za-z0-9]{24,}",
    prefixless=True,
)
def _rathole(g: _R):
    v = g.s(28)
    text = (
        '# server.toml\n[server]\nbind_addr = "0.0.0.0:2333"\n\n'
        "[server.services.nas_ssh]\n"
        f'token = "{v}"\n'
        'bind_addr = "0.0.0.0:5202"\n'
    )
    return text, [v], v


@kind(
    "bore_local_secret_flag",
    "https://github.com/ekzhang/bore#authentication",
    r"[A-Za-z0-9]{20,}",
    prefixless=True,
)
def _bore(g: _R):
    v = g.s(24)
    text = (
        f"$ bore local 3000 --to tunnel.example.dev --secret {v}\n"
        "2026-11-29T10:14:03Z  INFO bore_cli::client: connected to server remote_port=43117\n"
    )
    return text, [v], v


@kind(
    "inadyn_conf_password",
    "https://github.com/troglobit/inadyn/blob/master/man/inadyn.conf.5",
    r"\S{12,}",
    prefixless=True,
)
def _inadyn(g: _R):
    v = g.password().replace('"', "")
    text = (
        "# /etc/inadyn.conf\nperiod = 300\n\n"
        "provider default@freedns.afraid.org {\n"
        '    username = "homelab"\n'
        f'    password = "{v}"\n'
        '    hostname = "gate.mooo.com"\n'
        "}\n"
    )
    return text, [v], v


@kind(
    "certbot_dns_inwx_credentials_ini",
    "https://github.com/oGGy990/certbot-dns-inwx#configuration",
    r"\S{12,}",
    prefixless=True,
)
def _inwx(g: _R):
    v = g.password()
    shared = g.s(32, string.ascii_uppercase + "234567")
    text = (
        "$ cat /etc/letsencrypt/inwx.cfg\n"
        "dns_inwx_url = https://api.domrobot.com/xmlrpc/\n"
        "dns_inwx_username = acme-bot\n"
        f"dns_inwx_password = {v}\n"
        f"dns_inwx_shared_secret = {shared}\n"
    )
    return text, [v, shared], v


@kind(
    "vyos_plaintext_password_set",
    "https://docs.vyos.io/en/latest/configuration/system/login.html",
    r"\S{12,}",
    prefixless=True,
)
def _vyos(g: _R):
    v = g.password().replace("'", "")
    text = (
        "vyos@edge01# set system login user netops authentication plaintext-password "
        f"'{v}'\n"
        "vyos@edge01# commit\nvyos@edge01# save\nSaving configuration to '/config/config.boot'...\nDone\n"
    )
    return text, [v], v


@kind(
    "arista_eos_username_secret_0",
    "https://www.arista.com/en/um-eos/eos-user-security",
    r"[A-Za-z0-9_-]{16,}",
    prefixless=True,
)
def _arista(g: _R):
    v = _word_pw(g)
    text = (
        "leaf3(config)#username automation privilege 15 role network-admin secret 0 "
        f"{v}\n"
        "leaf3(config)#write memory\nCopy completed successfully.\n"
    )
    return text, [v], v


@kind(
    "slapd_conf_rootpw_cleartext",
    "https://www.openldap.org/doc/admin24/slapdconfig.html",
    r"\S{12,}",
    prefixless=True,
)
def _slapd(g: _R):
    v = g.password()
    text = (
        "# /usr/local/etc/openldap/slapd.conf\n"
        "database mdb\nmaxsize 1073741824\n"
        'suffix "dc=example,dc=com"\n'
        'rootdn "cn=Manager,dc=example,dc=com"\n'
        f"rootpw {v}\n"
        "directory /var/db/openldap-data\n"
    )
    return text, [v], v


@kind(
    "pcs_host_auth_hacluster_password",
    "https://manpages.debian.org/bookworm/pcs/pcs.8.en.html",
    r"[A-Za-z0-9_-]{16,}",
    prefixless=True,
)
def _pcs(g: _R):
    v = _word_pw(g)
    text = (
        f"[root@node1 ~]# pcs host auth node1 node2 node3 -u hacluster -p {v}\n"
        "node1: Authorized\nnode2: Authorized\nnode3: Authorized\n"
    )
    return text, [v], v


@kind(
    "irssi_config_sasl_password",
    "https://irssi.org/documentation/help/network/",
    r"\S{12,}",
    prefixless=True,
)
def _irssi(g: _R):
    v = g.password().replace('"', "").replace("\\", "")
    text = (
        "$ grep -A8 'libera = {' ~/.irssi/config\n"
        "  libera = {\n"
        '    type = "IRC";\n'
        '    nick = "buildbot-ops";\n'
        '    sasl_mechanism = "PLAIN";\n'
        '    sasl_username = "buildbot-ops";\n'
        f'    sasl_password = "{v}";\n'
        "  };\n"
    )
    return text, [v], v


@kind(
    "openwrt_uci_pppoe_wan_password",
    "https://openwrt.org/docs/guide-user/network/wan/wan_interface_protocols#protocol_pppoe_ppp_over_ethernet",
    r"\S{12,}",
    prefixless=True,
)
def _openwrt(g: _R):
    v = g.password().replace("'", "")
    text = (
        "root@OpenWrt:~# uci show network.wan\n"
        "network.wan=interface\nnetwork.wan.device='eth1'\nnetwork.wan.proto='pppoe'\n"
        "network.wan.username='b7731650@isp.example'\n"
        f"network.wan.password='{v}'\n"
        "network.wan.ipv6='auto'\n"
    )
    return text, [v], v


# -- prefixless vendor keys: IoT, payments, exchanges, maps, CI, HR, banking ---------------------


@kind(
    "philips_hue_bridge_username_clientkey",
    "https://developers.meethue.com/develop/hue-api-v2/getting-started/",
    r"[A-Za-z0-9-]{40}",
    prefixless=True,
)
def _hue(g: _R):
    user, ck = g.s(40, ALNUM + "-"), g.s(32, UPPER_HEX)
    text = (
        "$ curl -k -X POST https://192.168.1.40/api "
        '-d \'{"devicetype":"ha#hallway","generateclientkey":true}\'\n'
        + json.dumps([{"success": {"username": user, "clientkey": ck}}])
        + "\n"
    )
    return text, [user, ck], user


@kind(
    "switchbot_api_token_secret",
    "https://github.com/OpenWonderLabs/SwitchBotAPI#getting-started",
    r"[0-9a-f]{96}",
    prefixless=True,
)
def _switchbot(g: _R):
    token, secret = g.s(96, HEX), g.s(32, HEX)
    text = (
        "# switchbot_sign.py\nimport base64, hashlib, hmac, time, uuid\n\n"
        f'token = "{token}"\n'
        f'secret = "{secret}"\n'
        "nonce = str(uuid.uuid4())\nt = int(round(time.time() * 1000))\n"
        "sign = base64.b64encode(hmac.new(secret.encode(), f'{token}{t}{nonce}'.encode(), "
        "hashlib.sha256).digest())\n"
    )
    return text, [token, secret], token


@kind(
    "solaredge_monitoring_api_key_url",
    "https://knowledge-center.solaredge.com/sites/kc/files/se_monitoring_api.pdf",
    r"[A-Z0-9]{32}",
    prefixless=True,
)
def _solaredge(g: _R):
    v = g.s(32, UPPER_DIGITS)
    site = g.digits(7)
    text = (
        f"$ curl -s 'https://monitoringapi.solaredge.com/site/{site}/overview?api_key={v}' | jq .overview.currentPower\n"
        '{\n  "power": 3412.7\n}\n'
    )
    return text, [v], v


@kind(
    "mpesa_daraja_passkey_consumer_secret",
    "https://developer.safaricom.co.ke/APIs/MpesaExpressSimulate",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _mpesa(g: _R):
    passkey, ck, cs = g.s(64, HEX), g.s(48, ALNUM), g.s(64, ALNUM)
    text = (
        "# config/mpesa.php\nreturn [\n"
        "    'env' => 'production',\n"
        f"    'consumer_key' => '{ck}',\n"
        f"    'consumer_secret' => '{cs}',\n"
        "    'shortcode' => '4081729',\n"
        f"    'passkey' => '{passkey}',\n"
        "    'callback_url' => 'https://shop.example.co.ke/api/mpesa/callback',\n];\n"
    )
    return text, [passkey, ck, cs], passkey


@kind(
    "paymob_hmac_secret_settings",
    "https://developers.paymob.com/egypt/manage-callback/hmac-calculation",
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _paymob(g: _R):
    v = g.s(32, UPPER_HEX)
    text = (
        "# settings/production.py\n"
        "PAYMOB_INTEGRATION_ID = 4417306\n"
        f'PAYMOB_HMAC_SECRET = "{v}"\n'
        "PAYMOB_IFRAME_ID = 871245\n"
    )
    return text, [v], v


@kind(
    "payfast_merchant_key_passphrase_php",
    "https://developers.payfast.co.za/docs#step_2_signature",
    r"[a-z0-9]{13}",
    prefixless=True,
)
def _payfast(g: _R):
    mkey = g.s(13, LOWER_DIGITS)
    phrase = g.s(8, string.ascii_lowercase) + "-" + g.s(8, string.ascii_lowercase) + "-" + g.digits(4)
    text = (
        "<?php\n// app/Payments/PayfastGateway.php\n"
        "$data = [\n"
        "    'merchant_id' => '10284731',\n"
        f"    'merchant_key' => '{mkey}',\n"
        "    'amount' => number_format($order->total, 2, '.', ''),\n];\n"
        f"$signature = generateSignature($data, '{phrase}');\n"
    )
    return text, [mkey, phrase], mkey


@kind(
    "bitstamp_api_key_secret_python",
    "https://www.bitstamp.net/api/#section/Authentication",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _bitstamp(g: _R):
    key, secret = g.s(32), g.s(32)
    text = (
        "import hashlib, hmac, time, uuid, requests\n\n"
        f"api_key = '{key}'\n"
        f"API_SECRET = b'{secret}'\n"
        "timestamp = str(int(round(time.time() * 1000)))\nnonce = str(uuid.uuid4())\n"
        "message = 'BITSTAMP ' + api_key + 'POST' + 'www.bitstamp.net' + '/api/v2/balance/' + nonce + timestamp + 'v2'\n"
        "signature = hmac.new(API_SECRET, msg=message.encode(), digestmod=hashlib.sha256).hexdigest()\n"
    )
    return text, [key, secret], secret


@kind(
    "luno_api_key_id_secret_go",
    "https://www.luno.com/en/developers/api#section/Authentication",
    r"[a-z0-9]{13}",
    prefixless=True,
)
def _luno(g: _R):
    kid, secret = g.s(13, LOWER_DIGITS), g.s(43, B64URL)
    text = (
        'package main\n\nimport luno "github.com/luno/luno-go"\n\nfunc client() *luno.Client {\n'
        "\tc := luno.NewClient()\n"
        f'\tc.SetAuth("{kid}", "{secret}")\n'
        "\treturn c\n}\n"
    )
    return text, [kid, secret], secret


@kind(
    "zhipu_bigmodel_api_key_id_secret",
    "https://open.bigmodel.cn/dev/api/http-call/http-auth",
    r"[0-9a-f]{32}\.[A-Za-z0-9]{16}",
    prefixless=True,
)
def _zhipu(g: _R):
    v = g.s(32, HEX) + "." + g.s(16)
    text = (
        "# 智谱 BigModel 调用示例\nfrom zhipuai import ZhipuAI\n\n"
        f'client = ZhipuAI(api_key="{v}")  # 请填写您自己的APIKey\n'
        'response = client.chat.completions.create(model="glm-4-plus", messages=[{"role": "user", "content": "你好"}])\n'
    )
    return text, [v], v


@kind(
    "codefresh_api_key_cli_config",
    "https://codefresh.io/docs/docs/integrations/codefresh-api/#authentication-instructions",
    r"[0-9a-f]{24}\.[0-9a-f]{32}",
    prefixless=True,
)
def _codefresh(g: _R):
    v = g.s(24, HEX) + "." + g.s(32, HEX)
    text = (
        "$ cat ~/.cfconfig\n"
        "contexts:\n  default:\n    type: APIKey\n    name: default\n"
        "    url: https://g.codefresh.io\n"
        f"    token: {v}\n"
        "    beta: false\n    onPrem: false\ncurrent-context: default\n"
    )
    return text, [v], v


@kind(
    "tencent_lbs_webservice_key",
    "https://lbs.qq.com/service/webService/webServiceGuide/webServiceOverview",
    r"[A-Z0-9]{5}(?:-[A-Z0-9]{5}){5}",
    prefixless=True,
)
def _tencent_lbs(g: _R):
    v = "-".join(g.s(5, UPPER_DIGITS) for _ in range(6))
    text = (
        "// 腾讯位置服务 WebService: 逆地址解析\n"
        f"const url = `https://apis.map.qq.com/ws/geocoder/v1/?location=${{lat}},${{lng}}&key={v}`;\n"
        "const res = await fetch(url);\n"
    )
    return text, [v], v


@kind(
    "smarty_auth_id_auth_token_query",
    "https://www.smarty.com/docs/cloud/authentication",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _smarty(g: _R):
    aid, tok = g.uuid(), g.s(20)
    text = (
        "$ curl 'https://us-street.api.smarty.com/street-address?"
        f"auth-id={aid}&auth-token={tok}&street=1600+Amphitheatre+Pkwy&city=Mountain+View&state=CA'\n"
    )
    return text, [tok, aid], tok


@kind(
    "fivetran_api_key_secret_basic",
    "https://fivetran.com/docs/rest-api/getting-started#authentication",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _fivetran(g: _R):
    key, secret = g.s(16), g.s(32)
    b = base64.b64encode(f"{key}:{secret}".encode()).decode()
    text = (
        "# airflow/dags/fivetran_sync.py\n"
        f"FIVETRAN_API_KEY = '{key}'\n"
        f"FIVETRAN_API_SECRET = '{secret}'\n"
        f"HEADERS = {{'Authorization': 'Basic {b}', 'Accept': 'application/json;version=2'}}\n"
    )
    return text, [secret, key, b], secret


@kind(
    "cypress_cloud_record_key_flag",
    "https://docs.cypress.io/cloud/account-management/projects#Record-keys",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _cypress(g: _R):
    v = g.uuid()
    text = (
        "# .gitlab-ci.yml\ne2e:\n  image: cypress/browsers:node-20.11.0-chrome-121.0.6167.85-1-ff-120.0-edge-121.0.2277.83-1\n"
        "  script:\n    - npm ci\n"
        f"    - npx cypress run --record --key {v} --parallel --ci-build-id $CI_PIPELINE_ID\n"
    )
    return text, [v], v


@kind(
    "wise_api_token_bearer",
    "https://docs.wise.com/api-docs/features/authentication-access/personal-tokens",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _wise(g: _R):
    v = g.uuid()
    text = (
        "$ curl -X GET https://api.transferwise.com/v4/profiles/28477163/balances?types=STANDARD \\\n"
        f"    -H 'Authorization: Bearer {v}'\n"
    )
    return text, [v], v


@kind(
    "currencycloud_login_api_key",
    "https://developer.currencycloud.com/docs/item/authentication/",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _currencycloud(g: _R):
    v = g.s(64, HEX)
    text = (
        "$ curl -X POST https://api.currencycloud.com/v2/authenticate/api \\\n"
        "    -F login_id=treasury@payouts.example \\\n"
        f"    -F api_key={v}\n"
        '{"auth_token":"' + g.s(32, HEX) + '"}\n'
    )
    return text, [v], v


@kind(
    "salt_edge_app_id_secret_headers",
    "https://docs.saltedge.com/general/#authentication",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _saltedge(g: _R):
    app_id, secret = g.s(43, B64URL), g.s(43, B64URL)
    text = (
        "const saltedge = axios.create({\n"
        "  baseURL: 'https://www.saltedge.com/api/v6',\n"
        "  headers: {\n"
        f"    'App-id': '{app_id}',\n"
        f"    'Secret': '{secret}',\n"
        "    'Content-Type': 'application/json',\n  },\n});\n"
    )
    return text, [secret, app_id], secret


@kind(
    "unity_services_service_account_basic",
    "https://services.docs.unity.com/docs/service-account-auth/",
    r"[A-Za-z0-9_-]{32}",
    prefixless=True,
)
def _unity(g: _R):
    kid, secret = g.uuid(), g.s(32, ALNUM + "-_")
    b = base64.b64encode(f"{kid}:{secret}".encode()).decode()
    text = (
        "# Build/ugs-deploy.sh\n"
        f'KEY_ID="{kid}"\nSECRET_KEY="{secret}"\n'
        'curl -X POST -H "Authorization: Basic $(echo -n "$KEY_ID:$SECRET_KEY" | base64)" \\\n'
        "  https://services.api.unity.com/auth/v1/token-exchange?projectId=$PROJECT_ID\n"
        f"# (the header sent: Authorization: Basic {b})\n"
    )
    return text, [secret, b], secret


@kind(
    "gameanalytics_game_key_secret",
    "https://docs.gameanalytics.com/integrations/sdk/unity/initialize",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _gameanalytics(g: _R):
    gk, sk = g.s(32, HEX), g.s(40, HEX)
    text = (
        "// Assets/Scripts/Boot.cs\nusing GameAnalyticsSDK;\n\n"
        "void Awake() {\n"
        f'    GameAnalytics.SettingsGA.AddGame("{gk}", "{sk}", RuntimePlatform.WindowsPlayer);\n'
        "    GameAnalytics.Initialize();\n}\n"
    )
    return text, [sk, gk], sk


@kind(
    "iflytek_spark_apikey_apisecret",
    "https://www.xfyun.cn/doc/spark/general_url_authentication.html",
    r"[A-Za-z0-9+/]{32}",
    prefixless=True,
)
def _iflytek(g: _R):
    appid, key, secret = g.s(8, HEX), g.s(32, HEX), g.s(32, ALNUM)
    text = (
        "# 讯飞星火 WebSocket 鉴权配置\n"
        f'SPARKAI_APP_ID = "{appid}"\n'
        f'SPARKAI_API_SECRET = "{secret}"\n'
        f'SPARKAI_API_KEY = "{key}"\n'
        'SPARKAI_URL = "wss://spark-api.xf-yun.com/v4.0/chat"\n'
    )
    return text, [secret, key], secret


@kind(
    "bazelrc_nativelink_api_key_header",
    "https://docs.nativelink.com/nativelink-cloud/bazel",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _bazelrc(g: _R):
    v = g.s(64, HEX)
    text = (
        "$ cat user.bazelrc\n"
        "build --remote_cache=grpcs://cas-acme.build-faster.nativelink.net\n"
        f"build --remote_header=x-nativelink-api-key={v}\n"
        "build --bes_backend=grpcs://bes-acme.build-faster.nativelink.net\n"
        "build --remote_timeout=600\n"
    )
    return text, [v], v


@kind(
    "traefik_static_config_namesilo_env",
    "https://go-acme.github.io/lego/dns/namesilo/ ; https://doc.traefik.io/traefik/https/acme/#providers",
    r"[0-9a-f]{24}",
    prefixless=True,
)
def _traefik(g: _R):
    v = g.s(24, HEX)
    text = (
        "# docker-compose.yml (traefik)\nservices:\n  traefik:\n    image: traefik:v3.1\n"
        "    command:\n"
        "      - --certificatesresolvers.le.acme.dnschallenge.provider=namesilo\n"
        "      - --certificatesresolvers.le.acme.email=ops@example.net\n"
        "    environment:\n"
        f"      NAMESILO_API_KEY: {v}\n"
        "      NAMESILO_PROPAGATION_TIMEOUT: 1800\n"
    )
    return text, [v], v


@kind(
    "cocoapods_trunk_netrc_token",
    "https://guides.cocoapods.org/making/getting-setup-with-trunk.html",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _cocoapods(g: _R):
    v = g.s(32, HEX)
    text = (
        "$ grep -A2 trunk.cocoapods.org ~/.netrc\n"
        "machine trunk.cocoapods.org\n  login ios-release@example.com\n"
        f"  password {v}\n"
        "$ pod trunk push MyKit.podspec\n"
    )
    return text, [v], v


@kind(
    "mux_token_id_secret_env",
    "https://docs.mux.com/core/make-api-requests#http-basic-auth",
    r"[A-Za-z0-9+/]{75}",
    prefixless=True,
)
def _mux(g: _R):
    tid, secret = g.uuid(), g.s(75, ALNUM + "+/")
    text = f"# .env.local\nMUX_TOKEN_ID={tid}\nMUX_TOKEN_SECRET={secret}\nNEXT_PUBLIC_MUX_ENV_KEY=\n"
    return text, [secret, tid], secret


@kind(
    "raygun_api_key_appsettings",
    "https://raygun.com/documentation/language-guides/dotnet/crash-reporting/net-core/",
    r"[A-Za-z0-9]{22}",
    prefixless=True,
)
def _raygun(g: _R):
    v = g.s(22)
    text = (
        "// appsettings.Production.json\n"
        + json.dumps({"RaygunSettings": {"ApiKey": v, "ApplicationVersion": "4.2.0"}}, indent=2)
        + "\n"
    )
    return text, [v], v


@kind(
    "exotel_api_key_token_url",
    "https://developer.exotel.com/api/#authentication",
    r"[0-9a-f]{48}",
    prefixless=True,
)
def _exotel(g: _R):
    key, token = g.s(48, HEX), g.s(48, HEX)
    text = (
        f"$ curl -X POST 'https://{key}:{token}@api.exotel.com/v1/Accounts/acme7/Calls/connect' \\\n"
        "    -d 'From=09XXXXXX01' -d 'CallerId=08047XXXX22'\n"
    )
    return text, [token, key], token


@kind(
    "fusionauth_kickstart_api_key",
    "https://fusionauth.io/docs/get-started/download-and-install/development/kickstart",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _fusionauth(g: _R):
    v = g.s(43, B64URL)
    text = (
        "// kickstart/kickstart.json\n"
        + json.dumps(
            {
                "variables": {"defaultTenantId": g.uuid()},
                "apiKeys": [{"key": v, "description": "Unrestricted API key"}],
                "requests": [],
            },
            indent=2,
        )
        + "\n"
    )
    return text, [v], v


@kind(
    "applitools_api_key_env",
    "https://applitools.com/docs/eyes/getting-started/obtain-api-key",
    r"[A-Za-z0-9]{40,}",
    prefixless=True,
)
def _applitools(g: _R):
    v = g.s(44)
    text = "$ export APPLITOOLS_API_KEY=" + v + "\n$ npx eyes-storybook --conf applitools.config.js\n"
    return text, [v], v


# -- vendor tokens with a documented prefix or structure --------------------------------------


@kind(
    "klarna_api_key_basic_header",
    "https://docs.klarna.com/api/authentication",
    r"klarna_live_api_[A-Za-z0-9_-]{60,}",
)
def _klarna(g: _R):
    v = "klarna_live_api_" + g.s(64, B64URL)
    text = (
        "$ curl -s https://api.klarna.com/payments/v1/sessions \\\n"
        f"    -H 'Authorization: Basic {v}' \\\n"
        "    -H 'Content-Type: application/json' -d @session.json\n"
    )
    return text, [v], v


@kind(
    "devcycle_server_sdk_key_env",
    "https://docs.devcycle.com/essentials/keys ; rules: keyhog-core detectors/devcycle-api-credentials.toml",
    r"dvc_server_[a-z0-9_]{40,}",
)
def _devcycle(g: _R):
    v = "dvc_server_" + g.uuid().replace("-", "_") + "_" + g.s(7, HEX)
    text = f"# apps/api/.env.production\nDEVCYCLE_SERVER_SDK_KEY={v}\nDEVCYCLE_ENABLE_CLOUD_BUCKETING=false\n"
    return text, [v], v


@kind(
    "onesignal_app_api_key_v2",
    "https://documentation.onesignal.com/docs/keys-and-ids",
    r"os_v2_app_[a-z2-7]{100,}",
)
def _onesignal(g: _R):
    v = "os_v2_app_" + g.s(113, B32_LOWER)
    text = (
        "import requests\n\n"
        "resp = requests.post(\n"
        '    "https://api.onesignal.com/notifications?c=push",\n'
        f'    headers={{"Authorization": "Key {v}", "Content-Type": "application/json"}},\n'
        f'    json={{"app_id": "{g.uuid()}", "contents": {{"en": "Build green"}}, "included_segments": ["Ops"]}},\n'
        ")\n"
    )
    return text, [v], v


@kind(
    "soracom_auth_key_profile_json",
    "https://qiita.com/danishi/items/8f674baff3e4ec490bca ; https://developers.soracom.io/en/docs/tools/soracom-cli/",
    r"secret-[A-Za-z0-9]{64}",
)
def _soracom(g: _R):
    kid, secret = "keyId-" + g.s(32), "secret-" + g.s(64)
    text = (
        "$ cat ~/.soracom/default.json\n"
        + json.dumps({"coverageType": "jp", "authKeyId": kid, "authKey": secret}, indent=2)
        + "\n$ soracom sims list --fetch-all\n"
    )
    return text, [secret, kid], secret


@kind(
    "socket_dev_api_token_cli",
    "https://docs.socket.dev/docs/api-keys ; rules: SocketDev/socket-registry registry/src/constants/socket.ts",
    r"sktsec_[A-Za-z0-9_-]{40,}_api",
)
def _socket(g: _R):
    v = "sktsec_" + g.s(43, B64URL) + "_api"
    text = (
        "$ socket login\n? Socket API key: ****\n"
        "$ cat ~/.config/socket/config.json\n" + json.dumps({"apiToken": v, "defaultOrg": "acme-eng"}) + "\n"
    )
    return text, [v], v


@kind(
    "amazon_sp_api_lwa_credentials_yml",
    "https://developer-docs.amazon.com/sp-api/docs/connecting-to-the-selling-partner-api",
    r"amzn1\.oa2-cs\.v1\.[0-9a-f]{64}",
)
def _amazon_sp(g: _R):
    cs = "amzn1.oa2-cs.v1." + g.s(64, HEX)
    rt = "Atzr|IwEB" + g.s(300, B64URL)
    text = (
        "# ~/.config/python-sp-api/credentials.yml\n"
        "version: '1.0'\ndefault:\n"
        f"  refresh_token: '{rt}'\n"
        f"  lwa_app_id: 'amzn1.application-oa2-client.{g.s(32, HEX)}'\n"
        f"  lwa_client_secret: '{cs}'\n"
    )
    return text, [cs, rt], cs


@kind(
    "ebay_keyset_cert_id_yaml",
    "https://developer.ebay.com/api-docs/static/gs_create-the-ebay-api-keysets.html",
    r"PRD-[0-9a-f]{12}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}",
)
def _ebay(g: _R):
    cert = f"PRD-{g.s(12, HEX)}-{g.s(4, HEX)}-{g.s(4, HEX)}-{g.s(4, HEX)}-{g.s(4, HEX)}"
    app = f"ShopSync-Listing-PRD-{g.s(9, HEX)}-{g.s(8, HEX)}"
    text = (
        "# ebay.yaml (ebaysdk)\nname: ebay_api_config\n\napi.ebay.com:\n"
        f"    appid: {app}\n"
        f"    certid: {cert}\n"
        f"    devid: {g.uuid()}\n"
        f"    token: v^1.1#i^1#f^0#p^3#r^1#I^3#t^{g.s(160, B64)}\n"
    )
    return text, [cert], cert


@kind(
    "mexc_spot_api_key_ccxt_json",
    "https://mexcdevelop.github.io/apidocs/spot_v3_en/#api-key-setup",
    r"[0-9a-f]{32}",
)
def _mexc(g: _R):
    key, secret = "mx0vgl" + g.s(12), g.s(32, HEX)
    text = (
        "// bots/grid/config.json\n"
        + json.dumps(
            {"exchange": "mexc", "apiKey": key, "secret": secret, "options": {"defaultType": "spot"}},
            indent=2,
        )
        + "\n"
    )
    return text, [secret, key], secret


@kind(
    "bitget_api_key_freqtrade_config",
    "https://www.bitget.com/api-doc/common/quick-start",
    r"bg_[0-9a-f]{32}",
)
def _bitget(g: _R):
    key, secret, phrase = "bg_" + g.s(32, HEX), g.s(64, HEX), g.password()
    text = (
        "// user_data/config.json (freqtrade)\n"
        + json.dumps(
            {
                "exchange": {
                    "name": "bitget",
                    "key": key,
                    "secret": secret,
                    "password": phrase,
                    "pair_whitelist": ["BTC/USDT:USDT"],
                }
            },
            indent=4,
        )
        + "\n"
    )
    return text, [key, secret, phrase], key


@kind(
    "rapyd_access_secret_key_env",
    "https://docs.rapyd.net/en/request-signatures.html",
    r"rsk_[0-9a-f]{96}",
)
def _rapyd(g: _R):
    ak, sk = "rak_" + g.s(20, UPPER_HEX), "rsk_" + g.s(96, HEX)
    text = (
        "# services/payments/.env\n"
        "RAPYD_BASE_URL=https://api.rapyd.net\n"
        f"RAPYD_ACCESS_KEY={ak}\n"
        f"RAPYD_SECRET_KEY={sk}\n"
    )
    return text, [sk, ak], sk


@kind(
    "conekta_private_key_php",
    "https://developers.conekta.com/docs/autenticacion",
    r"key_[A-Za-z0-9]{18,23}",
)
def _conekta(g: _R):
    v = "key_" + g.s(22)
    text = (
        "<?php\n// config/pagos.php\nrequire_once 'vendor/autoload.php';\n\n"
        f"\\Conekta\\Conekta::setApiKey('{v}');\n"
        "\\Conekta\\Conekta::setApiVersion('2.1.0');\n\\Conekta\\Conekta::setLocale('es');\n"
    )
    return text, [v], v


@kind(
    "culqi_secret_key_node",
    "https://docs.culqi.com/es/documentacion/culqi-api/autenticacion/",
    r"sk_live_[0-9a-f]{16,}",
)
def _culqi(g: _R):
    v = "sk_live_" + g.s(16, HEX)
    text = (
        "// src/pagos/culqi.js\nconst Culqi = require('culqi-node');\n\n"
        "const culqi = new Culqi({\n"
        f"  privateKey: '{v}',\n"
        f"  publicKey: 'pk_live_{g.s(16, HEX)}',\n"
        "});\n"
    )
    return text, [v], v


@kind(
    "wompi_private_and_events_keys_django",
    "https://docs.wompi.co/docs/colombia/ambientes-y-llaves/",
    r"prv_prod_[A-Za-z0-9]{32}",
)
def _wompi(g: _R):
    prv, ev, integ = "prv_prod_" + g.s(32), "prod_events_" + g.s(32), "prod_integrity_" + g.s(32)
    text = (
        "# tienda/settings/production.py\n"
        f'WOMPI_PUBLIC_KEY = "pub_prod_{g.s(32)}"\n'
        f'WOMPI_PRIVATE_KEY = "{prv}"\n'
        f'WOMPI_EVENTS_SECRET = "{ev}"\n'
        f'WOMPI_INTEGRITY_SECRET = "{integ}"\n'
    )
    return text, [prv, ev, integ], prv


@kind(
    "omise_secret_key_ruby",
    "https://docs.omise.co/keys-and-authentication",
    r"skey_[a-z0-9]{19}",
)
def _omise(g: _R):
    v = "skey_" + g.s(19, LOWER_DIGITS)
    text = (
        '# config/initializers/omise.rb\nrequire "omise"\n\n'
        f'Omise.secret_api_key = "{v}"\n'
        f'Omise.public_api_key = "pkey_{g.s(19, LOWER_DIGITS)}"\n'
        'Omise.api_version = "2019-05-29"\n'
    )
    return text, [v], v


@kind(
    "paymongo_secret_key_curl_basic",
    "https://developers.paymongo.com/docs/authentication",
    r"sk_live_[A-Za-z0-9]{24}",
)
def _paymongo(g: _R):
    v = "sk_live_" + g.s(24)
    text = (
        "$ curl https://api.paymongo.com/v1/payment_intents \\\n"
        f"    -u {v}: \\\n"
        '    -H \'Content-Type: application/json\' -d \'{"data":{"attributes":{"amount":150000,"currency":"PHP"}}}\'\n'
    )
    return text, [v], v


@kind(
    "mono_ng_secret_key_header",
    "https://docs.mono.co/docs/financial-data/authentication",
    r"live_sk_[A-Za-z0-9]{20}",
)
def _mono(g: _R):
    v = "live_sk_" + g.s(20)
    text = (
        "// routes/accounts.ts\n"
        "const res = await fetch(`https://api.withmono.com/v2/accounts/${id}/balance`, {\n"
        f"  headers: {{ 'mono-sec-key': '{v}', accept: 'application/json' }},\n"
        "});\n"
    )
    return text, [v], v


@kind(
    "dotenv_vault_dotenv_key_uri",
    "https://www.dotenv.org/docs/security/dotenv-key",
    r"dotenv://:key_[0-9a-f]{64}@dotenv\.org/vault/\.env\.vault\?environment=\w+",
)
def _dotenv_vault(g: _R):
    k = g.s(64, HEX)
    v = f"dotenv://:key_{k}@dotenv.org/vault/.env.vault?environment=production"
    text = (
        "$ npx dotenv-vault@latest keys production\n"
        "remote:   Listing .env.vault decryption keys... done\n"
        f"{v}\n"
    )
    return text, [v], "key_" + k


@kind(
    "growthbook_secret_api_key_curl",
    "https://docs.growthbook.io/api/introduction#authentication ; "
    "rules: growthbook/growthbook packages/back-end/src/models/ApiKeyModel.ts (generateSigningKey)",
    r"secret_[A-Za-z0-9]{36,43}",
)
def _growthbook(g: _R):
    # generateSigningKey("secret_"): base64 of 32 random bytes with '=', '/' and '+' removed
    v = "secret_" + _b64(g, 32).replace("=", "").replace("/", "").replace("+", "")
    text = f"$ curl https://api.growthbook.io/api/v1/features \\\n    -u {v}:\n"
    return text, [v], v


@kind(
    "vespa_cloud_data_plane_token_pyvespa",
    "https://cloud.vespa.ai/en/security/guide#data-plane",
    r"vespa_cloud_[A-Za-z0-9]{40,}",
)
def _vespa(g: _R):
    v = "vespa_cloud_" + g.s(48)
    text = (
        "from vespa.application import Vespa\n\n"
        "app = Vespa(\n"
        '    url="https://ac1e2d3f.b7c9d0e1.z.vespa-app.cloud",\n'
        f'    vespacloud_secret_token="{v}",\n'
        ")\n"
    )
    return text, [v], v


@kind(
    "doofinder_management_api_token_header",
    "https://docs.doofinder.com/api/management/v2/#section/Authentication",
    r"(?:eu1|us1)-[0-9a-f]{40}",
)
def _doofinder(g: _R):
    v = g.r.choice(["eu1", "us1"]) + "-" + g.s(40, HEX)
    text = (
        f"$ curl -H 'Authorization: Token {v}' \\\n    https://eu1-api.doofinder.com/api/v2/search_engines\n"
    )
    return text, [v], v


@kind(
    "turbopuffer_api_key_python",
    "https://turbopuffer.com/docs/auth",
    r"tpuf_[A-Za-z0-9]{32}",
)
def _tpuf(g: _R):
    v = "tpuf_" + g.s(32)
    text = (
        "import turbopuffer\n\n"
        f'tpuf = turbopuffer.Turbopuffer(api_key="{v}", region="gcp-us-central1")\n'
        'ns = tpuf.namespace("docs-embeddings")\n'
    )
    return text, [v], v


@kind(
    "documenso_api_token_ts",
    "https://docs.documenso.com/developers/public-api/authentication",
    r"api_[a-z0-9]{16}",
)
def _documenso(g: _R):
    v = "api_" + g.s(16, LOWER_DIGITS)
    text = (
        "// lib/sign.ts\nimport { Documenso } from '@documenso/sdk-typescript';\n\n"
        f"const documenso = new Documenso({{ apiKey: '{v}' }});\n"
    )
    return text, [v], v


@kind(
    "tesla_fleet_client_secret_env",
    "https://developer.tesla.com/docs/fleet-api/authentication/third-party-tokens",
    r"ta-secret\.[A-Za-z0-9%*+_-]{16}",
)
def _tesla(g: _R):
    v = "ta-secret." + g.s(16, ALNUM + "_-")
    text = (
        "# fleet-telemetry/.env\n"
        f"TESLA_CLIENT_ID={g.uuid()}\n"
        f"TESLA_CLIENT_SECRET={v}\n"
        "TESLA_AUDIENCE=https://fleet-api.prd.eu.vn.cloud.tesla.com\n"
    )
    return text, [v], v


@kind(
    "cartesia_api_key_ts",
    "https://docs.cartesia.ai/get-started/make-an-api-request",
    r"sk_car_[A-Za-z0-9]{22}",
)
def _cartesia(g: _R):
    v = "sk_car_" + g.s(22)
    text = (
        "import { CartesiaClient } from '@cartesia/cartesia-js';\n\n"
        f"const client = new CartesiaClient({{ apiKey: '{v}' }});\n"
    )
    return text, [v], v


@kind(
    "klaviyo_private_api_key_php",
    "https://developers.klaviyo.com/en/docs/authenticate_#private-key-authentication",
    r"pk_[0-9a-f]{34}",
)
def _klaviyo(g: _R):
    v = "pk_" + g.s(34, HEX)
    text = (
        "<?php\nuse KlaviyoAPI\\KlaviyoAPI;\n\n"
        f"$klaviyo = new KlaviyoAPI('{v}', num_retries: 3, wait_seconds: 3);\n"
        "$profiles = $klaviyo->Profiles->getProfiles();\n"
    )
    return text, [v], v


@kind(
    "modern_treasury_api_key_basic",
    "https://docs.moderntreasury.com/platform/reference/authentication",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _modern_treasury(g: _R):
    # the key's own shape is not published: only the -u ORG_ID:API_KEY context says what it is
    org, v = g.uuid(), g.s(64)
    text = (
        f"$ curl --request GET -u {org}:{v} \\\n    --url https://app.moderntreasury.com/api/payment_orders\n"
    )
    return text, [v], v


@kind(
    "simple_analytics_api_key_header",
    "https://docs.simpleanalytics.com/api/authenticate",
    r"sa_api_key_[A-Za-z0-9]{36}",
)
def _simple_analytics(g: _R):
    v = "sa_api_key_" + g.s(36)
    text = (
        "$ curl 'https://simpleanalytics.com/api/export/datapoints?version=5&format=csv&hostname=blog.example.org' \\\n"
        f"    -H 'Api-Key: {v}' -H 'User-Id: sa_user_id_{g.uuid()}'\n"
    )
    return text, [v], v


@kind(
    "unkey_root_key_ts",
    "https://www.mintlify.com/unkeyed/unkey/api/authentication ; "
    "rules: redact-secret src/detectors/unkey.rs (dashboard root key: unkey_3Z + 22 base58)",
    r"unkey_3Z[1-9A-HJ-NP-Za-km-z]{22}",
)
def _unkey(g: _R):
    v = "unkey_3Z" + g.s(22, B58)
    text = f"import {{ Unkey }} from '@unkey/api';\n\nconst unkey = new Unkey({{ rootKey: '{v}' }});\n"
    return text, [v], v


@kind(
    "appwrite_standard_api_key_node",
    "https://appwrite.io/docs/advanced/platform/api-keys",
    r"standard_[0-9a-f]{256}",
)
def _appwrite(g: _R):
    v = "standard_" + g.s(256, HEX)
    text = (
        "const sdk = require('node-appwrite');\n\n"
        "const client = new sdk.Client()\n"
        "    .setEndpoint('https://fra.cloud.appwrite.io/v1')\n"
        f"    .setProject('{g.s(20, HEX)}')\n"
        f"    .setKey('{v}');\n"
    )
    return text, [v], v


@kind(
    "xata_api_key_env",
    "https://xata.io/docs/platform/api-key",
    r"xau_[A-Za-z0-9]{33}",
)
def _xata(g: _R):
    v = "xau_" + g.s(33)
    text = f"# .env\nXATA_API_KEY={v}\nXATA_BRANCH=main\n"
    return text, [v], v


@kind(
    "tinybird_admin_token_tb_cli",
    "https://www.tinybird.co/docs/concepts/auth-tokens",
    r"p\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{40,}",
)
def _tinybird(g: _R):
    payload = (
        base64.b64encode(json.dumps({"u": g.uuid(), "id": g.uuid(), "host": "gcp-europe-west3"}).encode())
        .decode()
        .rstrip("=")
    )
    v = "p." + payload + "." + g.s(43, B64URL)
    text = (
        "$ cat .tinyb\n"
        + json.dumps({"host": "https://api.tinybird.co", "token": v, "name": "analytics_prod"}, indent=2)
        + "\n"
    )
    return text, [v], v


@kind(
    "dagster_cloud_user_token_yaml",
    "https://docs.dagster.io/dagster-plus/deployment/management/tokens/user-tokens",
    r"user:[0-9a-f]{32}",
)
def _dagster(g: _R):
    v = "user:" + g.s(32, HEX)
    text = (
        f"$ cat ~/.dagster_cloud_cli/config\norganization: hooli\ndefault_deployment: prod\nuser_token: {v}\n"
    )
    return text, [v], v


@kind(
    "chromatic_project_token_ci",
    "https://www.chromatic.com/docs/cli/#configuration-options",
    r"chpt_[0-9a-f]{15}",
)
def _chromatic(g: _R):
    v = "chpt_" + g.s(15, HEX)
    text = (
        "# .circleci/config.yml (excerpt)\n      - run:\n          name: Visual tests\n"
        f"          command: npx chromatic --project-token={v} --exit-zero-on-changes\n"
    )
    return text, [v], v


@kind(
    "ory_project_api_key_cli",
    "https://www.ory.sh/docs/concepts/personal-access-token",
    r"ory_pat_[A-Za-z0-9]{32}",
)
def _ory(g: _R):
    v = "ory_pat_" + g.s(32)
    text = (
        f"$ export ORY_PROJECT_API_KEY={v}\n"
        "$ ory get identity-config --project 8f3a2c1d --format yaml > identity-config.yaml\n"
    )
    return text, [v], v


@kind(
    "coolify_api_token_sanctum",
    "https://coolify.io/docs/api-reference/authorization ; https://laravel.com/docs/11.x/sanctum#issuing-api-tokens",
    r"\d{1,4}\|[A-Za-z0-9]{40}",
)
def _coolify(g: _R):
    v = f"{g.r.randint(2, 999)}|{g.s(40)}"
    text = (
        f"$ curl -s https://coolify.example.net/api/v1/applications \\\n    -H 'Authorization: Bearer {v}'\n"
    )
    return text, [v], v


@kind(
    "lemonsqueezy_api_key_jwt",
    "https://docs.lemonsqueezy.com/api/getting-started/requests#authentication",
    r"eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{300,}",
)
def _lemonsqueezy(g: _R):
    head = base64.urlsafe_b64encode(b'{"typ":"JWT","alg":"RS256"}').rstrip(b"=").decode()
    body = (
        base64.urlsafe_b64encode(
            json.dumps(
                {
                    "aud": "94d59cef",
                    "jti": g.s(80, HEX),
                    "iat": 1732000000 + g.r.randint(0, 10**6),
                    "sub": g.digits(7),
                    "scopes": [],
                }
            ).encode()
        )
        .rstrip(b"=")
        .decode()
    )
    v = head + "." + body + "." + g.s(342, B64URL)
    text = f"# .env\nLEMONSQUEEZY_API_KEY={v}\nLEMONSQUEEZY_STORE_ID=48213\n"
    return text, [v], v


@kind(
    "stability_ai_api_key_colab",
    "https://platform.stability.ai/docs/getting-started/authentication",
    r"sk-[A-Za-z0-9]{48}",
)
def _stability(g: _R):
    v = "sk-" + g.s(48)
    text = (
        "# In a Colab cell\nimport os, requests\n"
        f"os.environ['STABILITY_KEY'] = '{v}'\n"
        "r = requests.post('https://api.stability.ai/v2beta/stable-image/generate/core',\n"
        "                  headers={'authorization': f\"Bearer {os.environ['STABILITY_KEY']}\", 'accept': 'image/*'},\n"
        "                  files={'none': ''}, data={'prompt': 'a lighthouse at dusk'})\n"
    )
    return text, [v], v


# -- more prefixless vendor keys: CMS, e-commerce, e-signature, HR, telephony, analytics, clouds --


@kind(
    "storyblok_management_token_ruby",
    "https://www.storyblok.com/docs/api/management/getting-started/authentication",
    r"[A-Za-z0-9-]{30,}",
    prefixless=True,
)
def _storyblok(g: _R):
    v = g.s(22) + "-" + g.digits(6) + "-" + g.s(20)
    text = (
        "# lib/tasks/storyblok_sync.rake\nrequire 'storyblok'\n\n"
        f"client = Storyblok::Client.new(oauth_token: '{v}', api_url: 'mapi.storyblok.com')\n"
        "client.get('spaces/288104/stories', { per_page: 100 })\n"
    )
    return text, [v], v


@kind(
    "saleor_app_token_kotlin",
    "https://docs.saleor.io/developer/extending/apps/architecture/app-requirements#authentication",
    r"[A-Za-z0-9]{30}",
    prefixless=True,
)
def _saleor(g: _R):
    v = g.s(30)
    text = (
        "// src/main/kotlin/shop/SaleorClient.kt\n"
        'private const val SALEOR_API = "https://shop.example.eu/graphql/"\n'
        f'private const val SALEOR_APP_TOKEN = "{v}"\n\n'
        "val client = HttpClient(CIO) {\n"
        '    defaultRequest { header(HttpHeaders.Authorization, "Bearer $SALEOR_APP_TOKEN") }\n}\n'
    )
    return text, [v], v


@kind(
    "printful_private_token_rust",
    "https://developers.printful.com/docs/#section/Authorization",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _printful(g: _R):
    v = g.s(40)
    text = (
        "// src/fulfil.rs\n"
        f'const PRINTFUL_TOKEN: &str = "{v}";\n\n'
        "let resp = reqwest::Client::new()\n"
        '    .get("https://api.printful.com/v2/orders")\n'
        "    .bearer_auth(PRINTFUL_TOKEN)\n    .send()\n    .await?;\n"
    )
    return text, [v], v


@kind(
    "shipstation_api_key_secret_powershell",
    "https://www.shipstation.com/docs/api/requirements/#authentication",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _shipstation(g: _R):
    key, secret = g.s(32, HEX), g.s(32, HEX)
    text = (
        "# Get-Shipments.ps1\n"
        f'$pair = "{key}:{secret}"\n'
        "$basic = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes($pair))\n"
        "Invoke-RestMethod -Uri 'https://ssapi.shipstation.com/shipments?shipDateStart=2026-11-01' "
        '-Headers @{ Authorization = "Basic $basic" }\n'
    )
    return text, [secret, key], secret


@kind(
    "gumroad_access_token_elixir",
    "https://app.gumroad.com/api#api-authentication",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _gumroad(g: _R):
    v = g.s(43, B64URL)
    text = (
        "# config/runtime.exs\nimport Config\n\n"
        "config :storefront, Storefront.Gumroad,\n"
        f'  access_token: "{v}",\n'
        '  product_id: "wQ3rk"\n'
    )
    return text, [v], v


@kind(
    "boldsign_x_api_key_csharp",
    "https://developers.boldsign.com/authentication/api-key/",
    r"[A-Za-z0-9+/]{60,}={0,2}",
    prefixless=True,
)
def _boldsign(g: _R):
    v = _b64(g, 48)
    text = (
        "// Services/SigningService.cs\n"
        'var apiClient = new ApiClient("https://api.boldsign.com", '
        f'"{v}");\n'
        "var documentClient = new DocumentClient(apiClient);\n"
    )
    return text, [v], v


@kind(
    "docuseal_x_auth_token_python",
    "https://www.docuseal.com/docs/api#authentication",
    r"[A-Za-z0-9]{40,}",
    prefixless=True,
)
def _docuseal(g: _R):
    v = g.s(44)
    text = (
        "import requests\n\n"
        "r = requests.post(\n"
        '    "https://api.docuseal.com/submissions",\n'
        f'    headers={{"X-Auth-Token": "{v}"}},\n'
        '    json={"template_id": 1000001, "submitters": [{"role": "First Party", "email": "signer@example.com"}]},\n'
        ")\n"
    )
    return text, [v], v


@kind(
    "gusto_oauth_client_secret_env",
    "https://docs.gusto.com/app-integrations/docs/authentication",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _gusto(g: _R):
    cid, secret = g.s(43, B64URL), g.s(43, B64URL)
    text = (
        "# payroll-sync/.env.production\n"
        f"GUSTO_CLIENT_ID={cid}\n"
        f"GUSTO_CLIENT_SECRET={secret}\n"
        "GUSTO_REDIRECT_URI=https://hr.example.com/oauth/gusto/callback\n"
    )
    return text, [secret, cid], secret


@kind(
    "workable_access_token_go",
    "https://workable.readme.io/reference/generate-an-access-token",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _workable(g: _R):
    v = g.s(64, HEX)
    text = (
        "// internal/ats/workable.go\n"
        'req, _ := http.NewRequest("GET", "https://acme.workable.com/spi/v3/jobs?state=published", nil)\n'
        f'req.Header.Set("Authorization", "Bearer {v}")\n'
    )
    return text, [v], v


@kind(
    "ashby_api_key_basic_ts",
    "https://developers.ashbyhq.com/docs/authentication",
    r"[A-Za-z0-9]{40,}",
    prefixless=True,
)
def _ashby(g: _R):
    v = g.s(48)
    b = base64.b64encode(f"{v}:".encode()).decode()
    text = (
        "// scripts/export-candidates.ts\n"
        f"const ASHBY_KEY = '{v}';\n"
        "const res = await fetch('https://api.ashbyhq.com/candidate.list', {\n"
        "  method: 'POST',\n"
        f"  headers: {{ Authorization: 'Basic {b}', 'Content-Type': 'application/json' }},\n"
        "});\n"
    )
    return text, [v, b], v


@kind(
    "teamtailor_api_token_header",
    "https://docs.teamtailor.com/#authentication",
    r"[A-Za-z0-9_-]{40}",
    prefixless=True,
)
def _teamtailor(g: _R):
    v = g.s(40, ALNUM + "_-")
    text = (
        "$ http GET https://api.teamtailor.com/v1/jobs \\\n"
        f"    'Authorization:Token token={v}' \\\n"
        "    X-Api-Version:20240404\n"
    )
    return text, [v], v


@kind(
    "bandwidth_api_credentials_java_properties",
    "https://dev.bandwidth.com/docs/account/credentials",
    r"\S{12,}",
    prefixless=True,
)
def _bandwidth(g: _R):
    pw = g.password()
    text = (
        "# src/main/resources/bandwidth.properties\n"
        "bandwidth.account-id=9901287\n"
        "bandwidth.username=api-voice-prod\n"
        f"bandwidth.password={pw}\n"
        f"bandwidth.voice.application-id={g.uuid()}\n"
    )
    return text, [pw], pw


@kind(
    "zadarma_api_key_secret_php",
    "https://zadarma.com/en/support/api/#intro",
    r"[0-9a-f]{20}",
    prefixless=True,
)
def _zadarma(g: _R):
    key, secret = g.s(20, HEX), g.s(20, HEX)
    text = (
        "<?php\nuse Zadarma_API\\Api;\n\n"
        f"define('KEY', '{key}');\ndefine('SECRET', '{secret}');\n"
        "$api = new Api(KEY, SECRET, false);\n$balance = $api->getBalance();\n"
    )
    return text, [secret, key], secret


@kind(
    "smsapi_pl_oauth_token_bearer",
    "https://www.smsapi.pl/docs#autoryzacja",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _smsapi(g: _R):
    v = g.s(40)
    text = (
        "# wysyłka SMS z przypomnieniem o wizycie\n"
        "$ curl -H 'Authorization: Bearer " + v + "' \\\n"
        "    https://api.smsapi.pl/sms.do -d 'to=48500000000&message=Przypomnienie&format=json'\n"
    )
    return text, [v], v


@kind(
    "braze_rest_api_key_swift",
    "https://www.braze.com/docs/api/basics/#rest-api-key",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _braze(g: _R):
    v = g.uuid()
    text = (
        "// Sources/Backend/BrazeExport.swift\n"
        'var request = URLRequest(url: URL(string: "https://rest.fra-01.braze.eu/users/export/ids")!)\n'
        f'request.setValue("Bearer {v}", forHTTPHeaderField: "Authorization")\n'
    )
    return text, [v], v


@kind(
    "customerio_app_api_key_dart",
    "https://docs.customer.io/api/app/#section/Authentication",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _customerio(g: _R):
    v = g.s(32, HEX)
    text = (
        "// lib/notify.dart\n"
        f"const customerIoAppKey = '{v}';\n"
        "final res = await http.post(Uri.parse('https://api.customer.io/v1/send/email'),\n"
        "    headers: {'Authorization': 'Bearer $customerIoAppKey', 'Content-Type': 'application/json'});\n"
    )
    return text, [v], v


@kind(
    "cronitor_api_key_crontab",
    "https://cronitor.io/docs/telemetry-api",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _cronitor(g: _R):
    v = g.s(32, HEX)
    text = (
        "$ crontab -l\n"
        f"CRONITOR_API_KEY={v}\n"
        "15 3 * * * cronitor exec nightly-backup /usr/local/bin/backup.sh\n"
    )
    return text, [v], v


@kind(
    "flipt_static_token_config_yml",
    "https://docs.flipt.io/authentication/methods#static-token",
    r"\S{16,}",
    prefixless=True,
)
def _flipt(g: _R):
    v = g.s(32, ALNUM + "-_")
    text = (
        "# /etc/flipt/config.yml\nauthentication:\n  required: true\n  methods:\n    token:\n"
        "      enabled: true\n      bootstrap:\n"
        f'        token: "{v}"\n'
        "        expiration: 8760h\n"
    )
    return text, [v], v


@kind(
    "selectel_s3_keys_r_environ",
    "https://docs.selectel.ru/en/s3/quickstart/",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _selectel(g: _R):
    ak, sk = g.s(32, HEX), g.s(32, HEX)
    text = (
        "# ~/.Renviron (aws.s3 against Selectel object storage)\n"
        f"AWS_ACCESS_KEY_ID={ak}\n"
        f"AWS_SECRET_ACCESS_KEY={sk}\n"
        "AWS_S3_ENDPOINT=s3.ru-1.storage.selcloud.ru\nAWS_DEFAULT_REGION=ru-1\n"
    )
    return text, [sk, ak], sk


@kind(
    "bitflyer_api_key_secret_lua",
    "https://lightning.bitflyer.com/docs?lang=en#authentication",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _bitflyer(g: _R):
    key, secret = g.s(22), _b64(g, 32)
    text = (
        "-- bot/config.lua\nreturn {\n"
        '  endpoint = "https://api.bitflyer.com",\n'
        f'  api_key = "{key}",\n'
        f'  api_secret = "{secret}",\n'
        '  product_code = "BTC_JPY",\n}\n'
    )
    return text, [secret, key], secret
