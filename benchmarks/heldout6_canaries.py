"""Held-out canary set 6: credentials a developer has in their sessions in 2026, sampled broadly.

A canary set nobody has tuned on (issue 31), written to measure redaction recall on secrets the
redactor has never seen. About half of the kinds are *prefixless*: passwords, random API secrets,
HMAC/JWT signing secrets, webhook secrets, basic-auth pairs, database passwords, encryption keys
as hex or base64, recovery codes and PINs, whose only clue is the name or place around them
(``.env``, YAML, TOML, INI, JSON, HCL, properties, XML, Dockerfile, k8s, compose, Actions, CLI
flags, HTTP headers, cookies, URL userinfo, connection strings, code in several languages, logs,
CLI tables; names and prose in several languages). The rest are vendor tokens with a documented
prefix, taken from AI/LLM providers and gateways, clouds, payment, CI/CD and code hosting,
package registries, messaging, observability, identity providers, databases, VPN/SSH/TLS and
signing, weighted roughly by how often they appear in a developer's day.

How it was kept apart: written from public format documentation only (vendor pages, RFCs, the
public rule sets of secret scanners such as gitleaks), cited per kind in ``SOURCES`` and
``heldout6_sources.tsv``. The author read lines 1-160 of ``heldout_canaries.py`` (the
``HeldOut``/``_R``/``Registry`` interface reused here) and ``heldout_eval.py`` (the harness), and
nothing of the redactor, its tests, its labels, the other held-out sets or their results; no kind
was changed after seeing whether it leaks (the harness output was read only as aggregate figures
and as its ``not_emitted`` list, which flags malformed text).

Values come from ``_R(seed)``: random each seed, never a real credential or person.
"""

from __future__ import annotations

import base64
import json

from heldout_canaries import (
    _R,
    ALNUM,
    B64,
    B64URL,
    DJANGO_CHARS,
    HEX,
    LOWER_DIGITS,
    UPPER_DIGITS,
    Registry,
    _b64u,
    _pem_body,
)

_SET = Registry(bare_max=128)  # a folder or session file name must stay under 255 bytes
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

BASE32 = "abcdefghijklmnopqrstuvwxyz234567"
URLPW = ALNUM + "-_~."
SYMPW = ALNUM + "!#%^*+=?@"


def _raw(g: _R, n: int) -> bytes:
    return bytes(g.r.getrandbits(8) for _ in range(n))


def _b64(g: _R, n: int) -> str:
    return base64.b64encode(_raw(g, n)).decode()


def _hex(g: _R, n: int) -> str:
    return g.s(n, HEX)


def _jwt(g: _R, payload: dict, alg: str = "HS256") -> str:
    head = _b64u({"alg": alg, "typ": "JWT"})
    return f"{head}.{_b64u(payload)}.{base64.urlsafe_b64encode(_raw(g, 32 if alg.startswith('HS') else 256)).rstrip(b'=').decode()}"


def _pem(g: _R, label: str, lines: int) -> tuple[str, list[str]]:
    body = _pem_body(g, lines)
    return f"-----BEGIN {label}-----\n" + "\n".join(body) + f"\n-----END {label}-----\n", body


def _pick(g: _R, *xs: str) -> str:
    return g.r.choice(xs)


def _ts(g: _R) -> str:
    return f"2026-0{g.r.randint(1, 9)}-{g.r.randint(10, 28)}T{g.r.randint(10, 23)}:{g.r.randint(10, 59)}:{g.r.randint(10, 59)}Z"


def _human(g: _R) -> str:
    """A password a person chose: a word, digits, a symbol, letters."""
    w = _pick(
        g, "Kestrel", "harbor", "Pistachio", "lantern", "Mosaic", "cobalt", "Saffron", "Nimbus", "tundra"
    )
    return w + g.digits(2) + _pick(g, "!", "#", "$", "%", "*", "@") + g.s(5) + g.digits(2)


# -- AI / LLM providers and gateways -------------------------------------------------------------


@kind(
    "openai_project_key_env",
    "https://platform.openai.com/docs/api-reference/authentication ; gitleaks rules/openai.go",
    r"sk-proj-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
)
def _(g):
    v = f"sk-proj-{g.s(74, B64URL)}T3BlbkFJ{g.s(74, B64URL)}"
    return (
        f"# .env.local\nNEXT_PUBLIC_APP_URL=http://localhost:3000\nOPENAI_API_KEY={v}\nOPENAI_ORG_ID=org-{g.s(24)}\n",
        [v],
        v,
    )


@kind(
    "openai_service_account_key_python",
    "https://platform.openai.com/docs/api-reference/authentication ; gitleaks rules/openai.go",
    r"sk-svcacct-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
)
def _(g):
    v = f"sk-svcacct-{g.s(74, B64URL)}T3BlbkFJ{g.s(74, B64URL)}"
    return (
        f'from openai import OpenAI\n\nclient = OpenAI(api_key="{v}")\nresp = client.responses.create(model="gpt-5", input="ping")\n',
        [v],
        v,
    )


@kind(
    "anthropic_api_key_shell",
    "https://docs.anthropic.com/en/api/getting-started#authentication ; gitleaks rules/anthropic.go",
    r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
)
def _(g):
    v = f"sk-ant-api03-{g.s(93, B64URL)}AA"
    return f"$ export ANTHROPIC_API_KEY='{v}'\n$ claude -p 'summarise CHANGELOG.md'\n", [v], v


@kind(
    "gemini_api_key_yaml",
    "https://ai.google.dev/gemini-api/docs/api-key ; https://cloud.google.com/docs/authentication/api-keys",
    r"AIza[0-9A-Za-z_-]{35}",
)
def _(g):
    v = f"AIza{g.s(35, B64URL)}"
    return (
        f"# ~/.config/llm/keys.yaml\nproviders:\n  gemini:\n    api_key: {v}\n    model: gemini-2.5-pro\n",
        [v],
        v,
    )


@kind(
    "groq_api_key_ts",
    "https://console.groq.com/docs/quickstart ; gitleaks rules/groq.go",
    r"gsk_[A-Za-z0-9]{52}",
)
def _(g):
    v = f"gsk_{g.s(52)}"
    return f'import Groq from "groq-sdk";\nconst groq = new Groq({{ apiKey: "{v}" }});\n', [v], v


@kind("xai_api_key_env", "https://docs.x.ai/docs/tutorial ; gitleaks rules/xai.go", r"xai-[A-Za-z0-9]{80}")
def _(g):
    v = f"xai-{g.s(80)}"
    return f"XAI_API_KEY={v}\nXAI_BASE_URL=https://api.x.ai/v1\n", [v], v


@kind(
    "openrouter_api_key_toml",
    "https://openrouter.ai/docs/api-reference/authentication",
    r"sk-or-v1-[a-f0-9]{64}",
)
def _(g):
    v = f"sk-or-v1-{_hex(g, 64)}"
    return (
        f'# ~/.codex/config.toml\n[model_providers.openrouter]\nname = "OpenRouter"\nbase_url = "https://openrouter.ai/api/v1"\nexperimental_bearer_token = "{v}"\n',
        [v],
        v,
    )


@kind("huggingface_token_cli", "https://huggingface.co/docs/hub/security-tokens", r"hf_[A-Za-z]{34}")
def _(g):
    v = f"hf_{g.s(34, ALNUM[:52])}"
    return (
        f"$ huggingface-cli login --token {v} --add-to-git-credential\nToken is valid (permission: write).\n",
        [v],
        v,
    )


@kind(
    "deepseek_api_key_yaml",
    "https://api-docs.deepseek.com/ ; gitleaks rules/generic (sk- + 32 hex)",
    r"sk-[a-f0-9]{32}",
)
def _(g):
    v = f"sk-{_hex(g, 32)}"
    return (
        f"# continue config.yaml\nmodels:\n  - name: DeepSeek V3\n    provider: deepseek\n    model: deepseek-chat\n    apiKey: {v}\n",
        [v],
        v,
    )


@kind(
    "langsmith_key_env",
    "https://docs.smith.langchain.com/administration/how_to_guides/organization_management/create_account_api_key",
    r"lsv2_(pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}",
)
def _(g):
    v = f"lsv2_{_pick(g, 'pt', 'sk')}_{_hex(g, 32)}_{_hex(g, 10)}"
    return (
        f"LANGSMITH_TRACING=true\nLANGSMITH_ENDPOINT=https://api.smith.langchain.com\nLANGSMITH_API_KEY={v}\nLANGSMITH_PROJECT=rag-eval\n",
        [v],
        v,
    )


@kind("elevenlabs_key_header", "https://elevenlabs.io/docs/api-reference/authentication", r"sk_[a-f0-9]{48}")
def _(g):
    v = f"sk_{_hex(g, 48)}"
    return (
        f"curl -X POST https://api.elevenlabs.io/v1/text-to-speech/JBFqnCBsd6RMkjVDRZzb -H 'xi-api-key: {v}' -d @req.json -o out.mp3\n",
        [v],
        v,
    )


@kind("tavily_key_python", "https://docs.tavily.com/documentation/quickstart", r"tvly-(dev-)?[A-Za-z0-9]{32}")
def _(g):
    v = f"tvly-dev-{g.s(32)}"
    return f'from tavily import TavilyClient\ntavily = TavilyClient(api_key="{v}")\n', [v], v


