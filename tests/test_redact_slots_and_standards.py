"""Round 10 of issue 31: secrets by the slot that names them (a ``PW`` suffix, a cookie, a PIN
flag, a label's words, a commented table header, a command's positions, a word-list generator)
and a person's fields by the standard that places them (DICOM, AAMVA, EDIFACT PAXLST), court
case numbers, birth dates as structures and in more scripts. Each rule with the neighbours that
must stay."""

from __future__ import annotations

import pytest

from agent_traces.redact import Redactor


@pytest.fixture(scope="module")
def red() -> Redactor:
    return Redactor(usernames=[], hostnames=[])


# (text, value that must be gone)
SECRETS = [
    ("client.bind_transmitter(system_id='acme24', password='rGPmpGX')", "rGPmpGX"),
    ('DBROPW="kamro978zpq"', "kamro978zpq"),
    (
        "Environment=RELEASE_COOKIE=3f16947ccf25ec84d8dbc74254770f58904dba41ecccc3fc1626e53a13043b02",
        "3f16947ccf25",
    ),
    ("## rel/vm.args\n-name shop@host\n-setcookie GTMEUILTLPDDPOPPJCED\n", "GTMEUILTLPDDPOPPJCED"),
    ('{"name": "sessionCookie", "value": "a8F3kq9ZxLm2Pq7Rt5Vw"}', "a8F3kq9ZxLm2Pq7Rt5Vw"),
    ("ykman piv access change-puk --puk 12345678 --new-puk 29657249", "29657249"),
    ("pkcs11-tool --login --so-pin 87654321", "87654321"),
    ("//         USER=BATCH01,PASSWORD=(W4L1VF,ZZ3ZFKKI)", "W4L1VF"),
    ("//         USER=BATCH01,PASSWORD=(W4L1VF,ZZ3ZFKKI)", "ZZ3ZFKKI"),
    ("-H 'Authorization: Bearer automation JZDE8GXD6NCF10EPF91D@HOD@ZDOC9IS0J8H'", "JZDE8GXD6NCF10EPF91D"),
    (
        "$ docker logs oracle19 | head -4\nORACLE PASSWORD FOR SYS, SYSTEM AND PDBADMIN: tARiVISfS4M=1\n",
        "tARiVISfS4M",
    ),
    ("Password for the admin user: Tr0ub4dor3x", "Tr0ub4dor3x"),
    (
        "# /etc/pam_radius_auth.conf\n# server[:port]             shared_secret      timeout (s)\n"
        "radius1.corp.example:1812   eh4pgfrsc3ms2i6D   3\n",
        "eh4pgfrsc3ms2i6D",
    ),
    ("$ xkcdpass -n 4\norchard nectar horse hollow\n", "orchard nectar horse hollow"),
    ("$ diceware -n 5 -d -\nMarble-Tundra-Quaint-Ember-Pivot\n", "Marble-Tundra-Quaint-Ember-Pivot"),
    ("$ docker exec ejabberd bin/ejabberdctl register bot xmpp.example.org talk607Mango", "talk607Mango"),
    ("prosodyctl register alice example.org Zq8-rainy-Kettle", "Zq8-rainy-Kettle"),
    ("$ radclient -x 10.0.0.5:1812 auth q3hDavJA76rNicHT", "q3hDavJA76rNicHT"),
    ("[12:04:11] -> *NickServ* IDENTIFY ozzy92 letmein5615!", "letmein5615!"),
]

KEPT = [
    "const cookie = 'theme=dark'",
    '{"name": "TestCookie", "value": "Cookie Value"}',
    "COOKIE_NAME=sessionid",
    "SESSION_COOKIE_SECURE=True",
    'cookie = request.cookies.get("sid")',
    "curl -b cookies.txt https://example.com",
    "gpio --pin 3",
    "raspi --pin 1234",
    "password='iPhone'",
    "password = PostgreSQL",
    "Token refresh failed for user bob: ErrCode123",
    "password hash for root: 5f4dcc3b5aa765d61d8327deb882cf99",
    "L333:     TxL Token Mint: 4Zao8ocPhmMgq7PdsYWyxvqySMGx7xb9cMftPMkEokRG",
    "$ xkcdpass --help\nusage: xkcdpass [-h] [-w WORDFILE]\n",
    "# name   key_id   value\nalpha  k1  v1\n",
    "Authorization: Bearer automation $SECRET",
    "npw = 12",
]


