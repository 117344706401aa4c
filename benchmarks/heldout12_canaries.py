"""Held-out canary set 12: credentials in formats no earlier set used (issue 31).

A canary set nobody has tuned on, of **credentials only**, every kind a format that no earlier
canary set used: the kinds were drawn from names outside ``/work/s20/used_names.txt`` (the 1,380
kind names of sets 1-11 and the tuned set), each a different vendor, token scheme or carrier.

1. **Vendor tokens with a documented prefix** that no set planted before: Harness (``pat.``),
   Octopus Deploy (``API-``), Flutterwave, Shippo, EasyPost, Duffel, Frame.io, Prefect,
   ReadMe, Infracost, MaxMind (``_mmk``), ClickHouse Cloud (``4b1d``), Clojars, OpenShift
   (``sha256~``), Typeform, 42 intra, Adobe (``p8e-``), Defined Networking, Beamer, Yandex
   Cloud IAM (``t1.``) and API keys (``AQVN``), GitLab feature-flag client tokens, Lob,
   GoCardless, Mollie, Paystack, Mercado Pago, Midtrans, Xendit, Langfuse, Asana, ClickUp,
   Trello (``ATTA``), Intercom (base64 ``tok:``), Stytch, ConfigCat, Flagsmith, Statsig,
   Sanity, WooCommerce, Africa's Talking, Telnyx, Adafruit IO, PubNub, Akamai EdgeGrid,
   TeamCity -- payment, telephony, CI/CD, observability, feature flags, CMS, e-commerce, IoT.
2. **Vendor secrets with no prefix** (only the surrounding names say what they are): Meraki,
   Sumo Logic, Finnhub, Etsy, KuCoin, Kraken, Binance, Etherscan, Alchemy, Infura, Twitch,
   RapidAPI, Mattermost, MessageBird, Sendbird, LinkedIn, X/Twitter, Meta app secret, Ably,
   Unleash, Mixpanel, Amplitude, Segment, Ghost, DatoCMS, Strapi, BigCommerce, NAVER Cloud,
   Baidu BCE, Volcengine, Kakao, HERE, TomTom, MapTiler, Typesense, Meilisearch, SerpApi,
   Dropbox Sign, BambooHR, Plivo, Vonage, Infobip, Particle, Blynk, ThingSpeak, balena,
   Authorize.Net, Hex.pm, BuildBuddy (``.bazelrc`` ``--remote_header``), Sidekiq Pro
   (Bundler config) -- crypto exchanges, regional clouds, maps, search, e-signature, HR, IoT.
3. **Carriers and syntaxes no set used**, each holding a prefixless password, shared key or
   token: ``liquibase.properties``, ``flyway.conf``, ``hibernate.cfg.xml``, Sequelize
   ``config.json``, ``knexfile.js``, ``cqlshrc``, ``NEO4J_AUTH``, CouchDB ``local.ini``
   ``[admins]``, ``hdbuserstore SET``, Db2 ``CONNECT ... USING``, ``sqlplus user/pw@``,
   ``mkstore -createCredential``, Vagrantfile, Packer HCL ``winrm_password``, cloud-init
   ``chpasswd``, kickstart ``rootpw --plaintext``, Debian preseed, ``.muttrc``, Kustomize
   ``secretGenerator`` literals, ``serverless.yml``, Argo ``-p``, Tekton PipelineRun params,
   ``spark.authenticate.secret``, Great Expectations ``config_variables.yml``, launchd plist
   ``EnvironmentVariables``, ``cmdkey /pass:``, ``setx``, ``jupyter_server_config.py``,
   systemd ``SetCredential=``, Asterisk ``pjsip.conf``, Icinga 2 ``ApiUser``, Alertmanager
   ``smtp_auth_password``, Fluent Bit ``HTTP_Passwd``, Logstash ``password =>``, RouterOS
   ``/user add``, Dovecot passwd-file ``{PLAIN}``, ``fly set-pipeline -v``, Azure Pipelines
   ``variables:``, ``flux create secret git``, ``skopeo --dest-creds``, ``rsyncd.secrets``,
   ``~/.boto`` GCS HMAC, WebLogic ``boot.properties``, WildFly ``add-user.sh``, Chef
   ``encrypted_data_bag_secret``, ``poetry config http-basic``, ``conan remote login``,
   ``~/.sbt/.credentials``, ``DENO_AUTH_TOKENS``, Dart ``pub-tokens.json``, ``.condarc``
   ``/t/<token>/`` channels.

How it was kept apart: written in one sitting at commit ``a3cb3c7`` from public documentation
and public rule sets. The ``search`` tool was used to read gitleaks' ``config/gitleaks.toml``
(its rule ids and regexes: the shapes of the kinds citing it) and to check the token shapes of
Telnyx, Unleash, Ably, Stytch, PubNub and TeamCity in their documentation (and, for TeamCity,
the ``eyJ0eXAiOiAiVENWMiJ9.`` shape in public code); the other kinds cite the vendor's or
tool's own documentation page, written from knowledge of those pages (not each re-read).
Only lines 1-160 of ``heldout_canaries.py`` (alphabets, ``HeldOut``, ``_R``, ``Registry``),
``heldout_eval.py``, ``tests/test_heldout_canaries.py``, the head of ``heldout9_canaries.py``
(docstring and imports) and the list of used kind names were read; no redaction code,
redaction test, label file, other canary set, source list or result was read, and no kind was
changed after seeing a figure (the only run was the ``--no-redact`` control, read through a
script that prints only plants absent without redaction). Values are random per seed, never a
real credential; no kind here needs a check digit.

147 kinds, all credentials (0 personal data), 101 of them prefixless (only their context is a
clue). ``bare`` is the one-line value; very long tokens (Sanity, Strapi) are cut in ``bare``.

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout12_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import json
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
__all__ = ["GENERATORS", "SOURCES", "_R", "fresh", "heldout_canaries", "kind"]

GL = "rules: gitleaks/gitleaks/config/gitleaks.toml"
UPPER_HEX = "0123456789ABCDEF"
LOWER = string.ascii_lowercase


_WORDS = [
    "lantern",
    "orbit",
    "pebble",
    "saffron",
    "gravel",
    "tundra",
    "mosaic",
    "harbor",
    "cobalt",
    "thimble",
    "walnut",
    "glacier",
    "prairie",
    "ember",
    "quiver",
    "basalt",
    "meadow",
    "lilac",
]


def _pw(g: _R, avoid: str = "") -> str:
    """A human-made password without the characters ``avoid`` (those its carrier would escape)."""
    while True:
        style = g.r.random()
        if style < 0.4:
            p = g.password()
        elif style < 0.7:  # a generated password (password-manager style)
            p = g.s(20, ALNUM + "!%*+-._~^")
        else:  # a passphrase of words, a number and a separator
            sep = g.r.choice("-._ ")
            p = sep.join(g.r.sample(_WORDS, 4)) + sep + g.digits(2)
        if not any(c in p for c in avoid):
            return p


def _host(g: _R) -> str:
    return g.r.choice(["db-eu1", "pg-main", "orders", "ledger", "reports", "billing"]) + "-" + g.digits(2)


def _user(g: _R) -> str:
    return g.r.choice(["svc_deploy", "app_rw", "etl_loader", "ci-bot", "reporting", "backend"])


# -- vendor tokens with a prefix (rule sets' shapes) -------------------------------------------


@kind("harness_pat_cli_login", GL + " (harness-api-key)", r"pat\.[\w-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}")
def _harness(g):
    """Harness personal access token in a `harness login` command line."""
    acct = g.s(22, B64URL)
    tok = f"pat.{acct}.{g.s(24)}.{g.s(20)}"
    text = f"$ harness login --api-token {tok} --account-id {acct}\nLogged in to account {acct}"
    return text, [tok], tok


@kind("octopus_deploy_api_key", GL + " (octopus-deploy-api-key)", r"API-[A-Z0-9]{26}")
def _octopus(g):
    """Octopus Deploy API key passed to the octo CLI in a CI script."""
    key = "API-" + g.s(26, UPPER_DIGITS)
    text = (
        "dotnet octo push --package ./artifacts/Shop.Web.1.4.2.nupkg \\\n"
        f"  --server https://deploy.example.internal --apiKey {key} --replace-existing"
    )
    return text, [key], key


@kind("flutterwave_live_secret_key", GL + " (flutterwave-secret-key)", r"FLWSECK-[a-f0-9]{32}-X")
def _flutterwave(g):
    """Flutterwave live secret key in a Laravel .env."""
    key = "FLWSECK-" + g.s(32, HEX) + "-X"
    pub = "FLWPUBK-" + g.s(32, HEX) + "-X"
    text = f"FLW_PUBLIC_KEY={pub}\nFLW_SECRET_KEY={key}\nFLW_SECRET_HASH=webhook-hash-{g.s(8, LOWER_DIGITS)}"
    return text, [key], key


@kind("shippo_live_token_python", GL + " (shippo-api-token)", r"shippo_live_[a-f0-9]{40}")
def _shippo(g):
    """Shippo live API token in Python SDK setup."""
    tok = "shippo_live_" + g.s(40, HEX)
    text = f'import shippo\nfrom shippo.models import components\n\nclient = shippo.Shippo(api_key_header="ShippoToken {tok}")\n'
    return text, [tok], tok


@kind("easypost_production_key_ruby", GL + " (easypost-api-token)", r"EZAK[A-Za-z0-9]{54}")
def _easypost(g):
    """EasyPost production key in a Ruby initializer."""
    tok = "EZAK" + g.s(54)
    text = f'# config/initializers/easypost.rb\nEASYPOST = EasyPost::Client.new(api_key: "{tok}")\n'
    return text, [tok], tok


@kind("duffel_live_access_token", GL + " (duffel-api-token)", r"duffel_live_[\w=-]{43}")
def _duffel(g):
    """Duffel (flights) live access token in a TypeScript client."""
    tok = "duffel_live_" + g.s(43, B64URL)
    text = f"import {{ Duffel }} from '@duffel/api'\n\nexport const duffel = new Duffel({{\n  token: '{tok}',\n}})\n"
    return text, [tok], tok


@kind("frameio_developer_token", GL + " (frameio-api-token)", r"fio-u-[\w=-]{64}")
def _frameio(g):
    """Frame.io developer token in a curl call."""
    tok = "fio-u-" + g.s(64, B64URL)
    text = f'curl -s https://api.frame.io/v2/me -H "Authorization: Bearer {tok}" | jq .email'
    return text, [tok], tok


@kind("prefect_cloud_api_key", GL + " (prefect-api-token)", r"pnu_[A-Za-z0-9]{36}")
def _prefect(g):
    """Prefect Cloud API key in `prefect cloud login` and its profiles.toml."""
    tok = "pnu_" + g.s(36)
    text = (
        f"$ prefect cloud login -k {tok}\nAuthenticated with Prefect Cloud! Using workspace 'acme/prod'.\n"
        f'$ cat ~/.prefect/profiles.toml\n[profiles.prod]\nPREFECT_API_KEY = "{tok}"\n'
    )
    return text, [tok], tok


@kind("readme_api_key_rdme_cli", GL + " (readme-api-token)", r"rdme_[a-z0-9]{70}")
def _readme(g):
    """ReadMe API key given to the rdme CLI in a GitHub workflow run line."""
    tok = "rdme_" + g.s(70, LOWER_DIGITS)
    text = f"      - run: npx rdme openapi openapi.yaml --key={tok} --id=64f1c2d9e0a7"
    return text, [tok], tok


@kind("infracost_api_key", GL + " (infracost-api-token)", r"ico-[A-Za-z0-9]{32}")
def _infracost(g):
    """Infracost API key in its credentials.yml."""
    tok = "ico-" + g.s(32)
    text = f'$ cat ~/.config/infracost/credentials.yml\nversion: "0.1"\napi_key: {tok}\npricing_api_endpoint: https://pricing.api.infracost.io\n'
    return text, [tok], tok


@kind("maxmind_license_key_geoip_conf", GL + " (maxmind-license-key)", r"[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk")
def _maxmind(g):
    """MaxMind license key in /etc/GeoIP.conf (geoipupdate)."""
    acct = g.digits(6)
    key = f"{g.s(6)}_{g.s(29)}_mmk"
    text = f"# /etc/GeoIP.conf\nAccountID {acct}\nLicenseKey {key}\nEditionIDs GeoLite2-ASN GeoLite2-City GeoLite2-Country\n"
    return text, [key], key


@kind("clickhouse_cloud_api_secret", GL + " (clickhouse-cloud-api-secret-key)", r"4b1d[A-Za-z0-9]{38}")
def _chcloud(g):
    """ClickHouse Cloud API key id and secret used with curl basic auth."""
    kid = g.s(20)
    sec = "4b1d" + g.s(38)
    text = f"curl --user '{kid}:{sec}' https://api.clickhouse.cloud/v1/organizations"
    return text, [sec], sec


@kind("clojars_deploy_token_lein", GL + " (clojars-api-token)", r"CLOJARS_[a-z0-9]{60}")
def _clojars(g):
    """Clojars deploy token in Leiningen's ~/.lein/profiles.clj repository auth."""
    tok = "CLOJARS_" + g.s(60, LOWER_DIGITS)
    text = (
        '{:auth {:repository-auth {#"clojars" {:username "mkowal"\n'
        f'                                       :password "{tok}"}}}}}}}}\n'
    )
    return text, [tok], tok


