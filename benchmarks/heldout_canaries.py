"""Held-out secret canaries: generators written from public format documentation (issue 31).

These kinds were written without reading the redactor, its tests or its evaluation, only the
list of kinds in ``tests/canaries.py`` (the tuned set) so that the ones here are *other* kinds, or
other shapes of the same kind (another prefix, another file syntax, another place in a URL). Each
generator cites where its format is documented: a vendor page, or a maintained rule set's own
true-positive examples (gitleaks ``cmd/generate/config/rules/*.go``, Kingfisher ``rules/*.yml``,
Microsoft ``security-utilities``, Checkmarx ``2ms``).

``heldout_canaries(seed)`` returns one :class:`HeldOut` per kind, drawn fresh from
``random.Random(seed)``; call it with another seed (or the same generator several times) for
other values. ``text`` is the realistic surrounding (a config file, a command line, a log line),
``parts`` the strings that must be gone after redaction, ``bare`` the short form that fits an
identifier-like field (a branch name, a folder name, a version string), ``number`` an int for
card-like kinds (planted as a JSON number), ``shape`` the documented pattern ``parts[0]`` matches
(checked by ``tests/test_heldout_canaries.py``).
"""

from __future__ import annotations

import base64
import json
import random
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass

ALNUM = string.ascii_letters + string.digits
LOWER_DIGITS = string.ascii_lowercase + string.digits
UPPER_DIGITS = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
# Django's get_random_secret_key() alphabet (django/core/management/utils.py)
DJANGO_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"


@dataclass(frozen=True)
class HeldOut:
    kind: str
    source: str
    text: str
    parts: tuple[str, ...]
    bare: str
    shape: str
    number: int | None = None


class _R:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    def s(self, n: int, alphabet: str = ALNUM) -> str:
        # mixed letters and digits when the alphabet allows, so no value is a word by chance
        while True:
            out = "".join(self.r.choice(alphabet) for _ in range(n))
            has_d = any(c.isdigit() for c in alphabet)
            has_a = any(c.isalpha() for c in alphabet)
            if (
                n < 8
                or not (has_d and has_a)
                or (any(c.isdigit() for c in out) and any(c.isalpha() for c in out))
            ):
                return out

    def digits(self, n: int, first_nonzero: bool = True) -> str:
        d = "".join(self.r.choice(string.digits) for _ in range(n))
        return (self.r.choice("123456789") + d[1:]) if first_nonzero else d

    def uuid(self) -> str:
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def password(self) -> str:
        # a human-made password: word-ish start, digits, punctuation, more letters
        word = self.r.choice(["Tangerine", "marble", "Osprey", "quartz", "Falcon", "velvet", "Juniper"])
        return word + self.digits(3) + self.r.choice("!#%&*?@$") + self.s(4, ALNUM) + self.r.choice(".,;_-~")

    def luhn(self, prefix: str, length: int) -> int:
        body = prefix + self.digits(length - len(prefix) - 1, first_nonzero=False)
        total = 0
        for i, ch in enumerate(reversed(body)):
            d = int(ch)
            if i % 2 == 0:
                d *= 2
                d = d - 9 if d > 9 else d
            total += d
        return int(body + str((10 - total % 10) % 10))


def _b64u(obj: object) -> str:
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).rstrip(b"=").decode()


def _pem_body(g: _R, n: int) -> list[str]:
    raw = bytes(g.r.getrandbits(8) for _ in range(48 * n))
    b = base64.b64encode(raw).decode()
    return [b[i : i + 64] for i in range(0, len(b), 64)]


Gen = Callable[[_R], HeldOut]


class Registry:
    """The kinds of one canary set: :meth:`kind` registers a generator returning ``(text,
    parts, bare[, number])``; :meth:`fresh` and :meth:`canaries` draw from them. Every set
    (``heldout*_canaries.py``) holds its own, so sets written apart share only this interface.

    ``bare_max`` cuts ``bare`` as a tool would cut a file or folder name; ``prefixless`` marks a
    kind whose only clue is its context.
    """

    def __init__(self, bare_max: int | None = None) -> None:
        self.generators: dict[str, Gen] = {}
        self.sources: dict[str, str] = {}
        self.prefixless: set[str] = set()
        self.bare_max = bare_max

    def kind(self, name: str, source: str, shape: str, prefixless: bool = False) -> Callable[[Callable], Gen]:
        def deco(fn: Callable) -> Gen:
            def make(g: _R) -> HeldOut:
                out = fn(g)
                number = out[3] if len(out) > 3 else None
                bare = out[2] if self.bare_max is None else out[2][: self.bare_max]
                return HeldOut(name, source, out[0], tuple(out[1]), bare, shape, number)

            self.generators[name] = make
            self.sources[name] = source
            if prefixless:
                self.prefixless.add(name)
            return make

        return deco

    def fresh(self, name: str, g: _R) -> HeldOut:
        """One more value of kind ``name`` from ``g``."""
        return self.generators[name](g)

    def canaries(self, seed: int = 0) -> list[HeldOut]:
        """One canary per kind, drawn from ``_R(seed)`` in registration order."""
        g = _R(seed)
        return [make(g) for make in self.generators.values()]


