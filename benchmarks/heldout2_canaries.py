"""A second held-out canary set for redaction recall, written from public format documentation.

Written for issue 31 by someone who read neither the redactor, its tests, the tuned canaries, nor
the generators of the first held-out set (``heldout_canaries.py``, whose small interface, lines
1-123, is reused here): the redactor is being tuned on that first set, so it no longer measures
recall on secrets nobody has tuned for. Each kind cites the vendor page or public spec its format
comes from (``benchmarks/heldout2_sources.tsv`` lists them); at most a third cite a public secret
scanner's rule instead, for formats no vendor page spells out.

``heldout_canaries(seed)`` returns one :class:`HeldOut` per kind drawn fresh from ``_R(seed)``;
``fresh(kind, g)`` draws one more. ``text`` is a realistic snippet (a file, a command, a log line,
a stack trace), ``parts`` every substring that must be gone after redaction, ``bare`` the value
alone as it would sit in an identifier-like field, ``number`` an int for card kinds, ``shape`` the
documented pattern ``parts[0]`` matches.
"""

from __future__ import annotations

import base64
import string
import sys
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from heldout_canaries import (
    _R,
    ALNUM,
    B64URL,
    HEX,
    LOWER_DIGITS,
    UPPER_DIGITS,
    HeldOut,
    Registry,
    _b64u,
    _pem_body,
)

__all__ = ["GENERATORS", "_R", "HeldOut", "fresh", "heldout_canaries"]

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

PW = r"[A-Za-z]+\d{3}[!#%&*?@$]?[A-Za-z0-9]{4}[.,;_~-]?"
B32L = "abcdefghijklmnopqrstuvwxyz234567"
GITLEAKS = "gitleaks rules (public scanner test cases): cmd/generate/config/rules/"


def _upw(g: _R) -> str:
    # a generated password with no character that needs escaping in a URL
    return g.s(6, string.ascii_letters) + g.digits(2) + g.s(12, ALNUM)


def _b64(g: _R, nbytes: int) -> str:
    return base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(nbytes))).decode()


def _wrap(s: str, n: int) -> list[str]:
    return [s[i : i + n] for i in range(0, len(s), n)]


# -- cloud providers ---------------------------------------------------------------------------


@kind(
    "aws_credentials_file_profile",
    "https://docs.aws.amazon.com/cli/latest/userguide/cli-configure-files.html",
    r"[A-Za-z0-9/+]{40}",
)
def _(g):
    kid, sec = "AKIA" + g.s(16, UPPER_DIGITS), g.s(40, ALNUM + "/+")
    text = (
        "$ cat ~/.aws/credentials\n[default]\nregion = eu-west-1\n\n[profile ci-deploy]\n"
        f"aws_access_key_id = {kid}\naws_secret_access_key = {sec}\n"
    )
    return text, [sec, kid], sec


@kind(
    "aws_sts_session_json",
    "https://docs.aws.amazon.com/cli/latest/reference/sts/assume-role.html",
    r"IQoJb3JpZ2luX2Vj[A-Za-z0-9/+]{300,}={0,2}",
)
def _(g):
    tok = "IQoJb3JpZ2luX2Vj" + _b64(g, 240).rstrip("=")
    sec = g.s(40, ALNUM + "/+")
    kid = "ASIA" + g.s(16, UPPER_DIGITS)
    text = (
        "$ aws sts assume-role --role-arn arn:aws:iam::412345678901:role/deploy --role-session-name ci\n"
        '{\n    "Credentials": {\n'
        f'        "AccessKeyId": "{kid}",\n        "SecretAccessKey": "{sec}",\n'
        f'        "SessionToken": "{tok}",\n        "Expiration": "2026-11-27T22:10:04+00:00"\n    }}\n}}'
    )
    return text, [tok, sec, kid], tok[:120]


@kind(
    "aws_s3_presigned_url",
    "https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html",
    r"[0-9a-f]{64}",
)
def _(g):
    sig = g.s(64, HEX)
    kid = "AKIA" + g.s(16, UPPER_DIGITS)
    url = (
        f"https://reports-{g.s(6, LOWER_DIGITS)}.s3.eu-west-1.amazonaws.com/2026/q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
        f"&X-Amz-Credential={kid}%2F20261127%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261127T101500Z"
        f"&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
    )
    return f"Download link (valid 1h): {url}", [sig], sig


@kind(
    "gcp_api_key_firebase_js",
    "https://cloud.google.com/docs/authentication/api-keys",
    r"AIza[0-9A-Za-z_-]{35}",
)
def _(g):
    key = "AIza" + g.s(35, B64URL)
    text = (
        "// src/firebase.ts\nimport { initializeApp } from 'firebase/app';\n\nconst firebaseConfig = {\n"
        f'  apiKey: "{key}",\n  authDomain: "shop-7f3a1.firebaseapp.com",\n  projectId: "shop-7f3a1",\n}};\n'
        "export const app = initializeApp(firebaseConfig);"
    )
    return text, [key], key


@kind(
    "gcp_oauth_client_secret_json",
    "https://developers.googleblog.com/en/usability-and-safety-updates-to-google-auth-platform",
    r"GOCSPX-[A-Za-z0-9_-]{28}",
)
def _(g):
    sec = "GOCSPX-" + g.s(28, B64URL)
    cid = f"{g.digits(12)}-{g.s(32, LOWER_DIGITS)}.apps.googleusercontent.com"
    text = (
        '$ cat client_secret.json\n{"web":{"client_id":"' + cid + '","project_id":"billing-412",'
        '"auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token",'
        f'"client_secret":"{sec}","redirect_uris":["http://localhost:8080/callback"]}}}}'
    )
    return text, [sec], sec


@kind(
    "gcp_adc_refresh_token",
    "https://developers.google.com/identity/protocols/oauth2/web-server#offline",
    r"1//0[A-Za-z0-9_-]{95}",
)
def _(g):
    rt = "1//0" + g.s(95, B64URL)
    text = (
        "$ cat ~/.config/gcloud/application_default_credentials.json\n{\n"
        f'  "account": "",\n  "client_id": "{g.digits(12)}-{g.s(32, LOWER_DIGITS)}.apps.googleusercontent.com",\n'
        f'  "client_secret": "{g.s(24, B64URL)}",\n  "refresh_token": "{rt}",\n  "type": "authorized_user"\n}}'
    )
    return text, [rt], rt


@kind(
    "gcp_ya29_bearer_curl",
    "https://developers.google.com/identity/protocols/oauth2",
    r"ya29\.[A-Za-z0-9_-]{160}",
)
def _(g):
    tok = "ya29." + g.s(160, B64URL)
    text = (
        f'curl -s -H "Authorization: Bearer {tok}" \\\n'
        '  "https://storage.googleapis.com/storage/v1/b?project=billing-412" | jq .items[].name'
    )
    return text, [tok], tok


@kind(
    "gcp_signed_url_goog_signature",
    "https://cloud.google.com/storage/docs/access-control/signed-urls",
    r"[0-9a-f]{512}",
)
def _(g):
    sig = g.s(512, HEX)
    url = (
        "https://storage.googleapis.com/exports-prod/dump.sql.gz?X-Goog-Algorithm=GOOG4-RSA-SHA256"
        "&X-Goog-Credential=exporter%40billing-412.iam.gserviceaccount.com%2F20261127%2Fauto%2Fstorage%2Fgoog4_request"
        f"&X-Goog-Date=20261127T091200Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}"
    )
    return f"INFO exporter: signed url ready url={url}", [sig], sig[:96]


@kind(
    "azure_storage_connstr_csharp",
    "https://learn.microsoft.com/azure/storage/common/storage-configure-connection-string",
    r"[A-Za-z0-9+/]{86}==",
)
def _(g):
    key = _b64(g, 64)
    acct = "st" + g.s(10, LOWER_DIGITS)
    text = (
        '// Program.cs\nvar conn = "DefaultEndpointsProtocol=https;AccountName='
        + acct
        + ";AccountKey="
        + key
        + ";"
        'EndpointSuffix=core.windows.net";\nvar blobs = new BlobServiceClient(conn);'
    )
    return text, [key], key


@kind(
    "azure_blob_sas_url",
    "https://learn.microsoft.com/rest/api/storageservices/create-service-sas",
    r"[A-Za-z0-9%]{40,}",
)
def _(g):
    sig = urllib.parse.quote(_b64(g, 32), safe="")
    url = (
        f"https://st{g.s(8, LOWER_DIGITS)}.blob.core.windows.net/backups/db.bak?sp=r&st=2026-11-27T08:00:00Z"
        f"&se=2026-11-28T08:00:00Z&spr=https&sv=2022-11-02&sr=b&sig={sig}"
    )
    return f'azcopy copy "{url}" ./db.bak', [sig], sig


