"""Held-out canary set 14: credentials in formats no earlier set used (issue 31).

A canary set nobody has tuned on, whose every kind is a format no earlier set (1-13) used:
kind names were drawn from outside ``used_names.txt`` (the 1,642 kind names of sets
1-13), each a different vendor, scheme or carrier, not a respelling of a listed one. All kinds are
credentials; they come in three groups:

1. **Vendors no earlier set had**, with a documented prefix or shape: Paddle Billing, Riot Games,
   Porkbun, The Things Stack (LoRaWAN), Coralogix, Checkly, UptimeRobot, Ubidots, ArcGIS,
   Builder.io, Checkout.com, Shopware, Ecwid, Coinbase CDP, Elastic App Search, Coveo,
   LocationIQ, Azure IoT Hub, Home Assistant, IONOS Cloud, GoDaddy.
2. **Vendor secrets with no prefix** (only the surrounding code, header or file says what they
   are): feature flags (Split), analytics (GA4 Measurement Protocol, Matomo, Plausible,
   RudderStack), maps (Azure Maps, Bing Maps, OpenCage, Geoapify, Thunderforest), search
   (Serper), e-signature (DocuSign, PandaDoc, Yousign), HR (Personio, Greenhouse, HiBob), banking
   as a service (Marqeta, Dwolla, TrueLayer), IoT (ThingsBoard, SmartThings, Tuya, LoRaWAN
   AppKey), games (Epic Online Services, PlayFab, Roblox Open Cloud, itch.io butler), support
   and media (Zendesk, Gitter, Flickr, NYTimes, Squarespace), fintech data (Finicity), crypto
   exchanges (Bitfinex, OKX, Bybit, Gate.io, Deribit, Bitvavo, Bittrex), DNS and registrars
   (Namecheap, Gandi, deSEC, DuckDNS), regional and small clouds (Civo, Koyeb, Wasabi, Qiniu,
   UCloud, Contabo), telephony (Sinch, TeleSign, MSG91, Agora), CI (Bitrise, Codemagic,
   Semaphore), observability (Honeycomb, Rollbar, Bugsnag, Loggly, Papertrail, Logz.io, Splunk
   Observability, Opsgenie, Airbrake, Mezmo, Instana, Lightstep).
3. **Carriers no earlier set had**: web-app configs (ASP.NET ``<machineKey>``, Joomla, Drupal,
   Magento, TYPO3, MediaWiki, Nextcloud, Symfony, Craft CMS, n8n, Vaultwarden, Mastodon VAPID,
   Metabase, Superset, Home Assistant ``secrets.yaml``, Quarkus, Micronaut), data platforms
   (Hadoop ``core-site.xml`` s3a, ``hive-site.xml``, Kafka Connect connector JSON, Vector sinks,
   ``pg_service.conf``, MongoDB keyfile, Teradata BTEQ, Firebird isql), network and OS files
   (Squid ``cache_peer``, cntlm, apt ``auth.conf.d``, yum/dnf ``.repo``, hostapd, PPP
   ``chap-secrets``, OpenVPN auth-user-pass), Windows tools (``schtasks /rp``, ``sc.exe config
   password=``, PsExec ``-p``, IIS ``applicationHost.config``, ``dotnet user-secrets list``),
   secret-store outputs (``aws secretsmanager get-secret-value``, ``gcloud secrets versions
   access``, ``az keyvault secret show``, ``op item get --reveal``, ``pass show``,
   ``keepassxc-cli show``, macOS ``security find-generic-password -w``, ``secret-tool lookup``,
   ``bw get item``), package and config tools (``bunfig.toml``, ``paket.dependencies``,
   ``GOPROXY`` userinfo, Salt pillar, hiera-eyaml, ``cdk.json`` context).

How it was kept apart: written in one sitting from public documentation (vendor token, API and
CLI pages, the products' configuration references, and the public rule sets' rule ids and
examples: gitleaks ``cmd/generate/config/rules``, Kingfisher ``rules``), cited per kind in
``SOURCES`` and ``heldout14_sources.tsv``. The ``search`` tool (corpora docs, pages, code) was
used to check shapes: Paddle, The Things Stack, Riot Games, Porkbun, Ubidots, Checkout.com, and
Honeycomb and Checkly in Kingfisher's rules (the Coralogix ``cxtp_`` prefix was not confirmed
there); the rest is from knowledge of the cited pages. Read at commit 16addbd: only lines 1-160
of ``heldout_canaries.py`` (alphabets, ``HeldOut``, ``_R``, ``Registry``), ``heldout_eval.py``,
``tests/test_heldout_canaries.py``, the first 60 lines of ``heldout9_canaries.py`` (its header,
not its kinds), and the names in ``used_names.txt``. No redaction code, redaction test, label
file, other canary set, source list or result was read, and no kind was changed after seeing a
figure: the eval command ran once, as the control, and its output was read only through a
script that prints the plants that fail to reach the output without redaction (none did). One
slip: an ``ls benchmarks/`` while setting up showed the folder's file names (among them the
label files' and the other sets' names), not their contents. Values are random per seed, never
a real credential.

143 kinds, all credential, 122 of them prefixless (only their context is a clue).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout14_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import json
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

ALNUM = string.ascii_letters + string.digits
UHEX = "0123456789ABCDEF"
B32 = string.ascii_uppercase + "234567"
CROCKFORD = "0123456789abcdefghjkmnpqrstvwxyz"
UPPER = string.ascii_uppercase


def _pw(g: _R) -> str:
    """A human-made password without characters that need quoting in XML or a shell."""
    word = g.r.choice(["Harbor", "lantern", "Cobalt", "meadow", "Saffron", "thistle", "Orchid", "Walnut"])
    return word + g.digits(3) + g.r.choice("!#%*?@") + g.s(5) + g.r.choice("._-~")


def _b64(g: _R, nbytes: int) -> str:
    return base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(nbytes))).decode()


def _b64u_raw(g: _R, nbytes: int) -> str:
    return base64.urlsafe_b64encode(bytes(g.r.getrandbits(8) for _ in range(nbytes))).decode().rstrip("=")


# == 1. vendor tokens whose vendor no earlier set used ==========================================


@kind(
    "paddle_billing_api_key",
    "https://developer.paddle.com/api-reference/about/authentication",
    r"pdl_(live|sdbx)_apikey_[0-9a-z]{26}_[A-Za-z0-9]{22}_[A-Za-z0-9]{3}",
)
def _paddle(g: _R):
    env = g.r.choice(["live", "sdbx"])
    v = f"pdl_{env}_apikey_01{g.s(24, CROCKFORD)}_{g.s(22)}_{g.s(3)}"
    host = "api.paddle.com" if env == "live" else "sandbox-api.paddle.com"
    text = (
        f"$ curl -s https://{host}/event-types \\\n"
        f'    -H "Authorization: Bearer {v}" \\\n'
        "    -H \"Paddle-Version: 1\" | jq '.data | length'\n"
        "38"
    )
    return text, [v], v


@kind(
    "riot_games_api_key",
    "https://developer.riotgames.com/docs/portal ; https://docs.gitguardian.com/secrets-detection/secrets-detection-engine/detectors/specifics/riot_games_apikey",
    r"RGAPI-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
)
def _riot(g: _R):
    v = "RGAPI-" + g.uuid()
    text = (
        "# scripts/match_history.py\n"
        "from riotwatcher import LolWatcher\n\n"
        f'lol_watcher = LolWatcher("{v}")\n'
        'me = lol_watcher.summoner.by_puuid("euw1", PUUID)\n'
    )
    return text, [v], v


@kind(
    "porkbun_api_keypair_dnscontrol",
    "https://porkbun.com/api/json/v3/documentation ; https://docs.dnscontrol.org/service-providers/providers/porkbun",
    r"pk1_[0-9a-f]{64}",
)
def _porkbun(g: _R):
    pk = "pk1_" + g.s(64, HEX)
    sk = "sk1_" + g.s(64, HEX)
    text = json.dumps(
        {"porkbun": {"TYPE": "PORKBUN", "api_key": pk, "secret_key": sk, "max_attempts": "10"}}, indent=2
    )
    return "creds.json:\n" + text, [pk, sk], sk


@kind(
    "things_stack_lorawan_api_key",
    "https://www.thethingsindustries.com/docs/api/concepts/auth/",
    r"NNSXS\.[A-Z2-7]{39}\.[A-Z2-7]{52}",
)
def _ttn(g: _R):
    v = f"NNSXS.{g.s(39, B32)}.{g.s(52, B32)}"
    app = g.r.choice(["soil-probes", "cold-chain", "parking-sensors"])
    text = (
        f"curl -s https://eu1.cloud.thethings.network/api/v3/as/applications/{app}/packages/storage/uplink_message \\\n"
        f'  -H "Authorization: Bearer {v}" -H "Accept: text/event-stream" -d "limit=5"'
    )
    return text, [v], v


@kind(
    "lorawan_otaa_appkey_sketch",
    "https://www.arduino.cc/reference/en/libraries/mkrwan/ ; LoRaWAN 1.0.3 spec (AppKey, 128-bit AES)",
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _lora_appkey(g: _R):
    appeui = g.s(16, UHEX)
    appkey = g.s(32, UHEX)
    text = (
        "// arduino_secrets.h\n"
        f'#define SECRET_APP_EUI "{appeui}"\n'
        f'#define SECRET_APP_KEY "{appkey}"\n\n'
        "// sketch: modem.joinOTAA(appEui, appKey);\n"
    )
    return text, [appkey], appkey


@kind(
    "honeycomb_team_key_otel_collector",
    "rules: mongodb/kingfisher/crates/kingfisher-rules/data/rules/honeycomb.yml ; https://docs.honeycomb.io/send-data/opentelemetry/collector/",
    r"[0-9a-zA-Z]{22}",
    prefixless=True,
)
def _honeycomb(g: _R):
    v = g.s(22)
    text = (
        "exporters:\n"
        "  otlp/honeycomb:\n"
        '    endpoint: "api.honeycomb.io:443"\n'
        "    headers:\n"
        f'      "x-honeycomb-team": "{v}"\n'
        '      "x-honeycomb-dataset": "checkout-svc"\n'
    )
    return text, [v], v


@kind(
    "coralogix_send_your_data_key",
    "https://coralogix.com/docs/user-guides/account-management/api-keys/send-your-data-api-key/",
    r"cxtp_[A-Za-z0-9]{30}",
)
def _coralogix(g: _R):
    v = "cxtp_" + g.s(30)
    text = (
        'exporters:\n  coralogix:\n    domain: "eu2.coralogix.com"\n'
        f'    private_key: "{v}"\n    application_name: "billing"\n    subsystem_name: "worker"\n'
    )
    return text, [v], v


@kind(
    "checkly_user_api_key",
    "https://www.checklyhq.com/docs/accounts-and-users/creating-api-key/ ; https://github.com/checkly/pulumi-checkly (CHECKLY_API_KEY=cu_...)",
    r"cu_[0-9a-f]{32}",
)
def _checkly(g: _R):
    v = "cu_" + g.s(32, HEX)
    acct = g.uuid()
    text = f"$ CHECKLY_API_KEY={v} CHECKLY_ACCOUNT_ID={acct} npx checkly deploy --force\nParsing your project... done"
    return text, [v], v


@kind(
    "uptimerobot_main_api_key",
    "https://uptimerobot.com/api/ (api_key: main / monitor-specific / read-only)",
    r"u[0-9]{7}-[0-9a-f]{24}",
)
def _uptimerobot(g: _R):
    v = f"u{g.digits(7)}-{g.s(24, HEX)}"
    text = (
        "curl -X POST https://api.uptimerobot.com/v2/getMonitors \\\n"
        '  -H "content-type: application/x-www-form-urlencoded" \\\n'
        f'  -d "api_key={v}&format=json&logs=1"'
    )
    return text, [v], v


@kind(
    "ubidots_token_mqtt",
    "https://docs.ubidots.com/reference/authentication ; https://help.ubidots.com/en/articles/590078-find-your-token-from-your-ubidots-account",
    r"BBFF-[A-Za-z0-9]{30}",
)
def _ubidots(g: _R):
    v = "BBFF-" + g.s(30)
    text = (
        "import paho.mqtt.client as mqtt\n\n"
        "client = mqtt.Client()\n"
        f'client.username_pw_set("{v}", password="")\n'
        'client.connect("industrial.api.ubidots.com", 1883, 60)\n'
    )
    return text, [v], v


@kind(
    "arcgis_location_api_key",
    "https://developers.arcgis.com/documentation/security-and-authentication/api-key-authentication/",
    r"AAPK[0-9a-f]{32}[A-Za-z0-9_-]{64}",
)
def _arcgis(g: _R):
    v = "AAPK" + g.s(32, HEX) + g.s(64, B64URL)
    text = (
        "// src/map.js\n"
        'import esriConfig from "@arcgis/core/config.js";\n'
        f'esriConfig.apiKey = "{v}";\n'
        'const map = new Map({ basemap: "arcgis/topographic" });\n'
    )
    return text, [v], v


@kind(
    "builderio_private_key",
    "https://www.builder.io/c/docs/using-your-api-key#private-key",
    r"bpk-[0-9a-f]{32}",
)
def _builderio(g: _R):
    v = "bpk-" + g.s(32, HEX)
    text = (
        "curl -X POST https://builder.io/api/v1/write/page \\\n"
        f"  -H 'Authorization: Bearer {v}' \\\n"
        "  -H 'Content-Type: application/json' -d @page.json"
    )
    return text, [v], v


@kind(
    "checkout_com_sandbox_secret_key",
    "https://www.checkout.com/docs/developer-resources/api/manage-api-keys ; https://docs.gitguardian.com/secrets-detection/secrets-detection-engine/detectors/specifics/checkout_sandbox_secret_key",
    r"sk_sbox_[a-z0-9]{26}",
)
def _checkout(g: _R):
    v = "sk_sbox_" + g.s(26, LOWER_DIGITS)
    text = (
        "// server/payments.ts\n"
        'import { Checkout } from "checkout-sdk-node";\n'
        f'const cko = new Checkout("{v}", {{ pk: process.env.CKO_PUBLIC_KEY }});\n'
    )
    return text, [v], v


@kind(
    "shopware_integration_client_credentials",
    "https://shopware.stoplight.io/docs/admin-api/ZG9jOjEwODA3NjQx-authentication",
    r"SWIA[A-Z0-9]{22}",
)
def _shopware(g: _R):
    cid = "SWIA" + g.s(22, UPPER_DIGITS)
    sec = g.s(54)
    text = (
        "curl -X POST https://shop.example.test/api/oauth/token -H 'Content-Type: application/json' -d '{\n"
        '  "grant_type": "client_credentials",\n'
        f'  "client_id": "{cid}",\n'
        f'  "client_secret": "{sec}"\n'
        "}'"
    )
    return text, [cid, sec], sec


@kind(
    "ecwid_secret_token",
    "https://api-docs.ecwid.com/reference/access-tokens",
    r"secret_[A-Za-z0-9]{32}",
)
def _ecwid(g: _R):
    v = "secret_" + g.s(32)
    store = g.digits(8)
    text = f"$ curl -s 'https://app.ecwid.com/api/v3/{store}/products?limit=1' -H 'Authorization: Bearer {v}'"
    return text, [v], v


@kind(
    "coinbase_cdp_api_key_json",
    "https://docs.cdp.coinbase.com/get-started/docs/cdp-api-keys",
    r"[A-Za-z0-9+/]{64}",
)
def _coinbase_cdp(g: _R):
    body = base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(121))).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----\n"
    name = f"organizations/{g.uuid()}/apiKeys/{g.uuid()}"
    text = "$ cat ~/Downloads/cdp_api_key.json\n" + json.dumps({"name": name, "privateKey": pem}, indent=2)
    parts = [ln for ln in lines if len(ln) >= 6]
    return text, parts, lines[0]


@kind(
    "elastic_app_search_private_key",
    "https://www.elastic.co/guide/en/app-search/current/authentication.html#authentication-api-keys",
    r"private-[a-z0-9]{24}",
)
def _appsearch(g: _R):
    v = "private-" + g.s(24, LOWER_DIGITS)
    text = (
        "curl -X POST 'https://search.example.test/api/as/v1/engines/docs/documents' \\\n"
        "  -H 'Content-Type: application/json' \\\n"
        f"  -H 'Authorization: Bearer {v}' -d @batch.json"
    )
    return text, [v], v


@kind(
    "coveo_platform_api_key",
    "https://docs.coveo.com/en/1718/manage-an-organization/manage-api-keys",
    r"xx[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
)
def _coveo(g: _R):
    v = "xx" + g.uuid()
    text = "coveo.config.json:\n" + json.dumps(
        {"organizationId": "acmecorpprod" + g.s(4, LOWER_DIGITS), "accessToken": v, "environment": "prod"},
        indent=2,
    )
    return text, [v], v


@kind(
    "locationiq_access_token",
    "https://docs.locationiq.com/docs/authentication",
    r"pk\.[0-9a-f]{32}",
)
def _locationiq(g: _R):
    v = "pk." + g.s(32, HEX)
    text = (
        f"GET https://us1.locationiq.com/v1/search?key={v}&q=Brandenburger%20Tor&format=json 200 OK (142 ms)"
    )
    return text, [v], v


@kind(
    "azure_iot_hub_device_connection_string",
    "https://learn.microsoft.com/en-us/azure/iot-hub/iot-hub-dev-guide-sas",
    r"[A-Za-z0-9+/]{43}=",
)
def _iothub(g: _R):
    key = _b64(g, 32)
    dev = g.r.choice(["pump-07", "gateway-lisbon", "freezer-3b"])
    cs = f"HostName=plant-hub-{g.s(4, LOWER_DIGITS)}.azure-devices.net;DeviceId={dev};SharedAccessKey={key}"
    text = f'// local.settings.json\n{{\n  "IsEncrypted": false,\n  "Values": {{ "IOTHUB_DEVICE_CONNECTION_STRING": "{cs}" }}\n}}'
    return text, [key], key


@kind(
    "home_assistant_long_lived_token",
    "https://developers.home-assistant.io/docs/auth_api/#long-lived-access-token",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _hass(g: _R):
    iat = 1760000000 + g.r.randrange(10**7)
    tok = ".".join(
        [
            _b64u({"alg": "HS256", "typ": "JWT"}),
            _b64u({"iss": g.s(32, HEX), "iat": iat, "exp": iat + 315360000}),
            _b64u_raw(g, 32),
        ]
    )
    text = (
        "# configuration.yaml of the dashboard kiosk\n"
        "rest_command:\n  reload_lights:\n    url: http://homeassistant.local:8123/api/services/light/reload\n"
        "    method: post\n    headers:\n"
        f'      authorization: "Bearer {tok}"\n'
    )
    return text, [tok], tok


@kind(
    "ionoscloud_terraform_provider_token",
    "https://registry.terraform.io/providers/ionos-cloud/ionoscloud/latest/docs#authentication",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{342}",
)
def _ionos(g: _R):
    iat = 1760000000 + g.r.randrange(10**7)
    tok = ".".join(
        [
            _b64u({"typ": "JWT", "kid": g.uuid(), "alg": "RS256"}),
            _b64u(
                {
                    "iss": "ionoscloud",
                    "iat": iat,
                    "client": "USER",
                    "identity": {"uuid": g.uuid(), "reseller": 1},
                    "exp": iat + 31536000,
                }
            ),
            _b64u_raw(g, 256),
        ]
    )
    text = f'provider "ionoscloud" {{\n  token = "{tok}"\n}}\n\nresource "ionoscloud_datacenter" "fra" {{\n  location = "de/fra"\n}}'
    return text, [tok], tok


@kind(
    "godaddy_sso_key_header",
    "https://developer.godaddy.com/getstarted (Authorization: sso-key [API_KEY]:[API_SECRET])",
    r"[A-Za-z0-9]{12}_[A-Za-z0-9]{22}",
)
def _godaddy(g: _R):
    key = g.s(12) + "_" + g.s(22)
    sec = g.s(22)
    text = (
        "curl -s -X GET 'https://api.godaddy.com/v1/domains/available?domain=example.shop' \\\n"
        f"  -H 'Authorization: sso-key {key}:{sec}'"
    )
    return text, [key, sec], f"{key}:{sec}"


# == 2. vendor secrets with no prefix: only the context says what they are =======================


@kind(
    "split_io_server_sdk_key",
    "https://help.split.io/hc/en-us/articles/360019916211-API-keys",
    r"[a-z0-9]{36}",
    prefixless=True,
)
def _split(g: _R):
    v = g.s(36, LOWER_DIGITS)
    text = (
        "SplitClientConfig config = SplitClientConfig.builder().setBlockUntilReadyTimeout(10000).build();\n"
        f'SplitFactory splitFactory = SplitFactoryBuilder.build("{v}", config);\n'
    )
    return text, [v], v


@kind(
    "ga4_measurement_protocol_api_secret",
    "https://developers.google.com/analytics/devguides/collection/protocol/ga4/sending-events",
    r"[A-Za-z0-9_-]{22}",
    prefixless=True,
)
def _ga4(g: _R):
    v = g.s(22, B64URL)
    mid = "G-" + g.s(10, UPPER_DIGITS)
    text = (
        "requests.post(\n"
        f'    "https://www.google-analytics.com/mp/collect?measurement_id={mid}&api_secret={v}",\n'
        '    json={"client_id": cid, "events": [{"name": "purchase"}]},\n)'
    )
    return text, [v], v


@kind(
    "matomo_token_auth",
    "https://developer.matomo.org/api-reference/reporting-api#authenticate-to-the-api-via-token_auth-parameter",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _matomo(g: _R):
    v = g.s(32, HEX)
    text = (
        "curl -s 'https://stats.example.test/index.php' \\\n"
        "  -d module=API -d method=VisitsSummary.get -d idSite=3 -d period=day -d date=yesterday \\\n"
        f"  -d format=JSON -d token_auth={v}"
    )
    return text, [v], v


@kind(
    "plausible_stats_api_key",
    "https://plausible.io/docs/stats-api#authentication",
    r"[A-Za-z0-9_-]{64}",
    prefixless=True,
)
def _plausible(g: _R):
    v = g.s(64, B64URL)
    text = (
        "curl https://plausible.io/api/v2/query \\\n"
        f"  -H 'Authorization: Bearer {v}' \\\n"
        '  -d \'{"site_id": "docs.example.test", "metrics": ["visitors"], "date_range": "7d"}\''
    )
    return text, [v], v


@kind(
    "rudderstack_source_write_key",
    "https://www.rudderstack.com/docs/api/http-api/#authentication",
    r"[A-Za-z0-9]{27}",
    prefixless=True,
)
def _rudder(g: _R):
    v = g.s(27)
    text = (
        "curl -u '" + v + ":' -X POST https://hosted.rudderlabs.example/v1/track \\\n"
        '  -H "Content-Type: application/json" -d \'{"userId": "u1", "event": "Signed Up"}\''
    )
    return text, [v], v


@kind(
    "azure_maps_subscription_key",
    "https://learn.microsoft.com/en-us/azure/azure-maps/azure-maps-authentication#shared-key-authentication",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _azmaps(g: _R):
    v = g.s(43, B64URL)
    text = f"GET https://atlas.microsoft.com/search/address/json?api-version=1.0&query=1%20Microsoft%20Way&subscription-key={v}"
    return text, [v], v


@kind(
    "bing_maps_key_leaflet",
    "https://learn.microsoft.com/en-us/bingmaps/getting-started/bing-maps-dev-center-help/getting-a-bing-maps-key",
    r"[A-Za-z0-9_-]{64}",
    prefixless=True,
)
def _bingmaps(g: _R):
    v = g.s(64, B64URL)
    text = f"L.tileLayer.bing({{ bingMapsKey: '{v}', imagerySet: 'AerialWithLabels' }}).addTo(map);"
    return text, [v], v


@kind(
    "opencage_geocoder_key",
    "https://opencagedata.com/api#authentication",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _opencage(g: _R):
    v = g.s(32, HEX)
    text = f"from opencage.geocoder import OpenCageGeocode\n\ngeocoder = OpenCageGeocode('{v}')\nresults = geocoder.geocode('82 Clerkenwell Road, London')"
    return text, [v], v


@kind(
    "geoapify_api_key",
    "https://apidocs.geoapify.com/docs/geocoding/forward-geocoding/#api",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _geoapify(g: _R):
    v = g.s(32, HEX)
    text = f"fetch(`https://api.geoapify.com/v1/geocode/autocomplete?text=${{q}}&apiKey={v}`).then((r) => r.json())"
    return text, [v], v


@kind(
    "thunderforest_tile_apikey",
    "https://www.thunderforest.com/docs/apikeys/",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _thunderforest(g: _R):
    v = g.s(32, HEX)
    text = f"tiles: ['https://tile.thunderforest.com/cycle/{{z}}/{{x}}/{{y}}.png?apikey={v}'],"
    return text, [v], v


@kind(
    "serper_search_api_key",
    "https://serper.dev/api-key",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _serper(g: _R):
    v = g.s(40, HEX)
    text = (
        "curl -s https://google.serper.dev/search \\\n"
        f"  -H 'X-API-KEY: {v}' -H 'Content-Type: application/json' \\\n"
        '  -d \'{"q": "rust async trait object"}\''
    )
    return text, [v], v


@kind(
    "docusign_client_secret_appsettings",
    "https://developers.docusign.com/platform/auth/authcode/authcode-get-token/",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _docusign(g: _R):
    ik, sec = g.uuid(), g.uuid()
    text = json.dumps(
        {
            "DocuSign": {
                "ClientId": ik,
                "ClientSecret": sec,
                "AuthServer": "account-d.docusign.com",
                "AppUrl": "https://localhost:44333",
            }
        },
        indent=2,
    )
    return "appsettings.Development.json\n" + text, [sec], sec


@kind(
    "pandadoc_api_key_header",
    "https://developers.pandadoc.com/reference/api-key-authentication-process",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _pandadoc(g: _R):
    v = g.s(40, HEX)
    text = f"$ http GET https://api.pandadoc.com/public/v1/documents 'Authorization:API-Key {v}'\nHTTP/1.1 200 OK"
    return text, [v], v


@kind(
    "yousign_api_key_bearer",
    "https://developers.yousign.com/docs/set-up-your-account-credentials",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _yousign(g: _R):
    v = g.s(32)
    text = (
        "const res = await fetch('https://api-sandbox.yousign.app/v3/signature_requests', {\n"
        "  method: 'POST',\n"
        f"  headers: {{ Authorization: 'Bearer {v}', 'Content-Type': 'application/json' }},\n"
        "  body: JSON.stringify({ name: 'NDA', delivery_mode: 'email' }),\n});"
    )
    return text, [v], v


@kind(
    "personio_api_client_secret_env",
    "https://developer.personio.de/docs/getting-started-with-the-personio-api",
    r"[A-Za-z0-9]{48}",
    prefixless=True,
)
def _personio(g: _R):
    cid = g.s(24)
    sec = g.s(48)
    text = f"# .env.payroll-sync\nPERSONIO_CLIENT_ID={cid}\nPERSONIO_CLIENT_SECRET={sec}\nPERSONIO_PARTNER_ID=ACME_SYNC\n"
    return text, [sec], sec


@kind(
    "greenhouse_harvest_api_key_basic",
    "https://developers.greenhouse.io/harvest.html#authentication",
    r"[0-9a-f]{32}-[0-9]",
    prefixless=True,
)
def _greenhouse(g: _R):
    v = g.s(32, HEX) + "-" + g.digits(1)
    text = f"curl -s 'https://harvest.greenhouse.io/v1/candidates?per_page=2' -u '{v}:'"
    return text, [v], v


@kind(
    "hibob_service_user_token",
    "https://apidocs.hibob.com/docs/api-service-users",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _hibob(g: _R):
    sid = "SERVICE-" + g.digits(5)
    tok = g.s(40)
    text = f"curl -s -u '{sid}:{tok}' https://api.hibob.com/v1/people/search -H 'Content-Type: application/json' -d '{{\"fields\": [\"root.id\"]}}'"
    return text, [tok], tok


@kind(
    "marqeta_basic_auth_tokens",
    "https://www.marqeta.com/docs/core-api/authentication",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _marqeta(g: _R):
    app, admin = g.uuid(), g.uuid()
    text = f"curl -i -X GET https://sandbox-api.marqeta.com/v3/users --user {app}:{admin} -H 'Content-type: application/json'"
    return text, [admin], admin


@kind(
    "dwolla_key_secret_node",
    "https://developers.dwolla.com/docs/balance/api-reference/authorization/application-authorization",
    r"[A-Za-z0-9]{50}",
    prefixless=True,
)
def _dwolla(g: _R):
    key, sec = g.s(50), g.s(50)
    text = (
        'const { Client } = require("dwolla-v2");\n'
        f'const dwolla = new Client({{\n  key: "{key}",\n  secret: "{sec}",\n  environment: "sandbox",\n}});\n'
    )
    return text, [key, sec], sec


@kind(
    "truelayer_client_secret",
    "https://docs.truelayer.com/docs/retrieve-a-client-credentials-token",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _truelayer(g: _R):
    sec = g.uuid()
    cid = "sandbox-acme-" + g.s(6, LOWER_DIGITS)
    text = (
        "curl -X POST https://auth.truelayer-sandbox.com/connect/token -d '{\n"
        f'  "grant_type": "client_credentials", "client_id": "{cid}",\n'
        f'  "client_secret": "{sec}", "scope": "payments"\n}}\''
    )
    return text, [sec], sec


@kind(
    "thingsboard_device_access_token",
    "https://thingsboard.io/docs/reference/mqtt-api/#telemetry-upload-api",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _thingsboard(g: _R):
    v = g.s(20)
    text = f'mosquitto_pub -d -q 1 -h "tb.example.test" -p 1883 -t "v1/devices/me/telemetry" -u "{v}" -m \'{{"temperature":25}}\''
    return text, [v], v


@kind(
    "smartthings_personal_access_token",
    "https://developer.smartthings.com/docs/advanced/authorization-and-permissions#personal-access-tokens",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _smartthings(g: _R):
    v = g.uuid()
    text = f'$ smartthings devices --token {v} -j | jq \'.[].label\'\n"Hallway sensor"\n"Garage door"'
    return text, [v], v


@kind(
    "tuya_cloud_access_secret",
    "https://developer.tuya.com/en/docs/iot/device-control-practice?id=Kat1jdeul4uf8",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _tuya(g: _R):
    aid = g.s(20, LOWER_DIGITS)
    sec = g.s(32, HEX)
    text = (
        "from tuya_connector import TuyaOpenAPI\n\n"
        f'ACCESS_ID = "{aid}"\nACCESS_KEY = "{sec}"\n'
        'openapi = TuyaOpenAPI("https://openapi.tuyaeu.com", ACCESS_ID, ACCESS_KEY)\nopenapi.connect()\n'
    )
    return text, [sec], sec


@kind(
    "epic_online_services_client_secret",
    "https://dev.epicgames.com/docs/epic-account-services/getting-started#client-credentials",
    r"[A-Za-z0-9_+/-]{43}",
    prefixless=True,
)
def _eos(g: _R):
    cid = "xyza" + g.s(28)
    sec = g.s(43, B64URL)
    text = (
        "EOS_Platform_Options PlatformOptions = {};\n"
        f'PlatformOptions.ClientCredentials.ClientId = "{cid}";\n'
        f'PlatformOptions.ClientCredentials.ClientSecret = "{sec}";\n'
        "EOS_HPlatform Platform = EOS_Platform_Create(&PlatformOptions);"
    )
    return text, [sec], sec


@kind(
    "playfab_title_secret_key",
    "https://learn.microsoft.com/en-us/gaming/playfab/api-references/#authentication-and-secret-keys",
    r"[A-Z0-9]{54}",
    prefixless=True,
)
def _playfab(g: _R):
    v = g.s(54, UPPER_DIGITS)
    title = g.s(5, UHEX)
    text = f"curl -X POST https://{title}.playfabapi.com/Server/GetUserData -H 'X-SecretKey: {v}' -H 'Content-Type: application/json' -d '{{\"PlayFabId\":\"6E1A3B\"}}'"
    return text, [v], v


@kind(
    "roblox_open_cloud_api_key",
    "https://create.roblox.com/docs/cloud/auth/api-keys",
    r"[A-Za-z0-9+/]{96}",
    prefixless=True,
)
def _roblox(g: _R):
    v = _b64(g, 72)
    uni = g.digits(10)
    text = f"curl -X POST 'https://apis.roblox.com/messaging-service/v1/universes/{uni}/topics/shutdown' \\\n  -H 'x-api-key: {v}' --data '{{\"message\":\"now\"}}'"
    return text, [v], v


@kind(
    "itchio_butler_api_key",
    "https://itch.io/docs/butler/login.html#running-butler-from-ci-builds-travis-ci-gitlab-ci-etc",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _butler(g: _R):
    v = g.s(40)
    text = f"- name: Push to itch.io\n  run: butler push build/web acme/tiny-rogue:html5\n  env:\n    BUTLER_API_KEY: {v}\n"
    return text, [v], v


@kind(
    "zendesk_api_token_basic",
    "https://developer.zendesk.com/api-reference/introduction/security-and-auth/#api-token",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _zendesk(g: _R):
    v = g.s(40)
    text = f"curl https://acme.zendesk.com/api/v2/tickets.json -u ops.bot@acme.test/token:{v}"
    return text, [v], v


@kind(
    "gitter_access_token",
    "https://developer.gitter.im/docs/authentication ; rules: gitleaks/gitleaks cmd/generate/config/rules/gitter.go",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _gitter(g: _R):
    v = g.s(40, HEX)
    text = (
        f"curl -s -H 'Accept: application/json' -H 'Authorization: Bearer {v}' https://api.gitter.im/v1/rooms"
    )
    return text, [v], v


@kind(
    "flickr_api_key_secret",
    "https://www.flickr.com/services/api/misc.api_keys.html ; rules: gitleaks/gitleaks cmd/generate/config/rules/flickr.go",
    r"[0-9a-f]{16}",
    prefixless=True,
)
def _flickr(g: _R):
    key, sec = g.s(32, HEX), g.s(16, HEX)
    text = f"import flickrapi\n\nflickr = flickrapi.FlickrAPI('{key}', '{sec}', format='parsed-json')"
    return text, [sec, key], sec


@kind(
    "nytimes_api_key_query",
    "https://developer.nytimes.com/get-started ; rules: gitleaks/gitleaks cmd/generate/config/rules/nytimes.go",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _nyt(g: _R):
    v = g.s(32)
    text = f"GET https://api.nytimes.com/svc/topstories/v2/science.json?api-key={v} -> 200 (38 results)"
    return text, [v], v


@kind(
    "finicity_app_key_partner_secret",
    "https://docs.finicity.com/partner-authentication/ ; rules: gitleaks/gitleaks cmd/generate/config/rules/finicity.go",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _finicity(g: _R):
    app = g.s(32, HEX)
    sec = g.s(20)
    pid = g.digits(13)
    text = (
        "curl -X POST https://api.finicity.com/aggregation/v2/partners/authentication \\\n"
        f"  -H 'Finicity-App-Key: {app}' -H 'Content-Type: application/json' \\\n"
        f'  -d \'{{"partnerId": "{pid}", "partnerSecret": "{sec}"}}\''
    )
    return text, [sec, app], sec


@kind(
    "bitfinex_api_key_secret",
    "https://docs.bitfinex.com/docs/rest-auth ; rules: gitleaks/gitleaks cmd/generate/config/rules/bitfinex.go",
    r"[A-Za-z0-9]{43}",
    prefixless=True,
)
def _bitfinex(g: _R):
    key, sec = g.s(43), g.s(43)
    text = f"# bot/config.py\nBFX_API_KEY = '{key}'\nBFX_API_SECRET = '{sec}'\n"
    return text, [key, sec], sec


@kind(
    "okx_api_key_secret_passphrase",
    "https://www.okx.com/docs-v5/en/#overview-rest-authentication",
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _okx(g: _R):
    key = g.uuid()
    sec = g.s(32, UHEX)
    ph = _pw(g)
    text = (
        "exchange = ccxt.okx({\n"
        f"    'apiKey': '{key}',\n    'secret': '{sec}',\n    'password': '{ph}',\n"
        "    'options': {'defaultType': 'swap'},\n})"
    )
    return text, [sec, ph], sec


@kind(
    "bybit_api_key_secret",
    "https://bybit-exchange.github.io/docs/v5/guide#authentication",
    r"[A-Za-z0-9]{36}",
    prefixless=True,
)
def _bybit(g: _R):
    key, sec = g.s(18), g.s(36)
    text = f'from pybit.unified_trading import HTTP\n\nsession = HTTP(testnet=False, api_key="{key}", api_secret="{sec}")'
    return text, [sec, key], sec


@kind(
    "gateio_api_v4_keys",
    "https://www.gate.io/docs/developers/apiv4/#authentication",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _gateio(g: _R):
    key, sec = g.s(32, HEX), g.s(64, HEX)
    text = f"[gateio]\napi_key = {key}\napi_secret = {sec}\nsettle = usdt\n"
    return text, [sec, key], sec


@kind(
    "deribit_client_credentials",
    "https://docs.deribit.com/#authentication",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _deribit(g: _R):
    cid, sec = g.s(8), g.s(43, B64URL)
    text = f"GET https://www.deribit.com/api/v2/public/auth?client_id={cid}&client_secret={sec}&grant_type=client_credentials"
    return text, [sec], sec


@kind(
    "bitvavo_api_key_secret",
    "https://docs.bitvavo.com/#tag/Authentication",
    r"[0-9a-f]{128}",
    prefixless=True,
)
def _bitvavo(g: _R):
    key, sec = g.s(64, HEX), g.s(128, HEX)
    text = (
        "const bitvavo = require('bitvavo')().options({\n"
        f"  APIKEY: '{key}',\n  APISECRET: '{sec}',\n  ACCESSWINDOW: 10000,\n}});"
    )
    return text, [sec, key], sec


@kind(
    "namecheap_api_key_query",
    "https://www.namecheap.com/support/api/intro/ (ApiUser, ApiKey, UserName, ClientIp)",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _namecheap(g: _R):
    v = g.s(32, HEX)
    text = (
        "https://api.namecheap.com/xml.response?ApiUser=acmeops&ApiKey="
        f"{v}&UserName=acmeops&Command=namecheap.domains.dns.getHosts&ClientIp=203.0.113.7&SLD=acme&TLD=dev"
    )
    return text, [v], v


@kind(
    "gandi_personal_access_token",
    "https://api.gandi.net/docs/authentication/",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _gandi(g: _R):
    v = g.s(40, HEX)
    text = f"export GANDI_PAT={v}\nlego --email ops@acme.test --dns gandiv5 --domains '*.acme.dev' run"
    return text, [v], v


@kind(
    "desec_dns_token",
    "https://desec.readthedocs.io/en/latest/auth/tokens.html",
    r"[A-Za-z0-9_.-]{28}",
    prefixless=True,
)
def _desec(g: _R):
    v = g.s(28, ALNUM + "_-")
    text = f'curl -X GET https://desec.io/api/v1/domains/ --header "Authorization: Token {v}"'
    return text, [v], v


@kind(
    "duckdns_update_token",
    "https://www.duckdns.org/spec.jsp",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _duckdns(g: _R):
    v = g.uuid()
    text = f"# crontab -l\n*/5 * * * * curl -ks 'https://www.duckdns.org/update?domains=acme-homelab&token={v}&ip=' >/dev/null"
    return text, [v], v


@kind(
    "civo_cli_config_apikey",
    "https://www.civo.com/docs/overview/civo-cli#api-keys",
    r"[A-Za-z0-9]{50}",
    prefixless=True,
)
def _civo(g: _R):
    v = g.s(50)
    text = "$ cat ~/.civo.json\n" + json.dumps(
        {
            "apikeys": {"acme-prod": v},
            "meta": {"current_apikey": "acme-prod", "default_region": "LON1", "admin": False},
        },
        indent=2,
    )
    return text, [v], v


@kind(
    "koyeb_cli_config_token",
    "https://www.koyeb.com/docs/build-and-deploy/cli/installation#login",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _koyeb(g: _R):
    v = g.s(64)
    text = f'$ cat ~/.koyeb.yaml\nurl: https://app.koyeb.com\ntoken: {v}\norganization: ""\n'
    return text, [v], v


@kind(
    "wasabi_keys_passwd_s3fs",
    "https://docs.wasabi.com/docs/how-do-i-use-s3fs-with-wasabi ; https://github.com/s3fs-fuse/s3fs-fuse#examples",
    r"[A-Za-z0-9+/]{40}",
    prefixless=True,
)
def _s3fs(g: _R):
    ak = g.s(20, UPPER_DIGITS)
    sk = g.s(40, B64)
    text = (
        f"$ echo {ak}:{sk} > ${{HOME}}/.passwd-s3fs && chmod 600 ${{HOME}}/.passwd-s3fs\n"
        "$ s3fs media-archive /mnt/wasabi -o passwd_file=${HOME}/.passwd-s3fs -o url=https://s3.eu-central-2.wasabisys.com"
    )
    return text, [sk, ak], sk


@kind(
    "qiniu_kodo_access_secret",
    "https://developer.qiniu.com/kodo/1277/python (qiniu.Auth(access_key, secret_key))",
    r"[A-Za-z0-9_-]{40}",
    prefixless=True,
)
def _qiniu(g: _R):
    ak, sk = g.s(40, B64URL), g.s(40, B64URL)
    text = (
        "from qiniu import Auth, put_file\n\n"
        f"access_key = '{ak}'\nsecret_key = '{sk}'\n"
        "q = Auth(access_key, secret_key)\ntoken = q.upload_token('static-cdn', key, 3600)\n"
    )
    return text, [sk, ak], sk


@kind(
    "ucloud_public_private_key_cli",
    "https://docs.ucloud.cn/cli/intro (ucloud init --public-key --private-key)",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _ucloud(g: _R):
    pub, priv = g.s(40), g.s(40)
    text = f"$ ucloud init --public-key {pub} --private-key {priv} --profile cn-bj2\nConfigured profile cn-bj2 (region cn-bj2, zone cn-bj2-05)"
    return text, [priv, pub], priv


@kind(
    "contabo_cntb_config",
    "https://api.contabo.com/#section/Authentication ; https://github.com/contabo/cntb#configuration",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _contabo(g: _R):
    sec = g.s(32)
    pw = _pw(g)
    cid = "INT-" + g.digits(8)
    text = (
        "$ cat ~/.cntb.yaml\n"
        f"oauth2-clientid: {cid}\noauth2-client-secret: {sec}\noauth2-user: infra@acme.test\noauth2-password: '{pw}'\n"
    )
    return text, [sec, pw], sec


@kind(
    "sinch_access_key_secret",
    "https://developers.sinch.com/docs/sms/api-reference/authentication/oauth/",
    r"[A-Za-z0-9_~.-]{26}",
    prefixless=True,
)
def _sinch(g: _R):
    kid = g.uuid()
    sec = g.s(26, ALNUM + "_~.-")
    text = f"curl https://auth.sinch.com/oauth2/token -d grant_type=client_credentials --user {kid}:{sec}"
    return text, [sec], sec


@kind(
    "telesign_customer_id_api_key",
    "https://developer.telesign.com/enterprise/docs/authentication",
    r"[A-Za-z0-9+/]{86}==",
    prefixless=True,
)
def _telesign(g: _R):
    cid = g.uuid().upper()
    key = _b64(g, 64)
    text = (
        "from telesign.messaging import MessagingClient\n\n"
        f'customer_id = "{cid}"\napi_key = "{key}"\n'
        "messaging = MessagingClient(customer_id, api_key)\n"
    )
    return text, [key], key


@kind(
    "msg91_authkey_header",
    "https://docs.msg91.com/overview (authkey header)",
    r"[0-9]{6}[A-Za-z0-9]{18}",
    prefixless=True,
)
def _msg91(g: _R):
    v = g.digits(6) + g.s(18)
    text = (
        "curl --request POST --url https://control.msg91.com/api/v5/flow \\\n"
        f"  --header 'authkey: {v}' --header 'content-type: application/json' \\\n"
        '  --data \'{"template_id": "otp_login", "recipients": []}\''
    )
    return text, [v], v


@kind(
    "agora_app_certificate",
    "https://docs.agora.io/en/video-calling/get-started/manage-agora-account#get-the-app-certificate",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _agora(g: _R):
    app, cert = g.s(32, HEX), g.s(32, HEX)
    text = (
        "// token-server/index.js\n"
        f"const APP_ID = '{app}';\nconst APP_CERTIFICATE = '{cert}';\n"
        "const token = RtcTokenBuilder.buildTokenWithUid(APP_ID, APP_CERTIFICATE, channel, uid, role, expire);\n"
    )
    return text, [cert], cert


@kind(
    "bitrise_personal_access_token",
    "https://devcenter.bitrise.io/en/accounts/personal-access-tokens.html",
    r"[A-Za-z0-9_-]{86}",
    prefixless=True,
)
def _bitrise(g: _R):
    v = g.s(86, B64URL)
    text = f"curl -s -H 'Authorization: {v}' https://api.bitrise.io/v0.1/apps | jq '.data[].title'"
    return text, [v], v


@kind(
    "codemagic_api_token",
    "https://docs.codemagic.io/rest-api/codemagic-rest-api/#authentication",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _codemagic(g: _R):
    v = g.s(43, B64URL)
    app = g.s(24, HEX)
    text = (
        "curl -H 'Content-Type: application/json' \\\n"
        f"     -H 'x-auth-token: {v}' \\\n"
        f'     --data \'{{"appId": "{app}", "workflowId": "ios-release", "branch": "main"}}\' \\\n'
        "     -X POST https://api.codemagic.io/builds"
    )
    return text, [v], v


@kind(
    "semaphore_ci_api_token_cli",
    "https://docs.semaphoreci.com/reference/api-v1alpha/#authentication ; https://docs.semaphoreci.com/reference/sem-command-line-tool/",
    r"[A-Za-z0-9_]{20}",
    prefixless=True,
)
def _semaphore(g: _R):
    v = g.s(20, ALNUM + "_")
    text = f"$ sem connect acme.semaphoreci.com {v}\nconnected to acme.semaphoreci.com"
    return text, [v], v


@kind(
    "rollbar_post_server_item_token",
    "https://docs.rollbar.com/docs/access-tokens",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _rollbar(g: _R):
    v = g.s(32, HEX)
    text = f"import rollbar\n\nrollbar.init('{v}', environment='production', code_version=GIT_SHA)"
    return text, [v], v


@kind(
    "bugsnag_notifier_api_key",
    "https://docs.bugsnag.com/platforms/javascript/configuration-options/#apikey",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _bugsnag(g: _R):
    v = g.s(32, HEX)
    text = (
        f"Bugsnag.start({{\n  apiKey: '{v}',\n  appVersion: pkg.version,\n  releaseStage: 'production',\n}})"
    )
    return text, [v], v


@kind(
    "loggly_customer_token_url",
    "https://documentation.solarwinds.com/en/success_center/loggly/content/admin/customer-token-authentication-token.htm",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _loggly(g: _R):
    v = g.uuid()
    text = f"curl -H 'content-type:text/plain' -d 'deploy finished' http://logs-01.loggly.com/inputs/{v}/tag/http/"
    return text, [v], v


@kind(
    "papertrail_api_token_header",
    "https://www.papertrail.com/help/http-api/#authentication",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _papertrail(g: _R):
    v = g.s(20)
    text = f'curl -v -H "X-Papertrail-Token: {v}" "https://papertrailapp.com/api/v1/events/search.json?q=timeout"'
    return text, [v], v


@kind(
    "logzio_shipping_token_url",
    "https://docs.logz.io/docs/user-guide/admin/authentication-tokens/log-shipping-tokens/",
    r"[a-zA-Z]{32}",
    prefixless=True,
)
def _logzio(g: _R):
    v = g.s(32, string.ascii_letters)
    text = f"curl -X POST 'https://listener.logz.io:8071?token={v}&type=deploy' -d '{{\"message\":\"rollout done\"}}'"
    return text, [v], v


@kind(
    "splunk_observability_sf_token",
    "https://docs.splunk.com/observability/en/admin/authentication/authentication-tokens/org-tokens.html",
    r"[A-Za-z0-9_-]{22}",
    prefixless=True,
)
def _signalfx(g: _R):
    v = g.s(22, B64URL)
    text = f"curl -X POST https://ingest.us1.signalfx.com/v2/datapoint -H 'Content-Type: application/json' -H 'X-SF-Token: {v}' -d @gauge.json"
    return text, [v], v


@kind(
    "opsgenie_geniekey_header",
    "https://docs.opsgenie.com/docs/authentication",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _opsgenie(g: _R):
    v = g.uuid()
    text = f'curl -X POST https://api.opsgenie.com/v2/alerts -H "Content-Type: application/json" -H "Authorization: GenieKey {v}" -d \'{{"message": "disk 95%"}}\''
    return text, [v], v


@kind(
    "airbrake_project_key",
    "https://docs.airbrake.io/docs/setup/api-keys/ (project id + project key)",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _airbrake(g: _R):
    v = g.s(32, HEX)
    pid = g.digits(6)
    text = f"# config/initializers/airbrake.rb\nAirbrake.configure do |c|\n  c.project_id = {pid}\n  c.project_key = '{v}'\nend"
    return text, [v], v


@kind(
    "mezmo_ingestion_key_helm",
    "https://docs.mezmo.com/docs/ingestion-key",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _mezmo(g: _R):
    v = g.s(32, HEX)
    text = f"$ kubectl create secret generic logdna-agent-key -n logdna-agent --from-literal=logdna-agent-key={v}\nsecret/logdna-agent-key created"
    return text, [v], v


@kind(
    "instana_agent_key_helm_set",
    "https://www.ibm.com/docs/en/instana-observability/current?topic=agents-installing-kubernetes",
    r"[A-Za-z0-9_-]{22}",
    prefixless=True,
)
def _instana(g: _R):
    v = g.s(22, B64URL)
    text = (
        "helm install instana-agent --namespace instana-agent --create-namespace \\\n"
        f"  --set agent.key={v} \\\n"
        "  --set agent.endpointHost=ingress-red-saas.instana.io --set cluster.name=prod-eu instana/instana-agent"
    )
    return text, [v], v


@kind(
    "lightstep_access_token_header",
    "https://docs.lightstep.com/docs/create-and-manage-access-tokens",
    r"[A-Za-z0-9+/]{84}",
    prefixless=True,
)
def _lightstep(g: _R):
    v = _b64(g, 63)
    text = (
        "exporters:\n  otlp/lightstep:\n    endpoint: ingest.lightstep.com:443\n    headers:\n"
        f'      "lightstep-access-token": "{v}"\n'
    )
    return text, [v], v


@kind(
    "squarespace_commerce_api_key",
    "https://developers.squarespace.com/commerce-apis/authentication-and-permissions ; rules: gitleaks/gitleaks cmd/generate/config/rules/squarespace.go",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _squarespace(g: _R):
    v = g.uuid()
    text = f"curl 'https://api.squarespace.com/1.0/commerce/orders' -H 'Authorization: Bearer {v}' -H 'User-Agent: order-export'"
    return text, [v], v


@kind(
    "bittrex_api_secret",
    "https://bittrex.github.io/api/v3#topic-Authentication ; rules: gitleaks/gitleaks cmd/generate/config/rules/bittrex.go",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _bittrex(g: _R):
    key, sec = g.s(32, HEX), g.s(32, HEX)
    text = f"BITTREX_API_KEY={key}\nBITTREX_API_SECRET={sec}\n"
    return text, [sec, key], sec


# == 3. carriers no earlier set used: app and server configs, secret stores, OS tools =============


@kind(
    "aspnet_machinekey_web_config",
    "https://learn.microsoft.com/en-us/previous-versions/dotnet/netframework-4.0/w8h3skw9(v=vs.100)",
    r"[0-9A-F]{128}",
    prefixless=True,
)
def _machinekey(g: _R):
    val, dec = g.s(128, UHEX), g.s(64, UHEX)
    text = (
        "<system.web>\n"
        f'  <machineKey validationKey="{val}"\n'
        f'              decryptionKey="{dec}"\n'
        '              validation="HMACSHA256" decryption="AES" />\n'
        "</system.web>"
    )
    return text, [val, dec], dec


@kind(
    "joomla_configuration_php",
    "https://docs.joomla.org/Global_configuration (configuration.php: $secret, $password)",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _joomla(g: _R):
    sec = g.s(16)
    pw = _pw(g)
    text = (
        "<?php\nclass JConfig {\n\tpublic $dbtype = 'mysqli';\n\tpublic $host = 'localhost';\n"
        f"\tpublic $user = 'joomla_site';\n\tpublic $password = '{pw}';\n\tpublic $db = 'joomla';\n"
        f"\tpublic $secret = '{sec}';\n\tpublic $mailer = 'smtp';\n}}"
    )
    return text, [sec, pw], sec


@kind(
    "drupal_settings_hash_salt",
    "https://www.drupal.org/docs/getting-started/installing-drupal/step-3-create-settingsphp-and-the-files-directory ; default.settings.php $settings['hash_salt']",
    r"[A-Za-z0-9_-]{74}",
    prefixless=True,
)
def _drupal(g: _R):
    salt = g.s(74, B64URL)
    pw = _pw(g)
    text = (
        "$databases['default']['default'] = [\n  'database' => 'drupal',\n  'username' => 'drupal',\n"
        f"  'password' => '{pw}',\n  'host' => 'db',\n  'driver' => 'mysql',\n];\n"
        f"$settings['hash_salt'] = '{salt}';\n"
    )
    return text, [salt, pw], salt


@kind(
    "magento_env_php_crypt_key",
    "https://experienceleague.adobe.com/en/docs/commerce-operations/configuration-guide/files/config-reference-envphp#crypt",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _magento(g: _R):
    key = g.s(32, HEX)
    pw = _pw(g)
    text = (
        "<?php\nreturn [\n    'crypt' => [\n"
        f"        'key' => '{key}'\n    ],\n    'db' => [\n        'connection' => [\n            'default' => [\n"
        f"                'host' => 'mysql',\n                'username' => 'magento',\n                'password' => '{pw}',\n"
        "            ]\n        ]\n    ],\n];"
    )
    return text, [key, pw], key


@kind(
    "typo3_settings_encryption_key",
    "https://docs.typo3.org/m/typo3/reference-coreapi/main/en-us/Configuration/Typo3ConfVars/SYS.html#confval-globals-typo3-conf-vars-sys-encryptionkey",
    r"[0-9a-f]{96}",
    prefixless=True,
)
def _typo3(g: _R):
    v = g.s(96, HEX)
    text = f"<?php\nreturn [\n    'SYS' => [\n        'encryptionKey' => '{v}',\n        'sitename' => 'Intranet',\n    ],\n];"
    return text, [v], v


@kind(
    "mediawiki_localsettings_secret_key",
    "https://www.mediawiki.org/wiki/Manual:$wgSecretKey ; https://www.mediawiki.org/wiki/Manual:$wgUpgradeKey",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _mediawiki(g: _R):
    sec, up = g.s(64, HEX), g.s(16, HEX)
    text = f'# LocalSettings.php\n$wgSecretKey = "{sec}";\n$wgAuthenticationTokenVersion = "1";\n$wgUpgradeKey = "{up}";\n'
    return text, [sec, up], sec


@kind(
    "nextcloud_config_php_secret",
    "https://docs.nextcloud.com/server/latest/admin_manual/configuration_server/config_sample_php_parameters.html#secret",
    r"[A-Za-z0-9+/]{48}",
    prefixless=True,
)
def _nextcloud(g: _R):
    sec = g.s(48, ALNUM + "+/")
    salt = g.s(30, ALNUM + "+/")
    pw = _pw(g)
    text = (
        '$ sudo -u www-data php occ config:list system --private\n{\n    "system": {\n'
        f'        "passwordsalt": "{salt}",\n        "secret": "{sec}",\n'
        f'        "dbtype": "pgsql",\n        "dbuser": "oc_admin",\n        "dbpassword": "{pw}"\n    }}\n}}'
    )
    return text, [sec, salt, pw], sec


@kind(
    "symfony_dotenv_app_secret",
    "https://symfony.com/doc/current/reference/configuration/framework.html#secret",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _symfony(g: _R):
    v = g.s(32, HEX)
    text = f"###> symfony/framework-bundle ###\nAPP_ENV=prod\nAPP_SECRET={v}\n###< symfony/framework-bundle ###\n"
    return text, [v], v


@kind(
    "craftcms_security_key_env",
    "https://craftcms.com/docs/5.x/reference/config/general.html#securitykey",
    r"[A-Za-z0-9_-]{32}",
    prefixless=True,
)
def _craft(g: _R):
    v = g.s(32, B64URL)
    text = f"CRAFT_APP_ID=CraftCMS--{g.uuid()}\nCRAFT_ENVIRONMENT=production\nCRAFT_SECURITY_KEY={v}\n"
    return text, [v], v


@kind(
    "n8n_encryption_key_compose",
    "https://docs.n8n.io/hosting/configuration/configuration-examples/encryption-key/",
    r"[A-Za-z0-9+/]{32}",
    prefixless=True,
)
def _n8n(g: _R):
    v = g.s(32, ALNUM + "+/")
    text = (
        "services:\n  n8n:\n    image: docker.n8n.io/n8nio/n8n\n    environment:\n"
        f"      - N8N_ENCRYPTION_KEY={v}\n      - WEBHOOK_URL=https://flows.acme.test/\n"
    )
    return text, [v], v


@kind(
    "vaultwarden_admin_token_env",
    "https://github.com/dani-garcia/vaultwarden/wiki/Enabling-admin-page",
    r"[A-Za-z0-9+/]{64}",
    prefixless=True,
)
def _vaultwarden(g: _R):
    v = _b64(g, 48)
    text = f"$ docker run -d --name vaultwarden -e ADMIN_TOKEN={v} -v /vw-data/:/data/ -p 80:80 vaultwarden/server:latest"
    return text, [v], v


@kind(
    "mastodon_vapid_private_key",
    "https://docs.joinmastodon.org/admin/config/#vapid_private_key",
    r"[A-Za-z0-9_-]{43}=",
    prefixless=True,
)
def _mastodon(g: _R):
    priv = base64.urlsafe_b64encode(bytes(g.r.getrandbits(8) for _ in range(32))).decode()
    pub = base64.urlsafe_b64encode(b"\x04" + bytes(g.r.getrandbits(8) for _ in range(64))).decode()
    text = f"# .env.production\nLOCAL_DOMAIN=social.acme.test\nVAPID_PRIVATE_KEY={priv}\nVAPID_PUBLIC_KEY={pub}\n"
    return text, [priv], priv


@kind(
    "metabase_encryption_secret_key",
    "https://www.metabase.com/docs/latest/databases/encrypting-details-at-rest",
    r"[A-Za-z0-9+/]{44}",
    prefixless=True,
)
def _metabase(g: _R):
    v = g.s(44, ALNUM + "+/")
    text = f"$ export MB_ENCRYPTION_SECRET_KEY='{v}'\n$ java -jar metabase.jar"
    return text, [v], v


@kind(
    "superset_config_secret_key",
    "https://superset.apache.org/docs/configuration/configuring-superset/#specifying-a-secret_key",
    r"[A-Za-z0-9+/]{56}",
    prefixless=True,
)
def _superset(g: _R):
    v = g.s(56, ALNUM + "+/")
    text = f"# superset_config.py\nROW_LIMIT = 5000\nSECRET_KEY = '{v}'\nSQLALCHEMY_DATABASE_URI = os.environ['SUPERSET_DB']\n"
    return text, [v], v


@kind(
    "home_assistant_secrets_yaml",
    "https://www.home-assistant.io/docs/configuration/secrets/",
    r".{8,}",
    prefixless=True,
)
def _ha_secrets(g: _R):
    wifi = _pw(g)
    mqtt = g.s(24)
    text = f'# secrets.yaml\nwifi_password: "{wifi}"\nmqtt_password: {mqtt}\nlatitude_home: 52.5\n'
    return text, [wifi, mqtt], mqtt


@kind(
    "quarkus_oidc_credentials_secret",
    "https://quarkus.io/guides/security-oidc-configuration-properties-reference#quarkus-oidc_quarkus-oidc-credentials-secret",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _quarkus(g: _R):
    v = g.s(32)
    text = (
        "# src/main/resources/application.properties\n"
        "quarkus.oidc.auth-server-url=https://sso.acme.test/realms/internal\n"
        "quarkus.oidc.client-id=orders-api\n"
        f"quarkus.oidc.credentials.secret={v}\n"
    )
    return text, [v], v


@kind(
    "micronaut_jwt_generator_secret",
    "https://micronaut-projects.github.io/micronaut-security/latest/guide/#jwt",
    r"[A-Za-z0-9]{48}",
    prefixless=True,
)
def _micronaut(g: _R):
    v = g.s(48)
    text = (
        "micronaut:\n  security:\n    authentication: bearer\n    token:\n      jwt:\n        signatures:\n"
        f"          secret:\n            generator:\n              secret: '{v}'\n"
    )
    return text, [v], v


@kind(
    "hadoop_core_site_s3a_secret_key",
    "https://hadoop.apache.org/docs/stable/hadoop-aws/tools/hadoop-aws/index.html#Authentication_properties",
    r"[A-Za-z0-9+/]{40}",
    prefixless=True,
)
def _s3a(g: _R):
    ak = g.s(20, UPPER_DIGITS)
    sk = g.s(40, B64)
    text = (
        "<property>\n  <name>fs.s3a.access.key</name>\n"
        f"  <value>{ak}</value>\n</property>\n<property>\n  <name>fs.s3a.secret.key</name>\n  <value>{sk}</value>\n</property>"
    )
    return text, [sk], sk


@kind(
    "hive_site_metastore_connection_password",
    "https://cwiki.apache.org/confluence/display/Hive/AdminManual+Metastore+Administration",
    r".{8,}",
    prefixless=True,
)
def _hive(g: _R):
    pw = _pw(g)
    text = (
        "<property>\n  <name>javax.jdo.option.ConnectionUserName</name>\n  <value>hive</value>\n</property>\n"
        f"<property>\n  <name>javax.jdo.option.ConnectionPassword</name>\n  <value>{pw}</value>\n</property>"
    )
    return text, [pw], pw


@kind(
    "kafka_connect_jdbc_connector_config",
    "https://docs.confluent.io/kafka-connectors/jdbc/current/source-connector/source_config_options.html#database",
    r".{8,}",
    prefixless=True,
)
def _kconnect(g: _R):
    pw = _pw(g)
    cfg = {
        "name": "orders-source",
        "config": {
            "connector.class": "io.confluent.connect.jdbc.JdbcSourceConnector",
            "connection.url": "jdbc:postgresql://pg-orders:5432/orders",
            "connection.user": "connect",
            "connection.password": pw,
            "mode": "incrementing",
        },
    }
    text = (
        "$ curl -s localhost:8083/connectors -H 'Content-Type: application/json' -d @- <<'EOF'\n"
        + json.dumps(cfg, indent=2)
        + "\nEOF"
    )
    return text, [pw], pw


@kind(
    "vector_toml_sink_auth_password",
    "https://vector.dev/docs/reference/configuration/sinks/elasticsearch/#auth.password",
    r".{8,}",
    prefixless=True,
)
def _vector(g: _R):
    pw = _pw(g)
    text = (
        '[sinks.es]\ntype = "elasticsearch"\ninputs = ["parse_nginx"]\nendpoints = ["https://es.internal:9200"]\n'
        f'auth.strategy = "basic"\nauth.user = "vector_writer"\nauth.password = "{pw}"\n'
    )
    return text, [pw], pw


@kind(
    "squid_cache_peer_login",
    "http://www.squid-cache.org/Doc/config/cache_peer/ (login=user:password)",
    r".{8,}",
    prefixless=True,
)
def _squid(g: _R):
    pw = _pw(g).replace("#", "!")
    text = f"# /etc/squid/squid.conf\ncache_peer proxy.upstream.test parent 3128 0 no-query default login=edgeproxy:{pw}\nnever_direct allow all\n"
    return text, [pw], pw


@kind(
    "cntlm_conf_password",
    "https://cntlm.sourceforge.net/ (cntlm.conf: Username, Domain, Password / PassNTLMv2)",
    r".{8,}",
    prefixless=True,
)
def _cntlm(g: _R):
    pw = _pw(g)
    ntlm = g.s(32, UHEX)
    text = f"# /etc/cntlm.conf\nUsername\tjdoe\nDomain\t\tCORP\nPassword\t{pw}\nPassNTLMv2\t{ntlm}\nProxy\t\t10.20.0.1:8080\n"
    return text, [pw, ntlm], pw


@kind(
    "apt_auth_conf_d_machine",
    "https://manpages.debian.org/stable/apt/apt_auth.conf.5.en.html",
    r".{8,}",
    prefixless=True,
)
def _apt(g: _R):
    pw = g.s(32)
    text = f"$ sudo cat /etc/apt/auth.conf.d/acme.conf\nmachine apt.acme.test/debian\nlogin ci-mirror\npassword {pw}\n"
    return text, [pw], pw


@kind(
    "yum_repo_file_password",
    "https://man7.org/linux/man-pages/man5/dnf.conf.5.html (repo options: username, password)",
    r".{8,}",
    prefixless=True,
)
def _yum(g: _R):
    pw = _pw(g)
    text = (
        "# /etc/yum.repos.d/acme-internal.repo\n[acme-internal]\nname=ACME internal\n"
        "baseurl=https://rpm.acme.test/el9/$basearch\nusername=rpm-reader\n"
        f"password={pw}\ngpgcheck=1\n"
    )
    return text, [pw], pw


@kind(
    "hostapd_conf_wpa_passphrase",
    "https://w1.fi/cgit/hostap/plain/hostapd/hostapd.conf (wpa_passphrase)",
    r".{8,63}",
    prefixless=True,
)
def _hostapd(g: _R):
    pw = _pw(g)
    text = f"interface=wlan0\nssid=acme-lab\nhw_mode=g\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase={pw}\nrsn_pairwise=CCMP\n"
    return text, [pw], pw


@kind(
    "ppp_chap_secrets",
    "https://manpages.debian.org/stable/ppp/pppd.8.en.html#AUTHENTICATION (/etc/ppp/chap-secrets)",
    r".{8,}",
    prefixless=True,
)
def _chap(g: _R):
    pw = _pw(g)
    text = f'# /etc/ppp/chap-secrets\n# client\tserver\tsecret\t\t\tIP addresses\n"dsl-7731@isp.test"\t*\t"{pw}"\t*\n'
    return text, [pw], pw


@kind(
    "openvpn_auth_user_pass_file",
    "https://openvpn.net/community-resources/reference-manual-for-openvpn-2-6/ (--auth-user-pass file: username, password)",
    r".{8,}",
    prefixless=True,
)
def _ovpn_up(g: _R):
    pw = _pw(g)
    text = f"$ cat /etc/openvpn/client/office.auth\nj.doe\n{pw}\n$ grep auth-user-pass office.conf\nauth-user-pass office.auth"
    return text, [pw], pw


@kind(
    "pg_service_conf_password",
    "https://www.postgresql.org/docs/current/libpq-pgservice.html",
    r".{8,}",
    prefixless=True,
)
def _pgservice(g: _R):
    pw = _pw(g)
    text = f"# ~/.pg_service.conf\n[reporting]\nhost=pg-replica.internal\nport=5432\ndbname=warehouse\nuser=analyst\npassword={pw}\n"
    return text, [pw], pw


@kind(
    "mongodb_replica_set_keyfile",
    "https://www.mongodb.com/docs/manual/tutorial/deploy-replica-set-with-keyfile-access-control/",
    r"[A-Za-z0-9+/]{76}",
    prefixless=True,
)
def _mongokeyfile(g: _R):
    body = _b64(g, 756 * 3 // 4 // 3 * 3)
    lines = [body[i : i + 76] for i in range(0, len(body), 76)]
    text = (
        "$ cat /etc/mongodb/keyfile\n"
        + "\n".join(lines)
        + "\n$ grep keyFile /etc/mongod.conf\n  keyFile: /etc/mongodb/keyfile"
    )
    parts = [ln for ln in lines if len(ln) >= 40]
    return text, parts, lines[0]


@kind(
    "teradata_bteq_logon",
    "https://docs.teradata.com/r/Enterprise_IntelliFlex-Lake-VMware/Basic-Teradata-Query-Reference (.LOGON tdpid/username,password)",
    r".{8,}",
    prefixless=True,
)
def _bteq(g: _R):
    pw = _pw(g).replace(";", "_")
    text = (
        f"bteq <<EOF\n.LOGON tdprod/etl_batch,{pw}\nSELECT COUNT(*) FROM sales.orders;\n.LOGOFF\n.QUIT\nEOF"
    )
    return text, [pw], pw


@kind(
    "firebird_isql_password_flag",
    "https://firebirdsql.org/file/documentation/html/en/firebirddocs/isql/firebird-isql.html#isql-switches",
    r".{8,}",
    prefixless=True,
)
def _firebird(g: _R):
    pw = g.s(8) + g.digits(2)
    text = f"$ isql-fb -user SYSDBA -password {pw} localhost:/var/lib/firebird/data/erp.fdb\nDatabase: localhost:/var/lib/firebird/data/erp.fdb, User: SYSDBA\nSQL>"
    return text, [pw], pw


@kind(
    "dotnet_user_secrets_list",
    "https://learn.microsoft.com/en-us/aspnet/core/security/app-secrets#list-the-secrets",
    r".{8,}",
    prefixless=True,
)
def _usersecrets(g: _R):
    cs = g.s(32)
    pw = _pw(g)
    text = f"$ dotnet user-secrets list\nMovies:ServiceApiKey = {cs}\nSmtp:Password = {pw}\nMovies:ConnectionString = Server=(localdb)\\mssqllocaldb;Database=Movie-1"
    return text, [cs, pw], cs


@kind(
    "windows_schtasks_rp_password",
    "https://learn.microsoft.com/en-us/windows-server/administration/windows-commands/schtasks-create (/ru /rp)",
    r".{8,}",
    prefixless=True,
)
def _schtasks(g: _R):
    pw = _pw(g)
    text = f'C:\\> schtasks /create /tn "NightlyBackup" /tr "C:\\ops\\backup.cmd" /sc daily /st 02:00 /ru CORP\\svc_backup /rp "{pw}"\nSUCCESS: The scheduled task "NightlyBackup" has successfully been created.'
    return text, [pw], pw


@kind(
    "windows_sc_config_service_password",
    "https://learn.microsoft.com/en-us/windows-server/administration/windows-commands/sc-config (obj= password=)",
    r".{8,}",
    prefixless=True,
)
def _scexe(g: _R):
    pw = _pw(g)
    text = f'PS> sc.exe config "AcmeAgent" obj= "CORP\\svc_agent" password= "{pw}"\n[SC] ChangeServiceConfig SUCCESS'
    return text, [pw], pw


@kind(
    "psexec_remote_password_flag",
    "https://learn.microsoft.com/en-us/sysinternals/downloads/psexec (-u user -p password)",
    r".{8,}",
    prefixless=True,
)
def _psexec(g: _R):
    pw = _pw(g)
    text = f'C:\\tools> PsExec64.exe \\\\buildhost07 -u CORP\\deploy -p {pw} -h cmd /c "ipconfig /flushdns"'
    return text, [pw], pw


@kind(
    "iis_applicationhost_processmodel_password",
    "https://learn.microsoft.com/en-us/iis/configuration/system.applicationhost/applicationpools/add/processmodel",
    r".{8,}",
    prefixless=True,
)
def _iis(g: _R):
    pw = _pw(g)
    text = (
        '<add name="OrdersPool" managedRuntimeVersion="v4.0">\n'
        f'    <processModel identityType="SpecificUser" userName="CORP\\svc_orders" password="{pw}" />\n</add>'
    )
    return text, [pw], pw


@kind(
    "aws_secretsmanager_get_secret_value",
    "https://docs.aws.amazon.com/cli/latest/reference/secretsmanager/get-secret-value.html",
    r".{8,}",
    prefixless=True,
)
def _asm(g: _R):
    pw = _pw(g)
    inner = json.dumps({"username": "orders_app", "password": pw, "engine": "postgres", "port": 5432})
    out = {
        "ARN": f"arn:aws:secretsmanager:eu-west-1:{g.digits(12)}:secret:prod/orders/db-{g.s(6)}",
        "Name": "prod/orders/db",
        "VersionId": g.uuid(),
        "SecretString": inner,
        "VersionStages": ["AWSCURRENT"],
    }
    text = "$ aws secretsmanager get-secret-value --secret-id prod/orders/db\n" + json.dumps(out, indent=4)
    return text, [pw], pw


@kind(
    "gcloud_secrets_versions_access",
    "https://cloud.google.com/sdk/gcloud/reference/secrets/versions/access",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _gsm(g: _R):
    v = g.s(40)
    text = f"$ gcloud secrets versions access latest --secret=stripe-webhook-signing --project=acme-prod\n{v}"
    return text, [v], v


@kind(
    "az_keyvault_secret_show_value",
    "https://learn.microsoft.com/en-us/cli/azure/keyvault/secret#az-keyvault-secret-show",
    r".{8,}",
    prefixless=True,
)
def _akv(g: _R):
    pw = _pw(g)
    out = {
        "attributes": {"enabled": True, "recoveryLevel": "Recoverable+Purgeable"},
        "contentType": None,
        "id": f"https://kv-acme-prod.vault.azure.net/secrets/sql-admin/{g.s(32, HEX)}",
        "name": "sql-admin",
        "value": pw,
    }
    text = "$ az keyvault secret show --vault-name kv-acme-prod --name sql-admin\n" + json.dumps(
        out, indent=2
    )
    return text, [pw], pw


@kind(
    "onepassword_op_item_get_reveal",
    "https://developer.1password.com/docs/cli/reference/management-commands/item#item-get",
    r".{8,}",
    prefixless=True,
)
def _op(g: _R):
    pw = _pw(g)
    text = (
        "$ op item get 'Prod Grafana' --vault Infra --fields label=username,label=password --reveal\n"
        f"admin,{pw}"
    )
    return text, [pw], pw


@kind(
    "pass_show_output",
    "https://www.passwordstore.org/ (pass show: the first line is the password)",
    r".{8,}",
    prefixless=True,
)
def _pass(g: _R):
    pw = _pw(g)
    text = f"$ pass show work/vpn/office\n{pw}\nuser: j.doe\nurl: https://vpn.acme.test"
    return text, [pw], pw


@kind(
    "keepassxc_cli_show_protected",
    "https://keepassxc.org/docs/KeePassXC_UserGuide#_command_line_tool (keepassxc-cli show -s)",
    r".{8,}",
    prefixless=True,
)
def _kpxc(g: _R):
    pw = _pw(g)
    text = (
        "$ keepassxc-cli show -s ~/vault.kdbx 'Servers/db-primary'\nEnter password to unlock /home/dev/vault.kdbx:\n"
        f"Title: db-primary\nUserName: postgres\nPassword: {pw}\nURL: postgres://db-primary:5432\nNotes: rotated monthly"
    )
    return text, [pw], pw


@kind(
    "macos_security_find_generic_password",
    "https://ss64.com/mac/security-find-generic-password.html ; man security(1)",
    r".{8,}",
    prefixless=True,
)
def _keychain(g: _R):
    pw = _pw(g)
    text = f"$ security find-generic-password -a \"$USER\" -s 'acme-artifactory' -w\n{pw}"
    return text, [pw], pw


@kind(
    "libsecret_secret_tool_lookup",
    "https://manpages.debian.org/stable/libsecret-tools/secret-tool.1.en.html",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _secrettool(g: _R):
    v = g.s(32)
    text = f"$ secret-tool lookup service smtp.acme.test username notifier\n{v}"
    return text, [v], v


@kind(
    "bitwarden_bw_get_item_json",
    "https://bitwarden.com/help/cli/#get",
    r".{8,}",
    prefixless=True,
)
def _bw(g: _R):
    pw = _pw(g)
    totp = g.s(32, B32)
    item = {
        "object": "item",
        "id": g.uuid(),
        "name": "registry.acme.test",
        "login": {"username": "ci-pusher", "password": pw, "totp": totp},
    }
    text = "$ bw get item registry.acme.test | jq .\n" + json.dumps(item, indent=2)
    return text, [pw, totp], pw


@kind(
    "bun_bunfig_toml_registry_token",
    "https://bun.sh/docs/runtime/bunfig#install-scopes",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _bunfig(g: _R):
    v = g.s(40)
    text = f'# bunfig.toml\n[install.scopes]\n"@acme" = {{ token = "{v}", url = "https://npm.acme.test/" }}\n'
    return text, [v], v


@kind(
    "paket_dependencies_source_password",
    "https://fsprojects.github.io/Paket/nuget-dependencies.html#Password-protected-NuGet-feeds",
    r".{8,}",
    prefixless=True,
)
def _paket(g: _R):
    pw = _pw(g)
    text = f'// paket.dependencies\nsource https://api.nuget.org/v3/index.json\nsource https://nuget.acme.test/v3/index.json username: "build" password: "{pw}" authtype: "basic"\nnuget Acme.Telemetry ~> 4.2\n'
    return text, [pw], pw


@kind(
    "goproxy_url_userinfo",
    "https://go.dev/ref/mod#environment-variables (GOPROXY) ; https://go.dev/ref/mod#private-module-proxy-auth",
    r"[A-Za-z0-9]{36}",
    prefixless=True,
)
def _goproxy(g: _R):
    v = g.s(36)
    text = f"$ go env -w GOPROXY=https://gomod-reader:{v}@athens.acme.test,https://proxy.golang.org,direct\n$ go mod download"
    return text, [v], v


@kind(
    "salt_pillar_sls_password",
    "https://docs.saltproject.io/en/latest/topics/tutorials/pillar.html",
    r".{8,}",
    prefixless=True,
)
def _salt(g: _R):
    pw = _pw(g)
    text = f"# /srv/pillar/postgres.sls\npostgres:\n  users:\n    replicator:\n      password: '{pw}'\n      ensure: present\n"
    return text, [pw], pw


@kind(
    "hiera_eyaml_decrypted_edit",
    "https://github.com/voxpupuli/hiera-eyaml#editing-eyaml-files",
    r".{8,}",
    prefixless=True,
)
def _eyaml(g: _R):
    pw = _pw(g)
    text = f"$ eyaml decrypt -f data/common.eyaml\n---\nprofile::mysql::root_password: DEC::PKCS7[{pw}]!\nprofile::mysql::bind_address: 0.0.0.0\n"
    return text, [pw], pw


@kind(
    "aws_cdk_context_json_secret",
    "https://docs.aws.amazon.com/cdk/v2/guide/context.html",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _cdkctx(g: _R):
    v = g.s(32)
    text = "cdk.json\n" + json.dumps(
        {
            "app": "npx ts-node bin/app.ts",
            "context": {
                "stage": "prod",
                "webhookSigningSecret": v,
                "@aws-cdk/core:stackRelativeExports": True,
            },
        },
        indent=2,
    )
    return text, [v], v
