"""A fourth held-out canary set for redaction recall: credentials sampled by how often they show up.

Written for issue 31 by someone who read neither the redactor (``agent_traces/redact/``), its
tests, the tuned canaries, the generators of the earlier held-out sets, their label files, nor
their results; only the small interfaces: lines 1-123 of ``heldout_canaries.py`` (``_R``, the
alphabets, ``HeldOut``), the registry header of ``heldout3_canaries.py`` and the harness
``heldout_eval.py``. No kind here was changed after seeing whether it leaks: only the control
run's ``not_emitted`` count (a malformed text) was looked at per kind. Two slips, disclosed: a
grep showed lines 61-75 of ``heldout3_canaries.py`` (its ``heldout_canaries`` and a password
helper), and listing the report's keys once showed the names of the first twelve leaking kinds of
seed 7; no kind was added, removed or changed after either.

Where the first three sets lean on rare formats, this one samples the credentials a developer's
coding session meets most: the big and mid-size clouds, AI APIs, payments, messaging,
observability, databases and their URLs, package registries, CI/CD, every generation of VCS token,
OAuth client secrets and refresh tokens, JWTs and signing keys, private keys in several encodings,
webhook and signed URLs, password hashes, and ``password=`` in many syntaxes. About a third of
the kinds carry no vendor prefix: random strings whose only clue is the name they are assigned
to, the header, the flag or the file they sit in. Each kind cites the vendor page or public spec
its format comes from (``benchmarks/heldout4_sources.tsv`` lists them).

``heldout_canaries(seed)`` returns one :class:`HeldOut` per kind drawn fresh from ``_R(seed)``;
``fresh(kind, g)`` draws one more; ``PREFIXLESS`` names the kinds with no vendor prefix. ``text`` is a realistic snippet, ``parts`` every substring that
must be gone after redaction, ``bare`` the value alone as it would sit in an identifier-like
field (cut at 200 characters so it fits a file name), ``shape`` the documented pattern
``parts[0]`` matches.
"""

from __future__ import annotations

import base64
import json
import string
import sys
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from heldout_canaries import _R, ALNUM, B64URL, HEX, LOWER_DIGITS, UPPER_DIGITS, HeldOut, Registry

__all__ = ["GENERATORS", "PREFIXLESS", "SOURCES", "_R", "HeldOut", "fresh", "heldout_canaries"]

# a file or folder name holds at most 255 bytes: a long token is cut as a tool would
_SET = Registry(bare_max=200)
PREFIXLESS = _SET.prefixless
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

UPPER_HEX = "0123456789ABCDEF"
LOWER = string.ascii_lowercase
B32LOW = "abcdefghijklmnopqrstuvwxyz234567"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
CRYPT64 = "./" + string.digits + string.ascii_uppercase + string.ascii_lowercase
URLSAFE_PW = ALNUM + "-_.~"
GEN_PW = ALNUM + "!#%*-_+=.~"


# -- helpers -------------------------------------------------------------------------------------


def _raw(g: _R, n: int) -> bytes:
    return bytes(g.r.getrandbits(8) for _ in range(n))


def _b64(g: _R, n: int) -> str:
    return base64.b64encode(_raw(g, n)).decode()


def _b64u(g: _R, n: int) -> str:
    return base64.urlsafe_b64encode(_raw(g, n)).rstrip(b"=").decode()


def _enc(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def _jseg(obj: object) -> str:
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).rstrip(b"=").decode()


def _wrap(s: str, n: int = 64) -> list[str]:
    return [s[i : i + n] for i in range(0, len(s), n)]


def _pw(g: _R, n: int = 20, alphabet: str = GEN_PW) -> str:
    # a generated password: starts with a letter, has a digit, some symbols when the alphabet has them
    while True:
        p = g.s(1, string.ascii_letters) + g.s(n - 1, alphabet)
        if any(c.isdigit() for c in p):
            return p


def _ts(g: _R) -> str:
    return f"2026-0{g.r.randint(1, 9)}-{g.r.randint(10, 28)}T{g.r.randint(10, 23)}:{g.r.randint(10, 59)}:0{g.r.randint(0, 9)}Z"


def _host(g: _R) -> str:
    return g.r.choice(["billing", "orders", "ledger", "atlas", "hermes", "ingest", "catalog"])


def _jwt(g: _R, payload: dict, alg: str = "HS256", sig_bytes: int = 32) -> tuple[str, str]:
    head = _jseg({"alg": alg, "typ": "JWT"})
    sig = _b64u(g, sig_bytes)
    return f"{head}.{_jseg(payload)}.{sig}", sig


# -- major clouds --------------------------------------------------------------------------------


@kind(
    "aws_secret_in_credentials_file",
    "https://docs.aws.amazon.com/cli/latest/userguide/cli-configure-files.html",
    r"[A-Za-z0-9/+]{40}",
    prefixless=True,
)
def _aws_creds(g: _R):
    kid = "AKIA" + g.s(16, UPPER_DIGITS)
    sec = g.s(40, ALNUM + "/+")
    prof = g.r.choice(["staging", "ci-deployer", "data-eng"])
    text = (
        "$ cat ~/.aws/credentials\n[default]\nregion = eu-west-1\n\n"
        f"[{prof}]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\n"
    )
    return text, [sec], sec


@kind(
    "aws_sts_session_json",
    "https://docs.aws.amazon.com/STS/latest/APIReference/API_AssumeRole.html",
    r"[A-Za-z0-9/+]{40}",
    prefixless=True,
)
def _aws_sts(g: _R):
    sec = g.s(40, ALNUM + "/+")
    tok = "IQoJb3JpZ2luX2VjE" + g.s(300, ALNUM + "/+") + "=="
    out = {
        "Credentials": {
            "AccessKeyId": "ASIA" + g.s(16, UPPER_DIGITS),
            "SecretAccessKey": sec,
            "SessionToken": tok,
            "Expiration": _ts(g),
        },
        "AssumedRoleUser": {"Arn": f"arn:aws:sts::{g.digits(12)}:assumed-role/deploy/ci"},
    }
    text = "$ aws sts assume-role --role-arn arn:aws:iam::123456789012:role/deploy --role-session-name ci\n"
    return text + json.dumps(out, indent=4), [sec, tok[17:]], sec


@kind(
    "aws_session_token_env",
    "https://docs.aws.amazon.com/cli/latest/userguide/cli-configure-envvars.html",
    r"FwoGZXIvYXdzE[A-Za-z0-9/+]{200,}",
)
def _aws_session_env(g: _R):
    tok = "FwoGZXIvYXdzE" + g.s(260, ALNUM + "/+")
    sec = g.s(40, ALNUM + "/+")
    text = (
        f"export AWS_ACCESS_KEY_ID=ASIA{g.s(16, UPPER_DIGITS)}\n"
        f"export AWS_SECRET_ACCESS_KEY={sec}\nexport AWS_SESSION_TOKEN={tok}\n"
        "aws s3 ls s3://artifacts-prod/"
    )
    return text, [tok, sec], tok


@kind(
    "s3_presigned_url",
    "https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html",
    r"[0-9a-f]{64}",
)
def _s3_presign(g: _R):
    sig = g.s(64, HEX)
    kid = "AKIA" + g.s(16, UPPER_DIGITS)
    url = (
        f"https://exports-{g.s(6, LOWER_DIGITS)}.s3.us-east-1.amazonaws.com/reports/q3.csv"
        f"?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={kid}%2F20260412%2Fus-east-1%2Fs3%2Faws4_request"
        f"&X-Amz-Date=20260412T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
    )
    return f"$ aws s3 presign s3://exports/reports/q3.csv --expires-in 3600\n{url}", [sig], sig


@kind(
    "gcp_service_account_json",
    "https://cloud.google.com/iam/docs/keys-create-delete",
    r"[A-Za-z0-9+/]{64}",
)
def _gcp_sa(g: _R):
    body = _wrap("MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + _b64(g, 1194))
    kid = g.s(40, HEX)
    pem = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body) + "\\n-----END PRIVATE KEY-----\\n"
    proj = "acme-" + g.s(6, LOWER_DIGITS)
    text = (
        "{\n"
        '  "type": "service_account",\n'
        f'  "project_id": "{proj}",\n'
        f'  "private_key_id": "{kid}",\n'
        f'  "private_key": "{pem}",\n'
        f'  "client_email": "deployer@{proj}.iam.gserviceaccount.com",\n'
        f'  "client_id": "{g.digits(21)}",\n'
        '  "token_uri": "https://oauth2.googleapis.com/token"\n}'
    )
    parts = [ln for ln in body[1:] if len(ln) >= 16]
    return text, parts, body[2]


@kind("gcp_api_key_query", "https://cloud.google.com/docs/authentication/api-keys", r"AIza[0-9A-Za-z_-]{35}")
def _gcp_key(g: _R):
    k = "AIza" + g.s(35, B64URL)
    text = f'curl "https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key={k}"'
    return text, [k], k


@kind(
    "gemini_key_header",
    "https://ai.google.dev/gemini-api/docs/api-key",
    r"AIza[0-9A-Za-z_-]{35}",
)
def _gemini(g: _R):
    k = "AIza" + g.s(35, B64URL)
    text = (
        'curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent" \\\n'
        f"  -H 'x-goog-api-key: {k}' -H 'Content-Type: application/json' -X POST -d @req.json"
    )
    return text, [k], k


@kind(
    "gcs_signed_url",
    "https://cloud.google.com/storage/docs/access-control/signed-urls",
    r"[0-9a-f]{512}",
)
def _gcs_signed(g: _R):
    sig = g.s(512, HEX)
    url = (
        "https://storage.googleapis.com/acme-uploads/video/raw.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256"
        "&X-Goog-Credential=uploader%40acme.iam.gserviceaccount.com%2F20260301%2Fauto%2Fstorage%2Fgoog4_request"
        f"&X-Goog-Date=20260301T120000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}"
    )
    return f"signed upload url: {url}", [sig], sig[:96]


@kind(
    "google_oauth_client_secret_json",
    "https://developers.google.com/identity/protocols/oauth2/native-app",
    r"GOCSPX-[A-Za-z0-9_-]{28}",
)
def _gocspx(g: _R):
    s = "GOCSPX-" + g.s(28, B64URL)
    cid = f"{g.digits(12)}-{g.s(32, LOWER_DIGITS)}.apps.googleusercontent.com"
    text = json.dumps(
        {
            "installed": {
                "client_id": cid,
                "project_id": "desktop-sync",
                "auth_uri": "https://accounts.google.com/o/oauth2/auth",
                "token_uri": "https://oauth2.googleapis.com/token",
                "client_secret": s,
                "redirect_uris": ["http://localhost"],
            }
        }
    )
    return text, [s], s


@kind(
    "google_refresh_token_adc",
    "https://cloud.google.com/docs/authentication/application-default-credentials",
    r"1//0[A-Za-z0-9_-]{90,110}",
)
def _google_refresh(g: _R):
    rt = "1//0" + g.s(2, UPPER_DIGITS) + g.s(100, B64URL)
    cs = "d-FL95Q19q7MQmFpd7hHD0Ty"
    text = "$ cat ~/.config/gcloud/application_default_credentials.json\n" + json.dumps(
        {
            "client_id": "764086051850-6qr4p6gpi6hn506pt8ejuq83di341hur.apps.googleusercontent.com",
            "client_secret": cs,
            "refresh_token": rt,
            "type": "authorized_user",
        },
        indent=2,
    )
    return text, [rt], rt


@kind(
    "google_access_token_bearer",
    "https://developers.google.com/identity/protocols/oauth2/web-server",
    r"ya29\.[A-Za-z0-9_-]{150,}",
)
def _ya29(g: _R):
    t = "ya29.a0" + g.s(180, B64URL)
    text = (
        f"> GET /drive/v3/files?pageSize=10 HTTP/1.1\n> Host: www.googleapis.com\n"
        f"> Authorization: Bearer {t}\n> Accept: */*\n< HTTP/1.1 200 OK"
    )
    return text, [t], t


@kind(
    "azure_storage_connection_string",
    "https://learn.microsoft.com/en-us/azure/storage/common/storage-configure-connection-string",
    r"[A-Za-z0-9+/]{86}==",
    prefixless=True,
)
def _az_storage(g: _R):
    key = _b64(g, 64)
    acct = "st" + g.s(10, LOWER_DIGITS)
    cs = f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net"
    text = f'{{\n  "IsEncrypted": false,\n  "Values": {{\n    "AzureWebJobsStorage": "{cs}",\n    "FUNCTIONS_WORKER_RUNTIME": "python"\n  }}\n}}'
    return text, [key], key


@kind(
    "azure_sas_token_url",
    "https://learn.microsoft.com/en-us/rest/api/storageservices/create-service-sas",
    r"[A-Za-z0-9%]{40,}",
)
def _az_sas(g: _R):
    sig = urllib.parse.quote(_b64(g, 32), safe="")
    url = (
        f"https://st{g.s(8, LOWER_DIGITS)}.blob.core.windows.net/backups/db.bak"
        f"?sp=r&st=2026-03-01T09:00:00Z&se=2026-03-02T09:00:00Z&spr=https&sv=2022-11-02&sr=b&sig={sig}"
    )
    return f'azcopy copy "{url}" ./restore/db.bak', [sig], sig


@kind(
    "azure_ad_client_secret",
    "https://learn.microsoft.com/en-us/purview/sit-defn-azure-ad-client-secret",
    r"[A-Za-z0-9_~.-]{3}8Q~[A-Za-z0-9_~.-]{34}",
)
def _az_client_secret(g: _R):
    s = g.s(3, ALNUM) + "8Q~" + g.s(34, ALNUM + "_~.-")
    text = (
        "az login --service-principal \\\n"
        f"  --username {g.uuid()} \\\n  --password '{s}' \\\n  --tenant {g.uuid()}"
    )
    return text, [s], s