@kind(
    "azure_entra_client_secret_tf",
    "https://learn.microsoft.com/entra/identity-platform/how-to-add-credentials",
    r"[A-Za-z0-9_~.-]{3}\dQ~[A-Za-z0-9_~.-]{34}",
)
def _(g):
    sec = g.s(3, ALNUM) + g.digits(1) + "Q~" + g.s(34, ALNUM + "_~.-")
    text = (
        'provider "azurerm" {\n  features {}\n'
        f'  tenant_id       = "{g.uuid()}"\n  client_id       = "{g.uuid()}"\n'
        f'  client_secret   = "{sec}"\n  subscription_id = "{g.uuid()}"\n}}'
    )
    return text, [sec], sec


@kind(
    "azure_devops_pat_git_url",
    "https://learn.microsoft.com/purview/sit-defn-azure-devops-personal-access-token (84 chars, AZDO at 76-80)",
    r"[A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4}",
)
def _(g):
    pat = g.s(76, ALNUM) + "AZDO" + g.s(4, ALNUM)
    text = f"git clone https://build:{pat}@dev.azure.com/contoso/Payments/_git/payments-api"
    return text, [pat], pat


@kind(
    "azure_cosmos_key_appsettings",
    "https://learn.microsoft.com/azure/cosmos-db/secure-access-to-data",
    r"[A-Za-z0-9+/]{86}==",
)
def _(g):
    key = _b64(g, 64)
    text = (
        '{\n  "Logging": { "LogLevel": { "Default": "Information" } },\n  "CosmosDb": {\n'
        f'    "Endpoint": "https://orders-{g.s(5, LOWER_DIGITS)}.documents.azure.com:443/",\n'
        f'    "Key": "{key}",\n    "Database": "orders"\n  }}\n}}'
    )
    return text, [key], key


@kind(
    "alibaba_accesskey_yaml",
    "https://help.aliyun.com/en/document_detail/53045.html",
    r"[A-Za-z0-9]{30}",
)
def _(g):
    kid, sec = "LTAI" + g.s(20, ALNUM), g.s(30, ALNUM)
    text = (
        "# ossutil / Java SDK settings\noss:\n  endpoint: oss-cn-hangzhou.aliyuncs.com\n"
        f"  access-key-id: {kid}\n  access-key-secret: {sec}\n  bucket: media-assets"
    )
    return text, [sec, kid], sec


@kind(
    "oracle_ocir_auth_token_login",
    "https://docs.oracle.com/iaas/Content/Registry/Tasks/registrygettingauthtoken.htm",
    r"[A-Za-z0-9()<>{}+:;.\[\]]{20}",
)
def _(g):
    tok = g.s(20, ALNUM + "()<>{}+:;.[]")
    text = f"docker login fra.ocir.io -u 'frx2abcd/oracleidentitycloudservice/ci@example.com' -p '{tok}'"
    return text, [tok], tok


@kind(
    "oracle_oci_config_passphrase",
    "https://docs.oracle.com/iaas/Content/API/Concepts/sdkconfig.htm",
    PW,
)
def _(g):
    pw = g.password()
    fp = ":".join(g.s(2, HEX) for _ in range(16))
    text = (
        "[DEFAULT]\nuser=ocid1.user.oc1..aaaaaaaa" + g.s(52, LOWER_DIGITS) + "\n"
        f"fingerprint={fp}\nkey_file=~/.oci/oci_api_key.pem\npass_phrase={pw}\n"
        "tenancy=ocid1.tenancy.oc1..aaaaaaaa" + g.s(52, LOWER_DIGITS) + "\nregion=eu-frankfurt-1"
    )
    return text, [pw], pw


@kind(
    "ibm_cloud_apikey_login",
    "https://cloud.ibm.com/docs/account?topic=account-userapikey",
    r"[A-Za-z0-9_-]{44}",
)
def _(g):
    key = g.s(44, B64URL)
    return f"ibmcloud login --apikey {key} -r us-south -g default", [key], key


@kind(
    "digitalocean_token_doctl",
    "https://docs.digitalocean.com/reference/api/create-personal-access-token/",
    r"dop_v1_[0-9a-f]{64}",
)
def _(g):
    tok = "dop_v1_" + g.s(64, HEX)
    return f"doctl auth init --context ci --access-token {tok}", [tok], tok


@kind(
    "cloudflare_api_token_actions",
    "https://developers.cloudflare.com/fundamentals/api/get-started/create-token/",
    r"[A-Za-z0-9_-]{40}",
)
def _(g):
    tok = g.s(40, B64URL)
    text = (
        "# .github/workflows/deploy.yml\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n"
        "      - uses: actions/checkout@v4\n      - uses: cloudflare/wrangler-action@v3\n        with:\n"
        f"          apiToken: {tok}\n          accountId: {g.s(32, HEX)}"
    )
    return text, [tok], tok


# -- payments, messaging, email, monitoring ------------------------------------------------------


@kind("stripe_restricted_live_python", "https://docs.stripe.com/keys", r"rk_live_[A-Za-z0-9]{99}")
def _(g):
    key = "rk_live_51" + g.s(97, ALNUM)
    text = f'import stripe\n\nstripe.api_key = "{key}"\ncharges = stripe.Charge.list(limit=3)'
    return text, [key], key


@kind("stripe_webhook_secret_node", "https://docs.stripe.com/webhooks", r"whsec_[A-Za-z0-9]{32}")
def _(g):
    sec = "whsec_" + g.s(32, ALNUM)
    text = (
        f"const endpointSecret = '{sec}';\n\napp.post('/webhook', express.raw({{type: 'application/json'}}), "
        "(req, res) => {\n  const event = stripe.webhooks.constructEvent(req.body, req.headers['stripe-signature'], "
        "endpointSecret);"
    )
    return text, [sec], sec


@kind(
    "braintree_access_token_php",
    "https://developer.paypal.com/braintree/docs/guides/authorization/access-token",
    r"access_token\$production\$[a-z0-9]{16}\$[0-9a-f]{32}",
)
def _(g):
    tok = f"access_token$production${g.s(16, LOWER_DIGITS)}${g.s(32, HEX)}"
    text = f"<?php\n$gateway = new Braintree\\Gateway([\n    'accessToken' => '{tok}',\n]);"
    return text, [tok], tok


@kind(
    "square_access_token_ruby",
    "https://developer.squareup.com/docs/build-basics/access-tokens",
    r"EAAA[A-Za-z0-9_-]{60}",
)
def _(g):
    tok = "EAAA" + g.s(60, B64URL)
    text = (
        "require 'square'\n\nclient = Square::Client.new(\n"
        f"  access_token: '{tok}',\n  environment: 'production'\n)"
    )
    return text, [tok], tok


@kind(
    "razorpay_key_secret_go",
    "https://razorpay.com/docs/api/authentication/",
    r"[A-Za-z0-9]{24}",
)
def _(g):
    kid, sec = "rzp_live_" + g.s(14, ALNUM), g.s(24, ALNUM)
    text = f'client := razorpay.NewClient("{kid}", "{sec}")\nbody, err := client.Order.Create(data, nil)'
    return text, [sec], sec


@kind(
    "twilio_auth_token_curl",
    "https://www.twilio.com/docs/iam/api/authtoken",
    r"[0-9a-f]{32}",
)
def _(g):
    sid, tok = "AC" + g.s(32, HEX), g.s(32, HEX)
    text = (
        f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json \\\n"
        '  --data-urlencode "To=+15558675310" --data-urlencode "From=+15017122661" \\\n'
        f'  --data-urlencode "Body=deploy done" -u {sid}:{tok}'
    )
    return text, [tok], tok


@kind(
    "sendgrid_key_java",
    "https://www.twilio.com/docs/sendgrid/ui/account-and-settings/api-keys",
    r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
)
def _(g):
    key = f"SG.{g.s(22, B64URL)}.{g.s(43, B64URL)}"
    text = (
        "public class Mailer {\n"
        f'    private static final SendGrid SG = new SendGrid("{key}");\n'
        "    public void send(Mail mail) throws IOException { /* ... */ }\n}"
    )
    return text, [key], key


@kind(
    "mailgun_private_key_python",
    "https://documentation.mailgun.com/docs/mailgun/api-reference/authentication",
    r"[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8}",
)
def _(g):
    key = f"{g.s(32, HEX)}-{g.s(8, HEX)}-{g.s(8, HEX)}"
    text = (
        "requests.post(\n    'https://api.eu.mailgun.net/v3/mg.example.org/messages',\n"
        f"    auth=('api', '{key}'),\n    data={{'from': 'ops@mg.example.org', 'to': ['team@example.org']}},\n)"
    )
    return text, [key], key


@kind(
    "mailchimp_key_php_config",
    "https://mailchimp.com/developer/marketing/guides/quick-start/",
    r"[0-9a-f]{32}-us\d{1,2}",
)
def _(g):
    key = f"{g.s(32, HEX)}-us{g.r.randint(1, 21)}"
    text = f"<?php\nreturn [\n    'mailchimp' => [\n        'apiKey' => '{key}',\n        'listId' => 'b1c2d3e4f5',\n    ],\n];"
    return text, [key], key