@kind("openshift_oc_login_token", GL + " (openshift-user-token)", r"sha256~[\w-]{43}")
def _openshift(g):
    """OpenShift user token in an `oc login` command copied from the web console."""
    tok = "sha256~" + g.s(43, B64URL)
    text = f'oc login --token={tok} --server=https://api.ocp4.example.internal:6443\nLogged into "https://api.ocp4.example.internal:6443" as "mkowal" using the token provided.'
    return text, [tok], tok


@kind("typeform_personal_token", GL + " (typeform-api-token)", r"tfp_[a-z0-9_.=-]{59}")
def _typeform(g):
    """Typeform personal token in a .env."""
    tok = "tfp_" + g.s(59, LOWER_DIGITS + "_-")
    text = f"TYPEFORM_TOKEN={tok}\nTYPEFORM_FORM_ID={g.s(8)}\n"
    return text, [tok], tok


@kind("intra42_client_secret", GL + " (intra42-client-secret)", r"s-s4t2ud-[a-f0-9]{64}")
def _intra42(g):
    """42 school intranet OAuth client secret in a Django settings file."""
    sec = "s-s4t2ud-" + g.s(64, HEX)
    cid = "u-s4t2ud-" + g.s(64, HEX)
    text = f'FT_CLIENT_ID = "{cid}"\nFT_CLIENT_SECRET = "{sec}"\nFT_REDIRECT_URI = "https://transcendence.local/callback"\n'
    return text, [sec], sec


@kind("adobe_oauth_client_secret", GL + " (adobe-client-secret)", r"p8e-[A-Za-z0-9]{32}")
def _adobe(g):
    """Adobe Developer Console OAuth server-to-server client secret in a token request."""
    sec = "p8e-" + g.s(32)
    text = (
        "curl -X POST 'https://ims-na1.adobelogin.com/ims/token/v3' \\\n"
        f"  -d 'grant_type=client_credentials&client_id={g.s(32, HEX)}&client_secret={sec}&scope=openid,AdobeID'"
    )
    return text, [sec], sec


@kind("defined_networking_dnkey", GL + " (defined-networking-api-token)", r"dnkey-[\w=-]{26}-[\w=-]{52}")
def _dnkey(g):
    """Defined Networking (managed Nebula) API key in a Terraform provider env."""
    tok = f"dnkey-{g.s(26, UPPER_DIGITS)}-{g.s(52, UPPER_DIGITS)}"
    text = f"export DN_API_KEY={tok}\nterraform apply -target=definednet_host.lighthouse"
    return text, [tok], tok


@kind("beamer_api_key", GL + " (beamer-api-token)", r"b_[\w=-]{44}")
def _beamer(g):
    """Beamer (changelog widget) API key in a curl call."""
    tok = "b_" + g.s(44, B64URL)
    text = f"curl https://api.getbeamer.com/v0/posts -H 'Beamer-Api-Key: {tok}' -d title=Release"
    return text, [tok], tok


@kind(
    "sidekiq_pro_bundler_credentials", GL + " (sidekiq-secret)", r"[a-f0-9]{8}:[a-f0-9]{8}", prefixless=True
)
def _sidekiq(g):
    """Sidekiq Pro licence credentials as Bundler config (hex:hex, no prefix)."""
    cred = g.s(8, HEX) + ":" + g.s(8, HEX)
    text = (
        f'$ cat .bundle/config\n---\nBUNDLE_GEMS__CONTRIBSYS__COM: "{cred}"\nBUNDLE_PATH: "vendor/bundle"\n'
    )
    return text, [cred], cred


@kind("yandex_cloud_iam_token", GL + " (yandex-access-token)", r"t1\.[\w-]+=*\.[\w-]{86}=*")
def _yc_iam(g):
    """Yandex Cloud IAM token printed by `yc iam create-token` and used in a header."""
    tok = f"t1.{g.s(88, B64URL)}.{g.s(86, B64URL)}"
    text = f'$ yc iam create-token\n{tok}\n$ curl -H "Authorization: Bearer {tok}" https://resource-manager.api.cloud.yandex.net/resource-manager/v1/clouds'
    return text, [tok], tok


@kind("yandex_api_key_aqvn", GL + " (yandex-api-key)", r"AQVN[\w-]{35,38}")
def _yc_api(g):
    """Yandex Cloud service-account API key in a SpeechKit request header."""
    tok = "AQVN" + g.s(36, B64URL)
    text = f"curl -H \"Authorization: Api-Key {tok}\" --data-binary @speech.ogg 'https://stt.api.cloud.yandex.net/speech/v1/stt:recognize?lang=ru-RU'"
    return text, [tok], tok


@kind("gitlab_feature_flags_client_token", GL + " (gitlab-feature-flag-client-token)", r"glffct-[\w-]{20}")
def _glffct(g):
    """GitLab feature-flag (Unleash-compatible) client token in an app config."""
    tok = "glffct-" + g.s(20, B64URL)
    text = f"UNLEASH_URL=https://gitlab.example.com/api/v4/feature_flags/unleash/42\nUNLEASH_INSTANCE_ID={tok}\nUNLEASH_APP_NAME=production\n"
    return text, [tok], tok


@kind("lob_live_api_key", GL + " (lob-api-key)", r"live_[a-f0-9]{35}")
def _lob(g):
    """Lob (print and mail) live secret key in a Node client."""
    tok = "live_" + g.s(35, HEX)
    text = f"const {{ Configuration, LettersApi }} = require('@lob/lob-typescript-sdk');\nconst config = new Configuration({{ username: '{tok}' }});\n"
    return text, [tok], tok


@kind("gocardless_live_access_token", GL + " (gocardless-api-token)", r"live_[A-Za-z0-9_=-]{40}")
def _gocardless(g):
    """GoCardless live access token in a Python client constructor."""
    tok = "live_" + g.s(40, B64URL)
    text = f"import gocardless_pro\nclient = gocardless_pro.Client(\n    access_token='{tok}',\n    environment='live',\n)\n"
    return text, [tok], tok


@kind(
    "mollie_live_api_key",
    "https://docs.mollie.com/reference/authentication",
    r"live_[A-Za-z0-9]{30}",
)
def _mollie(g):
    """Mollie live API key in a PHP client."""
    tok = "live_" + g.s(30)
    text = f'$mollie = new \\Mollie\\Api\\MollieApiClient();\n$mollie->setApiKey("{tok}");\n'
    return text, [tok], tok


@kind(
    "paystack_live_secret_key",
    "https://paystack.com/docs/api/authentication/",
    r"sk_live_[a-f0-9]{40}",
)
def _paystack(g):
    """Paystack live secret key in an Authorization header (curl)."""
    tok = "sk_live_" + g.s(40, HEX)
    text = f'curl https://api.paystack.co/transaction/initialize -H "Authorization: Bearer {tok}" -d email=ops@example.com -d amount=20000'
    return text, [tok], tok


@kind(
    "mercadopago_access_token",
    "https://www.mercadopago.com.br/developers/en/docs/your-integrations/credentials",
    r"APP_USR-\d{16}-\d{6}-[a-f0-9]{32}-\d{9}",
)
def _mercadopago(g):
    """Mercado Pago production access token in a Node SDK config."""
    tok = f"APP_USR-{g.digits(16)}-{g.digits(6)}-{g.s(32, HEX)}-{g.digits(9)}"
    text = f"import {{ MercadoPagoConfig, Preference }} from 'mercadopago';\nconst client = new MercadoPagoConfig({{ accessToken: '{tok}' }});\n"
    return text, [tok], tok