_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)


# -- vendor tokens: other prefixes or other places than the tuned set ---------------------------


@kind(
    "telegram_bot_in_url",
    "https://core.telegram.org/bots/api#making-requests ; gitleaks rules/telegram.go",
    r"[0-9]{8,10}:AA[0-9A-Za-z_-]{33}",
)
def _(g):
    v = f"{g.digits(10)}:AA{g.s(33, B64URL)}"
    return (
        f"curl -s 'https://api.telegram.org/bot{v}/sendMessage?chat_id=-100{g.digits(10)}&text=deployed'",
        [v],
        v,
    )


@kind(
    "discord_bot_token",
    "https://discord.com/developers/docs/reference#authentication ; gitleaks rules/discord.go",
    r"[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{38}",
)
def _(g):
    uid = base64.b64encode(g.digits(18).encode()).decode().rstrip("=")
    v = f"{uid}.{g.s(6, B64URL)}.{g.s(38, B64URL)}"
    return (f"client.run('{v}')  # discord.py bot", [v], v)


@kind(
    "discord_webhook",
    "https://discord.com/developers/docs/resources/webhook#execute-webhook ; gitleaks rules/discord.go",
    r"[0-9]{18,19}/[A-Za-z0-9_-]{68}",
)
def _(g):
    v = f"{g.digits(19)}/{g.s(68, B64URL)}"
    return (
        f'DISCORD_WEBHOOK_URL="https://discord.com/api/webhooks/{v}"',
        [v],
        f"https://discord.com/api/webhooks/{v}",
    )


@kind(
    "slack_workflow_webhook",
    "https://api.slack.com/automation/triggers/webhook ; gitleaks rules/slack.go (slack-webhook-url: services|workflows|triggers)",
    r"T[A-Z0-9]{10}/A[A-Z0-9]{10}/[0-9]{18}/[A-Za-z0-9]{24}",
)
def _(g):
    v = f"T{g.s(10, UPPER_DIGITS)}/A{g.s(10, UPPER_DIGITS)}/{g.digits(18)}/{g.s(24)}"
    return (f"requests.post('https://hooks.slack.com/workflows/{v}', json=payload)", [v], v)


@kind(
    "teams_webhook",
    "https://learn.microsoft.com/microsoftteams/platform/webhooks-and-connectors/how-to/add-incoming-webhook ; gitleaks rules/teams.go",
    r"[0-9a-f-]{36}@[0-9a-f-]{36}/IncomingWebhook/[a-z0-9]{32}/[0-9a-f-]{36}",
)
def _(g):
    v = f"{g.uuid()}@{g.uuid()}/IncomingWebhook/{g.s(32, LOWER_DIGITS)}/{g.uuid()}"
    return (f"TEAMS_HOOK=https://acme.webhook.office.com/webhookb2/{v}", [v], v)


@kind(
    "sentry_dsn",
    "https://docs.sentry.io/concepts/key-terms/dsn-explainer/ (public key = 32 hex)",
    r"[0-9a-f]{32}",
)
def _(g):
    k = g.s(32, HEX)
    dsn = f"https://{k}@o{g.digits(6)}.ingest.us.sentry.io/{g.digits(7)}"
    return (f'sentry_sdk.init(dsn="{dsn}", traces_sample_rate=1.0)', [k], dsn)


@kind(
    "sentry_user_token",
    "https://docs.sentry.io/account/auth-tokens/ ; Checkmarx/2ms engine/rules/ruledefine/sentry_user_token.go",
    r"sntryu_[a-f0-9]{64}",
)
def _(g):
    v = f"sntryu_{g.s(64, HEX)}"
    return (f"sentry-cli --auth-token {v} releases new 1.4.2", [v], v)


