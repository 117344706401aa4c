"""A third held-out canary set for redaction recall, written from public format documentation.

Written for issue 31 by someone who read neither the redactor, its tests, the tuned canaries, nor
the generators of the first two held-out sets (only their small interfaces: lines 1-123 of
``heldout_canaries.py`` and the registry helpers of ``heldout2_canaries.py``), because both are
now being tuned on and no longer measure recall on secrets nobody has tuned for. It leans on the
less common formats and places: self-hosted tools, regional clouds, SaaS, mobile and ads
platforms, wallets, system and network credentials, infrastructure files, and personal data with
national checksums. Each kind cites the vendor page or public spec its format comes from
(``benchmarks/heldout3_sources.tsv`` lists them).

``heldout_canaries(seed)`` returns one :class:`HeldOut` per kind drawn fresh from ``_R(seed)``;
``fresh(kind, g)`` draws one more. ``text`` is a realistic snippet, ``parts`` every substring that
must be gone after redaction, ``bare`` the value alone as it would sit in an identifier-like
field, ``number`` an int for card kinds, ``shape`` the documented pattern ``parts[0]`` matches.
"""

from __future__ import annotations

import base64
import hashlib
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from heldout_canaries import _R, ALNUM, B64URL, HEX, LOWER_DIGITS, UPPER_DIGITS, HeldOut, Registry

__all__ = ["GENERATORS", "SOURCES", "_R", "HeldOut", "fresh", "heldout_canaries"]

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

UPPER_HEX = "0123456789ABCDEF"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
CRYPT64 = "./" + string.digits + string.ascii_uppercase + string.ascii_lowercase
PWD = r"[A-Za-z]{6}\d{2}[A-Za-z0-9]{12}"


def _pw(g: _R) -> str:
    # a generated password with no character that needs escaping in a URL or a shell
    return g.s(6, string.ascii_letters) + g.digits(2, first_nonzero=False) + g.s(12, ALNUM)


def _bytes(g: _R, n: int) -> bytes:
    return bytes(g.r.getrandbits(8) for _ in range(n))


def _b64(g: _R, n: int) -> str:
    return base64.b64encode(_bytes(g, n)).decode()


def _b58(data: bytes) -> str:
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    return "1" * (len(data) - len(data.lstrip(b"\0"))) + out


def _b58check(payload: bytes) -> str:
    return _b58(payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4])


def _iban(g: _R, cc: str, bban: str) -> str:
    num = int("".join(str(int(c, 36)) for c in bban + cc + "00"))
    return f"{cc}{98 - num % 97:02d}{bban}"


def _group(s: str, n: int = 4) -> str:
    return " ".join(s[i : i + n] for i in range(0, len(s), n))


def _mod11(digits: str, weights: list[int]) -> int:
    return sum(int(d) * w for d, w in zip(digits, weights, strict=False)) % 11


def _luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        total += d
    return str((10 - total % 10) % 10)


def _dob(g: _R) -> tuple[int, int, int]:
    return g.r.randint(1950, 2003), g.r.randint(1, 12), g.r.randint(1, 28)


# -- self-hosted tools ---------------------------------------------------------------------------


@kind("selfhosted_gitea_token_header", "https://docs.gitea.com/development/api-usage", r"[0-9a-f]{40}")
def _(g):
    t = g.s(40, HEX)
    text = f'curl -H "Authorization: token {t}" https://git.internal.example/api/v1/repos/ops/infra/pulls'
    return text, [t], t


@kind(
    "selfhosted_jenkins_api_token_userinfo",
    "https://www.jenkins.io/doc/book/using/remote-access-api/",
    r"11[0-9a-f]{32}",
)
def _(g):
    t = "11" + g.s(32, HEX)
    text = (
        f"curl -X POST https://ci-admin:{t}@jenkins.corp.example/job/deploy-api/buildWithParameters?ENV=prod"
    )
    return text, [t], t


@kind(
    "selfhosted_grafana_sa_token_provider",
    "https://grafana.com/docs/grafana/latest/administration/service-accounts/#service-account-tokens",
    r"glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}",
)
def _(g):
    t = f"glsa_{g.s(32)}_{g.s(8, HEX)}"
    text = f'provider "grafana" {{\n  url  = "https://grafana.ops.example"\n  auth = "{t}"\n}}'
    return text, [t], t


@kind(
    "selfhosted_harbor_robot_secret",
    "https://goharbor.io/docs/2.11.0/working-with-projects/project-configuration/create-robot-accounts/",
    r"[A-Za-z0-9]{32}",
)
def _(g):
    t = g.s(32)
    text = f"echo '{t}' | docker login harbor.corp.example -u 'robot$payments+ci-push' --password-stdin"
    return text, [t], t


@kind(
    "selfhosted_nexus_maven_settings",
    "https://maven.apache.org/settings.html#servers",
    PWD,
)
def _(g):
    p = _pw(g)
    text = (
        "<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n"
        f"      <username>deployment</username>\n      <password>{p}</password>\n"
        "    </server>\n  </servers>\n</settings>"
    )
    return text, [p], p


@kind(
    "selfhosted_artifactory_reference_token",
    "https://jfrog.com/help/r/jfrog-platform-administration-documentation/access-tokens",
    r"cmVmdGtuOjAxOj[A-Za-z0-9+/]{50}",
)
def _(g):
    raw = f"reftkn:01:{g.digits(10)}:{g.s(27)}"
    t = base64.b64encode(raw.encode()).decode()
    text = f'jf rt ping --url https://acme.jfrog.io/artifactory --access-token "{t}"'
    return text, [t], t


@kind(
    "selfhosted_keycloak_client_secret_export",
    "https://www.keycloak.org/docs/latest/server_admin/#_client-credentials",
    r"[A-Za-z0-9]{32}",
)
def _(g):
    s = g.s(32)
    text = (
        '{\n  "clientId": "billing-portal",\n  "enabled": true,\n  "clientAuthenticatorType": "client-secret",\n'
        f'  "secret": "{s}",\n  "redirectUris": ["https://billing.example/*"]\n}}'
    )
    return text, [s], s


@kind(
    "selfhosted_minio_mc_alias",
    "https://min.io/docs/minio/linux/reference/minio-mc/mc-alias-set.html",
    r"[A-Za-z0-9]{40}",
)
def _(g):
    ak, sk = g.s(20, UPPER_DIGITS), g.s(40)
    text = f"mc alias set backup https://minio.lan:9000 {ak} {sk}"
    return text, [sk, ak], sk


@kind("selfhosted_rabbitmq_amqps_uri", "https://www.rabbitmq.com/docs/uri-spec", PWD)
def _(g):
    p = _pw(g)
    text = f"CELERY_BROKER_URL=amqps://orders-worker:{p}@mq.prod.example:5671/orders"
    return text, [p], p


@kind(
    "selfhosted_elastic_apikey_header",
    "https://www.elastic.co/guide/en/elasticsearch/reference/current/security-api-create-api-key.html",
    r"[A-Za-z0-9+/]{40,}={0,2}",
)
def _(g):
    kid, key = g.s(20, B64URL), g.s(22, B64URL)
    enc = base64.b64encode(f"{kid}:{key}".encode()).decode()
    text = f'curl -H "Authorization: ApiKey {enc}" https://es01.example:9200/_cluster/health'
    return text, [enc], enc


