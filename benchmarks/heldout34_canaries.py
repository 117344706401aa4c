"""Held-out canary set 34: credentials in less-covered software and carriers (issue 31).

A canary set nobody has tuned on, all of it **credentials** a publisher must not leak, most of them
prefixless (a password, a shared secret, a random key whose only clue is the key name, the flag
or the file it sits in), spread over software the earlier sets' kind names cover least:

- mainframe and midrange: RACF ``ALTUSER PASSWORD(...)`` and ``PHRASE('...')``, ``EXEC CICS
  CHANGE PASSWORD`` in COBOL, CICS Transaction Gateway .NET ``EsiVerifyRequest``, IBM MQ classes
  for Java ``MQEnvironment.password`` and MQ MFT ``-mqpassword``, IBM i CL ``CHGUSRPRF`` and
  ``ADDSVRAUTE``, DB2 ``db2dsdriver.cfg``, IBM Copy Services Manager ``csmcli -password``,
  Software AG Command Central ``CC_PASSWORD`` and Universal Messaging credential scripts,
  ``BPX1PWD`` in HLASM, ``QsyAddServerEntry`` in C, ``SYSTOOLS.CHANGE_USER_PROFILE``, IBM MQ XMS
  .NET ``XMSC.PASSWORD``, HCL Link MQ adapter ``-PASSWORD``, Tuxedo ART ``eci_password``, AVEVA
  Historian ``AddServerEx``, DataDirect Teradata ``AuthenticationPassword``, Seald dashboard keys;
- core banking and insurance: Mambu ``apiKey`` header, Temenos TAFJ properties, Guidewire
  ``database-config.xml`` ``reset-tools-params``;
- healthcare integration: Mirth Connect (NextGen) MCP server env, InterSystems IRIS Native SDK
  ``Security.Users`` calls, Medplum client credentials;
- GIS: ArcGIS API for Python ``GIS(...)``, ``arcpy.SignInToPortal``, tegola PostGIS provider URI,
  QGIS ``QGIS_AUTH_DB_URI``;
- conferencing: Jicofo ``jicofo.conf`` XMPP client, ``prosodyctl register``, OpenVidu
  ``OPENVIDU_SECRET``, Galene group JSON, Vonage Video (OpenTok) API secret and ``T1==`` client
  tokens, Agora ``006`` RTC tokens, Zoom Video SDK secret, Twilio Video and Daily.co JWTs,
  Nextcloud Talk signaling server, Pipecat Cloud ``pcc_pat_`` tokens;
- app-store and mobile back ends: App Store shared secret in ``verifyReceipt``, App Store Connect
  API JWT, ``EXPO_TOKEN``, Firebase RTDB legacy secret, CodePush deployment keys, Serverpod Cloud
  tokens;
- localization: Smartling ``.smartling.yml`` and ``smartling-cli --secret``;
- analytics: Umami ``APP_SECRET``, PostHog feature-flag secure key;
- object storage: Garage ``rpc_secret``/``admin_token``, SeaweedFS S3 identities, MinIO KMS ``k1:``
  and KES ``kes:v1:`` API keys, JuiceFS ``META_PASSWORD`` and ``--secret-key``;
- databases: ClickHouse ``users.xml`` password and TOTP secret, ``neo4j-admin dbms
  set-initial-password``, SurrealQL ``DEFINE USER``, QuestDB ``pg.password`` and
  ``QDB_ACL_ADMIN_PASSWORD`` and its InfluxDB-client login, CockroachDB ``CREATE USER``, Tarantool Lua, Fauna secrets, MongoDB
  Atlas service-account secrets, EdgeDB Cloud secret keys, MotherDuck tokens, Prisma Accelerate;
- BI and data: Metabase ``mb_`` API keys and embedding JWTs, Redash ``REDASH_COOKIE_SECRET``,
  Cube ``CUBEJS_API_SECRET`` and its JWTs, Lightdash PATs, IBM API Connect client credentials;
- artifact registries: Gitea/Forgejo ``app.ini`` secrets, Nexus 3 ``admin.password``, Harbor
  ``harbor_admin_password``, Verdaccio ``.verdaccio-db.json``, Artifactory ``master.key``,
  distribution registry ``http.secret``;
- editors and IDE settings: VS Code SFTP ``sftp.json``, Emacs ``.authinfo``, Bruno environments,
  CodeSandbox SDK keys, Permit.io PDP keys;
- office and PDF tooling: ``qpdf --encrypt``, node-qpdf options, ``msoffcrypto-tool -p`` and
  ``load_key(password=...)``, ``pdftk ... owner_pw``, Ghostscript ``-sPDFPassword``, OnlyOffice
  and Collabora secrets, iLovePDF, CloudConvert and Nutrient DWS keys;
- language idioms: PHP ini ``mysqli.default_pw``, Perl LWP ``credentials``, Kotlin script Maven
  ``credentials``, Swift ``URLCredential``, Flutter ``--dart-define``, LuaSQL, Crystal Kemal
  session secret, Apex ``Blob.valueOf``, PL/SQL ``CREATE DATABASE LINK`` and
  ``DBMS_CREDENTIAL``, T-SQL ``sp_addlinkedsrvlogin`` and ``CREATE MASTER KEY``;
- terminal output of CLIs that print a secret (``redis-cli ACL GENPASS``, ``cat admin.password``).

Passwords are typed the way people type them (seasons and years, leetspeak, passphrases with
spaces, keyboard walks, names and birthdays), with a different shape per kind; generated values
follow the software's own alphabet and length where its documentation gives one.

How it was kept apart: written in one sitting at commit ``106be22`` in a worktree of its own.
Read: this set's brief, the kind names of earlier sets (``used_names9.txt``: names only, to go
elsewhere), ``benchmarks/heldout_eval.py``, lines 1-160 of ``benchmarks/heldout_canaries.py``,
``tests/test_heldout_sets.py``, ``tests/test_heldout_canaries.py``, ``tests/conftest.py`` and the
first lines of ``benchmarks/heldout9_canaries.py`` (its docstring and imports). No redaction code,
redaction test, label file, other canary set, source list, result or git history was read, and
no recall figure was computed; the only run was the no-redaction control of
``tests/test_heldout_sets.py``. Formats were looked up with the ``search`` tool in public vendor
documentation, specs and real configuration files (cited per kind in ``SOURCES`` and
``heldout34_sources.tsv``). Written from memory (marked ``memory`` in the tsv ``note``):
``temenos_tafj_properties_jdbc_password``, ``db2dsdriver_cfg_parameter_password``,
``onlyoffice_docker_jwt_secret``, ``collabora_coolwsd_admin_console_password``,
``nextcloud_spreed_signaling_hashkey``, ``verdaccio_db_json_secret``,
``artifactory_master_key_file``, ``distribution_registry_http_secret``,
``vscode_sftp_json_password``, ``emacs_authinfo_machine_line``, ``bruno_env_secret_var``,
``pdftk_owner_pw_user_pw``, ``ghostscript_spdfpassword_flag``, ``perl_lwp_useragent_credentials``,
``kotlin_kts_maven_repo_credentials``, ``flutter_run_dart_define_secret``,
``luasql_env_connect_password``, ``crystal_kemal_session_secret``, ``apex_blob_basic_auth``,
``plsql_dbms_credential_create``, ``tsql_create_master_key_password``,
``redis_cli_acl_genpass_output``, ``cockroach_sql_create_user_password``,
``tarantool_box_schema_user_password``, ``firebase_rtdb_legacy_database_secret``,
``codepush_deployment_key_info_plist``, ``appstoreconnect_api_jwt_bearer``,
``twilio_video_access_token_jwt``, ``posthog_feature_flags_secure_key``,
``mongodb_atlas_service_account_secret``, ``cube_api_token_jwt``,
``metabase_static_embed_iframe_jwt``, ``daily_co_meeting_token_jwt``,
``motherduck_token_md_dsn``, ``edgedb_cloud_secret_key``, ``cubejs_api_secret_env``, ``ilovepdf_secret_key``,
``cloudconvert_api_key_jwt``, ``nutrient_dws_api_key``; the prefixes of
``metabase_api_key_x_api_key``, ``codesandbox_sdk_csb_api_key``, ``permit_io_pdp_api_key`` and
``fauna_client_secret_fn`` and the body of the ``kes:v1:``/``k1:`` keys are from memory too (their
carriers were looked up). Values are random per seed (never a real credential).

119 kinds, all credentials: 96 prefixless (only their context is a clue), 23 with a vendor
prefix or a fixed token structure; 80 looked up with the ``search`` tool, 39 from memory.

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout34_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import json
import re
import string

from heldout_canaries import _R, ALNUM, B64, B64URL, HEX, LOWER_DIGITS, UPPER_DIGITS, Registry, _b64u

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)
__all__ = ["GENERATORS", "SOURCES", "_R", "fresh", "heldout_canaries", "kind"]

HEX_UP = "0123456789ABCDEF"
PUNCT = "!#$%&*+?@^~"
SEASONS = ["Winter", "Spring", "Summer", "Autumn", "Fall"]
MONTHS = ["Januar", "March", "April", "June", "Octobre", "Dezember", "Mayo", "Julio"]
PETS = ["biscuit", "Rocky", "luna", "Pepper", "shadow", "Mittens", "buster", "Coco", "oreo"]
WORDS = [
    "correct",
    "horse",
    "battery",
    "staple",
    "orange",
    "harbor",
    "violet",
    "canyon",
    "pickle",
    "tundra",
    "lantern",
    "mosaic",
    "glacier",
    "meadow",
    "copper",
    "falcon",
    "rhubarb",
    "walnut",
]
CITIES = ["Zurich", "Lagos", "Osaka", "Porto", "Quito", "Dakar", "Perth", "Bergen", "Recife"]
NAMES = ["Marta", "jonas", "Priya", "kofi", "Ines", "tomasz", "Aiko", "Rafael", "Sanne", "Lin"]


def _bare(v: str) -> str:
    """A branch/folder-safe form of a value (Latin letters, digits and ``-_.`` only)."""
    out = re.sub(r"[^A-Za-z0-9._-]", "", v)
    return out if len(out) >= 6 else out + "x" * (6 - len(out))


def _jwt(g: _R, header: dict, payload: dict) -> str:
    return f"{_b64u(header)}.{_b64u(payload)}.{g.s(43, B64URL)}"


def _ts(g: _R) -> int:
    return 1767225600 + g.r.randrange(0, 30_000_000)


def _b64bytes(g: _R, n: int, urlsafe: bool = False) -> str:
    raw = bytes(g.r.getrandbits(8) for _ in range(n))
    return (base64.urlsafe_b64encode(raw) if urlsafe else base64.b64encode(raw)).decode()


def _host(g: _R, stem: str) -> str:
    return f"{stem}{g.digits(2)}.{g.r.choice(['corp.internal', 'prod.lan', 'int.example.net', 'dc1.local'])}"


# -- mainframe and midrange -------------------------------------------------------------------


@kind(
    "racf_altuser_password_noexpired",
    "https://ibm.com/docs/SSLTBW_2.4.0/com.ibm.zos.v2r4.icha400/altuser.htm ; "
    "https://www.ibm.com/support/knowledgecenter/SSLTBW_2.1.0/com.ibm.zos.v2r1.icha600/gk00380.htm",
    r"[A-Z#$@][A-Z0-9#$@]{7}",
    prefixless=True,
)
def _racf_altuser(g: _R):
    # RACF passwords: 8 characters, upper case letters, digits and the national characters
    pw = (
        g.r.choice("ABCDEFGHJKLMNPRSTW") + g.s(5, UPPER_DIGITS) + g.r.choice("#$@") + g.r.choice("0123456789")
    )
    uid = g.r.choice(["TSOPRD", "BATCH", "OPSA", "DBADM", "CICSRG"]) + g.digits(2)
    text = (
        "READY\n"
        f"ALTUSER {uid} PASSWORD({pw}) NOEXPIRED RESUME\n"
        "READY\n"
        f"LISTUSER {uid}\n"
        f"USER={uid}  NAME=OPS BATCH ID  OWNER=SYS1  CREATED=25.118\n"
        " PASSDATE=00.000 PASS-INTERVAL=N/A PHRASEDATE=N/A\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "racf_altuser_phrase_quoted",
    "http://www-01.ibm.com/support/knowledgecenter/SSLTBW_2.1.0/com.ibm.zos.v2r1.icha700/asgpp.htm ; "
    "https://www.ibm.com/docs/en/zos/3.1.0?topic=syntax-adduser-add-user-profile",
    r"[a-z0-9 ]{14,60}",
    prefixless=True,
)
def _racf_phrase(g: _R):
    # a password phrase: 14-100 characters, mixed case, digits, blanks
    words = g.r.sample(WORDS, 4)
    phrase = f"{words[0]} {words[1]} {g.digits(2)} {words[2]} {words[3]}"
    uid = "U" + g.s(6, UPPER_DIGITS)
    text = (
        f"//RACFPH   JOB (ACCT),'SET PHRASE',CLASS=A,MSGCLASS=X\n"
        "//STEP1    EXEC PGM=IKJEFT01\n//SYSTSPRT DD SYSOUT=*\n//SYSTSIN  DD *\n"
        f"  ALTUSER {uid} PHRASE('{phrase}') NOEXPIRED\n/*\n"
    )
    return text, [phrase], _bare(phrase.replace(" ", "-"))


@kind(
    "cics_exec_change_password_cobol",
    "https://www.ibm.com/docs/en/SSJL4D_6.x/reference-applications/commands-api/dfhp4_changepassword.html",
    r"[A-Z0-9#@$]{8}",
    prefixless=True,
)
def _cics_change_pw(g: _R):
    old = g.r.choice(SEASONS).upper()[:4] + g.digits(4)
    new = g.r.choice(["JUL", "AUG", "SEP", "OCT"]) + g.digits(4) + g.r.choice("#@$")
    text = (
        "       WORKING-STORAGE SECTION.\n"
        f"       01  WS-USERID        PIC X(8)  VALUE 'BATCHU{g.digits(2)}'.\n"
        f"       01  WS-OLD-PASSWORD  PIC X(8)  VALUE '{old}'.\n"
        f"       01  WS-NEW-PASSWORD  PIC X(8)  VALUE '{new}'.\n"
        "       PROCEDURE DIVISION.\n"
        "           EXEC CICS CHANGE PASSWORD(WS-OLD-PASSWORD)\n"
        "                NEWPASSWORD(WS-NEW-PASSWORD) USERID(WS-USERID)\n"
        "                ESMRESP(WS-RESP) END-EXEC.\n"
    )
    return text, [old, new], _bare(new)


@kind(
    "cics_ctg_dotnet_esiverify_password",
    "https://www.ibm.com/docs/zh/SSZHFX_9.3.0/ctgdotnetdoc/html/P_IBM_CTG_EsiVerifyRequest_Password.htm",
    r"[A-Za-z]+[0-9]{3}[!#%&]",
    prefixless=True,
)
def _ctg_esi(g: _R):
    pw = g.r.choice(CITIES) + g.digits(3) + g.r.choice("!#%&")
    text = (
        "var request = new EsiVerifyRequest\n{\n"
        f'    UserId = "CTGU{g.digits(4)}",\n'
        f'    Password = "{pw}",\n'
        "};\n"
        'gatewayConnection.Flow(request); // CICS region "CICSPRD1"\n'
    )
    return text, [pw], _bare(pw)


@kind(
    "ibm_mq_java_mqenvironment_password",
    "https://www.ibm.com/docs/en/ibm-mq/10.0.x?topic=authentication-connection-java-client",
    r"[A-Za-z]+_[0-9]{4}_[A-Za-z]+",
    prefixless=True,
)
def _mq_env(g: _R):
    pw = f"{g.r.choice(PETS)}_{g.digits(4)}_{g.r.choice(WORDS).capitalize()}"
    text = (
        'MQEnvironment.hostname = "mqprd01.bank.internal";\n'
        "MQEnvironment.port = 1414;\n"
        'MQEnvironment.channel = "APP.SVRCONN";\n'
        'MQEnvironment.userID = "svc_payments";\n'
        f'MQEnvironment.password = "{pw}";\n'
        'MQQueueManager qMgr = new MQQueueManager("QMPRD01");\n'
    )
    return text, [pw], _bare(pw)


@kind(
    "ibm_mq_mft_mqpassword_flag",
    "https://ibm.com/docs/SSFKSJ_9.3.0/secure/wmqfte_security.html",
    r"[A-Z][a-z]+[0-9]{2}[A-Z][a-z]+[0-9]{2}",
    prefixless=True,
)
def _mq_mft(g: _R):
    pw = g.r.choice(NAMES).capitalize() + g.digits(2) + g.r.choice(MONTHS) + g.digits(2)
    text = (
        f"$ fteCreateTransfer -sa AGENT_SRC -sm QMSRC -da AGENT_DST -dm QMDST "
        f"-mquserid mftadmin -mqpassword {pw} -df /data/in/settle.csv /data/out/settle.csv\n"
        "BFGCL0035I: Transfer request issued.  The request ID is: 414d5120514d5352\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "ibmi_chgusrprf_password_cl",
    "https://www.ibm.com/docs/ssw_ibm_i_73/cl/chgusrprf.htm",
    r"[A-Z]{3,6}[0-9]{4}",
    prefixless=True,
)
def _chgusrprf(g: _R):
    pw = g.r.choice(["PAYROLL", "QSECOFR", "SPRING", "ORANGE", "TIGER"])[:6] + g.digits(4)
    user = g.r.choice(["APIUSR", "EDIUSR", "ODBCSVC", "JDEPRD"])
    text = (
        "PGM\n"
        f"  CHGUSRPRF USRPRF({user}) PASSWORD({pw}) PWDEXP(*NO) STATUS(*ENABLED)\n"
        f"  MONMSG MSGID(CPF0000) EXEC(SNDPGMMSG MSG('CHGUSRPRF FAILED FOR {user}'))\n"
        "ENDPGM\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "ibmi_addsvraute_drda_password",
    "https://www.ibm.com/support/knowledgecenter/en/ssw_ibm_i_73/cl/addsvraute.htm ; "
    "https://www.ibm.com/support/knowledgecenter/ssw_ibm_i_74/rzajq/rzajqviewdrdaauthinfo.htm",
    r"[a-z]+[0-9]{2}[A-Z][a-z]+[0-9]",
    prefixless=True,
)
def _addsvraute(g: _R):
    pw = g.r.choice(WORDS) + g.digits(2) + g.r.choice(CITIES) + g.digits(1)
    text = (
        "> ADDSVRAUTE USRPRF(*CURRENT) SERVER(QDDMDRDASERVER) USRID(DRDAUSR) "
        f"PASSWORD('{pw}')\n"
        "  Server authentication entry added for user profile DRDAUSR.\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "db2dsdriver_cfg_parameter_password",
    "memory: IBM Data Server Driver configuration file db2dsdriver.cfg (<parameter name=... value=...>)",
    r"[A-Za-z]+#[0-9]{4}",
    prefixless=True,
)
def _db2dsdriver(g: _R):
    pw = g.r.choice(PETS).capitalize() + "#" + g.digits(4)
    text = (
        "<configuration>\n  <dsncollection>\n"
        '    <dsn alias="SAMPLE" name="SAMPLE" host="db2prd.corp.internal" port="50000">\n'
        '      <parameter name="UserID" value="db2inst1"/>\n'
        f'      <parameter name="Password" value="{pw}"/>\n'
        "    </dsn>\n  </dsncollection>\n</configuration>\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "ibm_csm_csmcli_password_flag",
    "https://www.ibm.com/docs/en/csm/6.3.18?topic=commands-csmcli",
    r"[A-Za-z]+-[A-Za-z]+-[0-9]{3}",
    prefixless=True,
)
def _csmcli(g: _R):
    pw = f"{g.r.choice(WORDS).capitalize()}-{g.r.choice(WORDS)}-{g.digits(3)}"
    text = f"$ csmcli -noinfo -username csmadmin -password {pw} -server 10.20.{g.r.randrange(256)}.14 lssess\nName Status State\nHS_DB2 Normal Prepared\n"
    return text, [pw], _bare(pw)


@kind(
    "softwareag_sagcc_cc_password_env",
    "https://documentation.softwareag.com/webmethods/wmsuites/wmsuite10-5/SysReqs_Installation_and_Upgrade/"
    "compendium/install-upgrade-webhelp/re-password.html",
    r"[a-z]+[0-9]{6}",
    prefixless=True,
)
def _sagcc(g: _R):
    pw = g.r.choice(PETS).lower() + g.digits(6)
    text = (
        "export CC_SERVER=https://ccprd.corp.internal:8091/cce\n"
        "export CC_USERNAME=Administrator\n"
        f"export CC_PASSWORD={pw}\n"
        "sagcc get monitoring runtimestatus local integrationServer-default -e ONLINE\n"
    )
    return text, [pw], _bare(pw)


# -- core banking and insurance ---------------------------------------------------------------


@kind(
    "mambu_apikey_header_curl",
    "https://docs.mambu.com/api/pages/api-v1/authentication/ ; "
    "https://docs.mambu.com/api/pages/payments-mpg/using-the-api/",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _mambu(g: _R):
    key = g.s(32, ALNUM)
    text = (
        "curl --request GET 'https://acmebank.sandbox.mambu.com/api/loans?limit=5' \\\n"
        "  --header 'Accept: application/vnd.mambu.v2+json' \\\n"
        f"  --header 'apiKey: {key}'\n"
    )
    return text, [key], key


@kind(
    "temenos_tafj_properties_jdbc_password",
    "memory: Temenos TAFJ project properties (temn.tafj.* keys), cf. "
    "http://65.109.164.171/Solutions/Technology/Platform_Framework/TAFJ_Configuration/TAFJ/TAFJ-MultiTenant/"
    "c_About-Tenant-Definition.htm",
    r"T24[a-z]+[0-9]{3}[!$]",
    prefixless=True,
)
def _tafj(g: _R):
    pw = "T24" + g.r.choice(WORDS) + g.digits(3) + g.r.choice("!$")
    text = (
        "# tafj.properties (R23)\n"
        "temn.tafj.jdbc.url = jdbc:oracle:thin:@//t24db.bank.internal:1521/T24PRD\n"
        "temn.tafj.jdbc.driver = oracle.jdbc.driver.OracleDriver\n"
        "temn.tafj.jdbc.username = T24APP\n"
        f"temn.tafj.jdbc.password = {pw}\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "guidewire_reset_tools_system_password",
    "https://gwwars.s3.us-east-2.amazonaws.com/pc1012docs/10.x/active/admin/topics/r_hu1589099.html",
    r"[A-Z][a-z]+[0-9]{4}[A-Z]{2}",
    prefixless=True,
)
def _guidewire(g: _R):
    pw = g.r.choice(CITIES) + g.digits(4) + g.s(2, string.ascii_uppercase)
    text = (
        '<database name="PolicyCenterDatabase" dbtype="oracle" autoupgrade="true">\n'
        '  <dbcp-connection-pool jdbc-url="jdbc:oracle:thin:@pcdb01:1521/PCPROD" '
        'password-file="/opt/gw/pc/db.pwd" max-total="40">\n'
        f'    <reset-tools-params system-username="system" system-password="{pw}"/>\n'
        "  </dbcp-connection-pool>\n</database>\n"
    )
    return text, [pw], _bare(pw)


# -- healthcare integration -------------------------------------------------------------------


@kind(
    "mirth_connect_mcp_env_password",
    "https://glama.ai/mcp/servers/Kovinda/mirth_connect_mcp",
    r"[a-z]+\.[a-z]+\.[0-9]{4}",
    prefixless=True,
)
def _mirth_mcp(g: _R):
    pw = f"{g.r.choice(WORDS)}.{g.r.choice(PETS).lower()}.{g.digits(4)}"
    text = json.dumps(
        {
            "servers": {
                "mirthNextgen": {
                    "type": "stdio",
                    "command": "mirth-connect-mcp",
                    "env": {
                        "MIRTH_BASE_URL": "https://mirth.hospital.lan:8443/api",
                        "MIRTH_USERNAME": "integration",
                        "MIRTH_PASSWORD": pw,
                        "MIRTH_VERIFY_SSL": "false",
                    },
                }
            }
        },
        indent=2,
    )
    return text, [pw], _bare(pw)


@kind(
    "intersystems_iris_native_changepassword",
    "https://glama.ai/mcp/servers/@isc-tdyar/medical-graphrag-assistant/blob/015cbc37bf792750946bb463a27e8c30b2e837e4/"
    "specs/011-reset-fhir-security/research.md ; "
    "https://docs.intersystems.com/supplychain20231/csp/docbook/DocBook.UI.Page.cls?KEY=TSQS_IRISLogin",
    r"[A-Z][a-z]+![0-9]{4}[a-z]+",
    prefixless=True,
)
def _iris(g: _R):
    pw = g.r.choice(NAMES).capitalize() + "!" + g.digits(4) + g.r.choice(WORDS)
    text = (
        "import iris\n"
        'conn = iris.connect("iris-fhir.hospital.lan", 1972, "%SYS", "SuperUser", "SYS")\n'
        "db_native = iris.createIRIS(conn)\n"
        f'db_native.classMethodValue("Security.Users", "ChangePassword", "FHIRUser", "{pw}")\n'
    )
    return text, [pw], _bare(pw)


@kind(
    "medplum_client_secret_env",
    "https://medplum.com/docs/auth/client-credentials ; "
    "https://medplum.com/docs/sdk/core.medplumclient.startclientlogin",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _medplum(g: _R):
    sec = g.s(64, HEX)
    text = (
        "MEDPLUM_BASE_URL=http://localhost:8103/\n"
        f"MEDPLUM_CLIENT_ID={g.uuid()}\n"
        f"MEDPLUM_CLIENT_SECRET={sec}\n"
    )
    return text, [sec], sec


# -- GIS --------------------------------------------------------------------------------------


@kind(
    "arcgis_python_api_gis_login",
    "https://esri.github.io/arcgis-python-api/arcgis.gis.toc.html ; "
    "https://gis.stackexchange.com/questions/355434/installing-arcgis-python-api-with-arcgis-pro",
    r"[A-Z][a-z]+[0-9]{4}\$[a-z]+",
    prefixless=True,
)
def _arcgis_gis(g: _R):
    pw = g.r.choice(SEASONS) + g.digits(4) + "$" + g.r.choice(WORDS)
    text = (
        "from arcgis.gis import GIS\n"
        f'gis = GIS("https://gis.county.gov/portal", "gisadmin", "{pw}")\n'
        "print(gis.users.me.username)\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "arcpy_signintoportal_password",
    "https://pro.arcgis.com/en/pro-app/2.9/arcpy/functions/signintoportal.htm",
    r"[a-z]+[0-9]{2}[a-z]+[0-9]{2}",
    prefixless=True,
)
def _arcpy(g: _R):
    pw = g.r.choice(PETS).lower() + g.digits(2) + g.r.choice(WORDS) + g.digits(2)
    text = (
        "import arcpy\n"
        f"token = arcpy.SignInToPortal('https://www.arcgis.com', 'parcels_editor', '{pw}')\n"
        "print(token['expires'])\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "tegola_toml_postgis_uri_password",
    "https://www.tegola.io/documentation/configuration/ ; "
    "https://raw.githubusercontent.com/go-spatial/tegola/v0.21.2/provider/postgis/README.md",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _tegola(g: _R):
    pw = g.s(20, ALNUM)
    text = (
        '[webserver]\nport = ":8080"\n\n[[providers]]\n'
        'name = "osm"\ntype = "mvt_postgis"\n'
        f'uri = "postgres://tegola:{pw}@pgtiles.internal:5432/osm?sslmode=prefer"\n'
    )
    return text, [pw], pw


@kind(
    "qgis_auth_db_uri_env",
    "https://docs.qgis.org/3.40/en/docs/user_manual/auth_system/auth_overview.html",
    r"[a-z]+_[a-z]+_[0-9]{4}",
    prefixless=True,
)
def _qgis(g: _R):
    pw = f"{g.r.choice(WORDS)}_{g.r.choice(WORDS)}_{g.digits(4)}"
    text = (
        "# /etc/systemd/system/qgis-server.service.d/auth.conf\n[Service]\n"
        f'Environment="QGIS_AUTH_DB_URI=QPSQL://qgisauth:{pw}@pg.gis.lan:5432/qgis_auth?schema=auth"\n'
        'Environment="QGIS_AUTH_PASSWORD_FILE=/etc/qgis/master.pwd"\n'
    )
    return text, [pw], _bare(pw)


# -- conferencing -----------------------------------------------------------------------------


@kind(
    "jicofo_conf_xmpp_client_password",
    "https://github.com/drumee/setup-infra/blob/main/templates/etc/jitsi/jicofo/jicofo.public.conf.tpl ; "
    "https://jitsi.github.io/handbook/docs/devops-guide/secure-domain/",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _jicofo(g: _R):
    pw = g.s(16, ALNUM)
    text = (
        "jicofo {\n  xmpp {\n    client {\n"
        '      hostname = "xmpp.meet.example.org"\n'
        '      domain = "auth.meet.example.org"\n'
        '      username = "focus"\n'
        f'      password = "{pw}"\n'
        "    }\n  }\n}\n"
    )
    return text, [pw], pw


@kind(
    "prosodyctl_register_jitsi_moderator",
    "https://jitsi.github.io/handbook/docs/devops-guide/secure-domain/",
    r"[A-Z][a-z]+[0-9]{2}[a-z]+",
    prefixless=True,
)
def _prosodyctl(g: _R):
    pw = g.r.choice(NAMES).capitalize() + g.digits(2) + g.r.choice(PETS).lower()
    text = f"$ sudo prosodyctl register moderator meet.example.org {pw}\n$ sudo systemctl restart prosody jicofo\n"
    return text, [pw], _bare(pw)


@kind(
    "openvidu_env_secret",
    "https://github.com/OpenVidu/openvidu/blob/8f1512f965a1fb24a7e22085a9379bef82ca9589/"
    "openvidu-server/deployments/ce/docker-compose/.env",
    r"[A-Z0-9_]{12,40}",
    prefixless=True,
)
def _openvidu(g: _R):
    sec = g.r.choice(["MEETUP", "CLASSROOM", "TELEHEALTH", "SUPPORT"]) + "_" + g.s(14, UPPER_DIGITS)
    text = (
        "# OpenVidu configuration\nDOMAIN_OR_PUBLIC_IP=video.example.org\n"
        f"OPENVIDU_SECRET={sec}\nCERTIFICATE_TYPE=letsencrypt\n"
    )
    return text, [sec], sec


@kind(
    "galene_group_json_user_password",
    "https://galene.org/galene.html ; https://git.edgarpierre.fr/mirror/galene/blame/branch/master/README",
    r"[a-z]+ [a-z]+ [a-z]+ [0-9]{2}",
    prefixless=True,
)
def _galene(g: _R):
    w = g.r.sample(WORDS, 3)
    pw = f"{w[0]} {w[1]} {w[2]} {g.digits(2)}"
    text = json.dumps(
        {
            "public": False,
            "users": {"host": {"password": pw, "permissions": "op"}},
            "wildcard-user": {"permissions": "present"},
        },
        indent=2,
    )
    return text, [pw], _bare(pw.replace(" ", "-"))


@kind(
    "vonage_video_opentok_api_secret_node",
    "https://gist.github.com/79f199f371d7bfb73fe73e3548324cad ; "
    "https://developer.vonage.com/en/opentok/sdks/ruby/reference/opentok",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _opentok_secret(g: _R):
    sec = g.s(40, HEX)
    text = (
        "const OpenTok = require('opentok');\n"
        f"const apiKey = '{g.digits(8)}';\n"
        f"const apiSecret = '{sec}';\n"
        "const opentok = new OpenTok(apiKey, apiSecret);\n"
    )
    return text, [sec], sec


@kind(
    "opentok_client_token_t1",
    'https://rubydoc.info/gems/opentok/OpenTok (TOKEN_SENTINEL = "T1==") ; '
    "https://developer.vonage.com/en/opentok/sdks/php/reference/session",
    r"T1==[A-Za-z0-9+/=]{100,}",
)
def _opentok_token(g: _R):
    sig = g.s(40, HEX)
    data = f"session_id=1_MX4{g.s(60, ALNUM)}&create_time={_ts(g)}&role=publisher&nonce={g.digits(6)}"
    body = base64.b64encode(f"partner_id={g.digits(8)}&sig={sig}:{data}".encode()).decode()
    tok = "T1==" + body
    text = json.dumps({"sessionId": "1_MX4" + g.s(40, ALNUM), "token": tok}, indent=2)
    return text, [tok], _bare(tok)[:120]


@kind(
    "agora_rtc_token_006",
    "https://www.pypi.org/project/agora-token-builder ; "
    "https://app.unpkg.com/agora-access-token@2.0.4/files/README.md (006 version prefix: memory)",
    r"006[0-9a-f]{32}[A-Za-z0-9+/=]{60,}",
)
def _agora(g: _R):
    app_id = g.s(32, HEX)
    tok = "006" + app_id + _b64bytes(g, 72)
    text = (
        f"$ python gen_token.py --channel townhall --uid 2882341273\nToken With Integer Number Uid: {tok}\n"
    )
    return text, [tok], _bare(tok)[:90]


@kind(
    "zoom_video_sdk_secret_env",
    "https://raw.githubusercontent.com/anthropics/knowledge-work-plugins/main/partner-built/zoom-plugin/skills/"
    "video-sdk/references/environment-variables.md",
    r"[A-Za-z0-9]{36}",
    prefixless=True,
)
def _zoom_sdk(g: _R):
    sec = g.s(36, ALNUM)
    text = (
        f"ZOOM_VIDEO_SDK_KEY={g.s(22, ALNUM)}\n"
        f"ZOOM_VIDEO_SDK_SECRET={sec}\n"
        "VIDEO_SDK_TOKEN_ENDPOINT=https://api.example.com/video/token\n"
    )
    return text, [sec], sec


@kind(
    "twilio_video_access_token_jwt",
    "memory: Twilio Video access tokens (JWT, header cty twilio-fpa;v=1)",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _twilio_video(g: _R):
    sk = "SK" + g.s(32, HEX)
    tok = _jwt(
        g,
        {"typ": "JWT", "alg": "HS256", "cty": "twilio-fpa;v=1"},
        {
            "jti": f"{sk}-{_ts(g)}",
            "iss": sk,
            "sub": "AC" + g.s(32, HEX),
            "exp": _ts(g),
            "grants": {"identity": g.r.choice(NAMES).lower(), "video": {"room": "standup"}},
        },
    )
    text = (
        f"[video] connecting to room standup\n[video] Twilio.Video.connect('{tok}', {{ name: 'standup' }})\n"
    )
    return text, [tok], tok[:120]


@kind(
    "daily_co_meeting_token_jwt",
    "memory: Daily.co meeting tokens (JWT passed as ?t= on the room URL)",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _daily(g: _R):
    tok = _jwt(
        g,
        {"alg": "HS256", "typ": "JWT"},
        {"r": "clinic-" + g.s(6, LOWER_DIGITS), "o": True, "d": g.uuid(), "iat": _ts(g)},
    )
    text = f"Join link for the host: https://acme.daily.co/clinic-room?t={tok}\n"
    return text, [tok], tok[:120]


@kind(
    "nextcloud_spreed_signaling_hashkey",
    "memory: nextcloud-spreed-signaling server.conf ([sessions] hashkey/blockkey, [clients] internalsecret)",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _spreed(g: _R):
    hk, bk, internal = g.s(64, HEX), g.s(32, HEX), g.s(40, ALNUM)
    text = f"[sessions]\nhashkey = {hk}\nblockkey = {bk}\n\n[clients]\ninternalsecret = {internal}\n"
    return text, [hk, bk, internal], hk


@kind(
    "pipecat_cloud_pat_env",
    "https://docs.pipecat.ai/pipecat-cloud/guides/personal-access-tokens",
    r"pcc_pat_[A-Za-z0-9]{32,}",
)
def _pipecat(g: _R):
    tok = "pcc_pat_" + g.s(40, ALNUM)
    text = f'export PIPECAT_TOKEN="{tok}"\npipecat cloud auth whoami\npipecat cloud agent list\n'
    return text, [tok], tok


# -- app stores and mobile back ends ----------------------------------------------------------


@kind(
    "appstore_iap_shared_secret_verifyreceipt",
    "https://developer.apple.com/help/app-store-connect/configure-in-app-purchase-settings/"
    "generate-a-shared-secret-to-verify-receipts ; https://github.com/aporat/store-receipt-validator/releases/tag/1.0.6",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _iap_secret(g: _R):
    sec = g.s(32, HEX)
    text = (
        "$postData = json_encode([\n"
        "    'receipt-data' => $receipt,\n"
        f"    'password' => '{sec}',\n"
        "    'exclude-old-transactions' => true,\n"
        "]);\n"
        "$ch = curl_init('https://buy.itunes.apple.com/verifyReceipt');\n"
    )
    return text, [sec], sec


@kind(
    "apple_iap_shared_secret_dotenv",
    "https://packagist.org/packages/srleach/inapp-verify",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _iap_dotenv(g: _R):
    sec = g.s(32, HEX)
    text = f"APPLE_IAP_VERIFY_URL=https://sandbox.itunes.apple.com/verifyReceipt\nAPPLE_IAP_SHARED_SECRET={sec}\n"
    return text, [sec], sec


@kind(
    "appstoreconnect_api_jwt_bearer",
    "memory: App Store Connect API tokens (ES256 JWT, kid = key ID, aud appstoreconnect-v1)",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _asc_jwt(g: _R):
    tok = _jwt(
        g,
        {"alg": "ES256", "kid": g.s(10, UPPER_DIGITS), "typ": "JWT"},
        {"iss": g.uuid(), "iat": _ts(g), "exp": _ts(g) + 1200, "aud": "appstoreconnect-v1"},
    )
    text = f"curl -s -H 'Authorization: Bearer {tok}' https://api.appstoreconnect.apple.com/v1/apps\n"
    return text, [tok], tok[:120]


@kind(
    "expo_token_github_actions_env",
    "https://docs.expo.dev/accounts/programmatic-access/ ; https://github.com/expo/expo-github-action",
    r"[A-Za-z0-9_-]{40}",
    prefixless=True,
)
def _expo(g: _R):
    tok = g.s(40, ALNUM + "_-")
    text = (
        "jobs:\n  update:\n    runs-on: ubuntu-latest\n    env:\n"
        f"      EXPO_TOKEN: {tok}\n"
        "    steps:\n      - uses: expo/expo-github-action@v8\n        with:\n          eas-version: latest\n"
        "      - run: eas update --auto --non-interactive\n"
    )
    return text, [tok], tok


@kind(
    "firebase_rtdb_legacy_database_secret",
    "memory: Firebase Realtime Database legacy database secrets (40 characters, ?auth= on REST URLs)",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _rtdb(g: _R):
    sec = g.s(40, ALNUM)
    text = f"$ curl 'https://shopping-list-{g.digits(4)}-default-rtdb.firebaseio.com/users.json?auth={sec}&shallow=true'\n"
    return text, [sec], sec


@kind(
    "codepush_deployment_key_info_plist",
    "memory: react-native-code-push Info.plist CodePushDeploymentKey",
    r"[A-Za-z0-9_-]{37}",
    prefixless=True,
)
def _codepush(g: _R):
    key = g.s(37, ALNUM + "_-")
    text = f"<key>CodePushDeploymentKey</key>\n<string>{key}</string>\n<key>CodePushServerURL</key>\n<string>https://codepush.example.net</string>\n"
    return text, [key], key


@kind(
    "serverpod_cloud_token_env",
    "https://docs.serverpod.dev/cloud/concepts/personal-access-tokens.md",
    r"[A-Za-z0-9_-]{68}",
    prefixless=True,
)
def _serverpod(g: _R):
    tok = g.s(68, B64URL)
    text = (
        "✅ Successfully created an API token.\n\nThe token is only visible once:\n"
        f"{tok}\n\n$ SERVERPOD_CLOUD_TOKEN={tok} scloud deploy\n"
    )
    return text, [tok], tok


# -- localization and analytics ---------------------------------------------------------------


@kind(
    "smartling_yml_user_secret",
    "https://pkg.go.dev/github.com/Fitbit/smartling@v0.6.0",
    r"[A-Za-z0-9_-]{52,58}",
    prefixless=True,
)
def _smartling_yml(g: _R):
    sec = g.s(g.r.randrange(52, 59), ALNUM + "-_")
    text = (
        f"UserId: {g.s(30, LOWER_DIGITS)}\n"
        f"UserSecret: {sec}\n"
        f"ProjectId: {g.s(9, LOWER_DIGITS)}\n"
        "Files:\n  - Type: json\n    PathGlob: translations/**/en-US.json\n"
    )
    return text, [sec], sec


@kind(
    "smartling_cli_secret_flag",
    "https://github.com/Smartling/smartling-cli/wiki/Examples",
    r"[A-Za-z0-9_-]{52,58}",
    prefixless=True,
)
def _smartling_cli(g: _R):
    sec = g.s(g.r.randrange(52, 59), ALNUM + "-_")
    text = f"$ smartling-cli --user {g.s(30, LOWER_DIGITS)} --secret {sec} -p {g.s(9, LOWER_DIGITS)} files push app/en.json --job 'Sprint 42'\n"
    return text, [sec], sec


@kind(
    "umami_env_app_secret",
    "https://umami.is/docs/environment-variables ; "
    "https://mintlify.com/umami-software/umami/self-hosting/environment-variables",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _umami(g: _R):
    sec = _b64bytes(g, 32)
    pw = g.s(18, ALNUM)
    text = f"DATABASE_URL=postgresql://umami:{pw}@db:5432/umami\nAPP_SECRET={sec}\nDISABLE_TELEMETRY=1\n"
    return text, [sec, pw], _bare(sec)


@kind(
    "posthog_feature_flags_secure_key",
    "memory: PostHog feature flags secure API key (phs_ prefix) for local evaluation",
    r"phs_[A-Za-z0-9]{40,}",
)
def _posthog(g: _R):
    key = "phs_" + g.s(43, ALNUM)
    text = (
        "from posthog import Posthog\n"
        f"posthog = Posthog('phc_{g.s(43, ALNUM)}', host='https://eu.i.posthog.com',\n"
        f"                  personal_api_key='{key}')\n"
    )
    return text, [key], key


# -- object storage ---------------------------------------------------------------------------


@kind(
    "garage_toml_rpc_secret",
    "https://tangled.org/tranquil.farm/tranquil-pds/blob/main/garage.dev.toml ; "
    "https://garagehq.deuxfleurs.fr/documentation/reference-manual/admin-api/",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _garage_rpc(g: _R):
    rpc = g.s(64, HEX)
    text = (
        'metadata_dir = "/var/lib/garage/meta"\ndata_dir = "/var/lib/garage/data"\n'
        'replication_factor = 3\nrpc_bind_addr = "[::]:3901"\n'
        f'rpc_secret = "{rpc}"\n'
    )
    return text, [rpc], rpc


@kind(
    "garage_admin_token_bearer",
    "https://garagehq.deuxfleurs.fr/documentation/reference-manual/admin-api/",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _garage_admin(g: _R):
    tok = _b64bytes(g, 32)
    text = f'[admin]\napi_bind_addr = "0.0.0.0:3903"\nadmin_token = "{tok}"\n\n$ curl -H \'Authorization: Bearer {tok}\' http://localhost:3903/v2/GetClusterHealth\n'
    return text, [tok], _bare(tok)


@kind(
    "seaweedfs_s3_json_identities",
    "https://github.com/chrislusf/seaweedfs/wiki/Amazon-S3-API ; "
    "https://aspire.dev/reference/api/csharp/communitytoolkit.aspire.seaweedfs.client/seaweedfsclientsettings/",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _seaweed(g: _R):
    ak, sk = g.s(20, UPPER_DIGITS), g.s(40, ALNUM)
    text = json.dumps(
        {
            "identities": [
                {
                    "name": "backup",
                    "credentials": [{"accessKey": ak, "secretKey": sk}],
                    "actions": ["Read", "Write", "List"],
                }
            ]
        },
        indent=2,
    )
    return text, [sk], sk


@kind(
    "minio_kms_minkms_k1_api_key",
    "https://docs.min.io/enterprise/minio-kms/administration/identity-management ; "
    "https://docs.min.io/enterprise/aistor-key-manager/reference/minkms-server/cli/identity/minkms-identity",
    r"k1:[A-Za-z0-9_-]{43}",
)
def _minkms(g: _R):
    key = "k1:" + g.s(43, B64URL)
    text = (
        "$ minkms identity\nYour API key:\n\n"
        f"   {key}\n\nThis is the only time it is shown. Keep it secret and secure!\n\n"
        f"Your API key's identity:\n\n   h1:{g.s(43, B64URL)}\n"
    )
    return text, [key], _bare(key)


@kind(
    "minio_kes_server_dev_api_key",
    "https://min.io/docs/kes/cli/kes-server/ ; https://min.io/docs/kes/tutorials/kes-for-minio",
    r"kes:v1:[A-Za-z0-9+/]{43}=?",
)
def _kes(g: _R):
    key = "kes:v1:" + _b64bytes(g, 32)
    text = (
        "$ kes server --dev\nVersion     2024-03-13T17-52-13Z\n"
        f"API Key     {key}\nAdmin       {g.s(64, HEX)}\n"
        "Listening on 127.0.0.1:7373\n"
    )
    return text, [key], _bare(key)


@kind(
    "juicefs_meta_password_env",
    "https://juicefs.com/docs/community/databases_for_metadata/",
    r"[A-Za-z]+[0-9]{2}![A-Za-z]+[0-9]{2}",
    prefixless=True,
)
def _juicefs_meta(g: _R):
    pw = g.r.choice(CITIES) + g.digits(2) + "!" + g.r.choice(PETS) + g.digits(2)
    text = f"export META_PASSWORD='{pw}'\njuicefs mount -d redis://redis-meta.internal:6379/1 /mnt/jfs\n"
    return text, [pw], _bare(pw)


@kind(
    "juicefs_format_secret_key_flag",
    "https://juicefs.com/docs/community/command_reference",
    r"[A-Za-z0-9+/]{40}",
    prefixless=True,
)
def _juicefs_fmt(g: _R):
    sk = g.s(40, B64)
    text = (
        "juicefs format --storage s3 --bucket https://jfs-data.s3.eu-west-1.amazonaws.com \\\n"
        f"    --access-key {g.s(20, UPPER_DIGITS)} --secret-key {sk} \\\n"
        "    redis://redis-meta.internal:6379/1 analytics-vol\n"
    )
    return text, [sk], _bare(sk)


# -- databases --------------------------------------------------------------------------------


@kind(
    "clickhouse_users_xml_plain_password",
    "https://clickhouse.com/docs/en/operations/settings/settings-users/",
    r"[a-z]+-[a-z]+-[a-z]+-[0-9]{2}",
    prefixless=True,
)
def _ch_users(g: _R):
    w = g.r.sample(WORDS, 3)
    pw = f"{w[0]}-{w[1]}-{w[2]}-{g.digits(2)}"
    text = (
        "<clickhouse>\n  <users>\n    <grafana>\n"
        f"      <password>{pw}</password>\n"
        "      <networks><ip>10.0.0.0/8</ip></networks>\n"
        "      <profile>readonly</profile>\n    </grafana>\n  </users>\n</clickhouse>\n"
    )
    return text, [pw], pw


@kind(
    "clickhouse_users_xml_totp_secret",
    "https://clickhouse.com/docs/zh/concepts/features/configuration/settings/settings-users",
    r"[A-Z2-7]{32}",
    prefixless=True,
)
def _ch_totp(g: _R):
    sec = g.s(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    text = (
        "<users>\n  <analyst>\n    <password_sha256_hex>" + g.s(64, HEX) + "</password_sha256_hex>\n"
        "    <time_based_one_time_password>\n"
        f"      <secret>{sec}</secret>\n      <period>30</period>\n      <digits>6</digits>\n"
        "    </time_based_one_time_password>\n  </analyst>\n</users>\n"
    )
    return text, [sec], sec


@kind(
    "neo4j_admin_set_initial_password",
    "https://neo4j.com/docs/operations-manual/current/configuration/set-initial-password/",
    r"[a-z0-9%&]{3,}[%&][a-z0-9]{3,}",
    prefixless=True,
)
def _neo4j(g: _R):
    pw = g.s(4, LOWER_DIGITS) + g.r.choice("%&") + g.s(5, LOWER_DIGITS)
    text = f"$ export NEO4J_HOME=/var/lib/neo4j\n$ neo4j-admin dbms set-initial-password {pw}\nChanged password for user 'neo4j'.\n"
    return text, [pw], _bare(pw)


@kind(
    "surrealql_define_user_root_password",
    "https://surrealdb.com/docs/surrealql/statements/define/user",
    r"[A-Z][a-z]+[0-9]{2}[A-Z][a-z]+!",
    prefixless=True,
)
def _surreal(g: _R):
    pw = g.r.choice(SEASONS) + g.digits(2) + g.r.choice(CITIES) + "!"
    text = f"DEFINE USER ops ON ROOT PASSWORD '{pw}' ROLES OWNER DURATION FOR SESSION 15m;\n"
    return text, [pw], _bare(pw)


@kind(
    "questdb_server_conf_pg_password",
    "https://docs.n8n.io/credentials/questDb ; https://questdb.com/docs/configuration/",
    r"[a-z]+[0-9]{3}[a-z]+",
    prefixless=True,
)
def _questdb_pg(g: _R):
    pw = g.r.choice(PETS).lower() + g.digits(3) + g.r.choice(WORDS)
    ro = g.r.choice(WORDS) + g.digits(4)
    text = f"# conf/server.conf\npg.user=admin\npg.password={pw}\npg.readonly.user.enabled=true\npg.readonly.password={ro}\n"
    return text, [pw, ro], _bare(pw)


@kind(
    "questdb_qdb_acl_admin_password_env",
    "https://questdb.com/docs/getting-started/enterprise-quick-start ; https://questdb.com/docs/configuration/overview.md",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _questdb_acl(g: _R):
    pw = g.s(24, ALNUM)
    text = f"docker run -p 9000:9000 -e QDB_ACL_ADMIN_USER=qadmin -e QDB_ACL_ADMIN_PASSWORD={pw} questdb/questdb-enterprise\n"
    return text, [pw], pw


@kind(
    "cockroach_sql_create_user_password",
    "memory: CockroachDB CREATE USER ... WITH PASSWORD",
    r"[A-Z][a-z]+[0-9]{4}[a-z]{3}",
    prefixless=True,
)
def _cockroach(g: _R):
    pw = g.r.choice(NAMES).capitalize() + g.digits(4) + g.s(3, string.ascii_lowercase)
    text = f"root@crdb-0:26257/defaultdb> CREATE USER ledger_svc WITH PASSWORD '{pw}';\nCREATE ROLE\n"
    return text, [pw], _bare(pw)


@kind(
    "tarantool_box_schema_user_password",
    "memory: Tarantool box.schema.user.create(name, {password = ...}) in Lua",
    r"[a-z]+\*[a-z]+\*[0-9]{3}",
    prefixless=True,
)
def _tarantool(g: _R):
    pw = f"{g.r.choice(WORDS)}*{g.r.choice(PETS).lower()}*{g.digits(3)}"
    text = (
        "box.cfg{listen = 3301}\n"
        f"box.schema.user.create('replicator', {{password = '{pw}', if_not_exists = true}})\n"
        "box.schema.user.grant('replicator', 'replication')\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "fauna_client_secret_fn",
    "https://pythonhosted.org/faunadb/client.html (secret parameter; the fn prefix: memory)",
    r"fn[A-Za-z0-9_-]{38}",
)
def _fauna(g: _R):
    sec = "fn" + g.s(38, ALNUM + "_-")
    text = f"from faunadb.client import FaunaClient\nclient = FaunaClient(secret='{sec}', domain='db.fauna.com')\n"
    return text, [sec], sec


@kind(
    "mongodb_atlas_service_account_secret",
    "memory: MongoDB Atlas service account client secrets (mdb_sa_sk_ prefix)",
    r"mdb_sa_sk_[A-Za-z0-9_-]{40}",
)
def _atlas_sa(g: _R):
    sec = "mdb_sa_sk_" + g.s(40, ALNUM + "_-")
    text = f"MONGODB_ATLAS_CLIENT_ID=mdb_sa_id_{g.s(24, HEX)}\nMONGODB_ATLAS_CLIENT_SECRET={sec}\n"
    return text, [sec], sec


@kind(
    "edgedb_cloud_secret_key",
    "memory: EdgeDB (Gel) Cloud secret keys (nbwt1_ followed by a JWT)",
    r"nbwt1_eyJ[A-Za-z0-9_.-]+",
)
def _edgedb(g: _R):
    key = "nbwt1_" + _jwt(
        g, {"alg": "ES256", "typ": "JWT"}, {"iss": "aws.edgedb.cloud", "jti": g.s(22, B64URL)}
    )
    text = f"$ edgedb cloud login --secret-key {key}\nSuccessfully logged in to EdgeDB Cloud.\n"
    return text, [key], key[:120]


@kind(
    "motherduck_token_md_dsn",
    "memory: MotherDuck service tokens in md:?motherduck_token= DSNs",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _motherduck(g: _R):
    tok = _jwt(
        g, {"alg": "HS256", "typ": "JWT"}, {"session": g.r.choice(NAMES).lower() + ".acme.com", "iat": _ts(g)}
    )
    text = f"import duckdb\ncon = duckdb.connect('md:analytics?motherduck_token={tok}')\n"
    return text, [tok], tok[:120]


@kind(
    "prisma_accelerate_api_key_url",
    "https://www.Prisma.io/docs/accelerate/getting-started ; "
    "https://raw.githubusercontent.com/prisma/skills/main/prisma-upgrade-v7/references/accelerate-users.md",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _prisma(g: _R):
    tok = _jwt(
        g,
        {"alg": "HS256", "typ": "JWT"},
        {"api_key": g.uuid(), "tenant_id": g.s(40, HEX), "secure_key": "sk_" + g.s(20, ALNUM)},
    )
    text = f'DATABASE_URL="prisma://accelerate.prisma-data.net/?api_key={tok}"\n'
    return text, [tok], tok[:120]


# -- BI and data ------------------------------------------------------------------------------


@kind(
    "metabase_api_key_x_api_key",
    "https://www.metabase.com/docs/latest/people-and-groups/api-keys.md ; "
    "https://Metabase.com/learn/administration/metabase-api (mb_ prefix: memory)",
    r"mb_[A-Za-z0-9+/]{43}=",
)
def _metabase_key(g: _R):
    key = "mb_" + _b64bytes(g, 32)
    text = f"curl -H 'x-api-key: {key}' https://bi.example.com/api/permissions/group\n"
    return text, [key], _bare(key)


@kind(
    "metabase_static_embed_iframe_jwt",
    "memory: Metabase static embedding (/embed/dashboard/<JWT> signed with the embedding secret key)",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _metabase_embed(g: _R):
    tok = _jwt(
        g, {"alg": "HS256"}, {"resource": {"dashboard": g.r.randrange(1, 400)}, "params": {}, "exp": _ts(g)}
    )
    key = g.s(64, HEX)
    text = (
        f'<iframe src="https://bi.example.com/embed/dashboard/{tok}#bordered=true" width="800"></iframe>\n'
        f"<!-- MB_EMBEDDING_SECRET_KEY={key} -->\n"
    )
    return text, [tok, key], tok[:120]


@kind(
    "redash_cookie_secret_env",
    "https://redash.io/help-onpremise/setup/settings-environment-variables.html ; "
    "https://raw.githubusercontent.com/getredash/setup/master/setup.sh",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _redash(g: _R):
    cookie, secret, pgpw = g.s(32, ALNUM), g.s(32, ALNUM), g.s(32, ALNUM)
    text = (
        "PYTHONUNBUFFERED=0\nREDASH_LOG_LEVEL=INFO\n"
        f"POSTGRES_PASSWORD={pgpw}\nREDASH_COOKIE_SECRET={cookie}\nREDASH_SECRET_KEY={secret}\n"
        f"REDASH_DATABASE_URL=postgresql://postgres:{pgpw}@postgres/postgres\n"
    )
    return text, [cookie, secret, pgpw], cookie


@kind(
    "cubejs_api_secret_env",
    "memory: Cube (cube.js) CUBEJS_API_SECRET used to sign API tokens",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _cube_secret(g: _R):
    sec = g.s(64, HEX)
    text = f"CUBEJS_DB_TYPE=postgres\nCUBEJS_DB_HOST=warehouse.internal\nCUBEJS_API_SECRET={sec}\nCUBEJS_DEV_MODE=false\n"
    return text, [sec], sec


@kind(
    "cube_api_token_jwt",
    "memory: Cube REST API Authorization header carrying a JWT signed with CUBEJS_API_SECRET",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _cube_jwt(g: _R):
    tok = _jwt(g, {"alg": "HS256", "typ": "JWT"}, {"tenant": "acme", "iat": _ts(g), "exp": _ts(g) + 86400})
    text = f"curl -H 'Authorization: {tok}' -G --data-urlencode 'query={{\"measures\":[\"orders.count\"]}}' https://cube.example.com/cubejs-api/v1/load\n"
    return text, [tok], tok[:120]


@kind(
    "lightdash_pat_api_key_env",
    "https://www.github.com/yu-iskw/lightdash-ops ; https://docs.lightdash.com/references/workspace/personal-tokens.md",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _lightdash(g: _R):
    tok = g.s(32, HEX)
    text = f'$ export LIGHTDASH_URL="https://app.lightdash.cloud"\n$ export LIGHTDASH_API_KEY="{tok}"\n$ lightdash-ops organization get-members\n'
    return text, [tok], tok


@kind(
    "ibm_apic_client_creds_json",
    "https://ibm-apiconnect.github.io/clidocs/docs/v1210/apim/client-creds/apic_client-creds_set",
    r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
    prefixless=True,
)
def _apic(g: _R):
    sec = g.uuid()
    text = (
        "$ cat ~/creds.json\n"
        + json.dumps(
            {"cloud_id": "apic-prod", "toolkit": {"client_id": g.uuid(), "client_secret": sec}}, indent=2
        )
        + "\n$ apic client-creds:set ~/creds.json\n"
    )
    return text, [sec], sec


# -- artifact registries ----------------------------------------------------------------------


@kind(
    "gitea_app_ini_internal_token_jwt",
    "https://gist.github.com/thebalaa/4d9bf6b4a708f515712a717c635ebefc ; "
    "https://pkg.go.dev/code.gitea.io/gitea@v1.16.0/modules/generate",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _gitea_internal(g: _R):
    tok = _jwt(g, {"alg": "HS256", "typ": "JWT"}, {"nbf": _ts(g)})
    text = f"[security]\nINSTALL_LOCK = true\nINTERNAL_TOKEN = {tok}\n"
    return text, [tok], tok[:120]


@kind(
    "gitea_oauth2_jwt_secret",
    "https://gist.github.com/thebalaa/4d9bf6b4a708f515712a717c635ebefc ; "
    "https://github.com/freebsd/freebsd-ports/blob/00770786d88e06602a7dd3ed9cf0b2c96da4527f/www/forgejo/files/app.ini.sample.in",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _gitea_jwt_secret(g: _R):
    sec, lfs = g.s(43, B64URL), g.s(43, B64URL)
    text = f"[oauth2]\nJWT_SECRET = {sec}\n\n[server]\nLFS_START_SERVER = true\nLFS_JWT_SECRET = {lfs}\n"
    return text, [sec, lfs], sec


@kind(
    "forgejo_app_ini_secret_key",
    "https://github.com/freebsd/freebsd-ports/blob/00770786d88e06602a7dd3ed9cf0b2c96da4527f/www/forgejo/files/app.ini.sample.in ; "
    "https://github.com/go-gitea/gitea/pull/19663/files",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _forgejo(g: _R):
    key = g.s(64, ALNUM)
    dbpw = g.r.choice(PETS) + g.digits(4)
    text = (
        f"[security]\nSECRET_KEY = {key}\n\n[database]\nDB_TYPE = postgres\nUSER = forgejo\nPASSWD = {dbpw}\n"
    )
    return text, [key, dbpw], key


@kind(
    "nexus3_admin_password_file_cat",
    "https://github.com/vmelnic/nexus-docker ; https://cnblogs.com/ywsheng/p/11234216.html",
    r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
    prefixless=True,
)
def _nexus(g: _R):
    pw = g.uuid()
    text = f"$ docker exec nexus cat /nexus-data/admin.password\n{pw}$ \n"
    return text, [pw], pw


@kind(
    "harbor_yml_admin_password",
    "https://goharbor.io/docs/2.10.0/install-config/configure-yml-file/ ; "
    "https://blog.csdn.net/weixin_43273856/article/details/123420593",
    r"[A-Z][a-z]+[0-9]{4}[!@#]",
    prefixless=True,
)
def _harbor(g: _R):
    pw = g.r.choice(["Harbor", "Registry", "Dock", "Cargo"]) + g.digits(4) + g.r.choice("!@#")
    db = g.s(16, ALNUM)
    text = f"hostname: registry.corp.example\nharbor_admin_password: {pw}\ndatabase:\n  password: {db}\n  max_idle_conns: 100\n"
    return text, [pw, db], _bare(pw)


@kind(
    "verdaccio_db_json_secret",
    "memory: Verdaccio storage/.verdaccio-db.json secret (64 hex characters)",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _verdaccio(g: _R):
    sec = g.s(64, HEX)
    text = f'$ cat ~/.local/share/verdaccio/storage/.verdaccio-db.json\n{{"list":["@acme/ui","@acme/utils"],"secret":"{sec}"}}\n'
    return text, [sec], sec


@kind(
    "artifactory_master_key_file",
    "memory: JFrog Artifactory $JFROG_HOME/artifactory/var/etc/security/master.key (hex)",
    r"[0-9a-f]{32,64}",
    prefixless=True,
)
def _art_master(g: _R):
    key = g.s(64, HEX)
    text = f"$ cat /opt/jfrog/artifactory/var/etc/security/master.key\n{key}\n$ ls -l join.key master.key\n"
    return text, [key], key


@kind(
    "distribution_registry_http_secret",
    "memory: CNCF distribution registry config.yml http.secret",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _registry(g: _R):
    sec = g.s(32, ALNUM)
    text = f"version: 0.1\nstorage:\n  filesystem:\n    rootdirectory: /var/lib/registry\nhttp:\n  addr: :5000\n  secret: {sec}\n"
    return text, [sec], sec


# -- editors, IDEs and developer platforms ----------------------------------------------------


@kind(
    "vscode_sftp_json_password",
    "memory: VS Code SFTP extension .vscode/sftp.json",
    r"[A-Z][a-z]+[0-9]{2}[!?][a-z]+",
    prefixless=True,
)
def _sftp_json(g: _R):
    pw = g.r.choice(NAMES).capitalize() + g.digits(2) + g.r.choice("!?") + g.r.choice(WORDS)
    text = json.dumps(
        {
            "name": "staging",
            "host": "staging.example.net",
            "protocol": "sftp",
            "port": 22,
            "username": "deploy",
            "password": pw,
            "remotePath": "/var/www/app",
            "uploadOnSave": True,
        },
        indent=2,
    )
    return text, [pw], _bare(pw)


@kind(
    "emacs_authinfo_machine_line",
    "memory: Emacs auth-source ~/.authinfo (machine/login/password/port)",
    r"[a-z]+[0-9]{4}[a-z]+",
    prefixless=True,
)
def _authinfo(g: _R):
    pw = g.r.choice(PETS).lower() + g.digits(4) + g.r.choice(CITIES).lower()
    text = (
        f"machine imap.fastmail.com login {g.r.choice(NAMES).lower()}@fastmail.com password {pw} port 993\n"
    )
    return text, [pw], pw


@kind(
    "bruno_env_secret_var",
    "memory: Bruno API client environments/<env>.bru vars block",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _bruno(g: _R):
    pw = g.s(24, ALNUM)
    text = f"vars {{\n  baseUrl: https://api.staging.example.com\n  adminUser: qa-admin\n  adminPassword: {pw}\n}}\nvars:secret [\n  apiToken\n]\n"
    return text, [pw], pw


@kind(
    "codesandbox_sdk_csb_api_key",
    "https://codesandbox.io/docs/sdk ; https://raw.githubusercontent.com/codesandbox/codesandbox-sdk/main/README.md "
    "(csb_v1_ prefix: memory)",
    r"csb_v1_[A-Za-z0-9_-]{43}",
)
def _csb(g: _R):
    key = "csb_v1_" + g.s(43, B64URL)
    text = f'export CSB_API_KEY="{key}"\nnode -e "new (require(\'@codesandbox/sdk\').CodeSandbox)().sandboxes.create()"\n'
    return text, [key], key


@kind(
    "permit_io_pdp_api_key",
    "https://docs.permit.io/1.0.0/tutorials/quickstart ; https://docs.permit.io/api/api-with-cli (permit_key_ prefix: memory)",
    r"permit_key_[A-Za-z0-9]{80,}",
)
def _permit(g: _R):
    key = "permit_key_" + g.s(86, ALNUM)
    text = f"docker run -p 7766:7000 --env PDP_API_KEY={key} permitio/pdp-v2:latest\n"
    return text, [key], key


# -- office and PDF tooling -------------------------------------------------------------------


@kind(
    "qpdf_encrypt_user_owner_passwords",
    "https://github.com/qpdf/qpdf/blob/main/manual/cli.rst ; https://gist.github.com/bre7/19f8f8466853f563c31c962ae7ab0e49",
    r"[A-Za-z]+[0-9]{4}",
    prefixless=True,
)
def _qpdf(g: _R):
    user = g.r.choice(NAMES).capitalize() + g.digits(4)
    owner = g.r.choice(WORDS) + "_" + g.s(10, ALNUM)
    text = f"$ qpdf --encrypt {user} {owner} 256 --print=low --modify=none -- payslip-2026-05.pdf payslip-2026-05.enc.pdf\n"
    return text, [user, owner], _bare(user)


@kind(
    "node_qpdf_encrypt_options_password",
    "https://www.github.com/nrhirani/node-qpdf ; https://www.github.com/Sparticuz/node-qpdf2",
    r"[A-Z][a-z]+-[0-9]{2}-[A-Z][a-z]+",
    prefixless=True,
)
def _node_qpdf(g: _R):
    pw = f"{g.r.choice(CITIES)}-{g.digits(2)}-{g.r.choice(PETS).capitalize()}"
    text = (
        "import { encrypt } from 'node-qpdf2';\n"
        f"await encrypt({{ input: './out/contract.pdf', output: '/tmp/contract.pdf', keyLength: 256, password: '{pw}' }});\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "msoffcrypto_tool_p_flag",
    "https://github.com/nolze/ms-offcrypto-tool ; https://pypi.org/project/msoffcrypto-tool/5.4.0",
    r"[A-Z][a-z]+@[0-9]{4}",
    prefixless=True,
)
def _msoff_cli(g: _R):
    pw = g.r.choice(["Finance", "Budget", "Payroll", "Board"]) + "@" + g.digits(4)
    text = f"$ msoffcrypto-tool Q3-forecast.xlsx Q3-forecast.dec.xlsx -p {pw}\n$ echo $?\n0\n"
    return text, [pw], _bare(pw)


@kind(
    "msoffcrypto_load_key_python",
    "https://libraries.io/pypi/msoffcrypto-tool",
    r"[a-z]+[0-9]{2}[A-Z]{2}[a-z]+",
    prefixless=True,
)
def _msoff_py(g: _R):
    pw = g.r.choice(WORDS) + g.digits(2) + g.s(2, string.ascii_uppercase) + g.r.choice(PETS).lower()
    text = (
        "import msoffcrypto, io\n"
        "with open('salaries.xlsx', 'rb') as f:\n"
        "    office = msoffcrypto.OfficeFile(f)\n"
        f"    office.load_key(password='{pw}')\n"
        "    office.decrypt(buf := io.BytesIO())\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "pdftk_owner_pw_user_pw",
    "memory: pdftk ... output out.pdf owner_pw <pw> user_pw <pw> allow printing",
    r"[A-Za-z0-9]{12}",
    prefixless=True,
)
def _pdftk(g: _R):
    owner, user = g.s(12, ALNUM), g.r.choice(NAMES).lower() + g.digits(6)
    text = (
        f"$ pdftk statement.pdf output statement-locked.pdf owner_pw {owner} user_pw {user} allow printing\n"
    )
    return text, [owner, user], owner


@kind(
    "ghostscript_spdfpassword_flag",
    "memory: Ghostscript -sPDFPassword= for encrypted input PDFs",
    r"[a-z]+\.[a-z]+[0-9]{3}",
    prefixless=True,
)
def _gs(g: _R):
    pw = f"{g.r.choice(WORDS)}.{g.r.choice(PETS).lower()}{g.digits(3)}"
    text = f"$ gs -q -dNOPAUSE -dBATCH -sDEVICE=pdfwrite -sPDFPassword={pw} -sOutputFile=unlocked.pdf invoice-locked.pdf\n"
    return text, [pw], _bare(pw)


@kind(
    "onlyoffice_docker_jwt_secret",
    "memory: ONLYOFFICE Document Server docker JWT_SECRET",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _onlyoffice(g: _R):
    sec = g.s(32, ALNUM)
    text = f"docker run -i -t -d -p 8080:80 --restart=always -e JWT_ENABLED=true -e JWT_SECRET={sec} onlyoffice/documentserver\n"
    return text, [sec], sec


@kind(
    "collabora_coolwsd_admin_console_password",
    "memory: Collabora Online coolwsd --o:admin_console.password / docker env password",
    r"[A-Z][a-z]+[0-9]{3}[A-Z][a-z]+[0-9]",
    prefixless=True,
)
def _collabora(g: _R):
    pw = g.r.choice(CITIES) + g.digits(3) + g.r.choice(SEASONS) + g.digits(1)
    text = f"docker run -t -d -p 9980:9980 -e 'aliasgroup1=https://cloud.example.org:443' -e 'username=admin' -e 'password={pw}' collabora/code\n"
    return text, [pw], _bare(pw)


@kind(
    "ilovepdf_secret_key",
    "memory: iLovePDF API project keys (project_public_... / secret_key_...)",
    r"secret_key_[0-9a-f]{32}_[A-Za-z0-9]{5}[0-9a-f]{32}",
)
def _ilovepdf(g: _R):
    sec = f"secret_key_{g.s(32, HEX)}_{g.s(5, ALNUM)}{g.s(32, HEX)}"
    text = (
        f"$ilovepdf = new Ilovepdf('project_public_{g.s(32, HEX)}_{g.s(5, ALNUM)}{g.s(32, HEX)}', '{sec}');\n"
    )
    return text, [sec], sec


@kind(
    "cloudconvert_api_key_jwt",
    "memory: CloudConvert API v2 keys (RS256 JWT) in CLOUDCONVERT_API_KEY",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _cloudconvert(g: _R):
    tok = _jwt(
        g,
        {"typ": "JWT", "alg": "RS256"},
        {
            "aud": "1",
            "jti": g.s(80, HEX),
            "iat": _ts(g),
            "sub": g.digits(8),
            "scopes": ["task.read", "task.write"],
        },
    )
    text = f"CLOUDCONVERT_API_KEY={tok}\nCLOUDCONVERT_SANDBOX=false\n"
    return text, [tok], tok[:120]


@kind(
    "nutrient_dws_api_key",
    "memory: Nutrient (PSPDFKit) DWS Processor API keys (pdf_live_ prefix)",
    r"pdf_live_[A-Za-z0-9]{40,}",
)
def _nutrient(g: _R):
    key = "pdf_live_" + g.s(43, ALNUM)
    text = f"curl -X POST https://api.nutrient.io/build -H 'Authorization: Bearer {key}' -F document=@scan.pdf -o ocr.pdf\n"
    return text, [key], key


# -- language and config idioms ---------------------------------------------------------------


@kind(
    "php_ini_mysqli_default_pw",
    "https://php.net/manual/zh/mysqli.configuration.php ; https://github.com/php/php-src/commit/71edfd70b70935e5d6a7a55a110caa2039a7f13e",
    r"[a-z]+[0-9]{2}[A-Z][a-z]+[0-9]{2}",
    prefixless=True,
)
def _php_ini(g: _R):
    pw = g.r.choice(PETS).lower() + g.digits(2) + g.r.choice(CITIES) + g.digits(2)
    text = f'; /etc/php/8.3/fpm/conf.d/99-legacy.ini\nmysqli.default_host = db-legacy.internal\nmysqli.default_user = shop\nmysqli.default_pw = "{pw}"\n'
    return text, [pw], pw


@kind(
    "perl_lwp_useragent_credentials",
    "memory: Perl LWP::UserAgent->credentials(netloc, realm, user, password)",
    r"[A-Z][a-z]+[0-9]{2}&[a-z]+",
    prefixless=True,
)
def _perl_lwp(g: _R):
    pw = g.r.choice(NAMES).capitalize() + g.digits(2) + "&" + g.r.choice(WORDS)
    text = (
        "use LWP::UserAgent;\nmy $ua = LWP::UserAgent->new;\n"
        f"$ua->credentials('intranet.example.com:443', 'Reports', 'batch', '{pw}');\n"
        "my $res = $ua->get('https://intranet.example.com/reports/daily.csv');\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "kotlin_kts_maven_repo_credentials",
    "memory: Gradle Kotlin DSL repositories { maven { credentials { username = ...; password = ... } } }",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _kts(g: _R):
    pw = g.s(20, ALNUM)
    text = (
        'repositories {\n    maven {\n        url = uri("https://nexus.corp.example/repository/maven-releases/")\n'
        f'        credentials {{\n            username = "ci-publisher"\n            password = "{pw}"\n        }}\n    }}\n}}\n'
    )
    return text, [pw], pw


@kind(
    "swift_urlcredential_password",
    "https://developer.apple.com/documentation/foundation/urlcredential/init(user:password:persistence:).md",
    r"[A-Z][a-z]+[0-9]{4}#[a-z]+",
    prefixless=True,
)
def _swift(g: _R):
    pw = g.r.choice(SEASONS) + g.digits(4) + "#" + g.r.choice(PETS).lower()
    text = (
        "func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge,\n"
        "                completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {\n"
        f'    let credential = URLCredential(user: "kiosk", password: "{pw}", persistence: .forSession)\n'
        "    completionHandler(.useCredential, credential)\n}\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "flutter_run_dart_define_secret",
    "memory: flutter run/build --dart-define=KEY=value read with String.fromEnvironment",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _dart_define(g: _R):
    sec = g.s(32, ALNUM)
    text = f"$ flutter build apk --release --dart-define=API_BASE=https://api.example.com --dart-define=API_SECRET={sec}\n"
    return text, [sec], sec


@kind(
    "luasql_env_connect_password",
    "memory: LuaSQL env:connect(sourcename, username, password, host, port)",
    r"[a-z]+_[0-9]{4}_[a-z]+",
    prefixless=True,
)
def _luasql(g: _R):
    pw = f"{g.r.choice(WORDS)}_{g.digits(4)}_{g.r.choice(PETS).lower()}"
    text = (
        'local driver = require "luasql.postgres"\nlocal env = driver.postgres()\n'
        f'local conn = assert(env:connect("inventory", "game_srv", "{pw}", "10.1.4.20", 5432))\n'
    )
    return text, [pw], pw


@kind(
    "crystal_kemal_session_secret",
    "memory: kemal-session Kemal::Session.config.secret in Crystal",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _kemal(g: _R):
    sec = g.s(64, HEX)
    text = f'require "kemal"\nrequire "kemal-session"\n\nKemal::Session.config do |config|\n  config.cookie_name = "sid"\n  config.secret = "{sec}"\nend\n'
    return text, [sec], sec


@kind(
    "apex_blob_basic_auth",
    "memory: Salesforce Apex HttpRequest basic auth with EncodingUtil.base64Encode(Blob.valueOf(user + ':' + pw))",
    r"[A-Z][a-z]+![0-9]{4}",
    prefixless=True,
)
def _apex(g: _R):
    pw = g.r.choice(CITIES) + "!" + g.digits(4)
    text = (
        "HttpRequest req = new HttpRequest();\n"
        "req.setEndpoint('https://erp.example.com/api/orders');\n"
        f"Blob headerValue = Blob.valueOf('sf_integration' + ':' + '{pw}');\n"
        "req.setHeader('Authorization', 'Basic ' + EncodingUtil.base64Encode(headerValue));\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "plsql_create_database_link_identified_by",
    "https://docs.oracle.com/cd/B13789_01/server.101/b10759/statements_5005.htm ; "
    "https://gist.github.com/davidsteinberger/7304482",
    r"[A-Za-z]+[0-9]{3}",
    prefixless=True,
)
def _dblink(g: _R):
    pw = g.r.choice(WORDS) + "readonly" + g.digits(3)
    text = (
        f'CREATE DATABASE LINK finance_link CONNECT TO fin_ro IDENTIFIED BY "{pw}"\n'
        "USING '(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=findb.corp)(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=FIN)))';\n"
    )
    return text, [pw], pw


@kind(
    "plsql_dbms_credential_create",
    "memory: Oracle DBMS_CREDENTIAL.CREATE_CREDENTIAL(credential_name, username, password)",
    r"[A-Z][a-z]+_[0-9]{4}_[A-Z]{3}",
    prefixless=True,
)
def _dbms_cred(g: _R):
    pw = f"{g.r.choice(NAMES).capitalize()}_{g.digits(4)}_{g.s(3, string.ascii_uppercase)}"
    text = (
        "BEGIN\n  DBMS_CREDENTIAL.CREATE_CREDENTIAL(\n"
        "    credential_name => 'SFTP_EXPORT',\n    username        => 'exportsvc',\n"
        f"    password        => '{pw}');\nEND;\n/\n"
    )
    return text, [pw], pw


@kind(
    "tsql_sp_addlinkedsrvlogin_rmtpassword",
    "https://learn.microsoft.com/zh-cn/previous-versions/sql/sql-server-2012/ms189811(v=sql.110)",
    r"[A-Z][a-z]+[0-9]{2}\$[A-Za-z]+",
    prefixless=True,
)
def _linkedsrv(g: _R):
    pw = g.r.choice(SEASONS) + g.digits(2) + "$" + g.r.choice(CITIES)
    text = (
        "EXEC sp_addlinkedserver @server = N'ERPLINK', @srvproduct = N'', @provider = N'SQLNCLI', @datasrc = N'erp-sql01';\n"
        f"EXEC sp_addlinkedsrvlogin @rmtsrvname = N'ERPLINK', @useself = 'FALSE', @locallogin = NULL, "
        f"@rmtuser = N'report_reader', @rmtpassword = N'{pw}';\n"
    )
    return text, [pw], _bare(pw)


@kind(
    "tsql_create_master_key_password",
    "memory: T-SQL CREATE MASTER KEY ENCRYPTION BY PASSWORD",
    r"[A-Za-z0-9]{12}![A-Za-z0-9]{6}",
    prefixless=True,
)
def _master_key(g: _R):
    pw = g.s(12, ALNUM) + "!" + g.s(6, ALNUM)
    text = f"USE Payroll;\nCREATE MASTER KEY ENCRYPTION BY PASSWORD = '{pw}';\nCREATE CERTIFICATE TDECert WITH SUBJECT = 'TDE';\n"
    return text, [pw], _bare(pw)


@kind(
    "redis_cli_acl_genpass_output",
    "memory: redis-cli ACL GENPASS prints 64 hex characters",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _genpass(g: _R):
    pw = g.s(64, HEX)
    text = f'127.0.0.1:6379> ACL GENPASS\n"{pw}"\n127.0.0.1:6379> ACL SETUSER worker on >{pw} ~jobs:* +@list\nOK\n'
    return text, [pw], pw


# -- more midrange, middleware and industrial clients -----------------------------------------


@kind(
    "zos_bpx1pwd_hlasm_newpass",
    "https://www.ibm.com/support/knowledgecenter/SSLTBW_2.1.0/com.ibm.zos.v2r1.bpxb100/epwd.htm",
    r"[A-Z][A-Z0-9]{6}[0-9]",
    prefixless=True,
)
def _bpx1pwd(g: _R):
    old = g.r.choice(["SPRNG", "WINTR", "PAYRL", "BATCH"]) + g.digits(3)
    new = g.r.choice(["AUTMN", "SUMMR", "LEDGR", "NIGHT"]) + g.digits(3)
    text = (
        "         MVC   USERNAME(8),=CL8'OMVSADM1'\n"
        f"         MVC   OLDPASS(8),=CL8'{old}'\n"
        f"         MVC   NEWPASS(8),=CL8'{new}'\n"
        "         CALL  BPX1PWD,(USERNLEN,USERNAME,OLDPASSLEN,OLDPASS,NEWPASSLEN,NEWPASS,   +\n"
        "               RETVAL,RETCODE,RSNCODE),VL,MF=(E,PLIST)\n"
    )
    return text, [old, new], new


@kind(
    "ibmi_qsyaddserverentry_c_api",
    "https://www.ibm.com/support/knowledgecenter/ssw_ibm_i_73/apis/QSYADDSE.htm",
    r"[A-Za-z]+[0-9]{3}[A-Za-z]+",
    prefixless=True,
)
def _qsyaddse(g: _R):
    pw = g.r.choice(PETS) + g.digits(3) + g.r.choice(WORDS)
    text = (
        "#include <qsysvrfn.h>\n"
        f'char pw[] = "{pw}";\n'
        'QsyAddServerEntry("*CURRENT  ", "RCHASPRD", 8, "DDMUSER", 7, pw, strlen(pw), &errcode);\n'
    )
    return text, [pw], pw


@kind(
    "ibmi_sql_change_user_profile_p_password",
    "https://ibm.com/support/knowledgecenter/ssw_ibm_i_74/rzajq/rzajqudfchgusrprf.htm",
    r"[A-Z]{4,8}[0-9]{2}[A-Z]{2}",
    prefixless=True,
)
def _chg_udf(g: _R):
    pw = g.r.choice(["TULIP", "HARBOR", "MAPLE", "COBALT"]) + g.digits(2) + g.s(2, string.ascii_uppercase)
    text = (
        "SELECT * FROM TABLE(SYSTOOLS.CHANGE_USER_PROFILE(\n"
        f"  P_USER_NAME => 'EDIUSR', P_PASSWORD => '{pw}', P_PASSWORD_EXPIRED => '*NO', PREVIEW => 'NO'));\n"
    )
    return text, [pw], pw


@kind(
    "ibm_mq_xms_dotnet_xmsc_password",
    "https://www.ibm.com/docs/SSFKSJ_9.1.0/com.ibm.mq.ref.dev.doc/prx_password.html",
    r"[A-Z][a-z]+[0-9]{2}%[a-z]+",
    prefixless=True,
)
def _xms(g: _R):
    pw = g.r.choice(NAMES).capitalize() + g.digits(2) + "%" + g.r.choice(PETS).lower()
    text = (
        "IConnectionFactory cf = factory.CreateConnectionFactory();\n"
        'cf.SetStringProperty(XMSC.WMQ_QUEUE_MANAGER, "QMPRD02");\n'
        'cf.SetStringProperty(XMSC.USERID, "svc_claims");\n'
        f'cf.SetStringProperty(XMSC.PASSWORD, "{pw}");\n'
    )
    return text, [pw], _bare(pw)


@kind(
    "hcl_link_ibmmq_adapter_password_flag",
    "https://help.hcl-software.com/hcllink/1.1.2/adapters/ibm_mq/references/r_ibmmq_PASSWORD.html",
    r"[a-z]+[0-9]{4}[A-Z]",
    prefixless=True,
)
def _hcl_link(g: _R):
    pw = g.r.choice(WORDS) + g.digits(4) + g.r.choice(string.ascii_uppercase)
    text = f"SOURCE = MQ -QMN QMEDI -QN EDI.IN -USER linksvc -PASSWORD {pw} -T -TV\n"
    return text, [pw], pw


@kind(
    "tuxedo_art_eci_password_c",
    "https://docs.oracle.com/en/database/oracle/tuxedo-application-runtime/22/artrg/supported-eci-c-api-parameters.html",
    r"[A-Z0-9]{8}",
    prefixless=True,
)
def _eci(g: _R):
    pw = g.s(8, UPPER_DIGITS)
    text = (
        "ECI_PARMS eci;\nmemset(&eci, 0, sizeof(eci));\neci.eci_call_type = ECI_SYNC;\n"
        'memcpy(eci.eci_program_name, "ACCTINQ ", 8);\nmemcpy(eci.eci_userid, "CICSUSR1", 8);\n'
        f'memcpy(eci.eci_password, "{pw}", 8);\n'
    )
    return text, [pw], pw


@kind(
    "softwareag_um_sagcc_update_administrator_password",
    "https://documentation.softwareag.com/universal_messaging/num10-11/10-11_UM_webhelp/num-webhelp/"
    "re-unix_shell_scripts_to_change_credentials.html",
    r"[A-Za-z]+-[0-9]{4}-[A-Za-z]+",
    prefixless=True,
)
def _sag_um(g: _R):
    pw = f"{g.r.choice(CITIES)}-{g.digits(4)}-{g.r.choice(WORDS)}"
    text = (
        "NODE_ALIAS=local\nUSERNAME=Administrator\n"
        f"PASSWORD={pw}\n"
        "RCID=integrationServer-default\n"
        'sed "s,/>,><Password>${PASSWORD}</Password></User>,g" administrator.xml > administrator_new.xml\n'
    )
    return text, [pw], pw


@kind(
    "aveva_historian_addserverex_password",
    "https://docs.aveva.com/bundle/sp-historian/page/59489.html",
    r"[A-Z][a-z]+[0-9]{4}![a-z]+",
    prefixless=True,
)
def _aveva(g: _R):
    pw = g.r.choice(SEASONS) + g.digits(4) + "!" + g.r.choice(PETS).lower()
    text = (
        f'ok = aaHistClientSingleValueEntry.AddServerEx("HISTSRV01", "plant\\historian_rw", "{pw}", true);\n'
    )
    return text, [pw], _bare(pw)


@kind(
    "datadirect_teradata_odbc_authentication_password",
    "https://docs.progress.com/bundle/datadirect-teradata-odbc-80/page/Authentication-Password.html",
    r"[A-Za-z]+[0-9]{2}[A-Za-z]+[0-9]{2}",
    prefixless=True,
)
def _ddtera(g: _R):
    pw = g.r.choice(NAMES).capitalize() + g.digits(2) + g.r.choice(MONTHS) + g.digits(2)
    text = f"DSN=TDPROD;HostName=tdprod.corp;AuthenticationMethod=LDAP;AuthenticationUserid=etl_ldap;AuthenticationPassword={pw};\n"
    return text, [pw], pw


@kind(
    "questdb_influxdb_client_basic_auth",
    "https://github.com/questdb/documentation/pull/255.diff",
    r"[a-z]+[0-9]{3}[a-z]+",
    prefixless=True,
)
def _qdb_influx(g: _R):
    pw = g.r.choice(WORDS) + g.digits(3) + g.r.choice(PETS).lower()
    text = (
        "from influxdb_client import InfluxDBClient\n"
        f'client = InfluxDBClient(url="http://questdb.internal:9000", username="admin", password="{pw}")\n'
    )
    return text, [pw], pw


@kind(
    "seald_dashboard_api_key_header",
    "https://docs.seald.io/en/sdk/api-dashboard",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _seald(g: _R):
    key = g.s(40, ALNUM)
    text = f"curl https://dashboard.seald.io/dashboardapi/v2/users/ \\\n  -H 'X-DASHBOARD-API-KEY: {key}'\n"
    return text, [key], key