@kind(
    "gitlab_pipeline_trigger",
    "https://docs.gitlab.com/ee/security/token_overview.html#token-prefixes ; gitleaks rules/gitlab.go",
    r"glptt-[0-9a-f]{40}",
)
def _(g):
    v = f"glptt-{g.s(40, HEX)}"
    return (
        f"curl -X POST --fail -F token={v} -F ref=main https://gitlab.example.com/api/v4/projects/42/trigger/pipeline",
        [v],
        v,
    )


@kind(
    "gitlab_runner_registration",
    "https://docs.gitlab.com/ee/security/token_overview.html#token-prefixes ; gitleaks rules/gitlab.go",
    r"GR1348941[A-Za-z0-9_-]{20}",
)
def _(g):
    v = f"GR1348941{g.s(20, B64URL)}"
    return (f"gitlab-runner register --url https://gitlab.com/ --registration-token {v}", [v], v)


@kind(
    "gitlab_agent_token",
    "https://docs.gitlab.com/ee/security/token_overview.html#token-prefixes ; gitleaks rules/gitlab.go",
    r"glagent-[A-Za-z0-9_-]{50}",
)
def _(g):
    v = f"glagent-{g.s(50, B64URL)}"
    return (f"helm upgrade --install agent gitlab/gitlab-agent --set config.token={v}", [v], v)


@kind(
    "gitlab_oauth_secret",
    "https://docs.gitlab.com/ee/security/token_overview.html#token-prefixes ; gitleaks rules/gitlab.go",
    r"gloas-[A-Za-z0-9_-]{64}",
)
def _(g):
    v = f"gloas-{g.s(64, B64URL)}"
    return (f"OmniAuth: app_secret: '{v}'", [v], v)


@kind(
    "heroku_api_key_v2",
    "https://devcenter.heroku.com/articles/authentication ; Checkmarx/2ms engine/rules/ruledefine/heroku_v2.go",
    r"HRKU-AA[0-9a-zA-Z_-]{58}",
)
def _(g):
    v = f"HRKU-AA{g.s(58, B64URL)}"
    return (f"heroku config:set --app shop HEROKU_API_KEY={v}", [v], v)


@kind(
    "heroku_uuid_key",
    'gitleaks rules/heroku.go true positive `const HEROKU_KEY = "…uuid…"`; Kingfisher rules/heroku.yml',
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}",
)
def _(g):
    v = g.uuid()
    return (f"  HEROKU_API_KEY: {v}", [v], v)


@kind(
    "azure_ad_client_secret",
    "Microsoft security-utilities SEC101/156 AadClientAppSecret; gitleaks rules/azure.go",
    r"[A-Za-z0-9_~.-]{3}8Q~[A-Za-z0-9_~.-]{34}",
)
def _(g):
    v = f"{g.s(3)}8Q~{g.s(34, ALNUM + '_~.-')}"
    return (f'az login --service-principal -u {g.uuid()} -p "{v}" --tenant {g.uuid()}', [v], v)


@kind(
    "azure_storage_connection_string",
    "https://learn.microsoft.com/azure/storage/common/storage-configure-connection-string",
    r"[A-Za-z0-9+/]{86}==",
)
def _(g):
    k = base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(64))).decode()
    text = (
        "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;"
        f"AccountKey={k};EndpointSuffix=core.windows.net"
    )
    return (text, [k], f"AccountKey={k}")


@kind(
    "airtable_pat",
    "https://airtable.com/developers/web/guides/personal-access-tokens ; gitleaks rules/airtable.go",
    r"pat[A-Za-z0-9]{14}\.[a-f0-9]{64}",
)
def _(g):
    v = f"pat{g.s(14)}.{g.s(64, HEX)}"
    return (f"const base = new Airtable({{ apiKey: '{v}' }}).base('app{g.s(14)}');", [v], v)


@kind(
    "notion_ntn",
    "https://developers.notion.com/docs/authorization ; Checkmarx/2ms engine/rules/ruledefine/notion.go",
    r"ntn_[0-9]{11}[A-Za-z0-9]{35}",
)
def _(g):
    v = f"ntn_{g.digits(11)}{g.s(35)}"
    return (f'NOTION_TOKEN="{v}"', [v], v)


@kind(
    "shopify_shared_secret",
    "https://shopify.dev/docs/apps/build/authentication-authorization ; gitleaks rules/shopify.go",
    r"shpss_[a-fA-F0-9]{32}",
)
def _(g):
    v = f"shpss_{g.s(32, HEX)}"
    return (f"SHOPIFY_API_SECRET={v}\nSHOPIFY_API_KEY={g.s(32, HEX)}", [v], v)