@kind(
    "postmark_server_token_header",
    "https://postmarkapp.com/developer/api/overview#authentication",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
)
def _(g):
    tok = g.uuid()
    text = (
        'curl "https://api.postmarkapp.com/email" -X POST -H "Accept: application/json" \\\n'
        f'  -H "Content-Type: application/json" -H "X-Postmark-Server-Token: {tok}" -d @mail.json'
    )
    return text, [tok], tok


@kind(
    "slack_app_level_token",
    "https://api.slack.com/concepts/token-types",
    r"xapp-1-A[0-9A-Z]{10}-\d{13}-[0-9a-f]{64}",
)
def _(g):
    tok = f"xapp-1-A{g.s(10, UPPER_DIGITS)}-{g.digits(13)}-{g.s(64, HEX)}"
    text = f"SLACK_APP_TOKEN={tok}\nSOCKET_MODE=true"
    return text, [tok], tok


@kind(
    "slack_workflow_trigger_url",
    "https://slack.com/help/articles/360041352714-Build-a-workflow--Create-a-workflow-that-starts-outside-of-Slack",
    r"https://hooks\.slack\.com/triggers/T[0-9A-Z]{10}/\d{13}/[0-9a-f]{32}",
)
def _(g):
    url = f"https://hooks.slack.com/triggers/T{g.s(10, UPPER_DIGITS)}/{g.digits(13)}/{g.s(32, HEX)}"
    text = f'notify:\n  on_failure:\n    webhook: "{url}"\n    payload: \'{{"text": "build failed"}}\''
    return text, [url], url.rsplit("/", 1)[1]


@kind(
    "discord_webhook_python",
    "https://discord.com/developers/docs/resources/webhook#execute-webhook",
    r"https://discord\.com/api/webhooks/\d{19}/[A-Za-z0-9_-]{68}",
)
def _(g):
    tok = g.s(68, B64URL)
    url = f"https://discord.com/api/webhooks/{g.digits(19)}/{tok}"
    text = f'WEBHOOK = "{url}"\nrequests.post(WEBHOOK, json={{"content": "nightly build green"}})'
    return text, [url, tok], tok


@kind(
    "teams_incoming_webhook",
    "https://learn.microsoft.com/microsoftteams/platform/webhooks-and-connectors/how-to/add-incoming-webhook",
    r"[0-9a-f]{32}/[0-9a-f-]{36}",
)
def _(g):
    secret = f"{g.s(32, HEX)}/{g.uuid()}"
    url = f"https://contoso.webhook.office.com/webhookb2/{g.uuid()}@{g.uuid()}/IncomingWebhook/{secret}/V2{g.s(43, B64URL)}"
    text = f"$TeamsUrl = '{url}'\nInvoke-RestMethod -Method Post -Uri $TeamsUrl -Body $json -ContentType 'application/json'"
    return text, [secret], secret.replace("/", "")


@kind(
    "datadog_keys_agent_yaml",
    "https://docs.datadoghq.com/account_management/api-app-keys/",
    r"[0-9a-f]{32}",
)
def _(g):
    api, app = g.s(32, HEX), g.s(40, HEX)
    text = (
        "# /etc/datadog-agent/datadog.yaml\n"
        f"api_key: {api}\napp_key: {app}\nsite: datadoghq.eu\nlogs_enabled: true"
    )
    return text, [api, app], api


@kind(
    "newrelic_license_key_ini",
    "https://docs.newrelic.com/docs/apis/intro-apis/new-relic-api-keys/",
    r"[0-9a-f]{36}NRAL",
)
def _(g):
    key = g.s(36, HEX) + "NRAL"
    text = f"[newrelic]\nlicense_key = {key}\napp_name = checkout-api (prod)\nmonitor_mode = true"
    return text, [key], key


@kind(
    "newrelic_user_key_graphql",
    "https://docs.newrelic.com/docs/apis/intro-apis/new-relic-api-keys/",
    r"NRAK-[A-Z0-9]{27}",
)
def _(g):
    key = "NRAK-" + g.s(27, UPPER_DIGITS)
    text = (
        "curl https://api.newrelic.com/graphql -H 'Content-Type: application/json' \\\n"
        f"  -H 'API-Key: {key}' --data-binary '{{\"query\":\"{{ actor {{ user {{ name }} }} }}\"}}'"
    )
    return text, [key], key


@kind(
    "sentry_user_token_sentryclirc",
    "https://docs.sentry.io/account/auth-tokens/",
    r"sntryu_[0-9a-f]{64}",
)
def _(g):
    tok = "sntryu_" + g.s(64, HEX)
    text = f"$ cat ~/.sentryclirc\n[auth]\ntoken={tok}\n\n[defaults]\norg=acme\nproject=web"
    return text, [tok], tok


@kind(
    "pagerduty_routing_key_alertmanager",
    "https://prometheus.io/docs/alerting/latest/configuration/#pagerduty_config",
    r"[0-9a-f]{32}",
)
def _(g):
    key = g.s(32, HEX)
    text = (
        "receivers:\n  - name: oncall\n    pagerduty_configs:\n"
        f"      - routing_key: '{key}'\n        severity: critical"
    )
    return text, [key], key


@kind(
    "grafana_service_account_token",
    "https://grafana.com/docs/grafana/latest/administration/service-accounts/",
    r"glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}",
)
def _(g):
    tok = f"glsa_{g.s(32, ALNUM)}_{g.s(8, HEX)}"
    text = f'provider "grafana" {{\n  url  = "https://grafana.internal"\n  auth = "{tok}"\n}}'
    return text, [tok], tok


@kind(
    "influxdb_token_telegraf_toml",
    "https://docs.influxdata.com/influxdb/v2/admin/tokens/",
    r"[A-Za-z0-9_-]{86}==",
)
def _(g):
    tok = base64.urlsafe_b64encode(bytes(g.r.getrandbits(8) for _ in range(64))).decode()
    text = (
        '[[outputs.influxdb_v2]]\n  urls = ["http://influx:8086"]\n'
        f'  token = "{tok}"\n  organization = "acme"\n  bucket = "metrics"'
    )
    return text, [tok], tok


# -- AI providers ------------------------------------------------------------------------------


@kind("groq_api_key_env", GITLEAKS + "groq.go (no vendor format page)", r"gsk_[A-Za-z0-9]{52}")
def _(g):
    key = "gsk_" + g.s(52, ALNUM)
    return f"$ export GROQ_API_KEY={key}\n$ python chat.py --model llama-3.3-70b", [key], key


@kind(
    "replicate_token_env", "https://replicate.com/docs/reference/http#authentication", r"r8_[A-Za-z0-9]{37}"
)
def _(g):
    key = "r8_" + g.s(37, ALNUM)
    text = f'curl -s -X POST -H "Authorization: Bearer {key}" https://api.replicate.com/v1/predictions -d @req.json'
    return text, [key], key


@kind("perplexity_key_python", GITLEAKS + "perplexity.go", r"pplx-[A-Za-z0-9]{48}")
def _(g):
    key = "pplx-" + g.s(48, ALNUM)
    text = f'client = OpenAI(api_key="{key}", base_url="https://api.perplexity.ai")'
    return text, [key], key


@kind(
    "openrouter_key_js", "https://openrouter.ai/docs/api-reference/authentication", r"sk-or-v1-[0-9a-f]{64}"
)
def _(g):
    key = "sk-or-v1-" + g.s(64, HEX)
    text = (
        "const res = await fetch('https://openrouter.ai/api/v1/chat/completions', {\n  method: 'POST',\n"
        f"  headers: {{ Authorization: 'Bearer {key}', 'Content-Type': 'application/json' }},\n}});"
    )
    return text, [key], key


@kind("xai_key_dotenv", GITLEAKS + "xai.go", r"xai-[A-Za-z0-9]{80}")
def _(g):
    key = "xai-" + g.s(80, ALNUM)
    return f"# .env.local\nXAI_API_KEY={key}\nMODEL=grok-4", [key], key


@kind("mistral_key_unprefixed", "https://docs.mistral.ai/getting-started/quickstart/", r"[A-Za-z0-9]{32}")
def _(g):
    key = g.s(32, ALNUM)
    text = f'from mistralai import Mistral\n\nclient = Mistral(api_key="{key}")'
    return text, [key], key


@kind("cohere_key_unprefixed", GITLEAKS + "cohere.go", r"[A-Za-z0-9]{40}")
def _(g):
    key = g.s(40, ALNUM)
    text = f"import cohere\nco = cohere.ClientV2('{key}')\nresp = co.chat(model='command-a-03-2025', messages=msgs)"
    return text, [key], key


# -- dev tools, registries, CI/CD ----------------------------------------------------------------


@kind(
    "github_refresh_token_ghr",
    "https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/about-authentication-to-github#githubs-token-formats",
    r"ghr_[A-Za-z0-9]{76}",
)
def _(g):
    tok = "ghr_" + g.s(76, ALNUM)
    text = (
        "POST https://github.com/login/oauth/access_token -> 200\n"
        f'{{"access_token":"ghu_{g.s(36, ALNUM)}","expires_in":28800,"refresh_token":"{tok}",'
        '"refresh_token_expires_in":15811200,"token_type":"bearer"}'
    )
    return text, [tok], tok


