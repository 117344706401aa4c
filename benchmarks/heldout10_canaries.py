"""Held-out canary set 10: credentials the way coding sessions actually show them (issue 31).

A canary set nobody has tuned on, credentials only. It covers:

1. **Tool outputs that echo secrets**: ``printenv``/``env`` and Windows ``set`` dumps, ``docker
   inspect`` Env arrays, ``kubectl get secret -o yaml`` (``data:`` base64) and ``stringData:``
   manifests, ``ps aux`` command lines, ``/proc/<pid>/environ`` shown with ``^@`` and as a Python
   bytes repr with ``\\x00``, ``curl -v`` and ``http --verbose`` request headers, ``http.client``
   debug output and an httpx-style header log, ``git remote -v``, ``pip config list``, ``npm config
   list``, ``composer config --list``, ``terraform output -json``, ``heroku config``, ``vercel env
   pull``, ``supabase status``, ``firebase functions:config:get``, and Java, Python and Node
   errors that embed a connection string.
2. **Source code** assigning a secret in Go, Rust, Spring ``.properties`` and ``.yml``, Kotlin,
   Swift, C# and ``appsettings.json``, Laravel ``.env`` and ``config/*.php``, Rails
   ``credentials:show`` and ``secrets.yml``, Elixir ``runtime.exs``, Play HOCON, Lua, R, Julia,
   Dart, Haskell; a ``git diff``, a Markdown table, a YAML block scalar holding a PEM key, a
   heredoc, JSON escaped twice, a base64-wrapped ``.env`` and a URL-encoded form post.
3. **Newer vendors' token formats** from their docs (Groq, xAI, Mistral, DeepSeek, OpenRouter,
   Together, Cerebras, Fireworks, Perplexity, Replicate, ElevenLabs, Deepgram, AssemblyAI, Cohere,
   Voyage, Jina, Pinecone, Qdrant, Weaviate, Supabase, Neon, PlanetScale, Turso, Upstash, Convex,
   Clerk, Resend, Loops, Inngest, Trigger.dev, Axiom, Better Stack, Doppler, Infisical, 1Password,
   Tailscale, Cloudflare, Fastly, Render, Railway, Modal, Sentry, Grafana, Linear, Notion,
   Airtable, Figma, Atlassian, Shopify, Square, Plaid, Twilio, Mailgun, Postmark, Svix,
   Bitbucket, JFrog, Azure DevOps), prefixed or prefixless as the vendor issues them.
4. **Prefixless secrets** known only by their context: passwords in JDBC, ODBC/ADO.NET, Prisma,
   Redis, MongoDB, AMQP, MQTT, LDAP and SMB/CIFS carriers, HMAC webhook secrets, AES hex keys,
   Fernet keys, age and minisign secret keys, ``otpauth://`` seeds, OpenSSH and EC private keys
   split over lines, a PKCS#12 ``-passout``, Android keystore and GPG passphrases.

How it was kept apart: written in one sitting at commit 6cc9a0e (branch ``set10``) from public
vendor, CLI and format documentation (cited per kind in ``SOURCES`` and ``heldout10_sources.tsv``)
and from knowledge of those pages. After a first version the ``search`` tool (corpora ``code``
and ``docs``) was used to check formats against public rule sets and vendor pages: Cerebras
(betterleaks rule), Tailscale key prefixes, Together ``tgp_v1_``, the 1Password service-account
token (gitleaks rule: standard base64, so it was corrected), Notion ``ntn_`` and Sentry
``sntryu_`` (Checkmarx 2ms rules), Render ``rnd_`` (corrected to 28 characters), Grafana; the
Sentry organization token and the legacy Grafana key were added then. Only lines 1-160 of
``heldout_canaries.py`` (alphabets, ``HeldOut``, ``_R``, ``Registry``), ``heldout_eval.py``,
``tests/test_heldout_canaries.py`` and the first 60 lines of ``heldout9_canaries.py`` (its
docstring and imports) were read; no redaction code, redaction test, ``tests/canaries.py``,
label file, other canary set, source list or result was read. The harness was run only with the
command below, its output read only through a filter that prints the plants that do not reach
the output without redaction (0 at seed 7), never for a recall figure; no kind was changed after
seeing a figure. Values are random per seed, never a real credential.

100 kinds, all credentials, 51 of them prefixless (only their context is a clue).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout10_canaries --seed 7 --json --negatives 0"""

from __future__ import annotations

import base64
import json
from urllib.parse import quote

from heldout_canaries import (
    _R,
    ALNUM,
    B64,
    B64URL,
    HEX,
    LOWER_DIGITS,
    UPPER_DIGITS,
    Registry,
    _b64u,
    _pem_body,
)

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
HEXU = "0123456789ABCDEF"


def _pw(g: _R) -> str:
    """A human-made password with no character that a URL, a DSN or a shell would need escaped."""
    word = g.r.choice(["Harbor", "lantern", "Cobalt", "meadow", "Zephyr", "pepper", "Granite"])
    return word + g.digits(4) + g.s(6, ALNUM)


def _b64std(obj: object) -> str:
    return base64.b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode()


def _jwt(g: _R, payload: dict, alg: str = "HS256") -> str:
    return _b64u({"alg": alg, "typ": "JWT"}) + "." + _b64u(payload) + "." + g.s(43, B64URL)


# -- tool outputs that echo secrets ---------------------------------------------------------------


@kind("printenv_groq_key", "https://console.groq.com/docs/quickstart", r"gsk_[A-Za-z0-9]{52}")
def _printenv_groq(g):
    v = "gsk_" + g.s(52)
    t = (
        "$ printenv | sort\nCOLORTERM=truecolor\nEDITOR=nvim\nGOPATH=/home/dev/go\n"
        f"GROQ_API_KEY={v}\nHOME=/home/dev\nLANG=en_US.UTF-8\nPATH=/usr/local/bin:/usr/bin:/bin\n"
    )
    return t, [v], v


@kind("env_dump_xai_key", "https://docs.x.ai/docs/tutorial", r"xai-[A-Za-z0-9]{80}")
def _env_xai(g):
    v = "xai-" + g.s(80)
    t = f"$ env | grep -i -e key -e model\nXAI_MODEL=grok-4\nXAI_API_KEY={v}\nSSH_AUTH_SOCK=/tmp/ssh-XXXX/agent.812\n"
    return t, [v], v