@kind("shopify_custom_app", "gitleaks rules/shopify.go (shpca_)", r"shpca_[a-fA-F0-9]{32}")
def _(g):
    v = f"shpca_{g.s(32, HEX)}"
    return (f"session = shopify.Session('acme.myshopify.com', '2024-01', '{v}')", [v], v)


@kind(
    "square_oauth_secret",
    "https://developer.squareup.com/docs/oauth-api/overview ; gitleaks rules/square.go",
    r"sq0csp-[0-9A-Za-z_-]{43}",
)
def _(g):
    v = f"sq0csp-{g.s(43, B64URL)}"
    return (f"square:\n  application_id: sq0idp-{g.s(22, B64URL)}\n  application_secret: {v}\n", [v], v)


@kind("square_access_token_legacy", "gitleaks rules/square.go (sq0atp-)", r"sq0atp-[0-9A-Za-z_-]{22}")
def _(g):
    v = f"sq0atp-{g.s(22, B64URL)}"
    return (f"client = Client(access_token='{v}', environment='production')", [v], v)


@kind(
    "digitalocean_oauth",
    "https://docs.digitalocean.com/reference/api/oauth/ ; gitleaks rules/digitalocean.go (doo_v1_)",
    r"doo_v1_[a-f0-9]{64}",
)
def _(g):
    v = f"doo_v1_{g.s(64, HEX)}"
    return (f'{{"access_token": "{v}", "token_type": "bearer", "expires_in": 2592000}}', [v], v)


@kind("digitalocean_refresh", "gitleaks rules/digitalocean.go (dor_v1_)", r"dor_v1_[a-f0-9]{64}")
def _(g):
    v = f"dor_v1_{g.s(64, HEX)}"
    return (f"refresh_token={v}&grant_type=refresh_token", [v], v)


@kind(
    "postman_api_key",
    "https://learning.postman.com/docs/developer/postman-api/authentication/ ; gitleaks rules/postman.go",
    r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}",
)
def _(g):
    v = f"PMAK-{g.s(24, HEX)}-{g.s(34, HEX)}"
    return (f"newman run collection.json --env-var postman_api_key={v}", [v], v)


@kind(
    "dynatrace_token",
    "https://docs.dynatrace.com/docs/manage/identity-access-management/access-tokens-and-oauth-clients/access-tokens ; gitleaks rules/dynatrace.go",
    r"dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}",
)
def _(g):
    v = f"dt0c01.{g.s(24, UPPER_DIGITS)}.{g.s(64, UPPER_DIGITS)}"
    return (
        f'curl -H "Authorization: Api-Token {v}" https://abc12345.live.dynatrace.com/api/v2/metrics',
        [v],
        v,
    )


@kind(
    "terraform_cloud_token",
    "https://developer.hashicorp.com/terraform/cli/config/config-file#credentials ; gitleaks rules/hashicorp.go",
    r"[a-zA-Z0-9]{14}\.atlasv1\.[a-zA-Z0-9_=-]{67}",
)
def _(g):
    v = f"{g.s(14)}.atlasv1.{g.s(67, B64URL)}"
    return (f'credentials "app.terraform.io" {{\n  token = "{v}"\n}}\n', [v], v)


@kind(
    "flyio_token",
    "https://fly.io/docs/security/tokens/ ; gitleaks rules/flyio.go (fo1_)",
    r"fo1_[A-Za-z0-9_-]{43}",
)
def _(g):
    v = f"fo1_{g.s(43, B64URL)}"
    return (f"FLY_API_TOKEN={v} flyctl deploy --remote-only", [v], v)


@kind(
    "rubygems_api_key",
    "https://guides.rubygems.org/api-key-scopes/ ; gitleaks rules/rubygems.go",
    r"rubygems_[a-f0-9]{48}",
)
def _(g):
    v = f"rubygems_{g.s(48, HEX)}"
    return (f"---\n:rubygems_api_key: {v}\n", [v], v)


@kind(
    "replicate_token",
    "https://replicate.com/docs/reference/http#authentication ; Kingfisher rules/replicate.yml",
    r"r8_[A-Za-z0-9]{37}",
)
def _(g):
    v = f"r8_{g.s(37)}"
    return (f"REPLICATE_API_TOKEN={v} python predict.py", [v], v)