@kind(
    "midtrans_server_key",
    "https://docs.midtrans.com/docs/access-keys",
    r"Mid-server-[A-Za-z0-9_-]{24}",
)
def _midtrans(g):
    """Midtrans production server key in a config/midtrans.php."""
    tok = "Mid-server-" + g.s(24, B64URL)
    text = f"<?php\nreturn [\n    'merchant_id' => 'G{g.digits(9)}',\n    'server_key' => '{tok}',\n    'is_production' => true,\n];\n"
    return text, [tok], tok


@kind(
    "xendit_production_secret_key",
    "https://docs.xendit.co/apikey",
    r"xnd_production_[A-Za-z0-9]{60}",
)
def _xendit(g):
    """Xendit production secret key used as basic-auth user in curl."""
    tok = "xnd_production_" + g.s(60)
    text = f"curl https://api.xendit.co/balance -u {tok}:"
    return text, [tok], tok


@kind(
    "langfuse_secret_key",
    "https://langfuse.com/docs/sdk/python/low-level-sdk",
    r"sk-lf-[0-9a-f-]{36}",
)
def _langfuse(g):
    """Langfuse secret/public key pair in a .env."""
    sk = "sk-lf-" + g.uuid()
    pk = "pk-lf-" + g.uuid()
    text = f"LANGFUSE_SECRET_KEY={sk}\nLANGFUSE_PUBLIC_KEY={pk}\nLANGFUSE_HOST=https://cloud.langfuse.com\n"
    return text, [sk], sk


@kind(
    "asana_personal_access_token",
    "https://developers.asana.com/docs/personal-access-token",
    r"2/\d{16}/\d{16}:[a-f0-9]{32}",
)
def _asana(g):
    """Asana personal access token (v2 shape) in a Python script."""
    tok = f"2/{g.digits(16)}/{g.digits(16)}:{g.s(32, HEX)}"
    text = f'import asana\nconfiguration = asana.Configuration()\nconfiguration.access_token = "{tok}"\n'
    return text, [tok], tok


@kind(
    "clickup_personal_token",
    "https://clickup.com/api/developer-portal/authentication/",
    r"pk_\d{6,9}_[A-Z0-9]{32}",
)
def _clickup(g):
    """ClickUp personal API token in an Authorization header."""
    tok = f"pk_{g.digits(8)}_{g.s(32, UPPER_DIGITS)}"
    text = f"curl -H 'Authorization: {tok}' https://api.clickup.com/api/v2/team"
    return text, [tok], tok


@kind(
    "trello_api_token_atta",
    "https://developer.atlassian.com/cloud/trello/guides/rest-api/api-introduction/",
    r"ATTA[a-f0-9]{64}[A-F0-9]{8}",
)
def _trello(g):
    """Trello API key and token in a REST query string."""
    key = g.s(32, HEX)
    tok = "ATTA" + g.s(64, HEX) + g.s(8, UPPER_HEX)
    text = f"curl 'https://api.trello.com/1/members/me/boards?key={key}&token={tok}'"
    return text, [tok], tok


@kind(
    "intercom_access_token_b64",
    GL
    + " (intercom-api-key); https://developers.intercom.com/docs/build-an-integration/learn-more/authentication",
    r"dG9rO[A-Za-z0-9+/]{54}=",
)
def _intercom(g):
    """Intercom access token (base64 of tok:<uuid>:1:0) in a Ruby client."""
    raw = f"tok:{g.uuid()}:1:0".encode()
    tok = base64.b64encode(raw).decode()
    text = f"intercom = Intercom::Client.new(token: '{tok}')\nintercom.contacts.find(id: '{g.s(24, HEX)}')\n"
    return text, [tok], tok


@kind(
    "stytch_live_secret",
    "https://stytch.com/docs/api",
    r"secret-live-[A-Za-z0-9_=-]{36}",
)
def _stytch(g):
    """Stytch project id and live secret in a Go client."""
    sec = "secret-live-" + g.s(36, B64URL)
    pid = "project-live-" + g.uuid()
    text = f'client, err := b2c.NewClient(\n\t"{pid}",\n\t"{sec}",\n)\n'
    return text, [sec], sec


@kind(
    "configcat_sdk_key",
    "https://configcat.com/docs/sdk-reference/overview/#sdk-key",
    r"configcat-sdk-1/[A-Za-z0-9_-]{22}/[A-Za-z0-9_-]{22}",
)
def _configcat(g):
    """ConfigCat SDK key in a .NET appsettings.json."""
    tok = f"configcat-sdk-1/{g.s(22, B64URL)}/{g.s(22, B64URL)}"
    text = json.dumps({"ConfigCat": {"SdkKey": tok, "PollIntervalSeconds": 60}}, indent=2)
    return text, [tok], tok


@kind(
    "flagsmith_server_side_key",
    "https://docs.flagsmith.com/clients/server-side",
    r"ser\.[A-Za-z0-9]{22}",
)
def _flagsmith(g):
    """Flagsmith server-side environment key in a Python client."""
    tok = "ser." + g.s(22)
    text = f'from flagsmith import Flagsmith\nflagsmith = Flagsmith(environment_key="{tok}")\n'
    return text, [tok], tok


@kind(
    "statsig_server_secret",
    "https://docs.statsig.com/server/concepts/initialize",
    r"secret-[A-Za-z0-9]{43}",
)
def _statsig(g):
    """Statsig server secret key in a Node init call."""
    tok = "secret-" + g.s(43)
    text = f"const Statsig = require('statsig-node');\nawait Statsig.initialize('{tok}', {{ environment: {{ tier: 'production' }} }});\n"
    return text, [tok], tok


@kind(
    "sanity_api_token",
    "https://www.sanity.io/docs/http-auth",
    r"sk[A-Za-z0-9]{180}",
)
def _sanity(g):
    """Sanity robot token in a Next.js .env.local."""
    tok = "sk" + g.s(180)
    text = f"NEXT_PUBLIC_SANITY_PROJECT_ID={g.s(8, LOWER_DIGITS)}\nNEXT_PUBLIC_SANITY_DATASET=production\nSANITY_API_WRITE_TOKEN={tok}\n"
    return text, [tok], tok[:120]


@kind(
    "woocommerce_rest_keys",
    "https://woocommerce.github.io/woocommerce-rest-api-docs/#authentication",
    r"cs_[a-f0-9]{40}",
)
def _woo(g):
    """WooCommerce REST consumer key and secret as curl basic auth."""
    ck = "ck_" + g.s(40, HEX)
    cs = "cs_" + g.s(40, HEX)
    text = f"curl https://shop.example.com/wp-json/wc/v3/orders -u {ck}:{cs}"
    return text, [cs, ck], cs


@kind(
    "africastalking_api_key",
    "https://developers.africastalking.com/docs/authentication",
    r"atsk_[a-f0-9]{64}",
)
def _at(g):
    """Africa's Talking API key in a Python SMS script."""
    tok = "atsk_" + g.s(64, HEX)
    text = f'import africastalking\nafricastalking.initialize(username="sandbox", api_key="{tok}")\nsms = africastalking.SMS\n'
    return text, [tok], tok


@kind(
    "telnyx_api_key_v2",
    "https://developers.telnyx.com/development/api-fundamentals/authentication ; https://developers.telnyx.com/development/cli/legacy/authentication",
    r"KEY[0-9A-F]{32}_[A-Za-z0-9]{22}",
)
def _telnyx(g):
    """Telnyx v2 API key in a bearer header."""
    tok = "KEY" + g.s(32, UPPER_HEX) + "_" + g.s(22)
    text = f'curl -X POST https://api.telnyx.com/v2/messages -H "Authorization: Bearer {tok}" -d \'{{"to":"+15550100","text":"hi"}}\''
    return text, [tok], tok


@kind(
    "adafruit_io_key_settings_toml",
    GL + " (adafruit-api-key); https://io.adafruit.com/api/docs/#authentication",
    r"aio_[A-Za-z0-9]{28}",
)
def _aio(g):
    """Adafruit IO key in a CircuitPython settings.toml."""
    tok = "aio_" + g.s(28)
    text = (
        f'CIRCUITPY_WIFI_SSID = "greenhouse"\nADAFRUIT_AIO_USERNAME = "mkowal"\nADAFRUIT_AIO_KEY = "{tok}"\n'
    )
    return text, [tok], tok


@kind(
    "pubnub_secret_key",
    "https://www.pubnub.com/docs/portal/keysets",
    r"sec-c-[A-Za-z0-9]{48}",
)
def _pubnub(g):
    """PubNub publish/subscribe/secret keys in a Swift config."""
    sec = "sec-c-" + g.s(48)
    text = (
        "let config = PubNubConfiguration(\n"
        f'  publishKey: "pub-c-{g.uuid()}",\n  subscribeKey: "sub-c-{g.uuid()}",\n'
        f'  userId: "ios-app",\n  secretKey: "{sec}"\n)\n'
    )
    return text, [sec], sec


@kind(
    "akamai_edgerc",
    "https://techdocs.akamai.com/developer/docs/set-up-authentication-credentials",
    r"akab-[a-z0-9]{16}-[a-z0-9]{16}",
)
def _akamai(g):
    """Akamai EdgeGrid .edgerc: access token (akab-) and a prefixless client secret."""
    host = f"akab-{g.s(16, LOWER_DIGITS)}-{g.s(16, LOWER_DIGITS)}.luna.akamaiapis.net"
    tok = f"akab-{g.s(16, LOWER_DIGITS)}-{g.s(16, LOWER_DIGITS)}"
    sec = g.s(43, B64) + "="
    ctok = f"akab-{g.s(16, LOWER_DIGITS)}-{g.s(16, LOWER_DIGITS)}"
    text = f"[default]\nclient_secret = {sec}\nhost = {host}\naccess_token = {tok}\nclient_token = {ctok}\n"
    return text, [tok, sec], tok


@kind(
    "teamcity_access_token",
    "https://www.jetbrains.com/help/teamcity/configuring-your-user-profile.html#Managing+Access+Tokens ; https://github.com/JetBrains/teamcity-cli/blob/main/docs/teamcity-cli-authentication.md",
    r"eyJ0eXAiOiAiVENWMiJ9\.[A-Za-z0-9+/]{36}\.[A-Za-z0-9+/]{48}",
)
def _teamcity(g):
    """TeamCity access token (TCV2 header, base64 id, base64 uuid) in a REST call."""
    tid = base64.b64encode(g.s(27, B64URL).encode()).decode()
    secret = base64.b64encode(g.uuid().encode()).decode()
    tok = f"eyJ0eXAiOiAiVENWMiJ9.{tid}.{secret}"
    text = (
        f'curl -H "Authorization: Bearer {tok}" '
        "https://teamcity.example.internal/app/rest/builds?locator=running:true"
    )
    return text, [tok], tok