@kind(
    "gitlab_runner_token_config_toml",
    "https://docs.gitlab.com/security/tokens/#token-prefixes",
    r"glrt-[A-Za-z0-9_-]{20}",
)
def _(g):
    tok = "glrt-" + g.s(20, B64URL)
    text = (
        'concurrent = 4\n\n[[runners]]\n  name = "build-01"\n  url = "https://gitlab.example.com"\n'
        f'  token = "{tok}"\n  executor = "docker"\n  [runners.docker]\n    image = "alpine:3.20"'
    )
    return text, [tok], tok


@kind(
    "gitlab_trigger_token_curl",
    "https://docs.gitlab.com/ci/triggers/",
    r"glptt-[0-9a-f]{40}",
)
def _(g):
    tok = "glptt-" + g.s(40, HEX)
    text = (
        f"curl --request POST --form token={tok} --form ref=main \\\n"
        '  "https://gitlab.example.com/api/v4/projects/42/trigger/pipeline"'
    )
    return text, [tok], tok


@kind(
    "gitlab_deploy_token_docker_login",
    "https://docs.gitlab.com/user/project/deploy_tokens/",
    r"gldt-[A-Za-z0-9_-]{20}",
)
def _(g):
    tok = "gldt-" + g.s(20, B64URL)
    return (
        f"echo '{tok}' | docker login registry.gitlab.com -u gitlab+deploy-token-17 --password-stdin",
        [tok],
        tok,
    )


@kind("atlassian_api_token_jira", GITLEAKS + "atlassian.go", r"ATATT3[A-Za-z0-9_=-]{187}")
def _(g):
    tok = "ATATT3xFfGF0" + g.s(172, B64URL) + "=" + g.s(8, UPPER_DIGITS)
    text = (
        f"curl -u deploy@acme.io:{tok} \\\n"
        "  -H 'Accept: application/json' https://acme.atlassian.net/rest/api/3/issue/OPS-1432"
    )
    return text, [tok], tok


@kind(
    "linear_api_key_graphql",
    "https://linear.app/developers/graphql#personal-api-keys",
    r"lin_api_[A-Za-z0-9]{40}",
)
def _(g):
    key = "lin_api_" + g.s(40, ALNUM)
    text = (
        "curl -X POST https://api.linear.app/graphql -H 'Content-Type: application/json' \\\n"
        f"  -H 'Authorization: {key}' --data '{{ \"query\": \"{{ viewer {{ id name }} }}\" }}'"
    )
    return text, [key], key


@kind(
    "notion_integration_token",
    "https://developers.notion.com/docs/authorization",
    r"ntn_\d{11}[A-Za-z0-9]{35}",
)
def _(g):
    tok = "ntn_" + g.digits(11) + g.s(35, ALNUM)
    text = f"const notion = new Client({{ auth: '{tok}' }});\nconst db = await notion.databases.query({{ database_id }});"
    return text, [tok], tok


@kind("figma_pat_header", GITLEAKS + "figma.go", r"figd_[A-Za-z0-9_-]{40}")
def _(g):
    tok = "figd_" + g.s(40, B64URL)
    return f"curl -H 'X-Figma-Token: {tok}' 'https://api.figma.com/v1/files/Ab12Cd34Ef'", [tok], tok


@kind("postman_pmak_cli_login", GITLEAKS + "postman.go", r"PMAK-[0-9a-f]{24}-[0-9a-f]{34}")
def _(g):
    key = f"PMAK-{g.s(24, HEX)}-{g.s(34, HEX)}"
    return f"postman login --with-api-key {key}\npostman collection run 1234-abcd", [key], key


@kind(
    "terraform_cloud_token_tfrc",
    "https://developer.hashicorp.com/terraform/cli/config/config-file#credentials",
    r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_-]{67}",
)
def _(g):
    tok = f"{g.s(14, ALNUM)}.atlasv1.{g.s(67, B64URL)}"
    text = f'# ~/.terraformrc\ncredentials "app.terraform.io" {{\n  token = "{tok}"\n}}'
    return text, [tok], tok


@kind(
    "pulumi_access_token_ci",
    "https://www.pulumi.com/docs/pulumi-cloud/access-management/access-tokens/",
    r"pul-[0-9a-f]{40}",
)
def _(g):
    tok = "pul-" + g.s(40, HEX)
    text = (
        "# .gitlab-ci.yml\ndeploy:\n  image: pulumi/pulumi:latest\n  variables:\n"
        f"    PULUMI_ACCESS_TOKEN: {tok}\n  script:\n    - pulumi up --yes --stack prod"
    )
    return text, [tok], tok


@kind(
    "doppler_service_token",
    "https://docs.doppler.com/docs/service-tokens",
    r"dp\.st\.prd\.[A-Za-z0-9]{40}",
)
def _(g):
    tok = "dp.st.prd." + g.s(40, ALNUM)
    text = f'FROM node:20-slim\nENV DOPPLER_TOKEN={tok}\nCMD ["doppler", "run", "--", "node", "server.js"]'
    return text, [tok], tok


@kind(
    "npmrc_auth_token",
    "https://docs.npmjs.com/cli/v10/configuring-npm/npmrc#auth-related-configuration",
    r"npm_[A-Za-z0-9]{36}",
)
def _(g):
    tok = "npm_" + g.s(36, ALNUM)
    text = f"$ cat .npmrc\n@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={tok}"
    return text, [tok], tok


@kind(
    "pypi_token_pypirc",
    "https://pypi.org/help/#apitoken",
    r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{120}",
)
def _(g):
    tok = "pypi-AgEIcHlwaS5vcmc" + g.s(120, B64URL)
    text = f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {tok}"
    return text, [tok], tok


@kind(
    "rubygems_api_key_credentials",
    "https://guides.rubygems.org/api-key-scopes/",
    r"rubygems_[0-9a-f]{48}",
)
def _(g):
    key = "rubygems_" + g.s(48, HEX)
    return f"$ cat ~/.gem/credentials\n---\n:rubygems_api_key: {key}", [key], key


@kind("nuget_api_key_push", GITLEAKS + "nuget.go (key shape oy2 + 43)", r"oy2[a-z0-9]{43}")
def _(g):
    key = "oy2" + g.s(43, LOWER_DIGITS)
    text = f"dotnet nuget push bin/Release/Acme.Core.2.3.1.nupkg --api-key {key} --source https://api.nuget.org/v3/index.json"
    return text, [key], key


@kind("cargo_credentials_toml", GITLEAKS + "cratesio.go (token shape cio + 32)", r"cio[A-Za-z0-9]{32}")
def _(g):
    tok = "cio" + g.s(32, ALNUM)
    return f'# ~/.cargo/credentials.toml\n[registry]\ntoken = "{tok}"', [tok], tok


@kind(
    "docker_hub_pat_login", "https://docs.docker.com/security/access-tokens/", r"dckr_pat_[A-Za-z0-9_-]{27}"
)
def _(g):
    tok = "dckr_pat_" + g.s(27, B64URL)
    return (
        f"docker login -u acmebuild -p {tok}\nWARNING! Using --password via the CLI is insecure.",
        [tok],
        tok,
    )


@kind("circleci_pat", GITLEAKS + "circleci.go", r"CCIPAT_[A-Za-z0-9]{22}_[0-9a-f]{40}")
def _(g):
    tok = f"CCIPAT_{g.s(22, ALNUM)}_{g.s(40, HEX)}"
    text = f"curl --header 'Circle-Token: {tok}' https://circleci.com/api/v2/me"
    return text, [tok], tok


@kind(
    "buildkite_agent_api_token", "https://buildkite.com/docs/apis/managing-api-tokens", r"bkua_[0-9a-f]{40}"
)
def _(g):
    tok = "bkua_" + g.s(40, HEX)
    text = f'curl -H "Authorization: Bearer {tok}" https://api.buildkite.com/v2/organizations/acme/pipelines'
    return text, [tok], tok


@kind(
    "jfrog_reference_token_maven_xml",
    "https://jfrog.com/help/r/jfrog-platform-administration-documentation/understanding-identity-tokens (cmVmd + 59)",
    r"cmVmdGtuOjAxOj[A-Za-z0-9]{50}",
)
def _(g):
    tok = "cmVmdGtuOjAxOj" + g.s(50, ALNUM)
    text = (
        "<settings>\n  <servers>\n    <server>\n      <id>artifactory</id>\n      <username>ci-bot</username>\n"
        f"      <password>{tok}</password>\n    </server>\n  </servers>\n</settings>"
    )
    return text, [tok], tok