@kind(
    "selfhosted_kibana_encryption_key",
    "https://www.elastic.co/guide/en/kibana/current/xpack-security-secure-saved-objects.html",
    r"[a-z0-9]{32}",
)
def _(g):
    k, p = g.s(32, LOWER_DIGITS), _pw(g)
    text = (
        'elasticsearch.hosts: ["https://es01:9200"]\nelasticsearch.username: kibana_system\n'
        f"elasticsearch.password: {p}\nxpack.encryptedSavedObjects.encryptionKey: {k}"
    )
    return text, [k, p], k


@kind(
    "selfhosted_redis_acl_setuser",
    "https://redis.io/docs/latest/operate/oss_and_stack/management/security/acl/",
    PWD,
)
def _(g):
    p = _pw(g)
    text = f"redis-cli -h cache01 ACL SETUSER sessions on >{p} ~sess:* +get +set +expire"
    return text, [p], p


@kind(
    "selfhosted_mongodb_srv_scram",
    "https://www.mongodb.com/docs/manual/reference/connection-string/",
    PWD,
)
def _(g):
    p = _pw(g)
    text = (
        f'MONGO_URL="mongodb+srv://reporting:{p}@cluster0.ab1cd.mongodb.net/'
        'analytics?authSource=admin&authMechanism=SCRAM-SHA-256"'
    )
    return text, [p], p


@kind(
    "selfhosted_clickhouse_client_password",
    "https://clickhouse.com/docs/en/interfaces/cli",
    PWD,
)
def _(g):
    p = _pw(g)
    text = f"clickhouse-client --host ch-1.dwh.example --secure --user etl --password '{p}' -q 'SELECT 1'"
    return text, [p], p


@kind(
    "selfhosted_consul_bootstrap_secretid",
    "https://developer.hashicorp.com/consul/commands/acl/bootstrap",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
)
def _(g):
    acc, sid = g.uuid(), g.uuid()
    text = (
        f"AccessorID:       {acc}\nSecretID:         {sid}\nDescription:      Bootstrap Token (Global Management)\n"
        "Local:            false\nPolicies:\n   00000000-0000-0000-0000-000000000001 - global-management"
    )
    return text, [sid], sid


@kind(
    "selfhosted_proxmox_api_token",
    "https://pve.proxmox.com/wiki/Proxmox_VE_API#API_Tokens",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
)
def _(g):
    u = g.uuid()
    text = f"curl -H 'Authorization: PVEAPIToken=root@pam!monitoring={u}' https://pve1:8006/api2/json/nodes"
    return text, [u], u


@kind("selfhosted_portainer_api_key", "https://docs.portainer.io/api/access", r"ptr_[A-Za-z0-9_-]{43}")
def _(g):
    t = "ptr_" + g.s(43, B64URL)
    text = f"curl -H 'X-API-Key: {t}' https://portainer.lab:9443/api/endpoints"
    return text, [t], t


@kind(
    "selfhosted_influxdb_cli_config",
    "https://docs.influxdata.com/influxdb/v2/reference/cli/influx/config/",
    r"[A-Za-z0-9_-]{86}==",
)
def _(g):
    t = g.s(86, B64URL) + "=="
    text = f'[default]\n  url = "http://influx.lan:8086"\n  token = "{t}"\n  org = "ops"\n  active = true'
    return text, [t], t[:40]


@kind(
    "selfhosted_drone_rpc_secret",
    "https://docs.drone.io/runner/docker/configuration/reference/drone-rpc-secret/",
    r"[0-9a-f]{32}",
)
def _(g):
    s = g.s(32, HEX)
    text = f"docker run -d -e DRONE_RPC_PROTO=https -e DRONE_RPC_HOST=drone.example -e DRONE_RPC_SECRET={s} drone/drone-runner-docker:1"
    return text, [s], s


@kind(
    "selfhosted_databricks_cfg", "https://docs.databricks.com/en/dev-tools/auth/pat.html", r"dapi[0-9a-f]{32}"
)
def _(g):
    t = "dapi" + g.s(32, HEX)
    text = f"[DEFAULT]\nhost  = https://adb-{g.digits(16)}.7.azuredatabricks.net\ntoken = {t}"
    return text, [t], t


@kind(
    "selfhosted_snowflake_connections_toml",
    "https://docs.snowflake.com/en/developer-guide/snowflake-cli/connecting/configure-connections",
    PWD,
)
def _(g):
    p = _pw(g)
    text = f'[connections.prod]\naccount = "xy12345.eu-central-1"\nuser = "LOADER"\npassword = "{p}"\nwarehouse = "LOAD_WH"'
    return text, [p], p


@kind(
    "selfhosted_dbt_profiles_yml",
    "https://docs.getdbt.com/docs/core/connect-data-platform/postgres-setup",
    PWD,
)
def _(g):
    p = _pw(g)
    text = (
        "jaffle_shop:\n  target: prod\n  outputs:\n    prod:\n      type: postgres\n      host: dwh.internal\n"
        f"      user: dbt_runner\n      pass: {p}\n      port: 5432\n      dbname: analytics\n      schema: marts"
    )
    return text, [p], p


@kind(
    "selfhosted_airflow_conn_env",
    "https://airflow.apache.org/docs/apache-airflow/stable/howto/connection.html",
    PWD,
)
def _(g):
    p = _pw(g)
    text = f"export AIRFLOW_CONN_WAREHOUSE_PG='postgres://airflow_ro:{p}@pg.dwh.example:5432/warehouse?sslmode=require'"
    return text, [p], p


# -- regional clouds -----------------------------------------------------------------------------


@kind(
    "regional_yandex_static_key",
    "https://yandex.cloud/en/docs/iam/concepts/authorization/access-key",
    r"YC[A-Za-z0-9_-]{38}",
)
def _(g):
    kid, sec = "YCAJE" + g.s(20, B64URL), "YC" + g.s(38, B64URL)
    text = f"[default]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\nregion = ru-central1"
    return text, [sec, kid], sec


@kind(
    "regional_tencent_secret_pair",
    "https://www.tencentcloud.com/document/product/598/37140",
    r"[A-Za-z0-9]{32}",
)
def _(g):
    sid, sk = "AKID" + g.s(32), g.s(32)
    text = f"export TENCENTCLOUD_SECRET_ID={sid}\nexport TENCENTCLOUD_SECRET_KEY={sk}\ntccli cvm DescribeInstances --region ap-guangzhou"
    return text, [sk, sid], sk


@kind(
    "regional_huawei_credentials_csv",
    "https://support.huaweicloud.com/intl/en-us/usermanual-ca/ca_01_0003.html",
    r"[A-Za-z0-9]{40}",
)
def _(g):
    ak, sk = g.s(20, UPPER_DIGITS), g.s(40)
    text = f"User Name,Access Key Id,Secret Access Key\nobs-sync,{ak},{sk}"
    return text, [sk, ak], sk


@kind(
    "regional_scaleway_secret_key",
    "https://www.scaleway.com/en/docs/iam/concepts/#api-key",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
)
def _(g):
    ak, sk = "SCW" + g.s(17, UPPER_DIGITS), g.uuid()
    text = f"access_key: {ak}\nsecret_key: {sk}\ndefault_organization_id: {g.uuid()}\ndefault_region: fr-par"
    return text, [sk, ak], sk


