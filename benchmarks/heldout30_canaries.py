"""Held-out canary set 30: credentials in carriers the earlier sets left out (issue 31).

A canary set nobody has tuned on, of one category only: **credentials** a publisher must not leak,
125 kinds, 103 of them prefixless (no vendor prefix: passwords, shared secrets, random keys, HMAC
secrets, tokens whose only clue is where they sit) and 22 with a vendor or structural prefix
(``sk_``, ``CHASECK-``, ``MK_PROD_``, ``Client_Secret_``, ``SK-``, ``app-``, ``apikey|``, ``1//``,
``$2y$``, a JWT or an EC key block). They sit in carriers the earlier sets cover least:

- 3D-printing farms (PrusaLink, Bambu Lab LAN access code, Repetier-Server, RepRapFirmware
  ``M551``, Obico for Klipper); drones and GNSS (DJI Payload SDK ``app_info.h``, ExpressLRS binding
  phrase, RTKLIB ``str2str`` NTRIP caster login); EV charging and cars (OCPP 1.6 AuthorizationKey,
  OCPP 2.0.1 BasicAuthPassword, OCPI token, evcc, Smartcar, SteVe);
- VoIP and PBX (Asterisk AMI and ARI, FreeSWITCH event socket, Yealink, Polycom, Grandstream, 3CX);
  video surveillance (Frigate, ZoneMinder, go2rtc, Hikvision ISAPI, ONVIF WS-Security, Shinobi);
  smart-home hubs (Hubitat Maker API, Shelly Gen2 ``SetAuth`` ha1, Domoticz);
- payment gateways of Asia, Africa and Latin America (2C2P, iPay88, Dragonpay, VNPay, ZaloPay,
  LINE Pay, NewebPay, MoMo, Chapa, Korapay, Monnify, Openpay, Efí, DOKU, Maya, Pagar.me, EBANX,
  Interswitch, Pesapal, Fawry, PayHere, eSewa); government e-invoicing (ZATCA, MyInvois, India IRP,
  KRA eTIMS, Egypt ETA, KSeF, NAV Online Számla, myDATA, Finkok PAC, DIAN, SUNAT clave SOL);
- bioinformatics and labs (DNAnexus, BaseSpace, ENA Webin, Benchling, eLabFTW, LabKey, cryoSPARC,
  Sage Synapse); MLOps and notebooks (Comet, Label Studio, lakeFS, Roboflow, code-server, marimo,
  Pluto.jl, Posit Connect, LanceDB); search and vector databases (Solr ``security.json``, Sonic,
  ZincSearch, OpenSearch ``internal_users.yml``, Milvus, Zilliz, Chroma); API gateways and meshes
  (Kong key-auth and JWT, Tyk, APISIX, Linkerd issuer key, SPIRE join token, Kuma dataplane token);
  CI (Gitea act_runner, Halyard, OneDev); browser-extension stores (AMO ``web-ext sign``, Chrome Web
  Store refresh token, Edge Add-ons); desktop preference files (HexChat ``servlist.conf``,
  mRemoteNG ``confCons.xml``); mobile config (AppsFlyer, RevenueCat); Dify, LXD trust tokens;
- config idioms of languages not used before (Ada, Free Pascal, VB6, Octave, SAS, Stata,
  SWI-Prolog, Pharo, Guile Scheme, F#, Haxe, Elm, PureScript, Gleam, V, Odin) and terminal output
  of CLIs that print a secret (``pritunl default-password``, ``openstack application credential
  create``, ``spire-server token generate``, ``kumactl generate dataplane-token``, ``lxc config
  trust add``).

Values are drawn the way the software draws them (its alphabet and length) and passwords as people
type them, with a shape written for each kind (no shared password helper). ``text`` is the
surrounding a coding session shows (a config file, a command and its output, a log, a fixture),
``parts`` every string that must be gone, ``bare`` a short form made only of Latin letters, digits
and ``-_.``, ``shape`` the pattern the first part matches.

How it was kept apart: written in one sitting at commit ``77fb823`` on branch ``set30``. Read:
the brief, the list of kind names of the earlier sets (names only), lines 1-160 of
``heldout_canaries.py`` (alphabets, ``HeldOut``, ``_R``, ``Registry``), ``heldout_eval.py``,
``tests/test_heldout_sets.py``, ``tests/test_heldout_canaries.py``, ``tests/conftest.py`` and the
first 60 lines of ``heldout9_canaries.py``. No redaction code, redaction test, label file, other
canary set, source list, result file, doc or git history was read, and no recall was computed:
the only run was the no-redaction control of ``tests/test_heldout_sets.py``. 86 kinds were written
from public pages looked up with the ``search`` tool (vendor docs, specs, real config files and
code), cited per kind in ``SOURCES`` and ``heldout30_sources.tsv``; for some of them the exact
length or alphabet of a value was not on the page read and was taken from memory (said in the
tsv note). 39 kinds were written from memory, their source naming the documentation page they
follow: ocpi_credentials_token_header, evcc_yaml_vehicle_account_password,
smartcar_client_secret_env, steve_main_properties_webapi_value,
yealink_provisioning_account_password, doku_jokul_secret_key_header,
maya_checkout_secret_key_basic, pagarme_v5_secret_key_basic, ebanx_integration_key_json,
interswitch_passport_client_secret, pesapal_consumer_secret, fawry_merchant_security_key,
payhere_merchant_secret_env, esewa_epay_v2_secret_key, labkey_netrc_apikey,
roboflow_api_key_python, pluto_jl_secret_url, lancedb_cloud_api_key,
opensearch_internal_users_bcrypt_hash, onedev_access_token_rest, edge_addons_api_key_publish,
mremoteng_confcons_encrypted_password, revenuecat_secret_api_key, dify_app_api_key_bearer,
ada_gnatcoll_sql_postgres_password, vb6_inet_control_ftp_password, octave_ftp_object_password,
stata_odbc_load_connectionstring_pwd, swi_prolog_http_open_basic_authorization,
pharo_zinc_znclient_username_password, guile_scheme_define_api_token,
haxe_http_setheader_bearer_token, elm_http_header_api_key_constant,
purescript_affjax_authorization_header, gleam_publish_hexpm_pass_env,
vlang_db_pg_config_password, odin_const_api_key_string, pritunl_default_password_output,
openstack_application_credential_secret_output. Values are random per seed, never a real
credential.

125 kinds (all credential), 103 prefixless.

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout30_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import json
import re
import uuid

from heldout_canaries import _R, ALNUM, HEX, LOWER_DIGITS, UPPER_DIGITS, Registry, _b64u, _pem_body

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

URLSAFE = ALNUM + "-_"
UPPER_HEX = "0123456789ABCDEF"


def _bare(v: str) -> str:
    """The value with every character a branch or folder name could not hold dropped."""
    return re.sub(r"[^A-Za-z0-9._-]", "", v)


def _b64(g: _R, nbytes: int) -> str:
    return base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(nbytes))).decode()


def _uuid(g: _R) -> str:
    return str(uuid.UUID(int=g.r.getrandbits(128), version=4))


def _jwt(g: _R, payload: dict) -> str:
    head = _b64u({"alg": "HS256", "typ": "JWT"})
    sig = base64.urlsafe_b64encode(bytes(g.r.getrandbits(8) for _ in range(32))).rstrip(b"=").decode()
    return f"{head}.{_b64u(payload)}.{sig}"


def _ip(g: _R) -> str:
    return f"192.168.{g.r.randint(0, 9)}.{g.r.randint(10, 250)}"


# -- 3D-printing farms --------------------------------------------------------------------------


@kind(
    "prusalink_env_digest_password",
    "https://pypi.org/project/PrusaLinkPy ; https://glama.ai/mcp/servers/sk7n4k3d/prusalink-mcp/schema",
    r"[A-Za-z0-9]{15}",
    prefixless=True,
)
def _prusalink(g: _R):
    pw = g.s(15)
    ip = _ip(g)
    text = (
        "# ~/.config/prusalink-mcp/prusa-env\n"
        f"PRUSA_HOST={ip}\nPRUSA_USER=maker\nPRUSA_PASS={pw}\n"
        f"$ curl --digest -u maker:{pw} http://{ip}/api/v1/status\n"
        '{"printer": {"state": "IDLE", "temp_bed": 23.9}}'
    )
    return text, [pw], pw


@kind(
    "bambu_lab_lan_access_code_mqtt",
    "https://contentnation.net/en/grumpydevelop/bl-knowledge ; https://openhab-next.netlify.app/addons/bindings/bambulab",
    r"\d{8}",
    prefixless=True,
)
def _bambu(g: _R):
    code = g.digits(8, first_nonzero=False)
    ip = _ip(g)
    serial = "01P" + g.s(12, UPPER_DIGITS)
    text = (
        "import paho.mqtt.client as mqtt\n"
        "c = mqtt.Client()\n"
        f'c.username_pw_set("bblp", "{code}")\n'
        f'c.tls_set(); c.connect("{ip}", 8883)\n'
        f'c.subscribe("device/{serial}/report")\n'
        f"# camera: rtsps://bblp:{code}@{ip}:322/streaming/live/1"
    )
    return text, [code], code


@kind(
    "repetier_server_apikey_in_url",
    "https://glama.ai/mcp/servers/7f6v2enbgk/blob/main/src/printers/repetier.ts ; https://Home-Assistant.io/integrations/repetier/",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _repetier(g: _R):
    key = _uuid(g)
    ip = _ip(g)
    text = (
        f"GET http://{ip}:3344/printer/api/?a=getPrinterInfo&apikey={key}\n"
        "HTTP/1.1 200 OK\n"
        '{"name":"Repetier-Server","printers":[{"slug":"Voron_24","online":1}]}'
    )
    return text, [key], key


@kind(
    "reprapfirmware_config_g_m551_password",
    "https://pastebin.com/CHfyAcJV ; https://gist.github.com/jchodakowski/f7bdddf39134576792194260feec8931",
    r"[a-z]+\d{3,4}[a-z]*",
    prefixless=True,
)
def _m551(g: _R):
    # people set short printer passwords: a word and some digits
    word = g.r.choice(["printroom", "nerdyprint", "voronshop", "benchy", "filament", "hotend"])
    pw = word + g.digits(g.r.choice([3, 4]), first_nonzero=False) + g.r.choice(["", "x", "lab"])
    text = (
        "; Configuration file for Duet 3 (firmware version 3.4)\n"
        'M550 P"Workshop-MK3"        ; set printer name\n'
        f'M551 P"{pw}"              ; set password\n'
        "M552 S1                     ; enable network\n"
        "M586 P0 S1                  ; enable HTTP"
    )
    return text, [pw], pw


@kind(
    "moonraker_obico_cfg_auth_token",
    "https://github.com/TheSpaghettiDetective/obico-server/blob/release/website/docs/user-guides/moonraker-obico/config.md",
    r"[0-9a-f]{20}",
    prefixless=True,
)
def _obico(g: _R):
    tok = g.s(20, HEX)
    text = (
        "# ~/printer_data/config/moonraker-obico.cfg\n"
        "[server]\nurl = https://app.obico.io\n"
        f"auth_token = {tok}\n\n"
        "[moonraker]\nhost = 127.0.0.1\nport = 7125"
    )
    return text, [tok], tok


# -- drones, ground stations, GNSS corrections --------------------------------------------------


@kind(
    "dji_psdk_app_info_h_key_and_license",
    "https://github.com/changjiang1124/cd-dji-sdk/blob/main/examples/init/app_info.h ; https://github.com/C-Snodgrass/Edge-Sdk-Bothwell/blob/main/examples/init/app_info.h",
    r"[0-9a-f]{31}",
    prefixless=True,
)
def _dji(g: _R):
    key = g.s(31, HEX)
    lic = _b64(g, 256)
    text = (
        "#ifndef __APP_INFO_H__\n#define __APP_INFO_H__\n"
        '#define USER_APP_NAME "FieldSurvey"\n'
        f'#define USER_APP_ID "{g.digits(6)}"\n'
        f'#define USER_APP_KEY "{key}"\n'
        f'#define USER_APP_LICENSE "{lic}"\n'
        '#define USER_DEVELOPER_ACCOUNT "ops@example.org"\n#endif'
    )
    return text, [key, lic], key


@kind(
    "expresslrs_user_defines_binding_phrase",
    "https://github.com/ExpressLRS/Docs/blob/master/docs/software/user-defines.md",
    r"[a-z]+ [a-z]+ \d{3,5}",
    prefixless=True,
)
def _elrs(g: _R):
    # a phrase the pilot chose; anyone who knows it can bind to the model
    phrase = " ".join(
        [
            g.r.choice(["quad", "wing", "tiny", "cine", "long", "night"]),
            g.r.choice(["falcon", "marble", "orchard", "copper", "lagoon", "thistle"]),
            g.digits(g.r.choice([3, 4, 5])),
        ]
    )
    text = (
        "### BINDING PHRASE: ###\n"
        f'-DMY_BINDING_PHRASE="{phrase}"\n'
        "-DRegulatory_Domain_ISM_2400\n-DAUTO_WIFI_ON_INTERVAL=60"
    )
    return text, [phrase], phrase.replace(" ", "-")


@kind(
    "rtklib_str2str_ntrip_caster_password",
    "https://deepwiki.com/rtklibexplorer/RTKLIB/3.2-str2str ; https://h-shiono.github.io/MRTKLIB/guide/ntrip/",
    r"[A-Za-z]+\d{2,4}[A-Za-z]{2,4}",
    prefixless=True,
)
def _rtklib(g: _R):
    pw = (
        g.r.choice(["Rover", "Base", "Survey", "Gnss"])
        + g.digits(g.r.choice([2, 3, 4]))
        + g.s(3, ALNUM.strip("0123456789"))
    )
    user = g.r.choice(["farmrtk", "surveyor", "uavteam"])
    mount = g.r.choice(["RTCM3_MSM7", "VRS_RTCM32", "NEAR-RTCM"])
    text = (
        f"$ str2str -in ntrip://{user}:{pw}@caster.example.net:2101/{mount} -out serial://ttyUSB0:115200\n"
        "stream server start\n2026/11/30 05:10:41 [CC---]      1204 B    1843 bps"
    )
    return text, [pw], pw


# -- EV charging and connected cars --------------------------------------------------------------


@kind(
    "ocpp16_changeconfiguration_authorization_key",
    "https://www.winccoa.com/documentation/WinCCOA/latest/en_US/ocpp/ocpp_security.html ; https://github.com/ChargeTimeEU/Java-OCA-OCPP/pull/143",
    r"[0-9A-F]{40}",
    prefixless=True,
)
def _ocpp16(g: _R):
    key = g.s(40, UPPER_HEX)
    msg = [2, g.s(8, LOWER_DIGITS), "ChangeConfiguration", {"key": "AuthorizationKey", "value": key}]
    text = (
        "-> CP AL1000 (security profile 2)\n"
        + json.dumps(msg)
        + '\n<- [3,"'
        + msg[1]
        + '",{"status":"Accepted"}]'
    )
    return text, [key], key


@kind(
    "ocpp201_setvariables_basic_auth_password",
    "https://docs.zephyrproject.org/latest/doxygen/html/structocpp__basic__auth.html ; https://github.com/ChargeTimeEU/Java-OCA-OCPP/pull/143",
    r"[A-Za-z0-9*_-]{24}",
    prefixless=True,
)
def _ocpp201(g: _R):
    pw = g.s(24, ALNUM + "*_-")
    req = {
        "setVariableData": [
            {
                "attributeValue": pw,
                "component": {"name": "SecurityCtrlr"},
                "variable": {"name": "BasicAuthPassword"},
            }
        ]
    }
    text = '[2,"' + g.s(10, LOWER_DIGITS) + '","SetVariables",' + json.dumps(req) + "]"
    return text, [pw], pw


@kind(
    "ocpi_credentials_token_header",
    "https://github.com/ocpi/ocpi (OCPI 2.2.1 transport_and_format: Authorization: Token, Base64-encoded)",
    r"[A-Za-z0-9+/]{48}",
    prefixless=True,
)
def _ocpi(g: _R):
    tok = base64.b64encode(_uuid(g).encode()).decode()
    text = (
        "$ curl -s https://emsp.example.com/ocpi/2.2.1/credentials \\\n"
        f'    -H "Authorization: Token {tok}" \\\n'
        '    -H "X-Request-ID: ' + _uuid(g) + '"\n'
        '{"status_code": 1000, "data": {"roles": [{"role": "EMSP", "party_id": "EXA"}]}}'
    )
    return text, [tok], tok


@kind(
    "evcc_yaml_vehicle_account_password",
    "https://docs.evcc.io/en/docs/devices/vehicles (evcc.yaml vehicles: user/password)",
    r"[A-Z][a-z]+[-.]?\d{4}[!?#]",
    prefixless=True,
)
def _evcc(g: _R):
    pw = (
        g.r.choice(["Garage", "Wallbox", "Sunny", "Carport"])
        + g.r.choice(["", "-", "."])
        + g.digits(4)
        + g.r.choice("!?#")
    )
    text = (
        "# evcc.yaml\nvehicles:\n  - name: id4\n    type: template\n    template: vw\n"
        f"    title: ID.4\n    user: driver@example.org\n    password: {pw}\n    capacity: 77"
    )
    return text, [pw], _bare(pw)


@kind(
    "smartcar_client_secret_env",
    "https://smartcar.com/docs/getting-started/dashboard-setup (client secret of the application)",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _smartcar(g: _R):
    sec = _uuid(g)
    text = (
        "# .env.local\n"
        f"SMARTCAR_CLIENT_ID={_uuid(g)}\n"
        f"SMARTCAR_CLIENT_SECRET={sec}\n"
        "SMARTCAR_REDIRECT_URI=http://localhost:8000/exchange\nSMARTCAR_MODE=simulated"
    )
    return text, [sec], sec


@kind(
    "steve_main_properties_webapi_value",
    "https://github.com/steve-community/steve (src/main/resources/application-prod.properties webapi.key/webapi.value)",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _steve(g: _R):
    val = g.s(32)
    text = (
        "# SteVe OCPP server: src/main/resources/application-prod.properties\n"
        "db.ip = localhost\ndb.schema = stevedb\n"
        "webapi.key = STEVE-API-KEY\n"
        f"webapi.value = {val}\n"
        f"$ curl -H 'STEVE-API-KEY: {val}' http://localhost:8180/steve/api/v1/ocppTags"
    )
    return text, [val], val


# -- VoIP and PBX --------------------------------------------------------------------------------


@kind(
    "asterisk_manager_conf_ami_secret",
    "https://github.com/girlpunk/hass-asterisk ; https://github.com/asterisk/asterisk/blob/master/configs/samples/manager.conf.sample",
    r"[a-z]+(?:-[a-z]+){2,3}\d{2}",
    prefixless=True,
)
def _ami(g: _R):
    # a correct-horse style passphrase with dashes, as the sample suggests
    words = ["correct", "horse", "battery", "staple", "orange", "pylon", "ledger", "meadow", "quartz"]
    sec = "-".join(g.r.sample(words, g.r.choice([3, 4]))) + g.digits(2, first_nonzero=False)
    text = (
        "; /etc/asterisk/manager.conf\n[general]\nenabled = yes\nport = 5038\nbindaddr = 127.0.0.1\n\n"
        f"[hass]\nsecret = {sec}\ndeny=0.0.0.0/0.0.0.0\npermit=127.0.0.1/255.255.255.0\n"
        "read = system,call,log,verbose,command,agent,user\n\n"
        f"$ printf 'Action: Login\\r\\nUsername: hass\\r\\nSecret: {sec}\\r\\n\\r\\n' | nc 127.0.0.1 5038"
    )
    return text, [sec], sec


@kind(
    "asterisk_ari_conf_plain_password",
    "https://github.com/asterisk/asterisk/blob/master/configs/samples/ari.conf.sample ; https://pkg.go.dev/github.com/mtryfoss/ari@v4.8.4+incompatible/_examples/play",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _ari(g: _R):
    pw = g.s(20)
    text = (
        "; /etc/asterisk/ari.conf\n[general]\nenabled = yes\n\n"
        f"[stasisapp]\ntype = user\nread_only = no\npassword_format = plain\npassword = {pw}\n\n"
        f"$ curl -u stasisapp:{pw} http://127.0.0.1:8088/ari/channels"
    )
    return text, [pw], pw


@kind(
    "freeswitch_event_socket_password",
    "https://developer.signalwire.com/freeswitch/integration/event-socket/ ; https://developer.signalwire.com/freeswitch/FreeSWITCH-Explained/Modules/mod_event_socket_1048924",
    r"[A-Za-z]+\d{3}[A-Za-z]+",
    prefixless=True,
)
def _esl(g: _R):
    pw = g.r.choice(["Clue", "Switch", "Dialer", "Trunk"]) + g.digits(3) + g.s(5, "abcdefghijkmnpqrstuvwxyz")
    text = (
        "<!-- autoload_configs/event_socket.conf.xml -->\n"
        '<configuration name="event_socket.conf" description="Socket Client">\n  <settings>\n'
        '    <param name="listen-ip" value="127.0.0.1"/>\n    <param name="listen-port" value="8021"/>\n'
        f'    <param name="password" value="{pw}"/>\n  </settings>\n</configuration>\n'
        f"$ fs_cli -H 127.0.0.1 -P 8021 -p {pw} -x 'show channels count'"
    )
    return text, [pw], pw


@kind(
    "yealink_provisioning_account_password",
    "https://support.yealink.com (Yealink IP Phones Auto Provisioning Guide: account.X.password in <MAC>.cfg)",
    r"[A-Za-z0-9]{12}",
    prefixless=True,
)
def _yealink(g: _R):
    pw = g.s(12)
    ext = g.digits(4)
    text = (
        "#!version:1.0.0.1\n## 805ec0a1b2c3.cfg\n"
        f"account.1.enable = 1\naccount.1.label = {ext}\naccount.1.auth_name = {ext}\n"
        f"account.1.user_name = {ext}\naccount.1.password = {pw}\n"
        "account.1.sip_server.1.address = pbx.example.lan"
    )
    return text, [pw], pw


@kind(
    "polycom_reg_auth_password_xml",
    "https://docslib.org/doc/4001299/administrators-guide-for-the-polycom%C2%AE-uc-software",
    r"[A-Za-z0-9]{10,14}",
    prefixless=True,
)
def _polycom(g: _R):
    pw = g.s(g.r.randint(10, 14))
    ext = g.digits(3)
    text = (
        '<?xml version="1.0" standalone="yes"?>\n<!-- 0004f2abcdef-phone.cfg -->\n<PHONE_CONFIG>\n'
        f'  <reg reg.1.address="{ext}" reg.1.label="Reception" reg.1.auth.userId="{ext}"\n'
        f'       reg.1.auth.password="{pw}" reg.1.server.1.address="sip.example.net"/>\n'
        "</PHONE_CONFIG>"
    )
    return text, [pw], pw


@kind(
    "grandstream_config_p34_sip_password",
    "https://documentation.grandstream.com/knowledge-base/sip-device-provisioning-guide/ ; http://www.hurdman.net/mirror/voip-info/wiki/view/Grandstream+Configuration+Tool.html",
    r"[a-z]{4,6}\d{4}[A-Z]{2}",
    prefixless=True,
)
def _grandstream(g: _R):
    pw = (
        g.s(g.r.randint(4, 6), "abcdefghijkmnopqrstuvwxyz")
        + g.digits(4, first_nonzero=False)
        + g.s(2, "ABCDEFGHJKLMNPQRSTUVWXYZ")
    )
    ext = g.digits(4)
    text = (
        "# cfg000b82a1b2c3.txt  (Grandstream GXP config template)\n"
        f"P270 = Office {ext}\nP47 = sip.example.net\nP35 = {ext}\nP36 = {ext}\n"
        f"P34 = {pw}\nP3 = Front Desk"
    )
    return text, [pw], pw


@kind(
    "threecx_xapi_client_credentials",
    "https://nango.dev/docs/api-integrations/3cx/connect ; https://support.1password.com/saas-manager-3cx/",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _threecx(g: _R):
    key = g.s(32)
    text = (
        "$ curl -s https://pbx.example.3cx.eu/connect/token \\\n"
        "    -d grant_type=client_credentials -d client_id=crm_sync \\\n"
        f"    -d client_secret={key}\n"
        '{"token_type":"Bearer","expires_in":60,"access_token":"eyJhbGciOi..."}'
    )
    return text, [key], key


# -- video surveillance ---------------------------------------------------------------------------


@kind(
    "frigate_config_rtsp_camera_password",
    "https://gist.github.com/paularmstrong/d2a7abf76e15bc2a4fbdc549a69fdc94 ; https://github.com/alienatedsec/yi-hack-v5/wiki/Integrating-with-Frigate",
    r"[A-Za-z0-9]{12}",
    prefixless=True,
)
def _frigate(g: _R):
    pw = g.s(12)
    ip = _ip(g)
    text = (
        "# /config/config.yml\nmqtt:\n  host: mqtt.lan\ncameras:\n  driveway:\n    ffmpeg:\n      inputs:\n"
        f"        - path: rtsp://viewer:{pw}@{ip}:554/cam/realmonitor?channel=1&subtype=2\n"
        "          roles:\n            - detect\n    detect:\n      width: 1280\n      height: 720"
    )
    return text, [pw], pw


@kind(
    "zoneminder_conf_d_db_pass_and_hash_secret",
    "https://github.com/Hasib786/ZoneMinder/blob/master/zm.conf.in ; https://github.com/ZoneMinder/ZoneMinder/blob/1.34.25/docs/userguide/options/options_system.rst",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _zoneminder(g: _R):
    dbpass = g.s(16)
    secret = g.s(40, ALNUM)
    text = (
        "# /etc/zm/conf.d/02-custom.conf\nZM_DB_HOST=localhost\nZM_DB_NAME=zm\nZM_DB_USER=zmuser\n"
        f"ZM_DB_PASS={dbpass}\n"
        f"# Options > System > AUTH_HASH_SECRET\nZM_AUTH_HASH_SECRET={secret}"
    )
    return text, [dbpass, secret], dbpass


@kind(
    "go2rtc_yaml_stream_and_rtsp_password",
    "https://github.com/AlexxIT/go2rtc/blob/master/internal/app/README.md ; https://github.com/skrashevich/go2rtc/blob/master/website/wiki/Configuration.md",
    r"[a-z]+_[a-z]+_\d{3}",
    prefixless=True,
)
def _go2rtc(g: _R):
    cam = (
        g.r.choice(["tapo", "reolink", "amcrest", "wyze"])
        + "_"
        + g.r.choice(["garden", "porch", "attic"])
        + "_"
        + g.digits(3)
    )
    rtsp = g.s(16, URLSAFE)
    ip = _ip(g)
    text = (
        "# go2rtc.yaml\nstreams:\n"
        f"  camera1: rtsp://admin:{cam}@{ip}/av_stream/ch0\n"
        f'rtsp:\n  listen: ":8554"\n  username: frigate\n  password: {rtsp}'
    )
    return text, [cam, rtsp], cam


@kind(
    "hikvision_isapi_digest_curl_password",
    "https://blog.youkuaiyun.com/unix2linux/article/details/141184629 ; https://vdoc.tips/hikvision-isapi-core-protocol-pdf.html",
    r"[A-Z][a-z]+\d{4}[@#$]",
    prefixless=True,
)
def _hikvision(g: _R):
    pw = (
        g.r.choice(["Hik", "Camera", "Nvr", "Guard"])
        + g.s(3, "abcdefghijklmnopqrstuvwxyz")
        + g.digits(4)
        + g.r.choice("@#$")
    )
    ip = _ip(g)
    text = (
        f"$ curl --digest -u admin:'{pw}' http://{ip}/ISAPI/System/deviceInfo\n"
        '<?xml version="1.0" encoding="UTF-8"?>\n<DeviceInfo version="2.0">\n'
        "<deviceName>IP CAMERA</deviceName>\n<model>DS-2CD2143G2-I</model>\n</DeviceInfo>"
    )
    return text, [pw], _bare(pw)


@kind(
    "onvif_wsse_username_token_password_digest",
    "https://pastebin.com/XTJ0PxwG ; https://docs.oracle.com/cd/E93130_01/oipa_webservices/Content/OIPA%20Web%20Services/Security.htm",
    r"[A-Za-z0-9+/]{27}=",
    prefixless=True,
)
def _onvif(g: _R):
    digest = _b64(g, 20)
    nonce = _b64(g, 16)
    pw = g.s(14)
    text = (
        f"from onvif import ONVIFCamera\ncam = ONVIFCamera('{_ip(g)}', 80, 'onvifuser', '{pw}')\n"
        '# captured request header:\n<Security s:mustUnderstand="1">\n  <UsernameToken>\n'
        "    <Username>onvifuser</Username>\n"
        f'    <Password Type="...#PasswordDigest">{digest}</Password>\n'
        f'    <Nonce EncodingType="...#Base64Binary">{nonce}</Nonce>\n'
        "    <Created>2026-11-30T05:12:09.220Z</Created>\n  </UsernameToken>\n</Security>"
    )
    return text, [digest, pw], _bare(digest)


@kind(
    "shinobi_conf_json_db_password_and_cron_key",
    "https://github.com/moeiscool/Shinobi/blob/master/docker-entrypoint.sh",
    r"[A-Za-z0-9]{14}",
    prefixless=True,
)
def _shinobi(g: _R):
    dbpw = g.s(14)
    cron = g.s(24)
    conf = {
        "port": 8080,
        "db": {"host": "127.0.0.1", "user": "majesticflame", "password": dbpw, "database": "ccio"},
        "cron": {"key": cron},
    }
    text = "$ cat /opt/shinobi/conf.json\n" + json.dumps(conf, indent=2)
    return text, [dbpw, cron], dbpw


# -- smart-home hubs ------------------------------------------------------------------------------


@kind(
    "hubitat_maker_api_access_token_url",
    "https://docs2.hubitat.com/en/apps/maker-api ; https://pypi.org/project/pyhubitat/0.0.2/",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _hubitat(g: _R):
    tok = _uuid(g)
    ip = _ip(g)
    app = g.r.randint(10, 999)
    text = (
        f"$ curl 'http://{ip}/apps/api/{app}/devices/42/on?access_token={tok}'\n"
        '{"id":"42","name":"Kitchen Pendant","attributes":[{"name":"switch","currentValue":"on"}]}'
    )
    return text, [tok], tok


@kind(
    "shelly_gen2_setauth_ha1",
    "https://shelly-api-docs.shelly.cloud/gen2/General/Authentication ; https://gist.github.com/kzyapkov/4e425ba99b2347f56307dbaffc1363fb",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _shelly(g: _R):
    ha1 = g.s(64, HEX)
    mac = g.s(12, UPPER_HEX)
    body = {
        "id": 1,
        "method": "Shelly.SetAuth",
        "params": {"user": "admin", "realm": f"shellyplus1pm-{mac.lower()}", "ha1": ha1},
    }
    text = (
        f"$ curl -s -X POST -d '{json.dumps(body)}' http://{_ip(g)}/rpc\n"
        + '{"id":1,"src":"shellyplus1pm","result":null}'
    )
    return text, [ha1], ha1


@kind(
    "domoticz_json_htm_basic_auth",
    "https://github.com/domoticz/domoticz/issues/6064 ; https://github.com/MichaIng/DietPi-Docs/commit/ee9c48e",
    r"[A-Za-z0-9+/]+={0,2}",
    prefixless=True,
)
def _domoticz(g: _R):
    pw = g.r.choice(["domo", "house", "home"]) + g.r.choice(["Pi", "Lab", "Box"]) + g.digits(4)
    auth = base64.b64encode(f"admin:{pw}".encode()).decode()
    text = (
        "$ curl -s 'http://192.168.1.2:8080/json.htm?type=command&param=udevice&idx=164&nvalue=0&svalue=12' \\\n"
        f"    -H 'Authorization: Basic {auth}'\n"
        '{"status" : "OK", "title" : "Update Device"}'
    )
    return text, [auth], _bare(auth)


# -- payment gateways: Asia, Africa, Latin America -----------------------------------------------


@kind(
    "twoc2p_pgw_merchant_secret_key",
    "https://raw.githubusercontent.com/api-evangelist/2c2p/refs/heads/main/authentication/2c2p-authentication.yml",
    r"[0-9A-F]{64}",
    prefixless=True,
)
def _twoc2p(g: _R):
    sec = g.s(64, UPPER_HEX)
    text = (
        "# config/c2pay.php\nreturn [\n"
        f"    'merchant_id' => 'JT0{g.digits(1)}',\n"
        f"    'secret_key'  => '{sec}',\n"
        "    'api_url'     => 'https://sandbox-pgw.2c2p.com/payment/4.3/paymentToken',\n];"
    )
    return text, [sec], sec


@kind(
    "ipay88_merchant_key_php",
    "https://github.com/aa6my/IPay88/blob/master/README.md ; https://github.com/wzul/iPay88-PHP-Basic-API/blob/master/README.md",
    r"[A-Za-z0-9]{10}",
    prefixless=True,
)
def _ipay88(g: _R):
    key = g.s(10)
    code = "M" + g.digits(5, first_nonzero=False)
    text = (
        "public function __construct()\n{\n    parent::__construct();\n"
        f"    $this->_merchantCode = '{code}'; //MerchantCode confidential\n"
        f"    $this->_merchantKey = '{key}'; //MerchantKey confidential\n}}"
    )
    return text, [key], key


@kind(
    "dragonpay_merchant_password_python",
    "https://pypi.org/project/dragonpy ; https://github.com/FriendsOfBotble/fob-dragonpay/releases",
    r"[A-Za-z0-9]{15}",
    prefixless=True,
)
def _dragonpay(g: _R):
    pw = g.s(15)
    text = (
        "from dragon import DragonPay\n\n"
        f'd = DragonPay("MNL{g.digits(4)}", "{pw}", production=True)\n\n'
        "@app.route('/pay')\ndef pay_controller():\n"
        '    return redirect(d.pay(txnid, "1500.00", "PHP", "Order", email))'
    )
    return text, [pw], pw


@kind(
    "vnpay_hash_secret_config",
    "https://github.com/ngocnhan2k4/WAD/blob/main/src/config/vnpayConfig.js ; https://github.com/nBao1809/OU-Elearning/blob/main/EduApp/config.py",
    r"[A-Z0-9]{32}",
    prefixless=True,
)
def _vnpay(g: _R):
    sec = g.s(32, UPPER_DIGITS)
    text = (
        "const vnpayConfig = {\n"
        f"    vnp_TmnCode: '{g.s(8, UPPER_DIGITS)}', // Mã terminal\n"
        f"    vnp_HashSecret: '{sec}', // Chuỗi bí mật\n"
        "    vnp_Url: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',\n};"
    )
    return text, [sec], sec


@kind(
    "zalopay_key1_key2_properties",
    "https://github.com/ThanhPH45763/DATNFUll/blob/main/HUONG_DAN_TICH_HOP_ZALOPAY.md ; https://github.com/hoor113/the-gears-men/blob/main/backend/src/config/zalopay.ts",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _zalopay(g: _R):
    k1, k2 = g.s(32), g.s(32)
    text = (
        "# application.properties (ZaloPay)\n"
        f"zalopay.app_id={g.digits(4)}\nzalopay.key1={k1}\nzalopay.key2={k2}\n"
        "zalopay.endpoint=https://sb-openapi.zalopay.vn/v2/create"
    )
    return text, [k1, k2], k1


@kind(
    "line_pay_v3_channel_secret",
    "https://gist.github.com/yidas/08c0f7009a72102df3b57fcbe3da6681 ; https://qiita.com/yanolii/items/3e2e2d060a836d886c91",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _linepay(g: _R):
    sec = g.s(32, HEX)
    text = (
        "<?php\n"
        f"$channelId = '{g.digits(10)}';\n"
        f"$channelSecret = '{sec}';\n"
        "$authMacText = $channelSecret . $uri . $body . $nonce;\n"
        "$sig = base64_encode(hash_hmac('sha256', $authMacText, $channelSecret, true));"
    )
    return text, [sec], sec


@kind(
    "newebpay_hashkey_hashiv_env",
    "https://github.com/minwt/newebpay/blob/master/atm.php ; https://github.com/paid-tw/skills/blob/main/plugins/newebpay/skills/newebpay/SKILL.md",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _newebpay(g: _R):
    key, iv = g.s(32), g.s(16)
    text = (
        "# .env\n"
        f"NEWEBPAY_MERCHANT_ID=MS{g.digits(9)}\nNEWEBPAY_HASH_KEY={key}\nNEWEBPAY_HASH_IV={iv}\n"
        "NEWEBPAY_ENV=test"
    )
    return text, [key, iv], key


@kind(
    "momo_vn_partner_secret_key",
    "https://github.com/momo-wallet/payment/blob/master/php/MoMo.php",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _momo(g: _R):
    sec = g.s(32)
    acc = g.s(16)
    text = (
        '<?php\n$endpoint = "https://test-payment.momo.vn/v2/gateway/api/create";\n'
        f'$partnerCode = "MOMO{g.s(12, UPPER_DIGITS)}";\n'
        f'$accessKey = "{acc}";\n'
        f'$secretKey = "{sec}";\n'
        '$signature = hash_hmac("sha256", $rawHash, $secretKey);'
    )
    return text, [sec, acc], sec


@kind(
    "chapa_secret_key_bearer",
    "https://developer.chapa.co/docs/test-mode-vs-live-mode ; https://developer.chapa.co/docs/authorize-payments/",
    r"CHASECK(?:_TEST)?-[A-Za-z0-9]{32}",
)
def _chapa(g: _R):
    key = g.r.choice(["CHASECK-", "CHASECK_TEST-"]) + g.s(32)
    text = (
        "$ curl https://api.chapa.co/v1/transaction/initialize \\\n"
        f"    -H 'Authorization: Bearer {key}' -H 'Content-Type: application/json' \\\n"
        '    -d \'{"amount":"100","currency":"ETB","tx_ref":"tx-4411"}\''
    )
    return text, [key], key


@kind(
    "korapay_secret_key_bearer",
    "https://raw.githubusercontent.com/api-evangelist/korapay/refs/heads/main/authentication/korapay-authentication.yml ; https://www.npmjs.com/package/korapay-node",
    r"sk_(?:live|test)_[A-Za-z0-9]{40}",
)
def _korapay(g: _R):
    key = g.r.choice(["sk_live_", "sk_test_"]) + g.s(40)
    text = (
        'import { Korapay } from "korapay-node";\n'
        f'const korapay = new Korapay("{key}", "pk_live_{g.s(40)}");\n'
        "const charge = await korapay.charge.initialize(payload);"
    )
    return text, [key], key


@kind(
    "monnify_api_key_and_client_secret",
    "https://pypi.org/project/py-monnify/ ; https://www.npmjs.com/package/@legobox/monnify-nodejs",
    r"MK_(?:PROD|TEST)_[A-Z0-9]{10}",
)
def _monnify(g: _R):
    api = g.r.choice(["MK_PROD_", "MK_TEST_"]) + g.s(10, UPPER_DIGITS)
    sec = g.s(32, UPPER_DIGITS)
    text = (
        "# MONNIFY SUPPORT\nMONNIFY_PRODUCTION=true\n"
        f"MONNIFY_API_KEY={api}\nMONNIFY_API_SECRET={sec}\n"
        f"MONNIFY_CONTRACT_CODE={g.digits(10)}\nMONNIFY_URL=https://api.monnify.com"
    )
    return text, [api, sec], api


@kind(
    "openpay_mx_private_key_node",
    "https://www.npmjs.com/package/connector-openpay-mx ; https://github.com/EcommerceBBVA/openpay-node",
    r"sk_[0-9a-f]{32}",
)
def _openpay(g: _R):
    key = "sk_" + g.s(32, HEX)
    text = (
        "var Openpay = require('openpay');\n"
        f"var openpay = new Openpay('m{g.s(19, LOWER_DIGITS)}', '{key}', false);\n"
        "openpay.charges.create(newCharge, function(error, body) { /* ... */ });"
    )
    return text, [key], key


@kind(
    "efi_gerencianet_client_secret",
    "https://github.com/GuiSantosdev/clivus-dev/blob/main/EFI_SETUP.md ; https://github.com/abl122/mk-edge-api/blob/main/certificates/README.md",
    r"Client_Secret_[0-9a-f]{40}",
)
def _efi(g: _R):
    cid = "Client_Id_" + g.s(40, HEX)
    sec = "Client_Secret_" + g.s(40, HEX)
    text = (
        "# .env (Efí / Gerencianet, homologação)\n"
        f"EFI_CLIENT_ID={cid}\nEFI_CLIENT_SECRET={sec}\nEFI_PIX_KEY=pix@example.com.br\nEFI_SANDBOX=true"
    )
    return text, [sec], sec


@kind(
    "doku_jokul_secret_key_header",
    "https://developers.doku.com (Jokul API: Client-Id BRN-... and Secret Key SK-... for the Signature header)",
    r"SK-[A-Za-z0-9]{20}",
)
def _doku(g: _R):
    sec = "SK-" + g.s(20)
    text = (
        "# config/doku.yml\nproduction:\n"
        f"  client_id: BRN-{g.digits(4, first_nonzero=False)}-{g.digits(13)}\n"
        f"  secret_key: {sec}\n  base_url: https://api.doku.com"
    )
    return text, [sec], sec


@kind(
    "maya_checkout_secret_key_basic",
    "https://developers.maya.ph (Maya Checkout: public key pk-..., secret key sk-..., HTTP Basic with the key as user)",
    r"sk-[A-Za-z0-9]{43}",
)
def _maya(g: _R):
    sec = "sk-" + g.s(43)
    auth = base64.b64encode(f"{sec}:".encode()).decode()
    text = (
        "$ curl https://pg.maya.ph/checkout/v1/checkouts \\\n"
        f"    -H 'Authorization: Basic {auth}' \\\n"
        "    -H 'Content-Type: application/json' -d @checkout.json\n"
        f"# key: {sec}"
    )
    return text, [sec, auth], sec


@kind(
    "pagarme_v5_secret_key_basic",
    "https://docs.pagar.me/reference/autentica%C3%A7%C3%A3o-2 (chave secreta sk_..., Basic Auth com a chave como usuário)",
    r"sk_(?:test_)?[A-Za-z0-9]{32}",
)
def _pagarme(g: _R):
    sec = g.r.choice(["sk_", "sk_test_"]) + g.s(32)
    text = (
        "const pagarme = axios.create({\n  baseURL: 'https://api.pagar.me/core/v5',\n"
        f"  auth: {{ username: '{sec}', password: '' }},\n}});\n"
        "await pagarme.post('/orders', pedido);"
    )
    return text, [sec], sec


@kind(
    "ebanx_integration_key_json",
    "https://developer.ebanx.com (integration_key in every direct API request; test keys start test_ik_)",
    r"(?:test|live)_ik_[A-Za-z0-9_-]{22}",
)
def _ebanx(g: _R):
    key = g.r.choice(["test_ik_", "live_ik_"]) + g.s(22, URLSAFE)
    body = {"integration_key": key, "operation": "request", "payment": {"name": "Cliente", "country": "br"}}
    text = "POST https://api.ebanx.com.br/ws/direct\n" + json.dumps(body, indent=2)
    return text, [key], key


@kind(
    "interswitch_passport_client_secret",
    "https://docs.interswitchgroup.com (Passport OAuth: client id and secret sent as Basic auth to /passport/oauth/token)",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _interswitch(g: _R):
    sec = _b64(g, 32)
    cid = "IKIA" + g.s(36, UPPER_HEX)
    text = (
        "# interswitch.properties\n"
        f"isw.client.id={cid}\nisw.client.secret={sec}\n"
        "isw.passport.url=https://qa.interswitchng.com/passport/oauth/token"
    )
    return text, [sec], _bare(sec)


@kind(
    "pesapal_consumer_secret",
    "https://developer.pesapal.com (API 3.0 RequestToken: consumer_key, consumer_secret)",
    r"[A-Za-z0-9+/]{27}=",
    prefixless=True,
)
def _pesapal(g: _R):
    sec = _b64(g, 20)
    body = {"consumer_key": g.s(32), "consumer_secret": sec}
    text = (
        "$ curl -s https://cybqa.pesapal.com/pesapalv3/api/Auth/RequestToken \\\n"
        f"    -H 'Content-Type: application/json' -d '{json.dumps(body)}'\n"
        '{"token":"eyJhbGciOi...","expiryDate":"2026-11-30T05:30:00Z","status":"200"}'
    )
    return text, [sec], _bare(sec)


@kind(
    "fawry_merchant_security_key",
    "https://developer.fawrystaging.com (merchantCode and secure key appended before the SHA-256 signature)",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _fawry(g: _R):
    key = g.s(32, HEX)
    text = (
        "FAWRY = {\n"
        f"    'merchant_code': '{g.s(24, ALNUM)}',\n"
        f"    'security_key': '{key}',\n"
        "    'base_url': 'https://atfawry.fawrystaging.com/ECommerceWeb/Fawry/payments/charge',\n}"
    )
    return text, [key], key


@kind(
    "payhere_merchant_secret_env",
    "https://support.payhere.lk/api-&-mobile-sdk/checkout-api (merchant_id, merchant_secret, hash = md5(...md5(secret)))",
    r"[A-Za-z0-9]{48}",
    prefixless=True,
)
def _payhere(g: _R):
    sec = g.s(48)
    text = (
        "# .env (PayHere, sandbox)\n"
        f"PAYHERE_MERCHANT_ID=12{g.digits(5)}\nPAYHERE_MERCHANT_SECRET={sec}\n"
        "PAYHERE_NOTIFY_URL=https://shop.example.lk/payhere/notify"
    )
    return text, [sec], sec


@kind(
    "esewa_epay_v2_secret_key",
    "https://developer.esewa.com.np (ePay v2: HMAC-SHA256 signature over total_amount,transaction_uuid,product_code with the secret key)",
    r"[A-Za-z0-9/:&.]{15}",
    prefixless=True,
)
def _esewa(g: _R):
    sec = g.s(15, ALNUM + "/:&.")
    text = (
        "import hmac, hashlib, base64\n"
        f'ESEWA_SECRET_KEY = "{sec}"\n'
        'msg = f"total_amount={amount},transaction_uuid={uuid},product_code=EPAYTEST"\n'
        "sig = base64.b64encode(hmac.new(ESEWA_SECRET_KEY.encode(), msg.encode(), hashlib.sha256).digest())"
    )
    return text, [sec], _bare(sec)


# -- government e-invoicing ---------------------------------------------------------------------


@kind(
    "zatca_production_csid_secret",
    "https://github.com/mrsool/zatca/wiki/Issuing-a-Production-CSID ; https://pub.dev/documentation/zatca_flutter/latest/model_api_production_csid_response/ProductionCSIDSuccessData/binarySecurityToken.html",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _zatca(g: _R):
    sec = _b64(g, 32)
    resp = {
        "requestID": int(g.digits(13)),
        "tokenType": "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3",
        "dispositionMessage": "ISSUED",
        "binarySecurityToken": "TUlJQ1B6Q0NBZU9nQXdJQkFnSUdBWV...",
        "secret": sec,
    }
    text = "POST /e-invoicing/core/production/csids  200 OK\n" + json.dumps(resp, indent=2)
    return text, [sec], _bare(sec)


@kind(
    "myinvois_lhdn_client_secret_token_request",
    "https://dev.to/vegesu/i-got-a-400-from-the-official-myinvois-postman-collection-here-is-the-fix-ahd ; https://sdk.myinvois.hasil.gov.my/api/07-login-as-taxpayer-system",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _myinvois(g: _R):
    sec = _uuid(g)
    text = (
        "curl -X POST 'https://preprod-api.myinvois.hasil.gov.my/connect/token' \\\n"
        "  -d 'grant_type=client_credentials' \\\n"
        f"  -d 'client_id={_uuid(g)}' \\\n"
        f"  -d 'client_secret={sec}' \\\n"
        "  -d 'scope=InvoicingAPI'"
    )
    return text, [sec], sec


@kind(
    "nic_irp_einvoice_client_secret_and_password",
    "https://gist.github.com/harshals/ac345fd6979fe2a5fb7fa1a398fe8430 ; https://github.com/mas02/einvoice_integration_code_python",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _nic_irp(g: _R):
    sec = g.s(20)
    pw = g.r.choice(["Gst", "Einv", "Irp"]) + "@" + g.digits(4) + g.s(3, "abcdefghijkmnpqrstuvwxyz")
    text = (
        "GstinInfo = {\n"
        f"    'gstin': '29AAGCB{g.digits(4)}R1Z{g.s(1, UPPER_DIGITS)}',\n"
        f"    'einv_username': 'API_acme_{g.digits(3)}',\n    'einv_password': '{pw}',\n}}\n"
        f"headers = {{'client-id': 'AACCT29GSPB5H8G', 'client-secret': '{sec}'}}"
    )
    return text, [sec, pw], sec


@kind(
    "kra_etims_init_cmc_key",
    "https://github.com/paybillke/kra-etims-js-sdk/blob/main/README.md ; https://github.com/bensnjo/Thekenyararapps/blob/master/EBM2x/RraSdc/model/InitInfoRes.cs",
    r"[0-9A-F]{64}",
    prefixless=True,
)
def _etims(g: _R):
    cmc = g.s(64, UPPER_HEX)
    resp = {
        "resultCd": "000",
        "resultMsg": "It is succeeded",
        "data": {
            "info": {
                "tin": "P0" + g.digits(8) + "Z",
                "bhfId": "00",
                "dvcId": "KRACU01" + g.digits(8),
                "cmcKey": cmc,
            }
        },
    }
    text = "POST /etims-api/selectInitOsdcInfo\n" + json.dumps(resp, indent=1)
    return text, [cmc], cmc


@kind(
    "egypt_eta_erp_client_secret",
    "https://www.odoo.com/documentation/saas-17.4/zh_CN/applications/finance/fiscal_localizations/egypt.html ; https://packagist.org/packages/ahmedeid/e-invoice-eg",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _eta(g: _R):
    s1, s2 = _uuid(g), _uuid(g)
    text = (
        "# .env (Egyptian Tax Authority, preprod)\n"
        "API_BASE_URL=https://api.preprod.invoicing.eta.gov.eg\nID_SRV_BASE_URL=https://id.preprod.eta.gov.eg\n"
        f"CLIENT_ID={_uuid(g)}\nCLIENT_SECRET={s1}\n# second secret shown once at ERP registration\nCLIENT_SECRET_2={s2}"
    )
    return text, [s1, s2], s1


@kind(
    "ksef_authorisation_token",
    "https://github.com/invopop/gobl.ksef/blob/main/docs/ksef-docs-en/uwierzytelnianie.md ; https://github.com/MartinForsberg-Ecru/ksef-docs/blob/main/tokeny-ksef.md",
    r"\d{8}-EC-[0-9A-F]{10}-[0-9A-F]{10}-[0-9A-F]{2}\|nip-\d{10}\|[0-9a-f]{64}",
)
def _ksef(g: _R):
    tok = (
        f"2026{g.digits(4, first_nonzero=False)}-EC-{g.s(10, UPPER_HEX)}-{g.s(10, UPPER_HEX)}-{g.s(2, UPPER_HEX)}"
        f"|nip-{g.digits(10)}|{g.s(64, HEX)}"
    )
    text = (
        "# .env  (KSeF 2.0, środowisko testowe)\n"
        "KSEF_BASE_URL=https://api-test.ksef.mf.gov.pl/v2\n"
        f"KSEF_TOKEN={tok}\n"
        "# POST /auth/ksef-token with the token encrypted under the MF public key"
    )
    return text, [tok], tok.split("|")[-1]


@kind(
    "nav_online_szamla_technical_user_keys",
    "https://www.npmjs.com/package/nav-invoice ; https://github.com/nav-gov-hu/Online-Invoice/blob/master/README.md",
    r"[0-9a-f]{2}-[0-9a-f]{4}-[0-9a-f]{12}[0-9A-Z]{12}",
    prefixless=True,
)
def _nav(g: _R):
    sig = f"{g.s(2, HEX)}-{g.s(4, HEX)}-{g.s(12, HEX)}{g.s(12, UPPER_DIGITS)}"
    exch = g.s(16, UPPER_DIGITS)
    pw = g.s(15)
    text = (
        "const technicalUser = {\n"
        f"  login: 'tu{g.s(13, LOWER_DIGITS)}',\n  password: '{pw}',\n  taxNumber: '{g.digits(8)}',\n"
        f"  signatureKey: '{sig}',\n  exchangeKey: '{exch}',\n}};"
    )
    return text, [sig, exch, pw], sig


@kind(
    "aade_mydata_subscription_key_headers",
    "https://github.com/buffos/go-aade/blob/main/mydata/README.md ; https://github.com/ppapapetrou76/go-mydata-aade/blob/main/README.md",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _mydata(g: _R):
    key = g.s(32, HEX)
    text = (
        "POST https://mydataapidev.aade.gr/SendInvoices\n"
        f"aade-user-id: acme{g.digits(3)}\nOcp-Apim-Subscription-Key: {key}\n"
        'Content-Type: application/xml\n\n<InvoicesDoc xmlns="http://www.aade.gr/myDATA/invoice/v1.0">...'
    )
    return text, [key], key


@kind(
    "finkok_pac_stamp_password",
    "https://github.com/Christopher-MCT/ejemplo_timbradoCFDI/blob/main/creacion_xml_codigo/php_signstamp.php ; https://github.com/phpcfdi/finkok/blob/main/docs/Servicios.md",
    r"[A-Z][a-z]+\d{4}[!$%&]",
    prefixless=True,
)
def _finkok(g: _R):
    pw = g.r.choice(["Legoland", "Timbre", "Factura", "Nopal"]) + g.digits(4) + g.r.choice("!$%&")
    text = (
        "<?php\n"
        f"$username = 'facturacion{g.digits(2)}@example.com.mx'; # Usuario de Finkok\n"
        f"$password = '{pw}'; # Contraseña de Finkok\n"
        '$client = new SoapClient("https://demo-facturacion.finkok.com/servicios/soap/stamp.wsdl");\n'
        '$result = $client->__soapCall("sign_stamp", array($params));'
    )
    return text, [pw], _bare(pw)


@kind(
    "dian_habilitacion_technical_key",
    "https://github.com/Jean-Paul-SV/comercial-electrica/blob/main/docs/GUIA_CONFIGURACION_DIAN_Y_TROUBLESHOOTING.md ; https://github.com/bryamzxz/facho/blob/main/USAGE.md",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _dian(g: _R):
    key = g.s(40, HEX)
    text = (
        "config = InvoiceConfig(\n"
        f"    software_id='{_uuid(g)}',\n    software_pin='{g.digits(5)}',\n"
        f"    technical_key='{key}',\n"
        f"    test_set_id='{_uuid(g)}',\n    environment='HABILITACION',\n)"
    )
    return text, [key], key


@kind(
    "sunat_greenter_clave_sol",
    "https://github.com/Print-dev/vega-erp/blob/main/emitir_factura.php ; https://github.com/CristopherG19/app-restaurante-cgch/blob/main/pos_addon/docs/GREENTER.md",
    r"[a-z]+[A-Z]?\d{3,4}[a-z]*",
    prefixless=True,
)
def _sunat(g: _R):
    clave = (
        g.r.choice(["lima", "miraflores", "cusco", "chifa"])
        + g.r.choice(["", "P", "S"])
        + g.digits(g.r.choice([3, 4]))
        + g.r.choice(["", "pe", "sol"])
    )
    ruc = "20" + g.digits(9)
    text = (
        "$see = new See();\n$see->setCertificate(file_get_contents(__DIR__.'/certificate.pem'));\n"
        "$see->setService(SunatEndpoints::FE_PRODUCCION);\n"
        f"$see->setClaveSOL('{ruc}', 'FACTURA{g.digits(2)}', '{clave}');"
    )
    return text, [clave], clave


# -- bioinformatics, lab notebooks, LIMS, cryo-EM --------------------------------------------------


@kind(
    "dnanexus_dx_login_token",
    "https://documentation.dnanexus.com/developer/api/authentication ; https://raw.githubusercontent.com/K-Dense-AI/scientific-agent-skills/HEAD/skills/dnanexus-integration/references/authentication.md",
    r"[A-Za-z0-9]{22}",
    prefixless=True,
)
def _dnanexus(g: _R):
    tok = g.s(22)
    text = (
        f"$ dx login --token {tok} --noprojects\n"
        "$ dx select project-GZ1kP8j0b1vQ\nSelected project project-GZ1kP8j0b1vQ\n"
        f"$ curl -H 'Authorization: Bearer {tok}' -X POST https://api.dnanexus.com/system/whoami -d '{{}}'"
    )
    return text, [tok], tok


@kind(
    "basespace_cfg_access_token_and_client_secret",
    "https://github.com/mariogiov/basespace-invaders/blob/master/README.md ; https://github.com/mvarea/basespace-python-sdk",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _basespace(g: _R):
    tok, sec = g.s(32, HEX), g.s(32, HEX)
    text = (
        "# ~/.basespacepy.cfg\n[DEFAULT]\nname = run-fetcher\n"
        f"clientKey = {g.s(32, HEX)}\nclientSecret = {sec}\naccessToken = {tok}\n"
        "apiServer = https://api.basespace.illumina.com/\napiVersion = v1pre3"
    )
    return text, [tok, sec], tok


@kind(
    "ena_webin_cli_password",
    "https://github.com/enasequence/webin-cli/wiki ; https://pypi.org/project/enaCLI/1.0.7",
    r"[A-Z][a-z]+-?\d{2,4}[A-Za-z]+",
    prefixless=True,
)
def _webin(g: _R):
    pw = (
        g.r.choice(["Genome", "Reads", "Contig", "Sample"])
        + g.r.choice(["", "-"])
        + g.digits(g.r.choice([2, 3, 4]))
        + g.s(4, "abcdefghijklmnopqrstuvwxyzXYZ")
    )
    acc = "Webin-" + g.digits(5)
    text = (
        f"$ java -jar webin-cli-9.0.3.jar -context reads -userName {acc} -password '{pw}' \\\n"
        "    -manifest manifest.txt -validate -submit -test\n"
        "INFO : The submission has been validated successfully."
    )
    return text, [pw], pw


@kind(
    "benchling_api_key_basic_auth",
    "https://raw.githubusercontent.com/K-Dense-AI/scientific-agent-skills/HEAD/skills/benchling-integration/references/authentication.md",
    r"sk_[A-Za-z0-9]{30}",
)
def _benchling(g: _R):
    key = "sk_" + g.s(30)
    text = (
        "curl -X GET \\\n  https://acmebio.benchling.com/api/v2/dna-sequences?pageSize=5 \\\n"
        f'  -u "{key}:"\n'
        '{"dnaSequences":[{"id":"seq_Kz1xQ9","name":"pUC19-insert"}],"nextToken":""}'
    )
    return text, [key], key


@kind(
    "elabftw_api_key_authorization_header",
    "https://doc.elabftw.net/api.html ; https://github.com/elabftw/elabapy",
    r"\d{1,3}-[0-9a-f]{84}",
    prefixless=True,
)
def _elabftw(g: _R):
    key = f"{g.r.randint(1, 120)}-{g.s(84, HEX)}"
    text = (
        f"export KEY={key}\n"
        'curl -H "Authorization: $KEY" https://eln.example.org/api/v2/experiments/42\n'
        '{"id": 42, "title": "Western blot, lot 7", "status_title": "Running"}'
    )
    return text, [key], key


@kind(
    "labkey_netrc_apikey",
    "https://www.labkey.org/Documentation/wiki-page.view?name=apiKey (API keys apikey|..., used as password with user apikey in .netrc)",
    r"apikey\|[0-9a-f]{32}",
)
def _labkey(g: _R):
    key = "apikey|" + g.s(32, HEX)
    text = (
        "# ~/.netrc  (LabKey Server, Rlabkey / labkey python)\n"
        f"machine lims.example.edu\nlogin apikey\npassword {key}\n"
    )
    return text, [key], key.split("|")[1]


@kind(
    "cryosparc_license_id_install",
    "https://gist.github.com/brevans/449ecf9a78aac11b3f863b5fd2de80c3 ; https://github.com/aws-samples/cryoem-on-aws-parallel-cluster",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _cryosparc(g: _R):
    lic = _uuid(g)
    text = (
        f'export LICENSE_ID="{lic}"\n'
        "curl -L https://get.cryosparc.com/download/master-latest/$LICENSE_ID -o cryosparc_master.tar.gz\n"
        f"./install.sh --license {lic} --hostname $(hostname) --dbpath /data/cryosparc_db --port 39000"
    )
    return text, [lic], lic


@kind(
    "sage_synapse_config_authtoken",
    "https://rdrr.io/github/Sage-Bionetworks/synapser/f/vignettes/manageSynapseCredentials.Rmd ; https://rdrr.io/pkg/synapser/man/synLogin.html",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
)
def _synapse(g: _R):
    tok = _jwt(
        g,
        {
            "access": {"scope": ["view", "download"]},
            "iss": "https://repo-prod.prod.sagebase.org/auth/v1",
            "sub": g.digits(7),
        },
    )
    text = f"# ~/.synapseConfig\n[authentication]\nauthtoken = {tok}\n\n$ synapse get syn{g.digits(8)}"
    return text, [tok], tok.split(".")[2][:40]


# -- HPC, MLOps, notebook servers -----------------------------------------------------------------


@kind(
    "comet_config_api_key",
    "https://comet.com/docs/v2/guides/experiment-management/configure-sdk/ ; https://comet.com/docs/v2/api-and-sdk/rest-api/overview",
    r"[A-Za-z0-9]{25}",
    prefixless=True,
)
def _comet(g: _R):
    key = g.s(25)
    text = f"# ~/.comet.config\n[comet]\napi_key = {key}\nworkspace = vision-lab\nproject_name = segformer-ablation"
    return text, [key], key


@kind(
    "label_studio_legacy_token_header",
    "https://labelstud.io/guide/access_tokens ; https://Labelstud.io/guide/api",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _labelstudio(g: _R):
    tok = g.s(40, HEX)
    text = (
        f"$ curl -X GET http://localhost:8080/api/projects -H 'Authorization: Token {tok}'\n"
        '{"count": 2, "results": [{"id": 1, "title": "Invoices OCR"}]}'
    )
    return text, [tok], tok


@kind(
    "lakectl_yaml_secret_access_key",
    "https://docs.lakefs.io/latest/reference/cli",
    r"[A-Za-z0-9+/]{40}",
    prefixless=True,
)
def _lakefs(g: _R):
    sec = g.s(40, ALNUM + "+/")
    text = (
        "# ~/.lakectl.yaml\ncredentials:\n"
        f"  access_key_id: AKIAJ{g.s(15, UPPER_DIGITS)}\n  secret_access_key: {sec}\n"
        "server:\n  endpoint_url: https://lakefs.example.com"
    )
    return text, [sec], _bare(sec)


@kind(
    "roboflow_api_key_python",
    "https://docs.roboflow.com/api-reference/authentication (private API key passed as api_key=)",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _roboflow(g: _R):
    key = g.s(20)
    text = (
        "from roboflow import Roboflow\n"
        f'rf = Roboflow(api_key="{key}")\n'
        'project = rf.workspace("agri-vision").project("weed-detect")\nmodel = project.version(3).model'
    )
    return text, [key], key


@kind(
    "code_server_config_yaml_password",
    "https://gist.github.com/gilangvperdana/02223746bb1582895ee368bc5c659284 ; https://huggingface.co/spaces/oulh/idea/commit/f05722b0b94dbfa7a2a30e74dea5bf7e4eb58716",
    r"[0-9a-f]{24}",
    prefixless=True,
)
def _codeserver(g: _R):
    pw = g.s(24, HEX)
    text = f"$ cat ~/.config/code-server/config.yaml\nbind-addr: 127.0.0.1:8080\nauth: password\npassword: {pw}\ncert: false"
    return text, [pw], pw


@kind(
    "marimo_token_password_flag",
    "https://docs.marimo.io/guides/deploying/authentication",
    r"[A-Za-z0-9_-]{22}",
    prefixless=True,
)
def _marimo(g: _R):
    tok = g.s(22, URLSAFE)
    text = (
        f'$ marimo run dashboard.py --host 0.0.0.0 --token --token-password="{tok}"\n'
        f"        URL: http://0.0.0.0:2718?access_token={tok}"
    )
    return text, [tok], tok


@kind(
    "pluto_jl_secret_url",
    "https://plutojl.org/en/docs/security/ (Pluto prints a URL with ?secret= when it starts)",
    r"[A-Za-z0-9]{8}",
    prefixless=True,
)
def _pluto(g: _R):
    sec = g.s(8)
    text = (
        "julia> import Pluto; Pluto.run(port=1234)\n"
        "[ Info: Loading...\n"
        "┌ Info:\n"
        f"└ Go to http://localhost:1234/?secret={sec} in your browser to start writing ~ have fun!"
    )
    return text, [sec], sec


@kind(
    "posit_connect_api_key_header",
    "https://docs.posit.co/connect/user/api-keys ; https://rstudio.github.io/rsconnect/reference/connectApiUser.html",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _posit(g: _R):
    key = g.s(32)
    text = (
        "rsconnect::connectApiUser(account = 'deploy-bot', server = 'connect.example.org',\n"
        f"                          apiKey = '{key}')\n"
        f"# curl -H 'Authorization: Key {key}' https://connect.example.org/__api__/v1/content"
    )
    return text, [key], key


@kind(
    "lancedb_cloud_api_key",
    "https://lancedb.github.io/lancedb/ (lancedb.connect(uri='db://...', api_key='sk_...'))",
    r"sk_[A-Za-z0-9]{38}",
)
def _lancedb(g: _R):
    key = "sk_" + g.s(38)
    text = (
        "import lancedb\n"
        f'db = lancedb.connect(uri="db://retrieval-{g.s(6, LOWER_DIGITS)}", api_key="{key}", region="us-east-1")\n'
        'tbl = db.open_table("chunks")'
    )
    return text, [key], key


# -- search engines and vector databases ----------------------------------------------------------


@kind(
    "solr_security_json_basic_auth_credentials",
    "https://solr.apache.org/guide/8_8/basic-authentication-plugin.html ; https://gist.github.com/dasgoll/2ff4f2c0f98f86077373fbf6937fa6e9",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _solr(g: _R):
    h, s = _b64(g, 32), _b64(g, 32)
    sec = {
        "authentication": {
            "blockUnknown": True,
            "class": "solr.BasicAuthPlugin",
            "credentials": {"indexer": f"{h} {s}"},
            "realm": "My Solr users",
        }
    }
    text = "$ bin/solr zk cp file:security.json zk:/security.json -z localhost:9983\n" + json.dumps(
        sec, indent=2
    )
    return text, [h, s], _bare(h)


@kind(
    "sonic_config_cfg_channel_auth_password",
    "https://github.com/valeriansaliou/sonic/blob/master/CONFIGURATION.md",
    r"[A-Za-z0-9]{18}",
    prefixless=True,
)
def _sonic(g: _R):
    pw = g.s(18)
    text = (
        '# /etc/sonic.cfg\n[server]\nlog_level = "error"\n\n[channel]\n'
        f'inet = "0.0.0.0:1491"\ntcp_timeout = 300\nauth_password = "{pw}"\n\n'
        '[store.kv]\npath = "/var/lib/sonic/store/kv/"'
    )
    return text, [pw], pw


@kind(
    "zincsearch_first_admin_password",
    "https://zincsearch-docs.zinc.dev/quickstart ; https://github.com/zincsearch/zincsearch/discussions/560",
    r"[A-Z][a-z]+[#!%]\d{3}",
    prefixless=True,
)
def _zinc(g: _R):
    pw = g.r.choice(["Complexpass", "Searchbox", "Logstore", "Indexer"]) + g.r.choice("#!%") + g.digits(3)
    text = (
        'docker run -v /srv/zinc:/data -e ZINC_DATA_PATH="/data" -p 4080:4080 \\\n'
        f"    -e ZINC_FIRST_ADMIN_USER=admin -e ZINC_FIRST_ADMIN_PASSWORD='{pw}' \\\n"
        "    --name zincsearch public.ecr.aws/zinclabs/zincsearch:latest"
    )
    return text, [pw], _bare(pw)


@kind(
    "opensearch_internal_users_bcrypt_hash",
    "https://opensearch.org/docs/latest/security/configuration/yaml/ (internal_users.yml hash: bcrypt from plugins/opensearch-security/tools/hash.sh)",
    r"\$2y\$12\$[./A-Za-z0-9]{53}",
)
def _opensearch(g: _R):
    h = "$2y$12$" + g.s(53, ALNUM + "./")
    text = (
        '# config/opensearch-security/internal_users.yml\n_meta:\n  type: "internalusers"\n  config_version: 2\n\n'
        f'logstash_writer:\n  hash: "{h}"\n  reserved: false\n  backend_roles:\n  - "logstash"'
    )
    return text, [h], _bare(h[7:])


@kind(
    "milvus_client_user_password_token",
    "https://milvus.io/docs/connect-to-milvus-server.md ; https://docs.zilliz.com/reference/python/python/Client-MilvusClient",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _milvus(g: _R):
    pw = g.s(16)
    text = (
        "from pymilvus import MilvusClient\n\n"
        f'client = MilvusClient(uri="http://milvus.internal:19530", token="rag_writer:{pw}")\n'
        "client.list_collections()"
    )
    return text, [pw], pw


@kind(
    "chroma_server_authn_token",
    "https://cookbook.chromadb.dev/security/auth ; https://github.com/amikos-tech/chromadb-data-pipes/issues/152",
    r"[A-Za-z0-9_-]{32}",
    prefixless=True,
)
def _chroma(g: _R):
    tok = g.s(32, URLSAFE)
    text = (
        "docker run -d -p 8000:8000 \\\n"
        '  -e CHROMA_SERVER_AUTHN_PROVIDER="chromadb.auth.token_authn.TokenAuthenticationServerProvider" \\\n'
        f'  -e CHROMA_SERVER_AUTHN_CREDENTIALS="{tok}" \\\n'
        '  -e CHROMA_AUTH_TOKEN_TRANSPORT_HEADER="X-Chroma-Token" chromadb/chroma\n'
        f"curl -H 'X-Chroma-Token: {tok}' http://localhost:8000/api/v2/collections"
    )
    return text, [tok], tok


# -- API gateways and service meshes --------------------------------------------------------------


@kind(
    "kong_deck_keyauth_credential",
    "https://developer.konghq.com/operator/get-started/konnect-crds/key-authentication ; https://pulumi.com/registry/packages/kong/api-docs/consumerkeyauth",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _kong_key(g: _R):
    key = g.s(32)
    text = (
        '# kong.yaml (decK)\n_format_version: "3.0"\nconsumers:\n  - username: billing-svc\n'
        f"    keyauth_credentials:\n      - key: {key}\n"
        "services:\n  - name: invoices\n    url: http://invoices.internal:8080"
    )
    return text, [key], key


@kind(
    "kong_consumer_jwt_secret",
    "https://gist.github.com/mandaputtra/daadf63eeaa188c9873d01c898ea42fe ; https://developer.konghq.com/how-to/authenticate-consumers-jwt",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _kong_jwt(g: _R):
    k, s = g.s(32), g.s(32)
    resp = {"key": k, "algorithm": "HS256", "secret": s, "consumer": {"id": _uuid(g)}, "rsa_public_key": None}
    text = "$ curl -X POST http://localhost:8001/consumers/mobile-app/jwt\n" + json.dumps(resp, indent=1)
    return text, [s], s


@kind(
    "tyk_conf_secret_and_node_secret",
    "https://tyk.io/docs/deployment/default-secrets-reference.md ; https://tyk.io/docs/5.0/tyk-oss-gateway/configuration/",
    r"[A-Za-z0-9]{28}",
    prefixless=True,
)
def _tyk(g: _R):
    sec, node = g.s(28), g.s(28)
    conf = {
        "listen_port": 8080,
        "secret": sec,
        "node_secret": node,
        "template_path": "/opt/tyk-gateway/templates",
    }
    text = "$ cat /opt/tyk-gateway/tyk.conf\n" + json.dumps(conf, indent=2)
    return text, [sec, node], sec


@kind(
    "apisix_config_yaml_admin_key",
    "https://apisix.apache.org/docs/apisix/3.21/admin-api/ ; https://mail-archive.com/notifications@apisix.apache.org/msg144098.html",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _apisix(g: _R):
    key = g.s(32, HEX)
    text = (
        "# conf/config.yaml\ndeployment:\n  role: traditional\n  admin:\n    admin_key:\n"
        f"      - name: admin\n        key: {key}\n        role: admin\n\n"
        f"curl http://127.0.0.1:9180/apisix/admin/routes -H 'X-API-KEY: {key}'"
    )
    return text, [key], key


@kind(
    "linkerd_identity_issuer_ec_key",
    "https://linkerd.io/2/tasks/generate-certificates/ ; https://gist.github.com/grampelberg/a18e4caa4dcd025370c7e48905ba6211",
    r"[A-Za-z0-9+/]{64}",
)
def _linkerd(g: _R):
    body = _pem_body(g, 2)
    text = (
        "$ step certificate create identity.linkerd.cluster.local issuer.crt issuer.key \\\n"
        "    --profile intermediate-ca --not-after 8760h --no-password --insecure --ca ca.crt --ca-key ca.key\n"
        "$ cat issuer.key\n-----BEGIN EC PRIVATE KEY-----\n"
        + "\n".join(body)
        + "\n-----END EC PRIVATE KEY-----"
    )
    return text, [body[0]], _bare(body[0])[:40]


@kind(
    "spire_server_join_token",
    "https://zenn.dev/kg0r0/articles/e2fad09fb17b60f75914 ; https://microsoft.github.io/identity-spiffe/runbooks/spire-operations/",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _spire(g: _R):
    tok = _uuid(g)
    text = (
        "$ bin/spire-server token generate -spiffeID spiffe://example.org/edge-node-7\n"
        f"Token: {tok}\n"
        f"$ bin/spire-agent run -config conf/agent/agent.conf -joinToken {tok} &"
    )
    return text, [tok], tok


@kind(
    "kuma_dataplane_token",
    "https://developer.konghq.com/mesh/dp-auth ; https://developer.konghq.com/kongctl/create/mesh/",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
)
def _kuma(g: _R):
    tok = _jwt(g, {"Name": "backend-01", "Mesh": "default", "Tags": {}, "Type": "dataplane", "jti": _uuid(g)})
    text = (
        "$ kumactl generate dataplane-token --mesh default --name backend-01 --valid-for 720h > /tmp/kuma-token\n"
        f"$ cat /tmp/kuma-token\n{tok}\n"
        "$ kuma-dp run --cp-address=https://kuma-cp:5678 --dataplane-token-file=/tmp/kuma-token"
    )
    return text, [tok], tok.split(".")[2][:40]


# -- CI systems -----------------------------------------------------------------------------------


@kind(
    "gitea_act_runner_registration_token",
    "https://github.com/go-gitea/gitea/pull/27848.patch ; https://docs.gitea.com/usage/actions/act-runner",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _actrunner(g: _R):
    tok = g.s(40)
    text = (
        f"$ ./act_runner register --no-interactive --instance https://git.example.org --token {tok} \\\n"
        "    --name build-02 --labels ubuntu-latest:docker://node:20-bookworm\n"
        "INFO Runner registered successfully."
    )
    return text, [tok], tok


@kind(
    "halyard_config_docker_registry_password",
    "https://spinnaker.io/setup/install/providers/docker-registry/ ; https://gist.github.com/thpham/38775e1789cf392011e4e15f8abfbd08",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _halyard(g: _R):
    pw = g.s(20)
    text = (
        "# ~/.hal/config (excerpt)\n    dockerRegistry:\n      enabled: true\n      accounts:\n"
        "      - name: harbor\n        address: https://harbor.example.com\n        username: robot$spinnaker\n"
        f"        password: {pw}\n        repositories:\n        - platform/api"
    )
    return text, [pw], pw


@kind(
    "onedev_access_token_rest",
    "https://docs.onedev.io (Access tokens: user settings > access tokens, used as password for REST and git over http)",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _onedev(g: _R):
    tok = g.s(40)
    text = (
        f"$ curl -u robin:{tok} https://onedev.example.com/~api/projects?offset=0&count=10\n"
        '[{"id":1,"key":"WEB","name":"website"}]'
    )
    return text, [tok], tok


# -- browser-extension stores ---------------------------------------------------------------------


@kind(
    "web_ext_sign_amo_api_secret",
    "https://mozilla.github.io/addons-server/topics/api/auth.html ; https://github.com/mozilla/sign-addon",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _webext(g: _R):
    sec = g.s(64, HEX)
    issuer = f"user:{g.digits(8)}:{g.digits(3)}"
    text = (
        f"$ web-ext sign --channel unlisted --api-key={issuer} \\\n    --api-secret={sec}\n"
        "Building web extension from /home/dev/ext\nSigning add-on... Your add-on has been submitted for review."
    )
    return text, [sec], sec


@kind(
    "chrome_webstore_upload_refresh_token",
    "https://github.com/DrewML/chrome-webstore-upload-cli ; https://gist.github.com/RoiArthurB/733d249bc6bdbaace526315a759359aa",
    r"1//0[A-Za-z0-9_-]{99}",
)
def _chromews(g: _R):
    ref = "1//0" + g.s(99, URLSAFE)
    text = (
        "# GitHub Actions secrets used by the release workflow\n"
        f"EXTENSION_ID={g.s(32, 'abcdefghijklmnop')}\n"
        f"CLIENT_ID={g.digits(12)}-{g.s(32, LOWER_DIGITS)}.apps.googleusercontent.com\n"
        f"REFRESH_TOKEN={ref}\n"
        "$ npx chrome-webstore-upload upload --source dist.zip --auto-publish"
    )
    return text, [ref], _bare(ref)[:60]


@kind(
    "edge_addons_api_key_publish",
    "https://learn.microsoft.com/microsoft-edge/extensions-chromium/publish/api/using-addons-api (Client ID and API key headers)",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _edge(g: _R):
    key = g.s(32)
    text = (
        f"$ curl -X POST https://api.addons.microsoftedge.microsoft.com/v1/products/{_uuid(g)}/submissions/draft/package \\\n"
        f"    -H 'Authorization: ApiKey {key}' -H 'X-ClientID: {_uuid(g)}' \\\n"
        "    -H 'Content-Type: application/zip' -T extension.zip"
    )
    return text, [key], key


# -- desktop preference files ---------------------------------------------------------------------


@kind(
    "hexchat_servlist_conf_passwords",
    "http://xchatdata.net/Using/Servlist-conf",
    r"[A-Za-z]+\d{3}[A-Za-z!]+",
    prefixless=True,
)
def _hexchat(g: _R):
    srv = g.r.choice(["Bouncer", "Znc", "Ircd"]) + g.digits(3) + g.s(4, "abcdefghijklmnopqrstuvwxyz") + "!"
    nick = g.r.choice(["Nick", "Serv", "Ident"]) + g.digits(3) + g.s(6, "abcdefghijklmnopqrstuvwxyz")
    text = (
        "# ~/.config/hexchat/servlist.conf\nv=2.16.2\n\n"
        f"N=Libera.Chat\nI=robin\nU=robin\nP={srv}\nB={nick}\nL=6\nE=UTF-8 (Unicode)\nF=19\nD=0\nS=irc.libera.chat/+6697"
    )
    return text, [srv, nick], nick


@kind(
    "mremoteng_confcons_encrypted_password",
    "https://github.com/mRemoteNG/mRemoteNG (confCons.xml Node Password attribute, AES-GCM then Base64)",
    r"[A-Za-z0-9+/]+={0,2}",
    prefixless=True,
)
def _mremoteng(g: _R):
    pw = _b64(g, 48)
    text = (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        '<mrng:Connections xmlns:mrng="http://mremoteng.org" Name="Connections" EncryptionEngine="AES" '
        'BlockCipherMode="GCM" KdfIterations="1000" ConfVersion="2.6">\n'
        f'  <Node Name="db01" Type="Connection" Username="svc_backup" Domain="CORP" Password="{pw}" '
        'Hostname="10.20.0.15" Protocol="RDP" Port="3389" />\n</mrng:Connections>'
    )
    return text, [pw], _bare(pw)


# -- mobile app configuration ---------------------------------------------------------------------


@kind(
    "appsflyer_dev_key_flutter_options",
    "https://gist.github.com/Wizpna/8de9f44dd3bfe8898c1afcfdbea6a50c ; https://dev.appsflyer.com/hc/docs/rn_integration",
    r"[A-Za-z0-9]{22}",
    prefixless=True,
)
def _appsflyer(g: _R):
    key = g.s(22)
    text = (
        "final appsFlyerOptions = AppsFlyerOptions(\n"
        f'  afDevKey: "{key}",\n'
        f'  appId: "{g.digits(10)}",\n  showDebug: kDebugMode,\n  timeToWaitForATTUserAuthorization: 50,\n);'
    )
    return text, [key], key


@kind(
    "revenuecat_secret_api_key",
    "https://www.revenuecat.com/docs/projects/authentication (secret API keys sk_..., server side only)",
    r"sk_[A-Za-z0-9]{32}",
)
def _revenuecat(g: _R):
    key = "sk_" + g.s(32)
    text = (
        f"$ curl https://api.revenuecat.com/v1/subscribers/app_user_{g.digits(5)} \\\n"
        f"    -H 'Authorization: Bearer {key}' -H 'X-Platform: ios'"
    )
    return text, [key], key


@kind(
    "dify_app_api_key_bearer",
    "https://docs.dify.ai/guides/application-publishing/developing-with-apis (Authorization: Bearer app-...)",
    r"app-[A-Za-z0-9]{24}",
)
def _dify(g: _R):
    key = "app-" + g.s(24)
    text = (
        "curl -X POST 'https://api.dify.ai/v1/chat-messages' \\\n"
        f"--header 'Authorization: Bearer {key}' \\\n"
        "--header 'Content-Type: application/json' \\\n"
        '--data-raw \'{"inputs": {}, "query": "status?", "response_mode": "blocking", "user": "abc-123"}\''
    )
    return text, [key], key


@kind(
    "lxd_trust_add_certificate_token",
    "https://documentation.ubuntu.com/lxd/latest/reference/manpages/lxc/config/trust/add ; https://manpages.debian.org/testing/lxd-client/lxc.config.trust.add.1.en.html",
    r"eyJ[A-Za-z0-9+/=]+",
)
def _lxd(g: _R):
    payload = {
        "client_name": "laptop",
        "fingerprint": g.s(64, HEX),
        "addresses": ["10.0.3.1:8443"],
        "secret": g.s(64, HEX),
        "expires_at": "0001-01-01T00:00:00Z",
    }
    tok = base64.b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode()
    text = f"$ lxc config trust add --name laptop\nClient laptop certificate add token:\n{tok}"
    return text, [tok], _bare(tok)[-40:]


# -- config idioms of languages the earlier sets did not use ---------------------------------------


@kind(
    "ada_gnatcoll_sql_postgres_password",
    "https://docs.adacore.com/gnatcoll-docs/sql.html (GNATCOLL.SQL.Postgres.Setup with User and Password)",
    r"[A-Z][a-z]+_\d{4}[a-z]{2}",
    prefixless=True,
)
def _ada(g: _R):
    pw = (
        g.r.choice(["Ravenscar", "Spark", "Tasking", "Rendezvous"])
        + "_"
        + g.digits(4)
        + g.s(2, "abcdefghijklmnopqrstuvwxyz")
    )
    text = (
        "with GNATCOLL.SQL.Exec;     use GNATCOLL.SQL.Exec;\nwith GNATCOLL.SQL.Postgres;\n\n"
        "DB_Descr : constant Database_Description := GNATCOLL.SQL.Postgres.Setup\n"
        '  (Database => "telemetry", User => "ground", Host => "db.local",\n'
        f'   Password => "{pw}");'
    )
    return text, [pw], pw


@kind(
    "freepascal_sqldb_connection_password",
    "https://www.chiark.greenend.org.uk/doc/fp-docs/3.2.0/fcl/sqldb/tsqlconnection.hostname.html ; https://pastebin.com/Hfg9PYrF",
    r"[a-z]+\d{3}[A-Z][a-z]+",
    prefixless=True,
)
def _fpc(g: _R):
    pw = (
        g.r.choice(["lazarus", "pascal", "delphi"])
        + g.digits(3)
        + g.r.choice(["Db", "Sql", "Pg"])
        + g.s(2, "abcdefghijklmnopqrstuvwxyz")
    )
    text = (
        "procedure TDataModule1.DataModuleCreate(Sender: TObject);\nbegin\n"
        "  PQConnection1.HostName     := 'db.example.lan';\n"
        "  PQConnection1.DatabaseName := 'warehouse';\n"
        "  PQConnection1.UserName     := 'lager';\n"
        f"  PQConnection1.Password     := '{pw}';\n"
        "  PQConnection1.Connected    := True;\nend;"
    )
    return text, [pw], pw


@kind(
    "vb6_inet_control_ftp_password",
    "https://learn.microsoft.com/previous-versions/visualstudio/visual-basic-6/ (Internet Transfer Control: UserName, Password, Execute)",
    r"[a-z]+\d{2,4}[A-Z]{1,2}",
    prefixless=True,
)
def _vb6(g: _R):
    pw = (
        g.r.choice(["upload", "lager", "kasse", "export"])
        + g.digits(g.r.choice([2, 3, 4]))
        + g.s(g.r.choice([1, 2]), "ABCDEFGHJKLMNPQRSTUVWXYZ")
    )
    text = (
        "Private Sub cmdSend_Click()\n"
        '    Inet1.URL = "ftp://ftp.example.com"\n'
        '    Inet1.UserName = "kasse01"\n'
        f'    Inet1.Password = "{pw}"\n'
        '    Inet1.Execute , "PUT C:\\export\\umsatz.csv /in/umsatz.csv"\nEnd Sub'
    )
    return text, [pw], pw


@kind(
    "octave_ftp_object_password",
    "https://docs.octave.org/latest/FTP-Objects.html (f = ftp (host, username, password))",
    r"[A-Za-z]+\d{4}",
    prefixless=True,
)
def _octave(g: _R):
    pw = (
        g.r.choice(["Sensor", "Probe", "Logger", "Spectra"])
        + g.s(3, "abcdefghijklmnopqrstuvwxyz")
        + g.digits(4)
    )
    text = (
        f"f = ftp ('ftp.lab.example.org', 'instrument', '{pw}');\n"
        "cd (f, '/incoming/spectra');\nmput (f, '*.csv');\nclose (f);"
    )
    return text, [pw], pw


@kind(
    "sas_proc_http_webpassword",
    "https://support.sas.com/documentation/cdl/en/proc/61895/HTML/default/a003286672.htm ; https://support.sas.com/resources/papers/proceedings19/3232-2019.pdf",
    r"[A-Z][a-z]+\d{2}[!#]",
    prefixless=True,
)
def _sas(g: _R):
    pw = (
        g.r.choice(["Analytics", "Winter", "Report", "Quarter"])
        + g.digits(2, first_nonzero=False)
        + g.r.choice("!#")
    )
    text = (
        'filename resp temp;\nproc http\n   url="https://api.example.com/v2/exports/claims"\n'
        '   method="GET"\n   webusername="sasbatch"\n'
        f'   webpassword="{pw}"\n   auth_basic\n   out=resp;\nrun;'
    )
    return text, [pw], _bare(pw)


@kind(
    "stata_odbc_load_connectionstring_pwd",
    'https://www.stata.com/manuals/dodbc.pdf (odbc load ..., connectionstring("...;PWD=..."))',
    r"[a-z]+\d{4}",
    prefixless=True,
)
def _stata(g: _R):
    pw = (
        g.r.choice(["panel", "survey", "wave", "cohort"]) + g.s(3, "abcdefghijklmnopqrstuvwxyz") + g.digits(4)
    )
    text = (
        'odbc load, exec("SELECT * FROM households WHERE wave = 7") ///\n'
        '    connectionstring("DRIVER={PostgreSQL Unicode};SERVER=db.stats.local;'
        f'DATABASE=hh;UID=analyst;PWD={pw}") clear\n'
        "describe, short"
    )
    return text, [pw], pw


@kind(
    "swi_prolog_http_open_basic_authorization",
    "https://rdrr.io/cran/rswipl/f/src/swipl-devel/packages/http/README.md (library(http/http_open) option authorization(basic(User, Password)))",
    r"[a-z]+_[a-z]+\d{3}",
    prefixless=True,
)
def _prolog(g: _R):
    pw = g.r.choice(["horn", "clause", "unify"]) + "_" + g.r.choice(["goal", "fact", "rule"]) + g.digits(3)
    text = (
        ":- use_module(library(http/http_open)).\n\n"
        "fetch_report(Stream) :-\n"
        "    http_open('https://kb.example.org/api/report', Stream,\n"
        f"              [ authorization(basic(reasoner, '{pw}')) ]).\n"
    )
    return text, [pw], pw


@kind(
    "pharo_zinc_znclient_username_password",
    "https://github.com/svenvc/zinc (ZnClient>>username:password:, ZnBasicCredential in Zinc-HTTP-Support)",
    r"[a-z]+[A-Z][a-z]+\d{3}",
    prefixless=True,
)
def _pharo(g: _R):
    pw = g.r.choice(["morphic", "seaside", "glamour"]) + g.r.choice(["Blue", "Rose", "Moss"]) + g.digits(3)
    text = (
        "| client |\nclient := ZnClient new\n"
        "    url: 'https://ci.example.org/api/builds';\n"
        f"    username: 'pharo-bot' password: '{pw}';\n"
        "    accept: ZnMimeType applicationJson;\n    yourself.\nclient get."
    )
    return text, [pw], pw


@kind(
    "guile_scheme_define_api_token",
    "https://www.gnu.org/software/guile/manual/html_node/Web-Client.html (http-request with #:headers)",
    r"[A-Za-z0-9]{36}",
    prefixless=True,
)
def _guile(g: _R):
    tok = g.s(36)
    text = (
        "(use-modules (web client) (web uri))\n\n"
        f'(define %api-token "{tok}")\n\n'
        '(http-request (string->uri "https://api.example.org/v1/jobs")\n'
        "              #:headers `((authorization . (bearer . ,%api-token))))"
    )
    return text, [tok], tok


@kind(
    "fsharp_sqlprovider_literal_connection_string",
    "https://fsprojects.github.io/SQLProvider/core/parameters.html ; https://bitbucket.org/snippets/cpresley/kMdrL",
    r"[A-Za-z]+\d{3}[A-Za-z]+",
    prefixless=True,
)
def _fsharp(g: _R):
    pw = g.r.choice(["Fable", "Giraffe", "Saturn"]) + g.digits(3) + g.s(5, "abcdefghijklmnopqrstuvwxyz")
    text = (
        "open FSharp.Data.Sql\n\n[<Literal>]\n"
        f'let ConnStr = "Host=db.internal;Database=orders;Username=fsapp;Password={pw}"\n\n'
        "type Sql = SqlDataProvider<Common.DatabaseProviderTypes.POSTGRESQL, ConnStr>\n"
        "let ctx = Sql.GetDataContext()"
    )
    return text, [pw], pw


@kind(
    "haxe_http_setheader_bearer_token",
    "https://api.haxe.org/haxe/Http.html (haxe.Http setHeader / request)",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _haxe(g: _R):
    tok = g.s(40)
    text = (
        'var req = new haxe.Http("https://api.example.com/scores");\n'
        f'req.setHeader("Authorization", "Bearer {tok}");\n'
        "req.onData = function(d) trace(d);\nreq.request(false);"
    )
    return text, [tok], tok


@kind(
    "elm_http_header_api_key_constant",
    "https://package.elm-lang.org/packages/elm/http/latest/Http#header",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _elm(g: _R):
    key = g.s(32)
    text = (
        "apiKey : String\n"
        f'apiKey =\n    "{key}"\n\n'
        "getStops : Cmd Msg\ngetStops =\n    Http.request\n"
        '        { method = "GET"\n        , headers = [ Http.header "X-Api-Key" apiKey ]\n'
        '        , url = "https://transit.example.org/v1/stops"\n        , body = Http.emptyBody\n'
        "        , expect = Http.expectJson GotStops stopsDecoder\n        , timeout = Nothing\n        , tracker = Nothing\n        }"
    )
    return text, [key], key


@kind(
    "purescript_affjax_authorization_header",
    'https://pursuit.purescript.org/packages/purescript-affjax/ (RequestHeader ("Authorization") in defaultRequest)',
    r"[A-Za-z0-9_-]{40}",
    prefixless=True,
)
def _purescript(g: _R):
    tok = g.s(40, URLSAFE)
    text = (
        "fetchOrders :: Aff (Either Error (Response String))\n"
        "fetchOrders = AX.request $ AX.defaultRequest\n"
        '  { url = "https://api.example.com/orders"\n'
        f'  , headers = [ RequestHeader "Authorization" "Token {tok}" ]\n'
        "  , responseFormat = ResponseFormat.string\n  }"
    )
    return text, [tok], tok


@kind(
    "gleam_publish_hexpm_pass_env",
    "https://gleam.run/writing-gleam/publishing/ (gleam publish reads HEXPM_USER and HEXPM_PASS)",
    r"[a-z]+-[a-z]+-\d{4}",
    prefixless=True,
)
def _gleam(g: _R):
    pw = (
        g.r.choice(["lucy", "beam", "otp"])
        + "-"
        + g.r.choice(["starfish", "pattern", "result"])
        + "-"
        + g.digits(4)
    )
    text = (
        "# .github/workflows/release.yml (excerpt)\n      - run: gleam publish -y\n        env:\n"
        f"          HEXPM_USER: lucy-dev\n          HEXPM_PASS: {pw}"
    )
    return text, [pw], pw


@kind(
    "vlang_db_pg_config_password",
    "https://modules.vlang.io/db.pg.html (pg.connect(pg.Config{host, user, password, dbname}))",
    r"[A-Za-z]+\d{3}[a-z]{3}",
    prefixless=True,
)
def _vlang(g: _R):
    pw = g.r.choice(["Vweb", "Veb", "Vlang"]) + g.digits(3) + g.s(3, "abcdefghijklmnopqrstuvwxyz")
    text = (
        "import db.pg\n\nfn main() {\n"
        "\tdb := pg.connect(pg.Config{\n\t\thost: 'localhost'\n\t\tport: 5432\n\t\tuser: 'blog'\n"
        f"\t\tpassword: '{pw}'\n\t\tdbname: 'blog'\n\t}}) or {{ panic(err) }}\n\tdefer {{ db.close() }}\n}}"
    )
    return text, [pw], pw


@kind(
    "odin_const_api_key_string",
    'https://odin-lang.org/docs/overview/#constants (name :: "value" compile-time constant)',
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _odin(g: _R):
    key = g.s(32)
    text = (
        'package telemetry\n\nimport "core:fmt"\n\n'
        f'INGEST_API_KEY :: "{key}"\n\n'
        'main :: proc() {\n\tfmt.println("posting with key", INGEST_API_KEY[:4])\n}'
    )
    return text, [key], key


# -- terminal output of CLIs that print a secret ----------------------------------------------------


@kind(
    "pritunl_default_password_output",
    "https://docs.pritunl.com/docs/configuration-5 (sudo pritunl default-password prints the initial admin login)",
    r"[A-Za-z0-9]{12}",
    prefixless=True,
)
def _pritunl(g: _R):
    pw = g.s(12)
    text = (
        "$ sudo pritunl default-password\n[undefined][2026-11-30 05:14:02,118][INFO] Getting default administrator password\n"
        'Administrator default password:\n  username: "pritunl"\n'
        f'  password: "{pw}"'
    )
    return text, [pw], pw


@kind(
    "openstack_application_credential_secret_output",
    "https://docs.openstack.org/keystone/latest/user/application_credentials.html (openstack application credential create prints the secret once)",
    r"[A-Za-z0-9_-]{86}",
    prefixless=True,
)
def _openstack(g: _R):
    sec = g.s(86, URLSAFE)
    text = (
        "$ openstack application credential create ci-deployer --role member\n"
        "+--------------+----------------------------------------------------------------------------------------+\n"
        "| Field        | Value                                                                                  |\n"
        "+--------------+----------------------------------------------------------------------------------------+\n"
        f"| id           | {g.s(32, HEX)}                                                       |\n"
        "| name         | ci-deployer                                                                            |\n"
        f"| secret       | {sec} |\n"
        "+--------------+----------------------------------------------------------------------------------------+"
    )
    return text, [sec], sec[:60]


# -- late additions (same sources as above) -------------------------------------------------------


@kind(
    "label_studio_personal_access_token_refresh",
    "https://labelstud.io/guide/access_tokens ; https://api.labelstud.io/api-reference/introduction/getting-started.md",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
)
def _labelstudio_pat(g: _R):
    tok = _jwt(
        g, {"token_type": "refresh", "exp": 8079955200, "iat": 1764479000, "jti": g.s(32, HEX), "user_id": 3}
    )
    text = (
        "# .env for the labeling-config skill\nLABEL_STUDIO_URL=http://localhost:8080\n"
        f"LABEL_STUDIO_API_KEY={tok}\n"
        "$ curl -X POST http://localhost:8080/api/token/refresh -H 'Content-Type: application/json' "
        f'-d \'{{"refresh": "{tok}"}}\''
    )
    return text, [tok], tok.split(".")[2][:40]


@kind(
    "zilliz_cloud_cluster_api_token",
    "https://docs.zilliz.com/reference/python/python/Client-MilvusClient ; https://huggingface.co/spaces/nampham1106/image-retrieval/blob/main/utils/utils.py",
    r"[0-9a-f]{104}",
    prefixless=True,
)
def _zilliz(g: _R):
    tok = g.s(104, HEX)
    text = (
        "from pymilvus import MilvusClient, connections\n"
        f'CLUSTER_ENDPOINT = "https://in03-{g.s(15, HEX)}.api.gcp-us-west1.zillizcloud.com"\n'
        f'TOKEN = "{tok}"\n'
        "client = MilvusClient(uri=CLUSTER_ENDPOINT, token=TOKEN)"
    )
    return text, [tok], tok[:64]