@kind(
    "windows_set_mistral_key",
    "https://docs.mistral.ai/getting-started/quickstart/ ; https://learn.microsoft.com/windows-server/administration/windows-commands/set_1",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _set_mistral(g):
    v = g.s(32)
    t = (
        "C:\\Users\\dev\\src\\chatbot>set M\nMISTRAL_API_KEY="
        + v
        + "\nMSMPI_BIN=C:\\Program Files\\Microsoft MPI\\Bin\\\n"
        "MSYS_NO_PATHCONV=1\n"
    )
    return t, [v], v


@kind(
    "docker_inspect_env_deepseek",
    "https://api-docs.deepseek.com/ ; https://docs.docker.com/reference/cli/docker/inspect/",
    r"sk-[0-9a-f]{32}",
)
def _docker_deepseek(g):
    v = "sk-" + g.s(32, HEX)
    t = (
        "$ docker inspect --format '{{json .Config.Env}}' api-worker-1 | jq .\n[\n"
        '  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",\n'
        f'  "DEEPSEEK_API_KEY={v}",\n  "DEEPSEEK_BASE_URL=https://api.deepseek.com",\n  "PYTHONUNBUFFERED=1"\n]\n'
    )
    return t, [v], v


@kind(
    "kubectl_secret_data_base64",
    "https://kubernetes.io/docs/concepts/configuration/secret/#editing-a-secret",
    r"[A-Za-z0-9+/]+={0,2}",
    prefixless=True,
)
def _kube_data(g):
    pw = _pw(g)
    v = base64.b64encode(pw.encode()).decode()
    user = base64.b64encode(b"app_rw").decode()
    t = (
        "$ kubectl get secret db-credentials -n payments -o yaml\napiVersion: v1\ndata:\n"
        f"  password: {v}\n  username: {user}\nkind: Secret\nmetadata:\n  name: db-credentials\n"
        "  namespace: payments\ntype: Opaque\n"
    )
    return t, [v], v


@kind(
    "kubectl_secret_stringdata_openrouter",
    "https://openrouter.ai/docs/api-reference/authentication ; https://kubernetes.io/docs/tasks/configmap-secret/managing-secret-using-config-file/",
    r"sk-or-v1-[0-9a-f]{64}",
)
def _kube_stringdata(g):
    v = "sk-or-v1-" + g.s(64, HEX)
    t = (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: llm-gateway\ntype: Opaque\nstringData:\n"
        f"  OPENROUTER_API_KEY: {v}\n  OPENROUTER_SITE_URL: https://chat.example.org\n"
    )
    return t, [v], v


@kind(
    "ps_aux_mysql_password",
    "https://dev.mysql.com/doc/refman/8.4/en/password-security-user.html",
    r"[A-Za-z0-9]{14,}",
    prefixless=True,
)
def _ps_mysql(g):
    pw = _pw(g)
    t = (
        "$ ps aux | grep [m]ysql\n"
        f"backup   48213  0.3  0.1  61284 12040 ?  S  02:10  0:01 mysqldump -h db-primary -u backup -p{pw} --single-transaction shop\n"
    )
    return t, [pw], pw


@kind(
    "proc_environ_together_key",
    "https://docs.together.ai/reference/authentication-1 ; https://man7.org/linux/man-pages/man5/proc_pid_environ.5.html",
    r"tgp_v1_[A-Za-z0-9_-]{43}",
)
def _proc_together(g):
    v = "tgp_v1_" + g.s(43, B64URL)
    t = (
        "$ sudo cat -v /proc/3177/environ\nHOSTNAME=inference-7c9f^@HOME=/root^@"
        f"TOGETHER_API_KEY={v}^@MODEL=meta-llama/Llama-3.3-70B-Instruct-Turbo^@PATH=/usr/bin^@"
    )
    return t, [v], v


@kind(
    "proc_environ_hex_escaped_cerebras",
    "https://inference-docs.cerebras.ai/quickstart ; rules: betterleaks/betterleaks cmd/generate/config/rules/cerebras.go",
    r"csk-[a-z0-9]{48}",
)
def _proc_cerebras(g):
    v = "csk-" + g.s(48, LOWER_DIGITS)
    t = (
        ">>> open('/proc/2291/environ','rb').read()\n"
        f"b'LANG=C.UTF-8\\x00CEREBRAS_API_KEY={v}\\x00PYTHONPATH=/app\\x00'"
    )
    return t, [v], v


@kind(
    "curl_verbose_fireworks_bearer",
    "https://docs.fireworks.ai/api-reference/introduction ; https://curl.se/docs/manpage.html#-v",
    r"fw_[A-Za-z0-9]{24}",
)
def _curl_fireworks(g):
    v = "fw_" + g.s(24)
    t = (
        "*   Trying 104.18.12.7:443...\n* Connected to api.fireworks.ai (104.18.12.7) port 443\n"
        "> POST /inference/v1/chat/completions HTTP/2\n> Host: api.fireworks.ai\n> User-Agent: curl/8.5.0\n"
        f"> Accept: */*\n> Authorization: Bearer {v}\n> Content-Type: application/json\n>\n< HTTP/2 200\n"
    )
    return t, [v], v


@kind(
    "httpie_verbose_perplexity",
    "https://docs.perplexity.ai/guides/getting-started ; https://httpie.io/docs/cli/verbose-output",
    r"pplx-[A-Za-z0-9]{48}",
)
def _httpie_pplx(g):
    v = "pplx-" + g.s(48)
    t = (
        "$ http --verbose POST https://api.perplexity.ai/chat/completions model=sonar\n"
        "POST /chat/completions HTTP/1.1\nAccept: application/json, */*;q=0.5\nAccept-Encoding: gzip, deflate\n"
        f"Authorization: Bearer {v}\nConnection: keep-alive\nContent-Length: 18\nHost: api.perplexity.ai\nUser-Agent: HTTPie/3.2.4\n"
    )
    return t, [v], v


@kind(
    "http_client_debug_replicate",
    "https://replicate.com/docs/reference/http#authentication ; https://docs.python.org/3/library/http.client.html#http.client.HTTPConnection.set_debuglevel",
    r"r8_[A-Za-z0-9]{37}",
)
def _httpclient_replicate(g):
    v = "r8_" + g.s(37)
    t = (
        "send: b'POST /v1/predictions HTTP/1.1\\r\\nHost: api.replicate.com\\r\\nUser-Agent: python-requests/2.32.3\\r\\n"
        f"Accept-Encoding: gzip, deflate\\r\\nAccept: */*\\r\\nConnection: keep-alive\\r\\nAuthorization: Bearer {v}\\r\\n"
        "Content-Length: 112\\r\\n\\r\\n'\nreply: 'HTTP/1.1 201 Created\\r\\n'\n"
    )
    return t, [v], v


@kind(
    "httpx_log_headers_elevenlabs",
    "https://elevenlabs.io/docs/api-reference/authentication ; https://www.python-httpx.org/logging/",
    r"sk_[0-9a-f]{48}",
)
def _httpx_eleven(g):
    v = "sk_" + g.s(48, HEX)
    t = (
        "DEBUG [httpcore.http11] send_request_headers.started request=<Request [b'POST']>\n"
        f"DEBUG [app.tts] request headers: {{'xi-api-key': '{v}', 'content-type': 'application/json', 'accept': 'audio/mpeg'}}\n"
        "DEBUG [httpcore.http11] send_request_headers.complete\n"
    )
    return t, [v], v


@kind(
    "git_remote_v_bitbucket_app_password",
    "https://support.atlassian.com/bitbucket-cloud/docs/using-app-passwords/ ; rules: gitleaks/gitleaks config/gitleaks.toml",
    r"ATBB[A-Za-z0-9]{32}[0-9A-F]{8}",
)
def _git_remote_bb(g):
    v = "ATBB" + g.s(32) + g.s(8, HEXU)
    t = (
        "$ git remote -v\n"
        f"origin\thttps://ci-bot:{v}@bitbucket.org/acme-team/billing-service.git (fetch)\n"
        f"origin\thttps://ci-bot:{v}@bitbucket.org/acme-team/billing-service.git (push)\n"
    )
    return t, [v], v


@kind(
    "pip_config_list_azure_devops_pat",
    "https://learn.microsoft.com/azure/devops/artifacts/quickstarts/python-cli ; https://pip.pypa.io/en/stable/cli/pip_config/",
    r"[a-z2-7]{52}",
    prefixless=True,
)
def _pip_ado(g):
    v = g.s(52, "abcdefghijklmnopqrstuvwxyz234567")
    t = (
        "$ pip config list\nglobal.index-url='https://pypi.org/simple'\n"
        f"global.extra-index-url='https://build:{v}@pkgs.dev.azure.com/contoso/_packaging/internal/pypi/simple/'\n"
        "global.timeout='60'\n"
    )
    return t, [v], v


@kind(
    "npm_config_list_jfrog_reference_token",
    "https://jfrog.com/help/r/jfrog-platform-administration-documentation/access-tokens ; https://docs.npmjs.com/cli/v10/commands/npm-config",
    r"cmVmdGtuOjAxOj[A-Za-z0-9]{50}",
)
def _npm_jfrog(g):
    v = "cmVmdGtuOjAxOj" + g.s(50)
    t = (
        '$ npm config list\n; "user" config from /home/dev/.npmrc\n\n'
        '@acme:registry = "https://acme.jfrog.io/artifactory/api/npm/npm-virtual/"\n'
        f'//acme.jfrog.io/artifactory/api/npm/npm-virtual/:_authToken = "{v}"\n'
        "always-auth = true\n\n; node bin location = /usr/bin/node\n"
    )
    return t, [v], v


@kind(
    "composer_config_bitbucket_oauth_secret",
    "https://getcomposer.org/doc/articles/authentication-for-private-packages.md#bitbucket-oauth",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _composer_bb(g):
    key, sec = g.s(18), g.s(32)
    t = (
        "$ composer config --global --list | grep -A3 bitbucket\n[bitbucket-oauth]\n"
        f"[bitbucket-oauth.bitbucket.org.consumer-key] {key}\n[bitbucket-oauth.bitbucket.org.consumer-secret] {sec}\n"
    )
    return t, [sec], sec


@kind(
    "terraform_output_json_sensitive",
    "https://developer.hashicorp.com/terraform/cli/commands/output#json",
    r"[A-Za-z0-9]{14,}",
    prefixless=True,
)
def _tf_output(g):
    pw = _pw(g)
    t = (
        '$ terraform output -json\n{\n  "db_endpoint": {\n    "sensitive": false,\n    "type": "string",\n'
        '    "value": "orders.cluster-c9akciq32.eu-west-1.rds.amazonaws.com"\n  },\n  "db_password": {\n'
        f'    "sensitive": true,\n    "type": "string",\n    "value": "{pw}"\n  }}\n}}\n'
    )
    return t, [pw], pw


@kind(
    "heroku_config_redis_url",
    "https://devcenter.heroku.com/articles/connecting-heroku-redis ; https://devcenter.heroku.com/articles/config-vars",
    r"p[0-9a-f]{64}",
    prefixless=True,
)
def _heroku_redis(g):
    pw = "p" + g.s(64, HEX)
    t = (
        "$ heroku config -a shop-api\n=== shop-api Config Vars\nDATABASE_URL: (see below)\n"
        f"REDIS_TLS_URL: rediss://:{pw}@ec2-34-242-11-90.eu-west-1.compute.amazonaws.com:16380\n"
        "WEB_CONCURRENCY: 2\n"
    )
    return t, [pw], pw


@kind(
    "vercel_env_pull_oidc_jwt",
    "https://vercel.com/docs/cli/env#exporting-development-environment-variables ; https://vercel.com/docs/oidc",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _vercel_pull(g):
    v = _jwt(
        g,
        {
            "iss": "https://oidc.vercel.com/acme",
            "sub": "owner:acme:project:web:environment:development",
            "nbf": 1760000000 + g.r.randint(0, 10**7),
        },
        "RS256",
    )
    t = (
        "$ vercel env pull .env.local\nDownloading `development` Environment Variables for acme/web\n"
        "✅  Created .env.local file  [148ms]\n$ cat .env.local\n# Created by Vercel CLI\n"
        f'VERCEL_OIDC_TOKEN="{v}"\nNEXT_PUBLIC_SITE_URL="http://localhost:3000"\n'
    )
    return t, [v], v


@kind(
    "supabase_status_service_role_jwt",
    "https://supabase.com/docs/reference/cli/supabase-status ; https://supabase.com/docs/guides/api/api-keys",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _supabase_status(g):
    v = _jwt(g, {"iss": "supabase-demo", "role": "service_role", "exp": 1983812996 + g.r.randint(0, 10**6)})
    t = (
        "$ supabase status\n         API URL: http://127.0.0.1:54321\n     GraphQL URL: http://127.0.0.1:54321/graphql/v1\n"
        "          DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres\n"
        f"service_role key: {v}\n"
    )
    return t, [v], v


@kind(
    "supabase_status_s3_secret_key",
    "https://supabase.com/docs/reference/cli/supabase-status ; https://supabase.com/docs/guides/storage/s3/authentication",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _supabase_s3(g):
    kid = g.s(32, HEX)
    v = g.s(64, HEX)
    t = (
        "      S3 Storage URL: http://127.0.0.1:54321/storage/v1/s3\n"
        f"       S3 Access Key: {kid}\n       S3 Secret Key: {v}\n           S3 Region: local\n"
    )
    return t, [v], v


@kind(
    "firebase_functions_config_slack_signing",
    "https://firebase.google.com/docs/functions/config-env?gen=1st ; https://api.slack.com/authentication/verifying-requests-from-slack",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _firebase_cfg(g):
    v = g.s(32, HEX)
    t = (
        '$ firebase functions:config:get\n{\n  "slack": {\n'
        f'    "signing_secret": "{v}",\n    "channel": "#deploys"\n  }},\n  "app": {{\n    "env": "prod"\n  }}\n}}\n'
    )
    return t, [v], v


@kind(
    "java_stacktrace_jdbc_password",
    "https://dev.mysql.com/doc/connector-j/en/connector-j-reference-jdbc-url-format.html",
    r"[A-Za-z0-9]{14,}",
    prefixless=True,
)
def _java_trace(g):
    pw = _pw(g)
    t = (
        'Exception in thread "main" java.sql.SQLNonTransientConnectionException: Could not create connection to database server. '
        f"Attempted reconnect 3 times. Giving up. url=jdbc:mysql://db.internal:3306/orders?user=orders_app&password={pw}&useSSL=true\n"
        "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:111)\n"
        "\tat com.mysql.cj.jdbc.ConnectionImpl.connectWithRetries(ConnectionImpl.java:904)\n"
    )
    return t, [pw], pw


@kind(
    "python_traceback_redis_url",
    "https://redis.readthedocs.io/en/stable/connections.html#redis.Redis.from_url",
    r"[A-Za-z0-9]{14,}",
    prefixless=True,
)
def _py_redis(g):
    pw = _pw(g)
    t = (
        'Traceback (most recent call last):\n  File "/app/worker.py", line 14, in <module>\n'
        f'    r = redis.Redis.from_url("redis://default:{pw}@redis-13842.c1.eu-west-1-3.ec2.redns.redis-cloud.com:13842/0")\n'
        "redis.exceptions.ConnectionError: Error 111 connecting to redis-13842.c1.eu-west-1-3.ec2.redns.redis-cloud.com:13842. Connection refused.\n"
    )
    return t, [pw], pw


@kind(
    "node_error_mongodb_srv",
    "https://www.mongodb.com/docs/manual/reference/connection-string/",
    r"[A-Za-z0-9]{14,}",
    prefixless=True,
)
def _node_mongo(g):
    pw = _pw(g)
    t = (
        f"MongoParseError: URI malformed, cannot be parsed: mongodb+srv://atlasAdmin:{pw}@cluster0.x7k2p.mongodb.net/shop?retryWrites=true&w=majority&appName=api>\n"
        "    at parseOptions (/app/node_modules/mongodb/lib/connection_string.js:236:15)\n"
        "    at new MongoClient (/app/node_modules/mongodb/lib/mongo_client.js:52:63)\n"
    )
    return t, [pw], pw


# -- source code in many languages ----------------------------------------------------------------


@kind(
    "go_const_deepgram_key",
    "https://developers.deepgram.com/reference/authentication",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _go_deepgram(g):
    v = g.s(40, HEX)
    t = (
        'package transcribe\n\nimport "github.com/deepgram/deepgram-go-sdk/v3/pkg/client/listen"\n\n'
        f'const deepgramAPIKey = "{v}"\n\nfunc NewClient() *listen.Client {{\n\treturn listen.NewRESTWithDefaults(deepgramAPIKey)\n}}\n'
    )
    return t, [v], v


@kind(
    "rust_assemblyai_key",
    "https://www.assemblyai.com/docs/api-reference/overview#authorization",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _rust_aai(g):
    v = g.s(32, HEX)
    t = (
        "use reqwest::header::{HeaderMap, HeaderValue, AUTHORIZATION};\n\n"
        f'const ASSEMBLYAI_KEY: &str = "{v}";\n\nfn headers() -> HeaderMap {{\n'
        "    let mut h = HeaderMap::new();\n    h.insert(AUTHORIZATION, HeaderValue::from_static(ASSEMBLYAI_KEY));\n    h\n}\n"
    )
    return t, [v], v


@kind(
    "spring_properties_datasource_password",
    "https://docs.spring.io/spring-boot/appendix/application-properties/index.html#appendix.application-properties.data",
    r"[A-Za-z0-9]{14,}",
    prefixless=True,
)
def _spring_props(g):
    pw = _pw(g)
    t = (
        "# src/main/resources/application-prod.properties\nspring.datasource.url=jdbc:postgresql://pg-prod:5432/ledger\n"
        f"spring.datasource.username=ledger\nspring.datasource.password={pw}\nspring.jpa.hibernate.ddl-auto=validate\n"
    )
    return t, [pw], pw


@kind(
    "spring_yml_oauth_client_secret",
    "https://docs.spring.io/spring-security/reference/servlet/oauth2/login/core.html",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _spring_yml(g):
    v = g.s(40, HEX)
    t = (
        "spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          github:\n"
        f"            client-id: Ov23li{g.s(14)}\n            client-secret: {v}\n            scope: read:user\n"
    )
    return t, [v], v


@kind(
    "kotlin_const_cohere_key", "https://docs.cohere.com/reference/about", r"[A-Za-z0-9]{40}", prefixless=True
)
def _kotlin_cohere(g):
    v = g.s(40)
    t = (
        "package com.acme.search\n\nobject CohereConfig {\n"
        f'    private const val COHERE_API_KEY = "{v}"\n    const val MODEL = "embed-v4.0"\n\n'
        '    fun authHeader() = "Bearer $COHERE_API_KEY"\n}\n'
    )
    return t, [v], v


@kind(
    "swift_let_voyage_key", "https://docs.voyageai.com/docs/api-key-and-installation", r"pa-[A-Za-z0-9_-]{43}"
)
def _swift_voyage(g):
    v = "pa-" + g.s(43, B64URL)
    t = (
        "import Foundation\n\nenum Secrets {\n"
        f'    static let voyageAPIKey = "{v}"\n}}\n\nvar req = URLRequest(url: URL(string: "https://api.voyageai.com/v1/embeddings")!)\n'
        'req.setValue("Bearer \\(Secrets.voyageAPIKey)", forHTTPHeaderField: "Authorization")\n'
    )
    return t, [v], v


@kind(
    "appsettings_json_sql_password",
    "https://learn.microsoft.com/dotnet/framework/data/adonet/connection-string-syntax ; https://learn.microsoft.com/aspnet/core/fundamentals/configuration/",
    r"[A-Za-z0-9]{14,}",
    prefixless=True,
)
def _appsettings(g):
    pw = _pw(g)
    t = (
        '{\n  "Logging": { "LogLevel": { "Default": "Information" } },\n  "ConnectionStrings": {\n'
        f'    "Default": "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=crm;User ID=crm_app;Password={pw};Encrypt=True;"\n'
        '  },\n  "AllowedHosts": "*"\n}\n'
    )
    return t, [pw], pw


@kind(
    "csharp_jina_key",
    "https://jina.ai/embeddings/ ; https://api.jina.ai/redoc",
    r"jina_[0-9a-f]{32}[A-Za-z0-9_-]{28}",
)
def _cs_jina(g):
    v = "jina_" + g.s(32, HEX) + g.s(28, B64URL)
    t = (
        "public sealed class JinaOptions\n{\n"
        f'    public string ApiKey {{ get; init; }} = "{v}";\n    public string Model {{ get; init; }} = "jina-embeddings-v3";\n}}\n'
    )
    return t, [v], v


@kind(
    "laravel_env_app_key",
    "https://laravel.com/docs/12.x/encryption#configuration",
    r"base64:[A-Za-z0-9+/]{43}=",
)
def _laravel_env(g):
    v = "base64:" + base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(32))).decode()
    t = (
        "APP_NAME=Storefront\nAPP_ENV=production\n"
        f"APP_KEY={v}\nAPP_DEBUG=false\nAPP_URL=https://shop.example.com\n\nLOG_CHANNEL=stack\n"
    )
    return t, [v], v


@kind(
    "laravel_config_php_pusher_secret",
    "https://laravel.com/docs/12.x/broadcasting#pusher-channels ; https://pusher.com/docs/channels/server_api/http-api/",
    r"[0-9a-f]{20}",
    prefixless=True,
)
def _laravel_php(g):
    v = g.s(20, HEX)
    t = (
        "<?php\n// config/broadcasting.php\nreturn [\n    'connections' => [\n        'pusher' => [\n"
        "            'driver' => 'pusher',\n            'key' => env('PUSHER_APP_KEY', '"
        + g.s(20, HEX)
        + "'),\n"
        f"            'secret' => env('PUSHER_APP_SECRET', '{v}'),\n            'app_id' => env('PUSHER_APP_ID', '1841234'),\n"
        "        ],\n    ],\n];\n"
    )
    return t, [v], v


@kind(
    "rails_credentials_secret_key_base",
    "https://guides.rubyonrails.org/security.html#custom-credentials",
    r"[0-9a-f]{128}",
    prefixless=True,
)
def _rails_creds(g):
    v = g.s(128, HEX)
    t = (
        "$ bin/rails credentials:show\n# aws:\n#   access_key_id: 123\n\n"
        f"secret_key_base: {v}\nactive_record_encryption:\n  primary_key: {g.s(32)}\n"
    )
    return t, [v], v


@kind(
    "rails_secrets_yml_aws_secret",
    "https://docs.aws.amazon.com/IAM/latest/UserGuide/id_credentials_access-keys.html",
    r"[A-Za-z0-9+/]{40}",
    prefixless=True,
)
def _rails_secrets(g):
    v = g.s(40, B64)
    t = (
        "# config/secrets.yml\nproduction:\n  aws:\n"
        f"    access_key_id: AKIA{g.s(16, UPPER_DIGITS)}\n    secret_access_key: {v}\n    region: us-east-1\n"
    )
    return t, [v], v


@kind(
    "elixir_runtime_exs_secret_key_base",
    "https://hexdocs.pm/phoenix/deployment.html#handling-of-your-application-secrets",
    r"[A-Za-z0-9+/]{64}",
    prefixless=True,
)
def _elixir(g):
    v = g.s(64, B64)
    t = (
        "# config/runtime.exs\nimport Config\n\nif config_env() == :prod do\n  config :shop, ShopWeb.Endpoint,\n"
        '    url: [host: "shop.example.com", port: 443],\n'
        f'    secret_key_base: "{v}"\nend\n'
    )
    return t, [v], v


@kind(
    "scala_hocon_play_secret",
    "https://www.playframework.com/documentation/3.0.x/ApplicationSecret",
    r"[A-Za-z0-9_-]{48}",
    prefixless=True,
)
def _hocon(g):
    v = g.s(48, B64URL)
    t = (
        '# conf/application.conf\nplay.http.secret.key = "' + v + '"\n'
        'play.filters.hosts.allowed = [".example.com"]\nslick.dbs.default.profile = "slick.jdbc.PostgresProfile$"\n'
    )
    return t, [v], v


@kind(
    "lua_local_upstash_token",
    "https://upstash.com/docs/redis/features/restapi",
    r"A[A-Za-z0-9]{59}",
    prefixless=True,
)
def _lua_upstash(g):
    v = "A" + g.s(59)
    t = (
        '-- openresty: lua/cache.lua\nlocal http = require "resty.http"\n'
        'local UPSTASH_URL = "https://eu1-brave-gull-38211.upstash.io"\n'
        f'local UPSTASH_TOKEN = "{v}"\n\nlocal function get(key)\n  local httpc = http.new()\n'
        '  return httpc:request_uri(UPSTASH_URL .. "/get/" .. key, { headers = { Authorization = "Bearer " .. UPSTASH_TOKEN } })\nend\n'
    )
    return t, [v], v


@kind(
    "r_setenv_pinecone_key",
    "https://docs.pinecone.io/guides/projects/manage-api-keys",
    r"pcsk_[A-Za-z0-9]{5}_[A-Za-z0-9]{63}",
)
def _r_pinecone(g):
    v = "pcsk_" + g.s(5) + "_" + g.s(63)
    t = (
        "library(httr2)\n\n"
        f'Sys.setenv(PINECONE_API_KEY = "{v}")\n'
        'req <- request("https://api.pinecone.io/indexes") |>\n  req_headers(`Api-Key` = Sys.getenv("PINECONE_API_KEY"))\n'
    )
    return t, [v], v


@kind(
    "julia_env_qdrant_key",
    "https://qdrant.tech/documentation/cloud/authentication/",
    r"[A-Za-z0-9_-]{40}",
    prefixless=True,
)
def _julia_qdrant(g):
    v = g.s(40, B64URL)
    t = (
        "using HTTP, JSON3\n\n"
        f'ENV["QDRANT_API_KEY"] = "{v}"\n'
        'const QDRANT = "https://3f1a9c.eu-central-1-0.aws.cloud.qdrant.io:6333"\n'
        'r = HTTP.get("$QDRANT/collections", ["api-key" => ENV["QDRANT_API_KEY"]])\n'
    )
    return t, [v], v


@kind(
    "dart_const_weaviate_key",
    "https://weaviate.io/developers/weaviate/configuration/authentication",
    r"[A-Za-z0-9]{48}",
    prefixless=True,
)
def _dart_weaviate(g):
    v = g.s(48)
    t = (
        "// lib/config/env.dart\nclass Env {\n  static const weaviateUrl = 'https://rag-demo-x81kq2.c0.europe-west3.gcp.weaviate.cloud';\n"
        f"  static const weaviateApiKey = '{v}';\n}}\n"
    )
    return t, [v], v


@kind(
    "haskell_neon_database_url", "https://neon.com/docs/connect/connect-from-any-app", r"npg_[A-Za-z0-9]{12}"
)
def _haskell_neon(g):
    v = "npg_" + g.s(12)
    t = (
        "{-# LANGUAGE OverloadedStrings #-}\nmodule Db where\n\nimport Database.PostgreSQL.Simple\n\n"
        "connStr :: ByteString\n"
        f'connStr = "postgresql://neondb_owner:{v}@ep-quiet-river-a2b3c4d5-pooler.eu-central-1.aws.neon.tech/neondb?sslmode=require"\n'
    )
    return t, [v], v


@kind(
    "git_diff_turso_auth_token",
    "https://docs.turso.tech/cli/db/tokens/create",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}",
)
def _diff_turso(g):
    v = (
        _b64u({"alg": "EdDSA", "typ": "JWT"})
        + "."
        + _b64u({"a": "rw", "iat": 1760000000 + g.r.randint(0, 10**7), "id": g.uuid()})
        + "."
        + g.s(86, B64URL)
    )
    t = (
        "diff --git a/.env.example b/.env.example\nindex 3b18e51..a1c4f02 100644\n--- a/.env.example\n+++ b/.env.example\n"
        "@@ -1,3 +1,4 @@\n TURSO_DATABASE_URL=libsql://notes-acme.turso.io\n"
        f"-TURSO_AUTH_TOKEN=\n+TURSO_AUTH_TOKEN={v}\n NEXT_PUBLIC_APP_NAME=notes\n"
    )
    return t, [v], v


@kind(
    "markdown_table_resend_key",
    "https://resend.com/docs/dashboard/api-keys/introduction",
    r"re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}",
)
def _md_resend(g):
    v = "re_" + g.s(8) + "_" + g.s(24)
    t = (
        "## Environment\n\n| Variable | Value | Where |\n|---|---|---|\n| `DATABASE_URL` | see 1Password | Vercel |\n"
        f"| `RESEND_API_KEY` | `{v}` | Vercel, prod only |\n| `EMAIL_FROM` | `noreply@mail.example.com` | all |\n"
    )
    return t, [v], v


@kind(
    "yaml_block_scalar_ec_private_key",
    "https://www.rfc-editor.org/rfc/rfc5915 ; https://yaml.org/spec/1.2.2/#812-literal-style",
    r"[A-Za-z0-9+/]{64}",
)
def _yaml_pem(g):
    body = _pem_body(g, 3)
    lines = "\n".join("    " + b for b in body)
    t = (
        "apns:\n  team_id: 9ZX4K2\n  key_id: 7QW2M8\n  private_key: |\n    -----BEGIN EC PRIVATE KEY-----\n"
        f"{lines}\n    -----END EC PRIVATE KEY-----\n  topic: com.acme.app\n"
    )
    return t, body[:2], body[0]


@kind(
    "heredoc_convex_deploy_key",
    "https://docs.convex.dev/production/hosting/vercel#deploying-to-vercel ; https://docs.convex.dev/cli/deploy-key-types",
    r"prod:[a-z]+-[a-z]+-[0-9]{3}\|[A-Za-z0-9]{60}",
)
def _heredoc_convex(g):
    v = (
        f"prod:{g.r.choice(['happy', 'brave', 'quiet', 'lucky'])}-{g.r.choice(['otter', 'heron', 'lynx', 'koala'])}-{g.digits(3)}|"
        + g.s(60)
    )
    t = (
        "$ cat > .env.production <<'EOF'\n"
        f"CONVEX_DEPLOY_KEY={v}\nNEXT_PUBLIC_CONVEX_URL=https://happy-otter-123.convex.cloud\nEOF\n"
    )
    return t, [v], v


@kind(
    "json_escaped_twice_clerk_secret",
    "https://clerk.com/docs/deployments/clerk-environment-variables",
    r"sk_live_[A-Za-z0-9]{40}",
)
def _json2_clerk(g):
    v = "sk_live_" + g.s(40)
    inner = json.dumps(
        {"CLERK_SECRET_KEY": v, "CLERK_PUBLISHABLE_KEY": "pk_live_" + _b64u("clerk.example.com$")}
    )
    t = "aws ssm get-parameter output:\n" + json.dumps(
        {"Parameter": {"Name": "/web/prod/clerk", "Value": json.dumps(inner)}}, indent=2
    )
    return t, [v], v


@kind(
    "base64_wrapped_env_file",
    "https://kubernetes.io/docs/tasks/configmap-secret/managing-secret-using-kubectl/ ; https://docs.getloops.so/api-reference/intro",
    r"[A-Za-z0-9+/]+={0,2}",
    prefixless=True,
)
def _b64_env(g):
    key = g.s(32, HEX)
    blob = base64.b64encode(f"LOOPS_API_KEY={key}\nLOOPS_LIST_ID=cm1abc\n".encode()).decode()
    t = f"$ echo '{blob}' | base64 -d > .env && wc -l .env\n2 .env\n"
    return t, [blob], blob


@kind(
    "url_encoded_password_form_post",
    "https://url.spec.whatwg.org/#application/x-www-form-urlencoded ; https://www.rfc-editor.org/rfc/rfc3986",
    r"[A-Za-z0-9%]{14,}",
    prefixless=True,
)
def _urlenc(g):
    pw = g.r.choice(["Tr0ub4dor&", "c0rrect horse+", "s3cr3t/path#", "P@ssw0rd!"]) + g.s(10)
    enc = quote(pw, safe="")
    t = (
        "> POST /api/v1/auth/login HTTP/1.1\n> Host: admin.example.internal\n> Content-Type: application/x-www-form-urlencoded\n>\n"
        f"username=ops-admin&password={enc}&remember=1\n< HTTP/1.1 302 Found\n"
    )
    return t, [enc], enc


# -- newer vendors and token formats --------------------------------------------------------------


@kind("curl_loops_api_key", "https://loops.so/docs/api-reference/intro", r"[0-9a-f]{32}", prefixless=True)
def _loops(g):
    v = g.s(32, HEX)
    t = (
        "curl -X POST https://app.loops.so/api/v1/contacts/create \\\n"
        f'  -H "Authorization: Bearer {v}" \\\n  -H \'Content-Type: application/json\' \\\n  -d \'{{"email":"new@example.com"}}\'\n'
    )
    return t, [v], v


@kind(
    "inngest_signing_key", "https://www.inngest.com/docs/platform/signing-keys", r"signkey-prod-[0-9a-f]{64}"
)
def _inngest(g):
    v = "signkey-prod-" + g.s(64, HEX)
    t = f"INNGEST_EVENT_KEY={g.s(86, B64URL)}\nINNGEST_SIGNING_KEY={v}\n"
    return t, [v], v


@kind("trigger_dev_secret_key", "https://trigger.dev/docs/apikeys", r"tr_prod_[A-Za-z0-9]{20}")
def _trigger(g):
    v = "tr_prod_" + g.s(20)
    t = f"# .env (trigger.dev v3)\nTRIGGER_SECRET_KEY={v}\nTRIGGER_PROJECT_REF=proj_{g.s(20, LOWER_DIGITS)}\n"
    return t, [v], v


@kind("axiom_api_token", "https://axiom.co/docs/reference/tokens", r"xaat-[0-9a-f-]{36}")
def _axiom(g):
    v = "xaat-" + g.uuid()
    t = (
        '// vector.toml sink\n[sinks.axiom]\ntype = "axiom"\ninputs = ["app_logs"]\ndataset = "prod-logs"\n'
        f'token = "{v}"\n'
    )
    return t, [v], v


@kind(
    "betterstack_source_token",
    "https://betterstack.com/docs/logs/http-rest-api/",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _logtail(g):
    v = g.s(24)
    t = (
        "$ curl -X POST https://in.logs.betterstack.com \\\n"
        f"    -H 'Content-Type: application/json' -H 'Authorization: Bearer {v}' \\\n"
        '    -d \'{"dt":"2026-01-01T00:00:00Z","message":"hello"}\'\n'
    )
    return t, [v], v


@kind(
    "doppler_service_token",
    "https://docs.doppler.com/docs/service-tokens ; rules: gitleaks/gitleaks config/gitleaks.toml",
    r"dp\.st\.prd\.[A-Za-z0-9]{43}",
)
def _doppler(g):
    v = "dp.st.prd." + g.s(43)
    t = f"$ doppler run --token {v} -- node server.js\n[doppler] Injecting 24 secrets from acme/prd\n"
    return t, [v], v


@kind(
    "infisical_universal_auth_client_secret",
    "https://infisical.com/docs/documentation/platform/identities/universal-auth",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _infisical(g):
    v = g.s(64, HEX)
    t = (
        "$ infisical login --method=universal-auth \\\n"
        f"    --client-id={g.uuid()} \\\n    --client-secret={v} --silent --plain\n"
    )
    return t, [v], v


@kind(
    "onepassword_service_account_token",
    "https://developer.1password.com/docs/service-accounts/use-with-1password-cli/ ; rules: gitleaks/gitleaks config/gitleaks.toml (1password-service-account-token)",
    r"ops_eyJ[A-Za-z0-9+/]{250,}={0,3}",
)
def _op_sa(g):
    v = "ops_" + _b64std(
        {
            "signInAddress": "my.1password.com",
            "userAuth": {
                "method": "SRPg-4096",
                "alg": "PBES2g-HS256",
                "iterations": 650000,
                "salt": g.s(22, B64URL),
            },
            "email": g.s(12, LOWER_DIGITS) + "@1passwordserviceaccounts.com",
            "srpX": g.s(64, HEX),
            "muk": {"alg": "A256GCM", "k": g.s(43, B64URL)},
        }
    )
    t = f'export OP_SERVICE_ACCOUNT_TOKEN={v}\nop read "op://ci/deploy/credential"\n'
    return t, [v], v[:160]  # a file or folder name holds at most 255 bytes


@kind(
    "tailscale_auth_key",
    "https://tailscale.com/docs/reference/key-prefixes.md ; https://tailscale.com/kb/1085/auth-keys",
    r"tskey-auth-k[A-Za-z0-9]{10}CNTRL-[A-Za-z0-9]{33}",
)
def _tailscale(g):
    v = "tskey-auth-k" + g.s(10) + "CNTRL-" + g.s(33)
    t = f"# cloud-init\nruncmd:\n  - ['sh', '-c', 'curl -fsSL https://tailscale.com/install.sh | sh']\n  - ['tailscale', 'up', '--authkey={v}', '--ssh']\n"
    return t, [v], v


@kind(
    "cloudflare_api_token_wrangler",
    "https://developers.cloudflare.com/fundamentals/api/get-started/create-token/",
    r"[A-Za-z0-9_-]{40}",
    prefixless=True,
)
def _cf(g):
    v = g.s(40, B64URL)
    t = (
        "$ CLOUDFLARE_API_TOKEN=" + v + " npx wrangler deploy\n ⛅️ wrangler 4.12.0\n"
        "Total Upload: 48.12 KiB / gzip: 11.93 KiB\nUploaded edge-api (2.31 sec)\n"
    )
    return t, [v], v


@kind(
    "fastly_key_header",
    "https://www.fastly.com/documentation/reference/api/auth-tokens/",
    r"[A-Za-z0-9_-]{32}",
    prefixless=True,
)
def _fastly(g):
    v = g.s(32, B64URL)
    t = f'curl -X POST -H "Fastly-Key: {v}" https://api.fastly.com/service/{g.s(22)}/purge_all\n{{"status":"ok"}}\n'
    return t, [v], v


@kind("render_api_key", "https://api-docs.render.com/reference/authentication", r"rnd_[A-Za-z0-9]{28}")
def _render(g):
    v = "rnd_" + g.s(28)
    t = f"- name: Trigger Render deploy\n  run: |\n    curl -s -X POST https://api.render.com/v1/services/srv-{g.s(20, LOWER_DIGITS)}/deploys \\\n      -H 'Authorization: Bearer {v}'\n"
    return t, [v], v


@kind(
    "railway_project_token",
    "https://docs.railway.com/guides/public-api#project-token",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _railway(g):
    v = g.uuid()
    t = f"$ RAILWAY_TOKEN={v} railway up --service api --detach\nIndexing...\nUploading...\n  Build Logs: https://railway.com/project/...\n"
    return t, [v], v


@kind("modal_toml_token_secret", "https://modal.com/docs/reference/modal.config", r"as-[A-Za-z0-9]{22}")
def _modal(g):
    v = "as-" + g.s(22)
    t = f'$ cat ~/.modal.toml\n[acme]\ntoken_id = "ak-{g.s(22)}"\ntoken_secret = "{v}"\nactive = true\n'
    return t, [v], v


@kind(
    "sentry_user_auth_token",
    "https://docs.sentry.io/account/auth-tokens/ ; rules: Checkmarx/2ms engine/rules/ruledefine/sentry_user_token.go",
    r"sntryu_[0-9a-f]{64}",
)
def _sentry(g):
    v = "sntryu_" + g.s(64, HEX)
    t = f"$ cat ~/.sentryclirc\n[auth]\ntoken={v}\n\n[defaults]\norg=acme\nproject=web\n"
    return t, [v], v


@kind(
    "grafana_service_account_token",
    "https://grafana.com/docs/grafana/latest/administration/service-accounts/",
    r"glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}",
)
def _grafana(g):
    v = "glsa_" + g.s(32) + "_" + g.s(8, HEX)
    t = f"# provisioning/datasources override\nexport GRAFANA_AUTH={v}\nterraform apply -var grafana_url=https://grafana.internal\n"
    return t, [v], v


@kind("linear_api_key", "https://linear.app/developers/graphql#personal-api-keys", r"lin_api_[A-Za-z0-9]{40}")
def _linear(g):
    v = "lin_api_" + g.s(40)
    t = f'{{\n  "mcpServers": {{\n    "linear": {{\n      "command": "npx",\n      "args": ["-y", "linear-mcp"],\n      "env": {{ "LINEAR_API_KEY": "{v}" }}\n    }}\n  }}\n}}\n'
    return t, [v], v


@kind(
    "notion_integration_token",
    "https://developers.notion.com/docs/authorization ; rules: Checkmarx/2ms engine/rules/ruledefine/notion.go",
    r"ntn_[0-9]{11}[A-Za-z0-9]{35}",
)
def _notion(g):
    v = "ntn_" + g.digits(11) + g.s(35)
    t = f'from notion_client import Client\nnotion = Client(auth="{v}")\npages = notion.search(query="Roadmap")\n'
    return t, [v], v


@kind(
    "airtable_personal_access_token",
    "https://airtable.com/developers/web/guides/personal-access-tokens",
    r"pat[A-Za-z0-9]{14}\.[0-9a-f]{64}",
)
def _airtable(g):
    v = "pat" + g.s(14) + "." + g.s(64, HEX)
    t = f"const base = new Airtable({{ apiKey: '{v}' }}).base('app{g.s(14)}');\n"
    return t, [v], v


@kind(
    "figma_personal_access_token",
    "https://www.figma.com/developers/api#access-tokens",
    r"figd_[A-Za-z0-9_-]{40}",
)
def _figma(g):
    v = "figd_" + g.s(40, B64URL)
    t = f"$ curl -H 'X-Figma-Token: {v}' https://api.figma.com/v1/files/{g.s(22)}?depth=1 | jq .name\n\"Design System v3\"\n"
    return t, [v], v


@kind(
    "atlassian_api_token",
    "https://support.atlassian.com/atlassian-account/docs/manage-api-tokens-for-your-atlassian-account/ ; rules: gitleaks/gitleaks config/gitleaks.toml",
    r"ATATT3[A-Za-z0-9_=-]{180,}",
)
def _atlassian(g):
    v = "ATATT3xFfGF0" + g.s(170, B64URL) + "=" + g.s(8, HEXU)
    t = f"# ~/.config/.jira/.config.yml is fine, the token goes in env\nexport JIRA_API_TOKEN={v}\njira issue list -q 'project = OPS'\n"
    return t, [v], v


@kind(
    "shopify_shared_secret",
    "https://shopify.dev/docs/apps/build/authentication-authorization ; rules: gitleaks/gitleaks config/gitleaks.toml",
    r"shpss_[0-9a-f]{32}",
)
def _shopify(g):
    v = "shpss_" + g.s(32, HEX)
    t = f"# shopify.app.toml is public; this one is not\nSHOPIFY_API_KEY={g.s(32, HEX)}\nSHOPIFY_API_SECRET={v}\nSCOPES=read_products,write_orders\n"
    return t, [v], v


@kind(
    "square_production_access_token",
    "https://developer.squareup.com/docs/build-basics/access-tokens",
    r"EAAA[A-Za-z0-9_-]{60}",
)
def _square(g):
    v = "EAAA" + g.s(60, B64URL)
    t = f"client = Square::Client.new(\n  access_token: '{v}',\n  environment: 'production'\n)\n"
    return t, [v], v


@kind("plaid_secret", "https://plaid.com/docs/api/#api-access", r"[0-9a-f]{30}", prefixless=True)
def _plaid(g):
    v = g.s(30, HEX)
    t = (
        "curl -X POST https://production.plaid.com/link/token/create -H 'Content-Type: application/json' -d '{\n"
        f'  "client_id": "{g.s(24, HEX)}",\n  "secret": "{v}",\n  "client_name": "Budget",\n  "products": ["transactions"]\n}}\'\n'
    )
    return t, [v], v


@kind(
    "twilio_auth_token_basic",
    "https://www.twilio.com/docs/iam/api/authtoken ; https://www.twilio.com/docs/usage/requests-to-twilio",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _twilio(g):
    v = g.s(32, HEX)
    sid = "AC" + g.s(32, HEX)
    t = f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json \\\n  --data-urlencode 'To=+15558675310' \\\n  -u {sid}:{v}\n"
    return t, [v], v


@kind(
    "mailgun_private_api_key",
    "https://documentation.mailgun.com/docs/mailgun/api-reference/authentication",
    r"[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8}",
    prefixless=True,
)
def _mailgun(g):
    v = f"{g.s(32, HEX)}-{g.s(8, HEX)}-{g.s(8, HEX)}"
    t = f"curl -s --user 'api:{v}' \\\n  https://api.eu.mailgun.net/v3/mg.example.com/messages \\\n  -F from='App <noreply@mg.example.com>' -F to=ops@example.com -F subject=test\n"
    return t, [v], v


@kind(
    "postmark_server_token",
    "https://postmarkapp.com/developer/api/overview#authentication",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _postmark(g):
    v = g.uuid()
    t = f"> POST /email HTTP/1.1\n> Host: api.postmarkapp.com\n> Accept: application/json\n> X-Postmark-Server-Token: {v}\n"
    return t, [v], v


@kind(
    "openai_compatible_groq_in_litellm_yaml",
    "https://docs.litellm.ai/docs/proxy/configs ; https://console.groq.com/docs/openai",
    r"gsk_[A-Za-z0-9]{52}",
)
def _litellm(g):
    v = "gsk_" + g.s(52)
    t = f"model_list:\n  - model_name: fast\n    litellm_params:\n      model: groq/llama-3.3-70b-versatile\n      api_key: {v}\n"
    return t, [v], v


# -- prefixless secrets in connection strings and crypto material ---------------------------------


@kind(
    "odbc_sqlserver_pwd",
    "https://learn.microsoft.com/sql/connect/odbc/dsn-connection-string-attribute",
    r"[A-Za-z0-9]{14,}",
    prefixless=True,
)
def _odbc(g):
    pw = _pw(g)
    t = f'conn = pyodbc.connect(\n    "Driver={{ODBC Driver 18 for SQL Server}};Server=tcp:sql01.corp.local,1433;Database=HR;Uid=hr_etl;Pwd={pw};TrustServerCertificate=yes;"\n)\n'
    return t, [pw], pw


@kind(
    "prisma_planetscale_password",
    "https://planetscale.com/docs/concepts/connection-strings ; https://www.prisma.io/docs/orm/reference/connection-urls",
    r"pscale_pw_[A-Za-z0-9_]{43}",
)
def _pscale(g):
    v = "pscale_pw_" + g.s(43, ALNUM + "_")
    t = f'# .env used by prisma/schema.prisma\nDATABASE_URL="mysql://{g.s(12, LOWER_DIGITS)}:{v}@aws.connect.psdb.cloud/shop?sslaccept=strict"\n'
    return t, [v], v


@kind(
    "amqp_url_cloudamqp",
    "https://www.rabbitmq.com/docs/uri-spec ; https://www.cloudamqp.com/docs/index.html",
    r"[A-Za-z0-9_-]{32}",
    prefixless=True,
)
def _amqp(g):
    pw = g.s(32, B64URL)
    u = g.s(8, "abcdefghijklmnopqrstuvwxyz")
    t = f'CELERY_BROKER_URL = "amqps://{u}:{pw}@goose.rmq2.cloudamqp.com/{u}"\n'
    return t, [pw], pw


@kind(
    "mqtt_mosquitto_pub_password",
    "https://mosquitto.org/man/mosquitto_pub-1.html",
    r"[A-Za-z0-9]{14,}",
    prefixless=True,
)
def _mqtt(g):
    pw = _pw(g)
    t = f"$ mosquitto_pub -h broker.iot.example.net -p 8883 --cafile ca.crt -u sensor-gw -P '{pw}' -t plant/line3/temp -m 21.4\n"
    return t, [pw], pw


@kind(
    "ldapsearch_bind_password",
    "https://man7.org/linux/man-pages/man1/ldapsearch.1.html",
    r"[A-Za-z0-9]{14,}",
    prefixless=True,
)
def _ldap(g):
    pw = _pw(g)
    t = f"$ ldapsearch -x -H ldaps://dc01.corp.example.com -D 'CN=svc-jenkins,OU=Service,DC=corp,DC=example,DC=com' -w '{pw}' -b 'DC=corp,DC=example,DC=com' '(sAMAccountName=jdoe)' mail\n"
    return t, [pw], pw


@kind(
    "smb_mount_cifs_password",
    "https://man7.org/linux/man-pages/man8/mount.cifs.8.html",
    r"[A-Za-z0-9]{14,}",
    prefixless=True,
)
def _smb(g):
    pw = _pw(g)
    t = f"$ sudo mount -t cifs //fs01/finance /mnt/finance -o username=svc_backup,password={pw},domain=CORP,vers=3.0\n"
    return t, [pw], pw


@kind(
    "github_webhook_secret_go",
    "https://docs.github.com/en/webhooks/using-webhooks/validating-webhook-deliveries",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _gh_webhook(g):
    v = g.s(40, HEX)
    t = (
        "func verify(body []byte, sig string) bool {\n"
        f'\tmac := hmac.New(sha256.New, []byte("{v}"))\n'
        '\tmac.Write(body)\n\treturn hmac.Equal([]byte(sig), []byte("sha256="+hex.EncodeToString(mac.Sum(nil))))\n}\n'
    )
    return t, [v], v


@kind(
    "svix_webhook_secret",
    "https://docs.svix.com/receiving/verifying-payloads/how",
    r"whsec_[A-Za-z0-9+/]{32}",
)
def _svix(g):
    v = "whsec_" + g.s(32, B64)
    t = f'import {{ Webhook }} from "svix";\nconst wh = new Webhook("{v}");\nconst evt = wh.verify(payload, headers);\n'
    return t, [v], v


@kind(
    "fernet_key_python", "https://cryptography.io/en/latest/fernet/", r"[A-Za-z0-9_-]{43}=", prefixless=True
)
def _fernet(g):
    v = base64.urlsafe_b64encode(bytes(g.r.getrandbits(8) for _ in range(32))).decode()
    t = f'from cryptography.fernet import Fernet\n\nFIELD_KEY = b"{v}"\ncipher = Fernet(FIELD_KEY)\n'
    return t, [v], v


@kind(
    "openssl_enc_aes_hex_key",
    "https://docs.openssl.org/3.0/man1/openssl-enc/",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _aes(g):
    k = g.s(64, HEX)
    iv = g.s(32, HEX)
    t = f"$ openssl enc -aes-256-cbc -in backup.tar -out backup.tar.enc -K {k} -iv {iv}\n"
    return t, [k], k


@kind(
    "age_secret_key",
    "https://github.com/FiloSottile/age#readme ; https://age-encryption.org/v1",
    r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",
)
def _age(g):
    v = "AGE-SECRET-KEY-1" + g.s(58, BECH32)
    t = f"$ cat ~/.config/sops/age/keys.txt\n# created: 2026-02-11T09:14:22Z\n# public key: age1{g.s(58, BECH32.lower())}\n{v}\n"
    return t, [v], v


@kind("minisign_secret_key", "https://jedisct1.github.io/minisign/", r"RWRTY0Iy[A-Za-z0-9+/]{150,}")
def _minisign(g):
    v = "RWRTY0Iy" + g.s(204, B64)
    t = f"$ cat ~/.minisign/minisign.key\nuntrusted comment: minisign encrypted secret key\n{v}\n"
    return t, [v], v


@kind(
    "otpauth_totp_secret",
    "https://github.com/google/google-authenticator/wiki/Key-Uri-Format",
    r"[A-Z2-7]{32}",
    prefixless=True,
)
def _otp(g):
    v = g.s(32, B32)
    t = f'# seed for the staging admin\'s 2FA, do not commit\nTOTP_URI = "otpauth://totp/Acme%20Staging:admin?secret={v}&issuer=Acme%20Staging&algorithm=SHA1&digits=6&period=30"\n'
    return t, [v], v


@kind(
    "openssh_private_key_lines",
    "https://github.com/openssh/openssh-portable/blob/master/PROTOCOL.key",
    r"b3BlbnNzaC1rZXktdjEAAAAA[A-Za-z0-9+/]{46}",
)
def _openssh(g):
    first = "b3BlbnNzaC1rZXktdjEAAAAA" + g.s(46, B64)
    rest = [g.s(70, B64) for _ in range(3)] + [g.s(20, B64) + "="]
    body = "\n".join([first, *rest])
    t = f"$ cat ~/.ssh/deploy_ed25519\n-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----\n"
    return t, [first, rest[0]], first


@kind(
    "openssl_pkcs12_passout",
    "https://docs.openssl.org/3.0/man1/openssl-pkcs12/ ; https://docs.openssl.org/3.0/man1/openssl-passphrase-options/",
    r"[A-Za-z0-9]{14,}",
    prefixless=True,
)
def _p12(g):
    pw = _pw(g)
    t = f"$ openssl pkcs12 -export -inkey tls.key -in tls.crt -certfile chain.pem -out tls.p12 -passout pass:{pw}\n"
    return t, [pw], pw


@kind(
    "gradle_signing_store_password",
    "https://developer.android.com/studio/publish/app-signing#secure-shared-keystore",
    r"[A-Za-z0-9]{14,}",
    prefixless=True,
)
def _gradle(g):
    pw = _pw(g)
    kp = _pw(g)
    t = f"# android/key.properties\nstorePassword={pw}\nkeyPassword={kp}\nkeyAlias=upload\nstoreFile=/home/ci/upload-keystore.jks\n"
    return t, [pw, kp], pw


@kind(
    "gpg_batch_passphrase",
    "https://www.gnupg.org/documentation/manuals/gnupg/GPG-Esoteric-Options.html",
    r"[A-Za-z0-9]{14,}",
    prefixless=True,
)
def _gpg(g):
    pw = _pw(g)
    t = f"$ gpg --batch --yes --pinentry-mode loopback --passphrase '{pw}' --local-user releases@example.org --detach-sign dist/app-1.4.2.tar.gz\n"
    return t, [pw], pw


@kind(
    "sentry_org_auth_token",
    "https://docs.sentry.io/account/auth-tokens/#organization-tokens",
    r"sntrys_eyJ[A-Za-z0-9+/]+={0,2}_[A-Za-z0-9+/]{43}",
)
def _sentry_org(g):
    payload = {
        "iat": 1760000000 + g.r.randint(0, 10**7),
        "url": "https://sentry.io",
        "region_url": "https://us.sentry.io",
        "org": "acme",
    }
    v = "sntrys_" + _b64std(payload) + "_" + g.s(43, B64)
    t = (
        "      - name: Upload source maps\n        uses: getsentry/action-release@v3\n        env:\n"
        f"          SENTRY_AUTH_TOKEN: {v}\n          SENTRY_ORG: acme\n          SENTRY_PROJECT: web\n"
    )
    return t, [v], v


@kind(
    "docker_compose_config_qdrant_key",
    "https://docs.docker.com/reference/cli/docker/compose/config/ ; https://qdrant.tech/documentation/guides/security/",
    r"[A-Za-z0-9]{36}",
    prefixless=True,
)
def _compose_config(g):
    v = g.s(36)
    t = (
        "$ docker compose config\nname: rag\nservices:\n  qdrant:\n    environment:\n"
        f"      QDRANT__SERVICE__API_KEY: {v}\n    image: qdrant/qdrant:v1.13.4\n    ports:\n      - mode: ingress\n        target: 6333\n"
    )
    return t, [v], v


@kind(
    "grafana_legacy_api_key_base64_json",
    "https://grafana.com/docs/grafana/latest/developers/http_api/auth/ ; rules: advanced-security/secret-scanning-custom-patterns vendors/README.md",
    r"eyJrIjoi[A-Za-z0-9+/]{40,}={0,2}",
)
def _grafana_legacy(g):
    v = _b64std({"k": g.s(32), "n": g.r.choice(["deploy", "ci", "provisioner"]), "id": g.r.randint(1, 40)})
    t = (
        "# grafana-backup.conf\n[grafana]\nurl = https://grafana.acme.internal\n"
        f"token = {v}\nsearch_api_limit = 5000\n"
    )
    return t, [v], v
