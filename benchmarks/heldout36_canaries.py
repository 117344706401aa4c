"""Held-out canary set 36: credentials in places the earlier sets left alone (issue 31).

A canary set nobody has tuned on. It holds **credentials** only (secrets a publisher must not
leak), about three quarters of them prefixless: passwords as people type them, shared secrets,
random keys and session tokens whose only clue is where they sit. They are spread over software
and carriers the earlier sets' kind names cover least: scientific and engineering software
(MATLAB Production Server ``main_config``, FLEXnet license files of EDA tools, JupyterHub, OMERO),
CAD/PLM (Autodesk Inventor ETO ``VaultConnection``, Siemens Teamcenter utilities, PTC Windchill
``db.properties``), retail and hospitality (Oracle OPERA/OHIP, Toast, Lightspeed X-Series,
Cloudbeds), fleet and telematics (Wialon, flespi, Samsara), library, archive and museum systems
(Evergreen/OpenSRF, CollectiveAccess, Omeka S, ArchivesSpace, DSpace, FOLIO, Koha SIP2), donor
and church CRMs (CiviCRM), home automation and voice (deCONZ, Node-RED, Alexa LWA), satellite and
radio (Space-Track, APRS-IS passcodes in Dire Wolf), signage (info-beamer, Portainer-managed
players), CCTV (Reolink, EZVIZ), ticketing and events (pretix, pretalx, Eventbrite, Indico),
survey tools (LimeSurvey, KoboToolbox, ODK Central), data labelling (CVAT, doccano, Labelbox),
workflow managers (Kedro, Nextflow secrets), config idioms of languages not used before (Janet,
Fennel, Hy, Chapel, Wren, Io, Idris, Mercury, Pony, Red, Q# via an Azure Quantum connection string,
Foundry/Solidity deploy scripts, Starknet Foundry for Cairo), terminal output of CLIs that print a
secret (gitea, Wazuh, Elasticsearch, Jenkins, MinIO ``mc``, NetBird) and a few vendor-prefixed
tokens of developer platforms not used before. Values are drawn the way each program draws them
(its alphabet and length); passwords have a shape written per kind (seasons and years, leet, pass
phrases, words with a symbol and digits).

How it was kept apart: written at commit ``5e2a349`` on branch ``set36`` reading only the brief,
``/work/s24/used_names10.txt`` (kind names of the earlier sets, names only),
``benchmarks/heldout_eval.py``, lines 1-160 of ``benchmarks/heldout_canaries.py``,
``tests/test_heldout_sets.py``, ``tests/test_heldout_canaries.py``, ``tests/conftest.py`` and the
first 60 lines of ``benchmarks/heldout9_canaries.py``. No redaction code, redaction test, label
file, other canary set, source list, result or git history was read, and no recall figure was
computed; the only run was the no-redaction control of ``tests/test_heldout_sets.py``. Formats
were looked up with the ``search`` tool (vendor documentation, the project's own docs and real
config files) and are cited per kind in ``SOURCES`` and ``heldout36_sources.tsv``; the kinds
whose ``note`` in the tsv says ``written from memory`` (those in ``_FROM_MEMORY`` below) were not
looked up for lack of time and cite the page they were written from memory of. Values are random
per seed, never a real credential.

81 kinds, all credentials, 63 of them prefixless (only their context is a clue); 54 were looked
up with ``search``, 27 written from memory (``_FROM_MEMORY``).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout36_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import json
import string

from heldout_canaries import _R, ALNUM, B64, B64URL, HEX, LOWER_DIGITS, UPPER_DIGITS, HeldOut, Registry, _b64u

__all__ = ["GENERATORS", "SOURCES", "_R", "HeldOut", "fresh", "heldout_canaries", "kind"]

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

UPPER_HEX = "0123456789ABCDEF"
# kinds written from memory of the cited page (not looked up with the search tool)
_FROM_MEMORY = {
    "lightspeed_xseries_lsxs_pt_token",
    "samsara_fleet_api_token_bearer",
    "folio_okapi_x_okapi_token_header",
    "alexa_lwa_client_secret_ask_cli",
    "ezviz_open_access_token_at",
    "labelbox_api_key_jwt_env",
    "indico_personal_token_indp",
    "cloudbeds_cbat_api_key_pms",
    "portainer_ptr_access_token_edge",
    "neon_napi_key_cli",
    "contentful_cfpat_cma_token",
    "octopus_deploy_api_key_header",
    "replicate_r8_token_cog_login",
    "sentry_sntryu_user_token_sentryclirc",
    "doppler_dp_st_service_token_run",
    "notion_ntn_integration_secret",
    "janet_def_db_password",
    "fennel_local_api_token",
    "hy_setv_secret_key",
    "wren_static_token_field",
    "io_object_clone_password_slot",
    "idris_api_key_string_decl",
    "mercury_func_api_secret",
    "pony_let_token_literal",
    "red_lang_password_word",
    "azure_quantum_connection_string_apikey",
    "starknet_foundry_accounts_json_private_key",
}


# -- scientific and engineering software ----------------------------------------------------------


@kind(
    "matlab_mps_x509_passphrase_file",
    "https://uk.mathworks.com/help/mps/server/enable-security.html ; "
    "https://mathworks.com/help/mps/server/mps.configuration-properties.html",
    r"[A-Za-z0-9!#%&*+=?@^_-]{12,24}",
    prefixless=True,
)
def _mps(g: _R):
    pw = g.r.choice(["Mps", "mlprod", "R2025b", "Matlab"]) + g.s(6) + g.r.choice("!#%&*") + g.digits(3)
    text = (
        "$ cat prod_instance/config/main_config | grep x509\n--x509-cert-chain ./x509/cert_chain.pem\n"
        "--x509-private-key ./x509/private_key.pem\n--x509-passphrase ./x509/key_passphrase\n"
        f"$ cat prod_instance/x509/key_passphrase\n{pw}\n"
    )
    return text, [pw], pw.translate(str.maketrans("", "", "!#%&*"))


@kind(
    "flexnet_license_feature_sign_cadence",
    "http://38.142.81.21:8001/manual/macrovision-corporation/pc/user-guide-english/page-112.html "
    "(FLEXnet Licensing End User Guide, Appendix B)",
    r"[0-9A-F]{12}",
    prefixless=True,
)
def _flexnet(g: _R):
    sign = g.s(12, UPPER_HEX)
    sign2 = " ".join(g.s(4, UPPER_HEX) for _ in range(15))
    text = (
        f"SERVER lic01.eda.example 0050{g.s(8, HEX)} 5280\nVENDOR cdslmd\nUSE_SERVER\n"
        f"INCREMENT Virtuoso_Schematic_Editor_L cdslmd 23.1 31-dec-2026 10 \\\n"
        f'\tSIGN={sign} \\\n\tSIGN2="{sign2}"\n'
    )
    return text, [sign, sign2], sign


@kind(
    "jupyterhub_crypt_key_export",
    "https://pypi.org/project/jupyter-omero-authenticator/0.0.0 ; "
    "https://jupyterhub.readthedocs.io/en/5.2.1/_sources/tutorial/getting-started/security-basics.md.txt",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _jh_crypt(g: _R):
    key = g.s(64, HEX)
    text = f"# /etc/jupyterhub/env\nexport JUPYTERHUB_CRYPT_KEY={key}\nexec jupyterhub -f /etc/jupyterhub/jupyterhub_config.py\n"
    return text, [key], key


@kind(
    "jupyterhub_hashauthenticator_secret_key",
    "https://github.com/pminkov/jupyterhub-hashauthenticator/blob/master/README.md",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _jh_hash(g: _R):
    key = g.s(64, HEX)
    text = (
        "c.JupyterHub.authenticator_class = 'hashauthenticator.HashAuthenticator'\n"
        f"c.HashAuthenticator.secret_key = '{key}'\nc.HashAuthenticator.password_length = 10\n"
    )
    return text, [key], key


@kind(
    "omero_config_set_db_pass",
    "https://github.com/openmicroscopy/openmicroscopy/blob/dev_4_4/docs/install/VM/setup_omero.sh",
    r"[A-Za-z0-9]{6,24}",
    prefixless=True,
)
def _omero_db(g: _R):
    pw = g.r.choice(["omero", "Omero", "micro", "imaging"]) + g.s(8) + g.digits(2)
    text = (
        "$OMERO_BIN/omero config set omero.db.name 'omero'\n"
        "$OMERO_BIN/omero config set omero.db.user 'omero'\n"
        f"$OMERO_BIN/omero config set omero.db.pass '{pw}'\n"
    )
    return text, [pw], pw


@kind(
    "omero_server_docker_rootpass_env",
    "https://github.com/ome/omero-server-docker",
    r"[A-Za-z0-9.-]{10,32}",
    prefixless=True,
)
def _omero_root(g: _R):
    pw = "-".join(
        [g.r.choice(["confocal", "zebrafish", "pipette", "lattice", "mitosis"]), g.s(5), g.digits(4)]
    )
    text = (
        "docker run -d --name omero-server --link postgres:db \\\n"
        "    -e CONFIG_omero_db_user=postgres \\\n"
        f"    -e ROOTPASS={pw} \\\n    -p 4063:4063 -p 4064:4064 openmicroscopy/omero-server\n"
    )
    return text, [pw], pw


# -- CAD / PLM -------------------------------------------------------------------------------------


@kind(
    "inventor_eto_vaultconnection_password",
    "https://help.autodesk.com/cloudhelp/2015/ENU/InventorETO/files/GUID-014A0730-ED1E-4D22-9603-09765B81169F.htm",
    r"[A-Za-z]+[0-9]{2,4}[!$#]?[A-Za-z]*",
    prefixless=True,
)
def _eto_vault(g: _R):
    pw = (
        g.r.choice(["Drafting", "Sheetmetal", "Assembly", "Gearbox"])
        + g.digits(4)
        + g.r.choice("!$#")
        + g.s(4, string.ascii_letters)
    )
    text = (
        "Design VaultLogin : VaultConnection\n"
        '    Parameter Rule Server As String = "vault01.eng.example"\n'
        '    Parameter Rule Vault As String = "ProductionVault"\n'
        '    Parameter Rule UserName As String = "eto_service"\n'
        f'    Parameter Rule Password As String = "{pw}"\nEnd Design\n'
    )
    return text, [pw], pw.translate(str.maketrans("", "", "!$#"))


@kind(
    "teamcenter_utility_infodba_p_flag",
    "https://www.learnteamcenter.com/post/ips-data-upload-utility-for-migration-part-2 ; "
    "https://tccustomization.blogspot.com/search/label/teamcenter%20organazation",
    r"[A-Za-z0-9%$]{10,20}",
    prefixless=True,
)
def _tc(g: _R):
    pw = "tc" + g.s(6) + g.r.choice("%$") + g.digits(4)
    text = (
        f"ips_data_upload -u=infodba -p={pw} -g=dba -m=items -i=parts_batch07.txt -cfg=upload.cfg\n"
        "Teamcenter login OK (infodba/dba)\n"
    )
    return text, [pw], pw.replace("%", "").replace("$", "")


@kind(
    "windchill_db_properties_wt_pom_dbpassword",
    "https://support.ptc.com/help/servigistics/insadmin_hc/en/Servigistics_InService_Administration_Help_Center/"
    "InS_Customization_PropertyFiles_InS_Customization_Properties_db_Properties.html",
    r"[A-Za-z0-9_]{8,20}",
    prefixless=True,
)
def _windchill(g: _R):
    pw = g.r.choice(["wcadmin", "Windchill", "plm_ora"]) + "_" + g.s(8)
    text = (
        "# $WT_HOME/db/db.properties\nwt.pom.dbUser=wcadmin\n"
        f"wt.pom.dbPassword={pw}\nwt.pom.serviceName=wind\n"
    )
    return text, [pw], pw


# -- retail and hospitality ------------------------------------------------------------------------


@kind(
    "ohip_x_app_key_and_client_secret",
    "https://docs.oracle.com/en/industries/hospitality/integration-platform/ohipu/c_oauth_token_api.htm ; "
    "https://docs.oracle.com/en/industries/hospitality/integration-platform/ohipu/"
    "c_authenticating_to_oracle_hospitality_property_apis_ocim.htm",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _ohip(g: _R):
    app_key = g.uuid()
    secret = g.s(36, B64URL)
    text = (
        'curl -X POST "$GATEWAY/oauth/v1/tokens" \\\n'
        f"  -H 'x-app-key: {app_key}' -H 'enterpriseId: CHAINX' \\\n"
        f"  -u 'CHAINX_Client:{secret}' -d 'grant_type=client_credentials&scope=urn:opc:hgbu:ws:__myscopes__'\n"
    )
    return text, [app_key, secret], app_key


@kind(
    "ohip_oauth_access_token_jwt_response",
    "https://docs.oracle.com/en/cloud/paas/integration-cloud/int-get-started/overview-ohip-token.html",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _ohip_jwt(g: _R):
    tok = ".".join(
        [
            _b64u({"alg": "RS256", "typ": "JWT", "kid": g.s(8, LOWER_DIGITS)}),
            _b64u(
                {"sub": "CHAINX_Client", "iss": "www.oracle.com", "exp": 1760000000 + g.r.randint(0, 10**6)}
            ),
            g.s(43, B64URL),
        ]
    )
    text = json.dumps({"access_token": tok, "token_type": "Bearer", "expires_in": 3600}, indent=1)
    return text, [tok], tok.split(".")[2]


@kind(
    "toast_authentication_login_client_secret",
    "https://doc.toasttab.com/doc/devguide/authentication.html ; "
    "https://raw.githubusercontent.com/api-evangelist/toast-tab/refs/heads/main/json-structure/"
    "authentication-authentication-request-structure.json",
    r"[A-Za-z0-9_-]{64}",
    prefixless=True,
)
def _toast(g: _R):
    cid = g.s(32)
    secret = g.s(64, B64URL)
    body = json.dumps({"clientId": cid, "clientSecret": secret, "userAccessType": "TOAST_MACHINE_CLIENT"})
    text = (
        "curl -s https://ws-api.toasttab.com/authentication/v1/authentication/login \\\n"
        f"  -H 'Content-Type: application/json' -d '{body}'\n"
    )
    return text, [secret], secret


@kind(
    "toast_access_token_jwt_login_response",
    "https://doc.toasttab.com/openapi/authentication/tag/Data-definitions/schema/AuthenticationResponse",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}",
)
def _toast_jwt(g: _R):
    tok = ".".join(
        [
            _b64u({"kid": g.uuid(), "alg": "RS256"}),
            _b64u(
                {
                    "https://toasttab.com/client_name": "pos-sync",
                    "sub": g.s(32),
                    "exp": 1760000000 + g.r.randint(0, 10**6),
                }
            ),
            g.s(86, B64URL),
        ]
    )
    text = json.dumps(
        {
            "token": {"tokenType": "Bearer", "scope": None, "expiresIn": 86400, "accessToken": tok},
            "status": "SUCCESS",
        }
    )
    return text, [tok], tok.split(".")[2]


@kind(
    "lightspeed_xseries_lsxs_pt_token",
    "https://x-series-api.lightspeedhq.com/docs/authorization (personal tokens)",
    r"lsxs_pt_[A-Za-z0-9]{32}",
)
def _lightspeed(g: _R):
    tok = "lsxs_pt_" + g.s(32)
    text = f"curl https://mystore.retail.lightspeed.app/api/2.0/products -H 'Authorization: Bearer {tok}'\n"
    return text, [tok], tok


# -- logistics, fleet and telematics ---------------------------------------------------------------


@kind(
    "wialon_token_login_72_hex",
    "https://help.wialon.com/en/api/user-guide/code-examples/login-and-logout ; "
    "https://help.wialon.com/ru/api/user-guide/api-reference/token/login",
    r"[0-9a-f]{32}[0-9A-F]{40}",
    prefixless=True,
)
def _wialon(g: _R):
    tok = g.s(32, HEX) + g.s(40, UPPER_HEX)
    text = (
        f'https://hst-api.wialon.com/wialon/ajax.html?svc=token/login&\n\tparams={{"token":"{tok}","fl":7}}\n'
    )
    return text, [tok], tok


@kind(
    "wialon_session_eid_sid_param",
    "https://help.wialon.com/en/api/user-guide/code-examples/login-and-logout",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _wialon_eid(g: _R):
    eid = g.s(32, HEX)
    text = (
        f'{{"host": "212.98.173.107", "eid": "{eid}", "tm": {1700000000 + g.r.randint(0, 10**7)}, '
        '"user": {"nm": "fleet_ops", "cls": 1}}\n'
        f"GET /wialon/ajax.html?svc=core/search_items&params={{...}}&sid={eid}\n"
    )
    return text, [eid], eid


@kind(
    "flespi_token_authorization_header",
    "https://flespi.com/rest-api",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _flespi(g: _R):
    tok = g.s(64)
    text = (
        f"curl -X GET --header 'Authorization: FlespiToken {tok}' "
        "'https://flespi.io/gw/devices/all/telemetry/position'\n"
    )
    return text, [tok], tok


@kind(
    "samsara_fleet_api_token_bearer",
    "https://developers.samsara.com/docs/authentication",
    r"samsara_api_[A-Za-z0-9]{30}",
)
def _samsara(g: _R):
    tok = "samsara_api_" + g.s(30)
    text = f'SAMSARA_API_TOKEN={tok}\ncurl -H "Authorization: Bearer $SAMSARA_API_TOKEN" https://api.samsara.com/fleet/vehicles\n'
    return text, [tok], tok


# -- library, archive and museum systems -----------------------------------------------------------


@kind(
    "evergreen_opensrf_core_xml_router_passwd",
    "https://pastebin.com/4pUVaLTG (an Evergreen opensrf_core.xml)",
    r"[A-Za-z0-9]{8,20}",
    prefixless=True,
)
def _evergreen(g: _R):
    pw = g.r.choice(["opensrf", "routerpw", "ils"]) + g.s(8) + g.digits(2)
    text = (
        "<router>\n  <name>router</name>\n  <domain>private.localhost</domain>\n"
        f"  <username>opensrf</username>\n  <passwd>{pw}</passwd>\n  <port>5222</port>\n</router>\n"
    )
    return text, [pw], pw


@kind(
    "collectiveaccess_setup_php_db_password",
    "https://github.com/collectiveaccess/providence/blob/master/setup.php-dist ; "
    "miceno/providence tests/setup-tests.php",
    r"[A-Za-z0-9]{8,16}",
    prefixless=True,
)
def _ca(g: _R):
    pw = g.digits(4) + "ca" + g.s(6)
    text = (
        "# __CA_DB_PASSWORD__ = Database login password\n#\n"
        f"define(\"__CA_DB_USER__\", 'ca');\ndefine(\"__CA_DB_PASSWORD__\", '{pw}');\n"
        "define(\"__CA_DB_DATABASE__\", 'collectiveaccess');\n"
    )
    return text, [pw], pw


@kind(
    "omeka_s_api_key_identity_credential_query",
    "https://omeka.org/s/docs/developer/api/rest_api/",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _omeka(g: _R):
    ident, cred = g.s(32), g.s(32)
    text = (
        f"curl 'https://collections.museum.example/api/items?key_identity={ident}"
        f"&key_credential={cred}' -X POST -H 'Content-Type: application/json' -d @item.json\n"
    )
    return text, [cred, ident], cred


@kind(
    "archivesspace_config_rb_db_url_password",
    "https://github.com/fnibbit/archivesspace (README, AppConfig[:db_url])",
    r"[A-Za-z0-9]{10,20}",
    prefixless=True,
)
def _aspace(g: _R):
    pw = g.r.choice(["as", "aspace", "archives"]) + g.s(10)
    text = (
        "# config/config.rb\n"
        f'AppConfig[:db_url] = "jdbc:mysql://localhost:3306/archivesspace?user=as&password={pw}&useUnicode=true&characterEncoding=UTF-8"\n'
    )
    return text, [pw], pw


@kind(
    "dspace7_local_cfg_postgres_db_password",
    "https://gist.github.com/dheles/533e9118c7bdde28401c2b0b879bf548 (an EXAMPLE local.cfg)",
    r"[A-Za-z0-9]{8,24}",
    prefixless=True,
)
def _dspace(g: _R):
    pw = g.r.choice(["Repo", "dspace", "Handle"]) + g.digits(4) + g.s(6)
    text = (
        "# [dspace]/config/local.cfg\ndb.url = jdbc:postgresql://localhost:5432/dspace\ndb.username = dspace\n"
        + f"db.password = {pw}\n"
    )
    return text, [pw], pw


@kind(
    "folio_okapi_x_okapi_token_header",
    "https://dev.folio.org/guides/okapi-tutorial/ (X-Okapi-Token)",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _folio(g: _R):
    tok = ".".join(
        [
            _b64u({"alg": "HS256"}),
            _b64u({"sub": "diku_admin", "user_id": g.uuid(), "tenant": "diku"}),
            g.s(43, B64URL),
        ]
    )
    text = f"curl -H 'X-Okapi-Tenant: diku' -H 'X-Okapi-Token: {tok}' http://okapi:9130/circulation/loans?limit=10\n"
    return text, [tok], tok.split(".")[2]


# -- donor, church and NGO CRMs --------------------------------------------------------------------


@kind(
    "civicrm_settings_site_key_define",
    "https://gist.github.com/welly/5e83885ad094b1bdca01 ; https://gist.github.com/herbdool/4acdbf2b8d8ace2a24f810d52564dc33",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _civi_key(g: _R):
    key = g.s(32, HEX)
    text = f"define( 'CIVICRM_SITE_KEY', '{key}' );\ndefine( 'CIVICRM_IDS_ENABLE', 1);\n"
    return text, [key], key


@kind(
    "civicrm_dsn_mysql_password_define",
    "https://www.drupal.org/files/1978142-pantheon-settings-2.patch (civicrm.settings.php.tpl)",
    r"[A-Za-z0-9]{10,20}",
    prefixless=True,
)
def _civi_dsn(g: _R):
    pw = g.r.choice(["civi", "Donor", "parish"]) + g.s(10)
    text = f"define( 'CIVICRM_DSN'          , 'mysql://civicrm:{pw}@localhost/civicrm?new_link=true' );\n"
    return text, [pw], pw


# -- home automation and voice ---------------------------------------------------------------------


@kind(
    "deconz_api_key_post_api_response",
    "https://dresden-elektronik.github.io/deconz-rest-doc/getting_started ; "
    "https://gist.github.com/lfg6000/e677f4c910d17d96734e8fe8134bbc19",
    r"[0-9A-F]{10}",
    prefixless=True,
)
def _deconz(g: _R):
    key = g.s(10, UPPER_HEX)
    text = (
        '$ curl -d \'{"devicetype": "my application"}\' -X POST http://192.168.2.103:80/api/\n'
        f'[{{"success":{{"username":"{key}"}}}}]\n$ curl http://192.168.2.103/api/{key}/sensors\n'
    )
    return text, [key], key


@kind(
    "node_red_settings_credential_secret",
    "https://raw.githubusercontent.com/node-red/node-red/master/packages/node_modules/node-red/settings.js",
    r"[A-Za-z0-9 -]{12,48}",
    prefixless=True,
)
def _nodered(g: _R):
    secret = (
        " ".join(g.r.choice(["amber", "relay", "garage", "boiler", "sensor", "kettle"]) for _ in range(3))
        + " "
        + g.s(8)
    )
    text = f"module.exports = {{\n    flowFile: 'flows.json',\n    credentialSecret: \"{secret}\",\n    flowFilePretty: true,\n}}\n"
    return text, [secret], secret.split()[-1]


@kind(
    "node_red_http_node_auth_pass",
    "https://pastebin.com/ba9HEtNL (a Node-RED settings.js with httpNodeAuth)",
    r"[A-Za-z0-9@]{8,20}",
    prefixless=True,
)
def _nodered_http(g: _R):
    pw = g.r.choice(["Hallway", "patio", "Loft"]) + "@" + g.digits(4) + g.s(3)
    text = f'    httpNodeAuth: {{user:"dashboard", pass:"{pw}"}},\n    httpStaticAuth: {{user:"dashboard", pass:"{pw}"}},\n'
    return text, [pw], pw.replace("@", "")


@kind(
    "alexa_lwa_client_secret_ask_cli",
    "https://developer.amazon.com/docs/login-with-amazon/register-web.html (client secret amzn1.oa2-cs.v1.)",
    r"amzn1\.oa2-cs\.v1\.[0-9a-f]{64}",
)
def _alexa(g: _R):
    sec = "amzn1.oa2-cs.v1." + g.s(64, HEX)
    cid = "amzn1.application-oa2-client." + g.s(32, HEX)
    text = f"ask util generate-lwa-tokens --client-id {cid} --client-confirmation {sec} --scopes alexa::skills:account_linking\n"
    return text, [sec], sec[16:]


# -- satellite and radio ---------------------------------------------------------------------------


def _aprs_passcode(call: str) -> int:
    h = 0x73E2
    c = call.upper().split("-")[0]
    for i in range(0, len(c), 2):
        h ^= ord(c[i]) << 8
        if i + 1 < len(c):
            h ^= ord(c[i + 1])
    return h & 0x7FFF


@kind(
    "direwolf_iglogin_aprs_is_passcode",
    "https://usermanual.wiki/Document/UserGuide.45070158/html (Dire Wolf User Guide, IGLOGIN) ; "
    "http://www.aprs-is.net/Connecting.aspx (passcode)",
    r"IGLOGIN [A-Z0-9]{4,6}-10 [0-9]{1,5}",
    prefixless=True,
)
def _aprs(g: _R):
    call = g.r.choice(["K", "W", "N", "DL", "G", "VK"]) + g.digits(1) + g.s(3, string.ascii_uppercase)
    line = f"IGLOGIN {call}-10 {_aprs_passcode(call)}"
    text = f"# direwolf.conf\nIGSERVER noam.aprs2.net\n{line}\nPBEACON sendto=IG delay=0:30 every=10:00\n"
    return text, [line], line.replace(" ", "_")


@kind(
    "spacetrack_ajaxauth_login_form_password",
    "https://raw.githubusercontent.com/api-evangelist/spacetrack/refs/heads/main/examples/login.json",
    r"[A-Za-z0-9%]{10,30}",
    prefixless=True,
)
def _spacetrack(g: _R):
    pw = g.r.choice(["Orbit", "tle", "Keplerian"]) + g.digits(2) + "%21" + g.s(8)
    text = (
        "curl -c cookies.txt https://www.space-track.org/ajaxauth/login "
        f"-d 'identity=ops%40groundstation.example&password={pw}'\n"
    )
    return text, [pw], pw.replace("%", "")


@kind(
    "spacetrack_identity_env_user_slash_password",
    "https://metacpan.org/pod/distribution/Astro-SpaceTrack/eg/spacetrack-identity",
    r"[a-z0-9.]+/[A-Za-z0-9]{10,20}",
    prefixless=True,
)
def _st_ident(g: _R):
    pw = g.s(12)
    val = f"gs.ops{g.digits(2)}/{pw}"
    text = f"$ spacetrack-identity\nSPACETRACK_USER={val}\n"
    return text, [val], pw


# -- print, scan, signage, kiosks ------------------------------------------------------------------


@kind(
    "infobeamer_hosted_api_key_python",
    "https://pypi.org/project/infobeamerhosted/1.0/",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _infobeamer(g: _R):
    key = g.s(40)
    text = f"from infobeamerhosted import *\nInfobeamerAPI.KEY = '{key}'\nfoyer = Infobeamer()\nfoyer.group = 'lobby'\n"
    return text, [key], key


# -- CCTV ------------------------------------------------------------------------------------------


@kind(
    "reolink_cgi_login_user_password_json",
    "https://raw.githubusercontent.com/api-evangelist/reolink/refs/heads/main/examples/reolink-login-example.json",
    r"[A-Za-z0-9#]{8,20}",
    prefixless=True,
)
def _reolink(g: _R):
    pw = g.r.choice(["Porch", "driveway", "Garage"]) + "#" + g.digits(4) + g.s(4)
    body = json.dumps(
        [{"cmd": "Login", "action": 0, "param": {"User": {"userName": "admin", "password": pw}}}]
    )
    text = f"curl -k -X POST 'https://192.168.1.100/cgi-bin/api.cgi?cmd=Login&token=null' -d '{body}'\n"
    return text, [pw], pw.replace("#", "")


@kind(
    "reolink_cgi_login_token_name_response",
    "https://raw.githubusercontent.com/api-evangelist/reolink/refs/heads/main/json-schema/login.json",
    r"[0-9a-f]{16}",
    prefixless=True,
)
def _reolink_tok(g: _R):
    tok = g.s(16, HEX)
    text = json.dumps([{"cmd": "Login", "code": 0, "value": {"Token": {"leaseTime": 3600, "name": tok}}}]) + (
        f"\nGET /cgi-bin/api.cgi?cmd=Snap&channel=0&token={tok}\n"
    )
    return text, [tok], tok


@kind(
    "ezviz_open_access_token_at",
    "https://open.ys7.com/help/81 (accessToken at.…)",
    r"at\.[a-z0-9]{25}-[a-z0-9]{10}-[a-z0-9]{7}-[a-z0-9]{8}",
)
def _ezviz(g: _R):
    tok = "at." + "-".join(
        [g.s(25, LOWER_DIGITS), g.s(10, LOWER_DIGITS), g.s(7, LOWER_DIGITS), g.s(8, LOWER_DIGITS)]
    )
    text = json.dumps(
        {"data": {"accessToken": tok, "expireTime": 1760000000000 + g.r.randint(0, 10**9)}, "code": "200"}
    )
    return text, [tok], tok


# -- ticketing and events --------------------------------------------------------------------------


@kind(
    "pretix_team_api_token_header",
    "https://docs.pretix.eu/en/latest/api/tokenauth.html",
    r"[a-z0-9]{64}",
    prefixless=True,
)
def _pretix(g: _R):
    tok = g.s(64, LOWER_DIGITS)
    text = f"GET /api/v1/organizers/ HTTP/1.1\nHost: pretix.eu\nAuthorization: Token {tok}\n"
    return text, [tok], tok


@kind(
    "pretalx_api_token_orga_me",
    "https://github.com/pretalx/pretalx/blob/main/doc/api/fundamentals.rst",
    r"[a-z0-9]{64}",
    prefixless=True,
)
def _pretalx(g: _R):
    tok = g.s(64, LOWER_DIGITS)
    text = f'PRETALX_TOKEN={tok}\nhttp GET https://pretalx.com/api/events/ "Authorization: Token $PRETALX_TOKEN"\n'
    return text, [tok], tok


@kind(
    "eventbrite_private_token_airbyte_config",
    "https://docs.airbyte.com/integrations/sources/eventbrite ; "
    "https://glama.ai/mcp/servers/@vishalsachdev/eventbrite-mcp/tree/main/api-docs",
    r"[A-Z0-9]{20}",
    prefixless=True,
)
def _eventbrite(g: _R):
    tok = g.s(20, UPPER_DIGITS)
    text = json.dumps(
        {"sourceType": "eventbrite", "private_token": tok, "start_date": "2025-01-01T00:00:00Z"}, indent=1
    )
    return text, [tok], tok


@kind(
    "indico_personal_token_indp",
    "https://docs.getindico.io/en/3.0.x/http-api/access/ ; https://github.com/indico/indico/releases/tag/v3.0rc2 (personal tokens)",
    r"indp_[A-Za-z0-9]{64}",
)
def _indico(g: _R):
    tok = "indp_" + g.s(64)
    text = f"curl -H 'Authorization: Bearer {tok}' https://indico.physics.example/export/categ/2.json?from=today\n"
    return text, [tok], tok


# -- surveys ---------------------------------------------------------------------------------------


@kind(
    "limesurvey_get_session_key_response",
    "https://www.powershellgallery.com/packages/LimeSurvey-Xml/0.0.2/Content/Public%5CNew-LimeSession.ps1 ; "
    "https://rdrr.io/github/bpresentati/surveyR/src/R/get_session_key.R",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _ls_key(g: _R):
    key = g.s(32)
    text = (
        '{"method":"get_session_key","params":["admin","…"],"id":1}\n'
        f'{{"id":1,"result":"{key}","error":null}}\n'
    )
    return text, [key], key


@kind(
    "limesurvey_r_options_lime_password",
    "https://rdrr.io/cran/limonaid/man/get_session_key.html",
    r"[A-Za-z]+ [A-Za-z]+ [A-Za-z]+ [0-9]{2}",
    prefixless=True,
)
def _ls_pw(g: _R):
    pw = (
        " ".join(
            g.r.choice(["correct", "horse", "battery", "staple", "survey", "likert", "cohort"])
            for _ in range(3)
        )
        + f" {g.digits(2)}"
    )
    text = (
        "options(lime_api = 'https://survey.uni.example/index.php/admin/remotecontrol')\n"
        "options(lime_username = 'analyst')\n"
        f"options(lime_password = '{pw}')\nkey <- get_session_key()\n"
    )
    return text, [pw], pw.replace(" ", "_")


@kind(
    "kobotoolbox_api_token_renviron",
    "https://search.r-project.org/CRAN/refmans/robotoolbox/html/kobo_token.html ; "
    "https://docs.n8n.io/integrations/builtin/credentials/kobotoolbox.md",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _kobo(g: _R):
    tok = g.s(40, HEX)
    text = f"# ~/.Renviron\nKOBOTOOLBOX_URL=https://kf.kobotoolbox.org/\nKOBOTOOLBOX_TOKEN={tok}\n"
    return text, [tok], tok


@kind(
    "odk_central_ruodk_setup_pw",
    "https://docs.ropensci.org/ruODK/reference/submission_create.html",
    r"[A-Za-z]+[0-9]{4}[.!?]",
    prefixless=True,
)
def _odk_pw(g: _R):
    pw = g.r.choice(["Enumerator", "Household", "Fieldwork", "Baseline"]) + g.digits(4) + g.r.choice(".!?")
    text = f'ruODK::ru_setup(\n  svc = "https://central.survey.example/v1/projects/3/forms/hh.svc",\n  un = "me@ngo.example",\n  pw = "{pw}"\n)\n'
    return text, [pw], pw[:-1]


# -- data labelling --------------------------------------------------------------------------------


@kind(
    "cvat_cli_auth_user_pass_flag",
    "https://pypi.org/project/cvat-cli/2.11.0/",
    r"[A-Za-z0-9_.]{8,24}",
    prefixless=True,
)
def _cvat(g: _R):
    pw = g.r.choice(["bbox", "Polygon", "keypoint"]) + "_" + g.s(8) + "." + g.digits(2)
    text = f'cvat-cli --auth labeler:{pw} --server-host cvat.ml.example --server-port 8080 create "street-scenes" --labels labels.json local ./frames\n'
    return text, [pw], pw


@kind(
    "doccano_createuser_password_flag",
    "https://blog.csdn.net/weixin_42744142/article/details/119596982 (doccano README install steps)",
    r"[A-Za-z0-9]{8,20}",
    prefixless=True,
)
def _doccano(g: _R):
    pw = g.r.choice(["Annot", "ner", "Span"]) + g.digits(3) + g.s(5)
    text = (
        f"doccano init\ndoccano createuser --username admin --password {pw}\ndoccano webserver --port 8000\n"
    )
    return text, [pw], pw


@kind(
    "doccano_docker_admin_password_env",
    "https://huggingface.co/spaces/demo-org/doccano/blame/refs%2Fpr%2F2/Dockerfile",
    r"[A-Za-z0-9]{6,10}(?:19|20)[0-9]{2}",
    prefixless=True,
)
def _doccano_env(g: _R):
    pw = g.r.choice(["Summer", "Winter", "Autumn", "Spring"]) + g.s(3) + str(g.r.randint(1990, 2026))
    text = (
        'docker container create --name doccano -e "ADMIN_USERNAME=admin" '
        f'-e "ADMIN_EMAIL=admin@example.com" -e "ADMIN_PASSWORD={pw}" -p 8000:8000 doccano/doccano\n'
    )
    return text, [pw], pw


@kind(
    "labelbox_api_key_jwt_env",
    "https://docs.labelbox.com/reference/create-api-key",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _labelbox(g: _R):
    tok = ".".join(
        [
            _b64u({"alg": "HS256", "typ": "JWT"}),
            _b64u({"userId": g.s(25, LOWER_DIGITS), "organizationId": g.s(25, LOWER_DIGITS)}),
            g.s(43, B64URL),
        ]
    )
    text = f"export LABELBOX_API_KEY={tok}\npython -c 'import labelbox as lb; print(lb.Client().get_user().email)'\n"
    return text, [tok], tok.split(".")[2]


# -- notebooks and workflow managers ---------------------------------------------------------------


@kind(
    "kedro_conf_local_credentials_yml",
    "https://docs.kedro.org/en/latest/configure/credentials/",
    r"[A-Za-z0-9/+]{40}",
    prefixless=True,
)
def _kedro(g: _R):
    secret = g.s(40, B64)
    text = f"# conf/local/credentials.yml\ndev_s3:\n  client_kwargs:\n    aws_access_key_id: key\n    aws_secret_access_key: {secret}\n"
    return text, [secret], secret.replace("/", "").replace("+", "")


@kind(
    "kedro_credentials_yml_postgres_con",
    "https://docs.kedro.org/en/latest/configure/credentials/",
    r"[A-Za-z0-9]{10,20}",
    prefixless=True,
)
def _kedro_pg(g: _R):
    pw = g.r.choice(["kedro", "Pipeline", "warehouse"]) + g.s(8)
    text = f"db_credentials:\n  con: postgresql://scott:{pw}@localhost/test\n"
    return text, [pw], pw


@kind(
    "nextflow_secrets_set_command",
    "https://www.Nextflow.io/docs/latest/secrets.html ; https://docs.seqera.io/nextflow/reference/cli/secrets",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _nextflow(g: _R):
    val = g.s(32)
    text = f"$ nextflow secrets set NCBI_API_KEY {val}\n$ nextflow secrets list\nNCBI_API_KEY\n"
    return text, [val], val


# -- languages not used before ---------------------------------------------------------------------


@kind(
    "janet_def_db_password",
    "https://janet-lang.org/docs/bindings.html (def)",
    r"[A-Za-z0-9$]{10,20}",
    prefixless=True,
)
def _janet(g: _R):
    pw = "jn" + g.s(8) + "$" + g.digits(3)
    text = f'(def db-host "127.0.0.1")\n(def db-password "{pw}")\n(pg/connect {{:host db-host :password db-password}})\n'
    return text, [pw], pw.replace("$", "")


@kind(
    "fennel_local_api_token",
    "https://fennel-lang.org/reference#local-declare-local",
    r"[a-f0-9]{40}",
    prefixless=True,
)
def _fennel(g: _R):
    tok = g.s(40, HEX)
    text = f'(local api-token "{tok}")\n(local headers {{:Authorization (.. "token " api-token)}})\n'
    return text, [tok], tok


@kind(
    "hy_setv_secret_key",
    "https://hylang.org/hy/doc/v1.0.0/api#setv",
    r"[A-Za-z0-9!@#%^&*(=+)_-]{50}",
    prefixless=True,
)
def _hy(g: _R):
    key = g.s(50, "abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)")
    text = f'(setv SECRET_KEY "{key}")\n(setv DEBUG False)\n'
    return text, [key], "".join(c for c in key if c.isalnum())


@kind(
    "chapel_config_const_cli_flag",
    "https://chapel-lang.org/docs/users-guide/base/configs.html ; https://chapel-lang.org/docs/usingchapel/executing.html",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _chapel(g: _R):
    key = g.s(24)
    text = f'config const apiKey = "";\nconfig const endpoint = "https://hpc.example/api";\n$ ./ingest --apiKey={key} --numLocales=4\n'
    return text, [key], key


@kind(
    "wren_static_token_field",
    "https://wren.io/classes.html (static fields)",
    r"[A-Za-z0-9]{36}",
    prefixless=True,
)
def _wren(g: _R):
    tok = g.s(36)
    text = f'class Config {{\n  static token {{ "{tok}" }}\n  static host {{ "api.game.example" }}\n}}\n'
    return text, [tok], tok


@kind(
    "io_object_clone_password_slot",
    "https://iolanguage.org/guide/guide.html (Objects, slots)",
    r"[A-Za-z0-9]{8,16}",
    prefixless=True,
)
def _io(g: _R):
    pw = g.r.choice(["Tr0ub4dor", "p4ssw0rd", "Hunter"]) + g.digits(3) + g.s(2)
    text = f'Db := Object clone do(\n  user := "svc"\n  password := "{pw}"\n)\n'
    return text, [pw], pw


@kind(
    "idris_api_key_string_decl",
    "https://docs.idris-lang.org/en/latest/tutorial/typesfuns.html",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _idris(g: _R):
    key = g.s(32)
    text = f'apiKey : String\napiKey = "{key}"\n\nmain : IO ()\nmain = fetch apiKey >>= printLn\n'
    return text, [key], key


@kind(
    "mercury_func_api_secret",
    "https://mercurylang.org/information/doc-latest/mercury_ref/Func-declarations.html",
    r"[0-9a-f]{48}",
    prefixless=True,
)
def _mercury(g: _R):
    sec = g.s(48, HEX)
    text = f':- func api_secret = string.\napi_secret = "{sec}".\n'
    return text, [sec], sec


@kind(
    "pony_let_token_literal",
    "https://tutorial.ponylang.io/expressions/variables.html",
    r"[A-Za-z0-9_-]{40}",
    prefixless=True,
)
def _pony(g: _R):
    tok = g.s(40, B64URL)
    text = f'actor Main\n  new create(env: Env) =>\n    let token: String = "{tok}"\n    Client(env, token).run()\n'
    return text, [tok], tok


@kind(
    "red_lang_password_word", "https://www.red-lang.org/ (set-words)", r"[A-Za-z0-9!]{8,16}", prefixless=True
)
def _red(g: _R):
    pw = g.r.choice(["hunter", "Letmein", "dragon"]) + g.digits(2) + "!" + g.s(3)
    text = f'Red [Title: "ftp sync"]\nuser: "deploy"\npassword: "{pw}"\nwrite ftp://deploy@files.example/ read %site.zip\n'
    return text, [pw], pw.replace("!", "")


@kind(
    "azure_quantum_connection_string_apikey",
    "https://learn.microsoft.com/azure/quantum/how-to-connect-workspace (connection string)",
    r"[A-Za-z0-9+/]{52}==",
    prefixless=True,
)
def _aq(g: _R):
    key = g.s(52, B64) + "=="
    cs = (
        f"SubscriptionId={g.uuid()};ResourceGroupName=rg-quantum;WorkspaceName=qws-lab;"
        f"ApiKey={key};QuantumEndpoint=https://westeurope.quantum.azure.com/;"
    )
    text = f'from azure.quantum import Workspace\nworkspace = Workspace.from_connection_string("{cs}")\n'
    return text, [key], key.replace("+", "").replace("/", "").rstrip("=")


@kind(
    "foundry_forge_script_private_key_flag",
    "https://getfoundry.sh/reference/forge/forge-script ; https://github.com/ryley-o/ownerof.art (README, --private-key)",
    r"0x[0-9a-f]{64}",
    prefixless=True,
)
def _forge(g: _R):
    pk = "0x" + g.s(64, HEX)
    text = f"forge script script/Deploy.s.sol:DeployScript --rpc-url $SEPOLIA_RPC --private-key {pk} --broadcast --verify\n"
    return text, [pk], pk


@kind(
    "starknet_foundry_accounts_json_private_key",
    "https://foundry-rs.github.io/starknet-foundry/starknet/account.html (~/.starknet_accounts/starknet_open_zeppelin_accounts.json)",
    r"0x[0-9a-f]{63,64}",
    prefixless=True,
)
def _sncast(g: _R):
    pk = "0x" + g.r.choice("1234567") + g.s(63, HEX)
    acct = {
        "alpha-sepolia": {
            "deployer": {
                "address": "0x" + g.s(63, HEX),
                "class_hash": "0x" + g.s(63, HEX),
                "deployed": True,
                "private_key": pk,
                "public_key": "0x" + g.s(63, HEX),
            }
        }
    }
    return json.dumps(acct, indent=2), [pk], pk


# -- CLIs that print a secret ----------------------------------------------------------------------


@kind(
    "gitea_admin_user_create_random_password_output",
    "https://docs.gitea.com/administration/command-line ; https://www.mintlify.com/go-gitea/gitea/admin/command-line",
    r"[A-Za-z0-9]{12}",
    prefixless=True,
)
def _gitea(g: _R):
    pw = g.s(12)
    text = (
        "$ gitea admin user create --username ci-bot --email ci@git.example --random-password\n"
        f"generated random password is '{pw}'\nNew user 'ci-bot' has been successfully created!\n"
    )
    return text, [pw], pw


@kind(
    "wazuh_passwords_tool_output",
    "https://documentation.wazuh.com/current/user-manual/user-administration/password-management.html ; "
    "https://documentation.wazuh.com/5.0-rc/user-manual/reference/installation-utilities/passwords-tool.html",
    r"[A-Za-z0-9._+@%^=~-]{32}",
    prefixless=True,
)
def _wazuh(g: _R):
    pw = g.s(32, ALNUM + "._+@%^=~-")
    text = (
        "$ bash wazuh-passwords-tool.sh -u admin -p\n"
        f"INFO: The password for user admin is {pw}\nINFO: Updating the internal users.\n"
    )
    return text, [pw], "".join(c for c in pw if c.isalnum())


@kind(
    "elasticsearch_reset_password_new_value",
    "https://elastic.co/docs/reference/elasticsearch/command-line-tools/reset-password",
    r"[A-Za-z0-9*_+=-]{20}",
    prefixless=True,
)
def _es(g: _R):
    pw = g.s(20, ALNUM + "*_+=-")
    text = (
        "$ bin/elasticsearch-reset-password -u elastic\nThis tool will reset the password of the [elastic] user.\n"
        "Password for the [elastic] user successfully reset.\n"
        f"New value: {pw}\n"
    )
    return text, [pw], "".join(c for c in pw if c.isalnum())


@kind(
    "jenkins_initial_admin_password_cat",
    "https://pastebin.com/SPqirSf3 (Unlock Jenkins page) ; https://gist.github.com/j-mprabhakaran/63f612f38602551f0a8757f124f2de0a",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _jenkins(g: _R):
    pw = g.s(32, HEX)
    text = f"$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n{pw}\n"
    return text, [pw], pw


@kind(
    "mc_admin_accesskey_create_output",
    "https://min.io/docs/minio/linux/reference/minio-mc-admin/mc-admin-accesskey-create.html ; https://docs.min.io/community/minio-object-store/reference/minio-mc-admin/mc-admin-accesskey-create.html",
    r"[A-Za-z0-9+/]{40}",
    prefixless=True,
)
def _mc(g: _R):
    ak = g.s(20, UPPER_DIGITS)
    sk = g.s(40, ALNUM + "+")
    text = f"$ mc admin accesskey create myminio/ labeler\nAccess Key: {ak}\nSecret Key: {sk}\nExpiration: NONE\n"
    return text, [sk, ak], sk.replace("+", "")


@kind(
    "netbird_setup_key_create_output",
    "https://docs.netbird.io/get-started/cli ; https://www.mintlify.com/netbirdio/netbird/cli/up",
    r"[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}",
    prefixless=True,
)
def _netbird(g: _R):
    key = g.uuid().upper()
    text = f"sudo netbird up --setup-key {key} --management-url https://nb.fleet.example\nConnected\n"
    return text, [key], key


# -- more prefixed vendor tokens in these fields ---------------------------------------------------


@kind(
    "cloudbeds_cbat_api_key_pms",
    "https://developers.cloudbeds.com/docs/api-key-authentication (cbat_ keys)",
    r"cbat_[A-Za-z0-9]{32}",
)
def _cloudbeds(g: _R):
    key = "cbat_" + g.s(32)
    text = f"curl -H 'x-api-key: {key}' 'https://api.cloudbeds.com/api/v1.2/getReservations?propertyID={g.digits(6)}'\n"
    return text, [key], key


@kind(
    "portainer_ptr_access_token_edge",
    "https://docs.portainer.io/api/access (access tokens ptr_)",
    r"ptr_[A-Za-z0-9+/=]{44}",
)
def _portainer(g: _R):
    tok = "ptr_" + g.s(43, ALNUM) + "="
    text = f"curl -H 'X-API-Key: {tok}' https://signage-mgr.example:9443/api/endpoints\n"
    return text, [tok], tok.rstrip("=")


@kind(
    "neon_napi_key_cli",
    "https://neon.com/docs/manage/api-keys",
    r"napi_[a-z0-9]{64}",
)
def _neon(g: _R):
    key = "napi_" + g.s(64, LOWER_DIGITS)
    text = f"$ neonctl projects list --api-key {key}\n"
    return text, [key], key


@kind(
    "contentful_cfpat_cma_token",
    "https://www.contentful.com/developers/docs/references/authentication/#the-content-management-api",
    r"CFPAT-[A-Za-z0-9_-]{43}",
)
def _contentful(g: _R):
    tok = "CFPAT-" + g.s(43, B64URL)
    text = f"contentful space export --space-id {g.s(12, LOWER_DIGITS)} --management-token {tok}\n"
    return text, [tok], tok


@kind(
    "octopus_deploy_api_key_header",
    "https://octopus.com/docs/octopus-rest-api/how-to-create-an-api-key",
    r"API-[A-Z0-9]{26,32}",
)
def _octopus(g: _R):
    key = "API-" + g.s(30, UPPER_DIGITS)
    text = f"octopus release create --project kiosk-app --server https://octo.example --api-key {key}\n"
    return text, [key], key


@kind(
    "replicate_r8_token_cog_login",
    "https://replicate.com/docs/reference/http#authentication",
    r"r8_[A-Za-z0-9]{37}",
)
def _replicate(g: _R):
    tok = "r8_" + g.s(37)
    text = f"$ echo {tok} | cog login --token-stdin\n"
    return text, [tok], tok


@kind(
    "sentry_sntryu_user_token_sentryclirc",
    "https://docs.sentry.io/account/auth-tokens/#user-auth-tokens",
    r"sntryu_[0-9a-f]{64}",
)
def _sentry(g: _R):
    tok = "sntryu_" + g.s(64, HEX)
    text = f"# ~/.sentryclirc\n[auth]\ntoken={tok}\n[defaults]\norg=lab\n"
    return text, [tok], tok


@kind(
    "doppler_dp_st_service_token_run",
    "https://docs.doppler.com/docs/service-tokens",
    r"dp\.st\.[a-z_]+\.[A-Za-z0-9]{40,44}",
)
def _doppler(g: _R):
    tok = f"dp.st.prd.{g.s(43)}"
    text = f"DOPPLER_TOKEN={tok} doppler run -- ./signage-agent\n"
    return text, [tok], tok


@kind(
    "notion_ntn_integration_secret",
    "https://developers.notion.com/docs/authorization#internal-integration-auth-flow-set-up",
    r"ntn_[0-9]{11}[A-Za-z0-9]{35}",
)
def _notion(g: _R):
    tok = "ntn_" + g.digits(11) + g.s(35)
    text = f'const notion = new Client({{ auth: "{tok}" }});\n'
    return text, [tok], tok


# -- more prefixless passwords in the brief's fields -----------------------------------------------


@kind(
    "koha_sip2_account_password_sipconfig",
    "https://www.mail-archive.com/koha@lists.katipo.co.nz/msg17535.html (a Koha SIPconfig.xml)",
    r"[A-Za-z0-9]{8,16}",
    prefixless=True,
)
def _koha_sip(g: _R):
    pw = g.r.choice(["selfcheck", "Kiosk", "sip"]) + g.s(6)
    text = f'<accounts>\n  <login id="selfcheck01" password="{pw}" delimeter="|" error-detect="enabled" institution="MAIN" />\n</accounts>\n'
    return text, [pw], pw