@kind(
    "perplexity_key",
    "https://docs.perplexity.ai/guides/getting-started ; Kingfisher rules/perplexity.yml",
    r"pplx-[A-Za-z0-9]{48}",
)
def _(g):
    v = f"pplx-{g.s(48)}"
    return (f'client = OpenAI(api_key="{v}", base_url="https://api.perplexity.ai")', [v], v)


@kind(
    "mapbox_secret_token",
    "https://docs.mapbox.com/accounts/guides/tokens/ ; Kingfisher rules/mapbox.yml",
    r"sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}",
)
def _(g):
    v = f"sk.{_b64u({'u': 'acme-maps', 'a': g.s(25, LOWER_DIGITS)})}.{g.s(22, B64URL)}"
    return (f"MAPBOX_DOWNLOADS_TOKEN={v}", [v], v)


@kind(
    "supabase_access_token",
    "https://supabase.com/docs/reference/cli/supabase-login ; Kingfisher rules/supabase.yml",
    r"sbp_[a-f0-9]{40}",
)
def _(g):
    v = f"sbp_{g.s(40, HEX)}"
    return (f"supabase login --token {v}", [v], v)


@kind(
    "cloudflare_origin_ca_key",
    "https://developers.cloudflare.com/fundamentals/api/get-started/ca-keys/ ; gitleaks rules/cloudflare.go",
    r"v1\.0-[a-f0-9]{24}-[a-f0-9]{146}",
)
def _(g):
    v = f"v1.0-{g.s(24, HEX)}-{g.s(146, HEX)}"
    return (f"X-Auth-User-Service-Key: {v}", [v], v)


@kind(
    "cloudflare_api_token",
    "https://developers.cloudflare.com/fundamentals/api/get-started/create-token/ ; gitleaks rules/cloudflare.go",
    r"[A-Za-z0-9_-]{40}",
)
def _(g):
    v = g.s(40, B64URL)
    return (f"wrangler: CLOUDFLARE_API_TOKEN={v} npx wrangler deploy", [v], v)


@kind(
    "okta_ssws",
    "https://developer.okta.com/docs/guides/create-an-api-token/ ; gitleaks rules/okta.go",
    r"00[A-Za-z0-9_-]{40}",
)
def _(g):
    v = f"00{g.s(40, B64URL)}"
    return (f'curl -H "Authorization: SSWS {v}" https://acme.okta.com/api/v1/users?limit=25', [v], v)


@kind(
    "firebase_fcm_server_key",
    "https://firebase.google.com/docs/cloud-messaging/auth-server (legacy server key) ; Kingfisher rules/google.yml",
    r"AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{134}",
)
def _(g):
    v = f"AAAA{g.s(7, B64URL)}:APA91b{g.s(134, B64URL)}"
    return (f"headers = {{'Authorization': 'key={v}', 'Content-Type': 'application/json'}}", [v], v)


@kind(
    "nuget_api_key",
    "Microsoft security-utilities SEC101/031 NuGetApiKey ; https://learn.microsoft.com/nuget/nuget-org/publish-a-package",
    r"oy2[a-z0-9]{43}",
)
def _(g):
    v = f"oy2{g.s(43, LOWER_DIGITS)}"
    return (
        f"dotnet nuget push Acme.Core.1.2.0.nupkg --api-key {v} --source https://api.nuget.org/v3/index.json",
        [v],
        v,
    )


@kind(
    "datadog_keys",
    "https://docs.datadoghq.com/account_management/api-app-keys/ ; gitleaks rules/datadog.go",
    r"[a-f0-9]{32}",
)
def _(g):
    api, app = g.s(32, HEX), g.s(40, HEX)
    return (f"api_key: {api}\napp_key: {app}\nsite: datadoghq.eu\n", [api, app], api)


@kind(
    "algolia_admin_key",
    "https://www.algolia.com/doc/guides/security/api-keys/ ; gitleaks rules/algolia.go",
    r"[a-f0-9]{32}",
)
def _(g):
    v = g.s(32, HEX)
    return (f"const client = algoliasearch('{g.s(10, UPPER_DIGITS)}', '{v}'); // admin key", [v], v)


@kind(
    "snyk_token",
    "https://docs.snyk.io/snyk-cli/authenticate-to-use-the-cli ; gitleaks rules/snyk.go",
    r"[0-9a-f-]{36}",
)
def _(g):
    v = g.uuid()
    return (f"env:\n  SNYK_TOKEN: {v}\nrun: snyk test --all-projects", [v], v)