@kind(
    "sonar_token_maven_flag",
    "https://docs.sonarsource.com/sonarqube-server/latest/user-guide/managing-tokens/",
    r"squ_[0-9a-f]{40}",
)
def _(g):
    tok = "squ_" + g.s(40, HEX)
    text = f"mvn clean verify sonar:sonar -Dsonar.projectKey=payments -Dsonar.host.url=https://sonar.acme.io -Dsonar.token={tok}"
    return text, [tok], tok


@kind("shopify_admin_token", GITLEAKS + "shopify.go", r"shpat_[0-9a-f]{32}")
def _(g):
    tok = "shpat_" + g.s(32, HEX)
    text = (
        "ShopifyAPI::Context.setup(\n  api_key: ENV['SHOPIFY_KEY'],\n"
        f"  api_secret_key: ENV['SHOPIFY_SECRET'],\n  access_token: '{tok}',\n)"
    )
    return text, [tok], tok


@kind(
    "okta_api_token_ssws",
    "https://developer.okta.com/docs/guides/create-an-api-token/main/",
    r"00[A-Za-z0-9_-]{40}",
)
def _(g):
    tok = "00" + g.s(40, B64URL)
    text = f'curl -H "Authorization: SSWS {tok}" "https://acme.okta.com/api/v1/users?limit=25"'
    return text, [tok], tok


@kind(
    "heroku_token_netrc",
    "https://devcenter.heroku.com/articles/authentication#api-token-storage ; prefix: https://gitlab.com/gitlab-org/gitlab/-/merge_requests/248117",
    r"HRKU-[A-Za-z0-9_-]{60}",
)
def _(g):
    tok = "HRKU-" + g.s(60, B64URL)
    text = (
        f"$ cat ~/.netrc\nmachine api.heroku.com\n  login dev@acme.io\n  password {tok}\n"
        f"machine git.heroku.com\n  login dev@acme.io\n  password {tok}"
    )
    return text, [tok], tok


# -- OAuth client secrets and refresh tokens -------------------------------------------------------


@kind(
    "auth0_client_secret_dotenv",
    "https://auth0.com/docs/get-started/applications/application-settings",
    r"[A-Za-z0-9_-]{64}",
)
def _(g):
    sec = g.s(64, B64URL)
    text = (
        "AUTH0_DOMAIN=acme.eu.auth0.com\n"
        f"AUTH0_CLIENT_ID={g.s(32, ALNUM)}\nAUTH0_CLIENT_SECRET='{sec}'\nAUTH0_AUDIENCE=https://api.acme.io"
    )
    return text, [sec], sec


@kind(
    "spring_oauth2_client_secret_yaml",
    "https://docs.spring.io/spring-security/reference/servlet/oauth2/login/core.html",
    r"[A-Za-z0-9]{32}",
)
def _(g):
    sec = g.s(32, ALNUM)
    text = (
        "spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          keycloak:\n"
        f"            client-id: orders-service\n            client-secret: {sec}\n"
        "            authorization-grant-type: client_credentials"
    )
    return text, [sec], sec


@kind(
    "oauth_token_response_refresh", "https://www.rfc-editor.org/rfc/rfc6749#section-5.1", r"[A-Za-z0-9]{43}"
)
def _(g):
    at, rt = g.s(43, ALNUM), g.s(43, ALNUM)
    text = (
        "DEBUG oauthlib.oauth2.rfc6749: token response 200 "
        f'{{"access_token":"{at}","token_type":"Bearer","expires_in":3600,"refresh_token":"{rt}","scope":"read write"}}'
    )
    return text, [rt, at], rt


# -- password managers and vaults --------------------------------------------------------------


@kind(
    "vault_service_token_export",
    "https://developer.hashicorp.com/vault/docs/concepts/tokens#token-prefixes",
    r"hvs\.[A-Za-z0-9_-]{90}",
)
def _(g):
    tok = "hvs." + g.s(90, B64URL)
    text = f"$ export VAULT_ADDR=https://vault.acme.io:8200\n$ export VAULT_TOKEN={tok}\n$ vault kv get secret/payments"
    return text, [tok], tok


@kind(
    "vault_batch_token_go",
    "https://developer.hashicorp.com/vault/docs/concepts/tokens#batch-tokens",
    r"hvb\.AAAAAQ[A-Za-z0-9_-]{120}",
)
def _(g):
    tok = "hvb.AAAAAQ" + g.s(120, B64URL)
    text = f'client, _ := vault.NewClient(vault.DefaultConfig())\nclient.SetToken("{tok}")\nsecret, err := client.KVv2("secret").Get(ctx, "db")'
    return text, [tok], tok


@kind(
    "onepassword_service_account_token",
    "https://developer.1password.com/docs/service-accounts/get-started",
    r"ops_eyJ[A-Za-z0-9_-]{200,}",
)
def _(g):
    body = _b64u(
        {
            "signInAddress": "acme.1password.com",
            "userAuth": {
                "method": "SRPg-4096",
                "alg": "PBES2g-HS256",
                "iterations": 650000,
                "salt": g.s(22, B64URL),
            },
            "email": f"{g.s(10, LOWER_DIGITS)}@1passwordserviceaccounts.com",
            "srpX": g.s(64, HEX),
            "muk": {
                "alg": "A256GCM",
                "ext": True,
                "k": g.s(43, B64URL),
                "key_ops": ["encrypt", "decrypt"],
                "kty": "oct",
            },
            "secretKey": "A3-" + g.s(6, UPPER_DIGITS) + "-" + g.s(6, UPPER_DIGITS),
            "deviceUuid": g.s(26, LOWER_DIGITS),
        }
    )
    tok = "ops_" + body
    return f"export OP_SERVICE_ACCOUNT_TOKEN={tok}\nop read 'op://ci/db/password'", [tok], tok[:140]


@kind(
    "bitwarden_sm_access_token",
    "https://bitwarden.com/help/access-tokens/",
    r"0\.[0-9a-f-]{36}\.[A-Za-z0-9]{30}:[A-Za-z0-9+/]{22}==",
)
def _(g):
    tok = f"0.{g.uuid()}.{g.s(30, ALNUM)}:{_b64(g, 16)}"
    text = f"BWS_ACCESS_TOKEN={tok} bws secret list --output table"
    return text, [tok], tok


# -- databases, brokers, caches in many config syntaxes -------------------------------------------


@kind(
    "postgres_uri_sqlalchemy_traceback",
    "https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING-URIS",
    r"[A-Za-z]{6}\d{2}[A-Za-z0-9]{12}",
)
def _(g):
    pw = _upw(g)
    text = (
        'Traceback (most recent call last):\n  File "/app/db.py", line 8, in <module>\n'
        f'    engine = create_engine("postgresql+psycopg2://orders:{pw}@pg-primary.internal:5432/orders")\n'
        "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not translate host name"
    )
    return text, [pw], pw


@kind(
    "postgres_uri_percent_encoded",
    "https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING-URIS",
    r"[A-Za-z]+\d{3}%[0-9A-F]{2}[A-Za-z0-9]{4}[.,_~-]|[A-Za-z]+\d{3}%[0-9A-F]{2}[A-Za-z0-9]{4}%[0-9A-F]{2}",
)
def _(g):
    pw = g.password()
    enc = urllib.parse.quote(pw, safe="")
    text = f"DATABASE_URL=postgres://app:{enc}@db.acme.internal:5432/app?sslmode=require"
    return text, [enc], enc


@kind(
    "libpq_keyword_connstring",
    "https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING-KEYWORD-VALUE",
    PW,
)
def _(g):
    pw = g.password()
    text = f"psql \"host=pg.acme.internal port=5432 dbname=reports user=analyst password={pw} sslmode=verify-full\" -c '\\dt'"
    return text, [pw], pw


@kind("pgpass_line", "https://www.postgresql.org/docs/current/libpq-pgpass.html", PW)
def _(g):
    pw = g.password().replace(":", "")
    text = f"$ cat ~/.pgpass\n# hostname:port:database:username:password\npg.acme.internal:5432:*:replicator:{pw}"
    return text, [pw], pw


@kind(
    "mysql_cli_attached_password",
    "https://dev.mysql.com/doc/refman/8.4/en/connection-options.html#option_general_password",
    r"[A-Za-z]{6}\d{2}[A-Za-z0-9]{12}",
)
def _(g):
    pw = _upw(g)
    return f"mysql -h 10.0.4.12 -u root -p{pw} shop < dump.sql", [pw], pw


@kind("mysql_my_cnf_client", "https://dev.mysql.com/doc/refman/8.4/en/option-files.html", PW)
def _(g):
    pw = g.password()
    return f'$ cat ~/.my.cnf\n[client]\nuser=backup\npassword="{pw}"\nhost=db-replica', [pw], pw


@kind(
    "mongodb_srv_uri_mongoose",
    "https://www.mongodb.com/docs/manual/reference/connection-string/",
    r"[A-Za-z]{6}\d{2}[A-Za-z0-9]{12}",
)
def _(g):
    pw = _upw(g)
    text = f"await mongoose.connect('mongodb+srv://api-user:{pw}@cluster0.{g.s(5, LOWER_DIGITS)}.mongodb.net/shop?retryWrites=true&w=majority');"
    return text, [pw], pw