@kind(
    "regional_ovh_conf",
    "https://help.ovhcloud.com/csm/en-gb-api-getting-started-ovhcloud-api",
    r"[0-9a-f]{32}",
)
def _(g):
    app, sec, con = g.s(16, HEX), g.s(32, HEX), g.s(32, HEX)
    text = (
        "[default]\nendpoint=ovh-eu\n\n[ovh-eu]\n"
        f"application_key={app}\napplication_secret={sec}\nconsumer_key={con}"
    )
    return text, [sec, con, app], sec


@kind(
    "regional_hetzner_hcloud_toml",
    "https://github.com/hetznercloud/cli/blob/main/docs/tutorials/setup-hcloud-cli.md",
    r"[A-Za-z0-9]{64}",
)
def _(g):
    t = g.s(64)
    text = f'active_context = "prod"\n\n[[contexts]]\n  name = "prod"\n  token = "{t}"'
    return text, [t], t[:40]


@kind(
    "regional_linode_cli_token",
    "https://techdocs.akamai.com/linode-api/reference/get-started",
    r"[0-9a-f]{64}",
)
def _(g):
    t = g.s(64, HEX)
    text = f'curl -H "Authorization: Bearer {t}" https://api.linode.com/v4/linode/instances'
    return text, [t], t[:40]


@kind("regional_vultr_api_key", "https://www.vultr.com/api/#section/Authentication", r"[A-Z0-9]{36}")
def _(g):
    t = g.s(36, UPPER_DIGITS)
    text = f"export VULTR_API_KEY={t}\nvultr-cli instance list"
    return text, [t], t


@kind(
    "regional_exoscale_key_pair",
    "https://community.exoscale.com/documentation/iam/quick-start/",
    r"[A-Za-z0-9_-]{43}",
)
def _(g):
    k, s = "EXO" + g.s(24, HEX), g.s(43, B64URL)
    text = f'[[accounts]]\n  account = "acme"\n  key = "{k}"\n  secret = "{s}"\n  defaultZone = "ch-gva-2"'
    return text, [s, k], s


# -- SaaS ----------------------------------------------------------------------------------------


@kind("saas_mailjet_basic_auth", "https://dev.mailjet.com/email/guides/getting-started/", r"[0-9a-f]{32}")
def _(g):
    k, s = g.s(32, HEX), g.s(32, HEX)
    text = f"curl -s -X POST --user \"{k}:{s}\" https://api.mailjet.com/v3.1/send -H 'Content-Type: application/json'"
    return text, [s, k], s


@kind(
    "saas_brevo_api_key",
    "https://developers.brevo.com/docs/getting-started",
    r"xkeysib-[0-9a-f]{64}-[A-Za-z0-9]{16}",
)
def _(g):
    t = f"xkeysib-{g.s(64, HEX)}-{g.s(16)}"
    text = f"BREVO_API_KEY={t}"
    return text, [t], t[:48]


@kind(
    "saas_contentful_cma_token",
    "https://www.contentful.com/developers/docs/references/authentication/",
    r"CFPAT-[A-Za-z0-9_-]{43}",
)
def _(g):
    t = "CFPAT-" + g.s(43, B64URL)
    text = f"contentful space export --space-id {g.s(12, LOWER_DIGITS)} --management-token {t}"
    return text, [t], t


@kind(
    "saas_planetscale_password",
    "https://planetscale.com/docs/concepts/connection-strings",
    r"pscale_pw_[A-Za-z0-9_-]{43}",
)
def _(g):
    p = "pscale_pw_" + g.s(43, B64URL)
    text = f"DATABASE_URL='mysql://{g.s(12, LOWER_DIGITS)}:{p}@aws.connect.psdb.cloud/shop?ssl={{\"rejectUnauthorized\":true}}'"
    return text, [p], p


@kind(
    "saas_neon_connection_string",
    "https://neon.tech/docs/connect/connect-from-any-app",
    r"npg_[A-Za-z0-9]{12}",
)
def _(g):
    p = "npg_" + g.s(12)
    text = f"psql 'postgresql://neondb_owner:{p}@ep-cool-darkness-{g.s(6, LOWER_DIGITS)}.eu-central-1.aws.neon.tech/neondb?sslmode=require'"
    return text, [p], p


@kind(
    "saas_line_channel_secret",
    "https://developers.line.biz/en/docs/messaging-api/getting-started/",
    r"[0-9a-f]{32}",
)
def _(g):
    s, t = g.s(32, HEX), _b64(g, 129)
    text = f"LINE_CHANNEL_SECRET={s}\nLINE_CHANNEL_ACCESS_TOKEN={t}"
    return text, [s, t], s


# -- mobile, game and ads platforms --------------------------------------------------------------


@kind(
    "mobile_google_services_json",
    "https://developers.google.com/android/guides/google-services-plugin#processing_the_json_file",
    r"AIza[A-Za-z0-9_-]{35}",
)
def _(g):
    k = "AIza" + g.s(35, B64URL)
    text = (
        '  "client": [{\n    "api_key": [\n      {\n'
        f'        "current_key": "{k}"\n      }}\n    ],\n    "services": {{"appinvite_service": {{}}}}\n  }}]'
    )
    return text, [k], k


@kind(
    "mobile_facebook_client_token_strings",
    "https://developers.facebook.com/docs/android/getting-started/#app-id",
    r"[0-9a-f]{32}",
)
def _(g):
    t = g.s(32, HEX)
    text = (
        f'<string name="facebook_app_id">{g.digits(15)}</string>\n'
        f'<string name="facebook_client_token">{t}</string>'
    )
    return text, [t], t


@kind("mobile_steam_web_api_key", "https://steamcommunity.com/dev", r"[0-9A-F]{32}")
def _(g):
    k = g.s(32, UPPER_HEX)
    text = f"GET https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key={k}&steamids=7656119{g.digits(10)}"
    return text, [k], k


@kind(
    "mobile_apple_app_specific_password",
    "https://support.apple.com/en-us/102654",
    r"[a-z]{4}-[a-z]{4}-[a-z]{4}-[a-z]{4}",
)
def _(g):
    p = "-".join(g.s(4, string.ascii_lowercase) for _ in range(4))
    text = f"export FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={p}\nbundle exec fastlane ios beta"
    return text, [p], p


@kind(
    "mobile_google_ads_yaml",
    "https://developers.google.com/google-ads/api/docs/client-libs/python/configuration",
    r"1//0[A-Za-z0-9_-]{60}",
)
def _(g):
    rt, dev, cs = "1//0" + g.s(60, B64URL), g.s(22, B64URL), "GOCSPX-" + g.s(28, B64URL)
    text = (
        f"developer_token: {dev}\nclient_id: {g.digits(12)}-{g.s(32, LOWER_DIGITS)}.apps.googleusercontent.com\n"
        f"client_secret: {cs}\nrefresh_token: {rt}\nlogin_customer_id: {g.digits(10)}"
    )
    return text, [rt, dev, cs], rt[:40]


@kind(
    "mobile_branch_live_key",
    "https://help.branch.io/developers-hub/docs/android-basic-integration",
    r"key_live_[A-Za-z0-9]{32}",
)
def _(g):
    k = "key_live_" + g.s(32)
    text = f'<meta-data android:name="io.branch.sdk.BranchKey" android:value="{k}" />'
    return text, [k], k