@kind(
    "mistral_key_env",
    "https://docs.mistral.ai/getting-started/quickstart/",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _(g):
    v = g.s(32)
    return f"MISTRAL_API_KEY={v}\nCODESTRAL_MODEL=codestral-latest\n", [v], v


@kind("cohere_key_python", "https://docs.cohere.com/reference/about", r"[A-Za-z0-9]{40}", prefixless=True)
def _(g):
    v = g.s(40)
    return (
        f'import cohere\nco = cohere.ClientV2("{v}")\nresponse = co.rerank(model="rerank-v3.5", query=q, documents=docs)\n',
        [v],
        v,
    )


@kind(
    "azure_openai_key_header",
    "https://learn.microsoft.com/en-us/azure/ai-services/openai/reference#authentication",
    r"[a-f0-9]{32}",
    prefixless=True,
)
def _(g):
    v = _hex(g, 32)
    return (
        f'curl "https://contoso-eastus2.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21" \\\n  -H "api-key: {v}" -H "Content-Type: application/json" -d \'{{"messages":[{{"role":"user","content":"hi"}}]}}\'\n',
        [v],
        v,
    )


@kind(
    "cloudflare_ai_gateway_token",
    "https://developers.cloudflare.com/ai-gateway/configuration/authentication/",
    r"[A-Za-z0-9_-]{40}",
    prefixless=True,
)
def _(g):
    v = g.s(40, B64URL)
    return (
        f'const res = await fetch(gatewayUrl, {{\n  headers: {{\n    "cf-aig-authorization": `Bearer {v}`,\n    "Content-Type": "application/json",\n  }},\n}});\n',
        [v],
        v,
    )


@kind(
    "litellm_master_key_yaml",
    "https://docs.litellm.ai/docs/proxy/virtual_keys",
    r"sk-[A-Za-z0-9_-]{22}",
    prefixless=True,
)
def _(g):
    v = f"sk-{g.s(22, B64URL)}"
    return (
        f"model_list:\n  - model_name: claude\n    litellm_params:\n      model: anthropic/claude-sonnet-4-5\ngeneral_settings:\n  master_key: {v}\n  database_url: os.environ/DATABASE_URL\n",
        [v],
        v,
    )


@kind(
    "wandb_key_netrc",
    "https://docs.wandb.ai/guides/track/environment-variables/ ; https://docs.wandb.ai/ref/cli/wandb-login/",
    r"[a-f0-9]{40}",
    prefixless=True,
)
def _(g):
    v = _hex(g, 40)
    return f"$ cat ~/.netrc\nmachine api.wandb.ai\n  login user\n  password {v}\n", [v], v


# -- cloud -----------------------------------------------------------------------------------------


@kind(
    "aws_credentials_file",
    "https://docs.aws.amazon.com/cli/latest/userguide/cli-configure-files.html ; https://docs.aws.amazon.com/IAM/latest/UserGuide/id_credentials_access-keys.html",
    r"AKIA[A-Z2-7]{16}",
)
def _(g):
    kid = f"AKIA{g.s(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}"
    sec = g.s(40, B64)
    return (
        f"[default]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\nregion = eu-west-1\n",
        [kid, sec],
        kid,
    )


@kind(
    "aws_session_token_env",
    "https://docs.aws.amazon.com/cli/latest/userguide/cli-configure-envvars.html",
    r"ASIA[A-Z2-7]{16}",
)
def _(g):
    kid = f"ASIA{g.s(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}"
    sec = g.s(40, B64)
    tok = "IQoJb3JpZ2luX2VjE" + g.s(300, B64)
    return (
        f"export AWS_ACCESS_KEY_ID={kid}\nexport AWS_SECRET_ACCESS_KEY={sec}\nexport AWS_SESSION_TOKEN={tok}\n",
        [kid, sec, tok],
        kid,
    )


@kind(
    "aws_secret_boto3",
    "https://boto3.amazonaws.com/v1/documentation/api/latest/guide/credentials.html",
    r"[A-Za-z0-9+/]{40}",
    prefixless=True,
)
def _(g):
    sec = g.s(40, B64)
    return (
        f's3 = boto3.client(\n    "s3",\n    aws_access_key_id=os.environ["AWS_ACCESS_KEY_ID"],\n    aws_secret_access_key="{sec}",\n)\n',
        [sec],
        sec,
    )


@kind(
    "gcp_service_account_json",
    "https://cloud.google.com/iam/docs/keys-create-delete#creating",
    r"-----BEGIN PRIVATE KEY-----",
)
def _(g):
    body = _pem_body(g, 6)
    pk = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END PRIVATE KEY-----\n"
    doc = {
        "type": "service_account",
        "project_id": "acme-prod-381204",
        "private_key_id": _hex(g, 40),
        "private_key": pk,
        "client_email": "ci-deployer@acme-prod-381204.iam.gserviceaccount.com",
        "client_id": g.digits(21),
        "token_uri": "https://oauth2.googleapis.com/token",
    }
    return json.dumps(doc, indent=2), body, body[0]


@kind(
    "google_oauth_client_secret",
    "https://developers.google.com/identity/protocols/oauth2 ; gitleaks rules/gcp.go (GOCSPX-)",
    r"GOCSPX-[A-Za-z0-9_-]{28}",
)
def _(g):
    v = f"GOCSPX-{g.s(28, B64URL)}"
    cid = f"{g.digits(12)}-{g.s(32, LOWER_DIGITS)}.apps.googleusercontent.com"
    return (
        json.dumps(
            {"installed": {"client_id": cid, "client_secret": v, "redirect_uris": ["http://localhost"]}}
        ),
        [v],
        v,
    )


@kind(
    "google_refresh_token_adc",
    "https://cloud.google.com/docs/authentication/application-default-credentials",
    r"1//0[A-Za-z0-9_-]{60,100}",
)
def _(g):
    v = f"1//0{g.s(2, 'cefg')}{g.s(80, B64URL)}"
    cs = "d-FL95Q19q7MQmFpd7hHD0Ty"  # gcloud's public installed-app secret
    return (
        f'$ cat ~/.config/gcloud/application_default_credentials.json\n{{\n  "client_id": "764086051850-6qr4p6gpi6hn506pt8ejuq83di341hur.apps.googleusercontent.com",\n  "client_secret": "{cs}",\n  "refresh_token": "{v}",\n  "type": "authorized_user"\n}}\n',
        [v],
        v,
    )


@kind(
    "google_access_token_ya29",
    "https://developers.google.com/identity/protocols/oauth2/web-server#callinganapi",
    r"ya29\.[A-Za-z0-9_-]{100,}",
)
def _(g):
    v = f"ya29.a0{g.s(160, B64URL)}"
    return (
        f'$ gcloud auth print-access-token\n{v}\n$ curl -H "Authorization: Bearer {v}" https://storage.googleapis.com/storage/v1/b?project=acme\n',
        [v],
        v,
    )


@kind(
    "azure_storage_connection_string",
    "https://learn.microsoft.com/en-us/azure/storage/common/storage-configure-connection-string",
    r"AccountKey=[A-Za-z0-9+/]{86}==",
)
def _(g):
    v = g.s(86, B64) + "=="
    return (
        f'"AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=stacmeprod01;AccountKey={v};EndpointSuffix=core.windows.net",\n',
        [v],
        v,
    )


@kind(
    "azure_sas_token_url",
    "https://learn.microsoft.com/en-us/azure/storage/common/storage-sas-overview",
    r"sig=[A-Za-z0-9%]{40,}",
    prefixless=True,
)
def _(g):
    v = g.s(43, ALNUM) + "%3D"
    return (
        f'azcopy copy ./dist "https://stacmeweb.blob.core.windows.net/$web?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T00:00:00Z&st=2026-01-01T00:00:00Z&spr=https&sig={v}" --recursive\n',
        [v],
        v,
    )


@kind(
    "azure_entra_client_secret",
    "https://learn.microsoft.com/en-us/entra/identity-platform/how-to-add-credentials ; gitleaks rules/azure.go",
    r"[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}",
)
def _(g):
    v = f"{g.s(3)}{g.digits(1)}Q~{g.s(34, ALNUM + '_~.-')}"
    return (
        f'resource "azurerm_key_vault_secret" "sp" {{\n  name         = "sp-client-secret"\n  value        = "{v}"\n  key_vault_id = azurerm_key_vault.main.id\n}}\n',
        [v],
        v,
    )


@kind(
    "azure_devops_pat_git_url",
    "https://learn.microsoft.com/en-us/azure/devops/organizations/accounts/use-personal-access-tokens-to-authenticate",
    r"[a-z2-7]{52}",
    prefixless=True,
)
def _(g):
    v = g.s(52, BASE32)
    return f"git clone https://build:{v}@dev.azure.com/contoso/Platform/_git/infra\n", [v], v


@kind(
    "alibaba_access_key",
    "https://www.alibabacloud.com/help/en/ram/user-guide/create-an-accesskey-pair ; gitleaks rules/alibaba.go",
    r"LTAI[A-Za-z0-9]{20}",
)
def _(g):
    kid = f"LTAI{g.s(20)}"
    sec = g.s(30)
    return (
        f"aliyun configure set --profile prod --mode AK --access-key-id {kid} --access-key-secret {sec} --region cn-hangzhou\n",
        [kid, sec],
        kid,
    )


@kind(
    "oci_config_private_key",
    "https://docs.oracle.com/en-us/iaas/Content/API/Concepts/sdkconfig.htm",
    r"-----BEGIN RSA PRIVATE KEY-----",
)
def _(g):
    pem, body = _pem(g, "RSA PRIVATE KEY", 6)
    pw = _human(g)
    return (
        f"# ~/.oci/config\n[DEFAULT]\nuser=ocid1.user.oc1..aaaa{g.s(52, LOWER_DIGITS)}\nfingerprint=20:3b:97:13:55:1c:5b:0d:d3:37:d8:50:4e:c5:3a:34\nkey_file=~/.oci/oci_api_key.pem\npass_phrase={pw}\n\n$ cat ~/.oci/oci_api_key.pem\n{pem}",
        [*body, pw],
        body[0],
    )


@kind(
    "ibm_cloud_api_key",
    "https://cloud.ibm.com/docs/account?topic=account-userapikey",
    r"[A-Za-z0-9_-]{44}",
    prefixless=True,
)
def _(g):
    v = g.s(44, B64URL)
    return f"$ ibmcloud login --apikey {v} -r us-south\nAuthenticating...\nOK\n", [v], v


@kind(
    "digitalocean_pat_doctl",
    "https://docs.digitalocean.com/reference/api/create-personal-access-token/ ; gitleaks rules/digitalocean.go",
    r"dop_v1_[a-f0-9]{64}",
)
def _(g):
    v = f"dop_v1_{_hex(g, 64)}"
    return f"# ~/.config/doctl/config.yaml\naccess-token: {v}\ncontext: default\noutput: text\n", [v], v


@kind(
    "digitalocean_spaces_keys",
    "https://docs.digitalocean.com/products/spaces/how-to/manage-access/",
    r"DO00[A-Z0-9]{16}",
)
def _(g):
    kid = f"DO00{g.s(16, UPPER_DIGITS)}"
    sec = g.s(43, B64)
    return (
        f"[spaces]\ntype = s3\nprovider = DigitalOcean\naccess_key_id = {kid}\nsecret_access_key = {sec}\nendpoint = fra1.digitaloceanspaces.com\n",
        [sec],
        sec,
    )


@kind(
    "hetzner_cloud_token",
    "https://docs.hetzner.cloud/#authentication ; https://github.com/hetznercloud/cli",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _(g):
    v = g.s(64)
    return (
        f'# ~/.config/hcloud/cli.toml\nactive_context = "prod"\n\n[[contexts]]\n  name = "prod"\n  token = "{v}"\n',
        [v],
        v,
    )


@kind(
    "cloudflare_api_token_wrangler",
    "https://developers.cloudflare.com/fundamentals/api/get-started/create-token/",
    r"[A-Za-z0-9_-]{40}",
    prefixless=True,
)
def _(g):
    v = g.s(40, B64URL)
    return (
        f"- name: Deploy\n  uses: cloudflare/wrangler-action@v3\n  with:\n    apiToken: {v}\n    accountId: {_hex(g, 32)}\n",
        [v],
        v,
    )


@kind(
    "vercel_token_cli",
    "https://vercel.com/docs/cli/global-options#token",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _(g):
    v = g.s(24)
    return f"$ vercel deploy --prod --token={v} --scope acme\nVercel CLI 44.2.0\n", [v], v


@kind(
    "netlify_pat_toml",
    "https://docs.netlify.com/api/get-started/#authentication ; gitleaks rules/netlify.go",
    r"nfp_[A-Za-z0-9]{36}",
)
def _(g):
    v = f"nfp_{g.s(36)}"
    return (
        f"env:\n  NETLIFY_AUTH_TOKEN: {v}\n  NETLIFY_SITE_ID: {g.r.choice(['a', 'b'])}{_hex(g, 7)}-2f0e-4b55-9d1b-{_hex(g, 12)}\n",
        [v],
        v,
    )


@kind("flyio_token_env", "https://fly.io/docs/security/tokens/", r"FlyV1 fm2_[A-Za-z0-9+/=,_-]{100,}")
def _(g):
    v = f"fm2_lJPECAAAAAAAA{g.s(20, B64)}xBB{g.s(120, B64)},fm2_lJPE{g.s(90, B64)}"
    return (
        f'$ fly tokens create deploy -x 999999h\nFlyV1 {v}\n$ gh secret set FLY_API_TOKEN --body "FlyV1 {v}"\n',
        [v],
        v,
    )


@kind("render_api_key", "https://render.com/docs/api#1-create-an-api-key", r"rnd_[A-Za-z0-9]{32}")
def _(g):
    v = f"rnd_{g.s(32)}"
    return (
        f"curl --request GET --url 'https://api.render.com/v1/services?limit=20' --header 'accept: application/json' --header 'authorization: Bearer {v}'\n",
        [v],
        v,
    )


@kind("railway_token_env", "https://docs.railway.com/guides/cli#tokens", r"[0-9a-f-]{36}", prefixless=True)
def _(g):
    v = g.uuid()
    return f"RAILWAY_TOKEN={v} railway up --service api --detach\n", [v], v


@kind(
    "supabase_service_role_jwt",
    "https://supabase.com/docs/guides/api/api-keys",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
)
def _(g):
    ref = g.s(20, "abcdefghijklmnopqrstuvwxyz")
    v = _jwt(g, {"iss": "supabase", "ref": ref, "role": "service_role", "iat": 1735689600, "exp": 2051265600})
    return (
        f'const supabase = createClient(\n  "https://{ref}.supabase.co",\n  "{v}",\n  {{ auth: {{ persistSession: false }} }},\n);\n',
        [v],
        v,
    )


@kind(
    "supabase_secret_key",
    "https://supabase.com/docs/guides/api/api-keys#publishable-and-secret-keys",
    r"sb_secret_[A-Za-z0-9_-]{31}",
)
def _(g):
    v = f"sb_secret_{g.s(31, B64URL)}"
    return (
        f"SUPABASE_URL=https://{g.s(20, 'abcdefghijklmnopqrstuvwxyz')}.supabase.co\nSUPABASE_SECRET_KEY={v}\n",
        [v],
        v,
    )


@kind(
    "supabase_pooler_password",
    "https://supabase.com/docs/guides/database/connecting-to-postgres#supavisor-transaction-mode",
    r"[A-Za-z0-9-_~.]{16,}",
    prefixless=True,
)
def _(g):
    pw = g.s(20, URLPW)
    ref = g.s(20, "abcdefghijklmnopqrstuvwxyz")
    return (
        f'DATABASE_URL="postgresql://postgres.{ref}:{pw}@aws-0-eu-central-1.pooler.supabase.com:6543/postgres?pgbouncer=true"\n',
        [pw],
        pw,
    )


@kind("neon_connection_string", "https://neon.com/docs/connect/connect-from-any-app", r"npg_[A-Za-z0-9]{12}")
def _(g):
    pw = f"npg_{g.s(12)}"
    return (
        f"psql 'postgresql://neondb_owner:{pw}@ep-cool-darkness-{g.s(6, LOWER_DIGITS)}-pooler.eu-central-1.aws.neon.tech/neondb?sslmode=require&channel_binding=require'\n",
        [pw],
        pw,
    )


@kind(
    "planetscale_password",
    "https://planetscale.com/docs/concepts/connection-strings ; gitleaks rules/planetscale.go",
    r"pscale_pw_[A-Za-z0-9_.-]{43}",
)
def _(g):
    pw = f"pscale_pw_{g.s(43, B64URL)}"
    user = g.s(20, LOWER_DIGITS)
    return (
        f"DATABASE_HOST=aws.connect.psdb.cloud\nDATABASE_USERNAME={user}\nDATABASE_PASSWORD={pw}\n",
        [pw],
        pw,
    )


@kind(
    "upstash_redis_url",
    "https://upstash.com/docs/redis/howto/connectclient",
    r"[A-Za-z0-9]{34,}",
    prefixless=True,
)
def _(g):
    pw = "A" + g.s(3) + "AAIjcDE" + g.s(40)
    return f'UPSTASH_REDIS_URL="rediss://default:{pw}@grown-gecko-{g.digits(5)}.upstash.io:6379"\n', [pw], pw


@kind(
    "mongodb_atlas_srv_uri",
    "https://www.mongodb.com/docs/manual/reference/connection-string/",
    r"[^:@/]{8,}",
    prefixless=True,
)
def _(g):
    pw = g.s(16, URLPW)
    return (
        f'const client = new MongoClient("mongodb+srv://app_rw:{pw}@cluster0.{g.s(5, LOWER_DIGITS)}.mongodb.net/shop?retryWrites=true&w=majority");\n',
        [pw],
        pw,
    )


# -- payment -------------------------------------------------------------------------------------


@kind(
    "stripe_live_secret_key",
    "https://docs.stripe.com/keys ; gitleaks rules/stripe.go",
    r"sk_live_[A-Za-z0-9]{99}",
)
def _(g):
    v = f"sk_live_51{g.s(97)}"
    return (
        f"# config/credentials (decrypted)\nstripe:\n  secret_key: {v}\n  publishable_key: pk_live_51{g.s(97)}\n",
        [v],
        v,
    )


@kind(
    "stripe_webhook_secret",
    "https://docs.stripe.com/webhooks#verify-official-libraries",
    r"whsec_[A-Za-z0-9]{32}",
)
def _(g):
    v = f"whsec_{g.s(32)}"
    return (
        f'endpoint_secret = "{v}"\nevent = stripe.Webhook.construct_event(payload, sig_header, endpoint_secret)\n',
        [v],
        v,
    )


@kind(
    "paypal_client_secret",
    "https://developer.paypal.com/api/rest/authentication/",
    r"E[A-Za-z0-9_-]{79}",
    prefixless=True,
)
def _(g):
    cid = "A" + g.s(79, B64URL)
    sec = "E" + g.s(79, B64URL)
    return (
        f'curl -v -X POST "https://api-m.paypal.com/v1/oauth2/token" \\\n  -u "{cid}:{sec}" \\\n  -H "Content-Type: application/x-www-form-urlencoded" -d "grant_type=client_credentials"\n',
        [sec],
        sec,
    )


@kind(
    "square_access_token",
    "https://developer.squareup.com/docs/build-basics/access-tokens ; gitleaks rules/square.go",
    r"EAAA[A-Za-z0-9_-]{60}",
)
def _(g):
    v = f"EAAA{g.s(60, B64URL)}"
    return f"SQUARE_ENVIRONMENT=production\nSQUARE_ACCESS_TOKEN={v}\n", [v], v


@kind(
    "braintree_private_key",
    "https://developer.paypal.com/braintree/docs/start/hello-server",
    r"[a-f0-9]{32}",
    prefixless=True,
)
def _(g):
    v = _hex(g, 32)
    return (
        f'gateway = braintree.BraintreeGateway(\n    braintree.Configuration(\n        braintree.Environment.Production,\n        merchant_id="{g.s(16, LOWER_DIGITS)}",\n        public_key="{g.s(16, LOWER_DIGITS)}",\n        private_key="{v}",\n    )\n)\n',
        [v],
        v,
    )


@kind(
    "shopify_admin_token",
    "https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens ; gitleaks rules/shopify.go",
    r"shpat_[a-f0-9]{32}",
)
def _(g):
    v = f"shpat_{_hex(g, 32)}"
    return (
        f"curl -X POST https://acme-store.myshopify.com/admin/api/2025-07/graphql.json -H 'Content-Type: application/json' -H 'X-Shopify-Access-Token: {v}' -d @query.json\n",
        [v],
        v,
    )


# -- CI/CD and code hosting -----------------------------------------------------------------------


@kind(
    "github_fine_grained_pat",
    "https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/about-authentication-to-github#githubs-token-formats",
    r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
)
def _(g):
    v = f"github_pat_11{g.s(20, UPPER_DIGITS)}_{g.s(59)}"
    return f"$ echo {v} | gh auth login --with-token\n$ gh auth status\n", [v], v


@kind(
    "github_classic_pat_netrc",
    "https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/about-authentication-to-github#githubs-token-formats",
    r"ghp_[A-Za-z0-9]{36}",
)
def _(g):
    v = f"ghp_{g.s(36)}"
    return f"machine github.com\nlogin octo-dev\npassword {v}\n", [v], v


@kind(
    "github_app_token_remote",
    "https://docs.github.com/en/apps/creating-github-apps/authenticating-with-a-github-app/authenticating-as-a-github-app-installation",
    r"ghs_[A-Za-z0-9]{36}",
)
def _(g):
    v = f"ghs_{g.s(36)}"
    return (
        f"$ git remote -v\norigin\thttps://x-access-token:{v}@github.com/acme/api.git (fetch)\norigin\thttps://x-access-token:{v}@github.com/acme/api.git (push)\n",
        [v],
        v,
    )


@kind(
    "github_oauth_gh_hosts",
    "https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/about-authentication-to-github#githubs-token-formats",
    r"gho_[A-Za-z0-9]{36}",
)
def _(g):
    v = f"gho_{g.s(36)}"
    return (
        f"# ~/.config/gh/hosts.yml\ngithub.com:\n    users:\n        octo-dev:\n            oauth_token: {v}\n    git_protocol: https\n    oauth_token: {v}\n    user: octo-dev\n",
        [v],
        v,
    )


@kind("gitlab_pat", "https://docs.gitlab.com/security/tokens/#token-prefixes", r"glpat-[A-Za-z0-9_-]{20}")
def _(g):
    v = f"glpat-{g.s(20, B64URL)}"
    return (
        f'curl --header "PRIVATE-TOKEN: {v}" "https://gitlab.example.com/api/v4/projects?membership=true"\n',
        [v],
        v,
    )


@kind(
    "atlassian_api_token",
    "https://support.atlassian.com/atlassian-account/docs/manage-api-tokens-for-your-atlassian-account/ ; gitleaks rules/atlassian.go",
    r"ATATT3[A-Za-z0-9_=-]{186}",
)
def _(g):
    v = f"ATATT3xFfGF0{g.s(172, B64URL)}={_hex(g, 8).upper()}"
    return f"JIRA_URL=https://acme.atlassian.net\nJIRA_USER=dev@example.org\nJIRA_API_TOKEN={v}\n", [v], v


@kind(
    "circleci_personal_token",
    "https://circleci.com/docs/managing-api-tokens/",
    r"CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40}",
)
def _(g):
    v = f"CCIPAT_{g.s(22)}_{_hex(g, 40)}"
    return f"curl --request GET --url https://circleci.com/api/v2/me --header 'Circle-Token: {v}'\n", [v], v


@kind(
    "jenkins_api_token_curl",
    "https://www.jenkins.io/doc/book/system-administration/authenticating-scripted-clients/",
    r"11[a-f0-9]{32}",
    prefixless=True,
)
def _(g):
    v = "11" + _hex(g, 32)
    return (
        f"curl -X POST -u deploy-bot:{v} https://jenkins.acme.internal/job/api-release/buildWithParameters?TAG=v2.4.1\n",
        [v],
        v,
    )


@kind(
    "dockerhub_pat_login",
    "https://docs.docker.com/security/for-developers/access-tokens/",
    r"dckr_pat_[A-Za-z0-9_-]{27}",
)
def _(g):
    v = f"dckr_pat_{g.s(27, B64URL)}"
    return f"$ echo {v} | docker login -u acmebuild --password-stdin\nLogin Succeeded\n", [v], v


@kind(
    "terraform_cloud_token",
    "https://developer.hashicorp.com/terraform/cli/config/config-file#credentials ; gitleaks rules/hashicorp.go",
    r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}",
)
def _(g):
    v = f"{g.s(14)}.atlasv1.{g.s(67, B64URL)}"
    return (
        f'# ~/.terraform.d/credentials.tfrc.json\n{{\n  "credentials": {{\n    "app.terraform.io": {{\n      "token": "{v}"\n    }}\n  }}\n}}\n',
        [v],
        v,
    )


@kind(
    "vault_service_token",
    "https://developer.hashicorp.com/vault/docs/concepts/tokens#token-prefixes",
    r"hvs\.[A-Za-z0-9_-]{90,}",
)
def _(g):
    v = f"hvs.CAESI{g.s(90, B64URL)}"
    return (
        f"$ vault login -method=oidc\nSuccess! You are now authenticated.\nKey                  Value\n---                  -----\ntoken                {v}\ntoken_accessor       {g.s(24)}\ntoken_duration       768h\n",
        [v],
        v,
    )


@kind(
    "doppler_service_token",
    "https://docs.doppler.com/docs/service-tokens ; gitleaks rules/doppler.go",
    r"dp\.st\.[a-z0-9_-]{2,35}\.[A-Za-z0-9]{40,44}",
)
def _(g):
    v = f"dp.st.prd.{g.s(43)}"
    return f"FROM node:22-slim\nARG DOPPLER_TOKEN={v}\nRUN doppler run -- npm run build\n", [v], v


@kind(
    "onepassword_service_account",
    "https://developer.1password.com/docs/service-accounts/use-with-1password-cli/",
    r"ops_eyJ[A-Za-z0-9_-]{100,}",
)
def _(g):
    v = "ops_" + _b64u(
        {
            "signInAddress": "acme.1password.com",
            "userAuth": {
                "method": "SRPg-4096",
                "alg": "PBES2g-HS256",
                "iterations": 650000,
                "salt": g.s(22, B64URL),
            },
            "email": f"{g.s(13, LOWER_DIGITS)}@1passwordserviceaccounts.com",
            "srpX": _hex(g, 64),
            "muk": {
                "alg": "A256GCM",
                "ext": True,
                "k": g.s(43, B64URL),
                "key_ops": ["encrypt", "decrypt"],
                "kty": "oct",
                "kid": "mp",
            },
            "secretKey": f"A3-{g.s(6, UPPER_DIGITS)}-{g.s(6, UPPER_DIGITS)}",
            "throttleSecret": {"seed": _hex(g, 64), "uuid": g.s(26, UPPER_DIGITS)},
            "deviceUuid": g.s(26, LOWER_DIGITS),
        }
    )
    return f"export OP_SERVICE_ACCOUNT_TOKEN={v}\nop read 'op://ci/postgres/password'\n", [v], v


@kind(
    "sentry_user_token",
    "https://docs.sentry.io/account/auth-tokens/#user-auth-tokens",
    r"sntryu_[a-f0-9]{64}",
)
def _(g):
    v = f"sntryu_{_hex(g, 64)}"
    return f"# ~/.sentryclirc\n[auth]\ntoken={v}\n\n[defaults]\norg=acme\nproject=web\n", [v], v


@kind(
    "github_webhook_secret_node",
    "https://docs.github.com/en/webhooks/using-webhooks/validating-webhook-deliveries",
    r"[a-f0-9]{40}",
    prefixless=True,
)
def _(g):
    v = _hex(g, 40)
    return (
        f'const webhooks = new Webhooks({{\n  secret: "{v}",\n}});\nwebhooks.on("push", handlePush);\n',
        [v],
        v,
    )


@kind(
    "argocd_admin_password",
    "https://argo-cd.readthedocs.io/en/stable/getting_started/#4-login-using-the-cli",
    r"[A-Za-z0-9-]{16}",
    prefixless=True,
)
def _(g):
    v = g.s(16, ALNUM + "-")
    return (
        f"$ argocd admin initial-password -n argocd\n{v}\n\n This password must be only used for first time login. We strongly recommend you update the password using `argocd account update-password`.\n$ argocd login argocd.acme.dev --username admin --password {v}\n",
        [v],
        v,
    )


# -- package registries ----------------------------------------------------------------------------


@kind(
    "npm_token_npmrc",
    "https://docs.npmjs.com/about-access-tokens ; https://docs.npmjs.com/cli/v10/configuring-npm/npmrc",
    r"npm_[A-Za-z0-9]{36}",
)
def _(g):
    v = f"npm_{g.s(36)}"
    return f"@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={v}\n", [v], v


@kind(
    "npmrc_basic_auth",
    "https://docs.npmjs.com/cli/v10/configuring-npm/npmrc#auth-related-configuration",
    r"[A-Za-z0-9+/]+=*",
    prefixless=True,
)
def _(g):
    v = base64.b64encode(f"ci-reader:{g.s(18, SYMPW)}".encode()).decode()
    return (
        f"registry=https://nexus.acme.internal/repository/npm-group/\n//nexus.acme.internal/repository/npm-group/:_auth={v}\nalways-auth=true\n",
        [v],
        v,
    )


@kind(
    "pypi_token_pypirc",
    "https://pypi.org/help/#apitoken ; https://packaging.python.org/en/latest/specifications/pypirc/",
    r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
)
def _(g):
    v = f"pypi-AgEIcHlwaS5vcmc{g.s(130, B64URL)}"
    return f"[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = {v}\n", [v], v


@kind(
    "crates_io_token",
    "https://doc.rust-lang.org/cargo/reference/config.html#credentials",
    r"cio[A-Za-z0-9]{32}",
)
def _(g):
    v = f"cio{g.s(32)}"
    return f'# ~/.cargo/credentials.toml\n[registry]\ntoken = "{v}"\n', [v], v


@kind(
    "nuget_api_key",
    "https://learn.microsoft.com/en-us/nuget/nuget-org/scoped-api-keys ; gitleaks rules/nuget.go",
    r"oy2[a-z0-9]{43}",
)
def _(g):
    v = f"oy2{g.s(43, LOWER_DIGITS)}"
    return (
        f"dotnet nuget push bin/Release/Acme.Core.3.1.0.nupkg --api-key {v} --source https://api.nuget.org/v3/index.json\n",
        [v],
        v,
    )


@kind(
    "artifactory_api_key",
    "https://jfrog.com/help/r/jfrog-platform-administration-documentation/api-key ; gitleaks rules/jfrog.go",
    r"AKCp[A-Za-z0-9]{69}",
)
def _(g):
    v = f"AKCp{g.s(69)}"
    return (
        f'curl -H "X-JFrog-Art-Api:{v}" -T build/libs/core-1.4.jar "https://acme.jfrog.io/artifactory/libs-release-local/com/acme/core/1.4/core-1.4.jar"\n',
        [v],
        v,
    )


@kind("maven_settings_password", "https://maven.apache.org/settings.html#servers", r".{8,}", prefixless=True)
def _(g):
    v = _human(g)
    return (
        f"<settings>\n  <servers>\n    <server>\n      <id>acme-releases</id>\n      <username>deployment</username>\n      <password>{v}</password>\n    </server>\n  </servers>\n</settings>\n",
        [v],
        v,
    )


@kind(
    "gradle_properties_password",
    "https://docs.gradle.org/current/userguide/build_environment.html#sec:gradle_configuration_properties",
    r"\S{8,}",
    prefixless=True,
)
def _(g):
    v = g.s(24, SYMPW)
    return (
        f"# ~/.gradle/gradle.properties\norg.gradle.jvmargs=-Xmx4g\nmavenCentralUsername=Xk2pQ9\nmavenCentralPassword={v}\nsigning.keyId=24875D73\n",
        [v],
        v,
    )


@kind(
    "composer_auth_json",
    "https://getcomposer.org/doc/articles/authentication-for-private-packages.md#http-basic",
    r".{8,}",
    prefixless=True,
)
def _(g):
    v = g.s(30, ALNUM)
    return (
        json.dumps({"http-basic": {"repo.packagist.com": {"username": "token", "password": v}}}, indent=4),
        [v],
        v,
    )


@kind(
    "pip_conf_index_url",
    "https://pip.pypa.io/en/stable/topics/authentication/#basic-http-authentication",
    r"[A-Za-z0-9-_~.]{12,}",
    prefixless=True,
)
def _(g):
    v = g.s(28, URLPW)
    return (
        f"[global]\nindex-url = https://__token__:{v}@gitlab.acme.dev/api/v4/projects/412/packages/pypi/simple\n",
        [v],
        v,
    )


@kind(
    "docker_config_auth",
    "https://docs.docker.com/reference/cli/docker/login/#credential-stores",
    r"[A-Za-z0-9+/]+=*",
    prefixless=True,
)
def _(g):
    v = base64.b64encode(f"robot$ci:{g.s(32)}".encode()).decode()
    return json.dumps({"auths": {"harbor.acme.internal": {"auth": v}}}, indent="\t"), [v], v


@kind(
    "gitea_token_credentials_store",
    "https://docs.gitea.com/development/api-usage#generating-and-listing-api-tokens ; https://git-scm.com/docs/git-credential-store",
    r"[a-f0-9]{40}",
    prefixless=True,
)
def _(g):
    v = _hex(g, 40)
    return f"$ cat ~/.git-credentials\nhttps://mirror-bot:{v}@git.acme.internal\n", [v], v


# -- messaging, e-mail, SMS --------------------------------------------------------------------------


@kind(
    "slack_bot_token",
    "https://api.slack.com/concepts/token-types#bot",
    r"xoxb-[0-9]{10,13}-[0-9]{10,13}-[A-Za-z0-9]{24}",
)
def _(g):
    v = f"xoxb-{g.digits(12)}-{g.digits(13)}-{g.s(24)}"
    return f'app = App(token="{v}", signing_secret=os.environ["SLACK_SIGNING_SECRET"])\n', [v], v


@kind(
    "slack_user_token",
    "https://api.slack.com/concepts/token-types#user",
    r"xoxp-[0-9]{10,13}-[0-9]{10,13}-[0-9]{10,13}-[a-f0-9]{32}",
)
def _(g):
    v = f"xoxp-{g.digits(12)}-{g.digits(12)}-{g.digits(13)}-{_hex(g, 32)}"
    return (
        f"curl -s -H 'Authorization: Bearer {v}' 'https://slack.com/api/conversations.history?channel=C08ABCD1234'\n",
        [v],
        v,
    )


@kind(
    "slack_signing_secret",
    "https://api.slack.com/authentication/verifying-requests-from-slack",
    r"[a-f0-9]{32}",
    prefixless=True,
)
def _(g):
    v = _hex(g, 32)
    return f"slack:\n  bot:\n    signingSecret: {v}\n", [v], v


@kind(
    "slack_webhook_url",
    "https://api.slack.com/messaging/webhooks",
    r"hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{24}",
)
def _(g):
    v = g.s(24)
    url = f"https://hooks.slack.com/services/T{g.s(10, UPPER_DIGITS)}/B{g.s(10, UPPER_DIGITS)}/{v}"
    return (
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy ok\"}}' {url}\n",
        [v],
        v,
    )


@kind(
    "discord_bot_token",
    "https://discord.com/developers/docs/reference#authentication ; gitleaks rules/discord.go",
    r"[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{38}",
)
def _(g):
    uid = base64.b64encode(g.digits(19).encode()).decode().rstrip("=")
    v = f"{uid}.{g.s(6, B64URL)}.{g.s(38, B64URL)}"
    return f"client.run('{v}')\n", [v], v


@kind(
    "discord_webhook_url",
    "https://discord.com/developers/docs/resources/webhook#execute-webhook",
    r"discord\.com/api/webhooks/[0-9]{17,20}/[A-Za-z0-9_-]{68}",
)
def _(g):
    v = g.s(68, B64URL)
    return f'DISCORD_WEBHOOK="https://discord.com/api/webhooks/{g.digits(19)}/{v}"\n', [v], v


@kind(
    "telegram_bot_token_python",
    "https://core.telegram.org/bots/features#botfather",
    r"[0-9]{8,10}:[A-Za-z0-9_-]{35}",
)
def _(g):
    v = f"{g.digits(10)}:AA{g.s(33, B64URL)}"
    return f'application = ApplicationBuilder().token("{v}").build()\n', [v], v


@kind("twilio_auth_token", "https://www.twilio.com/docs/iam/api/authtoken", r"[a-f0-9]{32}", prefixless=True)
def _(g):
    sid = f"AC{_hex(g, 32)}"
    v = _hex(g, 32)
    return (
        f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json --data-urlencode 'To=+15005550006' --data-urlencode 'Body=hi' -u {sid}:{v}\n",
        [v],
        v,
    )


@kind(
    "sendgrid_api_key",
    "https://www.twilio.com/docs/sendgrid/ui/account-and-settings/api-keys ; gitleaks rules/sendgrid.go",
    r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
)
def _(g):
    v = f"SG.{g.s(22, B64URL)}.{g.s(43, B64URL)}"
    return f"spring.sendgrid.api-key={v}\n", [v], v


@kind(
    "mailgun_private_key",
    "https://documentation.mailgun.com/docs/mailgun/api-reference/authentication",
    r"[a-f0-9]{32}-[a-f0-9]{8}-[a-f0-9]{8}",
    prefixless=True,
)
def _(g):
    v = f"{_hex(g, 32)}-{_hex(g, 8)}-{_hex(g, 8)}"
    return (
        f"curl -s --user 'api:{v}' https://api.eu.mailgun.net/v3/mg.acme.dev/messages -F from='noreply@mg.acme.dev' -F to=ops@example.org -F subject=test -F text=ok\n",
        [v],
        v,
    )


@kind(
    "postmark_server_token",
    "https://postmarkapp.com/developer/api/overview#authentication",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _(g):
    v = g.uuid()
    return (
        f'curl "https://api.postmarkapp.com/email" -X POST -H "Accept: application/json" -H "Content-Type: application/json" -H "X-Postmark-Server-Token: {v}" -d @mail.json\n',
        [v],
        v,
    )


@kind(
    "resend_api_key",
    "https://resend.com/docs/dashboard/api-keys/introduction",
    r"re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}",
)
def _(g):
    v = f"re_{g.s(8)}_{g.s(24)}"
    return f'import {{ Resend }} from "resend";\nconst resend = new Resend("{v}");\n', [v], v


@kind(
    "mailchimp_api_key",
    "https://mailchimp.com/developer/marketing/guides/quick-start/#generate-your-api-key",
    r"[a-f0-9]{32}-us[0-9]{1,2}",
)
def _(g):
    v = f"{_hex(g, 32)}-us{g.r.randint(1, 21)}"
    return f"mailchimp.setConfig({{ apiKey: '{v}', server: 'us21' }});\n", [v], v


@kind(
    "gmail_app_password_smtp",
    "https://support.google.com/accounts/answer/185833",
    r"[a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4}",
    prefixless=True,
)
def _(g):
    a = [g.s(4, "abcdefghijklmnopqrstuvwxyz") for _ in range(4)]
    v = " ".join(a)
    return (
        f'EMAIL_HOST = "smtp.gmail.com"\nEMAIL_PORT = 587\nEMAIL_HOST_USER = "alerts.acme@gmail.com"\nEMAIL_HOST_PASSWORD = "{v}"\nEMAIL_USE_TLS = True\n',
        [v],
        "".join(a),
    )


@kind(
    "ses_smtp_password",
    "https://docs.aws.amazon.com/ses/latest/dg/smtp-credentials.html",
    r"B[A-Za-z0-9+/]{43}",
    prefixless=True,
)
def _(g):
    v = "B" + g.s(43, B64)
    return (
        f"relayhost = [email-smtp.eu-west-1.amazonaws.com]:587\n# /etc/postfix/sasl_passwd\n[email-smtp.eu-west-1.amazonaws.com]:587 AKIA{g.s(16, UPPER_DIGITS)}:{v}\n",
        [v],
        v,
    )


@kind(
    "teams_incoming_webhook",
    "https://learn.microsoft.com/en-us/microsoftteams/platform/webhooks-and-connectors/how-to/add-incoming-webhook",
    r"IncomingWebhook/[a-f0-9]{32}/[0-9a-f-]{36}",
)
def _(g):
    v = _hex(g, 32)
    sig = "V2" + g.s(40, B64URL)
    url = f"https://acme.webhook.office.com/webhookb2/{g.uuid()}@{g.uuid()}/IncomingWebhook/{v}/{g.uuid()}/{sig}"
    return (
        f"$TeamsUrl = '{url}'\nInvoke-RestMethod -Method Post -Uri $TeamsUrl -ContentType 'application/json' -Body $payload\n",
        [v, sig],
        v,
    )


# -- observability ---------------------------------------------------------------------------------


@kind(
    "datadog_api_key_agent",
    "https://docs.datadoghq.com/account_management/api-app-keys/",
    r"[a-f0-9]{32}",
    prefixless=True,
)
def _(g):
    v = _hex(g, 32)
    return (
        f"docker run -d --name dd-agent -e DD_API_KEY={v} -e DD_SITE=datadoghq.eu -v /var/run/docker.sock:/var/run/docker.sock:ro gcr.io/datadoghq/agent:7\n",
        [v],
        v,
    )


@kind(
    "datadog_app_key",
    "https://docs.datadoghq.com/account_management/api-app-keys/#application-keys",
    r"[a-f0-9]{40}",
    prefixless=True,
)
def _(g):
    v = _hex(g, 40)
    return (
        f'provider "datadog" {{\n  api_key = var.datadog_api_key\n  app_key = "{v}"\n  api_url = "https://api.datadoghq.eu/"\n}}\n',
        [v],
        v,
    )


@kind(
    "newrelic_user_key",
    "https://docs.newrelic.com/docs/apis/intro-apis/new-relic-api-keys/#user-key",
    r"NRAK-[A-Z0-9]{27}",
)
def _(g):
    v = f"NRAK-{g.s(27, UPPER_DIGITS)}"
    return (
        f"curl https://api.newrelic.com/graphql -H 'Content-Type: application/json' -H 'API-Key: {v}' --data-binary @nerdgraph.json\n",
        [v],
        v,
    )


@kind(
    "grafana_cloud_token",
    "https://grafana.com/docs/grafana-cloud/account-management/authentication-and-permissions/access-policies/ ; gitleaks rules/grafana.go",
    r"glc_[A-Za-z0-9+/]{32,400}={0,2}",
)
def _(g):
    v = (
        "glc_"
        + base64.b64encode(
            json.dumps(
                {"o": g.digits(6), "n": "stack-write", "k": g.s(24), "m": {"r": "prod-eu-west-2"}}
            ).encode()
        ).decode()
    )
    return f"GRAFANA_CLOUD_TOKEN={v}\n", [v], v


@kind(
    "otlp_headers_basic_auth",
    "https://opentelemetry.io/docs/languages/sdk-configuration/otlp-exporter/#otel_exporter_otlp_headers",
    r"[A-Za-z0-9+/]+=*",
    prefixless=True,
)
def _(g):
    v = base64.b64encode(f"{g.digits(6)}:{g.s(40)}".encode()).decode()
    return (
        f'OTEL_EXPORTER_OTLP_ENDPOINT="https://otlp-gateway-prod-eu-west-2.grafana.net/otlp"\nOTEL_EXPORTER_OTLP_HEADERS="Authorization=Basic%20{v}"\n',
        [v],
        v,
    )


@kind(
    "posthog_personal_api_key",
    "https://posthog.com/docs/api#private-endpoint-authentication",
    r"phx_[A-Za-z0-9]{43}",
)
def _(g):
    v = f"phx_{g.s(43)}"
    return f"POSTHOG_PERSONAL_API_KEY={v}\n", [v], v


@kind(
    "elastic_api_key_header",
    "https://www.elastic.co/docs/api/doc/elasticsearch/operation/operation-security-create-api-key",
    r"[A-Za-z0-9+/]+=*",
    prefixless=True,
)
def _(g):
    v = base64.b64encode(f"{g.s(20, B64URL)}:{g.s(22, B64URL)}".encode()).decode()
    return (
        f'es = Elasticsearch("https://acme-prod.es.europe-west1.gcp.cloud.es.io:443", api_key="{v}")\n',
        [v],
        v,
    )


@kind(
    "pagerduty_routing_key",
    "https://developer.pagerduty.com/docs/events-api-v2/trigger-events/",
    r"[a-f0-9]{32}",
    prefixless=True,
)
def _(g):
    v = _hex(g, 32)
    return (
        f"receivers:\n  - name: pagerduty-critical\n    pagerduty_configs:\n      - routing_key: {v}\n        severity: critical\n",
        [v],
        v,
    )


# -- auth and identity providers -----------------------------------------------------------------


@kind(
    "auth0_client_secret",
    "https://auth0.com/docs/get-started/applications/application-credentials",
    r"[A-Za-z0-9_-]{64}",
    prefixless=True,
)
def _(g):
    v = g.s(64, B64URL)
    return (
        f"AUTH0_SECRET='{_hex(g, 64)}'\nAUTH0_DOMAIN='acme.eu.auth0.com'\nAUTH0_CLIENT_ID='{g.s(32)}'\nAUTH0_CLIENT_SECRET='{v}'\n",
        [v],
        v,
    )


@kind(
    "okta_api_token",
    "https://developer.okta.com/docs/guides/create-an-api-token/main/",
    r"00[A-Za-z0-9_-]{40}",
    prefixless=True,
)
def _(g):
    v = "00" + g.s(40, B64URL)
    return (
        f'curl -v -X GET -H "Accept: application/json" -H "Authorization: SSWS {v}" "https://acme.okta.com/api/v1/users?limit=25"\n',
        [v],
        v,
    )


@kind(
    "clerk_secret_key",
    "https://clerk.com/docs/deployments/clerk-environment-variables",
    r"sk_(live|test)_[A-Za-z0-9]{40,50}",
)
def _(g):
    v = f"sk_live_{g.s(46)}"
    return f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_{g.s(40)}\nCLERK_SECRET_KEY={v}\n", [v], v


@kind(
    "github_oauth_app_secret",
    "https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps",
    r"[a-f0-9]{40}",
    prefixless=True,
)
def _(g):
    v = _hex(g, 40)
    return f'GitHub({{\n  clientId: "Ov23li{g.s(14)}",\n  clientSecret: "{v}",\n}}),\n', [v], v


@kind(
    "keycloak_client_secret",
    "https://www.keycloak.org/docs/latest/server_admin/#_client-credentials",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _(g):
    v = g.s(32)
    return (
        f"spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          keycloak:\n            client-id: orders-service\n            client-secret: {v}\n            authorization-grant-type: client_credentials\n",
        [v],
        v,
    )


@kind(
    "authjs_secret",
    "https://authjs.dev/getting-started/installation#setup-environment",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _(g):
    v = _b64(g, 32)
    return (
        f'$ npx auth secret\n📝 Created /app/.env.local with `AUTH_SECRET`.\n$ cat .env.local\nAUTH_SECRET="{v}" # Added by `npx auth`. Read more: https://cli.authjs.dev\n',
        [v],
        v,
    )


@kind(
    "oidc_refresh_token_response",
    "https://datatracker.ietf.org/doc/html/rfc6749#section-5.1",
    r"[A-Za-z0-9_-]{40,}",
    prefixless=True,
)
def _(g):
    at = _jwt(g, {"sub": g.uuid(), "aud": "api://orders", "exp": 1767229200}, "RS256")
    rt = g.s(64, B64URL)
    return (
        json.dumps(
            {
                "access_token": at,
                "token_type": "Bearer",
                "expires_in": 3600,
                "refresh_token": rt,
                "scope": "openid offline_access",
            },
            indent=2,
        ),
        [at, rt],
        rt,
    )


@kind(
    "bearer_jwt_http_log",
    "https://datatracker.ietf.org/doc/html/rfc6750#section-2.1 ; https://datatracker.ietf.org/doc/html/rfc7519",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
)
def _(g):
    v = _jwt(
        g,
        {"iss": "https://login.acme.dev", "sub": g.uuid(), "scope": "orders:write", "exp": 1767229200},
        "RS256",
    )
    return (
        f"> GET /v2/orders HTTP/2\n> Host: api.acme.dev\n> authorization: Bearer {v}\n> user-agent: curl/8.11.1\n< HTTP/2 401\n",
        [v],
        v,
    )


@kind(
    "saml_sp_private_key",
    "https://python3-saml.readthedocs.io/ ; https://github.com/SAML-Toolkits/python3-saml#settings",
    r"MII[A-Za-z0-9+/]{60,}",
)
def _(g):
    body = "".join(_pem_body(g, 8))
    v = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + body
    doc = {
        "sp": {
            "entityId": "https://app.acme.dev/saml/metadata",
            "x509cert": "MIIC" + g.s(60, B64),
            "privateKey": v,
        }
    }
    return json.dumps(doc, indent=4), [v], body[:48]


@kind(
    "session_cookie_express",
    "https://expressjs.com/en/resources/middleware/session.html",
    r"s%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9%]+",
    prefixless=True,
)
def _(g):
    sid = g.s(32, B64URL)
    sig = g.s(43, ALNUM)
    v = f"s%3A{sid}.{sig}"
    return (
        f"curl 'https://admin.acme.dev/api/users' -H 'cookie: connect.sid={v}; theme=dark'\n",
        [sid, sig],
        sid,
    )


@kind(
    "rails_session_cookie",
    "https://guides.rubyonrails.org/security.html#session-storage",
    r"[A-Za-z0-9%+/=-]{60,}",
    prefixless=True,
)
def _(g):
    v = f"{g.s(120, B64)}--{g.s(16, B64)}--{g.s(22, B64)}%3D%3D"
    return f"Set-Cookie: _shop_session={v}; path=/; secure; httponly; SameSite=Lax\n", [v], v[:60]


@kind(
    "totp_secret_otpauth",
    "https://github.com/google/google-authenticator/wiki/Key-Uri-Format",
    r"[A-Z2-7]{32}",
    prefixless=True,
)
def _(g):
    v = g.s(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    return (
        f"otpauth://totp/Acme:ops%40acme.dev?secret={v}&issuer=Acme&algorithm=SHA1&digits=6&period=30\n",
        [v],
        v,
    )


@kind(
    "recovery_codes_txt",
    "https://docs.github.com/en/authentication/securing-your-account-with-two-factor-authentication-2fa/configuring-two-factor-authentication-recovery-methods",
    r"[a-f0-9]{5}-[a-f0-9]{5}",
    prefixless=True,
)
def _(g):
    codes = [f"{_hex(g, 5)}-{_hex(g, 5)}" for _ in range(6)]
    return "github-recovery-codes.txt\n\n" + "\n".join(codes) + "\n", codes, codes[0]


@kind(
    "basic_auth_header_python",
    "https://datatracker.ietf.org/doc/html/rfc7617#section-2",
    r"[A-Za-z0-9+/]+=*",
    prefixless=True,
)
def _(g):
    v = base64.b64encode(f"svc-reporting:{g.password()}".encode()).decode()
    return (
        f'headers = {{"Authorization": "Basic {v}", "Accept": "application/json"}}\nr = requests.get(f"{{BASE}}/rest/api/2/search", headers=headers)\n',
        [v],
        v,
    )


# -- databases and queues ------------------------------------------------------------------------


@kind(
    "postgres_database_url",
    "https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING-URIS",
    r"[A-Za-z0-9-_~.]{12,}",
    prefixless=True,
)
def _(g):
    pw = g.s(22, URLPW)
    return (
        f"# conexión a la base de datos de producción (pedir acceso a Marta)\nDATABASE_URL=postgres://app:{pw}@db.internal.acme.dev:5432/app_production?sslmode=verify-full\n",
        [pw],
        pw,
    )


@kind(
    "mysql_cli_password_flag",
    "https://dev.mysql.com/doc/refman/8.4/en/connection-options.html#option_general_password",
    r"\S{8,}",
    prefixless=True,
)
def _(g):
    pw = _human(g)
    return (
        f"$ mysqldump -h 10.0.4.12 -u backup -p'{pw}' --single-transaction shop > shop.sql\nmysqldump: [Warning] Using a password on the command line interface can be insecure.\n",
        [pw],
        pw,
    )


@kind(
    "pgpass_line", "https://www.postgresql.org/docs/current/libpq-pgpass.html", r"[^:]{8,}", prefixless=True
)
def _(g):
    pw = g.s(18, ALNUM + "!#%&*+")
    return (
        f"$ cat ~/.pgpass\nlocalhost:5432:*:postgres:postgres\nreplica.acme.internal:5432:analytics:reporter:{pw}\n",
        [pw],
        pw,
    )


@kind(
    "redis_requirepass_conf",
    "https://redis.io/docs/latest/operate/oss_and_stack/management/security/#authentication",
    r"\S{16,}",
    prefixless=True,
)
def _(g):
    pw = _hex(g, 48)
    return (
        f"# /etc/redis/redis.conf\nbind 127.0.0.1 -::1\nprotected-mode yes\nrequirepass {pw}\nmaxmemory 2gb\n",
        [pw],
        pw,
    )


@kind(
    "redis_cli_auth_flag",
    "https://redis.io/docs/latest/develop/tools/cli/#host-port-password-and-database",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    pw = g.s(26, URLPW)
    return (
        f"$ redis-cli -h cache.acme.internal -p 6380 --tls -a {pw} --no-auth-warning INFO keyspace\n# Keyspace\ndb0:keys=48211,expires=48113\n",
        [pw],
        pw,
    )


@kind(
    "amqp_url_celery",
    "https://www.rabbitmq.com/docs/uri-spec ; https://docs.celeryq.dev/en/stable/userguide/configuration.html#broker-url",
    r"[A-Za-z0-9-_~.]{12,}",
    prefixless=True,
)
def _(g):
    pw = g.s(24, URLPW)
    return f'CELERY_BROKER_URL = "amqps://worker:{pw}@rabbit.acme.internal:5671/prod"\n', [pw], pw


@kind(
    "kafka_sasl_jaas_confluent",
    "https://docs.confluent.io/platform/current/kafka/authentication_sasl/authentication_sasl_plain.html",
    r"[A-Za-z0-9+/]{64}",
    prefixless=True,
)
def _(g):
    kid = g.s(16, UPPER_DIGITS)
    sec = g.s(64, B64)
    return (
        f"bootstrap.servers=pkc-{g.s(5, LOWER_DIGITS)}.eu-central-1.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username='{kid}' password='{sec}';\n",
        [sec],
        sec,
    )


@kind(
    "spring_datasource_password",
    "https://docs.spring.io/spring-boot/appendix/application-properties/index.html#application-properties.data.spring.datasource.password",
    r"\S{8,}",
    prefixless=True,
)
def _(g):
    pw = g.password()
    return (
        f"spring.datasource.url=jdbc:postgresql://db:5432/orders\nspring.datasource.username=orders\nspring.datasource.password={pw}\nspring.jpa.hibernate.ddl-auto=validate\n",
        [pw],
        pw,
    )


@kind(
    "sqlserver_connection_string",
    "https://learn.microsoft.com/en-us/dotnet/api/system.data.sqlclient.sqlconnection.connectionstring",
    r"[^;]{8,}",
    prefixless=True,
)
def _(g):
    pw = g.s(20, ALNUM + "!#$%*")
    return (
        json.dumps(
            {
                "ConnectionStrings": {
                    "Default": f"Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=Orders;User ID=orders_app;Password={pw};Encrypt=True;"
                }
            },
            indent=2,
        ),
        [pw],
        pw,
    )


@kind(
    "elastic_password_compose",
    "https://www.elastic.co/docs/deploy-manage/deploy/self-managed/install-elasticsearch-docker-compose",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    pw = g.s(20)
    return (
        f"services:\n  es01:\n    image: docker.elastic.co/elasticsearch/elasticsearch:9.1.0\n    environment:\n      - node.name=es01\n      - ELASTIC_PASSWORD={pw}\n      - xpack.security.enabled=true\n",
        [pw],
        pw,
    )


@kind(
    "snowflake_connections_toml",
    "https://docs.snowflake.com/en/developer-guide/snowflake-cli/connecting/configure-connections",
    r"\S{8,}",
    prefixless=True,
)
def _(g):
    pw = _human(g)
    return (
        f'[connections.prod]\naccount = "acme-xy12345"\nuser = "ETL_SVC"\npassword = "{pw}"\nwarehouse = "TRANSFORM_WH"\nrole = "TRANSFORMER"\n',
        [pw],
        pw,
    )


@kind("mysql_my_cnf", "https://dev.mysql.com/doc/refman/8.4/en/option-files.html", r"\S{8,}", prefixless=True)
def _(g):
    pw = g.s(16, ALNUM + "#%&")
    return (
        f'# ~/.my.cnf  (Zugangsdaten für das Backup-Skript, nicht einchecken!)\n[client]\nuser=root\npassword="{pw}"\nhost=127.0.0.1\n',
        [pw],
        pw,
    )


@kind(
    "mongo_root_password_k8s_secret",
    "https://kubernetes.io/docs/concepts/configuration/secret/#working-with-secrets",
    r"[A-Za-z0-9+/]+=*",
    prefixless=True,
)
def _(g):
    pw = g.s(20)
    v = base64.b64encode(pw.encode()).decode()
    return (
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: mongodb\ntype: Opaque\ndata:\n  mongodb-root-password: {v}\n  mongodb-root-user: cm9vdA==\n",
        [v],
        v,
    )


@kind(
    "redis_url_sidekiq",
    "https://github.com/sidekiq/sidekiq/wiki/Using-Redis",
    r"[A-Za-z0-9]{20,}",
    prefixless=True,
)
def _(g):
    pw = g.s(32)
    return (
        f'Sidekiq.configure_server do |config|\n  config.redis = {{ url: "rediss://:{pw}@redis-12345.c1.eu-west-1-1.ec2.redns.redis-cloud.com:12345/0" }}\nend\n',
        [pw],
        pw,
    )


@kind(
    "minio_root_password",
    "https://min.io/docs/minio/linux/reference/minio-server/settings/root-credentials.html",
    r"\S{8,}",
    prefixless=True,
)
def _(g):
    pw = g.s(32)
    return (
        f"# identifiants MinIO pour la démo, à changer avant la mise en prod\nENV MINIO_ROOT_USER=minioadmin\nENV MINIO_ROOT_PASSWORD={pw}\n",
        [pw],
        pw,
    )


# -- VPN, SSH, TLS ---------------------------------------------------------------------------------


@kind(
    "openssh_private_key",
    "https://man.openbsd.org/ssh-keygen ; https://github.com/openssh/openssh-portable/blob/master/PROTOCOL.key",
    r"-----BEGIN OPENSSH PRIVATE KEY-----",
)
def _(g):
    head = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    body = [head] + [g.s(70, B64) for _ in range(5)] + [g.s(20, B64) + "=="]
    return (
        "$ cat ~/.ssh/id_ed25519\n-----BEGIN OPENSSH PRIVATE KEY-----\n"
        + "\n".join(body)
        + "\n-----END OPENSSH PRIVATE KEY-----\n",
        body[1:],
        body[1],
    )


@kind(
    "wireguard_private_key",
    "https://www.wireguard.com/quickstart/ ; https://man7.org/linux/man-pages/man8/wg.8.html",
    r"[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=",
    prefixless=True,
)
def _(g):
    v = _b64(g, 32)
    psk = _b64(g, 32)
    return (
        f"[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = {v}\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {_b64(g, 32)}\nPresharedKey = {psk}\nEndpoint = vpn.acme.dev:51820\nAllowedIPs = 0.0.0.0/0\n",
        [v, psk],
        v,
    )


@kind(
    "openvpn_static_key",
    "https://openvpn.net/community-resources/reference-manual-for-openvpn-2-6/ (--tls-auth, --genkey)",
    r"[a-f0-9]{32}",
)
def _(g):
    lines = [_hex(g, 32) for _ in range(16)]
    return (
        "<tls-auth>\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n"
        + "\n".join(lines)
        + "\n-----END OpenVPN Static key V1-----\n</tls-auth>\nkey-direction 1\n",
        lines,
        lines[0],
    )


@kind(
    "tls_ec_private_key",
    "https://datatracker.ietf.org/doc/html/rfc5915 ; https://docs.openssl.org/3.0/man1/openssl-ec/",
    r"-----BEGIN EC PRIVATE KEY-----",
)
def _(g):
    body = ["MHcCAQEEI" + g.s(55, B64), g.s(64, B64), g.s(36, B64) + "=="]
    return (
        "$ openssl ecparam -name prime256v1 -genkey -noout | tee tls.key\n-----BEGIN EC PRIVATE KEY-----\n"
        + "\n".join(body)
        + "\n-----END EC PRIVATE KEY-----\n",
        body,
        body[1],
    )


@kind(
    "tls_key_k8s_secret",
    "https://kubernetes.io/docs/concepts/configuration/secret/#tls-secrets",
    r"LS0tLS1CRUdJTi[A-Za-z0-9+/=]+",
)
def _(g):
    pem, _body = _pem(g, "PRIVATE KEY", 5)
    v = base64.b64encode(pem.encode()).decode()
    return (
        f"apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: ingress-tls\ndata:\n  tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUR{g.s(40, B64)}\n  tls.key: {v}\n",
        [v],
        v[40:100],
    )


@kind(
    "tailscale_auth_key",
    "https://tailscale.com/kb/1085/auth-keys",
    r"tskey-auth-[A-Za-z0-9]{10,}-[A-Za-z0-9]{30,}",
)
def _(g):
    v = f"tskey-auth-k{g.s(10)}CNTRL-{g.s(33)}"
    return f"sudo tailscale up --auth-key={v} --advertise-tags=tag:ci --ssh\n", [v], v


@kind("sshpass_password", "https://linux.die.net/man/1/sshpass", r"\S{8,}", prefixless=True)
def _(g):
    pw = _human(g)
    return (
        f"sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no deploy@203.0.113.40 'sudo systemctl restart api'\n",
        [pw],
        pw,
    )


@kind(
    "ngrok_authtoken",
    "https://ngrok.com/docs/agent/config/v3/#authtoken",
    r"[0-9A-Za-z]{27}_[0-9A-Za-z]{21}",
    prefixless=True,
)
def _(g):
    v = f"{g.s(27)}_{g.s(21)}"
    return f'version: "3"\nagent:\n  authtoken: {v}\n', [v], v


@kind(
    "java_keystore_password",
    "https://docs.spring.io/spring-boot/how-to/webserver.html#howto.webserver.configure-ssl",
    r"\S{8,}",
    prefixless=True,
)
def _(g):
    pw = g.s(14, ALNUM)
    return (
        f"server:\n  port: 8443\n  ssl:\n    key-store: classpath:keystore.p12\n    key-store-password: {pw}\n    key-store-type: PKCS12\n",
        [pw],
        pw,
    )


# -- signing keys, webhook secrets, framework secrets --------------------------------------------


@kind(
    "jwt_secret_env",
    "https://datatracker.ietf.org/doc/html/rfc7518#section-3.2 (HS256 key at least 256 bits)",
    r"[A-Za-z0-9+/]{40,}",
    prefixless=True,
)
def _(g):
    v = _b64(g, 48)
    return f"JWT_SECRET={v}\nJWT_EXPIRES_IN=15m\n", [v], v


@kind(
    "jwt_secret_go_code",
    "https://pkg.go.dev/github.com/golang-jwt/jwt/v5#example-New-Hmac",
    r"\S{24,}",
    prefixless=True,
)
def _(g):
    v = g.s(40, ALNUM + "!@#$%^&*")
    return (
        f'var hmacSampleSecret = []byte("{v}")\n\ntoken := jwt.NewWithClaims(jwt.SigningMethodHS256, claims)\ntokenString, err := token.SignedString(hmacSampleSecret)\n',
        [v],
        v,
    )


@kind(
    "django_secret_key",
    "https://docs.djangoproject.com/en/5.2/ref/settings/#secret-key",
    r"[a-z0-9!@#$%^&*(\-_=+)]{50}",
    prefixless=True,
)
def _(g):
    v = g.s(50, DJANGO_CHARS)
    return (
        f"# settings/production.py\nDEBUG = False\nSECRET_KEY = '{v}'\nALLOWED_HOSTS = ['acme.dev']\n",
        [v],
        v,
    )


@kind(
    "rails_secret_key_base",
    "https://guides.rubyonrails.org/security.html#custom-credentials ; bin/rails secret",
    r"[a-f0-9]{128}",
    prefixless=True,
)
def _(g):
    v = _hex(g, 128)
    return (
        f"$ EDITOR=cat bin/rails credentials:show\naws:\n  access_key_id: 123\nsecret_key_base: {v}\n",
        [v],
        v,
    )


@kind(
    "rails_master_key",
    "https://guides.rubyonrails.org/security.html#custom-credentials (config/master.key)",
    r"[a-f0-9]{32}",
    prefixless=True,
)
def _(g):
    v = _hex(g, 32)
    return (
        f"- name: Build\n  env:\n    RAILS_ENV: production\n    RAILS_MASTER_KEY: {v}\n  run: bin/rails assets:precompile\n",
        [v],
        v,
    )


@kind(
    "laravel_app_key",
    "https://laravel.com/docs/12.x/encryption#configuration",
    r"base64:[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _(g):
    v = _b64(g, 32)
    return f"APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=base64:{v}\nAPP_DEBUG=false\n", [v], v


@kind(
    "flask_secret_key",
    "https://flask.palletsprojects.com/en/stable/config/#SECRET_KEY",
    r"[a-f0-9]{64}",
    prefixless=True,
)
def _(g):
    v = _hex(g, 64)
    return f"app = Flask(__name__)\napp.config['SECRET_KEY'] = '{v}'\n", [v], v


@kind(
    "aes_key_base64_yaml",
    "https://docs.spring.io/spring-security/reference/features/integrations/cryptography.html ; NIST SP 800-38D",
    r"[A-Za-z0-9+/]{43}=",
    prefixless=True,
)
def _(g):
    v = _b64(g, 32)
    return f'app:\n  crypto:\n    data-encryption-key: "{v}"\n    algorithm: AES/GCM/NoPadding\n', [v], v


@kind(
    "fernet_key_python", "https://cryptography.io/en/latest/fernet/", r"[A-Za-z0-9_-]{43}=", prefixless=True
)
def _(g):
    v = base64.urlsafe_b64encode(_raw(g, 32)).decode()
    return f"from cryptography.fernet import Fernet\nf = Fernet(b'{v}')\ntoken = f.encrypt(payload)\n", [v], v


@kind("hmac_signing_key_rust", "https://docs.rs/hmac/latest/hmac/", r"[a-f0-9]{64}", prefixless=True)
def _(g):
    v = _hex(g, 64)
    return (
        f'const SIGNING_KEY_HEX: &str = "{v}";\n\nlet mut mac = HmacSha256::new_from_slice(&hex::decode(SIGNING_KEY_HEX)?)?;\n',
        [v],
        v,
    )


@kind(
    "webhook_secret_java_props",
    "https://docs.github.com/en/webhooks/using-webhooks/validating-webhook-deliveries",
    r"\S{20,}",
    prefixless=True,
)
def _(g):
    v = g.s(32, ALNUM)
    return (
        f"webhooks.partner.endpoint=/hooks/partner\nwebhooks.partner.signing-secret={v}\nwebhooks.partner.tolerance=300s\n",
        [v],
        v,
    )


@kind(
    "encryption_key_hex_php",
    "https://www.php.net/manual/en/function.sodium-crypto-secretbox.php",
    r"[a-f0-9]{64}",
    prefixless=True,
)
def _(g):
    v = _hex(g, 64)
    return (
        f"<?php\nreturn [\n    'cipher' => 'xchacha20poly1305',\n    'key' => hex2bin('{v}'),\n];\n",
        [v],
        v,
    )


@kind(
    "age_secret_key",
    "https://github.com/FiloSottile/age#readme ; https://age-encryption.org/v1",
    r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",
)
def _(g):
    v = "AGE-SECRET-KEY-1" + g.s(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")
    return (
        f"# created: 2026-03-02T10:11:12Z\n# public key: age1{g.s(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}\n{v}\n",
        [v],
        v,
    )


@kind(
    "gpg_private_key_block",
    "https://www.gnupg.org/documentation/manuals/gnupg/Operational-GPG-Commands.html (--export-secret-keys --armor)",
    r"-----BEGIN PGP PRIVATE KEY BLOCK-----",
)
def _(g):
    body = ["lQdGBGY" + g.s(57, B64)] + [g.s(64, B64) for _ in range(6)]
    return (
        "$ gpg --export-secret-keys --armor 24875D73 \n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
        + "\n".join(body)
        + f"\n={g.s(4, B64)}\n-----END PGP PRIVATE KEY BLOCK-----\n",
        body,
        body[1],
    )


@kind(
    "cosign_password",
    "https://docs.sigstore.dev/cosign/signing/signing_with_containers/ (COSIGN_PASSWORD)",
    r"\S{8,}",
    prefixless=True,
)
def _(g):
    pw = g.s(24, SYMPW)
    return (
        f'- name: Sign image\n  env:\n    COSIGN_PASSWORD: "{pw}"\n  run: cosign sign --yes --key cosign.key ghcr.io/acme/api@${{{{ steps.build.outputs.digest }}}}\n',
        [pw],
        pw,
    )


@kind(
    "android_signing_passwords",
    "https://developer.android.com/studio/publish/app-signing#secure-shared-keystore",
    r"\S{8,}",
    prefixless=True,
)
def _(g):
    sp = g.s(16, ALNUM)
    kp = g.s(16, ALNUM)
    return (
        f"# keystore.properties\nstorePassword={sp}\nkeyPassword={kp}\nkeyAlias=upload\nstoreFile=../upload-keystore.jks\n",
        [sp, kp],
        sp,
    )


@kind(
    "apple_p8_key",
    "https://developer.apple.com/documentation/appstoreconnectapi/creating-api-keys-for-app-store-connect-api",
    r"-----BEGIN PRIVATE KEY-----",
)
def _(g):
    body = [
        "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + g.s(16, B64),
        g.s(64, B64),
        g.s(64, B64),
        g.s(8, B64),
    ]
    key = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body) + "\\n-----END PRIVATE KEY-----"
    return (
        f'APP_STORE_CONNECT_API_KEY_KEY_ID={g.s(10, UPPER_DIGITS)}\nAPP_STORE_CONNECT_API_KEY_ISSUER_ID={g.uuid()}\nAPP_STORE_CONNECT_API_KEY_KEY="{key}"\n',
        body[1:3],
        body[1],
    )


@kind(
    "ethereum_private_key_hardhat",
    "https://hardhat.org/hardhat-runner/docs/config#json-rpc-based-networks",
    r"(0x)?[a-f0-9]{64}",
    prefixless=True,
)
def _(g):
    v = _hex(g, 64)
    return (
        f'networks: {{\n  sepolia: {{\n    url: `https://eth-sepolia.g.alchemy.com/v2/${{ALCHEMY_KEY}}`,\n    accounts: ["0x{v}"],\n  }},\n}},\n',
        [v],
        v,
    )


@kind(
    "bip39_mnemonic",
    "https://github.com/bitcoin/bips/blob/master/bip-0039.mediawiki",
    r"([a-z]+ ){11}[a-z]+",
    prefixless=True,
)
def _(g):
    words = [
        "abandon",
        "bright",
        "canal",
        "dizzy",
        "embark",
        "fossil",
        "gadget",
        "hollow",
        "inmate",
        "jungle",
        "kettle",
        "lumber",
        "mirror",
        "nephew",
        "orbit",
        "pupil",
        "quarter",
        "rescue",
        "sunset",
        "timber",
        "unveil",
        "vessel",
        "wisdom",
        "zebra",
        "anchor",
        "blanket",
        "cactus",
        "donor",
        "eager",
        "fringe",
    ]
    v = " ".join(g.r.choice(words) for _ in range(12))
    return f'MNEMONIC="{v}"\n', [v], v.replace(" ", "-")


# -- product APIs a developer wires in ------------------------------------------------------------


@kind(
    "figma_pat",
    "https://help.figma.com/hc/en-us/articles/8085703771159-Manage-personal-access-tokens",
    r"figd_[A-Za-z0-9_-]{40}",
)
def _(g):
    v = f"figd_{g.s(40, B64URL)}"
    return (
        json.dumps(
            {
                "mcpServers": {
                    "figma": {
                        "command": "npx",
                        "args": ["-y", "figma-developer-mcp", f"--figma-api-key={v}", "--stdio"],
                    }
                }
            },
            indent=2,
        ),
        [v],
        v,
    )


@kind(
    "notion_integration_token",
    "https://developers.notion.com/docs/authorization#internal-integration-auth-flow-set-up",
    r"ntn_[0-9]{11}[A-Za-z0-9]{35}",
)
def _(g):
    v = f"ntn_{g.digits(11)}{g.s(35)}"
    return f'const notion = new Client({{ auth: "{v}" }});\n', [v], v


@kind("linear_api_key", "https://linear.app/developers/graphql#personal-api-keys", r"lin_api_[A-Za-z0-9]{40}")
def _(g):
    v = f"lin_api_{g.s(40)}"
    return (
        f'curl -X POST https://api.linear.app/graphql -H "Content-Type: application/json" -H "Authorization: {v}" --data \'{{ "query": "{{ viewer {{ id name }} }}" }}\'\n',
        [v],
        v,
    )


@kind(
    "cloudinary_url",
    "https://cloudinary.com/documentation/how_to_integrate_cloudinary#configure_the_sdk",
    r"[A-Za-z0-9_-]{27}",
    prefixless=True,
)
def _(g):
    sec = g.s(27, B64URL)
    return f"CLOUDINARY_URL=cloudinary://{g.digits(15)}:{sec}@acme-media\n", [sec], sec


@kind("firebase_ci_token", "https://firebase.google.com/docs/cli#cli-ci-systems", r"1//[A-Za-z0-9_-]{60,}")
def _(g):
    v = f"1//0{g.s(2, 'cefg')}{g.s(90, B64URL)}"
    return (
        f'$ firebase login:ci\n✔  Success! Use this token to login on a CI server:\n\n{v}\n\nExample: firebase deploy --token "$FIREBASE_TOKEN"\n',
        [v],
        v,
    )


# -- infrastructure and ops passwords (context only) ------------------------------------------------


@kind(
    "docker_login_password_flag",
    "https://docs.docker.com/reference/cli/docker/login/",
    r"\S{8,}",
    prefixless=True,
)
def _(g):
    pw = g.s(20, ALNUM + "!#%")
    return (
        f"$ docker login registry.acme.internal -u jenkins -p '{pw}'\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded\n",
        [pw],
        pw,
    )


@kind("helm_repo_password", "https://helm.sh/docs/helm/helm_repo_add/", r"\S{8,}", prefixless=True)
def _(g):
    pw = g.s(24)
    return f"helm repo add acme-charts https://charts.acme.internal --username ci --password {pw}\n", [pw], pw


@kind(
    "ansible_become_password",
    "https://docs.ansible.com/ansible/latest/playbook_guide/playbooks_privilege_escalation.html",
    r"\S{8,}",
    prefixless=True,
)
def _(g):
    pw = _human(g)
    return (
        f"[web]\nweb1.acme.internal ansible_user=deploy ansible_become_password='{pw}'\nweb2.acme.internal\n",
        [pw],
        pw,
    )


@kind(
    "ansible_vault_password_file",
    "https://docs.ansible.com/ansible/latest/vault_guide/vault_managing_passwords.html",
    r"\S{16,}",
    prefixless=True,
)
def _(g):
    pw = g.s(40, ALNUM + "-_")
    return (
        f"# senha do cofre do Ansible usada pelo pipeline\n$ cat .vault_pass\n{pw}\n$ ansible-playbook site.yml --vault-password-file .vault_pass\n",
        [pw],
        pw,
    )


@kind(
    "terraform_tfvars_password",
    "https://developer.hashicorp.com/terraform/language/values/variables#variable-definitions-tfvars-files",
    r"\S{8,}",
    prefixless=True,
)
def _(g):
    pw = g.s(20, ALNUM + "!#*")
    return (
        f'# prod.auto.tfvars\nregion          = "eu-west-1"\ndb_instance     = "db.r6g.large"\nrds_master_pass = "{pw}"\n',
        [pw],
        pw,
    )


@kind(
    "sudo_password_pipe", "https://man7.org/linux/man-pages/man8/sudo.8.html (-S)", r"\S{6,}", prefixless=True
)
def _(g):
    pw = g.password()
    return (
        f"# 本番サーバーでパッケージを入れる（パスワードは共有済み）\necho '{pw}' | sudo -S apt-get install -y postgresql-client-17\n",
        [pw],
        pw,
    )


@kind(
    "kubeconfig_sa_token",
    "https://kubernetes.io/docs/reference/access-authn-authz/service-accounts-admin/",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
)
def _(g):
    v = _jwt(
        g,
        {
            "iss": "kubernetes/serviceaccount",
            "kubernetes.io/serviceaccount/namespace": "ci",
            "sub": "system:serviceaccount:ci:deployer",
        },
        "RS256",
    )
    return f"users:\n- name: ci-deployer\n  user:\n    token: {v}\n", [v], v


@kind(
    "kubeconfig_client_key_data",
    "https://kubernetes.io/docs/concepts/configuration/organize-cluster-access-kubeconfig/",
    r"LS0tLS1CRUdJTi[A-Za-z0-9+/=]+",
)
def _(g):
    pem, _b = _pem(g, "RSA PRIVATE KEY", 5)
    v = base64.b64encode(pem.encode()).decode()
    return (
        f"users:\n- name: kubernetes-admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t{g.s(40, B64)}\n    client-key-data: {v}\n",
        [v],
        v[40:100],
    )


@kind(
    "sim_pin_modem_config",
    "https://www.freedesktop.org/software/ModemManager/man/latest/mmcli.1.html (--pin)",
    r"[0-9]{4,8}",
    prefixless=True,
)
def _(g):
    pin = g.digits(6)
    return (
        f"# LTE-Modem im Feldgerät entsperren\n$ mmcli -i 0 --pin={pin}\nsuccessfully sent PIN code to the SIM\n",
        [pin],
        pin,
    )


@kind(
    "proxy_credentials_env",
    "https://everything.curl.dev/usingcurl/proxies/env.html",
    r"[A-Za-z0-9-_~.]{8,}",
    prefixless=True,
)
def _(g):
    pw = g.s(14, URLPW)
    return (
        f"export HTTPS_PROXY=http://jdoe:{pw}@proxy.corp.acme.local:3128\nexport NO_PROXY=localhost,127.0.0.1,.acme.local\n",
        [pw],
        pw,
    )