@kind(
    "redis_tls_url_celery",
    "https://docs.celeryq.dev/en/stable/getting-started/backends-and-brokers/redis.html",
    r"[A-Za-z]{6}\d{2}[A-Za-z0-9]{12}",
)
def _(g):
    pw = _upw(g)
    text = f"# celeryconfig.py\nbroker_url = 'rediss://:{pw}@cache.acme.internal:6380/0?ssl_cert_reqs=required'\nresult_backend = broker_url"
    return text, [pw], pw


@kind(
    "redis_conf_requirepass",
    "https://redis.io/docs/latest/operate/oss_and_stack/management/security/#authentication",
    r"[0-9a-f]{64}",
)
def _(g):
    pw = g.s(64, HEX)
    return f"# /etc/redis/redis.conf\nbind 0.0.0.0\nport 6379\nrequirepass {pw}\nmaxmemory 2gb", [pw], pw


@kind("amqp_uri_rust", "https://www.rabbitmq.com/docs/uri-spec", r"[A-Za-z]{6}\d{2}[A-Za-z0-9]{12}")
def _(g):
    pw = _upw(g)
    text = f'let conn = Connection::connect(\n    "amqp://orders:{pw}@rabbit.internal:5672/%2f",\n    ConnectionProperties::default(),\n).await?;'
    return text, [pw], pw


@kind(
    "kafka_sasl_jaas_properties",
    "https://kafka.apache.org/documentation/#security_sasl_plain_clientconfig",
    PW,
)
def _(g):
    pw = g.password().replace('"', "")
    text = (
        "security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
        "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
        f'username="svc-orders" password="{pw}";'
    )
    return text, [pw], pw


@kind(
    "spring_datasource_properties",
    "https://docs.spring.io/spring-boot/appendix/application-properties/index.html",
    PW,
)
def _(g):
    pw = g.password()
    text = (
        "spring.datasource.url=jdbc:postgresql://pg:5432/billing\nspring.datasource.username=billing\n"
        f"spring.datasource.password={pw}\nspring.jpa.hibernate.ddl-auto=validate"
    )
    return text, [pw], pw


@kind(
    "sqlserver_connstr_appsettings",
    "https://learn.microsoft.com/dotnet/api/system.data.sqlclient.sqlconnection.connectionstring",
    PW,
)
def _(g):
    pw = g.password().replace(";", "")
    text = (
        '{\n  "ConnectionStrings": {\n'
        f'    "Default": "Server=tcp:sql-prod.database.windows.net,1433;Database=crm;User ID=crm_app;Password={pw};Encrypt=True;"\n'
        "  }\n}"
    )
    return text, [pw], pw


@kind(
    "go_mysql_dsn",
    "https://github.com/go-sql-driver/mysql#dsn-data-source-name",
    r"[A-Za-z]{6}\d{2}[A-Za-z0-9]{12}",
)
def _(g):
    pw = _upw(g)
    text = f'db, err := sql.Open("mysql", "inventory:{pw}@tcp(127.0.0.1:3306)/inventory?parseTime=true")\nif err != nil {{\n\tlog.Fatal(err)\n}}'
    return text, [pw], pw


@kind(
    "java_jdbc_getconnection_args",
    "https://docs.oracle.com/javase/8/docs/api/java/sql/DriverManager.html",
    PW,
)
def _(g):
    pw = g.password().replace('"', "")
    text = f'Connection c = DriverManager.getConnection(\n    "jdbc:oracle:thin:@//ora1:1521/ORCL", "hr", "{pw}");'
    return text, [pw], pw


@kind("csharp_network_credential", "https://learn.microsoft.com/dotnet/api/system.net.networkcredential", PW)
def _(g):
    pw = g.password().replace('"', "")
    text = f'var handler = new HttpClientHandler {{\n    Credentials = new NetworkCredential("svc_reports", "{pw}", "CORP")\n}};'
    return text, [pw], pw


@kind("js_axios_basic_auth", "https://axios-http.com/docs/req_config", PW)
def _(g):
    pw = g.password().replace("'", "")
    text = f"const res = await axios.get('https://nexus.acme.io/service/rest/v1/components', {{\n  auth: {{ username: 'deployer', password: '{pw}' }},\n}});"
    return text, [pw], pw


@kind("python_smtplib_login", "https://docs.python.org/3/library/smtplib.html#smtplib.SMTP.login", PW)
def _(g):
    pw = g.password().replace('"', "")
    text = f'with smtplib.SMTP_SSL("smtp.acme.io", 465) as s:\n    s.login("alerts@acme.io", "{pw}")\n    s.send_message(msg)'
    return text, [pw], pw


@kind("tomcat_users_xml", "https://tomcat.apache.org/tomcat-10.1-doc/manager-howto.html", PW)
def _(g):
    pw = g.password().replace("&", "").replace("<", "")
    text = f'<tomcat-users>\n  <user username="admin" password="{pw}" roles="manager-gui,admin-gui"/>\n</tomcat-users>'
    return text, [pw], pw


@kind(
    "wordpress_wp_config_php",
    "https://developer.wordpress.org/advanced-administration/wordpress/wp-config/",
    PW,
)
def _(g):
    pw = g.password().replace("'", "")
    text = f"define( 'DB_NAME', 'wp_prod' );\ndefine( 'DB_USER', 'wp' );\ndefine( 'DB_PASSWORD', '{pw}' );\ndefine( 'DB_HOST', 'localhost' );"
    return text, [pw], pw


@kind(
    "laravel_app_key_env",
    "https://laravel.com/docs/12.x/encryption#configuration",
    r"base64:[A-Za-z0-9+/]{43}=",
)
def _(g):
    key = "base64:" + _b64(g, 32)
    text = f"APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY={key}\nAPP_DEBUG=false\nDB_CONNECTION=mysql"
    return text, [key], key


@kind(
    "rails_secret_key_base_heroku_cli",
    "https://guides.rubyonrails.org/security.html#custom-credentials",
    r"[0-9a-f]{128}",
)
def _(g):
    key = g.s(128, HEX)
    return (
        f"$ heroku config:set SECRET_KEY_BASE={key} -a shop-prod\nSetting SECRET_KEY_BASE and restarting",
        [key],
        key,
    )


@kind(
    "flask_secret_key_hex", "https://flask.palletsprojects.com/en/stable/config/#SECRET_KEY", r"[0-9a-f]{64}"
)
def _(g):
    key = g.s(64, HEX)
    return f"app = Flask(__name__)\napp.config['SECRET_KEY'] = '{key}'", [key], key


@kind("dockerfile_env_password", "https://hub.docker.com/_/postgres", PW)
def _(g):
    pw = g.password()
    text = f"FROM postgres:16\nENV POSTGRES_USER=app\nENV POSTGRES_PASSWORD='{pw}'\nCOPY init.sql /docker-entrypoint-initdb.d/"
    return text, [pw], pw


@kind("compose_environment_list", "https://docs.docker.com/reference/compose-file/services/#environment", PW)
def _(g):
    pw = g.password().replace("$", "")
    text = f"services:\n  db:\n    image: mysql:8.4\n    environment:\n      - MYSQL_DATABASE=shop\n      - MYSQL_ROOT_PASSWORD={pw}"
    return text, [pw], pw


@kind("k8s_secret_stringdata", "https://kubernetes.io/docs/concepts/configuration/secret/", PW)
def _(g):
    pw = g.password()
    text = (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: Opaque\nstringData:\n"
        f'  username: app\n  password: "{pw}"'
    )
    return text, [pw], pw


@kind(
    "k8s_secret_data_base64",
    "https://kubernetes.io/docs/concepts/configuration/secret/#working-with-secrets",
    r"[A-Za-z0-9+/]+={0,2}",
)
def _(g):
    pw = g.password()
    enc = base64.b64encode(pw.encode()).decode()
    text = (
        "$ kubectl get secret api-db -o yaml\napiVersion: v1\ndata:\n"
        f"  DB_PASSWORD: {enc}\n  DB_USER: YXBp\nkind: Secret\nmetadata:\n  name: api-db"
    )
    return text, [enc], enc


@kind(
    "github_actions_login_password",
    "https://github.com/docker/login-action#usage",
    r"[A-Za-z]{6}\d{2}[A-Za-z0-9]{12}",
)
def _(g):
    pw = _upw(g)
    text = (
        "      - name: Login to registry\n        uses: docker/login-action@v3\n        with:\n"
        f"          registry: registry.acme.io\n          username: ci\n          password: {pw}"
    )
    return text, [pw], pw


@kind(
    "gitlab_ci_variables_yaml",
    "https://docs.gitlab.com/ci/variables/#define-a-cicd-variable-in-the-gitlab-ciyml-file",
    r"[A-Za-z0-9/+]{40}",
)
def _(g):
    sec = g.s(40, ALNUM + "/+")
    text = (
        "variables:\n  MINIO_ENDPOINT: https://minio.acme.internal\n  MINIO_ACCESS_KEY: ci-artifacts\n"
        f'  MINIO_SECRET_KEY: "{sec}"\n\nupload:\n  script: mc cp dist/ s3/artifacts/'
    )
    return text, [sec], sec