@kind(
    "twilio_account_auth",
    "https://www.twilio.com/docs/iam/api/account (AccountSid AC…, AuthToken 32 hex) ; gitleaks rules/twilio.go",
    r"[a-f0-9]{32}",
)
def _(g):
    tok = g.s(32, HEX)
    return (f"client = Client('AC{g.s(32, HEX)}', '{tok}')", [tok], tok)


# -- structural kinds: a value in a file syntax or a command line --------------------------------


@kind(
    "django_secret_key",
    "https://docs.djangoproject.com/en/stable/ref/settings/#secret-key ; django/core/management/utils.py get_random_secret_key",
    r"django-insecure-[a-z0-9!@#$%^&*(\-_=+)]{50}",
)
def _(g):
    v = "django-insecure-" + "".join(g.r.choice(DJANGO_CHARS) for _ in range(50))
    return (
        f"# SECURITY WARNING: keep the secret key used in production secret!\nSECRET_KEY = '{v}'\n",
        [v],
        v,
    )


@kind(
    "compose_postgres_password_map",
    "https://hub.docker.com/_/postgres (POSTGRES_PASSWORD) ; https://docs.docker.com/compose/environment-variables/set-environment-variables/",
    r".+",
)
def _(g):
    pw = g.password()
    text = f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: shop\n      POSTGRES_PASSWORD: {pw}\n"
    return (text, [pw], f"POSTGRES_PASSWORD={pw}")


@kind(
    "mysql_url_password",
    "https://dev.mysql.com/doc/refman/8.0/en/connecting-using-uri-or-key-value-pairs.html",
    r".+",
)
def _(g):
    pw = g.password().replace("@", "%40").replace("#", "%23").replace("?", "%3F").replace("$", "%24")
    url = f"mysql://shop_rw:{pw}@mysql-primary.internal:3306/shop"
    return (f"SQLALCHEMY_DATABASE_URI = '{url}'", [pw], url)


@kind("amqp_url_password", "https://www.rabbitmq.com/docs/uri-spec", r"[A-Za-z0-9]{24}")
def _(g):
    pw = g.s(24)
    url = f"amqp://celery:{pw}@rabbitmq.prod:5672/%2F"
    return (f"CELERY_BROKER_URL={url}", [pw], url)


@kind(
    "jdbc_password_param",
    "https://dev.mysql.com/doc/connector-j/en/connector-j-reference-jdbc-url-format.html",
    r".+",
)
def _(g):
    pw = g.password().replace("&", "").replace("#", "").replace("?", "")
    url = f"jdbc:mysql://db.internal:3306/orders?user=orders_app&password={pw}&useSSL=true"
    return (f"spring.datasource.url={url}", [pw], url)


@kind(
    "spring_datasource_password",
    "https://docs.spring.io/spring-boot/appendix/application-properties/index.html#application-properties.data.spring.datasource.password",
    r".+",
)
def _(g):
    pw = g.password()
    return (f"spring.datasource.username=orders\nspring.datasource.password={pw}\n", [pw], f"password={pw}")


@kind("wp_config_define", "https://developer.wordpress.org/apis/wp-config-php/#database-password", r".+")
def _(g):
    pw = g.password().replace("'", "")
    salt = "".join(
        g.r.choice(string.ascii_letters + string.digits + "!@#%^&*()-_[]{}<>~+=,.;:/?|") for _ in range(64)
    )
    text = f"define( 'DB_PASSWORD', '{pw}' );\ndefine( 'AUTH_KEY', '{salt}' );"
    return (text, [pw, salt], f"DB_PASSWORD={pw}")


@kind(
    "rails_secret_key_base",
    "https://guides.rubyonrails.org/security.html#custom-credentials (secret_key_base, 128 hex from `rails secret`)",
    r"[a-f0-9]{128}",
)
def _(g):
    v = g.s(128, HEX)
    return (f"production:\n  secret_key_base: {v}\n", [v], v)


@kind(
    "k8s_secret_data",
    "https://kubernetes.io/docs/concepts/configuration/secret/#working-with-secrets",
    r"[A-Za-z0-9+/=]+",
)
def _(g):
    pw = g.password()
    b = base64.b64encode(pw.encode()).decode()
    text = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n  username: c2hvcA==\n  password: {b}\n"
    return (text, [b], b)


@kind(
    "dockerfile_env_space",
    "https://docs.docker.com/reference/dockerfile/#env (legacy `ENV key value` form)",
    r".+",
)
def _(g):
    v = g.s(32, ALNUM + "_")
    return (f"FROM python:3.12-slim\nENV API_SECRET {v}\nRUN pip install -r requirements.txt", [v], v)


