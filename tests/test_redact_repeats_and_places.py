"""Round 8 of issue 31 beyond the password policy: a person's number found once is that number
wherever else it stands; addresses after a country's postcode letters and under the word for
address in more scripts; IBANs of every country that writes one; a bearer token with its
version; a short token or a UUID under a query parameter a secret's name names."""

from __future__ import annotations

import pytest

from agent_traces.redact import Redactor


def redact(text: str) -> str:
    return Redactor().redact_text(text)


def test_a_number_found_in_its_field_is_found_where_a_failing_test_repeats_it() -> None:
    text = (
        "applicant = Applicant(name='Hajah Nurul Ain', ic_no='00-761318', ic_colour='yellow')\n"
        "E       AssertionError: assert '00-761318' == '**-******'"
    )
    out = redact(text)
    assert "761318" not in out
    assert out.count("<ID_") == 2


def test_a_repeated_date_is_not_taken_for_a_birth_date() -> None:
    out = redact("DOB: 1990-05-12\nreleased 1990-05-12 as v1")
    assert out.endswith("released 1990-05-12 as v1")


@pytest.mark.parametrize(
    "text,address",
    [
        (
            "$customer->setAddress('Savanorių g. 19-106, LT-09779'); // Vilnius",
            "Savanorių g. 19-106, LT-09779",
        ),
        ('Address(line1="Brīvības iela 94-75, LV-1008", city="Rīga")', "Brīvības iela 94-75, LV-1008"),
        ("ship to: Hauptstr. 5, D-10115 Berlin", "Hauptstr. 5, D-10115"),
        ("ලිපිනය: 164/51, ගාලු මාවත, දෙහිවල 10350", "164/51, ගාලු මාවත, දෙහිවල 10350"),
        ("அனுப்பும் முகவரி: 12 காந்தி சாலை, சென்னை 600017", "12 காந்தி சாலை, சென்னை 600017"),
    ],
)
def test_addresses_by_country_postcode_and_by_the_word_in_more_scripts(text: str, address: str) -> None:
    out = redact(text)
    assert address not in out
    assert "<ADDRESS_" in out


@pytest.mark.parametrize(
    "text",
    ["Fixed issue 12, JIRA-1234 and PR 7, GH-12345", "see build 12, DE-1234 failed", "version 3, PL-1234"],
)
def test_ticket_keys_after_a_number_are_no_postcode(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "value,changed",
    [
        ("Savanorių-g-138-13-LT-06991", True),
        ("Brivibas-iela-94-75-LV-1008", True),
        ("fix-issue-12-PL-1234", False),
        ("release-2-3-DE-12345", False),
    ],
)
def test_a_street_line_with_a_country_postcode_in_a_branch(value: str, changed: bool) -> None:
    assert (Redactor().redact_field(value, "gitBranch") != value) is changed


def _iban(country: str, bban: str) -> str:
    digits = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(digits) % 97:02d}{bban}"


@pytest.mark.parametrize(
    "country,bban", [("IR", "0620414852538885393363"), ("MA", "011519000001205000534921")]
)
def test_ibans_of_countries_outside_the_first_registry(country: str, bban: str) -> None:
    iban = _iban(country, bban)
    out = redact(f"transfer to {iban} today")
    assert iban not in out and "<IBAN_" in out
    assert Redactor().redact_field(iban, "gitBranch") != iban


def test_a_bearer_token_with_its_version_before_a_colon() -> None:
    token = "2:n3_YNBDRzrZSgqbjG3uhkWKFLf6xuI5aHUQPFeNB"
    out = redact(f"curl -H 'Authorization: Bearer {token}' https://api.optimizely.com/v2/projects")
    assert "n3_YNBDRzrZ" not in out and "2:" not in out.split("Bearer ")[1][:3]


@pytest.mark.parametrize(
    "url,secret",
    [
        ("curl ipinfo.io/8.8.8.8?token=e02ea68ef786e4", "e02ea68ef786e4"),
        ("https://x.io/v1?access_token=ED4142BA-E972-4F3F-8C89-C0017C4EA603&to=1", "ED4142BA-E972"),
    ],
)
def test_a_short_token_or_a_uuid_under_a_secret_query_parameter(url: str, secret: str) -> None:
    assert secret not in redact(url)