@pytest.mark.parametrize(("text", "value"), SECRETS)
def test_secret_in_its_slot_is_gone(red: Redactor, text: str, value: str) -> None:
    assert value not in red.redact_text(text)


@pytest.mark.parametrize("text", KEPT)
def test_neighbours_stay(red: Redactor, text: str) -> None:
    assert red.redact_text(text) == text


PERSONAL = [
    ("(0010,0010) PN [Okoro^Miriam]                      #  14, 1 PatientName", "Okoro^Miriam"),
    ("(0010,0020) LO [MRN448812]                          #  10, 1 PatientID", "MRN448812"),
    ("(0010,0030) DA [19840512]                           #   8, 1 PatientBirthDate", "19840512"),
    ("(0010, 0010) Patient's Name                      PN: 'Okoro^Miriam'", "Okoro^Miriam"),
    ("@\n\x1e\rANSI 636000100102DL00410278ZV03190008DLDAQT45393363\nDBD06062019\nDBB09251982\n", "09251982"),
    ("@\n\x1e\rANSI 636000100102DL00410278ZV03190008DLDAQT45393363\nDBD06062019\nDBB09251982\n", "T45393363"),
    ("DAQT57887838\nDCSKRISHNAN\nDDEN\nDACGWENDOLYN\nDADLEE\nDAG3367 ELM STREET\n", "KRISHNAN"),
    ("DAQT57887838\nDCSKRISHNAN\nDDEN\nDACGWENDOLYN\nDADLEE\nDAG3367 ELM STREET\n", "3367 ELM STREET"),
    ("UNH+1+PAXLST:D:05B:UN:IATA'\nNAD+FL+++SZABO:CLAIRE'\nDTM+329:490516'\n", "SZABO:CLAIRE"),
    ("UNH+1+PAXLST:D:05B:UN:IATA'\nNAD+FL+++SZABO:CLAIRE'\nDTM+329:490516'\n", "490516"),
    ("UNH+1+PAXLST:D:05B:UN:IATA'\nDOC+P:110:111+C01X00T47'\n", "C01X00T47"),
    ("判决书 OCR：\n（2020）浙0106执95709号\n", "浙0106执95709"),
    ("事件番号 令和2年(ネ)第15615号 損害賠償請求事件", "第15615号"),
    ("[민원] 서울중앙지방법원 2018가합6531 사건 기일 변경", "2018가합6531"),
    ("Case 1:18-cv-14402-IYE     Document 12", "1:18-cv-14402"),
    ("Betreff: Ihr Zeichen 6 O 9153/24 – Räumungsklage", "9153/24"),
    ("Nomor perkara: 1839/Pdt.P/2025/PN Mdn", "1839/Pdt.P/2025"),
    ("Справа № 783/29422/20", "783/29422/20"),
    ("คดีหมายเลขดำที่ ผบ.13150/2567", "13150/2567"),
    ("ecourts-cli status --cnr MHPU178072902012", "MHPU178072902012"),
    ('{"person": {"birthDate": {"year": 1981, "month": 12, "day": 21}}}', '"year": 1981'),
    ('Applicant(name="Rosa Delgado", dob=date(1988, 5, 17))', "date(1988, 5, 17)"),
    ("[구 호적 등본 OCR]\n성명: 홍길순\n출생: 단기 4287년 12월 1일생\n", "4287년"),
    ("ജാതകം - ജനനം: കൊല്ലവർഷം 1126 ധനു 7", "1126"),
    ("1  JENNIFER L. ORTEGA-HALE (SBN 248308)", "248308"),
    ('Applicant(name="Rosa Delgado", tx_dl="04830790", dl_state="TX")', "04830790"),
    ("Médico Cirujano · Céd. Prof. 5148014 · UNAM", "5148014"),
    ("住民票コード\u300071432178530", "71432178530"),
    ("factory :nurse do\n  nmc_pin { '08I5703S' }\nend\n", "08I5703S"),
    ("MB WAY / transferência\nNIB: 000756539444862206114\n", "000756539444862206114"),
    ("FOP segment: FP CC UATP 150009591238406/0427 *AIRPLUS*", "150009591238406"),
    ('    "IOPlatformUUID" = "C7CBDC6D-B164-4D40-869A-CBF998374F64"', "C7CBDC6D-B164"),
    ("LU WWN Device Id: 5 0014ee 4c9239405", "4c9239405"),
    ("discord bot: !fc set SW-8968-9526-7135", "SW-8968-9526-7135"),
    ("$ p4 users -m 3\nckowal74 <ck@example.org> (Vera Cullen Jr) accessed 2024/11/14\n", "ckowal74"),
    ("$ sudo faillock --user hokafor35\nhokafor35:\nWhen                Type  Source\n", "hokafor35"),
    (
        "OWNER      BATCH_NAME    SUBMITTED   DONE   RUN    IDLE  TOTAL JOB_IDS\n"
        "chidi.haddad1 ID: 4417021   3/14 09:12     12     40     8     60 4417021.0-59\n",
        "chidi.haddad1",
    ),
]

