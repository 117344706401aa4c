"""A fifth held-out canary set for redaction recall: where credentials really sit, and personal data.

Written for issue 31 by someone who read neither the redactor (``agent_traces/redact/``), its
tests, the tuned canaries and labels, nor the generators or source lists of the earlier held-out
sets; only their small interfaces (lines 1-123 of ``heldout_canaries.py``: ``_R``, the alphabets,
``HeldOut``; the module header and registry helpers of ``heldout3_canaries.py``) and the harness
``heldout_eval.py``. Results were looked at only as aggregates (``kinds``, ``plants``,
``not_emitted``, ``overall``, ``by_group``), never per kind, so no kind was shaped by whether it
leaks.

It leans on the *places and syntaxes* credentials really sit in: dotfiles and tool configs
(``.netrc``, ``.pgpass``, ``.npmrc``, ``.pypirc``, Docker/kube/AWS/gcloud/gh configs, Maven,
Gradle, NuGet, Composer, Cargo, RubyGems), framework configs (WordPress, Rails, Django, Spring,
Laravel, ASP.NET), connection strings and URLs (ODBC, JDBC, Azure, Redis, AMQP, MQTT, LDAP,
MongoDB), network and system files (WireGuard, OpenVPN, wpa_supplicant, NetworkManager, IPsec,
htpasswd, Cisco, CIFS), infrastructure (Ansible, Terraform, Helm, k8s, compose), command lines and
their history, HTTP dumps, debug logs, and code in several languages calling a client with a
literal key. And *personal data* with the formats' real layouts and checksums: e-mail addresses in
git/mail/package metadata, phone numbers in national formats, national ids of many countries,
passports (MRZ), driving licences, bank and card numbers, postal addresses, dates of birth, home
paths, IP and MAC addresses, IMEI, VIN and health-insurance numbers.

Each kind cites the vendor page or public spec its format comes from
(``benchmarks/heldout5_sources.tsv`` lists them). ``heldout_canaries(seed)`` returns one
:class:`HeldOut` per kind drawn fresh from ``_R(seed)``; ``fresh(kind, g)`` draws one more.
``text`` is a realistic snippet, ``parts`` every substring that must be gone after redaction,
``bare`` the value alone as it would sit in an identifier-like field, ``number`` an int for card
kinds, ``shape`` the documented pattern ``parts[0]`` matches.
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

B64 = ALNUM + "+/"
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
PWD = r"[A-Za-z]+\d{3}[!#%&*?@$][A-Za-z0-9]{4}[.,;_~-]"
TOK = r"[A-Za-z0-9]{%d}"


# -- small helpers ---------------------------------------------------------------------------------

FIRST = ["anna", "jonas", "priya", "mateo", "sofia", "kenji", "lucas", "amara", "oliver", "ines", "tomasz"]
LAST = ["lindqvist", "okafor", "moreau", "hartmann", "rossi", "tanaka", "delgado", "novak", "brennan"]


def _name(g: _R) -> tuple[str, str]:
    return g.r.choice(FIRST), g.r.choice(LAST)


def _email(
    g: _R, domains: tuple[str, ...] = ("gmail.com", "outlook.com", "posteo.de", "fastmail.com")
) -> str:
    f, last = _name(g)
    sep = g.r.choice([".", "_", ""])
    return f"{f}{sep}{last}{g.digits(2)}@{g.r.choice(domains)}"


def _pw(g: _R) -> str:
    """A random password with no character that needs escaping in a URL, XML or a shell."""
    return g.s(g.r.randint(16, 24))


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def _rand_bytes(g: _R, n: int) -> bytes:
    return bytes(g.r.getrandbits(8) for _ in range(n))


def _public_ipv4(g: _R) -> str:
    while True:
        a = g.r.randint(11, 223)
        b = g.r.randint(0, 255)
        if a in (100, 127, 169, 172, 192, 198, 203):
            continue
        return f"{a}.{b}.{g.r.randint(0, 255)}.{g.r.randint(1, 254)}"


def _luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return str((10 - total % 10) % 10)


def _mod97_iban(country: str, bban: str) -> str:
    conv = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(conv) % 97:02d}{bban}"


def _group4(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


# == (a) credentials where they really sit ==========================================================


@kind(
    "bash_history_mysql_inline_password",
    "https://dev.mysql.com/doc/refman/8.0/en/connection-options.html#option_general_password",
    PWD,
)
def _(g):
    pw = g.password()
    host = g.r.choice(["db-primary.internal", "10.20.1.15", "mysql.prod.svc"])
    text = (
        "$ tail -4 ~/.bash_history\n"
        "cd ~/src/billing\n"
        f"mysql -h {host} -u billing_rw '-p{pw}' billing -e 'select count(*) from invoices'\n"
        "git status\n"
        "history | grep mysql"
    )
    return text, [pw], pw


@kind(
    "zsh_history_export_vault_token",
    "https://developer.hashicorp.com/vault/docs/concepts/tokens#token-prefixes",
    r"hvs\.[A-Za-z0-9_-]{90,120}",
)
def _(g):
    tok = "hvs." + g.s(92, B64URL)
    text = (
        f": 1732701{g.digits(3)}:0;export VAULT_ADDR=https://vault.corp.example:8200\n"
        f": 1732701{g.digits(3)}:0;export VAULT_TOKEN={tok}\n"
        f": 1732701{g.digits(3)}:0;vault kv get -mount=secret payments/stripe"
    )
    return text, [tok], tok


@kind(
    "git_remote_v_gitlab_oauth2_token",
    "https://docs.gitlab.com/ee/user/profile/personal_access_tokens.html",
    r"glpat-[A-Za-z0-9_-]{20}",
)
def _(g):
    tok = "glpat-" + g.s(20, B64URL)
    url = f"https://oauth2:{tok}@gitlab.com/acme-infra/terraform-modules.git"
    text = f"$ git remote -v\norigin\t{url} (fetch)\norigin\t{url} (push)"
    return text, [tok], tok


@kind(
    "git_credentials_bitbucket_app_password",
    "https://support.atlassian.com/bitbucket-cloud/docs/app-passwords/",
    r"ATBB[A-Za-z0-9]{32}",
)
def _(g):
    tok = "ATBB" + g.s(32)
    text = (
        "$ cat ~/.git-credentials\n"
        f"https://{g.r.choice(FIRST)}dev:{tok}@bitbucket.org\n"
        "https://gitlab-ci-token:@gitlab.example.org"
    )
    return text, [tok], tok


@kind(
    "netrc_heroku_api_key",
    "https://devcenter.heroku.com/articles/authentication#api-token-storage",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
)
def _(g):
    tok = g.uuid()
    mail = _email(g)
    text = (
        "machine api.heroku.com\n"
        f"  login {mail}\n"
        f"  password {tok}\n"
        "machine git.heroku.com\n"
        f"  login {mail}\n"
        f"  password {tok}"
    )
    return text, [tok], tok


@kind(
    "pgpass_line",
    "https://www.postgresql.org/docs/current/libpq-pgpass.html",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        "# ~/.pgpass  (chmod 0600)\n"
        "# hostname:port:database:username:password\n"
        f"pg-{g.s(6, LOWER_DIGITS)}.eu-west-1.rds.amazonaws.com:5432:orders:orders_app:{pw}\n"
        "localhost:5432:*:postgres:postgres"
    )
    return text, [pw], pw


@kind(
    "npmrc_scoped_registry_authtoken",
    "https://docs.npmjs.com/about-access-tokens",
    r"npm_[A-Za-z0-9]{36}",
)
def _(g):
    tok = "npm_" + g.s(36)
    text = (
        "@acme:registry=https://registry.npmjs.org/\n"
        f"//registry.npmjs.org/:_authToken={tok}\n"
        "always-auth=true\nengine-strict=true"
    )
    return text, [tok], tok


@kind(
    "pypirc_testpypi_token",
    "https://pypi.org/help/#apitoken",
    r"pypi-AgE[A-Za-z0-9_-]{100,}",
)
def _(g):
    tok = "pypi-AgENdGVzdC5weXBpLm9yZw" + g.s(150, B64URL)
    text = (
        "[distutils]\nindex-servers =\n    pypi\n    testpypi\n\n"
        "[testpypi]\nrepository = https://test.pypi.org/legacy/\n"
        f"username = __token__\npassword = {tok}"
    )
    return text, [tok], tok


@kind(
    "docker_config_json_auth",
    "https://docs.docker.com/reference/cli/docker/login/#credential-stores",
    r"[A-Za-z0-9+/]{20,}={0,2}",
)
def _(g):
    user, pw = f"ci-{g.s(5, LOWER_DIGITS)}", _pw(g)
    auth = _b64(f"{user}:{pw}".encode())
    text = (
        "$ cat ~/.docker/config.json\n{\n"
        '\t"auths": {\n'
        f'\t\t"registry.gitlab.com": {{\n\t\t\t"auth": "{auth}"\n\t\t}}\n'
        '\t},\n\t"currentContext": "desktop-linux"\n}'
    )
    return text, [auth], auth


@kind(
    "kubeconfig_client_key_data",
    "https://kubernetes.io/docs/concepts/configuration/organize-cluster-access-kubeconfig/",
    r"LS0tLS1CRUdJTi[A-Za-z0-9+/=]{100,}",
)
def _(g):
    der = bytes.fromhex("302e020100300506032b657004220420") + _rand_bytes(g, 32)
    pem = "-----BEGIN PRIVATE KEY-----\n" + _b64(der) + "\n-----END PRIVATE KEY-----\n"
    data = _b64(pem.encode())
    text = (
        "users:\n- name: kind-dev\n  user:\n"
        f"    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1J{g.s(40, B64)}\n"
        f"    client-key-data: {data}"
    )
    return text, [data], data


@kind(
    "kubeconfig_bootstrap_token",
    "https://kubernetes.io/docs/reference/access-authn-authz/bootstrap-tokens/",
    r"[a-z0-9]{6}\.[a-z0-9]{16}",
)
def _(g):
    tok = g.s(6, LOWER_DIGITS) + "." + g.s(16, LOWER_DIGITS)
    text = (
        "apiVersion: v1\nkind: Config\nusers:\n- name: tls-bootstrap-token-user\n  user:\n"
        f"    token: {tok}\ncontexts:\n- context:\n    cluster: kubernetes\n"
        "    user: tls-bootstrap-token-user\n  name: tls-bootstrap-token-user@kubernetes"
    )
    return text, [tok], tok


@kind(
    "aws_credentials_profile_session",
    "https://docs.aws.amazon.com/cli/latest/userguide/cli-configure-files.html",
    r"[A-Za-z0-9/+]{40}",
)
def _(g):
    secret = g.s(40, B64)
    sess = "IQoJb3JpZ2luX2VjE" + g.s(300, B64)
    text = (
        "[default]\nregion = eu-central-1\n\n[profile-sso-admin]\n"
        f"aws_access_key_id = ASIA{g.s(16, UPPER_DIGITS)}\n"
        f"aws_secret_access_key = {secret}\n"
        f"aws_session_token = {sess}"
    )
    return text, [secret, sess], secret


@kind(
    "gcloud_adc_authorized_user",
    "https://cloud.google.com/docs/authentication/application-default-credentials",
    r"1//0[A-Za-z0-9_-]{90,}",
)
def _(g):
    refresh = "1//0" + g.s(99, B64URL)
    csec = "d-" + g.s(22, B64URL)
    text = (
        "$ cat ~/.config/gcloud/application_default_credentials.json\n{\n"
        f'  "client_id": "{g.digits(12)}-{g.s(32, LOWER_DIGITS)}.apps.googleusercontent.com",\n'
        f'  "client_secret": "{csec}",\n'
        f'  "refresh_token": "{refresh}",\n'
        '  "type": "authorized_user"\n}'
    )
    return text, [refresh, csec], refresh


@kind(
    "gh_hosts_yml_oauth_token",
    "https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/about-authentication-to-github#githubs-token-formats",
    r"gho_[A-Za-z0-9]{36}",
)
def _(g):
    tok = "gho_" + g.s(36)
    text = (
        "# ~/.config/gh/hosts.yml\ngithub.com:\n"
        f"    oauth_token: {tok}\n    user: {g.r.choice(FIRST)}-dev\n    git_protocol: ssh"
    )
    return text, [tok], tok


@kind(
    "maven_settings_xml_server_password",
    "https://maven.apache.org/settings.html#servers",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        "<settings>\n  <servers>\n    <server>\n      <id>ossrh</id>\n"
        "      <username>acme-release</username>\n"
        f"      <password>{pw}</password>\n    </server>\n  </servers>\n</settings>"
    )
    return text, [pw], pw


@kind(
    "gradle_properties_signing_and_gpr",
    "https://docs.gradle.org/current/userguide/signing_plugin.html",
    r"ghp_[A-Za-z0-9]{36}",
)
def _(g):
    tok = "ghp_" + g.s(36)
    spw = _pw(g)
    text = (
        "# ~/.gradle/gradle.properties\norg.gradle.jvmargs=-Xmx2g\n"
        f"signing.keyId={g.s(8, '0123456789ABCDEF')}\nsigning.password={spw}\n"
        "signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg\n"
        f"gpr.user=acme-bot\ngpr.key={tok}"
    )
    return text, [tok, spw], tok


@kind(
    "nuget_config_cleartext_pat",
    "https://learn.microsoft.com/en-us/nuget/reference/nuget-config-file#packagesourcecredentials",
    r"[a-z2-7]{52}",
)
def _(g):
    pat = g.s(52, "abcdefghijklmnopqrstuvwxyz234567")
    text = (
        '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <packageSourceCredentials>\n'
        "    <AcmeFeed>\n"
        '      <add key="Username" value="build@acme.example" />\n'
        f'      <add key="ClearTextPassword" value="{pat}" />\n'
        "    </AcmeFeed>\n  </packageSourceCredentials>\n</configuration>"
    )
    return text, [pat], pat


@kind(
    "composer_auth_json_http_basic",
    "https://getcomposer.org/doc/articles/authentication-for-private-packages.md#http-basic",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        "{\n"
        '    "http-basic": {\n'
        '        "repo.packagist.com": {\n'
        '            "username": "token",\n'
        f'            "password": "{pw}"\n'
        "        }\n    }\n}"
    )
    return text, [pw], pw


@kind(
    "wp_config_db_password_and_salt",
    "https://developer.wordpress.org/advanced-administration/wordpress/wp-config/",
    PWD,
)
def _(g):
    pw = g.password()
    salt = g.s(64, ALNUM + "!@#%^*()-_[]{}<>~+=,.;:/?|")
    text = (
        "/** Database password */\n"
        f"define( 'DB_PASSWORD', '{pw}' );\n"
        "define( 'DB_HOST', 'localhost' );\n"
        f"define( 'AUTH_KEY',         '{salt}' );"
    )
    return text, [pw, salt], pw


@kind(
    "rails_master_key_file",
    "https://guides.rubyonrails.org/security.html#custom-credentials",
    r"[0-9a-f]{32}",
)
def _(g):
    key = g.s(32, HEX)
    text = f"$ cat config/master.key\n{key}\n$ EDITOR=vim bin/rails credentials:edit"
    return text, [key], key


@kind(
    "rails_database_yml_password",
    "https://guides.rubyonrails.org/configuring.html#configuring-a-database",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        "production:\n  <<: *default\n  database: shop_production\n  username: shop\n"
        f"  password: {pw}\n  host: db.internal"
    )
    return text, [pw], pw


@kind(
    "rails_secret_key_base",
    "https://api.rubyonrails.org/classes/Rails/Application.html#method-i-secret_key_base",
    r"[0-9a-f]{128}",
)
def _(g):
    skb = g.s(128, HEX)
    text = f"# decrypted config/credentials.yml.enc\naws:\n  region: us-east-1\nsecret_key_base: {skb}"
    return text, [skb], skb


@kind(
    "django_settings_secret_key",
    "https://docs.djangoproject.com/en/5.0/ref/settings/#secret-key",
    r"django-insecure-[a-z0-9!@#$%^&*(\-_=+)]{50}",
)
def _(g):
    key = "django-insecure-" + g.s(50, "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)")
    text = (
        "# SECURITY WARNING: keep the secret key used in production secret!\n"
        f"SECRET_KEY = '{key}'\n\n# SECURITY WARNING: don't run with debug turned on in production!\nDEBUG = True"
    )
    return text, [key], key


@kind(
    "django_databases_password",
    "https://docs.djangoproject.com/en/5.0/ref/settings/#databases",
    PWD,
)
def _(g):
    pw = g.password()
    text = (
        "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n"
        "        'NAME': 'crm',\n        'USER': 'crm',\n"
        f"        'PASSWORD': '{pw}',\n        'HOST': '127.0.0.1',\n        'PORT': '5432',\n    }}\n}}"
    )
    return text, [pw], pw


@kind(
    "spring_application_yml_google_client_secret",
    "https://docs.spring.io/spring-security/reference/servlet/oauth2/login/core.html",
    r"GOCSPX-[A-Za-z0-9_-]{28}",
)
def _(g):
    sec = "GOCSPX-" + g.s(28, B64URL)
    dbpw = _pw(g)
    text = (
        "spring:\n  datasource:\n    url: jdbc:postgresql://localhost:5432/app\n"
        f"    username: app\n    password: {dbpw}\n"
        "  security:\n    oauth2:\n      client:\n        registration:\n          google:\n"
        f"            client-id: {g.digits(12)}-{g.s(32, LOWER_DIGITS)}.apps.googleusercontent.com\n"
        f"            client-secret: {sec}"
    )
    return text, [sec, dbpw], sec


@kind(
    "laravel_env_app_key",
    "https://laravel.com/docs/11.x/encryption#configuration",
    r"base64:[A-Za-z0-9+/]{43}=",
)
def _(g):
    key = "base64:" + _b64(_rand_bytes(g, 32))
    mpw = _pw(g)
    text = (
        "APP_NAME=Laravel\nAPP_ENV=local\n"
        f"APP_KEY={key}\nAPP_DEBUG=true\n\n"
        "MAIL_MAILER=smtp\nMAIL_HOST=smtp.mailgun.org\nMAIL_USERNAME=postmaster@mg.acme.example\n"
        f"MAIL_PASSWORD={mpw}"
    )
    return text, [key, mpw], key


@kind(
    "appsettings_sqlserver_connection_string",
    "https://learn.microsoft.com/en-us/dotnet/api/system.data.sqlclient.sqlconnection.connectionstring",
    PWD,
)
def _(g):
    pw = g.password()
    text = (
        '{\n  "ConnectionStrings": {\n'
        f'    "DefaultConnection": "Server=tcp:acme-{g.s(5, LOWER_DIGITS)}.database.windows.net,1433;'
        f"Initial Catalog=Orders;Persist Security Info=False;User ID=orders_admin;Password='{pw}';"
        'MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;"\n'
        '  },\n  "Logging": { "LogLevel": { "Default": "Information" } }\n}'
    )
    return text, [pw], pw


@kind(
    "appsettings_cosmos_account_key",
    "https://learn.microsoft.com/en-us/azure/cosmos-db/nosql/how-to-dotnet-get-started#connect-with-a-connection-string",
    r"[A-Za-z0-9+/]{86}==",
)
def _(g):
    key = _b64(_rand_bytes(g, 64))
    text = (
        '"CosmosDb": {\n'
        f'  "ConnectionString": "AccountEndpoint=https://acme-{g.s(4, LOWER_DIGITS)}.documents.azure.com:443/;'
        f'AccountKey={key};",\n  "DatabaseName": "catalog"\n}}'
    )
    return text, [key], key


@kind(
    "appsettings_service_bus_sas_key",
    "https://learn.microsoft.com/en-us/azure/service-bus-messaging/service-bus-sas",
    r"[A-Za-z0-9+/]{43}=",
)
def _(g):
    key = _b64(_rand_bytes(g, 32))
    text = (
        '  "ServiceBus": {\n'
        f'    "ConnectionString": "Endpoint=sb://acme-{g.s(5, LOWER_DIGITS)}.servicebus.windows.net/;'
        f'SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={key}",\n'
        '    "QueueName": "orders"\n  }'
    )
    return text, [key], key


@kind(
    "storage_connection_string_env",
    "https://learn.microsoft.com/en-us/azure/storage/common/storage-configure-connection-string",
    r"[A-Za-z0-9+/]{86}==",
)
def _(g):
    key = _b64(_rand_bytes(g, 64))
    text = (
        f'export AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=acme{g.s(6, LOWER_DIGITS)};'
        f'AccountKey={key};EndpointSuffix=core.windows.net"\n'
        "az storage blob list -c backups -o table"
    )
    return text, [key], key


@kind(
    "odbc_connection_string_pwd",
    "https://learn.microsoft.com/en-us/sql/connect/odbc/dsn-connection-string-attribute",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        "import pyodbc\n"
        "conn = pyodbc.connect(\n"
        "    'DRIVER={ODBC Driver 18 for SQL Server};SERVER=sql01.corp.local;DATABASE=hr;'\n"
        f"    'UID=svc_reports;PWD={pw};TrustServerCertificate=yes'\n)"
    )
    return text, [pw], pw


@kind(
    "jdbc_postgres_url_password_param",
    "https://jdbc.postgresql.org/documentation/use/#connection-parameters",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        "# src/main/resources/application.properties\n"
        f"spring.datasource.url=jdbc:postgresql://pg.internal:5432/ledger?user=ledger&password={pw}&ssl=true\n"
        "spring.jpa.hibernate.ddl-auto=validate"
    )
    return text, [pw], pw


@kind(
    "jdbc_oracle_thin_user_password",
    "https://docs.oracle.com/en/database/oracle/oracle-database/19/jjdbc/data-sources-and-URLs.html",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        f"sqlplus -S 'app_owner/{pw}@//orcl.corp.local:1521/ORCLPDB1' @migrate.sql\n"
        f"# same as jdbc:oracle:thin:app_owner/{pw}@//orcl.corp.local:1521/ORCLPDB1"
    )
    return text, [pw], pw


@kind(
    "redis_tls_url_userinfo",
    "https://www.iana.org/assignments/uri-schemes/prov/rediss",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        f"REDIS_URL=rediss://default:{pw}@redis-{g.digits(5)}.c1.eu-west-1-2.ec2.redns.redis-cloud.com:{g.digits(5)}/0\n"
        "CACHE_TTL=300"
    )
    return text, [pw], pw


@kind(
    "amqp_url_in_celery_config",
    "https://www.rabbitmq.com/docs/uri-spec",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        "# celeryconfig.py\n"
        f"broker_url = 'amqps://worker:{pw}@b-{g.uuid()}.mq.us-east-1.amazonaws.com:5671/prod'\n"
        "result_backend = 'rpc://'"
    )
    return text, [pw], pw


@kind(
    "mosquitto_pub_password_flag",
    "https://mosquitto.org/man/mosquitto_pub-1.html",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        f"mosquitto_pub -h broker.hivemq.local -p 8883 --cafile ca.crt -u sensor-{g.digits(3)} "
        f"-P {pw} -t 'plant/line1/temp' -m '21.4'"
    )
    return text, [pw], pw


@kind(
    "ldapsearch_bind_password",
    "https://www.openldap.org/software/man.cgi?query=ldapsearch",
    PWD,
)
def _(g):
    pw = g.password()
    text = (
        'ldapsearch -x -H ldaps://ldap.corp.example -D "cn=svc-jenkins,ou=services,dc=corp,dc=example" '
        f"-w '{pw}' -b \"ou=people,dc=corp,dc=example\" '(uid=jdoe)' mail"
    )
    return text, [pw], pw


@kind(
    "postfix_sasl_passwd_gmail_app_password",
    "https://support.google.com/accounts/answer/185833",
    r"[a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4}",
)
def _(g):
    app = " ".join(g.s(4, LOWER) for _ in range(4))
    text = (
        "# /etc/postfix/sasl_passwd\n"
        f"[smtp.gmail.com]:587 {_email(g, ('gmail.com',))}:{app}\n"
        "$ sudo postmap /etc/postfix/sasl_passwd"
    )
    return text, [app], app.replace(" ", "")


@kind(
    "msmtprc_password",
    "https://marlam.de/msmtp/msmtp.html#Authentication",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        "account fastmail\nhost smtp.fastmail.com\nport 465\ntls on\ntls_starttls off\nauth on\n"
        f"user {_email(g, ('fastmail.com',))}\npassword {pw}\naccount default : fastmail"
    )
    return text, [pw], pw


@kind(
    "wireguard_private_and_preshared_key",
    "https://www.wireguard.com/quickstart/#key-generation",
    r"[A-Za-z0-9+/]{43}=",
)
def _(g):
    priv = _b64(_rand_bytes(g, 32))
    psk = _b64(_rand_bytes(g, 32))
    text = (
        "[Interface]\n"
        f"PrivateKey = {priv}\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1\n\n[Peer]\n"
        f"PublicKey = {_b64(_rand_bytes(g, 32))}\nPresharedKey = {psk}\n"
        f"Endpoint = {_public_ipv4(g)}:51820\nAllowedIPs = 0.0.0.0/0"
    )
    return text, [priv, psk], priv


@kind(
    "openvpn_tls_auth_static_key",
    "https://openvpn.net/community-resources/reference-manual-for-openvpn-2-4/",
    r"[0-9a-f]{32}",
)
def _(g):
    lines = [g.s(32, HEX) for _ in range(16)]
    text = (
        "client\ndev tun\nremote vpn.acme.example 1194\nkey-direction 1\n<tls-auth>\n#\n"
        "# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n"
        + "\n".join(lines)
        + "\n-----END OpenVPN Static key V1-----\n</tls-auth>"
    )
    return text, lines, lines[0]


@kind(
    "wpa_supplicant_psk_passphrase",
    "https://w1.fi/cgit/hostap/plain/wpa_supplicant/wpa_supplicant.conf",
    PWD,
)
def _(g):
    psk = g.password()
    text = (
        "ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\nupdate_config=1\ncountry=DE\n\n"
        f'network={{\n    ssid="FRITZ!Box {g.digits(4)}"\n    psk="{psk}"\n    key_mgmt=WPA-PSK\n}}'
    )
    return text, [psk], psk


@kind(
    "networkmanager_wifi_psk_and_8021x",
    "https://networkmanager.dev/docs/api/latest/settings-802-11-wireless-security.html",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    psk = _pw(g)
    text = (
        "$ sudo cat /etc/NetworkManager/system-connections/Office.nmconnection\n"
        f"[connection]\nid=Office\nuuid={g.uuid()}\ntype=wifi\n\n[wifi]\nssid=Office-5G\n\n"
        f"[wifi-security]\nkey-mgmt=wpa-psk\npsk={psk}\n\n[ipv4]\nmethod=auto"
    )
    return text, [psk], psk


@kind(
    "wpa_psk_hex_256bit",
    "https://w1.fi/cgit/hostap/plain/wpa_supplicant/wpa_supplicant.conf",
    r"[0-9a-f]{64}",
)
def _(g):
    psk = g.s(64, HEX)
    text = f'$ wpa_passphrase "HomeNet"\nnetwork={{\n\tssid="HomeNet"\n\t#psk="..."\n\tpsk={psk}\n}}'
    return text, [psk], psk


@kind(
    "htpasswd_apr1_hash",
    "https://httpd.apache.org/docs/2.4/misc/password_encryptions.html",
    r"\$apr1\$[./0-9A-Za-z]{8}\$[./0-9A-Za-z]{22}",
)
def _(g):
    c64 = "./" + string.digits + UPPER + LOWER
    h = f"$apr1${g.s(8, c64)}${g.s(22, c64)}"
    b = f"$2y$05${g.s(53, c64)}"
    text = f"$ cat /etc/nginx/.htpasswd\nadmin:{h}\nmonitoring:{b}"
    return text, [h, b], h


@kind(
    "ansible_inventory_password_vars",
    "https://docs.ansible.com/ansible/latest/inventory_guide/intro_inventory.html#connecting-to-hosts-behavioral-inventory-parameters",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw, bpw = _pw(g), _pw(g)
    text = (
        "[webservers]\n"
        f"web1 ansible_host={_public_ipv4(g)} ansible_user=deploy ansible_password={pw}\n\n"
        f"[webservers:vars]\nansible_become_password={bpw}"
    )
    return text, [pw, bpw], pw


@kind(
    "ansible_group_vars_vault_prefixed",
    "https://docs.ansible.com/ansible/latest/tips_tricks/ansible_tips_tricks.html#keep-vaulted-variables-safely-visible",
    PWD,
)
def _(g):
    pw = g.password()
    text = (
        "# group_vars/dbservers/vault.yml  (forgot to run ansible-vault encrypt)\n---\n"
        f'vault_postgres_admin_password: "{pw}"\nvault_replication_user: replicator'
    )
    return text, [pw], pw


@kind(
    "terraform_tfvars_password",
    "https://developer.hashicorp.com/terraform/language/values/variables#variable-definitions-tfvars-files",
    PWD,
)
def _(g):
    pw = g.password()
    text = (
        '# terraform.tfvars\nregion        = "eu-west-1"\ndb_username   = "admin"\n'
        f'db_password   = "{pw}"\ninstance_type = "db.t3.micro"'
    )
    return text, [pw], pw


@kind(
    "terraform_state_sensitive_attribute",
    "https://developer.hashicorp.com/terraform/language/state/sensitive-data",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        '  "resources": [\n    {\n      "mode": "managed",\n      "type": "aws_db_instance",\n'
        '      "name": "main",\n      "instances": [\n        {\n          "attributes": {\n'
        f'            "identifier": "main-db",\n            "password": "{pw}",\n'
        '            "username": "admin"\n          },\n'
        '          "sensitive_attributes": [[{"type": "get_attr", "value": "password"}]]'
    )
    return text, [pw], pw


@kind(
    "helm_values_and_set_flag",
    "https://helm.sh/docs/helm/helm_install/",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw, rpw = _pw(g), _pw(g)
    text = (
        f"helm upgrade --install pg bitnami/postgresql -n data --set auth.postgresPassword={pw} "
        f"--set auth.replicationPassword={rpw} --set primary.persistence.size=20Gi"
    )
    return text, [pw, rpw], pw


@kind(
    "helm_values_yaml_root_password",
    "https://artifacthub.io/packages/helm/bitnami/mongodb",
    PWD,
)
def _(g):
    pw = g.password()
    text = f'# values-prod.yaml\narchitecture: replicaset\nauth:\n  enabled: true\n  rootUser: root\n  rootPassword: "{pw}"'
    return text, [pw], pw


@kind(
    "k8s_secret_data_base64",
    "https://kubernetes.io/docs/concepts/configuration/secret/",
    r"[A-Za-z0-9+/]{20,}={0,2}",
)
def _(g):
    raw = _pw(g)
    enc = _b64(raw.encode())
    text = (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp-creds\ntype: Opaque\ndata:\n"
        f"  username: {_b64(b'mailer')}\n  password: {enc}"
    )
    return text, [enc], enc


@kind(
    "k8s_secret_string_data",
    "https://kubernetes.io/docs/tasks/configmap-secret/managing-secret-using-config-file/",
    PWD,
)
def _(g):
    pw = g.password()
    text = (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-db\nstringData:\n"
        f"  DB_USER: app\n  DB_PASS: '{pw}'"
    )
    return text, [pw], pw


@kind(
    "docker_compose_environment_list",
    "https://docs.docker.com/compose/how-tos/environment-variables/set-environment-variables/",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        "services:\n  db:\n    image: mariadb:11\n    environment:\n"
        f"      - MARIADB_ROOT_PASSWORD={pw}\n      - MARIADB_DATABASE=wiki\n    volumes:\n      - db:/var/lib/mysql"
    )
    return text, [pw], pw


@kind(
    "dockerfile_env_and_arg",
    "https://docs.docker.com/reference/build-checks/secrets-used-in-arg-or-env/",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        "FROM python:3.12-slim\nWORKDIR /app\n"
        f"ENV PIP_INDEX_URL=https://build:{pw}@nexus.acme.example/repository/pypi/simple\n"
        "RUN pip install -r requirements.txt"
    )
    return text, [pw], pw


@kind(
    "github_actions_env_literal",
    "https://docs.github.com/en/actions/writing-workflows/workflow-syntax-for-github-actions#env",
    r"npm_[A-Za-z0-9]{36}",
)
def _(g):
    tok = "npm_" + g.s(36)
    text = (
        "jobs:\n  publish:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
        "      - run: npm publish --access public\n        env:\n"
        f"          NODE_AUTH_TOKEN: {tok}"
    )
    return text, [tok], tok


@kind(
    "curl_user_colon_password",
    "https://curl.se/docs/manpage.html#-u",
    PWD,
)
def _(g):
    pw = g.password()
    text = (
        f"curl -sS -u 'elastic:{pw}' -H 'Content-Type: application/json' "
        "https://es01.internal:9200/_cluster/health?pretty"
    )
    return text, [pw], pw


@kind(
    "httpie_auth_flag",
    "https://httpie.io/docs/cli/basic-auth",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = f"$ http -a admin:{pw} POST https://jenkins.acme.example/job/deploy/build delay==0sec\nHTTP/1.1 201 Created"
    return text, [pw], pw


@kind(
    "wget_http_password_flag",
    "https://www.gnu.org/software/wget/manual/wget.html#HTTP-Options",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        f"wget --http-user=mirror --http-password={pw} -r -np -nH "
        "https://artifacts.acme.example/releases/2.4/"
    )
    return text, [pw], pw


@kind(
    "http_request_dump_basic_auth",
    "https://datatracker.ietf.org/doc/html/rfc7617#section-2",
    r"[A-Za-z0-9+/]{20,}={0,2}",
)
def _(g):
    cred = _b64(f"svc-sync:{_pw(g)}".encode())
    text = (
        "> GET /api/v4/projects?membership=true HTTP/2\n> Host: git.acme.example\n"
        f"> authorization: Basic {cred}\n> user-agent: curl/8.5.0\n> accept: */*\n>\n< HTTP/2 200"
    )
    return text, [cred], cred


@kind(
    "http_proxy_authorization_header",
    "https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Proxy-Authorization",
    r"[A-Za-z0-9+/]{20,}={0,2}",
)
def _(g):
    cred = _b64(f"{g.r.choice(FIRST)}:{_pw(g)}".encode())
    text = (
        "CONNECT api.openai.com:443 HTTP/1.1\nHost: api.openai.com:443\n"
        f"Proxy-Authorization: Basic {cred}\nUser-Agent: python-requests/2.32.3\nProxy-Connection: Keep-Alive"
    )
    return text, [cred], cred


@kind(
    "set_cookie_express_session",
    "https://github.com/expressjs/session#cookie",
    r"s%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9%]{43,}",
)
def _(g):
    cookie = f"s%3A{g.s(32, B64URL)}.{g.s(43, ALNUM)}"
    text = (
        "HTTP/1.1 302 Found\nX-Powered-By: Express\nLocation: /dashboard\n"
        f"Set-Cookie: connect.sid={cookie}; Path=/; Expires=Sun, 29 Nov 2026 10:00:00 GMT; HttpOnly\n"
        "Content-Length: 0"
    )
    return text, [cookie], cookie


@kind(
    "cookie_header_django_session_csrf",
    "https://docs.djangoproject.com/en/5.0/ref/settings/#session-cookie-name",
    r"[a-z0-9]{32}",
)
def _(g):
    sid = g.s(32, LOWER_DIGITS)
    csrf = g.s(32, ALNUM)
    text = (
        "fetch('https://admin.acme.example/admin/orders/', {\n  headers: {\n"
        f"    'cookie': 'csrftoken={csrf}; sessionid={sid}',\n"
        "    'x-requested-with': 'XMLHttpRequest'\n  }\n})"
    )
    return text, [sid, csrf], sid


@kind(
    "datadog_api_and_app_key_headers",
    "https://docs.datadoghq.com/account_management/api-app-keys/",
    r"[0-9a-f]{32}",
)
def _(g):
    api, app = g.s(32, HEX), g.s(40, HEX)
    text = (
        'curl -X GET "https://api.datadoghq.eu/api/v1/monitor" \\\n'
        '  -H "Accept: application/json" \\\n'
        f'  -H "DD-API-KEY: {api}" \\\n  -H "DD-APPLICATION-KEY: {app}"'
    )
    return text, [api, app], api


@kind(
    "elasticsearch_apikey_header",
    "https://www.elastic.co/guide/en/elasticsearch/reference/current/security-api-create-api-key.html",
    r"[A-Za-z0-9+/_-]{40,}={0,2}",
)
def _(g):
    enc = _b64(f"{g.s(20, B64URL)}:{g.s(22, B64URL)}".encode())
    text = (
        "POST /logs-app-default/_doc HTTP/1.1\nHost: es.acme.example:9243\n"
        f"Authorization: ApiKey {enc}\nContent-Type: application/json"
    )
    return text, [enc], enc


@kind(
    "python_debug_log_config_dict",
    "https://docs.python.org/3/library/logging.html#logging.Logger.debug",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        "2026-11-27 22:14:05,118 DEBUG app.settings loaded config: "
        f"{{'db': {{'host': 'pg.internal', 'port': 5432, 'user': 'app', 'password': '{pw}'}}, "
        "'cache': {'url': 'redis://cache:6379/1'}}"
    )
    return text, [pw], pw


@kind(
    "python_traceback_locals_password",
    "https://docs.python.org/3/library/traceback.html#traceback.TracebackException",
    PWD,
)
def _(g):
    pw = g.password()
    text = (
        "Traceback (most recent call last):\n"
        '  File "/app/sync.py", line 42, in connect\n'
        "    return psycopg2.connect(**params)\n"
        "    params = {'dbname': 'warehouse', 'user': 'etl', "
        f"'password': '{pw}', 'host': 'dwh.internal'}}\n"
        'psycopg2.OperationalError: connection to server at "dwh.internal" (10.0.4.7), port 5432 failed: '
        'FATAL:  password authentication failed for user "etl"'
    )
    return text, [pw], pw


@kind(
    "node_util_inspect_options",
    "https://nodejs.org/api/util.html#utilinspectobject-options",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        "[nodemon] starting `node server.js`\nconnecting with {\n  host: 'smtp.sendinblue.com',\n"
        f"  port: 587,\n  auth: {{ user: 'ops@acme.example', pass: '{pw}' }},\n  secure: false\n}}"
    )
    return text, [pw], pw


@kind(
    "java_exception_jdbc_url",
    "https://docs.oracle.com/javase/8/docs/api/java/sql/DriverManager.html",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        "java.sql.SQLNonTransientConnectionException: Could not create connection to database server. "
        f"Attempted reconnect 3 times. url=jdbc:mysql://root:{pw}@mysql.internal:3306/shop?useSSL=true\n"
        "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:110)\n"
        "\tat com.acme.shop.Db.open(Db.java:27)"
    )
    return text, [pw], pw


@kind(
    "python_boto3_literal_keys",
    "https://boto3.amazonaws.com/v1/documentation/api/latest/guide/credentials.html#passing-credentials-as-parameters",
    r"[A-Za-z0-9/+]{40}",
)
def _(g):
    secret = g.s(40, B64)
    text = (
        "import boto3\n\ns3 = boto3.client(\n    's3',\n"
        f"    aws_access_key_id='AKIA{g.s(16, UPPER_DIGITS)}',\n"
        f"    aws_secret_access_key='{secret}',\n    region_name='us-west-2',\n)"
    )
    return text, [secret], secret


@kind(
    "typescript_openai_project_key",
    "https://platform.openai.com/docs/api-reference/authentication",
    r"sk-proj-[A-Za-z0-9_-]{100,}",
)
def _(g):
    key = "sk-proj-" + g.s(74, B64URL) + "T3BlbkFJ" + g.s(74, B64URL)
    text = (
        "import OpenAI from 'openai';\n\n"
        f"const client = new OpenAI({{ apiKey: '{key}' }});\n"
        "const res = await client.responses.create({ model: 'gpt-4.1', input: prompt });"
    )
    return text, [key], key


@kind(
    "go_twilio_auth_token",
    "https://www.twilio.com/docs/iam/api/authtoken",
    r"[0-9a-f]{32}",
)
def _(g):
    tok = g.s(32, HEX)
    text = (
        "client := twilio.NewRestClientWithParams(twilio.ClientParams{\n"
        f'\tUsername: "AC{g.s(32, HEX)}",\n'
        f'\tPassword: "{tok}",\n}})'
    )
    return text, [tok], tok


@kind(
    "java_jwt_hmac_signing_secret",
    "https://github.com/auth0/java-jwt#create-and-sign-a-token",
    r"[A-Za-z0-9]{32,48}",
)
def _(g):
    sec = g.s(g.r.randint(32, 48))
    text = (
        f'Algorithm algorithm = Algorithm.HMAC256("{sec}");\n'
        'String token = JWT.create()\n    .withIssuer("auth0")\n    .sign(algorithm);'
    )
    return text, [sec], sec


@kind(
    "csharp_network_credential_smtp",
    "https://learn.microsoft.com/en-us/dotnet/api/system.net.networkcredential.-ctor",
    PWD,
)
def _(g):
    pw = g.password()
    text = (
        'var smtp = new SmtpClient("smtp.office365.com", 587)\n{\n'
        f'    Credentials = new NetworkCredential("noreply@acme.example", "{pw}"),\n'
        "    EnableSsl = true\n};"
    )
    return text, [pw], pw


@kind(
    "ruby_slack_bot_token",
    "https://api.slack.com/concepts/token-types#bot",
    r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
)
def _(g):
    tok = f"xoxb-{g.digits(12)}-{g.digits(13)}-{g.s(24)}"
    text = (
        "require 'slack-ruby-client'\n\nSlack.configure do |config|\n"
        f"  config.token = '{tok}'\nend\nclient = Slack::Web::Client.new"
    )
    return text, [tok], tok


@kind(
    "php_pdo_literal_password",
    "https://www.php.net/manual/en/pdo.construct.php",
    PWD,
)
def _(g):
    pw = g.password()
    text = (
        "<?php\n$dsn = 'mysql:host=127.0.0.1;dbname=shop;charset=utf8mb4';\n"
        f"$pdo = new PDO($dsn, 'shop_user', '{pw}', [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);"
    )
    return text, [pw], pw


@kind(
    "swift_firebase_api_key",
    "https://firebase.google.com/docs/projects/api-keys",
    r"AIza[0-9A-Za-z_-]{35}",
)
def _(g):
    key = "AIza" + g.s(35, B64URL)
    text = (
        "let options = FirebaseOptions(googleAppID: "
        f'"1:{g.digits(12)}:ios:{g.s(22, HEX)}", gcmSenderID: "{g.digits(12)}")\n'
        f'options.apiKey = "{key}"\nFirebaseApp.configure(options: options)'
    )
    return text, [key], key


@kind(
    "kotlin_okhttp_bearer_literal",
    "https://square.github.io/okhttp/recipes/#handling-authentication-kt-java",
    r"[A-Za-z0-9]{40}",
)
def _(g):
    tok = g.s(40)
    text = (
        "val request = Request.Builder()\n"
        '    .url("https://api.acme.example/v2/orders")\n'
        f'    .header("Authorization", "Bearer {tok}")\n    .build()'
    )
    return text, [tok], tok


@kind(
    "rust_reqwest_basic_auth",
    "https://docs.rs/reqwest/latest/reqwest/struct.RequestBuilder.html#method.basic_auth",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        "let resp = client\n"
        '    .get("https://registry.acme.example/v2/_catalog")\n'
        f'    .basic_auth("robot$ci", Some("{pw}"))\n    .send()\n    .await?;'
    )
    return text, [pw], pw


@kind(
    "docker_login_password_flag_history",
    "https://docs.docker.com/reference/cli/docker/login/",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = f"  501  docker login -u acme+robot -p {pw} quay.io\n  502  docker push quay.io/acme/api:1.8.2"
    return text, [pw], pw


@kind(
    "psql_connection_uri_history",
    "https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING-URIS",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = f'psql "postgresql://analyst:{pw}@warehouse.acme.example:5432/metrics?sslmode=require" -c "\\dt"'
    return text, [pw], pw


@kind(
    "mongodb_srv_uri",
    "https://www.mongodb.com/docs/manual/reference/connection-string/",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        "const uri =\n"
        f'  "mongodb+srv://app-user:{pw}@cluster0.{g.s(5, LOWER_DIGITS)}.mongodb.net/?retryWrites=true&w=majority";\n'
        "const client = new MongoClient(uri);"
    )
    return text, [pw], pw


@kind(
    "pip_conf_index_url_credentials",
    "https://pip.pypa.io/en/stable/topics/authentication/#percent-encoding",
    r"[a-z2-7]{52}",
)
def _(g):
    pat = g.s(52, "abcdefghijklmnopqrstuvwxyz234567")
    text = (
        "# ~/.config/pip/pip.conf\n[global]\n"
        f"extra-index-url = https://build:{pat}@pkgs.dev.azure.com/acme/_packaging/internal/pypi/simple/"
    )
    return text, [pat], pat


@kind(
    "yarnrc_yml_npm_auth_token",
    "https://yarnpkg.com/configuration/yarnrc#npmAuthToken",
    r"npm_[A-Za-z0-9]{36}",
)
def _(g):
    tok = "npm_" + g.s(36)
    text = (
        "nodeLinker: node-modules\nnpmScopes:\n  acme:\n"
        f'    npmAlwaysAuth: true\n    npmAuthToken: "{tok}"\n'
        '    npmRegistryServer: "https://registry.npmjs.org"'
    )
    return text, [tok], tok


@kind(
    "cargo_credentials_toml",
    "https://doc.rust-lang.org/cargo/reference/config.html#credentials",
    r"cio[A-Za-z0-9]{32}",
)
def _(g):
    tok = "cio" + g.s(32)
    text = f'# ~/.cargo/credentials.toml\n[registry]\ntoken = "{tok}"'
    return text, [tok], tok


@kind(
    "gem_credentials_rubygems_key",
    "https://guides.rubygems.org/api-key-scopes/",
    r"rubygems_[0-9a-f]{48}",
)
def _(g):
    tok = "rubygems_" + g.s(48, HEX)
    text = f"$ cat ~/.gem/credentials\n---\n:rubygems_api_key: {tok}"
    return text, [tok], tok


@kind(
    "azure_cli_sp_client_secret",
    "https://learn.microsoft.com/en-us/cli/azure/authenticate-azure-cli-service-principal",
    r"[A-Za-z0-9_~.-]{3}8Q~[A-Za-z0-9_~.-]{34}",
)
def _(g):
    sec = g.s(3, ALNUM) + "8Q~" + g.s(34, ALNUM + "_~.-")
    text = f"az login --service-principal -u {g.uuid()} --password={sec} --tenant {g.uuid()}"
    return text, [sec], sec


@kind(
    "s3cfg_secret_key",
    "https://s3tools.org/kb/item14.htm",
    r"[A-Za-z0-9/+]{40}",
)
def _(g):
    sec = g.s(40, B64)
    text = (
        "[default]\n"
        f"access_key = AKIA{g.s(16, UPPER_DIGITS)}\nsecret_key = {sec}\n"
        "host_base = s3.amazonaws.com\nuse_https = True"
    )
    return text, [sec], sec


@kind(
    "rclone_conf_b2_key",
    "https://rclone.org/b2/#configuration",
    r"K[0-9]{3}[A-Za-z0-9+/]{27}",
)
def _(g):
    key = "K" + g.digits(3, first_nonzero=False) + g.s(27, ALNUM)
    text = (
        "[b2-backups]\ntype = b2\n"
        f"account = {g.digits(3, False)}{g.s(22, HEX)}\nkey = {key}\nhard_delete = true"
    )
    return text, [key], key


@kind(
    "cifs_mount_options_password",
    "https://www.samba.org/samba/docs/current/man-html/mount.cifs.8.html",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = (
        "sudo mount -t cifs //nas01/scans /mnt/scans "
        f"-o username=scanner,password={pw},domain=CORP,vers=3.0,uid=1000"
    )
    return text, [pw], pw


@kind(
    "ipsec_secrets_psk",
    "https://docs.strongswan.org/docs/latest/swanctl/swanctlConf.html",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    psk = _pw(g)
    text = f'# /etc/ipsec.secrets\n{_public_ipv4(g)} {_public_ipv4(g)} : PSK "{psk}"'
    return text, [psk], psk


@kind(
    "cisco_type7_password",
    "https://www.cisco.com/c/en/us/support/docs/security-vpn/remote-authentication-dial-user-service-radius/107614-64.html",
    r"[0-9]{2}[0-9A-F]{16,40}",
)
def _(g):
    t7 = f"{g.r.randint(0, 15):02d}" + g.s(2 * g.r.randint(9, 16), "0123456789ABCDEF")
    text = (
        "hostname core-sw1\n!\n"
        f"username netadmin privilege 15 password 7 {t7}\n"
        "!\ninterface GigabitEthernet0/1\n description uplink"
    )
    return text, [t7], t7


@kind(
    "snmpd_conf_community",
    "https://net-snmp.sourceforge.io/docs/man/snmpd.conf.html",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    comm = _pw(g)
    text = f"# /etc/snmp/snmpd.conf\nagentAddress udp:161\nrocommunity {comm} 10.0.0.0/8\nsysLocation Rack 4"
    return text, [comm], comm


@kind(
    "sql_create_user_password",
    "https://www.postgresql.org/docs/current/sql-createrole.html",
    PWD,
)
def _(g):
    pw = g.password()
    text = f"CREATE ROLE reporting WITH LOGIN PASSWORD '{pw}' VALID UNTIL '2027-01-01';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;"
    return text, [pw], pw


@kind(
    "my_cnf_client_password",
    "https://dev.mysql.com/doc/refman/8.0/en/option-files.html",
    r"[A-Za-z0-9]{16,24}",
)
def _(g):
    pw = _pw(g)
    text = f"# ~/.my.cnf\n[client]\nuser=backup\npassword={pw}\nhost=127.0.0.1"
    return text, [pw], pw


@kind(
    "putty_ppk_private_lines",
    "https://the.earth.li/~sgtatham/putty/0.80/htmldoc/AppendixC.html",
    r"AAAAI[A-Za-z0-9+/]{43}",
)
def _(g):
    priv = _b64(b"\x00\x00\x00\x20" + _rand_bytes(g, 32))
    mac = g.s(64, HEX)
    text = (
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy@build01\nPublic-Lines: 2\n"
        f"AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(43, B64)}\n{g.s(4, B64)}\nPrivate-Lines: 1\n{priv}\nPrivate-MAC: {mac}"
    )
    return text, [priv], priv


@kind(
    "supabase_service_role_jwt_env",
    "https://supabase.com/docs/guides/api/api-keys",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _(g):
    ref = g.s(20, LOWER)
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b"=").decode()
    body_json = f'{{"iss":"supabase","ref":"{ref}","role":"service_role","iat":17{g.digits(8, False)},"exp":20{g.digits(8, False)}}}'
    body = base64.urlsafe_b64encode(body_json.encode()).rstrip(b"=").decode()
    sig = base64.urlsafe_b64encode(hashlib.sha256(_rand_bytes(g, 16)).digest()).rstrip(b"=").decode()
    jwt = f"{head}.{body}.{sig}"
    text = f"NEXT_PUBLIC_SUPABASE_URL=https://{ref}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY={jwt}"
    return text, [jwt], jwt


@kind(
    "mailgun_php_private_key",
    "https://documentation.mailgun.com/docs/mailgun/api-reference/authentication",
    r"[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8}",
)
def _(g):
    key = f"{g.s(32, HEX)}-{g.s(8, HEX)}-{g.s(8, HEX)}"
    text = (
        "use Mailgun\\Mailgun;\n\n"
        f"$mg = Mailgun::create('{key}', 'https://api.eu.mailgun.net');\n"
        "$mg->messages()->send('mg.acme.example', $params);"
    )
    return text, [key], key


# == (b) personal data ================================================================================


@kind("email_git_log_author", "https://git-scm.com/docs/git-log#_pretty_formats", r"[\w.+-]+@[\w-]+\.[\w.]+")
def _(g):
    f, last = _name(g)
    mail = _email(g)
    text = (
        f"commit {g.s(40, HEX)}\nAuthor: {f.title()} {last.title()} <{mail}>\n"
        "Date:   Thu Nov 26 18:02:11 2026 +0100\n\n    fix: retry on 429"
    )
    return text, [mail], mail


@kind(
    "email_mail_from_header",
    "https://datatracker.ietf.org/doc/html/rfc5322#section-3.6.2",
    r"[\w.+-]+@[\w-]+\.[\w.]+",
)
def _(g):
    f, last = _name(g)
    mail = _email(g, ("web.de", "gmx.net", "yahoo.co.uk", "icloud.com"))
    text = (
        f'Return-Path: <{mail}>\nFrom: "{f.title()} {last.title()}" <{mail}>\n'
        "To: support@acme.example\nSubject: Re: invoice 2026-114\nDate: Fri, 27 Nov 2026 09:14:55 +0000"
    )
    return text, [mail], mail


@kind(
    "email_package_json_author",
    "https://docs.npmjs.com/cli/v10/configuring-npm/package-json#people-fields-author-contributors",
    r"[\w.+-]+@[\w-]+\.[\w.]+",
)
def _(g):
    f, last = _name(g)
    mail = _email(g)
    text = (
        '{\n  "name": "@acme/date-utils",\n  "version": "0.4.1",\n'
        f'  "author": "{f.title()} {last.title()} <{mail}> (https://{f}{last}.dev)",\n  "license": "MIT"\n}}'
    )
    return text, [mail], mail


@kind(
    "email_codeowners",
    "https://docs.github.com/en/repositories/managing-your-repositorys-settings-and-features/customizing-your-repository/about-code-owners#codeowners-syntax",
    r"[\w.+-]+@[\w-]+\.[\w.]+",
)
def _(g):
    mail = _email(g, ("acme-contractors.io", "protonmail.com", "hey.com"))
    text = f"# .github/CODEOWNERS\n*.tf        @acme/platform\n/billing/   {mail}\n/docs/      @acme/docs"
    return text, [mail], mail


@kind(
    "email_pyproject_maintainers",
    "https://packaging.python.org/en/latest/specifications/pyproject-toml/#authors-maintainers",
    r"[\w.+-]+@[\w-]+\.[\w.]+",
)
def _(g):
    f, last = _name(g)
    mail = _email(g)
    text = f'[project]\nname = "tinyqueue"\nmaintainers = [\n  {{ name = "{f.title()} {last.title()}", email = "{mail}" }},\n]'
    return text, [mail], mail


@kind("phone_us_e164_in_json", "https://www.itu.int/rec/T-REC-E.164/en", r"\+1[2-9]\d{2}[2-9]\d{6}")
def _(g):
    num = f"+1{g.r.randint(2, 9)}{g.digits(2, False)}{g.r.randint(2, 9)}{g.digits(6, False)}"
    text = f'{{"customer": {{"id": "cus_{g.s(14)}", "name": "{" ".join(x.title() for x in _name(g))}", "phone": "{num}"}}}}'
    return text, [num], num


@kind(
    "phone_us_national_format",
    "https://en.wikipedia.org/wiki/North_American_Numbering_Plan#Numbering_system",
    r"\(\d{3}\) \d{3}-\d{4}",
)
def _(g):
    n = f"({g.r.randint(2, 9)}{g.digits(2, False)}) {g.r.randint(2, 9)}{g.digits(2, False)}-{g.digits(4, False)}"
    text = f"Contact: {' '.join(x.title() for x in _name(g))}, cell {n} (after 5pm)"
    return text, [n], n.replace("(", "").replace(") ", "-")


@kind(
    "phone_uk_mobile_local",
    "https://www.ofcom.org.uk/phones-and-broadband/phone-numbers/numbering",
    r"07\d{3} \d{6}",
)
def _(g):
    n = f"07{g.r.choice('3456789')}{g.digits(2, False)} {g.digits(6, False)}"
    text = f'BILLING_CONTACT_PHONE="{n}"\nBILLING_CONTACT_NAME="{" ".join(x.title() for x in _name(g))}"'
    return text, [n], n.replace(" ", "")


@kind(
    "phone_de_mobile_international",
    "https://www.bundesnetzagentur.de/DE/Fachthemen/Telekommunikation/Nummerierung/start.html",
    r"\+49 1[5-7]\d \d{7,8}",
)
def _(g):
    n = f"+49 1{g.r.choice('567')}{g.digits(1, False)} {g.digits(8, False)}"
    text = f"Ansprechpartner: {' '.join(x.title() for x in _name(g))}\nMobil: {n}"
    return text, [n], n.replace(" ", "")


@kind(
    "phone_fr_mobile_local",
    "https://www.arcep.fr/la-regulation/grands-dossiers-thematiques-transverses/la-numerotation.html",
    r"0[67]( \d{2}){4}",
)
def _(g):
    n = "0" + g.r.choice("67") + "".join(f" {g.digits(2, False)}" for _ in range(4))
    text = f'- nom: {" ".join(x.title() for x in _name(g))}\n  telephone: "{n}"'
    return text, [n], n.replace(" ", "")


@kind("phone_in_mobile", "https://dot.gov.in/national-numbering-plan", r"\+91 [6-9]\d{4} \d{5}")
def _(g):
    n = f"+91 {g.r.choice('6789')}{g.digits(4, False)} {g.digits(5, False)}"
    text = f"INSERT INTO leads (name, phone) VALUES ('{' '.join(x.title() for x in _name(g))}', '{n}');"
    return text, [n], n.replace(" ", "")


@kind(
    "phone_jp_mobile",
    "https://www.soumu.go.jp/main_sosiki/joho_tsusin/top/tel_number/number_shitei.html",
    r"0[789]0-\d{4}-\d{4}",
)
def _(g):
    n = f"0{g.r.choice('789')}0-{g.digits(4, False)}-{g.digits(4, False)}"
    text = f"お問い合わせ: 担当 {_name(g)[1].title()}\n携帯: {n}"
    return text, [n], n


@kind("phone_br_mobile", "https://www.gov.br/anatel/pt-br/regulado/numeracao", r"\(\d{2}\) 9\d{4}-\d{4}")
def _(g):
    n = f"({g.r.randint(11, 99)}) 9{g.digits(4, False)}-{g.digits(4, False)}"
    text = f'{{"nome": "{" ".join(x.title() for x in _name(g))}", "celular": "{n}"}}'
    return text, [n], n.replace("(", "").replace(") ", "-")


# -- national ids -----------------------------------------------------------------------------------


def _ssn(g: _R) -> str:
    while True:
        area = g.r.randint(1, 899)
        if area != 666:
            return f"{area:03d}-{g.r.randint(1, 99):02d}-{g.r.randint(1, 9999):04d}"


@kind(
    "us_ssn_form_field",
    "https://www.ssa.gov/employer/randomization.html",
    r"(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}",
)
def _(g):
    ssn = _ssn(g)
    text = f'applicant:\n  name: {" ".join(x.title() for x in _name(g))}\n  ssn: "{ssn}"\n  dob: 1984-0{g.r.randint(1, 9)}-1{g.r.randint(0, 9)}'
    return text, [ssn], ssn


@kind(
    "us_ssn_w2_csv",
    "https://www.irs.gov/pub/irs-pdf/fw2.pdf",
    r"(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}",
)
def _(g):
    ssn = _ssn(g)
    f, last = _name(g)
    text = f"employee_id,first,last,ssn,state\nE{g.digits(5)},{f.title()},{last.title()},{ssn},CA"
    return text, [ssn], ssn


@kind(
    "uk_nino",
    "https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim39110",
    r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]",
)
def _(g):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = g.r.choice(first) + g.r.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = g.digits(6, False)
    nino = f"{p} {d[:2]} {d[2:4]} {d[4:]} {g.r.choice('ABCD')}"
    text = f"Employee: {' '.join(x.title() for x in _name(g))}\nNI number: {nino}\nTax code: 1257L"
    return text, [nino], nino.replace(" ", "")


def _steuer_id(g: _R) -> str:
    while True:
        digits = list(range(10))
        g.r.shuffle(digits)
        body = digits[:9]
        body.insert(g.r.randint(0, 9), g.r.choice(body))
        if body[0] == 0:
            continue
        prod = 10
        for d in body:
            s = (d + prod) % 10 or 10
            prod = (s * 2) % 11
        chk = (11 - prod) % 10
        return "".join(map(str, body)) + str(chk)


@kind(
    "de_steuer_id",
    "https://www.bzst.de/DE/Privatpersonen/SteuerlicheIdentifikationsnummer/steuerlicheidentifikationsnummer_node.html",
    r"[1-9]\d ?\d{3} ?\d{3} ?\d{3}",
)
def _(g):
    sid = _steuer_id(g)
    spaced = f"{sid[:2]} {sid[2:5]} {sid[5:8]} {sid[8:]}"
    text = f"Lohnsteuerbescheinigung 2025\nName: {' '.join(x.title() for x in _name(g))}\nIdentifikationsnummer: {spaced}"
    return text, [spaced], sid


@kind(
    "fr_nir",
    "https://www.ameli.fr/assure/droits-demarches/principes/numero-securite-sociale",
    r"[12] \d{2} \d{2} \d{2} \d{3} \d{3} \d{2}",
)
def _(g):
    sex = g.r.choice("12")
    body = f"{sex}{g.digits(2, False)}{g.r.randint(1, 12):02d}{g.r.randint(1, 95):02d}{g.digits(3, False)}{g.digits(3, False)}"
    key = 97 - int(body) % 97
    nir = f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}"
    text = f'numero_securite_sociale: "{nir}"\nnom: {_name(g)[1].upper()}'
    return text, [nir], nir.replace(" ", "")


_CF_ODD = dict(
    zip(
        "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        [
            1,
            0,
            5,
            7,
            9,
            13,
            15,
            17,
            19,
            21,
            1,
            0,
            5,
            7,
            9,
            13,
            15,
            17,
            19,
            21,
            2,
            4,
            18,
            20,
            11,
            3,
            6,
            8,
            12,
            14,
            16,
            10,
            22,
            25,
            24,
            23,
        ],
        strict=True,
    )
)


@kind(
    "it_codice_fiscale",
    "https://www.agenziaentrate.gov.it/portale/web/guest/schede/istanze/richiesta-ts_cf/informazioni-codificazione-pf",
    r"[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]",
)
def _(g):
    body = (
        g.s(6, UPPER)
        + g.digits(2, False)
        + g.r.choice("ABCDEHLMPRST")
        + f"{g.r.choice([g.r.randint(1, 28), g.r.randint(41, 68)]):02d}"
        + g.r.choice("ABCDEFGHILM")
        + g.digits(3, False)
    )
    total = 0
    for i, c in enumerate(body):
        total += _CF_ODD[c] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65)
    cf = body + chr(65 + total % 26)
    text = (
        f"<cliente>\n  <nome>{_name(g)[0].title()}</nome>\n  <codiceFiscale>{cf}</codiceFiscale>\n</cliente>"
    )
    return text, [cf], cf


DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


@kind(
    "es_dni",
    "https://www.interior.gob.es/opencms/es/servicios-al-ciudadano/tramites-y-gestiones/dni/calculo-del-digito-de-control-del-nif-nie/",
    r"\d{8}[A-HJ-NP-TV-Z]",
)
def _(g):
    n = g.digits(8, False)
    dni = n + DNI_LETTERS[int(n) % 23]
    text = f"Titular: {' '.join(x.title() for x in _name(g))}\nDNI: {dni}\nFecha de caducidad: 12/03/2031"
    return text, [dni], dni


@kind(
    "es_nie",
    "https://www.interior.gob.es/opencms/es/servicios-al-ciudadano/tramites-y-gestiones/dni/calculo-del-digito-de-control-del-nif-nie/",
    r"[XYZ]-?\d{7}-?[A-HJ-NP-TV-Z]",
)
def _(g):
    p = g.r.choice("XYZ")
    n = g.digits(7, False)
    nie = f"{p}{n}{DNI_LETTERS[int(str('XYZ'.index(p)) + n) % 23]}"
    text = f"nie_solicitante = '{nie}'  # extranjero residente"
    return text, [nie], nie


@kind("nl_bsn", "https://www.rvig.nl/bsn", r"\d{9}")
def _(g):
    while True:
        d = [int(c) for c in g.digits(8)]
        s = sum(x * w for x, w in zip(d, range(9, 1, -1), strict=True))
        last = s % 11
        if last <= 9:
            bsn = "".join(map(str, d)) + str(last)
            break
    text = f"Burgerservicenummer (BSN): {bsn}\nNaam: {' '.join(x.title() for x in _name(g))}"
    return text, [bsn], bsn


def _cpf(g: _R) -> str:
    d = [int(c) for c in g.digits(9, False)]
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1), strict=False))
        d.append((s * 10) % 11 % 10)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


@kind("br_cpf", "https://www.gov.br/receitafederal/pt-br/assuntos/meu-cpf", r"\d{3}\.\d{3}\.\d{3}-\d{2}")
def _(g):
    cpf = _cpf(g)
    text = f'cliente = {{"nome": "{" ".join(x.title() for x in _name(g))}", "cpf": "{cpf}"}}'
    return text, [cpf], cpf.replace(".", "").replace("-", "")


_VD = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
_VP = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def _verhoeff(body: str) -> str:
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


@kind(
    "in_aadhaar",
    "https://uidai.gov.in/en/about-uidai/legal-framework/updated-regulation.html",
    r"[2-9]\d{3} \d{4} \d{4}",
)
def _(g):
    body = g.r.choice("23456789") + g.digits(10, False)
    a = body + _verhoeff(body)
    spaced = f"{a[:4]} {a[4:8]} {a[8:]}"
    text = f"KYC details received:\nName: {' '.join(x.title() for x in _name(g))}\nAadhaar: {spaced}"
    return text, [spaced], a


@kind("in_pan", "https://www.incometax.gov.in/iec/foportal/help/pan-card", r"[A-Z]{3}P[A-Z]\d{4}[A-Z]")
def _(g):
    pan = g.s(3, UPPER) + "P" + g.s(1, UPPER) + g.digits(4, False) + g.s(1, UPPER)
    text = f"pan_number: {pan}\nassessment_year: 2026-27"
    return text, [pan], pan


@kind(
    "cn_resident_id",
    "https://openstd.samr.gov.cn/bzgk/gb/newGbInfo?hcno=080D6FBF2BB468F9007657F26D60013E",
    r"\d{17}[\dX]",
)
def _(g):
    area = g.r.choice(["110101", "310104", "440305", "510107", "330106"])
    body = (
        f"{area}{g.r.randint(1960, 2004)}{g.r.randint(1, 12):02d}{g.r.randint(1, 28):02d}{g.digits(3, False)}"
    )
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    rid = body + "10X98765432"[sum(int(c) * x for c, x in zip(body, w, strict=True)) % 11]
    text = f"身份证号: {rid}\n姓名: 张{g.r.choice('伟芳娜敏静')}"
    return text, [rid], rid


@kind("jp_my_number", "https://www.soumu.go.jp/main_content/000327387.pdf", r"\d{4} \d{4} \d{4}")
def _(g):
    body = g.digits(11, False)
    s = 0
    for n in range(1, 12):
        p = int(body[-n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    mn = body + str(0 if r <= 1 else 11 - r)
    spaced = f"{mn[:4]} {mn[4:8]} {mn[8:]}"
    text = f"個人番号（マイナンバー）: {spaced}"
    return text, [spaced], mn


@kind("kr_rrn", "https://www.law.go.kr/LSW/lsInfoP.do?lsiSeq=227107", r"\d{6}-[1-4]\d{6}")
def _(g):
    yy = g.r.randint(60, 99)
    body = f"{yy:02d}{g.r.randint(1, 12):02d}{g.r.randint(1, 28):02d}{g.r.choice('12')}{g.digits(5, False)}"
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    chk = (11 - sum(int(c) * x for c, x in zip(body, w, strict=True)) % 11) % 10
    rrn = f"{body[:6]}-{body[6:]}{chk}"
    text = f"주민등록번호: {rrn}"
    return text, [rrn], rrn


@kind("au_tfn", "https://www.ato.gov.au/individuals-and-families/tax-file-number", r"\d{3} \d{3} \d{3}")
def _(g):
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        d = [int(c) for c in g.digits(8)]
        s = sum(x * y for x, y in zip(d, w, strict=False))
        last = s % 11
        if last <= 9:
            t = "".join(map(str, d)) + str(last)
            break
    spaced = f"{t[:3]} {t[3:6]} {t[6:]}"
    text = f"TFN declaration\nPayee: {' '.join(x.title() for x in _name(g))}\nTax file number: {spaced}"
    return text, [spaced], t


@kind(
    "ca_sin",
    "https://www.canada.ca/en/employment-social-development/services/sin.html",
    r"\d{3}[ -]\d{3}[ -]\d{3}",
)
def _(g):
    body = g.r.choice("1234567") + g.digits(7, False)
    sin = body + _luhn_digit(body)
    spaced = f"{sin[:3]}-{sin[3:6]}-{sin[6:]}"
    text = f'employee.sin = "{spaced}"'
    return text, [spaced], sin


@kind("mx_curp", "https://www.gob.mx/curp/", r"[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d")
def _(g):
    alph = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
    yy = g.r.randint(60, 99)
    body = (
        g.s(1, "BCDFGHJKLMNPRSTVZ")
        + g.s(1, "AEIOU")
        + g.s(2, UPPER)
        + f"{yy:02d}{g.r.randint(1, 12):02d}{g.r.randint(1, 28):02d}"
        + g.r.choice("HM")
        + g.r.choice(["DF", "JC", "NL", "MC", "GT"])
        + g.s(3, "BCDFGHJKLMNPRSTVZ")
        + g.digits(1, False)
    )
    s = sum(alph.index(c) * (18 - i) for i, c in enumerate(body))
    curp = body + str((10 - s % 10) % 10)
    text = f"CURP: {curp}\nRFC: {curp[:10]}{g.s(3, UPPER_DIGITS)}"
    return text, [curp], curp


@kind(
    "se_personnummer",
    "https://www.skatteverket.se/privat/folkbokforing/personnummer.4.3810a01c150939e893f18c29.html",
    r"\d{8}-\d{4}",
)
def _(g):
    d = f"{g.r.randint(50, 99):02d}{g.r.randint(1, 12):02d}{g.r.randint(1, 28):02d}{g.digits(3, False)}"
    pn = d + _luhn_digit(d)
    full = f"19{pn[:6]}-{pn[6:]}"
    text = f"kund:\n  personnummer: {full}\n  namn: {' '.join(x.title() for x in _name(g))}"
    return text, [full], full.replace("-", "")


@kind("pl_pesel", "https://www.gov.pl/web/gov/czym-jest-numer-pesel", r"\d{11}")
def _(g):
    body = f"{g.r.randint(50, 99):02d}{g.r.randint(1, 12):02d}{g.r.randint(1, 28):02d}{g.digits(4, False)}"
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    pesel = body + str((10 - sum(int(c) * x for c, x in zip(body, w, strict=True)) % 10) % 10)
    text = f"<Pesel>{pesel}</Pesel>"
    return text, [pesel], pesel


@kind("fi_hetu", "https://dvv.fi/en/personal-identity-code", r"\d{6}[-+A]\d{3}[0-9A-Y]")
def _(g):
    dmy = f"{g.r.randint(1, 28):02d}{g.r.randint(1, 12):02d}{g.r.randint(50, 99):02d}"
    n = f"{g.r.randint(2, 899):03d}"
    h = f"{dmy}-{n}{'0123456789ABCDEFHJKLMNPRSTUVWXY'[int(dmy + n) % 31]}"
    text = f"henkilotunnus={h}"
    return text, [h], h


@kind(
    "ch_ahv_number",
    "https://www.ahv-iv.ch/de/Sozialversicherungen/AHV/AHV-Nummer",
    r"756\.\d{4}\.\d{4}\.\d{2}",
)
def _(g):
    body = "756" + g.digits(9, False)
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    n = body + str((10 - s % 10) % 10)
    dotted = f"{n[:3]}.{n[3:7]}.{n[7:11]}.{n[11:]}"
    text = f"AHV-Nr.: {dotted}"
    return text, [dotted], n


@kind(
    "be_national_number",
    "https://www.ibz.rrn.fgov.be/fr/registre-national/",
    r"\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}",
)
def _(g):
    body = (
        f"{g.r.randint(50, 99):02d}{g.r.randint(1, 12):02d}{g.r.randint(1, 28):02d}{g.r.randint(1, 997):03d}"
    )
    chk = 97 - int(body) % 97
    nn = f"{body[:2]}.{body[2:4]}.{body[4:6]}-{body[6:]}.{chk:02d}"
    text = f"Rijksregisternummer: {nn}"
    return text, [nn], nn.replace(".", "").replace("-", "")


# -- travel and driving documents -------------------------------------------------------------------


def _mrz_check(s: str) -> str:
    w = [7, 3, 1]
    total = 0
    for i, c in enumerate(s):
        v = 0 if c == "<" else int(c) if c.isdigit() else ord(c) - 55
        total += v * w[i % 3]
    return str(total % 10)


@kind(
    "passport_mrz_td3",
    "https://www.icao.int/publications/Documents/9303_p4_cons_en.pdf",
    r"[A-Z0-9<]{9}\d[A-Z<]{3}\d{7}[MF<]\d{7}[A-Z0-9<]{14}\d\d",
)
def _(g):
    f, last = _name(g)
    num = g.s(1, "CFGHJK") + g.s(8, "CFGHJKLMNPRTVWXYZ0123456789")
    dob = f"{g.r.randint(60, 99)}{g.r.randint(1, 12):02d}{g.r.randint(1, 28):02d}"
    exp = f"3{g.r.randint(0, 4)}{g.r.randint(1, 12):02d}{g.r.randint(1, 28):02d}"
    pers = "<" * 14
    l1 = f"P<D<<{last.upper()}<<{f.upper()}".ljust(44, "<")
    core = (
        num
        + _mrz_check(num)
        + "D<<"
        + dob
        + _mrz_check(dob)
        + g.r.choice("MF")
        + exp
        + _mrz_check(exp)
        + pers
    )
    comp = _mrz_check(
        num + _mrz_check(num) + dob + _mrz_check(dob) + exp + _mrz_check(exp) + pers + _mrz_check(pers)
    )
    l2 = core + _mrz_check(pers) + comp
    text = f"OCR result (passport scan):\n{l1}\n{l2}"
    return text, [l2, num], num


@kind(
    "us_passport_number",
    "https://travel.state.gov/content/travel/en/passports/need-passport/card.html",
    r"[A-Z]\d{8}",
)
def _(g):
    p = g.s(1, UPPER) + g.digits(8, False)
    text = f"traveler:\n  full_name: {' '.join(x.title() for x in _name(g))}\n  passport_no: {p}\n  issuing_country: USA"
    return text, [p], p


@kind(
    "uk_driving_licence_number",
    "https://www.gov.uk/government/publications/new-driver-licence-number-format",
    r"[A-Z9]{5}\d[0156]\d{4}[A-Z9]{2}\d[A-Z]{2}",
)
def _(g):
    f, last = _name(g)
    sur = last.upper()[:5].ljust(5, "9")
    y = g.r.randint(60, 99)
    m = g.r.randint(1, 12) + g.r.choice([0, 50])
    dl = f"{sur}{y // 10}{m:02d}{g.r.randint(1, 28):02d}{y % 10}{f.upper()[0]}{g.s(1, UPPER)}9{g.s(2, UPPER)}"
    text = f"Driving licence number: {dl}\nCheck code: {g.s(8, UPPER_DIGITS)}"
    return text, [dl], dl


@kind("ca_on_driver_licence", "https://www.ontario.ca/page/drivers-licence-number", r"[A-Z]\d{4}-\d{5}-\d{5}")
def _(g):
    last = _name(g)[1].upper()
    dl = f"{last[0]}{g.digits(4, False)}-{g.digits(5, False)}-{g.r.randint(50, 99)}{g.r.randint(1, 12):02d}{g.r.randint(1, 9)}"
    text = f"| Licence | {dl} | Class G | exp 2029-06-30 |"
    return text, [dl], dl


# -- bank and card -----------------------------------------------------------------------------------


@kind(
    "iban_de_sepa_mandate",
    "https://www.ecbs.org/iban/germany-bank-account-number.html",
    r"DE\d{2} ?(\d{4} ?){4}\d{2}",
)
def _(g):
    iban = _mod97_iban("DE", g.digits(8) + g.digits(10, False))
    text = f"SEPA-Lastschriftmandat\nKontoinhaber: {' '.join(x.title() for x in _name(g))}\nIBAN: {_group4(iban)}\nBIC: COBADEFFXXX"
    return text, [_group4(iban)], iban


@kind("iban_gb_json", "https://www.iban.com/structure", r"GB\d{2}[A-Z]{4}\d{14}")
def _(g):
    iban = _mod97_iban("GB", g.r.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + g.digits(14, False))
    text = f'{{"payee": "{" ".join(x.title() for x in _name(g))}", "iban": "{iban}", "reference": "INV-{g.digits(5)}"}}'
    return text, [iban], iban


@kind("iban_fr_rib", "https://www.iban.com/structure", r"FR\d{12}[A-Z0-9]{11}\d{2}")
def _(g):
    bank, guichet, compte = g.digits(5), g.digits(5, False), g.digits(11, False)
    rib = 97 - (89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97
    iban = _mod97_iban("FR", f"{bank}{guichet}{compte}{rib:02d}")
    text = f"iban_beneficiaire={iban}"
    return text, [iban], iban


@kind("iban_nl_csv", "https://www.iban.com/structure", r"NL\d{2}[A-Z]{4}\d{10}")
def _(g):
    iban = _mod97_iban("NL", g.r.choice(["INGB", "RABO", "ABNA", "SNSB"]) + g.digits(10, False))
    text = f"naam;iban;bedrag\n{' '.join(x.title() for x in _name(g))};{iban};125,00"
    return text, [iban], iban


@kind(
    "us_routing_and_account", "https://www.frbservices.org/resources/routing-number-directory", r"\d{10,12}"
)
def _(g):
    while True:
        d = [g.r.randint(0, 1), g.r.randint(1, 2)] + [int(c) for c in g.digits(6, False)]
        if 1 <= d[0] * 10 + d[1] <= 12:
            break
    s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
    aba = "".join(map(str, d)) + str((10 - s % 10) % 10)
    acct = g.digits(g.r.randint(10, 12))
    text = f"Direct deposit\nRouting number (ABA): {aba}\nAccount number: {acct}\nAccount type: Checking"
    return text, [acct, aba], acct


@kind("uk_sort_code_account", "https://www.wearepay.uk/what-we-do/industry-guidance/", r"\d{8}")
def _(g):
    acct = g.digits(8, False)
    sc = f"{g.r.randint(10, 99)}-{g.digits(2, False)}-{g.digits(2, False)}"
    text = f"Please pay {' '.join(x.title() for x in _name(g))}\nSort code: {sc}\nAccount no: {acct}"
    return text, [acct], acct


@kind("card_visa_with_expiry_cvv", "https://www.iso.org/standard/70484.html", r"4\d{3}( \d{4}){3}")
def _(g):
    n = g.luhn("4", 16)
    s = _group4(str(n))
    cvv = g.digits(3, False)
    text = f'card:\n  number: {s}\n  exp_month: {g.r.randint(1, 12):02d}\n  exp_year: 20{g.r.randint(27, 31)}\n  cvc: "{cvv}"'
    return text, [s], str(n), n


@kind(
    "card_mastercard_2series_log",
    "https://www.mastercard.us/en-us/business/overview/start-accepting/bin-range.html",
    r"2[2-7]\d{14}",
)
def _(g):
    n = g.luhn(str(g.r.randint(2221, 2720)), 16)
    text = f"[checkout] WARN payment declined pan={n} exp=0{g.r.randint(1, 9)}/2{g.r.randint(7, 9)} reason=insufficient_funds"
    return text, [str(n)], str(n), n


@kind(
    "card_amex_form",
    "https://www.americanexpress.com/content/dam/amex/us/merchant/new-merchant-specifications/EGMS_Specs.pdf",
    r"3[47]\d{2} \d{6} \d{5}",
)
def _(g):
    n = g.luhn(g.r.choice(["34", "37"]), 15)
    s = str(n)
    sp = f"{s[:4]} {s[4:10]} {s[10:]}"
    text = f"Card number: {sp}\nExpiry: {g.r.randint(1, 12):02d}/{g.r.randint(27, 31)}\nCID: {g.digits(4, False)}"
    return text, [sp], s, n


# -- addresses, dates of birth, paths --------------------------------------------------------------


@kind(
    "address_us_street",
    "https://pe.usps.com/text/pub28/28c2_001.htm",
    r"\d{2,5} [A-Z][a-z]+ (St|Ave|Blvd|Rd|Dr|Ln)",
)
def _(g):
    line = f"{g.r.randint(10, 9999)} {g.r.choice(['Maple', 'Oakwood', 'Linden', 'Chestnut', 'Sycamore'])} {g.r.choice(['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Ln'])}"
    text = f'ship_to:\n  name: {" ".join(x.title() for x in _name(g))}\n  line1: {line}\n  line2: Apt {g.r.randint(1, 40)}B\n  city: Columbus\n  state: OH\n  zip: "432{g.digits(2, False)}"'
    return text, [line], line


@kind(
    "address_uk_postcode",
    "https://www.royalmail.com/sites/default/files/Royal-Mail-Address-Management-Guide.pdf",
    r"\d{1,3} [A-Z][a-z]+ (Road|Street|Lane|Close|Grove)",
)
def _(g):
    line = f"{g.r.randint(1, 250)} {g.r.choice(['Ashford', 'Kingsley', 'Mill', 'Beech', 'Victoria'])} {g.r.choice(['Road', 'Street', 'Lane', 'Close', 'Grove'])}"
    pc = f"{g.r.choice(['M', 'LS', 'BS', 'SW', 'N'])}{g.r.randint(1, 20)} {g.r.randint(1, 9)}{g.s(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
    text = f"{' '.join(x.title() for x in _name(g))}\n{line}\nManchester\n{pc}\nUnited Kingdom"
    return text, [line], line


@kind(
    "address_de_strasse",
    "https://www.deutschepost.de/de/b/briefe-ins-ausland/adressieren.html",
    r"[A-Z][a-zäöüß]+(straße|weg|allee) \d{1,3}[a-z]?",
)
def _(g):
    line = f"{g.r.choice(['Linden', 'Birken', 'Goethe', 'Schiller', 'Ahorn'])}{g.r.choice(['straße', 'weg', 'allee'])} {g.r.randint(1, 180)}{g.r.choice(['', 'a', 'b'])}"
    text = f"Rechnungsadresse:\n{' '.join(x.title() for x in _name(g))}\n{line}\n{g.digits(5)} Leipzig"
    return text, [line], line


@kind("address_jp", "https://www.post.japanpost.jp/zipcode/", r"〒\d{3}-\d{4} .+\d+-\d+-\d+")
def _(g):
    addr = f"〒{g.digits(3)}-{g.digits(4, False)} 東京都世田谷区{g.r.choice(['三軒茶屋', '太子堂', '下北沢'])}{g.r.randint(1, 5)}-{g.r.randint(1, 30)}-{g.r.randint(1, 20)}"
    text = f"配送先: {addr}\n氏名: {_name(g)[1].title()} 様"
    return text, [addr], addr.split(" ")[1]


@kind(
    "date_of_birth_in_profile",
    "https://www.iso.org/iso-8601-date-and-time-format.html",
    r"(19[5-9]\d|200\d)-\d{2}-\d{2}",
)
def _(g):
    dob = f"{g.r.randint(1950, 2006)}-{g.r.randint(1, 12):02d}-{g.r.randint(1, 28):02d}"
    text = f'patient = Patient(name="{" ".join(x.title() for x in _name(g))}", birth_date="{dob}", sex="F")'
    return text, [dob], dob


@kind("date_of_birth_us_format", "https://www.ssa.gov/forms/ss-5.pdf", r"\d{2}/\d{2}/(19|20)\d{2}")
def _(g):
    dob = f"{g.r.randint(1, 12):02d}/{g.r.randint(1, 28):02d}/{g.r.randint(1950, 2006)}"
    text = f"Member: {' '.join(x.title() for x in _name(g))}   DOB: {dob}   Plan: PPO Gold"
    return text, [dob], dob.replace("/", "-")


@kind(
    "home_path_macos_username",
    "https://support.apple.com/guide/mac-help/change-the-name-of-your-macos-user-account-and-home-folder-mchlp1144/mac",
    r"[a-z]+\.[a-z]+\d{0,2}",
)
def _(g):
    f, last = _name(g)
    user = f"{f}.{last}{g.digits(2, False)}"
    text = (
        "Traceback (most recent call last):\n"
        f'  File "/Users/{user}/Projects/acme-api/app/main.py", line 12, in <module>\n'
        "    from app.routes import router\nModuleNotFoundError: No module named 'app.routes'"
    )
    return text, [user], user


@kind(
    "home_path_windows_username",
    "https://learn.microsoft.com/en-us/windows/win32/shell/knownfolderid",
    r"[a-z]+\.[a-z]+\d{0,2}",
)
def _(g):
    f, last = _name(g)
    user = f"{f}.{last}{g.digits(2, False)}"
    text = f"PS C:\\Users\\{user}\\source\\repos\\Acme.Api> dotnet build\nMSBuild version 17.9.8"
    return text, [user], user


@kind(
    "ipv4_public_nginx_access_log",
    "https://nginx.org/en/docs/http/ngx_http_log_module.html#log_format",
    r"(\d{1,3}\.){3}\d{1,3}",
)
def _(g):
    ip = _public_ipv4(g)
    text = f'{ip} - - [27/Nov/2026:21:04:17 +0000] "POST /api/login HTTP/1.1" 401 53 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"'
    return text, [ip], ip


@kind(
    "ipv6_sshd_auth_log", "https://datatracker.ietf.org/doc/html/rfc5952", r"2[0-9a-f]{3}(:[0-9a-f]{1,4}){7}"
)
def _(g):
    groups = ["2" + g.s(3, HEX)] + [g.s(g.r.randint(1, 4), HEX).lstrip("0") or "0" for _ in range(7)]
    ip = ":".join(groups)
    text = f"Nov 27 21:10:02 web1 sshd[48213]: Accepted publickey for deploy from {ip} port {g.r.randint(20000, 65000)} ssh2: ED25519 SHA256:{g.s(43, B64)}"
    return text, [ip], ip


@kind(
    "mac_address_dhcp_lease",
    "https://standards.ieee.org/products-programs/regauth/",
    r"([0-9a-f]{2}:){5}[0-9a-f]{2}",
)
def _(g):
    mac = ":".join(g.s(2, HEX) for _ in range(6))
    text = f'lease 192.168.1.{g.r.randint(2, 250)} {{\n  starts 5 2026/11/27 20:11:02;\n  hardware ethernet {mac};\n  client-hostname "{_name(g)[0].title()}s-iPhone";\n}}'
    return text, [mac], mac


@kind(
    "imei_adb_output",
    "https://www.gsma.com/solutions-and-impact/industry-services/device-services/imei-database/",
    r"\d{15}",
)
def _(g):
    body = g.r.choice(["35", "86", "01"]) + g.digits(12, False)
    imei = body + _luhn_digit(body)
    text = f"$ adb shell service call iphonesubinfo 1 | decode\nDevice IMEI: {imei}\nModel: Pixel 8"
    return text, [imei], imei


@kind("apple_serial_number", "https://support.apple.com/en-us/102767", r"[A-Z0-9]{10,12}")
def _(g):
    sn = g.s(g.r.choice([10, 12]), "CDFGHJKLMNPQRTVWXY0123456789")
    text = f"$ system_profiler SPHardwareDataType | grep Serial\n      Serial Number (system): {sn}"
    return text, [sn], sn


_VIN_VAL = {**{str(i): i for i in range(10)}, **dict(zip("ABCDEFGH", range(1, 9), strict=True))}
_VIN_VAL.update(dict(zip("JKLMN", range(1, 6), strict=True)))
_VIN_VAL.update({"P": 7, "R": 9})
_VIN_VAL.update(dict(zip("STUVWXYZ", range(2, 10), strict=True)))


@kind(
    "vin_insurance_claim",
    "https://www.ecfr.gov/current/title-49/subtitle-B/chapter-V/part-565",
    r"[A-HJ-NPR-Z0-9]{8}[0-9X][A-HJ-NPR-Z0-9]{8}",
)
def _(g):
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    body = g.s(8, al) + "0" + g.s(8, al)
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    c = sum(_VIN_VAL[ch] * x for ch, x in zip(body, w, strict=True)) % 11
    vin = body[:8] + ("X" if c == 10 else str(c)) + body[9:]
    text = (
        f"claim_no: CLM-{g.digits(7)}\ninsured: {' '.join(x.title() for x in _name(g))}\nvehicle_vin: {vin}"
    )
    return text, [vin], vin


@kind("uk_nhs_number", "https://www.datadictionary.nhs.uk/attributes/nhs_number.html", r"\d{3} \d{3} \d{4}")
def _(g):
    while True:
        body = g.digits(9)
        c = 11 - sum(int(d) * w for d, w in zip(body, range(10, 1, -1), strict=True)) % 11
        if c == 11:
            c = 0
        if c != 10:
            break
    n = body + str(c)
    sp = f"{n[:3]} {n[3:6]} {n[6:]}"
    text = f"Patient: {' '.join(x.title() for x in _name(g))}\nNHS No: {sp}\nGP: Dr Patel"
    return text, [sp], n


@kind(
    "us_medicare_mbi",
    "https://www.cms.gov/medicare/new-medicare-card/understanding-the-mbi.pdf",
    r"[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d[AC-HJKMNP-RT-Y]{2}\d{2}",
)
def _(g):
    a = "ACDEFGHJKMNPQRTUVWXY"
    an = a + "0123456789"
    mbi = (
        g.r.choice("123456789")
        + g.r.choice(a)
        + g.r.choice(an)
        + g.digits(1, False)
        + g.r.choice(a)
        + g.r.choice(an)
        + g.digits(1, False)
        + g.r.choice(a)
        + g.r.choice(a)
        + g.digits(2, False)
    )
    text = f'eligibility_check(member_id="{mbi}", payer="CMS")'
    return text, [mbi], mbi


@kind(
    "de_kvnr",
    "https://www.gkv-datenaustausch.de/media/dokumente/faq/Krankenversichertennummer.pdf",
    r"[A-Z]\d{9}",
)
def _(g):
    letter = g.s(1, UPPER)
    body = f"{ord(letter) - 64:02d}" + g.digits(8, False)
    s = 0
    for i, c in enumerate(body):
        p = int(c) * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    kv = letter + body[2:] + str(s % 10)
    text = f"Versichertennummer: {kv}\nKrankenkasse: AOK Plus"
    return text, [kv], kv


@kind("au_medicare_number", "https://www.servicesaustralia.gov.au/medicare-card", r"[2-6]\d{3} \d{5} \d")
def _(g):
    body = g.r.choice("23456") + g.digits(7, False)
    chk = sum(int(d) * w for d, w in zip(body, [1, 3, 7, 9, 1, 3, 7, 9], strict=True)) % 10
    n = f"{body}{chk}{g.r.randint(1, 5)}"
    sp = f"{n[:4]} {n[4:9]} {n[9]}"
    text = f"Medicare card: {sp}  IRN: {g.r.randint(1, 5)}"
    return text, [sp], n
