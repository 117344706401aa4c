"""Held-out canary set 32: credentials in game servers, broadcast tools, ERP, CMS, help desks,
LMS, backup, NAS, routers, IoT, telecom, brokers, mail/chat, VPNs, config management and less
common languages (issue 31).

A canary set nobody has tuned on. It holds 108 credential kinds, 94 of them prefixless (only the
file, flag or header they sit in identifies them) and 14 with a structural or vendor prefix
(Defuse ``def00000`` keys, Klei ``pds-g^KU_`` cluster tokens, Synapse ``ed25519 a_`` signing keys,
``hy2://`` and ``ss://`` links, JWTs from n8n, LiveKit, Jitsi and ThingsBoard, Twitch ``live_``
stream keys, TrueNAS ``N-`` API keys, NetBird ``nbp_`` tokens, Kopia ``eyJ`` repository tokens and
tinc ``-----BEGIN ED25519 PRIVATE KEY-----`` files). The carriers: DayZ/Arma/BattlEye, V Rising,
Enshrouded, FiveM, Velocity, Starbound, OpenTTD, Assetto Corsa, ioquake3, Squad and CS2 (GSLT)
server configs; OvenMediaEngine, datarhei Restreamer, Ant Media, RIST, Owncast, ezstream, OBS,
LiveKit and Jitsi; Odoo, Dolibarr, Tryton, Kimai, iDempiere, Openbravo, vtiger, EspoCRM and
Frappe; PrestaShop, Magento, OpenCart, Strapi, Ghost, Drupal, ProcessWire, MODX, SilverStripe and
Umbraco; Zammad, Znuny, GLPI, osTicket and Request Tracker; Moodle, Canvas and Tutor (Open edX);
BackupPC, UrBackup, Kopia, Duplicati and autorestic; Synology, TrueNAS, NZBGet, Deluge, Grocy,
Immich, Paperless-ngx and PhotoPrism; MikroTik, EdgeOS, airOS, OpenWrt and OPNsense; ThingsBoard,
LoRaWAN ABP keys, ESPHome, Node-RED and EMQX; Open5GS, pySim, OpenSIPS, Asterisk and Yate;
Mosquitto bridges, NATS contexts and RocketMQ ACLs; Mattermost, Rspamd, Roundcube, InspIRCd,
docker-mailserver, Dovecot SQL, Conduit, UnrealIRCd and Synapse; Trojan-Go, Hysteria 2, Outline,
NetBird, tinc and microk8s; Semaphore, PowerShell DSC; Ballerina, Raku, Common Lisp (Postmodern)
config idioms; and terminal output of ``mysqld --initialize``, ``microk8s add-node``, ``lk token
create`` and ``kopia repository status -t``. Passwords are drawn in a shape per kind (a word and a
year, a leet phrase, a PIN-like run, a passphrase with spaces...), machine secrets in the alphabet
and length the software generates.

How it was kept apart: written in one sitting in the worktree of branch ``set32`` from commit
``49a5dc6``. Read in the repository: ``benchmarks/heldout_eval.py``, lines 1-160 of
``benchmarks/heldout_canaries.py``, ``tests/test_heldout_sets.py``,
``tests/test_heldout_canaries.py``, ``tests/conftest.py`` and the first 60 lines of
``benchmarks/heldout9_canaries.py``; outside it only ``/work/s24/used_names8.txt`` (names) and the
brief. No redaction code, redaction test, label file, other canary set, source list, result or git
history was read, and no recall figure was computed or seen (only the no-redaction control test
was run). 73 kinds were looked up with the ``search`` tool (vendor docs, project docs, real config
files) or with ``find_string`` on an exact key name (cited by the file id it returned); 35 kinds
were written from memory of the software's documentation and are marked "written from memory" in
``heldout32_sources.tsv``: squad, rist, owncast, twitch, ezstream, livekit, jitsi, vtiger, espocrm,
frappe, opencart, drupal, modx, canvas, tutor, autorestic, truenas, deluge, immich, openwrt,
opnsense, esphome, opensips, asterisk, mosquitto, nats, roundcube, conduit, unrealircd, dovecot,
outline, netbird, kopia token, thingsboard jwt and tinc. Values are random per seed, never a real
credential; the NetBird checksum follows the NetBird source as remembered (crc32, base62) and was
not cross-checked.

108 kinds (108 credential, 0 personal), 94 of them prefixless.

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout32_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import json
import re
import string
import zlib

from heldout_canaries import _R, ALNUM, B64, B64URL, HEX, LOWER_DIGITS, Registry, _b64u

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

UHEX = "0123456789ABCDEF"


def _bare(v: str) -> str:
    """The value with every character a file or branch name would refuse dropped."""
    return re.sub(r"[^A-Za-z0-9._-]", "", v)


def _jwt(g: _R, header: dict, payload: dict) -> str:
    return f"{_b64u(header)}.{_b64u(payload)}.{g.s(43, B64URL)}"


# -- game servers and their admin consoles -------------------------------------------------------


@kind(
    "dayz_serverdz_cfg_password_admin",
    "https://beta.dzconfig.com/wiki/serverdz ; https://hosthavoc.com/wiki/game-servers/dayz/add-admins",
    r"[A-Z][a-z]{3,10}\d{4}[!#*?]",
    prefixless=True,
)
def _dayz(g: _R):
    pw = g.r.choice(["Chernarus", "Livonia", "Sakhal", "Namalsk", "Deerisle", "Banov"]) + g.digits(4)
    pw += g.r.choice("!#*?")
    join = g.r.choice(["friends", "clan", "squad"]) + g.digits(3)
    text = (
        'hostname = "[EU] Zelenogorsk PvE | loot x2";\n'
        f'password = "{join}";\n'
        f'passwordAdmin = "{pw}";        // #login in chat\n'
        "maxPlayers = 60;\nverifySignatures = 2;\nBattlEye = 1;\n"
    )
    return text, (pw,), _bare(pw)


@kind(
    "battleye_beserver_cfg_rconpassword",
    "https://www.battleye.com/support/documentation/ ; https://help.cftools.com/en/technical/battleye-rcon",
    r"[A-Za-z0-9]{12,24}",
    prefixless=True,
)
def _battleye(g: _R):
    pw = g.s(g.r.randint(12, 24))  # at most 32 characters, no symbols or spaces
    text = (
        "$ cat profiles/BattlEye/BEServer_x64.cfg\n"
        f"RConPassword {pw}\nRConPort 2306\nRConIP 0.0.0.0\nRestrictRCon 0\nMaxPing 250\n"
    )
    return text, (pw,), pw


@kind(
    "vrising_host_settings_rcon_password",
    "https://xgamingserver.com/docs/v-rising/server-config ; https://wiki.vrisingmods.com/user/server-configuration.html",
    r"[a-z]+-[a-z]+-\d{3,4}",
    prefixless=True,
)
def _vrising(g: _R):
    pw = "-".join(g.r.sample(["blood", "castle", "dracula", "moon", "silver", "garlic", "coffin"], 2))
    pw += "-" + g.digits(g.r.choice([3, 4]))
    body = {
        "Name": "Vardoran nights",
        "Port": 9876,
        "QueryPort": 9877,
        "MaxConnectedUsers": 40,
        "Password": "",
        "Rcon": {"Enabled": True, "Port": 25575, "Password": pw},
    }
    text = "ServerHostSettings.json:\n" + json.dumps(body, indent=2)
    return text, (pw,), pw


@kind(
    "enshrouded_server_json_usergroup_password",
    "https://docs.emeraldhost.de/en/gameserver/enshrouded/change-server-password ; https://www.g-portal.com/wiki/en/how-do-the-new-usergroups-user-groups-for-enshrouded-server-work/",
    r"[A-Z][a-z]+[A-Z][a-z]+\d{3}",
    prefixless=True,
)
def _enshrouded(g: _R):
    words = ["Flame", "Shroud", "Ember", "Hollow", "Kindle", "Ash", "Spire", "Fell"]
    admin = "".join(g.r.sample(words, 2)) + g.digits(3)
    friend = g.r.choice(["guest", "friend", "buddy"]) + g.s(5, LOWER_DIGITS)
    groups = [
        {
            "name": "Admin",
            "password": admin,
            "canKickBan": True,
            "canAccessInventories": True,
            "reservedSlots": 0,
        },
        {
            "name": "Friend",
            "password": friend,
            "canKickBan": False,
            "canAccessInventories": True,
            "reservedSlots": 0,
        },
    ]
    text = (
        '{\n  "name": "Embervale",\n  "slotCount": 16,\n  "userGroups": '
        + json.dumps(groups, indent=4)
        + "\n}"
    )
    return text, (admin, friend), admin


@kind(
    "fivem_server_cfg_sv_licensekey",
    "https://github.com/cscawley/esx_server (README: sv_licenseKey from keymaster.fivem.net) ; https://github.com/OpenGamePanel/OGP-Website/blob/master/modules/config_games/server_configs/fivem_linux32.xml",
    r"[a-z0-9]{32}",
    prefixless=True,
)
def _fivem(g: _R):
    key = g.s(32, LOWER_DIGITS)
    rcon = g.s(16)
    text = (
        'endpoint_add_tcp "0.0.0.0:30120"\nendpoint_add_udp "0.0.0.0:30120"\n'
        f'rcon_password "{rcon}"\n'
        'sv_hostname "Los Santos Logistics RP"\n'
        f'sv_licenseKey "{key}"\n'
        "sv_maxclients 48\n"
    )
    return text, (key, rcon), key


@kind(
    "velocity_forwarding_secret_file",
    "https://github.com/CloudNetService/CloudNet/issues/1355 (Velocity needs forwarding.secret) ; https://docs.papermc.io/velocity/player-information-forwarding",
    r"[A-Za-z0-9]{12}",
    prefixless=True,
)
def _velocity(g: _R):
    sec = g.s(12)
    text = (
        "$ cat velocity/forwarding.secret\n"
        f"{sec}\n"
        "$ grep -A3 '^proxies' paper/config/paper-global.yml\n"
        "proxies:\n  velocity:\n    enabled: true\n    online-mode: true\n"
        f"    secret: '{sec}'\n"
    )
    return text, (sec,), sec


@kind(
    "starbound_server_config_serverusers_password",
    "https://playstarbound.com/february-17-server-configuration-changes/ ; https://xgamingserver.com/docs/starbound/adding-admins",
    r"[a-z]+_[a-z]+\d{2,4}",
    prefixless=True,
)
def _starbound(g: _R):
    pw = (
        g.r.choice(["nova", "floran", "hylotl", "apex", "avian"])
        + "_"
        + g.r.choice(["kid", "star", "matter"])
    )
    pw += g.digits(g.r.randint(2, 4))
    guest = "Guest" + g.digits(4) + g.r.choice("!?")
    users = {"captain": {"admin": True, "password": pw}, "guest": {"admin": False, "password": guest}}
    text = (
        '  "serverName" : "Outpost Nine",\n'
        '  "serverUsers" : ' + json.dumps(users, indent=4) + ",\n"
        '  "allowAnonymousConnections" : false,\n'
    )
    return text, (pw, guest), pw


@kind(
    "openttd_secrets_cfg_rcon_password",
    "https://github.com/OpenSourceLAN/gameservers-docker/blob/master/openttd/README.md ; https://wiki.openttd.org/en/Manual/Dedicated%20server",
    r"[a-z]{4,8}\d{2}[a-z]{4,8}",
    prefixless=True,
)
def _openttd(g: _R):
    rcon = g.r.choice(["choochoo", "maglev", "monorail", "diesel"]) + g.digits(2)
    rcon += g.r.choice(["depot", "signal", "junction", "tram"])
    admin = g.s(20)
    text = (
        "; ~/.config/openttd/secrets.cfg\n[network]\n"
        f"server_password = \nrcon_password = {rcon}\nadmin_password = {admin}\n"
        "default_company_pass = \n"
    )
    return text, (rcon, admin), rcon


@kind(
    "assetto_corsa_server_cfg_admin_password",
    "https://github.com/cornman3741512345/Wake-Servers-Docs/blob/main/docs/assetto-corsa/configuring-server.md ; https://www.assettocorsa.net/forum/index.php?faq/assetto-corsa-dedicated-server-manual.28/",
    r"[A-Za-z]+\d{2}[A-Za-z]+",
    prefixless=True,
)
def _assetto(g: _R):
    admin = (
        g.r.choice(["Monza", "Spa", "Imola", "Mugello", "Suzuka"])
        + g.digits(2)
        + g.r.choice(["Apex", "Chicane", "Slipstream", "Kerb"])
    )
    join = g.r.choice(["league", "sunday", "practice"]) + g.digits(4)
    text = (
        "; cfg/server_cfg.ini\n[SERVER]\nNAME=Thursday Night GT3\nCARS=ks_ferrari_488_gt3;ks_porsche_911_gt3_r\n"
        f"TRACK=ks_nurburgring\nPASSWORD={join}\nADMIN_PASSWORD={admin}\nUDP_PORT=9600\nTCP_PORT=9600\n"
    )
    return text, (admin, join), admin


@kind(
    "arma_reforger_config_json_password_admin",
    "https://github.com/emeraldhost/documentation/blob/main/gameserver/arma-reforger/admin-werden.md ; https://github.com/WillowSaysWhat/Reforger-PVE-Dedicated-Server-config-files (README config.json)",
    r"[a-z]+\.[a-z]+\.\d{4}",
    prefixless=True,
)
def _reforger(g: _R):
    pw = (
        ".".join(g.r.sample(["everon", "arland", "conflict", "mortar", "humvee", "uaz"], 2))
        + "."
        + g.digits(4)
    )
    body = {
        "bindPort": 2001,
        "game": {
            "name": "[EU] Everon Conflict",
            "password": "",
            "passwordAdmin": pw,
            "scenarioId": "{ECC61978EDCC2B5A}Missions/23_Campaign.conf",
            "maxPlayers": 64,
        },
    }
    return json.dumps(body, indent=2), (pw,), pw


@kind(
    "ioquake3_server_cfg_rconpassword",
    "find_string 'seta rconpassword' (file ids 49301218363, 39443867921: server.cfg samples) ; https://ioquake3.org/help/sys-admin-guide/",
    r"[a-z]{3,6}[0-9]{1,2}[a-z]{3,6}[0-9]{1,2}",
    prefixless=True,
)
def _q3(g: _R):
    pw = (
        g.r.choice(["rail", "rocket", "quad", "frag"])
        + g.digits(2, False)
        + g.r.choice(["gib", "camper", "spawn"])
    )
    pw += g.digits(2, False)
    text = (
        'seta sv_hostname "^1Frag ^7Factory"\nseta sv_maxclients 12\n'
        f'seta rconpassword "{pw}"          // sets RCON password for remote console\n'
        "seta timelimit 15\nseta fraglimit 20\nmap q3dm17\n"
    )
    return text, (pw,), pw


@kind(
    "steam_gslt_sv_setsteamaccount",
    "find_string 'sv_setsteamaccount' (file id 31456836121: +sv_setsteamaccount with a 32-hex token) ; https://steamcommunity.com/dev/managegameservers",
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _gslt(g: _R):
    tok = g.s(32, UHEX)
    text = (
        "./game/bin/linuxsteamrt64/cs2 -dedicated -console -usercon +game_type 0 +game_mode 1 "
        f'+mapgroup mg_active +map de_inferno +sv_setsteamaccount "{tok}"\n'
    )
    return text, (tok,), tok


@kind(
    "squad_rcon_cfg_password",
    "written from memory: Squad server docs, SquadGame/ServerConfig/Rcon.cfg (https://squad.fandom.com/wiki/Server_Configuration)",
    r"[A-Z][a-z]+[0-9]{2}[A-Z][a-z]+[0-9]{2}",
    prefixless=True,
)
def _squad(g: _R):
    pw = (
        g.r.choice(["Logar", "Fallujah", "Gorodok", "Yehorivka"])
        + g.digits(2)
        + g.r.choice(["Fob", "Hab", "Radio", "Mortar"])
    )
    pw += g.digits(2)
    text = f"// SquadGame/ServerConfig/Rcon.cfg\nIP=0.0.0.0\nPort=21114\nPassword={pw}\nMaxConnections=5\n"
    return text, (pw,), pw


@kind(
    "dst_cluster_token_txt",
    "find_string 'pds-g^KU_' (file ids 45006221553, 27551614441: cluster_token.txt / DST_CLUSTER_TOKEN) ; https://forums.kleientertainment.com/forums/topic/64441-dedicated-server-quick-setup-guide-linux/",
    r"pds-g\^KU_[A-Za-z0-9]{8}\^[A-Za-z0-9+/]{43}=",
)
def _dst(g: _R):
    tok = f"pds-g^KU_{g.s(8)}^{g.s(43, B64)}="
    text = (
        "$ cat ~/.klei/DoNotStarveTogether/MyDediServer/cluster_token.txt\n"
        f"{tok}\n"
        "$ ./dontstarve_dedicated_server_nullrenderer -cluster MyDediServer -shard Master\n"
    )
    return text, (tok,), _bare(tok)


# -- broadcast and streaming ----------------------------------------------------------------------


@kind(
    "ovenmediaengine_server_xml_signed_policy_secret",
    "https://github.com/AirenSoft/OvenMediaEngine/blob/master/docs/configuration/README.md ; https://github.com/Sora012/ome-stream-site/blob/master/README.md",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _ome(g: _R):
    sec = g.s(24)
    text = (
        "<VirtualHost>\n  <Name>default</Name>\n  <SignedPolicy>\n"
        "    <PolicyQueryKeyName>policy</PolicyQueryKeyName>\n"
        "    <SignatureQueryKeyName>signature</SignatureQueryKeyName>\n"
        f"    <SecretKey>{sec}</SecretKey>\n"
        "    <Enables><Providers>rtmp</Providers><Publishers>webrtc,llhls</Publishers></Enables>\n"
        "  </SignedPolicy>\n</VirtualHost>"
    )
    return text, (sec,), sec


@kind(
    "restreamer_rs_password_env",
    "https://github.com/datarhei/restreamer/blob/master/docs/references-environment-vars.md",
    r"[A-Z][a-z]+-[A-Z][a-z]+-\d{5}",
    prefixless=True,
)
def _restreamer(g: _R):
    pw = (
        "-".join(g.r.sample(["Studio", "Mixer", "Camera", "Encoder", "Uplink", "Tally"], 2))
        + "-"
        + g.digits(5)
    )
    text = (
        "docker run -d --restart=always --name restreamer \\\n"
        f'  -e "RS_USERNAME=admin" -e "RS_PASSWORD={pw}" \\\n'
        "  -p 8080:8080 -v /mnt/restreamer/db:/restreamer/db datarhei/restreamer:latest"
    )
    return text, (pw,), pw


@kind(
    "antmedia_jwt_stream_secret_key",
    "find_string 'jwtStreamSecretKey' (file ids 12578688670, 56032766007: settings.jwtStreamSecretKey, at least 32 characters) ; https://antmedia.io/docs/guides/publish-live-stream/jwt-stream-security/",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _antmedia(g: _R):
    sec = g.s(32)
    text = (
        "# webapps/LiveApp/WEB-INF/red5-web.properties\n"
        "settings.publishJwtControlEnabled=true\nsettings.playJwtControlEnabled=true\n"
        f"settings.jwtStreamSecretKey={sec}\n"
    )
    return text, (sec,), sec


@kind(
    "rist_url_secret_passphrase",
    "written from memory: librist URL parameters secret= and aes-type= (https://code.videolan.org/rist/librist/-/wikis/LibRIST%20Documentation)",
    r"[a-z]+\d{2}[A-Z][a-z]+\d{2}[a-z]+",
    prefixless=True,
)
def _rist(g: _R):
    sec = g.r.choice(["ob", "van", "relay", "venue"]) + g.digits(2) + g.r.choice(["North", "Stage", "Pitch"])
    sec += g.digits(2) + g.r.choice(["feed", "cam", "clean"])
    text = (
        "ristsender -i 'udp://@239.0.0.1:5000' "
        f"-o 'rist://198.51.100.20:1968?cname=ob-van-2&secret={sec}&aes-type=256' -p 1 -v 6"
    )
    return text, (sec,), sec


@kind(
    "owncast_streamkey_flag",
    "written from memory: owncast command line flags -streamkey / -adminpassword (https://owncast.online/docs/configuration/)",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _owncast(g: _R):
    key = g.s(20)
    text = (
        "# /etc/systemd/system/owncast.service\n[Service]\nWorkingDirectory=/opt/owncast\n"
        f"ExecStart=/opt/owncast/owncast -streamkey {key} -webserverport 8080\nRestart=on-failure\n"
    )
    return text, (key,), key


@kind(
    "twitch_obs_service_json_stream_key",
    "written from memory: OBS Studio basic/profiles/<name>/service.json, Twitch stream keys live_<user id>_<30 chars> (https://help.twitch.tv/s/article/twitch-stream-key-faq)",
    r"live_\d{8,10}_[A-Za-z0-9]{30}",
)
def _twitch(g: _R):
    key = f"live_{g.digits(g.r.randint(8, 10))}_{g.s(30)}"
    body = {
        "settings": {"bwtest": False, "key": key, "server": "auto", "service": "Twitch"},
        "type": "rtmp_common",
    }
    text = "$ cat ~/.config/obs-studio/basic/profiles/Untitled/service.json\n" + json.dumps(body)
    return text, (key,), key


@kind(
    "ezstream_xml_server_password",
    "written from memory: ezstream(1) XML configuration, <servers><server><password> (https://icecast.org/ezstream/docs/)",
    r"[a-z]+\d{5}[a-z]+",
    prefixless=True,
)
def _ezstream(g: _R):
    pw = (
        g.r.choice(["hackme", "source", "radio", "fm"]) + g.digits(5) + g.r.choice(["mount", "studio", "air"])
    )
    text = (
        "<ezstream>\n  <servers>\n    <server>\n      <protocol>HTTP</protocol>\n"
        "      <hostname>icecast.radio.example</hostname>\n      <port>8000</port>\n"
        f"      <password>{pw}</password>\n    </server>\n  </servers>\n"
        "  <streams><stream><mountpoint>/live.ogg</mountpoint><format>Ogg</format></stream></streams>\n</ezstream>"
    )
    return text, (pw,), pw


@kind(
    "livekit_cli_token_create_output",
    "written from memory: LiveKit CLI `lk token create --api-key --api-secret --join` prints an access token (https://docs.livekit.io/home/cli/cli-setup/)",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _livekit(g: _R):
    api_key = "API" + g.s(12)
    secret = g.s(43)
    ident = "host-" + g.s(4, LOWER_DIGITS)
    tok = _jwt(
        g,
        {"alg": "HS256", "typ": "JWT"},
        {
            "exp": 1767200000 + g.r.randint(0, 10**6),
            "iss": api_key,
            "sub": ident,
            "video": {"room": "standup", "roomJoin": True},
        },
    )
    text = (
        f"$ lk token create --api-key {api_key} --api-secret {secret} --join --room standup --identity {ident}\n"
        f"Token grants:\n  roomJoin: true\n  room: standup\n\nAccess token: {tok}\n"
    )
    return text, (tok, secret), tok


@kind(
    "jitsi_meet_jwt_room_url",
    "written from memory: Jitsi Meet token authentication, ?jwt= on the room URL (https://github.com/jitsi/lib-jitsi-meet/blob/master/doc/tokens.md)",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _jitsi(g: _R):
    tok = _jwt(
        g,
        {"alg": "HS256", "typ": "JWT"},
        {
            "aud": "jitsi",
            "iss": "intranet",
            "sub": "meet.example.org",
            "room": "board-" + g.s(5, LOWER_DIGITS),
            "exp": 1767200000 + g.r.randint(0, 10**6),
        },
    )
    text = f"Join the board call: https://meet.example.org/board-review?jwt={tok}#config.startWithAudioMuted=true"
    return text, (tok,), tok


# -- ERP, CRM and accounting ---------------------------------------------------------------------


@kind(
    "odoo_xmlrpc_api_key_execute_kw",
    "https://www.odoo.com/documentation/18.0/zh_TW/developer/reference/external_api.html ; https://docs.n8n.io/credentials/odoo",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _odoo(g: _R):
    key = g.s(40, HEX)
    text = (
        "import xmlrpc.client\n\nurl, db, username = 'https://erp.acme.example', 'acme-prod', 'integration@acme.example'\n"
        f"password = '{key}'  # Preferences > Account Security > New API Key\n"
        "common = xmlrpc.client.ServerProxy(f'{url}/xmlrpc/2/common')\n"
        "uid = common.authenticate(db, username, password, {})\n"
    )
    return text, (key,), key


@kind(
    "dolibarr_dolapikey_header_curl",
    "https://brunseba.github.io/demo-app-dollibar/reference/api-reference ; https://wiki.dolibarr.org/index.php?title=Module_Web_Services_API_REST_(developer)",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _dolibarr(g: _R):
    key = g.s(32)
    text = (
        'curl -s -X GET "https://erp.example.fr/api/index.php/invoices?sortfield=t.rowid&limit=20" \\\n'
        f'  -H "Accept: application/json" -H "DOLAPIKEY: {key}"'
    )
    return text, (key,), key


@kind(
    "trytond_conf_database_uri_password",
    "https://github.com/tryton/trytond/blob/master/doc/topics/configuration.rst",
    r"[a-z]+[A-Z][a-z]+\d{4,5}",
    prefixless=True,
)
def _tryton(g: _R):
    pw = g.r.choice(["ledger", "stock", "sale", "account"]) + g.r.choice(["Tryton", "Health", "Party"])
    pw += g.digits(g.r.choice([4, 5]))
    text = (
        "# /etc/trytond.conf\n[database]\n"
        f"uri = postgresql://tryton:{pw}@db.internal:5432/\npath = /var/lib/trytond\n\n[web]\nlisten = 0.0.0.0:8000\n"
    )
    return text, (pw,), pw


@kind(
    "kimai_x_auth_token_api_password",
    "https://www.kimai.org/documentation/rest-api.html ; https://kimai.org/documentation/2.13.0/rest-api.html",
    r"api_[a-z]+_\d{6}",
    prefixless=True,
)
def _kimai(g: _R):
    pw = "api_" + g.r.choice(["kitten", "timesheet", "billable", "overtime", "invoice"]) + "_" + g.digits(6)
    text = (
        "curl -X GET 'https://time.example.com/api/timesheets?begin=2026-11-01T00:00:00' \\\n"
        "  -H 'X-AUTH-USER: susan_super' \\\n"
        f"  -H 'X-AUTH-TOKEN: {pw}'"
    )
    return text, (pw,), pw


@kind(
    "idempiere_env_properties_db_password",
    "find_string 'ADEMPIERE_DB_PASSWORD' (file ids 56875892115, 33934491973: idempiereEnv.properties / env scripts) ; https://wiki.idempiere.org/en/Installing_from_Installers",
    r"[A-Z][a-z]+\d{2}[#$%&][a-z]+",
    prefixless=True,
)
def _idempiere(g: _R):
    pw = g.r.choice(["Garden", "Ledger", "Adempiere", "Compiere"]) + g.digits(2) + g.r.choice("#$%&")
    pw += g.r.choice(["world", "admin", "erp"])
    system = "Postgres" + g.digits(4)
    text = (
        "# idempiereEnv.properties\nADEMPIERE_DB_TYPE=PostgreSQL\nADEMPIERE_DB_SERVER=db\nADEMPIERE_DB_NAME=idempiere\n"
        f"ADEMPIERE_DB_USER=adempiere\nADEMPIERE_DB_PASSWORD={pw}\nADEMPIERE_DB_SYSTEM={system}\n"
    )
    return text, (pw, system), _bare(pw)


@kind(
    "openbravo_properties_bbdd_password",
    "find_string 'bbdd.password' (file ids 31132414149, 15418888314: Openbravo.properties keys) ; http://wiki.openbravo.com/wiki/Openbravo.properties",
    r"[a-z]+_[a-z]+_\d{2,4}",
    prefixless=True,
)
def _openbravo(g: _R):
    pw = (
        g.r.choice(["tad", "obuser", "erp"])
        + "_"
        + g.r.choice(["retail", "pos", "warehouse"])
        + "_"
        + g.digits(3)
    )
    sysp = g.s(14)
    text = (
        "# config/Openbravo.properties\nbbdd.rdbms=POSTGRE\nbbdd.url=jdbc:postgresql://localhost:5432\n"
        f"bbdd.sid=openbravo\nbbdd.systemUser=postgres\nbbdd.systemPassword={sysp}\nbbdd.user=tad\nbbdd.password={pw}\n"
    )
    return text, (pw, sysp), pw


@kind(
    "vtiger_webservice_access_key",
    "written from memory: vtiger CRM webservice login with the user's Access Key (My Preferences), getchallenge + md5(token.accessKey) (https://community.vtiger.com/help/vtigercrm/developers/third-party-app-integration.html)",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _vtiger(g: _R):
    key = g.s(16)
    text = (
        "<?php\n$endpoint  = 'https://crm.example.net/webservice.php';\n$userName  = 'admin';\n"
        f"$accessKey = '{key}';\n"
        '$challenge = json_decode(file_get_contents("$endpoint?operation=getchallenge&username=$userName"));\n'
        "$generatedKey = md5($challenge->result->token . $accessKey);\n"
    )
    return text, (key,), key


@kind(
    "espocrm_config_internal_crypt_key",
    "written from memory: EspoCRM data/config-internal.php keys cryptKey, hashSecretKey, passwordSalt (https://docs.espocrm.com/administration/config-params/)",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _espo(g: _R):
    crypt = g.s(32, HEX)
    salt = g.s(16, HEX)
    text = (
        "<?php\nreturn [\n    'database' => ['host' => 'localhost', 'dbname' => 'espocrm', 'user' => 'espo'],\n"
        f"    'cryptKey' => '{crypt}',\n    'passwordSalt' => '{salt}',\n    'apiSecretKeys' => (object) [],\n];\n"
    )
    return text, (crypt, salt), crypt


@kind(
    "frappe_bench_new_site_admin_password",
    "written from memory: bench new-site --admin-password --mariadb-root-password (https://frappeframework.com/docs/user/en/bench/reference/new-site)",
    r"[A-Z][a-z]+@\d{4}",
    prefixless=True,
)
def _frappe(g: _R):
    admin = g.r.choice(["Frappe", "Invoice", "Ledger", "Kolkata", "Mumbai"]) + "@" + g.digits(4)
    root = "root" + g.s(9, LOWER_DIGITS)
    text = (
        f"$ bench new-site erp.example.in --admin-password '{admin}' --mariadb-root-password '{root}' "
        "--install-app erpnext\nInstalling frappe...\nUpdating DocTypes for frappe        : [====] 100%\n"
    )
    return text, (admin, root), _bare(admin)


# -- CMS and shops -------------------------------------------------------------------------------


@kind(
    "prestashop_parameters_php_cookie_key",
    "https://github.com/KanlayaniS/LAB4_G2_SC313004/blob/main/Project/app/config/parameters.php ; https://github.com/mollie/PrestaShop/blob/master/tests/seed/settings1785/parameters.php",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _ps_cookie(g: _R):
    cookie = g.s(64)
    secret = g.s(64)
    iv = g.s(32)
    text = (
        "<?php return array (\n  'parameters' =>\n  array (\n    'database_host' => 'localhost',\n"
        f"    'secret' => '{secret}',\n    'cookie_key' => '{cookie}',\n    'cookie_iv' => '{iv}',\n  ),\n);\n"
    )
    return text, (cookie, secret, iv), cookie


@kind(
    "prestashop_parameters_new_cookie_key_defuse",
    "https://github.com/mollie/PrestaShop/blob/master/tests/seed/settings1785/parameters.php ; https://github.com/leiluspocus/palabras (2016-11-13-installer-une-boutique-prestashop: new_cookie_key def000...)",
    r"def00000[0-9a-f]{128}",
)
def _ps_defuse(g: _R):
    key = "def00000" + g.s(128, HEX)
    text = f"    'ps_creation_date' => '2025-03-14',\n    'locale' => 'fr-FR',\n    'new_cookie_key' => '{key}',\n"
    return text, (key,), key


@kind(
    "magento_auth_json_repo_keys",
    "https://github.com/AdobeDocs/commerce-operations.fr-FR/blob/main/help/installation/prerequisites/authentication-keys.md (32-character authentication keys)",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _magento(g: _R):
    pub, priv = g.s(32, HEX), g.s(32, HEX)
    body = {"http-basic": {"repo.magento.com": {"username": pub, "password": priv}}}
    text = "$ cat ~/.composer/auth.json\n" + json.dumps(body, indent=4)
    return text, (priv, pub), priv


@kind(
    "opencart_api_key_login_post",
    "written from memory: OpenCart System > Users > API, 256-character key posted to route=api/login (https://docs.opencart.com/en-gb/system/users/api/)",
    r"[A-Za-z0-9]{256}",
    prefixless=True,
)
def _opencart(g: _R):
    key = g.s(256)
    text = (
        "curl -s -c cookie.txt -X POST 'https://shop.example.com/index.php?route=api/login' \\\n"
        f"  -d 'username=Default' -d 'key={key}'\n"
        '{"success":"Success: API session successfully started!","api_token":"8f1c2d"}'
    )
    return text, (key,), key


@kind(
    "strapi_env_api_token_salt_app_keys",
    "find_string 'API_TOKEN_SALT' (file ids 44428443908, 18395601413: Strapi .env) ; https://docs.strapi.io/cms/configurations/environment",
    r"[A-Za-z0-9+/]{22}==",
    prefixless=True,
)
def _strapi(g: _R):
    def k() -> str:
        return g.s(22, B64) + "=="  # crypto.randomBytes(16).toString('base64')

    salt, k1, k2, jwt = k(), k(), k(), k()
    text = (
        "HOST=0.0.0.0\nPORT=1337\n"
        f"APP_KEYS={k1},{k2}\nAPI_TOKEN_SALT={salt}\nADMIN_JWT_SECRET={jwt}\nTRANSFER_TOKEN_SALT={g.s(22, B64)}==\n"
    )
    return text, (salt, k1, k2, jwt), _bare(salt)


@kind(
    "ghost_env_mail_auth_pass",
    "find_string 'mail__options__auth__pass' (file ids 20176043869, 56481307535: Ghost compose environment) ; https://ghost.org/docs/config/#mail",
    r"[a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4}",
    prefixless=True,
)
def _ghost(g: _R):
    pw = " ".join(g.s(4, string.ascii_lowercase) for _ in range(4))  # an app password as shown
    text = (
        "    environment:\n      url: https://blog.example.org\n      mail__transport: SMTP\n"
        "      mail__options__host: smtp.gmail.com\n      mail__options__port: 587\n"
        f"      mail__options__auth__user: newsletter@example.org\n      mail__options__auth__pass: {pw}\n"
    )
    return text, (pw,), pw.replace(" ", "")


@kind(
    "drupal_settings_php_databases_password",
    "written from memory: Drupal sites/default/settings.php $databases['default']['default'] (https://www.drupal.org/docs/getting-started/installing-drupal/step-3-create-settingsphp-and-the-files-directory)",
    r"[a-z]+\d{4}[!?][A-Z][a-z]+",
    prefixless=True,
)
def _drupal(g: _R):
    pw = g.r.choice(["druplicon", "node", "views", "twig"]) + g.digits(4) + g.r.choice("!?")
    pw += g.r.choice(["Drop", "Block", "Entity"])
    text = (
        "$databases['default']['default'] = [\n  'database' => 'drupal10',\n  'username' => 'drupal',\n"
        f"  'password' => '{pw}',\n  'host' => 'mariadb',\n  'port' => '3306',\n"
        "  'driver' => 'mysql',\n  'prefix' => '',\n];\n"
    )
    return text, (pw,), _bare(pw)


@kind(
    "processwire_config_user_auth_salt",
    "find_string 'userAuthSalt' (file id 9298802564: site/config.php with a 40-hex salt) ; https://processwire.com/docs/start/variables/config/",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _processwire(g: _R):
    salt, table = g.s(40, HEX), g.s(40, HEX)
    text = (
        "/**\n * Installer: User Authentication Salt\n * Must be retained if you migrate your site\n */\n"
        f"$config->userAuthSalt = '{salt}';\n$config->tableSalt = '{table}';\n"
    )
    return text, (salt, table), salt


@kind(
    "modx_config_inc_database_password",
    "written from memory: MODX Revolution core/config/config.inc.php $database_password (https://docs.modx.com/3.x/en/getting-started/installation/troubleshooting)",
    r"[A-Za-z]+_\d{5}_[A-Za-z]+",
    prefixless=True,
)
def _modx(g: _R):
    pw = (
        g.r.choice(["Revo", "Evo", "Chunk", "Snippet"])
        + "_"
        + g.digits(5)
        + "_"
        + g.r.choice(["tv", "Lexicon", "ctx"])
    )
    text = (
        "<?php\n/**\n *  MODX Configuration file\n */\n$database_type = 'mysql';\n$database_server = 'localhost';\n"
        f"$database_user = 'modx';\n$database_password = '{pw}';\n$database_connection_charset = 'utf8mb4';\n"
    )
    return text, (pw,), pw


@kind(
    "silverstripe_env_default_admin_password",
    "find_string 'SS_DEFAULT_ADMIN_PASSWORD' (file ids 34342872200, 360591919: SilverStripe .env) ; https://docs.silverstripe.org/en/5/getting_started/environment_management/",
    r"[a-z]+ [a-z]+ [a-z]+ \d{4}",
    prefixless=True,
)
def _silverstripe(g: _R):
    pw = (
        " ".join(g.r.sample(["correct", "horse", "battery", "staple", "orange", "kiwi", "harbour"], 3))
        + " "
        + g.digits(4)
    )
    text = (
        'SS_ENVIRONMENT_TYPE="live"\nSS_DATABASE_CLASS="MySQLDatabase"\nSS_DATABASE_SERVER="localhost"\n'
        f'SS_DEFAULT_ADMIN_USERNAME="admin"\nSS_DEFAULT_ADMIN_PASSWORD="{pw}"\n'
    )
    return text, (pw,), pw.replace(" ", "-")


@kind(
    "umbraco_unattended_user_password",
    "find_string 'UnattendedUserPassword' (file ids 3793816543, 55425704145: appsettings Umbraco:CMS:Unattended) ; https://docs.umbraco.com/umbraco-cms/reference/configuration/unattendedsettings",
    r"[A-Z][a-z]+[A-Z][a-z]+\d{4}!",
    prefixless=True,
)
def _umbraco(g: _R):
    pw = (
        "".join(g.r.sample(["Content", "Media", "Member", "Block", "Grid", "Section"], 2)) + g.digits(4) + "!"
    )
    body = {
        "Umbraco": {
            "CMS": {
                "Unattended": {
                    "InstallUnattended": True,
                    "UnattendedUserName": "Site Admin",
                    "UnattendedUserEmail": "admin@example.dk",
                    "UnattendedUserPassword": pw,
                }
            }
        }
    }
    return json.dumps(body, indent=2), (pw,), _bare(pw)


# -- help desks and ITSM -------------------------------------------------------------------------


@kind(
    "zammad_token_authorization_header",
    "https://docs.zammad.org/en/latest/api-intro.html ; https://docs.n8n.io/integrations/credentials/zammad/",
    r"[A-Za-z0-9_-]{64}",
    prefixless=True,
)
def _zammad(g: _R):
    tok = g.s(64, B64URL)
    text = f'curl -H "Authorization: Token token={tok}" https://helpdesk.example.com/api/v1/tickets/search?query=state:open'
    return text, (tok,), tok


@kind(
    "znuny_config_pm_database_pw",
    "find_string '{DatabasePw}' (file ids 5569559828, 19205245540: Kernel/Config.pm) ; https://doc.znuny.org/znuny_lts/releases/installupdate/install.html",
    r"[a-z]+-[a-z]+-\d{5}",
    prefixless=True,
)
def _znuny(g: _R):
    pw = "-".join(g.r.sample(["queue", "ticket", "agent", "escalate", "sla", "owner"], 2)) + "-" + g.digits(5)
    text = (
        "    # The database host\n    $Self->{DatabaseHost} = '127.0.0.1';\n"
        "    # The database name\n    $Self->{Database} = 'znuny';\n    $Self->{DatabaseUser} = 'znuny';\n"
        f"    # The password of database user.\n    $Self->{{DatabasePw}} = '{pw}';\n"
    )
    return text, (pw,), pw


@kind(
    "glpi_apirest_app_token_user_token",
    "https://tuto.tech/software/glpi/how-to-initialize-the-glpi-api-connection ; https://docs-en.ametys.org/en/plugins/glpi/v1/manuel-d-administration.html",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _glpi(g: _R):
    user, app = g.s(40), g.s(40)
    text = (
        "curl -X GET -H 'Content-Type: application/json' \\\n"
        f'  -H "Authorization: user_token {user}" \\\n  -H "App-Token: {app}" \\\n'
        "  'https://glpi.example.org/apirest.php/initSession'\n"
        '{"session_token":"83af7e620c83a50a18d3eac2f6ed05a3ca0bea62"}'
    )
    return text, (user, app), user


@kind(
    "osticket_ost_config_secret_salt_dbpass",
    "https://github.com/osTicket/osTicket/blob/develop/include/ost-sampleconfig.php ; https://github.com/laurenpenn/Website/blob/master/techsupport/include/ost-config.php",
    r"[0-9A-F]{15}",
    prefixless=True,
)
def _osticket(g: _R):
    salt = g.s(15, UHEX)
    dbpass = g.r.choice(["Support", "Helpdesk", "Ticket"]) + g.digits(3) + g.s(4)
    text = (
        "# Encrypt/Decrypt secret key - randomly generated during installation.\n"
        f"define('SECRET_SALT','{salt}');\n\n#Mysql Login info\ndefine('DBTYPE','mysql');\n"
        f"define('DBHOST','localhost');\ndefine('DBNAME','osticket');\ndefine('DBUSER','osticket');\ndefine('DBPASS','{dbpass}');\n"
    )
    return text, (salt, dbpass), salt


@kind(
    "rt_siteconfig_database_password",
    "find_string 'Set($DatabasePassword' (file ids 36920958713, 61118881840: RT_SiteConfig.pm) ; https://docs.bestpractical.com/rt/5.0.5/RT_Config.html",
    r"[a-z]{2,4}\d{6}[a-z]{2,4}",
    prefixless=True,
)
def _rt(g: _R):
    pw = g.r.choice(["rt", "req", "trk"]) + g.digits(6) + g.r.choice(["bp", "ops", "noc"])
    text = (
        "Set( $rtname, 'example.com');\nSet($WebDomain, 'rt.example.com');\nSet($DatabaseType, 'Pg');\n"
        f"Set($DatabaseName, 'rt5');\nSet($DatabaseUser, 'rt_user');\nSet($DatabasePassword, '{pw}');\n1;\n"
    )
    return text, (pw,), pw


# -- LMS ------------------------------------------------------------------------------------------


@kind(
    "moodle_webservice_wstoken_url",
    "https://github.com/NegarMirgati/ChatBot-Server/blob/master/webservice/demo7.php ; https://github.com/TELECI-PROJECT/TELECI-MOODLE/blob/master/local/wstemplate/client/client.php",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _moodle_ws(g: _R):
    tok = g.s(32, HEX)
    text = (
        "curl 'https://lms.example.edu/webservice/rest/server.php"
        f"?wstoken={tok}&wsfunction=core_course_get_courses&moodlewsrestformat=json'"
    )
    return text, (tok,), tok


@kind(
    "moodle_config_passwordsaltmain",
    "find_string 'passwordsaltmain' (file ids 43426497835, 16114478905: config.php $CFG->passwordsaltmain) ; https://docs.moodle.org/en/Password_salting",
    r"[A-Za-z0-9!#%&*+,.:;<=>?@^_~-]{32}",
    prefixless=True,
)
def _moodle_salt(g: _R):
    salt = g.s(32, ALNUM + "!#%&*+,.:;<=>?@^_~-")
    text = (
        "$CFG->wwwroot   = 'https://lms.example.edu';\n$CFG->dataroot  = '/var/moodledata';\n"
        f"$CFG->admin     = 'admin';\n$CFG->directorypermissions = 02777;\n$CFG->passwordsaltmain = '{salt}';\n"
    )
    return text, (salt,), _bare(salt)


@kind(
    "canvas_security_yml_encryption_key",
    "written from memory: Canvas LMS config/security.yml encryption_key (at least 20 characters) (https://github.com/instructure/canvas-lms/wiki/Production-Start)",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _canvas(g: _R):
    key = g.s(40)
    text = f"production:\n  encryption_key: {key}\n  lti_iss: 'https://canvas.instructure.com'\n"
    return text, (key,), key


@kind(
    "tutor_config_yml_mysql_root_password",
    "written from memory: Tutor (Open edX) $(tutor config printroot)/config.yml generated MYSQL_ROOT_PASSWORD (8 chars) and OPENEDX_SECRET_KEY (24) (https://docs.tutor.edly.io/configuration.html)",
    r"[A-Za-z0-9]{8}",
    prefixless=True,
)
def _tutor(g: _R):
    root = g.s(8)
    secret = g.s(24)
    text = (
        '$ cat "$(tutor config printroot)/config.yml"\nLMS_HOST: learn.example.org\nMYSQL_ROOT_PASSWORD: '
        f"{root}\nOPENEDX_MYSQL_PASSWORD: {g.s(8)}\nOPENEDX_SECRET_KEY: {secret}\nPLATFORM_NAME: Example Academy\n"
    )
    return text, (root, secret), secret


# -- backup tools ---------------------------------------------------------------------------------


@kind(
    "backuppc_host_config_rsyncd_passwd",
    "find_string 'RSYNCD_PASSWD' (file ids 27250558270, 28166025282: BackupPC config.pl RsyncdPasswd) ; https://backuppc.github.io/backuppc/BackupPC.html#_conf_rsyncdpasswd_",
    r"[a-z]+\d{3}[A-Z]{2}[a-z]+",
    prefixless=True,
)
def _backuppc(g: _R):
    pw = g.r.choice(["nightly", "backup", "rsync"]) + g.digits(3) + g.s(2, string.ascii_uppercase)
    pw += g.r.choice(["pool", "pc", "host"])
    text = (
        "# /etc/BackupPC/pc/fileserver01.pl\n$Conf{XferMethod} = 'rsyncd';\n$Conf{RsyncdUserName} = 'backuppc';\n"
        f"$Conf{{RsyncdPasswd}} = '{pw}';\n$Conf{{RsyncShareName}} = ['home', 'etc'];\n"
    )
    return text, (pw,), pw


@kind(
    "urbackup_settings_cfg_internet_authkey",
    "find_string 'internet_authkey' (file id 44208560184: client settings.cfg) ; https://www.urbackup.org/administration_manual.html",
    r"[A-Za-z0-9]{10}",
    prefixless=True,
)
def _urbackup(g: _R):
    key = g.s(10)
    text = (
        "$ cat /usr/local/var/urbackup/data/settings.cfg\ninternet_mode_enabled=true\n"
        f"internet_server=backup.example.net\ninternet_server_port=55415\ninternet_authkey={key}\ncomputername=LAPTOP-7\n"
    )
    return text, (key,), key


@kind(
    "kopia_server_start_server_password",
    "find_string '--server-password' (file id 59669892533: kopia server --server-username/--server-password) ; https://kopia.io/docs/repository-server/",
    r"[a-z]+\.[a-z]+\.\d{5}",
    prefixless=True,
)
def _kopia(g: _R):
    pw = (
        ".".join(g.r.sample(["snapshot", "blob", "shard", "policy", "vault", "retain"], 2))
        + "."
        + g.digits(5)
    )
    text = (
        "kopia server start --tls-generate-cert --address 0.0.0.0:51515 \\\n"
        f"  --server-username=kopia --server-password={pw} --disable-csrf-token-checks"
    )
    return text, (pw,), pw


@kind(
    "kopia_repository_status_token",
    "written from memory: `kopia repository status -t -s` prints `kopia repository connect from-config --token <base64 JSON>` (https://kopia.io/docs/reference/command-line/common/repository-status/)",
    r"eyJ[A-Za-z0-9+/]+={0,2}",
)
def _kopia_token(g: _R):
    cfg = {
        "version": "1",
        "storage": {
            "type": "b2",
            "config": {"bucket": "kopia-" + g.s(6, LOWER_DIGITS), "keyID": g.s(25, LOWER_DIGITS)},
        },
        "password": g.s(20),
    }
    tok = base64.b64encode(json.dumps(cfg, separators=(",", ":")).encode()).decode()
    text = (
        "$ kopia repository status -t -s\nConfig file:         /root/.config/kopia/repository.config\n"
        "Storage type:        b2\n\nTo reconnect to the repository use:\n\n"
        f"$ kopia repository connect from-config --token {tok}\n"
    )
    return text, (tok,), _bare(tok)


@kind(
    "duplicati_server_webservice_password",
    "find_string '--webservice-password' (file ids 3194520111, 48312676209: duplicati-server flags) ; https://docs.duplicati.com/detailed-descriptions/duplicati-server",
    r"[A-Z][a-z]+\d{2}[A-Z][a-z]+",
    prefixless=True,
)
def _duplicati(g: _R):
    pw = g.r.choice(["Backup", "Restore", "Archive"]) + g.digits(2) + g.r.choice(["Nas", "Cloud", "Tape"])
    enc = g.s(32)
    text = (
        "/usr/bin/duplicati-server --webservice-interface=any --webservice-port=8200 "
        f"--webservice-password={pw} --settings-encryption-key={enc}"
    )
    return text, (pw, enc), pw


@kind(
    "autorestic_yml_backend_key",
    "written from memory: autorestic .autorestic.yml backends.<name>.key (the restic repository password, generated if empty) (https://autorestic.vercel.app/backend/overview)",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _autorestic(g: _R):
    key = g.s(64)
    text = (
        "version: 2\nlocations:\n  home:\n    from: /home\n    to: [b2]\nbackends:\n  b2:\n    type: b2\n"
        f"    path: 'autorestic-bucket:/home'\n    key: {key}\n"
    )
    return text, (key,), key


# -- NAS and home lab -----------------------------------------------------------------------------


@kind(
    "synology_webapi_auth_cgi_passwd",
    "find_string 'api=SYNO.API.Auth' (file ids 15022564459, 598827814: auth.cgi login with account=&passwd=) ; https://global.download.synology.com/download/Document/Software/DeveloperGuide/Os/DSM/All/enu/DSM_Login_Web_API_Guide_enu.pdf",
    r"[A-Za-z]+[._-][A-Za-z]+\d{2,4}",
    prefixless=True,
)
def _synology(g: _R):
    pw = (
        g.r.choice(["Diskstation", "Hyper", "Volume"])
        + g.r.choice("._-")
        + g.r.choice(["Backup", "Photos", "Share"])
    )
    pw += g.digits(g.r.randint(2, 4))
    text = (
        "curl -s 'https://nas.local:5001/webapi/auth.cgi?api=SYNO.API.Auth&version=6&method=login"
        f"&account=hyperbackup&passwd={pw}&session=FileStation&format=sid'\n"
        '{"data":{"sid":"e8Jb-oQ4c3yvGqZ1"},"success":true}'
    )
    return text, (pw,), pw


@kind(
    "truenas_api_key_bearer",
    "written from memory: TrueNAS API keys are <id>-<64 chars>, sent as Authorization: Bearer (https://www.truenas.com/docs/scale/scaletutorials/toptoolbar/managingapikeys/)",
    r"\d{1,3}-[A-Za-z0-9]{64}",
)
def _truenas(g: _R):
    key = f"{g.r.randint(1, 40)}-{g.s(64)}"
    text = f'curl -s -H "Authorization: Bearer {key}" https://truenas.lan/api/v2.0/pool | jq ".[].name"\n"tank"\n"backup"'
    return text, (key,), key


@kind(
    "nzbget_conf_control_password",
    "find_string 'ControlPassword=' (file ids 29634562989, 62409358630: nzbget.conf / -o ControlPassword=) ; https://nzbget.com/documentation/",
    r"[a-z]+[0-9]{2}[a-z]+[0-9]{2}",
    prefixless=True,
)
def _nzbget(g: _R):
    pw = (
        g.r.choice(["usenet", "newsgroup", "par"])
        + g.digits(2)
        + g.r.choice(["grab", "unrar", "queue"])
        + g.digits(2)
    )
    text = (
        "# ~/.nzbget\nMainDir=/downloads\nControlIP=0.0.0.0\nControlPort=6789\n"
        f"ControlUsername=nzbget\nControlPassword={pw}\nFormAuth=yes\n"
    )
    return text, (pw,), pw


@kind(
    "deluge_auth_file_localclient",
    "written from memory: Deluge ~/.config/deluge/auth lines user:password:level, localclient with a 40-hex password (https://deluge.readthedocs.io/en/latest/how-to/set-up-auth.html)",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _deluge(g: _R):
    local = g.s(40, HEX)
    user = g.r.choice(["seedbox", "torrent", "linuxiso"]) + g.digits(4)
    text = f"$ cat ~/.config/deluge/auth\nlocalclient:{local}:10\nremote:{user}:10\n"
    return text, (local, user), local


@kind(
    "grocy_api_key_header",
    "find_string 'GROCY-API-KEY' (file ids 1225272605, 44102725700: header with a 50-character key) ; https://demo.grocy.info/api",
    r"[A-Za-z0-9]{50}",
    prefixless=True,
)
def _grocy(g: _R):
    key = g.s(50)
    text = (
        "import requests\n\nheaders = {\n    'accept': 'application/json',\n"
        f"    'GROCY-API-KEY': '{key}',\n}}\nrequests.get('http://grocy.lan/api/stock', headers=headers)\n"
    )
    return text, (key,), key


@kind(
    "immich_x_api_key_header",
    "written from memory: Immich API keys (Account Settings > API Keys) sent as x-api-key (https://immich.app/docs/api)",
    r"[A-Za-z0-9]{43}",
    prefixless=True,
)
def _immich(g: _R):
    key = g.s(43)
    text = f"curl -s -H 'x-api-key: {key}' -H 'Accept: application/json' http://immich.lan:2283/api/server/statistics"
    return text, (key,), key


@kind(
    "paperless_ngx_secret_key_env",
    "find_string 'PAPERLESS_SECRET_KEY' (file ids 63492194090, 23209292135: openssl rand -hex 32) ; https://docs.paperless-ngx.com/configuration/#PAPERLESS_SECRET_KEY",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _paperless(g: _R):
    key = g.s(64, HEX)
    text = (
        "# docker-compose.env\nPAPERLESS_URL=https://docs.example.home\n"
        f"PAPERLESS_SECRET_KEY={key}\nPAPERLESS_TIME_ZONE=Europe/Vienna\nPAPERLESS_OCR_LANGUAGE=deu+eng\n"
    )
    return text, (key,), key


@kind(
    "photoprism_admin_password_compose",
    "find_string 'PHOTOPRISM_ADMIN_PASSWORD' (file ids 29480120252, 1276529777: compose env, initial admin password) ; https://docs.photoprism.app/getting-started/config-options/",
    r"[a-z]+[A-Z][a-z]+\d{4}[!?.]",
    prefixless=True,
)
def _photoprism(g: _R):
    pw = g.r.choice(["summer", "holiday", "wedding", "family"]) + g.r.choice(["Album", "Photos", "Memories"])
    pw += g.digits(4) + g.r.choice("!?.")
    text = (
        "  photoprism:\n    image: photoprism/photoprism:latest\n    environment:\n"
        f'      PHOTOPRISM_ADMIN_USER: "admin"\n      PHOTOPRISM_ADMIN_PASSWORD: "{pw}"\n'
        '      PHOTOPRISM_AUTH_MODE: "password"\n'
    )
    return text, (pw,), _bare(pw)


# -- routers and firewalls ------------------------------------------------------------------------


@kind(
    "mikrotik_ppp_secret_add_password",
    "find_string 'ppp secret add name=' (file ids 63320292871, 36202048486: RouterOS /ppp secret add ... password=) ; https://help.mikrotik.com/docs/spaces/ROS/pages/2031625/PPP+AAA",
    r"[a-z]{3,6}\d{4,6}",
    prefixless=True,
)
def _mt_ppp(g: _R):
    pw = g.r.choice(["fibre", "pppoe", "home", "cust"]) + g.digits(g.r.randint(4, 6))
    user = "0712" + g.digits(6, False)
    text = (
        f'/ppp secret add name={user} password={pw} service=pppoe profile=home-20M comment="Kariuki, Block C"\n'
        "/ppp active print\n"
    )
    return text, (pw,), pw


@kind(
    "mikrotik_wireless_wpa2_pre_shared_key",
    "find_string 'wpa2-pre-shared-key=' (file ids 1265158938, 37591463523: RouterOS security profiles) ; https://help.mikrotik.com/docs/spaces/ROS/pages/8978446/Wireless+Interface",
    r"[A-Z][a-z]+\.[A-Z][a-z]+\.\d{2,4}!?",
    prefixless=True,
)
def _mt_wifi(g: _R):
    psk = (
        ".".join(g.r.sample(["Guest", "Cafe", "Office", "Lobby", "Staff", "Farm"], 2))
        + "."
        + g.digits(g.r.randint(2, 4))
    )
    psk += g.r.choice(["", "!"])
    text = (
        "/interface wireless security-profiles\n"
        "set [ find default=yes ] authentication-types=wpa2-psk mode=dynamic-keys \\\n"
        f'    supplicant-identity=MikroTik wpa2-pre-shared-key="{psk}"\n'
    )
    return text, (psk,), _bare(psk)


@kind(
    "edgeos_config_boot_plaintext_password",
    "find_string 'plaintext-password' (file id 59734610899: system login user ... authentication plaintext-password) ; https://help.ui.com/hc/en-us/articles/204960094-EdgeRouter-Configuration-and-Operational-Mode",
    r"[A-Z][a-z]+\d{4}[#$]",
    prefixless=True,
)
def _edgeos(g: _R):
    pw = g.r.choice(["Ubnt", "Edge", "Router", "Wan"]) + g.digits(4) + g.r.choice("#$")
    text = (
        "configure\nset system login user netops authentication plaintext-password "
        f"'{pw}'\nset system login user netops level admin\ncommit ; save\n"
    )
    return text, (pw,), _bare(pw)


@kind(
    "airos_system_cfg_wpa_psk",
    "find_string 'wpasupplicant.profile.1.network.1.psk' (file ids 63312995138, 70153680748: airOS /tmp/system.cfg) ; https://help.ui.com/hc/en-us/articles/205202560-airMAX-Configuration-Backup",
    r"[a-z]+-[a-z]+-\d{3,4}",
    prefixless=True,
)
def _airos(g: _R):
    psk = (
        "-".join(g.r.sample(["tower", "ridge", "ptp", "backhaul", "sector", "valley"], 2)) + "-" + g.digits(4)
    )
    text = (
        'XW.v6.3.22# grep -E "psk|ssid" /tmp/system.cfg\n'
        f"aaa.1.wpa.psk={psk}\nwireless.1.ssid=ridge-ptp\nwpasupplicant.profile.1.network.1.psk={psk}\n"
        "wpasupplicant.profile.1.network.1.ssid=ridge-ptp\n"
    )
    return text, (psk,), psk


@kind(
    "openwrt_uci_wireless_key",
    "written from memory: OpenWrt /etc/config/wireless wifi-iface option key (https://openwrt.org/docs/guide-user/network/wifi/basic)",
    r"[A-Z][a-z]+ [a-z]+ [a-z]+ \d{4}",
    prefixless=True,
)
def _openwrt(g: _R):
    key = (
        " ".join(g.r.sample(["tiny", "purple", "otters", "juggle", "quietly", "under", "bridges"], 3))
        + " "
        + g.digits(4)
    )
    key = key[0].upper() + key[1:]
    text = (
        "config wifi-iface 'default_radio0'\n\toption device 'radio0'\n\toption network 'lan'\n"
        f"\toption mode 'ap'\n\toption ssid 'OpenWrt-Home'\n\toption encryption 'sae-mixed'\n\toption key '{key}'\n"
    )
    return text, (key,), key.replace(" ", "_")


@kind(
    "opnsense_apikey_txt_key_secret",
    "written from memory: OPNsense System > Access > Users > API keys downloads apikey.txt with key= and secret= (80 characters) (https://docs.opnsense.org/development/how-tos/api.html)",
    r"[A-Za-z0-9+/]{80}",
    prefixless=True,
)
def _opnsense(g: _R):
    key, secret = g.s(80, B64), g.s(80, B64)
    text = f"$ cat ~/Downloads/apikey.txt\nkey={key}\nsecret={secret}\n"
    return text, (secret, key), _bare(secret)


# -- industrial and IoT ---------------------------------------------------------------------------


@kind(
    "thingsboard_provision_device_secret",
    "find_string 'provisionDeviceSecret' (file ids 35270786775, 67328826015: POST /api/v1/provision body) ; https://thingsboard.io/docs/user-guide/device-provisioning/",
    r"[a-z0-9]{20}",
    prefixless=True,
)
def _tb_prov(g: _R):
    key, secret = g.s(20, LOWER_DIGITS), g.s(20, LOWER_DIGITS)
    body = {"deviceName": "pump-" + g.digits(3), "provisionDeviceKey": key, "provisionDeviceSecret": secret}
    text = "mosquitto_pub -h tb.example.io -t /provision/request -u provision -m '" + json.dumps(body) + "'"
    return text, (secret, key), secret


@kind(
    "thingsboard_auth_login_jwt_response",
    "written from memory: ThingsBoard POST /api/auth/login returns {token, refreshToken} JWTs (https://thingsboard.io/docs/reference/rest-api/)",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _tb_jwt(g: _R):
    uid = g.uuid()
    payload = {
        "sub": "tenant@thingsboard.org",
        "userId": uid,
        "scopes": ["TENANT_ADMIN"],
        "iss": "thingsboard.io",
        "iat": 1767000000 + g.r.randint(0, 10**6),
    }
    tok = _jwt(g, {"alg": "HS512"}, payload)
    refresh = _jwt(
        g, {"alg": "HS512"}, {"sub": "tenant@thingsboard.org", "scopes": ["REFRESH_TOKEN"], "jti": g.uuid()}
    )
    body = {"token": tok, "refreshToken": refresh}
    text = (
        "$ curl -s -X POST http://tb.local:8080/api/auth/login -H 'Content-Type: application/json' "
        '-d \'{"username":"tenant@thingsboard.org","password":"tenant"}\'\n' + json.dumps(body)
    )
    return text, (tok, refresh), tok


@kind(
    "lorawan_abp_nwkskey_appskey",
    "find_string 'NWKSKEY' (file ids 15011349101, 4405605686: ABP devaddr/nwkskey/appskey, 32 hex) ; https://lora-alliance.org/resource_hub/lorawan-specification-v1-0-3/",
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _lorawan(g: _R):
    nwk, app = g.s(32, UHEX), g.s(32, UHEX)
    body = {"devaddr": g.s(8, UHEX), "nwkskey": nwk, "appskey": app, "fcntup": 0, "rx1_delay": 1}
    text = "# device activation (ABP) for soil-probe-17\n" + json.dumps(body, indent=2)
    return text, (nwk, app), nwk


@kind(
    "esphome_yaml_ota_password",
    "written from memory: ESPHome ota: platform esphome password: (the wizard writes 32 hex) (https://esphome.io/components/ota/esphome.html)",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _esphome(g: _R):
    pw = g.s(32, HEX)
    text = (
        "esphome:\n  name: greenhouse-fan\n\nesp32:\n  board: esp32dev\n\nota:\n  - platform: esphome\n"
        f'    password: "{pw}"\n\nwifi:\n  ssid: !secret wifi_ssid\n'
    )
    return text, (pw,), pw


@kind(
    "node_red_flows_cred_json_password",
    "find_string 'flows_cred.json' (file id 71201265958: plaintext only if credentialSecret: false) ; https://nodered.org/docs/user-guide/runtime/securing-node-red",
    r"[a-z]+\d{2}[a-z]+\d{2}!",
    prefixless=True,
)
def _nodered(g: _R):
    pw = (
        g.r.choice(["plc", "scada", "line", "press"])
        + g.digits(2)
        + g.r.choice(["mqtt", "broker", "opc"])
        + g.digits(2)
        + "!"
    )
    node = f"{g.s(8, HEX)}.{g.s(6, HEX)}"
    body = {node: {"user": "nodered", "password": pw}}
    text = "$ cat ~/.node-red/flows_cred.json\n" + json.dumps(body, indent=4)
    return text, (pw,), _bare(pw)


@kind(
    "emqx_api_key_bootstrap_file",
    "find_string 'api_key.bootstrap_file' (file ids 35050283752, 70962935195: {appid}:{secret} lines) ; https://docs.emqx.com/en/emqx/latest/admin/api.html",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _emqx(g: _R):
    appid = "ops-" + g.s(6, LOWER_DIGITS)
    sec = g.s(40)
    text = (
        f"$ cat /opt/emqx/etc/default_api_key.conf\n{appid}:{sec}:administrator\n"
        '$ grep bootstrap /opt/emqx/etc/emqx.conf\napi_key.bootstrap_file = "/opt/emqx/etc/default_api_key.conf"\n'
    )
    return text, (sec,), sec


# -- telecom --------------------------------------------------------------------------------------


@kind(
    "open5gs_dbctl_add_k_opc",
    "find_string 'open5gs-dbctl add' (file ids 54910477350, 8308288668: add IMSI K OPc) ; https://open5gs.org/open5gs/docs/guide/01-quickstart/",
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _open5gs(g: _R):
    k, opc = g.s(32, UHEX), g.s(32, UHEX)
    imsi = "99970" + g.digits(10, False)
    text = f"$ ./misc/db/open5gs-dbctl add {imsi} {k} {opc}\n{{ acknowledged: true, insertedId: ObjectId('6574a1') }}"
    return text, (k, opc), k


@kind(
    "pysim_prog_pin_adm",
    "find_string '--pin-adm' (file ids 38768459713, 7090712829: pySim-prog --ki ... --pin-adm) ; https://downloads.osmocom.org/docs/pysim/master/html/",
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _pysim(g: _R):
    ki, opc = g.s(32, UHEX), g.s(32, UHEX)
    adm = g.digits(8, False)
    text = (
        "./pySim-prog.py -p 0 -t sysmoISIM-SJA2 -a "
        f"{adm} -x 001 -y 01 -i 001010000012345 -s 8988211000000543515 --ki {ki} --opc {opc}"
    )
    return text, (ki, opc, adm), ki


@kind(
    "opensips_cfg_db_url_password",
    'written from memory: OpenSIPS opensips.cfg modparam("usrloc", "db_url", "mysql://user:pass@host/db") (https://www.opensips.org/Documentation/Tutorials-Basic-Config)',
    r"[a-z]+[A-Z][a-z]+\d{5}",
    prefixless=True,
)
def _opensips(g: _R):
    pw = g.r.choice(["sip", "proxy", "registrar"]) + g.r.choice(["Trunk", "Carrier", "Edge"]) + g.digits(5)
    text = (
        'loadmodule "usrloc.so"\nmodparam("usrloc", "working_mode_preset", "single-instance-sql-write-back")\n'
        f'modparam("usrloc", "db_url", "mysql://opensips:{pw}@127.0.0.1/opensips")\n'
    )
    return text, (pw,), pw


@kind(
    "asterisk_sip_conf_register_string",
    "written from memory: Asterisk chan_sip sip.conf register => user:secret@host/extension and peer secret= (https://docs.asterisk.org/Configuration/Channel-Drivers/SIP/)",
    r"[A-Za-z0-9]{12}",
    prefixless=True,
)
def _asterisk(g: _R):
    sec = g.s(12)
    user = "44" + g.digits(8, False)
    text = (
        "[general]\n"
        f"register => {user}:{sec}@sip.trunkprovider.example/{user}\n\n"
        f"[trunkprovider]\ntype=peer\nhost=sip.trunkprovider.example\ndefaultuser={user}\nsecret={sec}\ninsecure=port,invite\n"
    )
    return text, (sec,), sec


@kind(
    "yate_accfile_conf_password",
    "find_string 'accfile.conf' (file id 21200318321: /etc/yate/accfile.conf holds the SIP credentials) ; https://docs.yate.ro/wiki/Accfile.conf",
    r"[a-z]+\d{4}[a-z]+",
    prefixless=True,
)
def _yate(g: _R):
    pw = g.r.choice(["voip", "trunk", "pbx"]) + g.digits(4) + g.r.choice(["out", "gw", "line"])
    text = (
        "; /etc/yate/accfile.conf\n[gwout]\nenabled=yes\nprotocol=sip\nusername=yate-gw\n"
        f"password={pw}\nregistrar=sip.provider.example\ninterval=600\n"
    )
    return text, (pw,), pw


# -- brokers --------------------------------------------------------------------------------------


@kind(
    "mosquitto_conf_bridge_remote_password",
    "written from memory: mosquitto.conf(5) bridge options remote_username / remote_password (https://mosquitto.org/man/mosquitto-conf-5.html)",
    r"[a-z]+-[a-z]+-[A-Za-z0-9]{6}",
    prefixless=True,
)
def _mosquitto(g: _R):
    pw = "-".join(g.r.sample(["edge", "plant", "cloud", "uplink", "hall"], 2)) + "-" + g.s(6)
    text = (
        'connection cloud-bridge\naddress mqtt.cloud.example:8883\ntopic sensors/# out 1 "" plant7/\n'
        f"remote_clientid plant7-edge\nremote_username plant7\nremote_password {pw}\nbridge_cafile /etc/ssl/certs/ca.pem\n"
    )
    return text, (pw,), pw


@kind(
    "nats_cli_context_json_password",
    "written from memory: NATS CLI context files ~/.config/nats/context/<name>.json with user/password (https://docs.nats.io/using-nats/nats-tools/nats_cli)",
    r"[A-Za-z0-9]{22}",
    prefixless=True,
)
def _nats(g: _R):
    pw = g.s(22)
    body = {
        "description": "prod cluster",
        "url": "nats://nats.prod.internal:4222",
        "user": "orders-svc",
        "password": pw,
    }
    text = "$ cat ~/.config/nats/context/prod.json\n" + json.dumps(body, indent=2)
    return text, (pw,), pw


@kind(
    "rocketmq_plain_acl_yml_secret_key",
    "find_string 'plain_acl.yml' (file id 53728407134: accessKey / secretKey must match the broker plain_acl.yml) ; https://rocketmq.apache.org/docs/4.x/bestPractice/03access/",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _rocketmq(g: _R):
    sec = g.s(16)
    text = (
        "globalWhiteRemoteAddresses:\n  - 10.10.103.*\naccounts:\n  - accessKey: RocketMQ\n"
        f"    secretKey: {sec}\n    whiteRemoteAddress:\n    admin: false\n    defaultTopicPerm: DENY\n"
    )
    return text, (sec,), sec


# -- mail and chat servers ------------------------------------------------------------------------


@kind(
    "mattermost_config_json_at_rest_encrypt_key",
    "find_string 'AtRestEncryptKey' (file ids 44382800002, 15147822171: config.json SqlSettings.AtRestEncryptKey) ; https://docs.mattermost.com/configure/database-configuration-settings.html",
    r"[a-z0-9]{32}",
    prefixless=True,
)
def _mattermost(g: _R):
    key = g.s(32, LOWER_DIGITS)
    body = {
        "SqlSettings": {
            "DriverName": "postgres",
            "DataSource": "postgres://mmuser@db:5432/mattermost?sslmode=disable",
            "AtRestEncryptKey": key,
            "QueryTimeout": 30,
        }
    }
    return json.dumps(body, indent=4), (key,), key


@kind(
    "rspamd_worker_controller_enable_password",
    "find_string 'enable_password = ' (file id 29638365766: override.d/worker-controller.inc) ; https://rspamd.com/doc/workers/controller.html",
    r"[a-z]+[0-9]{3}[a-z]+[0-9]{3}",
    prefixless=True,
)
def _rspamd(g: _R):
    ro = g.r.choice(["spam", "ham", "bayes"]) + g.digits(3) + g.r.choice(["view", "read"]) + g.digits(3)
    rw = g.r.choice(["learn", "fuzzy", "train"]) + g.digits(3) + g.r.choice(["admin", "write"]) + g.digits(3)
    text = (
        "# /etc/rspamd/local.d/worker-controller.inc\n"
        f'password = "{ro}";\nenable_password = "{rw}";\nbind_socket = "127.0.0.1:11334";\n'
    )
    return text, (ro, rw), ro


@kind(
    "roundcube_config_inc_des_key",
    "written from memory: Roundcube config/config.inc.php $config['des_key'] (24 characters) (https://github.com/roundcube/roundcubemail/blob/master/config/config.inc.php.sample)",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _roundcube(g: _R):
    key = g.s(24)
    text = (
        "$config['db_dsnw'] = 'mysql://roundcube@localhost/roundcubemail';\n$config['imap_host'] = 'ssl://mail.example.org:993';\n"
        f"$config['des_key'] = '{key}';\n$config['plugins'] = ['archive', 'zipdownload'];\n"
    )
    return text, (key,), key


@kind(
    "inspircd_conf_oper_password",
    "find_string '<oper name=\"' (file ids 37568174855, 6689693661: inspircd.conf <oper name= password= host= type=>) ; https://docs.inspircd.org/4/configuration/#oper",
    r"[A-Z][a-z]+\d{2}[a-z]+\d{2}",
    prefixless=True,
)
def _inspircd(g: _R):
    pw = (
        g.r.choice(["Kline", "Gline", "Netsplit", "Ircop"])
        + g.digits(2)
        + g.r.choice(["oper", "admin", "services"])
    )
    pw += g.digits(2)
    text = (
        '<admin name="Network Admin" nick="root" email="ircops@irc.example.net">\n'
        f'<oper name="root" password="{pw}" host="*@10.0.0.*" type="NetAdmin">\n'
        '<type name="NetAdmin" classes="OperChat BanControl HostCloak Shutdown ServerLink">\n'
    )
    return text, (pw,), pw


@kind(
    "docker_mailserver_setup_email_add",
    "find_string 'setup email add' (file ids 53668899672, 55582912302: docker exec mailserver setup email add user pass) ; https://docker-mailserver.github.io/docker-mailserver/latest/config/setup.sh/",
    r"[a-z]+\d{2}[A-Z][a-z]+[!?]\d{2}",
    prefixless=True,
)
def _dms(g: _R):
    pw = (
        g.r.choice(["post", "inbox", "letter"])
        + g.digits(2)
        + g.r.choice(["Box", "Stamp", "Mail"])
        + g.r.choice("!?")
    )
    pw += g.digits(2)
    text = (
        f"docker exec -it mailserver setup email add billing@example.net '{pw}'\n"
        "docker exec -it mailserver setup email list"
    )
    return text, (pw,), _bare(pw)


@kind(
    "dovecot_sql_conf_connect_password",
    "written from memory: Dovecot dovecot-sql.conf.ext connect = host= dbname= user= password= (https://doc.dovecot.org/2.3/configuration_manual/authentication/sql/)",
    r"[a-z]+[0-9]{2}[a-z]+[0-9]{2}[a-z]+",
    prefixless=True,
)
def _dovecot(g: _R):
    pw = (
        g.r.choice(["imap", "lmtp", "sieve"])
        + g.digits(2)
        + g.r.choice(["auth", "user", "quota"])
        + g.digits(2)
    )
    pw += g.r.choice(["db", "sql"])
    text = (
        "# /etc/dovecot/dovecot-sql.conf.ext\ndriver = mysql\n"
        f"connect = host=127.0.0.1 dbname=mailserver user=mailuser password={pw}\n"
        "default_pass_scheme = BLF-CRYPT\n"
    )
    return text, (pw,), pw


@kind(
    "conduit_toml_registration_token",
    "written from memory: Conduit (Matrix homeserver) conduit.toml registration_token (https://docs.conduit.rs/configuration.html)",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _conduit(g: _R):
    tok = g.s(32)
    text = (
        '[global]\nserver_name = "chat.example.org"\ndatabase_backend = "rocksdb"\nallow_registration = true\n'
        f'registration_token = "{tok}"\nallow_federation = true\n'
    )
    return text, (tok,), tok


@kind(
    "unrealircd_conf_link_password",
    'written from memory: UnrealIRCd link { password "..."; } block (https://www.unrealircd.org/docs/Link_block)',
    r"[a-z]+[A-Z][a-z]+\d{4}",
    prefixless=True,
)
def _unreal(g: _R):
    pw = g.r.choice(["hub", "leaf", "services"]) + g.r.choice(["Link", "Uplink", "Peer"]) + g.digits(4)
    text = (
        "link hub.irc.example.net {\n    incoming { mask *; }\n    outgoing {\n        bind-ip *;\n"
        "        hostname hub.irc.example.net;\n        port 6900;\n        options { tls; autoconnect; }\n    }\n"
        f'    password "{pw}";\n    class servers;\n}}\n'
    )
    return text, (pw,), pw


@kind(
    "synapse_signing_key_file",
    "find_string 'ed25519 a_' (file ids 39066579549, 53853673332: homeserver signing key `ed25519 a_XXXX <base64 seed>`) ; https://element-hq.github.io/synapse/latest/usage/configuration/config_documentation.html#signing_key_path",
    r"[A-Za-z0-9+/]{43}",
)
def _synapse(g: _R):
    seed = g.s(43, B64)
    kid = g.s(4)
    text = f"$ cat /data/chat.example.org.signing.key\ned25519 a_{kid} {seed}\n"
    return text, (seed,), _bare(seed)


# -- VPNs and tunnels -----------------------------------------------------------------------------


@kind(
    "trojan_go_config_json_password",
    'find_string \'"run_type": "server"\' (file ids 37837965270, 61457202660: trojan-go config.json with password list, PASS=$(uuidgen)) ; https://p4gefau1t.github.io/trojan-go/basic/config/',
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _trojan(g: _R):
    pw = g.uuid()
    body = {
        "run_type": "server",
        "local_addr": "0.0.0.0",
        "local_port": 443,
        "remote_addr": "127.0.0.1",
        "remote_port": 80,
        "password": [pw],
        "ssl": {
            "cert": "/etc/trojan-go/server.crt",
            "key": "/etc/trojan-go/server.key",
            "sni": "vpn.example.net",
        },
    }
    return json.dumps(body, indent=4), (pw,), pw


@kind(
    "hysteria2_share_link_hy2",
    "find_string 'hy2://' (file ids 5130577, 71555530132: hy2://password@host:port?sni=&insecure=) ; https://v2.hysteria.network/docs/developers/URI-Scheme/",
    r"[A-Za-z0-9_-]{22}",
)
def _hy2(g: _R):
    pw = g.s(22, B64URL)
    text = (
        "Client config (import in Nekoray / v2rayN):\n"
        f"hy2://{pw}@203.0.113.44:443/?sni=cdn.example.net&insecure=0#home-hy2\n"
        f"auth:\n  type: password\n  password: {pw}\n"
    )
    return text, (pw,), pw


@kind(
    "outline_shadowsocks_access_key_url",
    "written from memory: Outline access keys ss://<base64url(method:password)>@host:port/?outline=1 (SIP002) (https://shadowsocks.org/doc/sip002.html)",
    r"[A-Za-z0-9_-]{40,}",
)
def _outline(g: _R):
    pw = g.s(22)
    userinfo = base64.urlsafe_b64encode(f"chacha20-ietf-poly1305:{pw}".encode()).decode().rstrip("=")
    text = f"Your Outline access key (paste into the client):\nss://{userinfo}@198.51.100.9:43210/?outline=1#Team%20VPN"
    return text, (userinfo,), userinfo


@kind(
    "netbird_personal_access_token_nbp",
    "written from memory: NetBird personal access tokens nbp_ + 30 random + 6-char base62 crc32 checksum (https://docs.netbird.io/how-to/access-netbird-public-api)",
    r"nbp_[A-Za-z0-9]{36}",
)
def _netbird(g: _R):
    secret = g.s(30)
    n = zlib.crc32(secret.encode())
    alphabet = string.digits + string.ascii_lowercase + string.ascii_uppercase
    enc = ""
    while n:
        n, r = divmod(n, 62)
        enc = alphabet[r] + enc
    tok = "nbp_" + secret + enc.rjust(6, "0")
    text = f'curl -s https://api.netbird.io/api/peers -H "Accept: application/json" -H "Authorization: Token {tok}"'
    return text, (tok,), tok


@kind(
    "tinc_ed25519_key_priv",
    "written from memory: tinc 1.1 /etc/tinc/<net>/ed25519_key.priv between -----BEGIN ED25519 PRIVATE KEY----- lines (https://www.tinc-vpn.org/documentation-1.1/)",
    r"[A-Za-z0-9+/]{128}",
)
def _tinc(g: _R):
    body = g.s(128, B64)
    text = (
        "$ sudo cat /etc/tinc/office/ed25519_key.priv\n-----BEGIN ED25519 PRIVATE KEY-----\n"
        f"{body}\n-----END ED25519 PRIVATE KEY-----\n"
    )
    return text, (body,), _bare(body)


@kind(
    "microk8s_add_node_join_token",
    "find_string 'microk8s join' (file ids 4871191134, 43952589714: join <ip>:25000/<32 hex>/<12 hex>) ; https://microk8s.io/docs/clustering",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _microk8s(g: _R):
    tok, cert = g.s(32, HEX), g.s(12, HEX)
    text = (
        "$ microk8s add-node\nFrom the node you wish to join to this cluster, run the following:\n"
        f"microk8s join 10.0.4.11:25000/{tok}/{cert}\n\n"
        "Use the '--worker' flag to join a node as a worker not running the control plane, eg:\n"
        f"microk8s join 10.0.4.11:25000/{tok}/{cert} --worker\n"
    )
    return text, (tok, cert), tok


# -- configuration management, CI and terminal output ---------------------------------------------


@kind(
    "semaphore_access_key_encryption_env",
    "find_string 'access_key_encryption' (file ids 47109214925, 15073265240: config.json / SEMAPHORE_ACCESS_KEY_ENCRYPTION from openssl rand -base64 32) ; https://docs.semaphoreui.com/administration-guide/configuration/",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _semaphore(g: _R):
    enc = g.s(43, B64) + "="
    cookie_hash = g.s(43, B64) + "="
    text = (
        "    environment:\n      SEMAPHORE_DB_DIALECT: bolt\n      SEMAPHORE_ADMIN: admin\n"
        f"      SEMAPHORE_ACCESS_KEY_ENCRYPTION: {enc}\n      SEMAPHORE_COOKIE_HASH: {cookie_hash}\n"
    )
    return text, (enc, cookie_hash), _bare(enc)


@kind(
    "powershell_dsc_plaintext_credential_configdata",
    "find_string 'PSDscAllowPlainTextPassword' (file ids 12439051914, 79622499: ConfigurationData allowing plaintext credentials) ; https://learn.microsoft.com/en-us/powershell/dsc/configurations/configdata-credentials",
    r"[A-Z][a-z]+\$\d{4}[a-z]+",
    prefixless=True,
)
def _dsc(g: _R):
    pw = g.r.choice(["Sql", "Svc", "Iis", "Farm"]) + "$" + g.digits(4) + g.r.choice(["prod", "node", "dsc"])
    text = (
        "$ConfigData = @{\n    AllNodes = @(\n        @{ NodeName = 'SQL01'; PSDscAllowPlainTextPassword = $true }\n    )\n}\n"
        f"$cred = New-Object PSCredential('CONTOSO\\svc_sql', (ConvertTo-SecureString '{pw}' -AsPlainText -Force))\n"
        "SqlInstall -ConfigurationData $ConfigData -SqlServiceCredential $cred -OutputPath C:\\DSC\n"
    )
    return text, (pw,), _bare(pw)


@kind(
    "mysqld_log_temporary_root_password",
    "find_string 'A temporary password is generated for root@localh' (file ids 40660106737, 3101056852: mysqld --initialize log line) ; https://dev.mysql.com/doc/refman/8.0/en/data-directory-initialization.html",
    r"[A-Za-z0-9_;:!#%&*()<>/?,.=+-]{12}",
    prefixless=True,
)
def _mysqld(g: _R):
    pw = g.s(12, ALNUM + "_;:!#%&*()<>/?,.=+-")
    text = (
        "$ sudo grep 'temporary password' /var/log/mysqld.log\n"
        f"2026-11-28T09:14:03.112233Z 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: {pw}\n"
    )
    return text, (pw,), _bare(pw)


@kind(
    "n8n_public_api_key_header",
    "find_string 'X-N8N-API-KEY' (file ids 12840864932, 32335776812: header on /api/v1 calls) ; https://docs.n8n.io/api/authentication/",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _n8n(g: _R):
    tok = _jwt(
        g,
        {"alg": "HS256", "typ": "JWT"},
        {"sub": g.uuid(), "iss": "n8n", "aud": "public-api", "iat": 1767000000 + g.r.randint(0, 10**6)},
    )
    text = f'curl -H "X-N8N-API-KEY: {tok}" http://localhost:5678/api/v1/workflows?active=true'
    return text, (tok,), tok


# -- language config idioms -----------------------------------------------------------------------


@kind(
    "ballerina_config_toml_password",
    "find_string 'configurable string password' (file ids 39242822630, 24146303270: Ballerina configurable variables) ; https://ballerina.io/learn/provide-values-to-configurable-variables/",
    r"[a-z]+_[A-Z][a-z]+_\d{5}",
    prefixless=True,
)
def _ballerina(g: _R):
    pw = (
        g.r.choice(["orders", "ledger", "billing"])
        + "_"
        + g.r.choice(["Service", "Worker", "Sync"])
        + "_"
        + g.digits(5)
    )
    text = (
        '# Config.toml\n[acme.orders]\nhost = "mysql.internal"\nport = 3306\nuser = "orders"\n'
        f'password = "{pw}"\ndatabase = "orders"\n'
    )
    return text, (pw,), pw


@kind(
    "raku_dbiish_connect_password",
    "find_string 'DBIish.connect' (file id 274596070: DBIish.connect('Pg', :host, :user, :password)) ; https://github.com/raku-community-modules/DBIish",
    r"[a-z]+\d{4}[a-z]+\d{2}",
    prefixless=True,
)
def _raku(g: _R):
    pw = (
        g.r.choice(["camelia", "rakudo", "moar"])
        + g.digits(4)
        + g.r.choice(["grammar", "junction", "whatever"])
        + g.digits(2)
    )
    text = (
        "use DBIish;\n\nmy $dbh = DBIish.connect('Pg', :host<db.internal>, :port(5432), :database<inventory>,\n"
        f"    :user<inventory>, :password<{pw}>, :RaiseError);\n"
    )
    return text, (pw,), pw


@kind(
    "sbcl_postmodern_connect_toplevel_password",
    "find_string 'connect-toplevel' (file ids 13120287524, 4640357339: postmodern:connect-toplevel db user password host) ; https://marijnhaverbeke.nl/postmodern/postmodern.html#connect-toplevel",
    r"[a-z]+-[a-z]+-\d{4}",
    prefixless=True,
)
def _sbcl(g: _R):
    pw = "-".join(g.r.sample(["lambda", "cons", "macro", "car", "cdr", "defun"], 2)) + "-" + g.digits(4)
    text = (
        '(ql:quickload :postmodern)\n(postmodern:connect-toplevel "ledger" "ledger_app" '
        f'"{pw}" "localhost" :port 5432)\n(postmodern:query "select count(*) from entries" :single)\n'
    )
    return text, (pw,), pw
