"""Held-out canary set 24: credentials in carriers no earlier set used (issue 31).

A canary set nobody has tuned on, credentials only: 117 kinds of secrets a publisher must not
leak, 93 of them prefixless (a password, a shared secret, a random key or token whose only clue
is where it sits) and 24 with a vendor prefix. The carriers are software and idioms the earlier
sets' kind names do not name: bioinformatics and lab software (REDCap, Seven Bridges, iRODS,
Seqera/Nextflow, shinyapps.io from R), broadcast and media servers (Icecast, obs-websocket,
Jellyfin, Kaltura), accounting and ERP (SAP sapnwrfc.ini, Dolibarr, NetSuite TBA, Xero,
QuickBooks), e-learning (Canvas, Open edX), telecom (Kannel and python smpplib SMPP binds,
Kamailio kamctlrc, linphone, baresip, radclient, pam_radius), home automation (Homebridge,
deCONZ, Nuki, openHAB, Moonraker, Gotify, ntfy), package registries and mirrors (devpi, LuaRocks,
Quay robots, packagecloud, Puppet Forge, Julia Pkg servers), backup tools (Bacula, Duplicati,
Kopia, Proxmox Backup), monitoring agents (PRTG, LibreNMS, NSClient++, Wazuh, Sensu, Checkmk),
VPN/SSO/identity (authentik, ZITADEL, SimpleSAMLphp, Shibboleth IdP, SoftEther, openconnect),
mainframe and IBM i (Zowe, JCL JOB cards, JT400 JDBC, COBOL copybooks), automotive and drone
SDKs (DJI Mobile SDK, MAVLink signing, TeslaMate), print servers (PaperCut, PrintNode), POS and
card gateways (Elavon Converge, NMI, Moneris, Clover), language idioms (Elixir release cookie,
Erlang vm.args, Yesod settings, Julia auth.toml, R rsconnect, SAS libname, Fortran namelists,
COBOL, AppleScript, Ansible YAML inventories, Puppet Hiera, Salt master, Chef data bags, CUE,
Jsonnet, Pkl, KDL), terminal output of CLIs that print a secret (openshift-install, Oracle
container logs, Pi-hole installer, Rancher, AWX, fly storage create, xkcdpass) and vendor keys
of sandboxes, GPU clouds and AI tooling (E2B, RunPod, Helicone, Twelve Labs, Daytona, mem0,
OpenPipe, Polar, Zuplo, Nomic, Liveblocks, Logfire, Tigris, Pangea, Mixedbread, PromptLayer,
Composio, Cal.com, Plane, Dub, Keygen). Values are drawn the way the software draws them (its
alphabet and length); passwords are written per kind as people type them (season+year,
hunter2!-style, p@ss-w0rd, diceware phrases, Tr0ub4dor&3 leet, 6-8 digit PINs, RACF's 8
upper-case characters, SMPP's 8-character limit), never from one shared helper.

How it was kept apart: written on branch set24 (from commit a1dd4ad) in its own worktree. Read:
the brief, the kind names of the earlier sets (used_names4.txt, names only),
``benchmarks/heldout_eval.py``, lines 1-160 of ``benchmarks/heldout_canaries.py`` (alphabets,
``HeldOut``, ``_R``, ``Registry``), the first 60 lines of ``benchmarks/heldout9_canaries.py``
(docstring and imports), ``tests/test_heldout_sets.py``, ``tests/test_heldout_canaries.py`` and
``tests/conftest.py``. No redaction code, redaction test, label file, other canary set, source
list, result, doc or git history was read, and no recall figure was computed or seen: the only
run was the no-redaction control of ``tests/test_heldout_sets.py``. 82 kinds were looked up
now with the ``search`` tool (vendor docs, man pages, real config files) or ``find_string``
(an exact key name or prefix in public repositories; cited by hit id); for 16 of those the
carrier was looked up but the value's length or alphabet is from memory (said in the source).
35 kinds were written from memory (their source starts with "written from memory"):
moonraker_x_api_key_header, erlang_vm_args_setcookie, the language idioms (Fortran, COBOL, CUE,
Jsonnet, Pkl, KDL, Salt, Chef, Ansible WinRM, Yesod), MAVProxy signing, Clover, Xero,
QuickBooks, Kaltura, Open edX, Quay, packagecloud, Pi-hole, Rancher, AWX, SoftEther,
openconnect, Cal.com, Plane, Dub, Keygen, vncpasswd, NickServ, smbpasswd, ykman and xkcdpass,
zip -P. Values are random per seed (never a real credential).

117 kinds (117 credential, 0 personal-data), 93 of them prefixless.

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout24_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import re
import string

from heldout_canaries import _R, ALNUM, B64, B64URL, HEX, LOWER_DIGITS, UPPER_DIGITS, Registry

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

UHEX = "0123456789ABCDEF"
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase


def _safe(v: str) -> str:
    """The value as it could sit in a branch or folder name: Latin letters, digits and ``-_.``."""
    return re.sub(r"[^A-Za-z0-9._-]", "-", v)


def _b64(g: _R, nbytes: int) -> str:
    return base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(nbytes))).decode()


def _hexb(g: _R, nbytes: int) -> str:
    return bytes(g.r.getrandbits(8) for _ in range(nbytes)).hex()


# -- bioinformatics, lab and research software ---------------------------------------------------


@kind(
    "redcap_api_token_curl_post",
    "https://iihmrdelhi.org/redcap/redcap_v15.1.0/API/project_api.php?allUserTokens=1&pid=20 ; "
    "https://githubissues.com/lsgs/redcap-rest/readme",
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _redcap(g: _R):
    tok = g.s(32, UHEX)
    inst = g.r.choice(["ctsi", "med", "research", "hsc"])
    text = (
        f"$ curl -s -X POST https://redcap.{inst}.example.edu/api/ \\\n"
        f"    -d token={tok} \\\n"
        "    -d content=record -d format=csv -d type=flat -d 'fields[]=record_id'\n"
        "record_id,redcap_event_name\n1,baseline_arm_1\n2,baseline_arm_1"
    )
    return text, [tok], tok


# -- broadcast and media servers -----------------------------------------------------------------


@kind(
    "icecast_xml_authentication_source_admin",
    "https://build.opensuse.org/projects/multimedia:xiph/packages/icecast/files/icecast.xml?expand=1 ; "
    "https://github.com/xbnstudios/Gelo/blob/master/icecast-recommended.xml",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _icecast(g: _R):
    src = g.s(32)
    admin = (
        g.r.choice(["Radio", "Stream", "onair", "Studio"]) + g.digits(2) + g.r.choice("!#*") + g.s(5, LOWER)
    )
    text = (
        "<icecast>\n    <authentication>\n"
        "        <!-- Sources log in with username 'source' -->\n"
        f"        <source-password>{src}</source-password>\n"
        "        <admin-user>admin</admin-user>\n"
        f"        <admin-password>{admin}</admin-password>\n"
        "    </authentication>\n    <hostname>stream.example.org</hostname>\n</icecast>"
    )
    return text, [src, admin], src


@kind(
    "obs_websocket_plugin_config_server_password",
    "https://raw.githubusercontent.com/obsproject/obs-websocket/master/README.md ; "
    "https://raw.githubusercontent.com/obsproject/obs-websocket/master/data/locale/en-US.ini",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _obsws(g: _R):
    pw = g.s(16)
    text = (
        "$ cat ~/.config/obs-studio/plugin_config/obs-websocket/config.json\n"
        '{"alerts_enabled": false, "auth_required": true, "first_load": false, '
        f'"server_enabled": true, "server_password": "{pw}", "server_port": 4455}}'
    )
    return text, [pw], pw


@kind(
    "jellyfin_authorization_mediabrowser_token",
    "https://gist.github.com/nielsvanvelzen/ea047d9028f676185832e51ffaf12a6f ; "
    "https://dev.emby.media/doc/restapi/API-Key-Authentication.html",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _jellyfin(g: _R):
    key = g.s(32, HEX)
    text = (
        "curl -s http://jellyfin.lan:8096/Items/Counts \\\n"
        f'  -H \'Authorization: MediaBrowser Client="scripts", Device="nas", DeviceId="cron-1", '
        f'Version="1.0.0", Token="{key}"\''
    )
    return text, [key], key


# -- accounting and ERP --------------------------------------------------------------------------


@kind(
    "sapnwrfc_ini_dest_passwd",
    "https://help.sap.com/saphelp_nwpi711/helpdata/en/48/a8e5f451343079e10000000a42189b/content.htm ; "
    "https://help.sap.com/saphelp_nwpi711/helpdata/en/48/aa7eba776a6200e10000000a421937/content.htm",
    r"[A-Z][a-z]+\d{4}[#!$%]",
    prefixless=True,
)
def _sapnwrfc(g: _R):
    # SAP logon passwords as people set them after the initial-password reset
    pw = (
        g.r.choice(["Sommer", "Herbst", "Fruehling", "Winter", "Januar", "Oktober"])
        + g.digits(4)
        + g.r.choice("#!$%")
    )
    sid = g.s(3, UPPER)
    text = (
        "# sapnwrfc.ini\n"
        f"DEST={sid}_PRD\nASHOST=sap{g.digits(2)}.corp.example\nSYSNR=00\nCLIENT=100\n"
        f"USER=RFC_BATCH\nPASSWD={pw}\nLANG=EN\nRFC_TRACE=0"
    )
    return text, [pw], _safe(pw)


@kind(
    "dolibarr_conf_php_db_pass_unique_id",
    "https://wiki.dolibarr.org/index.php?oldid=18593&title=Configuration_file",
    r"[a-z]+_\d{4}[a-z]{2}",
    prefixless=True,
)
def _dolibarr(g: _R):
    pw = g.r.choice(["dolib", "compta", "erp", "factures"]) + "_" + g.digits(4) + g.s(2, LOWER)
    uid = g.s(32, HEX)
    text = (
        "<?php\n"
        '$dolibarr_main_url_root="https://erp.example.fr";\n'
        '$dolibarr_main_db_type="mysqli";\n$dolibarr_main_db_host="localhost";\n'
        '$dolibarr_main_db_name="dolibarr";\n$dolibarr_main_db_user="dolibarr";\n'
        f'$dolibarr_main_db_pass="{pw}";\n'
        f'$dolibarr_main_instance_unique_id="{uid}";\n'
    )
    return text, [pw, uid], pw


# -- e-learning ----------------------------------------------------------------------------------


@kind(
    "canvas_lms_access_token_env",
    "https://hermes-agent.nousresearch.com/docs/user-guide/skills/optional/productivity/productivity-canvas ; "
    "https://www.skills.sh/site/clawhub.ai/canvas-parent-api",
    r"\d{4,5}~[A-Za-z0-9]{64}",
    prefixless=True,
)
def _canvas(g: _R):
    tail = g.s(64)
    tok = g.digits(g.r.choice([4, 5])) + "~" + tail
    text = f"# ~/.hermes/.env\nCANVAS_BASE_URL=https://canvas.example.edu\nCANVAS_API_TOKEN={tok}\n"
    return text, [tok], tail


# -- telecom: SIP, SMPP, RADIUS ------------------------------------------------------------------


@kind(
    "kannel_conf_smsc_smpp_password",
    "https://pastebin.com/2jx9hiFm ; https://mail-archive.com/users@kannel.org/msg21333/box_0.conf",
    r"[A-Za-z0-9]{8}",
    prefixless=True,
)
def _kannel(g: _R):
    # SMPP 3.4 bind password: at most 8 characters (9 octets with the terminating NUL)
    smpp = g.s(8)
    admin = (
        g.r.choice(["kannel", "bearer", "smsgw"]) + g.digits(3) + g.r.choice(["!", "", "#"]) + g.s(2, LOWER)
    )
    text = (
        "group = core\nadmin-port = 13000\n"
        f"admin-password = {admin}\n"
        "smsbox-port = 13001\n\n"
        "group = smsc\nsmsc = smpp\nsmsc-id = SMSC01\n"
        f"host = 10.{g.r.randint(0, 255)}.{g.r.randint(0, 255)}.7\nport = 2775\n"
        f"smsc-username = {g.digits(10)}\n"
        f"smsc-password = {smpp}\n"
        "system-type = VMA\ntransceiver-mode = true"
    )
    return text, [smpp, admin], smpp


@kind(
    "linphonerc_auth_info_passwd",
    "https://github.com/aalokvsingh/linphone-freewsitch/blob/main/linphone-setup.md",
    r"[a-z]{4}\d{4}[A-Z]{2}",
    prefixless=True,
)
def _linphonerc(g: _R):
    pw = g.s(4, LOWER) + g.digits(4, first_nonzero=False) + g.s(2, UPPER)
    ext = g.digits(4)
    text = (
        "$ cat ~/.linphonerc\n[auth_info_0]\n"
        f"username={ext}\npasswd={pw}\nrealm=pbx.example.net\nalgorithm=MD5\n\n"
        f"[proxy_0]\nreg_proxy=sip:pbx.example.net\nreg_identity=sip:{ext}@pbx.example.net\nreg_expires=3600"
    )
    return text, [pw], pw


@kind(
    "baresip_accounts_auth_pass_param",
    "https://github.com/baresip/baresip/wiki/Accounts",
    r"[A-Za-z0-9]{12}",
    prefixless=True,
)
def _baresip(g: _R):
    pw = g.s(12)
    user = g.r.choice(["alice", "frontdesk", "lab", "door"]) + g.digits(2)
    text = (
        "$ cat ~/.baresip/accounts\n"
        "# Displayname <sip:user:password@domain;uri-params>;addr-params\n"
        f"<sip:{user}@sip.example.org;transport=tls>;auth_pass={pw};regint=600;answermode=manual"
    )
    return text, [pw], pw


@kind(
    "radclient_echo_pipe_shared_secret",
    "https://gsp.com/cgi-bin/man.cgi?section=1&topic=RADCLIENT",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _radclient(g: _R):
    secret = g.s(16)
    userpw = g.r.choice(["Welcome", "Spring", "Campus"]) + g.digits(2) + g.r.choice("!?") + g.digits(2)
    text = (
        f'$ echo "User-Name = jdoe, User-Password = {userpw}" | radclient -x 10.20.0.5:1812 auth {secret}\n'
        "Sent Access-Request Id 45 from 0.0.0.0:51871 to 10.20.0.5:1812 length 73\n"
        "Received Access-Accept Id 45 from 10.20.0.5:1812 to 0.0.0.0:51871 length 20"
    )
    return text, [secret, userpw], secret


# -- home automation -----------------------------------------------------------------------------


@kind(
    "homebridge_config_json_bridge_pin",
    "https://app.unpkg.com/homebridge@1.11.2/files/config-sample.json",
    r"\d{3}-\d{2}-\d{3}",
    prefixless=True,
)
def _homebridge(g: _R):
    pin = f"{g.digits(3, False)}-{g.digits(2, False)}-{g.digits(3, False)}"
    mac = ":".join(g.s(2, UHEX) for _ in range(6))
    text = (
        '{\n  "bridge": {\n    "name": "Homebridge 4F2A",\n'
        f'    "username": "{mac}",\n    "port": 51826,\n    "pin": "{pin}"\n  }},\n'
        '  "platforms": [{"platform": "config", "name": "Config", "port": 8581}]\n}'
    )
    return text, [pin], pin


@kind(
    "deconz_rest_api_key_in_url",
    "https://dresden-elektronik.github.io/deconz-rest-doc/getting_started ; "
    "https://gist.github.com/lfg6000/e677f4c910d17d96734e8fe8134bbc19",
    r"[0-9A-F]{10}",
    prefixless=True,
)
def _deconz(g: _R):
    key = g.s(10, UHEX)
    text = (
        '$ curl -s -X POST -d \'{"devicetype": "n8n-test"}\' http://phoscon.lan:80/api/\n'
        f'[{{"success":{{"username":"{key}"}}}}]\n'
        f"$ curl -s http://phoscon.lan:80/api/{key}/sensors | jq 'keys'"
    )
    return text, [key], key


@kind(
    "nuki_bridge_auth_token_list_query",
    "https://www.nikolaus-lueneburg.de/2019/10/nuki-bridge/ ; "
    "https://git.cooltux.net/FHEM/mod-NUKI/wiki/commit/838171eadaf82c6b430ff9037b8f60d3d145adce",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _nuki(g: _R):
    tok = g.s(16)
    text = (
        "$ curl -s http://192.168.1.50:8080/auth\n"
        f'{{"success": true, "token": "{tok}"}}\n'
        f'$ curl -s "http://192.168.1.50:8080/list?token={tok}"'
    )
    return text, [tok], tok


@kind(
    "moonraker_x_api_key_header",
    "written from memory: Moonraker docs, 'API Key Authentication' (docs/web_api.md)",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _moonraker(g: _R):
    key = g.s(32, HEX)
    text = f"curl -s http://voron.local:7125/printer/objects/query?print_stats \\\n  -H 'X-Api-Key: {key}'"
    return text, [key], key


# -- backup tools --------------------------------------------------------------------------------


@kind(
    "bacula_bconsole_conf_director_password",
    "https://bacula.org/9.6.x-manuals/en/main/Console_Configuration.html ; https://pastebin.com/Ahi2J41h",
    r"[A-Za-z0-9_-]{33}",
    prefixless=True,
)
def _bacula(g: _R):
    pw = g.s(33, ALNUM + "_-")
    text = (
        "# /etc/bacula/bconsole.conf\n"
        "Director {\n  Name = backup01-dir\n  DIRport = 9101\n  address = backup01.example.lan\n"
        f'  Password = "{pw}"\n}}'
    )
    return text, [pw], pw


# -- mainframe and midrange ----------------------------------------------------------------------


@kind(
    "zowe_profiles_create_zosmf_password_flag",
    "https://docs.zowe.org/stable/web_help/docs/zowe_profiles_create_zosmf-profile.html",
    r"[A-Z][A-Z0-9#@$]{7}",
    prefixless=True,
)
def _zowe(g: _R):
    # a RACF password: 8 characters, upper-case letters, digits and the national characters
    pw = g.s(1, UPPER) + g.s(5, UPPER_DIGITS) + g.r.choice("#@$") + g.s(1, UPPER_DIGITS)
    user = "TSO" + g.s(4, UPPER_DIGITS)
    text = (
        f"$ zowe profiles create zosmf-profile lpar1 --host mvs1.example.com --port 443 "
        f"--user {user} --password {pw} --reject-unauthorized false\n"
        "Profile created successfully!"
    )
    return text, [pw], _safe(pw)


# -- monitoring agents ---------------------------------------------------------------------------


@kind(
    "prtg_api_passhash_query",
    "https://paessler.com/manuals/prtg/http_api ; https://github.com/lordmilko/PrtgAPI/wiki/Store-Credentials",
    r"\d{10}",
    prefixless=True,
)
def _prtg(g: _R):
    ph = g.digits(10)
    text = (
        "GET https://prtg.example.net/api/table.json?content=sensors&columns=objid,sensor,status"
        f"&username=prtgapi&passhash={ph}\n200 OK (1.2 KB)"
    )
    return text, [ph], ph


@kind(
    "jt400_jdbc_as400_url_password_property",
    "https://jt400.sourceforge.net/doc/com/ibm/as400/access/AS400JDBCDriver.html ; https://pastebin.com/B2DfWgNP",
    r"[A-Z][A-Z0-9]{9}",
    prefixless=True,
)
def _jt400(g: _R):
    # IBM i password at QPWDLVL 0/1: up to 10 characters, upper case
    pw = g.s(1, UPPER) + g.s(9, UPPER_DIGITS)
    text = (
        "spring.datasource.driver-class-name=com.ibm.as400.access.AS400JDBCDriver\n"
        f"spring.datasource.url=jdbc:as400://pub{g.digits(3)}.example.com/ORDLIB;naming=system;"
        f"user=QPGMR01;password={pw};prompt=false"
    )
    return text, [pw], pw


@kind(
    "jcl_job_card_password_change",
    "https://www.ibm.com/docs/en/zos/2.1.0?topic=parameter-example-user ; "
    "https://ibm.com/support/knowledgecenter/en/SSLTBW_2.1.0/com.ibm.zos.v2r1.ieab600/xjbpassw.htm",
    r"[A-Z@#$][A-Z0-9@#$]{5,7}",
    prefixless=True,
)
def _jcl(g: _R):
    def racf() -> str:
        return g.s(1, UPPER) + g.s(g.r.randint(5, 7), UPPER_DIGITS)

    old, new = racf(), racf()
    text = (
        f"//NIGHTLY  JOB  'D83,{g.digits(6)}',CLASS=A,MSGCLASS=X,\n"
        f"//         USER=BATCH01,PASSWORD=({old},{new})\n"
        "//STEP1    EXEC PGM=IEFBR14"
    )
    return text, [old, new], old


@kind(
    "netsuite_tba_consumer_and_token_secret",
    "https://www.npmjs.com/package/netsuite-oauth ; https://www.showdoc.com.cn/xcmgnsapi/11045502642598635",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _netsuite(g: _R):
    ck, cs, tid, ts = (g.s(64, HEX) for _ in range(4))
    acct = g.digits(7)
    text = (
        "const NetSuiteOauth = require('netsuite-tba-oauth');\n"
        f"const url = 'https://{acct}.restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=508&deploy=1';\n"
        f"const consumerKey = '{ck}';\nconst consumerSecret = '{cs}';\n"
        f"const tokenId = '{tid}';\nconst tokenSecret = '{ts}';\n"
        f"const oauth = new NetSuiteOauth(url, 'GET', consumerKey, consumerSecret, tokenId, tokenSecret, '{acct}');"
    )
    return text, [cs, ts], cs


@kind(
    "kamailio_kamctlrc_dbrwpw",
    "https://gist.github.com/ksitko/9953546461de3470e68525eaf528de05 ; https://pastebin.com/Cy4aCtbm",
    r"[A-Za-z0-9]{30}",
    prefixless=True,
)
def _kamctlrc(g: _R):
    rw = g.s(30)
    ro = "kamro" + g.digits(3) + g.s(3, LOWER)
    text = (
        "## /etc/kamailio/kamctlrc\nSIP_DOMAIN=sip.example.net\nDBENGINE=MYSQL\nDBHOST=db1.internal\n"
        f'DBRWUSER="kamailio"\nDBRWPW="{rw}"\nDBROUSER="kamailioro"\nDBROPW="{ro}"'
    )
    return text, [rw, ro], rw


@kind(
    "wazuh_agent_auth_enrollment_password",
    "https://documentation.wazuh.com/5.0-beta/user-manual/reference/wazuh-manager-conf/auth.html ; "
    "https://documentation.wazuh.com/current/user-manual/reference/tools/agent-auth.html",
    r"[A-Z][a-z]+-[a-z]+-\d{3,4}",
    prefixless=True,
)
def _wazuh(g: _R):
    # an enrollment password an admin typed into authd.pass: word-word-digits
    pw = (
        g.r.choice(["Blue", "Green", "Amber", "Silver", "Copper"])
        + "-"
        + g.r.choice(["falcon", "harbor", "meadow", "summit", "canyon"])
        + "-"
        + g.digits(g.r.choice([3, 4]))
    )
    text = (
        "$ sudo cat /var/ossec/etc/authd.pass\n"
        f"{pw}\n"
        f"$ sudo /var/ossec/bin/agent-auth -m 10.40.1.9 -A web-{g.digits(2)} -P '{pw}'\n"
        "INFO: Valid key received"
    )
    return text, [pw], pw


@kind(
    "zuliprc_api_section_key",
    "https://pypi.org/project/zulip/0.8.0 ; https://zulip.com/api/configuring-python-bindings",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _zuliprc(g: _R):
    key = g.s(32)
    text = (
        "$ cat ~/.zuliprc\n[api]\n"
        f"email=deploy-bot@chat.example.org\nkey={key}\nsite=https://chat.example.org"
    )
    return text, [key], key


# -- POS terminals and card gateways -------------------------------------------------------------


@kind(
    "elavon_converge_ssl_pin_post",
    "https://gist.github.com/courtesysoft/5319ab0d66b75db336b21e2b92ac2026 ; https://pypi.org/project/convergence-api/",
    r"[A-Z0-9]{64}",
    prefixless=True,
)
def _converge(g: _R):
    pin = g.s(64, UPPER_DIGITS)
    text = (
        "$postData = [];\n"
        f"$postData['ssl_merchant_id'] = \"{g.digits(6)}\";\n"
        "$postData['ssl_user_id'] = \"apiuser\";\n"
        f"$postData['ssl_pin'] = \"{pin}\";\n"
        "$postData['ssl_transaction_type'] = \"ccsale\";\n"
        "$postData['ssl_amount'] = \"1.00\";"
    )
    return text, [pin], pin


@kind(
    "nmi_direct_post_security_key",
    "https://docs.nmi.com/docs/integration-guide-implement-backend ; https://pastebin.com/vcPgv8JR",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _nmi(g: _R):
    key = g.s(32)
    text = (
        "$ curl -s https://secure.networkmerchants.com/api/transact.php \\\n"
        f"    -d security_key={key} -d type=sale -d amount=24.99 -d payment_token=00000000-000000-000000-000000000000\n"
        "response=1&responsetext=SUCCESS&authcode=123456&transactionid=9876543210"
    )
    return text, [key], key


@kind(
    "proxmox_backup_client_pbs_password_token_env",
    "https://pbs.proxmox.com/docs-2/backup-client.html ; https://pastebin.com/77S7jrtT",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _pbs(g: _R):
    secret = g.uuid()
    fp = ":".join(g.s(2, HEX) for _ in range(32))
    text = (
        "#!/bin/bash\n"
        "export PBS_REPOSITORY='backup@pbs!host01@pbs.example.lan:store1'\n"
        f'export PBS_PASSWORD="{secret}"\n'
        f'export PBS_FINGERPRINT="{fp}"\n'
        "proxmox-backup-client backup root.pxar:/ --ns hosts"
    )
    return text, [secret], secret


@kind(
    "duplicati_cli_passphrase_words",
    "https://docs.duplicati.com/duplicati-programs/command-line-interface-cli.md ; "
    "https://gist.github.com/phrawzty/a670760384c21beabcf1",
    r"[a-z]+( [a-z]+){3}",
    prefixless=True,
)
def _duplicati(g: _R):
    # a diceware-style passphrase, typed with spaces
    words = [
        "harbor",
        "velvet",
        "orbit",
        "maple",
        "copper",
        "lantern",
        "quiet",
        "tundra",
        "violet",
        "saddle",
        "pepper",
        "glacier",
        "ember",
        "walnut",
        "rocket",
        "meadow",
        "canvas",
        "thistle",
        "pebble",
        "falcon",
    ]
    phrase = " ".join(g.r.sample(words, 4))
    text = (
        'duplicati-cli backup "b2://nas-backup/photos" /srv/photos \\\n'
        f'  --passphrase="{phrase}" \\\n'
        "  --dbpath=/var/lib/duplicati/photos.sqlite --keep-versions=10"
    )
    return text, [phrase], phrase.replace(" ", "-")


@kind(
    "librenms_api_x_auth_token_curl",
    "https://pastebin.com/aigSbEZn ; https://pypi.org/project/librenms-handler",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _librenms(g: _R):
    tok = g.s(32, HEX)
    text = (
        f'$ curl -si -H "X-Auth-Token: {tok}" https://librenms.example.com/api/v0/devices/core-sw1\n'
        'HTTP/1.1 200 OK\nContent-Type: application/json\n\n{"status": "ok", "devices": [{"device_id": "354"}]}'
    )
    return text, [tok], tok


@kind(
    "nsclient_ini_settings_default_password",
    "https://github.com/mickem/nscp/blob/new_webserver/docs/docs/reference/client/NRPEServer.md ; "
    "https://www.github.com/opinkerfi/adagios-agent-windows",
    r"[A-Za-z]+[0-9]{2,4}[!@#]?[A-Za-z]*",
    prefixless=True,
)
def _nsclient(g: _R):
    pw = (
        g.r.choice(["nagios", "Monitor", "icinga", "Check"])
        + g.digits(g.r.choice([2, 3, 4]))
        + g.r.choice(["!", "@", "#", ""])
        + g.s(3, LOWER)
    )
    text = (
        "; C:\\Program Files\\NSClient++\\nsclient.ini\n[/settings/default]\n"
        f"password = {pw}\n"
        "allowed hosts = 127.0.0.1,10.0.5.20\n\n[/settings/NRPE/server]\nuse ssl = true\nallow arguments = false"
    )
    return text, [pw], _safe(pw)


@kind(
    "openhab_api_token_bearer_rest_items",
    "find_string 'Bearer oh.' hits 8258840820 and 71431986369 (openHAB API tokens prefixed oh., "
    "sent as Authorization: Bearer or X-OPENHAB-TOKEN) ; https://www.openhab.org/docs/configuration/apitokens.html",
    r"oh\.[a-z]+\.[A-Za-z0-9]{86}",
)
def _openhab(g: _R):
    tok = "oh." + g.r.choice(["backup", "grafana", "nodered", "ci", "hass"]) + "." + g.s(86)
    text = (
        'curl -s -H "Authorization: Bearer ' + tok + '" \\\n'
        "    http://openhab.lan:8080/rest/items > /var/backups/openhab/items.json"
    )
    return text, [tok], tok


@kind(
    "gotify_app_token_header",
    "find_string 'X-Gotify-Key' hits 67180433034 and 26318444889 (app token sent in X-Gotify-Key or ?token=) ; "
    "https://gotify.net/docs/pushmsg (token shape from memory)",
    r"A[A-Za-z0-9._-]{14}",
    prefixless=True,
)
def _gotify(g: _R):
    tok = "A" + g.s(14, ALNUM + "._-")
    text = (
        "curl -s https://push.example.net/message \\\n"
        f"  -H 'X-Gotify-Key: {tok}' \\\n"
        "  -F 'title=backup' -F 'message=nightly restic run finished' -F 'priority=5'"
    )
    return text, [tok], tok


@kind(
    "ntfy_access_token_tk_publish",
    "find_string 'Authorization: Bearer tk_' hits 15620683318 and 71120327218 (ntfy access tokens tk_ + 29 "
    "lower-case letters and digits) ; https://docs.ntfy.sh/config/#access-tokens",
    r"tk_[a-z0-9]{29}",
)
def _ntfy(g: _R):
    tok = "tk_" + g.s(29, LOWER_DIGITS)
    text = (
        "$ ntfy token add --label=ci-bot deploy\n"
        f"token {tok} created for user deploy, never expires\n"
        f'$ curl -H "Authorization: Bearer {tok}" -d "build 412 deployed" https://ntfy.example.org/deploys'
    )
    return text, [tok], tok


# -- VPN, SSO and identity -----------------------------------------------------------------------


@kind(
    "authentik_secret_key_docker_run_env",
    "find_string 'AUTHENTIK_SECRET_KEY=' hits 42872298316 and 7154007136 (docker run -e, 50-character key) ; "
    "https://docs.goauthentik.io/docs/install-config/install/docker-compose",
    r"[A-Za-z0-9]{50}",
    prefixless=True,
)
def _authentik(g: _R):
    key = g.s(50)
    pg = g.s(40)
    text = (
        "docker run -d --name authentik-server \\\n"
        "    -e AUTHENTIK_POSTGRESQL__HOST=db -e AUTHENTIK_POSTGRESQL__NAME=authentik \\\n"
        f'    -e AUTHENTIK_POSTGRESQL__PASSWORD="{pg}" \\\n'
        f"    -e AUTHENTIK_SECRET_KEY={key} \\\n"
        "    ghcr.io/goauthentik/server:2024.2 server"
    )
    return text, [key, pg], key


@kind(
    "zitadel_masterkey_from_env",
    "find_string 'ZITADEL_MASTERKEY' hits 51833628445 and 55132841695 (master key of exactly 32 characters) ; "
    "https://zitadel.com/docs/self-hosting/manage/configure",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _zitadel(g: _R):
    mk = g.s(32)
    text = (
        "services:\n  zitadel:\n    image: ghcr.io/zitadel/zitadel:latest\n"
        '    command: "start-from-init --masterkeyFromEnv --tlsMode disabled"\n'
        "    environment:\n"
        f"      ZITADEL_MASTERKEY: {mk}\n"
        "      ZITADEL_EXTERNALDOMAIN: id.example.com"
    )
    return text, [mk], mk


@kind(
    "simplesamlphp_config_secretsalt_adminpassword",
    "find_string \"'secretsalt' =>\" hits 3628416401 and 1499274700 (32 characters of tr -c -d '0-9a-z' </dev/urandom) ; "
    "https://simplesamlphp.org/docs/stable/simplesamlphp-install.html",
    r"[a-z0-9]{32}",
    prefixless=True,
)
def _simplesaml(g: _R):
    salt = g.s(32, LOWER_DIGITS)
    admin = g.r.choice(["Saml", "Idp", "Shib"]) + "-" + g.s(4, LOWER) + "-" + g.digits(4)
    text = (
        "$config = [\n"
        "    'baseurlpath' => 'https://idp.example.edu/simplesaml/',\n"
        f"    'auth.adminpassword' => '{admin}',\n"
        f"    'secretsalt' => '{salt}',\n"
        "    'technicalcontact_name' => 'IT Service Desk',\n];"
    )
    return text, [salt, admin], salt


@kind(
    "shibboleth_idp_secrets_properties_sealer_password",
    "find_string 'idp.sealer.storePassword' hits 23421342438 and 40664563124 (credentials/secrets.properties) ; "
    "https://shibboleth.atlassian.net/wiki/spaces/IDP4/pages/1265631501/SecretsProperties",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _shib(g: _R):
    pw = g.s(20)
    bind = g.r.choice(["Ldap", "Bind", "Dir"]) + g.digits(4) + g.r.choice("!$%") + g.s(3, UPPER)
    text = (
        "# /opt/shibboleth-idp/credentials/secrets.properties\n"
        "# Access to internal AES encryption key\n"
        f"idp.sealer.storePassword = {pw}\nidp.sealer.keyPassword = {pw}\n\n"
        "# Default access to LDAP authn and attribute stores.\n"
        f"idp.authn.LDAP.bindDNCredential = {bind}"
    )
    return text, [pw, bind], pw


# -- language idioms -----------------------------------------------------------------------------


@kind(
    "elixir_release_cookie_systemd_env",
    "find_string 'RELEASE_COOKIE=' hits 70365437003 (openssl rand -hex 32) and 51847720688 ; "
    "https://hexdocs.pm/mix/Mix.Tasks.Release.html",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _release_cookie(g: _R):
    cookie = g.s(64, HEX)
    text = (
        "# /etc/systemd/system/shop.service\n[Service]\nUser=shop\n"
        "Environment=PHX_HOST=shop.example.com\n"
        "Environment=RELEASE_DISTRIBUTION=name\n"
        f"Environment=RELEASE_COOKIE={cookie}\n"
        "ExecStart=/opt/shop/bin/shop start"
    )
    return text, [cookie], cookie


@kind(
    "erlang_vm_args_setcookie",
    "written from memory: Erlang 'Distributed Erlang' docs (erlang.org/doc/system/distributed.html): "
    "-setcookie, and the generated ~/.erlang.cookie of 20 upper-case letters",
    r"[A-Z]{20}",
    prefixless=True,
)
def _setcookie(g: _R):
    c = g.s(20, UPPER)
    text = "## rel/vm.args\n-name rabbit@mq1.internal\n" + f"-setcookie {c}\n" + "+K true\n+A 64"
    return text, [c], c


@kind(
    "shinyapps_rsconnect_setaccountinfo_secret",
    "find_string 'rsconnect::setAccountInfo(' hits 6655298873 and 171450248 (token 32 upper-case hex, secret 40 "
    "base64) ; https://docs.posit.co/shinyapps.io/guide/getting_started/",
    r"[A-Za-z0-9+/]{40}",
    prefixless=True,
)
def _shinyapps(g: _R):
    tok = g.s(32, UHEX)
    secret = g.s(40, B64)
    text = (
        "library(rsconnect)\n"
        f"rsconnect::setAccountInfo(name = 'labstats',\n"
        f"                          token = '{tok}',\n"
        f"                          secret = '{secret}')\n"
        "rsconnect::deployApp('app')"
    )
    return text, [secret, tok], tok


# -- issue trackers, forums and chat self-hosted -------------------------------------------------


@kind(
    "redmine_x_redmine_api_key_curl",
    "find_string 'X-Redmine-API-Key:' hits 1222288969 (a 40-hex key in a curl script) and 12766278334 ; "
    "https://www.redmine.org/projects/redmine/wiki/Rest_api#Authentication",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _redmine(g: _R):
    key = g.s(40, HEX)
    text = (
        f'curl -s -H "X-Redmine-API-Key: {key}" \\\n'
        '     "https://redmine.example.org/issues.json?project_id=infra&status_id=open&limit=5" | jq ".issues[].subject"'
    )
    return text, [key], key


@kind(
    "discourse_api_key_and_username_headers",
    "find_string 'Api-Username:' hits 56817856604 and 3487632465 (Api-Key with Api-Username headers) ; "
    "https://docs.discourse.org/#tag/Posts (key shape from memory)",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _discourse(g: _R):
    key = g.s(64, HEX)
    text = (
        "curl -sS -X POST https://forum.example.org/posts.json \\\n"
        f'  -H "Api-Key: {key}" -H "Api-Username: system" \\\n'
        "  -F 'title=Scheduled maintenance window' -F 'raw=Servers restart at 02:00 UTC.' -F category=4"
    )
    return text, [key], key


@kind(
    "rocketchat_rest_auth_token_user_id_headers",
    "find_string 'X-User-Id:' hit 17359912045 (X-Auth-Token and X-User-Id headers in an R script posting to Rocket.Chat) ; "
    "https://developer.rocket.chat/apidocs/authentication (token shape from memory)",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _rocketchat(g: _R):
    tok = g.s(43, B64URL)
    uid = g.s(17, ALNUM)
    text = (
        "curl -s https://chat.example.com/api/v1/chat.postMessage \\\n"
        f'  -H "X-Auth-Token: {tok}" \\\n'
        f'  -H "X-User-Id: {uid}" \\\n'
        '  -H \'Content-type: application/json\' -d \'{"channel": "#hpc", "text": "64 cores free"}\''
    )
    return text, [tok, uid], tok


@kind(
    "bugzilla_api_key_query_param",
    "find_string 'Bugzilla_api_key' hits 1279533810 (params={'Bugzilla_api_key': ...}) and 22162460205 ; "
    "https://bugzilla.readthedocs.io/en/latest/api/core/v1/general.html#authentication",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _bugzilla(g: _R):
    key = g.s(40)
    bug = g.digits(7)
    text = (
        f"GET https://bugzilla.example.org/rest/bug/{bug}?Bugzilla_api_key={key}&include_fields=id,status,summary\n"
        f'{{"bugs": [{{"id": {bug}, "status": "NEW", "summary": "crash on start"}}]}}'
    )
    return text, [key], key


# -- terminal output of CLIs that print a secret --------------------------------------------------


@kind(
    "openshift_install_kubeadmin_password_cat",
    "find_string 'kubeadmin-password' hits 11965901021 (cat ocp4/auth/kubeadmin-password) and 55603775456 ; "
    "https://docs.openshift.com/container-platform/4.14/installing/installing_bare_metal/installing-bare-metal.html "
    "(the 5-5-5-5 shape from memory)",
    r"[A-Za-z0-9]{5}-[A-Za-z0-9]{5}-[A-Za-z0-9]{5}-[A-Za-z0-9]{5}",
    prefixless=True,
)
def _kubeadmin(g: _R):
    pw = "-".join(g.s(5) for _ in range(4))
    text = (
        "$ oc whoami --show-console\nhttps://console-openshift-console.apps.ocp4.lab.example\n"
        "$ cat ocp4/auth/kubeadmin-password\n" + pw
    )
    return text, [pw], pw


@kind(
    "oracle_container_generated_sys_password_log",
    "find_string 'ORACLE PASSWORD FOR SYS' hits 465527295 (ORACLE_PWD=`openssl rand -base64 8`1) and 28286044741 ; "
    "https://github.com/oracle/docker-images/tree/main/OracleDatabase/SingleInstance",
    r"[A-Za-z0-9+/]{11}=1",
    prefixless=True,
)
def _oracle_pwd(g: _R):
    pw = base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(8))).decode() + "1"
    while not re.fullmatch(r"[A-Za-z0-9+/]{11}=1", pw) or sum(c.isdigit() for c in pw[:-1]) == 0:
        pw = base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(8))).decode() + "1"
    text = (
        "$ docker logs oracle19 | head -4\n"
        f"ORACLE PASSWORD FOR SYS, SYSTEM AND PDBADMIN: {pw}\n\n"
        "LSNRCTL for Linux: Version 19.0.0.0.0 - Production"
    )
    return text, [pw], _safe(pw)


@kind(
    "sevenbridges_cgc_x_sbg_auth_token",
    "find_string 'X-SBG-Auth-Token' hits 31943695688 (cavatica-api.sbgenomics.com) and 10933049123 (cgc-api client) ; "
    "https://docs.sevenbridges.com/docs/get-your-authentication-token (32 hex from memory)",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _sbg(g: _R):
    tok = g.s(32, HEX)
    text = (
        "import requests\n"
        f"HEADERS = {{'X-SBG-Auth-Token': '{tok}', 'Accept': 'application/json'}}\n"
        "r = requests.get('https://cgc-api.sbgenomics.com/v2/projects', headers=HEADERS)\n"
        "print(r.json()['items'][:3])"
    )
    return text, [tok], tok


@kind(
    "irods_server_config_negotiation_zone_key",
    "find_string '\"negotiation_key\":' hits 3137028935 and 13007601549 (negotiation_key of exactly 32 bytes, zone_key "
    "up to 49 alphanumerics in /etc/irods/server_config.json)",
    r"[A-Za-z0-9_]{32}",
    prefixless=True,
)
def _irods(g: _R):
    neg = g.s(32, ALNUM + "_")
    zone = g.s(g.r.randint(24, 40))
    ctrl = g.s(32, ALNUM + "_")
    text = (
        "$ sudo jq '{zone_name, zone_key, negotiation_key, server_control_plane_key}' /etc/irods/server_config.json\n"
        '{\n  "zone_name": "labZone",\n'
        f'  "zone_key": "{zone}",\n  "negotiation_key": "{neg}",\n  "server_control_plane_key": "{ctrl}"\n}}'
    )
    return text, [neg, zone, ctrl], neg


@kind(
    "seqera_tower_access_token_nextflow_export",
    "find_string 'TOWER_ACCESS_TOKEN=' hits 17222555293 and 2790549807 (export TOWER_ACCESS_TOKEN, nextflow -with-tower) ; "
    "https://docs.seqera.io/platform/latest/api/overview (token shape: base64 of a JSON tid/secret object, from memory)",
    r"eyJ0aWQiOj[A-Za-z0-9+/=]+",
)
def _tower(g: _R):
    payload = '{"tid":' + g.digits(4) + ',"secret":"' + g.s(40, HEX) + '"}'
    tok = base64.b64encode(payload.encode()).decode()
    text = (
        f"$ export TOWER_ACCESS_TOKEN={tok}\n"
        "$ nextflow run nf-core/rnaseq -r 3.14.0 -profile docker --input samplesheet.csv -with-tower"
    )
    return text, [tok], tok.rstrip("=")


@kind(
    "puppet_hiera_common_yaml_mysql_root_password",
    "find_string 'mysql::server::root_password:' hits 6436987298 (data/common.yaml) and 15012109909 ; "
    "https://forge.puppet.com/modules/puppetlabs/mysql",
    r"[A-Z][a-z0-9]+[-_][a-z]+\d{2}",
    prefixless=True,
)
def _hiera(g: _R):
    pw = (
        g.r.choice(["S3cr3t", "Pupp3t", "Dbr00t", "M4ria"])
        + g.r.choice("-_")
        + g.s(5, LOWER)
        + g.digits(2, False)
    )
    text = (
        "# /etc/puppetlabs/code/environments/production/data/common.yaml\n"
        "classes:\n  - mysql::server\n"
        f"mysql::server::root_password: '{pw}'\n"
        "mysql::server::databases:\n  wiki:\n    ensure: present\n    charset: utf8mb4"
    )
    return text, [pw], pw


# -- automotive and drone SDKs -------------------------------------------------------------------


@kind(
    "dji_msdk_android_manifest_app_key",
    "find_string 'com.dji.sdk.API_KEY' hits 21143365157 and 60408228 (meta-data in AndroidManifest.xml) ; "
    "https://developer.dji.com/mobile-sdk/documentation/application-development-workflow/workflow-integrate.html "
    "(24 hex from memory)",
    r"[0-9a-f]{24}",
    prefixless=True,
)
def _dji(g: _R):
    key = g.s(24, HEX)
    text = (
        '<application android:name=".MApplication" android:label="@string/app_name">\n'
        '    <uses-library android:name="com.android.future.usb.accessory" />\n'
        "    <meta-data\n"
        '        android:name="com.dji.sdk.API_KEY"\n'
        f'        android:value="{key}" />\n'
        "</application>"
    )
    return text, [key], key


@kind(
    "kopia_repository_password_env_cron",
    "find_string 'KOPIA_PASSWORD=' hits 60430528492 and 52564663717 ; https://kopia.io/docs/reference/command-line/",
    r"[a-z]+-[a-z]+-[a-z]+-\d{2}",
    prefixless=True,
)
def _kopia(g: _R):
    words = [
        "ocean",
        "pencil",
        "tiger",
        "candle",
        "river",
        "window",
        "basket",
        "forest",
        "piano",
        "rocket",
        "garden",
    ]
    pw = "-".join(g.r.sample(words, 3)) + "-" + g.digits(2)
    text = (
        "# /etc/cron.d/kopia\n"
        f"30 2 * * * root KOPIA_PASSWORD='{pw}' /usr/bin/kopia snapshot create /srv/data --log-level=warning"
    )
    return text, [pw], pw


@kind(
    "sensu_backend_init_cluster_admin_env",
    "find_string 'SENSU_BACKEND_CLUSTER_ADMIN_PASSWORD' hits 48255826323 and 1908953283 (sensu-backend init) ; "
    "https://docs.sensu.io/sensu-go/latest/observability-pipeline/observe-schedule/backend/#initialization",
    r"[A-Z]@ss[a-z0-9]+!\d[A-Z]{2}",
    prefixless=True,
)
def _sensu(g: _R):
    pw = g.r.choice("PBM") + "@ss" + g.s(4, LOWER_DIGITS) + "!" + g.digits(1, False) + g.s(2, UPPER)
    text = (
        "sudo systemctl start sensu-backend\n"
        "export SENSU_BACKEND_CLUSTER_ADMIN_USERNAME=admin\n"
        f"export SENSU_BACKEND_CLUSTER_ADMIN_PASSWORD='{pw}'\n"
        "sensu-backend init\n"
        f"sensuctl configure -n --username admin --password '{pw}' --namespace default --url http://127.0.0.1:8080"
    )
    return text, [pw], _safe(pw)


@kind(
    "ejabberdctl_register_user_password",
    "find_string 'ejabberdctl register ' hits 40642046701 and 478157326 (ejabberdctl register user host password) ; "
    "https://docs.ejabberd.im/admin/guide/managing/#ejabberdctl",
    r"[a-z]+\d{3}[A-Z][a-z]+",
    prefixless=True,
)
def _ejabberd(g: _R):
    pw = (
        g.r.choice(["jabber", "xmpp", "chat", "talk"])
        + g.digits(3)
        + g.r.choice(["Kiwi", "Mango", "Lemon", "Olive"])
    )
    user = g.r.choice(["admin", "monitor", "bot"])
    text = (
        f"$ docker exec ejabberd bin/ejabberdctl register {user} xmpp.example.org {pw}\n"
        f"User {user}@xmpp.example.org successfully registered"
    )
    return text, [pw], pw


@kind(
    "checkmk_rest_api_automation_bearer",
    "find_string 'automation_secret' hit 66114944151 (CHECKMK_AUTOMATION_SECRET in an .env) ; "
    "https://docs.checkmk.com/latest/en/rest_api.html (the 'Bearer <user> <secret>' header and the secret's shape from memory)",
    r"[A-Z0-9@]{32,40}",
    prefixless=True,
)
def _checkmk(g: _R):
    secret = g.s(g.r.choice([32, 36, 40]), UPPER_DIGITS + "@")
    text = (
        "curl -s -G 'https://monitor.example.com/mysite/check_mk/api/1.0/domain-types/host_config/collections/all' \\\n"
        f"  -H 'Authorization: Bearer automation {secret}' -H 'Accept: application/json'"
    )
    return text, [secret], _safe(secret)


@kind(
    "julia_pkg_server_auth_toml_tokens",
    "find_string '.julia/servers/' hits 37963869696 (Pkg's auth.toml: access_token required, refresh_token, expires_at) "
    "and 52245888800 ; https://pkgdocs.julialang.org/v1/protocol/ (authentication)",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _julia_auth(g: _R):
    at = g.s(43, B64URL)
    rt = g.s(43, B64URL)
    text = (
        "$ cat ~/.julia/servers/pkg.juliahub.example/auth.toml\n"
        f'access_token = "{at}"\nexpires_at = {1790000000 + g.r.randint(0, 9999999)}\n'
        f'refresh_token = "{rt}"\nrefresh_url = "https://pkg.juliahub.example/auth/renew/token.toml/v2/"'
    )
    return text, [at, rt], at


# -- print servers -------------------------------------------------------------------------------


@kind(
    "papercut_xmlrpc_webservices_auth_token",
    "find_string 'auth.webservices.auth-token' hits 30259449367 (auth=... passed to the PaperCut XML-RPC proxy) and "
    "52493453603 ; https://www.papercut.com/help/manuals/ng-mf/common/tools-web-services/",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _papercut(g: _R):
    tok = g.s(24)
    text = (
        "import xmlrpc.client\n"
        'host = "https://papercut.example.edu:9192/rpc/api/xmlrpc"\n'
        f'auth = "{tok}"  # advanced config key auth.webservices.auth-token\n'
        "proxy = xmlrpc.client.ServerProxy(host)\n"
        'print(proxy.api.getUserAccountBalance(auth, "jdoe"))'
    )
    return text, [tok], tok


# -- package registries and mirrors --------------------------------------------------------------


@kind(
    "devpi_login_password_flag",
    "find_string 'devpi login' hits 1269503758 and 43607240758 (devpi login USER --password=...) ; "
    "https://devpi.net/docs/devpi/devpi/stable/+doc/userman/devpi_commands.html",
    r"[A-Z][a-z]+-[A-Z][a-z]+-\d{2,4}",
    prefixless=True,
)
def _devpi(g: _R):
    pw = (
        g.r.choice(["Kepler", "Hubble", "Vega", "Orion"])
        + "-"
        + g.r.choice(["Wheels", "Upload", "Mirror", "Index"])
        + "-"
        + g.digits(g.r.choice([2, 3, 4]))
    )
    text = (
        "$ devpi use https://devpi.example.org\n"
        f'$ devpi login publisher --password="{pw}"\n'
        "logged in 'publisher' at 'https://devpi.example.org/publisher/stable', credentials valid for 10.00 hours\n"
        "$ devpi upload dist/*"
    )
    return text, [pw], pw


@kind(
    "luarocks_upload_api_key_flag",
    "find_string 'luarocks upload' hits 32375152951 and 14301791341 (luarocks upload --api-key ...) ; "
    "https://github.com/luarocks/luarocks/wiki/upload (key shape from memory)",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _luarocks(g: _R):
    key = g.s(40)
    text = (
        "$ luarocks new_version lua-cjson-dev-1.rockspec 2.1.0 --tag v2.1.0\n"
        f"$ luarocks upload --api-key {key} lua-cjson-2.1.0-1.rockspec\n"
        "Sending lua-cjson-2.1.0-1.rockspec ...\nDone: https://luarocks.org/modules/acme/lua-cjson/2.1.0-1"
    )
    return text, [key], key


@kind(
    "smpplib_bind_transmitter_password",
    "find_string 'bind_transmitter(system_id' hits 67187444355 and 24330297742 (python smpplib) ; SMPP v3.4 spec "
    "section 4.1.1 (password: up to 9 octets, NUL included)",
    r"[A-Za-z0-9]{6,8}",
    prefixless=True,
)
def _smpplib(g: _R):
    pw = g.s(g.r.choice([6, 7, 8]))
    sysid = g.r.choice(["acme", "shopsms", "otpgw"]) + g.digits(2)
    text = (
        "import smpplib.client\n\n"
        "client = smpplib.client.Client('smpp.carrier.example', 2775)\n"
        "client.connect()\n"
        f"client.bind_transmitter(system_id='{sysid}', password='{pw}')\n"
        "client.send_message(source_addr='ACME', destination_addr='15551230000', short_message=b'Your code is 4821')"
    )
    return text, [pw], pw


@kind(
    "moneris_store_id_api_token",
    "find_string 'yesguy' hits 48518099826 and 69009542195 (Moneris store_id / api_token, the test token yesguy) ; "
    "https://developer.moneris.com/ (production token shape from memory)",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _moneris(g: _R):
    tok = g.s(20)
    text = (
        "<?php\nrequire 'mpgClasses.php';\n"
        f"$store_id = 'monca{g.digits(5)}';\n$api_token = '{tok}';\n"
        "$mpgHttpPost = new mpgHttpsPost($store_id, $api_token, $mpgRequest);"
    )
    return text, [tok], tok


# -- language idioms (continued) -----------------------------------------------------------------


@kind(
    "applescript_do_shell_script_admin_password",
    "find_string 'with administrator privileges' hit 62950223568 (osascript -e 'do shell script ... with administrator "
    "privileges') ; https://developer.apple.com/library/archive/technotes/tn2065/_index.html (user name / password clause)",
    r"[A-Z][a-z]+\d{4}[!?.]",
    prefixless=True,
)
def _applescript(g: _R):
    pw = g.r.choice(["Macintosh", "Cupertino", "Airport", "Pippin"]) + g.digits(4) + g.r.choice("!?.")
    text = (
        'osascript -e \'do shell script "/usr/sbin/installer -pkg /tmp/agent.pkg -target /" '
        f'user name "itadmin" password "{pw}" with administrator privileges\''
    )
    return text, [pw], _safe(pw)


# -- vendor-prefixed keys of sandboxes, GPU clouds and AI gateways -------------------------------


@kind(
    "e2b_sandbox_api_key_python",
    "find_string 'E2B_API_KEY=e2b_' hits 55598786572 and 20867100052 (e2b_ prefix) ; https://e2b.dev/docs/api-key "
    "(40 hex after the prefix, from memory)",
    r"e2b_[0-9a-f]{40}",
)
def _e2b(g: _R):
    key = "e2b_" + g.s(40, HEX)
    text = (
        "from e2b_code_interpreter import Sandbox\n\n"
        f'with Sandbox(api_key="{key}", timeout=300) as sbx:\n'
        '    print(sbx.run_code("import sys; print(sys.version)").logs)'
    )
    return text, [key], key


@kind(
    "runpod_api_key_runpodctl_config",
    "find_string 'RUNPOD_API_KEY=rpa_' hits 53299657522 and 59835345337 (rpa_ prefix) ; "
    "https://docs.runpod.io/get-started/api-keys (length from memory)",
    r"rpa_[A-Z0-9]{40}",
)
def _runpod(g: _R):
    key = "rpa_" + g.s(40, UPPER_DIGITS)
    text = (
        f"$ runpodctl config --apiKey {key}\n"
        "saved apiKey into config file: /home/ml/.runpod/config.toml\n"
        "$ runpodctl get pod\nID              NAME        GPU        STATUS\n"
    )
    return text, [key], key


@kind(
    "helicone_auth_header_openai_base_url",
    "find_string 'sk-helicone-' hits 11165503506 (sk-helicone- plus four dash-separated groups of 7) and 54131795781 "
    "(sk- write key, pk- read key) ; https://docs.helicone.ai/getting-started/quick-start",
    r"sk-helicone-[a-z0-9]{7}-[a-z0-9]{7}-[a-z0-9]{7}-[a-z0-9]{7}",
)
def _helicone(g: _R):
    key = "sk-helicone-" + "-".join(g.s(7, LOWER_DIGITS) for _ in range(4))
    text = (
        "client = OpenAI(\n"
        '    base_url="https://oai.helicone.ai/v1",\n'
        f'    default_headers={{"Helicone-Auth": "Bearer {key}"}},\n)'
    )
    return text, [key], key


@kind(
    "twelvelabs_client_api_key_tlk",
    "find_string 'TWELVE_LABS_API_KEY=tlk_' hits 13826326021 and 52171910526 (tlk_ prefix) ; "
    "https://docs.twelvelabs.io/docs/authentication (length from memory)",
    r"tlk_[A-Z0-9]{30}",
)
def _twelvelabs(g: _R):
    key = "tlk_" + g.s(30, UPPER_DIGITS)
    text = (
        "from twelvelabs import TwelveLabs\n"
        f'client = TwelveLabs(api_key="{key}")\n'
        'index = client.index.create(name="lectures", models=[{"name": "pegasus1.2", "options": ["visual", "audio"]}])'
    )
    return text, [key], key


@kind(
    "daytona_api_key_dtn_env",
    "find_string 'DAYTONA_API_KEY=dtn_' hits 67092381592 (dtn_ plus 64 hex) and 13287711787 ; "
    "https://www.daytona.io/docs/api-keys/",
    r"dtn_[0-9a-f]{64}",
)
def _daytona(g: _R):
    key = "dtn_" + g.s(64, HEX)
    text = (
        "# .env\nGEMINI_API_KEY=\n"
        f"DAYTONA_API_KEY={key}\n"
        "DAYTONA_API_URL=https://app.daytona.io/api\nDAYTONA_TARGET=eu"
    )
    return text, [key], key


@kind(
    "mem0_platform_api_key_m0",
    "find_string 'MEM0_API_KEY=m0-' hits 40159714053 (m0- plus 40 letters and digits) and 8938583780 ; "
    "https://docs.mem0.ai/platform/quickstart",
    r"m0-[A-Za-z0-9]{40}",
)
def _mem0(g: _R):
    key = "m0-" + g.s(40)
    text = (
        "from mem0 import MemoryClient\n"
        f'client = MemoryClient(api_key="{key}")\n'
        'client.add([{"role": "user", "content": "I am vegetarian"}], user_id="alex")'
    )
    return text, [key], key


@kind(
    "openpipe_api_key_opk_export",
    "find_string 'OPENPIPE_API_KEY=opk_' hits 52529131360 (opk_ plus 42 hex) and 51992376460 ; https://docs.openpipe.ai/",
    r"opk_[0-9a-f]{42}",
)
def _openpipe(g: _R):
    key = "opk_" + g.s(42, HEX)
    text = (
        "export HF_HOME=/workspace/.cache\n"
        f"export OPENPIPE_API_KEY={key}\n"
        "python train.py --config configs/sft.yaml"
    )
    return text, [key], key


@kind(
    "polar_organization_access_token_sdk",
    "find_string 'polar_oat_' hits 39594124069 (polar_oat_ plus 43 letters and digits) and 1265849674 ; "
    "https://docs.polar.sh/api-reference/introduction",
    r"polar_oat_[A-Za-z0-9]{43}",
)
def _polar(g: _R):
    tok = "polar_oat_" + g.s(43)
    text = (
        'import { Polar } from "@polar-sh/sdk";\n\n'
        "export const polar = new Polar({\n"
        '  server: "production",\n'
        f'  accessToken: "{tok}",\n}});'
    )
    return text, [tok], tok


@kind(
    "accuweather_zuplo_zpka_key_js",
    "find_string 'zpka_' hits 3396451659 (an AccuWeather key zpka_<32 hex>_<8 hex>) and 19479763868 "
    "(Authorization: Bearer zpka_...) ; https://zuplo.com/docs/articles/api-key-management",
    r"zpka_[0-9a-f]{32}_[0-9a-f]{8}",
)
def _zpka(g: _R):
    key = "zpka_" + g.s(32, HEX) + "_" + g.s(8, HEX)
    text = (
        f'const devKey = "{key}";\nconst locationKey = "34227";\n'
        "const res = await fetch(`https://dataservice.accuweather.com/currentconditions/v1/${locationKey}`, {\n"
        "  headers: { Authorization: `Bearer ${devKey}` },\n});"
    )
    return text, [key], key


@kind(
    "puppet_pdk_release_forge_token",
    "find_string '--forge-token' hits 18410441429 ('--forge-token <token>  Token to post in the puppet forge') and "
    "2403703242 ($PDK_FORGE_TOKEN) ; https://www.puppet.com/docs/pdk/3.x/pdk_reference.html#pdk-release-command "
    "(64 hex from memory)",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _forge(g: _R):
    tok = g.s(64, HEX)
    text = (
        f"$ pdk release --force --forge-token={tok}\n"
        "pdk (INFO): Building acme-ntp version 2.3.1\npdk (INFO): Publishing to Forge ... done"
    )
    return text, [tok], tok


@kind(
    "teslamate_compose_encryption_key_db_pass",
    "find_string 'teslamate/teslamate:latest' hits 11234781267 (ENCRYPTION_KEY to encrypt the Tesla API tokens, "
    "DATABASE_PASS) and 19211656184 ; https://docs.teslamate.org/docs/installation/docker",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _teslamate(g: _R):
    enc = g.s(32)
    dbp = g.r.choice(["tesla", "model3", "roadster"]) + "-" + g.digits(4) + "-" + g.s(4, LOWER)
    text = (
        "services:\n  teslamate:\n    image: teslamate/teslamate:latest\n    environment:\n"
        f"      - ENCRYPTION_KEY={enc}\n      - DATABASE_USER=teslamate\n      - DATABASE_PASS={dbp}\n"
        "      - DATABASE_HOST=database\n      - MQTT_HOST=mosquitto\n    ports:\n      - 4000:4000"
    )
    return text, [enc, dbp], enc


@kind(
    "printnode_api_key_basic_auth_python",
    "find_string 'api.printnode.com' hits 2233906946 (requests auth=(key, '')) and 53139515246 (Basic base64(apiKey + ':')) ; "
    "https://www.printnode.com/en/docs/api/curl",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _printnode(g: _R):
    key = g.s(43, B64URL)
    text = (
        "data = {'printerId': 71234, 'title': 'Label', 'contentType': 'pdf_base64', 'content': pdf_b64, 'source': 'wms'}\n"
        "response = requests.post('https://api.printnode.com/printjobs',\n"
        f"                         auth=('{key}', ''), json=data)"
    )
    return text, [key], key


@kind(
    "sas_libname_odbc_user_password",
    "find_string 'libname mydb odbc' hits 5881366403 (libname ... odbc dsn= user= password=) and 25908585943 ; "
    "https://documentation.sas.com/doc/en/pgmsascdc/v_001/acreldb/n1t8o6znrsvd5qn1agl8cg2oluk0.htm",
    r"[A-Z][a-z]+_\d{2}[A-Za-z]{3}",
    prefixless=True,
)
def _sas(g: _R):
    pw = (
        g.r.choice(["Claims", "Survey", "Cohort", "Ledger"])
        + "_"
        + g.digits(2)
        + g.s(3, ALNUM.replace("0123456789", ""))
    )
    text = (
        "/* Step 1: connect to the warehouse */\n"
        f"libname dwh odbc dsn='EDW_PROD' schema=analytics user='sas_batch' password='{pw}';\n\n"
        "proc sql;\n   create table work.claims as select * from dwh.claims_2024;\nquit;"
    )
    return text, [pw], pw


@kind(
    "pam_radius_auth_conf_server_secret",
    "find_string '/etc/pam_radius_auth.conf' hits 55648382680 ('<host> <shared-secret> 3') and 32864559941 "
    "(secret from pwgen -s -B 16 1)",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _pam_radius(g: _R):
    # pwgen -s -B: secure, no ambiguous characters
    alpha = "".join(c for c in ALNUM if c not in "0O1lI8B")
    s1, s2 = g.s(16, alpha), g.s(16, alpha)
    text = (
        "# /etc/pam_radius_auth.conf\n# server[:port]             shared_secret      timeout (s)\n"
        f"radius1.corp.example:1812   {s1}   3\n"
        f"radius2.corp.example:1812   {s2}   3"
    )
    return text, [s1, s2], s1


# -- written from memory: language idioms, CLIs and configs ---------------------------------------


@kind(
    "fortran_namelist_transfer_credentials",
    "written from memory: Fortran 2018 standard, NAMELIST input (&group name=value /) ; WRF/MOM-style namelist files",
    r"[A-Za-z]+#\d{4}[a-z]{2}",
    prefixless=True,
)
def _fortran_nml(g: _R):
    pw = g.r.choice(["Cumulus", "Stratus", "Nimbus", "Cirrus"]) + "#" + g.digits(4) + g.s(2, LOWER)
    text = (
        "! transfer.nml, read with  READ(unit, NML=transfer_cfg)\n"
        "&transfer_cfg\n"
        "  ftp_host   = 'data.meteo.example.org',\n"
        "  ftp_user   = 'gribpull',\n"
        f"  ftp_passwd = '{pw}',\n"
        "  remote_dir = '/pub/gfs/0p25',\n/"
    )
    return text, [pw], _safe(pw)


@kind(
    "cobol_copybook_ws_db_password_value",
    "written from memory: IBM Enterprise COBOL Language Reference, WORKING-STORAGE data description (PIC X(n) VALUE '...')",
    r"[A-Z]{3}\d{3}[A-Z]{2}",
    prefixless=True,
)
def _cobol(g: _R):
    pw = g.s(3, UPPER) + g.digits(3, False) + g.s(2, UPPER)
    text = (
        "      * DBCONN.CPY - DB2 connection for batch PAY0400\n"
        "       01  WS-DB-CONNECT.\n"
        "           05  WS-DB-LOCATION     PIC X(16) VALUE 'DSNPAY01'.\n"
        "           05  WS-DB-USERID       PIC X(8)  VALUE 'PAYBATCH'.\n"
        f"           05  WS-DB-PASSWORD     PIC X(8)  VALUE '{pw}'."
    )
    return text, [pw], pw


@kind(
    "cue_config_database_password_field",
    "written from memory: CUE language tour (cuelang.org/docs/tour) struct fields and string values",
    r"[a-z]+\.[a-z]+\.\d{4}",
    prefixless=True,
)
def _cue(g: _R):
    pw = (
        g.r.choice(["orbit", "delta", "vector", "sierra"])
        + "."
        + g.r.choice(["kilo", "tango", "lima", "echo"])
        + "."
        + g.digits(4)
    )
    text = (
        "package deploy\n\n"
        "database: {\n"
        '\thost:     "pg.internal"\n'
        "\tport:     5432\n"
        '\tuser:     "billing"\n'
        f'\tpassword: "{pw}"\n'
        "}"
    )
    return text, [pw], pw


@kind(
    "jsonnet_local_secret_in_config",
    "written from memory: Jsonnet tutorial (jsonnet.org/learning/tutorial.html), local bindings and objects",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _jsonnet(g: _R):
    sec = g.s(24)
    text = (
        "// config.jsonnet\n"
        f"local smtpPassword = '{sec}';\n"
        "{\n  mailer: {\n    host: 'smtp.example.net',\n    port: 587,\n    user: 'alerts',\n"
        "    password: smtpPassword,\n  },\n}"
    )
    return text, [sec], sec


@kind(
    "pkl_amends_module_password",
    "written from memory: Pkl language reference (pkl-lang.org/main/current/language-reference), amends and properties",
    r"[a-z]+[A-Z][a-z]+\d{3}[!?]",
    prefixless=True,
)
def _pkl(g: _R):
    pw = (
        g.r.choice(["blue", "green", "red"])
        + g.r.choice(["Harbor", "Castle", "Bridge"])
        + g.digits(3)
        + g.r.choice("!?")
    )
    text = (
        'amends "modulepath:/AppConfig.pkl"\n\n'
        "database {\n"
        '  host = "db.prod.internal"\n'
        '  username = "orders"\n'
        f'  password = "{pw}"\n'
        "}"
    )
    return text, [pw], _safe(pw)


@kind(
    "kdl_node_password_property",
    "written from memory: KDL document language spec (kdl.dev), nodes with properties",
    r"[A-Za-z0-9]{18}",
    prefixless=True,
)
def _kdl(g: _R):
    pw = g.s(18)
    text = (
        "// service.kdl\n"
        'server "api" port=8443 {\n'
        f'    database "postgres" host="10.1.2.3" user="api" password="{pw}"\n'
        '    cache "redis" url="redis://cache:6379/0"\n}'
    )
    return text, [pw], pw


@kind(
    "salt_master_netapi_sharedsecret",
    "written from memory: Salt docs, 'sharedsecret' external auth for rest_cherrypy (docs.saltproject.io, salt.auth.sharedsecret)",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _salt(g: _R):
    s = g.s(32)
    text = (
        "# /etc/salt/master.d/api.conf\n"
        "rest_cherrypy:\n  port: 8000\n  ssl_crt: /etc/pki/tls/certs/salt.crt\n\n"
        f"sharedsecret: {s}\n"
        "external_auth:\n  sharedsecret:\n    ci-runner:\n      - '@runner'"
    )
    return text, [s], s


@kind(
    "chef_knife_data_bag_show_json_password",
    "written from memory: Chef Infra docs, knife data bag show (-F json) on an unencrypted data bag item",
    r"[A-Z][a-z]+\d{2}[a-z]+!",
    prefixless=True,
)
def _chef(g: _R):
    pw = g.r.choice(["Relay", "Postman", "Courier"]) + g.digits(2) + g.s(4, LOWER) + "!"
    text = (
        "$ knife data bag show credentials smtp -F json\n"
        '{\n  "id": "smtp",\n  "host": "smtp.example.com",\n  "user": "noreply",\n'
        f'  "password": "{pw}"\n}}'
    )
    return text, [pw], _safe(pw)


@kind(
    "ansible_yaml_inventory_winrm_password",
    "written from memory: Ansible docs, 'Windows Remote Management' (ansible_connection: winrm, ansible_password)",
    r"[A-Z][a-z]+@\d{4}",
    prefixless=True,
)
def _ansible_winrm(g: _R):
    pw = g.r.choice(["Redmond", "Azure", "Windows", "Server"]) + "@" + g.digits(4)
    text = (
        "# inventories/prod/hosts.yml\nall:\n  children:\n    windows:\n      hosts:\n"
        "        dc01.corp.example:\n        fs02.corp.example:\n      vars:\n"
        "        ansible_connection: winrm\n        ansible_winrm_transport: ntlm\n"
        "        ansible_user: CORP\\svc_ansible\n"
        f"        ansible_password: '{pw}'"
    )
    return text, [pw], _safe(pw)


@kind(
    "yesod_settings_yml_pgpass_default",
    "written from memory: Yesod scaffolding config/settings.yml ('_env:YESOD_PGPASS:default' syntax)",
    r"[a-z]+_[a-z]+_\d{3}",
    prefixless=True,
)
def _yesod(g: _R):
    pw = (
        g.r.choice(["haskell", "lambda", "monad"])
        + "_"
        + g.r.choice(["rocks", "pure", "lazy"])
        + "_"
        + g.digits(3)
    )
    text = (
        "database:\n"
        '  user:     "_env:YESOD_PGUSER:blog"\n'
        f'  password: "_env:YESOD_PGPASS:{pw}"\n'
        '  host:     "_env:YESOD_PGHOST:localhost"\n'
        '  database: "_env:YESOD_PGDATABASE:blog"'
    )
    return text, [pw], pw


@kind(
    "mavproxy_signing_setup_passphrase",
    "written from memory: ArduPilot docs 'MAVLink2 Signing' (MAVProxy: signing setup <passphrase>)",
    r"[a-z]+-[a-z]+-[a-z]+-\d{3}",
    prefixless=True,
)
def _mavlink(g: _R):
    words = ["rotor", "gimbal", "skyward", "hover", "vector", "compass", "throttle", "baro", "waypoint"]
    phrase = "-".join(g.r.sample(words, 3)) + "-" + g.digits(3)
    text = (
        "$ mavproxy.py --master=/dev/ttyACM0 --baudrate 115200\n"
        f"MAV> signing setup {phrase}\n"
        "Setup signing key\nMAV> signing key " + phrase
    )
    return text, [phrase], phrase


@kind(
    "clover_ecommerce_private_token_bearer",
    "written from memory: Clover developer docs, 'Ecommerce API tokens' (private token sent as Bearer)",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _clover(g: _R):
    tok = g.uuid()
    text = (
        "curl -s -X POST https://scl.clover.com/v1/charges \\\n"
        f"  -H 'Authorization: Bearer {tok}' \\\n"
        '  -H \'Content-Type: application/json\' -d \'{"amount": 1358, "currency": "usd", "source": "clv_1TSTS..."}\''
    )
    return text, [tok], tok


@kind(
    "xero_custom_connection_client_secret",
    "written from memory: Xero developer docs, custom connections (client_credentials grant, 48-character client secret)",
    r"[A-Za-z0-9_-]{48}",
    prefixless=True,
)
def _xero(g: _R):
    sec = g.s(48, B64URL)
    cid = g.s(32, UHEX)
    text = (
        "curl -s -X POST https://identity.xero.com/connect/token \\\n"
        f"  -u '{cid}:{sec}' \\\n"
        "  -d grant_type=client_credentials -d 'scope=accounting.transactions accounting.contacts'"
    )
    return text, [sec], sec


@kind(
    "intuit_quickbooks_client_secret_python",
    "written from memory: intuit-oauth Python client README (AuthClient(client_id, client_secret, redirect_uri, environment))",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _quickbooks(g: _R):
    sec = g.s(40)
    cid = "AB" + g.s(48)
    text = (
        "from intuitlib.client import AuthClient\n\n"
        "auth_client = AuthClient(\n"
        f"    client_id='{cid}',\n"
        f"    client_secret='{sec}',\n"
        "    redirect_uri='https://books.example.com/qbo/callback',\n    environment='production',\n)"
    )
    return text, [sec], sec


@kind(
    "kaltura_admin_secret_session_start",
    "written from memory: Kaltura API docs, session.start(secret, userId, type=ADMIN, partnerId) with the 32-hex admin secret",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _kaltura(g: _R):
    sec = g.s(32, HEX)
    pid = g.digits(7)
    text = (
        "from KalturaClient import KalturaClient, KalturaConfiguration\nfrom KalturaClient.Plugins.Core import KalturaSessionType\n\n"
        "client = KalturaClient(KalturaConfiguration())\n"
        f'ks = client.session.start("{sec}", "media-sync", KalturaSessionType.ADMIN, {pid}, 86400, "disableentitlement")'
    )
    return text, [sec], sec


@kind(
    "openedx_lms_yml_secret_key_and_db",
    "written from memory: Open edX configuration (lms.yml SECRET_KEY and DATABASES, /edx/etc/lms.yml)",
    r"[A-Za-z0-9]{50}",
    prefixless=True,
)
def _openedx(g: _R):
    sk = g.s(50)
    dbp = g.s(24)
    text = (
        "# /edx/etc/lms.yml (excerpt)\n"
        f"SECRET_KEY: {sk}\n"
        "DATABASES:\n  default:\n    ENGINE: django.db.backends.mysql\n    HOST: mysql.internal\n"
        f"    NAME: edxapp\n    USER: edxapp001\n    PASSWORD: {dbp}"
    )
    return text, [sk, dbp], sk


@kind(
    "quay_robot_account_docker_login",
    'written from memory: Quay.io docs \'Robot Accounts\' (docker login -u="org+robot" -p="<64-character token>" quay.io)',
    r"[A-Z0-9]{64}",
    prefixless=True,
)
def _quay(g: _R):
    tok = g.s(64, UPPER_DIGITS)
    text = (
        f'$ docker login -u="acme+ci_push" -p="{tok}" quay.io\n'
        "WARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded"
    )
    return text, [tok], tok


@kind(
    "packagecloud_config_json_token",
    'written from memory: packagecloud docs, CLI config file ~/.packagecloud ({"url": ..., "token": ...})',
    r"[0-9a-f]{48}",
    prefixless=True,
)
def _packagecloud(g: _R):
    tok = g.s(48, HEX)
    text = (
        "$ cat ~/.packagecloud\n"
        + '{"url":"https://packagecloud.io", "token":"'
        + tok
        + '"}\n$ package_cloud push acme/tools/ubuntu/jammy dist/*.deb'
    )
    return text, [tok], tok


@kind(
    "pihole_install_web_interface_password",
    "written from memory: Pi-hole basic-install.sh end-of-install dialog ('Web Interface password: ...')",
    r"[A-Za-z0-9]{8}",
    prefixless=True,
)
def _pihole(g: _R):
    pw = g.s(8)
    text = (
        "  [✓] Restarting lighttpd service\n  [✓] Enabling pihole-FTL service to start on reboot...\n"
        "  [i] Web Interface password: " + pw + "\n"
        "  [i] This can be changed using 'pihole -a -p'"
    )
    return text, [pw], pw


@kind(
    "rancher_bootstrap_password_go_template",
    "written from memory: Rancher install docs (kubectl get secret bootstrap-secret -o go-template='{{.data.bootstrapPassword|base64decode}}')",
    r"[a-z0-9]{24,40}",
    prefixless=True,
)
def _rancher(g: _R):
    pw = g.s(g.r.randint(24, 40), LOWER_DIGITS)
    text = (
        "$ kubectl get secret --namespace cattle-system bootstrap-secret "
        "-o go-template='{{.data.bootstrapPassword|base64decode}}{{ \"\\n\" }}'\n" + pw
    )
    return text, [pw], pw


@kind(
    "awx_operator_admin_password_decode",
    'written from memory: AWX Operator README (kubectl get secret awx-admin-password -o jsonpath="{.data.password}" | base64 --decode)',
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _awx(g: _R):
    pw = g.s(32)
    text = (
        '$ kubectl get secret awx-demo-admin-password -n awx -o jsonpath="{.data.password}" | base64 --decode ; echo\n'
        + pw
    )
    return text, [pw], pw


@kind(
    "softether_vpncmd_server_password_flag",
    "written from memory: SoftEther VPN manual, vpncmd command-line (/SERVER host:port /PASSWORD:xxx /CMD ...)",
    r"[A-Z][a-z]+\d{2}[#%&][A-Za-z]{3}",
    prefixless=True,
)
def _softether(g: _R):
    pw = (
        g.r.choice(["Tunnel", "Bridge", "Hub", "Nat"])
        + g.digits(2, False)
        + g.r.choice("#%&")
        + g.s(3, ALNUM.replace("0123456789", ""))
    )
    text = (
        f"vpncmd /SERVER vpn.example.net:5555 /PASSWORD:{pw} /HUB:DEFAULT /CMD UserList\n"
        "vpncmd command - SoftEther VPN Command Line Management Utility"
    )
    return text, [pw], _safe(pw)


@kind(
    "openconnect_passwd_on_stdin_echo",
    "written from memory: openconnect(8) man page (--user, --passwd-on-stdin, --protocol=anyconnect)",
    r"[A-Z][a-z]+\d{4}[a-z]{2}[!$]",
    prefixless=True,
)
def _openconnect(g: _R):
    pw = (
        g.r.choice(["Winter", "Spring", "Summer", "Autumn"])
        + g.r.choice(["2024", "2025", "2026"])
        + g.r.choice("!$")
    )
    pw = pw[:-1] + g.s(2, LOWER) + pw[-1]
    text = (
        f"echo '{pw}' | sudo openconnect --protocol=anyconnect --user=jsmith --passwd-on-stdin "
        "--servercert pin-sha256:AbCdEf... vpn.corp.example.com"
    )
    return text, [pw], _safe(pw)


# -- vendor-prefixed keys (continued) ------------------------------------------------------------


@kind(
    "nomic_atlas_api_key_nk_login",
    "find_string 'NOMIC_API_KEY=nk-' hits 69422995478 (nk- plus 43 characters) and 60818001563 ; https://docs.nomic.ai/",
    r"nk-[A-Za-z0-9_-]{43}",
)
def _nomic(g: _R):
    key = "nk-" + g.s(43, B64URL)
    text = f"$ nomic login {key}\nLogged in to atlas.nomic.ai as research-team"
    return text, [key], key


@kind(
    "liveblocks_secret_key_node_client",
    "find_string 'LIVEBLOCKS_SECRET_KEY=sk_' hits 17474575585 (sk_dev_ plus 64 characters) and 61083668063 ; "
    "https://liveblocks.io/docs/authentication",
    r"sk_(dev|prod)_[A-Za-z0-9_-]{64}",
)
def _liveblocks(g: _R):
    key = "sk_" + g.r.choice(["dev", "prod"]) + "_" + g.s(64, B64URL)
    text = (
        'import { Liveblocks } from "@liveblocks/node";\n\n'
        f'const liveblocks = new Liveblocks({{ secret: "{key}" }});'
    )
    return text, [key], key


@kind(
    "logfire_write_token_pylf_env",
    "find_string 'LOGFIRE_TOKEN=pylf_' hits 33338957116 (pylf_v1_us_ plus 44 characters) and 2412395760 ; "
    "https://logfire.pydantic.dev/docs/how-to-guides/create-write-tokens/",
    r"pylf_v1_(us|eu)_[A-Za-z0-9]{44}",
)
def _logfire(g: _R):
    tok = "pylf_v1_" + g.r.choice(["us", "eu"]) + "_" + g.s(44)
    text = f"# .env\nLOGFIRE_TOKEN={tok}\nLOGFIRE_SERVICE_NAME=checkout-api\nLOGFIRE_ENVIRONMENT=prod"
    return text, [tok], tok


@kind(
    "tigris_fly_storage_create_keys",
    "find_string 'AWS_ACCESS_KEY_ID=tid_' hits 71702935 (fly storage create prints tid_/tsec_ keys) and 14669804900 ; "
    "https://www.tigrisdata.com/docs/sdks/s3/",
    r"tsec_[A-Za-z0-9_-]{64}",
)
def _tigris(g: _R):
    kid = "tid_" + g.s(50, B64URL)
    sec = "tsec_" + g.s(64, B64URL)
    text = (
        "$ fly storage create media-prod\nYour project (media-prod) is ready.\n\n"
        "Set the following secrets on your app:\n"
        f"AWS_ACCESS_KEY_ID={kid}\nAWS_SECRET_ACCESS_KEY={sec}\n"
        "AWS_ENDPOINT_URL_S3=https://fly.storage.tigris.dev\nAWS_REGION=auto\nBUCKET_NAME=media-prod"
    )
    return text, [sec, kid], sec


@kind(
    "pangea_service_token_pts_export",
    "find_string 'PANGEA_TOKEN=pts_' hit 26472233902 (pts_ plus 32 lower-case letters and digits) ; "
    "https://pangea.cloud/docs/admin-guide/tokens/",
    r"pts_[a-z0-9]{32}",
)
def _pangea(g: _R):
    tok = "pts_" + g.s(32, LOWER_DIGITS)
    text = f"export PANGEA_DOMAIN=aws.us.pangea.cloud\nexport PANGEA_TOKEN={tok}\nnode diagnostics.js --ip 203.0.113.7"
    return text, [tok], tok


@kind(
    "mixedbread_mxbai_config_set_api_key",
    "find_string 'MXBAI_API_KEY=mxb_' hits 34893074428 (mxb_ plus 28 characters) and 20184731199 ; "
    "https://www.mixedbread.com/docs",
    r"mxb_[A-Za-z0-9]{28}",
)
def _mxbai(g: _R):
    key = "mxb_" + g.s(28)
    text = f'$ mxbai config set api_key {key}\nSaved api_key to ~/.config/mxbai/config.json\n$ mxbai vs create "Handbook"'
    return text, [key], key


@kind(
    "promptlayer_api_key_pl_python",
    "find_string hit 59107130095 ('PROMPTLAYER_API_KEY=pl_...' in a secret scanner's fixture list) ; "
    "https://docs.promptlayer.com/quickstart (32 hex from memory)",
    r"pl_[0-9a-f]{32}",
)
def _promptlayer(g: _R):
    key = "pl_" + g.s(32, HEX)
    text = (
        "from promptlayer import PromptLayer\n"
        f'promptlayer_client = PromptLayer(api_key="{key}")\n'
        "OpenAI = promptlayer_client.openai.OpenAI"
    )
    return text, [key], key


@kind(
    "composio_api_key_ak_dotenv",
    "find_string hit 44832125840 ('COMPOSIO_API_KEY=ak_...' in a .env listing) ; https://docs.composio.dev/ "
    "(length from memory)",
    r"ak_[A-Za-z0-9_-]{20}",
)
def _composio(g: _R):
    key = "ak_" + g.s(20, B64URL)
    text = (
        f"# .env\nOPENROUTER_API_KEY=\nCOMPOSIO_API_KEY={key}\nPORT=8000\nLLM_MODEL=google/gemini-2.5-flash"
    )
    return text, [key], key


@kind(
    "calcom_api_key_cal_live_bearer",
    "written from memory: Cal.com API v2 docs, authentication (keys prefixed cal_live_ / cal_)",
    r"cal_live_[0-9a-f]{32}",
)
def _calcom(g: _R):
    key = "cal_live_" + g.s(32, HEX)
    text = (
        "curl -s https://api.cal.com/v2/bookings?status=upcoming \\\n"
        f'  -H "Authorization: Bearer {key}" -H "cal-api-version: 2024-08-13"'
    )
    return text, [key], key


@kind(
    "plane_workspace_api_key_header",
    "written from memory: Plane API docs (developers.plane.so), X-API-Key with keys prefixed plane_api_",
    r"plane_api_[0-9a-f]{32}",
)
def _plane(g: _R):
    key = "plane_api_" + g.s(32, HEX)
    text = f'curl -s https://api.plane.so/api/v1/workspaces/acme/projects/ \\\n  -H "X-API-Key: {key}"'
    return text, [key], key


@kind(
    "dub_api_key_links_create",
    "written from memory: Dub API docs (dub.co/docs/api-reference/authentication), keys prefixed dub_",
    r"dub_[A-Za-z0-9]{24}",
)
def _dub(g: _R):
    key = "dub_" + g.s(24)
    text = (
        "curl -s -X POST https://api.dub.co/links \\\n"
        f"  -H 'Authorization: Bearer {key}' -H 'Content-Type: application/json' \\\n"
        '  -d \'{"url": "https://example.com/launch", "domain": "go.example.com"}\''
    )
    return text, [key], key


@kind(
    "keygen_product_token_prod_v3",
    "written from memory: Keygen API reference, 'Tokens' (product tokens prod-<hex>v3, admin tokens admin-<hex>v3)",
    r"prod-[0-9a-f]{64}v3",
)
def _keygen(g: _R):
    tok = "prod-" + g.s(64, HEX) + "v3"
    text = (
        "curl -s https://api.keygen.sh/v1/accounts/acme/licenses \\\n"
        f"  -H 'Authorization: Bearer {tok}' -H 'Accept: application/vnd.api+json'"
    )
    return text, [tok], tok


# -- passwords as people type them, in the CLIs that take them -------------------------------------


@kind(
    "tigervnc_vncpasswd_f_pipe",
    "written from memory: TigerVNC vncpasswd(1) man page (-f: filter mode, read the password from stdin)",
    r"(Winter|Summer|Spring|Autumn)20\d{2}!?",
    prefixless=True,
)
def _vncpasswd(g: _R):
    pw = (
        g.r.choice(["Winter", "Summer", "Spring", "Autumn"])
        + "20"
        + g.digits(2, False)
        + g.r.choice(["!", ""])
    )
    # vncpasswd keeps 8 characters; people still type the whole word
    text = f"$ echo '{pw}' | vncpasswd -f > ~/.vnc/passwd && chmod 600 ~/.vnc/passwd\n$ vncserver :1 -geometry 1920x1080"
    return text, [pw], _safe(pw)


@kind(
    "irc_nickserv_identify_command_log",
    "written from memory: Atheme NickServ help (IDENTIFY <account> <password>), as it appears in a bouncer log",
    r"[a-z]+\d{1,4}!",
    prefixless=True,
)
def _nickserv(g: _R):
    pw = (
        g.r.choice(["hunter", "dragon", "shadow", "monkey", "sunshine", "letmein"])
        + str(g.r.randint(2, 9999))
        + "!"
    )
    nick = g.r.choice(["kb", "mrz", "ozzy", "lin"]) + g.digits(2)
    text = (
        f"[12:04:11] -> *NickServ* IDENTIFY {nick} {pw}\n"
        "[12:04:12] -NickServ- You are now identified for " + nick + "."
    )
    return text, [pw], _safe(pw)


@kind(
    "samba_smbpasswd_stdin_add_user",
    "written from memory: smbpasswd(8) man page (-s: read the new password from stdin, -a: add user)",
    r"[A-Z][A-Za-z0-9]+\d[a-z]{2}[&%$#]\d",
    prefixless=True,
)
def _smbpasswd(g: _R):
    # a leet-speak password in the Tr0ub4dor&3 manner
    word = g.r.choice(["Tr0ub4dor", "P4ssw0rd", "S4mb4Sh4re", "B4ckup"])
    pw = word + g.digits(1, False) + g.s(2, LOWER) + g.r.choice("&%$#") + g.digits(1, False)
    text = f"$ (echo '{pw}'; echo '{pw}') | sudo smbpasswd -s -a scanner\nAdded user scanner."
    return text, [pw], _safe(pw)


@kind(
    "ykman_piv_change_pin_and_puk",
    "written from memory: YubiKey Manager CLI docs (ykman piv access change-pin --pin --new-pin; change-puk), PIN 6-8 digits",
    r"\d{6,8}",
    prefixless=True,
)
def _ykman(g: _R):
    pin = g.digits(g.r.choice([6, 7, 8]), False)
    puk = g.digits(8, False)
    text = (
        f"$ ykman piv access change-pin --pin 123456 --new-pin {pin}\nNew PIN set.\n"
        f"$ ykman piv access change-puk --puk 12345678 --new-puk {puk}\nNew PUK set."
    )
    return text, [pin, puk], pin


@kind(
    "xkcdpass_generated_passphrase_output",
    "written from memory: xkcdpass(1) (-n words, -d delimiter), the 'correct horse battery staple' scheme",
    r"[a-z]+( [a-z]+){3,4}",
    prefixless=True,
)
def _xkcdpass(g: _R):
    words = [
        "correct",
        "horse",
        "battery",
        "staple",
        "granite",
        "lobster",
        "pixel",
        "morning",
        "velvet",
        "cobalt",
        "saucer",
        "tango",
        "orchard",
        "drizzle",
        "panther",
        "ribbon",
        "gravel",
        "mosaic",
        "nectar",
        "hollow",
    ]
    phrase = " ".join(g.r.sample(words, g.r.choice([4, 5])))
    text = f"$ xkcdpass -n {len(phrase.split())}\n{phrase}"
    return text, [phrase], phrase.replace(" ", "-")


@kind(
    "zip_encrypt_p_flag_password",
    "written from memory: zip(1) man page (-P password: use password to encrypt zipfile entries, insecure)",
    r"[a-z]@ss-w0rd[0-9]{4}",
    prefixless=True,
)
def _zip_p(g: _R):
    pw = g.r.choice("pbm") + "@ss-w0rd" + g.digits(4, False)
    text = f"$ zip -r -P '{pw}' payroll-2025-03.zip payroll/\n  adding: payroll/ (stored 0%)\n  adding: payroll/march.xlsx (deflated 61%)"
    return text, [pw], _safe(pw)