@kind(
    "docker_config_auth",
    "https://docs.docker.com/reference/cli/docker/login/#credential-stores (config.json auths.auth = base64(user:pass))",
    r"[A-Za-z0-9+/=]+",
)
def _(g):
    b = base64.b64encode(f"ci-bot:{g.password()}".encode()).decode()
    text = json.dumps({"auths": {"registry.acme.io": {"auth": b}}}, indent=2)
    return (text, [b], b)


@kind(
    "netrc_one_line",
    "https://www.gnu.org/software/inetutils/manual/html_node/The-_002enetrc-file.html",
    r".+",
)
def _(g):
    pw = g.password()
    return (f"machine git.acme.io login deploy password {pw}", [pw], f"password {pw}")


@kind(
    "mysqldump_password_equals",
    "https://dev.mysql.com/doc/refman/8.0/en/connection-options.html#option_general_password",
    r".+",
)
def _(g):
    pw = g.password().replace("'", "")
    return (
        f"mysqldump --user=backup --password='{pw}' --single-transaction shop > shop.sql",
        [pw],
        f"--password={pw}",
    )


@kind("sqlcmd_capital_p", "https://learn.microsoft.com/sql/tools/sqlcmd/sqlcmd-utility#-p-password", r".+")
def _(g):
    pw = g.password().replace('"', "")
    return (f'sqlcmd -S tcp:sql01.acme.local,1433 -U sa -P "{pw}" -Q "SELECT 1"', [pw], f"-P {pw}")


@kind(
    "export_api_token",
    "POSIX sh `export NAME=value`; gitleaks rules/generic.go (generic-api-key)",
    r"[A-Za-z0-9]{40}",
)
def _(g):
    v = g.s(40)
    return (f"export API_TOKEN={v}\n./scripts/sync.sh", [v], v)


