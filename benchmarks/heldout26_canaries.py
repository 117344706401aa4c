"""Held-out canary set 26: credentials of niche software and carriers (issue 31).

A canary set nobody has tuned on. It holds **credentials only** (secrets a publisher must not
leak), spread over software that earlier sets left alone: game servers and modding tools
(Valheim, ARK, Rust, Terraria, Arma 3, Project Zomboid, SteamCMD, Pterodactyl panel and Wings,
Space Engineers, Modrinth), CAD/PLM APIs (Autodesk Platform Services, Onshape), scientific
computing (Slurm JWT, HTCondor IDTOKENS and pool password, Globus, Open OnDemand, BOINC, ClearML,
Dataverse), GIS servers and services (GeoServer, MapServer mapfiles, ArcGIS Server tokens,
openrouteservice, Cesium ion), digital signage (Xibo players), hotel PMS and channel APIs (Mews,
Beds24, Cloudbeds), SCADA (Ignition, OPC UA), medical and PACS (Orthanc, dcm4chee, OpenMRS,
OpenEMR, Mirth Connect, OpenClinica), library systems (Koha, DSpace, Omeka S, Zotero, Alma),
legal research (CourtListener), localization platforms (Crowdin, Lokalise, Phrase, POEditor,
Weblate, Tolgee, Transifex, DeepL), hosting panels (cPanel, Plesk, HestiaCP, Virtualmin), mail
servers and list managers (Mailman 3, Sympa, listmonk, Stalwart, mailcow, Mailu, Haraka), chat
bridges (matterbridge, mautrix appservices, BitlBee), self-hosted forges (Forgejo runners,
sourcehut, Gerrit), headless CMS and static hosting (Payload, Keystone, TinaCMS, Surge, Lemmy,
PeerTube), data catalogs (DataHub, OpenMetadata, CKAN, Atlan), feature-flag services (GO Feature
Flag, FeatBit, Flipper Cloud), robotics (Zenoh, Foxglove), satellite and ham radio (SatNOGS, Pat
Winlink, MMDVM hotspots, Space-Track, Club Log, BrandMeister), language idioms not used before
(Nim, Zig, Crystal/Lucky, OCaml/Dream, Racket, Tcl/Expect, OpenResty Lua, Nomad/Boundary/Consul
HCL, Apple .mobileconfig plists, PuTTY .reg exports, systemd-creds) and CLIs that print a
secret (garage, radosgw-admin, kanidm, tootctl, coder, cscli, surge, plesk, condor_token_fetch,
scontrol). Passwords are written per kind the way people type them (words with digits, leet,
passphrases, PINs), never from one shared helper; machine secrets follow the alphabet and length
the software documents (hex, base64, base32, UUIDs, JWTs with real JSON headers).

How it was kept apart: written in one sitting in the worktree ``/work/wt-set26`` (branch set26,
base commit ``80a5afc``). Read: ``benchmarks/heldout_eval.py``, lines 1-160 of
``benchmarks/heldout_canaries.py``, the first 60 lines of ``benchmarks/heldout9_canaries.py``,
``tests/test_heldout_sets.py``, ``tests/test_heldout_canaries.py``, ``tests/conftest.py`` and the
list of earlier kind names (names only); also, outside the brief's list, the ``[tool.ruff]``
lines of ``pyproject.toml`` (line length) and the first five file names of ``benchmarks/`` (an
``ls``, names only, no contents). No redaction code, redaction test, label file, other canary set, source list,
result or git history was read, and no recall figure was computed; the only run was the
no-redaction control of ``tests/test_heldout_sets.py``. Formats were looked up with the
``search`` tool (vendor docs, man pages, real config files; cited per kind in ``SOURCES`` and
``heldout26_sources.tsv``). Written from memory, without a search that found the format (27
kinds, marked in the tsv ``note``): arcgis_server_generatetoken_response,
openrouteservice_api_key_python, cesium_ion_token_js, opcua_asyncua_url_password,
openclinica_datainfo_dbpass, omeka_s_database_ini_password, zotero_api_key_pyzotero,
courtlistener_token_header, virtualmin_create_domain_pass, mailu_env_secret_key,
gerrit_secure_config, ckan_api_token_header, atlan_api_key_env, flipper_cloud_token_env,
brandmeister_api_v2_bearer, nim_db_connector_password, zig_bearer_token_const,
lucky_crystal_secret_key_base, dream_ocaml_set_secret, racket_db_password_define,
nomad_jobspec_env_password, garage_key_create_output, kanidmd_recover_account_output,
kanidm_service_account_api_token, duplicity_passphrase_export, open_webui_api_key_curl,
pocketbase_superuser_auth_response. Some vendor prefixes were also from memory where the carrier
was looked up (Cloudbeds ``cbat_``, Tolgee ``tgpak_``, Weblate ``wlp_``, Vikunja ``tk_``, Alma
``l7xx``, Uptime Kuma ``ukN_``, coder token shape); the tsv notes say so. Values are random per
seed (never a real credential).

120 kinds, all credentials (category ``credential``), 95 of them prefixless (only their context
is a clue).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout26_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import json
import re
import string

from heldout_canaries import _R, B64, B64URL, HEX, LOWER_DIGITS, UPPER_DIGITS, Registry, _b64u

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

HEXU = "0123456789ABCDEF"
B32L = "abcdefghijklmnopqrstuvwxyz234567"


def _bare(v: str) -> str:
    """A value made fit for a branch or folder name (Latin letters, digits and ``-_.``)."""
    return re.sub(r"[^A-Za-z0-9._-]+", "-", v).strip("-") or "x"


def _b64(g: _R, n: int) -> str:
    return base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(n))).decode()


def _jwt(g: _R, header: dict, payload: dict, sig_len: int = 43) -> str:
    return f"{_b64u(header)}.{_b64u(payload)}.{g.s(sig_len, B64URL)}"


def _ts(g: _R) -> int:
    return g.r.randint(1_760_000_000, 1_790_000_000)


def _leet(word: str) -> str:
    return word.translate(str.maketrans({"a": "@", "o": "0", "e": "3", "s": "5", "i": "1"}))


# -- game servers and modding ------------------------------------------------------------------


@kind(
    "valheim_start_server_password",
    "https://docs.wasabihosting.com/games/valheim/server-configuration ; https://mantascope.com/guides/valheim-server-admin-guide",
    r"[A-Za-z]{4,9}\d{3,4}[!?#]?",
    prefixless=True,
)
def _valheim(g: _R):
    pw = (
        g.r.choice(["Odin", "Mjolnir", "Fenrir", "Yggdrasil", "Bonemass", "Moder", "Hugin"])
        + g.digits(g.r.choice([3, 4]))
        + g.r.choice(["", "!", "?", "#"])
    )
    text = (
        "#!/bin/bash\nexport templdpath=$LD_LIBRARY_PATH\nexport LD_LIBRARY_PATH=./linux64:$LD_LIBRARY_PATH\n"
        "export SteamAppId=892970\n"
        f'./valheim_server.x86_64 -name "Vikings of Brokenhill" -port 2456 -world "Dedicated" '
        f'-password "{pw}" -crossplay -savedir /srv/valheim/saves\nexport LD_LIBRARY_PATH=$templdpath\n'
    )
    return text, [pw], _bare(pw)


@kind(
    "ark_gameusersettings_admin_password",
    "https://onesubnet.com/en/kb/ark-configurer-serveur ; https://arkmanager.fuqt.org/settings?group=1",
    r"[A-Z][a-z]+[A-Z][a-z]+-\d{4}",
    prefixless=True,
)
def _ark(g: _R):
    admin = (
        g.r.choice(["Tek", "Giga", "Argy", "Wyvern", "Raptor", "Ptera"])
        + g.r.choice(["Rex", "Cave", "Tamer", "Boss", "Nest"])
        + "-"
        + g.digits(4)
    )
    join = g.s(9, LOWER_DIGITS)
    text = (
        "; ShooterGame/Saved/Config/LinuxServer/GameUserSettings.ini\n[ServerSettings]\n"
        "SessionName=Ragnarok PvE x3 | breeding weekend\n"
        f"ServerAdminPassword={admin}\nServerPassword={join}\nMaxPlayers=40\nRCONEnabled=True\n"
        "RCONPort=27020\nXPMultiplier=3.0\nTamingSpeedMultiplier=5.0\n"
    )
    return text, [admin, join], _bare(admin)


@kind(
    "rust_dedicated_rcon_password",
    "https://mantascope.com/guides/rust-server-admin-guide ; https://bestrusthosting.com/guides/how-to-configure-your-rust-server-all-options-explained",
    r"(Scrap|Bradley|Heli|Oilrig|Outpost)[_.]?[A-Za-z0-9]{6}",
    prefixless=True,
)
def _rust(g: _R):
    pw = g.r.choice(["Scrap", "Bradley", "Heli", "Oilrig", "Outpost"]) + g.r.choice(["_", ".", ""]) + g.s(6)
    text = (
        '@echo off\n:start\nRustDedicated.exe -batchmode -nographics +server.identity "eu_weekly" ^\n'
        " +server.port 28015 +server.maxplayers 150 +server.worldsize 3500 +server.seed 81723 ^\n"
        f' +rcon.port 28016 +rcon.password "{pw}" +rcon.web 1\ngoto start\n'
    )
    return text, [pw], _bare(pw)


@kind(
    "terraria_serverconfig_password",
    "https://nodecraft.com/support/games/terraria/configuring-your-terraria-server-serverconfig-txt ; https://5gamers.com/en/terraria/guides/cheats",
    r"[a-z0-9@$]{4,10}\d{2}[*!]",
    prefixless=True,
)
def _terraria(g: _R):
    pw = _leet(g.r.choice(["guide", "plantera", "moonlord", "skeletron", "eater", "dryad", "golem"]))
    pw += g.digits(2, first_nonzero=False) + g.r.choice("*!")
    text = (
        "world=/home/terraria/.local/share/Terraria/Worlds/calamity.wld\nautocreate=3\n"
        "worldname=calamity\ndifficulty=1\nmaxplayers=8\nport=7777\n"
        f"password={pw}\nmotd=Please don't cut the purple trees!\nsecure=1\nlanguage=en-US\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "arma3_server_cfg_password_admin",
    "https://pastebin.com/b8xfEDTg ; https://community.bistudio.com/wiki/server.cfg",
    r"admin[A-Za-z0-9]{7}",
    prefixless=True,
)
def _arma3(g: _R):
    admin = "admin" + g.s(7)
    cmd = g.s(10, LOWER_DIGITS)
    text = (
        '// server.cfg\nhostname = "[EU] 16AA Milsim | Sunday OPs";\npassword = "";\n'
        f'passwordAdmin = "{admin}";\nserverCommandPassword = "{cmd}";\n'
        'admins[] = {"76561198031427452"};\nmaxPlayers = 64;\nverifySignatures = 2;\n'
    )
    return text, [admin, cmd], admin


@kind(
    "project_zomboid_servertest_rcon_password",
    "https://mantascope.com/guides/project-zomboid-admin-commands ; https://gamesomg.com/project-zomboid-server-settings-explained/",
    r"(Muldraugh|WestPoint|Riverside|Rosewood|Louisville)\d{4}",
    prefixless=True,
)
def _zomboid(g: _R):
    rcon = g.r.choice(["Muldraugh", "WestPoint", "Riverside", "Rosewood", "Louisville"]) + g.digits(4)
    join = g.r.choice(["spiffo", "knox", "katana"]) + g.digits(3) + g.r.choice(["", "!"])
    text = (
        "# Zomboid/Server/servertest.ini\nPVP=false\nPublic=false\nPublicName=Knox Survivors\n"
        f"Password={join}\nMaxPlayers=16\nDefaultPort=16261\nRCONPort=27015\nRCONPassword={rcon}\n"
        "Mods=Hydrocraft;ArmoredVests\n"
    )
    return text, [rcon, join], rcon


@kind(
    "steamcmd_login_password_args",
    "https://partner.steamgames.com/doc/sdk/uploading ; https://mantascope.com/guides/rust-server-admin-guide",
    r"[A-Z][a-z]+\.[A-Z][a-z]+\d{2}",
    prefixless=True,
)
def _steamcmd(g: _R):
    pw = (
        g.r.choice(["Rusty", "Quiet", "Brave", "Lucky", "Amber", "Frosty"])
        + "."
        + g.r.choice(["Spoon", "Otter", "Lantern", "Harbor", "Pickle", "Comet"])
        + g.digits(2, first_nonzero=False)
    )
    text = (
        "# update_dayz.sh (DayZ server needs a real account, not anonymous)\n"
        f"/opt/steamcmd/steamcmd.sh +force_install_dir /srv/dayz +login svc_dayzhost '{pw}' "
        "+app_update 223350 validate +quit\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "pterodactyl_wings_config_token",
    "https://github.com/pterodactyl/documentation/blob/HEAD/wings/1.0/configuration.md ; https://pterodactyl.io/wings/1.0/installing.html#configure",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _wings(g: _R):
    token_id, token = g.s(16), g.s(64)
    text = (
        "# /etc/pterodactyl/config.yml\ndebug: false\napp_name: Pterodactyl\n"
        f"uuid: {g.uuid()}\ntoken_id: {token_id}\ntoken: {token}\n"
        "api:\n  host: 0.0.0.0\n  port: 8080\n  ssl:\n    enabled: true\nremote: https://panel.gamehost.example\n"
    )
    return text, [token, token_id], token


@kind(
    "space_engineers_remote_security_key",
    "https://mantascope.com/guides/space-engineers-server-admin-guide ; https://www.spaceengineersgame.com/dedicated-servers/",
    r"[A-Za-z0-9+/]{22}==",
    prefixless=True,
)
def _space_eng(g: _R):
    key = _b64(g, 16)
    text = (
        '<MyConfigDedicated xmlns:xsd="http://www.w3.org/2001/XMLSchema">\n  <SessionSettings />\n'
        "  <ServerName>Keen Frontier</ServerName>\n  <RemoteApiEnabled>true</RemoteApiEnabled>\n"
        f"  <RemoteSecurityKey>{key}</RemoteSecurityKey>\n  <RemoteApiPort>8080</RemoteApiPort>\n"
        "</MyConfigDedicated>\n"
    )
    return text, [key], _bare(key)


@kind(
    "pterodactyl_application_api_key",
    "https://www.mintlify.com/pterodactyl/panel/api/authentication ; https://pterodactyl-api-docs.netvpx.com/docs/authentication",
    r"ptla_[A-Za-z0-9]{43}",
)
def _ptla(g: _R):
    key = "ptla_" + g.s(43)
    text = (
        'curl "https://panel.gamehost.example/api/application/servers?per_page=50" \\\n'
        f'  -H "Authorization: Bearer {key}" \\\n  -H "Accept: Application/vnd.pterodactyl.v1+json"\n'
    )
    return text, [key], key


@kind(
    "pterodactyl_client_api_key_python",
    "https://www.mintlify.com/pterodactyl/panel/api/authentication ; https://pypi.org/project/pteropy/0.1.8/",
    r"ptlc_[A-Za-z0-9]{43}",
)
def _ptlc(g: _R):
    key = "ptlc_" + g.s(43)
    text = (
        "from pydactyl import PterodactylClient\n\n"
        f'api = PterodactylClient("https://panel.gamehost.example", "{key}")\n'
        'api.client.servers.send_power_action("3fa3d78d", "restart")\n'
    )
    return text, [key], key


@kind(
    "modrinth_pat_minotaur_gradle",
    "https://docs.modrinth.com/docs/getting-started/ ; https://github.com/modrinth/minotaur/pull/56/files",
    r"mrp_[A-Za-z0-9]{60}",
)
def _modrinth(g: _R):
    key = "mrp_" + g.s(60)
    text = (
        "// build.gradle.kts\nmodrinth {\n"
        f'    token.set("{key}")\n    projectId.set("sodium-extra")\n'
        '    versionType.set("release")\n    uploadFile.set(tasks.remapJar)\n    gameVersions.addAll("1.21.1")\n}\n'
    )
    return text, [key], key


# -- CAD / PLM -----------------------------------------------------------------------------------


@kind(
    "autodesk_aps_client_secret_env",
    "https://aps.autodesk.com/en/docs/oauth/v2/tutorials/get-2-legged-token ; https://pypi.org/project/adsk-platform-authentication/",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _aps(g: _R):
    cid, secret = g.s(32), g.s(16)
    basic = base64.b64encode(f"{cid}:{secret}".encode()).decode()
    text = (
        f"# .env\nAPS_CLIENT_ID={cid}\nAPS_CLIENT_SECRET={secret}\n\n"
        "$ curl -s -X POST https://developer.api.autodesk.com/authentication/v2/token \\\n"
        f"    -H 'Authorization: Basic {basic}' \\\n"
        "    -d 'grant_type=client_credentials&scope=data:read bucket:read'\n"
    )
    return text, [secret, basic], secret


@kind(
    "onshape_client_config_keys",
    "https://onshape-public.github.io/docs/auth/apikeys/ ; https://pypi.org/project/onshape-test-client/",
    r"[A-Za-z0-9]{48}",
    prefixless=True,
)
def _onshape(g: _R):
    access, secret = g.s(24), g.s(48)
    text = (
        "# ~/.onshape_client_config.yaml\ndefault_stack: prod\nprod:\n"
        f"  base_url: https://cad.onshape.com\n  access_key: {access}\n  secret_key: {secret}\n"
    )
    return text, [secret, access], secret


# -- scientific computing ------------------------------------------------------------------------


@kind(
    "slurm_scontrol_token_output",
    "https://Slurm.schedmd.com/jwt.html ; https://docs.aws.amazon.com/pcs/latest/userguide/slurm-rest-api-authenticate.html",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _slurm(g: _R):
    iat = _ts(g)
    user = g.r.choice(["jdoe", "mkowalski", "aokafor", "lwei"]) + g.digits(2)
    tok = _jwt(g, {"alg": "HS256", "typ": "JWT"}, {"exp": iat + 7200, "iat": iat, "sun": user})
    text = (
        f"[{user}@login01 ~]$ scontrol token lifespan=7200\nSLURM_JWT={tok}\n"
        f"[{user}@login01 ~]$ curl -s -H X-SLURM-USER-NAME:{user} -H X-SLURM-USER-TOKEN:$SLURM_JWT "
        "http://slurmrestd:6820/slurm/v0.0.40/jobs\n"
    )
    return text, [tok], tok


@kind(
    "htcondor_token_fetch_output",
    "https://manpages.ubuntu.com/manpages/noble/man1/condor_token_fetch.1.html ; https://manpages.ubuntu.com/manpages/noble/man1/condor_token_list.1.html",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _condor_token(g: _R):
    iat = _ts(g)
    tok = _jwt(
        g,
        {"alg": "HS256", "kid": "POOL"},
        {
            "iat": iat,
            "iss": "cm.chtc.example.edu",
            "jti": g.s(32, HEX),
            "scope": "condor:/READ condor:/WRITE",
            "sub": "bucky@example.edu",
        },
    )
    text = (
        "$ condor_token_fetch -authz READ -authz WRITE -lifetime 86400\n"
        f"{tok}\n$ condor_token_fetch -token laptop  # writes ~/.condor/tokens.d/laptop\n"
    )
    return text, [tok], tok


@kind(
    "globus_sdk_client_secret_env",
    "https://glama.ai/mcp/servers/globus/globus-mcp/schema ; https://docs.globus.org/api/auth/developer-guide/",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _globus(g: _R):
    secret = _b64(g, 32)
    text = (
        f"export GLOBUS_CLIENT_ID={g.uuid()}\nexport GLOBUS_CLIENT_SECRET='{secret}'\n"
        'globus-connect-server endpoint setup "Physics DTN" --organization "Example U" '
        "--owner dtn-admin@example.edu --contact-email research-it@example.edu\n"
    )
    return text, [secret], _bare(secret)


@kind(
    "ood_portal_oidc_client_secret",
    "https://OSC.github.io/ood-documentation/latest/authentication/oidc.html ; https://osc.github.io/ood-documentation-test/new-releases-updates/authentication/oidc.html",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _ood(g: _R):
    secret = g.uuid()
    passphrase = g.s(32, HEX)
    text = (
        "# /etc/ood/config/ood_portal.yml\n---\nservername: ondemand.hpc.example.edu\n"
        'auth:\n  - "AuthType openid-connect"\n  - "Require valid-user"\noidc_uri: "/oidc"\n'
        'oidc_provider_metadata_url: "https://idp.example.edu/realms/hpc/.well-known/openid-configuration"\n'
        f'oidc_client_id: "ondemand.hpc.example.edu"\noidc_client_secret: "{secret}"\n'
        f'oidc_crypto_passphrase: "{passphrase}"\noidc_remote_user_claim: "preferred_username"\n'
    )
    return text, [secret, passphrase], secret


@kind(
    "boinc_gui_rpc_auth_cfg",
    "https://github.com/BOINC/boinc/wiki/RpcAuth ; https://manpages.ubuntu.com/manpages/jammy/man1/boincmgr.1.html",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _boinc(g: _R):
    pw = g.s(32, HEX)
    text = (
        f"$ sudo cat /var/lib/boinc-client/gui_rpc_auth.cfg\n{pw}\n"
        f"$ boinccmd --host node07.lab.example --passwd {pw} --get_tasks | grep -c 'active_task_state: EXECUTING'\n12\n"
    )
    return text, [pw], pw


@kind(
    "clearml_conf_api_credentials",
    "https://glama.ai/mcp/servers/prassanna-ravishankar/clearml-mcp ; https://pypi.org/project/clenv/",
    r"[A-Za-z0-9]{50}",
    prefixless=True,
)
def _clearml(g: _R):
    access, secret = g.s(30, UPPER_DIGITS), g.s(50)
    text = (
        "# ~/clearml.conf\napi {\n    web_server: https://app.clear.ml\n    api_server: https://api.clear.ml\n"
        "    files_server: https://files.clear.ml\n    credentials {\n"
        f'        "access_key" = "{access}"\n        "secret_key" = "{secret}"\n    }}\n}}\n'
    )
    return text, [secret, access], secret


@kind(
    "dataverse_api_token_header",
    "https://guides.dataverse.org/en/6.0/api/auth.html ; https://guides.dataverse.org/en/latest/api/getting-started.html",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _dataverse(g: _R):
    tok = g.uuid()
    text = (
        f"export API_TOKEN={tok}\nexport SERVER_URL=https://dataverse.example.edu\n"
        f"curl -H X-Dataverse-key:{tok} -X POST -F file=@spectra_2026.csv "
        '"$SERVER_URL/api/datasets/:persistentId/add?persistentId=doi:10.70122/FK2/ABCDEF"\n'
    )
    return text, [tok], tok


@kind(
    "htcondor_store_cred_pool_password",
    "https://manpages.ubuntu.com/manpages/noble/man1/condor_store_cred.1.html ; https://github.com/htcondor/htcondor/blob/23.x/docs/man-pages/condor_store_cred.rst",
    r"[A-Z][a-z]+-[A-Z][a-z]+-\d{4}",
    prefixless=True,
)
def _condor_pool(g: _R):
    pw = (
        g.r.choice(["Condor", "Badger", "Chtc", "Glidein", "Pool"])
        + "-"
        + g.r.choice(["Night", "Farm", "Queue", "Slots"])
        + "-"
        + g.digits(4)
    )
    text = (
        f"# on the central manager\n$ sudo condor_store_cred -c add -p '{pw}'\n"
        "Operation succeeded.\n$ sudo condor_store_cred -c query\nA credential is stored and is valid.\n"
    )
    return text, [pw], pw


# -- GIS -------------------------------------------------------------------------------------------


@kind(
    "geoserver_admin_password_compose",
    "https://github.com/kartoza/docker-geoserver/blob/master/docker-compose-build.yml ; https://github.com/geoserver/docker",
    r"MapLayer\d{3,4}\$?",
    prefixless=True,
)
def _geoserver(g: _R):
    pw = "MapLayer" + g.digits(g.r.choice([3, 4])) + g.r.choice(["", "$"])
    text = (
        "services:\n  geoserver:\n    image: kartoza/geoserver:2.25.2\n    environment:\n"
        "      - GEOSERVER_DATA_DIR=/opt/geoserver/data_dir\n      - GEOSERVER_ADMIN_USER=admin\n"
        f"      - GEOSERVER_ADMIN_PASSWORD={pw}\n      - INITIAL_MEMORY=2G\n    ports:\n      - 8600:8080\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "mapserver_mapfile_postgis_password",
    "https://docs.huihoo.com/mapserver/5.2.1/input/vector/postgis.html ; https://postgis.net/docs/manual-3.2/ch07.html",
    r"[a-z]+_\d{3}[a-z]+",
    prefixless=True,
)
def _mapserver(g: _R):
    pw = (
        g.r.choice(["tiles", "parcels", "roads", "zoning"])
        + "_"
        + g.digits(3)
        + g.r.choice(["wms", "gis", "osm"])
    )
    text = (
        'LAYER\n  NAME "parcels"\n  TYPE POLYGON\n  STATUS ON\n  CONNECTIONTYPE POSTGIS\n'
        f'  CONNECTION "host=db.gis.internal dbname=cadastre user=mapserv password={pw} port=5432"\n'
        '  DATA "geom from parcels using unique gid using srid=25832"\nEND\n'
    )
    return text, [pw], pw


@kind(
    "arcgis_server_generatetoken_response",
    "https://developers.arcgis.com/rest/services-reference/enterprise/generate-token.htm (from memory)",
    r"[A-Za-z0-9_-]{100}\.\.",
    prefixless=True,
)
def _arcgis(g: _R):
    tok = g.s(100, B64URL) + ".."
    exp = _ts(g) * 1000
    text = (
        "$ curl -s -d 'username=gisadmin&password=...&client=referer&referer=https://maps.example.gov&f=json' "
        "https://gis.example.gov/arcgis/tokens/generateToken\n"
        + json.dumps({"token": tok, "expires": exp, "ssl": True})
        + "\n"
    )
    return text, [tok], _bare(tok)


@kind(
    "openrouteservice_api_key_python",
    "https://openrouteservice.org/dev/#/api-docs (from memory)",
    r"eyJvcmciOiI1YjNjZTM1OTc4NTExMTAwMDFjZjYyNDgi[A-Za-z0-9+/=]+",
)
def _ors(g: _R):
    raw = json.dumps(
        {"org": "5b3ce3597851110001cf6248", "id": g.s(32, HEX), "h": "murmur64"}, separators=(",", ":")
    )
    key = base64.b64encode(raw.encode()).decode()
    text = (
        "import openrouteservice\n\n"
        f"client = openrouteservice.Client(key='{key}')\n"
        "route = client.directions(((8.34234, 48.23424), (8.34423, 48.26424)), profile='cycling-regular')\n"
    )
    return text, [key], _bare(key)


@kind(
    "cesium_ion_token_js",
    "https://cesium.com/learn/ion/cesium-ion-access-tokens/ (from memory)",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _cesium(g: _R):
    tok = _jwt(
        g,
        {"alg": "HS256", "typ": "JWT"},
        {"jti": g.uuid(), "id": g.r.randint(100000, 399999), "iat": _ts(g)},
    )
    text = (
        "import * as Cesium from 'cesium';\n\n"
        f"Cesium.Ion.defaultAccessToken = '{tok}';\n"
        "const viewer = new Cesium.Viewer('cesiumContainer', { terrain: Cesium.Terrain.fromWorldTerrain() });\n"
    )
    return text, [tok], tok


# -- digital signage, hotels, SCADA --------------------------------------------------------------


@kind(
    "xibo_player_cms_key_json",
    "https://socket.dev/npm/package/@xiboplayer/settings/overview/0.7.17 ; https://xibosignage.com/docs/setup/displays",
    r"[A-Za-z0-9]{8}",
    prefixless=True,
)
def _xibo(g: _R):
    key = g.s(8)
    text = json.dumps(
        {
            "cmsUrl": "https://signage.mall.example",
            "cmsKey": key,
            "displayName": "Lobby-East-55in",
            "hardwareKey": g.s(32, HEX),
            "collectInterval": 300,
        },
        indent=2,
    )
    return text + "\n", [key], key


@kind(
    "mews_connector_client_access_tokens",
    "https://docs.mews.com/connector-api/guidelines/authentication ; https://docs.mews.com/connector-api/getting-started",
    r"[0-9A-F]{32}-[0-9A-F]{31}",
    prefixless=True,
)
def _mews(g: _R):
    client = g.s(32, HEXU) + "-" + g.s(31, HEXU)
    access = g.s(32, HEXU) + "-" + g.s(31, HEXU)
    body = json.dumps(
        {
            "ClientToken": client,
            "AccessToken": access,
            "Client": "NightAuditSync 2.4.1",
            "Limitation": {"Count": 100},
        },
        indent=2,
    )
    text = f"POST https://api.mews.com/api/connector/v1/reservations/getAll/2023-06-06\n{body}\n"
    return text, [access, client], access


@kind(
    "beds24_json_apikey_propkey",
    "https://rubydoc.info/gems/beds24/file/README.md ; https://make.com/en/help/app/beds24.html",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _beds24(g: _R):
    api, prop = g.s(20), g.s(16)
    body = json.dumps({"authentication": {"apiKey": api, "propKey": prop}, "includeInvoice": False}, indent=2)
    text = f"$ curl -s -X POST https://api.beds24.com/json/getBookings -d @- <<'EOF'\n{body}\nEOF\n"
    return text, [api, prop], api


@kind(
    "cloudbeds_api_key_header",
    "https://developers.cloudbeds.com/docs/api-keys-authentication-guide-for-technology-partners ; https://docs.airbyte.com/integrations/sources/cloudbeds (cbat_ prefix from memory)",
    r"cbat_[A-Za-z0-9]{32}",
)
def _cloudbeds(g: _R):
    key = "cbat_" + g.s(32)
    text = (
        "curl -s 'https://api.cloudbeds.com/api/v1.3/getReservations?status=checked_in' \\\n"
        f"  -H 'x-api-key: {key}'\n"
    )
    return text, [key], key


@kind(
    "ignition_gateway_admin_password_env",
    "https://docs.inductiveautomation.com/docs/8.3/appendix/reference-pages/platform-environment-variables ; https://docs.inductiveautomation.com/docs/8.1/platform/docker-image",
    r"(Plc|Hmi|Scada|Tag)#(Line|Cell|Kiln)\d-\d{4}",
    prefixless=True,
)
def _ignition(g: _R):
    pw = (
        g.r.choice(["Plc", "Hmi", "Scada", "Tag"])
        + "#"
        + g.r.choice(["Line", "Cell", "Kiln"])
        + str(g.r.randint(1, 9))
        + "-"
        + g.digits(4)
    )
    text = (
        "services:\n  gateway:\n    image: inductiveautomation/ignition:8.1.43\n    ports:\n      - 9088:8088\n"
        '    environment:\n      ACCEPT_IGNITION_EULA: "Y"\n      GATEWAY_ADMIN_USERNAME: admin\n'
        f'      GATEWAY_ADMIN_PASSWORD: "{pw}"\n      IGNITION_EDITION: standard\n'
    )
    return text, [pw], _bare(pw)


@kind(
    "opcua_asyncua_url_password",
    "https://github.com/FreeOpcUa/opcua-asyncio (from memory)",
    r"Op3r[a-z]{3}\d{4}",
    prefixless=True,
)
def _opcua(g: _R):
    pw = "Op3r" + g.s(3, string.ascii_lowercase) + g.digits(4)
    text = (
        "import asyncio\nfrom asyncua import Client\n\n"
        f'URL = "opc.tcp://operator:{pw}@10.20.0.15:4840/freeopcua/server/"\n\n'
        "async def main():\n    async with Client(url=URL) as client:\n"
        '        node = client.get_node("ns=2;s=Line3.Kiln.Temperature")\n        print(await node.read_value())\n'
    )
    return text, [pw], pw


# -- medical / PACS ------------------------------------------------------------------------------


@kind(
    "orthanc_json_registered_users",
    "https://orthanc.uclouvain.be/hg/orthanc/file/Orthanc-0.2.3/Resources/Configuration.json ; https://orthanc.uclouvain.be/hg/orthanc/raw-rev/3298fa589b27",
    r"[A-Za-z0-9]{14}",
    prefixless=True,
)
def _orthanc(g: _R):
    pw1 = g.s(14)
    pw2 = (
        g.r.choice(["Radiology", "Cardio", "Mammo", "Ct"])
        + "!"
        + g.digits(3)
        + g.s(3, string.ascii_lowercase)
    )
    text = (
        '{\n  "Name" : "PACS-ARCHIVE-02",\n  "DicomAet" : "ORTHANC02",\n  "RemoteAccessAllowed" : true,\n'
        '  "AuthenticationEnabled" : true,\n  "RegisteredUsers" : {\n'
        f'    "ohif-viewer" : "{pw1}",\n    "radiology" : "{pw2}"\n  }},\n'
        '  "DicomModalities" : { "ct1" : [ "CT1", "10.4.0.21", 104 ] }\n}\n'
    )
    return text, [pw1, pw2], pw1


@kind(
    "dcm4chee_slapd_rootpass_docker",
    "https://github.com/dcm4che/dcm4chee-arc-light/wiki/Running-on-Docker/fd9fa1dd2792e95d219bba2f2afebaffee1946c1 ; https://github.com/SiddiqueAhmad/dcm4chee-arc-mysql",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _dcm4chee(g: _R):
    root, config = g.s(16), g.s(12, LOWER_DIGITS)
    text = (
        "docker run --network=dcm4chee_network --name ldap -p 389:389 \\\n"
        "  -e LDAP_BASE_DN=dc=dcm4che,dc=org -e LDAP_ORGANISATION=hospital.example \\\n"
        f"  -e LDAP_ROOTPASS={root} -e LDAP_CONFIGPASS={config} \\\n"
        "  -e ARCHIVE_DEVICE_NAME=dcm4chee-arc -d dcm4che/slapd-dcm4chee:2.6.7-33.0\n"
    )
    return text, [root, config], root


@kind(
    "openmrs_runtime_properties_password",
    "https://github.com/mseaton/openmrs-dev-tools/blob/HEAD/sdk/distributions/malawi.sh ; https://github.com/oswin-correa/heroku-buildpack-openmrs-postgres/blob/HEAD/lib/set_runtime_properties.sh",
    r"0penMR[S5]![0-9]{3}[a-z]{2}",
    prefixless=True,
)
def _openmrs(g: _R):
    pw = "0penMR" + g.r.choice("S5") + "!" + g.digits(3) + g.s(2, string.ascii_lowercase)
    text = (
        "# /usr/local/tomcat/.OpenMRS/openmrs-runtime.properties\n"
        "connection.url=jdbc:mysql://db:3306/openmrs?autoReconnect=true&useUnicode=true&characterEncoding=UTF-8\n"
        f"connection.username=openmrs\nconnection.password={pw}\nauto_update_database=false\n"
        "application_data_directory=/openmrs/data\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "openemr_sqlconf_php_pass",
    "https://github.com/openemr/openemr/blob/HEAD/Documentation/privileged_db/secure_sqlconf.php ; https://github.com/openemr/openemr/blob/HEAD/library/sqlconf.php",
    r"[a-z]{6}\d{2}",
    prefixless=True,
)
def _openemr(g: _R):
    pw = g.s(6, string.ascii_lowercase) + g.digits(2, first_nonzero=False)
    text = (
        "<?php\n//  OpenEMR\n//  MySQL Config\n\nglobal $disable_utf8_flag;\n$disable_utf8_flag = false;\n\n"
        f'$host   = "localhost";\n$port   = "3306";\n$login  = "openemr";\n$pass   = "{pw}";\n'
        '$dbase  = "openemr";\n$db_encoding = "utf8mb4";\n'
    )
    return text, [pw], pw


@kind(
    "mirth_properties_keystore_passwords",
    "https://github.com/HowardEdidin/docker-mirth-connect/blob/HEAD/README.md ; https://github.com/PIH/openmrs-module-pacsintegration/blob/HEAD/mirth/README.md",
    r"[A-Za-z0-9]{12}",
    prefixless=True,
)
def _mirth(g: _R):
    store, keyp = g.s(12), g.s(12)
    db = g.r.choice(["Hl7Feed", "Interface", "Adt"]) + g.digits(2) + "#" + g.s(4, string.ascii_lowercase)
    text = (
        "# /opt/connect/conf/mirth.properties\nhttp.port = 8080\nhttps.port = 8443\n"
        "keystore.path = ${dir.appdata}/keystore.jks\n"
        f"keystore.storepass = {store}\nkeystore.keypass = {keyp}\nkeystore.type = JCEKS\n"
        "database = postgres\ndatabase.url = jdbc:postgresql://pg:5432/mirthdb\n"
        f"database.username = mirth\ndatabase.password = {db}\n"
    )
    return text, [store, keyp, db], store


@kind(
    "openclinica_datainfo_dbpass",
    "https://docs.openclinica.com/installation/installation-linux/ (from memory)",
    r"Clinica\d{4}[a-z]{2}",
    prefixless=True,
)
def _openclinica(g: _R):
    pw = "Clinica" + g.digits(4) + g.s(2, string.ascii_lowercase)
    text = (
        "# $CATALINA_HOME/openclinica.config/datainfo.properties\ndbType=postgres\n"
        f"dbUser=clinica\ndbPass={pw}\ndb=openclinica\ndbPort=5432\ndbHost=localhost\n"
        "filePath=$catalina.home/openclinica.data/\n"
    )
    return text, [pw], pw


# -- libraries, museums, legal ---------------------------------------------------------------------


@kind(
    "koha_conf_xml_db_pass",
    "https://github.com/SebastianHiguerosdeLeon/instalacion_koha/blob/HEAD/Readme.md ; https://wiki.koha-community.org/wiki/Koha_on_Debian",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _koha(g: _R):
    pw = g.s(16)
    text = (
        "$ sudo koha-passwd biblioteca\n"
        f"{pw}\n$ sudo grep -A3 '<database>' /etc/koha/sites/biblioteca/koha-conf.xml\n"
        f" <database>koha_biblioteca</database>\n <hostname>localhost</hostname>\n <port>3306</port>\n"
        f" <user>koha_biblioteca</user>\n <pass>{pw}</pass>\n"
    )
    return text, [pw], pw


@kind(
    "dspace_local_cfg_db_password",
    "https://gist.github.com/dheles/533e9118c7bdde28401c2b0b879bf548 ; https://github.com/DSpace/DSpace/blob/2825646570c173abf8a494078fb826e3308893fb/dspace/config/dspace.cfg",
    r"[A-Za-z]+-[A-Za-z]+-\d{2}",
    prefixless=True,
)
def _dspace(g: _R):
    pw = (
        g.r.choice(["Thesis", "Archive", "Handle", "Bitstream"])
        + "-"
        + g.r.choice(["Repo", "Vault", "Shelf"])
        + "-"
        + g.digits(2, first_nonzero=False)
        + g.s(3, string.ascii_lowercase)
    )
    text = (
        "# [dspace]/config/local.cfg\ndspace.dir = /dspace\ndspace.server.url = https://repository.example.edu/server\n"
        "db.url = jdbc:postgresql://localhost:5432/dspace\ndb.username = dspace\n"
        f"db.password = {pw}\nsolr.server = http://localhost:8983/solr\n"
    )
    return text, [pw], pw


@kind(
    "omeka_s_database_ini_password",
    "https://omeka.org/s/docs/user-manual/install/ (from memory)",
    r"[a-z]+\.[a-z]+\.\d{3}",
    prefixless=True,
)
def _omeka(g: _R):
    pw = (
        g.r.choice(["amphora", "tapestry", "codex", "fresco"])
        + "."
        + g.r.choice(["gallery", "vitrine", "atrium"])
        + "."
        + g.digits(3)
    )
    text = f'; config/database.ini\nuser     = "omeka"\npassword = "{pw}"\ndbname   = "omeka_s"\nhost     = "localhost"\n'
    return text, [pw], pw


@kind(
    "zotero_api_key_pyzotero",
    "https://pyzotero.readthedocs.io/en/latest/ (from memory)",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _zotero(g: _R):
    key = g.s(24)
    text = (
        "from pyzotero import zotero\n\n"
        f"zot = zotero.Zotero('{g.digits(7)}', 'user', '{key}')\n"
        "items = zot.top(limit=25)\nfor it in items:\n    print(it['data']['title'])\n"
    )
    return text, [key], key


@kind(
    "alma_exlibris_apikey_header",
    "https://gist.github.com/danizen/3e460db99637ed37f9d7dcca64bfbdec ; https://github.com/UCDavisLibrary/almapipy (l7xx prefix from memory)",
    r"l7xx[0-9a-f]{32}",
)
def _alma(g: _R):
    key = "l7xx" + g.s(32, HEX)
    text = (
        "import requests\n\nsession = requests.Session()\n"
        f"session.headers.update({{'Authorization': 'apikey {key}', 'Accept': 'application/json'}})\n"
        "r = session.get('https://api-eu.hosted.exlibrisgroup.com/almaws/v1/bibs', params={'mms_id': '9980963346303126'})\n"
    )
    return text, [key], key


@kind(
    "courtlistener_token_header",
    "https://www.courtlistener.com/help/api/rest/#authentication (from memory)",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _courtlistener(g: _R):
    tok = g.s(40, HEX)
    text = (
        "curl -s 'https://www.courtlistener.com/api/rest/v4/search/?q=%22qualified+immunity%22&type=o' \\\n"
        f"  --header 'Authorization: Token {tok}'\n"
    )
    return text, [tok], tok


# -- localization ----------------------------------------------------------------------------------


@kind(
    "crowdin_yml_api_token",
    "https://github.com/SimenB/jest/blob/main/crowdin.yaml ; https://github.com/pyOpenSci/python-package-guide/pull/473.diff",
    r"[0-9a-f]{80}",
    prefixless=True,
)
def _crowdin(g: _R):
    tok = g.s(80, HEX)
    text = (
        f"# crowdin.yml\nproject_id: '428892'\napi_token: '{tok}'\nbase_path: '.'\n"
        "base_url: 'https://api.crowdin.com'\npreserve_hierarchy: true\nfiles:\n"
        "  - source: /website/i18n/en/**/*\n    translation: /website/i18n/%locale%/**/%original_file_name%\n"
    )
    return text, [tok], tok


@kind(
    "lokalise2_cli_token_flag",
    "https://docs.lokalise.com/integrations/grunt ; https://github.com/lokalise/lokalise-cli-2-go",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _lokalise(g: _R):
    tok = g.s(40, HEX)
    pid = f"{g.digits(9)}{g.s(4, HEX)}.{g.digits(8)}"
    text = (
        f"lokalise2 \\\n  --token {tok} \\\n  --project-id {pid} \\\n  file download \\\n"
        '  --format json \\\n  --original-filenames=true \\\n  --unzip-to "myapp/locale/"\n'
    )
    return text, [tok], tok


@kind(
    "phrase_yml_access_token",
    "https://gist.github.com/WaKeMaTTa/15bb117823b73a6eceae1869f5ecb7a5 ; https://developers.phrase.com/en/developer-tools/strings-github-action",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _phrase(g: _R):
    tok = g.s(64, HEX)
    text = (
        f"# .phrase.yml\nphrase:\n  access_token: {tok}\n  project_id: {g.s(32, HEX)}\n"
        "  push:\n    sources:\n      - file: ./config/locales/<locale_name>.yml\n        params:\n"
        "          file_format: yml\n"
    )
    return text, [tok], tok


@kind(
    "poeditor_api_token_form",
    "https://metacpan.org/pod/WebService::POEditor ; https://pypi.org/project/poeditorexporter/",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _poeditor(g: _R):
    tok = g.s(32, HEX)
    text = (
        "curl -X POST https://api.poeditor.com/v2/projects/export \\\n"
        f'     -d api_token="{tok}" \\\n     -d id="{g.digits(6)}" \\\n     -d language="de" \\\n'
        '     -d type="key_value_json"\n'
    )
    return text, [tok], tok


@kind(
    "weblate_wlc_user_key",
    "https://manpages.ubuntu.com/manpages/noble/man1/wlc.1.html ; https://docs.weblate.org/ja/weblate-2026.7/wlc.html",
    r"wlu_[A-Za-z0-9]{40}",
)
def _weblate_user(g: _R):
    key = "wlu_" + g.s(40)
    text = (
        "# ~/.config/wlc\n[weblate]\nurl = https://hosted.weblate.org/api/\n\n[keys]\n"
        f"https://hosted.weblate.org/api/ = {key}\n"
    )
    return text, [key], key


@kind(
    "weblate_project_token_ci_env",
    "https://docs.weblate.org/ja/weblate-2026.7/wlc.html ; https://manpages.ubuntu.com/manpages/resolute/man1/wlc.1.html (wlp_ prefix from memory)",
    r"wlp_[A-Za-z0-9]{40}",
)
def _weblate_project(g: _R):
    key = "wlp_" + g.s(40)
    text = (
        "# .github/workflows/weblate-pull.yml (excerpt)\n    env:\n"
        f"      WLC_URL: https://translate.example.org/api/\n      WLC_KEY: {key}\n"
        "    run: docker run --rm -e WLC_URL -e WLC_KEY weblate/wlc pull myproject/frontend\n"
    )
    return text, [key], key


@kind(
    "tolgee_project_api_key_env",
    "https://docs.tolgee.io/api/ ; https://pypi.org/project/tolgee-mcp/ (tgpak_ prefix from memory)",
    r"tgpak_[a-z2-7]{46}",
)
def _tolgee(g: _R):
    key = "tgpak_" + g.s(46, B32L)
    text = (
        f"# .env.development.local\nVITE_APP_TOLGEE_API_URL=https://app.tolgee.io\nVITE_APP_TOLGEE_API_KEY={key}\n\n"
        f"$ curl -H 'X-API-Key: {key}' https://app.tolgee.io/v2/api-keys/current\n"
    )
    return text, [key], key


@kind(
    "transifexrc_token",
    "https://developers.transifex.com/docs/using-the-client ; https://www.github.com/transifex/cli/issues/192",
    r"1/[0-9a-f]{40}",
)
def _transifex(g: _R):
    tok = "1/" + g.s(40, HEX)
    text = (
        "# ~/.transifexrc\n[https://app.transifex.com]\nrest_hostname = https://rest.api.transifex.com\n"
        f"token         = {tok}\n"
    )
    return text, [tok], _bare(tok)


@kind(
    "deepl_free_auth_key_env",
    "https://developers.deepl.com/docs/getting-started/auth ; https://tryagi.github.io/DeepL/guides/authentication",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}:fx",
)
def _deepl(g: _R):
    key = g.uuid() + ":fx"
    text = (
        f"# .env\nDEEPL_AUTH_KEY={key}\n\n"
        "curl -X POST 'https://api-free.deepl.com/v2/translate' \\\n"
        f"  --header 'Authorization: DeepL-Auth-Key {key}' \\\n"
        '  --header \'Content-Type: application/json\' \\\n  --data \'{"text": ["Hello, world!"], "target_lang": "DE"}\'\n'
    )
    return text, [key], _bare(key)


# -- hosting panels --------------------------------------------------------------------------------


@kind(
    "cpanel_uapi_token_header",
    "https://api.docs.cpanel.net/cpanel/tokens ; https://docs.cpanel.net/knowledge-base/security/how-to-use-cpanel-api-tokens/",
    r"[A-Z0-9]{32}",
    prefixless=True,
)
def _cpanel(g: _R):
    tok = g.s(32, UPPER_DIGITS)
    text = (
        f"curl -H'Authorization: cpanel shopuser:{tok}' \\\n"
        "  'https://server17.hostco.example:2083/execute/Email/add_pop?email=orders&password=...&domain=shop.example'\n"
    )
    return text, [tok], tok


@kind(
    "plesk_secret_key_create_output",
    "https://docs.plesk.com/en-US/obsidian/cli-linux/using-command-line-utilities/secret_key-authentication-in-plesk-xml-api.73880/ ; https://docs.plesk.com/en-US/obsidian/api-rpc/about-xml-api/reference/managing-secret-keys.37121",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _plesk(g: _R):
    key = g.uuid()
    text = (
        '# plesk bin secret_key --create -ip-address 203.0.113.7 -description "whmcs billing"\n'
        f"{key}\n# curl -k -H 'KEY: {key}' -H 'Content-Type: text/xml' -d @get_domains.xml "
        "https://plesk.hostco.example:8443/enterprise/control/agent.php\n"
    )
    return text, [key], key


@kind(
    "hestiacp_api_access_secret_keys",
    "https://hestiacp.com/docs/server-administration/rest-api ; https://github.com/sahsanu/v-wrapper-hestia-api",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _hestia(g: _R):
    access, secret = g.s(20, UPPER_DIGITS), g.s(40)
    text = (
        "# ~/.v-wrapper-hestia-api.conf\nhost='panel.hostco.example'\nport='8083'\n"
        f"access_key='{access}'\nsecret_key='{secret}'\n"
    )
    return text, [secret, access], secret


@kind(
    "virtualmin_create_domain_pass",
    "https://www.virtualmin.com/docs/development/cli/create-domain/ (from memory)",
    r"[A-Z][a-z]+20\d{2}![a-z]",
    prefixless=True,
)
def _virtualmin(g: _R):
    pw = (
        g.r.choice(["Bakery", "Florist", "Dental", "Garage", "Vinyl"])
        + "20"
        + g.digits(2, first_nonzero=False)
    )
    pw += "!" + g.s(1, string.ascii_lowercase) + g.s(3, LOWER_DIGITS)
    text = (
        "virtualmin create-domain --domain bakery-zurich.example --pass '"
        + pw
        + "' --unix --dir --webmin --web --dns --mail --mysql --limits-from-plan\n"
    )
    return text, [pw], _bare(pw)


# -- mail servers and list managers --------------------------------------------------------------


@kind(
    "mailman3_cfg_webservice_admin_pass",
    "https://docs.mailman3.org/projects/mailman/en/latest/src/mailman/rest/docs/rest.html ; https://pythonhosted.org/mailman/src/mailman/rest/docs/basic.html",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _mailman(g: _R):
    pw = g.s(20)
    text = (
        "# /etc/mailman3/mailman.cfg\n[mailman]\nsite_owner: listmaster@lists.example.org\n\n[webservice]\n"
        f"hostname: localhost\nport: 8001\nadmin_user: restadmin\nadmin_pass: {pw}\n\n"
        "# /etc/mailman3/mailman-web.py\nMAILMAN_REST_API_USER = 'restadmin'\n"
        f"MAILMAN_REST_API_PASS = '{pw}'\n"
    )
    return text, [pw], pw


@kind(
    "sympa_conf_db_passwd",
    "https://github.com/sympa-community/sympa/blob/sympa-6.2/sympa.conf.in ; https://manpages.ubuntu.com/manpages/jammy/man5/sympa_config.5.html",
    r"[a-z]+[A-Z][a-z]+\d{3}",
    prefixless=True,
)
def _sympa(g: _R):
    pw = (
        g.r.choice(["list", "owner", "digest", "bounce"])
        + g.r.choice(["Master", "Robot", "Queue"])
        + g.digits(3)
    )
    text = (
        "# /etc/sympa/sympa/sympa.conf\ndomain lists.uni.example\nlistmaster listmaster@uni.example\n"
        f"db_type PostgreSQL\ndb_name sympa\ndb_host pg01.uni.example\ndb_user sympa\ndb_passwd {pw}\n"
    )
    return text, [pw], pw


@kind(
    "listmonk_config_toml_passwords",
    "https://raw.githubusercontent.com/knadh/listmonk/v2.5.1/config.toml.sample ; https://raw.githubusercontent.com/knadh/listmonk/master/docker-compose.yml",
    r"[A-Za-z]+-[A-Za-z]+-[A-Za-z]+-\d",
    prefixless=True,
)
def _listmonk(g: _R):
    words = g.r.sample(["inbox", "Paper", "crane", "Stamp", "orbit", "Tulip", "ledger", "Quill"], 3)
    admin = "-".join(words) + "-" + str(g.r.randint(10, 99)) + g.s(2, string.ascii_lowercase)
    db = g.s(18, LOWER_DIGITS)
    text = (
        '[app]\naddress = "0.0.0.0:9000"\nadmin_username = "listmonk"\n'
        f'admin_password = "{admin}"\n\n[db]\nhost = "db"\nport = 5432\nuser = "listmonk"\n'
        f'password = "{db}"\ndatabase = "listmonk"\nssl_mode = "disable"\n'
    )
    return text, [admin, db], admin


@kind(
    "stalwart_install_admin_password",
    "https://pastebin.com/HSvQpDKq ; https://wiki.nixos.org/w/index.php?oldid=17437&title=Stalwart",
    r"[A-Za-z0-9]{10}",
    prefixless=True,
)
def _stalwart(g: _R):
    pw = g.s(10)
    text = (
        "$ curl --proto '=https' --tlsv1.2 -sSf https://get.stalw.art/install.sh -o install.sh && sudo sh install.sh\n"
        "[...]\n🎉 Installation complete!\n"
        f"🔑 Your administrator account is 'admin' with password '{pw}'.\n\n"
        "# /opt/stalwart/etc/config.toml\n[authentication.fallback-admin]\n"
        f'user = "admin"\nsecret = "{pw}"\n'
    )
    return text, [pw], pw


@kind(
    "mailcow_conf_dbpass_dbroot",
    "https://pastebin.com/Rg8HgtTv ; https://raw.githubusercontent.com/mailcow/mailcow-dockerized/master/generate_config.sh",
    r"[A-Za-z0-9]{28}",
    prefixless=True,
)
def _mailcow(g: _R):
    dbpass, dbroot = g.s(28), g.s(28)
    text = (
        "# mailcow.conf\nMAILCOW_HOSTNAME=mail.coop.example\nMAILCOW_PASS_SCHEME=BLF-CRYPT\n\n"
        "DBNAME=mailcow\nDBUSER=mailcow\n\n# Please use long, random alphanumeric strings (A-Za-z0-9)\n\n"
        f"DBPASS={dbpass}\nDBROOT={dbroot}\n\nHTTP_PORT=8080\nHTTP_BIND=127.0.0.1\n"
    )
    return text, [dbpass, dbroot], dbpass


@kind(
    "mailu_env_secret_key",
    "https://mailu.io/2024.06/configuration.html (from memory)",
    r"[A-Z0-9]{16}",
    prefixless=True,
)
def _mailu(g: _R):
    key = g.s(16, UPPER_DIGITS)
    text = (
        "# mailu.env\nSECRET_KEY=" + key + "\nSUBNET=192.168.203.0/24\nDOMAIN=club.example\n"
        "HOSTNAMES=mail.club.example\nPOSTMASTER=admin\nTLS_FLAVOR=letsencrypt\n"
    )
    return text, [key], key


@kind(
    "haraka_auth_flat_file_ini",
    "https://haraka.github.io/plugins/auth/flat_file ; https://www.npmjs.com/package/haraka-plugin-auth-enc-file",
    r"[a-z]+\d{2}[A-Z][a-z]+!",
    prefixless=True,
)
def _haraka(g: _R):
    pw = g.r.choice(["relay", "smtp", "notify", "mailer"]) + g.digits(2, first_nonzero=False)
    pw += g.r.choice(["Kestrel", "Heron", "Puffin", "Plover"]) + "!"
    pw2 = g.s(12)
    text = (
        "; config/auth_flat_file.ini\n[core]\nmethods=PLAIN,LOGIN,CRAM-MD5\n\n[users]\n"
        f"alerts@shop.example={pw}\nnewsletter@shop.example={pw2}\n"
    )
    return text, [pw, pw2], _bare(pw)


# -- chat bridges ----------------------------------------------------------------------------------


@kind(
    "matterbridge_toml_irc_xmpp_passwords",
    "https://github.com/nairobilug/nlug-matterbot ; https://gist.github.com/kousu/74ce52f6ecbfde12b050bf249e5a99a2",
    r"[a-z]+-[a-z]+-[a-z]+\d{2}",
    prefixless=True,
)
def _matterbridge(g: _R):
    nick = "-".join(g.r.choice(["bridge", "relay", "parrot", "echo", "lobby", "mesh"]) for _ in range(3))
    nick += g.digits(2, first_nonzero=False)
    xmpp = g.s(15)
    text = (
        '[irc.libera]\nServer="irc.libera.chat:6697"\nUseTLS=true\nUseSASL=true\n'
        f'NickServNick="coop_bridge"\nNickServPassword="{nick}"\nNick="coop_bridge"\n\n'
        '[xmpp.coop]\nServer="chat.coop.example:5222"\nJid="bridge@coop.example"\n'
        f'Password="{xmpp}"\nMuc="conference.coop.example"\nNick="IRC"\n'
    )
    return text, [nick, xmpp], nick


@kind(
    "mautrix_registration_as_hs_tokens",
    "https://raw.githubusercontent.com/mautrix/docs/master/bridges/general/registering-appservices.md ; https://docs.rs/ruma/0.7.4/i686-unknown-linux-gnu/ruma/api/appservice/struct.Registration.html",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _mautrix(g: _R):
    as_tok, hs_tok = g.s(64), g.s(64)
    text = (
        "# /data/registration.yaml\nid: whatsapp\nurl: http://mautrix-whatsapp:29318\n"
        f"as_token: {as_tok}\nhs_token: {hs_tok}\nsender_localpart: {g.s(32, LOWER_DIGITS)}\n"
        "rate_limited: false\nnamespaces:\n  users:\n    - regex: ^@whatsapp_.*:matrix\\.example\\.org$\n      exclusive: true\n"
    )
    return text, [as_tok, hs_tok], as_tok


@kind(
    "bitlbee_conf_auth_oper_password",
    "https://www.github.com/bitlbee/bitlbee/blob/master/bitlbee.conf ; https://github.com/visibilityspots/puppet-bitlbee",
    r"[a-z]+\.[a-z]+\.\d{4}",
    prefixless=True,
)
def _bitlbee(g: _R):
    auth = (
        g.r.choice(["buddy", "roster", "jabber", "oscar"])
        + "."
        + g.r.choice(["bee", "hive", "comb"])
        + "."
        + g.digits(4)
    )
    oper = g.s(12)
    text = (
        "## /etc/bitlbee/bitlbee.conf\n[settings]\nRunMode = ForkDaemon\nUser = bitlbee\nDaemonPort = 6667\n"
        f"AuthMode = Closed\nAuthPassword = {auth}\nOperPassword = {oper}\n"
    )
    return text, [auth, oper], auth


# -- self-hosted forges ----------------------------------------------------------------------------


@kind(
    "forgejo_cli_actions_register_secret",
    "https://forgejo.org/docs/latest/admin/actions/registration/ ; https://forgejo.org/docs/latest/admin/command-line",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _forgejo(g: _R):
    secret = g.s(40, HEX)
    text = (
        "# on the Forgejo host\n$ forgejo forgejo-cli actions register --name runner-ci-02 --scope infra-team \\\n"
        f"    --labels docker:docker://node:20-bookworm --secret {secret}\n"
        "# on the runner host\n$ forgejo-runner create-runner-file --instance https://code.example.org \\\n"
        f"    --name runner-ci-02 --secret {secret}\n"
    )
    return text, [secret], secret


@kind(
    "sourcehut_config_ini_secrets",
    "https://tangled.org/tjh.dev/nixpkgs/raw/lib-types-attrNamesToTrue/nixos/tests/sourcehut/git.nix ; https://man.archlinux.org/man/hut.1.en",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _sourcehut(g: _R):
    client_secret = g.s(32, HEX)
    service_key = g.s(64, HEX)
    network_key = base64.urlsafe_b64encode(bytes(g.r.getrandbits(8) for _ in range(32))).decode()
    text = (
        "# /etc/sr.ht/config.ini\n[sr.ht]\nsite-name=sr.ht\nenvironment=production\n"
        f"service-key={service_key}\nnetwork-key={network_key}\n\n[git.sr.ht]\n"
        f"origin=https://git.code.example\noauth-client-id={g.s(16, HEX)}\noauth-client-secret={client_secret}\n"
    )
    return text, [client_secret, service_key, network_key], client_secret


@kind(
    "gerrit_secure_config",
    "https://gerrit-review.googlesource.com/Documentation/config-gerrit.html#secure.config (from memory)",
    r"[A-Za-z0-9+/]{27}=",
    prefixless=True,
)
def _gerrit(g: _R):
    reg = _b64(g, 20)
    smtp = g.r.choice(["Review", "Patchset", "Verified"]) + g.digits(3) + "@" + g.s(4, string.ascii_lowercase)
    text = (
        "# $site_path/etc/secure.config\n[auth]\n"
        f"\tregisterEmailPrivateKey = {reg}\n[sendemail]\n\tsmtpPass = {smtp}\n"
        "[database]\n\tpassword = \n"
    )
    return text, [reg, smtp], _bare(reg)


# -- headless CMS, static hosting, fediverse -----------------------------------------------------


@kind(
    "payload_cms_secret_env",
    "https://raw.githubusercontent.com/payloadcms/payload/ce66418fcf8617a215139aaf67fe161bda13c272/examples/auth/.env.example ; https://payloadcms.com/docs/beta/configuration/environment-vars",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _payload(g: _R):
    secret = _b64(g, 32)
    text = (
        "# .env (generated with: openssl rand -base64 32)\nDATABASE_URI=mongodb://127.0.0.1/payload-shop\n"
        f"PAYLOAD_SECRET={secret}\nNEXT_PUBLIC_SERVER_URL=http://localhost:3000\n"
    )
    return text, [secret], _bare(secret)


@kind(
    "keystone_stateless_session_secret",
    "https://keystonejs.com/docs/apis/session ; https://raw.githubusercontent.com/keystonejs/keystone/d60e5319eb9078eeb6c7bf3572394fb27913aec8/packages/auth/src/session.ts",
    r"[A-Za-z0-9]{32,40}",
    prefixless=True,
)
def _keystone(g: _R):
    secret = g.s(g.r.randint(32, 40))
    text = (
        "import { statelessSessions } from '@keystone-6/core/session';\n\n"
        "export const session = statelessSessions({\n  maxAge: 60 * 60 * 24 * 30,\n"
        f"  secret: process.env.SESSION_SECRET ?? '{secret}',\n}});\n"
    )
    return text, [secret], secret


@kind(
    "tinacms_read_only_token_env",
    "https://tina.io/blog/read-only-tokens-content-anytime/ ; https://tina.io/docs/reference/self-hosted/auth-provider/tinacloud",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _tina(g: _R):
    tok = g.s(40, HEX)
    text = f"# .env\nNEXT_PUBLIC_TINA_CLIENT_ID={g.uuid()}\nTINA_TOKEN={tok}\nNEXT_PUBLIC_TINA_BRANCH=main\n"
    return text, [tok], tok


@kind(
    "surge_token_output_ci",
    "https://surge.sh/docs/cli/account ; https://surge.sh/docs/api/authentication",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _surge(g: _R):
    tok = g.s(32, HEX)
    text = (
        f"$ surge token\n{tok}\n\n# .gitlab-ci.yml\npages:\n  script:\n    - npm ci && npm run build\n"
        "    - npx surge ./dist docs-preview.surge.sh\n  variables:\n    SURGE_LOGIN: docs@team.example\n"
        f"    SURGE_TOKEN: {tok}\n"
    )
    return text, [tok], tok


@kind(
    "lemmy_hjson_setup_passwords",
    "https://raw.githubusercontent.com/LemmyNet/lemmy/main/docker/lemmy.hjson ; https://join-lemmy.org/docs/administration/configuration.html",
    r"[a-z]+[A-Z][a-z]+\d{4}",
    prefixless=True,
)
def _lemmy(g: _R):
    admin = (
        g.r.choice(["upvote", "federated", "comment", "instance"])
        + g.r.choice(["Lemming", "Otter", "Badger"])
        + g.digits(4)
    )
    pictrs = g.s(24)
    text = (
        '{\n  setup: {\n    admin_username: "lemmy_admin"\n'
        f'    admin_password: "{admin}"\n    site_name: "lemmy.town"\n  }}\n'
        '  database: { connection: "postgres://lemmy:...@postgres:5432/lemmy" }\n  hostname: "lemmy.town"\n'
        f'  pictrs: {{ url: "http://pictrs:8080/", api_key: "{pictrs}" }}\n}}\n'
    )
    return text, [admin, pictrs], admin


@kind(
    "peertube_production_yaml_secret",
    "https://github.com/sohansarma/PeerTube/blob/develop/support/doc/production.md ; https://docs.joinpeertube.org/install/any-os",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _peertube(g: _R):
    secret = g.s(64, HEX)
    text = (
        "# /var/www/peertube/config/production.yaml\nwebserver:\n  https: true\n  hostname: 'tube.example.org'\n"
        f"  port: 443\n\nsecrets:\n  # Generate one using `openssl rand -hex 32`\n  peertube: '{secret}'\n"
    )
    return text, [secret], secret


# -- data catalogs ---------------------------------------------------------------------------------


@kind(
    "datahubenv_gms_token",
    "https://github.com/datahub-project/datahub/blob/master/docs/api/graphql/token-management.md ; https://skills.sh/datahub-project/datahub-skills/datahub-setup",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _datahub(g: _R):
    iat = _ts(g)
    tok = _jwt(
        g,
        {"alg": "HS256"},
        {
            "actorType": "USER",
            "actorId": "datahub",
            "type": "PERSONAL",
            "version": "2",
            "jti": g.uuid(),
            "sub": "datahub",
            "exp": iat + 7776000,
            "iss": "datahub-metadata-service",
        },
    )
    text = f"# ~/.datahubenv\ngms:\n  server: https://datahub.data.example/api/gms\n  token: {tok}\n"
    return text, [tok], tok


@kind(
    "openmetadata_workflow_jwt_token",
    "https://docs.open-metadata.org/v1.10.x/how-to-guides/admin-guide/cli-ingestion-with-basic-auth ; https://docs.open-metadata.org/v1.13.x/deployment/ingestion/external",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{342}",
)
def _openmetadata(g: _R):
    tok = _jwt(
        g,
        {"kid": "Gb389a-9f76-gdjs-a92j-0242bk94356", "typ": "JWT", "alg": "RS256"},
        {
            "sub": "ingestion-bot",
            "isBot": True,
            "iss": "open-metadata.org",
            "iat": _ts(g),
            "email": "ingestion-bot@openmetadata.org",
        },
        sig_len=342,
    )
    text = (
        "workflowConfig:\n  openMetadataServerConfig:\n    hostPort: 'http://localhost:8585/api'\n"
        f"    authProvider: openmetadata\n    securityConfig:\n      jwtToken: '{tok}'\n"
    )
    return text, [tok], tok


@kind(
    "ckan_ini_secret_key",
    "https://github.com/ckan/ckan/commit/d61908bf4f2cf33e5fb306150b3c5b2893268f01 ; https://github.com/ckan/ckan/blob/73bded7a1330edf21a914c821d157ab66d144b88/ckan/config/deployment.ini_tmpl",
    r"[A-Za-z0-9_-]{27}",
    prefixless=True,
)
def _ckan_secret(g: _R):
    key = g.s(27, B64URL)
    text = (
        "# /etc/ckan/default/ckan.ini\n[app:main]\nuse = egg:ckan\n"
        f"SECRET_KEY = {key}\nckan.site_url = https://data.city.example\n"
        "sqlalchemy.url = postgresql://ckan_default:...@localhost/ckan_default\n"
    )
    return text, [key], key


@kind(
    "ckan_api_token_header",
    "https://docs.ckan.org/en/2.10/api/index.html#authentication-and-api-tokens (from memory)",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _ckan_token(g: _R):
    tok = _jwt(g, {"typ": "JWT", "alg": "HS256"}, {"jti": g.s(43, B64URL), "iat": _ts(g)})
    text = (
        "curl -X POST https://data.city.example/api/3/action/package_patch \\\n"
        f'  -H \'Authorization: {tok}\' \\\n  -d \'{{"id": "bike-counts", "notes": "nightly refresh"}}\'\n'
    )
    return text, [tok], tok


@kind(
    "atlan_api_key_env",
    "https://docs.atlan.com/get-started/references/api-authentication (from memory)",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{342}",
)
def _atlan(g: _R):
    iat = _ts(g)
    tok = _jwt(
        g,
        {"alg": "RS256", "typ": "JWT", "kid": g.s(43, B64URL)},
        {
            "exp": iat + 31536000,
            "iat": iat,
            "jti": g.uuid(),
            "iss": "https://tenant.atlan.com/auth/realms/default",
            "azp": "apikey-" + g.uuid(),
        },
        sig_len=342,
    )
    text = f"export ATLAN_BASE_URL=https://tenant.atlan.com\nexport ATLAN_API_KEY={tok}\npython sync_glossary.py\n"
    return text, [tok], tok


# -- feature flags -----------------------------------------------------------------------------------


@kind(
    "go_feature_flag_relay_authorized_keys",
    "https://www.greptile.com/grepository/thomaspoignant/go-feature-flag/docs/relay-proxy-evaluation-api ; https://gofeatureflag.org/docs/relay-proxy/getting_started",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _goff(g: _R):
    admin, evaluation = g.uuid(), g.uuid()
    text = (
        "# goff-proxy.yaml\nretrievers:\n  - kind: github\n    repositorySlug: acme/flags\n    path: flags.goff.yaml\n"
        f"authorizedKeys:\n  admin:\n    - {admin}\n  evaluation:\n    - {evaluation}\n"
    )
    return text, [admin, evaluation], admin


@kind(
    "featbit_env_secret_python",
    "https://docs.featbit.co/sdk/faq ; https://skills.sh/featbit/featbit-skills/featbit-sdks-python",
    r"[A-Za-z0-9_-]{44}",
    prefixless=True,
)
def _featbit(g: _R):
    secret = g.s(44, B64URL)
    text = (
        "from fbclient import get, set_config\nfrom fbclient.config import Config\n\n"
        f"set_config(Config(env_secret='{secret}',\n"
        "                  event_url='https://featbit-els.example.com',\n"
        "                  streaming_url='wss://featbit-els.example.com'))\nclient = get()\n"
    )
    return text, [secret], secret


@kind(
    "flipper_cloud_token_env",
    "https://www.rubydoc.info/gems/flipper/Flipper/Cloud ; https://www.flippercloud.io/docs (token format from memory)",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _flipper(g: _R):
    tok = g.s(32)
    text = (
        f"# .env.production\nFLIPPER_CLOUD_TOKEN={tok}\nFLIPPER_CLOUD_SYNC_SECRET={g.s(32)}\n\n"
        "# config/initializers/flipper.rb\nFlipper.configure do |config|\n  config.default { Flipper::Cloud.new }\nend\n"
    )
    return text, [tok], tok


# -- robotics ----------------------------------------------------------------------------------------


@kind(
    "zenoh_usrpwd_router_credentials",
    "https://zenoh.io/docs/manual/user-password ; https://cnblogs.com/rongfengliang/p/18519980",
    r"[a-z]+_[a-z]+\d{3}",
    prefixless=True,
)
def _zenoh(g: _R):
    router_pw = (
        g.r.choice(["lidar", "odom", "tf", "cmdvel"])
        + "_"
        + g.r.choice(["bridge", "router", "mesh"])
        + g.digits(3)
    )
    client_pw = g.s(12)
    text = (
        '// router.json5\n{\n  mode: "router",\n  transport: {\n    auth: {\n      usrpwd: {\n'
        f'        user: "amr-router",\n        password: "{router_pw}",\n'
        '        dictionary_file: "credentials.txt",\n      },\n    },\n  },\n}\n\n'
        f"# credentials.txt\namr-07:{client_pw}\n"
    )
    return text, [router_pw, client_pw], router_pw


@kind(
    "foxglove_api_key_bearer",
    "https://docs.foxglove.dev/docs/api/ ; https://docs.foxglove.dev/api/section/timestamps",
    r"fox_sk_[A-Za-z0-9]{32}",
)
def _foxglove(g: _R):
    key = "fox_sk_" + g.s(32)
    text = f'curl -s https://api.foxglove.dev/v1/recordings?limit=20 \\\n  -H "Authorization: Bearer {key}"\n'
    return text, [key], key


# -- satellite and ham radio -------------------------------------------------------------------------


@kind(
    "satnogs_client_api_token_env",
    "https://docs.satnogs.org/projects/satnogs-client/en/stable/userguide.html ; https://pastebin.com/b4u4Er3L",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _satnogs(g: _R):
    tok = g.s(40, HEX)
    text = (
        f'# /etc/default/satnogs-client\nSATNOGS_API_TOKEN="{tok}"\nSATNOGS_STATION_ID="{g.r.randint(100, 3999)}"\n'
        'SATNOGS_STATION_LAT="50.77"\nSATNOGS_STATION_LON="-2.02"\nSATNOGS_STATION_ELEV="60"\n'
    )
    return text, [tok], tok


@kind(
    "pat_winlink_secure_login_password",
    "https://manpages.ubuntu.com/manpages/jammy/man1/pat-winlink-configure.1.html ; https://github.com/la5nta/pat/wiki/The-command-line-interface",
    r"[A-Z]+\d{3}",
    prefixless=True,
)
def _pat(g: _R):
    pw = g.r.choice(["GRIDSQUARE", "DIPOLE", "VARAHF", "ARDOP", "RMSGATE"]) + g.digits(3)
    call = g.r.choice(["LA", "DL", "OH", "SM"]) + str(g.r.randint(1, 9)) + g.s(3, string.ascii_uppercase)
    text = json.dumps(
        {"mycall": call, "secure_login_password": pw, "locator": "JP20qe", "auxiliary_addresses": []},
        indent=2,
    )
    return text + "\n", [pw], pw


@kind(
    "mmdvm_ini_dmr_network_password",
    "https://dmrhub.ru/tech/en/mmdvm-ini-parametry ; https://news.brandmeister.network/category/how-to/",
    r"[A-Za-z0-9]{10}",
    prefixless=True,
)
def _mmdvm(g: _R):
    pw = g.s(10)
    text = (
        "; /etc/mmdvmhost (MMDVM.ini)\n[General]\nCallsign=DL1ABC\nId=2621234\nDuplex=0\n\n[DMR Network]\n"
        f"Enable=1\nType=Direct\nRemoteAddress=2621.master.brandmeister.network\nRemotePort=62031\nPassword={pw}\n"
        "Jitter=360\nSlot1=0\nSlot2=1\n"
    )
    return text, [pw], pw


@kind(
    "spacetrack_ajaxauth_login_password",
    "https://raw.githubusercontent.com/api-evangelist/spacetrack/refs/heads/main/examples/login.json ; https://metacpan.org/pod/distribution/Astro-SpaceTrack/eg/spacetrack-identity",
    r"(Kessler|Perigee|Apogee|Molniya)[$#!]\d{4}[a-z]{2}",
    prefixless=True,
)
def _spacetrack(g: _R):
    pw = g.r.choice(["Kessler", "Perigee", "Apogee", "Molniya"]) + g.r.choice("$#!") + g.digits(4)
    pw += g.s(2, string.ascii_lowercase)
    text = (
        "curl -s -c cookies.txt https://www.space-track.org/ajaxauth/login \\\n"
        f"  -d 'identity=tle-sync@lab.example&password={pw}'\n"
        "curl -s -b cookies.txt 'https://www.space-track.org/basicspacedata/query/class/gp/NORAD_CAT_ID/25544/format/tle'\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "clublog_putlogs_api_and_app_password",
    "https://pypi.org/project/clublog-mcp/ ; https://Gist.github.com/jj1bdx/15a59aad63263871c3314cce9548cae5",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _clublog(g: _R):
    api = g.s(40, HEX)
    pw = g.s(16)
    text = (
        "#!/bin/bash\n# NOTE WELL: this script includes CONFIDENTIAL API KEY!\n"
        f"API='{api}'\nPASS='{pw}'\nCALL='G4ABC'\nEMAIL='g4abc@qsl.example'\n"
        "curl -X POST -F file=@${1} -F email=${EMAIL} -F callsign=${CALL} -F password=${PASS} -F api=${API} \\\n"
        "  https://clublog.org/putlogs.php\n"
    )
    return text, [api, pw], api


@kind(
    "brandmeister_api_v2_bearer",
    "https://api.brandmeister.network/api-docs (from memory)",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{342}",
)
def _brandmeister(g: _R):
    tok = _jwt(
        g,
        {"typ": "JWT", "alg": "RS256"},
        {"aud": "1", "jti": g.s(80, HEX), "iat": _ts(g), "sub": g.digits(7), "scopes": []},
        sig_len=342,
    )
    text = (
        "curl -X POST https://api.brandmeister.network/v2/device/262123401/talkgroup \\\n"
        f'  -H "Authorization: Bearer {tok}" \\\n  -d \'{{"slot": 2, "group": 2629}}\'\n'
    )
    return text, [tok], tok


# -- language config idioms --------------------------------------------------------------------------


@kind(
    "nim_db_connector_password",
    "https://nim-lang.org/docs/db_postgres.html (from memory)",
    r"nimble[A-Z][a-z]+\d{3}",
    prefixless=True,
)
def _nim(g: _R):
    pw = "nimble" + g.r.choice(["Fox", "Crab", "Heron", "Moth"]) + g.digits(3)
    text = (
        "import db_connector/db_postgres\n\n"
        f'const dbPassword = "{pw}"\n\n'
        'let db = open("localhost", "inventory", dbPassword, "inventory")\n'
        'for row in db.fastRows(sql"SELECT sku, qty FROM stock WHERE qty < ?", 5):\n  echo row\ndb.close()\n'
    )
    return text, [pw], pw


@kind(
    "zig_bearer_token_const",
    "https://ziglang.org/documentation/master/std/#std.http.Client (from memory)",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _zig(g: _R):
    tok = g.s(32)
    text = (
        'const std = @import("std");\n\n'
        f'const api_token = "{tok}";\n\n'
        "pub fn main() !void {\n    var client = std.http.Client{ .allocator = std.heap.page_allocator };\n"
        "    defer client.deinit();\n"
        '    const auth = "Bearer " ++ api_token;\n    _ = auth;\n}\n'
    )
    return text, [tok], tok


@kind(
    "lucky_crystal_secret_key_base",
    "https://luckyframework.org/guides/deploying/heroku (from memory)",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _lucky(g: _R):
    secret = _b64(g, 32)
    text = (
        "# config/server.cr\nLucky::Server.configure do |settings|\n  if LuckyEnv.production?\n"
        "    settings.secret_key_base = secret_key_from_env\n  else\n"
        f'    settings.secret_key_base = "{secret}"\n  end\n  settings.host = "0.0.0.0"\n  settings.port = 3001\nend\n'
    )
    return text, [secret], _bare(secret)


@kind(
    "dream_ocaml_set_secret",
    "https://aantron.github.io/dream/#val-set_secret (from memory)",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _dream(g: _R):
    secret = g.s(43, B64URL)
    text = (
        "let () =\n  Dream.run\n  @@ Dream.logger\n"
        f'  @@ Dream.set_secret "{secret}"\n  @@ Dream.cookie_sessions\n'
        '  @@ Dream.router [ Dream.get "/" (fun _ -> Dream.html "ok") ]\n'
    )
    return text, [secret], secret


@kind(
    "racket_db_password_define",
    "https://docs.racket-lang.org/db/connect.html#(def._((lib._db/base..rkt)._postgresql-connect)) (from memory)",
    r"[a-z]+-[a-z]+-\d{4}",
    prefixless=True,
)
def _racket(g: _R):
    pw = (
        g.r.choice(["lambda", "cons", "syntax", "macro"])
        + "-"
        + g.r.choice(["parrot", "walrus", "lemur"])
        + "-"
        + g.digits(4)
    )
    text = (
        "#lang racket\n(require db)\n\n"
        f'(define db-password "{pw}")\n'
        '(define conn\n  (postgresql-connect #:user "gradebook" #:database "gradebook"\n'
        '                      #:server "db.course.example" #:password db-password))\n'
    )
    return text, [pw], pw


@kind(
    "expect_tcl_ssh_send_password",
    "https://manpages.ubuntu.com/manpages/jammy/man1/expect.1.html ; https://manpath.be/f29/1/expect",
    r"[A-Z][a-z]+\d{2}[!@#][a-z]+",
    prefixless=True,
)
def _expect(g: _R):
    pw = (
        g.r.choice(["Switch", "Router", "Uplink", "Trunk"])
        + g.digits(2, first_nonzero=False)
        + g.r.choice("!@#")
    )
    pw += g.s(4, string.ascii_lowercase)
    text = (
        "#!/usr/bin/expect -f\nset timeout 20\nspawn ssh admin@10.0.40.2\n"
        'expect "password:"\n'
        f'send "{pw}\\r"\n'
        'expect "#"\nsend "show running-config | include snmp\\r"\ninteract\n'
    )
    return text, [pw], _bare(pw)


@kind(
    "openresty_resty_session_secret",
    "https://github.com/bungle/lua-resty-session ; https://luarocks.org/manifests/bungle/lua-resty-session-3.9-1.rockspec",
    r"[A-Za-z0-9]{10,16}",
    prefixless=True,
)
def _resty(g: _R):
    secret = g.s(g.r.randint(10, 16))
    text = (
        'http {\n  init_by_lua_block {\n    require "resty.session".init({\n      remember = true,\n'
        f'      audience = "portal",\n      secret   = "{secret}",\n      storage  = "cookie",\n'
        "    })\n  }\n}\n"
    )
    return text, [secret], secret


@kind(
    "nomad_jobspec_env_password",
    "https://developer.hashicorp.com/nomad/docs/job-specification/env (from memory)",
    r"[A-Z][a-z]+\d{4}[a-z]{3}",
    prefixless=True,
)
def _nomad(g: _R):
    pw = (
        g.r.choice(["Ledger", "Invoice", "Payroll", "Billing"]) + g.digits(4) + g.s(3, string.ascii_lowercase)
    )
    text = (
        'job "billing-api" {\n  datacenters = ["dc1"]\n  group "api" {\n    task "server" {\n'
        '      driver = "docker"\n      config { image = "registry.example/billing-api:1.14" }\n'
        f'      env {{\n        DB_USER     = "billing"\n        DB_PASSWORD = "{pw}"\n      }}\n    }}\n  }}\n}}\n'
    )
    return text, [pw], pw


@kind(
    "boundary_hcl_kms_aead_keys",
    "https://developer.hashicorp.com/boundary/docs/configuration/kms/aead ; https://developer.hashicorp.com/boundary/docs/concepts/security",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _boundary(g: _R):
    root, worker = _b64(g, 32), _b64(g, 32)
    text = (
        'kms "aead" {\n  purpose   = "root"\n  aead_type = "aes-gcm"\n'
        f'  key       = "{root}"\n  key_id    = "global_root"\n}}\n\n'
        'kms "aead" {\n  purpose   = "worker-auth"\n  aead_type = "aes-gcm"\n'
        f'  key       = "{worker}"\n  key_id    = "global_worker-auth"\n}}\n'
    )
    return text, [root, worker], _bare(root)


@kind(
    "consul_hcl_gossip_encrypt_key",
    "https://learn.hashicorp.com/consul/security-networking/certificates ; https://developer.hashicorp.com/consul/commands/keygen",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _consul(g: _R):
    key = _b64(g, 32)
    text = (
        f'$ consul keygen\n{key}\n$ cat /etc/consul.d/consul.hcl\ndatacenter = "fra1"\n'
        f'data_dir = "/opt/consul"\nencrypt = "{key}"\nverify_incoming = true\n'
    )
    return text, [key], _bare(key)


@kind(
    "mobileconfig_wifi_payload_password",
    "https://developer.apple.com/documentation/devicemanagement/wifi.md ; https://gist.github.com/keeleysam/81cb3777a2cbe6782abd",
    r"(Lobby|Atrium|Annex|Studio)-(Guest|Staff)-\d{4}",
    prefixless=True,
)
def _mobileconfig(g: _R):
    pw = (
        g.r.choice(["Lobby", "Atrium", "Annex", "Studio"])
        + "-"
        + g.r.choice(["Guest", "Staff"])
        + "-"
        + g.digits(4)
    )
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
        '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n'
        "  <key>PayloadContent</key>\n  <array>\n    <dict>\n"
        "      <key>PayloadType</key><string>com.apple.wifi.managed</string>\n"
        "      <key>SSID_STR</key><string>HQ-Staff</string>\n"
        "      <key>EncryptionType</key><string>WPA2</string>\n"
        f"      <key>Password</key><string>{pw}</string>\n"
        "      <key>AutoJoin</key><true/>\n    </dict>\n  </array>\n</dict>\n</plist>\n"
    )
    return text, [pw], pw


@kind(
    "putty_reg_session_proxy_password",
    "https://samibs.github.io/Registry-Keys-for-Open-Source-Applications-on-Windows/putty/ ; https://sources.debian.org/src/putty/0.83-3/doc/puttydoc.txt",
    r"[A-Z][a-z]+\$\d{4}[a-z]{2}",
    prefixless=True,
)
def _putty(g: _R):
    pw = (
        g.r.choice(["Squid", "Bastion", "Gateway", "Socks"])
        + "$"
        + g.digits(4)
        + g.s(2, string.ascii_lowercase)
    )
    text = (
        "Windows Registry Editor Version 5.00\n\n"
        "[HKEY_CURRENT_USER\\Software\\SimonTatham\\PuTTY\\Sessions\\bastion-prod]\n"
        '"HostName"="bastion.prod.example"\n"PortNumber"=dword:00000016\n"ProxyMethod"=dword:00000003\n'
        '"ProxyHost"="proxy.corp.local"\n"ProxyPort"=dword:00000c38\n"ProxyUsername"="jdoe"\n'
        f'"ProxyPassword"="{pw}"\n'
    )
    return text, [pw], _bare(pw)


@kind(
    "systemd_creds_encrypt_echo_pipe",
    "https://man7.org/linux/man-pages/man1/systemd-creds.1.html ; https://man.archlinux.org/man/systemd-creds.1",
    r"[a-z]+ [a-z]+ [a-z]+ \d{2}",
    prefixless=True,
)
def _systemd_creds(g: _R):
    words = ["maple", "granite", "velvet", "harbor", "cinder", "meadow", "quartz", "tundra"]
    pw = " ".join(g.r.choice(words) for _ in range(3)) + " " + g.digits(2, first_nonzero=False)
    blob = _b64(g, 96)
    text = (
        f"# echo -n '{pw}' | systemd-creds encrypt --name=mysql-password -p - -\n"
        f"SetCredentialEncrypted=mysql-password: \\\n        {blob[:64]} \\\n        {blob[64:]}\n"
    )
    return text, [pw], _bare(pw)


# -- CLIs that print a secret ------------------------------------------------------------------------


@kind(
    "garage_key_create_output",
    "https://garagehq.deuxfleurs.fr/documentation/quick-start/ (from memory)",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _garage(g: _R):
    key_id, secret = "GK" + g.s(24, HEX), g.s(64, HEX)
    text = (
        "$ garage key create nextcloud-app-key\nKey name: nextcloud-app-key\n"
        f"Key ID: {key_id}\nSecret key: {secret}\nCan create buckets: false\n\nKey-specific bucket aliases:\n"
    )
    return text, [secret, key_id], secret


@kind(
    "radosgw_admin_user_create_json",
    "https://www.ibm.com/docs/en/storage-ceph/9.9.1?topic=management-create-user ; https://pastebin.com/RDdCisLW",
    r"[A-Za-z0-9+/]{40}",
    prefixless=True,
)
def _radosgw(g: _R):
    access, secret = g.s(20, UPPER_DIGITS), g.s(40, B64)
    out = json.dumps(
        {
            "user_id": "backup-svc",
            "display_name": "Backup Service",
            "suspended": 0,
            "max_buckets": 1000,
            "keys": [{"user": "backup-svc", "access_key": access, "secret_key": secret}],
            "swift_keys": [],
        },
        indent=4,
    )
    text = f'# radosgw-admin user create --uid=backup-svc --display-name="Backup Service"\n{out}\n'
    return text, [secret, access], _bare(secret)


@kind(
    "kanidmd_recover_account_output",
    "https://kanidm.github.io/kanidm/stable/server_configuration.html (from memory)",
    r"[A-Za-z0-9]{48}",
    prefixless=True,
)
def _kanidm_recover(g: _R):
    pw = g.s(48)
    text = (
        "$ docker exec -i -t kanidmd kanidmd recover-account idm_admin\n"
        "00000000-0000-0000-0000-000000000000 INFO     ┕━ 🔐 Password set successfully\n"
        f'new_password: "{pw}"\n'
    )
    return text, [pw], pw


@kind(
    "kanidm_service_account_api_token",
    "https://kanidm.github.io/kanidm/stable/accounts/service_accounts.html (from memory)",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}",
)
def _kanidm_token(g: _R):
    tok = _jwt(
        g,
        {"alg": "ES256", "kid": g.s(16, HEX)},
        {"uuid": g.uuid(), "exp": _ts(g), "purpose": "readwrite", "iat": _ts(g)},
        sig_len=86,
    )
    text = (
        '$ kanidm service-account api-token generate --name idm_admin svc_backup "nightly backup" --readwrite\n'
        f"Success: This token will only be displayed ONCE\n{tok}\n"
    )
    return text, [tok], tok


@kind(
    "tootctl_accounts_create_password",
    "https://www.github.com/mastodon/mastodon/discussions/28567 ; https://docs.joinmastodon.org/admin/tootctl/#accounts-create",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _tootctl(g: _R):
    pw = g.s(32, HEX)
    text = (
        "$ RAILS_ENV=production bin/tootctl accounts create alice --email alice@social.example --confirmed --role Owner\n"
        f"OK\nNew password: {pw}\n"
    )
    return text, [pw], pw


@kind(
    "coder_tokens_create_output",
    "https://coder.com/docs/@main/reference/cli/tokens/create/ ; https://coder.com/docs/@v2.15.1/reference/cli/tokens_create (token shape from memory)",
    r"[A-Za-z0-9]{10}-[A-Za-z0-9]{22}",
    prefixless=True,
)
def _coder(g: _R):
    tok = g.s(10) + "-" + g.s(22)
    text = (
        f"$ coder tokens create --name ci-deploy --lifetime 720h\n{tok}\n"
        f"$ export CODER_SESSION_TOKEN={tok}\n$ coder list\n"
    )
    return text, [tok], tok


@kind(
    "pgbackrest_conf_repo_cipher_pass",
    "https://enterprisedb.com/docs/supported-open-source/pgbackrest/04-recommended_settings ; https://www.pgbackrest.org/configuration.html",
    r"[A-Za-z0-9+/]{64}",
    prefixless=True,
)
def _pgbackrest(g: _R):
    pw = _b64(g, 48)
    text = (
        "# /etc/pgbackrest/pgbackrest.conf\n[global]\nrepo1-path=/var/lib/pgbackrest\nrepo1-retention-full=2\n"
        f"repo1-cipher-type=aes-256-cbc\nrepo1-cipher-pass={pw}\nstart-fast=y\n\n[main]\npg1-path=/var/lib/postgresql/16/main\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "walg_libsodium_key_env",
    "https://github.com/zalando/spilo/pull/649 ; https://github.com/ne2pit/wal-g",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _walg(g: _R):
    key = g.s(64, HEX)
    text = (
        "# /etc/wal-g.d/env\nWALG_S3_PREFIX=s3://pg-archive/prod-main\nAWS_REGION=eu-central-1\n"
        f"WALG_LIBSODIUM_KEY={key}\nWALG_LIBSODIUM_KEY_TRANSFORM=hex\nWALG_COMPRESSION_METHOD=zstd\n"
    )
    return text, [key], key


@kind(
    "duplicity_passphrase_export",
    "https://duplicity.us/stable/duplicity.1.html#environment-variables (from memory)",
    r"[a-z]+ [a-z]+ [a-z]+ [a-z]+",
    prefixless=True,
)
def _duplicity(g: _R):
    words = [
        "correct",
        "horse",
        "battery",
        "staple",
        "lantern",
        "pebble",
        "orchid",
        "saddle",
        "copper",
        "willow",
    ]
    pw = " ".join(g.r.choice(words) for _ in range(4))
    pw += " " + g.s(3, string.ascii_lowercase)
    text = (
        "#!/bin/sh\n"
        f"export PASSPHRASE='{pw}'\n"
        "duplicity incremental --full-if-older-than 1M /srv/nextcloud/data sftp://backup@nas.home.arpa//volume1/dup\n"
        "unset PASSPHRASE\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "crowdsec_cscli_bouncers_add_output",
    "https://docs.Crowdsec.net/u/user_guides/bouncers_configuration ; https://docs.crowdsec.net/docs/v1.5.0/cscli/cscli_bouncers_add",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _crowdsec(g: _R):
    key = g.s(32)
    text = (
        "$ sudo cscli bouncers add nginx-edge-01\nAPI key for 'nginx-edge-01':\n\n"
        f"   {key}\n\nPlease keep this key since you will not be able to retrieve it!\n"
    )
    return text, [key], key


@kind(
    "uptime_kuma_metrics_api_key",
    "https://github.com/louislam/uptime-kuma/wiki/API-Keys ; https://github.com/louislam/uptime-kuma/wiki/Internal-API (key shape from memory)",
    r"uk\d{1,3}_[A-Za-z0-9_-]{32}",
)
def _kuma(g: _R):
    key = f"uk{g.r.randint(1, 40)}_" + g.s(32, B64URL)
    text = f'curl -u":{key}" https://status.home.example/metrics | grep monitor_status\n'
    return text, [key], key


@kind(
    "vikunja_api_token_bearer",
    "https://hackage.haskell.org/package/vikunja-api-0.24.6.0/docs/src/Vikunja.API.Api.html ; https://github.com/rendyhd/vicu/releases/tag/v2.0.1 (tk_ prefix from memory)",
    r"tk_[0-9a-f]{40}",
)
def _vikunja(g: _R):
    tok = "tk_" + g.s(40, HEX)
    text = (
        "curl -s https://tasks.home.example/api/v1/tasks/all?filter=done%3Dfalse \\\n"
        f"  -H 'Authorization: Bearer {tok}'\n"
    )
    return text, [tok], tok


@kind(
    "open_webui_api_key_curl",
    "https://docs.openwebui.com/getting-started/api-endpoints/ (from memory)",
    r"sk-[0-9a-f]{32}",
)
def _open_webui(g: _R):
    key = "sk-" + g.s(32, HEX)
    text = (
        "curl -X POST http://localhost:3000/api/chat/completions \\\n"
        f'  -H "Authorization: Bearer {key}" \\\n  -H "Content-Type: application/json" \\\n'
        '  -d \'{"model": "llama3.1:8b", "messages": [{"role": "user", "content": "ping"}]}\'\n'
    )
    return text, [key], key


@kind(
    "pocketbase_superuser_auth_response",
    "https://pocketbase.io/docs/authentication/ (from memory)",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _pocketbase(g: _R):
    tok = _jwt(
        g,
        {"alg": "HS256", "typ": "JWT"},
        {
            "collectionId": "pbc_3142635823",
            "exp": _ts(g),
            "id": g.s(15, LOWER_DIGITS),
            "refreshable": True,
            "type": "auth",
        },
    )
    body = json.dumps(
        {"token": tok, "record": {"collectionName": "_superusers", "email": "ops@app.example"}}, indent=2
    )
    text = (
        "$ curl -s -X POST http://127.0.0.1:8090/api/collections/_superusers/auth-with-password \\\n"
        '    -H \'Content-Type: application/json\' -d \'{"identity":"ops@app.example","password":"..."}\'\n'
        f"{body}\n"
    )
    return text, [tok], tok