@kind(
    "mobile_firebase_info_plist",
    "https://firebase.google.com/docs/ios/setup#add-config-file",
    r"AIza[A-Za-z0-9_-]{35}",
)
def _(g):
    k = "AIza" + g.s(35, B64URL)
    text = f"\t<key>API_KEY</key>\n\t<string>{k}</string>\n\t<key>GCM_SENDER_ID</key>\n\t<string>{g.digits(12)}</string>"
    return text, [k], k


# -- crypto wallets ------------------------------------------------------------------------------

_BIP39_TEXT = (
    "abandon ability absorb acoustic adjust advice afford agent alarm almond anchor ankle antique "
    "apology arctic arena armor artefact aspect atom auction august autumn avocado bacon balcony "
    "bamboo banner barrel basket beach betray bicycle biology blanket blossom bonus bracket brave "
    "bronze bubble buffalo cabbage cactus camera canal canvas carbon casino castle catalog cement "
    "chimney cinnamon citizen clinic coconut comic copper coral cotton coyote cradle crystal cushion"
)
BIP39_SOME = _BIP39_TEXT.split()


@kind(
    "crypto_bip39_mnemonic_env",
    "https://github.com/bitcoin/bips/blob/master/bip-0039.mediawiki",
    r"([a-z]+ ){11}[a-z]+",
)
def _(g):
    words = " ".join(g.r.choice(BIP39_SOME) for _ in range(12))
    text = f'MNEMONIC="{words}"\nnpx hardhat run scripts/deploy.ts --network sepolia'
    return text, [words], words.replace(" ", "-")


@kind(
    "crypto_wif_compressed",
    "https://en.bitcoin.it/wiki/Wallet_import_format",
    r"[KL][1-9A-HJ-NP-Za-km-z]{51}",
)
def _(g):
    while True:
        w = _b58check(b"\x80" + _bytes(g, 32) + b"\x01")
        if w[0] in "KL":
            break
    text = f'bitcoin-cli importprivkey {w} "cold-storage" false'
    return text, [w], w


@kind(
    "crypto_xprv_extended_key",
    "https://github.com/bitcoin/bips/blob/master/bip-0032.mediawiki#serialization-format",
    r"xprv[1-9A-HJ-NP-Za-km-z]{107}",
)
def _(g):
    payload = bytes.fromhex("0488ADE4") + b"\x00" * 9 + _bytes(g, 32) + b"\x00" + _bytes(g, 32)
    x = _b58check(payload)
    text = f"wallet restored from master key: {x}"
    return text, [x], x[:40]


@kind(
    "crypto_eth_private_key_hardhat",
    "https://hardhat.org/hardhat-runner/docs/config#json-rpc-based-networks",
    r"0x[0-9a-f]{64}",
)
def _(g):
    k = "0x" + g.s(64, HEX)
    text = f"SEPOLIA_RPC_URL=https://eth-sepolia.g.alchemy.com/v2/{g.s(32, B64URL)}\nDEPLOYER_PRIVATE_KEY={k}"
    return text, [k], k


@kind(
    "crypto_solana_keypair_json",
    "https://docs.solanalabs.com/cli/wallets/file-system",
    r"\[\d{1,3}(,\d{1,3}){11}",
)
def _(g):
    nums = [g.r.randint(0, 255) for _ in range(64)]
    arr = "[" + ",".join(map(str, nums)) + "]"
    head = "[" + ",".join(map(str, nums[:12]))
    tail = ",".join(map(str, nums[40:52]))
    text = f"$ cat ~/.config/solana/id.json\n{arr}"
    return text, [head, tail], "-".join(map(str, nums[:16]))


# -- network and system credentials --------------------------------------------------------------


@kind("net_postfix_sasl_passwd", "https://www.postfix.org/SASL_README.html#client_sasl_enable", PWD)
def _(g):
    p = _pw(g)
    text = f"[smtp.mailgun.org]:587 postmaster@mg.shop.example:{p}\n# then: postmap /etc/postfix/sasl_passwd"
    return text, [p], p


@kind("net_msmtprc_password", "https://marlam.de/msmtp/msmtp.html#Configuration-files", PWD)
def _(g):
    p = _pw(g)
    text = f"account fastmail\nhost smtp.fastmail.com\nport 465\ntls on\nauth on\nuser ops@fastmail.example\npassword {p}"
    return text, [p], p


@kind("net_fetchmailrc_imap", "https://www.fetchmail.info/fetchmail-man.html#the-run-control-file", PWD)
def _(g):
    p = _pw(g)
    text = f'poll imap.example.org protocol IMAP user "archive@example.org" password "{p}" ssl'
    return text, [p], p


@kind("net_ldapsearch_bind_pw", "https://www.openldap.org/software/man.cgi?query=ldapsearch", PWD)
def _(g):
    p = _pw(g)
    text = f'ldapsearch -x -H ldaps://ldap.corp.example -D "cn=svc-gitlab,ou=svc,dc=corp,dc=example" -w "{p}" -b "dc=corp,dc=example" "(uid=jdoe)"'
    return text, [p], p


@kind("net_sssd_ldap_authtok", "https://man.archlinux.org/man/sssd-ldap.5", PWD)
def _(g):
    p = _pw(g)
    text = (
        "[domain/corp]\nid_provider = ldap\nldap_uri = ldaps://dc1.corp.example\n"
        f"ldap_default_bind_dn = cn=sssd,ou=svc,dc=corp,dc=example\nldap_default_authtok_type = password\nldap_default_authtok = {p}"
    )
    return text, [p], p


@kind("net_snmp_community_walk", "http://www.net-snmp.org/docs/man/snmpcmd.html", r"[A-Za-z0-9]{14}")
def _(g):
    c = g.s(14)
    text = f"snmpwalk -v2c -c {c} 10.20.0.1 1.3.6.1.2.1.1"
    return text, [c], c


@kind("net_snmpv3_createuser", "http://www.net-snmp.org/docs/man/snmpd.conf.html", PWD)
def _(g):
    a, p = _pw(g), _pw(g)
    text = f'createUser monitor SHA "{a}" AES "{p}"\nrouser monitor priv'
    return text, [a, p], a


@kind("net_wpa_supplicant_psk", "https://w1.fi/cgit/hostap/plain/wpa_supplicant/wpa_supplicant.conf", PWD)
def _(g):
    p = _pw(g)
    text = f'network={{\n\tssid="Office-5G"\n\tpsk="{p}"\n\tkey_mgmt=WPA-PSK\n}}'
    return text, [p], p


@kind(
    "net_wpa_supplicant_raw_psk",
    "https://w1.fi/cgit/hostap/plain/wpa_supplicant/wpa_supplicant.conf",
    r"[0-9a-f]{64}",
)
def _(g):
    k = g.s(64, HEX)
    text = f'$ wpa_passphrase "Warehouse" ...\nnetwork={{\n\tssid="Warehouse"\n\tpsk={k}\n}}'
    return text, [k], k[:40]


@kind(
    "net_networkmanager_keyfile", "https://networkmanager.dev/docs/api/latest/nm-settings-keyfile.html", PWD
)
def _(g):
    p = _pw(g)
    text = (
        "[connection]\nid=HomeNet\ntype=wifi\n\n[wifi]\nssid=HomeNet\n\n"
        f"[wifi-security]\nkey-mgmt=wpa-psk\npsk={p}"
    )
    return text, [p], p


