"""Held-out canary set 8: credentials sampled broadly across vendors and syntaxes (issue 31).

A canary set nobody has tuned on, measuring the redactor on credentials it was never tuned on.
It samples vendors from the maintained rule-set catalogues (gitleaks
``cmd/generate/config/rules/*.go``, Kingfisher ``rules/*.yml``, trufflehog ``pkg/detectors``) and
from what real projects hold: AI/ML providers, clouds, databases, queues, payments, CI/CD,
package registries, observability, auth providers, e-mail/SMS, maps, CMS, feature flags,
chat/webhooks, crypto wallets, VPN/SSH/TLS keys, signing keys and generic application secrets.
The syntax varies as much as the vendor: dotenv, YAML, TOML, JSON, INI, XML, HCL, .properties,
Dockerfile ENV/ARG, docker-compose, Helm values, Kubernetes Secrets (base64 ``data``), shell
``export``, CLI flags, URL userinfo, query strings, HTTP headers and cookies, and code in Python,
JavaScript/TypeScript, Go, Rust, Java, Kotlin, C#, Ruby, PHP, Swift, Elixir, Scala and Dart; and
as an agent sees them: ``printenv`` output, ``cat .env``, ``git diff`` hunks, ``grep -rn`` lines,
stack traces and log lines, test fixtures, JSON-escaped tool output.

How it was kept apart: written from vendors' public token documentation and the rule sets' own
public descriptions (cited per kind in ``heldout8_sources.tsv``) and knowledge of those
pages. Only lines 1-160 of ``heldout_canaries.py`` (alphabets, ``HeldOut``, ``_R``,
``Registry``), ``heldout_eval.py``, ``tests/test_heldout_canaries.py`` and the first 40 lines of
``heldout7_canaries.py`` (docstring style) were read; no redaction code, redaction test, label
file, other canary set, source list or result was read, and no kind was changed after seeing a
figure. A plain ``ls`` of ``benchmarks/`` and of the brief's folder showed file names only.
Values are random per seed (never a real credential or person); no kind here carries a
checksum (the CRC32 tail of GitHub-style tokens is not computed, only the documented shape). Kind names avoid the tuned
set's by an ``s8_`` prefix.

Kinds: 80, of which 24 are prefixless (their only clue is the context: a key name, a flag, a
header, URL userinfo). The brief asked for 140-170 with 60 prefixless; writing ran into the hard
deadline, so the set stops after AI/ML providers, code hosting/CI/registries and clouds/hosting
(databases, payments, messaging, observability, auth, keys and wallets are not covered). The
syntax and language coverage is narrower than the brief asked for, for the same reason.

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout8_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import json

from heldout_canaries import _R, ALNUM, B64, B64URL, HEX, LOWER_DIGITS, Registry

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

DJANGO_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
GL = "https://github.com/gitleaks/gitleaks/blob/master/cmd/generate/config/rules/"
KF = "https://github.com/mongodb/kingfisher/blob/main/data/rules/"
TH = "https://github.com/trufflesecurity/trufflehog/tree/main/pkg/detectors/"


def _b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def _b64u(obj: object) -> str:
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).rstrip(b"=").decode()


def _pem(g: _R, label: str, lines: int = 6) -> tuple[str, list[str]]:
    raw = bytes(g.r.getrandbits(8) for _ in range(48 * lines))
    b = base64.b64encode(raw).decode()
    body = [b[i : i + 64] for i in range(0, len(b), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(body) + f"\n-----END {label}-----\n", body


def _pw(g: _R) -> str:
    return g.s(6, ALNUM) + g.r.choice("!#%*") + g.s(9, ALNUM) + g.digits(2)


# ============================ AI / ML providers ==================================================


@kind(
    "s8_openai_project_key_dotenv",
    GL + "openai.go ; https://platform.openai.com/docs/api-reference/authentication",
    r"sk-proj-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
)
def _(g):
    v = "sk-proj-" + g.s(74, B64URL) + "T3BlbkFJ" + g.s(74, B64URL)
    return f"$ cat .env\nOPENAI_API_KEY={v}\nOPENAI_ORG=org-{g.s(24)}\n", [v], v


@kind(
    "s8_openai_svcacct_key_python", GL + "openai.go", r"sk-svcacct-[A-Za-z0-9_-]{58}T3BlbkFJ[A-Za-z0-9_-]{58}"
)
def _(g):
    v = "sk-svcacct-" + g.s(58, B64URL) + "T3BlbkFJ" + g.s(58, B64URL)
    return f'from openai import OpenAI\nclient = OpenAI(api_key="{v}")\n', [v], v


@kind(
    "s8_anthropic_admin_key_ts",
    GL + "anthropic.go ; https://docs.anthropic.com/en/api/administration-api",
    r"sk-ant-admin01-[A-Za-z0-9_-]{93}AA",
)
def _(g):
    v = "sk-ant-admin01-" + g.s(93, B64URL) + "AA"
    return f'const admin = new Anthropic({{ apiKey: "{v}" }});\n', [v], v


@kind(
    "s8_groq_key_shell_export",
    GL + "groq.go ; https://console.groq.com/docs/quickstart",
    r"gsk_[A-Za-z0-9]{52}",
)
def _(g):
    v = "gsk_" + g.s(52)
    return f"export GROQ_API_KEY='{v}'\n", [v], v


@kind(
    "s8_replicate_token_js",
    KF + "replicate.yml ; https://replicate.com/docs/reference/http#authentication",
    r"r8_[A-Za-z0-9]{37}",
)
def _(g):
    v = "r8_" + g.s(37)
    return f"const replicate = new Replicate({{ auth: '{v}' }});\n", [v], v


@kind(
    "s8_perplexity_key_curl",
    GL + "perplexity.go ; https://docs.perplexity.ai/guides/getting-started",
    r"pplx-[A-Za-z0-9]{48}",
)
def _(g):
    v = "pplx-" + g.s(48)
    return (
        f'curl https://api.perplexity.ai/chat/completions -H "Authorization: Bearer {v}" -d @req.json\n',
        [v],
        v,
    )


@kind("s8_xai_key_toml", KF + "xai.yml ; https://docs.x.ai/docs/overview", r"xai-[A-Za-z0-9]{80}")
def _(g):
    v = "xai-" + g.s(80)
    return f'[providers.xai]\nbase_url = "https://api.x.ai/v1"\napi_key = "{v}"\n', [v], v


@kind(
    "s8_openrouter_key_yaml",
    KF + "openrouter.yml ; https://openrouter.ai/docs/api-reference/authentication",
    r"sk-or-v1-[a-f0-9]{64}",
)
def _(g):
    v = "sk-or-v1-" + g.s(64, HEX)
    return f"llm:\n  provider: openrouter\n  api_key: {v}\n", [v], v


@kind("s8_deepseek_key_printenv", TH + "deepseek ; https://api-docs.deepseek.com/", r"sk-[a-f0-9]{32}")
def _(g):
    v = "sk-" + g.s(32, HEX)
    return f"$ printenv | grep -i deepseek\nDEEPSEEK_API_KEY={v}\n", [v], v


@kind(
    "s8_cohere_key_python",
    TH + "cohere ; https://docs.cohere.com/reference/about",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _(g):
    v = g.s(40)
    return f'import cohere\nco = cohere.ClientV2(api_key="{v}")\n', [v], v


@kind("s8_mistral_key_go", TH + "mistral ; https://docs.mistral.ai/api/", r"[A-Za-z0-9]{32}", prefixless=True)
def _(g):
    v = g.s(32)
    return f'client := mistral.NewMistralClientDefault("{v}")\n', [v], v


@kind(
    "s8_langsmith_key_dotenv",
    KF
    + "langchain.yml ; https://docs.smith.langchain.com/administration/how_to_guides/organization_management/create_account_api_key",
    r"lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}",
)
def _(g):
    v = "lsv2_pt_" + g.s(32, HEX) + "_" + g.s(10, HEX)
    return f"LANGCHAIN_TRACING_V2=true\nLANGCHAIN_API_KEY={v}\n", [v], v


@kind(
    "s8_pinecone_key_python",
    KF + "pinecone.yml ; https://docs.pinecone.io/guides/projects/manage-api-keys",
    r"pcsk_[A-Za-z0-9]{5,6}_[A-Za-z0-9]{63}",
)
def _(g):
    v = "pcsk_" + g.s(6) + "_" + g.s(63)
    return f'pc = Pinecone(api_key="{v}")\nindex = pc.Index("docs")\n', [v], v


@kind(
    "s8_wandb_key_netrc",
    TH + "wandb ; https://docs.wandb.ai/ref/cli/wandb-login",
    r"[a-f0-9]{40}",
    prefixless=True,
)
def _(g):
    v = g.s(40, HEX)
    return f"$ cat ~/.netrc\nmachine api.wandb.ai\n  login user\n  password {v}\n", [v], v


@kind(
    "s8_together_key_rust",
    TH + "togetherai ; https://docs.together.ai/reference/authentication",
    r"[a-f0-9]{64}",
    prefixless=True,
)
def _(g):
    v = g.s(64, HEX)
    return f'let together_api_key = "{v}";\nlet client = Client::new(together_api_key);\n', [v], v


@kind(
    "s8_fireworks_key_ts",
    KF + "fireworks.yml ; https://docs.fireworks.ai/api-reference/introduction",
    r"fw_[A-Za-z0-9]{24}",
)
def _(g):
    v = "fw_" + g.s(24)
    return f"export const FIREWORKS_API_KEY: string = '{v}';\n", [v], v


@kind(
    "s8_elevenlabs_key_header",
    GL + "elevenlabs.go ; https://elevenlabs.io/docs/api-reference/authentication",
    r"sk_[a-f0-9]{48}",
)
def _(g):
    v = "sk_" + g.s(48, HEX)
    return f"POST /v1/text-to-speech/abc HTTP/1.1\nHost: api.elevenlabs.io\nxi-api-key: {v}\n", [v], v


@kind(
    "s8_assemblyai_key_js",
    TH + "assemblyai ; https://www.assemblyai.com/docs/api-reference/overview",
    r"[a-f0-9]{32}",
    prefixless=True,
)
def _(g):
    v = g.s(32, HEX)
    return f"const client = new AssemblyAI({{ apiKey: '{v}' }})\n", [v], v


@kind(
    "s8_deepgram_key_elixir",
    TH + "deepgram ; https://developers.deepgram.com/reference/authentication",
    r"[a-f0-9]{40}",
    prefixless=True,
)
def _(g):
    v = g.s(40, HEX)
    return f'config :my_app, :deepgram, api_key: "{v}"\n', [v], v


@kind(
    "s8_gemini_key_python",
    GL + "gcp.go ; https://ai.google.dev/gemini-api/docs/api-key",
    r"AIza[0-9A-Za-z_-]{35}",
)
def _(g):
    v = "AIza" + g.s(35, B64URL)
    return f'import google.generativeai as genai\ngenai.configure(api_key="{v}")\n', [v], v


@kind(
    "s8_azure_openai_key_header",
    "https://learn.microsoft.com/en-us/azure/ai-services/openai/reference#authentication",
    r"[a-f0-9]{32}",
    prefixless=True,
)
def _(g):
    v = g.s(32, HEX)
    return (
        f"curl https://myres.openai.azure.com/openai/deployments/gpt/chat/completions?api-version=2024-06-01 "
        f'-H "api-key: {v}"\n',
        [v],
        v,
    )


@kind(
    "s8_voyage_key_dotenv",
    TH + "voyageai ; https://docs.voyageai.com/docs/api-key-and-installation",
    r"pa-[A-Za-z0-9_-]{43}",
)
def _(g):
    v = "pa-" + g.s(43, B64URL)
    return f"VOYAGE_API_KEY={v}\n", [v], v


@kind(
    "s8_modal_token_toml",
    KF + "modal.yml ; https://modal.com/docs/reference/modal.config",
    r"ak-[A-Za-z0-9]{22}",
)
def _(g):
    i, s = "ak-" + g.s(22), "as-" + g.s(22)
    return f'[default]\ntoken_id = "{i}"\ntoken_secret = "{s}"\n', [i, s], s


@kind(
    "s8_qdrant_key_compose",
    "https://qdrant.tech/documentation/guides/security/",
    r"[A-Za-z0-9_-]{32}",
    prefixless=True,
)
def _(g):
    v = g.s(32, B64URL)
    return (
        f"services:\n  qdrant:\n    image: qdrant/qdrant\n    environment:\n      QDRANT__SERVICE__API_KEY: {v}\n",
        [v],
        v,
    )


@kind(
    "s8_huggingface_token_git_remote",
    GL + "huggingface.go ; https://huggingface.co/docs/hub/security-tokens",
    r"hf_[A-Za-z]{34}",
)
def _(g):
    v = "hf_" + g.s(34, ALNUM[:52])
    return f"$ git remote -v\norigin\thttps://user:{v}@huggingface.co/spaces/acme/demo (fetch)\n", [v], v


# ============================ code hosting, CI/CD, registries ===================================


@kind(
    "s8_github_fine_grained_pat_gh_hosts",
    GL
    + "github.go ; https://github.blog/2022-10-18-introducing-fine-grained-personal-access-tokens-for-github/",
    r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
)
def _(g):
    v = "github_pat_" + g.s(22) + "_" + g.s(59)
    return f"github.com:\n    user: octo\n    oauth_token: {v}\n    git_protocol: https\n", [v], v


@kind(
    "s8_github_install_token_remote",
    GL
    + "github.go ; https://docs.github.com/en/apps/creating-github-apps/authenticating-with-a-github-app/authenticating-as-a-github-app-installation",
    r"ghs_[A-Za-z0-9]{36}",
)
def _(g):
    v = "ghs_" + g.s(36)
    return f"git clone https://x-access-token:{v}@github.com/acme/infra.git\n", [v], v


@kind("s8_github_oauth_token_json_escaped", GL + "github.go", r"gho_[A-Za-z0-9]{36}")
def _(g):
    v = "gho_" + g.s(36)
    return json.dumps({"stdout": f"Logged in\ntoken: {v}\n", "exit": 0}), [v], v


@kind(
    "s8_gitlab_pat_header",
    GL + "gitlab.go ; https://docs.gitlab.com/ee/security/tokens/",
    r"glpat-[A-Za-z0-9_-]{20}",
)
def _(g):
    v = "glpat-" + g.s(20, B64URL)
    return f'curl --header "PRIVATE-TOKEN: {v}" "https://gitlab.example.com/api/v4/projects"\n', [v], v


@kind(
    "s8_gitlab_runner_token_toml",
    GL + "gitlab.go ; https://docs.gitlab.com/ee/security/tokens/#token-prefixes",
    r"glrt-[A-Za-z0-9_-]{20}",
)
def _(g):
    v = "glrt-" + g.s(20, B64URL)
    return f'[[runners]]\n  name = "ci-1"\n  url = "https://gitlab.com"\n  token = "{v}"\n', [v], v


@kind(
    "s8_gitlab_deploy_token_diff",
    GL + "gitlab.go ; https://docs.gitlab.com/ee/security/tokens/#token-prefixes",
    r"gldt-[A-Za-z0-9_-]{20}",
)
def _(g):
    v = "gldt-" + g.s(20, B64URL)
    return f"@@ -3,2 +3,3 @@\n registry: registry.gitlab.com\n+deploy_password: {v}\n", [v], v


@kind("s8_gitlab_trigger_token_cli", GL + "gitlab.go", r"glptt-[a-f0-9]{40}")
def _(g):
    v = "glptt-" + g.s(40, HEX)
    return (
        f"curl -X POST --fail -F token={v} -F ref=main https://gitlab.com/api/v4/projects/9/trigger/pipeline\n",
        [v],
        v,
    )


@kind(
    "s8_npm_token_npmrc", GL + "npm.go ; https://docs.npmjs.com/about-access-tokens", r"npm_[A-Za-z0-9]{36}"
)
def _(g):
    v = "npm_" + g.s(36)
    return f"//registry.npmjs.org/:_authToken={v}\n", [v], v


@kind(
    "s8_pypi_token_pypirc",
    GL + "pypi.go ; https://pypi.org/help/#apitoken",
    r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
)
def _(g):
    v = "pypi-AgEIcHlwaS5vcmc" + g.s(70, B64URL)
    return f"[pypi]\n  username = __token__\n  password = {v}\n", [v], v


@kind(
    "s8_rubygems_key_yaml",
    GL + "rubygems.go ; https://guides.rubygems.org/api-key-scopes/",
    r"rubygems_[a-f0-9]{48}",
)
def _(g):
    v = "rubygems_" + g.s(48, HEX)
    return f"---\n:rubygems_api_key: {v}\n", [v], v


@kind(
    "s8_nuget_key_cli",
    KF + "nuget.yml ; https://learn.microsoft.com/en-us/nuget/nuget-org/publish-a-package",
    r"oy2[a-z0-9]{43}",
)
def _(g):
    v = "oy2" + g.s(43, LOWER_DIGITS)
    return (
        f"dotnet nuget push bin/Release/Acme.1.2.0.nupkg -k {v} -s https://api.nuget.org/v3/index.json\n",
        [v],
        v,
    )


@kind(
    "s8_dockerhub_pat_login",
    GL + "docker.go ; https://docs.docker.com/security/for-developers/access-tokens/",
    r"dckr_pat_[A-Za-z0-9_-]{27}",
)
def _(g):
    v = "dckr_pat_" + g.s(27, B64URL)
    return f"echo {v} | docker login -u acmebot --password-stdin\n", [v], v


@kind(
    "s8_crates_io_token_credentials_toml",
    "https://doc.rust-lang.org/cargo/reference/config.html#credentials ; " + KF + "crates.yml",
    r"cio[A-Za-z0-9]{32}",
)
def _(g):
    v = "cio" + g.s(32)
    return f'$ cat ~/.cargo/credentials.toml\n[registry]\ntoken = "{v}"\n', [v], v


@kind(
    "s8_terraform_cloud_token_tfrc",
    GL + "hashicorp.go ; https://developer.hashicorp.com/terraform/cli/config/config-file#credentials",
    r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_-]{67}",
)
def _(g):
    v = g.s(14) + ".atlasv1." + g.s(67, B64URL)
    return f'credentials "app.terraform.io" {{\n  token = "{v}"\n}}\n', [v], v


@kind(
    "s8_vault_service_token_env",
    GL + "hashicorp.go ; https://developer.hashicorp.com/vault/docs/concepts/tokens#token-prefixes",
    r"hvs\.[A-Za-z0-9_-]{90}",
)
def _(g):
    v = "hvs." + g.s(90, B64URL)
    return f"VAULT_ADDR=https://vault.internal:8200 VAULT_TOKEN={v} vault kv get secret/app\n", [v], v


@kind(
    "s8_doppler_service_token_dockerfile",
    GL + "doppler.go ; https://docs.doppler.com/docs/service-tokens",
    r"dp\.st\.[a-z0-9_]{2,35}\.[A-Za-z0-9]{40}",
)
def _(g):
    v = "dp.st.prd." + g.s(40)
    return f"FROM node:20\nARG DOPPLER_TOKEN={v}\nRUN doppler run -- npm run build\n", [v], v


@kind(
    "s8_pulumi_token_ci_yaml",
    GL + "pulumi.go ; https://www.pulumi.com/docs/pulumi-cloud/access-management/access-tokens/",
    r"pul-[a-f0-9]{40}",
)
def _(g):
    v = "pul-" + g.s(40, HEX)
    return f"jobs:\n  up:\n    env:\n      PULUMI_ACCESS_TOKEN: {v}\n", [v], v


@kind(
    "s8_circleci_pat_header",
    KF + "circleci.yml ; https://circleci.com/docs/managing-api-tokens/",
    r"CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40}",
)
def _(g):
    v = "CCIPAT_" + g.s(22) + "_" + g.s(40, HEX)
    return f"curl -H 'Circle-Token: {v}' https://circleci.com/api/v2/me\n", [v], v


@kind(
    "s8_buildkite_token_cli",
    KF + "buildkite.yml ; https://buildkite.com/docs/apis/managing-api-tokens",
    r"bkua_[a-f0-9]{40}",
)
def _(g):
    v = "bkua_" + g.s(40, HEX)
    return f"bk configure --org acme --token {v}\n", [v], v


@kind(
    "s8_jfrog_api_key_gradle",
    GL + "jfrog.go ; https://jfrog.com/help/r/jfrog-platform-administration-documentation/api-key",
    r"AKCp[A-Za-z0-9]{69}",
)
def _(g):
    v = "AKCp" + g.s(69)
    return f"artifactory_user=ci\nartifactory_password={v}\n", [v], v


@kind(
    "s8_sonarqube_token_maven",
    GL
    + "sonar.go ; https://docs.sonarsource.com/sonarqube/latest/user-guide/user-account/generating-and-using-tokens/",
    r"squ_[a-f0-9]{40}",
)
def _(g):
    v = "squ_" + g.s(40, HEX)
    return f"mvn sonar:sonar -Dsonar.host.url=https://sonar.acme.io -Dsonar.token={v}\n", [v], v


@kind(
    "s8_snyk_token_env_prefixless",
    TH + "snyk ; https://docs.snyk.io/snyk-cli/authenticate-to-use-the-cli",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _(g):
    v = g.uuid()
    return f"- name: snyk test\n  env:\n    SNYK_TOKEN: {v}\n", [v], v


@kind(
    "s8_codecov_token_action",
    TH + "codecov ; https://docs.codecov.com/docs/adding-the-codecov-token",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _(g):
    v = g.uuid()
    return f"- uses: codecov/codecov-action@v4\n  with:\n    token: {v}\n", [v], v


@kind(
    "s8_jenkins_api_token_cli",
    TH + "jenkins ; https://www.jenkins.io/doc/book/system-administration/authenticating-scripted-clients/",
    r"11[a-f0-9]{32}",
    prefixless=True,
)
def _(g):
    v = "11" + g.s(32, HEX)
    return f"curl -u deploy:{v} https://ci.acme.io/job/app/build?delay=0sec\n", [v], v


@kind(
    "s8_azure_devops_pat_git_config",
    TH
    + "azuredevopspersonalaccesstoken ; https://learn.microsoft.com/en-us/azure/devops/organizations/accounts/use-personal-access-tokens-to-authenticate",
    r"[a-z2-7]{52}",
    prefixless=True,
)
def _(g):
    v = g.s(52, "abcdefghijklmnopqrstuvwxyz234567")
    return (
        f'git -c http.extraHeader="Authorization: Basic {_b64(":" + v)}" clone https://dev.azure.com/acme/_git/app\n# pat={v}\n',
        [v, _b64(":" + v)],
        v,
    )


@kind(
    "s8_bitbucket_app_password_url",
    GL + "bitbucket.go ; https://support.atlassian.com/bitbucket-cloud/docs/app-passwords/",
    r"ATBB[A-Za-z0-9]{32}[A-F0-9]{8}",
)
def _(g):
    v = "ATBB" + g.s(32) + g.s(8, "0123456789ABCDEF")
    return f"https://acme-ci:{v}@bitbucket.org/acme/app.git\n", [v], v


@kind(
    "s8_gitea_token_ini",
    TH + "gitea ; https://docs.gitea.com/development/api-usage",
    r"[a-f0-9]{40}",
    prefixless=True,
)
def _(g):
    v = g.s(40, HEX)
    return f"[gitea]\nurl = https://git.acme.io\ntoken = {v}\n", [v], v


@kind(
    "s8_sourcegraph_token_env",
    GL + "sourcegraph.go ; https://sourcegraph.com/docs/cli/references/access-tokens",
    r"sgp_[a-f0-9]{16}_[a-f0-9]{40}",
)
def _(g):
    v = "sgp_" + g.s(16, HEX) + "_" + g.s(40, HEX)
    return f"SRC_ENDPOINT=https://sourcegraph.com SRC_ACCESS_TOKEN={v} src search 'repo:acme'\n", [v], v


@kind(
    "s8_travis_token_yaml",
    TH + "travisci ; https://docs.travis-ci.com/user/encryption-keys/",
    r"[A-Za-z0-9_-]{22}",
    prefixless=True,
)
def _(g):
    v = g.s(22, B64URL)
    return f"travis:\n  endpoint: https://api.travis-ci.com\n  access_token: {v}\n", [v], v


# ============================ clouds and hosting ================================================


@kind(
    "s8_aws_keypair_credentials_ini",
    GL + "aws.go ; https://docs.aws.amazon.com/cli/latest/userguide/cli-configure-files.html",
    r"AKIA[A-Z2-7]{16}",
)
def _(g):
    i = "AKIA" + g.s(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    s = g.s(40, B64)
    return f"[prod]\naws_access_key_id = {i}\naws_secret_access_key = {s}\nregion = eu-west-1\n", [i, s], i


@kind(
    "s8_aws_secret_key_only_printenv",
    "https://docs.aws.amazon.com/cli/latest/userguide/cli-configure-envvars.html",
    r"[A-Za-z0-9+/]{40}",
    prefixless=True,
)
def _(g):
    s = g.s(40, B64)
    return (
        f"$ printenv | sort\nAWS_REGION=us-east-1\nAWS_SECRET_ACCESS_KEY={s}\nHOME=/root\n",
        [s],
        s.replace("/", "_"),
    )


@kind(
    "s8_aws_session_creds_json",
    GL + "aws.go ; https://docs.aws.amazon.com/STS/latest/APIReference/API_AssumeRole.html",
    r"ASIA[A-Z2-7]{16}",
)
def _(g):
    i = "ASIA" + g.s(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    s = g.s(40, B64)
    t = "IQoJb3JpZ2luX2Vj" + g.s(200, B64)
    body = {
        "Credentials": {
            "AccessKeyId": i,
            "SecretAccessKey": s,
            "SessionToken": t,
            "Expiration": "2026-05-01T10:00:00Z",
        }
    }
    return json.dumps(body, indent=2), [i, s, t], i


@kind(
    "s8_gcp_oauth_client_secret_json",
    GL + "gcp.go ; https://developers.google.com/identity/protocols/oauth2",
    r"GOCSPX-[A-Za-z0-9_-]{28}",
)
def _(g):
    v = "GOCSPX-" + g.s(28, B64URL)
    cid = g.digits(12) + "-" + g.s(32, LOWER_DIGITS) + ".apps.googleusercontent.com"
    return json.dumps({"installed": {"client_id": cid, "client_secret": v}}), [v], v


@kind(
    "s8_gcp_sa_private_key_id_json",
    "https://cloud.google.com/iam/docs/keys-create-delete",
    r"[a-f0-9]{40}",
    prefixless=True,
)
def _(g):
    v = g.s(40, HEX)
    return (
        json.dumps(
            {
                "type": "service_account",
                "project_id": "acme-prod",
                "private_key_id": v,
                "client_email": "ci@acme-prod.iam.gserviceaccount.com",
            },
            indent=1,
        ),
        [v],
        v,
    )


@kind(
    "s8_gcp_api_key_android_xml",
    GL + "gcp.go ; https://cloud.google.com/docs/authentication/api-keys",
    r"AIza[0-9A-Za-z_-]{35}",
)
def _(g):
    v = "AIza" + g.s(35, B64URL)
    return (
        f'<resources>\n    <string name="google_maps_key" translatable="false">{v}</string>\n</resources>\n',
        [v],
        v,
    )


@kind(
    "s8_azure_storage_conn_string_appsettings",
    GL
    + "azure.go ; https://learn.microsoft.com/en-us/azure/storage/common/storage-configure-connection-string",
    r"[A-Za-z0-9+/]{86}==",
)
def _(g):
    k = g.s(86, B64) + "=="
    cs = (
        f"DefaultEndpointsProtocol=https;AccountName=acmestore;AccountKey={k};EndpointSuffix=core.windows.net"
    )
    return json.dumps({"ConnectionStrings": {"Blob": cs}}, indent=2), [k], k.replace("/", "_")


@kind(
    "s8_azure_ad_client_secret_csharp",
    GL
    + "azure.go ; https://learn.microsoft.com/en-us/entra/identity-platform/howto-create-service-principal-portal",
    r"[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{34}",
)
def _(g):
    v = g.s(3) + g.digits(1) + "Q~" + g.s(34, ALNUM + "_~.-")
    return f'var cred = new ClientSecretCredential(tenantId, clientId, "{v}");\n', [v], v.replace("~", "-")


@kind(
    "s8_azure_sas_token_url",
    "https://learn.microsoft.com/en-us/azure/storage/common/storage-sas-overview",
    r"[A-Za-z0-9%]{40,}",
    prefixless=True,
)
def _(g):
    sig = g.s(43, ALNUM) + "%3D"
    return (
        f"azcopy copy ./dist 'https://acme.blob.core.windows.net/web?sv=2022-11-02&ss=b&srt=co&sp=rwdlac"
        f"&se=2026-12-31T00:00:00Z&spr=https&sig={sig}' --recursive\n",
        [sig],
        sig,
    )


@kind(
    "s8_digitalocean_pat_doctl",
    GL + "digitalocean.go ; https://docs.digitalocean.com/reference/api/create-personal-access-token/",
    r"dop_v1_[a-f0-9]{64}",
)
def _(g):
    v = "dop_v1_" + g.s(64, HEX)
    return f"doctl auth init --access-token {v}\n", [v], v


@kind(
    "s8_linode_token_hcl",
    TH + "linode ; https://techdocs.akamai.com/linode-api/reference/get-started",
    r"[a-f0-9]{64}",
    prefixless=True,
)
def _(g):
    v = g.s(64, HEX)
    return f'provider "linode" {{\n  token = "{v}"\n}}\n', [v], v


@kind(
    "s8_hetzner_token_cli",
    TH + "hetzner ; https://docs.hetzner.cloud/#authentication",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _(g):
    v = g.s(64)
    return f"HCLOUD_TOKEN={v} hcloud server list\n", [v], v


@kind(
    "s8_cloudflare_api_token_wrangler",
    GL + "cloudflare.go ; https://developers.cloudflare.com/fundamentals/api/get-started/create-token/",
    r"[A-Za-z0-9_-]{40}",
    prefixless=True,
)
def _(g):
    v = g.s(40, B64URL)
    return (
        f"$ grep -rn CLOUDFLARE .github/\n.github/workflows/deploy.yml:22:          CLOUDFLARE_API_TOKEN: {v}\n",
        [v],
        v,
    )


@kind(
    "s8_cloudflare_origin_ca_key",
    GL + "cloudflare.go ; https://developers.cloudflare.com/fundamentals/api/get-started/ca-keys/",
    r"v1\.0-[a-f0-9]{24}-[a-f0-9]{146}",
)
def _(g):
    v = "v1.0-" + g.s(24, HEX) + "-" + g.s(146, HEX)
    return f"X-Auth-User-Service-Key: {v}\n", [v], v


@kind(
    "s8_flyio_token_secrets",
    GL + "flyio.go ; https://fly.io/docs/security/tokens/",
    r"fm2_[A-Za-z0-9+/]{100,}={0,2}",
)
def _(g):
    v = "fm2_" + g.s(120, B64)
    return f'FLY_API_TOKEN="FlyV1 {v}" flyctl deploy --remote-only\n', [v], v.replace("/", "_")


@kind(
    "s8_vercel_token_cli",
    TH + "vercel ; https://vercel.com/docs/rest-api#creating-an-access-token",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _(g):
    v = g.s(24)
    return f"npx vercel deploy --prod --token={v} --yes\n", [v], v


@kind(
    "s8_netlify_pat_toml",
    KF + "netlify.yml ; https://docs.netlify.com/api/get-started/#authentication",
    r"nfp_[A-Za-z0-9]{36}",
)
def _(g):
    v = "nfp_" + g.s(36)
    return f"NETLIFY_AUTH_TOKEN={v} netlify deploy --prod --dir=dist\n", [v], v


@kind(
    "s8_heroku_api_key_v2",
    GL + "heroku.go ; https://devcenter.heroku.com/articles/authentication",
    r"HRKU-AA[A-Za-z0-9_-]{58}",
)
def _(g):
    v = "HRKU-AA" + g.s(58, B64URL)
    return f"machine api.heroku.com\n  login ops@acme.io\n  password {v}\n", [v], v


@kind(
    "s8_supabase_access_token",
    KF + "supabase.yml ; https://supabase.com/docs/reference/cli/supabase-login",
    r"sbp_[a-f0-9]{40}",
)
def _(g):
    v = "sbp_" + g.s(40, HEX)
    return f"supabase login --token {v}\n", [v], v


@kind(
    "s8_render_api_key_header",
    KF + "render.yml ; https://render.com/docs/api#1-create-an-api-key",
    r"rnd_[A-Za-z0-9]{32}",
)
def _(g):
    v = "rnd_" + g.s(32)
    return f"GET /v1/services HTTP/1.1\nAuthorization: Bearer {v}\n", [v], v


@kind(
    "s8_railway_token_env",
    TH + "railwayapp ; https://docs.railway.com/guides/public-api",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _(g):
    v = g.uuid()
    return f"RAILWAY_TOKEN={v} railway up\n", [v], v


@kind(
    "s8_scalingo_token",
    GL + "scalingo.go ; https://doc.scalingo.com/platform/cli/start",
    r"tk-us-[A-Za-z0-9_-]{48}",
)
def _(g):
    v = "tk-us-" + g.s(48, B64URL)
    return f"scalingo login --api-token {v}\n", [v], v


@kind(
    "s8_databricks_token_cfg",
    GL + "databricks.go ; https://docs.databricks.com/en/dev-tools/auth/pat.html",
    r"dapi[a-f0-9]{32}(-\d)?",
)
def _(g):
    v = "dapi" + g.s(32, HEX)
    return f"[DEFAULT]\nhost  = https://adb-1234.5.azuredatabricks.net\ntoken = {v}\n", [v], v


@kind(
    "s8_tailscale_authkey_compose",
    KF + "tailscale.yml ; https://tailscale.com/kb/1085/auth-keys",
    r"tskey-auth-[A-Za-z0-9]{11,17}-[A-Za-z0-9]{30,35}",
)
def _(g):
    v = "tskey-auth-" + g.s(12) + "-" + g.s(33)
    return f"  tailscale:\n    image: tailscale/tailscale\n    environment:\n      - TS_AUTHKEY={v}\n", [v], v


@kind(
    "s8_ngrok_authtoken_yml",
    TH + "ngrok ; https://ngrok.com/docs/agent/config/",
    r"[A-Za-z0-9]{27}_[A-Za-z0-9]{21}",
    prefixless=True,
)
def _(g):
    v = g.s(27) + "_" + g.s(21)
    return f'version: "2"\nauthtoken: {v}\n', [v], v


@kind(
    "s8_upstash_rest_token_ts",
    TH + "upstash ; https://upstash.com/docs/redis/features/restapi",
    r"A[A-Za-z0-9]{60,}",
    prefixless=True,
)
def _(g):
    v = "A" + g.s(3, "XY") + g.s(64)
    return (
        f"const redis = new Redis({{\n  url: 'https://eu1-keen-cat-3.upstash.io',\n  token: '{v}',\n}})\n",
        [v],
        v,
    )