@pytest.mark.parametrize(
    "url",
    [
        "GET /search?q=abc&page=2&tokens=12345678",
        "https://a.b/?auth=mode2fa&x=1",
        "https://a.b/items?id=3fa85f64-5717-4562-b3fc-2c963f66afa6",
        "https://a.b/?max_tokens=4096&ref=ab12cd34ef",
        "# Expected: ?api_key=tsi_abc123 # Source key from environment",
    ],
)
def test_query_values_that_are_no_credentials_stay(url: str) -> None:
    assert redact(url) == url


HL7 = (
    "MSH|^~\\&|EPIC|MAINHOSP|LAB|MAINHOSP|20261128093000||ADT^A04|884211|P|2.5.1\n"
    "PID|1||4471203^^^MAIN^MR||OKAFOR^CHINEDU||19790311|M|||12 Storgatan^^Umea^^90325||+46 70 123 4567"
    "|||||V877412154^^^MAIN^AN|123-45-6789\n"
    "NK1|1|OKAFOR^ADA|SPO|12 Storgatan^^Umea|+46 70 765 4321"
)
X12 = (
    "INS*Y*18*021*28*A***FT~\nREF*0F*103137215~\nNM1*IL*1*GARCIA*LUCIA****34*987654321~\n"
    "N3*1422 W 65TH ST~\nDMG*D8*19530821*F~\nPER*IP**TE*5551234567~"
)


@pytest.mark.parametrize(
    "text,values",
    [
        (
            HL7,
            [
                "4471203",
                "OKAFOR",
                "CHINEDU",
                "19790311",
                "Storgatan",
                "123 4567",
                "V877412154",
                "123-45-6789",
                "ADA",
            ],
        ),
        (X12, ["103137215", "GARCIA", "LUCIA", "987654321", "65TH", "19530821", "5551234567"]),
    ],
)
def test_a_persons_fields_in_hl7_and_x12_segments_by_position(text: str, values: list[str]) -> None:
    out = redact(text)
    assert [v for v in values if v in out] == []
    assert ("ADT^A04|884211" in out) is (text == HL7)
    assert ("INS*Y*18*021" in out) is (text == X12)


@pytest.mark.parametrize(
    "text",
    ["PID|USER|%CPU|%MEM|VSZ|RSS|TTY\n1234|root|0.0|0.1|16912|11264|?", "N3*N3 + REF*x\nresult"],
)
def test_tables_and_code_are_no_segments(text: str) -> None:
    assert redact(text) == text


def test_an_hl7_extended_id_by_its_identifier_type_in_any_field() -> None:
    text = "PID|1||X||OKAFOR^CHINEDU||19790311|M|||||||||V877412154^^^MAIN^AN\nOBX|1|CE|1234-5^Glucose^LN||"
    out = redact(text)
    assert "V877412154" not in out and "^^^MAIN^AN" in out
    assert "1234-5^Glucose^LN" in out


def test_a_drawn_token_after_a_dollar_is_no_variable() -> None:
    token = "$aact_UvImZaYMEtKJGF2VDuiBNgkWb2sRPReNbA/TkB/yOaGglfIPk5VlDPk4C47b"
    assert "UvImZaYMEtKJ" not in redact(f"ASAAS_ACCESS_TOKEN='{token}'")
    for text in ("API_TOKEN=$myLongVariableName2", "TOKEN=$GITHUB_TOKEN_FOR_RELEASES_V2"):
        assert redact(text) == text


def test_a_mysql_table_and_a_header_with_numbered_names_are_read_as_columns() -> None:
    mysql = (
        "+-----------------+-----------+\n| jmeno           | cislo_op  |\n+-----------------+-----------+\n"
        "| Jana Dvořáková  | 230824628 |\n+-----------------+-----------+"
    )
    assert "230824628" not in redact(mysql)
    csv = (
        '"SOS_VOTERID","COUNTY_NUMBER","LAST_NAME","RESIDENTIAL_ADDRESS1"\n'
        '"OH1163726516","18","KOVACH","1422 W 65TH ST"\n'
    )
    assert "OH1163726516" not in redact(csv)
    table = "| id | name | version |\n|----|------|---------|\n| 12345678 | requests | 2.31.0 |\n"
    assert redact(table) == table