@kind(
    "azure_devops_pat_legacy",
    "https://learn.microsoft.com/en-us/azure/devops/organizations/accounts/use-personal-access-tokens-to-authenticate",
    r"[a-z2-7]{52}",
    prefixless=True,
)
def _ado_old(g: _R):
    pat = g.s(52, B32LOW)
    text = (
        f'$ echo "{pat}" | az devops login --organization https://dev.azure.com/contoso\n'
        "$ az pipelines list --project Web"
    )
    return text, [pat], pat


@kind(
    "azure_devops_pat_v2",
    "https://learn.microsoft.com/en-us/purview/sit-defn-azure-devops-personal-access-token",
    r"[A-Za-z0-9]{52}AZDO[A-Za-z0-9]{28}",
)
def _ado_new(g: _R):
    pat = g.s(52, ALNUM) + "AZDO" + g.s(28, ALNUM)
    text = (
        "git -c http.extraHeader=\"Authorization: Basic $(printf ':%s' "
        f"'{pat}' | base64 -w0)\" clone https://dev.azure.com/contoso/Web/_git/frontend"
    )
    return text, [pat], pat


@kind(
    "azure_openai_api_key_header",
    "https://learn.microsoft.com/en-us/azure/ai-services/openai/reference",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _aoai(g: _R):
    k = g.s(32, HEX)
    text = (
        "curl https://contoso-eus2.openai.azure.com/openai/deployments/gpt-4o/chat/completions"
        "?api-version=2024-10-21 \\\n"
        f'  -H "Content-Type: application/json" -H "api-key: {k}" -d @body.json'
    )
    return text, [k], k


@kind(
    "azure_cosmos_key_csharp",
    "https://learn.microsoft.com/en-us/azure/cosmos-db/nosql/how-to-dotnet-get-started",
    r"[A-Za-z0-9+/]{86}==",
    prefixless=True,
)
def _cosmos(g: _R):
    key = _b64(g, 64)
    text = (
        "using Microsoft.Azure.Cosmos;\n\n"
        f'var client = new CosmosClient(\n    "https://orders-{g.s(5, LOWER_DIGITS)}.documents.azure.com:443/",\n'
        f'    "{key}");\nvar db = client.GetDatabase("orders");'
    )
    return text, [key], key


@kind(
    "alibaba_access_key_secret",
    "https://www.alibabacloud.com/help/en/ram/user-guide/create-an-accesskey-pair",
    r"[A-Za-z0-9]{30}",
    prefixless=True,
)
def _aliyun(g: _R):
    sec = g.s(30, ALNUM)
    text = (
        "aliyun configure set --profile prod --mode AK --region cn-hangzhou \\\n"
        f"  --access-key-id LTAI{g.s(20, ALNUM)} --access-key-secret {sec}"
    )
    return text, [sec], sec


@kind(
    "oracle_ocir_auth_token",
    "https://docs.oracle.com/en-us/iaas/Content/Registry/Tasks/registrypushingimagesusingthedockercli.htm",
    r"[A-Za-z0-9(){}<>;:.+\-\[\]]{20}",
    prefixless=True,
)
def _ocir(g: _R):
    tok = g.s(20, ALNUM + "(){}<>;:.+-[]")
    text = f"docker login fra.ocir.io -u 'frxk2z3abcd/oracleidentitycloudservice/dev@acme.io' -p '{tok}'"
    return text, [tok], tok


@kind(
    "ibm_cloud_api_key",
    "https://cloud.ibm.com/docs/account?topic=account-userapikey",
    r"[A-Za-z0-9_-]{44}",
    prefixless=True,
)
def _ibm(g: _R):
    k = g.s(44, B64URL)
    text = f"ibmcloud login --apikey {k} -r us-south -g default\nAuthenticating...\nOK"
    return text, [k], k


@kind(
    "digitalocean_pat",
    "https://docs.digitalocean.com/reference/api/create-personal-access-token/",
    r"dop_v1_[0-9a-f]{64}",
)
def _do_pat(g: _R):
    t = "dop_v1_" + g.s(64, HEX)
    text = f'provider "digitalocean" {{\n  token = "{t}"\n}}\n\nresource "digitalocean_droplet" "web" {{\n  image = "ubuntu-24-04-x64"\n}}'
    return text, [t], t


@kind(
    "digitalocean_refresh_token",
    "https://docs.digitalocean.com/reference/api/oauth/",
    r"dor_v1_[0-9a-f]{64}",
)
def _do_refresh(g: _R):
    t = "dor_v1_" + g.s(64, HEX)
    acc = "doo_v1_" + g.s(64, HEX)
    text = json.dumps(
        {
            "access_token": acc,
            "token_type": "bearer",
            "expires_in": 2592000,
            "refresh_token": t,
            "scope": "read write",
        }
    )
    return text, [t, acc], t


@kind(
    "hetzner_cloud_token",
    "https://docs.hetzner.cloud/reference/cloud#authentication",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _hcloud(g: _R):
    t = g.s(64, ALNUM)
    text = f'$ cat ~/.config/hcloud/cli.toml\nactive_context = "prod"\n\n[[contexts]]\n  name = "prod"\n  token = "{t}"\n'
    return text, [t], t


@kind(
    "ovh_application_secret_consumer_key",
    "https://github.com/ovh/python-ovh#configuration",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _ovh(g: _R):
    sec = g.s(32, ALNUM)
    ck = g.s(32, ALNUM)
    text = (
        "; ovh.conf\n[default]\nendpoint=ovh-eu\n\n[ovh-eu]\n"
        f"application_key={g.s(16, ALNUM)}\napplication_secret={sec}\nconsumer_key={ck}\n"
    )
    return text, [sec, ck], sec


@kind(
    "cloudflare_api_token_bearer",
    "https://developers.cloudflare.com/fundamentals/api/get-started/create-token/",
    r"[A-Za-z0-9_-]{40}",
    prefixless=True,
)
def _cf_token(g: _R):
    t = g.s(40, B64URL)
    text = (
        'curl "https://api.cloudflare.com/client/v4/user/tokens/verify" \\\n'
        f'     -H "Authorization: Bearer {t}"\n'
        '{"result":{"id":"f267e341f3dd4697bd3b9f71dd96247f","status":"active"},"success":true}'
    )
    return text, [t], t


@kind(
    "cloudflare_global_api_key",
    "https://developers.cloudflare.com/fundamentals/api/get-started/keys/",
    r"[0-9a-f]{37}",
    prefixless=True,
)
def _cf_global(g: _R):
    k = g.s(37, HEX)
    text = (
        "const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/purge_cache`, {\n"
        "  method: 'POST',\n"
        f"  headers: {{ 'X-Auth-Email': 'ops@acme.dev', 'X-Auth-Key': '{k}' }},\n"
        "  body: JSON.stringify({ purge_everything: true }),\n});"
    )
    return text, [k], k


@kind(
    "vercel_token_cli_flag",
    "https://vercel.com/docs/cli/global-options#token",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _vercel(g: _R):
    t = g.s(24, ALNUM)
    text = (
        f"      - run: npx vercel deploy --prebuilt --prod --token={t}\n        working-directory: apps/web"
    )
    return text, [t], t


@kind(
    "netlify_pat",
    "https://docs.netlify.com/api/get-started/#authentication",
    r"nfp_[A-Za-z0-9]{36}",
)
def _netlify(g: _R):
    t = "nfp_" + g.s(36, ALNUM)
    text = f"NETLIFY_AUTH_TOKEN={t} NETLIFY_SITE_ID={g.uuid()} netlify deploy --prod --dir=dist"
    return text, [t], t


@kind("fly_macaroon_token", "https://fly.io/docs/security/tokens/", r"[A-Za-z0-9+/]{240}")
def _fly(g: _R):
    a = "fm2_" + _b64(g, 180)
    b = "fm2_" + _b64(g, 90)
    t = f"FlyV1 {a},{b}"
    text = (
        "    steps:\n      - uses: superfly/flyctl-actions/setup-flyctl@master\n"
        "      - run: flyctl deploy --remote-only\n        env:\n"
        f"          FLY_API_TOKEN: {t}"
    )
    return text, [a[4:], b[4:]], a


@kind("render_api_key", "https://render.com/docs/api#1-create-an-api-key", r"rnd_[A-Za-z0-9]{32}")
def _render(g: _R):
    k = "rnd_" + g.s(32, ALNUM)
    text = f"curl --request GET --url 'https://api.render.com/v1/services?limit=20' --header 'Authorization: Bearer {k}'"
    return text, [k], k


@kind(
    "heroku_api_key_netrc",
    "https://devcenter.heroku.com/articles/authentication",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _heroku_netrc(g: _R):
    k = g.uuid()
    text = (
        "$ cat ~/.netrc\nmachine api.heroku.com\n  login dev@acme.io\n"
        f"  password {k}\nmachine git.heroku.com\n  login dev@acme.io\n  password {k}\n"
    )
    return text, [k], k


@kind(
    "heroku_api_key_hrku",
    "https://devcenter.heroku.com/articles/authentication",
    r"HRKU-AA[A-Za-z0-9_-]{58}",
)
def _heroku_hrku(g: _R):
    k = "HRKU-AA" + g.s(58, B64URL)
    text = f"export HEROKU_API_KEY={k}\nheroku apps:info -a acme-api"
    return text, [k], k


@kind(
    "supabase_service_role_jwt",
    "https://supabase.com/docs/guides/api/api-keys",
    r"[A-Za-z0-9_-]{43}",
)
def _supa_jwt(g: _R):
    ref = g.s(20, LOWER)
    tok, sig = _jwt(
        g, {"iss": "supabase", "ref": ref, "role": "service_role", "iat": 1735689600, "exp": 2051265600}
    )
    text = (
        "import { createClient } from '@supabase/supabase-js'\n\n"
        f"const supabase = createClient('https://{ref}.supabase.co', '{tok}', {{\n"
        "  auth: { persistSession: false },\n})"
    )
    return text, [sig], tok


@kind("supabase_secret_key", "https://supabase.com/docs/guides/api/api-keys", r"sb_secret_[A-Za-z0-9_-]{31}")
def _supa_secret(g: _R):
    k = "sb_secret_" + g.s(31, B64URL)
    text = f"SUPABASE_URL=https://{g.s(20, LOWER)}.supabase.co\nSUPABASE_SECRET_KEY={k}\n"
    return text, [k], k


@kind(
    "supabase_access_token",
    "https://supabase.com/docs/reference/cli/supabase-login",
    r"sbp_[0-9a-f]{40}",
)
def _sbp(g: _R):
    t = "sbp_" + g.s(40, HEX)
    text = f"$ supabase login --token {t}\nYou are now logged in. Happy coding!"
    return text, [t], t


@kind(
    "firebase_fcm_legacy_server_key",
    "https://firebase.google.com/docs/cloud-messaging/auth-server",
    r"AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{134}",
)
def _fcm(g: _R):
    k = "AAAA" + g.s(7, B64URL) + ":APA91b" + g.s(134, B64URL)
    text = (
        "import requests\n\nresp = requests.post(\n    'https://fcm.googleapis.com/fcm/send',\n"
        f"    headers={{'Authorization': 'key={k}', 'Content-Type': 'application/json'}},\n"
        "    json={'to': device_token, 'notification': {'title': 'Hi'}},\n)"
    )
    return text, [k], k


@kind(
    "backblaze_b2_application_key",
    "https://www.backblaze.com/docs/cloud-storage-application-keys",
    r"K00[0-9][A-Za-z0-9+/]{27}",
)
def _b2(g: _R):
    k = "K005" + g.s(27, ALNUM)
    text = f"$ b2 account authorize 005{g.s(22, HEX)} {k}\nUsing https://api.backblazeb2.com"
    return text, [k], k


@kind(
    "doppler_service_token",
    "https://docs.doppler.com/docs/service-tokens",
    r"dp\.st\.[a-z0-9_]+\.[A-Za-z0-9]{43}",
)
def _doppler(g: _R):
    t = f"dp.st.prd.{g.s(43, ALNUM)}"
    text = f"docker run --rm -e DOPPLER_TOKEN='{t}' acme/api:1.9.2 doppler run -- node server.js"
    return text, [t], t


@kind(
    "pulumi_access_token",
    "https://www.pulumi.com/docs/pulumi-cloud/access-management/access-tokens/",
    r"pul-[0-9a-f]{40}",
)
def _pulumi(g: _R):
    t = "pul-" + g.s(40, HEX)
    text = f"export PULUMI_ACCESS_TOKEN={t}\npulumi stack select acme/infra/prod && pulumi preview"
    return text, [t], t


@kind(
    "terraform_cloud_token",
    "https://developer.hashicorp.com/terraform/cli/config/config-file#credentials-1",
    r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_-]{67}",
)
def _tfc(g: _R):
    t = g.s(14, ALNUM) + ".atlasv1." + g.s(67, B64URL)
    text = json.dumps({"credentials": {"app.terraform.io": {"token": t}}}, indent=2)
    return "$ cat ~/.terraform.d/credentials.tfrc.json\n" + text, [t], t


# -- AI APIs -------------------------------------------------------------------------------------


@kind(
    "openai_project_key",
    "https://platform.openai.com/docs/api-reference/authentication",
    r"sk-proj-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
)
def _openai_proj(g: _R):
    k = "sk-proj-" + g.s(74, B64URL) + "T3BlbkFJ" + g.s(74, B64URL)
    text = f'from openai import OpenAI\n\nclient = OpenAI(api_key="{k}")\nresp = client.responses.create(model="gpt-5", input="hi")'
    return text, [k], k


@kind(
    "openai_service_account_key",
    "https://platform.openai.com/docs/api-reference/authentication",
    r"sk-svcacct-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
)
def _openai_svc(g: _R):
    k = "sk-svcacct-" + g.s(74, B64URL) + "T3BlbkFJ" + g.s(74, B64URL)
    text = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: llm-gateway\ntype: Opaque\nstringData:\n  OPENAI_API_KEY: {k}\n"
    return text, [k], k


@kind(
    "openai_admin_key",
    "https://platform.openai.com/docs/api-reference/administration",
    r"sk-admin-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
)
def _openai_admin(g: _R):
    k = "sk-admin-" + g.s(74, B64URL) + "T3BlbkFJ" + g.s(74, B64URL)
    text = f'curl https://api.openai.com/v1/organization/users?limit=20 \\\n  -H "Authorization: Bearer {k}"'
    return text, [k], k


@kind(
    "anthropic_api_key_header",
    "https://docs.anthropic.com/en/api/overview",
    r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
)
def _anthropic(g: _R):
    k = "sk-ant-api03-" + g.s(93, B64URL) + "AA"
    text = (
        "curl https://api.anthropic.com/v1/messages \\\n"
        f'     --header "x-api-key: {k}" \\\n'
        '     --header "anthropic-version: 2023-06-01" --header "content-type: application/json" -d @msg.json'
    )
    return text, [k], k


@kind(
    "anthropic_admin_key",
    "https://docs.anthropic.com/en/api/administration-api",
    r"sk-ant-admin01-[A-Za-z0-9_-]{93}AA",
)
def _anthropic_admin(g: _R):
    k = "sk-ant-admin01-" + g.s(93, B64URL) + "AA"
    text = f'[tool.usage-report]\nendpoint = "https://api.anthropic.com/v1/organizations/usage_report/messages"\nadmin_key = "{k}"\n'
    return text, [k], k


@kind(
    "mistral_api_key",
    "https://docs.mistral.ai/getting-started/quickstart/",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _mistral(g: _R):
    k = g.s(32, ALNUM)
    text = f'from mistralai import Mistral\n\nclient = Mistral(api_key="{k}")\nclient.chat.complete(model="mistral-large-latest", messages=msgs)'
    return text, [k], k


@kind("cohere_api_key", "https://docs.cohere.com/reference/about", r"[A-Za-z0-9]{40}", prefixless=True)
def _cohere(g: _R):
    k = g.s(40, ALNUM)
    text = f'import cohere\n\nco = cohere.ClientV2("{k}")\nres = co.embed(texts=docs, model="embed-v4.0", input_type="search_document")'
    return text, [k], k


@kind("groq_api_key", "https://console.groq.com/docs/quickstart", r"gsk_[A-Za-z0-9]{52}")
def _groq(g: _R):
    k = "gsk_" + g.s(52, ALNUM)
    text = f'$env:GROQ_API_KEY = "{k}"\npython .\\bench.py --model llama-3.3-70b-versatile'
    return text, [k], k


@kind(
    "together_api_key",
    "https://docs.together.ai/reference/authentication-1",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _together(g: _R):
    k = g.s(64, HEX)
    text = f"# .env.local\nTOGETHER_API_KEY={k}\nTOGETHER_MODEL=meta-llama/Llama-3.3-70B-Instruct-Turbo\n"
    return text, [k], k


@kind(
    "replicate_api_token", "https://replicate.com/docs/reference/http#authentication", r"r8_[A-Za-z0-9]{37}"
)
def _replicate(g: _R):
    k = "r8_" + g.s(37, ALNUM)
    text = f'const replicate = new Replicate({{ auth: "{k}" }});\nconst out = await replicate.run("black-forest-labs/flux-schnell", {{ input }});'
    return text, [k], k


@kind("huggingface_token_git_remote", "https://huggingface.co/docs/hub/security-tokens", r"hf_[A-Za-z]{34}")
def _hf(g: _R):
    k = "hf_" + g.s(34, string.ascii_letters)
    text = (
        f"$ git remote set-url origin https://mlops:{k}@huggingface.co/acme/sentiment-v3\n"
        "$ git push origin main"
    )
    return text, [k], k


@kind("perplexity_api_key", "https://docs.perplexity.ai/guides/getting-started", r"pplx-[A-Za-z0-9]{48}")
def _pplx(g: _R):
    k = "pplx-" + g.s(48, ALNUM)
    text = f'client = OpenAI(api_key="{k}", base_url="https://api.perplexity.ai")'
    return text, [k], k


@kind("deepseek_api_key", "https://api-docs.deepseek.com/", r"sk-[0-9a-f]{32}")
def _deepseek(g: _R):
    k = "sk-" + g.s(32, HEX)
    text = f'DEEPSEEK_API_KEY: "{k}"\nDEEPSEEK_BASE_URL: https://api.deepseek.com\n'
    return text, [k], k


@kind("xai_api_key", "https://docs.x.ai/docs/overview", r"xai-[A-Za-z0-9]{80}")
def _xai(g: _R):
    k = "xai-" + g.s(80, ALNUM)
    text = f'curl https://api.x.ai/v1/chat/completions -H "Authorization: Bearer {k}" -d \'{{"model":"grok-4"}}\''
    return text, [k], k


@kind(
    "openrouter_api_key",
    "https://openrouter.ai/docs/api-reference/authentication",
    r"sk-or-v1-[0-9a-f]{64}",
)
def _openrouter(g: _R):
    k = "sk-or-v1-" + g.s(64, HEX)
    text = f'{{\n  "mcpServers": {{}},\n  "env": {{ "OPENROUTER_API_KEY": "{k}" }}\n}}'
    return text, [k], k


@kind("elevenlabs_api_key", "https://elevenlabs.io/docs/api-reference/authentication", r"sk_[0-9a-f]{48}")
def _eleven(g: _R):
    k = "sk_" + g.s(48, HEX)
    text = (
        "curl -X POST https://api.elevenlabs.io/v1/text-to-speech/JBFqnCBsd6RMkjVDRZzb \\\n"
        f'  -H "xi-api-key: {k}" -H "Content-Type: application/json" -d \'{{"text":"hello"}}\' -o out.mp3'
    )
    return text, [k], k


@kind(
    "langsmith_api_key",
    "https://docs.smith.langchain.com/administration/how_to_guides/organization_management/create_account_api_key",
    r"lsv2_(pt|sk)_[0-9a-f]{32}_[0-9a-f]{10}",
)
def _langsmith(g: _R):
    k = f"lsv2_pt_{g.s(32, HEX)}_{g.s(10, HEX)}"
    text = f"LANGSMITH_TRACING=true\nLANGSMITH_API_KEY={k}\nLANGSMITH_PROJECT=rag-eval\n"
    return text, [k], k


@kind("wandb_api_key_netrc", "https://docs.wandb.ai/ref/cli/wandb-login/", r"[0-9a-f]{40}", prefixless=True)
def _wandb(g: _R):
    k = g.s(40, HEX)
    text = f"$ cat ~/.netrc\nmachine api.wandb.ai\n  login user\n  password {k}\n"
    return text, [k], k


@kind(
    "pinecone_api_key",
    "https://docs.pinecone.io/guides/projects/manage-api-keys",
    r"pcsk_[A-Za-z0-9]{5,6}_[A-Za-z0-9]{60,70}",
)
def _pinecone(g: _R):
    k = f"pcsk_{g.s(6, ALNUM)}_{g.s(64, ALNUM)}"
    text = f"from pinecone import Pinecone\n\npc = Pinecone(api_key='{k}')\nindex = pc.Index('docs')"
    return text, [k], k


# -- payments ------------------------------------------------------------------------------------


@kind("stripe_restricted_key", "https://docs.stripe.com/keys#limit-access", r"rk_live_[A-Za-z0-9]{99}")
def _stripe_rk(g: _R):
    k = "rk_live_" + g.s(99, ALNUM)
    text = f"require 'stripe'\nStripe.api_key = '{k}'\nStripe::Refund.create({{ charge: params[:charge] }})"
    return text, [k], k


@kind("stripe_secret_key_basic", "https://docs.stripe.com/api/authentication", r"sk_live_[A-Za-z0-9]{99}")
def _stripe_sk(g: _R):
    k = "sk_live_" + g.s(99, ALNUM)
    text = f"curl https://api.stripe.com/v1/customers -u {k}: -d email=jenny@example.com"
    return text, [k], k


@kind(
    "stripe_webhook_secret",
    "https://docs.stripe.com/webhooks#verify-official-libraries",
    r"whsec_[A-Za-z0-9]{32}",
)
def _whsec(g: _R):
    k = "whsec_" + g.s(32, ALNUM)
    text = (
        "> Ready! You are using Stripe API Version [2025-03-31]. Your webhook signing secret is "
        f"{k} (^C to quit)"
    )
    return text, [k], k


@kind(
    "paypal_client_secret",
    "https://developer.paypal.com/api/rest/authentication/",
    r"E[A-Za-z0-9_-]{79}",
    prefixless=True,
)
def _paypal(g: _R):
    cid = "A" + g.s(79, B64URL)
    sec = "E" + g.s(79, B64URL)
    text = (
        'curl -v -X POST "https://api-m.paypal.com/v1/oauth2/token" \\\n'
        f' -u "{cid}:{sec}" \\\n -H "Content-Type: application/x-www-form-urlencoded" -d "grant_type=client_credentials"'
    )
    return text, [sec], sec


@kind(
    "square_oauth_secret",
    "https://developer.squareup.com/docs/oauth-api/overview",
    r"sq0csp-[A-Za-z0-9_-]{43}",
)
def _square(g: _R):
    s = "sq0csp-" + g.s(43, B64URL)
    text = f"square:\n  application_id: sq0idp-{g.s(22, B64URL)}\n  application_secret: {s}\n  environment: production\n"
    return text, [s], s


@kind(
    "square_access_token",
    "https://developer.squareup.com/docs/build-basics/access-tokens",
    r"EAAA[A-Za-z0-9_-]{60}",
)
def _square_at(g: _R):
    t = "EAAA" + g.s(60, B64URL)
    text = f'let client = SquareClient(accessToken: "{t}", environment: .production)'
    return text, [t], t


@kind(
    "braintree_private_key",
    "https://developer.paypal.com/braintree/docs/start/hello-server/ruby",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _braintree(g: _R):
    pk = g.s(32, HEX)
    text = (
        "gateway = Braintree::Gateway.new(\n  environment: :production,\n"
        f'  merchant_id: "{g.s(16, LOWER_DIGITS)}",\n  public_key: "{g.s(16, LOWER_DIGITS)}",\n'
        f'  private_key: "{pk}",\n)'
    )
    return text, [pk], pk


@kind(
    "adyen_api_key",
    "https://docs.adyen.com/development-resources/api-credentials/",
    r"[A-Za-z0-9+/]{70}=-[A-Za-z0-9+/]{44}=",
)
def _adyen(g: _R):
    k = (
        "AQE"
        + g.s(4, ALNUM)
        + "hmfuXNWTK0Qc+iSS3VkQmf"
        + g.s(70, ALNUM + "+/")
        + "=-"
        + g.s(44, ALNUM + "+/")
        + "="
    )
    text = f'adyen:\n  apiKey: "{k}"\n  merchantAccount: AcmeECOM\n  environment: LIVE\n'
    return text, [k[29:]], k


@kind(
    "shopify_admin_token",
    "https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/generate-app-access-tokens-admin",
    r"shpat_[0-9a-f]{32}",
)
def _shopify(g: _R):
    t = "shpat_" + g.s(32, HEX)
    text = (
        "curl -X GET https://acme-store.myshopify.com/admin/api/2025-01/products.json \\\n"
        f"  -H 'X-Shopify-Access-Token: {t}'"
    )
    return text, [t], t


@kind("plaid_secret", "https://plaid.com/docs/api/#api-host", r"[0-9a-f]{30}", prefixless=True)
def _plaid(g: _R):
    s = g.s(30, HEX)
    text = json.dumps(
        {"client_id": g.s(24, HEX), "secret": s, "access_token": "access-production-" + g.uuid()}
    )
    return f"POST https://production.plaid.com/accounts/get\n{text}", [s], s


# -- messaging -----------------------------------------------------------------------------------


@kind(
    "slack_bot_token",
    "https://api.slack.com/authentication/token-types",
    r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
)
def _slack_bot(g: _R):
    t = f"xoxb-{g.digits(12)}-{g.digits(13)}-{g.s(24, ALNUM)}"
    text = f'const {{ WebClient }} = require("@slack/web-api");\nconst web = new WebClient("{t}");'
    return text, [t], t


@kind(
    "slack_app_token",
    "https://api.slack.com/authentication/token-types#app-level",
    r"xapp-1-A[A-Z0-9]{10}-\d{13}-[0-9a-f]{64}",
)
def _slack_app(g: _R):
    t = f"xapp-1-A{g.s(10, UPPER_DIGITS)}-{g.digits(13)}-{g.s(64, HEX)}"
    text = f"SLACK_APP_TOKEN={t}\nSLACK_BOT_TOKEN=xoxb-{g.digits(12)}-{g.digits(13)}-{g.s(24, ALNUM)}\n"
    return text, [t], t


@kind(
    "slack_incoming_webhook",
    "https://api.slack.com/messaging/webhooks",
    r"[A-Za-z0-9]{24}",
)
def _slack_hook(g: _R):
    sec = g.s(24, ALNUM)
    url = f"https://hooks.slack.com/services/T{g.s(10, UPPER_DIGITS)}/B{g.s(10, UPPER_DIGITS)}/{sec}"
    text = f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy done\"}}' {url}"
    return text, [sec], sec


@kind(
    "discord_bot_token",
    "https://discord.com/developers/docs/reference#authentication",
    r"[A-Za-z0-9_-]{24,26}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{38}",
)
def _discord_bot(g: _R):
    uid = base64.b64encode(g.digits(19).encode()).decode().rstrip("=")
    t = f"{uid}.{g.s(6, B64URL)}.{g.s(38, B64URL)}"
    text = f"import discord\n\nclient = discord.Client(intents=discord.Intents.default())\nclient.run('{t}')"
    return text, [t], t


@kind(
    "discord_webhook_url",
    "https://discord.com/developers/docs/resources/webhook#execute-webhook",
    r"[A-Za-z0-9_-]{68}",
)
def _discord_hook(g: _R):
    sec = g.s(68, B64URL)
    url = f"https://discord.com/api/webhooks/{g.digits(19)}/{sec}"
    text = f"  notify:\n    runs-on: ubuntu-latest\n    steps:\n      - run: curl -H 'Content-Type: application/json' -d '{{\"content\":\"ok\"}}' {url}"
    return text, [sec], sec


@kind(
    "telegram_bot_token_url",
    "https://core.telegram.org/bots/api#authorizing-your-bot",
    r"\d{9,10}:AA[A-Za-z0-9_-]{33}",
)
def _telegram(g: _R):
    t = f"{g.digits(10)}:AA{g.s(33, B64URL)}"
    text = (
        f"requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: "
        f"https://api.telegram.org/bot{t}/sendMessage?chat_id=-100{g.digits(10)}"
    )
    return text, [t], t


@kind(
    "twilio_auth_token",
    "https://www.twilio.com/docs/iam/credentials/api",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _twilio_auth(g: _R):
    tok = g.s(32, HEX)
    sid = "AC" + g.s(32, HEX)
    text = (
        f"import com.twilio.Twilio;\n\npublic class Sms {{\n"
        f'    static final String ACCOUNT_SID = "{sid}";\n    static final String AUTH_TOKEN = "{tok}";\n'
        "    public static void main(String[] a) { Twilio.init(ACCOUNT_SID, AUTH_TOKEN); }\n}"
    )
    return text, [tok], tok


@kind(
    "twilio_api_key_secret",
    "https://www.twilio.com/docs/iam/api-keys",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _twilio_key(g: _R):
    sec = g.s(32, ALNUM)
    text = (
        f"curl -X GET 'https://api.twilio.com/2010-04-01/Accounts/AC{g.s(32, HEX)}/Messages.json?PageSize=5' \\\n"
        f"  -u SK{g.s(32, HEX)}:{sec}"
    )
    return text, [sec], sec


@kind(
    "sendgrid_api_key",
    "https://www.twilio.com/docs/sendgrid/ui/account-and-settings/api-keys",
    r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
)
def _sendgrid(g: _R):
    k = f"SG.{g.s(22, B64URL)}.{g.s(43, B64URL)}"
    text = f"<?php\n$sendgrid = new \\SendGrid('{k}');\n$response = $sendgrid->send($email);"
    return text, [k], k


@kind(
    "mailgun_api_key",
    "https://documentation.mailgun.com/docs/mailgun/api-reference/authentication/",
    r"[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8}",
    prefixless=True,
)
def _mailgun(g: _R):
    k = f"{g.s(32, HEX)}-{g.s(8, HEX)}-{g.s(8, HEX)}"
    text = (
        f"curl -s --user 'api:{k}' https://api.eu.mailgun.net/v3/mg.acme.io/messages \\\n"
        "  -F from='Acme <no-reply@mg.acme.io>' -F to=ops@acme.io -F subject=Hello -F text='Test'"
    )
    return text, [k], k


@kind(
    "postmark_server_token",
    "https://postmarkapp.com/developer/api/overview#authentication",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _postmark(g: _R):
    t = g.uuid()
    text = (
        'curl "https://api.postmarkapp.com/email" -X POST -H "Accept: application/json" \\\n'
        f'  -H "X-Postmark-Server-Token: {t}" -d @mail.json'
    )
    return text, [t], t


@kind(
    "resend_api_key",
    "https://resend.com/docs/api-reference/introduction#authentication",
    r"re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}",
)
def _resend(g: _R):
    k = f"re_{g.s(8, ALNUM)}_{g.s(24, ALNUM)}"
    text = f"import {{ Resend }} from 'resend';\n\nconst resend = new Resend('{k}');"
    return text, [k], k


@kind(
    "teams_incoming_webhook",
    "https://learn.microsoft.com/en-us/microsoftteams/platform/webhooks-and-connectors/how-to/add-incoming-webhook",
    r"[0-9a-f]{32}",
)
def _teams(g: _R):
    h = g.s(32, HEX)
    url = f"https://contoso.webhook.office.com/webhookb2/{g.uuid()}@{g.uuid()}/IncomingWebhook/{h}/{g.uuid()}"
    text = f"$ Invoke-RestMethod -Method Post -ContentType 'application/json' -Body $payload -Uri '{url}'"
    return text, [h], h


@kind(
    "google_chat_webhook",
    "https://developers.google.com/workspace/chat/quickstart/webhooks",
    r"[A-Za-z0-9_-]{43}",
)
def _gchat(g: _R):
    tok = g.s(43, B64URL) + "%3D"
    url = (
        f"https://chat.googleapis.com/v1/spaces/AAAA{g.s(7, B64URL)}/messages"
        f"?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token={tok}"
    )
    text = f"WEBHOOK_URL = \"{url}\"\nrequests.post(WEBHOOK_URL, json={{'text': 'build failed'}})"
    return text, [tok[:-3]], tok[:-3]


@kind(
    "mailchimp_api_key",
    "https://mailchimp.com/developer/marketing/guides/quick-start/",
    r"[0-9a-f]{32}-us\d{1,2}",
)
def _mailchimp(g: _R):
    k = f"{g.s(32, HEX)}-us{g.r.randint(1, 21)}"
    text = f'mailchimp.setConfig({{\n  apiKey: "{k}",\n  server: "{k.split("-")[1]}",\n}});'
    return text, [k], k


# -- observability -------------------------------------------------------------------------------


@kind(
    "datadog_api_key_helm",
    "https://docs.datadoghq.com/account_management/api-app-keys/",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _dd_api(g: _R):
    k = g.s(32, HEX)
    text = f"helm install datadog-agent datadog/datadog \\\n  --set datadog.site=datadoghq.eu \\\n  --set datadog.apiKey={k}"
    return text, [k], k


@kind(
    "datadog_app_key",
    "https://docs.datadoghq.com/account_management/api-app-keys/",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _dd_app(g: _R):
    app = g.s(40, HEX)
    api = g.s(32, HEX)
    text = (
        'curl -X GET "https://api.datadoghq.com/api/v1/monitor" \\\n'
        f'  -H "DD-API-KEY: {api}" \\\n  -H "DD-APPLICATION-KEY: {app}"'
    )
    return text, [app, api], app


@kind(
    "newrelic_user_key",
    "https://docs.newrelic.com/docs/apis/intro-apis/new-relic-api-keys/",
    r"NRAK-[A-Z0-9]{27}",
)
def _nr_user(g: _R):
    k = "NRAK-" + g.s(27, UPPER_DIGITS)
    text = f"curl -X POST https://api.newrelic.com/graphql -H 'Content-Type: application/json' -H 'API-Key: {k}' -d @q.json"
    return text, [k], k


@kind(
    "newrelic_license_key",
    "https://docs.newrelic.com/docs/apis/intro-apis/new-relic-api-keys/#license-key",
    r"[0-9a-f]{36}NRAL",
)
def _nr_license(g: _R):
    k = g.s(36, HEX) + "NRAL"
    text = f"common: &default_settings\n  license_key: '{k}'\n  app_name: Acme API\n  log_level: info\n"
    return text, [k], k


@kind("sentry_user_token", "https://docs.sentry.io/account/auth-tokens/", r"sntryu_[0-9a-f]{64}")
def _sentry_user(g: _R):
    t = "sntryu_" + g.s(64, HEX)
    text = f"[auth]\ntoken={t}\n\n[defaults]\norg=acme\nproject=web\n"
    return "$ cat ~/.sentryclirc\n" + text, [t], t


@kind(
    "sentry_org_token",
    "https://docs.sentry.io/account/auth-tokens/#organization-tokens",
    r"[A-Za-z0-9+/]{43}",
)
def _sentry_org(g: _R):
    payload = base64.b64encode(
        json.dumps(
            {
                "iat": 1735689600.5,
                "url": "https://sentry.io",
                "region_url": "https://us.sentry.io",
                "org": "acme",
            }
        ).encode()
    ).decode()
    sec = g.s(43, ALNUM + "+/")
    t = f"sntrys_{payload}_{sec}"
    text = f"SENTRY_AUTH_TOKEN={t} npx @sentry/wizard@latest -i sourcemaps"
    return text, [sec], t


@kind(
    "grafana_service_account_token",
    "https://grafana.com/docs/grafana/latest/administration/service-accounts/",
    r"glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}",
)
def _glsa(g: _R):
    t = f"glsa_{g.s(32, ALNUM)}_{g.s(8, HEX)}"
    text = f'provider "grafana" {{\n  url  = "https://grafana.acme.io"\n  auth = "{t}"\n}}'
    return text, [t], t


@kind(
    "splunk_hec_token",
    "https://docs.splunk.com/Documentation/Splunk/latest/Data/UsetheHTTPEventCollector",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _splunk(g: _R):
    t = g.uuid()
    text = (
        "curl -k https://splunk.acme.io:8088/services/collector/event \\\n"
        f'  -H "Authorization: Splunk {t}" -d \'{{"event": "deploy", "sourcetype": "ci"}}\''
    )
    return text, [t], t


@kind(
    "pagerduty_api_key",
    "https://developer.pagerduty.com/docs/authentication",
    r"[A-Za-z0-9_+-]{20}",
    prefixless=True,
)
def _pagerduty(g: _R):
    k = g.s(20, ALNUM + "_+-")
    text = (
        "curl --request GET --url https://api.pagerduty.com/incidents \\\n"
        f"  --header 'Accept: application/json' --header 'Authorization: Token token={k}'"
    )
    return text, [k], k


@kind(
    "elastic_api_key_header",
    "https://www.elastic.co/guide/en/elasticsearch/reference/current/security-api-create-api-key.html",
    r"[A-Za-z0-9+/=]{60}",
    prefixless=True,
)
def _elastic(g: _R):
    enc = _enc(f"{g.s(20, B64URL)}:{g.s(22, B64URL)}")
    text = (
        'output.elasticsearch:\n  hosts: ["https://es.acme.io:9243"]\n'
        f'  headers:\n    Authorization: "ApiKey {enc}"\n'
    )
    return text, [enc], enc


# -- databases and their URLs ---------------------------------------------------------------------


@kind(
    "postgres_url_generated_pw",
    "https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING-URIS",
    r"[A-Za-z0-9._~-]{24}",
    prefixless=True,
)
def _pg_url(g: _R):
    pw = _pw(g, 24, URLSAFE_PW)
    text = f"DATABASE_URL=postgresql://app_rw:{pw}@db.internal.acme.io:5432/orders?sslmode=require"
    return text, [pw], pw


@kind(
    "postgres_url_percent_encoded_pw",
    "https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING-URIS",
    r"[A-Za-z0-9%._~-]+",
    prefixless=True,
)
def _pg_pct(g: _R):
    pw = g.password()
    enc = urllib.parse.quote(pw, safe="")
    text = f'engine = create_engine("postgresql+psycopg://reporting:{enc}@10.0.3.17:5432/analytics")'
    return text, [enc], enc


@kind(
    "spring_datasource_password",
    "https://docs.spring.io/spring-boot/appendix/application-properties/index.html",
    r"\S{20}",
    prefixless=True,
)
def _spring(g: _R):
    pw = _pw(g)
    text = (
        "spring.datasource.url=jdbc:mysql://mysql-primary:3306/shop?useSSL=true\n"
        f"spring.datasource.username=shop\nspring.datasource.password={pw}\nspring.jpa.hibernate.ddl-auto=validate\n"
    )
    return text, [pw], pw


@kind(
    "mongodb_srv_url",
    "https://www.mongodb.com/docs/manual/reference/connection-string/",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _mongo(g: _R):
    pw = g.s(16, ALNUM)
    text = f'const uri = "mongodb+srv://appUser:{pw}@cluster0.{g.s(5, LOWER_DIGITS)}.mongodb.net/?retryWrites=true&w=majority&appName=Cluster0";'
    return text, [pw], pw


@kind(
    "redis_url_tls",
    "https://www.iana.org/assignments/uri-schemes/prov/rediss",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _redis_url(g: _R):
    pw = g.s(32, ALNUM)
    text = f"  redis:\n    url: rediss://default:{pw}@eu1-fast-{g.s(5, LOWER)}-31337.upstash.io:6379\n"
    return text, [pw], pw


@kind(
    "redis_requirepass_conf",
    "https://redis.io/docs/latest/operate/oss_and_stack/management/security/",
    r"\S{20}",
    prefixless=True,
)
def _redis_conf(g: _R):
    pw = _pw(g)
    text = f"bind 127.0.0.1 -::1\nprotected-mode yes\nport 6379\nrequirepass {pw}\nmaxmemory 512mb\n"
    return text, [pw], pw


@kind(
    "mssql_connection_string_appsettings",
    "https://learn.microsoft.com/en-us/dotnet/api/system.data.sqlclient.sqlconnection.connectionstring",
    r"\S{20}",
    prefixless=True,
)
def _mssql(g: _R):
    pw = _pw(g, 20, ALNUM + "!#%*-_+.~")
    text = (
        '{\n  "ConnectionStrings": {\n'
        f'    "Default": "Server=tcp:sql-acme.database.windows.net,1433;Initial Catalog=crm;User Id=crm_app;Password={pw};Encrypt=True;"\n'
        '  },\n  "Logging": { "LogLevel": { "Default": "Information" } }\n}'
    )
    return text, [pw], pw


@kind(
    "planetscale_password",
    "https://planetscale.com/docs/concepts/connection-strings",
    r"pscale_pw_[A-Za-z0-9_-]{43}",
)
def _pscale(g: _R):
    pw = "pscale_pw_" + g.s(43, B64URL)
    text = (
        f"DATABASE_URL='mysql://{g.s(12, LOWER_DIGITS)}:{pw}@aws.connect.psdb.cloud/store?sslaccept=strict'"
    )
    return text, [pw], pw


@kind("neon_postgres_url", "https://neon.tech/docs/connect/connect-from-any-app", r"npg_[A-Za-z0-9]{12}")
def _neon(g: _R):
    pw = "npg_" + g.s(12, ALNUM)
    text = (
        f"psql 'postgresql://neondb_owner:{pw}@ep-{g.s(5, LOWER)}-{g.s(5, LOWER)}-a{g.digits(6)}"
        ".eu-central-1.aws.neon.tech/neondb?sslmode=require&channel_binding=require'"
    )
    return text, [pw], pw


@kind("turso_auth_token", "https://docs.turso.tech/sdk/authentication", r"[A-Za-z0-9_-]{86}")
def _turso(g: _R):
    tok, sig = _jwt(g, {"a": "rw", "iat": 1735689600, "id": g.uuid()}, alg="EdDSA", sig_bytes=64)
    text = (
        'import { createClient } from "@libsql/client";\n\nexport const db = createClient({\n'
        f'  url: "libsql://app-{g.s(6, LOWER)}.turso.io",\n  authToken: "{tok}",\n}});'
    )
    return text, [sig], tok


@kind(
    "snowflake_connections_toml",
    "https://docs.snowflake.com/en/developer-guide/snowflake-cli/connecting/configure-connections",
    r"\S{20}",
    prefixless=True,
)
def _snowflake(g: _R):
    pw = _pw(g)
    text = (
        "[connections.analytics]\n"
        f'account = "{g.s(7, UPPER_DIGITS)}-{g.s(7, UPPER_DIGITS)}"\nuser = "DBT_RUNNER"\n'
        f'password = "{pw}"\nwarehouse = "TRANSFORM_WH"\nrole = "TRANSFORMER"\n'
    )
    return text, [pw], pw


@kind(
    "upstash_redis_rest_token",
    "https://upstash.com/docs/redis/features/restapi",
    r"A[A-Za-z0-9]{4}AAIjcD[A-Za-z0-9]{50,}",
)
def _upstash(g: _R):
    t = "A" + g.s(4, ALNUM) + "AAIjcD" + g.s(56, ALNUM)
    text = f'UPSTASH_REDIS_REST_URL="https://{g.s(6, LOWER)}-{g.digits(5)}.upstash.io"\nUPSTASH_REDIS_REST_TOKEN="{t}"\n'
    return text, [t], t


@kind(
    "astra_db_token",
    "https://docs.datastax.com/en/astra-db-serverless/administration/manage-application-tokens.html",
    r"AstraCS:[A-Za-z]{24}:[0-9a-f]{64}",
)
def _astra(g: _R):
    t = f"AstraCS:{g.s(24, string.ascii_letters)}:{g.s(64, HEX)}"
    text = f'from astrapy import DataAPIClient\n\nclient = DataAPIClient("{t}")\ndb = client.get_database(endpoint)'
    return text, [t], t


# -- package registries --------------------------------------------------------------------------


@kind(
    "npm_granular_token_npmrc",
    "https://docs.npmjs.com/cli/v10/configuring-npm/npmrc#auth-related-configuration",
    r"npm_[A-Za-z0-9]{36}",
)
def _npm(g: _R):
    t = "npm_" + g.s(36, ALNUM)
    text = f"@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={t}\nalways-auth=true\n"
    return text, [t], t


@kind(
    "npmrc_legacy_auth",
    "https://docs.npmjs.com/cli/v10/configuring-npm/npmrc#auth-related-configuration",
    r"[A-Za-z0-9+/=]{24,}",
    prefixless=True,
)
def _npm_auth(g: _R):
    pw = _pw(g, 18, URLSAFE_PW)
    enc = _enc(f"ci-publisher:{pw}")
    text = f"registry=https://npm.internal.acme.io/repository/npm-group/\n_auth={enc}\nemail=ci@acme.io\n"
    return text, [enc], enc


@kind("pypi_token_pypirc", "https://pypi.org/help/#apitoken", r"[A-Za-z0-9_-]{160}")
def _pypi(g: _R):
    t = "pypi-AgEIcHlwaS5vcmc" + g.s(160, B64URL)
    text = f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {t}\n"
    return text, [t[20:]], t


@kind("rubygems_api_key", "https://guides.rubygems.org/api-key-scopes/", r"rubygems_[0-9a-f]{48}")
def _rubygems(g: _R):
    k = "rubygems_" + g.s(48, HEX)
    text = f"$ cat ~/.gem/credentials\n---\n:rubygems_api_key: {k}\n"
    return text, [k], k


@kind(
    "crates_io_token",
    "https://doc.rust-lang.org/cargo/reference/config.html#credentials",
    r"cio[A-Za-z0-9]{32}",
)
def _crates(g: _R):
    t = "cio" + g.s(32, ALNUM)
    text = f'# ~/.cargo/credentials.toml\n[registry]\ntoken = "{t}"\n'
    return text, [t], t


@kind(
    "nuget_api_key", "https://learn.microsoft.com/en-us/nuget/nuget-org/publish-a-package", r"oy2[a-z0-9]{43}"
)
def _nuget(g: _R):
    k = "oy2" + g.s(43, LOWER_DIGITS)
    text = f"dotnet nuget push bin/Release/Acme.Core.2.4.0.nupkg --api-key {k} --source https://api.nuget.org/v3/index.json"
    return text, [k], k


@kind(
    "dockerhub_pat",
    "https://docs.docker.com/security/for-developers/access-tokens/",
    r"dckr_pat_[A-Za-z0-9_-]{27}",
)
def _dckr(g: _R):
    t = "dckr_pat_" + g.s(27, B64URL)
    text = f"$ docker login -u acmebuild -p {t}\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded"
    return text, [t], t


@kind(
    "docker_config_json_auth",
    "https://docs.docker.com/reference/cli/docker/login/",
    r"[A-Za-z0-9+/=]{24,}",
    prefixless=True,
)
def _docker_cfg(g: _R):
    enc = _enc(f"deploy:{_pw(g, 22, URLSAFE_PW)}")
    cfg = {"auths": {"registry.acme.io": {"auth": enc}}, "credsStore": ""}
    raw = json.dumps(cfg)
    whole = base64.b64encode(raw.encode()).decode()
    text = (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\n"
        f"data:\n  .dockerconfigjson: {whole}\n"
    )
    return text, [whole], enc


@kind(
    "ghcr_login_classic_pat",
    "https://docs.github.com/en/packages/working-with-a-github-packages-registry/working-with-the-container-registry",
    r"ghp_[A-Za-z0-9]{36}",
)
def _ghcr(g: _R):
    t = "ghp_" + g.s(36, ALNUM)
    text = f"$ export CR_PAT={t}\n$ echo $CR_PAT | docker login ghcr.io -u octo-dev --password-stdin\nLogin Succeeded"
    return text, [t], t


@kind(
    "artifactory_api_key",
    "https://jfrog.com/help/r/jfrog-platform-administration-documentation/api-keys",
    r"AKCp[A-Za-z0-9]{69}",
)
def _artifactory(g: _R):
    k = "AKCp" + g.s(69, ALNUM)
    text = f"curl -H 'X-JFrog-Art-Api:{k}' -T build.tgz https://acme.jfrog.io/artifactory/generic-local/build.tgz"
    return text, [k], k


@kind(
    "jfrog_reference_token",
    "https://jfrog.com/help/r/jfrog-platform-administration-documentation/access-tokens",
    r"[A-Za-z0-9]{50}",
)
def _jfrog_ref(g: _R):
    t = "cmVmdGtuOjAxOj" + g.s(50, ALNUM)
    text = (
        f"<server>\n  <id>artifactory</id>\n  <username>ci</username>\n  <password>{t}</password>\n</server>"
    )
    return f"<!-- ~/.m2/settings.xml -->\n<servers>\n{text}\n</servers>", [t[14:]], t


@kind(
    "gradle_signing_password",
    "https://docs.gradle.org/current/userguide/signing_plugin.html",
    r"\S{20}",
    prefixless=True,
)
def _gradle(g: _R):
    pw = _pw(g)
    sonatype = _pw(g, 24, ALNUM)
    text = (
        "# ~/.gradle/gradle.properties\nsigning.keyId=24875D73\n"
        f"signing.password={pw}\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg\n"
        f"ossrhUsername=acme-release\nossrhPassword={sonatype}\n"
    )
    return text, [pw, sonatype], pw


# -- CI/CD ---------------------------------------------------------------------------------------


@kind(
    "circleci_token_header",
    "https://circleci.com/docs/managing-api-tokens/",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _circle(g: _R):
    t = g.s(40, HEX)
    text = (
        "curl -X POST https://circleci.com/api/v2/project/gh/acme/web/pipeline \\\n"
        f'  -H "Circle-Token: {t}" -H "Content-Type: application/json" -d \'{{"branch":"main"}}\''
    )
    return text, [t], t


@kind("buildkite_api_token", "https://buildkite.com/docs/apis/managing-api-tokens", r"bkua_[0-9a-f]{40}")
def _buildkite(g: _R):
    t = "bkua_" + g.s(40, HEX)
    text = f"bk configure --org acme --token {t}"
    return text, [t], t


@kind(
    "gitlab_runner_auth_token",
    "https://docs.gitlab.com/ee/security/tokens/#runner-authentication-tokens",
    r"glrt-[A-Za-z0-9_-]{20}",
)
def _glrt(g: _R):
    t = "glrt-" + g.s(20, B64URL)
    text = (
        'concurrent = 4\n\n[[runners]]\n  name = "docker-runner"\n  url = "https://gitlab.acme.io"\n'
        f'  token = "{t}"\n  executor = "docker"\n'
    )
    return text, [t], t


@kind(
    "jenkins_api_token",
    "https://www.jenkins.io/doc/book/system-administration/authenticating-scripted-clients/",
    r"11[0-9a-f]{32}",
    prefixless=True,
)
def _jenkins(g: _R):
    t = "11" + g.s(32, HEX)
    text = f"curl -X POST -u deployer:{t} 'https://jenkins.acme.io/job/web/buildWithParameters?ENV=prod'"
    return text, [t], t


@kind(
    "codecov_upload_token",
    "https://docs.codecov.com/docs/adding-the-codecov-token",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _codecov(g: _R):
    t = g.uuid()
    text = (
        "      - uses: codecov/codecov-action@v5\n        with:\n"
        f"          token: {t}\n          files: ./coverage.xml\n"
    )
    return text, [t], t


@kind(
    "sonarqube_user_token",
    "https://docs.sonarsource.com/sonarqube-server/latest/user-guide/managing-tokens/",
    r"squ_[0-9a-f]{40}",
)
def _sonar(g: _R):
    t = "squ_" + g.s(40, HEX)
    text = f"mvn clean verify sonar:sonar -Dsonar.projectKey=web -Dsonar.host.url=https://sonar.acme.io -Dsonar.token={t}"
    return text, [t], t


@kind(
    "vault_service_token",
    "https://developer.hashicorp.com/vault/docs/concepts/tokens#token-prefixes",
    r"hvs\.[A-Za-z0-9_-]{24,}",
)
def _vault(g: _R):
    t = "hvs." + g.s(24, B64URL)
    text = (
        "$ vault login -method=userpass username=ops\nSuccess! You are now authenticated.\n\n"
        f"Key                  Value\n---                  -----\ntoken                {t}\n"
        "token_accessor       " + g.s(24, ALNUM) + "\ntoken_duration       768h"
    )
    return text, [t], t


@kind(
    "github_actions_secret_in_log",
    "https://docs.github.com/en/actions/security-for-github-actions/security-guides/using-secrets-in-github-actions",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _gha_env(g: _R):
    k = g.s(32, ALNUM)
    text = (
        "Run ./scripts/deploy.sh\n  ./scripts/deploy.sh\n  shell: /usr/bin/bash -e {0}\n  env:\n"
        f"    DEPLOY_KEY: {k}\n    TARGET: production\n+ curl -fsS -H 'X-Deploy-Key: {k}' https://deploy.acme.io/hooks/web"
    )
    return text, [k], k


# -- VCS tokens ----------------------------------------------------------------------------------


@kind(
    "github_fine_grained_pat",
    "https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/managing-your-personal-access-tokens",
    r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
)
def _gh_fg(g: _R):
    t = f"github_pat_11{g.s(20, UPPER_DIGITS)}_{g.s(59, ALNUM)}"
    text = f'// .vscode/settings.json\n{{\n  "github.copilot.advanced": {{}},\n  "gitlens.remotes.github.token": "{t}"\n}}'
    return text, [t], t


@kind(
    "github_oauth_token_gh_hosts",
    "https://github.blog/engineering/platform-security/behind-githubs-new-authentication-token-formats/",
    r"gho_[A-Za-z0-9]{36}",
)
def _gho(g: _R):
    t = "gho_" + g.s(36, ALNUM)
    text = f"$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    oauth_token: {t}\n    user: octo-dev\n    git_protocol: https\n"
    return text, [t], t


@kind(
    "github_app_installation_token_remote",
    "https://docs.github.com/en/apps/creating-github-apps/authenticating-with-a-github-app/authenticating-as-a-github-app-installation",
    r"ghs_[A-Za-z0-9]{36}",
)
def _ghs(g: _R):
    t = "ghs_" + g.s(36, ALNUM)
    text = f"fatal: unable to access 'https://x-access-token:{t}@github.com/acme/infra.git/': The requested URL returned error: 403"
    return text, [t], t


@kind(
    "github_refresh_token",
    "https://docs.github.com/en/apps/creating-github-apps/authenticating-with-a-github-app/refreshing-user-access-tokens",
    r"ghr_[A-Za-z0-9]{76}",
)
def _ghr(g: _R):
    t = "ghr_" + g.s(76, ALNUM)
    acc = "ghu_" + g.s(36, ALNUM)
    text = (
        f"access_token={acc}&expires_in=28800&refresh_token={t}"
        "&refresh_token_expires_in=15811200&scope=&token_type=bearer"
    )
    return text, [t, acc], t


@kind(
    "gitlab_pat_private_token_header",
    "https://docs.gitlab.com/ee/user/profile/personal_access_tokens.html",
    r"glpat-[A-Za-z0-9_-]{20}",
)
def _glpat(g: _R):
    t = "glpat-" + g.s(20, B64URL)
    text = f'curl --header "PRIVATE-TOKEN: {t}" "https://gitlab.example.com/api/v4/projects?membership=true"'
    return text, [t], t


@kind(
    "gitlab_deploy_token", "https://docs.gitlab.com/ee/user/project/deploy_tokens/", r"gldt-[A-Za-z0-9_-]{20}"
)
def _gldt(g: _R):
    t = "gldt-" + g.s(20, B64URL)
    text = f"git clone https://gitlab+deploy-token-{g.digits(6)}:{t}@gitlab.acme.io/platform/charts.git"
    return text, [t], t


@kind(
    "bitbucket_app_password",
    "https://support.atlassian.com/bitbucket-cloud/docs/app-passwords/",
    r"ATBB[A-Za-z0-9]{32}[0-9A-F]{8}",
)
def _atbb(g: _R):
    t = "ATBB" + g.s(32, ALNUM) + g.s(8, UPPER_HEX)
    text = f"pipelines:\n  default:\n    - step:\n        script:\n          - git push https://acme-ci:{t}@bitbucket.org/acme/web.git HEAD:release"
    return text, [t], t


@kind(
    "atlassian_api_token",
    "https://support.atlassian.com/atlassian-account/docs/manage-api-tokens-for-your-atlassian-account/",
    r"[A-Za-z0-9_-]{172}=[0-9A-F]{8}",
)
def _atatt(g: _R):
    t = "ATATT3xFfGF0" + g.s(172, B64URL) + "=" + g.s(8, UPPER_HEX)
    text = (
        "from atlassian import Jira\n\njira = Jira(\n    url='https://acme.atlassian.net',\n"
        f"    username='dev@acme.io',\n    password='{t}',\n    cloud=True,\n)"
    )
    return text, [t[12:]], t


# -- SaaS tokens pasted into sessions ------------------------------------------------------------


@kind(
    "slack_user_token",
    "https://api.slack.com/authentication/token-types#user",
    r"xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[0-9a-f]{32}",
)
def _xoxp(g: _R):
    t = f"xoxp-{g.digits(12)}-{g.digits(12)}-{g.digits(13)}-{g.s(32, HEX)}"
    text = f'curl -s -H "Authorization: Bearer {t}" "https://slack.com/api/conversations.history?channel=C0{g.s(8, UPPER_DIGITS)}&limit=50"'
    return text, [t], t


@kind("gitlab_pipeline_trigger_token", "https://docs.gitlab.com/ee/ci/triggers/", r"glptt-[0-9a-f]{40}")
def _glptt(g: _R):
    t = "glptt-" + g.s(40, HEX)
    text = (
        f'curl --request POST --form "token={t}" --form ref=main \\\n'
        '     "https://gitlab.acme.io/api/v4/projects/412/trigger/pipeline"'
    )
    return text, [t], t


@kind(
    "gitlab_feed_token", "https://docs.gitlab.com/ee/security/tokens/#feed-token", r"glft-[A-Za-z0-9_-]{20}"
)
def _glft(g: _R):
    t = "glft-" + g.s(20, B64URL)
    text = f"rss_feeds:\n  - https://gitlab.acme.io/dashboard/issues.atom?feed_token={t}&assignee_username=jdoe\n"
    return text, [t], t


@kind("linear_api_key", "https://linear.app/developers/graphql#personal-api-keys", r"lin_api_[A-Za-z0-9]{40}")
def _linear(g: _R):
    k = "lin_api_" + g.s(40, ALNUM)
    text = (
        "curl -X POST -H 'Content-Type: application/json' \\\n"
        f"  -H 'Authorization: {k}' --data '{{ \"query\": \"{{ viewer {{ id name }} }}\" }}' https://api.linear.app/graphql"
    )
    return text, [k], k


@kind(
    "notion_integration_token",
    "https://developers.notion.com/docs/authorization",
    r"ntn_\d{11}[A-Za-z0-9]{35}",
)
def _notion(g: _R):
    t = "ntn_" + g.digits(11) + g.s(35, ALNUM)
    text = f'const notion = new Client({{ auth: "{t}" }});\nconst db = await notion.databases.query({{ database_id: DB_ID }});'
    return text, [t], t


@kind(
    "airtable_pat",
    "https://airtable.com/developers/web/guides/personal-access-tokens",
    r"pat[A-Za-z0-9]{14}\.[0-9a-f]{64}",
)
def _airtable(g: _R):
    t = f"pat{g.s(14, ALNUM)}.{g.s(64, HEX)}"
    text = (
        f"import pyairtable\n\napi = pyairtable.Api('{t}')\ntable = api.table('app{g.s(14, ALNUM)}', 'Leads')"
    )
    return text, [t], t


@kind("figma_pat", "https://www.figma.com/developers/api#access-tokens", r"figd_[A-Za-z0-9_-]{40}")
def _figma(g: _R):
    t = "figd_" + g.s(40, B64URL)
    text = f"curl -H 'X-Figma-Token: {t}' 'https://api.figma.com/v1/files/{g.s(22, ALNUM)}?depth=1'"
    return text, [t], t


@kind(
    "postman_api_key",
    "https://learning.postman.com/docs/developer/postman-api/authentication/",
    r"PMAK-[0-9a-f]{24}-[0-9a-f]{34}",
)
def _postman(g: _R):
    k = f"PMAK-{g.s(24, HEX)}-{g.s(34, HEX)}"
    text = f"newman run https://api.getpostman.com/collections/{g.uuid()}?apikey={k} -e staging.json"
    return text, [k], k


@kind("dropbox_short_lived_token", "https://developers.dropbox.com/oauth-guide", r"sl\.[A-Za-z0-9_-]{136}")
def _dropbox(g: _R):
    t = "sl." + g.s(136, B64URL)
    text = f"dbx = dropbox.Dropbox(oauth2_access_token=\"{t}\")\ndbx.files_upload(data, '/backups/db.sql.gz')"
    return text, [t], t


@kind(
    "mapbox_secret_token",
    "https://docs.mapbox.com/help/dive-deeper/access-tokens/",
    r"[A-Za-z0-9_-]{22}",
)
def _mapbox(g: _R):
    payload = (
        base64.b64encode(
            json.dumps({"u": "acme-maps", "a": g.s(25, LOWER_DIGITS)}, separators=(",", ":")).encode()
        )
        .decode()
        .rstrip("=")
    )
    sig = g.s(22, B64URL)
    t = f"sk.{payload}.{sig}"
    text = f"# ~/.netrc\nmachine api.mapbox.com\n  login mapbox\n  password {t}\n"
    return text, [sig], t


@kind(
    "contentful_management_token",
    "https://www.contentful.com/developers/docs/references/authentication/",
    r"CFPAT-[A-Za-z0-9_-]{43}",
)
def _contentful(g: _R):
    t = "CFPAT-" + g.s(43, B64URL)
    text = f"contentful space export --space-id {g.s(12, LOWER_DIGITS)} --management-token {t} --export-dir ./backup"
    return text, [t], t


@kind(
    "onepassword_service_account_token",
    "https://developer.1password.com/docs/service-accounts/use-with-1password-cli/",
    r"ops_eyJ[A-Za-z0-9+/=]{100,}",
)
def _op(g: _R):
    payload = {
        "signInAddress": "acme.1password.com",
        "userAuth": {
            "method": "SRPg-4096",
            "alg": "PBES2g-HS256",
            "iterations": 650000,
            "salt": _b64u(g, 16),
        },
        "email": f"{g.s(13, LOWER_DIGITS)}@1passwordserviceaccounts.com",
        "srpX": g.s(64, HEX),
        "muk": {
            "alg": "A256GCM",
            "ext": True,
            "k": _b64u(g, 32),
            "key_ops": ["encrypt", "decrypt"],
            "kty": "oct",
            "kid": "mp",
        },
        "secretKey": f"A3-{g.s(6, UPPER_DIGITS)}-{g.s(6, UPPER_DIGITS)}-{g.s(5, UPPER_DIGITS)}-{g.s(5, UPPER_DIGITS)}-{g.s(5, UPPER_DIGITS)}-{g.s(5, UPPER_DIGITS)}",
        "throttleSecret": {"seed": g.s(64, HEX), "uuid": g.s(26, UPPER_DIGITS)},
        "deviceUuid": g.s(26, LOWER_DIGITS),
    }
    t = "ops_" + base64.b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode()
    text = f"export OP_SERVICE_ACCOUNT_TOKEN={t}\nop read 'op://ci/aws/secret-access-key'"
    return text, [t], t


@kind(
    "tailscale_auth_key",
    "https://tailscale.com/kb/1085/auth-keys",
    r"tskey-auth-[A-Za-z0-9]{11,13}-[A-Za-z0-9]{32,33}",
)
def _tailscale(g: _R):
    k = f"tskey-auth-k{g.s(11, ALNUM)}-{g.s(33, ALNUM)}"
    text = f"RUN tailscale up --authkey={k} --hostname=build-runner --ssh"
    return text, [k], k


@kind("databricks_pat", "https://docs.databricks.com/en/dev-tools/auth/pat.html", r"dapi[0-9a-f]{32}(-\d)?")
def _databricks(g: _R):
    t = "dapi" + g.s(32, HEX)
    text = f"$ cat ~/.databrickscfg\n[DEFAULT]\nhost  = https://adb-{g.digits(16)}.7.azuredatabricks.net\ntoken = {t}\n"
    return text, [t], t


@kind(
    "posthog_personal_api_key",
    "https://posthog.com/docs/api#private-endpoint-authentication",
    r"phx_[A-Za-z0-9]{47}",
)
def _posthog(g: _R):
    k = "phx_" + g.s(47, ALNUM)
    text = (
        f"curl -H 'Authorization: Bearer {k}' https://eu.posthog.com/api/projects/@current/insights/?limit=5"
    )
    return text, [k], k


@kind(
    "launchdarkly_sdk_key",
    "https://docs.launchdarkly.com/sdk/concepts/client-side-server-side#keys",
    r"sdk-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
)
def _ld(g: _R):
    k = "sdk-" + g.uuid()
    text = f'ldClient, _ := ld.MakeClient("{k}", 5*time.Second)\ndefer ldClient.Close()'
    return text, [k], k


@kind(
    "hubspot_private_app_token",
    "https://developers.hubspot.com/docs/api/private-apps",
    r"pat-(na|eu)1-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
)
def _hubspot(g: _R):
    t = f"pat-{g.r.choice(['na1', 'eu1'])}-{g.uuid()}"
    text = f"hubspot:\n  accessToken: {t}\n  portalId: {g.digits(8)}\n"
    return text, [t], t


@kind(
    "okta_api_token_ssws",
    "https://developer.okta.com/docs/guides/create-an-api-token/main/",
    r"00[A-Za-z0-9_-]{40}",
    prefixless=True,
)
def _okta(g: _R):
    t = "00" + g.s(40, B64URL)
    text = (
        'curl -v -X GET -H "Accept: application/json" -H "Content-Type: application/json" \\\n'
        f'  -H "Authorization: SSWS {t}" "https://acme.okta.com/api/v1/users?limit=25"'
    )
    return text, [t], t


@kind(
    "clerk_secret_key",
    "https://clerk.com/docs/deployments/clerk-environment-variables",
    r"sk_live_[A-Za-z0-9]{40}",
)
def _clerk(g: _R):
    k = "sk_live_" + g.s(40, ALNUM)
    text = f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_Y2xlcmsuYWNtZS5pbyQ\nCLERK_SECRET_KEY={k}\n"
    return text, [k], k


@kind(
    "doppler_personal_token", "https://docs.doppler.com/docs/api#authentication", r"dp\.pt\.[A-Za-z0-9]{43}"
)
def _doppler_pt(g: _R):
    t = "dp.pt." + g.s(43, ALNUM)
    text = f"$ doppler configure set token {t} --scope /home/dev/acme"
    return text, [t], t


@kind(
    "cloudinary_url",
    "https://cloudinary.com/documentation/how_to_integrate_cloudinary#configure_the_sdk",
    r"[A-Za-z0-9_-]{27}",
)
def _cloudinary(g: _R):
    sec = g.s(27, B64URL)
    text = f"CLOUDINARY_URL=cloudinary://{g.digits(15)}:{sec}@acme-media\n"
    return text, [sec], sec


@kind(
    "shopify_shared_secret",
    "https://shopify.dev/docs/apps/build/authentication-authorization/client-secrets",
    r"shpss_[0-9a-f]{32}",
)
def _shpss(g: _R):
    s = "shpss_" + g.s(32, HEX)
    text = f'[auth]\nclient_id = "{g.s(32, HEX)}"\nclient_secret = "{s}"\nredirect_urls = ["https://app.acme.io/auth/callback"]\n'
    return text, [s], s


@kind(
    "grafana_cloud_access_policy_token",
    "https://grafana.com/docs/grafana-cloud/account-management/authentication-and-permissions/access-policies/",
    r"[A-Za-z0-9+/=]{80,}",
)
def _glc(g: _R):
    payload = {"o": g.digits(6), "n": "alloy-write", "k": g.s(24, ALNUM), "m": {"r": "prod-eu-west-2"}}
    body = base64.b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode()
    t = "glc_" + body
    text = (
        'prometheus.remote_write "cloud" {\n  endpoint {\n    url = "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push"\n'
        f'    basic_auth {{\n      username = "{g.digits(7)}"\n      password = "{t}"\n    }}\n  }}\n}}'
    )
    return text, [body], t


# -- OAuth, JWTs, app signing secrets ------------------------------------------------------------


@kind(
    "spring_oauth2_client_secret",
    "https://docs.spring.io/spring-security/reference/servlet/oauth2/login/core.html",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _spring_oauth(g: _R):
    s = g.s(40, ALNUM)
    text = (
        "spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          keycloak:\n"
        f"            client-id: web-portal\n            client-secret: {s}\n            scope: openid,profile\n"
    )
    return text, [s], s


@kind(
    "oauth_refresh_token_response",
    "https://datatracker.ietf.org/doc/html/rfc6749#section-5.1",
    r"[A-Za-z0-9_-]{64}",
    prefixless=True,
)
def _refresh(g: _R):
    rt = g.s(64, B64URL)
    at = g.s(48, B64URL)
    text = (
        "HTTP/1.1 200 OK\nContent-Type: application/json;charset=UTF-8\nCache-Control: no-store\n\n"
        + json.dumps({"access_token": at, "token_type": "Bearer", "expires_in": 3600, "refresh_token": rt})
    )
    return text, [rt, at], rt


@kind("jwt_bearer_header", "https://datatracker.ietf.org/doc/html/rfc7519", r"[A-Za-z0-9_-]{43}")
def _jwt_bearer(g: _R):
    tok, sig = _jwt(g, {"sub": g.uuid(), "scope": "orders:write", "iat": 1760000000, "exp": 1760003600})
    text = f"fetch('/api/orders', {{ headers: {{ Authorization: 'Bearer {tok}' }} }})"
    return text, [sig], tok


@kind("jwt_secret_env", "https://github.com/auth0/node-jsonwebtoken#usage", r"[0-9a-f]{64}", prefixless=True)
def _jwt_secret(g: _R):
    s = g.s(64, HEX)
    text = f"NODE_ENV=production\nPORT=8080\nJWT_SECRET={s}\nJWT_EXPIRES_IN=15m\n"
    return text, [s], s


@kind(
    "django_secret_key",
    "https://docs.djangoproject.com/en/stable/ref/settings/#secret-key",
    r"[a-z0-9!@#$%^&*(\-_=+)]{50}",
)
def _django(g: _R):
    k = "django-insecure-" + g.s(50, LOWER_DIGITS + "!@#$%^&*(-_=+)")
    text = f"# SECURITY WARNING: keep the secret key used in production secret!\nSECRET_KEY = '{k}'\n\nDEBUG = True"
    return text, [k[16:]], k


@kind(
    "rails_secret_key_base",
    "https://guides.rubyonrails.org/security.html#custom-credentials",
    r"[0-9a-f]{128}",
    prefixless=True,
)
def _rails(g: _R):
    k = g.s(128, HEX)
    text = f"$ EDITOR=cat bin/rails credentials:edit\naws:\n  region: eu-west-1\n\nsecret_key_base: {k}\n"
    return text, [k], k


@kind("laravel_app_key", "https://laravel.com/docs/encryption#configuration", r"[A-Za-z0-9+/]{43}=")
def _laravel(g: _R):
    k = "base64:" + _b64(g, 32)
    text = f"APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY={k}\nAPP_DEBUG=false\n"
    return text, [k[7:]], k


@kind(
    "nextauth_secret",
    "https://next-auth.js.org/configuration/options#secret",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _nextauth(g: _R):
    k = _b64(g, 32)
    text = f"$ openssl rand -base64 32\n{k}\n$ vercel env add NEXTAUTH_SECRET production <<< '{k}'"
    return text, [k], k


@kind(
    "github_webhook_secret_hcl",
    "https://docs.github.com/en/webhooks/using-webhooks/validating-webhook-deliveries",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _gh_hook_secret(g: _R):
    s = g.s(40, HEX)
    text = (
        'resource "github_repository_webhook" "ci" {\n  repository = "web"\n  configuration {\n'
        f'    url          = "https://ci.acme.io/github"\n    content_type = "json"\n    secret       = "{s}"\n  }}\n}}'
    )
    return text, [s], s


@kind(
    "express_session_cookie",
    "https://expressjs.com/en/resources/middleware/session.html",
    r"s%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9%]{43,}",
)
def _cookie(g: _R):
    sig = g.s(43, ALNUM)
    c = f"s%3A{g.s(32, B64URL)}.{sig}"
    text = f"curl 'https://app.acme.io/api/me' -H 'Cookie: connect.sid={c}; theme=dark' -H 'Accept: application/json'"
    return text, [c], c


@kind(
    "http_basic_auth_header",
    "https://datatracker.ietf.org/doc/html/rfc7617",
    r"[A-Za-z0-9+/=]{20,}",
    prefixless=True,
)
def _basic(g: _R):
    enc = _enc(f"svc-metrics:{_pw(g, 18, URLSAFE_PW)}")
    text = f"GET /metrics HTTP/1.1\r\nHost: prometheus.acme.io\r\nAuthorization: Basic {enc}\r\nUser-Agent: Go-http-client/1.1\r\n"
    return text, [enc], enc


# -- private keys --------------------------------------------------------------------------------


def _pem(g: _R, label: str, lead: str, nbytes: int) -> tuple[str, list[str]]:
    body = _wrap(lead + _b64(g, nbytes))
    text = f"-----BEGIN {label}-----\n" + "\n".join(body) + f"\n-----END {label}-----\n"
    return text, body


@kind(
    "rsa_private_key_pkcs1_github_app",
    "https://docs.github.com/en/apps/creating-github-apps/authenticating-with-a-github-app/managing-private-keys-for-github-apps",
    r"[A-Za-z0-9+/]{64}",
)
def _pkcs1(g: _R):
    pem, body = _pem(g, "RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA", 1188)
    text = f"$ cat ~/Downloads/acme-ci-bot.2026-02-11.private-key.pem\n{pem}"
    return text, [ln for ln in body[1:] if len(ln) >= 16], body[3]


@kind(
    "pkcs8_private_key_env_multiline", "https://datatracker.ietf.org/doc/html/rfc5208", r"[A-Za-z0-9+/]{64}"
)
def _pkcs8(g: _R):
    pem, body = _pem(g, "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 1194)
    text = 'JWT_PRIVATE_KEY="' + pem.rstrip("\n") + '"\nJWT_ISSUER=https://auth.acme.io\n'
    return text, [ln for ln in body[1:] if len(ln) >= 16], body[2]


@kind("ec_private_key_sec1", "https://datatracker.ietf.org/doc/html/rfc5915", r"[A-Za-z0-9+/]{38}")
def _ec(g: _R):
    raw = (
        b"\x30\x77\x02\x01\x01\x04\x20"
        + _raw(g, 32)
        + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
        + _raw(g, 65)
    )
    b = base64.b64encode(raw).decode()
    body = _wrap(b)
    pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END EC PRIVATE KEY-----"
    text = f"$ openssl ecparam -name prime256v1 -genkey -noout -out tls.key && cat tls.key\n{pem}"
    return text, [body[0][12:50]], body[0]


@kind(
    "app_store_connect_p8",
    "https://developer.apple.com/documentation/appstoreconnectapi/creating-api-keys-for-app-store-connect-api",
    r"[A-Za-z0-9+/]{16}",
)
def _p8(g: _R):
    raw = bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420") + _raw(
        g, 32
    )
    raw += bytes.fromhex("a00a06082a8648ce3d030107a144034200") + _raw(g, 65)
    body = _wrap(base64.b64encode(raw).decode())
    text = (
        'let privateKey = """\n-----BEGIN PRIVATE KEY-----\n'
        + "\n".join(body)
        + '\n-----END PRIVATE KEY-----\n"""\n'
        f'let jwt = try AppStoreJWT(keyID: "{g.s(10, UPPER_DIGITS)}", issuerID: "{g.uuid()}", pem: privateKey)'
    )
    return text, [body[0][48:], body[1]], body[1]


@kind(
    "openssh_private_key",
    "https://github.com/openssh/openssh-portable/blob/master/PROTOCOL.key",
    r"[A-Za-z0-9+/]{70}",
)
def _openssh(g: _R):
    def s(b: bytes) -> bytes:
        return len(b).to_bytes(4, "big") + b

    pub = _raw(g, 32)
    priv = _raw(g, 32)
    chk = _raw(g, 4)
    pub_blob = s(b"ssh-ed25519") + s(pub)
    comment = b"deploy@ci"
    inner = chk + chk + s(b"ssh-ed25519") + s(pub) + s(priv + pub) + s(comment)
    inner += bytes(range(1, 1 + (-len(inner)) % 8))
    raw = (
        b"openssh-key-v1\x00"
        + s(b"none")
        + s(b"none")
        + s(b"")
        + (1).to_bytes(4, "big")
        + s(pub_blob)
        + s(inner)
    )
    body = _wrap(base64.b64encode(raw).decode(), 70)
    text = (
        "$ cat ~/.ssh/id_ed25519\n-----BEGIN OPENSSH PRIVATE KEY-----\n"
        + "\n".join(body)
        + "\n-----END OPENSSH PRIVATE KEY-----"
    )
    start = (len(raw) - len(inner) + 8 + 15 + 36 + 4) * 4 // 3
    end = start + 32 * 4 // 3 + 2
    parts = [ln for i, ln in enumerate(body) if i * 70 < end and (i + 1) * 70 > start]
    return text, parts, parts[0]


@kind(
    "putty_ppk_v3", "https://the.earth.li/~sgtatham/putty/0.78/htmldoc/AppendixC.html", r"[A-Za-z0-9+/]{64}"
)
def _ppk(g: _R):
    pub = _wrap("AAAAB3NzaC1yc2EAAAADAQABAAABAQ" + _b64(g, 246))
    priv = _wrap("AAABAQ" + _b64(g, 903))
    text = (
        "PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: rsa-key-20260114\n"
        f"Public-Lines: {len(pub)}\n"
        + "\n".join(pub)
        + f"\nPrivate-Lines: {len(priv)}\n"
        + "\n".join(priv)
        + f"\nPrivate-MAC: {g.s(64, HEX)}\n"
    )
    return text, [ln for ln in priv[1:] if len(ln) >= 16], priv[1]


@kind("jwk_rsa_private", "https://datatracker.ietf.org/doc/html/rfc7518#section-6.3.2", r"[A-Za-z0-9_-]{342}")
def _jwk(g: _R):
    d, p, q, dp, dq, qi = (
        _b64u(g, 256),
        _b64u(g, 128),
        _b64u(g, 128),
        _b64u(g, 128),
        _b64u(g, 128),
        _b64u(g, 128),
    )
    jwk = {
        "kty": "RSA",
        "kid": g.s(12, ALNUM),
        "use": "sig",
        "alg": "RS256",
        "n": _b64u(g, 256),
        "e": "AQAB",
        "d": d,
        "p": p,
        "q": q,
        "dp": dp,
        "dq": dq,
        "qi": qi,
    }
    text = "// keys/signing.jwks.json\n" + json.dumps({"keys": [jwk]}, indent=2)
    return text, [d, p, q, dp, dq, qi], d[:64]


@kind(
    "jwk_ec_private_d", "https://datatracker.ietf.org/doc/html/rfc7518#section-6.2.2.1", r"[A-Za-z0-9_-]{43}"
)
def _jwk_ec(g: _R):
    d = _b64u(g, 32)
    jwk = {"kty": "EC", "crv": "P-256", "x": _b64u(g, 32), "y": _b64u(g, 32), "d": d, "kid": "dpop-1"}
    text = f"const privateJwk = {json.dumps(jwk)};\nconst key = await crypto.subtle.importKey('jwk', privateJwk, {{ name: 'ECDSA', namedCurve: 'P-256' }}, false, ['sign']);"
    return text, [d], d


@kind(
    "age_secret_key",
    "https://age-encryption.org/v1",
    r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",
)
def _age(g: _R):
    k = "AGE-SECRET-KEY-1" + g.s(58, BECH32)
    text = f"# created: 2026-02-02T10:11:12+01:00\n# public key: age1{g.s(58, BECH32.lower())}\n{k}\n"
    return "$ cat ~/.config/sops/age/keys.txt\n" + text, [k], k


@kind(
    "pgp_private_key_armored",
    "https://datatracker.ietf.org/doc/html/rfc4880#section-6.2",
    r"[A-Za-z0-9+/]{64}",
)
def _pgp(g: _R):
    body = _wrap("lQVYBGX" + _b64(g, 900))
    crc = "=" + g.s(4, ALNUM + "+/")
    text = (
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
        + "\n".join(body)
        + f"\n{crc}\n-----END PGP PRIVATE KEY BLOCK-----"
    )
    return (
        "      - name: Import GPG key\n        env:\n          GPG_KEY: |\n" + text,
        [ln for ln in body[1:] if len(ln) >= 16],
        body[1],
    )


@kind(
    "wireguard_private_key", "https://www.wireguard.com/quickstart/", r"[A-Za-z0-9+/]{43}=", prefixless=True
)
def _wg(g: _R):
    k = _b64(g, 32)
    text = (
        f"[Interface]\nPrivateKey = {k}\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1\n\n[Peer]\n"
        f"PublicKey = {_b64(g, 32)}\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 0.0.0.0/0\n"
    )
    return text, [k], k


# -- password hashes in config -------------------------------------------------------------------


@kind(
    "htpasswd_bcrypt",
    "https://httpd.apache.org/docs/2.4/programs/htpasswd.html",
    r"\$2y\$\d\d\$[./A-Za-z0-9]{53}",
)
def _htpasswd(g: _R):
    h = f"$2y$05${g.s(53, CRYPT64)}"
    text = f'# traefik dynamic config\nhttp:\n  middlewares:\n    admin-auth:\n      basicAuth:\n        users:\n          - "admin:{h}"\n'
    return text, [h], h[7:]


@kind(
    "shadow_sha512crypt",
    "https://man7.org/linux/man-pages/man5/shadow.5.html",
    r"\$6\$[./A-Za-z0-9]{16}\$[./A-Za-z0-9]{86}",
)
def _shadow(g: _R):
    h = f"$6${g.s(16, CRYPT64)}${g.s(86, CRYPT64)}"
    text = (
        "#cloud-config\nusers:\n  - name: ops\n    groups: sudo\n    lock_passwd: false\n"
        f"    passwd: {h}\n    shell: /bin/bash\n"
    )
    return text, [h], h.split("$")[3]


@kind(
    "argon2id_phc_hash",
    "https://github.com/P-H-C/phc-string-format/blob/master/phc-sf-spec.md",
    r"\$argon2id\$v=19\$m=\d+,t=\d,p=\d\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}",
)
def _argon2(g: _R):
    salt = _b64(g, 16).rstrip("=")
    hh = _b64(g, 32).rstrip("=")
    h = f"$argon2id$v=19$m=65536,t=3,p=4${salt}${hh}"
    text = f'[admin]\nusername = "root"\npassword_hash = "{h}"\n'
    return text, [h], hh


@kind(
    "django_pbkdf2_hash",
    "https://docs.djangoproject.com/en/stable/topics/auth/passwords/",
    r"pbkdf2_sha256\$\d+\$[A-Za-z0-9]{22}\$[A-Za-z0-9+/]{43}=",
)
def _pbkdf2(g: _R):
    h = f"pbkdf2_sha256$870000${g.s(22, ALNUM)}${_b64(g, 32)}"
    text = json.dumps(
        [
            {
                "model": "auth.user",
                "pk": 1,
                "fields": {"username": "admin", "password": h, "is_superuser": True},
            }
        ],
        indent=2,
    )
    return "# fixtures/admin.json\n" + text, [h], h.split("$")[3]


@kind(
    "postgres_scram_verifier",
    "https://www.postgresql.org/docs/current/catalog-pg-authid.html",
    r"SCRAM-SHA-256\$4096:[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}:[A-Za-z0-9+/=]{44}",
)
def _scram(g: _R):
    h = f"SCRAM-SHA-256$4096:{_b64(g, 16)}${_b64(g, 32)}:{_b64(g, 32)}"
    text = f"-- dumped roles\nCREATE ROLE app_rw;\nALTER ROLE app_rw WITH LOGIN PASSWORD '{h}';"
    return text, [h], h.split("$")[2].split(":")[0]


@kind(
    "mysql_native_password_hash",
    "https://dev.mysql.com/doc/refman/8.0/en/native-pluggable-authentication.html",
    r"\*[0-9A-F]{40}",
)
def _mysql_hash(g: _R):
    h = "*" + g.s(40, UPPER_HEX)
    text = f"CREATE USER 'report'@'%' IDENTIFIED WITH mysql_native_password AS '{h}';"
    return text, [h], h[1:]


# -- generic passwords in many syntaxes -----------------------------------------------------------


@kind("compose_postgres_password_human", "https://hub.docker.com/_/postgres", r".{12,}", prefixless=True)
def _compose(g: _R):
    pw = g.password()
    text = (
        "services:\n  db:\n    image: postgres:17\n    environment:\n      POSTGRES_USER: shop\n"
        f'      POSTGRES_PASSWORD: "{pw}"\n    ports:\n      - "5432:5432"\n'
    )
    return text, [pw], pw


@kind(
    "k8s_secret_data_base64",
    "https://kubernetes.io/docs/concepts/configuration/secret/",
    r"[A-Za-z0-9+/=]{20,}",
    prefixless=True,
)
def _k8s_data(g: _R):
    pw = _pw(g, 22)
    enc = _enc(pw)
    text = (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: mysql-auth\n  namespace: shop\ntype: Opaque\ndata:\n"
        f"  username: {_enc('shop')}\n  password: {enc}\n"
    )
    return text, [enc], enc


@kind(
    "k8s_secret_stringdata_human",
    "https://kubernetes.io/docs/concepts/configuration/secret/",
    r".{12,}",
    prefixless=True,
)
def _k8s_sd(g: _R):
    pw = g.password()
    text = (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp-relay\ntype: Opaque\nstringData:\n"
        f"  SMTP_USER: relay@acme.io\n  SMTP_PASS: '{pw}'\n"
    )
    return text, [pw], pw


@kind(
    "terraform_db_password",
    "https://registry.terraform.io/providers/hashicorp/aws/latest/docs/resources/db_instance",
    r"\S{20}",
    prefixless=True,
)
def _tf_db(g: _R):
    pw = _pw(g, 20, ALNUM + "!#%*-_+=")
    text = (
        'resource "aws_db_instance" "main" {\n  engine            = "postgres"\n  instance_class    = "db.t4g.micro"\n'
        f'  username          = "dbadmin"\n  password          = "{pw}"\n  skip_final_snapshot = true\n}}'
    )
    return text, [pw], pw


@kind(
    "mysql_cli_p_flag",
    "https://dev.mysql.com/doc/refman/8.0/en/connecting.html",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _mysql_p(g: _R):
    pw = g.s(16, ALNUM)
    text = f"$ mysql -h 127.0.0.1 -u root -p{pw} shop -e 'SHOW TABLES;'\nmysql: [Warning] Using a password on the command line interface can be insecure."
    return text, [pw], pw


@kind(
    "tomcat_users_xml",
    "https://tomcat.apache.org/tomcat-10.1-doc/manager-howto.html",
    r".{12,}",
    prefixless=True,
)
def _tomcat(g: _R):
    pw = _pw(g, 18, ALNUM + "!#%*-_+=.~")
    text = (
        '<tomcat-users xmlns="http://tomcat.apache.org/xml" version="1.0">\n'
        '  <role rolename="manager-gui"/>\n'
        f'  <user username="admin" password="{pw}" roles="manager-gui,manager-script"/>\n</tomcat-users>'
    )
    return text, [pw], pw


@kind(
    "go_mysql_dsn",
    "https://github.com/go-sql-driver/mysql#dsn-data-source-name",
    r"[A-Za-z0-9]{18}",
    prefixless=True,
)
def _go_dsn(g: _R):
    pw = g.s(18, ALNUM)
    text = (
        "func openDB() (*sql.DB, error) {\n"
        f'\treturn sql.Open("mysql", "api:{pw}@tcp(mysql.internal:3306)/inventory?parseTime=true")\n}}'
    )
    return text, [pw], pw


@kind(
    "android_signing_kotlin_dsl",
    "https://developer.android.com/build/building-cmdline#gradle_signing",
    r".{12,}",
    prefixless=True,
)
def _android(g: _R):
    sp = _pw(g, 16, ALNUM + "!#%*-_+=")
    kp = g.password()
    text = (
        'android {\n    signingConfigs {\n        create("release") {\n'
        '            storeFile = file("release.jks")\n'
        f'            storePassword = "{sp}"\n            keyAlias = "upload"\n            keyPassword = "{kp}"\n'
        "        }\n    }\n}"
    )
    return text, [sp, kp], sp


@kind(
    "wp_config_db_password", "https://developer.wordpress.org/apis/wp-config-php/", r".{12,}", prefixless=True
)
def _wp(g: _R):
    pw = g.password()
    salt = g.s(64, ALNUM + "!#%*-_+=.~()[]{}<>|:;,?")
    text = (
        "define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp_user' );\n"
        f"define( 'DB_PASSWORD', '{pw}' );\ndefine( 'DB_HOST', 'localhost' );\n"
        f"define( 'AUTH_KEY',         '{salt}' );\n"
    )
    return text, [pw, salt], pw


@kind(
    "git_credential_store",
    "https://git-scm.com/docs/git-credential-store",
    r"[A-Za-z0-9._~-]{20}",
    prefixless=True,
)
def _git_cred(g: _R):
    pw = _pw(g, 20, URLSAFE_PW)
    text = f"$ cat ~/.git-credentials\nhttps://jenkins:{pw}@git.acme.io\n"
    return text, [pw], pw


@kind("sshpass_password", "https://linux.die.net/man/1/sshpass", r".{12,}", prefixless=True)
def _sshpass(g: _R):
    pw = g.password()
    text = f"sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no root@203.0.113.24 'systemctl restart app'"
    return text, [pw], pw


@kind(
    "rails_smtp_password",
    "https://guides.rubyonrails.org/action_mailer_basics.html#action-mailer-configuration",
    r"[a-z]{16}",
    prefixless=True,
)
def _smtp(g: _R):
    pw = g.s(16, LOWER)
    text = (
        "config.action_mailer.smtp_settings = {\n  address:         'smtp.gmail.com',\n  port:            587,\n"
        f"  user_name:       'notify@acme.io',\n  password:        '{pw}',\n  authentication:  'plain',\n"
        "  enable_starttls: true\n}"
    )
    return text, [pw], pw


@kind("ldapsearch_bind_password", "https://linux.die.net/man/1/ldapsearch", r".{12,}", prefixless=True)
def _ldap(g: _R):
    pw = g.password()
    text = (
        f"ldapsearch -H ldaps://dc01.corp.acme.io -D 'CN=svc-ldap,OU=Service,DC=corp,DC=acme,DC=io' -w '{pw}' "
        "-b 'DC=corp,DC=acme,DC=io' '(sAMAccountName=jdoe)'"
    )
    return text, [pw], pw


@kind(
    "ansible_become_password",
    "https://docs.ansible.com/ansible/latest/inventory_guide/intro_inventory.html#connecting-to-hosts-behavioral-inventory-parameters",
    r"\S{20}",
    prefixless=True,
)
def _ansible(g: _R):
    pw = _pw(g)
    text = f"[web]\nweb1.acme.io\nweb2.acme.io\n\n[web:vars]\nansible_user=deploy\nansible_become_password={pw}\n"
    return text, [pw], pw


@kind(
    "python_kwarg_password",
    "https://www.psycopg.org/psycopg3/docs/api/connections.html",
    r".{12,}",
    prefixless=True,
)
def _py_kw(g: _R):
    pw = g.password()
    text = (
        'conn = psycopg.connect(\n    host="10.0.3.17",\n    dbname="analytics",\n    user="etl",\n'
        f'    password="{pw}",\n)'
    )
    return text, [pw], pw


@kind(
    "java_properties_keystore",
    "https://docs.spring.io/spring-boot/how-to/webserver.html#howto.webserver.configure-ssl",
    r"\S{20}",
    prefixless=True,
)
def _keystore(g: _R):
    pw = _pw(g)
    text = f"server.port=8443\nserver.ssl.key-store=classpath:keystore.p12\nserver.ssl.key-store-password={pw}\nserver.ssl.key-store-type=PKCS12\n"
    return text, [pw], pw


@kind(
    "csharp_network_credential",
    "https://learn.microsoft.com/en-us/dotnet/api/system.net.networkcredential",
    r".{12,}",
    prefixless=True,
)
def _csharp(g: _R):
    pw = g.password()
    text = (
        'var smtp = new SmtpClient("smtp.office365.com", 587)\n{\n    EnableSsl = true,\n'
        f'    Credentials = new NetworkCredential("alerts@acme.io", "{pw}")\n}};'
    )
    return text, [pw], pw


@kind(
    "rust_env_default_password",
    "https://docs.rs/sqlx/latest/sqlx/postgres/struct.PgConnectOptions.html",
    r"[A-Za-z0-9]{22}",
    prefixless=True,
)
def _rust(g: _R):
    pw = g.s(22, ALNUM)
    text = (
        'let opts = PgConnectOptions::new()\n    .host("db.internal")\n    .username("svc")\n'
        f'    .password(&std::env::var("PGPASSWORD").unwrap_or_else(|_| "{pw}".into()))\n    .database("events");'
    )
    return text, [pw], pw


@kind(
    "log_line_password_leak",
    "https://owasp.org/www-project-top-ten/2017/A3_2017-Sensitive_Data_Exposure",
    r".{12,}",
    prefixless=True,
)
def _log(g: _R):
    pw = g.password()
    text = (
        f"{_ts(g)} DEBUG auth.login request body={{'username': 'jdoe', 'password': '{pw}', 'remember': True}}\n"
        f"{_ts(g)} WARN  auth.login failed for jdoe from 198.51.100.7"
    )
    return text, [pw], pw