@kind(
    "buildbuddy_api_key_bazelrc",
    "https://www.buildbuddy.io/docs/guide-auth/",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _buildbuddy(g):
    """BuildBuddy API key as a --remote_header in a checked-in .bazelrc."""
    tok = g.s(20)
    text = (
        "build:remote --bes_results_url=https://app.buildbuddy.io/invocation/\n"
        "build:remote --bes_backend=grpcs://remote.buildbuddy.io\n"
        f"build:remote --remote_header=x-buildbuddy-api-key={tok}\n"
    )
    return text, [tok], tok


# -- vendor secrets with no prefix (only the context says what they are) --------------------


@kind("meraki_dashboard_api_key", GL + " (cisco-meraki-api-key)", r"[0-9a-f]{40}", prefixless=True)
def _meraki(g):
    """Cisco Meraki Dashboard API key in a Python SDK call."""
    tok = g.s(40, HEX)
    text = f"import meraki\ndashboard = meraki.DashboardAPI('{tok}', suppress_logging=True)\n"
    return text, [tok], tok


@kind(
    "sumologic_access_key_pair",
    GL + " (sumologic-access-id, sumologic-access-token)",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _sumo(g):
    """Sumo Logic access id and access key as a collector's user.properties."""
    aid = "su" + g.s(12)
    key = g.s(64)
    text = f"name=web-01\naccessid={aid}\naccesskey={key}\nephemeral=true\n"
    return text, [key, aid], key


@kind("finnhub_token_query", GL + " (finnhub-access-token)", r"[a-z0-9]{20}", prefixless=True)
def _finnhub(g):
    """Finnhub API token in a request URL's token parameter."""
    tok = g.s(20, LOWER_DIGITS)
    text = f"GET https://finnhub.io/api/v1/quote?symbol=AAPL&token={tok} 200 OK (41 ms)"
    return text, [tok], tok


@kind(
    "etsy_keystring_shared_secret",
    GL + " (etsy-access-token); https://developers.etsy.com/documentation/essentials/authentication",
    r"[a-z0-9]{24}",
    prefixless=True,
)
def _etsy(g):
    """Etsy app keystring and shared secret in a Rails credentials dump."""
    ks = g.s(24, LOWER_DIGITS)
    ss = g.s(10, LOWER_DIGITS)
    text = f"$ bin/rails credentials:show\netsy:\n  keystring: {ks}\n  shared_secret: {ss}\n"
    return text, [ks, ss], ks


@kind(
    "kucoin_api_key_secret_passphrase",
    GL + " (kucoin-access-token, kucoin-secret-key)",
    r"[a-f0-9]{24}",
    prefixless=True,
)
def _kucoin(g):
    """KuCoin API key, secret (uuid) and passphrase in a ccxt script."""
    key = g.s(24, HEX)
    sec = g.uuid()
    pp = _pw(g)
    text = f"exchange = ccxt.kucoin({{\n    'apiKey': '{key}',\n    'secret': '{sec}',\n    'password': '{pp}',\n}})\n"
    return text, [key, sec, pp], key


@kind(
    "kraken_private_key_b64",
    GL + " (kraken-access-token); https://docs.kraken.com/api/docs/guides/spot-rest-auth",
    r"[A-Za-z0-9+/]{86}==",
    prefixless=True,
)
def _kraken(g):
    """Kraken API key and base64 private key in a bot's config.ini."""
    pub = g.s(56, B64)
    priv = base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(64))).decode()
    text = f"[kraken]\napi_key = {pub}\nprivate_key = {priv}\npair = XBTEUR\n"
    return text, [priv, pub], priv