def test_an_address_spelled_with_at_and_dot() -> None:
    out = redact("# Contributor: Dilnoza Novak <dilnoza dot novak79 at proton dot me>")
    assert "novak79" not in out and "<EMAIL_" in out
    prose = "we looked at the docs dot python dot org page, available at docs.python.org"
    assert redact(prose) == prose


@pytest.mark.parametrize(
    "text,secret",
    [
        ("$ sudo murmurd -ini /etc/mumble-server.ini -supw 6vWCBiJmpflvJfup", "6vWCBiJmpflvJfup"),
        ("slapd --rootpw=Xk29vbQm77aa", "Xk29vbQm77aa"),
        (
            "curl -H 'Authorization: Bearer perm:cWEubGVhZA==.NDgtMzcy.adJjPZ6zfKN7xVGkjwskHk7egyFWZY'",
            "adJjPZ6zfKN7",
        ),
        ("sqlite> PRAGMA key = 'x9Kd2mQvBnTz';", "x9Kd2mQvBnTz"),
        (
            "String to be appended:\nrpcauth=a:b\nYour password:\nKnJmjEfiI9Fu3YxHtGr8W67iYfU7JhUtJjuoOwN81JY\n",
            "KnJmjEfi",
        ),
    ],
)
def test_round_9_slots(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "tool --bypass cache-all --compass north12",
        'WWW-Authenticate: Bearer realm="example", error="invalid_token"',
        "PRAGMA foreign_keys = ON; PRAGMA key_info('idx');",
        "Enter the API key:\n> Options:\nPassword:\n********\n",
        "Public key:\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n",
    ],
)
def test_round_9_neighbours_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text,number",
    [
        ("سلام، حساب من قفل شده. شماره تماس: ۰۷۸۵ ۸۹۴ ۸۱۱", "۸۹۴"),
        ("OCR (tesseract -l mya):\nဖုန်း - ၀၉ ၇၇၇ ၅၁၄ ၀၂၆", "၅၁၄"),
        ("phone: +91 ९८७६५ ४३२१०", "४३२१०"),
    ],
)
def test_numbers_in_the_digits_of_other_scripts(text: str, number: str) -> None:
    assert number not in redact(text)


@pytest.mark.parametrize(
    "text,address",
    [
        ("收件人: 张伟3637@例子.中国\n主题: 发票已开具", "张伟3637"),
        ("rcpt <ольга8202@завод.рф>", "ольга8202"),
        ('{"email": "प्रिया1820@डाकघर.भारत"}', "प्रिया1820"),
        ("ValidationError: วิชัย6483@ตัวอย่าง.ไทย", "วิชัย6483"),
    ],
)
def test_internationalized_email_addresses(text: str, address: str) -> None:
    assert address not in redact(text)


@pytest.mark.parametrize(
    "text,login",
    [
        (
            " UID USER       PROC PWD-LOCK LAST-LOGIN GECOS\n1614 bvolkov916    3        0 10:02      A N\n",
            "bvolkov916",
        ),
        (
            "  pid  | usename  | state\n-------+----------+--------\n 22056 | hdiallo404 | active\n",
            "hdiallo404",
        ),
        (
            "Job id            Name             User              Time Use S Queue\n"
            "----------------  ---------------- ----------------  -------- - -----\n"
            "647045.pbs01      md_run_03        rasante307        12:41:07 R workq\n",
            "rasante307",
        ),
        (
            " USERNAME              SESSIONNAME        ID  STATE\n>ehaddad933            rdp-tcp#1          2  Active\n",
            "ehaddad933",
        ),
        ("$ ipa user-show sjohansen986\n  User login: sjohansen986\n  First name: Oskar\n", "sjohansen986"),
    ],
)
def test_login_names_in_any_table_column_or_label_that_names_one(text: str, login: str) -> None:
    assert login not in redact(text)