@kind(
    "pypirc_password",
    "https://packaging.python.org/en/latest/specifications/pypirc/ ; gitleaks rules/pypi.go",
    r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{70,}",
)
def _(g):
    v = "pypi-AgEIcHlwaS5vcmc" + g.s(120, B64URL)
    return (f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {v}\n", [v], v)


@kind(
    "yarnrc_npm_auth_token",
    "https://yarnpkg.com/configuration/yarnrc#npmAuthToken ; gitleaks rules/npm.go",
    r"npm_[A-Za-z0-9]{36}",
)
def _(g):
    v = f"npm_{g.s(36)}"
    return (f'npmRegistryServer: "https://registry.npmjs.org"\nnpmAuthToken: "{v}"\n', [v], v)


@kind(
    "gcp_sa_json_escaped",
    "https://cloud.google.com/iam/docs/keys-create-delete (key file JSON, private_key with \\n escapes)",
    r"[A-Za-z0-9+/=]{64}",
)
def _(g):
    body = _pem_body(g, 8)
    pk = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END PRIVATE KEY-----\n"
    sa = {
        "type": "service_account",
        "project_id": "acme-prod",
        "private_key_id": g.s(40, HEX),
        "private_key": pk,
        "client_email": "deployer@acme-prod.iam.gserviceaccount.com",
    }
    text = f"GOOGLE_CREDENTIALS='{json.dumps(sa)}'"
    return (text, [*body[:4], sa["private_key_id"]], body[0])


@kind(
    "pgp_private_key_block",
    "RFC 4880 section 6.2 (ASCII armor) https://www.rfc-editor.org/rfc/rfc4880#section-6.2",
    r"[A-Za-z0-9+/=]{64}",
)
def _(g):
    body = _pem_body(g, 6)
    text = (
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\nComment: exported by gpg --armor --export-secret-keys\n\n"
        + "\n".join(body)
        + f"\n={g.s(4, B64)}\n-----END PGP PRIVATE KEY BLOCK-----"
    )
    return (text, body[:4], body[0])


@kind(
    "encrypted_pkcs8_in_python",
    "RFC 5958 / RFC 7468 section 11 (ENCRYPTED PRIVATE KEY) https://www.rfc-editor.org/rfc/rfc7468#section-11",
    r"[A-Za-z0-9+/=]{64}",
)
def _(g):
    body = _pem_body(g, 5)
    pem = (
        "-----BEGIN ENCRYPTED PRIVATE KEY-----\\n"
        + "\\n".join(body)
        + "\\n-----END ENCRYPTED PRIVATE KEY-----\\n"
    )
    return (
        f'KEY_PEM = "{pem}"\nkey = load_pem_private_key(KEY_PEM.encode(), password=b"{g.s(12)}")',
        body[:4],
        body[0],
    )


@kind(
    "drf_token_header",
    "https://www.django-rest-framework.org/api-guide/authentication/#tokenauthentication (Authorization: Token 40 hex)",
    r"[a-f0-9]{40}",
)
def _(g):
    v = g.s(40, HEX)
    return (f"wget --header='Authorization: Token {v}' https://api.acme.io/v1/orders/", [v], v)


@kind(
    "kubeconfig_user_token",
    "https://kubernetes.io/docs/reference/access-authn-authz/authentication/#putting-a-bearer-token-in-a-request",
    r"[a-z0-9]{6}\.[a-z0-9]{16}",
)
def _(g):
    v = f"{g.s(6, LOWER_DIGITS)}.{g.s(16, LOWER_DIGITS)}"
    text = f"users:\n- name: ci\n  user:\n    token: {v}\n"
    return (text, [v], v)


@kind(
    "git_remote_userinfo",
    "RFC 3986 section 3.2.1 (userinfo) ; https://git-scm.com/docs/git-credential",
    r".+",
)
def _(g):
    pw = g.s(20, ALNUM + "_-")
    url = f"https://release-bot:{pw}@git.acme.io/platform/api.git"
    return (f"git remote set-url origin {url}", [pw], url)


@kind(
    "aws_presigned_url_key_id",
    "https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html (X-Amz-Credential=<AKIA…>/date/region/s3/aws4_request)",
    r"AKIA[A-Z2-7]{16}",
)
def _(g):
    kid = "AKIA" + g.s(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    sig = g.s(64, HEX)
    url = (
        f"https://acme-exports.s3.eu-west-1.amazonaws.com/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
        f"&X-Amz-Credential={kid}%2F20261127%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261127T101500Z"
        f"&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
    )
    return (f"Download link: {url}", [kid], kid)


@kind(
    "jwt_set_cookie",
    "RFC 7519 (JWT) + RFC 6265 section 4.1 (Set-Cookie)",
    r"eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)  # parts[0]: payload.signature
def _(g):
    head = _b64u({"alg": "HS256", "typ": "JWT"})
    pay = _b64u({"sub": g.uuid(), "exp": 1_800_000_000 + int(g.digits(7)), "scope": "admin"})
    v = f"{head}.{pay}.{g.s(43, B64URL)}"
    text = f"HTTP/1.1 200 OK\nSet-Cookie: access_token={v}; Path=/; HttpOnly; Secure; SameSite=Lax"
    return (text, [v.split(".", 1)[1]], v)


# -- card-like numbers (planted also as JSON numbers) ---------------------------------------------


@kind(
    "card_discover",
    "https://www.discoverglobalnetwork.com/ (IIN 6011, 16 digits, Luhn) ; ISO/IEC 7812",
    r"6011[0-9]{12}",
)
def _(g):
    n = g.luhn("6011", 16)
    s = str(n)
    return (
        f"charge failed for card {s[:4]} {s[4:8]} {s[8:12]} {s[12:]} (exp 04/28)",
        [f"{s[:4]} {s[4:8]} {s[8:12]} {s[12:]}"],
        s,
        n,
    )


@kind(
    "card_jcb",
    "https://en.wikipedia.org/wiki/Payment_card_number (ISO/IEC 7812 IIN 3528-3589, JCB), 16 digits, Luhn",
    r"35(2[89]|[3-8][0-9])[0-9]{12}",
)
def _(g):
    n = g.luhn("35" + str(g.r.randint(30, 89)), 16)
    return (f'{{"pan": "{n}", "brand": "jcb"}}', [str(n)], str(n), n)


@kind(
    "card_diners",
    "https://en.wikipedia.org/wiki/Payment_card_number (ISO/IEC 7812 IIN 36, Diners Club International), 14 digits, Luhn",
    r"36[0-9]{12}",
)
def _(g):
    n = g.luhn("36", 14)
    s = str(n)
    return (f"Diners: {s[:4]}-{s[4:10]}-{s[10:]}", [f"{s[:4]}-{s[4:10]}-{s[10:]}"], s, n)


if __name__ == "__main__":
    for c in heldout_canaries(0):
        print(f"{c.kind:34} {c.parts[0][:60]}")
    print(len(GENERATORS), "kinds")