@kind(
    "binance_api_secret",
    "https://developers.binance.com/docs/binance-spot-api-docs/rest-api/request-security",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _binance(g):
    """Binance API key and secret in a python-binance client."""
    key = g.s(64)
    sec = g.s(64)
    text = f"from binance.client import Client\nclient = Client(\n    api_key='{key}',\n    api_secret='{sec}',\n)\n"
    return text, [sec, key], sec


@kind(
    "etherscan_api_key_hardhat",
    "https://docs.etherscan.io/getting-started/viewing-api-usage-statistics ; https://hardhat.org/hardhat-runner/plugins/nomicfoundation-hardhat-verify",
    r"[A-Z0-9]{34}",
    prefixless=True,
)
def _etherscan(g):
    """Etherscan API key in hardhat.config.ts (contract verification)."""
    tok = g.s(34, UPPER_DIGITS)
    text = f'  etherscan: {{\n    apiKey: {{\n      mainnet: "{tok}",\n    }},\n  }},\n'
    return text, [tok], tok


@kind(
    "alchemy_rpc_url_key",
    "https://docs.alchemy.com/reference/api-overview",
    r"[A-Za-z0-9_-]{32}",
    prefixless=True,
)
def _alchemy(g):
    """Alchemy API key as the last path segment of an RPC URL in foundry.toml."""
    tok = g.s(32, B64URL)
    text = f'[rpc_endpoints]\nmainnet = "https://eth-mainnet.g.alchemy.com/v2/{tok}"\n'
    return text, [tok], tok


@kind(
    "infura_project_secret_url",
    "https://docs.infura.io/api/networks/ethereum/how-to/secure-a-project/project-secret",
    r"[a-f0-9]{32}",
    prefixless=True,
)
def _infura(g):
    """Infura project secret as URL userinfo (project id in the path)."""
    pid = g.s(32, HEX)
    sec = g.s(32, HEX)
    text = f"const provider = new ethers.JsonRpcProvider('https://:{sec}@mainnet.infura.io/v3/{pid}');"
    return text, [sec], sec


@kind(
    "twitch_client_secret",
    GL + " (twitch-api-token); https://dev.twitch.tv/docs/authentication/register-app/",
    r"[a-z0-9]{30}",
    prefixless=True,
)
def _twitch(g):
    """Twitch client id and client secret in a token request."""
    cid = g.s(30, LOWER_DIGITS)
    sec = g.s(30, LOWER_DIGITS)
    text = f"curl -X POST 'https://id.twitch.tv/oauth2/token' -d 'client_id={cid}&client_secret={sec}&grant_type=client_credentials'"
    return text, [sec], sec


@kind("rapidapi_key_header", GL + " (rapidapi-access-token)", r"[A-Za-z0-9_-]{50}", prefixless=True)
def _rapidapi(g):
    """RapidAPI key in an X-RapidAPI-Key header (JS fetch)."""
    tok = g.s(50, ALNUM)
    text = f"const res = await fetch(url, {{\n  headers: {{\n    'X-RapidAPI-Key': '{tok}',\n    'X-RapidAPI-Host': 'weatherapi-com.p.rapidapi.com',\n  }},\n}});\n"
    return text, [tok], tok


@kind("mattermost_pat_mmctl", GL + " (mattermost-access-token)", r"[a-z0-9]{26}", prefixless=True)
def _mattermost(g):
    """Mattermost personal access token given to mmctl."""
    tok = g.s(26, LOWER_DIGITS)
    text = f'$ mmctl auth login https://chat.example.com --name prod --username sysadmin --access-token {tok}\ncredentials for "prod": "sysadmin@https://chat.example.com" stored'
    return text, [tok], tok


@kind("messagebird_access_key", GL + " (messagebird-api-token)", r"[A-Za-z0-9]{25}", prefixless=True)
def _messagebird(g):
    """MessageBird live access key in an AccessKey authorization header."""
    tok = g.s(25)
    text = f"curl https://rest.messagebird.com/messages -H 'Authorization: AccessKey {tok}' -d recipients=31612345678 -d originator=Acme -d body=Hi"
    return text, [tok], tok


@kind("sendbird_api_token", GL + " (sendbird-access-token)", r"[a-f0-9]{40}", prefixless=True)
def _sendbird(g):
    """Sendbird master API token in an Api-Token header."""
    app = g.uuid().upper()
    tok = g.s(40, HEX)
    text = f"curl https://api-{app}.sendbird.com/v3/users -H 'Api-Token: {tok}'"
    return text, [tok], tok


@kind("linkedin_client_secret_spring", GL + " (linkedin-client-secret)", r"[A-Za-z0-9]{16}", prefixless=True)
def _linkedin(g):
    """LinkedIn OAuth client secret in Spring Security application.yml."""
    cid = g.s(14, LOWER_DIGITS)
    sec = g.s(16)
    text = (
        "spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          linkedin:\n"
        f"            client-id: {cid}\n            client-secret: {sec}\n            scope: openid,profile,email\n"
    )
    return text, [sec], sec


@kind(
    "twitter_api_secret_tweepy",
    GL + " (twitter-api-secret, twitter-access-secret)",
    r"[A-Za-z0-9]{50}",
    prefixless=True,
)
def _twitter(g):
    """X/Twitter consumer secret and access-token secret in tweepy."""
    ck = g.s(25)
    cs = g.s(50)
    at = f"{g.digits(19)}-{g.s(31)}"
    ats = g.s(45)
    text = f"client = tweepy.Client(\n    consumer_key='{ck}',\n    consumer_secret='{cs}',\n    access_token='{at}',\n    access_token_secret='{ats}',\n)\n"
    return text, [cs, ats, at], cs


@kind("facebook_app_secret_env", GL + " (facebook-secret)", r"[a-f0-9]{32}", prefixless=True)
def _facebook(g):
    """Meta app id and app secret in a Node .env."""
    sec = g.s(32, HEX)
    text = f"FACEBOOK_APP_ID={g.digits(15)}\nFACEBOOK_APP_SECRET={sec}\nFACEBOOK_GRAPH_VERSION=v19.0\n"
    return text, [sec], sec


@kind(
    "ably_api_key",
    "https://ably.com/docs/ids-and-keys/",
    r"[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{6}:[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _ably(g):
    """Ably API key (appId.keyId:secret) in a realtime client."""
    tok = f"{g.s(6, B64URL)}.{g.s(6, B64URL)}:{g.s(43, B64URL)}"
    text = f"const ably = new Ably.Realtime({{ key: '{tok}', clientId: 'worker-7' }});"
    return text, [tok], tok


@kind(
    "unleash_admin_api_token",
    "https://docs.getunleash.io/concepts/api-tokens-and-client-keys",
    r"\*:\*\.[a-f0-9]{64}",
    prefixless=True,
)
def _unleash(g):
    """Unleash admin API token (*:*.<hash>) in an Authorization header."""
    tok = "*:*." + g.s(64, HEX)
    text = f'curl https://unleash.example.internal/api/admin/projects -H "Authorization: {tok}"'
    return text, [tok], tok


@kind(
    "mixpanel_service_account_secret",
    "https://docs.mixpanel.com/docs/orgs-and-projects/service-accounts",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _mixpanel(g):
    """Mixpanel service-account user and secret in a Python export job."""
    user = f"etl.{g.s(6, LOWER_DIGITS)}.mp-service-account"
    sec = g.s(32)
    text = f'resp = requests.get(\n    "https://data.mixpanel.com/api/2.0/export",\n    auth=("{user}", "{sec}"),\n    params={{"project_id": {g.digits(7)}, "from_date": "2026-01-01", "to_date": "2026-01-31"}},\n)\n'
    return text, [sec], sec


@kind(
    "amplitude_api_secret_key",
    "https://amplitude.com/docs/apis/authentication",
    r"[a-f0-9]{32}",
    prefixless=True,
)
def _amplitude(g):
    """Amplitude API key and secret key as basic auth of the export API."""
    key = g.s(32, HEX)
    sec = g.s(32, HEX)
    text = f"curl -u {key}:{sec} 'https://amplitude.com/api/2/export?start=20260101T00&end=20260102T00' -o export.zip"
    return text, [sec, key], sec


@kind(
    "segment_write_key",
    "https://segment.com/docs/connections/find-writekey/",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _segment(g):
    """Segment source write key in a server-side analytics client."""
    tok = g.s(32)
    text = f"const {{ Analytics }} = require('@segment/analytics-node');\nconst analytics = new Analytics({{ writeKey: '{tok}' }});\n"
    return text, [tok], tok


@kind(
    "ghost_admin_api_key",
    "https://ghost.org/docs/admin-api/#token-authentication",
    r"[a-f0-9]{24}:[a-f0-9]{64}",
    prefixless=True,
)
def _ghost(g):
    """Ghost Admin API key (id:secret hex) in a deploy action's with: block."""
    tok = g.s(24, HEX) + ":" + g.s(64, HEX)
    text = f"      - uses: TryGhost/action-deploy-theme@v1\n        with:\n          api-url: https://blog.example.com\n          api-key: {tok}\n"
    return text, [tok], tok


@kind(
    "datocms_full_access_token",
    "https://www.datocms.com/docs/content-management-api/authentication",
    r"[a-f0-9]{30}",
    prefixless=True,
)
def _dato(g):
    """DatoCMS full-access API token in a migration script env."""
    tok = g.s(30, HEX)
    text = f"DATOCMS_API_TOKEN={tok} npx datocms migrations:run --destination=feature-branch"
    return text, [tok], tok


@kind(
    "strapi_full_access_api_token",
    "https://docs.strapi.io/cms/features/api-tokens",
    r"[a-f0-9]{256}",
    prefixless=True,
)
def _strapi(g):
    """Strapi full-access API token in a bearer header."""
    tok = g.s(256, HEX)
    text = f'curl -H "Authorization: bearer {tok}" https://cms.example.com/api/articles?populate=*'
    return text, [tok], tok[:100]


@kind(
    "bigcommerce_access_token",
    "https://developer.bigcommerce.com/docs/start/authentication/api-accounts",
    r"[a-z0-9]{31}",
    prefixless=True,
)
def _bigcommerce(g):
    """BigCommerce store API account access token in an X-Auth-Token header."""
    tok = g.s(31, LOWER_DIGITS)
    text = f"curl https://api.bigcommerce.com/stores/{g.s(10, LOWER_DIGITS)}/v3/catalog/products -H 'X-Auth-Token: {tok}'"
    return text, [tok], tok


@kind(
    "naver_cloud_access_secret",
    "https://api.ncloud-docs.com/docs/en/common-ncpapi",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _naver(g):
    """NAVER Cloud access key and secret key in ~/.ncloud/configure."""
    ak = g.s(20)
    sk = g.s(40)
    text = f"[DEFAULT]\nncloud_access_key_id = {ak}\nncloud_secret_access_key = {sk}\nncloud_api_url = https://ncloud.apigw.ntruss.com\n"
    return text, [sk, ak], sk


@kind(
    "baidu_bce_ak_sk", "https://cloud.baidu.com/doc/Reference/s/9jwvz2egb", r"[a-f0-9]{32}", prefixless=True
)
def _baidu(g):
    """Baidu AI Cloud (BCE) AK/SK in bcecmd's credentials file."""
    ak = g.s(32, HEX)
    sk = g.s(32, HEX)
    text = f"$ cat ~/.go-bcecli/credentials\n[Defaults]\nAk = {ak}\nSk = {sk}\nSts =\n"
    return text, [sk, ak], sk


@kind(
    "volcengine_ak_sk", "https://www.volcengine.com/docs/6291/65568", r"[A-Za-z0-9+/]{56}==", prefixless=True
)
def _volc(g):
    """Volcengine access key (AKLT...) and base64 secret key in the ve CLI config."""
    ak = "AKLT" + g.s(40, B64URL)
    sk = g.s(56, ALNUM) + "=="
    text = json.dumps(
        {
            "current": "prod",
            "profiles": {"prod": {"access-key": ak, "secret-key": sk, "region": "cn-beijing"}},
        },
        indent=2,
    )
    return text, [sk, ak], sk


@kind(
    "kakao_rest_api_key",
    "https://developers.kakao.com/docs/latest/en/rest-api/reference",
    r"[a-f0-9]{32}",
    prefixless=True,
)
def _kakao(g):
    """Kakao REST API key in a KakaoAK authorization header."""
    tok = g.s(32, HEX)
    text = f"curl -G 'https://dapi.kakao.com/v2/local/search/address.json' -H 'Authorization: KakaoAK {tok}' --data-urlencode 'query=판교역로 235'"
    return text, [tok], tok


@kind(
    "here_api_key_query",
    "https://www.here.com/docs/bundle/identity-and-access-management-developer-guide/page/topics/dev-apikey.html",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _here(g):
    """HERE API key as the apiKey query parameter of a routing request."""
    tok = g.s(43, B64URL)
    text = f"GET https://router.hereapi.com/v8/routes?transportMode=car&origin=52.5308,13.3847&destination=52.5264,13.3686&return=summary&apiKey={tok}"
    return text, [tok], tok


@kind(
    "tomtom_api_key",
    "https://developer.tomtom.com/knowledgebase/platform/articles/how-to-get-an-tomtom-api-key/",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _tomtom(g):
    """TomTom Maps SDK key in a web map init."""
    tok = g.s(32)
    text = (
        f"const map = tt.map({{\n  key: '{tok}',\n  container: 'map',\n  center: [4.8897, 52.3740],\n}});\n"
    )
    return text, [tok], tok


@kind(
    "maptiler_style_key",
    "https://docs.maptiler.com/cloud/api/authentication-key/",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _maptiler(g):
    """MapTiler key in a style URL for MapLibre."""
    tok = g.s(20)
    text = f"style: 'https://api.maptiler.com/maps/streets-v2/style.json?key={tok}',"
    return text, [tok], tok


@kind(
    "typesense_admin_api_key",
    "https://typesense.org/docs/guide/install-typesense.html",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _typesense(g):
    """Typesense bootstrap admin key on the server command line."""
    tok = g.s(32)
    text = f"docker run -p 8108:8108 -v/srv/typesense:/data typesense/typesense:27.1 --data-dir /data --api-key={tok} --enable-cors"
    return text, [tok], tok


@kind(
    "meilisearch_master_key",
    "https://www.meilisearch.com/docs/learn/security/basic_security",
    r"[A-Za-z0-9_-]{32}",
    prefixless=True,
)
def _meili(g):
    """Meilisearch master key in a docker-compose service definition."""
    tok = g.s(32, B64URL)
    text = f"  meilisearch:\n    image: getmeili/meilisearch:v1.10\n    environment:\n      MEILI_ENV: production\n      MEILI_MASTER_KEY: {tok}\n"
    return text, [tok], tok


@kind("serpapi_key_query", "https://serpapi.com/search-api", r"[a-f0-9]{64}", prefixless=True)
def _serpapi(g):
    """SerpApi key in a Python GoogleSearch params dict."""
    tok = g.s(64, HEX)
    text = f'params = {{\n  "engine": "google",\n  "q": "coffee",\n  "api_key": "{tok}"\n}}\nsearch = GoogleSearch(params)\n'
    return text, [tok], tok


@kind(
    "dropbox_sign_api_key",
    "https://developers.hellosign.com/api/reference/authentication/",
    r"[a-f0-9]{64}",
    prefixless=True,
)
def _dbxsign(g):
    """Dropbox Sign (HelloSign) API key as basic-auth user with an empty password."""
    tok = g.s(64, HEX)
    text = f"curl -X POST 'https://api.hellosign.com/v3/signature_request/send' -u '{tok}:' -F 'title=NDA' -F 'signers[0][email_address]=legal@example.com'"
    return text, [tok], tok


@kind(
    "bamboohr_api_key_basic",
    "https://documentation.bamboohr.com/docs/getting-started",
    r"[a-f0-9]{40}",
    prefixless=True,
)
def _bamboo(g):
    """BambooHR API key as basic-auth user with the literal password x."""
    tok = g.s(40, HEX)
    text = f'curl -u "{tok}:x" -H "Accept: application/json" https://api.bamboohr.com/api/gateway.php/acme/v1/employees/directory'
    return text, [tok], tok


@kind(
    "plivo_auth_id_token",
    "https://www.plivo.com/docs/messaging/api/overview/#authentication",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _plivo(g):
    """Plivo auth id and auth token in a Python client."""
    aid = "MA" + g.s(18, UPPER_DIGITS)
    tok = g.s(40)
    text = f"client = plivo.RestClient('{aid}', '{tok}')\nclient.messages.create(src='+14155550100', dst='+14155550111', text='ok')\n"
    return text, [tok], tok


@kind(
    "vonage_api_key_secret",
    "https://developer.vonage.com/en/getting-started/concepts/authentication",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _vonage(g):
    """Vonage API key and secret on the vonage CLI."""
    key = g.s(8, HEX)
    sec = g.s(16)
    text = f"$ vonage auth set --api-key='{key}' --api-secret='{sec}'\nAPI Key: {key}\nAPI Secret: {sec[:4]}************"
    return text, [sec], sec


@kind(
    "infobip_api_key_app_header",
    "https://www.infobip.com/docs/essentials/api-essentials/api-authentication",
    r"[a-f0-9]{32}-[0-9a-f-]{36}",
    prefixless=True,
)
def _infobip(g):
    """Infobip API key in an `Authorization: App` header."""
    tok = g.s(32, HEX) + "-" + g.uuid()
    text = f"curl https://xyz12.api.infobip.com/sms/2/text/advanced -H 'Authorization: App {tok}' -H 'Content-Type: application/json' -d @msg.json"
    return text, [tok], tok


@kind(
    "particle_access_token",
    "https://docs.particle.io/reference/cloud-apis/access-tokens/",
    r"[a-f0-9]{40}",
    prefixless=True,
)
def _particle(g):
    """Particle cloud access token printed by `particle token create`."""
    tok = g.s(40, HEX)
    text = f"$ particle token create --never-expires\n? Using account ops@example.com\nNew access token never expires\n    {tok}\n"
    return text, [tok], tok


@kind(
    "blynk_auth_token_sketch",
    "https://docs.blynk.io/en/getting-started/activating-devices/manual-device-activation",
    r"[A-Za-z0-9_-]{32}",
    prefixless=True,
)
def _blynk(g):
    """Blynk device auth token #define'd in an Arduino sketch."""
    tok = g.s(32, B64URL)
    text = f'#define BLYNK_TEMPLATE_ID "TMPL{g.s(8)}"\n#define BLYNK_TEMPLATE_NAME "Greenhouse"\n#define BLYNK_AUTH_TOKEN "{tok}"\n#include <BlynkSimpleEsp32.h>\n'
    return text, [tok], tok


@kind(
    "thingspeak_write_api_key",
    "https://www.mathworks.com/help/thingspeak/writedata.html",
    r"[A-Z0-9]{16}",
    prefixless=True,
)
def _thingspeak(g):
    """ThingSpeak channel write API key in an update URL from a sensor script."""
    tok = g.s(16, UPPER_DIGITS)
    text = f"wget -qO- 'https://api.thingspeak.com/update?api_key={tok}&field1=21.4&field2=55'"
    return text, [tok], tok


@kind(
    "balena_api_key_login",
    "https://docs.balena.io/learn/accounts/account/#api-keys",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _balena(g):
    """balenaCloud API key on `balena login --token`."""
    tok = g.s(32)
    text = f"$ balena login --token {tok}\nSuccessfully logged in as: g_mkowal"
    return text, [tok], tok


@kind(
    "authorize_net_transaction_key",
    "https://developer.authorize.net/api/reference/index.html#authentication",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _authnet(g):
    """Authorize.Net API login id and transaction key in a JSON request body."""
    login = g.s(10)
    tk = g.s(16)
    text = json.dumps(
        {"authenticateTestRequest": {"merchantAuthentication": {"name": login, "transactionKey": tk}}},
        indent=2,
    )
    return text, [tk], tk


@kind("hex_pm_api_key", "https://hex.pm/docs/publish", r"[a-f0-9]{32}", prefixless=True)
def _hexpm(g):
    """Hex.pm API key exported for `mix hex.publish` in CI."""
    tok = g.s(32, HEX)
    text = f"$ HEX_API_KEY={tok} mix hex.publish --yes\nBuilding acme_client 0.4.1"
    return text, [tok], tok


# -- carriers no earlier set used: build, deploy, database, mail, telephony and OS config files ---

XMLBAD = "&<>\"'"
INIBAD = ";#"


@kind(
    "liquibase_properties_password",
    "https://docs.liquibase.com/concepts/connections/creating-config-properties.html",
    r".{8,}",
    prefixless=True,
)
def _liquibase(g):
    """Database password in liquibase.properties."""
    pw = _pw(g, INIBAD)
    text = (
        "changeLogFile=db/changelog/db.changelog-master.yaml\n"
        f"url=jdbc:postgresql://{_host(g)}:5432/app\nusername={_user(g)}\npassword={pw}\n"
        "liquibase.hub.mode=off\n"
    )
    return text, [pw], pw


@kind("flyway_conf_password", "https://documentation.red-gate.com/fd/parameters", r".{8,}", prefixless=True)
def _flyway(g):
    """Database password in a flyway.conf."""
    pw = _pw(g, INIBAD)
    text = f"flyway.url=jdbc:sqlserver://{_host(g)}:1433;databaseName=shop\nflyway.user={_user(g)}\nflyway.password={pw}\nflyway.locations=filesystem:sql\n"
    return text, [pw], pw


@kind(
    "hibernate_cfg_xml_password",
    "https://docs.jboss.org/hibernate/orm/6.4/userguide/html_single/Hibernate_User_Guide.html#configurations-database-connection",
    r".{8,}",
    prefixless=True,
)
def _hibernate(g):
    """Connection password property in hibernate.cfg.xml."""
    pw = _pw(g, XMLBAD)
    text = (
        "<hibernate-configuration>\n  <session-factory>\n"
        f'    <property name="hibernate.connection.url">jdbc:mysql://{_host(g)}:3306/crm</property>\n'
        f'    <property name="hibernate.connection.username">{_user(g)}</property>\n'
        f'    <property name="hibernate.connection.password">{pw}</property>\n'
        "  </session-factory>\n</hibernate-configuration>\n"
    )
    return text, [pw], pw


@kind(
    "sequelize_config_json_password",
    "https://sequelize.org/docs/v6/other-topics/migrations/#configuration",
    r".{8,}",
    prefixless=True,
)
def _sequelize(g):
    """production.password in sequelize-cli's config/config.json."""
    pw = _pw(g, '"\\')
    cfg = {
        "production": {
            "username": _user(g),
            "password": pw,
            "database": "shop_prod",
            "host": _host(g),
            "dialect": "postgres",
        }
    }
    return json.dumps(cfg, indent=2), [pw], pw


@kind(
    "knexfile_connection_password",
    "https://knexjs.org/guide/#configuration-options",
    r".{8,}",
    prefixless=True,
)
def _knex(g):
    """connection.password in a knexfile.js."""
    pw = _pw(g, "'\\")
    text = (
        "module.exports = {\n  production: {\n    client: 'mysql2',\n    connection: {\n"
        f"      host: '{_host(g)}',\n      user: '{_user(g)}',\n      password: '{pw}',\n      database: 'orders',\n"
        "    },\n  },\n};\n"
    )
    return text, [pw], pw


@kind(
    "cqlshrc_authentication_password",
    "https://cassandra.apache.org/doc/stable/cassandra/managing/tools/cqlsh.html#cqlshrc",
    r".{8,}",
    prefixless=True,
)
def _cqlshrc(g):
    """[authentication] password in ~/.cassandra/cqlshrc."""
    pw = _pw(g, INIBAD)
    text = f"[authentication]\nusername = {_user(g)}\npassword = {pw}\n\n[connection]\nhostname = {_host(g)}\nport = 9042\n"
    return text, [pw], pw


@kind(
    "neo4j_auth_env",
    "https://neo4j.com/docs/operations-manual/current/docker/authentication/",
    r".{8,}",
    prefixless=True,
)
def _neo4j(g):
    """NEO4J_AUTH=neo4j/<password> in a docker run line."""
    pw = _pw(g, "/ '")
    text = f"docker run -d --name graph -p 7474:7474 -p 7687:7687 --env NEO4J_AUTH=neo4j/{pw} neo4j:5.20"
    return text, [pw], pw


@kind(
    "couchdb_local_ini_admins",
    "https://docs.couchdb.org/en/stable/config/auth.html#config-admins",
    r".{8,}",
    prefixless=True,
)
def _couchdb(g):
    """Plain-text admin password in CouchDB's local.ini [admins] (hashed on first start)."""
    pw = _pw(g, INIBAD)
    text = f"[couchdb]\nsingle_node=true\n\n[admins]\nadmin = {pw}\n"
    return text, [pw], pw


@kind(
    "sap_hana_hdbuserstore_set",
    "https://help.sap.com/docs/SAP_HANA_PLATFORM/b3ee5778bc2e4a089d3299b82ec762a7/ddbdd66b632d4fe7b3c2e0e6e341e222.html",
    r".{8,}",
    prefixless=True,
)
def _hana(g):
    """Password argument of `hdbuserstore SET` in shell history."""
    pw = _pw(g, "'")
    text = f"  512  hdbuserstore SET BACKUP {_host(g)}:30015 BACKUP_OPERATOR '{pw}'\n  513  hdbuserstore LIST BACKUP"
    return text, [pw], pw


@kind(
    "db2_connect_using",
    "https://www.ibm.com/docs/en/db2/11.5?topic=statements-connect-type-1",
    r".{8,}",
    prefixless=True,
)
def _db2(g):
    """USING password of a Db2 CLP CONNECT statement."""
    pw = _pw(g, "'\" ")
    text = f'$ db2 "CONNECT TO SALESDB USER {_user(g)} USING {pw}"\n\n   Database Connection Information\n\n Database server        = DB2/LINUXX8664 11.5.9\n'
    return text, [pw], pw


@kind(
    "sqlplus_user_password_tns",
    "https://docs.oracle.com/en/database/oracle/oracle-database/19/sqpug/SQL-Plus-command-reference.html",
    r".{8,}",
    prefixless=True,
)
def _sqlplus(g):
    """user/password@service on an sqlplus command line."""
    pw = _pw(g, "/@'\" ")
    text = f"$ sqlplus -S {_user(g)}/{pw}@//{_host(g)}:1521/ORCLPDB1 @migrate.sql\nTable altered."
    return text, [pw], pw


@kind(
    "oracle_mkstore_create_credential",
    "https://docs.oracle.com/en/database/oracle/oracle-database/19/dbseg/using-the-orapki-utility-to-manage-pki-elements.html",
    r".{8,}",
    prefixless=True,
)
def _mkstore(g):
    """mkstore -createCredential alias user password (secure external password store)."""
    pw = _pw(g, "'\" ")
    wpw = _pw(g, "'\" ")
    text = f"mkstore -wrl /u01/app/wallet -createCredential ORCL_APP {_user(g)} {pw} <<EOF\n{wpw}\nEOF"
    return text, [pw, wpw], pw


@kind(
    "vagrantfile_ssh_password",
    "https://developer.hashicorp.com/vagrant/docs/vagrantfile/ssh_settings",
    r".{8,}",
    prefixless=True,
)
def _vagrant(g):
    """config.ssh.password in a Vagrantfile."""
    pw = _pw(g, '"\\#')
    text = f'Vagrant.configure("2") do |config|\n  config.vm.box = "generic/ubuntu2204"\n  config.ssh.username = "deploy"\n  config.ssh.password = "{pw}"\nend\n'
    return text, [pw], pw


@kind(
    "packer_hcl_winrm_password",
    "https://developer.hashicorp.com/packer/docs/communicators/winrm",
    r".{8,}",
    prefixless=True,
)
def _packer(g):
    """winrm_password in a Packer HCL source block."""
    pw = _pw(g, '"\\$')
    text = (
        'source "amazon-ebs" "win2022" {\n  communicator   = "winrm"\n  winrm_username = "Administrator"\n'
        f'  winrm_password = "{pw}"\n  winrm_use_ssl  = true\n}}\n'
    )
    return text, [pw], pw


@kind(
    "cloud_init_chpasswd_users",
    "https://cloudinit.readthedocs.io/en/latest/reference/modules.html#set-passwords",
    r".{8,}",
    prefixless=True,
)
def _cloudinit(g):
    """Plain-text password in cloud-init's chpasswd users list."""
    pw = _pw(g, "#:'\"")
    text = f"#cloud-config\nssh_pwauth: true\nchpasswd:\n  expire: false\n  users:\n    - name: ops\n      password: '{pw}'\n      type: text\n"
    return text, [pw], pw


@kind(
    "kickstart_rootpw_plaintext",
    "https://pykickstart.readthedocs.io/en/latest/kickstart-docs.html#rootpw",
    r".{8,}",
    prefixless=True,
)
def _kickstart(g):
    """rootpw --plaintext in an Anaconda kickstart file."""
    pw = _pw(g, " #'\"")
    text = f"lang en_US.UTF-8\nkeyboard us\ntimezone Etc/UTC --utc\nrootpw --plaintext {pw}\nuser --name=ansible --groups=wheel --lock\n"
    return text, [pw], pw


@kind(
    "debian_preseed_root_password",
    "https://www.debian.org/releases/stable/amd64/apbs04.en.html#preseed-account",
    r".{8,}",
    prefixless=True,
)
def _preseed(g):
    """passwd/root-password in a debian-installer preseed file."""
    pw = _pw(g, " ")
    text = f"d-i passwd/root-login boolean true\nd-i passwd/root-password password {pw}\nd-i passwd/root-password-again password {pw}\n"
    return text, [pw], pw


@kind("muttrc_imap_smtp_pass", "http://www.mutt.org/doc/manual/#imap-pass", r".{8,}", prefixless=True)
def _muttrc(g):
    """imap_pass and smtp_pass in a ~/.muttrc."""
    pw = _pw(g, "\"'\\$`#")
    text = (
        'set imap_user = "mkowal@example.org"\n'
        f'set imap_pass = "{pw}"\n'
        'set smtp_url = "smtps://mkowal@example.org@smtp.example.org:465/"\n'
        f'set smtp_pass = "{pw}"\nset folder = "imaps://imap.example.org:993"\n'
    )
    return text, [pw], pw


@kind(
    "kustomize_secret_generator_literals",
    "https://kubectl.docs.kubernetes.io/references/kustomize/kustomization/secretgenerator/",
    r".{8,}",
    prefixless=True,
)
def _kustomize(g):
    """Plain literals of a kustomization.yaml secretGenerator."""
    pw = _pw(g, "#'\"= ")
    key = g.s(32, B64URL)
    text = (
        "secretGenerator:\n- name: app-secrets\n  literals:\n"
        f"  - DB_PASSWORD={pw}\n  - SESSION_KEY={key}\n  type: Opaque\n"
    )
    return text, [pw, key], pw


@kind(
    "serverless_yml_provider_environment",
    "https://www.serverless.com/framework/docs/providers/aws/guide/variables",
    r"[A-Za-z0-9_-]{40}",
    prefixless=True,
)
def _serverless(g):
    """A literal secret under provider.environment in serverless.yml."""
    sec = g.s(40, B64URL)
    text = (
        "service: orders-api\nprovider:\n  name: aws\n  runtime: nodejs20.x\n  environment:\n"
        f"    STAGE: prod\n    WEBHOOK_SIGNING_SECRET: {sec}\nfunctions:\n  hook:\n    handler: src/hook.handler\n"
    )
    return text, [sec], sec


@kind(
    "argo_workflow_submit_parameter",
    "https://argo-workflows.readthedocs.io/en/latest/walk-through/parameters/",
    r".{8,}",
    prefixless=True,
)
def _argo(g):
    """A password passed as an Argo Workflows submit parameter."""
    pw = _pw(g, "'\" ")
    text = f"argo submit -n ci restore-db.yaml -p db-host={_host(g)} -p db-password={pw} --watch"
    return text, [pw], pw


@kind(
    "tekton_pipelinerun_param",
    "https://tekton.dev/docs/pipelines/pipelineruns/#specifying-parameters",
    r"[a-f0-9]{40}",
    prefixless=True,
)
def _tekton(g):
    """A registry token written as a literal PipelineRun param value."""
    tok = g.s(40, HEX)
    text = (
        "apiVersion: tekton.dev/v1\nkind: PipelineRun\nmetadata:\n  generateName: build-push-\nspec:\n"
        "  pipelineRef:\n    name: build-push\n  params:\n    - name: registry-user\n      value: robot$ci\n"
        f"    - name: registry-token\n      value: {tok}\n"
    )
    return text, [tok], tok


@kind(
    "spark_authenticate_secret",
    "https://spark.apache.org/docs/latest/security.html#spark-rpc-communication-protocol-between-spark-processes",
    r"[a-f0-9]{64}",
    prefixless=True,
)
def _spark(g):
    """spark.authenticate.secret in spark-defaults.conf."""
    sec = g.s(64, HEX)
    text = f"spark.master                 yarn\nspark.authenticate           true\nspark.authenticate.secret    {sec}\nspark.network.crypto.enabled true\n"
    return text, [sec], sec


@kind(
    "great_expectations_config_variables",
    "https://docs.greatexpectations.io/docs/core/configure_project_settings/configure_credentials/",
    r".{8,}",
    prefixless=True,
)
def _gx(g):
    """A warehouse password in Great Expectations' uncommitted/config_variables.yml."""
    pw = _pw(g, "#'\"")
    text = f"# uncommitted/config_variables.yml\nmy_postgres_db_yaml_creds:\n  drivername: postgresql\n  host: {_host(g)}\n  username: {_user(g)}\n  password: '{pw}'\n  database: analytics\n"
    return text, [pw], pw


@kind(
    "launchd_plist_environment_variables",
    "https://developer.apple.com/library/archive/documentation/MacOSX/Conceptual/BPSystemStartup/Chapters/CreatingLaunchdJobs.html",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _launchd(g):
    """A signing secret in a LaunchAgent plist's EnvironmentVariables."""
    sec = g.s(43, B64) + "="
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
        "  <key>Label</key><string>com.acme.sync-agent</string>\n  <key>EnvironmentVariables</key>\n  <dict>\n"
        f"    <key>SYNC_HMAC_SECRET</key>\n    <string>{sec}</string>\n  </dict>\n</dict>\n</plist>\n"
    )
    return text, [sec], sec


@kind(
    "windows_cmdkey_add_pass",
    "https://learn.microsoft.com/en-us/windows-server/administration/windows-commands/cmdkey",
    r".{8,}",
    prefixless=True,
)
def _cmdkey(g):
    """/pass: of `cmdkey /add` in a PowerShell transcript."""
    pw = _pw(g, " \"'")
    text = f"PS C:\\> cmdkey /add:fileserver01.corp.example /user:CORP\\svc_backup /pass:{pw}\n\nCMDKEY: Credential added successfully."
    return text, [pw], pw


@kind(
    "windows_setx_secret",
    "https://learn.microsoft.com/en-us/windows-server/administration/windows-commands/setx",
    r"[A-Za-z0-9]{48}",
    prefixless=True,
)
def _setx(g):
    """A client secret persisted with `setx` in cmd.exe."""
    sec = g.s(48)
    text = f"C:\\Users\\build> setx ORDERS_CLIENT_SECRET {sec}\n\nSUCCESS: Specified value was saved."
    return text, [sec], sec


@kind(
    "jupyter_server_config_token",
    "https://jupyter-server.readthedocs.io/en/latest/operators/public-server.html",
    r"[a-f0-9]{48}",
    prefixless=True,
)
def _jupyter(g):
    """IdentityProvider.token in jupyter_server_config.py."""
    tok = g.s(48, HEX)
    text = f"c = get_config()  # noqa\nc.ServerApp.ip = '0.0.0.0'\nc.ServerApp.open_browser = False\nc.IdentityProvider.token = '{tok}'\n"
    return text, [tok], tok


@kind(
    "systemd_set_credential",
    "https://www.freedesktop.org/software/systemd/man/latest/systemd.exec.html#SetCredential=ID:VALUE",
    r".{8,}",
    prefixless=True,
)
def _setcred(g):
    """SetCredential=id:value in a systemd unit (plain-text credential)."""
    pw = _pw(g, " ")
    text = f"[Service]\nExecStart=/usr/local/bin/backup-agent --config %d/agent.conf\nSetCredential=db-password:{pw}\nLoadCredential=agent.conf:/etc/backup/agent.conf\n"
    return text, [pw], pw


@kind(
    "asterisk_pjsip_auth_password",
    "https://docs.asterisk.org/Configuration/Channel-Drivers/SIP/Configuring-res_pjsip/",
    r".{8,}",
    prefixless=True,
)
def _asterisk(g):
    """password= of a userpass auth section in Asterisk pjsip.conf."""
    pw = _pw(g, INIBAD)
    ext = g.digits(4)
    text = f"[{ext}-auth]\ntype=auth\nauth_type=userpass\nusername={ext}\npassword={pw}\n\n[{ext}]\ntype=aor\nmax_contacts=2\n"
    return text, [pw], pw


@kind(
    "icinga2_api_users_password",
    "https://icinga.com/docs/icinga-2/latest/doc/12-icinga2-api/#authentication",
    r".{8,}",
    prefixless=True,
)
def _icinga(g):
    """ApiUser password in Icinga 2's api-users.conf."""
    pw = _pw(g, '"\\')
    text = f'object ApiUser "director" {{\n  password = "{pw}"\n  permissions = [ "*" ]\n}}\n'
    return text, [pw], pw


@kind(
    "alertmanager_smtp_auth_password",
    "https://prometheus.io/docs/alerting/latest/configuration/#email_config",
    r"[a-z]{16}",
    prefixless=True,
)
def _alertmanager(g):
    """smtp_auth_password (a mail provider app password) in alertmanager.yml."""
    pw = g.s(16, LOWER)
    text = (
        "global:\n  smtp_smarthost: 'smtp.example.org:587'\n  smtp_from: 'alerts@example.org'\n"
        f"  smtp_auth_username: 'alerts@example.org'\n  smtp_auth_password: '{pw}'\nroute:\n  receiver: ops-mail\n"
    )
    return text, [pw], pw


@kind(
    "fluentbit_http_passwd",
    "https://docs.fluentbit.io/manual/pipeline/outputs/elasticsearch",
    r".{8,}",
    prefixless=True,
)
def _fluentbit(g):
    """HTTP_Passwd of an [OUTPUT] es section in fluent-bit.conf."""
    pw = _pw(g, " #")
    text = f"[OUTPUT]\n    Name        es\n    Match       kube.*\n    Host        {_host(g)}\n    HTTP_User   fluentbit\n    HTTP_Passwd {pw}\n    tls         On\n"
    return text, [pw], pw


@kind(
    "logstash_elasticsearch_output_password",
    "https://www.elastic.co/guide/en/logstash/current/plugins-outputs-elasticsearch.html#plugins-outputs-elasticsearch-password",
    r".{8,}",
    prefixless=True,
)
def _logstash(g):
    """password => in a Logstash pipeline's elasticsearch output."""
    pw = _pw(g, '"\\')
    text = f'output {{\n  elasticsearch {{\n    hosts => ["https://es01:9200"]\n    user => "logstash_writer"\n    password => "{pw}"\n  }}\n}}\n'
    return text, [pw], pw


@kind(
    "mikrotik_user_add_password",
    "https://help.mikrotik.com/docs/spaces/ROS/pages/8978504/User",
    r".{8,}",
    prefixless=True,
)
def _mikrotik(g):
    """password= of `/user add` in a RouterOS export."""
    pw = _pw(g, ' "\\$')
    text = f"# 2026-03-02 14:10:07 by RouterOS 7.14\n/user\nadd group=full name=netops password={pw}\n/ip service\nset telnet disabled=yes\n"
    return text, [pw], pw


@kind(
    "dovecot_passwd_file_plain",
    "https://doc.dovecot.org/2.3/configuration_manual/authentication/passwd_file/",
    r".{8,}",
    prefixless=True,
)
def _dovecot(g):
    """{PLAIN} scheme password in a Dovecot passwd-file."""
    pw = _pw(g, ": ")
    text = (
        f"# /etc/dovecot/users\nnoreply@example.org:{{PLAIN}}{pw}:5000:5000::/var/vmail/example.org/noreply\n"
    )
    return text, [pw], pw


@kind(
    "concourse_fly_set_pipeline_var",
    "https://concourse-ci.org/setting-pipelines.html#fly-set-pipeline",
    r"[A-Za-z0-9]{36}",
    prefixless=True,
)
def _concourse(g):
    """A -v var on `fly set-pipeline` carrying a deploy token."""
    tok = g.s(36)
    text = (
        f"fly -t main set-pipeline -p release -c ci/pipeline.yml -v github-deploy-token={tok} -v branch=main"
    )
    return text, [tok], tok


@kind(
    "azure_pipelines_variables_literal",
    "https://learn.microsoft.com/en-us/azure/devops/pipelines/process/variables",
    r".{8,}",
    prefixless=True,
)
def _azpipe(g):
    """A password as a plain value under variables: in azure-pipelines.yml."""
    pw = _pw(g, "#'\"")
    text = f"variables:\n  buildConfiguration: Release\n  sqlAdminPassword: '{pw}'\n\nsteps:\n- script: dotnet build --configuration $(buildConfiguration)\n"
    return text, [pw], pw


@kind(
    "flux_create_secret_git_password",
    "https://fluxcd.io/flux/cmd/flux_create_secret_git/",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _flux(g):
    """--password of `flux create secret git` (HTTPS basic auth to a Git server)."""
    tok = g.s(40)
    text = f"flux create secret git infra-repo-auth --url=https://git.example.internal/platform/infra --username=flux --password={tok} --namespace=flux-system"
    return text, [tok], tok


@kind(
    "skopeo_copy_creds",
    "https://github.com/containers/skopeo/blob/main/docs/skopeo-copy.1.md",
    r".{8,}",
    prefixless=True,
)
def _skopeo(g):
    """--dest-creds user:password of `skopeo copy`."""
    pw = _pw(g, " ':\"")
    text = f"skopeo copy docker://docker.io/library/nginx:1.27 docker://registry.example.internal/mirror/nginx:1.27 --dest-creds mirror-bot:{pw}"
    return text, [pw], pw


@kind("rsyncd_secrets_file", "https://download.samba.org/pub/rsync/rsyncd.conf.5", r".{8,}", prefixless=True)
def _rsyncd(g):
    """user:password line of an rsyncd secrets file, and RSYNC_PASSWORD on the client."""
    pw = _pw(g, ": '")
    text = f"$ sudo cat /etc/rsyncd.secrets\nbackup:{pw}\n$ RSYNC_PASSWORD='{pw}' rsync -a /srv/data backup@nas01::snapshots/"
    return text, [pw], pw


@kind(
    "boto_config_gs_hmac_secret",
    "https://cloud.google.com/storage/docs/boto-gsutil",
    r"[A-Za-z0-9+/]{40}",
    prefixless=True,
)
def _boto(g):
    """gs_secret_access_key (GCS HMAC secret) in a legacy ~/.boto file."""
    key_id = "GOOG1E" + g.s(55, UPPER_DIGITS)
    sec = g.s(40, B64)
    text = f"[Credentials]\ngs_access_key_id = {key_id}\ngs_secret_access_key = {sec}\n\n[GSUtil]\ndefault_project_id = acme-data\n"
    return text, [sec, key_id], sec


@kind(
    "weblogic_boot_properties",
    "https://docs.oracle.com/en/middleware/fusion-middleware/weblogic-server/12.2.1.4/start/overview.html#GUID-D5BEDF75-8A5D-41CA-8C55-D7F2B1D3E0D8",
    r".{8,}",
    prefixless=True,
)
def _weblogic(g):
    """Clear-text password in a WebLogic boot.properties (before first start encrypts it)."""
    pw = _pw(g, INIBAD + " ")
    text = (
        f"$ cat $DOMAIN_HOME/servers/AdminServer/security/boot.properties\nusername=weblogic\npassword={pw}\n"
    )
    return text, [pw], pw


@kind(
    "wildfly_add_user_sh",
    "https://docs.wildfly.org/32/Admin_Guide.html#add-user-utility",
    r".{8,}",
    prefixless=True,
)
def _wildfly(g):
    """-p password of WildFly's add-user.sh."""
    pw = _pw(g, " '\"")
    text = f"$JBOSS_HOME/bin/add-user.sh -u admin -p {pw} -g admin --silent\nAdded user 'admin' to file '/opt/wildfly/standalone/configuration/mgmt-users.properties'"
    return text, [pw], pw


@kind(
    "chef_encrypted_data_bag_secret",
    "https://docs.chef.io/data_bags/#secret-keys",
    r"[A-Za-z0-9+/]{76}",
    prefixless=True,
)
def _chef(g):
    """The shared key in /etc/chef/encrypted_data_bag_secret (openssl rand -base64 512)."""
    raw = bytes(g.r.getrandbits(8) for _ in range(384))
    b = base64.b64encode(raw).decode()
    lines = [b[i : i + 76] for i in range(0, len(b), 76)]
    text = "$ sudo cat /etc/chef/encrypted_data_bag_secret\n" + "\n".join(lines) + "\n"
    return text, lines[:3], lines[0]


@kind(
    "poetry_config_http_basic",
    "https://python-poetry.org/docs/repositories/#configuring-credentials",
    r".{8,}",
    prefixless=True,
)
def _poetry(g):
    """Password argument of `poetry config http-basic.<repo>`."""
    pw = _pw(g, " '\"")
    text = f"poetry source add --priority=supplemental internal https://pypi.example.internal/simple/\npoetry config http-basic.internal ci-publisher {pw}"
    return text, [pw], pw


@kind(
    "conan_remote_login_password",
    "https://docs.conan.io/2/reference/commands/remote.html#conan-remote-login",
    r".{8,}",
    prefixless=True,
)
def _conan(g):
    """-p password of `conan remote login`."""
    pw = _pw(g, " '\"")
    text = f"$ conan remote login artifactory ci-user -p {pw}\nChanged user of remote 'artifactory' from 'None' (anonymous) to 'ci-user' (authenticated)"
    return text, [pw], pw


@kind(
    "sbt_credentials_file",
    "https://www.scala-sbt.org/1.x/docs/Publishing.html#Credentials",
    r".{8,}",
    prefixless=True,
)
def _sbt(g):
    """password= in ~/.sbt/.credentials (realm/host/user/password)."""
    pw = _pw(g, " ")
    text = f"$ cat ~/.sbt/.credentials\nrealm=Sonatype Nexus Repository Manager\nhost=nexus.example.internal\nuser=publisher\npassword={pw}\n"
    return text, [pw], pw


@kind(
    "deno_auth_tokens_env",
    "https://docs.deno.com/runtime/reference/private_repositories/",
    r"[A-Za-z0-9_]{40}",
    prefixless=True,
)
def _deno(g):
    """A bearer token in DENO_AUTH_TOKENS (token@host;user:password@host)."""
    tok = g.s(40, ALNUM + "_")
    pw = _pw(g, " ;@:'")
    text = f"export DENO_AUTH_TOKENS='{tok}@deno.example.internal;ci:{pw}@raw.example.internal:8443'\ndeno cache main.ts"
    return text, [tok, pw], tok


@kind(
    "dart_pub_tokens_json",
    "https://dart.dev/tools/pub/custom-package-repositories#token-authentication",
    r"[A-Za-z0-9]{48}",
    prefixless=True,
)
def _dartpub(g):
    """A hosted-repository token stored by `dart pub token add` in pub-tokens.json."""
    tok = g.s(48)
    cfg = {"version": 1, "hosted": [{"url": "https://dart.example.internal", "token": tok}]}
    text = "$ cat ~/.config/dart/pub-tokens.json\n" + json.dumps(cfg, indent=2)
    return text, [tok], tok


@kind(
    "condarc_channel_token_path",
    "https://docs.conda.io/projects/conda/en/latest/user-guide/configuration/use-condarc.html#channel-locations-channels",
    r"[a-z]{2}-[a-f0-9-]{36}",
    prefixless=True,
)
def _condarc(g):
    """An anaconda.org access token inside a channel URL (/t/<token>/) in .condarc."""
    tok = g.s(2, LOWER) + "-" + g.uuid()
    text = f"channels:\n  - https://conda.anaconda.org/t/{tok}/acme-private\n  - conda-forge\nchannel_priority: strict\n"
    return text, [tok], tok