def test_login_columns_keep_system_accounts_and_other_columns() -> None:
    text = "USERNAME   STATE\nroot       active\npostgres   idle\n"
    assert redact(text) == text
    table = "NAME     READY   STATUS    RESTARTS   AGE\nweb-1    1/1     Running   0          5d\n"
    assert redact(table) == table


def test_an_aspnet_json_date_in_a_birth_slot() -> None:
    out = redact(
        '{"FullName":"R T","BirthDate":"\\/Date(251942400000)\\/","Created":"\\/Date(251942400000)\\/"}'
    )
    assert out.count("251942400000") == 1 and "<DOB_" in out


@pytest.mark.parametrize(
    "text,value",
    [
        (">>> b = parse('x.pdf')\n>>> b.mitgliedsnummer\n'45366316741'\n", "45366316741"),
        ("Kochi ticket: 198, Church Road, Ernakulam, Kochi - 682005\n", "Church Road"),
        ("പരാതി: 198, പള്ളി റോഡ്, കൊച്ചി - 682005", "682005"),
        ("address_dz: '141, ཆང་གི་ཁ, ཐིམ་ཕུ - 110744'", "110744"),
        ("GET /vast?ifa=e0a46a80-408b-4055-beee-ac15f7486340&ifa_type=lgudid", "e0a46a80"),
        ("$ cat /etc/machine-id\n16535969d752d7f4feba958b8f86f6d1\n", "16535969d752"),
        ("             DeviceId : 725c83f2-1206-48a9-a134-8df1690560e5", "725c83f2"),
        ("  ✓ Logged in to github.com account kasante262 (keyring)", "kasante262"),
        ("# file: srv/share/payroll\n# owner: rhorak980\n# group: finance\n", "rhorak980"),
        ("Access: (0644/-rw-r--r--)  Uid: ( 1295/kvolkov408)   Gid: ( 1295/staff)", "kvolkov408"),
    ],
)
def test_round_9_personal_layouts(text: str, value: str) -> None:
    assert value not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        ">>> resp.status_code\n200\n>>> job.created_at\n'2026-11-28T10:11:12'\n",
        "Error 404, Not Found, retry 3, Server - 50000; range 10, 20, 30 - 40000",
        'torch.cuda.set_device(device_id=0); device_id = "cuda:0"',
        "Access: (0644/-rw-r--r--)  Uid: (    0/    root)   Gid: (    0/    root)",
    ],
)
def test_round_9_personal_neighbours_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "ok, do you want me to add the changes? user: yes\nassistant: [uses Bash to]\n",
        "User name: dict\nLogin: return\n",
        "    def render(self, user message content for preview\n        first_user_message = ''\n",
        "graph TD\n  FE[Frontend] --> BE[Backend] user login flow\n  NEO[Neo4j] LLM service page\n",
    ],
)
def test_prose_and_transcripts_are_no_login_tables(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize("value", ["Pelican10b9xqO", "Kestrel39OOvDw-", "lantern58OUTp7-"])
def test_a_symbol_free_password_in_a_field(value: str) -> None:
    r = Redactor()
    for field, text in (("gitBranch", f"wip/{value}"), ("cwd", f"/srv/deploy/{value}"), ("sessionId", value)):
        assert value.rstrip("-") not in r.redact_field(text, field)


@pytest.mark.parametrize(
    "value",
    ["Release2024Final", "Python310Scripts", "node18Alpine", "Ubuntu2204LTS", "python3Venv"],
)
def test_names_with_a_number_inside_stay_in_fields(value: str) -> None:
    assert Redactor().redact_field(f"wip/{value}", "gitBranch") == f"wip/{value}"


def test_an_ifa_alone_is_found_without_another_device_word() -> None:
    text = "GET /vast?ifa=e0a46a80-408b-4055-beee-ac15f7486340&app_bundle=com.example.tv"
    assert "e0a46a80" not in redact(text)