@kind("sshpass_flag", "https://manpages.debian.org/stable/sshpass/sshpass.1.en.html", PW)
def _(g):
    pw = g.password().replace("'", "")
    return (
        f"sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no deploy@10.0.8.21 'systemctl restart api'",
        [pw],
        pw,
    )


@kind(
    "git_credentials_store",
    "https://git-scm.com/docs/git-credential-store#_storage_format",
    r"[A-Za-z]{6}\d{2}[A-Za-z0-9]{12}",
)
def _(g):
    pw = _upw(g)
    return f"$ cat ~/.git-credentials\nhttps://jdoe:{pw}@git.acme.io\n", [pw], pw


# -- private keys and key files -------------------------------------------------------------------


def _pem(label: str, g: _R, n: int, headers: str = "") -> tuple[str, list[str]]:
    lines = _pem_body(g, n)
    return f"-----BEGIN {label}-----\n{headers}" + "\n".join(lines) + f"\n-----END {label}-----", lines


@kind("pem_rsa_pkcs1_in_log", "https://www.rfc-editor.org/rfc/rfc7468", r"[A-Za-z0-9+/]{64}")
def _(g):
    block, lines = _pem("RSA PRIVATE KEY", g, 8)
    return "$ cat deploy/id_rsa\n" + block, lines, lines[1]


@kind("pem_ec_with_parameters", "https://www.rfc-editor.org/rfc/rfc5915", r"[A-Za-z0-9+/]{64}")
def _(g):
    lines = _pem_body(g, 2)
    text = (
        "$ openssl ecparam -name prime256v1 -genkey\n-----BEGIN EC PARAMETERS-----\nBggqhkjOPQMBBw==\n"
        "-----END EC PARAMETERS-----\n-----BEGIN EC PRIVATE KEY-----\n"
        + "\n".join(lines)
        + "\n-----END EC PRIVATE KEY-----"
    )
    return text, lines, lines[0]


@kind("pem_encrypted_pkcs8", "https://www.rfc-editor.org/rfc/rfc5958", r"[A-Za-z0-9+/]{64}")
def _(g):
    block, lines = _pem("ENCRYPTED PRIVATE KEY", g, 6)
    return "tls:\n  key_file: server.key\n# server.key:\n" + block, lines, lines[2]


@kind(
    "pem_in_yaml_block_scalar",
    "https://helm.sh/docs/chart_template_guide/yaml_techniques/#strings-in-yaml",
    r"[A-Za-z0-9+/]{64}",
)
def _(g):
    lines = _pem_body(g, 6)
    body = "\n".join("      " + ln for ln in lines)
    text = f"ingress:\n  tls:\n    key: |\n      -----BEGIN PRIVATE KEY-----\n{body}\n      -----END PRIVATE KEY-----"
    return text, lines, lines[3]


@kind(
    "openssh_private_key",
    "https://github.com/openssh/openssh-portable/blob/master/PROTOCOL.key",
    r"[A-Za-z0-9+/]{70}",
)
def _(g):
    raw = _b64(g, 52 * 6)
    lines = _wrap(raw, 70)[:6]
    text = (
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
        + "\n".join(lines)
        + "\n-----END OPENSSH PRIVATE KEY-----"
    )
    return text, lines, lines[0]


@kind(
    "putty_ppk_v3", "https://the.earth.li/~sgtatham/putty/0.81/htmldoc/AppendixC.html", r"[A-Za-z0-9+/]{64}"
)
def _(g):
    pub = _pem_body(g, 1)[0]
    priv = [*_pem_body(g, 1), _b64(g, 33)[:44]]
    mac = g.s(64, HEX)
    text = (
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-20261127\nPublic-Lines: 2\n"
        f"AAAAC3NzaC1lZDI1NTE5AAAAI{pub[:43]}\n{pub[43:]}\nPrivate-Lines: 2\n"
        + "\n".join(priv)
        + f"\nPrivate-MAC: {mac}"
    )
    return text, [priv[0], priv[1], mac], priv[0]


@kind("pgp_secret_key_gpg_export", "https://www.rfc-editor.org/rfc/rfc4880#section-6.2", r"[A-Za-z0-9+/]{64}")
def _(g):
    lines = _pem_body(g, 7)
    crc = "=" + _b64(g, 3)
    text = (
        "$ gpg --export-secret-keys --armor release@acme.io\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n"
        "Comment: release signing key\n\n"
        + "\n".join(lines)
        + f"\n{crc}\n-----END PGP PRIVATE KEY BLOCK-----"
    )
    return text, lines, lines[1]


@kind("pkcs12_base64_json", "https://www.rfc-editor.org/rfc/rfc7292", r"MIIK[A-Za-z0-9+/]{400}")
def _(g):
    blob = "MIIK" + _b64(g, 300)
    blob = blob[:404]
    text = f'{{\n  "name": "api-tls",\n  "contentType": "application/x-pkcs12",\n  "value": "{blob}",\n  "password": ""\n}}'
    return text, [blob], blob[:120]


# -- cookies, auth headers, tokens, signed URLs --------------------------------------------------


@kind(
    "django_sessionid_set_cookie",
    "https://docs.djangoproject.com/en/5.2/topics/http/sessions/",
    r"[a-z0-9]{32}",
)
def _(g):
    sid = g.s(32, LOWER_DIGITS)
    text = (
        "$ curl -si -X POST https://admin.acme.io/accounts/login/ -d @login.txt | head -4\nHTTP/2 302\n"
        f"location: /dashboard/\nset-cookie: sessionid={sid}; expires=Fri, 11 Dec 2026 21:14:02 GMT; HttpOnly; "
        "Max-Age=1209600; Path=/; SameSite=Lax; Secure"
    )
    return text, [sid], sid


@kind(
    "express_connect_sid_cookie",
    "https://expressjs.com/en/resources/middleware/session.html",
    r"s%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9%]{43,}",
)
def _(g):
    val = f"s%3A{g.s(32, B64URL)}.{urllib.parse.quote(_b64(g, 32).rstrip('='), safe='')}"
    text = f"GET /api/cart HTTP/1.1\nHost: shop.acme.io\nCookie: theme=dark; connect.sid={val}\nAccept: */*"
    return text, [val], val


@kind(
    "rails_session_cookie",
    "https://guides.rubyonrails.org/security.html#session-storage",
    r"[A-Za-z0-9%]{60,}--[A-Za-z0-9%]{16,}--[A-Za-z0-9%]{20,}",
)
def _(g):
    val = "--".join(urllib.parse.quote(_b64(g, n), safe="") for n in (60, 12, 16))
    text = f'Started GET "/orders" for 10.1.2.3\n  Cookie: _shop_session={val}\nProcessing by OrdersController#index as HTML'
    return text, [val], val


@kind(
    "phpsessid_curl_cookie",
    "https://www.php.net/manual/en/session.configuration.php#ini.session.sid-length",
    r"[a-v0-9]{26}",
)
def _(g):
    sid = g.s(26, "abcdefghijklmnopqrstuv0123456789")
    return f"curl -b 'PHPSESSID={sid}' https://intranet.acme.io/admin/users.php", [sid], sid


@kind("basic_auth_header_log", "https://www.rfc-editor.org/rfc/rfc7617", r"[A-Za-z0-9+/]+={0,2}")
def _(g):
    blob = base64.b64encode(f"svc-export:{g.password()}".encode()).decode()
    text = f'10.2.0.7 - - [27/Nov/2026:21:02:11 +0000] "GET /export HTTP/1.1" 401 0 "-" "curl/8.5" auth="Basic {blob}"'
    return text, [blob], blob


@kind(
    "bearer_opaque_python_headers",
    "https://www.rfc-editor.org/rfc/rfc6750#section-2.1",
    r"[A-Za-z0-9._~+/-]{48}",
)
def _(g):
    tok = g.s(48, ALNUM + "-._~")
    text = f'headers = {{"Authorization": "Bearer {tok}", "Accept": "application/json"}}\nr = httpx.get(API + "/v2/invoices", headers=headers)'
    return text, [tok], tok


@kind(
    "jwt_rs256_cookie",
    "https://www.rfc-editor.org/rfc/rfc7519",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{342}",
)
def _(g):
    h = _b64u({"alg": "RS256", "typ": "JWT", "kid": g.s(16, HEX)})
    p = _b64u(
        {
            "sub": g.uuid(),
            "iss": "https://id.acme.io",
            "aud": "web",
            "exp": 1795000000 + g.r.randint(0, 10**6),
        }
    )
    s = g.s(342, B64URL)
    jwt = f"{h}.{p}.{s}"
    text = f'document.cookie = "access_token={jwt}; path=/; secure";'
    return text, [jwt, s], s[:100]