PERSONAL_KEPT = [
    "in case no one answers, call the desk",
    "switch x { case 1: return 200 }",
    "2024년 3월 15일",
    "start = date(2024, 1, 2)",
    'nib = load_nib("file.nib")',
    "| Service | Owner | Cadence |\n|---|---|---|\n| Vault audit | sort | Weekly |\n",
    "DAQ is the licence number element; DCS the family name.",
]


@pytest.mark.parametrize(("text", "value"), PERSONAL)
def test_person_field_is_gone(red: Redactor, text: str, value: str) -> None:
    assert value not in red.redact_text(text)


@pytest.mark.parametrize("text", PERSONAL_KEPT)
def test_personal_neighbours_stay(red: Redactor, text: str) -> None:
    assert red.redact_text(text) == text


def test_a_list_given_to_an_apps_secrets_loses_its_key_not_the_code(red: Redactor) -> None:
    """The line was judged whole as one bare token (``<SECRET_…>`` for all of it) and the
    ``secrets`` signer rule ran only when another call word was in the text."""
    out = red.redact_text("$self->secrets(['a3f9c2e18b7d4f60a1c2e3d4f5a6b7c8']);")
    assert out.startswith("$self->secrets(['<SECRET_") and out.endswith("']);")
    assert red.redact_text("$self->secrets(['my secret phrase']);") == "$self->secrets(['my secret phrase']);"


@pytest.mark.parametrize("value", ["Win10x64Pro", "Office365Home", "Ubuntu22Server"])
def test_a_products_name_stays_in_a_branch(red: Redactor, value: str) -> None:
    assert red.redact_field(f"wip/{value}", "branch") == f"wip/{value}"


def test_a_word_digits_and_a_drawn_run_is_still_a_password_in_a_branch(red: Redactor) -> None:
    assert "Pelican10b9xqO" not in red.redact_field("wip/Pelican10b9xqO", "branch")


def test_tops_user_column_under_a_header_with_time_plus(red: Redactor) -> None:
    """``top`` heads a column ``TIME+``: the header reader took no ``+`` and left its users."""
    text = (
        "    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND\n"
        "  48211 jdoe42    20   0 1234567  89012  12345 R  99.0   1.1   1:23.45 python\n"
    )
    assert "jdoe42" not in red.redact_text(text)