@kind(
    "net_wireguard_private_key",
    "https://man7.org/linux/man-pages/man8/wg.8.html",
    r"[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=",
)
def _(g):
    raw = bytearray(_bytes(g, 32))
    raw[0] &= 248
    raw[31] = (raw[31] & 127) | 64
    k = base64.b64encode(bytes(raw)).decode()
    text = f"[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = {k}\nDNS = 10.8.0.1"
    return text, [k], k


@kind(
    "net_openvpn_static_key",
    "https://openvpn.net/community-resources/reference-manual-for-openvpn-2-6/",
    r"[0-9a-f]{32}",
)
def _(g):
    lines = [g.s(32, HEX) for _ in range(16)]
    text = (
        "<tls-auth>\n-----BEGIN OpenVPN Static key V1-----\n"
        + "\n".join(lines)
        + "\n-----END OpenVPN Static key V1-----\n</tls-auth>"
    )
    return text, [lines[0], lines[7], lines[15]], lines[0]


@kind(
    "net_cisco_type7_password",
    "https://www.cisco.com/c/en/us/support/docs/security-vpn/remote-authentication-dial-user-service-radius/107614-64.html",
    r"[01][0-9][0-9A-F]{20}",
)
def _(g):
    t7 = f"{g.r.randint(0, 15):02d}" + g.s(20, UPPER_HEX)
    text = f"username netadmin privilege 15 password 7 {t7}\nenable secret 9 $9${g.s(14, CRYPT64)}${g.s(43, CRYPT64)}"
    return text, [t7], t7


@kind(
    "net_radius_clients_secret",
    "https://freeradius.org/documentation/freeradius-server/4.0.0/reference/raddb/clients.conf.html",
    r"[A-Za-z0-9]{24}",
)
def _(g):
    s = g.s(24)
    text = f"client wifi-controller {{\n\tipaddr = 10.1.1.5\n\tsecret = {s}\n\tshortname = wlc\n}}"
    return text, [s], s


# -- hashes and key material in files ------------------------------------------------------------


@kind(
    "hash_htpasswd_apr1",
    "https://httpd.apache.org/docs/2.4/misc/password_encryptions.html",
    r"\$apr1\$[./0-9A-Za-z]{8}\$[./0-9A-Za-z]{22}",
)
def _(g):
    h = f"$apr1${g.s(8, CRYPT64)}${g.s(22, CRYPT64)}"
    text = f"$ cat /etc/nginx/.htpasswd\nprometheus:{h}"
    return text, [h], h


@kind(
    "hash_htpasswd_bcrypt",
    "https://httpd.apache.org/docs/2.4/programs/htpasswd.html",
    r"\$2y\$05\$[./0-9A-Za-z]{53}",
)
def _(g):
    h = f"$2y$05${g.s(53, CRYPT64)}"
    text = f"traefik.http.middlewares.auth.basicauth.users=admin:{h}"
    return text, [h], h


@kind(
    "hash_shadow_sha512crypt",
    "https://man7.org/linux/man-pages/man5/shadow.5.html",
    r"\$6\$[./0-9A-Za-z]{16}\$[./0-9A-Za-z]{86}",
)
def _(g):
    h = f"$6${g.s(16, CRYPT64)}${g.s(86, CRYPT64)}"
    text = f"deploy:{h}:19800:0:99999:7:::"
    return text, [h], h[:40]


@kind(
    "hash_shadow_yescrypt",
    "https://man7.org/linux/man-pages/man5/crypt.5.html",
    r"\$y\$j9T\$[./0-9A-Za-z]{22}\$[./0-9A-Za-z]{43}",
)
def _(g):
    h = f"$y$j9T${g.s(22, CRYPT64)}${g.s(43, CRYPT64)}"
    text = f"$ sudo getent shadow alice\nalice:{h}:19912:0:99999:7:::"
    return text, [h], h


@kind(
    "hash_kerberos_keytab_b64",
    "https://web.mit.edu/kerberos/krb5-latest/doc/formats/keytab_file_format.html",
    r"BQI[A-Za-z0-9+/]{60,}",
)
def _(g):
    raw = b"\x05\x02" + b"\x00\x00\x00\x45\x00\x01\x00\x0bCORP.EXAMPLE\x00\x04HTTP" + _bytes(g, 70)
    b = base64.b64encode(raw).decode()
    text = f"kubectl create secret generic http-keytab --from-literal=keytab={b}"
    return text, [b[:64], b[64:]], b[:48]


@kind(
    "hash_redis_acl_sha256",
    "https://redis.io/docs/latest/operate/oss_and_stack/management/security/acl/#acl-rules",
    r"#[0-9a-f]{64}",
)
def _(g):
    h = "#" + g.s(64, HEX)
    text = f"user worker on {h} ~jobs:* &* +@list +@connection"
    return text, [h], h[1:41]


# -- infrastructure files and command lines ------------------------------------------------------


@kind(
    "infra_terraform_state_password",
    "https://developer.hashicorp.com/terraform/language/state/sensitive-data",
    PWD,
)
def _(g):
    p = _pw(g)
    text = (
        '      "type": "random_password",\n      "name": "db",\n      "instances": [\n        {\n'
        f'          "attributes": {{\n            "length": 20,\n            "result": "{p}",\n'
        '            "special": false'
    )
    return text, [p], p


@kind(
    "infra_ansible_inventory_become",
    "https://docs.ansible.com/ansible/latest/inventory_guide/intro_inventory.html",
    PWD,
)
def _(g):
    p, b = _pw(g), _pw(g)
    text = (
        f"[db]\npg01 ansible_host=10.0.3.11 ansible_user=ops ansible_password={p} ansible_become_password={b}"
    )
    return text, [p, b], p


@kind("infra_helm_set_password", "https://helm.sh/docs/helm/helm_install/", PWD)
def _(g):
    p = _pw(g)
    text = f"helm upgrade --install pg oci://registry-1.docker.io/bitnamicharts/postgresql --set auth.postgresPassword={p} -n data"
    return text, [p], p


@kind("infra_helm_values_smtp", "https://helm.sh/docs/chart_template_guide/values_files/", PWD)
def _(g):
    p = _pw(g)
    text = (
        f'smtp:\n  enabled: true\n  host: smtp.sendgrid.net\n  port: 587\n  user: apikey\n  password: "{p}"'
    )
    return text, [p], p


@kind("infra_pulumi_config_plain", "https://www.pulumi.com/docs/iac/concepts/config/", PWD)
def _(g):
    p = _pw(g)
    text = f'config:\n  aws:region: eu-west-1\n  shop:dbPassword: {p}\n  shop:replicas: "3"'
    return text, [p], p


@kind(
    "infra_docker_login_ci_log", "https://docs.docker.com/reference/cli/docker/login/", r"[A-Za-z0-9_-]{36}"
)
def _(g):
    t = g.s(36, B64URL)
    text = (
        f"Run docker login registry.gitea.example -u ci-bot -p {t}\n"
        "WARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded"
    )
    return text, [t], t


@kind(
    "infra_npmrc_nexus_auth",
    "https://docs.npmjs.com/cli/v10/configuring-npm/npmrc#auth-related-configuration",
    r"[A-Za-z0-9+/]{20,}={0,2}",
)
def _(g):
    b = base64.b64encode(f"npm-deploy:{_pw(g)}".encode()).decode()
    text = f"registry=https://nexus.corp.example/repository/npm-group/\n//nexus.corp.example/repository/npm-group/:_auth={b}\nalways-auth=true"
    return text, [b], b