@kind(
    "cloudfront_signed_url",
    "https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/private-content-creating-signed-url-canned-policy.html",
    r"[A-Za-z0-9~_-]{172}",
)
def _(g):
    sig = _b64(g, 128).replace("+", "-").replace("=", "_").replace("/", "~")[:172]
    url = f"https://d{g.s(13, LOWER_DIGITS)}.cloudfront.net/videos/intro.mp4?Expires=1795000000&Signature={sig}&Key-Pair-Id=K{g.s(13, UPPER_DIGITS)}"
    return f'<video src="{url}" controls></video>', [sig], sig[:100]


# -- personal data ------------------------------------------------------------------------------


def _group(n: int, sizes: tuple[int, ...], sep: str) -> str:
    s, out, i = str(n), [], 0
    for k in sizes:
        out.append(s[i : i + k])
        i += k
    return sep.join(out)


@kind(
    "card_visa_spaced_receipt",
    "https://www.iso.org/standard/70484.html (ISO/IEC 7812 Luhn)",
    r"4\d{3} \d{4} \d{4} \d{4}",
)
def _(g):
    n = g.luhn("4", 16)
    grouped = _group(n, (4, 4, 4, 4), " ")
    return f"Payment failed for card {grouped} (exp 09/28): do_not_honor", [grouped], str(n), n


@kind(
    "card_mastercard_2series_dashes",
    "https://www.mastercard.us/en-us/business/overview/start-accepting/2-series-bin-expansion.html",
    r"2[2-7]\d{2}-\d{4}-\d{4}-\d{4}",
)
def _(g):
    n = g.luhn(str(g.r.randint(2221, 2720)), 16)
    grouped = _group(n, (4, 4, 4, 4), "-")
    return f'customer_card: "{grouped}"\ncustomer_cvc: "{g.digits(3)}"', [grouped], str(n), n


@kind("card_amex_4_6_5", "https://www.americanexpress.com/us/merchant/", r"3[47]\d{2} \d{6} \d{5}")
def _(g):
    n = g.luhn(g.r.choice(["34", "37"]), 15)
    grouped = _group(n, (4, 6, 5), " ")
    return f"INSERT INTO cards (holder, pan) VALUES ('J. Rivera', '{grouped}');", [grouped], str(n), n


@kind("card_discover_plain", "https://www.discoverglobalnetwork.com/ (IIN 6011)", r"6011\d{12}")
def _(g):
    n = g.luhn("6011", 16)
    return (
        f"stripe.PaymentMethod.create(type='card', card={{'number': '{n}', 'exp_month': 4, 'exp_year': 2029}})",
        [str(n)],
        str(n),
        n,
    )


@kind(
    "card_diners_4_6_4",
    "https://en.wikipedia.org/wiki/Payment_card_number#Issuer_identification_number_(IIN)",
    r"36\d{2} \d{6} \d{4}",
)
def _(g):
    n = g.luhn("36", 14)
    grouped = _group(n, (4, 6, 4), " ")
    return f"> Hi, my Diners card {grouped} was charged twice, please refund.", [grouped], str(n), n


def _iban(country: str, bban: str) -> str:
    num = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(num) % 97:02d}{bban}"


@kind(
    "iban_de_print_format",
    "https://www.swift.com/standards/data-standards/iban-international-bank-account-number",
    r"DE\d{2}( \d{4}){4} \d{2}",
)
def _(g):
    iban = _iban("DE", g.digits(8) + g.digits(10, first_nonzero=False))
    grouped = " ".join(_wrap(iban, 4))
    return f"Bitte überweisen Sie den Betrag auf IBAN {grouped}, BIC COBADEFFXXX.", [grouped], iban


@kind(
    "iban_gb_electronic",
    "https://www.swift.com/standards/data-standards/iban-international-bank-account-number",
    r"GB\d{2}[A-Z]{4}\d{14}",
)
def _(g):
    iban = _iban("GB", g.s(4, string.ascii_uppercase) + g.digits(6) + g.digits(8, first_nonzero=False))
    return f'{{"payee": "Acme Ltd", "iban": "{iban}", "reference": "INV-2291"}}', [iban], iban


@kind(
    "iban_fr_grouped",
    "https://www.swift.com/standards/data-standards/iban-international-bank-account-number",
    r"FR\d{2}( [0-9A-Z]{4}){5} [0-9A-Z]{3}",
)
def _(g):
    iban = _iban("FR", g.digits(5) + g.digits(5) + g.s(11, UPPER_DIGITS) + g.digits(2, first_nonzero=False))
    grouped = " ".join(_wrap(iban, 4))
    return f"RIB fournisseur:\n  IBAN : {grouped}\n  Titulaire : SARL Dupont", [grouped], iban


@kind(
    "iban_nl_csv",
    "https://www.swift.com/standards/data-standards/iban-international-bank-account-number",
    r"NL\d{2}[A-Z]{4}\d{10}",
)
def _(g):
    iban = _iban("NL", g.r.choice(["ABNA", "INGB", "RABO", "TRIO"]) + g.digits(10, first_nonzero=False))
    return f"date,name,iban,amount\n2026-11-02,J. de Vries,{iban},129.95", [iban], iban


@kind(
    "phone_uk_mobile_e164",
    "https://www.itu.int/rec/T-REC-E.164 ; https://www.ofcom.org.uk/phones-and-broadband/phone-numbers/numbering",
    r"\+44 7\d{3} \d{6}",
)
def _(g):
    ph = f"+44 7{g.r.choice('4589')}{g.digits(2, False)} {g.digits(6, False)}"
    return f"Contact: Sarah Whitfield, mobile {ph}, available after 6pm", [ph], ph.replace(" ", "")


@kind(
    "phone_us_nanp_parens",
    "https://www.nationalnanpa.com/number_resource_info/index.html",
    r"\([2-9]\d{2}\) [2-9]\d{2}-\d{4}",
)
def _(g):
    ph = f"({g.r.randint(2, 9)}{g.digits(2, False)}) {g.r.randint(2, 9)}{g.digits(2, False)}-{g.digits(4, False)}"
    return (
        f"customer_phone = '{ph}'  # callback requested",
        [ph],
        ph.replace(" ", "").replace("(", "").replace(")", ""),
    )


@kind(
    "phone_de_mobile_intl",
    "https://www.bundesnetzagentur.de/ (Rufnummernplan, E.164)",
    r"\+49 1[567]\d \d{7,8}",
)
def _(g):
    ph = f"+49 1{g.r.choice('567')}{g.digits(1, False)} {g.digits(8, False)}"
    return f"Ansprechpartner: M. Schneider, Tel. {ph}", [ph], ph.replace(" ", "")


@kind("phone_fr_national_pairs", "https://www.arcep.fr/ (plan de numérotation)", r"0[67]( \d{2}){4}")
def _(g):
    ph = "0" + g.r.choice("67") + "".join(" " + g.digits(2, False) for _ in range(4))
    return f"Rappeler le client au {ph} avant 18h.", [ph], ph.replace(" ", "")


@kind("phone_in_mobile_json", "https://www.itu.int/rec/T-REC-E.164", r"\+91[6-9]\d{9}")
def _(g):
    ph = "+91" + g.r.choice("6789") + g.digits(9, False)
    return f'{{"name": "Priya Raman", "phone": "{ph}", "city": "Chennai"}}', [ph], ph


@kind(
    "email_git_log_author",
    "https://www.rfc-editor.org/rfc/rfc5322#section-3.4",
    r"[a-z]+\.[a-z]+\d{2}@[a-z]+\.(com|io|de|org)",
)
def _(g):
    first = g.r.choice(["maria", "tomasz", "aiko", "olusegun", "ines", "bjorn", "lucia"])
    last = g.r.choice(["kowalczyk", "tanaka", "adeyemi", "ferreira", "lindqvist", "moretti"])
    em = f"{first}.{last}{g.digits(2)}@{g.r.choice(['gmail', 'posteo', 'fastmail', 'proton'])}.{g.r.choice(['com', 'io', 'de', 'org'])}"
    text = f"commit {g.s(40, HEX)}\nAuthor: {first.title()} {last.title()} <{em}>\nDate:   Thu Nov 26 17:02:44 2026 +0100\n\n    fix: retry on 503"
    return text, [em], em


@kind(
    "email_plus_tag_in_html",
    "https://www.rfc-editor.org/rfc/rfc5322#section-3.4.1",
    r"[a-z]{5,8}\+[a-z0-9]{6}@[a-z]+\.(com|net)",
)
def _(g):
    em = f"{g.s(7, string.ascii_lowercase)}+{g.s(6, LOWER_DIGITS)}@{g.r.choice(['outlook', 'yahoo', 'icloud'])}.{g.r.choice(['com', 'net'])}"
    return f'<p>Questions? Write to <a href="mailto:{em}">{em}</a></p>', [em], em


def _sources_tsv() -> str:
    return "kind\tsource\n" + "".join(f"{k}\t{v}\n" for k, v in SOURCES.items())


if __name__ == "__main__":
    sys.stdout.write(_sources_tsv())
