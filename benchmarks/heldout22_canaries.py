"""Held-out canary set 22: credentials in self-hosted, legacy, embedded and niche carriers (issue 31).

A canary set nobody has tuned on, all **credentials** (secrets a publisher must not leak), most of
them prefixless: passwords people type into config files, shared secrets and random keys that
software draws, HMAC and cookie secrets, tokens whose only clue is the line they sit on. They are
spread over carriers the earlier sets did not use: game and voice servers (TeamSpeak 3 first-start
output, Minecraft ``server.properties``, Factorio ``server-settings.json``, Mumble ``murmur.ini``,
Palworld ``PalWorldSettings.ini``, 7 Days to Die ``serverconfig.xml``, Source ``server.cfg``,
``bbb-conf --secret``), self-hosted servers (Woodpecker, NetBox, Odoo, Outline, OctoPrint, Galaxy,
JupyterHub, Slurm ``slurmdbd.conf``, Copernicus ``.cdsapirc``, Node-RED), embedded and IoT
(Tasmota console, PlatformIO ``build_flags``, MicroPython ``boot.py``, Meshtastic channel PSKs),
network gear, VPN and proxies (Junos ``set``/``show configuration``, FortiGate CLI, pfSense
``config.xml``, Shadowsocks, V2Ray, Varnish, ZeroMQ CURVE certificates, ``netsh wlan``, Tor
``HashedControlPassword``), desktop and chat clients (Pidgin, WeeChat, ZNC, qBittorrent, TightVNC
registry exports), database clients (SAP ASE ``isql``, Oracle Data Pump, SurrealDB, ZooKeeper
``zkCli``, DuckDB secrets, SQLCipher, Bitcoin Core ``rpcauth``), message brokers and hubs (Redpanda
``rpk``, Pulsar ``client.conf``, Centrifugo), payment and telephony (ECPay, GMO Payment Gateway,
Przelewy24, CCAvenue, Unzer, SumUp, LiqPay, Heartland, Octopus Energy, FreeSWITCH, FreePBX), build,
CI and application servers (Buildbot, CodeBuild ``buildspec.yml``, MSBuild, Chocolatey, Karaf,
WSO2, Pentaho Kettle, Coveralls, Codacy, Cloudsmith), language-specific syntaxes (Nix, Dhall,
Grails Groovy, PowerShell PowerCLI and ``Invoke-Sqlcmd``, Prosody Lua, Mojolicious Perl, Sinatra,
Rocket TOML, phpMyAdmin, Moodle, Frappe ``site_config.json``, Parse Server, Apereo CAS), scientific
and ML tools (MLflow, DVC, Ray, Zenodo, NCBI Entrez, Semantic Scholar, Neptune), ledger keys in
their published encodings with real checksums (Stellar StrKey, XRP family seed, Tezos ``edsk``,
Nostr ``nsec`` bech32, Cardano ``cborHex``, LND macaroons) and vendor API keys not used before
(MailerSend, Apify, Blockfrost, CockroachDB Cloud, Matrix ``syt_``, Zoho, Close, Browserbase, Kong
Konnect, YouTrack, Clockify, Budibase, Aiven, Clarifai, Foursquare, SparkPost, Mandrill, Pipedrive,
Todoist, Jotform, Spotify, Unsplash, Tiingo, ScrapingBee, ipstack, OpenWeather, OANDA). Each sits
where a coding session shows it: a config file read or pasted, a command line and its output, a
log, a test fixture, an API call.

How it was kept apart: written on branch ``set22`` from commit ``e4faa85`` in one sitting. Read
were only the brief, the list of kind names of the earlier sets (names only), lines 1-160 of
``heldout_canaries.py`` (alphabets, ``HeldOut``, ``_R``, ``Registry``), ``heldout_eval.py``,
``tests/test_heldout_sets.py``, ``tests/test_heldout_canaries.py``, ``tests/conftest.py`` and the
first 60 lines of ``heldout9_canaries.py`` (its docstring and imports); no redaction code,
redaction test, label file, other canary set, source list, result or git history was read, no
recall was computed or looked at, and the only run was the no-redaction control of
``tests/test_heldout_sets.py``. Formats were looked up with the ``search`` tool (vendor and
project documentation, real config files, manual pages) and, for vendor keys, the rule files and
their own examples in the public Kingfisher rule set (``mongodb/kingfisher`` ``data/rules``) and
exact-string look-ups in public code (the ``CCDB1_``, ``bb_live_`` and ``kpat_`` prefixes); each
kind cites one or two addresses in ``SOURCES`` and ``heldout22_sources.tsv``. The search results
were costly, so the kinds in ``_FROM_MEMORY`` (75 of them; their ``note`` column says so) were
written from memory of the cited pages, without a look-up in this sitting: their shape follows the
documented format as remembered and their ``source`` is the page recalled. Two looked-up kinds
take a length from memory too: the Factorio ``token`` (30 hex) and the MailerSend token after
``mlsn.`` (64 hex; the page found says only "about 60+ characters"). Values are random per seed
(never a real credential); published checksums (StrKey CRC16-XModem, base58check, bech32) are
computed.

122 kinds, all credentials, 95 of them prefixless (only their context is a clue).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout22_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import string

from heldout_canaries import _R, ALNUM, HEX, LOWER_DIGITS, UPPER_DIGITS, HeldOut, Registry, _b64u

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

KF = "https://github.com/mongodb/kingfisher/blob/main/data/rules/"
UHEX = "0123456789ABCDEF"
ALNUM_DASH = ALNUM + "-_"
# ZeroMQ Z85 alphabet (rfc.zeromq.org/spec/32)
Z85 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
RIPPLE58 = "rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bare(v: str, n: int = 120) -> str:
    """The value as it could sit in a branch or folder name: Latin letters, digits, ``-_.``."""
    out = re.sub(r"[^A-Za-z0-9._-]", "", v)[:n]
    return out or "x"


def _rb(g: _R, n: int) -> bytes:
    return bytes(g.r.getrandbits(8) for _ in range(n))


def _b64(g: _R, n: int) -> str:
    return base64.b64encode(_rb(g, n)).decode()


def _typed(g: _R) -> str:
    """A password a person typed: a word, digits, a symbol, more letters (no quote or backslash)."""
    word = g.r.choice(["Kestrel", "lantern", "Morello", "tundra", "Pelican", "saffron", "Orchard", "birch"])
    return word + g.digits(2) + g.r.choice("!#%*@+=") + g.s(5, ALNUM) + g.r.choice("._-!")


def _jwt(g: _R, payload: dict) -> str:
    sig = base64.urlsafe_b64encode(_rb(g, 32)).rstrip(b"=").decode()
    return _b64u({"alg": "HS256", "typ": "JWT"}) + "." + _b64u(payload) + "." + sig


def _b58(raw: bytes, alphabet: str = B58) -> str:
    n = int.from_bytes(raw, "big")
    out = ""
    while n:
        n, rem = divmod(n, 58)
        out = alphabet[rem] + out
    pad = len(raw) - len(raw.lstrip(b"\0"))
    return alphabet[0] * pad + out


def _b58check(payload: bytes, alphabet: str = B58) -> str:
    check = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return _b58(payload + check, alphabet)


def _crc16_xmodem(data: bytes) -> int:
    crc = 0
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
            crc &= 0xFFFF
    return crc


def _bech32(hrp: str, data: bytes) -> str:
    """BIP-173 bech32 of ``data`` (8-bit bytes regrouped into 5-bit words) with its checksum."""
    acc, bits, words = 0, 0, []
    for b in data:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            words.append((acc >> bits) & 31)
    if bits:
        words.append((acc << (5 - bits)) & 31)

    def polymod(values: list[int]) -> int:
        gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
        chk = 1
        for v in values:
            top = chk >> 25
            chk = (chk & 0x1FFFFFF) << 5 ^ v
            for i in range(5):
                chk ^= gen[i] if (top >> i) & 1 else 0
        return chk

    expand = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    pm = polymod(expand + words + [0] * 6) ^ 1
    checksum = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32[w] for w in words + checksum)


def _sample(seed: int = 0) -> list[HeldOut]:
    """One canary per kind (what :func:`heldout_canaries` returns), typed for readers."""
    return heldout_canaries(seed)


_FROM_MEMORY: set[str] = set()


def _mem(name: str) -> str:
    _FROM_MEMORY.add(name)
    return name


# -- game and voice servers ----------------------------------------------------------------------


@kind(
    "teamspeak3_first_start_serveradmin_output",
    "https://support.teamspeakusa.com/index.php?/Knowledgebase/Article/View/42/16/what-is-the-default-permission-set-in-a-new-teamspeak-3-server-installation ; "
    "http://secure.mgassist.net/knowledgebase/124/Becoming-Administrator-on-your-own-server-using-tokens.html",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _ts3(g: _R):
    pw, token = g.s(8, ALNUM), g.s(40, ALNUM)
    text = (
        "$ docker logs ts3 2>&1 | head -20\n"
        "------------------------------------------------------------------\n"
        "                      I M P O R T A N T\n"
        "------------------------------------------------------------------\n"
        "               Server Query Admin Account created\n"
        f'         loginname= "serveradmin", password= "{pw}"\n'
        "------------------------------------------------------------------\n"
        "      ServerAdmin privilege key created, please use it to gain\n"
        "      serveradmin rights for your virtualserver. please\n"
        "      also check the doc/privilegekey_guide.txt for details.\n\n"
        f"       token={token}\n"
    )
    return text, [token, pw], token


@kind(
    "minecraft_server_properties_rcon_password",
    "https://github.com/jedie/PyRconShell ; https://docs.rs/crate/rconcli/latest/source/config.ini",
    r"[^\s]{8,}",
    prefixless=True,
)
def _mc_rcon(g: _R):
    pw = _typed(g)
    text = (
        "#Minecraft server properties\n#Sat Nov 28 19:02:48 UTC 2026\n"
        "enable-rcon=true\nrcon.port=25575\n"
        f"rcon.password={pw}\n"
        "server-port=25565\nmotd=Lab survival world\nonline-mode=true\nwhite-list=true\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "factorio_server_settings_json_token",
    "https://github.com/GameServerManagers/LinuxGSM-Docs/blob/master/game-servers/factorio.md ; "
    "https://wiki.factorio.com/Multiplayer",
    r"[0-9a-f]{30}",
    prefixless=True,
)
def _factorio(g: _R):
    token, game_pw = g.s(30, HEX), _typed(g)
    settings = {
        "name": "Bus stop megabase",
        "description": "weekly co-op",
        "visibility": {"public": True, "lan": True},
        "username": "qa-ops-" + g.digits(3),
        "password": "",
        "token": token,
        "game_password": game_pw,
        "require_user_verification": True,
    }
    text = "$ cat data/server-settings.json\n" + json.dumps(settings, indent=2) + "\n"
    return text, [token, game_pw], token


@kind(
    "murmur_ini_serverpassword",
    "https://wiki.mumble.info/wiki/Murmurguide#Set_Up_Server ; "
    "https://manpages.ubuntu.com/manpages/xenial/man1/murmurd.1.html",
    r"[^\s]{8,}",
    prefixless=True,
)
def _murmur(g: _R):
    pw, su = _typed(g), g.s(16, ALNUM)
    text = (
        "; /etc/mumble-server.ini\n"
        "database=/var/lib/mumble-server/mumble-server.sqlite\n"
        'welcometext="<br />Welcome to the guild voice server<br />"\n'
        "port=64738\n"
        f"serverpassword={pw}\n"
        "users=40\n\n"
        f"$ sudo murmurd -ini /etc/mumble-server.ini -supw {su}\n"
        "<W>2026-11-28 20:41:07.112 Superuser password set on server 1\n"
    )
    return text, [pw, su], _bare(pw)


@kind(
    "palworld_settings_ini_admin_password",
    "https://gameserverguides.com/palworld/wiki ; "
    "https://legionhosting.net/sv/kb/palworld/palworld-dedicated-server-setup-guide",
    r"[A-Za-z0-9_-]{16}",
    prefixless=True,
)
def _palworld(g: _R):
    admin, join = g.s(16, ALNUM_DASH), g.s(12, ALNUM)
    text = (
        "; Pal/Saved/Config/LinuxServer/PalWorldSettings.ini\n"
        "[/Script/Pal.PalGameWorldSettings]\n"
        'OptionSettings=(Difficulty=None,DayTimeSpeedRate=1.000000,ServerName="Pals of the Lab",'
        f'ServerDescription="",AdminPassword="{admin}",ServerPassword="{join}",PublicPort=8211,'
        "RCONEnabled=True,RCONPort=25575,bIsUseBackupSaveData=True)\n"
    )
    return text, [admin, join], admin


@kind(
    "sdtd_serverconfig_xml_telnet_password",
    "https://xgamingserver.com/docs/7-days-to-die/server-password ; "
    "https://r-pufky.github.io/docs/games/seven_days_to_die/serverconfig",
    r"[^\s\"]{8,}",
    prefixless=True,
)
def _sdtd(g: _R):
    telnet, join = _typed(g), g.s(10, ALNUM)
    text = (
        '<?xml version="1.0"?>\n<ServerSettings>\n'
        '  <property name="ServerName" value="Navezgane weekend"/>\n'
        f'  <property name="ServerPassword" value="{join}"/>\n'
        '  <property name="TelnetEnabled" value="true"/>\n'
        '  <property name="TelnetPort" value="8081"/>\n'
        f'  <property name="TelnetPassword" value="{telnet}"/>\n'
        "</ServerSettings>\n"
    )
    return text, [telnet, join], _bare(telnet)


@kind(
    "srcds_server_cfg_rcon_password",
    "http://configmaker.firedaemon.com/ ; "
    "https://git.runlevelsystems.com/GSP/Panel/raw/commit/d7e9b547638d4602caeda417ba7672f10ca2de3d/modules/billing/docs_old/games/counter-strike-source.md",
    r"[^\s\"]{8,}",
    prefixless=True,
)
def _srcds(g: _R):
    rcon, sv = _typed(g), g.s(9, ALNUM)
    text = (
        "// cstrike/cfg/server.cfg\n"
        'hostname "Thursday scrims"\n'
        f'rcon_password "{rcon}"\n'
        f'sv_password "{sv}"\n'
        "sv_lan 0\nsv_region 3\nmp_friendlyfire 1\n"
    )
    return text, [rcon, sv], _bare(rcon)


@kind(
    "bigbluebutton_bbb_conf_secret_output",
    "https://github.com/basemax/phpbigbluebuttonapi ; https://npmjs.com/package/bigbluebutton-js",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _bbb(g: _R):
    secret = g.s(40, ALNUM)
    text = (
        "$ sudo bbb-conf --secret\n\n"
        "    URL: https://meet.lab.example.org/bigbluebutton/\n"
        f"    Secret: {secret}\n\n"
        "    Link to the API-Mate:\n"
        f"    https://mconf.github.io/api-mate/#server=https://meet.lab.example.org/bigbluebutton/&sharedSecret={secret}\n"
    )
    return text, [secret], secret


# -- self-hosted servers ---------------------------------------------------------------------------


@kind(
    "woodpecker_agent_secret_env",
    "https://woodpecker-ci.org/docs/3.14/administration/configuration/agent ; https://docs.cloudron.io/apps/woodpecker",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _woodpecker(g: _R):
    secret = g.s(64, HEX)
    text = (
        "# /etc/woodpecker/agent.env\n"
        "WOODPECKER_SERVER=ci.lab.example.org:9000\n"
        f"WOODPECKER_AGENT_SECRET={secret}\n"
        "WOODPECKER_MAX_WORKFLOWS=4\nWOODPECKER_BACKEND=docker\n"
    )
    return text, [secret], secret


NETBOX_CHARS = string.ascii_letters + string.digits + "!@#$%^&*(-_=+)"


@kind(
    "netbox_configuration_py_secret_key",
    "https://docs.netbox.dev/en/stable/configuration/required-parameters/#secret_key ; https://nixos.wiki/wiki/NetBox",
    r"\S{50}",
    prefixless=True,
)
def _netbox(g: _R):
    key, dbpw = g.s(50, NETBOX_CHARS), g.s(16, ALNUM)
    text = (
        "# netbox/netbox/configuration.py\n"
        "ALLOWED_HOSTS = ['netbox.lab.example.org']\n"
        "DATABASE = {\n"
        "    'NAME': 'netbox',\n    'USER': 'netbox',\n"
        f"    'PASSWORD': '{dbpw}',\n"
        "    'HOST': 'localhost',\n    'PORT': '',\n}\n"
        f"SECRET_KEY = '{key}'\n"
    )
    return text, [key, dbpw], _bare(key)


@kind(
    "odoo_conf_admin_passwd",
    "https://github.com/odoo/docker/commit/ba65042dc0a064e8fa1ec3dcd0f27de629a5360d ; "
    "https://gist.github.com/tderick/18231eb538bc61c7da50fb603865a532",
    r"[^\s]{8,}",
    prefixless=True,
)
def _odoo(g: _R):
    master, dbpw = _typed(g), g.s(14, ALNUM)
    text = (
        "[options]\n"
        "addons_path = /mnt/extra-addons\ndata_dir = /var/lib/odoo\n"
        f"admin_passwd = {master}\n"
        "db_host = db\ndb_port = 5432\ndb_user = odoo\n"
        f"db_password = {dbpw}\n"
        "dbfilter = ^erp$\nproxy_mode = True\n"
    )
    return text, [master, dbpw], _bare(master)


@kind(
    "outline_env_secret_key_utils_secret",
    "https://github.com/RStrydom/outline/blob/master/.env.sample",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _outline(g: _R):
    secret, utils = g.s(64, HEX), g.s(64, HEX)
    text = (
        "NODE_ENV=production\n"
        f"SECRET_KEY={secret}\n"
        f"UTILS_SECRET={utils}\n"
        "DATABASE_URL=postgres://outline@postgres:5432/outline\nREDIS_URL=redis://redis:6379\n"
        "URL=https://wiki.lab.example.org\nPORT=3000\n"
    )
    return text, [secret, utils], secret


@kind(
    "octoprint_config_yaml_api_key",
    "https://docs.octoprint.org/en/maintenance/configuration/config_yaml.html ; https://pastebin.com/K9a8GK3n",
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _octoprint(g: _R):
    key, salt = g.s(32, UHEX), g.s(32, ALNUM)
    text = (
        "$ cat ~/.octoprint/config.yaml\n"
        "accessControl:\n"
        f"  salt: {salt}\n"
        "api:\n"
        f"  key: {key}\n"
        "appearance:\n  color: orange\n  name: Prusa MK4 bench\n"
        "serial:\n  port: /dev/ttyACM0\n  baudrate: 115200\n"
    )
    return text, [key, salt], key


@kind(
    "galaxy_yml_id_secret",
    "https://docs.galaxyproject.org/en/release_23.0/_modules/galaxy/security/idencoding.html ; "
    "https://docs.galaxyproject.org/en/release_21.09/_modules/galaxy/security/idencoding.html",
    r"[0-9a-f]{48}",
    prefixless=True,
)
def _galaxy(g: _R):
    sec = g.s(48, HEX)
    text = (
        "# config/galaxy.yml\n"
        "gravity:\n  galaxy_root: /srv/galaxy/server\n"
        "galaxy:\n"
        "  database_connection: postgresql:///galaxy?host=/var/run/postgresql\n"
        f"  id_secret: {sec}\n"
        "  admin_users: galaxy-admin@lab.example.org\n"
    )
    return text, [sec], sec


@kind(
    "jupyterhub_configproxy_auth_token_unit",
    "https://jupyterhub.readthedocs.io/en/5.2.1/_sources/tutorial/getting-started/security-basics.md.txt ; "
    "https://gist.github.com/yyuu/6932ad3ac07d7ede9cb1",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _jhub(g: _R):
    tok, cookie = g.s(64, HEX), g.s(64, HEX)
    text = (
        "$ systemctl cat jupyterhub\n"
        "# /etc/systemd/system/jupyterhub.service\n[Service]\n"
        f"Environment=CONFIGPROXY_AUTH_TOKEN={tok}\n"
        f"Environment=JPY_COOKIE_SECRET={cookie}\n"
        "ExecStart=/opt/jupyterhub/bin/jupyterhub -f /etc/jupyterhub/jupyterhub_config.py\n"
    )
    return text, [tok, cookie], tok


@kind(
    "slurmdbd_conf_storagepass",
    "https://slurm.schedmd.com/slurmdbd.conf.html ; https://gist.github.com/stevenjswanson/84b31b5ae793379f16eff16678f75b47",
    r"[^\s]{8,}",
    prefixless=True,
)
def _slurmdbd(g: _R):
    pw = _typed(g)
    text = (
        "# /etc/slurm/slurmdbd.conf\n"
        "AuthType=auth/munge\nDbdHost=hpc-head01\nSlurmUser=slurm\n"
        "LogFile=/var/log/slurm/slurmdbd.log\n"
        "StorageType=accounting_storage/mysql\nStorageHost=db-acct\nStorageUser=slurm\n"
        f"StoragePass={pw}\n"
        "StorageLoc=slurm_acct_db\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "cdsapirc_key_uuid",
    "https://github.com/carpentries-incubator/jupyter_maps/issues/5 ; "
    "https://rdrr.io/cran/varunayan/man/setup_cds_credentials.html",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _cdsapirc(g: _R):
    key = g.uuid()
    text = (
        "$ cat ~/.cdsapirc\n"
        "url: https://cds.climate.copernicus.eu/api\n"
        f"key: {key}\n\n"
        "$ python fetch_era5.py --year 2025\n2026-11-28 10:12:44,101 INFO Request ID is 6f1c0d2e\n"
    )
    return text, [key], key


@kind(
    "node_red_settings_js_credential_secret",
    "https://github.com/hatgldin/node-red/wiki/Design:-Encryption-of-credentials ; "
    "https://huggingface.co/spaces/WuGuan/Node-Red/blob/main/settings.js",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _nodered(g: _R):
    sec = g.s(32, ALNUM)
    text = (
        "// ~/.node-red/settings.js\n"
        "module.exports = {\n"
        "    flowFile: 'flows.json',\n"
        f'    credentialSecret: "{sec}",\n'
        "    flowFilePretty: true,\n"
        "    uiPort: process.env.PORT || 1880,\n"
        "};\n"
    )
    return text, [sec], sec


# -- embedded and IoT ------------------------------------------------------------------------------


@kind(
    "tasmota_console_backlog_mqtt_password",
    "https://tasmota.github.io/docs/Commands/ ; https://tasmota.github.io/docs/MQTT",
    r"[^\s;]{8,}",
    prefixless=True,
)
def _tasmota(g: _R):
    pw = _typed(g).replace(";", "")
    text = (
        "17:02:11.354 CMD: Backlog MqttHost 192.168.20.5; MqttPort 1883; MqttUser plug-garage; "
        f"MqttPassword {pw}; Topic plug_garage\n"
        '17:02:11.371 MQT: stat/plug_garage/RESULT = {"MqttHost":"192.168.20.5"}\n'
        '17:02:11.380 MQT: stat/plug_garage/RESULT = {"MqttPassword":"****"}\n'
    )
    return text, [pw], _bare(pw)


@kind(
    "platformio_ini_build_flags_wifi_password",
    "https://github.com/jmaurer1994/gofish-sensors ; https://docs.platformio.org/page/projectconf.html",
    r"[A-Za-z0-9]{8,}",
    prefixless=True,
)
def _pio(g: _R):
    psk = g.s(14, ALNUM)
    text = (
        "; platformio.ini\n[env:d1_mini]\nplatform = espressif8266\nboard = d1_mini\nframework = arduino\n"
        "build_flags =\n"
        "    '-DWLAN_SSID=\"greenhouse-iot\"'\n"
        f"    '-DWLAN_WPA2KEY=\"{psk}\"'\n"
        "    -DMQTT_PORT=1883\n"
    )
    return text, [psk], psk


@kind(
    "micropython_boot_py_wlan_connect",
    "https://docs.micropython.org/en/latest/wipy/tutorial/wlan.html ; https://pastebin.com/c3GBA8cG",
    r"[^\s']{8,}",
    prefixless=True,
)
def _mpy(g: _R):
    psk = _typed(g)
    text = (
        "# boot.py -- run on boot-up\n"
        "import network\n\n"
        "sta_if = network.WLAN(network.STA_IF)\n"
        "if not sta_if.isconnected():\n"
        "    sta_if.active(True)\n"
        f"    sta_if.connect('Bramble-2G', '{psk}')\n"
        "    while not sta_if.isconnected():\n        pass\n"
        "print('network config:', sta_if.ifconfig())\n"
    )
    return text, [psk], _bare(psk)


@kind(
    "meshtastic_cli_channel_psk_base64",
    "https://meshtastic.org/docs/software/python/cli ; https://www.github.com/meshtastic/firmware/issues/3855",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _meshtastic(g: _R):
    psk = _b64(g, 32)
    text = (
        f"$ meshtastic --ch-index 1 --ch-set name hikers --ch-set psk base64:{psk} --port /dev/ttyUSB0\n"
        "Connected to radio\nSetting channel parameter name to hikers\n"
        "Setting channel parameter psk to base64:" + psk + "\nWriting modified channels to device\n"
    )
    return text, [psk], _bare(psk)


# -- network gear, VPN and proxies -----------------------------------------------------------------


@kind(
    _mem("junos_radius_server_secret_set"),
    "https://juniper.net/documentation/en_US/junos13.1/topics/reference/configuration-statement/authentication-edit-system-login.html ; "
    "https://www.juniper.net/documentation/us/en/software/junos/user-access/topics/ref/statement/radius-server-edit-system.html",
    r"[^\s\"]{8,}",
    prefixless=True,
)
def _junos(g: _R):
    sec = _typed(g)
    text = (
        "[edit]\nadmin@mx-edge01# set system radius-server 10.20.0.5 port 1812\n"
        f'admin@mx-edge01# set system radius-server 10.20.0.5 secret "{sec}"\n'
        "admin@mx-edge01# set system authentication-order [ radius password ]\n"
        "admin@mx-edge01# commit check\nconfiguration check succeeds\n"
    )
    return text, [sec], _bare(sec)


# Junos "$9$" reversible secrets: letters, digits and ./- after the marker
J9 = string.ascii_letters + string.digits + "./-"


@kind(
    _mem("junos_show_configuration_dollar9_secret"),
    "https://www.juniper.net/documentation/us/en/software/junos/user-access/topics/ref/statement/radius-server-edit-system.html ; "
    "https://juniper.net/documentation/en_US/junos13.1/topics/reference/configuration-statement/authentication-edit-system-login.html",
    r"\$9\$[A-Za-z0-9./-]{30}",
)
def _junos9(g: _R):
    enc = "$9$" + g.s(30, J9)
    text = (
        "admin@ex4300> show configuration system radius-server\n"
        "10.20.0.5 {\n"
        f'    secret "{enc}"; ## SECRET-DATA\n'
        "    timeout 5;\n    retry 2;\n}\n"
    )
    return text, [enc], _bare(enc)


@kind(
    _mem("fortigate_ipsec_phase1_psksecret"),
    "https://docs.fortinet.com/document/fortigate/7.4.3/cli-reference/ ; "
    "https://community.fortinet.com/t5/FortiGate/Technical-Tip-IPsec-VPN-pre-shared-key/ta-p/190000",
    r"[^\s]{8,}",
    prefixless=True,
)
def _fortigate(g: _R):
    psk = _typed(g)
    text = (
        "FGT60F # config vpn ipsec phase1-interface\n"
        'FGT60F (phase1-interface) # edit "to-branch-lyon"\n'
        'FGT60F (to-branch-lyon) # set interface "wan1"\n'
        "FGT60F (to-branch-lyon) # set remote-gw 198.51.100.44\n"
        f"FGT60F (to-branch-lyon) # set psksecret {psk}\n"
        "FGT60F (to-branch-lyon) # end\n"
    )
    return text, [psk], _bare(psk)


@kind(
    _mem("pfsense_config_xml_ipsec_pre_shared_key"),
    "https://docs.netgate.com/pfsense/en/latest/vpn/ipsec/configure-p1.html ; "
    "https://docs.netgate.com/pfsense/en/latest/backup/index.html",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _pfsense(g: _R):
    psk = g.s(24, ALNUM)
    text = (
        "<ipsec>\n  <phase1>\n    <ikeid>3</ikeid>\n    <iketype>ikev2</iketype>\n"
        "    <remote-gateway>203.0.113.19</remote-gateway>\n"
        "    <authentication_method>pre_shared_key</authentication_method>\n"
        f"    <pre-shared-key>{psk}</pre-shared-key>\n"
        "    <descr><![CDATA[warehouse tunnel]]></descr>\n  </phase1>\n</ipsec>\n"
    )
    return text, [psk], psk


@kind(
    _mem("shadowsocks_config_json_password"),
    "https://github.com/shadowsocks/shadowsocks-libev#usage ; https://shadowsocks.org/doc/configs.html",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _ss(g: _R):
    pw = _b64(g, 32)
    cfg = {
        "server": "0.0.0.0",
        "server_port": 8388,
        "password": pw,
        "method": "2022-blake3-aes-256-gcm",
        "mode": "tcp_and_udp",
    }
    text = "$ cat /etc/shadowsocks-rust/config.json\n" + json.dumps(cfg, indent=4) + "\n"
    return text, [pw], _bare(pw)


@kind(
    _mem("v2ray_config_json_vmess_client_id"),
    "https://www.v2fly.org/en_US/v5/config/proxy/vmess.html ; https://www.v2fly.org/en_US/guide/start.html",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _v2ray(g: _R):
    cid = g.uuid()
    cfg = {
        "inbounds": [
            {
                "port": 10086,
                "protocol": "vmess",
                "settings": {"clients": [{"id": cid, "alterId": 0}]},
            }
        ],
        "outbounds": [{"protocol": "freedom"}],
    }
    text = "$ cat /usr/local/etc/v2ray/config.json\n" + json.dumps(cfg, indent=2) + "\n"
    return text, [cid], cid


@kind(
    _mem("varnish_secret_file_varnishadm"),
    "https://varnish-cache.org/docs/trunk/reference/varnishadm.html ; https://varnish-cache.org/docs/trunk/reference/varnishd.html",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _varnish(g: _R):
    sec = g.uuid()
    text = (
        "$ sudo cat /etc/varnish/secret\n"
        f"{sec}\n"
        "$ varnishadm -T 127.0.0.1:6082 -S /etc/varnish/secret backend.list\n"
        "Backend name                   Admin      Probe    Health     Last change\n"
        "boot.default                   probe      5/5      healthy    Sat, 28 Nov 2026 09:14:02 GMT\n"
    )
    return text, [sec], sec


@kind(
    _mem("zeromq_curve_secret_certificate_z85"),
    "https://rfc.zeromq.org/spec/32/ ; http://api.zeromq.org/czmq4-0:zcert",
    r"[0-9a-zA-Z.\-:+=^!/*?&<>()\[\]{}@%$#]{40}",
    prefixless=True,
)
def _zmq(g: _R):
    pub, sec = g.s(40, Z85), g.s(40, Z85)
    text = (
        "#   ****  Generated on 2026-11-28 18:20:51 by CZMQ  ****\n"
        "#   ZeroMQ CURVE **Secret** Certificate\n"
        "#   DO NOT PROVIDE THIS FILE TO OTHER USERS nor change its permissions.\n\n"
        'metadata\n    name = "telemetry-broker"\ncurve\n'
        f'    public-key = "{pub}"\n'
        f'    secret-key = "{sec}"\n'
    )
    return text, [sec], _bare(sec)


@kind(
    _mem("netsh_wlan_show_profile_key_content"),
    "https://learn.microsoft.com/en-us/windows-server/networking/technologies/netsh/netsh-wlan ; "
    "https://learn.microsoft.com/en-us/troubleshoot/windows-client/networking/netsh-wlan-commands",
    r"[^\s]{8,}",
    prefixless=True,
)
def _netsh(g: _R):
    psk = _typed(g)
    text = (
        'PS C:\\> netsh wlan show profile name="Atelier-5G" key=clear\n\n'
        "Security settings\n-----------------\n"
        "    Authentication         : WPA2-Personal\n"
        "    Cipher                 : CCMP\n"
        "    Security key           : Present\n"
        f"    Key Content            : {psk}\n"
    )
    return text, [psk], _bare(psk)


@kind(
    _mem("torrc_hashed_control_password"),
    "https://2019.www.torproject.org/docs/tor-manual.html.en#HashedControlPassword ; "
    "https://spec.torproject.org/control-spec/implementation-notes.html",
    r"16:[0-9A-F]{58}",
)
def _torrc(g: _R):
    hashed = "16:" + g.s(16, UHEX) + "60" + g.s(40, UHEX)
    plain = g.s(20, ALNUM)
    text = (
        f"$ tor --hash-password '{plain}' | tail -1\n{hashed}\n"
        "$ sudo tee -a /etc/tor/torrc\nControlPort 9051\n"
        f"HashedControlPassword {hashed}\n"
    )
    return text, [hashed, plain], _bare(hashed)


# -- desktop and chat clients ----------------------------------------------------------------------


@kind(
    _mem("pidgin_accounts_xml_password"),
    "https://developer.pidgin.im/wiki/Using%20Pidgin#Whereismyaccountinformationstored ; "
    "https://pidgin.im/help/faq/#why-are-passwords-stored-in-plain-text",
    r"[^\s<]{8,}",
    prefixless=True,
)
def _pidgin(g: _R):
    pw = _typed(g)
    text = (
        "$ sed -n 3,12p ~/.purple/accounts.xml\n"
        " <account>\n"
        "  <protocol>prpl-jabber</protocol>\n"
        "  <name>nightowl@jabber.lab.example.org/laptop</name>\n"
        f"  <password>{pw}</password>\n"
        "  <alias>Night Owl</alias>\n"
        " </account>\n"
    )
    return text, [pw], _bare(pw)


@kind(
    _mem("weechat_set_irc_sasl_password"),
    "https://weechat.org/files/doc/weechat/stable/weechat_user.en.html#irc_sasl_authentication ; "
    "https://weechat.org/files/doc/weechat/stable/weechat_user.en.html#secured_data",
    r"[^\s\"]{8,}",
    prefixless=True,
)
def _weechat(g: _R):
    pw = _typed(g)
    text = (
        "/server add oftc irc.oftc.net/6697 -tls\n"
        "/set irc.server.oftc.sasl_mechanism plain\n"
        '/set irc.server.oftc.sasl_username "quietfox"\n'
        f'/set irc.server.oftc.sasl_password "{pw}"\n'
        "/save\n"
    )
    return text, [pw], _bare(pw)


@kind(
    _mem("znc_conf_pass_sha256_hash"),
    "https://wiki.znc.in/Configuration#Users ; https://wiki.znc.in/Znc.conf",
    r"sha256#[0-9a-f]{64}#[A-Za-z0-9!?.,:;/*\-+()]{20}#",
)
def _znc(g: _R):
    digest, salt = g.s(64, HEX), g.s(20, ALNUM)
    line = f"sha256#{digest}#{salt}#"
    text = (
        "<User alice>\n"
        "        Admin = true\n"
        "        Nick = alice\n"
        "        <Pass password>\n"
        "                Method = sha256\n"
        f"                Hash = {digest}\n"
        f"                Salt = {salt}\n"
        "        </Pass>\n"
        f"        // old format: Pass = {line}\n"
        "</User>\n"
    )
    return text, [line, digest], _bare(digest)


@kind(
    _mem("qbittorrent_conf_webui_password_pbkdf2"),
    "https://github.com/qbittorrent/qBittorrent/wiki/Frequently-Asked-Questions ; "
    "https://github.com/qbittorrent/qBittorrent/wiki/Explanation-of-Options-in-qBittorrent#web-ui",
    r"[A-Za-z0-9+/]{22}==:[A-Za-z0-9+/]{86}==",
    prefixless=True,
)
def _qbt(g: _R):
    val = _b64(g, 16) + ":" + _b64(g, 64)
    text = (
        "$ grep WebUI ~/.config/qBittorrent/qBittorrent.conf\n"
        "WebUI\\Port=8080\nWebUI\\Username=seedbox\n"
        f'WebUI\\Password_PBKDF2="@ByteArray({val})"\n'
        "WebUI\\LocalHostAuth=false\n"
    )
    return text, [val], _bare(val)


@kind(
    _mem("tightvnc_reg_export_password_hex"),
    "https://www.tightvnc.com/doc/win/TightVNC_2.7_for_Windows_Server_Preconfiguration.pdf ; "
    "https://www.tightvnc.com/docs.php",
    r"(?:[0-9a-f]{2},){7}[0-9a-f]{2}",
    prefixless=True,
)
def _tightvnc(g: _R):
    pw = ",".join(g.s(2, HEX) for _ in range(8))
    ctl = ",".join(g.s(2, HEX) for _ in range(8))
    text = (
        'C:\\> reg export "HKLM\\SOFTWARE\\TightVNC\\Server" vnc.reg && type vnc.reg\n'
        "Windows Registry Editor Version 5.00\n\n"
        "[HKEY_LOCAL_MACHINE\\SOFTWARE\\TightVNC\\Server]\n"
        '"RfbPort"=dword:0000170c\n'
        f'"Password"=hex:{pw}\n'
        f'"ControlPassword"=hex:{ctl}\n'
        '"UseVncAuthentication"=dword:00000001\n'
    )
    return text, [pw, ctl], pw.replace(",", "")


# -- database clients and servers ------------------------------------------------------------------


@kind(
    _mem("sap_ase_isql_password_flag"),
    "https://help.sap.com/docs/SAP_ASE/da6c1ac7757f4d1b9da8e6ab1d3ac4e4/a8bc6b2bbc2b1014b4c8e4e8d9bbd47f.html ; "
    "https://infocenter.sybase.com/help/topic/com.sybase.infocenter.dc30191.1570100/doc/html/san1367605064460.html",
    r"[^\s']{8,}",
    prefixless=True,
)
def _isql(g: _R):
    pw = _typed(g)
    text = (
        f"$ isql -Usa -P'{pw}' -SASE_PROD -w300 -i nightly_dbcc.sql\n"
        "1> sp_helpdb billing\n2> go\n name      db_size   owner dbid created\n"
        " billing   4096.0 MB sa       4 Nov 02, 2025\n"
    )
    return text, [pw], _bare(pw)


@kind(
    _mem("oracle_expdp_userid_connect_string"),
    "https://docs.oracle.com/en/database/oracle/oracle-database/19/sutil/oracle-data-pump-export-utility.html ; "
    "https://docs.oracle.com/en/database/oracle/oracle-database/19/sutil/oracle-data-pump-export-utility.html#GUID-5F7380CE-A619-4042-8D13-1F7DDE429991",
    r"[A-Za-z0-9]{12}",
    prefixless=True,
)
def _expdp(g: _R):
    pw = g.s(12, ALNUM)
    text = (
        f"$ expdp system/{pw}@ORCLPDB1 schemas=HR directory=DATA_PUMP_DIR dumpfile=hr_%U.dmp parallel=4\n\n"
        "Export: Release 19.0.0.0.0 - Production on Sat Nov 28 02:00:04 2026\n"
        'Starting "SYSTEM"."SYS_EXPORT_SCHEMA_01":  system/********@ORCLPDB1 schemas=HR\n'
    )
    return text, [pw], pw


@kind(
    _mem("surrealdb_start_pass_flag"),
    "https://surrealdb.com/docs/surrealdb/cli/start ; https://surrealdb.com/docs/surrealdb/security/authentication",
    r"[^\s']{8,}",
    prefixless=True,
)
def _surreal(g: _R):
    pw = _typed(g)
    text = (
        f"$ surreal start --log info --user root --pass '{pw}' --bind 0.0.0.0:8000 rocksdb:/data/app.db\n"
        " .d8888b.                                             888 8888888b.  888888b.\n"
        "2026-11-28T08:14:51.114Z INFO surreal::env: Running 2.1.2 for linux on x86_64\n"
    )
    return text, [pw], _bare(pw)


@kind(
    _mem("zookeeper_zkcli_addauth_digest"),
    "https://zookeeper.apache.org/doc/r3.9.2/zookeeperCLI.html ; "
    "https://zookeeper.apache.org/doc/r3.9.2/zookeeperProgrammers.html#sc_BuiltinACLSchemes",
    r"[A-Za-z0-9]{14}",
    prefixless=True,
)
def _zk(g: _R):
    pw = g.s(14, ALNUM)
    text = (
        "$ bin/zkCli.sh -server zk1:2181\n"
        f"[zk: zk1:2181(CONNECTED) 0] addauth digest kafka-admin:{pw}\n"
        "[zk: zk1:2181(CONNECTED) 1] getAcl /kafka/config\n"
        "'digest,'kafka-admin:Hk0N3l9bH3bKq1n1qvNMk1PpR4s=\n: cdrwa\n"
    )
    return text, [pw], pw


@kind(
    _mem("duckdb_create_secret_s3"),
    "https://duckdb.org/docs/configuration/secrets_manager.html ; https://duckdb.org/docs/extensions/httpfs/s3api.html",
    r"[A-Za-z0-9+/]{40}",
    prefixless=True,
)
def _duckdb(g: _R):
    sec = g.s(40, ALNUM + "+/")
    text = (
        "D CREATE PERSISTENT SECRET lake (\n"
        "      TYPE s3,\n"
        f"      KEY_ID 'GK{g.s(24, HEX)}',\n"
        f"      SECRET '{sec}',\n"
        "      ENDPOINT 's3.lab.example.org',\n"
        "      URL_STYLE 'path'\n  );\n"
        "┌─────────┐\n│ Success │\n├─────────┤\n│ true    │\n└─────────┘\n"
    )
    return text, [sec], _bare(sec)


@kind(
    _mem("sqlcipher_pragma_key"),
    "https://www.zetetic.net/sqlcipher/sqlcipher-api/#PRAGMA_key ; https://www.zetetic.net/sqlcipher/sqlcipher-api/",
    r"[^\s']{8,}",
    prefixless=True,
)
def _sqlcipher(g: _R):
    pw = _typed(g)
    text = (
        "$ sqlcipher app-data.db\nSQLite version 3.46.1 (SQLCipher 4.6.1 community)\n"
        f"sqlite> PRAGMA key = '{pw}';\nok\n"
        "sqlite> SELECT count(*) FROM sqlite_master;\n14\n"
    )
    return text, [pw], _bare(pw)


@kind(
    _mem("bitcoin_conf_rpcauth_line"),
    "https://github.com/bitcoin/bitcoin/blob/master/share/rpcauth/README.md ; "
    "https://github.com/bitcoin/bitcoin/blob/master/share/examples/bitcoin.conf",
    r"[0-9a-f]{32}\$[0-9a-f]{64}",
    prefixless=True,
)
def _rpcauth(g: _R):
    salt_hash = g.s(32, HEX) + "$" + g.s(64, HEX)
    pw = base64.urlsafe_b64encode(_rb(g, 32)).rstrip(b"=").decode()
    text = (
        "$ python3 share/rpcauth/rpcauth.py electrs\n"
        "String to be appended to bitcoin.conf:\n"
        f"rpcauth=electrs:{salt_hash}\n"
        f"Your password:\n{pw}\n"
    )
    return text, [salt_hash, pw], _bare(salt_hash)


# -- message brokers and realtime hubs -------------------------------------------------------------


@kind(
    _mem("redpanda_rpk_sasl_pass_flag"),
    "https://docs.redpanda.com/current/reference/rpk/rpk-x-options/ ; "
    "https://docs.redpanda.com/current/manage/security/authentication/",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _rpk(g: _R):
    pw = g.s(20, ALNUM)
    text = (
        "$ rpk topic list -X brokers=seed-0.redpanda.lab:9092 -X user=ingest "
        f"-X pass={pw} -X sasl.mechanism=SCRAM-SHA-256 -X tls.enabled=true\n"
        "NAME            PARTITIONS  REPLICAS\nclickstream     12          3\n"
    )
    return text, [pw], pw


@kind(
    _mem("pulsar_client_conf_auth_params_token"),
    "https://pulsar.apache.org/docs/next/security-jwt/ ; https://pulsar.apache.org/docs/next/reference-cli-tools/",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _pulsar(g: _R):
    tok = _jwt(g, {"sub": "ingest-" + g.s(6, LOWER_DIGITS)})
    text = (
        "# conf/client.conf\n"
        "webServiceUrl=https://pulsar.lab.example.org:8443/\n"
        "brokerServiceUrl=pulsar+ssl://pulsar.lab.example.org:6651/\n"
        "authPlugin=org.apache.pulsar.client.impl.auth.AuthenticationToken\n"
        f"authParams=token:{tok}\n"
    )
    return text, [tok], tok[-43:]


@kind(
    _mem("centrifugo_config_json_hmac_secret"),
    "https://centrifugal.dev/docs/server/configuration ; https://centrifugal.dev/docs/server/authentication",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _centrifugo(g: _R):
    hmac, api, admin_pw = g.uuid(), g.uuid(), g.uuid()
    cfg = {
        "token_hmac_secret_key": hmac,
        "admin_password": admin_pw,
        "admin_secret": g.uuid(),
        "api_key": api,
        "allowed_origins": ["https://app.lab.example.org"],
    }
    text = "$ centrifugo genconfig && cat config.json\n" + json.dumps(cfg, indent=2) + "\n"
    return text, [hmac, api, admin_pw], hmac


# -- payments and telephony ------------------------------------------------------------------------


@kind(
    _mem("ecpay_aio_hashkey_hashiv"),
    "https://developers.ecpay.com.tw/?p=2856 ; https://github.com/ECPay/ECPayAIO_PHP",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _ecpay(g: _R):
    key, iv = g.s(16, ALNUM), g.s(16, ALNUM)
    text = (
        "<?php\n// config/ecpay.php\nreturn [\n"
        "    'MerchantID' => '3" + g.digits(6) + "',\n"
        f"    'HashKey'    => '{key}',\n"
        f"    'HashIV'     => '{iv}',\n"
        "    'ServiceURL' => 'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5',\n];\n"
    )
    return text, [key, iv], key


@kind(
    _mem("gmo_payment_gateway_shop_pass"),
    "https://docs.mul-pay.jp/payment/credit/overview ; https://mp-faq.gmo-pg.com/",
    r"[a-z0-9]{8}",
    prefixless=True,
)
def _gmo(g: _R):
    shop_pass, site_pass = g.s(8, LOWER_DIGITS), g.s(8, LOWER_DIGITS)
    text = (
        "# config/gmo_pg.yml\nproduction:\n"
        "  shop_id: tshop" + g.digits(8, first_nonzero=False) + "\n"
        f"  shop_pass: {shop_pass}\n"
        "  site_id: tsite" + g.digits(8, first_nonzero=False) + "\n"
        f"  site_pass: {site_pass}\n"
        "  endpoint: https://p01.mul-pay.jp/payment/\n"
    )
    return text, [shop_pass, site_pass], shop_pass


@kind(
    _mem("przelewy24_crc_key_and_api_key"),
    "https://developers.przelewy24.pl/index.php?en#section/Authentication ; https://developers.przelewy24.pl/index.php?en",
    r"[0-9a-f]{16}",
    prefixless=True,
)
def _p24(g: _R):
    crc, api = g.s(16, HEX), g.s(32, HEX)
    text = (
        "P24_MERCHANT_ID=" + g.digits(6) + "\nP24_POS_ID=" + g.digits(6) + "\n"
        f"P24_CRC={crc}\n"
        f"P24_REPORT_KEY={api}\n"
        "P24_SANDBOX=false\n"
    )
    return text, [crc, api], crc


@kind(
    _mem("ccavenue_working_key"),
    "https://www.ccavenue.com/inter_integration.jsp ; https://github.com/ccavenue/ccavenue-php-kit",
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _ccavenue(g: _R):
    key, code = g.s(32, UHEX), "AVXX" + g.s(16, UPPER_DIGITS)
    text = (
        "<?php\n$merchant_id = '" + g.digits(6) + "';\n"
        f"$access_code = '{code}';\n"
        f"$working_key = '{key}';  // shared by CCAvenue, used for AES request encryption\n"
        "$encrypted_data = encrypt($merchant_data, $working_key);\n"
    )
    return text, [key], key


@kind(
    _mem("unzer_private_key_s_priv"),
    "https://docs.unzer.com/server-side-integration/api-basics/authentication/ ; https://docs.unzer.com/",
    r"s-priv-[A-Za-z0-9]{32}",
)
def _unzer(g: _R):
    key = "s-priv-" + g.s(32, ALNUM)
    text = (
        f"$ curl -u '{key}:' https://api.unzer.com/v1/payments/s-pay-2841\n"
        '{"id":"s-pay-2841","state":{"id":1,"name":"completed"},"amount":{"total":"49.9000"}}\n'
    )
    return text, [key], key


@kind(
    _mem("sumup_secret_key_sup_sk"),
    "https://developer.sumup.com/tools/authorization/api-keys ; https://developer.sumup.com/api",
    r"sup_sk_[A-Za-z0-9]{32}",
)
def _sumup(g: _R):
    key = "sup_sk_" + g.s(32, ALNUM)
    text = (
        "import sumup\n\n"
        f'client = sumup.Sumup(api_key="{key}")\n'
        'checkout = client.checkouts.create(amount=12.5, currency="EUR", merchant_code="MCXX2M4Q")\n'
    )
    return text, [key], key


@kind(
    _mem("liqpay_sandbox_private_key"),
    "https://www.liqpay.ua/en/documentation/api/aquiring/checkout/doc ; https://github.com/liqpay/sdk-python",
    r"sandbox_[A-Za-z0-9]{40}",
)
def _liqpay(g: _R):
    pub, priv = "sandbox_i" + g.digits(11), "sandbox_" + g.s(40, ALNUM)
    text = (
        "from liqpay import LiqPay\n\n"
        f'liqpay = LiqPay("{pub}", "{priv}")\n'
        'html = liqpay.cnb_form({"action": "pay", "amount": "1", "currency": "UAH", "version": "3"})\n'
    )
    return text, [priv], priv


@kind(
    _mem("heartland_secret_api_key_skapi"),
    "https://developer.heartlandpaymentsystems.com/documentation/authentication ; "
    "https://github.com/globalpayments/php-sdk",
    r"skapi_prod_[A-Za-z0-9_-]{42}",
)
def _heartland(g: _R):
    key = "skapi_prod_" + g.s(42, ALNUM_DASH)
    text = (
        "$config = new PorticoConfig();\n"
        f"$config->secretApiKey = '{key}';\n"
        "$config->developerId = '000000';\n$config->versionNumber = '0000';\n"
        "ServicesContainer::configureService($config);\n"
    )
    return text, [key], key


@kind(
    _mem("octopus_energy_api_key_basic"),
    "https://developer.octopus.energy/rest/guides/authentication ; https://developer.octopus.energy/rest/",
    r"sk_live_[A-Za-z0-9]{24}",
)
def _octopus_energy(g: _R):
    key = "sk_live_" + g.s(24, ALNUM)
    text = (
        f'$ curl -u "{key}:" '
        "https://api.octopus.energy/v1/electricity-meter-points/2000012345678/meters/21E5012345/consumption/?page_size=48\n"
        '{"count":48,"next":null,"previous":null,"results":[{"consumption":0.231,"interval_start":"2026-11-27T00:00:00Z"}]}\n'
    )
    return text, [key], key


@kind(
    _mem("freeswitch_vars_xml_default_password"),
    "https://developer.signalwire.com/freeswitch/FreeSWITCH-Explained/Configuration/Default-Configuration_6587388/ ; "
    "https://developer.signalwire.com/freeswitch/FreeSWITCH-Explained/Configuration/Vars.xml_6587417/",
    r"[A-Za-z0-9]{14}",
    prefixless=True,
)
def _freeswitch(g: _R):
    pw = g.s(14, ALNUM)
    text = (
        "<!-- conf/vars.xml -->\n"
        f'<X-PRE-PROCESS cmd="set" data="default_password={pw}"/>\n'
        '<X-PRE-PROCESS cmd="set" data="domain=$${local_ip_v4}"/>\n'
        '<X-PRE-PROCESS cmd="set" data="hold_music=local_stream://moh"/>\n'
    )
    return text, [pw], pw


@kind(
    _mem("freepbx_conf_ampdbpass"),
    "https://sangomakb.atlassian.net/wiki/spaces/FP/pages/10682540/freepbx.conf ; https://wiki.freepbx.org/",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _freepbx(g: _R):
    pw = g.s(20, ALNUM)
    text = (
        "<?php\n$amp_conf['AMPDBUSER'] = 'freepbxuser';\n"
        f"$amp_conf['AMPDBPASS'] = '{pw}';\n"
        "$amp_conf['AMPDBHOST'] = 'localhost';\n$amp_conf['AMPDBNAME'] = 'asterisk';\n"
        "require_once('/var/www/html/admin/bootstrap.php');\n"
    )
    return text, [pw], pw


# -- build, CI and application servers -------------------------------------------------------------


@kind(
    _mem("buildbot_master_cfg_worker_password"),
    "https://docs.buildbot.net/latest/manual/configuration/workers.html ; https://docs.buildbot.net/latest/tutorial/firstrun.html",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _buildbot(g: _R):
    pw = g.s(16, ALNUM)
    text = (
        "# master.cfg\nfrom buildbot.plugins import worker\n\n"
        "c = BuildmasterConfig = {}\n"
        f'c["workers"] = [worker.Worker("arm64-runner-01", "{pw}", max_builds=2)]\n'
        'c["protocols"] = {"pb": {"port": 9989}}\n'
    )
    return text, [pw], pw


@kind(
    _mem("codebuild_buildspec_plaintext_env_variable"),
    "https://docs.aws.amazon.com/codebuild/latest/userguide/build-spec-ref.html#build-spec.env.variables ; "
    "https://docs.aws.amazon.com/codebuild/latest/userguide/build-spec-ref.html",
    r"[^\s\"]{8,}",
    prefixless=True,
)
def _codebuild(g: _R):
    pw = _typed(g)
    text = (
        "version: 0.2\nenv:\n  variables:\n    DB_HOST: reporting.cluster-ro.internal\n"
        f'    DB_PASSWORD: "{pw}"\n'
        "phases:\n  build:\n    commands:\n      - ./gradlew integrationTest\n"
    )
    return text, [pw], _bare(pw)


@kind(
    _mem("msbuild_package_certificate_password_property"),
    "https://learn.microsoft.com/en-us/windows/msix/package/signing-package-overview ; "
    "https://learn.microsoft.com/en-us/windows/uwp/packaging/auto-build-package-uwp-apps",
    r"[^\s\"]{8,}",
    prefixless=True,
)
def _msbuild(g: _R):
    pw = _typed(g)
    text = (
        "PS> msbuild .\\Contoso.Desktop.wapproj /p:Configuration=Release /p:UapAppxPackageBuildMode=SideloadOnly "
        f'/p:PackageCertificateKeyFile=signing.pfx /p:PackageCertificatePassword="{pw}" /p:AppxBundle=Never\n'
        "  Contoso.Desktop -> C:\\build\\AppPackages\\Contoso.Desktop_1.4.0.0_x64.msix\n"
    )
    return text, [pw], _bare(pw)


@kind(
    _mem("chocolatey_apikey_add"),
    "https://docs.chocolatey.org/en-us/create/commands/api-key/ ; https://docs.chocolatey.org/en-us/create/commands/push/",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _choco(g: _R):
    key = g.uuid()
    text = (
        f"PS> choco apikey --key {key} --source https://push.chocolatey.org/\n"
        "Chocolatey v2.3.0\nAdded ApiKey for https://push.chocolatey.org/\n"
        "PS> choco push .\\labtool.1.2.0.nupkg --source https://push.chocolatey.org/\n"
    )
    return text, [key], key


@kind(
    _mem("karaf_users_properties_password"),
    "https://karaf.apache.org/manual/latest/#_users_groups_roles_and_passwords ; "
    "https://github.com/apache/karaf/blob/main/assemblies/features/base/src/main/filtered-resources/resources/etc/users.properties",
    r"[^\s,]{8,}",
    prefixless=True,
)
def _karaf(g: _R):
    pw = _typed(g).replace(",", "")
    text = (
        "# etc/users.properties\n"
        f"karaf = {pw},_g_:admingroup\n"
        "_g_\\:admingroup = group,admin,manager,viewer,systembundles,ssh\n"
    )
    return text, [pw], _bare(pw)


@kind(
    _mem("wso2_deployment_toml_super_admin_password"),
    "https://apim.docs.wso2.com/en/latest/reference/config-catalog/ ; "
    "https://is.docs.wso2.com/en/latest/deploy/configure/user-stores/configure-super-admin/",
    r"[^\s\"]{8,}",
    prefixless=True,
)
def _wso2(g: _R):
    pw = _typed(g)
    text = (
        "# repository/conf/deployment.toml\n"
        '[super_admin]\nusername = "admin"\n'
        f'password = "{pw}"\n'
        'create_admin_account = true\n\n[database.apim_db]\ntype = "mysql"\n'
    )
    return text, [pw], _bare(pw)


@kind(
    _mem("pentaho_kettle_encrypted_password"),
    "https://help.hitachivantara.com/Documentation/Pentaho/9.3/Setup/Kettle_Encr ; "
    "https://pentaho-public.atlassian.net/wiki/spaces/EAI/pages/371558608/Pan+User+Documentation",
    r"Encrypted 2be98afc86aa7f2e4[0-9a-f]{15,40}",
)
def _kettle(g: _R):
    enc = "Encrypted 2be98afc86aa7f2e4" + g.s(2 * g.r.randint(9, 20), HEX)
    text = (
        "$ ./encr.sh -kettle 'not shown'\n"
        f"{enc}\n"
        "$ grep PASSWORD ~/.kettle/kettle.properties\n"
        f"DWH_PASSWORD={enc}\n"
    )
    return text, [enc], _bare(enc)


@kind(
    "coveralls_yml_repo_token",
    KF + "coveralls.yml",
    r"[A-Za-z0-9]{33}",
    prefixless=True,
)
def _coveralls(g: _R):
    tok = g.s(33, ALNUM)
    text = (
        "$ cat .coveralls.yml\nservice_name: jenkins\n"
        f"repo_token: {tok}\n"
        "$ bundle exec rake coveralls:push\n[Coveralls] Submitting to https://coveralls.io/api/v1\n"
    )
    return text, [tok], tok


@kind(
    "codacy_api_token_header",
    KF + "codacy.yml",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _codacy(g: _R):
    tok = g.s(20, ALNUM)
    text = (
        f"$ curl -s -H 'api-token: {tok}' -H 'Accept: application/json' "
        "https://app.codacy.com/api/v3/user\n"
        '{"data":{"id":81734,"name":"Build Bot","mainEmail":"ci@lab.example.org"}}\n'
    )
    return text, [tok], tok


@kind(
    "cloudsmith_api_key_env",
    KF + "cloudsmith.yml",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _cloudsmith(g: _R):
    key = g.s(40, HEX)
    text = (
        f"$ export CLOUDSMITH_API_KEY={key}\n"
        "$ cloudsmith push deb labtools/internal/debian/bookworm dist/agent_2.1.0_amd64.deb\n"
        "Checking deb package upload parameters ... OK\n"
    )
    return text, [key], key


# -- configuration syntaxes of languages and frameworks --------------------------------------------


@kind(
    _mem("nixos_networking_wireless_networks_psk"),
    "https://search.nixos.org/options?show=networking.wireless.networks.%3Cname%3E.psk ; https://nixos.wiki/wiki/Wpa_supplicant",
    r"[^\s\"]{8,}",
    prefixless=True,
)
def _nix_psk(g: _R):
    psk = _typed(g)
    text = (
        "# /etc/nixos/configuration.nix\n{\n"
        "  networking.wireless.enable = true;\n"
        '  networking.wireless.networks."Workshop-5G".psk = "' + psk + '";\n'
        '  networking.hostName = "lathe-pi";\n}\n'
    )
    return text, [psk], _bare(psk)


@kind(
    _mem("dhall_record_database_password"),
    "https://docs.dhall-lang.org/tutorials/Language-Tour.html#records ; https://dhall-lang.org/",
    r"[A-Za-z0-9]{18}",
    prefixless=True,
)
def _dhall(g: _R):
    pw = g.s(18, ALNUM)
    text = (
        "-- ./config/prod.dhall\n"
        "let Db = { host : Text, port : Natural, user : Text, password : Text }\n\n"
        "let db : Db =\n"
        f'      {{ host = "pg-prod.internal", port = 5432, user = "billing", password = "{pw}" }}\n\n'
        "in  { db, workers = 8 }\n"
    )
    return text, [pw], pw


@kind(
    _mem("grails_application_groovy_datasource_password"),
    "https://docs.grails.org/latest/guide/conf.html#dataSource ; https://docs.grails.org/latest/guide/conf.html",
    r"[^\s']{8,}",
    prefixless=True,
)
def _grails(g: _R):
    pw = _typed(g)
    text = (
        "// grails-app/conf/application.groovy\n"
        "environments {\n    production {\n        dataSource {\n"
        "            dbCreate = 'none'\n"
        "            url = 'jdbc:mysql://db-prod:3306/library'\n"
        "            username = 'library'\n"
        f"            password = '{pw}'\n"
        "        }\n    }\n}\n"
    )
    return text, [pw], _bare(pw)


@kind(
    _mem("powercli_connect_viserver_password"),
    "https://developer.broadcom.com/powercli/latest/vmware.vimautomation.core/commands/connect-viserver ; "
    "https://developer.broadcom.com/powercli/latest/",
    r"[^\s']{8,}",
    prefixless=True,
)
def _powercli(g: _R):
    pw = _typed(g)
    text = (
        f"PS C:\\ops> Connect-VIServer -Server vcsa01.lab.local -User 'svc-backup@vsphere.local' -Password '{pw}'\n\n"
        "Name                           Port  User\n----                           ----  ----\n"
        "vcsa01.lab.local               443   VSPHERE.LOCAL\\svc-backup\n"
    )
    return text, [pw], _bare(pw)


@kind(
    _mem("powershell_invoke_sqlcmd_password"),
    "https://learn.microsoft.com/en-us/powershell/module/sqlserver/invoke-sqlcmd ; "
    "https://learn.microsoft.com/en-us/sql/powershell/sql-server-powershell",
    r"[^\s']{8,}",
    prefixless=True,
)
def _invoke_sqlcmd(g: _R):
    pw = _typed(g)
    text = (
        "PS> Invoke-Sqlcmd -ServerInstance 'sql02\\REPORTING' -Database 'Sales' -Username 'etl_user' "
        f"-Password '{pw}' -Query 'SELECT TOP 5 OrderID FROM dbo.Orders' -TrustServerCertificate\n\n"
        "OrderID\n-------\n 104211\n"
    )
    return text, [pw], _bare(pw)


@kind(
    _mem("prosody_cfg_lua_component_secret"),
    "https://prosody.im/doc/components ; https://prosody.im/doc/configure",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _prosody(g: _R):
    sec = g.s(24, ALNUM)
    text = (
        "-- /etc/prosody/prosody.cfg.lua\n"
        'VirtualHost "chat.lab.example.org"\n\n'
        'Component "bridge.chat.lab.example.org"\n'
        f'    component_secret = "{sec}"\n'
    )
    return text, [sec], sec


@kind(
    _mem("mojolicious_app_secrets_perl"),
    "https://docs.mojolicious.org/Mojolicious#secrets ; https://docs.mojolicious.org/Mojolicious/Guides/FAQ",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _mojo(g: _R):
    sec = g.s(40, HEX)
    text = (
        "# lib/Shop.pm\nsub startup ($self) {\n"
        f"    $self->secrets(['{sec}']);\n"
        "    my $r = $self->routes;\n    $r->get('/')->to('home#index');\n}\n"
    )
    return text, [sec], sec


@kind(
    _mem("sinatra_set_session_secret"),
    "https://sinatrarb.com/intro.html#using-sessions ; https://github.com/sinatra/sinatra#session-secret",
    r"[0-9a-f]{128}",
    prefixless=True,
)
def _sinatra(g: _R):
    sec = g.s(128, HEX)
    text = (
        "# app.rb\nrequire 'sinatra'\n\n"
        "enable :sessions\n"
        f"set :session_secret, '{sec}'\n\n"
        "get '/' do\n  session[:visits] = (session[:visits] || 0) + 1\nend\n"
    )
    return text, [sec], sec[:100]


@kind(
    _mem("rocket_toml_secret_key"),
    "https://rocket.rs/guide/v0.5/configuration/#secret-key ; https://api.rocket.rs/v0.5/rocket/config/struct.SecretKey",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _rocket(g: _R):
    sec = _b64(g, 32)
    text = (
        '# Rocket.toml\n[release]\naddress = "0.0.0.0"\nport = 8000\n'
        f'secret_key = "{sec}"\n'
        '[release.databases.main]\nurl = "postgres://app@db/app"\n'
    )
    return text, [sec], _bare(sec)


BLOWFISH_CHARS = ALNUM + "!#$%&()*+,-./:;<=>?@[]^_{|}~"


@kind(
    _mem("phpmyadmin_config_blowfish_secret"),
    "https://docs.phpmyadmin.net/en/latest/config.html#cfg_blowfish_secret ; https://docs.phpmyadmin.net/en/latest/setup.html",
    r"\S{32}",
    prefixless=True,
)
def _pma(g: _R):
    sec = g.s(32, BLOWFISH_CHARS)
    text = (
        "<?php\n// /etc/phpmyadmin/config.inc.php\n"
        f"$cfg['blowfish_secret'] = '{sec}';\n"
        "$i = 0;\n$i++;\n$cfg['Servers'][$i]['auth_type'] = 'cookie';\n"
    )
    return text, [sec], _bare(sec)


@kind(
    _mem("moodle_config_php_dbpass"),
    "https://docs.moodle.org/en/Configuration_file ; https://github.com/moodle/moodle/blob/main/config-dist.php",
    r"[^\s']{8,}",
    prefixless=True,
)
def _moodle(g: _R):
    pw = _typed(g)
    text = (
        "<?php  // Moodle configuration file\nunset($CFG);\nglobal $CFG;\n$CFG = new stdClass();\n"
        "$CFG->dbtype    = 'pgsql';\n$CFG->dbhost    = 'localhost';\n$CFG->dbname    = 'moodle';\n"
        "$CFG->dbuser    = 'moodleuser';\n"
        f"$CFG->dbpass    = '{pw}';\n"
        "$CFG->wwwroot   = 'https://learn.lab.example.org';\n"
    )
    return text, [pw], _bare(pw)


@kind(
    _mem("frappe_site_config_json_encryption_key"),
    "https://frappeframework.com/docs/user/en/basics/site_config ; https://docs.frappe.io/framework/user/en/bench/resources/bench-commands-cheatsheet",
    r"[A-Za-z0-9_-]{43}=",
    prefixless=True,
)
def _frappe(g: _R):
    key = base64.urlsafe_b64encode(_rb(g, 32)).decode()
    dbpw = g.s(16, ALNUM)
    cfg = {"db_name": "_4f1c2e9a0b7d3c55", "db_password": dbpw, "db_type": "mariadb", "encryption_key": key}
    text = "$ cat sites/erp.lab.example.org/site_config.json\n" + json.dumps(cfg, indent=1) + "\n"
    return text, [key, dbpw], _bare(key)


@kind(
    _mem("parse_server_master_key_flag"),
    "https://docs.parseplatform.org/parse-server/guide/#keys ; https://github.com/parse-community/parse-server#configuration",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _parse(g: _R):
    master = g.s(40, ALNUM)
    text = (
        "$ parse-server --appId scoreboard --masterKey " + master + " "
        "--databaseURI mongodb://localhost:27017/scoreboard --serverURL http://localhost:1337/parse\n"
        "parse-server running on http://localhost:1337/parse\n"
    )
    return text, [master], master


@kind(
    _mem("apereo_cas_properties_tgc_crypto_keys"),
    "https://apereo.github.io/cas/7.1.x/authentication/Configuring-Authentication-Components.html#ticket-granting-cookie ; "
    "https://apereo.github.io/cas/7.1.x/installation/Configuration-Properties-Security.html",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _cas(g: _R):
    enc = base64.urlsafe_b64encode(_rb(g, 32)).rstrip(b"=").decode()
    sig = base64.urlsafe_b64encode(_rb(g, 64)).rstrip(b"=").decode()
    text = (
        "# /etc/cas/config/cas.properties\n"
        "cas.server.name=https://sso.lab.example.org\n"
        f"cas.tgc.crypto.encryption.key={enc}\n"
        f"cas.tgc.crypto.signing.key={sig}\n"
    )
    return text, [enc, sig], _bare(enc)


# -- scientific and ML tooling ---------------------------------------------------------------------


@kind(
    _mem("mlflow_tracking_password_env"),
    "https://mlflow.org/docs/latest/auth/index.html#using-environment-variables ; https://mlflow.org/docs/3.3.2/ml/auth",
    r"[^\s']{8,}",
    prefixless=True,
)
def _mlflow(g: _R):
    pw = _typed(g)
    text = (
        "export MLFLOW_TRACKING_URI=https://mlflow.lab.example.org\n"
        "export MLFLOW_TRACKING_USERNAME=trainer\n"
        f"export MLFLOW_TRACKING_PASSWORD='{pw}'\n"
        "python train.py --epochs 30\n"
    )
    return text, [pw], _bare(pw)


@kind(
    _mem("dvc_config_local_webdav_password"),
    "https://dvc.org/doc/user-guide/data-management/remote-storage/webdav ; https://dvc.org/doc/command-reference/remote/modify",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _dvc(g: _R):
    pw = g.s(20, ALNUM)
    text = (
        f"$ dvc remote modify --local nextcloud password {pw}\n"
        "$ cat .dvc/config.local\n['remote \"nextcloud\"']\n    user = dvc-bot\n"
        f"    password = {pw}\n"
    )
    return text, [pw], pw


@kind(
    _mem("ray_start_head_redis_password"),
    "https://docs.ray.io/en/latest/cluster/cli.html#ray-start ; https://docs.ray.io/en/latest/ray-security/index.html",
    r"[A-Za-z0-9]{22}",
    prefixless=True,
)
def _ray(g: _R):
    pw = g.s(22, ALNUM)
    text = (
        f"$ ray start --head --port=6379 --redis-password='{pw}' --dashboard-host=0.0.0.0\n"
        "Local node IP: 10.0.3.17\n--------------------\nRay runtime started.\n"
        f"  ray start --address='10.0.3.17:6379' --redis-password='{pw}'\n"
    )
    return text, [pw], pw


@kind(
    _mem("zenodo_deposit_access_token_param"),
    "https://developers.zenodo.org/#authentication ; https://developers.zenodo.org/#quickstart-upload",
    r"[A-Za-z0-9]{60}",
    prefixless=True,
)
def _zenodo(g: _R):
    tok = g.s(60, ALNUM)
    text = (
        "import requests\n"
        f'ACCESS_TOKEN = "{tok}"\n'
        "r = requests.post('https://zenodo.org/api/deposit/depositions',\n"
        "                  params={'access_token': ACCESS_TOKEN}, json={})\nprint(r.status_code)\n201\n"
    )
    return text, [tok], tok


@kind(
    _mem("ncbi_entrez_api_key_biopython"),
    "https://support.nlm.nih.gov/kbArticle/?pn=KA-05317 ; https://biopython.org/docs/latest/Tutorial/chapter_entrez.html",
    r"[0-9a-f]{36}",
    prefixless=True,
)
def _entrez(g: _R):
    key = g.s(36, HEX)
    text = (
        "from Bio import Entrez\n\n"
        'Entrez.email = "lab-pipeline@lab.example.org"\n'
        f'Entrez.api_key = "{key}"\n'
        'handle = Entrez.esearch(db="pubmed", term="CRISPR base editing", retmax=200)\n'
    )
    return text, [key], key


@kind(
    _mem("semantic_scholar_x_api_key_header"),
    "https://www.semanticscholar.org/product/api#api-key ; https://api.semanticscholar.org/api-docs/",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _s2(g: _R):
    key = g.s(40, ALNUM)
    text = (
        f"$ curl -H 'x-api-key: {key}' "
        "'https://api.semanticscholar.org/graph/v1/paper/search?query=graph+neural+networks&limit=3'\n"
        '{"total": 48211, "offset": 0, "next": 3, "data": [{"paperId": "5c7ba0"}]}\n'
    )
    return text, [key], key


@kind(
    _mem("neptune_api_token_base64_json"),
    "https://docs.neptune.ai/setup/setting_api_token/ ; https://docs.neptune.ai/api/environment_variables/",
    r"eyJ[A-Za-z0-9+/]+=*",
)
def _neptune(g: _R):
    payload = {
        "api_address": "https://app.neptune.ai",
        "api_url": "https://app.neptune.ai",
        "api_key": g.uuid(),
    }
    tok = base64.b64encode(json.dumps(payload).encode()).decode()
    text = f'export NEPTUNE_API_TOKEN="{tok}"\nexport NEPTUNE_PROJECT="lab/segmentation"\npython train.py\n'
    return text, [tok], _bare(tok)[-80:]


# -- ledger keys in their published encodings -----------------------------------------------------


@kind(
    _mem("stellar_secret_seed_strkey"),
    "https://github.com/stellar/stellar-protocol/blob/master/ecosystem/sep-0023.md ; "
    "https://developers.stellar.org/docs/learn/fundamentals/stellar-data-structures/accounts",
    r"S[A-Z2-7]{55}",
)
def _stellar(g: _R):
    payload = bytes([18 << 3]) + _rb(g, 32)
    crc = _crc16_xmodem(payload)
    seed = base64.b32encode(payload + bytes([crc & 0xFF, crc >> 8])).decode()
    text = (
        "$ stellar keys show treasury-ops\n"
        f"{seed}\n"
        "$ stellar keys address treasury-ops\nGCKFBEIYV2U22IO2BJ4KVJOIP7XPWQGQFKKWXR6DOSJBV7STMAQSMTGG\n"
    )
    return text, [seed], seed


@kind(
    _mem("xrpl_family_seed_wallet_propose"),
    "https://xrpl.org/docs/references/protocol/data-types/base58-encodings ; "
    "https://xrpl.org/docs/references/http-websocket-apis/admin-api-methods/key-generation-methods/wallet_propose",
    r"s[1-9A-HJ-NP-Za-km-z]{28}",
)
def _xrpl(g: _R):
    seed = _b58check(bytes([0x21]) + _rb(g, 16), RIPPLE58)
    out = {
        "result": {
            "account_id": "r" + g.s(33, B58),
            "key_type": "secp256k1",
            "master_seed": seed,
            "master_seed_hex": g.s(32, UHEX),
            "status": "success",
        }
    }
    text = "$ rippled wallet_propose\n" + json.dumps(out, indent=3) + "\n"
    return text, [seed], seed


@kind(
    _mem("tezos_unencrypted_secret_key_edsk"),
    "https://octez.tezos.com/docs/introduction/howtouse.html#creating-keys ; "
    "https://gitlab.com/tezos/tezos/-/blob/master/src/lib_crypto/base58.ml",
    r"edsk[1-9A-HJ-NP-Za-km-z]{50}",
)
def _tezos(g: _R):
    key = _b58check(bytes([13, 15, 58, 7]) + _rb(g, 32))
    text = (
        f'$ cat ~/.tezos-client/secret_keys\n[ {{ "name": "baker",\n    "value": "unencrypted:{key}" }} ]\n'
    )
    return text, [key], key


@kind(
    _mem("nostr_nsec_bech32_private_key"),
    "https://github.com/nostr-protocol/nips/blob/master/19.md ; https://github.com/bitcoin/bips/blob/master/bip-0173.mediawiki",
    r"nsec1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{58}",
)
def _nostr(g: _R):
    nsec = _bech32("nsec", _rb(g, 32))
    text = f"# .env.local for the relay bot\nRELAYS=wss://relay.damus.io,wss://nos.lol\nBOT_NSEC={nsec}\n"
    return text, [nsec], nsec


@kind(
    _mem("cardano_cli_payment_signing_key_cborhex"),
    "https://developers.cardano.org/docs/operate-a-stake-pool/cardano-key-pairs/ ; "
    "https://github.com/IntersectMBO/cardano-node/blob/master/docs/reference/cardano-node-cli-reference.md",
    r"5820[0-9a-f]{64}",
)
def _cardano(g: _R):
    cbor = "5820" + g.s(64, HEX)
    skey = {"type": "PaymentSigningKeyShelley_ed25519", "description": "Payment Signing Key", "cborHex": cbor}
    text = "$ cat payment.skey\n" + json.dumps(skey, indent=4) + "\n"
    return text, [cbor], cbor


@kind(
    _mem("lnd_admin_macaroon_hex"),
    "https://docs.lightning.engineering/lightning-network-tools/lnd/macaroons ; https://lightning.engineering/api-docs/api/lnd/",
    r"0201036c6e64[0-9a-f]{180,260}",
)
def _lnd(g: _R):
    mac = "0201036c6e6402f801030a10" + g.s(2 * g.r.randint(90, 120), HEX)
    text = (
        "$ xxd -ps -u -c 1000 ~/.lnd/data/chain/bitcoin/mainnet/admin.macaroon | tr 'A-F' 'a-f'\n"
        f"{mac}\n"
        f"$ curl --cacert tls.cert -H 'Grpc-Metadata-macaroon: {mac}' https://127.0.0.1:8080/v1/getinfo\n"
    )
    return text, [mac], mac[:110]


# -- vendor API keys (format from the Kingfisher rule set's own examples and vendor docs) -----------


@kind(
    "mailersend_api_token_mlsn",
    "https://developers.mailersend.com/api/v1/email.html ; "
    "https://github.com/WellFitCommunity/WellFit-Community-Daily-Complete/blob/main/archive/deployment/QUICK_START_MAILERSEND.md",
    r"mlsn\.[0-9a-f]{64}",
)
def _mailersend(g: _R):
    tok = "mlsn." + g.s(64, HEX)
    text = (
        "ANYMAIL = {\n"
        f'    "MAILERSEND_API_TOKEN": "{tok}",\n'
        '}\nEMAIL_BACKEND = "anymail.backends.mailersend.EmailBackend"\n'
    )
    return text, [tok], tok


@kind(
    "apify_api_token_env",
    "https://docs.apify.com/platform/integrations/api",
    r"apify_api_[A-Za-z0-9]{36}",
)
def _apify(g: _R):
    tok = "apify_api_" + g.s(36, ALNUM)
    text = (
        f"$ APIFY_TOKEN={tok} apify call apify/website-content-crawler --input-file crawl.json\n"
        "Info: Calling actor apify/website-content-crawler...\nRun: https://console.apify.com/actors/runs/k9Xq2\n"
    )
    return text, [tok], tok


@kind(
    "blockfrost_project_id_header",
    "https://blockfrost.dev/overview/making-first-call ; https://blockfrost.dev/overview/getting-started",
    r"(?:mainnet|preprod|preview)[A-Za-z0-9]{32}",
)
def _blockfrost(g: _R):
    pid = g.r.choice(["mainnet", "preprod", "preview"]) + g.s(32, ALNUM)
    text = (
        f'$ curl -H "project_id: {pid}" https://cardano-mainnet.blockfrost.io/api/v0/blocks/latest\n'
        '{"time":1764322211,"height":11822045,"slot":157123002,"epoch":581}\n'
    )
    return text, [pid], pid


@kind(
    "cockroach_cloud_api_secret_ccdb1",
    "https://cockroachlabs.com/docs/cockroachcloud/cloud-api ; "
    "https://docs.gitguardian.com/secrets-detection/secrets-detection-engine/detectors/specifics/cockroachdb_api_key",
    r"CCDB1_[A-Za-z0-9]{22}_[A-Za-z0-9]{40}",
)
def _ccdb(g: _R):
    sec = "CCDB1_" + g.s(22, ALNUM) + "_" + g.s(40, ALNUM)
    text = (
        'provider "cockroach" {\n'
        f'  apikey = "{sec}"\n'
        '}\n\nresource "cockroach_cluster" "orders" {\n  name           = "orders-prod"\n'
        '  cloud_provider = "GCP"\n}\n'
    )
    return text, [sec], sec


@kind(
    _mem("matrix_synapse_syt_access_token"),
    "https://element-hq.github.io/synapse/latest/usage/administration/admin_api/registration_tokens.html ; "
    "https://github.com/equalitie/dcomms-docker-compose/blob/main/docs/synapse.md",
    r"syt_[A-Za-z0-9]+_[A-Za-z0-9]{20}_[A-Za-z0-9]{6}",
)
def _syt(g: _R):
    local = g.r.choice(["admin", "bridgebot", "ops-alice", "moderator"])
    tok = (
        "syt_"
        + base64.b64encode(local.encode()).decode().rstrip("=")
        + "_"
        + g.s(20, ALNUM)
        + "_"
        + g.s(6, ALNUM)
    )
    text = (
        f'$ curl -X POST --header "Authorization: Bearer {tok}" '
        "http://localhost:8008/_synapse/admin/v1/registration_tokens/new -d '{}'\n"
        '{"token":"Zq7pW2","uses_allowed":null,"pending":0,"completed":0,"expiry_time":null}\n'
    )
    return text, [tok], tok


@kind(
    _mem("zoho_oauth_refresh_token_1000"),
    "https://www.zoho.com/assist/api/generate-access-token.html ; https://www.zoho.com/assist/api/refresh-access-token.html",
    r"1000\.[0-9a-f]{32}\.[0-9a-f]{32}",
)
def _zoho(g: _R):
    refresh = "1000." + g.s(32, HEX) + "." + g.s(32, HEX)
    secret = g.s(42, HEX)
    text = (
        "$ curl -X POST 'https://accounts.zoho.eu/oauth/v2/token' \\\n"
        f"    -d refresh_token={refresh} \\\n"
        "    -d client_id=1000.7Q2M4K0X8Y3N5B1Z9V6C2L0P4R8T2W \\\n"
        f"    -d client_secret={secret} -d grant_type=refresh_token\n"
        '{"access_token":"1000.****","api_domain":"https://www.zohoapis.eu","token_type":"Bearer","expires_in":3600}\n'
    )
    return text, [refresh, secret], refresh


@kind(
    "close_crm_api_key_basic",
    KF + "close.yml",
    r"api_[A-Za-z0-9.]{45}",
)
def _close(g: _R):
    key = "api_" + g.s(45, ALNUM + ".")
    text = (
        f"$ curl -s -u '{key}:' https://api.close.com/api/v1/me/ | jq .email\n\"sales-ops@lab.example.org\"\n"
    )
    return text, [key], _bare(key)


@kind(
    _mem("browserbase_api_key_bb_live"),
    "https://docs.browserbase.com/introduction/getting-started ; https://docs.stagehand.dev/",
    r"bb_live_[A-Za-z0-9_-]{27}",
)
def _browserbase(g: _R):
    key = "bb_live_" + g.s(27, ALNUM_DASH)
    text = (
        "env = {\n"
        f'    "BROWSERBASE_API_KEY": "{key}",\n'
        f'    "BROWSERBASE_PROJECT_ID": "{g.uuid()}",\n'
        '}\nstagehand = Stagehand(env="BROWSERBASE", **env)\n'
    )
    return text, [key], key


@kind(
    _mem("kong_konnect_personal_access_token_kpat"),
    "https://docs.konghq.com/konnect/org-management/access-tokens/ ; https://docs.konghq.com/deck/latest/guides/konnect/",
    r"kpat_[A-Za-z0-9]{49}",
)
def _kpat(g: _R):
    tok = "kpat_" + g.s(49, ALNUM)
    text = (
        f"$ deck gateway sync kong.yaml --konnect-token {tok} --konnect-control-plane-name prod-cp\n"
        "creating service orders-api\nSummary:\n  Created: 4\n  Updated: 0\n  Deleted: 0\n"
    )
    return text, [tok], tok


@kind(
    _mem("youtrack_permanent_token_perm"),
    "https://www.jetbrains.com/help/youtrack/server/manage-permanent-token.html ; "
    "https://www.jetbrains.com/help/youtrack/devportal/authentication-with-permanent-token.html",
    r"perm:[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+\.[A-Za-z0-9]{30}",
)
def _youtrack(g: _R):
    login = g.r.choice(["buildbot", "release-mgr", "qa.lead"])
    tok = (
        "perm:"
        + base64.b64encode(login.encode()).decode()
        + "."
        + base64.b64encode(("48-" + g.digits(3)).encode()).decode()
        + "."
        + g.s(30, ALNUM)
    )
    text = (
        f"$ curl -H 'Authorization: Bearer {tok}' -H 'Accept: application/json' "
        "'https://youtrack.lab.example.org/api/issues?query=for:me&fields=idReadable,summary'\n"
        '[{"idReadable":"OPS-412","summary":"Rotate backup keys"}]\n'
    )
    return text, [tok], _bare(tok)


@kind(
    "clockify_x_api_key_header",
    KF + "clockify.yml",
    r"[A-Za-z0-9]{48}",
    prefixless=True,
)
def _clockify(g: _R):
    key = g.s(48, ALNUM)
    text = (
        f"$ curl -s -H 'X-Api-Key: {key}' https://api.clockify.me/api/v1/user\n"
        '{"id":"5e8f1c","email":"contractor@lab.example.org","activeWorkspace":"5e8f2a"}\n'
    )
    return text, [key], key


@kind(
    "budibase_public_api_key_header",
    KF + "budibase.yml",
    r"[0-9a-f]{32}-[0-9a-f]{80}",
    prefixless=True,
)
def _budibase(g: _R):
    key = g.s(32, HEX) + "-" + g.s(80, HEX)
    text = (
        "$ curl -X POST https://budibase.lab.example.org/api/public/v1/applications/search \\\n"
        f"    -H 'x-budibase-api-key: {key}' -H 'Content-Type: application/json' -d '{{\"name\":\"inventory\"}}'\n"
    )
    return text, [key], key[:100]


@kind(
    "aiven_api_token_aivenv1_header",
    KF + "aiven.yml ; https://docs.aiven.io/docs/platform/concepts/authentication",
    r"[A-Za-z0-9+/]{370}==",
    prefixless=True,
)
def _aiven(g: _R):
    tok = _b64(g, 277)
    text = (
        f"$ curl -s -H 'Authorization: aivenv1 {tok}' https://api.aiven.io/v1/project\n"
        '{"projects":[{"project_name":"analytics-prod","default_cloud":"google-europe-west1"}]}\n'
    )
    return text, [tok], _bare(tok)[:100]


@kind(
    "clarifai_pat_key_header",
    KF + "clarifai.yml ; https://clarifai.com/developer/guide/authentication",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _clarifai(g: _R):
    pat = g.s(32, HEX)
    text = (
        "$ curl -X POST 'https://api.clarifai.com/v2/models/general-image-recognition/outputs' \\\n"
        f"    -H 'Authorization: Key {pat}' -H 'Content-Type: application/json' --data @img.json\n"
    )
    return text, [pat], pat


@kind(
    "foursquare_client_secret_query",
    KF + "foursquare.yml",
    r"[0-9A-Z]{48}",
    prefixless=True,
)
def _foursquare(g: _R):
    cid, sec = g.s(48, UPPER_DIGITS), g.s(48, UPPER_DIGITS)
    text = (
        "GET https://api.foursquare.com/v2/venues/trending"
        f"?client_id={cid}&client_secret={sec}&v=20211019&near=LA\n"
        "HTTP/1.1 200 OK\n"
    )
    return text, [sec, cid], sec


@kind(
    "sparkpost_api_key_authorization",
    KF + "sparkpost.yml",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _sparkpost(g: _R):
    key = g.s(40, HEX)
    text = (
        f"$ curl -s -H 'Authorization: {key}' https://api.sparkpost.com/api/v1/account\n"
        '{"results":{"customer_id":221133,"company_name":"Lab Newsletter"}}\n'
    )
    return text, [key], key


@kind(
    "mandrill_api_key_json_body",
    KF + "mandrill.yml",
    r"[A-Za-z0-9_-]{22}",
    prefixless=True,
)
def _mandrill(g: _R):
    key = g.s(22, ALNUM_DASH)
    text = (
        "$ curl -s -X POST https://mandrillapp.com/api/1.0/users/info "
        f"-H 'Content-Type: application/json' -d '{{\"key\": \"{key}\"}}'\n"
        '{"username":"mailer@lab.example.org","reputation":71}\n'
    )
    return text, [key], key


@kind(
    "pipedrive_api_token_query",
    KF + "pipedrive.yml",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _pipedrive(g: _R):
    tok = g.s(40, HEX)
    text = (
        f"GET https://labco.pipedrive.com/api/v1/deals?status=open&api_token={tok}\n"
        '{"success":true,"data":[{"id":311,"title":"Annual support renewal"}]}\n'
    )
    return text, [tok], tok


@kind(
    "todoist_api_token_bearer",
    KF + "todoist.yml",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _todoist(g: _R):
    tok = g.s(40, HEX)
    text = (
        "from todoist_api_python.api import TodoistAPI\n\n"
        f'api = TodoistAPI("{tok}")\n'
        "for task in api.get_tasks(filter='today'):\n    print(task.content)\n"
    )
    return text, [tok], tok


@kind(
    "jotform_api_key_header",
    KF + "jotform.yml",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _jotform(g: _R):
    key = g.s(32, HEX)
    text = (
        f"$ curl -s -H 'APIKEY: {key}' 'https://eu-api.jotform.com/form/241234567890123/submissions?limit=20'\n"
        '{"responseCode":200,"message":"success","content":[]}\n'
    )
    return text, [key], key


@kind(
    "spotify_client_secret_spotipy_env",
    KF + "spotify.yml",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _spotify(g: _R):
    cid, sec = g.s(32, HEX), g.s(32, HEX)
    text = (
        f"export SPOTIPY_CLIENT_ID={cid}\n"
        f"export SPOTIPY_CLIENT_SECRET={sec}\n"
        "export SPOTIPY_REDIRECT_URI=http://127.0.0.1:9090/callback\n"
    )
    return text, [sec], sec


@kind(
    "unsplash_access_key_client_id",
    KF + "unsplash.yml",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _unsplash(g: _R):
    key = g.s(43, ALNUM_DASH)
    text = (
        "$ curl -s 'https://api.unsplash.com/search/photos?query=alps&per_page=5' "
        f"-H 'Authorization: Client-ID {key}'\n"
        '{"total":10000,"total_pages":2000,"results":[{"id":"Kq3Yq1"}]}\n'
    )
    return text, [key], key


@kind(
    "tiingo_api_token_header",
    KF + "tiingo.yml",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _tiingo(g: _R):
    tok = g.s(40, HEX)
    text = (
        "headers = {\n    'Content-Type': 'application/json',\n"
        f"    'Authorization': 'Token {tok}',\n}}\n"
        "r = requests.get('https://api.tiingo.com/tiingo/daily/aapl/prices?startDate=2025-01-02', headers=headers)\n"
    )
    return text, [tok], tok


@kind(
    "scrapingbee_api_key_query",
    KF + "scrapingbee.yml",
    r"[A-Z0-9]{80}",
    prefixless=True,
)
def _scrapingbee(g: _R):
    key = g.s(80, UPPER_DIGITS)
    text = (
        f"$ curl 'https://app.scrapingbee.com/api/v1/?api_key={key}&url=https%3A%2F%2Fexample.com&render_js=false'\n"
        "<!doctype html>\n<html>\n<head>\n    <title>Example Domain</title>\n"
    )
    return text, [key], key


@kind(
    "ipstack_access_key_query",
    KF + "ipstack.yml",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _ipstack(g: _R):
    key = g.s(32, HEX)
    text = (
        f"GEOIP_URL = 'http://api.ipstack.com/{{ip}}?access_key={key}&fields=country_code,city'\n"
        "resp = requests.get(GEOIP_URL.format(ip=request.remote_addr), timeout=2)\n"
    )
    return text, [key], key


@kind(
    "openweathermap_appid_query",
    KF + "openweather.yml",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _owm(g: _R):
    key = g.s(32, HEX)
    text = (
        "sensor:\n  - platform: rest\n    name: balcony_forecast\n"
        f"    resource: https://api.openweathermap.org/data/2.5/weather?id=2950159&units=metric&appid={key}\n"
        '    value_template: "{{ value_json.main.temp }}"\n'
    )
    return text, [key], key


@kind(
    "oanda_exchange_rates_api_key_bearer",
    KF + "oanda.yml",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _oanda(g: _R):
    key = g.s(24, ALNUM)
    text = (
        f"$ curl -s -H 'Authorization: Bearer {key}' https://web-services.oanda.com/rates/api/v2/currencies.json\n"
        '{"currencies":[{"code":"CHF","description":"Swiss Franc"}]}\n'
    )
    return text, [key], key