@kind("infra_pip_conf_index_url", "https://pip.pypa.io/en/stable/topics/configuration/", PWD)
def _(g):
    p = _pw(g)
    text = f"[global]\nindex-url = https://builder:{p}@artifactory.corp.example/artifactory/api/pypi/pypi-remote/simple"
    return text, [p], p


@kind(
    "infra_composer_auth_json",
    "https://getcomposer.org/doc/articles/authentication-for-private-packages.md#http-basic",
    PWD,
)
def _(g):
    p = _pw(g)
    text = f'{{\n    "http-basic": {{\n        "repo.packagist.com": {{\n            "username": "token",\n            "password": "{p}"\n        }}\n    }}\n}}'
    return text, [p], p


@kind("infra_gradle_signing_password", "https://docs.gradle.org/current/userguide/signing_plugin.html", PWD)
def _(g):
    p, s = _pw(g), _pw(g)
    text = f"signing.keyId=24875D73\nsigning.password={p}\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg\nossrhPassword={s}"
    return text, [p, s], p


@kind("infra_mysql_my_cnf", "https://dev.mysql.com/doc/refman/8.0/en/option-files.html", PWD)
def _(g):
    p = _pw(g)
    text = f'[client]\nuser=backup\npassword="{p}"\nhost=db-primary.internal'
    return text, [p], p


@kind(
    "infra_jdbc_url_in_stacktrace",
    "https://dev.mysql.com/doc/connector-j/en/connector-j-reference-jdbc-url-format.html",
    PWD,
)
def _(g):
    p = _pw(g)
    text = (
        "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\n"
        f"Caused by: java.sql.SQLException: Access denied for url jdbc:mysql://db01:3306/orders?user=app&password={p}\n"
        "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)"
    )
    return text, [p], p


@kind(
    "infra_python_traceback_locals",
    "https://docs.python.org/3/library/traceback.html#traceback.TracebackException",
    PWD,
)
def _(g):
    p = _pw(g)
    text = (
        'Traceback (most recent call last):\n  File "/app/sync.py", line 41, in connect\n'
        "    conn = imaplib.IMAP4_SSL(host).login(user, password)\n"
        f"    host = 'imap.gmail.com'\n    user = 'reports@shop.example'\n    password = '{p}'\n"
        "imaplib.IMAP4.error: b'[AUTHENTICATIONFAILED] Invalid credentials (Failure)'"
    )
    return text, [p], p


@kind("infra_wget_http_password", "https://www.gnu.org/software/wget/manual/wget.html#Download-Options", PWD)
def _(g):
    p = _pw(g)
    text = f"wget --http-user=mirror --http-password={p} https://downloads.vendor.example/firmware/v4.2.bin"
    return text, [p], p


@kind("infra_httpie_auth", "https://httpie.io/docs/cli/basic-auth", PWD)
def _(g):
    p = _pw(g)
    text = f"http -a admin:{p} POST https://keycloak.corp.example/admin/realms/master/users username=bob"
    return text, [p], p


@kind(
    "infra_http_dump_django_session",
    "https://docs.djangoproject.com/en/5.0/topics/http/sessions/",
    r"[a-z0-9]{32}",
)
def _(g):
    s, c = g.s(32, LOWER_DIGITS), g.s(64, ALNUM)
    text = (
        "POST /admin/login/ HTTP/1.1\nHost: shop.example\n"
        f"Cookie: csrftoken={c}; sessionid={s}\nContent-Type: application/x-www-form-urlencoded"
    )
    return text, [s, c], s


@kind("infra_curl_oauth2_bearer", "https://curl.se/docs/manpage.html#--oauth2-bearer", r"[A-Za-z0-9_-]{48}")
def _(g):
    t = g.s(48, B64URL)
    text = f"curl --oauth2-bearer {t} https://api.internal.example/v2/reports"
    return text, [t], t


@kind(
    "infra_dex_static_client_secret",
    "https://dexidp.io/docs/guides/using-dex/#configuring-your-app",
    r"[A-Za-z0-9]{40}",
)
def _(g):
    s = g.s(40)
    text = (
        "staticClients:\n- id: argo-cd\n  redirectURIs:\n  - 'https://argocd.example/auth/callback'\n"
        f"  name: 'Argo CD'\n  secret: {s}"
    )
    return text, [s], s


@kind(
    "infra_saml_sp_key_pass",
    "https://shibboleth.atlassian.net/wiki/spaces/SP3/pages/2065334348/CredentialResolver",
    PWD,
)
def _(g):
    p = _pw(g)
    text = f'<CredentialResolver type="File" use="signing" key="sp-key.pem" certificate="sp-cert.pem" password="{p}"/>'
    return text, [p], p


# -- personal data: national identifiers with checksums ------------------------------------------


@kind(
    "pid_passport_mrz_td3",
    "https://www.icao.int/publications/Documents/9303_p4_cons_en.pdf",
    r"[A-Z0-9]{9}\d",
)
def _(g):
    def cd(s: str) -> str:
        val = {
            **{str(i): i for i in range(10)},
            **{c: i + 10 for i, c in enumerate(string.ascii_uppercase)},
            "<": 0,
        }
        return str(sum(val[c] * (7, 3, 1)[i % 3] for i, c in enumerate(s)) % 10)

    num = g.s(2, string.ascii_uppercase) + g.digits(7)
    y, m, d = _dob(g)
    dob = f"{y % 100:02d}{m:02d}{d:02d}"
    exp = f"{g.r.randint(27, 35)}{g.r.randint(1, 12):02d}{g.r.randint(1, 28):02d}"
    line2 = f"{num}{cd(num)}UTO{dob}{cd(dob)}F{exp}{cd(exp)}<<<<<<<<<<<<<<0"
    line2 += cd(line2[0:10] + line2[13:20] + line2[21:43])
    text = f"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\n{line2}"
    return text, [num + cd(num), line2], num


@kind(
    "pid_es_dni",
    "https://www.interior.gob.es/opencms/es/servicios-al-ciudadano/tramites-y-gestiones/dni/calculo-del-digito-de-control-del-nif-nie/",
    r"\d{8}[A-Z]",
)
def _(g):
    n = g.digits(8)
    dni = n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]
    text = f"Titular: Lucía Fernández Gil\nDNI: {dni}\nDomicilio: Calle de Alcalá 214, 3ºB, 28028 Madrid"
    return text, [dni], dni


@kind("pid_nl_bsn", "https://www.rvig.nl/bsn", r"\d{9}")
def _(g):
    while True:
        b = g.digits(8)
        s = sum(int(d) * w for d, w in zip(b, range(9, 1, -1), strict=True))
        last = s % 11
        if last < 10:
            bsn = b + str(last)
            break
    text = f"klant: J. de Vries, BSN {bsn}, geboren 12-04-1979"
    return text, [bsn], bsn


@kind("pid_pl_pesel", "https://www.gov.pl/web/gov/czym-jest-numer-pesel", r"\d{11}")
def _(g):
    y, m, d = _dob(g)
    mm = m + (20 if y >= 2000 else 0)
    body = f"{y % 100:02d}{mm:02d}{d:02d}{g.digits(4, first_nonzero=False)}"
    c = (10 - sum(int(a) * w for a, w in zip(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3], strict=True)) % 10) % 10
    p = body + str(c)
    text = f"Pacjent: Anna Nowak\nPESEL: {p}\nOddział: kardiologia"
    return text, [p], p


