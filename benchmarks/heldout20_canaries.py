"""Held-out canary set 20: credentials in formats no earlier set used (issue 31).

A canary set nobody has tuned on, of credentials only. Every kind was drawn from names *outside*
the list of kind names of sets 1-19 (``used_names2.txt``, names only): another vendor or another
carrier, not another spelling of a listed one. It covers

1. **Vendors and token formats not used before**: banking-as-a-service and open banking (Unit,
   Mercury, Increase, Moov, Belvo, Pluggy, Yapily, GoCardless Bank Account Data / Nordigen),
   payments (Recurly, PayU India, Tap, Moyasar, iyzico, PagSeguro, Asaas, Khalti, Yoco, Toss
   Payments, KOMOJU, Fintoc), crypto exchanges (HTX/Huobi, BitMart, Crypto.com Exchange, Bithumb,
   Coincheck, Bitso, Phemex, Indodax, BtcTurk), telephony and SMS (Textlocal, Gupshup, Termii,
   Esendex, TextMagic, SMS.ru, RingCentral, Voximplant), CI/CD and infrastructure as code
   (AppVeyor, GoCD, Depot, Spacelift, env0, Atlantis, Cirrus CI), observability and on-call
   (Scout APM, Sematext, Squadcast, Rootly, incident.io, Splunk On-Call, SigNoz), analytics and
   experimentation (Optimizely, Pendo, Hotjar, Keen, Countly), CMS (Prismic, Cosmic, Webflow),
   e-commerce (Swell, Snipcart, Commerce Layer, Medusa), game platforms (CurseForge, Nexus Mods,
   LootLocker, Edgegap, Xsolla), maps and geodata (MapQuest, Mapy.cz, 2GIS, GraphHopper,
   ipinfo), search (Marqo, Klevu, Constructor), e-signature (SignNow, SignWell),
   HR/payroll (Deel, Rippling), IoT (Blues Notehub, Hologram, EMQX Cloud, HiveMQ Cloud), and
   regional or niche clouds and CDNs (QingCloud, Kingsoft Cloud, JD Cloud, NHN Cloud, Cloud.ru,
   Infomaniak, STACKIT, Leaseweb, bunny.net, Storj, ImageKit, Uploadcare).
2. **Carriers and syntaxes not used before**: ``.wgetrc``, ``.curlrc``, Maven
   ``settings-security.xml``, uv and Hatch index variables, ``pdm config``, a Jenkinsfile
   ``environment`` block, Chef ``knife.rb``, Capistrano ``deploy.rb``, a Fabric ``fabfile``,
   App Engine ``app.yaml``, ``fly.toml``, ``render.yaml``, Skaffold ``setValues``, a
   ``Tiltfile``, ``saslpasswd2`` for memcached, pgpool ``pool_passwd`` ``TEXT`` entries, vsftpd
   virtual-user files, ``ipmitool -P``, ``racadm -p``, JBoss CLI ``data-source add``, Tomcat
   ``context.xml`` ``<Resource>``, JPA ``persistence.xml``, Phoenix ``dev.exs``, pydantic
   ``SecretStr`` defaults, NestJS ``JwtModule``, CodeIgniter ``encryption.key``, Yii
   ``cookieValidationKey``, CakePHP ``Security.salt``, Go ``mysql.Config{Passwd}``, ``lpass
   show``, ``chamber export``, ``berglas access``, ``.Renviron``, Perl DBI, Clojure EDN, Erlang
   ``sys.config``, Groovy ``Sql.newInstance``, MATLAB ``weboptions``, Objective-C
   ``NSURLCredential``, ``RSYNC_PASSWORD``, ``ncftp -f`` login files, ``cypher-shell -p``,
   ``snowsql`` ``SNOWSQL_PWD``, ``vsql -w``, ``couchbase-cli -p`` and ``arangosh
   --server.password``.

Most kinds are **prefixless**: nothing but the surrounding key, flag or file says the
value is a secret (passwords, shared keys, HMAC secrets, hex/base64/base58 keys, UUID keys).

How it was kept apart: written in one sitting at commit ``65bb848`` of ``main`` from the public
documentation of each format (vendor token and CLI docs, manuals of the tools whose files are
the carriers, public secret-scanning rule lists as sources of rule ids). The ``search`` tool
(corpora ``docs``, ``pages``, ``code``) was used to check a few formats (Unit, Mercury, AppVeyor,
Optimizely, CurseForge, ``.wgetrc``, public rule lists); the rest are written from knowledge of
the cited pages, not re-read, so a shape may be looser than the vendor's. One public URL per kind
is cited in ``SOURCES`` and ``heldout20_sources.tsv``. Only lines 1-160 of
``heldout_canaries.py`` (alphabets, ``HeldOut``, ``_R``, ``Registry``), the first 250 lines of
``heldout_eval.py``, ``ctl.py``, ``tests/test_heldout_canaries.py``, the first 60 lines of
``heldout9_canaries.py`` (its docstring and imports) and the names in ``used_names2.txt`` were
read (``tests/test_heldout_sets.py`` was run, not opened); no redaction code,
redaction test, label file, other canary set or source list, or result was read, and recall was
never looked at (the two control runs were read only through a script that prints the plants that
fail to reach the output *without* redaction: none did). Values are random per seed, never a
real credential. GoCardless Bank Account Data (ex-Nordigen) is a GoCardless product, but its
``secret_id``/``secret_key`` pair is another credential format than the listed GoCardless
access token.

143 kinds, all credentials, 116 of them prefixless (only their context is a clue).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout20_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import string

from heldout_canaries import _R, ALNUM, B64, B64URL, HEX, LOWER_DIGITS, UPPER_DIGITS, Registry, _b64u

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
UHEX = "0123456789ABCDEF"
UPPER = string.ascii_uppercase


def _pw(g: _R) -> str:
    return g.password()


def _b64(g: _R, nbytes: int) -> str:
    return base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(nbytes))).decode()


# -- banking-as-a-service, open banking, payments ------------------------------------------------


@kind(
    "unit_co_org_api_token",
    "https://www.unit.co/docs/api/using-the-api.md",
    r"v2\.public\.[A-Za-z0-9_-]+",
)
def _unit(g):
    payload = _b64u({"role": "org", "userId": g.digits(4), "sub": f"{g.s(6, LOWER_DIGITS)}@unit.co"})
    tok = f"v2.public.{payload}{g.s(86, B64URL)}"
    text = (
        "GET /accounts?page[limit]=20 HTTP/1.1\nHost: api.s.unit.sh\n"
        f"Authorization: Bearer {tok}\nAccept: application/vnd.api+json\n"
    )
    return text, [tok], tok


@kind(
    "mercury_bank_api_token",
    "https://docs.mercury.com/reference/getaccount",
    r"secret-token:mercury_production_[a-z]{3}_[A-Za-z0-9]+_[a-z]+",
)
def _mercury(g):
    tok = f"secret-token:mercury_production_wma_{g.s(44, ALNUM)}_{g.s(7, string.ascii_lowercase)}"
    text = (
        f'# ~/.config/ledger-sync/env\nexport MERCURY_API_TOKEN="{tok}"\nexport MERCURY_ACCOUNT=operating\n'
    )
    return text, [tok], tok


@kind(
    "increase_api_key_python_client",
    "https://increase.com/documentation/api",
    r"[a-z0-9]{40}",
    prefixless=True,
)
def _increase(g):
    k = g.s(40, LOWER_DIGITS)
    text = (
        "from increase import Increase\n\n"
        f'client = Increase(api_key="{k}", environment="production")\n'
        'account = client.accounts.retrieve("account_in71c4amph0vgo2qllky")\n'
    )
    return text, [k], k


@kind(
    "moov_public_private_key_basic",
    "https://docs.moov.io/api/authentication/",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _moov(g):
    pub, priv = g.s(16), g.s(16)
    text = (
        '$ curl -s -u "$MOOV_PUBLIC:$MOOV_PRIVATE" https://api.moov.io/accounts | head\n'
        f"# with MOOV_PUBLIC={pub} MOOV_PRIVATE={priv}\n"
        '{"accountID":"' + g.uuid() + '","accountType":"business"}\n'
    )
    return text, [priv, pub], f"{pub}:{priv}"


@kind(
    "recurly_v3_private_key_basic_user",
    "https://recurly.com/developers/api/v2021-02-25/index.html#section/Getting-Started/Authentication",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _recurly(g):
    k = g.s(32, HEX)
    text = (
        "require 'recurly'\n"
        f"client = Recurly::Client.new(api_key: '{k}')\n"
        "sub = client.get_subscription(subscription_id: 'uuid-e2b0a5c1')\n"
    )
    return text, [k], k


@kind(
    "payu_india_merchant_salt",
    "https://docs.payu.in/docs/generate-hash-merchant-hosted",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _payu(g):
    key, salt = g.s(6, ALNUM), g.s(32, ALNUM)
    text = (
        "# settings/payments.py\n"
        f'PAYU_MERCHANT_KEY = "{key}"\nPAYU_MERCHANT_SALT = "{salt}"  # v1 salt, used in sha512 hash\n'
        'PAYU_BASE_URL = "https://secure.payu.in/_payment"\n'
    )
    return text, [salt], salt


@kind(
    "tap_payments_secret_key",
    "https://developers.tap.company/docs/authentication",
    r"sk_live_[A-Za-z0-9]{24}",
)
def _tap(g):
    k = "sk_live_" + g.s(24)
    text = (
        "curl --request POST https://api.tap.company/v2/charges \\\n"
        f"  --header 'Authorization: Bearer {k}' \\\n  --header 'content-type: application/json'\n"
    )
    return text, [k], k


@kind(
    "moyasar_secret_key_basic",
    "https://docs.moyasar.com/api/authentication",
    r"sk_live_[A-Za-z0-9]{40}",
)
def _moyasar(g):
    k = "sk_live_" + g.s(40)
    text = f"const moyasar = axios.create({{\n  baseURL: 'https://api.moyasar.com/v1',\n  auth: {{ username: '{k}', password: '' }},\n}});\n"
    return text, [k], k


@kind(
    "iyzico_api_key_secret_key",
    "https://docs.iyzico.com/en/getting-started/preliminaries/authentication",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _iyzico(g):
    key, sec = g.s(32), g.s(32)
    text = (
        "Options options = new Options();\n"
        f'options.setApiKey("{key}");\noptions.setSecretKey("{sec}");\n'
        'options.setBaseUrl("https://api.iyzipay.com");\n'
    )
    return text, [sec, key], sec


@kind(
    "pagseguro_seller_token_query",
    "https://dev.pagseguro.uol.com.br/reference/pagseguro-reference-intro",
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _pagseguro(g):
    t = g.s(32, UHEX)
    text = f"GET https://ws.pagseguro.uol.com.br/v3/transactions?email=loja%40example.com.br&token={t}&initialDate=2026-11-01T00:00\n<- 200 OK (14 transactions)\n"
    return text, [t], t


@kind(
    "asaas_access_token_header",
    "https://docs.asaas.com/docs/autenticacao",
    r"\$aact_[A-Za-z0-9+/=]+",
)
def _asaas(g):
    t = "$aact_" + _b64(g, 45)
    text = f"# .env.production\nASAAS_API_URL=https://api.asaas.com/v3\nASAAS_ACCESS_TOKEN='{t}'\n"
    return text, [t], t


@kind(
    "khalti_live_secret_key",
    "https://docs.khalti.com/khalti-epayment/",
    r"live_secret_key_[0-9a-f]{32}",
)
def _khalti(g):
    k = "live_secret_key_" + g.s(32, HEX)
    text = f"headers = {{\n    'Authorization': 'Key {k}',\n    'Content-Type': 'application/json',\n}}\nrequests.post('https://khalti.com/api/v2/epayment/initiate/', headers=headers, json=payload)\n"
    return text, [k], k


@kind(
    "yoco_secret_key",
    "https://developer.yoco.com/online/api-reference/authentication",
    r"sk_live_[0-9a-f]{20}",
)
def _yoco(g):
    k = "sk_live_" + g.s(20, HEX)
    text = f"YOCO_PUBLIC_KEY=pk_live_{g.s(20, HEX)}\nYOCO_SECRET_KEY={k}\n"
    return text, [k], k


@kind(
    "toss_payments_live_secret_key",
    "https://docs.tosspayments.com/reference/using-api/authorization",
    r"live_sk_[A-Za-z0-9]{24}",
)
def _toss(g):
    k = "live_sk_" + g.s(24)
    basic = base64.b64encode((k + ":").encode()).decode()
    text = (
        "# 시크릿 키 뒤에 콜론을 붙여 base64 인코딩\n"
        f"TOSS_SECRET_KEY={k}\n"
        f"curl https://api.tosspayments.com/v1/payments/confirm -H 'Authorization: Basic {basic}'\n"
    )
    return text, [k, basic], k


@kind(
    "komoju_secret_key",
    "https://doc.komoju.com/reference/authentication",
    r"sk_live_[a-z0-9]{24}",
)
def _komoju(g):
    k = "sk_live_" + g.s(24, LOWER_DIGITS)
    text = f"# config/initializers/komoju.rb\nKomoju.configure do |c|\n  c.secret_key = '{k}'\n  c.locale = :ja\nend\n"
    return text, [k], k


@kind(
    "fintoc_secret_key",
    "https://docs.fintoc.com/reference/authentication",
    r"sk_live_[A-Za-z0-9_-]{40}",
)
def _fintoc(g):
    k = "sk_live_" + g.s(40, B64URL)
    text = f'from fintoc import Fintoc\nclient = Fintoc("{k}")\nlink = client.links.get(link_token)\n'
    return text, [k], k


@kind(
    "belvo_secret_password",
    "https://developers.belvo.com/docs/authentication",
    r"[A-Za-z0-9_#*-]{64}",
    prefixless=True,
)
def _belvo(g):
    sid, spw = g.uuid(), g.s(64, ALNUM + "_#*-")
    text = f"BELVO_SECRET_ID={sid}\nBELVO_SECRET_PASSWORD={spw}\nBELVO_URL=https://api.belvo.com\n"
    return text, [spw], spw


@kind(
    "pluggy_client_secret_json",
    "https://docs.pluggy.ai/docs/authentication",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _pluggy(g):
    cid, sec = g.uuid(), g.uuid()
    text = f'POST https://api.pluggy.ai/auth\n{{"clientId": "{cid}", "clientSecret": "{sec}"}}\n'
    return text, [sec], sec


@kind(
    "yapily_application_secret",
    "https://docs.yapily.com/pages/home/getting-started/authentication/",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _yapily(g):
    key, sec = g.uuid(), g.uuid()
    text = f"yapily:\n  application-uuid: {key}\n  application-secret: {sec}\n  base-url: https://api.yapily.com\n"
    return text, [sec], sec


@kind(
    "gocardless_bank_account_data_secret_key",
    "https://developer.gocardless.com/bank-account-data/quick-start-guide",
    r"[0-9a-f]{128}",
    prefixless=True,
)
def _nordigen(g):
    sid, skey = g.uuid(), g.s(128, HEX)
    text = (
        "curl -X POST https://bankaccountdata.gocardless.com/api/v2/token/new/ \\\n"
        '  -H "Content-Type: application/json" \\\n'
        f'  -d \'{{"secret_id":"{sid}", "secret_key":"{skey}"}}\'\n'
    )
    return text, [skey], skey


# -- crypto exchanges ----------------------------------------------------------------------------


@kind(
    "htx_huobi_access_secret_key",
    "https://www.htx.com/en-us/opend/newApiPages/?id=419",
    r"[a-z0-9]{8}-[a-z0-9]{8}-[a-z0-9]{8}-[a-z0-9]{5}",
    prefixless=True,
)
def _htx(g):
    def k():
        return "-".join(
            [g.s(8, LOWER_DIGITS), g.s(8, LOWER_DIGITS), g.s(8, LOWER_DIGITS), g.s(5, LOWER_DIGITS)]
        )

    acc, sec = k(), k()
    text = f"[htx]\naccess_key = {acc}\nsecret_key = {sec}\naccount_id = {g.digits(8)}\n"
    return text, [sec, acc], sec


@kind(
    "bitmart_api_key_secret_memo",
    "https://developer-pro.bitmart.com/en/spot/#api-key-create",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _bitmart(g):
    key, sec = g.s(40, HEX), g.s(64, HEX)
    text = f"exchange = ccxt.bitmart({{\n    'apiKey': '{key}',\n    'secret': '{sec}',\n    'uid': 'tradebot-memo',\n}})\n"
    return text, [sec, key], sec


@kind(
    "cryptocom_exchange_api_secret",
    "https://exchange-docs.crypto.com/exchange/v1/rest-ws/index.html#digital-signature",
    r"[A-Za-z0-9]{22}",
    prefixless=True,
)
def _cdc(g):
    key, sec = g.s(22), g.s(22)
    text = f"CDC_API_KEY={key}\nCDC_API_SECRET={sec}\n# sig = HMAC-SHA256(method + id + api_key + params + nonce, secret)\n"
    return text, [sec, key], sec


@kind(
    "bithumb_connect_secret_key",
    "https://apidocs.bithumb.com/docs/authentication",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _bithumb(g):
    ck, sk = g.s(32, HEX), g.s(32, HEX)
    text = f'# 빗썸 API 키 (출금 권한 없음)\nbithumb = pybithumb.Bithumb("{ck}", "{sk}")\nprint(bithumb.get_balance(\'BTC\'))\n'
    return text, [sk, ck], sk


@kind(
    "coincheck_access_secret_key",
    "https://coincheck.com/documents/exchange/api#auth",
    r"[A-Za-z0-9_-]{32}",
    prefixless=True,
)
def _coincheck(g):
    ak, sk = g.s(16, B64URL), g.s(32, B64URL)
    text = f"# コインチェック API\nACCESS_KEY = '{ak}'\nSECRET_KEY = '{sk}'\nsignature = hmac.new(SECRET_KEY.encode(), message.encode(), hashlib.sha256).hexdigest()\n"
    return text, [sk, ak], sk


@kind(
    "bitso_api_key_secret",
    "https://docs.bitso.com/bitso-api/docs/create-an-api-key",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _bitso(g):
    key, sec = g.s(10, ALNUM), g.s(32, HEX)
    text = f"api = bitso.Api('{key}', '{sec}')\nbalances = api.balances()\n"
    return text, [sec, key], sec


@kind(
    "phemex_api_id_secret",
    "https://phemex-docs.github.io/#api-rest-request-header",
    r"[A-Za-z0-9_-]{88}",
    prefixless=True,
)
def _phemex(g):
    aid, sec = g.uuid(), g.s(88, B64URL)
    text = f"GET /accounts/accountPositions?currency=BTC\nx-phemex-access-token: {aid}\nx-phemex-request-expiry: 1764446400\n# secret for x-phemex-request-signature: {sec}\n"
    return text, [sec, aid], sec


@kind(
    "indodax_trade_api_key_secret",
    "https://github.com/btcid/indodax-official-api-docs/blob/master/Private-RestAPI.md",
    r"[0-9a-f]{80}",
    prefixless=True,
)
def _indodax(g):
    key = "-".join(g.s(8, UPPER_DIGITS) for _ in range(5))
    sec = g.s(80, HEX)
    text = f"POST https://indodax.com/tapi\nKey: {key}\nSign: HMAC-SHA512(body, secret)\n# secret = {sec}\n"
    return text, [sec, key], sec


@kind(
    "btcturk_public_private_key",
    "https://docs.btcturk.com/authentication/authentication-v1",
    r"[A-Za-z0-9+/=]{44}",
    prefixless=True,
)
def _btcturk(g):
    pub, priv = g.uuid(), _b64(g, 32)
    text = f'btcturk:\n  public_key: {pub}\n  private_key: "{priv}"\n'
    return text, [priv, pub], priv


# -- telephony and SMS ---------------------------------------------------------------------------


@kind(
    "textlocal_api_key_form",
    "https://api.txtlocal.com/docs/sendsms",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _textlocal(g):
    k = g.s(40)
    text = f"curl https://api.txtlocal.com/send/ -d apikey={k} -d sender=TXTLCL -d numbers=447700900123 -d message='Your code is 4821'\n"
    return text, [k], k


@kind(
    "gupshup_apikey_header",
    "https://docs.gupshup.io/docs/authentication",
    r"[a-z0-9]{32}",
    prefixless=True,
)
def _gupshup(g):
    k = g.s(32, LOWER_DIGITS)
    text = f"POST https://api.gupshup.io/wa/api/v1/msg\napikey: {k}\nContent-Type: application/x-www-form-urlencoded\n"
    return text, [k], k


@kind(
    "termii_api_key_json_body",
    "https://developers.termii.com/messaging-api",
    r"TL[A-Za-z0-9]{58}",
)
def _termii(g):
    k = "TL" + g.s(58)
    text = f'{{"to": "2347080000000", "from": "Acme", "sms": "Hi there", "type": "plain", "channel": "generic", "api_key": "{k}"}}\n'
    return text, [k], k


@kind(
    "esendex_account_password_basic",
    "https://developers.esendex.com/api-reference#authentication",
    r"\S{8,}",
    prefixless=True,
)
def _esendex(g):
    pw = _pw(g)
    text = f'<!-- appsettings for EsendexSdk -->\n<add key="Esendex.Username" value="ops@example.co.uk" />\n<add key="Esendex.Password" value="{pw}" />\n<add key="Esendex.AccountReference" value="EX0123456" />\n'
    return text, [pw], pw


@kind(
    "textmagic_api_v2_key_header",
    "https://docs.textmagic.com/#section/Authentication",
    r"[A-Za-z0-9]{30}",
    prefixless=True,
)
def _textmagic(g):
    k = g.s(30)
    text = f"GET https://rest.textmagic.com/api/v2/user\nX-TM-Username: jdoe\nX-TM-Key: {k}\n"
    return text, [k], k


@kind(
    "sms_ru_api_id",
    "https://sms.ru/api/auth",
    r"[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}",
    prefixless=True,
)
def _smsru(g):
    k = g.uuid().upper()
    text = f"https://sms.ru/sms/send?api_id={k}&to=79991234567&msg=code+7731&json=1\n"
    return text, [k], k


@kind(
    "ringcentral_client_secret_env",
    "https://developers.ringcentral.com/guide/authentication/jwt-flow",
    r"[A-Za-z0-9_-]{46}",
    prefixless=True,
)
def _ringcentral(g):
    cid, sec = g.s(22, B64URL), g.s(46, B64URL)
    text = f"RC_SERVER_URL=https://platform.ringcentral.com\nRC_CLIENT_ID={cid}\nRC_CLIENT_SECRET={sec}\n"
    return text, [sec], sec


@kind(
    "voximplant_management_api_key",
    "https://voximplant.com/docs/getting-started/basic-concepts/management-api",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _voximplant(g):
    k = g.uuid()
    text = f"https://api.voximplant.com/platform_api/GetAccountInfo/?account_id={g.digits(7)}&api_key={k}\n"
    return text, [k], k


# -- CI/CD, infrastructure as code, observability, on-call ----------------------------------------


@kind(
    "appveyor_api_token_bearer",
    "https://www.appveyor.com/docs/api/#authentication",
    r"v2\.[a-z0-9]{20}",
)
def _appveyor(g):
    k = "v2." + g.s(20, LOWER_DIGITS)
    text = f'$headers = @{{\n  "Authorization" = "Bearer {k}"\n  "Content-type" = "application/json"\n}}\nInvoke-RestMethod -Uri \'https://ci.appveyor.com/api/projects\' -Headers $headers\n'
    return text, [k], k


@kind(
    "gocd_access_token_bearer",
    "https://api.gocd.org/current/#authentication",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _gocd(g):
    k = g.s(32, HEX)
    text = f"curl 'https://ci.example.com/go/api/current_user' \\\n  -H 'Accept: application/vnd.go.cd.v1+json' \\\n  -H 'Authorization: bearer {k}'\n"
    return text, [k], k


@kind(
    "depot_project_token",
    "https://depot.dev/docs/cli/authentication",
    r"depot_project_[0-9a-f]{64}",
)
def _depot(g):
    k = "depot_project_" + g.s(64, HEX)
    text = f"- name: Build\n  uses: depot/build-push-action@v1\n  with:\n    project: {g.s(10, LOWER_DIGITS)}\n    token: {k}\n"
    return text, [k], k


@kind(
    "spacelift_api_key_secret",
    "https://docs.spacelift.io/integrations/api#spacelift-api-key-token",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _spacelift(g):
    kid, sec = g.s(26, UPPER_DIGITS), g.s(64, HEX)
    text = f'provider "spacelift" {{\n  api_key_endpoint = "https://acme.app.spacelift.io"\n  api_key_id       = "{kid}"\n  api_key_secret   = "{sec}"\n}}\n'
    return text, [sec], sec


@kind(
    "env0_api_key_secret",
    "https://docs.env0.com/reference/authentication",
    r"[A-Za-z0-9_-]{32}",
    prefixless=True,
)
def _env0(g):
    kid, sec = g.s(16, LOWER_DIGITS), g.s(32, B64URL)
    text = f"export ENV0_API_KEY={kid}\nexport ENV0_API_SECRET={sec}\nterraform plan\n"
    return text, [sec], sec


@kind(
    "atlantis_gh_webhook_secret",
    "https://www.runatlantis.io/docs/server-configuration.html#gh-webhook-secret",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _atlantis(g):
    s = g.s(32)
    text = f"atlantis server \\\n  --atlantis-url=https://atlantis.example.com \\\n  --gh-user=atlantis-bot \\\n  --gh-webhook-secret={s} \\\n  --repo-allowlist='github.com/acme/*'\n"
    return text, [s], s


@kind(
    "cirrus_ci_encrypted_variable_plain",
    "https://cirrus-ci.org/guide/writing-tasks/#encrypted-variables",
    r"\S{8,}",
    prefixless=True,
)
def _cirrus(g):
    pw = _pw(g)
    text = f"# .cirrus.yml (before switching to ENCRYPTED[...])\nenv:\n  REGISTRY_USER: deploy\n  REGISTRY_PASSWORD: {pw}\ntask:\n  script: ./release.sh\n"
    return text, [pw], pw


@kind(
    "scout_apm_yml_key",
    "https://scoutapm.com/docs/ruby/configuration",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _scout(g):
    k = g.s(20)
    text = f"# config/scout_apm.yml\ncommon: &defaults\n  name: storefront\n  key: {k}\n  monitor: true\nproduction:\n  <<: *defaults\n"
    return text, [k], k


@kind(
    "sematext_logs_app_token",
    "https://sematext.com/docs/logs/sending-log-events/",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _sematext(g):
    t = g.uuid()
    text = (
        f"curl -XPOST 'https://logsene-receiver.sematext.com/{t}/example/' -d '{{\"message\": \"hello\"}}'\n"
    )
    return text, [t], t


@kind(
    "squadcast_refresh_token",
    "https://support.squadcast.com/terraform-and-api-documentation/public-api-refresh-token",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _squadcast(g):
    t = g.s(64, HEX)
    text = f'provider "squadcast" {{\n  region        = "us"\n  refresh_token = "{t}"\n}}\n'
    return text, [t], t


@kind(
    "rootly_api_key",
    "https://docs.rootly.com/api-reference/overview",
    r"rootly_[0-9a-f]{64}",
)
def _rootly(g):
    k = "rootly_" + g.s(64, HEX)
    text = f"curl https://api.rootly.com/v1/incidents -H 'Authorization: Bearer {k}' -H 'Content-Type: application/vnd.api+json'\n"
    return text, [k], k


@kind(
    "incident_io_api_key",
    "https://api-docs.incident.io/#section/Making-requests/Authentication",
    r"inc_[A-Za-z0-9]{40}",
)
def _incidentio(g):
    k = "inc_" + g.s(40)
    text = f'provider "incident" {{\n  api_key = "{k}"\n}}\n'
    return text, [k], k


@kind(
    "splunk_oncall_rest_routing_key_url",
    "https://help.victorops.com/knowledge-base/rest-endpoint-integration-guide/",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _victorops(g):
    k = g.uuid()
    text = f"receivers:\n- name: oncall\n  victorops_configs:\n  - api_url: https://alert.victorops.com/integrations/generic/20131114/alert/{k}/\n    routing_key: platform\n"
    return text, [k], k


@kind(
    "signoz_cloud_ingestion_key",
    "https://signoz.io/docs/ingestion/signoz-cloud/keys/",
    r"[A-Za-z0-9-]{36}",
    prefixless=True,
)
def _signoz(g):
    k = g.s(36, ALNUM + "-")
    text = f"exporters:\n  otlp:\n    endpoint: ingest.us.signoz.cloud:443\n    headers:\n      signoz-ingestion-key: {k}\n"
    return text, [k], k


# -- analytics, experimentation, CMS, e-commerce ------------------------------------------------


@kind(
    "optimizely_personal_access_token",
    "https://docs.developers.optimizely.com/web-experimentation/docs/personal-token",
    r"2:[A-Za-z0-9_-]{40}",
)
def _optimizely(g):
    t = "2:" + g.s(40, B64URL)
    text = f"curl -H 'Authorization: Bearer {t}' https://api.optimizely.com/v2/projects\n"
    return text, [t], t


@kind(
    "pendo_integration_key_header",
    "https://engageapi.pendo.io/#authentication",
    r"[0-9a-f-]{36}\.us",
    prefixless=True,
)
def _pendo(g):
    k = g.uuid() + ".us"
    text = f"GET https://app.pendo.io/api/v1/page\ncontent-type: application/json\nx-pendo-integration-key: {k}\n"
    return text, [k], k


@kind(
    "hotjar_api_client_secret",
    "https://help.hotjar.com/hc/en-us/articles/36820005914001-Hotjar-API-Reference",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _hotjar(g):
    cid, sec = g.s(32), g.s(64)
    text = f"curl -X POST https://api.hotjar.io/v1/oauth/token \\\n  -d grant_type=client_credentials -d client_id={cid} -d client_secret={sec}\n"
    return text, [sec], sec


@kind(
    "keen_io_master_key",
    "https://keen.io/docs/access/#api-keys",
    r"[0-9A-F]{64}",
    prefixless=True,
)
def _keen(g):
    k = g.s(64, UHEX)
    text = f'client = KeenClient(\n    project_id="{g.s(24, HEX)}",\n    master_key="{k}",\n)\n'
    return text, [k], k


@kind(
    "countly_server_app_key",
    "https://support.count.ly/hc/en-us/articles/360037236571-Downloading-and-Installing-SDKs",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _countly(g):
    k = g.s(40, HEX)
    text = f'Countly.init({{\n  app_key: "{k}",\n  url: "https://countly.example.org",\n}});\n'
    return text, [k], k


@kind(
    "prismic_permanent_access_token",
    "https://prismic.io/docs/access-token",
    r"MC5[A-Za-z0-9]+\.[A-Za-z0-9_-]+",
)
def _prismic(g):
    inner = base64.b64encode(("0." + g.s(16) + "." + g.s(10)).encode()).decode().rstrip("=")
    t = f"{inner}.{g.s(43, B64URL)}"
    text = f"PRISMIC_ENDPOINT=https://acme-site.cdn.prismic.io/api/v2\nPRISMIC_ACCESS_TOKEN={t}\n"
    return text, [t], t


@kind(
    "cosmic_bucket_write_key",
    "https://www.cosmicjs.com/docs/api/authentication",
    r"[A-Za-z0-9]{50}",
    prefixless=True,
)
def _cosmic(g):
    rk, wk = g.s(50), g.s(50)
    text = f"const cosmic = createBucketClient({{\n  bucketSlug: 'marketing-site',\n  readKey: '{rk}',\n  writeKey: '{wk}',\n}});\n"
    return text, [wk, rk], wk


@kind(
    "webflow_site_api_token",
    "https://developers.webflow.com/data/reference/authentication/site-token",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _webflow(g):
    t = g.s(64, HEX)
    text = f"curl --request GET --url https://api.webflow.com/v2/sites \\\n  --header 'authorization: Bearer {t}'\n"
    return text, [t], t


@kind(
    "swell_secret_key",
    "https://developers.swell.is/backend-api/authentication",
    r"sk_[A-Za-z0-9]{32}",
)
def _swell(g):
    k = "sk_" + g.s(32)
    text = f"const swell = require('swell-node');\nswell.init('acme-store', '{k}');\n"
    return text, [k], k


@kind(
    "snipcart_secret_api_key",
    "https://docs.snipcart.com/v3/api-reference/authentication",
    r"ST_[A-Za-z0-9]{48}",
)
def _snipcart(g):
    k = "ST_" + g.s(48)
    b = base64.b64encode((k + ":").encode()).decode()
    text = f"curl https://app.snipcart.com/api/orders -H 'Accept: application/json' -u {k}:\n# -> Authorization: Basic {b}\n"
    return text, [k, b], k


@kind(
    "commerce_layer_integration_client_secret",
    "https://docs.commercelayer.io/core/authentication/client-credentials",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _commercelayer(g):
    cid, sec = g.s(43, B64URL), g.s(43, B64URL)
    text = f'POST https://auth.commercelayer.io/oauth/token\n{{"grant_type": "client_credentials", "client_id": "{cid}", "client_secret": "{sec}"}}\n'
    return text, [sec], sec


@kind(
    "medusa_secret_api_key",
    "https://docs.medusajs.com/api/admin#authentication",
    r"sk_[0-9a-f]{64}",
)
def _medusa(g):
    k = "sk_" + g.s(64, HEX)
    text = f"curl -X GET 'http://localhost:9000/admin/products' -u \"{k}:\"\n"
    return text, [k], k


# -- game platforms, maps, search, e-signature, HR, IoT ----------------------------------------


@kind(
    "curseforge_core_api_key",
    "https://docs.curseforge.com/rest-api/#authentication",
    r"\$2a\$10\$[A-Za-z0-9./]{53}",
)
def _curseforge(g):
    k = "$2a$10$" + g.s(53, ALNUM + "./")
    text = f"GET https://api.curseforge.com/v1/mods/search?gameId=432&searchFilter=jei\nAccept: application/json\nx-api-key: {k}\n"
    return text, [k], k


@kind(
    "nexusmods_personal_api_key",
    "https://app.swaggerhub.com/apis-docs/NexusMods/nexus-mods_public_api_params_in_form_data/1.0",
    r"[A-Za-z0-9+/=]+--[A-Za-z0-9+/=]+--[A-Za-z0-9+/=]+",
    prefixless=True,
)
def _nexus(g):
    k = f"{_b64(g, 60)}--{_b64(g, 12)}--{_b64(g, 18)}"
    text = f"curl -H 'apikey: {k}' https://api.nexusmods.com/v1/users/validate.json\n"
    return text, [k], k


@kind(
    "lootlocker_server_api_key",
    "https://docs.lootlocker.com/server-api/getting-started",
    r"prod_[0-9a-f]{32}",
)
def _lootlocker(g):
    k = "prod_" + g.s(32, HEX)
    text = f"curl -X POST https://api.lootlocker.io/server/session \\\n  -H 'x-server-key: {k}' -H 'LL-Version: 2021-03-01' \\\n  -d '{{\"game_version\": \"1.4.2\"}}'\n"
    return text, [k], k


@kind(
    "edgegap_api_token_header",
    "https://docs.edgegap.com/docs/api",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _edgegap(g):
    u = g.uuid()
    text = (
        f'EDGEGAP_API_TOKEN="token {u}"\ncurl -H "Authorization: token {u}" https://api.edgegap.com/v1/apps\n'
    )
    return text, [u], u


@kind(
    "xsolla_merchant_api_key_basic",
    "https://developers.xsolla.com/api/getting-started/#api_keys_overview",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _xsolla(g):
    mid, k = g.digits(6), g.s(40, HEX)
    b = base64.b64encode(f"{mid}:{k}".encode()).decode()
    text = f"XSOLLA_MERCHANT_ID={mid}\nXSOLLA_API_KEY={k}\n# Authorization: Basic {b}\n"
    return text, [k, b], k


@kind(
    "mapquest_consumer_key_query",
    "https://developer.mapquest.com/documentation/api/geocoding/",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _mapquest(g):
    k = g.s(32)
    text = f"fetch(`https://www.mapquestapi.com/geocoding/v1/address?key={k}&location=${{encodeURIComponent(addr)}}`)\n"
    return text, [k], k


@kind(
    "mapy_cz_rest_api_key",
    "https://developer.mapy.com/rest-api/auth/",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _mapycz(g):
    k = g.s(43, B64URL)
    text = f"L.tileLayer(`https://api.mapy.cz/v1/maptiles/basic/256/{{z}}/{{x}}/{{y}}?apikey={k}`, {{ minZoom: 0 }}).addTo(map);\n"
    return text, [k], k


@kind(
    "two_gis_api_key",
    "https://docs.2gis.com/en/api/search/places/overview",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _2gis(g):
    k = g.uuid()
    text = f"https://catalog.api.2gis.com/3.0/items?q=кафе&location=37.630866,55.752256&key={k}\n"
    return text, [k], k


@kind(
    "graphhopper_api_key",
    "https://docs.graphhopper.com/#section/Authentication",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _graphhopper(g):
    k = g.uuid()
    text = f"graphhopper:\n  routing_url: https://graphhopper.com/api/1/route\n  key: {k}\n  profile: bike\n"
    return text, [k], k


@kind(
    "ipinfo_access_token_query",
    "https://ipinfo.io/developers#authentication",
    r"[0-9a-f]{14}",
    prefixless=True,
)
def _ipinfo(g):
    t = g.s(14, HEX)
    text = f'$ curl ipinfo.io/8.8.8.8?token={t}\n{{\n  "ip": "8.8.8.8",\n  "org": "AS15169 Google LLC"\n}}\n'
    return text, [t], t


@kind(
    "marqo_cloud_api_key",
    "https://docs.marqo.ai/latest/cloud/getting_started/find_your_api_key/",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _marqo(g):
    k = g.s(40)
    text = f'mq = marqo.Client("https://api.marqo.ai", api_key="{k}")\nmq.index("products").search("red shoes")\n'
    return text, [k], k


@kind(
    "klevu_rest_auth_key",
    "https://docs.klevu.com/apis/smart-search-indexing-api-authentication",
    r"[A-Za-z0-9+/]{32}==",
    prefixless=True,
)
def _klevu(g):
    k = g.s(32, B64) + "=="
    text = f'klevu_search:\n  js_api_key: klevu-{g.digits(14)}\n  rest_auth_key: "{k}"\n'
    return text, [k], k


@kind(
    "constructor_io_api_token",
    "https://docs.constructor.com/reference/authentication",
    r"tok_[A-Za-z0-9]{16}",
)
def _constructor(g):
    t = "tok_" + g.s(16)
    text = f"const ConstructorIO = require('@constructor-io/constructorio-node');\nconst client = new ConstructorIO({{ apiKey: 'key_{g.s(16)}', apiToken: '{t}' }});\n"
    return text, [t], t


@kind(
    "signnow_client_secret_env",
    "https://docs.signnow.com/docs/signnow/authentication",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _signnow(g):
    cid, sec = g.s(32, HEX), g.s(32, HEX)
    text = f"SIGNNOW_API_HOST=https://api.signnow.com\nSIGNNOW_CLIENT_ID={cid}\nSIGNNOW_CLIENT_SECRET={sec}\n"
    return text, [sec], sec


@kind(
    "signwell_api_key_header",
    "https://developers.signwell.com/reference/authentication",
    r"[A-Za-z0-9_-]{40,}",
    prefixless=True,
)
def _signwell(g):
    k = "YWNjZXNz" + g.s(48, B64URL)
    text = f"GET https://www.signwell.com/api/v1/me\nX-Api-Key: {k}\n"
    return text, [k], k


@kind(
    "deel_api_token_bearer",
    "https://developer.deel.com/docs/api-tokens-1",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _deel(g):
    t = g.s(64)
    text = f'deel = httpx.Client(base_url="https://api.letsdeel.com/rest/v2", headers={{"Authorization": "Bearer {t}"}})\n'
    return text, [t], t


@kind(
    "rippling_api_key_bearer",
    "https://developer.rippling.com/documentation/rest-api/essentials/authentication",
    r"[A-Za-z0-9]{48}",
    prefixless=True,
)
def _rippling(g):
    t = g.s(48)
    text = f"curl https://rest.ripplingapis.com/workers -H 'Authorization: Bearer {t}'\n"
    return text, [t], t


@kind(
    "blues_notehub_client_secret",
    "https://dev.blues.io/api-reference/notehub-api/api-introduction/",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _notehub(g):
    cid, sec = g.uuid(), g.s(64)
    text = f"curl -X POST https://notehub.io/oauth2/token -H 'content-type: application/x-www-form-urlencoded' \\\n  -d grant_type=client_credentials -d client_id={cid} -d client_secret={sec}\n"
    return text, [sec], sec


@kind(
    "hologram_api_key_basic",
    "https://support.hologram.io/hc/en-us/articles/360035697733-API-authentication",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _hologram(g):
    k = g.s(32)
    text = f"curl --verbose -u apikey:{k} 'https://dashboard.hologram.io/api/1/devices?orgid={g.digits(5)}'\n"
    return text, [k], k


@kind(
    "emqx_cloud_app_secret",
    "https://docs.emqx.com/en/cloud/latest/api/api_overview.html",
    r"[A-Za-z0-9]{64}",
    prefixless=True,
)
def _emqx(g):
    aid, sec = g.s(16), g.s(64)
    text = f"curl -u {aid}:{sec} -X GET https://a1b2c3.ala.us-east-1.emqxsl.com:8443/api/v5/clients\n"
    return text, [sec], sec


@kind(
    "hivemq_cloud_mqtt_password",
    "https://docs.hivemq.com/hivemq-cloud/introduction.html",
    r"\S{8,}",
    prefixless=True,
)
def _hivemq(g):
    pw = _pw(g)
    text = f'client = mqtt.Client(client_id="sensor-07")\nclient.tls_set()\nclient.username_pw_set("sensor07", "{pw}")\nclient.connect("{g.s(32, HEX)}.s1.eu.hivemq.cloud", 8883)\n'
    return text, [pw], pw


# -- regional clouds, CDNs, object storage -------------------------------------------------------


@kind(
    "qingcloud_access_key_secret",
    "https://docsv4.qingcloud.com/user_guide/development_docs/api/signature/",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _qingcloud(g):
    ak, sk = g.s(20, UPPER), g.s(40)
    text = (
        f"# ~/.qingcloud/config.yaml\nqy_access_key_id: '{ak}'\nqy_secret_access_key: '{sk}'\nzone: 'pek3'\n"
    )
    return text, [sk, ak], sk


@kind(
    "kingsoft_ksyun_access_key",
    "https://docs.ksyun.com/documents/40213",
    r"AKLT[A-Za-z0-9_-]{22}",
)
def _ksyun(g):
    ak, sk = "AKLT" + g.s(22, B64URL), g.s(40, B64)
    text = f"export KSYUN_ACCESS_KEY={ak}\nexport KSYUN_SECRET_KEY={sk}\nterraform apply -target=ksyun_instance.web\n"
    return text, [ak, sk], ak


@kind(
    "jdcloud_access_secret_key",
    "https://docs.jdcloud.com/en/account-management/accesskey-management",
    r"[0-9A-F]{32}",
    prefixless=True,
)
def _jdcloud(g):
    ak, sk = g.s(32, UHEX), g.s(32, UHEX)
    text = f"credential = Credential('{ak}', '{sk}')\nclient = VmClient(credential, Config('vm.jdcloud-api.com'))\n"
    return text, [sk, ak], sk


@kind(
    "nhn_cloud_appkey_secretkey",
    "https://docs.nhncloud.com/en/Security/Secure%20Key%20Manager/en/rest-api-guide/",
    r"[A-Za-z0-9]{16}",
    prefixless=True,
)
def _nhn(g):
    app, sec = g.s(16), g.s(16)
    text = f"GET https://api-keymanager.nhncloudservice.com/keymanager/v1.2/appkey/{app}/secrets/{g.s(32, HEX)}\nX-TC-AUTHENTICATION-ID: {g.s(20)}\nX-TC-AUTHENTICATION-SECRET: {sec}\n"
    return text, [sec], sec


@kind(
    "cloud_ru_key_id_secret",
    "https://cloud.ru/docs/console_api/ug/topics/guides__service_accounts_key",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _cloudru(g):
    kid, sec = g.s(32, HEX), g.s(32, HEX)
    text = f"# Cloud.ru Evolution: ключ доступа сервисного аккаунта\nCLOUDRU_KEY_ID={kid}\nCLOUDRU_SECRET={sec}\n"
    return text, [sec], sec


@kind(
    "infomaniak_api_token_bearer",
    "https://developer.infomaniak.com/getting-started",
    r"[A-Za-z0-9_-]{70}",
    prefixless=True,
)
def _infomaniak(g):
    t = g.s(70, B64URL)
    text = f"curl -H 'Authorization: Bearer {t}' https://api.infomaniak.com/1/profile\n"
    return text, [t], t


@kind(
    "stackit_object_storage_credentials",
    "https://docs.stackit.cloud/stackit/en/create-credentials-for-object-storage-group-157759362.html",
    r"[A-Za-z0-9/+]{40}",
    prefixless=True,
)
def _stackit(g):
    ak, sk = g.s(20, UPPER_DIGITS), g.s(40, ALNUM + "/+")
    text = f"[stackit]\ntype = s3\nprovider = Other\nendpoint = https://object.storage.eu01.onstackit.cloud\naccess_key_id = {ak}\nsecret_access_key = {sk}\n"
    return text, [sk, ak], sk


@kind(
    "leaseweb_lsw_auth_header",
    "https://developer.leaseweb.com/api-docs/#section/Authentication",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _leaseweb(g):
    k = g.uuid()
    text = f"curl -H 'X-LSW-Auth: {k}' https://api.leaseweb.com/bareMetals/v2/servers\n"
    return text, [k], k


@kind(
    "bunny_net_storage_zone_password",
    "https://docs.bunny.net/reference/storage-api",
    r"[0-9a-f-]{36}-[0-9a-f]{4}-[0-9a-f]{4}",
    prefixless=True,
)
def _bunny(g):
    k = g.uuid() + "-" + g.s(4, HEX) + "-" + g.s(4, HEX)
    text = f"PUT https://storage.bunnycdn.com/acme-assets/img/logo.png\nAccessKey: {k}\nContent-Type: application/octet-stream\n"
    return text, [k], k


@kind(
    "storj_serialized_access_grant",
    "https://storj.dev/dcs/access",
    r"1[1-9A-HJ-NP-Za-km-z]{150,}",
    prefixless=True,
)
def _storj(g):
    k = "1" + g.s(180, B58)
    text = f'$ uplink access import main {k}\nImported access "main" to "/home/dev/.config/storj/uplink/access.json"\n'
    return text, [k], k


@kind(
    "imagekit_private_key",
    "https://docs.imagekit.io/api-reference/api-introduction/api-keys",
    r"private_[A-Za-z0-9+/]{27}=",
)
def _imagekit(g):
    k = "private_" + g.s(27, B64) + "="
    text = f"imagekit = ImageKit(\n    private_key='{k}',\n    public_key='public_{g.s(27, B64)}=',\n    url_endpoint='https://ik.imagekit.io/acme',\n)\n"
    return text, [k], k


@kind(
    "uploadcare_secret_key",
    "https://uploadcare.com/docs/security/secure-uploads/",
    r"[0-9a-f]{20}",
    prefixless=True,
)
def _uploadcare(g):
    pub, sec = g.s(20, HEX), g.s(20, HEX)
    text = f'UPLOADCARE = {{\n    "pub_key": "{pub}",\n    "secret": "{sec}",\n}}\n'
    return text, [sec], sec


# -- carriers and syntaxes: tool configs, build and deploy files, languages ---------------------


@kind(
    "wgetrc_http_password",
    "https://gnu.org/software/wget/manual/html_node/Wgetrc-Commands.html",
    r"\S{8,}",
    prefixless=True,
)
def _wgetrc(g):
    pw = _pw(g)
    text = f"# ~/.wgetrc\ntimestamping = on\nhttp_user = mirror\nhttp_password = {pw}\nuse_proxy = off\n"
    return text, [pw], pw


@kind(
    "curlrc_user_option",
    "https://everything.curl.dev/cmdline/configfile.html",
    r"\S{8,}",
    prefixless=True,
)
def _curlrc(g):
    pw = _pw(g)
    text = f'# ~/.curlrc\nsilent\nshow-error\nuser = "releng:{pw}"\nretry = 3\n'
    return text, [pw], f"releng:{pw}"


@kind(
    "maven_settings_security_master",
    "https://maven.apache.org/guides/mini/guide-encryption.html",
    r"\{[A-Za-z0-9+/]{40,}=*\}",
)
def _mvnsec(g):
    m = "{" + _b64(g, 33) + "}"
    text = f"<!-- ~/.m2/settings-security.xml -->\n<settingsSecurity>\n  <master>{m}</master>\n</settingsSecurity>\n"
    return text, [m], m


@kind(
    "uv_index_password_env",
    "https://docs.astral.sh/uv/configuration/indexes/#providing-credentials-directly",
    r"\S{8,}",
    prefixless=True,
)
def _uv(g):
    pw = _pw(g)
    text = f"export UV_INDEX_INTERNAL_PROXY_USERNAME=ci-reader\nexport UV_INDEX_INTERNAL_PROXY_PASSWORD='{pw}'\nuv sync --locked\n"
    return text, [pw], pw


@kind(
    "hatch_index_auth_env",
    "https://hatch.pypa.io/latest/publish/#authentication",
    r"\S{8,}",
    prefixless=True,
)
def _hatch(g):
    pw = _pw(g)
    text = f"HATCH_INDEX_REPO=https://nexus.internal/repository/pypi-hosted/ HATCH_INDEX_USER=deploy HATCH_INDEX_AUTH='{pw}' hatch publish\n"
    return text, [pw], pw


@kind(
    "pdm_config_repository_password",
    "https://pdm-project.org/latest/usage/publish/#configure-the-repository-secrets-for-upload",
    r"\S{8,}",
    prefixless=True,
)
def _pdm(g):
    pw = _pw(g)
    text = f"$ pdm config repository.company.url https://pkgs.example.com/simple\n$ pdm config repository.company.username builder\n$ pdm config repository.company.password '{pw}'\n"
    return text, [pw], pw


@kind(
    "jenkinsfile_environment_literal",
    "https://www.jenkins.io/doc/book/pipeline/syntax/#environment",
    r"\S{8,}",
    prefixless=True,
)
def _jenkinsfile(g):
    pw = _pw(g)
    text = f"pipeline {{\n  agent any\n  environment {{\n    DB_USER = 'svc_reports'\n    DB_PASS = '{pw}'\n  }}\n  stages {{ stage('test') {{ steps {{ sh './gradlew test' }} }} }}\n}}\n"
    return text, [pw], pw


@kind(
    "chef_knife_rb_openstack_password",
    "https://docs.chef.io/workstation/config_rb/",
    r"\S{8,}",
    prefixless=True,
)
def _knife(g):
    pw = _pw(g)
    text = f"# .chef/config.rb\nknife[:openstack_auth_url] = 'https://keystone.example.net:5000/v3'\nknife[:openstack_username] = 'chef'\nknife[:openstack_password] = '{pw}'\n"
    return text, [pw], pw


@kind(
    "capistrano_ssh_options_password",
    "https://capistranorb.com/documentation/getting-started/configuration/",
    r"\S{8,}",
    prefixless=True,
)
def _capistrano(g):
    pw = _pw(g)
    text = f"# config/deploy/production.rb\nserver 'app1.example.com', user: 'deploy', roles: %w[app web]\nset :ssh_options, {{ forward_agent: false, auth_methods: %w[password], password: '{pw}' }}\n"
    return text, [pw], pw


@kind(
    "fabric_connect_kwargs_password",
    "https://docs.fabfile.org/en/latest/api/connection.html",
    r"\S{8,}",
    prefixless=True,
)
def _fabric(g):
    pw = _pw(g)
    text = f"from fabric import Connection\n\nc = Connection('web02', user='ops', connect_kwargs={{'password': '{pw}'}})\nc.run('systemctl restart app')\n"
    return text, [pw], pw


@kind(
    "gae_app_yaml_env_variables",
    "https://cloud.google.com/appengine/docs/standard/reference/app-yaml#env_variables",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _gae(g):
    k = g.s(40)
    text = f'runtime: python312\nentrypoint: gunicorn -b :$PORT main:app\nenv_variables:\n  SESSION_SIGNING_KEY: "{k}"\n  BUCKET: acme-uploads\n'
    return text, [k], k


@kind(
    "fly_toml_env_literal",
    "https://fly.io/docs/reference/configuration/#the-env-variables-section",
    r"\S{8,}",
    prefixless=True,
)
def _flytoml(g):
    pw = _pw(g)
    text = (
        f"app = 'acme-api'\nprimary_region = 'ams'\n\n[env]\n  LOG_LEVEL = 'info'\n  SMTP_PASSWORD = '{pw}'\n"
    )
    return text, [pw], pw


@kind(
    "render_yaml_envvars_value",
    "https://render.com/docs/blueprint-spec#environment-variables",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _renderyaml(g):
    k = g.s(64, HEX)
    text = f"services:\n  - type: web\n    name: api\n    runtime: node\n    envVars:\n      - key: WEBHOOK_HMAC_SECRET\n        value: {k}\n"
    return text, [k], k


@kind(
    "skaffold_helm_setvalues_password",
    "https://skaffold.dev/docs/deployers/helm/",
    r"\S{8,}",
    prefixless=True,
)
def _skaffold(g):
    pw = _pw(g)
    text = f'deploy:\n  helm:\n    releases:\n    - name: db\n      chartPath: charts/postgres\n      setValues:\n        auth.username: app\n        auth.password: "{pw}"\n'
    return text, [pw], pw


@kind(
    "tiltfile_k8s_secret_dict",
    "https://docs.tilt.dev/api.html#api.local",
    r"\S{8,}",
    prefixless=True,
)
def _tilt(g):
    pw = _pw(g)
    text = f"# Tiltfile\nload('ext://secret', 'secret_from_dict')\nk8s_yaml(secret_from_dict('db-creds', inputs={{'PGPASSWORD': '{pw}'}}))\n"
    return text, [pw], pw


@kind(
    "memcached_saslpasswd2_echo",
    "https://github.com/memcached/memcached/wiki/SASLHowto",
    r"\S{8,}",
    prefixless=True,
)
def _memcached(g):
    pw = _pw(g)
    text = f"$ echo '{pw}' | saslpasswd2 -a memcached -c -p -f /etc/sasl2/memcached-sasldb2 cacheuser\n$ memcached -S -vv\n"
    return text, [pw], pw


@kind(
    "pgpool_pool_passwd_text_entry",
    "https://www.pgpool.net/docs/latest/en/html/runtime-config-connection.html#GUC-POOL-PASSWD",
    r"\S{8,}",
    prefixless=True,
)
def _pgpool(g):
    pw = _pw(g)
    text = f"# /etc/pgpool-II/pool_passwd\npostgres:md5{g.s(32, HEX)}\napp_rw:TEXT{pw}\n"
    return text, [pw], pw


@kind(
    "vsftpd_virtual_users_db_source",
    "https://security.appspot.com/vsftpd/vsftpd_conf.html",
    r"\S{8,}",
    prefixless=True,
)
def _vsftpd(g):
    pw = _pw(g)
    text = f"$ cat /etc/vsftpd/virtual_users.txt\nuploader\n{pw}\n$ db_load -T -t hash -f /etc/vsftpd/virtual_users.txt /etc/vsftpd/virtual_users.db\n"
    return text, [pw], pw


@kind(
    "ipmitool_lanplus_password_flag",
    "https://linux.die.net/man/1/ipmitool",
    r"\S{8,}",
    prefixless=True,
)
def _ipmi(g):
    pw = _pw(g)
    text = (
        f"$ ipmitool -I lanplus -H 10.20.0.41 -U ADMIN -P '{pw}' chassis power status\nChassis Power is on\n"
    )
    return text, [pw], pw


@kind(
    "racadm_remote_password_flag",
    "https://www.dell.com/support/manuals/en-us/idrac9-lifecycle-controller-v4.x-series/idrac_4.00.00.00_racadm_pub/",
    r"\S{8,}",
    prefixless=True,
)
def _racadm(g):
    pw = _pw(g)
    text = f"racadm -r 10.20.0.52 -u root -p '{pw}' getsysinfo\nRAC Information:\nRAC Date/Time = Sun Nov 29 2026\n"
    return text, [pw], pw


@kind(
    "jboss_cli_data_source_add_password",
    "https://docs.wildfly.org/31/Admin_Guide.html#DataSource",
    r"\S{8,}",
    prefixless=True,
)
def _jbosscli(g):
    pw = _pw(g)
    text = f'/subsystem=datasources/data-source=OrdersDS:add(jndi-name=java:/OrdersDS, driver-name=postgresql, connection-url=jdbc:postgresql://db:5432/orders, user-name=orders, password="{pw}")\n'
    return text, [pw], pw


@kind(
    "tomcat_context_xml_resource_password",
    "https://tomcat.apache.org/tomcat-10.1-doc/jndi-datasource-examples-howto.html",
    r"\S{8,}",
    prefixless=True,
)
def _contextxml(g):
    pw = _pw(g)
    text = f'<Context>\n  <Resource name="jdbc/Orders" auth="Container" type="javax.sql.DataSource"\n            username="orders" password="{pw}"\n            driverClassName="org.postgresql.Driver" url="jdbc:postgresql://db/orders"/>\n</Context>\n'
    return text, [pw], pw


@kind(
    "jpa_persistence_xml_jdbc_password",
    "https://jakarta.ee/specifications/persistence/3.1/jakarta-persistence-spec-3.1#a12384",
    r"\S{8,}",
    prefixless=True,
)
def _persistence(g):
    pw = _pw(g)
    text = f'<persistence-unit name="orders">\n  <properties>\n    <property name="jakarta.persistence.jdbc.user" value="orders"/>\n    <property name="jakarta.persistence.jdbc.password" value="{pw}"/>\n  </properties>\n</persistence-unit>\n'
    return text, [pw], pw


@kind(
    "phoenix_dev_exs_repo_password",
    "https://hexdocs.pm/ecto_sql/Ecto.Adapters.Postgres.html#module-connection-options",
    r"\S{8,}",
    prefixless=True,
)
def _phoenix(g):
    pw = _pw(g)
    text = f'# config/dev.exs\nconfig :shop, Shop.Repo,\n  username: "shop",\n  password: "{pw}",\n  hostname: "localhost",\n  database: "shop_dev"\n'
    return text, [pw], pw


@kind(
    "pydantic_settings_secretstr_default",
    "https://docs.pydantic.dev/latest/concepts/pydantic_settings/",
    r"[A-Za-z0-9_-]{43}",
    prefixless=True,
)
def _pydantic(g):
    k = g.s(43, B64URL)
    text = f"class Settings(BaseSettings):\n    model_config = SettingsConfigDict(env_prefix='APP_')\n    jwt_signing_key: SecretStr = SecretStr('{k}')\n"
    return text, [k], k


@kind(
    "nestjs_jwt_module_register_secret",
    "https://docs.nestjs.com/security/authentication#jwt-token",
    r"[A-Za-z0-9]{48}",
    prefixless=True,
)
def _nestjs(g):
    k = g.s(48)
    text = f"@Module({{\n  imports: [\n    JwtModule.register({{\n      global: true,\n      secret: '{k}',\n      signOptions: {{ expiresIn: '60s' }},\n    }}),\n  ],\n}})\nexport class AuthModule {{}}\n"
    return text, [k], k


@kind(
    "codeigniter_encryption_key_hex2bin",
    "https://codeigniter.com/user_guide/libraries/encryption.html#setting-your-encryption-key",
    r"hex2bin:[0-9a-f]{64}",
)
def _ci4(g):
    k = "hex2bin:" + g.s(64, HEX)
    text = f"#--------------------------------------------------------------------\n# ENCRYPTION\n#--------------------------------------------------------------------\nencryption.key = {k}\n"
    return text, [k], k


@kind(
    "yii_cookie_validation_key",
    "https://www.yiiframework.com/doc/guide/2.0/en/security-best-practices",
    r"[A-Za-z0-9_-]{32}",
    prefixless=True,
)
def _yii(g):
    k = g.s(32, B64URL)
    text = f"'components' => [\n    'request' => [\n        'cookieValidationKey' => '{k}',\n    ],\n],\n"
    return text, [k], k


@kind(
    "cakephp_security_salt_app_local",
    "https://book.cakephp.org/5/en/core-libraries/security.html",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _cakephp(g):
    k = g.s(64, HEX)
    text = f"// config/app_local.php\nreturn [\n    'Security' => [\n        'salt' => env('SECURITY_SALT', '{k}'),\n    ],\n];\n"
    return text, [k], k


@kind(
    "go_mysql_config_passwd_field",
    "https://pkg.go.dev/github.com/go-sql-driver/mysql#Config",
    r"\S{8,}",
    prefixless=True,
)
def _gomysql(g):
    pw = _pw(g)
    text = f'cfg := mysql.Config{{\n\tUser:   "inventory",\n\tPasswd: "{pw}",\n\tNet:    "tcp",\n\tAddr:   "10.0.3.7:3306",\n\tDBName: "inventory",\n}}\ndb, err := sql.Open("mysql", cfg.FormatDSN())\n'
    return text, [pw], pw


@kind(
    "lastpass_lpass_show_password",
    "https://lastpass.github.io/lastpass-cli/lpass.1.html",
    r"\S{8,}",
    prefixless=True,
)
def _lpass(g):
    pw = _pw(g)
    text = f"$ lpass show --password 'Shared-Infra/grafana admin'\n{pw}\n"
    return text, [pw], pw


@kind(
    "chamber_export_json",
    "https://github.com/segmentio/chamber#exporting",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _chamber(g):
    k = g.s(40)
    text = f'$ chamber export billing --format json\n{{"db_host":"billing.cluster-x.rds.amazonaws.com","stripe_webhook_secret_old":"{k}"}}\n'
    return text, [k], k


@kind(
    "berglas_access_output",
    "https://github.com/GoogleCloudPlatform/berglas#cli-usage",
    r"\S{8,}",
    prefixless=True,
)
def _berglas(g):
    pw = _pw(g)
    text = f"$ berglas access acme-secrets/api-db-password\n{pw}\n"
    return text, [pw], pw


@kind(
    "r_renviron_db_password",
    "https://stat.ethz.ch/R-manual/R-devel/library/base/html/Startup.html",
    r"\S{8,}",
    prefixless=True,
)
def _renviron(g):
    pw = _pw(g)
    text = f"# ~/.Renviron\nR_LIBS_USER=~/R/library\nWAREHOUSE_UID=analyst\nWAREHOUSE_PWD={pw}\n"
    return text, [pw], pw


@kind(
    "perl_dbi_connect_password",
    "https://metacpan.org/pod/DBI#connect",
    r"\S{8,}",
    prefixless=True,
)
def _perldbi(g):
    pw = _pw(g)
    text = f"my $dbh = DBI->connect('dbi:Pg:dbname=ledger;host=db1', 'ledger', '{pw}',\n    {{ RaiseError => 1, AutoCommit => 0 }}) or die $DBI::errstr;\n"
    return text, [pw], pw


@kind(
    "clojure_edn_config_password",
    "https://github.com/juxt/aero#readme",
    r"\S{8,}",
    prefixless=True,
)
def _edn(g):
    pw = _pw(g)
    text = f'{{:db {{:dbtype "postgresql"\n      :dbname "events"\n      :user "events"\n      :password "{pw}"}}\n :port 8080}}\n'
    return text, [pw], pw


@kind(
    "erlang_sys_config_password",
    "https://www.erlang.org/doc/system/config_file.html",
    r"\S{8,}",
    prefixless=True,
)
def _erlang(g):
    pw = _pw(g)
    text = f'[{{my_app, [\n    {{pgsql, [{{host, "db1"}}, {{username, "my_app"}}, {{password, "{pw}"}}]}}\n]}}].\n'
    return text, [pw], pw


@kind(
    "groovy_sql_newinstance_password",
    "https://docs.groovy-lang.org/latest/html/api/groovy/sql/Sql.html",
    r"\S{8,}",
    prefixless=True,
)
def _groovy(g):
    pw = _pw(g)
    text = f"def sql = Sql.newInstance('jdbc:mysql://db2:3306/crm', 'crm_ro', '{pw}', 'com.mysql.cj.jdbc.Driver')\nsql.eachRow('select id from accounts') {{ println it.id }}\n"
    return text, [pw], pw


@kind(
    "matlab_weboptions_password",
    "https://www.mathworks.com/help/matlab/ref/weboptions.html",
    r"\S{8,}",
    prefixless=True,
)
def _matlab(g):
    pw = _pw(g)
    text = f"opts = weboptions('Username', 'labdata', 'Password', '{pw}', 'Timeout', 30);\ndata = webread('https://lims.example.edu/api/samples', opts);\n"
    return text, [pw], pw


@kind(
    "objc_nsurlcredential_password",
    "https://developer.apple.com/documentation/foundation/nsurlcredential/credentialwithuser:password:persistence:",
    r"\S{8,}",
    prefixless=True,
)
def _objc(g):
    pw = _pw(g)
    text = f'NSURLCredential *cred = [NSURLCredential credentialWithUser:@"kiosk"\n                                               password:@"{pw}"\n                                            persistence:NSURLCredentialPersistenceForSession];\n'
    return text, [pw], pw


@kind(
    "rsync_password_env",
    "https://download.samba.org/pub/rsync/rsync.1#opt--password-file",
    r"\S{8,}",
    prefixless=True,
)
def _rsyncenv(g):
    pw = _pw(g)
    text = f"RSYNC_PASSWORD='{pw}' rsync -av --delete backup@nas01::nightly/ /srv/restore/\n"
    return text, [pw], pw


@kind(
    "ncftp_login_cfg_password",
    "https://www.ncftp.com/ncftp/doc/ncftp.html",
    r"\S{8,}",
    prefixless=True,
)
def _ncftp(g):
    pw = _pw(g)
    text = (
        f"# ~/.ncftp/login.cfg (ncftp -f ~/.ncftp/login.cfg)\nhost ftp.example.org\nuser mirror\npass {pw}\n"
    )
    return text, [pw], pw


@kind(
    "neo4j_cypher_shell_password_flag",
    "https://neo4j.com/docs/operations-manual/current/cypher-shell/",
    r"\S{8,}",
    prefixless=True,
)
def _cypher(g):
    pw = _pw(g)
    text = f"$ cypher-shell -a neo4j+s://graph.example.com -u neo4j -p '{pw}' 'MATCH (n) RETURN count(n);'\n"
    return text, [pw], pw


@kind(
    "snowsql_pwd_env",
    "https://docs.snowflake.com/en/user-guide/snowsql-start#using-environment-variables",
    r"\S{8,}",
    prefixless=True,
)
def _snowsql(g):
    pw = _pw(g)
    text = f"export SNOWSQL_ACCOUNT=xy12345.eu-central-1\nexport SNOWSQL_USER=ETL_SVC\nexport SNOWSQL_PWD='{pw}'\nsnowsql -q 'select current_version()'\n"
    return text, [pw], pw


@kind(
    "vertica_vsql_w_flag",
    "https://docs.vertica.com/latest/en/connecting-to/using-vsql/vsql-command-line-options/",
    r"\S{8,}",
    prefixless=True,
)
def _vsql(g):
    pw = _pw(g)
    text = f"$ vsql -h vertica01 -d analytics -U dbadmin -w '{pw}' -c 'SELECT version();'\n"
    return text, [pw], pw


@kind(
    "couchbase_cli_password_flag",
    "https://docs.couchbase.com/server/current/cli/cbcli/couchbase-cli.html",
    r"\S{8,}",
    prefixless=True,
)
def _couchbase(g):
    pw = _pw(g)
    text = f"couchbase-cli bucket-create -c cb1.example.com:8091 -u Administrator -p '{pw}' --bucket sessions --bucket-type couchbase --bucket-ramsize 512\n"
    return text, [pw], pw


@kind(
    "arangosh_server_password_flag",
    "https://docs.arangodb.com/stable/components/tools/arangodb-shell/options/",
    r"\S{8,}",
    prefixless=True,
)
def _arango(g):
    pw = _pw(g)
    text = f"arangosh --server.endpoint ssl://arango.example.com:8529 --server.username root --server.password '{pw}' --javascript.execute-string 'db._databases()'\n"
    return text, [pw], pw
