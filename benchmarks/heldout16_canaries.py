"""Held-out canary set 16: credentials in formats no earlier set used (issue 31).

A canary set nobody has tuned on, written for issue 31's held-out measurement. Every kind is a
credential format that no earlier set used: its name and its format were drawn from outside
``used_names.txt`` (the 1,885 kind names of sets 1-15), i.e. a vendor, scheme, carrier or syntax
not on that list. It has two parts:

1. **Vendor tokens of vendors no earlier set used** (27 kinds, prefixed): Authress, CAST AI, Chief
   Tools, Chargebee, Freemius, Vectara, Radar, NATS NKey seeds, PASERK keys, NVIDIA NIM, LlamaCloud,
   Keeper Secrets Manager, dbt Cloud, OpenBSD signify, Jetty ``OBF:`` and WebSphere Liberty
   ``{xor}`` encodings (computed with the products' own algorithms), Nebula, Mapillary, VTEX,
   Cashfree, YooKassa, FullStory, SignalWire, Contentstack, Percy, Alipay one-line PKCS#8 keys and
   Alpaca; in TypeScript, Ruby, PHP, Python, Java, Go, C#, shell, TOML and YAML carriers.
2. **Prefixless secrets that only their carrier identifies** (135 kinds): payment, telephony,
   commerce, HR, maps, crypto-exchange, game-platform and regional-cloud keys without a vendor
   prefix (Gcore, Akeyless, Looker, WeChat Pay, Upbit, BitMEX, Poloniex, CoinMarketCap,
   Battle.net, mod.io, Nakama, BrowserStack, Sauce Labs, Stadia, Jawg, AMap, 46elks, ClickSend,
   Paytm, PhonePe, Lithic, PrestaShop, commercetools, ButterCMS, Lever, Merge, Sakura Cloud,
   UpCloud, netcup, OpenStack ``clouds.yaml``); key material (JWK ``oct``, Tink keysets, Sparkle
   EdDSA, cloudflared tunnel secrets, ZeroTier, Headscale, LiveKit, Z-Wave S2, ESPHome, Zigbee2MQTT
   network keys, BitLocker recovery passwords with their multiple-of-11 block rule, FileVault
   recovery keys, Aegis TOTP seeds); and passwords in carriers nobody planted before: Windows
   ``wmic``/``winrs``/``net user``/``signtool``, saved ``.rdp`` DPAPI blobs, WinSCP and Remmina
   stored sessions, FreeRDP, plink, smbclient, lftp, x11vnc, Subversion's ``svn.simple`` cache,
   ``.hgrc``, ``.p4tickets``, ``~/.pause``, cabal, ``oscrc``, launchpadlib, Copr, Ivy, ``nix.conf``,
   PgBouncer, etcdctl, mongosh, Sentinel, ProxySQL, Trino, NiFi, Zeppelin ``shiro.ini``, Graylog,
   Jasypt, Logback, Quartz, MyBatis, Druid, ActiveMQ, Fluentd, frp, chisel, coturn, Synapse,
   oauth2-proxy, Authelia, Hasura, PostgREST, Syncthing, Sonarr, PowerDNS, Teleport, Directus,
   Jitsi, ``gitlab.rb``, FRR BGP, chrony keys, tac_plus, swanctl, ddclient, certbot and acme.sh DNS
   credentials, fastlane match, Godot export presets, electron-builder, apksigner, ssh-keygen
   ``-N``, ``launchSettings.json``, ``devcontainer.json``, ``mise.toml``, justfiles, ``.envrc``,
   ``docker secret create``, ``kubectl --from-literal``, ``vault kv put``, ``kubeseal --raw``,
   ``act -s``, ``glab variable set``, Arduino ``arduino_secrets.h``, Losant sketches, Golioth's
   Zephyr shell, sSMTP, OfflineIMAP, mbsync, nullmailer, getmail, cryptsetup, VeraCrypt, restic and
   borgmatic. Comments and surrounding text are in English, German, French, Swedish, Russian,
   Chinese, Korean and Japanese.

How it was kept apart: written in one sitting at commit 79b85c4 from public documentation,
looked up with the ``search`` tool (vendor docs for Akeyless, Keeper, dbt, NATS, PASERK, NVIDIA,
LlamaCloud, Radar, Vectara; Xata, SumUp and DevCycle were looked up but left out) and from public secret-scanning rules' own
examples (gitleaks ``cmd/generate/config/rules/{authress,castai,chieftools,looker,freemius,
chargebee}.go``), and otherwise from knowledge of the cited pages (one source per kind in
``SOURCES`` and ``heldout16_sources.tsv``). Only lines 1-160 of ``heldout_canaries.py``,
``heldout_eval.py``, ``tests/test_heldout_canaries.py``, the first 60 lines of
``heldout9_canaries.py`` (its header) and the kind names in ``used_names.txt`` were read; no
redaction code, redaction test, label file, other canary set, source list or result was read,
and the harness was run only as the ``--no-redact`` soundness control (read through ``ctl.py``,
which prints only plants missing without redaction: 0). Values are random per seed, never a real
person or credential; structured values are computed the way the format's own tool would write
them (Jetty's obfuscation, Liberty's XOR, signify's key layout, Tink's protobuf key, BitLocker's
block rule, Subversion's length prefixes).

162 kinds (all credentials), 135 of them prefixless (only their context is a clue).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout16_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import json
import struct

from heldout_canaries import _R, ALNUM, B64URL, HEX, LOWER_DIGITS, UPPER_DIGITS, Registry

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
UHEX = "0123456789ABCDEF"
# Synapse's random_string_with_symbols() alphabet (synapse/util/stringutils.py)
SYNAPSE_CHARS = ALNUM + ",.;:^&*-_+=#~@"
USERS = ["jdoe", "mkowalski", "a.nakamura", "lfernandes", "svc_deploy", "ops-bot", "hschmidt", "ci-runner"]
HOSTS = ["db1.internal", "10.20.4.17", "srv-app02.corp.example", "build-07.lan", "pg-main.prod.example.net"]


def _rb(g: _R, n: int) -> bytes:
    return bytes(g.r.getrandbits(8) for _ in range(n))


def _b64(g: _R, n: int) -> str:
    """Standard base64 of ``n`` random bytes (with padding)."""
    return base64.b64encode(_rb(g, n)).decode()


def _b64u(g: _R, n: int, pad: bool = False) -> str:
    """URL-safe base64 of ``n`` random bytes."""
    s = base64.urlsafe_b64encode(_rb(g, n)).decode()
    return s if pad else s.rstrip("=")


def _user(g: _R) -> str:
    return g.r.choice(USERS)


def _host(g: _R) -> str:
    return g.r.choice(HOSTS)


def _pw(g: _R) -> str:
    """A human-made password without quote or backslash characters."""
    return g.password()


def _jetty_obf(s: str) -> str:
    # org.eclipse.jetty.util.security.Password.obfuscate(), ASCII input
    b = s.encode()
    out = ["OBF:"]
    for i in range(len(b)):
        b1, b2 = b[i], b[len(b) - (i + 1)]
        i0 = (127 + b1 + b2) * 256 + (127 + b1 - b2)
        x = _base36(i0)
        out.append("000"[: 4 - len(x)] + x)
    return "".join(out)


def _base36(n: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if n == 0:
            return out


# -- vendor tokens whose vendor no earlier set used ------------------------------------------------


@kind(
    "authress_service_client_access_key",
    "rules: gitleaks/gitleaks/cmd/generate/config/rules/authress.go ; "
    "https://authress.io/knowledge-base/docs/authorization/service-clients/secrets-scanning",
    r"sc_[a-z0-9]{10}\.[a-z0-9]{4}\.acc_[a-z0-9]{10}\.[A-Za-z0-9_-]{40}",
)
def _authress(g: _R):
    v = f"sc_{g.s(10, LOWER_DIGITS)}.{g.s(4, LOWER_DIGITS)}.acc_{g.s(10, LOWER_DIGITS)}.{g.s(40, B64URL)}"
    text = (
        "// src/lib/authz.ts\n"
        "import { AuthressClient, ServiceClientTokenProvider } from '@authress/sdk';\n\n"
        f"const accessKey = '{v}';\n"
        "const tokenProvider = new ServiceClientTokenProvider(accessKey, 'https://login.acme-app.io');\n"
        "export const authress = new AuthressClient({ authressApiUrl: 'https://auth.acme-app.io' }, tokenProvider);\n"
    )
    return text, [v], v


@kind(
    "castai_api_key_helm_set",
    "rules: gitleaks/gitleaks/cmd/generate/config/rules/castai.go ; https://docs.cast.ai/docs/authentication",
    r"castai_v1_[A-Za-z0-9]{64}_[A-Za-z0-9]{8}",
)
def _castai(g: _R):
    v = f"castai_v1_{g.s(64)}_{g.s(8)}"
    text = (
        "$ helm upgrade --install castai-agent castai-helm/castai-agent -n castai-agent --create-namespace \\\n"
        f"    --set apiKey={v} \\\n"
        "    --set provider=eks --set clusterID=8f0c2a6e-3b1d-4c55-9e0f-2d7a6b1c4e90\n"
        'Release "castai-agent" has been upgraded. Happy Helming!\n'
    )
    return text, [v], v


@kind(
    "chieftools_pat_httpie",
    "https://docs.chief.tools/accountchief/tokens ; rules: gitleaks/gitleaks/cmd/generate/config/rules/chieftools.go",
    r"ctp_[A-Za-z0-9]{36}",
)
def _chieftools(g: _R):
    v = "ctp_" + g.s(36)
    text = (
        f"$ http GET https://account.chief.app/api/v1/me 'Authorization:Bearer {v}'\n"
        "HTTP/1.1 200 OK\nContent-Type: application/json\n\n"
        '{"id": 4412, "name": "Release automation", "teams": ["acme"]}\n'
    )
    return text, [v], v


@kind(
    "chargebee_live_api_key_basic",
    "https://apidocs.chargebee.com/docs/api/auth ; rules: gitleaks/gitleaks/cmd/generate/config/rules/chargebee.go",
    r"live_[A-Za-z0-9]{32}",
)
def _chargebee(g: _R):
    v = "live_" + g.s(32)
    text = (
        "# billing/sync_plans.sh -- pulls the plan catalogue nightly\n"
        f"curl -s https://acme-inc.chargebee.com/api/v2/item_prices?limit=100 -u {v}: \\\n"
        "  | jq -r '.list[].item_price.id' > plans.txt\n"
    )
    return text, [v], v


@kind(
    "freemius_secret_key_php_array",
    "https://freemius.com/help/documentation/wordpress-sdk/integrating-freemius-sdk/ ; "
    "rules: gitleaks/gitleaks/cmd/generate/config/rules/freemius.go",
    r"sk_\S{29}",
)
def _freemius(g: _R):
    v = "sk_" + g.s(29, ALNUM + "#&@*$!%^")
    text = (
        "<?php\n// wp-content/plugins/acme-forms/freemius-init.php\n"
        "$acme_fs = fs_dynamic_init( array(\n"
        "    'id'          => '14821',\n"
        "    'slug'        => 'acme-forms',\n"
        "    'type'        => 'plugin',\n"
        f"    'public_key'  => 'pk_{g.s(29, LOWER_DIGITS)}',\n"
        f'    "secret_key"  => "{v}",\n'
        "    'is_premium'  => true,\n"
        ") );\n"
    )
    return text, [v], v


@kind(
    "vectara_query_key_streamlit_secrets",
    "https://docs.vectara.com/docs/learn/authentication/api-key-management",
    r"zqt_[A-Za-z0-9_-]{38}",
)
def _vectara(g: _R):
    v = "zqt_" + g.s(38, B64URL)
    text = (
        "# .streamlit/secrets.toml\n[vectara]\n"
        f'customer_id = "{g.digits(10)}"\ncorpus_key = "support-kb"\napi_key = "{v}"\n'
    )
    return text, [v], v


@kind(
    "radar_live_secret_key_header",
    "https://radar.com/documentation/api#authentication ; https://nango.dev/docs/api-integrations/radar/connect",
    r"prj_live_sk_[0-9a-f]{40}",
)
def _radar(g: _R):
    v = "prj_live_sk_" + g.s(40, HEX)
    text = (
        "# app/services/geofence_sync.rb\n"
        "conn = Faraday.new(url: 'https://api.radar.io/v1') do |f|\n"
        f"  f.headers['Authorization'] = '{v}'\n"
        "  f.response :json\nend\nconn.get('geofences', limit: 100)\n"
    )
    return text, [v], v


@kind(
    "nats_user_nkey_seed_creds",
    "https://docs.nats.io/using-nats/developer/connecting/creds ; https://pkg.go.dev/github.com/nats-io/nkeys/nk",
    r"SUA[A-Z2-7]{55}",
)
def _nats(g: _R):
    seed = "SUA" + g.s(55, B32)
    hdr = base64.urlsafe_b64encode(b'{"typ":"JWT","alg":"ed25519-nkey"}').decode().rstrip("=")
    body = (
        base64.urlsafe_b64encode(
            json.dumps(
                {"jti": g.s(52, B32), "iat": 1760000000, "sub": "U" + g.s(55, B32), "type": "user"}
            ).encode()
        )
        .decode()
        .rstrip("=")
    )
    jwt = f"{hdr}.{body}.{_b64u(g, 64)}"
    text = (
        "$ cat ~/.local/share/nats/nsc/keys/creds/ACME/orders/svc.creds\n"
        f"-----BEGIN NATS USER JWT-----\n{jwt}\n------END NATS USER JWT------\n\n"
        "************************* IMPORTANT *************************\n"
        "NKEY Seed printed below can be used to sign and prove identity.\n"
        "NKEYs are sensitive and should be treated as secrets.\n\n"
        f"-----BEGIN USER NKEY SEED-----\n{seed}\n------END USER NKEY SEED------\n"
    )
    return text, [seed], seed


@kind(
    "paserk_k4_local_key",
    "https://github.com/paseto-standard/paserk/blob/master/types/local.md",
    r"k4\.local\.[A-Za-z0-9_-]{43}",
)
def _paserk(g: _R):
    v = "k4.local." + _b64u(g, 32)
    text = (
        "<?php\n// config/tokens.php\nreturn [\n"
        "    'issuer' => 'https://id.acme-app.io',\n"
        f"    'paseto_local_key' => env('PASETO_LOCAL_KEY', '{v}'),\n"
        "    'ttl' => 3600,\n];\n"
    )
    return text, [v], v


@kind(
    "nvidia_nvapi_key_langchain",
    "https://nvidia.github.io/NeMo-Retriever/extraction/api-keys/",
    r"nvapi-[A-Za-z0-9_-]{64}",
)
def _nvapi(g: _R):
    v = "nvapi-" + g.s(64, B64URL)
    text = (
        "from langchain_nvidia_ai_endpoints import ChatNVIDIA\n\n"
        "llm = ChatNVIDIA(\n"
        '    model="meta/llama-3.3-70b-instruct",\n'
        f'    api_key="{v}",\n'
        "    temperature=0.2,\n)\n"
    )
    return text, [v], v


@kind(
    "llamacloud_llx_key_llamaparse",
    "https://developers.llamaindex.ai/python/cloud/api_key/",
    r"llx-[A-Za-z0-9]{48}",
)
def _llx(g: _R):
    v = "llx-" + g.s(48)
    text = (
        "from llama_cloud_services import LlamaParse\n\n"
        f'parser = LlamaParse(api_key="{v}", result_type="markdown", language="de")\n'
        'docs = parser.load_data("./rechnungen/2026-10.pdf")\n'
    )
    return text, [v], v


@kind(
    "keeper_ksm_one_time_token",
    "https://docs.keeper.io/keeperpam/secrets-manager/about/one-time-token ; "
    "https://docs.keeper.io/keeperpam/secrets-manager/secrets-manager-command-line-interface/init-command",
    r"(US|EU|AU|JP|CA):[A-Za-z0-9_-]{43}",
)
def _keeper(g: _R):
    v = g.r.choice(["US", "EU", "AU", "JP", "CA"]) + ":" + _b64u(g, 32)
    text = (
        f"$ ksm init default {v}\n"
        f"{base64.b64encode(json.dumps({'hostname': 'keepersecurity.com', 'clientId': _b64(g, 64)}).encode()).decode()}\n"
    )
    return text, [v], v


@kind(
    "dbt_cloud_cli_yml_api_key",
    "https://docs.getdbt.com/docs/dbt-apis/service-tokens ; https://docs.getdbt.com/docs/cloud/configure-cloud-cli",
    r"dbtc_[A-Za-z0-9_-]{48}",
)
def _dbtc(g: _R):
    v = "dbtc_" + g.s(48, B64URL)
    pid = g.digits(6)
    text = (
        '# ~/.dbt/dbt_cloud.yml\nversion: "1"\ncontext:\n'
        f'  active-project: "{pid}"\n  active-host: "cloud.getdbt.com"\nprojects:\n'
        f'  - project-name: "analytics"\n    project-id: "{pid}"\n    account-host: "cloud.getdbt.com"\n'
        f'    api-key: "{v}"\n'
    )
    return text, [v], v


@kind(
    "signify_secret_key_file",
    "https://man.openbsd.org/signify",
    r"RWRCSwAAA[A-Za-z0-9+/]{130}=",
)
def _signify(g: _R):
    raw = b"EdBK" + struct.pack(">I", 42) + _rb(g, 16) + _rb(g, 8) + _rb(g, 8) + _rb(g, 64)
    v = base64.b64encode(raw).decode()
    text = (
        "$ cat keys/acme-release-2026.sec\n"
        "untrusted comment: signify secret key\n"
        f"{v}\n"
        "$ signify -S -s keys/acme-release-2026.sec -m SHA256 -x SHA256.sig\n"
    )
    return text, [v], v


@kind(
    "jetty_realm_obf_password",
    "https://jetty.org/docs/jetty/12/operations-guide/security/index.html#password-obfuscation",
    r"OBF:[0-9a-z]{16,}",
)
def _jetty(g: _R):
    pw = g.s(10) + g.r.choice("!#%&*") + g.s(3)
    v = _jetty_obf(pw)
    text = (
        "# etc/realm.properties  (username: password [,rolename ...])\n"
        f"admin: {v}, server-administrator, content-administrator\n"
        "guest: CRYPT:adpexzg3FUZAk, user\n"
    )
    return text, [v], v


@kind(
    "websphere_liberty_xor_password",
    "https://www.ibm.com/docs/en/was-liberty/base?topic=applications-securityutility-command",
    r"\{xor\}[A-Za-z0-9+/=]{8,}",
)
def _liberty(g: _R):
    pw = _pw(g)
    v = "{xor}" + base64.b64encode(bytes(b ^ 0x5F for b in pw.encode())).decode()
    text = (
        "<!-- wlp/usr/servers/orders/server.xml -->\n<server>\n"
        '  <dataSource id="OrdersDS" jndiName="jdbc/orders">\n'
        '    <jdbcDriver libraryRef="DB2Lib"/>\n'
        f'    <properties.db2.jcc databaseName="ORDERS" serverName="db2.internal" portNumber="50000"\n'
        f'        user="ordadm" password="{v}"/>\n'
        "  </dataSource>\n</server>\n"
    )
    return text, [v], v


@kind(
    "nebula_x25519_private_key_pem",
    "https://nebula.defined.net/docs/config/pki/ ; https://github.com/slackhq/nebula",
    r"[A-Za-z0-9+/]{43}=",
)
def _nebula(g: _R):
    v = _b64(g, 32)
    text = (
        "# /etc/nebula/config.yml\npki:\n  ca: /etc/nebula/ca.crt\n  cert: /etc/nebula/host.crt\n  key: |\n"
        "    -----BEGIN NEBULA X25519 PRIVATE KEY-----\n"
        f"    {v}\n"
        "    -----END NEBULA X25519 PRIVATE KEY-----\n"
        'static_host_map:\n  "192.168.100.1": ["lighthouse.acme.example:4242"]\n'
    )
    return text, [v], v


@kind(
    "mapillary_client_token_js",
    "https://www.mapillary.com/developer/api-documentation#authentication",
    r"MLY\|\d{16}\|[0-9a-f]{32}",
)
def _mapillary(g: _R):
    v = f"MLY|{g.digits(16)}|{g.s(32, HEX)}"
    text = (
        "import { Viewer } from 'mapillary-js';\n\n"
        "const viewer = new Viewer({\n"
        f"  accessToken: '{v}',\n"
        "  container: 'mly',\n  imageId: '498763468214164',\n});\n"
    )
    return text, [v], v


@kind(
    "vtex_app_key_app_token_headers",
    "https://developers.vtex.com/docs/guides/api-authentication-using-application-keys",
    r"[A-Z0-9]{160}",
)
def _vtex(g: _R):
    key = f"vtexappkey-acmestore-{g.s(6, UPPER_DIGITS)}"
    tok = g.s(160, UPPER_DIGITS)
    text = (
        "curl --request GET \\\n"
        "  --url 'https://acmestore.vtexcommercestable.com.br/api/oms/pvt/orders?per_page=50' \\\n"
        f"  --header 'X-VTEX-API-AppKey: {key}' \\\n"
        f"  --header 'X-VTEX-API-AppToken: {tok}'\n"
    )
    return text, [tok], f"{key}:{tok}"


@kind(
    "cashfree_client_secret_header",
    "https://www.cashfree.com/docs/api-reference/authentication",
    r"cfsk_ma_prod_[0-9a-f]{32}_[0-9a-f]{8}",
)
def _cashfree(g: _R):
    v = f"cfsk_ma_prod_{g.s(32, HEX)}_{g.s(8, HEX)}"
    text = (
        "const res = await fetch('https://api.cashfree.com/pg/orders', {\n"
        "  method: 'POST',\n  headers: {\n"
        "    'x-api-version': '2023-08-01',\n"
        f"    'x-client-id': '{g.digits(8)}{g.s(24, HEX)}',\n"
        f"    'x-client-secret': '{v}',\n"
        "    'Content-Type': 'application/json',\n  },\n"
        "  body: JSON.stringify({ order_amount: 499.0, order_currency: 'INR' }),\n});\n"
    )
    return text, [v], v


@kind(
    "yookassa_live_secret_key_basic",
    "https://yookassa.ru/developers/using-api/interaction-format#auth",
    r"live_[A-Za-z0-9_-]{43}",
)
def _yookassa(g: _R):
    v = "live_" + _b64u(g, 32)
    shop = g.digits(6)
    text = (
        "# Создание платежа (боевой магазин)\n"
        f"curl https://api.yookassa.ru/v3/payments -u {shop}:{v} \\\n"
        f"  -H 'Idempotence-Key: {g.uuid()}' -H 'Content-Type: application/json' \\\n"
        '  -d \'{"amount": {"value": "2490.00", "currency": "RUB"}, "capture": true}\'\n'
    )
    return text, [v], f"{shop}:{v}"


@kind(
    "fullstory_server_api_key",
    "https://developer.fullstory.com/server/authentication/",
    r"na1\.[A-Za-z0-9+/]{64}",
)
def _fullstory(g: _R):
    v = "na1." + _b64(g, 48)
    text = (
        "curl -X POST https://api.fullstory.com/v2/users \\\n"
        f"  -H 'Authorization: Basic {v}' \\\n"
        "  -H 'Content-Type: application/json' \\\n"
        '  -d \'{"uid": "cust_88213", "properties": {"plan": "pro"}}\'\n'
    )
    return text, [v], v


@kind(
    "signalwire_project_token_laml",
    "https://developer.signalwire.com/compatibility-api/rest/overview/#authentication",
    r"PT[0-9a-f]{48}",
)
def _signalwire(g: _R):
    v = "PT" + g.s(48, HEX)
    pid = g.uuid()
    text = (
        f"curl https://acme.signalwire.com/api/laml/2010-04-01/Accounts/{pid}/Messages.json \\\n"
        "  -X POST --data-urlencode 'From=+15551230000' --data-urlencode 'To=+15557654321' \\\n"
        "  --data-urlencode 'Body=Your build finished' \\\n"
        f"  -u '{pid}:{v}'\n"
    )
    return text, [v], v


@kind(
    "contentstack_management_token",
    "https://www.contentstack.com/docs/developers/create-tokens/about-management-tokens",
    r"cs[0-9a-f]{32}",
)
def _contentstack(g: _R):
    v = "cs" + g.s(32, HEX)
    text = (
        "$ curl -s 'https://eu-api.contentstack.com/v3/content_types?include_count=true' \\\n"
        f"    -H 'api_key: blt{g.s(16, HEX)}' \\\n"
        f"    -H 'authorization: {v}'\n"
        '{"content_types": [...], "count": 14}\n'
    )
    return text, [v], v


@kind(
    "percy_web_token_circleci",
    "https://www.browserstack.com/docs/percy/get-started/set-env-var",
    r"web_[0-9a-f]{64}",
)
def _percy(g: _R):
    v = "web_" + g.s(64, HEX)
    text = (
        "# .circleci/config.yml\njobs:\n  visual:\n    docker:\n      - image: cimg/node:20.11\n"
        "    environment:\n"
        f"      PERCY_TOKEN: {v}\n"
        "    steps:\n      - checkout\n      - run: npx percy exec -- npm run test:e2e\n"
    )
    return text, [v], v


@kind(
    "alipay_app_private_key_oneline",
    "https://opendocs.alipay.com/common/02kipl",
    r"MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ[A-Za-z0-9+/=]{1500,}",
)
def _alipay(g: _R):
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + _rb(
        g, 1217 - 38
    )
    v = base64.b64encode(der).decode()
    text = (
        "AlipayConfig alipayConfig = new AlipayConfig();\n"
        'alipayConfig.setServerUrl("https://openapi.alipay.com/gateway.do");\n'
        f'alipayConfig.setAppId("2021{g.digits(12)}");\n'
        f'alipayConfig.setPrivateKey("{v}");\n'
        'alipayConfig.setFormat("json");\nalipayConfig.setCharset("UTF-8");\nalipayConfig.setSignType("RSA2");\n'
    )
    return text, [v], v


@kind(
    "alpaca_api_key_secret_python",
    "https://docs.alpaca.markets/docs/authentication",
    r"[A-Za-z0-9]{40}",
)
def _alpaca(g: _R):
    kid = "PK" + g.s(18, UPPER_DIGITS)
    sec = g.s(40)
    text = (
        "from alpaca.trading.client import TradingClient\n\n"
        f'trading = TradingClient("{kid}", "{sec}", paper=True)\n'
        "print(trading.get_account().buying_power)\n"
    )
    return text, [sec, kid], f"{kid}:{sec}"


# -- prefixless: only the carrier says it is a secret ----------------------------------------------


@kind(
    "gcore_permanent_api_token_terraform",
    "https://gcore.com/docs/account-settings/create-use-or-delete-a-permanent-api-token",
    r"\d{4,6}\$[0-9a-f]{128}",
    prefixless=True,
)
def _gcore(g: _R):
    v = f"{g.digits(5)}${g.s(128, HEX)}"
    text = (
        'terraform {\n  required_providers {\n    gcore = { source = "G-Core/gcore" }\n  }\n}\n\n'
        'provider "gcore" {\n'
        f'  permanent_api_token = "{v}"\n'
        "}\n"
    )
    return text, [v], v


@kind(
    "akeyless_configure_access_key",
    "https://docs.akeyless.io/docs/api-key",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _akeyless(g: _R):
    v = _b64(g, 32)
    text = (
        f"$ akeyless configure --profile default --access-id p-{g.s(12, LOWER_DIGITS)} --access-key {v}\n"
        "Profile default successfully configured\n"
    )
    return text, [v], v


@kind(
    "looker_ini_client_secret",
    "https://github.com/looker-open-source/sdk-codegen#configuring-lookerini-or-env ; "
    "rules: gitleaks/gitleaks/cmd/generate/config/rules/looker.go",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _looker(g: _R):
    v = g.s(24)
    text = (
        "; looker.ini\n[Looker]\nbase_url=https://acme.cloud.looker.com\n"
        f"client_id={g.s(20)}\nclient_secret={v}\nverify_ssl=True\ntimeout=120\n"
    )
    return text, [v], v


@kind(
    "jwk_oct_symmetric_k",
    "https://www.rfc-editor.org/rfc/rfc7518#section-6.4",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _jwk_oct(g: _R):
    v = _b64u(g, 32)
    keys = {"keys": [{"kty": "oct", "kid": f"hmac-{g.digits(4)}", "use": "sig", "alg": "HS256", "k": v}]}
    text = "$ cat config/jwks.private.json\n" + json.dumps(keys, indent=2) + "\n"
    return text, [v], v


@kind(
    "tink_cleartext_keyset_value",
    "https://developers.google.com/tink/design/keysets",
    r"Gi[A-D][A-Za-z0-9+/]{43}==",
    prefixless=True,
)
def _tink(g: _R):
    v = base64.b64encode(b"\x1a\x20" + _rb(g, 32)).decode()
    kid = int(g.digits(9))
    ks = {
        "primaryKeyId": kid,
        "key": [
            {
                "keyData": {
                    "typeUrl": "type.googleapis.com/google.crypto.tink.AesGcmKey",
                    "value": v,
                    "keyMaterialType": "SYMMETRIC",
                },
                "status": "ENABLED",
                "keyId": kid,
                "outputPrefixType": "TINK",
            }
        ],
    }
    text = (
        "$ tinkey create-keyset --key-template AES256_GCM --out-format json\n"
        + json.dumps(ks, indent=2)
        + "\n"
    )
    return text, [v], v


@kind(
    "sparkle_ed25519_private_key_sign_update",
    "https://sparkle-project.org/documentation/#3-segue-for-security-concerns",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _sparkle(g: _R):
    v = _b64(g, 32)
    text = (
        f"$ ./bin/sign_update -s {v} build/Acme-3.2.0.zip\n"
        f'sparkle:edSignature="{_b64(g, 64)}" length="48213377"\n'
    )
    return text, [v], v


@kind(
    "cloudflared_tunnel_credentials_secret",
    "https://developers.cloudflare.com/cloudflare-one/connections/connect-networks/do-more-with-tunnels/"
    "local-management/tunnel-useful-terms/#credentials-file",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _cloudflared(g: _R):
    v = _b64(g, 32)
    tid = g.uuid()
    creds = {"AccountTag": g.s(32, HEX), "TunnelSecret": v, "TunnelID": tid}
    text = f"$ cat ~/.cloudflared/{tid}.json\n" + json.dumps(creds) + "\n"
    return text, [v], v


@kind(
    "zerotier_authtoken_secret_header",
    "https://docs.zerotier.com/api/service/v1/",
    r"[a-z0-9]{24}",
    prefixless=True,
)
def _zerotier(g: _R):
    v = g.s(24, LOWER_DIGITS)
    text = (
        "$ sudo cat /var/lib/zerotier-one/authtoken.secret\n"
        f"{v}\n"
        f'$ curl -s -H "X-ZT1-Auth: {v}" http://localhost:9993/status | jq .online\ntrue\n'
    )
    return text, [v], v


@kind(
    "headscale_preauthkey_tailscale_up",
    "https://headscale.net/stable/ref/remote-cli/ ; https://headscale.net/stable/usage/getting-started/",
    r"[0-9a-f]{48}",
    prefixless=True,
)
def _headscale(g: _R):
    v = g.s(48, HEX)
    text = (
        "$ headscale preauthkeys create --user 3 --reusable --expiration 90d\n"
        f"{v}\n"
        f"$ sudo tailscale up --login-server https://hs.acme.example --authkey {v}\n"
    )
    return text, [v], v


@kind(
    "livekit_yaml_api_secret",
    "https://docs.livekit.io/home/self-hosting/deployment/#configuration",
    r"[A-Za-z0-9]{43}",
    prefixless=True,
)
def _livekit(g: _R):
    key = "API" + g.s(12)
    v = g.s(43)
    text = (
        "# livekit.yaml\nport: 7880\nrtc:\n  tcp_port: 7881\n  port_range_start: 50000\n"
        "  port_range_end: 60000\n  use_external_ip: true\n"
        f"keys:\n  {key}: {v}\n"
    )
    return text, [v], f"{key}: {v}"


@kind(
    "fal_key_id_secret_env",
    "https://docs.fal.ai/model-apis/authentication",
    r"[0-9a-f-]{36}:[0-9a-f]{32}",
    prefixless=True,
)
def _fal(g: _R):
    v = f"{g.uuid()}:{g.s(32, HEX)}"
    text = f"# .env.local (Next.js)\nFAL_KEY={v}\nNEXT_PUBLIC_APP_URL=http://localhost:3000\n"
    return text, [v], v


@kind(
    "wechat_pay_apiv3_key_yml",
    "https://pay.weixin.qq.com/wiki/doc/apiv3/wechatpay/wechatpay3_2.shtml",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _wechatpay(g: _R):
    v = g.s(32)
    text = (
        "# application-prod.yml\nwechat:\n  pay:\n"
        f"    mch-id: 19{g.digits(8)}\n"
        f"    app-id: wx{g.s(16, HEX)}\n"
        "    # APIv3 密钥（商户平台 → 账户中心 → API安全 → 设置APIv3密钥）\n"
        f"    api-v3-key: {v}\n"
        f"    merchant-serial-number: {g.s(40, UHEX)}\n"
        "    private-key-path: /etc/wxpay/apiclient_key.pem\n"
    )
    return text, [v], v


@kind(
    "bitmex_ccxt_api_secret",
    "https://www.bitmex.com/app/apiKeysUsage",
    r"[A-Za-z0-9_-]{48}",
    prefixless=True,
)
def _bitmex(g: _R):
    key = g.s(24, B64URL)
    sec = g.s(48, B64URL)
    text = (
        "import ccxt\n\nexchange = ccxt.bitmex({\n"
        f"    'apiKey': '{key}',\n"
        f"    'secret': '{sec}',\n"
        "    'enableRateLimit': True,\n})\nprint(exchange.fetch_balance()['BTC'])\n"
    )
    return text, [sec, key], f"{key}:{sec}"


@kind(
    "upbit_access_secret_python_ko",
    "https://docs.upbit.com/kr/reference/auth",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _upbit(g: _R):
    acc = g.s(40)
    sec = g.s(40)
    text = (
        "import pyupbit\n\n"
        "# 업비트 Open API 키 (자산조회 + 주문하기 권한)\n"
        f'access = "{acc}"\n'
        f'secret = "{sec}"\n'
        "upbit = pyupbit.Upbit(access, secret)\n"
        'print(upbit.get_balance("KRW"))  # 보유 원화 조회\n'
    )
    return text, [sec, acc], f"{acc}:{sec}"


@kind(
    "poloniex_key_secret_go",
    "https://api-docs.poloniex.com/spot/api/#authentication",
    r"[0-9a-f]{128}",
    prefixless=True,
)
def _poloniex(g: _R):
    key = "-".join(g.s(8, UPPER_DIGITS) for _ in range(4))
    sec = g.s(128, HEX)
    text = (
        "package main\n\nconst (\n"
        f'\tpoloKey    = "{key}"\n'
        f'\tpoloSecret = "{sec}"\n'
        ")\n\nfunc sign(payload string) string { return hmacSHA256(poloSecret, payload) }\n"
    )
    return text, [sec, key], sec


@kind(
    "coinmarketcap_pro_api_key_header",
    "https://coinmarketcap.com/api/documentation/v1/#section/Authentication",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _cmc(g: _R):
    v = g.uuid()
    text = (
        "curl -H 'Accept: application/json' \\\n"
        f"  -H 'X-CMC_PRO_API_KEY: {v}' \\\n"
        "  -G https://pro-api.coinmarketcap.com/v1/cryptocurrency/listings/latest -d limit=20\n"
    )
    return text, [v], v


@kind(
    "blizzard_battlenet_client_secret_curl",
    "https://develop.battle.net/documentation/guides/using-oauth/client-credentials-flow",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _blizzard(g: _R):
    cid = g.s(32, HEX)
    sec = g.s(32)
    text = (
        f"$ curl -u {cid}:{sec} -d grant_type=client_credentials https://oauth.battle.net/token\n"
        '{"access_token":"EU' + g.s(32) + '","token_type":"bearer","expires_in":86399}\n'
    )
    return text, [sec], f"{cid}:{sec}"


@kind(
    "modio_api_key_query",
    "https://docs.mod.io/restapiref/#authentication",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _modio(g: _R):
    v = g.s(32, HEX)
    text = (
        "// Assets/Scripts/ModBrowser.cs\n"
        'const string GameId = "3809";\n'
        f'const string ApiKey = "{v}";\n'
        'var url = $"https://g-3809.modapi.io/v1/games/{GameId}/mods?api_key={ApiKey}&_limit=20";\n'
    )
    return text, [v], v


@kind(
    "nakama_yml_server_and_http_keys",
    "https://heroiclabs.com/docs/nakama/getting-started/configuration/",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _nakama(g: _R):
    sk, ek, hk, cpw = g.s(24), g.s(32), g.s(28), _pw(g)
    text = (
        "# nakama/data/prod.yml\nname: nakama-eu-1\nsocket:\n"
        f'  server_key: "{sk}"\nsession:\n  token_expiry_sec: 7200\n'
        f'  encryption_key: "{ek}"\nruntime:\n  http_key: "{hk}"\n'
        f'console:\n  username: "admin"\n  password: "{cpw}"\n'
    )
    return text, [sk, ek, hk, cpw], sk


@kind(
    "browserstack_yml_access_key",
    "https://www.browserstack.com/docs/automate/selenium/sdk-config",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _browserstack(g: _R):
    v = g.s(20)
    text = (
        "# browserstack.yml\n"
        f"userName: {_user(g).replace('.', '').replace('-', '')}_{g.s(6)}\naccessKey: {v}\n"
        "platforms:\n  - os: Windows\n    osVersion: 11\n    browserName: Chrome\n    browserVersion: latest\n"
        "parallelsPerPlatform: 2\nbrowserstackLocal: true\n"
    )
    return text, [v], v


@kind(
    "saucectl_configure_access_key",
    "https://docs.saucelabs.com/dev/cli/saucectl/configure/",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _sauce(g: _R):
    v = g.uuid()
    text = (
        f"$ saucectl configure --username oauth-{_user(g)}-{g.s(5, HEX)} --accessKey {v}\nYou're all set!\n"
    )
    return text, [v], v


@kind(
    "stadia_maps_api_key_tile_url",
    "https://docs.stadiamaps.com/authentication/",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _stadia(g: _R):
    v = g.uuid()
    text = (
        "L.tileLayer(\n"
        f"  'https://tiles.stadiamaps.com/tiles/alidade_smooth/{{z}}/{{x}}/{{y}}{{r}}.png?api_key={v}',\n"
        "  { maxZoom: 20, attribution: '&copy; Stadia Maps' }\n).addTo(map);\n"
    )
    return text, [v], v


@kind(
    "jawg_access_token_leaflet",
    "https://www.jawg.io/docs/apidocs/maps/static-maps/",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _jawg(g: _R):
    v = g.s(64)
    text = (
        "const layer = L.tileLayer(\n"
        f"  'https://tile.jawg.io/jawg-streets/{{z}}/{{x}}/{{y}}{{r}}.png?access-token={v}',\n"
        "  { attribution: '&copy; Jawg Maps &copy; OpenStreetMap', minZoom: 0, maxZoom: 22 }\n);\n"
    )
    return text, [v], v


@kind(
    "amap_web_service_key_zh",
    "https://lbs.amap.com/api/webservice/guide/create-project/get-key",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _amap(g: _R):
    v = g.s(32, HEX)
    text = (
        "$ curl 'https://restapi.amap.com/v3/geocode/geo?address=北京市朝阳区阜通东大街6号"
        f"&output=JSON&key={v}'\n"
        '{"status":"1","info":"OK","geocodes":[{"formatted_address":"北京市朝阳区阜通东大街6号",'
        '"location":"116.483038,39.990633"}]}\n'
    )
    return text, [v], v


# -- prefixless: remote access and Windows command lines -------------------------------------------


@kind(
    "rdp_file_password_51b_blob",
    "https://learn.microsoft.com/en-us/windows-server/remote/remote-desktop-services/clients/rdp-files",
    r"01000000D08C9DDF0115D1118C7A00C04FC297EB[0-9A-F]{300,}",
    prefixless=True,
)
def _rdp(g: _R):
    v = "01000000D08C9DDF0115D1118C7A00C04FC297EB01000000" + g.s(2 * g.r.randint(170, 230), UHEX)
    text = (
        "PS> Get-Content .\\jump-host.rdp\n"
        "screen mode id:i:2\nfull address:s:rdp-gw01.corp.example\n"
        "username:s:CORP\\svc_reporting\n"
        f"password 51:b:{v}\n"
        "authentication level:i:2\nprompt for credentials:i:0\n"
    )
    return text, [v], v


@kind(
    "wmic_node_password_flag",
    "https://learn.microsoft.com/en-us/windows/win32/wmisdk/wmic",
    r".{10,}",
    prefixless=True,
)
def _wmic(g: _R):
    v = _pw(g)
    text = (
        f'C:\\> wmic /node:{_host(g)} /user:CORP\\svc_backup /password:"{v}" '
        'process call create "cmd.exe /c C:\\ops\\rotate-logs.bat"\n'
        "Executing (Win32_Process)->Create()\nMethod execution successful.\n"
    )
    return text, [v], v


@kind(
    "winrs_remote_password_flag",
    "https://learn.microsoft.com/en-us/windows-server/administration/windows-commands/winrs",
    r".{10,}",
    prefixless=True,
)
def _winrs(g: _R):
    v = _pw(g)
    text = f"C:\\> winrs -r:https://srv-app02.corp.example:5986 -u:CORP\\deploy -p:{v} ipconfig /all\n"
    return text, [v], v


@kind(
    "net_user_add_password",
    "https://learn.microsoft.com/en-us/previous-versions/windows/it-pro/windows-server-2012-r2-and-2012/cc771865(v=ws.11)",
    r".{10,}",
    prefixless=True,
)
def _net_user(g: _R):
    v = _pw(g)
    text = (
        "REM provision-sql.cmd\n"
        f'net user svc_sql {v} /add /fullname:"SQL Service" /passwordchg:no /expires:never\n'
        "net localgroup Administrators svc_sql /add\n"
    )
    return text, [v], v


@kind(
    "xfreerdp_password_flag",
    "https://github.com/FreeRDP/FreeRDP/wiki/CommandLineInterface-(3.x)",
    r".{10,}",
    prefixless=True,
)
def _xfreerdp(g: _R):
    v = _pw(g)
    text = (
        f"$ xfreerdp3 /v:{_host(g)} /u:Administrator /p:'{v}' /cert:ignore /dynamic-resolution +clipboard\n"
    )
    return text, [v], v


@kind(
    "plink_pw_flag",
    "https://the.earth.li/~sgtatham/putty/latest/htmldoc/Chapter3.html#using-cmdline-pw",
    r".{10,}",
    prefixless=True,
)
def _plink(g: _R):
    v = _pw(g)
    text = (
        "PS C:\\deploy> & 'C:\\Program Files\\PuTTY\\plink.exe' -ssh -batch "
        f'-pw "{v}" deploy@10.0.8.5 "sudo systemctl restart acme-api"\n'
    )
    return text, [v], v


@kind(
    "smbclient_user_percent_password",
    "https://www.samba.org/samba/docs/current/man-html/smbclient.1.html",
    r".{10,}",
    prefixless=True,
)
def _smbclient(g: _R):
    v = _pw(g)
    text = f"$ smbclient //nas01/backups -U 'backup%{v}' -c 'cd nightly; ls'\n  .  D  0  Mon Nov 23 02:00:01 2026\n"
    return text, [v], v


@kind(
    "lftp_user_comma_password",
    "https://lftp.yar.ru/lftp-man.html",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _lftp(g: _R):
    v = g.s(16)
    text = f'lftp -u deploy,{v} sftp://files.acme.example -e "mirror -R --delete dist/ /var/www/html; quit"\n'
    return text, [v], v


@kind(
    "winscp_ini_obfuscated_password",
    "https://winscp.net/eng/docs/config#configuration_storage ; https://winscp.net/eng/docs/security_credentials",
    r"A35C[0-9A-F]{56,}",
    prefixless=True,
)
def _winscp(g: _R):
    v = "A35C" + g.s(2 * g.r.randint(30, 44), UHEX)
    text = (
        "; %APPDATA%\\WinSCP.ini\n[Sessions\\deploy@web01]\nHostName=web01.acme.example\n"
        f"UserName=deploy\nPassword={v}\nFSProtocol=2\n"
    )
    return text, [v], v


@kind(
    "remmina_profile_password",
    "https://gitlab.com/Remmina/Remmina/-/wikis/Usage/Remmina-user's-guide",
    r"[A-Za-z0-9+/]{32}",
    prefixless=True,
)
def _remmina(g: _R):
    v = _b64(g, 24)
    text = (
        "$ cat ~/.local/share/remmina/group_rdp_build-server_10-1-2-3.remmina\n[remmina]\n"
        f"password={v}\nusername=administrator\nserver=10.1.2.3\nprotocol=RDP\nname=build-server\n"
    )
    return text, [v], v


@kind(
    "x11vnc_passwd_flag",
    "https://linux.die.net/man/1/x11vnc",
    r"[A-Za-z0-9]{8}",
    prefixless=True,
)
def _x11vnc(g: _R):
    v = g.s(8)
    text = f"$ x11vnc -display :0 -forever -shared -passwd {v} -rfbport 5901 -bg\nPORT=5901\n"
    return text, [v], v


# -- prefixless: version control, package and distribution tooling ---------------------------------


@kind(
    "svn_simple_auth_cache_file",
    "https://svnbook.red-bean.com/en/1.7/svn.serverconfig.netmodel.html#svn.serverconfig.netmodel.credcache",
    r".{10,}",
    prefixless=True,
)
def _svn(g: _R):
    v = _pw(g)
    user = _user(g)
    realm = "<https://svn.acme.example:443> ACME Subversion"
    text = (
        "$ cat ~/.subversion/auth/svn.simple/" + g.s(32, HEX) + "\n"
        f"K 8\npasstype\nV 6\nsimple\nK 8\npassword\nV {len(v)}\n{v}\n"
        f"K 15\nsvn:realmstring\nV {len(realm)}\n{realm}\nK 8\nusername\nV {len(user)}\n{user}\nEND\n"
    )
    return text, [v], v


@kind(
    "hgrc_auth_password",
    "https://www.mercurial-scm.org/doc/hgrc.5.html#auth",
    r".{10,}",
    prefixless=True,
)
def _hgrc(g: _R):
    v = _pw(g)
    text = (
        "# ~/.hgrc\n[ui]\nusername = Jane Doe <jdoe@acme.example>\n\n[auth]\n"
        "acme.prefix = https://hg.acme.example/\nacme.username = jdoe\n"
        f"acme.password = {v}\n"
    )
    return text, [v], v


@kind(
    "p4tickets_file_ticket",
    "https://www.perforce.com/manuals/cmdref/Content/CmdRef/P4TICKETS.html",
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _p4(g: _R):
    v = g.s(32, UHEX)
    text = (
        f"$ cat ~/.p4tickets\nperforce.acme.example:1666=jsmith:{v}\nlocalhost:1666=jsmith:{g.s(32, UHEX)}\n"
    )
    return text, [v], v


@kind(
    "cpan_pause_file_password",
    "https://metacpan.org/pod/CPAN::Uploader#CONFIGURATION",
    r".{10,}",
    prefixless=True,
)
def _pause(g: _R):
    v = _pw(g)
    text = f"$ cat ~/.pause\nuser JDOE\npassword {v}\n$ cpan-upload Acme-Widget-1.04.tar.gz\n"
    return text, [v], v


@kind(
    "cabal_config_hackage_password",
    "https://cabal.readthedocs.io/en/stable/cabal-commands.html#cabal-upload",
    r".{10,}",
    prefixless=True,
)
def _cabal(g: _R):
    v = _pw(g)
    text = (
        "-- ~/.config/cabal/config\nrepository hackage.haskell.org\n  url: http://hackage.haskell.org/\n\n"
        f"username: jdoe\npassword: {v}\nremote-repo-cache: /home/jdoe/.cache/cabal/packages\n"
    )
    return text, [v], v


@kind(
    "oscrc_pass_plaintext",
    "https://openbuildservice.org/help/manuals/obs-user-guide/cha-obs-osc",
    r".{10,}",
    prefixless=True,
)
def _oscrc(g: _R):
    v = _pw(g)
    text = (
        "# ~/.config/osc/oscrc\n[general]\napiurl = https://api.opensuse.org\n\n[https://api.opensuse.org]\n"
        f"user = jdoe\npass = {v}\ncredentials_mgr_class = osc.credentials.PlaintextConfigFileCredentialsManager\n"
    )
    return text, [v], v


@kind(
    "launchpadlib_credentials_access_secret",
    "https://help.launchpad.net/API/launchpadlib#Authenticated_access_for_website_integration",
    r"[A-Za-z0-9]{80}",
    prefixless=True,
)
def _launchpad(g: _R):
    tok, sec = g.s(20), g.s(80)
    text = (
        "$ cat ~/.config/ubuntu-release-bot/lp-credentials\n[1]\n"
        "consumer_key = ubuntu-release-bot\nconsumer_secret = \n"
        f"access_token = {tok}\naccess_secret = {sec}\n"
    )
    return text, [sec, tok], sec


@kind(
    "copr_cli_config_token",
    "https://docs.pagure.org/copr.copr/user_documentation.html#api",
    r"[a-z]{30}",
    prefixless=True,
)
def _copr(g: _R):
    tok = "".join(g.r.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(30))
    login = "".join(g.r.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(32))
    text = (
        "# ~/.config/copr\n[copr-cli]\n"
        f"login = {login}\nusername = jdoe\ntoken = {tok}\ncopr_url = https://copr.fedorainfracloud.org\n"
        "# expiration date: 2027-02-14\n"
    )
    return text, [tok, login], tok


@kind(
    "ivysettings_credentials_passwd",
    "https://ant.apache.org/ivy/history/latest-milestone/settings/credentials.html",
    r".{10,}",
    prefixless=True,
)
def _ivy(g: _R):
    v = _pw(g)
    text = (
        '<ivysettings>\n  <settings defaultResolver="corp"/>\n'
        '  <credentials host="nexus.corp.example" realm="Sonatype Nexus Repository Manager"\n'
        f'               username="deployer" passwd="{v}"/>\n'
        '  <resolvers>\n    <ibiblio name="corp" m2compatible="true" '
        'root="https://nexus.corp.example/repository/maven-public/"/>\n  </resolvers>\n</ivysettings>\n'
    )
    return text, [v], v


@kind(
    "nix_conf_access_tokens",
    "https://nix.dev/manual/nix/stable/command-ref/conf-file.html#conf-access-tokens",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _nix(g: _R):
    v = g.s(40, HEX)
    text = (
        "# ~/.config/nix/nix.conf\nexperimental-features = nix-command flakes\n"
        f"access-tokens = git.acme.example={v}\n"
        "substituters = https://cache.nixos.org https://nix-cache.acme.example\n"
    )
    return text, [v], v


# -- prefixless: databases, brokers and data platforms ---------------------------------------------


@kind(
    "pgbouncer_userlist_plain_password",
    "https://www.pgbouncer.org/config.html#authentication-file-format",
    r".{10,}",
    prefixless=True,
)
def _pgbouncer(g: _R):
    v, v2 = _pw(g), g.s(24)
    text = (
        "$ sudo cat /etc/pgbouncer/userlist.txt\n"
        f'"app_rw" "{v}"\n"reporting" "md5{g.s(32, HEX)}"\n"pgbouncer_admin" "{v2}"\n'
    )
    return text, [v, v2], v


@kind(
    "etcdctl_user_root_password",
    "https://etcd.io/docs/v3.5/op-guide/authentication/rbac/",
    r".{10,}",
    prefixless=True,
)
def _etcdctl(g: _R):
    v = _pw(g)
    text = (
        "$ ETCDCTL_API=3 etcdctl --endpoints=https://10.0.0.11:2379 --cacert=/etc/etcd/ca.pem \\\n"
        f"    --user root:{v} get /registry/namespaces --prefix --keys-only\n"
    )
    return text, [v], v


@kind(
    "mongosh_password_flag",
    "https://www.mongodb.com/docs/mongodb-shell/reference/options/",
    r".{10,}",
    prefixless=True,
)
def _mongosh(g: _R):
    v = _pw(g)
    text = (
        f"$ mongosh \"mongodb://{_host(g)}:27017/admin\" --username admin --password '{v}' "
        "--authenticationDatabase admin --eval 'db.serverStatus().connections'\n"
    )
    return text, [v], v


@kind(
    "redis_sentinel_auth_pass",
    "https://redis.io/docs/latest/operate/oss_and_stack/management/sentinel/",
    r"[A-Za-z0-9]{20,}",
    prefixless=True,
)
def _sentinel(g: _R):
    v = g.s(28)
    text = (
        "# /etc/redis/sentinel.conf\nport 26379\nsentinel monitor mymaster 10.0.0.5 6379 2\n"
        f"sentinel auth-pass mymaster {v}\nsentinel down-after-milliseconds mymaster 5000\n"
    )
    return text, [v], v


@kind(
    "proxysql_cnf_admin_credentials",
    "https://proxysql.com/documentation/global-variables/admin-variables/#admin-admin_credentials",
    r"[A-Za-z0-9]{18}",
    prefixless=True,
)
def _proxysql(g: _R):
    v, v2 = g.s(18), _pw(g)
    text = (
        "# /etc/proxysql.cnf\nadmin_variables=\n{\n"
        f'    admin_credentials="admin:admin;radmin:{v}"\n    mysql_ifaces="0.0.0.0:6032"\n}}\n'
        "mysql_users =\n(\n    {\n"
        f'        username = "app"\n        password = "{v2}"\n        default_hostgroup = 0\n'
        "    }\n)\n"
    )
    return text, [v, v2], v


@kind(
    "trino_catalog_connection_password",
    "https://trino.io/docs/current/connector/postgresql.html",
    r".{10,}",
    prefixless=True,
)
def _trino(g: _R):
    v = _pw(g)
    text = (
        "# etc/catalog/analytics.properties\nconnector.name=postgresql\n"
        "connection-url=jdbc:postgresql://pg-main.prod.example.net:5432/analytics\n"
        f"connection-user=trino\nconnection-password={v}\n"
    )
    return text, [v], v


@kind(
    "nifi_sensitive_props_key",
    "https://nifi.apache.org/docs/nifi-docs/html/administration-guide.html#nifi_sensitive_props_key",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _nifi(g: _R):
    v, ks = g.s(24), g.s(32, HEX)
    text = (
        "# conf/nifi.properties\nnifi.sensitive.props.key=" + v + "\n"
        "nifi.sensitive.props.algorithm=NIFI_PBKDF2_AES_GCM_256\n"
        "nifi.security.keystore=./conf/keystore.p12\nnifi.security.keystoreType=PKCS12\n"
        f"nifi.security.keystorePasswd={ks}\nnifi.security.keyPasswd={ks}\n"
    )
    return text, [v, ks], v


@kind(
    "zeppelin_shiro_ini_users",
    "https://zeppelin.apache.org/docs/latest/setup/security/shiro_authentication.html",
    r".{10,}",
    prefixless=True,
)
def _shiro(g: _R):
    v, v2 = _pw(g), g.s(14)
    text = (
        "# conf/shiro.ini\n[users]\n"
        f"admin = {v}, admin\nanalyst1 = {v2}, role1\n\n[main]\nsessionManager = "
        "org.apache.shiro.web.session.mgt.DefaultWebSessionManager\n"
    )
    return text, [v, v2], v


@kind(
    "graylog_server_conf_password_secret",
    "https://go2docs.graylog.org/current/setting_up_graylog/server.conf.html",
    r"[A-Za-z0-9]{96}",
    prefixless=True,
)
def _graylog(g: _R):
    v = g.s(96)
    text = (
        "# /etc/graylog/server/server.conf\nis_leader = true\nnode_id_file = /etc/graylog/server/node-id\n"
        f"password_secret = {v}\nroot_password_sha2 = {g.s(64, HEX)}\nhttp_bind_address = 0.0.0.0:9000\n"
    )
    return text, [v], v


@kind(
    "jasypt_encryptor_password_jvm_flag",
    "https://github.com/ulisesbocchio/jasypt-spring-boot#password-property",
    r".{10,}",
    prefixless=True,
)
def _jasypt(g: _R):
    v = _pw(g)
    text = (
        "$ ps -o pid,args -C java\n    PID COMMAND\n"
        f"   2817 java -Xmx1g -Djasypt.encryptor.password={v} -jar /opt/orders/orders-service.jar "
        "--spring.profiles.active=prod\n"
    )
    return text, [v], v


@kind(
    "elasticsearch_reset_password_output",
    "https://www.elastic.co/guide/en/elasticsearch/reference/current/reset-password.html",
    r"[A-Za-z0-9*+=_-]{20}",
    prefixless=True,
)
def _es_reset(g: _R):
    v = g.s(20, ALNUM + "*+=_-")
    text = (
        "$ sudo /usr/share/elasticsearch/bin/elasticsearch-reset-password -u elastic -b\n"
        "Password for the [elastic] user successfully reset.\n"
        f"New value: {v}\n"
    )
    return text, [v], v


@kind(
    "logback_smtp_appender_password",
    "https://logback.qos.ch/manual/appenders.html#SMTPAppender",
    r".{10,}",
    prefixless=True,
)
def _logback(g: _R):
    v = _pw(g)
    text = (
        '<appender name="EMAIL" class="ch.qos.logback.classic.net.SMTPAppender">\n'
        "  <smtpHost>smtp.acme.example</smtpHost>\n  <smtpPort>587</smtpPort>\n  <STARTTLS>true</STARTTLS>\n"
        f"  <username>alerts@acme.example</username>\n  <password>{v}</password>\n"
        "  <to>oncall@acme.example</to>\n  <subject>%logger{20} - %m</subject>\n</appender>\n"
    )
    return text, [v], v


@kind(
    "quartz_datasource_password",
    "https://www.quartz-scheduler.org/documentation/quartz-2.3.0/configuration/ConfigDataSources.html",
    r".{10,}",
    prefixless=True,
)
def _quartz(g: _R):
    v = _pw(g)
    text = (
        "# src/main/resources/quartz.properties\norg.quartz.jobStore.dataSource = qzDS\n"
        "org.quartz.dataSource.qzDS.driver = org.postgresql.Driver\n"
        "org.quartz.dataSource.qzDS.URL = jdbc:postgresql://db1.internal:5432/quartz\n"
        f"org.quartz.dataSource.qzDS.user = quartz\norg.quartz.dataSource.qzDS.password = {v}\n"
    )
    return text, [v], v


@kind(
    "mybatis_config_datasource_password",
    "https://mybatis.org/mybatis-3/configuration.html#environments",
    r".{10,}",
    prefixless=True,
)
def _mybatis(g: _R):
    v = _pw(g)
    text = (
        '<environments default="production">\n  <environment id="production">\n'
        '    <transactionManager type="JDBC"/>\n    <dataSource type="POOLED">\n'
        '      <property name="driver" value="com.mysql.cj.jdbc.Driver"/>\n'
        '      <property name="url" value="jdbc:mysql://db1.internal:3306/shop"/>\n'
        '      <property name="username" value="shop_app"/>\n'
        f'      <property name="password" value="{v}"/>\n'
        "    </dataSource>\n  </environment>\n</environments>\n"
    )
    return text, [v], v


@kind(
    "druid_metadata_storage_password",
    "https://druid.apache.org/docs/latest/configuration/#metadata-storage",
    r".{10,}",
    prefixless=True,
)
def _druid(g: _R):
    v = _pw(g)
    text = (
        "# conf/druid/cluster/_common/common.runtime.properties\n"
        "druid.metadata.storage.type=postgresql\n"
        "druid.metadata.storage.connector.connectURI=jdbc:postgresql://pg-main.prod.example.net:5432/druid\n"
        f"druid.metadata.storage.connector.user=druid\ndruid.metadata.storage.connector.password={v}\n"
    )
    return text, [v], v


@kind(
    "activemq_credentials_properties",
    "https://activemq.apache.org/components/classic/documentation/encrypted-passwords",
    r".{10,}",
    prefixless=True,
)
def _activemq(g: _R):
    v, v2 = _pw(g), g.s(16)
    text = (
        "# conf/credentials.properties\n"
        f"activemq.username=system\nactivemq.password={v}\nguest.password={v2}\n"
    )
    return text, [v, v2], v


# -- prefixless: self-hosted services --------------------------------------------------------------


@kind(
    "frpc_toml_auth_token",
    "https://gofrp.org/en/docs/features/common/authentication/",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _frpc(g: _R):
    v = g.s(32)
    text = (
        '# frpc.toml\nserverAddr = "203.0.113.40"\nserverPort = 7000\nauth.method = "token"\n'
        f'auth.token = "{v}"\n\n[[proxies]]\nname = "ssh"\ntype = "tcp"\nlocalIP = "127.0.0.1"\n'
        "localPort = 22\nremotePort = 6022\n"
    )
    return text, [v], v


@kind(
    "chisel_client_auth_flag",
    "https://github.com/jpillora/chisel#usage",
    r".{10,}",
    prefixless=True,
)
def _chisel(g: _R):
    v = _pw(g)
    text = f"$ chisel client --auth tunnel:{v} https://relay.acme.example:8443 R:2222:localhost:22\n"
    return text, [v], v


@kind(
    "coturn_static_auth_secret",
    "https://github.com/coturn/coturn/blob/master/examples/etc/turnserver.conf",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _coturn(g: _R):
    v = g.s(64, HEX)
    text = (
        "# /etc/turnserver.conf\nlistening-port=3478\ntls-listening-port=5349\nfingerprint\nuse-auth-secret\n"
        f"static-auth-secret={v}\nrealm=turn.acme.example\nno-cli\n"
    )
    return text, [v], v


@kind(
    "synapse_registration_shared_secret",
    "https://element-hq.github.io/synapse/latest/usage/configuration/config_documentation.html"
    "#registration_shared_secret",
    r"[A-Za-z0-9,.;:^&*_+=#~@-]{50}",
    prefixless=True,
)
def _synapse(g: _R):
    v, m = g.s(50, SYNAPSE_CHARS), g.s(50, SYNAPSE_CHARS)
    text = (
        '# /data/homeserver.yaml\nserver_name: "matrix.acme.example"\npid_file: /data/homeserver.pid\n'
        f'registration_shared_secret: "{v}"\nreport_stats: false\nmacaroon_secret_key: "{m}"\n'
        f'form_secret: "{g.s(50, SYNAPSE_CHARS)}"\nsigning_key_path: "/data/matrix.acme.example.signing.key"\n'
    )
    return text, [v, m], v


@kind(
    "oauth2_proxy_cookie_secret_cfg",
    "https://oauth2-proxy.github.io/oauth2-proxy/configuration/overview#generating-a-cookie-secret",
    r"[A-Za-z0-9_-]{43}=",
    prefixless=True,
)
def _oauth2proxy(g: _R):
    v = _b64u(g, 32, pad=True)
    cs = g.s(40, B64URL)
    text = (
        '# /etc/oauth2-proxy.cfg\nprovider = "oidc"\noidc_issuer_url = "https://sso.acme.example/realms/main"\n'
        f'client_id = "grafana-proxy"\nclient_secret = "{cs}"\ncookie_secret = "{v}"\n'
        'email_domains = ["acme.example"]\nupstreams = ["http://127.0.0.1:3000/"]\n'
    )
    return text, [v, cs], v


@kind(
    "authelia_storage_encryption_key",
    "https://www.authelia.com/configuration/storage/introduction/#encryption_key",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _authelia(g: _R):
    ek, js, ss = g.s(64), g.s(64), g.s(64)
    text = (
        "# /config/configuration.yml\nidentity_validation:\n  reset_password:\n"
        f"    jwt_secret: '{js}'\nsession:\n  secret: '{ss}'\n  cookies:\n    - domain: 'acme.example'\n"
        f"storage:\n  encryption_key: '{ek}'\n  local:\n    path: '/config/db.sqlite3'\n"
    )
    return text, [ek, js, ss], ek


@kind(
    "hasura_admin_secret_header",
    "https://hasura.io/docs/2.0/auth/authentication/admin-secret-access/",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _hasura(g: _R):
    v = g.s(32)
    text = (
        "$ curl -s https://gql.acme.example/v1/graphql \\\n"
        f"    -H 'x-hasura-admin-secret: {v}' \\\n"
        '    -d \'{"query":"{ orders(limit: 1) { id status } }"}\'\n'
    )
    return text, [v], v


@kind(
    "postgrest_conf_jwt_secret",
    "https://docs.postgrest.org/en/stable/references/configuration.html#jwt-secret",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _postgrest(g: _R):
    v = g.s(40)
    text = (
        '# /etc/postgrest.conf\ndb-uri = "postgres://authenticator@localhost:5432/app"\n'
        'db-schemas = "api"\ndb-anon-role = "web_anon"\n'
        f'jwt-secret = "{v}"\nserver-port = 3000\n'
    )
    return text, [v], v


@kind(
    "syncthing_config_xml_apikey",
    "https://docs.syncthing.net/users/config.html",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _syncthing(g: _R):
    v = g.s(32)
    text = (
        "$ grep -A4 '<gui' ~/.local/state/syncthing/config.xml\n"
        '    <gui enabled="true" tls="false" debugging="false">\n'
        "        <address>127.0.0.1:8384</address>\n"
        f"        <apikey>{v}</apikey>\n"
        "        <theme>default</theme>\n"
    )
    return text, [v], v


@kind(
    "servarr_config_xml_apikey",
    "https://wiki.servarr.com/sonarr/settings#security",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _servarr(g: _R):
    v = g.s(32, HEX)
    text = (
        "$ docker exec sonarr cat /config/config.xml\n<Config>\n  <BindAddress>*</BindAddress>\n"
        f"  <Port>8989</Port>\n  <ApiKey>{v}</ApiKey>\n  <AuthenticationMethod>Forms</AuthenticationMethod>\n"
        "  <Branch>main</Branch>\n</Config>\n"
    )
    return text, [v], v


@kind(
    "powerdns_api_key_conf",
    "https://doc.powerdns.com/authoritative/http-api/index.html",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _pdns(g: _R):
    v = g.s(32)
    text = (
        "# /etc/powerdns/pdns.conf\nlaunch=gpgsql\napi=yes\n"
        f"api-key={v}\nwebserver=yes\nwebserver-address=127.0.0.1\nwebserver-port=8081\n"
    )
    return text, [v], v


@kind(
    "teleport_yaml_join_token",
    "https://goteleport.com/docs/reference/config/",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _teleport(g: _R):
    v = g.s(32, HEX)
    text = (
        "# /etc/teleport.yaml\nversion: v3\nteleport:\n  nodename: build-07\n  join_params:\n"
        f"    token_name: {v}\n    method: token\n  proxy_server: teleport.acme.example:443\n"
        "ssh_service:\n  enabled: true\n"
    )
    return text, [v], v


@kind(
    "directus_env_secret",
    "https://directus.io/docs/configuration/security-limits",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _directus(g: _R):
    sec, apw = _b64u(g, 32), _pw(g)
    text = (
        "# directus/.env\n"
        f'KEY="{g.uuid()}"\nSECRET="{sec}"\nADMIN_EMAIL="admin@acme.example"\nADMIN_PASSWORD="{apw}"\n'
        'DB_CLIENT="pg"\nPUBLIC_URL="https://cms.acme.example"\n'
    )
    return text, [sec, apw], sec


@kind(
    "jitsi_env_auth_passwords",
    "https://jitsi.github.io/handbook/docs/devops-guide/devops-guide-docker/#security-note",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _jitsi(g: _R):
    a, b = g.s(32, HEX), g.s(32, HEX)
    text = (
        "# docker-jitsi-meet/.env (after ./gen-passwords.sh)\n"
        f"JICOFO_AUTH_PASSWORD={a}\nJVB_AUTH_PASSWORD={b}\n"
        "PUBLIC_URL=https://meet.acme.example\nHTTP_PORT=8000\n"
    )
    return text, [a, b], a


@kind(
    "gitlab_rb_smtp_password",
    "https://docs.gitlab.com/omnibus/settings/smtp/",
    r".{10,}",
    prefixless=True,
)
def _gitlab_rb(g: _R):
    v = _pw(g)
    text = (
        "# /etc/gitlab/gitlab.rb\ngitlab_rails['smtp_enable'] = true\n"
        "gitlab_rails['smtp_address'] = \"smtp.acme.example\"\ngitlab_rails['smtp_port'] = 587\n"
        "gitlab_rails['smtp_user_name'] = \"gitlab@acme.example\"\n"
        f"gitlab_rails['smtp_password'] = \"{v}\"\n"
        "gitlab_rails['smtp_authentication'] = \"login\"\n"
    )
    return text, [v], v


# -- prefixless: network gear and DNS --------------------------------------------------------------


@kind(
    "frr_bgp_neighbor_password",
    "https://docs.frrouting.org/en/latest/bgp.html#clicmd-neighbor-PEER-password-PASSWORD",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _frr(g: _R):
    v = g.s(16)
    text = (
        "$ vtysh -c 'show running-config' | sed -n '/router bgp/,/exit/p'\nrouter bgp 65001\n"
        " bgp router-id 192.0.2.10\n neighbor 192.0.2.1 remote-as 65002\n"
        f" neighbor 192.0.2.1 password {v}\n exit\n"
    )
    return text, [v], v


@kind(
    "chrony_keys_sha1_hex",
    "https://chrony-project.org/doc/4.5/chrony.conf.html#keyfile",
    r"[0-9A-F]{40}",
    prefixless=True,
)
def _chrony(g: _R):
    v = g.s(40, UHEX)
    text = (
        "$ sudo cat /etc/chrony/chrony.keys\n"
        f"1 SHA1 HEX:{v}\n"
        "$ grep key /etc/chrony/chrony.conf\nserver ntp1.acme.example iburst key 1\nkeyfile /etc/chrony/chrony.keys\n"
    )
    return text, [v], v


@kind(
    "tac_plus_conf_key",
    "https://www.shrubbery.net/tac_plus/",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _tacplus(g: _R):
    v, v2 = g.s(20), _pw(g)
    text = (
        "# /etc/tacacs+/tac_plus.conf\n"
        f'key = "{v}"\n\ngroup = netadmin {{\n    default service = permit\n}}\n'
        f'user = jdoe {{\n    member = netadmin\n    login = cleartext "{v2}"\n}}\n'
    )
    return text, [v, v2], v


@kind(
    "strongswan_swanctl_eap_secret",
    "https://docs.strongswan.org/docs/latest/swanctl/swanctlConf.html#_secrets",
    r".{10,}",
    prefixless=True,
)
def _swanctl(g: _R):
    v = _pw(g)
    psk = "0s" + _b64(g, 32)
    text = (
        "# /etc/swanctl/conf.d/roadwarrior.conf\nsecrets {\n    eap-jdoe {\n        id = jdoe\n"
        f'        secret = "{v}"\n    }}\n    ike-branch {{\n        id-1 = branch.acme.example\n'
        f"        secret = {psk}\n    }}\n}}\n"
    )
    return text, [v, psk], v


@kind(
    "ddclient_conf_password",
    "https://ddclient.net/protocols.html",
    r".{10,}",
    prefixless=True,
)
def _ddclient(g: _R):
    v = _pw(g)
    text = (
        "# /etc/ddclient.conf\ndaemon=300\nssl=yes\nuse=web\nprotocol=dyndns2\nserver=members.dyndns.org\n"
        f"login=jdoe\npassword='{v}'\nhome.acme-dyn.example\n"
    )
    return text, [v], v


@kind(
    "certbot_dns_luadns_ini_token",
    "https://certbot-dns-luadns.readthedocs.io/en/stable/",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _certbot_luadns(g: _R):
    v = g.s(32, HEX)
    text = (
        "$ cat ~/.secrets/certbot/luadns.ini\ndns_luadns_email = ops@acme.example\n"
        f"dns_luadns_token = {v}\n"
        "$ certbot certonly --dns-luadns --dns-luadns-credentials ~/.secrets/certbot/luadns.ini -d acme.example\n"
    )
    return text, [v], v


@kind(
    "acme_sh_account_conf_saved_key",
    "https://github.com/acmesh-official/acme.sh/wiki/dnsapi#dns_namesilo",
    r"[0-9a-f]{24}",
    prefixless=True,
)
def _acme_sh(g: _R):
    v = g.s(24, HEX)
    text = (
        "$ cat ~/.acme.sh/account.conf\nLOG_FILE='/root/.acme.sh/acme.sh.log'\n"
        f"SAVED_Namesilo_Key='{v}'\nUSER_PATH='/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin'\n"
        "DEFAULT_ACME_SERVER='https://acme-v02.api.letsencrypt.org/directory'\n"
    )
    return text, [v], v


# -- prefixless: build, release and signing --------------------------------------------------------


@kind(
    "fastlane_match_password_env",
    "https://docs.fastlane.tools/actions/match/#encryption-password",
    r".{10,}",
    prefixless=True,
)
def _fastlane(g: _R):
    v = _pw(g)
    text = (
        "# fastlane/.env.ci\n"
        f"MATCH_PASSWORD={v}\n"
        "MATCH_GIT_URL=git@github.com:acme/ios-certificates.git\nFASTLANE_TEAM_ID=8QX2K5ABCD\n"
    )
    return text, [v], v


@kind(
    "godot_export_presets_keystore_password",
    "https://docs.godotengine.org/en/stable/tutorials/export/exporting_for_android.html",
    r".{10,}",
    prefixless=True,
)
def _godot(g: _R):
    v = _pw(g)
    text = (
        '[preset.0.options]\n\ncustom_template/debug=""\ngradle_build/use_gradle_build=true\n'
        'keystore/release="/home/dev/keys/acme-upload.keystore"\nkeystore/release_user="upload"\n'
        f'keystore/release_password="{v}"\npackage/unique_name="com.acme.skyhop"\n'
    )
    return text, [v], v


@kind(
    "electron_builder_csc_key_password",
    "https://www.electron.build/code-signing",
    r".{10,}",
    prefixless=True,
)
def _electron(g: _R):
    v = _pw(g)
    text = (
        f"$ CSC_LINK=./build/codesign.p12 CSC_KEY_PASSWORD='{v}' npx electron-builder --win --publish never\n"
    )
    return text, [v], v


@kind(
    "apksigner_ks_pass_flag",
    "https://developer.android.com/tools/apksigner",
    r".{10,}",
    prefixless=True,
)
def _apksigner(g: _R):
    v, v2 = _pw(g), g.s(18)
    text = (
        "$ apksigner sign --ks release.jks --ks-key-alias upload "
        f"--ks-pass pass:{v} --key-pass pass:{v2} --out app-release.apk app-release-unsigned.apk\n"
    )
    return text, [v, v2], v


@kind(
    "signtool_pfx_password_flag",
    "https://learn.microsoft.com/en-us/windows/win32/seccrypto/signtool",
    r".{10,}",
    prefixless=True,
)
def _signtool(g: _R):
    v = _pw(g)
    text = (
        f'> signtool sign /f certs\\codesign.pfx /p "{v}" /fd SHA256 '
        "/tr http://timestamp.digicert.com /td SHA256 dist\\AcmeSetup.exe\nDone Adding Additional Store\n"
        "Successfully signed: dist\\AcmeSetup.exe\n"
    )
    return text, [v], v


@kind(
    "ssh_keygen_new_passphrase_flag",
    "https://man.openbsd.org/ssh-keygen",
    r".{10,}",
    prefixless=True,
)
def _sshkeygen(g: _R):
    v = _pw(g)
    text = f"$ ssh-keygen -t ed25519 -C deploy@acme -N '{v}' -f ~/.ssh/deploy_ed25519\n"
    return text, [v], v


# -- prefixless: developer-environment and CI carriers ---------------------------------------------


@kind(
    "aspnet_launchsettings_env_password",
    "https://learn.microsoft.com/en-us/aspnet/core/fundamentals/environments#lsj",
    r".{10,}",
    prefixless=True,
)
def _launchsettings(g: _R):
    v = _pw(g)
    doc = {
        "profiles": {
            "Acme.Api": {
                "commandName": "Project",
                "applicationUrl": "https://localhost:7214",
                "environmentVariables": {"ASPNETCORE_ENVIRONMENT": "Development", "Smtp__Password": v},
            }
        }
    }
    text = "// Properties/launchSettings.json\n" + json.dumps(doc, indent=2) + "\n"
    return text, [v], v


@kind(
    "devcontainer_json_container_env",
    "https://containers.dev/implementors/json_reference/",
    r".{10,}",
    prefixless=True,
)
def _devcontainer(g: _R):
    v = _pw(g)
    doc = {
        "name": "acme-api",
        "image": "mcr.microsoft.com/devcontainers/python:3.12",
        "containerEnv": {"REGISTRY_USER": "ci", "REGISTRY_PASSWORD": v},
        "postCreateCommand": "pip install -e .[dev]",
    }
    text = "// .devcontainer/devcontainer.json\n" + json.dumps(doc, indent=2) + "\n"
    return text, [v], v


@kind(
    "mise_toml_env_secret",
    "https://mise.jdx.dev/environments/",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _mise(g: _R):
    v = g.s(64, HEX)
    text = f'# mise.toml\n[tools]\nnode = "22"\n\n[env]\nAPP_ENV = "dev"\nWEBHOOK_SIGNING_SECRET = "{v}"\n'
    return text, [v], v


@kind(
    "justfile_export_password",
    "https://just.systems/man/en/",
    r".{10,}",
    prefixless=True,
)
def _justfile(g: _R):
    v = _pw(g)
    text = (
        "# justfile\nset dotenv-load\n\n"
        f'export NEXUS_PASSWORD := "{v}"\n\n'
        "publish:\n    ./gradlew publish -PnexusUser=ci -PnexusPassword=$NEXUS_PASSWORD\n"
    )
    return text, [v], v


@kind(
    "direnv_envrc_export",
    "https://direnv.net/man/direnv-stdlib.1.html",
    r".{10,}",
    prefixless=True,
)
def _direnv(g: _R):
    v = _pw(g)
    text = (
        "$ cat .envrc\nuse flake\n"
        f"export KAFKA_SASL_PASSWORD='{v}'\n"
        "$ direnv allow\ndirenv: loading ~/src/orders/.envrc\ndirenv: export +KAFKA_SASL_PASSWORD ~PATH\n"
    )
    return text, [v], v


@kind(
    "docker_secret_create_stdin",
    "https://docs.docker.com/reference/cli/docker/secret/create/",
    r".{10,}",
    prefixless=True,
)
def _docker_secret(g: _R):
    v = _pw(g)
    text = f"$ printf '%s' '{v}' | docker secret create pg_password -\nk2x9v0q3m1r8t7c6b5n4a2s1d\n"
    return text, [v], v


@kind(
    "kubectl_create_secret_from_literal",
    "https://kubernetes.io/docs/tasks/configmap-secret/managing-secret-using-kubectl/",
    r".{10,}",
    prefixless=True,
)
def _kubectl_literal(g: _R):
    v = _pw(g)
    text = (
        "$ kubectl create secret generic app-db -n prod \\\n    --from-literal=username=app \\\n"
        f"    --from-literal=password='{v}'\nsecret/app-db created\n"
    )
    return text, [v], v


@kind(
    "vault_kv_put_password_field",
    "https://developer.hashicorp.com/vault/docs/commands/kv/put",
    r".{10,}",
    prefixless=True,
)
def _vault_kv(g: _R):
    v = _pw(g)
    text = (
        f"$ vault kv put -mount=secret payments/db username=payments password='{v}'\n"
        "======= Secret Path =======\nsecret/data/payments/db\n\nKey              Value\n"
        "---              -----\ncreated_time     2026-11-20T09:14:02.118Z\nversion          3\n"
    )
    return text, [v], v


@kind(
    "kubeseal_raw_stdin_secret",
    "https://github.com/bitnami-labs/sealed-secrets#raw-mode-experimental",
    r".{10,}",
    prefixless=True,
)
def _kubeseal(g: _R):
    v = _pw(g)
    text = (
        f"$ echo -n '{v}' | kubeseal --raw --namespace prod --name smtp-creds --from-file=/dev/stdin\n"
        f"AgB{_b64(g, 90)}\n"
    )
    return text, [v], v


@kind(
    "nektos_act_secret_flag",
    "https://nektosact.com/usage/index.html#secrets",
    r".{10,}",
    prefixless=True,
)
def _act(g: _R):
    v, t = _pw(g), g.s(40, HEX)
    text = f"$ act push -j deploy -s DEPLOY_KEY_PASSPHRASE='{v}' -s REGISTRY_TOKEN={t}\n[deploy/build] 🚀  Start image\n"
    return text, [v, t], v


@kind(
    "glab_variable_set_value",
    "https://docs.gitlab.com/cli/variable/set/",
    r".{10,}",
    prefixless=True,
)
def _glab(g: _R):
    v = _pw(g)
    text = f"$ glab variable set DB_PASSWORD --value '{v}' --masked --scope production\n✓ Created variable DB_PASSWORD\n"
    return text, [v], v


# -- prefixless: home automation and IoT -----------------------------------------------------------


@kind(
    "zwave_js_ui_s2_keys",
    "https://zwave-js.github.io/zwave-js-ui/#/guide/env-vars",
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _zwave(g: _R):
    ks = [g.s(32, UHEX) for _ in range(4)]
    text = (
        "# docker-compose.override.yml (zwave-js-ui)\n    environment:\n"
        f"      - KEY_S0_Legacy={ks[3]}\n      - KEY_S2_Unauthenticated={ks[0]}\n"
        f"      - KEY_S2_Authenticated={ks[1]}\n      - KEY_S2_AccessControl={ks[2]}\n"
    )
    return text, ks, ks[0]


@kind(
    "esphome_api_encryption_key",
    "https://esphome.io/components/api.html#configuration-variables",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _esphome(g: _R):
    v, ota = _b64(g, 32), g.s(32, HEX)
    text = (
        "# esphome/garage-door.yaml\nesphome:\n  name: garage-door\nesp32:\n  board: esp32dev\n"
        f'api:\n  encryption:\n    key: "{v}"\nota:\n  - platform: esphome\n    password: "{ota}"\n'
    )
    return text, [v, ota], v


@kind(
    "zigbee2mqtt_network_key",
    "https://www.zigbee2mqtt.io/guide/configuration/zigbee-network.html#network-config",
    r"\[\d{1,3}(, \d{1,3}){15}\]",
    prefixless=True,
)
def _z2m(g: _R):
    v = "[" + ", ".join(str(g.r.randint(0, 255)) for _ in range(16)) + "]"
    text = (
        "# zigbee2mqtt/data/configuration.yaml\nmqtt:\n  server: mqtt://localhost\nadvanced:\n"
        f"  network_key: {v}\n  pan_id: {g.r.randint(1000, 60000)}\n  channel: 15\n"
    )
    return text, [v], v


@kind(
    "arduino_secrets_h_device_key",
    "https://docs.arduino.cc/arduino-cloud/guides/esp32/",
    r"[A-Z0-9]{20}",
    prefixless=True,
)
def _arduino(g: _R):
    dk, wpw = g.s(20, UPPER_DIGITS), _pw(g)
    text = (
        '// arduino_secrets.h\n#define SECRET_SSID "Werkstatt-2G"\n'
        f'#define SECRET_OPTIONAL_PASS "{wpw}"\n#define SECRET_DEVICE_KEY "{dk}"\n'
    )
    return text, [dk, wpw], dk


@kind(
    "losant_access_secret_sketch",
    "https://docs.losant.com/applications/access-keys/",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _losant(g: _R):
    key, sec = g.uuid(), g.s(64, HEX)
    text = (
        '#include <Losant.h>\n\nconst char* LOSANT_DEVICE_ID = "' + g.s(24, HEX) + '";\n'
        f'const char* LOSANT_ACCESS_KEY = "{key}";\nconst char* LOSANT_ACCESS_SECRET = "{sec}";\n\n'
        "LosantDevice device(LOSANT_DEVICE_ID);\n"
    )
    return text, [sec, key], sec


@kind(
    "golioth_psk_zephyr_shell",
    "https://docs.golioth.io/hardware/esp32/quickstart/",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _golioth(g: _R):
    v = g.s(32, HEX)
    text = (
        "uart:~$ settings set golioth/psk-id thermo-07@acme-fleet\n"
        f"uart:~$ settings set golioth/psk {v}\n"
        "uart:~$ kernel reboot cold\n"
    )
    return text, [v], v


# -- prefixless: mail clients and relays -----------------------------------------------------------


@kind(
    "ssmtp_conf_authpass",
    "https://manpages.debian.org/stable/ssmtp/ssmtp.conf.5.en.html",
    r".{10,}",
    prefixless=True,
)
def _ssmtp(g: _R):
    v = _pw(g)
    text = (
        "# /etc/ssmtp/ssmtp.conf\nroot=postmaster\nmailhub=smtp.acme.example:587\n"
        f"AuthUser=alerts@acme.example\nAuthPass={v}\nUseSTARTTLS=YES\nFromLineOverride=YES\n"
    )
    return text, [v], v


@kind(
    "offlineimaprc_remotepass",
    "https://github.com/OfflineIMAP/offlineimap3/blob/master/offlineimap.conf",
    r".{10,}",
    prefixless=True,
)
def _offlineimap(g: _R):
    v = _pw(g)
    text = (
        "# ~/.offlineimaprc\n[Repository Remote]\ntype = IMAP\nremotehost = imap.acme.example\n"
        f"remoteuser = jdoe\nremotepass = {v}\nsslcacertfile = /etc/ssl/certs/ca-certificates.crt\n"
    )
    return text, [v], v


@kind(
    "mbsyncrc_pass",
    "https://isync.sourceforge.io/mbsync.html",
    r".{10,}",
    prefixless=True,
)
def _mbsync(g: _R):
    v = _pw(g)
    text = (
        "# ~/.mbsyncrc\nIMAPAccount travail\nHost imap.acme.example\nUser j.dupont@acme.example\n"
        f'Pass "{v}"\nTLSType IMAPS\n\nIMAPStore travail-remote\nAccount travail\n'
    )
    return text, [v], v


@kind(
    "nullmailer_remotes_pass",
    "https://manpages.debian.org/stable/nullmailer/nullmailer-send.8.en.html",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _nullmailer(g: _R):
    v = g.s(20)
    text = (
        "$ sudo cat /etc/nullmailer/remotes\n"
        f"smtp.acme.example smtp --port=587 --starttls --user=relay@acme.example --pass={v}\n"
    )
    return text, [v], v


@kind(
    "getmailrc_retriever_password",
    "https://getmail6.org/configuration.html",
    r".{10,}",
    prefixless=True,
)
def _getmail(g: _R):
    v = _pw(g)
    text = (
        "# ~/.config/getmail/getmailrc\n[retriever]\ntype = SimpleIMAPSSLRetriever\nserver = imap.acme.example\n"
        f"username = postfach@acme.example\npassword = {v}\n\n[destination]\ntype = Maildir\npath = ~/Mail/\n"
    )
    return text, [v], v


@kind(
    "fluentd_match_password",
    "https://docs.fluentd.org/output/elasticsearch",
    r"[A-Za-z0-9]{22}",
    prefixless=True,
)
def _fluentd(g: _R):
    v = g.s(22)
    text = (
        "<match app.**>\n  @type elasticsearch\n  host es01.acme.example\n  port 9200\n  scheme https\n"
        f"  user fluentd\n  password {v}\n  logstash_format true\n</match>\n"
    )
    return text, [v], v


# -- prefixless: disk encryption, backups and one-time-password seeds ------------------------------


def _bitlocker_block(g: _R) -> str:
    # each 6-digit block is a multiple of 11 below 720896 (11 * 65536): libbde's recovery password rule
    return f"{g.r.randrange(0, 65536) * 11:06d}"


@kind(
    "bitlocker_recovery_password",
    "https://learn.microsoft.com/en-us/windows/security/operating-system-security/data-protection/bitlocker/"
    "recovery-overview ; https://github.com/libyal/libbde/blob/main/documentation/"
    "BitLocker%20Drive%20Encryption%20(BDE)%20format.asciidoc",
    r"(\d{6}-){7}\d{6}",
    prefixless=True,
)
def _bitlocker(g: _R):
    v = "-".join(_bitlocker_block(g) for _ in range(8))
    text = (
        "PS C:\\> manage-bde -protectors -get C:\n\nVolume C: [OS]\nAll Key Protectors\n\n"
        "    Numerical Password:\n"
        f"      ID: {{{g.uuid().upper()}}}\n      Password:\n        {v}\n"
    )
    return text, [v], v


@kind(
    "filevault_recovery_key_fdesetup",
    "https://support.apple.com/guide/deployment/manage-filevault-with-device-management-dep0a2cb7686/web",
    r"([A-Z0-9]{4}-){5}[A-Z0-9]{4}",
    prefixless=True,
)
def _filevault(g: _R):
    alpha = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    v = "-".join(g.s(4, alpha) for _ in range(6))
    text = f"$ sudo fdesetup enable -user admin\nEnter the password for user 'admin':\nRecovery key = '{v}'\n"
    return text, [v], v


@kind(
    "cryptsetup_luks_passphrase_pipe",
    "https://man7.org/linux/man-pages/man8/cryptsetup.8.html",
    r".{10,}",
    prefixless=True,
)
def _cryptsetup(g: _R):
    v = _pw(g)
    text = f"# /usr/local/sbin/mount-backup.sh\necho -n '{v}' | cryptsetup open /dev/sdb1 backup --key-file=-\nmount /dev/mapper/backup /mnt/backup\n"
    return text, [v], v


@kind(
    "veracrypt_password_flag",
    "https://www.veracrypt.fr/en/Command%20Line%20Usage.html",
    r".{10,}",
    prefixless=True,
)
def _veracrypt(g: _R):
    v = _pw(g)
    text = f'$ veracrypt --text --mount ~/vault.hc /mnt/vault --password="{v}" --pim=0 --keyfiles="" --protect-hidden=no\n'
    return text, [v], v


@kind(
    "restic_password_cron_script",
    "https://restic.readthedocs.io/en/stable/030_preparing_a_new_repo.html",
    r".{10,}",
    prefixless=True,
)
def _restic(g: _R):
    v = _pw(g)
    text = (
        "#!/bin/sh\n# /etc/cron.daily/restic-backup\n"
        "export RESTIC_REPOSITORY=sftp:backup@nas01:/srv/restic/web01\n"
        f"export RESTIC_PASSWORD='{v}'\nrestic backup /etc /var/www --exclude-caches --quiet\n"
    )
    return text, [v], v


@kind(
    "borgmatic_encryption_passphrase",
    "https://torsion.org/borgmatic/docs/reference/configuration/",
    r".{10,}",
    prefixless=True,
)
def _borgmatic(g: _R):
    v = _pw(g)
    text = (
        "# /etc/borgmatic/config.yaml\nsource_directories:\n  - /home\n  - /etc\nrepositories:\n"
        "  - path: ssh://u123456@u123456.your-storagebox.de:23/./borg\n    label: storagebox\n"
        f'encryption_passphrase: "{v}"\nkeep_daily: 7\n'
    )
    return text, [v], v


@kind(
    "aegis_vault_export_totp_secret",
    "https://github.com/beemdevelopment/Aegis/blob/master/docs/vault.md",
    r"[A-Z2-7]{32}",
    prefixless=True,
)
def _aegis(g: _R):
    v = g.s(32, B32)
    entry = {
        "type": "totp",
        "uuid": g.uuid(),
        "name": "jdoe@acme.example",
        "issuer": "ACME VPN",
        "info": {"secret": v, "algo": "SHA1", "digits": 6, "period": 30},
    }
    doc = {"version": 1, "header": {"slots": None, "params": None}, "db": {"version": 3, "entries": [entry]}}
    text = "$ cat aegis-export-plain-20261121.json\n" + json.dumps(doc, indent=2) + "\n"
    return text, [v], v


# -- prefixless: payments, telephony and commerce APIs of vendors no earlier set used --------------


@kind(
    "elks46_api_basic_auth",
    "https://46elks.com/docs/send-sms",
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _elks(g: _R):
    user, pw = "u" + g.s(32, HEX), g.s(32, UHEX)
    text = (
        "curl https://api.46elks.com/a1/sms \\\n"
        f"  -u {user}:{pw} \\\n"
        "  -d from=ACME -d to=+46700000000 -d message='Din kod är 4821'\n"
    )
    return text, [pw, user], f"{user}:{pw}"


@kind(
    "clicksend_api_key_basic",
    "https://developers.clicksend.com/docs/rest/v3/#authentication",
    r"[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}",
    prefixless=True,
)
def _clicksend(g: _R):
    v = g.uuid().upper()
    text = (
        "import clicksend_client\n\nconfiguration = clicksend_client.Configuration()\n"
        "configuration.username = 'ops@acme.example'\n"
        f"configuration.password = '{v}'\n"
        "api = clicksend_client.SMSApi(clicksend_client.ApiClient(configuration))\n"
    )
    return text, [v], v


@kind(
    "paytm_merchant_key_checksum",
    "https://www.paytmpayments.com/docs/checksum/",
    r"[A-Za-z0-9#@&%_!]{16}",
    prefixless=True,
)
def _paytm(g: _R):
    v = g.s(16, ALNUM + "#@&%_!")
    text = (
        "const PaytmChecksum = require('paytmchecksum');\n\n"
        f"const MID = 'ACMEIN{g.s(14, UPPER_DIGITS)}';\n"
        f"const MERCHANT_KEY = '{v}';\n"
        "const signature = await PaytmChecksum.generateSignature(JSON.stringify(body), MERCHANT_KEY);\n"
    )
    return text, [v], v


@kind(
    "phonepe_salt_key_x_verify",
    "https://developer.phonepe.com/v1/reference/pay-api-1",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _phonepe(g: _R):
    v = g.uuid()
    text = (
        "# payments/phonepe.py\n"
        f'SALT_KEY = "{v}"\nSALT_INDEX = 1\n\n'
        "def x_verify(b64_body: str) -> str:\n"
        '    digest = sha256((b64_body + "/pg/v1/pay" + SALT_KEY).encode()).hexdigest()\n'
        '    return f"{digest}###{SALT_INDEX}"\n'
    )
    return text, [v], v


@kind(
    "lithic_api_key_header",
    "https://docs.lithic.com/docs/authentication",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _lithic(g: _R):
    v = g.uuid()
    text = (
        "$ curl https://api.lithic.com/v1/cards?page_size=5 \\\n"
        f"    -H 'Authorization: {v}'\n"
        '{"data": [{"token": "' + g.uuid() + '", "last_four": "4242", "state": "OPEN"}], "has_more": true}\n'
    )
    return text, [v], v


@kind(
    "prestashop_webservice_key",
    "https://devdocs.prestashop-project.org/8/webservice/tutorials/creating-access/",
    r"[A-Z0-9]{32}",
    prefixless=True,
)
def _prestashop(g: _R):
    v = g.s(32, UPPER_DIGITS)
    text = (
        f"$ curl -s -u {v}: 'https://boutique.acme.example/api/products?display=[id,name]&output_format=JSON'\n"
        '{"products":[{"id":1,"name":"T-shirt imprimé"}]}\n'
    )
    return text, [v], v


@kind(
    "commercetools_client_secret_env",
    "https://docs.commercetools.com/getting-started/create-api-client",
    r"[A-Za-z0-9_-]{32}",
    prefixless=True,
)
def _commercetools(g: _R):
    v = g.s(32, B64URL)
    text = (
        "# .env (downloaded from Merchant Center > API clients)\nCTP_PROJECT_KEY=acme-shop-prod\n"
        f"CTP_CLIENT_SECRET={v}\nCTP_CLIENT_ID={g.s(24, B64URL)}\n"
        "CTP_AUTH_URL=https://auth.europe-west1.gcp.commercetools.com\n"
        "CTP_API_URL=https://api.europe-west1.gcp.commercetools.com\nCTP_SCOPES=manage_project:acme-shop-prod\n"
    )
    return text, [v], v


@kind(
    "buttercms_auth_token_query",
    "https://buttercms.com/docs/api/#authentication ; rules: mongodb/kingfisher/data/rules/buttercms.yml",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _buttercms(g: _R):
    v = g.s(40, HEX)
    text = f"$ curl 'https://api.buttercms.com/v2/posts/?page=1&page_size=10&auth_token={v}'\n"
    return text, [v], v


@kind(
    "healthchecks_ping_url_crontab",
    "https://healthchecks.io/docs/http_api/",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _healthchecks(g: _R):
    v = g.uuid()
    text = (
        "$ crontab -l\n"
        f"15 3 * * * /usr/local/bin/backup.sh && curl -fsS -m 10 --retry 5 -o /dev/null https://hc-ping.com/{v}\n"
    )
    return text, [v], v


@kind(
    "appsignal_push_api_key_yml",
    "https://docs.appsignal.com/ruby/configuration/options.html#option-push_api_key",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _appsignal(g: _R):
    v = g.uuid()
    text = (
        "# config/appsignal.yml\ndefault: &defaults\n"
        f'  push_api_key: "{v}"\n  name: "Acme Shop"\n\nproduction:\n  <<: *defaults\n  active: true\n'
    )
    return text, [v], v


@kind(
    "lever_api_key_basic",
    "https://hire.lever.co/developer/documentation#authentication",
    r"[A-Za-z0-9]{48}",
    prefixless=True,
)
def _lever(g: _R):
    v = g.s(48)
    text = f"$ curl -u {v}: 'https://api.lever.co/v1/postings?state=published&limit=5'\n"
    return text, [v], v


@kind(
    "merge_dev_api_key_account_token",
    "https://docs.merge.dev/basics/authentication/",
    r"[A-Za-z0-9_-]{50}",
    prefixless=True,
)
def _merge(g: _R):
    key, acct = g.s(50, B64URL), g.s(44, B64URL)
    text = (
        "import requests\n\nresp = requests.get(\n    'https://api.merge.dev/api/hris/v1/employees',\n"
        f"    headers={{'Authorization': 'Bearer {key}', 'X-Account-Token': '{acct}'}},\n)\n"
    )
    return text, [key, acct], key


# -- prefixless: regional and OpenStack clouds -----------------------------------------------------


@kind(
    "openstack_clouds_yaml_password",
    "https://docs.openstack.org/python-openstackclient/latest/configuration/index.html#clouds-yaml",
    r".{10,}",
    prefixless=True,
)
def _clouds_yaml(g: _R):
    v = _pw(g)
    text = (
        "# ~/.config/openstack/clouds.yaml\nclouds:\n  infomaniak-dc3:\n    auth:\n"
        "      auth_url: https://api.pub1.infomaniak.cloud/identity/v3\n      username: PCU-7XK2QA\n"
        f'      password: "{v}"\n      project_name: PCP-7XK2QA\n      user_domain_name: Default\n'
        "      project_domain_name: Default\n    region_name: dc3-a\n"
    )
    return text, [v], v


@kind(
    "upcloud_upctl_yaml_password",
    "https://upcloudltd.github.io/upcloud-cli/latest/",
    r".{10,}",
    prefixless=True,
)
def _upcloud(g: _R):
    v = _pw(g)
    text = f"$ cat ~/.config/upctl.yaml\nusername: api-ops\npassword: {v}\n$ upctl server list\n"
    return text, [v], v


@kind(
    "sakura_usacloud_access_token_secret",
    "https://manual.sakura.ad.jp/cloud/api/apikey.html ; https://docs.usacloud.jp/usacloud/",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _sakura(g: _R):
    tok, sec = g.uuid(), g.s(64)
    doc = {"AccessToken": tok, "AccessTokenSecret": sec, "Zone": "is1a", "DefaultOutputType": "table"}
    text = (
        "# さくらのクラウド APIキー（usacloud のプロファイル）\n$ cat ~/.usacloud/default/config.json\n"
        + json.dumps(doc, indent=2)
        + "\n"
    )
    return text, [sec, tok], sec


@kind(
    "netcup_ccp_api_password",
    "https://helpcenter.netcup.com/en/wiki/general/our-api/",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _netcup(g: _R):
    pw, key = g.s(40), g.s(30)
    text = (
        "# dns_update.py\nfrom nc_dnsapi import Client\n\n"
        f'CUSTOMER = {g.digits(6)}\nAPI_KEY = "{key}"\nAPI_PASSWORD = "{pw}"\n\n'
        "with Client(CUSTOMER, API_KEY, API_PASSWORD) as api:\n    print(api.dns_records('acme.example'))\n"
    )
    return text, [pw, key], pw