@kind(
    "pid_se_personnummer",
    "https://www.skatteverket.se/privat/folkbokforing/personnummer.4.3810a01c150939e893f18c29.html",
    r"\d{6}-\d{4}",
)
def _(g):
    y, m, d = _dob(g)
    body = f"{y % 100:02d}{m:02d}{d:02d}{g.digits(3, first_nonzero=False)}"
    pn = f"{body[:6]}-{body[6:]}{_luhn_digit(body)}"
    text = f'{{"name": "Erik Lindqvist", "personnummer": "{pn}", "kommun": "Uppsala"}}'
    return text, [pn], pn


@kind("pid_fi_hetu", "https://dvv.fi/en/personal-identity-code", r"\d{6}[-A]\d{3}[0-9A-Y]")
def _(g):
    y, m, d = _dob(g)
    ind = f"{g.r.randint(2, 899):03d}"
    base = f"{d:02d}{m:02d}{y % 100:02d}"
    chk = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(base + ind) % 31]
    h = f"{base}{'A' if y >= 2000 else '-'}{ind}{chk}"
    text = f"Henkilötunnus: {h}\nNimi: Mikko Virtanen"
    return text, [h], h


@kind(
    "pid_no_fodselsnummer",
    "https://www.skatteetaten.no/en/person/national-registry/identification-numbers/",
    r"\d{11}",
)
def _(g):
    while True:
        y, m, d = _dob(g)
        b = f"{d:02d}{m:02d}{y % 100:02d}{g.digits(3, first_nonzero=False)}"
        k1 = 11 - _mod11(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b1 = b + str(k1)
        k2 = 11 - _mod11(b1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        k2 = 0 if k2 == 11 else k2
        if k2 != 10:
            break
    f = b1 + str(k2)
    text = f"fødselsnummer={f}&navn=Ola+Nordmann"
    return text, [f], f


@kind("pid_br_cpf", "https://www.gov.br/receitafederal/pt-br/assuntos/meu-cpf", r"\d{3}\.\d{3}\.\d{3}-\d{2}")
def _(g):
    b = g.digits(9, first_nonzero=False)
    d1 = (sum(int(a) * w for a, w in zip(b, range(10, 1, -1), strict=True)) * 10) % 11 % 10
    d2 = (sum(int(a) * w for a, w in zip(b + str(d1), range(11, 1, -1), strict=True)) * 10) % 11 % 10
    cpf = f"{b[:3]}.{b[3:6]}.{b[6:]}-{d1}{d2}"
    text = f"Cliente: João Silva, CPF {cpf}, tel. (11) 98765-{g.digits(4, first_nonzero=False)}"
    return text, [cpf], cpf.replace(".", "").replace("-", "")


@kind("pid_cn_resident_id", "https://www.iso.org/standard/31531.html", r"\d{17}[0-9X]")
def _(g):
    y, m, d = _dob(g)
    b = f"{g.r.choice(['110105', '310104', '440305', '510107'])}{y}{m:02d}{d:02d}{g.digits(3, first_nonzero=False)}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    c = "10X98765432"[sum(int(a) * x for a, x in zip(b, w, strict=True)) % 11]
    i = b + c
    text = f"姓名: 王芳\n公民身份号码: {i}"
    return text, [i], i


@kind(
    "pid_fr_nir",
    "https://www.ameli.fr/assure/droits-demarches/principes/numero-securite-sociale",
    r"[12] \d{2} \d{2} \d{2} \d{3} \d{3} \d{2}",
)
def _(g):
    y, m, _d = _dob(g)
    b = f"{g.r.choice('12')}{y % 100:02d}{m:02d}{g.r.randint(1, 95):02d}{g.digits(3)}{g.digits(3)}"
    key = 97 - int(b) % 97
    nir = f"{b[0]} {b[1:3]} {b[3:5]} {b[5:7]} {b[7:10]} {b[10:13]} {key:02d}"
    text = f"N° de sécurité sociale : {nir}"
    return text, [nir], nir.replace(" ", "")


@kind("pid_be_rrn", "https://www.ibz.rrn.fgov.be/fr/registre-national/", r"\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}")
def _(g):
    y, m, d = _dob(g)
    b = f"{y % 100:02d}{m:02d}{d:02d}{g.r.randint(1, 997):03d}"
    chk = 97 - int(("2" if y >= 2000 else "") + b) % 97
    n = f"{b[:2]}.{b[2:4]}.{b[4:6]}-{b[6:9]}.{chk:02d}"
    text = f"Rijksregisternummer: {n}"
    return text, [n], n.replace(".", "").replace("-", "")


@kind(
    "pid_za_id_number",
    "https://www.westerncape.gov.za/general-publication/decoding-your-south-african-id-number-0",
    r"\d{13}",
)
def _(g):
    y, m, d = _dob(g)
    b = f"{y % 100:02d}{m:02d}{d:02d}{g.digits(4)}{g.r.choice('01')}8"
    i = b + _luhn_digit(b)
    text = f"applicant_id_number: '{i}'\napplicant_name: Thabo Mokoena"
    return text, [i], i


@kind(
    "pid_ca_sin",
    "https://www.canada.ca/en/employment-social-development/services/sin.html",
    r"\d{3}-\d{3}-\d{3}",
)
def _(g):
    b = g.r.choice("12345679") + g.digits(7, first_nonzero=False)
    s = b + _luhn_digit(b)
    f = f"{s[:3]}-{s[3:6]}-{s[6:]}"
    text = f"Employee: Marie Tremblay | SIN {f} | Start 2024-02-05"
    return text, [f], s


@kind("pid_dob_with_name", "https://www.iso.org/iso-8601-date-and-time-format.html", r"\d{2}\.\d{2}\.\d{4}")
def _(g):
    y, m, d = _dob(g)
    dob = f"{d:02d}.{m:02d}.{y}"
    text = f"Name: Katharina Schmitt\nGeburtsdatum: {dob}\nGeburtsort: Mainz"
    return text, [dob], dob


# -- personal data: phones, addresses ------------------------------------------------------------


@kind(
    "contact_phone_de_mobile",
    "https://www.bundesnetzagentur.de/DE/Fachthemen/Telekommunikation/Nummerierung/start.html",
    r"\+49 1[567]\d \d{7,8}",
)
def _(g):
    p = f"+49 1{g.r.choice('567')}{g.digits(1, first_nonzero=False)} {g.digits(8)}"
    text = f"Rückruf bitte unter {p} (ab 17 Uhr)."
    return text, [p], p.replace(" ", "")


@kind(
    "contact_phone_jp_mobile",
    "https://www.soumu.go.jp/main_sosiki/joho_tsusin/top/tel_number/number_shitei.html",
    r"0[789]0-\d{4}-\d{4}",
)
def _(g):
    p = f"0{g.r.choice('789')}0-{g.digits(4)}-{g.digits(4, first_nonzero=False)}"
    text = f"担当: 佐藤 (携帯 {p})"
    return text, [p], p


@kind(
    "contact_phone_in_mobile", "https://dot.gov.in/national-numbering-plan", r"\+91[ -]?[6-9]\d{4}[ -]?\d{5}"
)
def _(g):
    p = f"+91 {g.r.choice('6789')}{g.digits(4, first_nonzero=False)} {g.digits(5, first_nonzero=False)}"
    text = f"Delivery contact: Priya Sharma, {p}"
    return text, [p], p.replace(" ", "")


@kind("contact_phone_au_mobile", "https://www.acma.gov.au/phone-numbers-explained", r"04\d{2} \d{3} \d{3}")
def _(g):
    p = f"04{g.digits(2, first_nonzero=False)} {g.digits(3)} {g.digits(3, first_nonzero=False)}"
    text = f"Contact: Jack Wilson (mob. {p})"
    return text, [p], p.replace(" ", "")


@kind(
    "contact_phone_ng_mobile",
    "https://www.ncc.gov.ng/technical-regulation/numbering",
    r"\+234 [789]0\d \d{3} \d{4}",
)
def _(g):
    p = f"+234 {g.r.choice('789')}0{g.digits(1, first_nonzero=False)} {g.digits(3)} {g.digits(4, first_nonzero=False)}"
    text = f'customer_phone = "{p}"'
    return text, [p], p.replace(" ", "")


@kind(
    "contact_address_uk_postcode",
    "https://www.poweredbypaf.com/wp-content/uploads/2017/07/Latest-Programmers_guide_Edition-7-Version-6.pdf",
    r"\d{1,3} [A-Z][a-z]+ (Road|Lane|Close)",
)
def _(g):
    street = f"{g.r.randint(2, 180)} {g.r.choice(['Wexcombe', 'Tollgate', 'Harcourt', 'Pendle', 'Ashbury'])} {g.r.choice(['Road', 'Lane', 'Close'])}"
    pc = f"{g.r.choice(['SW', 'LS', 'BS', 'M', 'EH'])}{g.r.randint(1, 19)} {g.digits(1)}{g.s(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
    text = f"Ship to: Oliver Bennett\n{street}\nLeeds {pc}\nUnited Kingdom"
    return text, [street, f"Leeds {pc}"], street


@kind(
    "contact_address_de_strasse",
    "https://www.deutschepost.de/de/a/adressen-richtig-schreiben.html",
    r"[A-ZÄÖÜ][a-zäöüß]+straße \d{1,3}[a-z]?",
)
def _(g):
    s = f"{g.r.choice(['Lindenhof', 'Kastanien', 'Mühlbach', 'Eichendorff', 'Brunnen'])}straße {g.r.randint(2, 150)}{g.r.choice(['', 'a', 'b'])}"
    plz = g.digits(5)
    text = f"Rechnungsadresse:\nJonas Weber\n{s}\n{plz} Regensburg"
    return text, [s, f"{plz} Regensburg"], s


# -- payment cards and IBANs ---------------------------------------------------------------------


@kind(
    "pay_amex_4_6_5",
    "https://www.americanexpress.com/content/dam/amex/us/merchant/new-merchant-specifications/Merchant-Card-Specs.pdf",
    r"3[47]\d{2} \d{6} \d{5}",
)
def _(g):
    n = g.luhn(g.r.choice(["34", "37"]), 15)
    s = str(n)
    f = f"{s[:4]} {s[4:10]} {s[10:]}"
    text = f"Card on file: {f} exp 09/29"
    return text, [f], s, n


@kind(
    "pay_diners_4_6_4",
    "https://www.discoverglobalnetwork.com/downloads/IPP_VAR_Compliance.pdf",
    r"36\d{2} \d{6} \d{4}",
)
def _(g):
    n = g.luhn("36", 14)
    s = str(n)
    f = f"{s[:4]} {s[4:10]} {s[10:]}"
    text = f"Diners Club: {f}"
    return text, [f], s, n


@kind("pay_unionpay_19", "https://www.unionpayintl.com/en/", r"62\d{17}")
def _(g):
    n = g.luhn("62", 19)
    s = str(n)
    text = f'{{"pan": "{s}", "scheme": "UNIONPAY"}}'
    return text, [s], s, n


@kind("pay_mir_dashed", "https://www.nspk.ru/en/cards-mir/", r"220[0-4]-\d{4}-\d{4}-\d{4}")
def _(g):
    n = g.luhn(f"220{g.r.randint(0, 4)}", 16)
    s = str(n)
    f = "-".join(s[i : i + 4] for i in range(0, 16, 4))
    text = f"Номер карты: {f}"
    return text, [f], s, n


@kind("pay_jcb_plain", "https://www.global.jcb/en/", r"35(2[89]|[3-8]\d)\d{12}")
def _(g):
    n = g.luhn(str(g.r.randint(3528, 3589)), 16)
    s = str(n)
    text = f"card_number={s}&exp_month=04&exp_year=2030"
    return text, [s], s, n


@kind(
    "pay_maestro_19_spaced",
    "https://www.mastercard.us/en-us/business/overview/support/rules.html",
    r"6759 \d{4} \d{4} \d{4} \d{3}",
)
def _(g):
    n = g.luhn("6759", 19)
    s = str(n)
    f = f"{s[:4]} {s[4:8]} {s[8:12]} {s[12:16]} {s[16:]}"
    text = f"Maestro {f}"
    return text, [f], s, n


@kind("iban3_de", "https://www.iban.com/structure", r"DE\d{2}( \d{4}){4} \d{2}")
def _(g):
    i = _iban(g, "DE", g.digits(8) + g.digits(10, first_nonzero=False))
    text = f"Kontoinhaber: Familie Wagner\nIBAN: {_group(i)}\nBIC: COBADEFFXXX"
    return text, [_group(i)], i


@kind("iban3_fr", "https://www.iban.com/structure", r"FR\d{12}[A-Z0-9]{11}\d{2}")
def _(g):
    i = _iban(g, "FR", g.digits(10) + g.s(11, UPPER_DIGITS) + g.digits(2, first_nonzero=False))
    text = f"RIB / IBAN : {i}"
    return text, [i], i


@kind("iban3_nl", "https://www.iban.com/structure", r"NL\d{2} [A-Z]{4}( \d{4}){2} \d{2}")
def _(g):
    i = _iban(g, "NL", g.r.choice(["ABNA", "RABO", "INGB", "TRIO"]) + g.digits(10, first_nonzero=False))
    text = f"Graag overmaken naar {_group(i)} t.n.v. Stichting Vrienden"
    return text, [_group(i)], i


@kind("iban3_es", "https://www.iban.com/structure", r"ES\d{22}")
def _(g):
    i = _iban(g, "ES", g.digits(20))
    text = f'"iban": "{i}", "titular": "Marta López"'
    return text, [i], i


@kind("iban3_sa", "https://www.sama.gov.sa/en-US/Regulatory%20Documents/IBAN.pdf", r"SA\d{4}[A-Z0-9]{18}")
def _(g):
    i = _iban(g, "SA", g.digits(2) + g.s(18, UPPER_DIGITS))
    text = f"Beneficiary IBAN: {i}"
    return text, [i], i


@kind("iban3_br", "https://www.bcb.gov.br/estabilidadefinanceira/iban", r"BR\d{2}( [0-9A-Z]{4}){6} [A-Z0-9]")
def _(g):
    i = _iban(g, "BR", g.digits(23) + g.r.choice("CP") + g.s(1, UPPER_DIGITS))
    text = f"Conta para reembolso: {_group(i)}"
    return text, [_group(i)], i
