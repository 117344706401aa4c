"""Personal data found by the slot it fills, not by a list of labels (issue 31): a person's number
in a labelled slot under a label nobody listed, a phone in a phone's slot without ``+`` or ``0``,
login names in what the OS prints, identifiers in the person's fields of interchange standards.
Each rule is checked on the numbers real code, logs and data hold in the same slots."""

from __future__ import annotations

import json

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.interchange_ids import interchange_ids
from agent_traces.redact.login_outputs import login_outputs
from agent_traces.redact.phone_slots import phone_slots
from agent_traces.redact.slot_ids import slot_ids


def _values(found, text: str) -> list[str]:
    return [text[f.start : f.end] for f in found]


@pytest.fixture(scope="module")
def red() -> Redactor:
    return Redactor(usernames=[], hostnames=[], key=b"k" * 32)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a label no list has, in YAML, XML, a log's key=value, a JSON member, BibTeX
        ("colaborador: Rui\nniss: 21678684334\nregime: geral\n", "21678684334"),
        ("<trabalhador><nisTrab>27706589485</nisTrab></trabalhador>", "27706589485"),
        ("<IdPaese>IT</IdPaese><IdCodice>81535490262</IdCodice>", "81535490262"),
        ("[kyc] msisdn=2557XXXXXXXX nin=19790226-64319-54590-45 status=PENDING", "19790226-64319-54590-45"),
        ('{"data":{"eidValue":"89049032660536630626116957220082"}}', "89049032660536630626116957220082"),
        ("@article{x,\n  orcid = {0000-0002-5443-7326},\n}", "0000-0002-5443-7326"),
        # capitals and digits mixed, a prefix of another script, a label of another script
        ("Referencia catastral: 3537760AP7642S6515IY\n", "3537760AP7642S6515IY"),
        ("Регистрийн дугаар: ПА70062463\n", "ПА70062463"),
        ("统一社会信用代码：92510107E7R3744GMU\n", "92510107E7R3744GMU"),
        ("記号: 1641  番号: 1655721\n", "1655721"),
        # ``<register>_id`` of a register's acronym; a quantity's label cannot hold letters
        ("Btw-id: NL883064003B27\nKvK: 75370565\n", "NL883064003B27"),
        ("UID: CHE-580.023.909 MWST\n", "CHE-580.023.909"),
        ("File No.: DL1056529413078\n", "DL1056529413078"),
        # an SQL assignment, a keyword argument in a repr
        ("UPDATE einwohner SET peid = '9166131', gemeinde = 'Vaduz';", "9166131"),
        ("Taxpayer(name='R P', utr='14323 19487', status='active')", "14323 19487"),
        # the colons of other scripts, a number opened by ``№`` or written inside ``第…号``
        ("Դիմող՝ Արամ\nՀԾՀ՝ 4817302659\n", "4817302659"),
        ("መታወቂያ ቁጥር፦ 7301846592\n", "7301846592"),
        ("免許証番号: 第301846592713号\n", "301846592713"),
        ("Паспорт: № 4509 731846\n", "4509 731846"),
        # a psql table: the rule line under the header, then the rows
        (
            " id  | naam    | v_nummer   \n-----+---------+------------\n 311 | A K     | 4817302659 \n",
            "4817302659",
        ),
        ("Α.Δ.Τ.: ΑΚ 730184\n", "ΑΚ 730184"),
    ],
)
def test_a_number_in_a_labelled_slot_is_found(text: str, value: str) -> None:
    assert value in _values(slot_ids(text) + interchange_ids(text), text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("ime;priimek;davcna_st;izplacilo\nNika;Zupan;27463311;1250,00\n", "27463311"),
        ("sevis_id,given_name,family_name\nN0084268465,Priya,Haddad\n", "N0084268465"),
        (
            "beneficiary,branch_code,account_no,amount\nThabo Nkosi,250655,10181173206,3450.00\n",
            "10181173206",
        ),
        ("Veronumero;Sukunimi;Etunimi\n100090604431;Vargas;Farid\n", "100090604431"),
    ],
)
def test_a_number_in_a_csv_column_is_found(text: str, value: str) -> None:
    assert value in _values(slot_ids(text), text)


@pytest.mark.parametrize(
    "text",
    [
        # Telegram Bot API getUpdates (zhmurko/tg-coffeebot-heroku, bot/respond.go)
        '{"update_id": 841266257, "message": {"message_id": 698, "from": {"id": 234140659, '
        '"is_bot": false}, "chat": {"id": 234140659, "type": "private"}, "date": 1650205024}}',
        # a Kibana log entries mock (elastic/kibana, logentries.mock.ts)
        '"start": {"time": 1539990804378, "tiebreaker": 720519, "__typename": "InfraTimeKey"}',
        # a CSV export of orders and amounts (Lemogang420/sales, orders.ts)
        "Order ID,Amount,Profit,Quantity,Category\nB-25681,1096,658,7,Electronics\nB-26055,5729,64,14,Furniture\n",
        # a Stripe customer fixture
        '{"object": "customer", "created": 1432412123, "id": "cus_6IJf9vLMFVsKzX", "account_balance": 0}',
        # what labelled numbers in code and logs are: times, sizes, ports, counts, ids of records
        '{"threepids":[{"validated_at":1711452000000,"added_at":1711451000000}]}',
        "timeout: 30000\nport=8080\nmax_body_size: 10485760\n",
        '{"chat_id": 123456789, "user_id": 2101953816, "file_size": 12345678, "order_id": "98765432"}',
        "build=20240115123456 version=1.2.3 pid=123456789 tid=12345678",
        '"gasUsed": "21000000", "blockNumber": "19234567", "nonce": "12345678"',
        '"sha": "A1B2C3D4E5F60718", "kid": "8F3A2B1C9D8E7F60"',
        "Memory: 16384000 kB\ninode: 12345678\nuptime: 86400123\n",
        '{"uuid": "A1B2C3D4-0000-4000-8000-000000000000", "priority": 9007199254740991}',
        "DTSTART:20260408T100000Z\nDTEND:20260408T110000Z\nPublished: 2026-06-18T13:33:04\n",
        "Merge: 33817245 401cf01a\n(short: `2552732`)\nErrors: 400/422/503\n",
        "  2024112801 ; serial\n  serial: 2024112801\n",
        "name=12345678.png\nfile=20240115.log\n'switch': '2960-24TT',\n",
        "total_tokens: 12345678\ninput_tokens: 1234567\nvocab_size: 151936\n",
    ],
)
def test_numbers_of_software_in_slots_stay(text: str) -> None:
    assert _values(slot_ids(text), text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            '{"contact": {"phone_number": "56999192200", "first_name": "V", "user_id": 2101953816}}',
            "56999192200",
        ),
        (
            "DEBUG smpplib.client: Sending submit_sm PDU seq=1464 source_addr=ACME "
            "destination_addr=306932032711 data_coding=8",
            "306932032711",
        ),
        (
            '{"threepids":[{"medium":"msisdn","address":"6598684431","validated_at":1711452000000}]}',
            "6598684431",
        ),
        ('{"telecom": [{"system": "phone", "value": "4915112345678", "use": "mobile"}]}', "4915112345678"),
    ],
)
def test_a_phone_in_a_phone_slot_is_found(text: str, value: str) -> None:
    assert _values(phone_slots(text), text) == [value]


@pytest.mark.parametrize(
    "text",
    [
        '{"phone_number_id": "106540352242922"}',  # WhatsApp Cloud API: the business number's id
        '{"update_id": 319252000, "message": {"message_id": 88, "date": 1711452000}}',
        "to=12345678 from=87654321 bytes=1234",  # no SMS in sight: a mail or a network log
        '{"type": "email", "value": "12345678901"}',
        '{"phone_country": "US", "phone_verified": 1711452000}',
    ],
)
def test_numbers_outside_a_phone_slot_stay(text: str) -> None:
    assert _values(phone_slots(text), text) == []


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "$ id rkowalczyk04\nuid=1964(rkowalczyk04) gid=1964(rkowalczyk04) groups=1964(rkowalczyk04),27(sudo)",
            {"rkowalczyk04"},
        ),
        (
            "$ sudo cat /etc/sudoers.d/90-oncall\ntmoreau62 ALL=(ALL) NOPASSWD: /usr/bin/systemctl restart nginx",
            {"tmoreau62"},
        ),
        (
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIjObCZGvGiCaY18HslxBc6AnrKli1lHXoTlm rhaddad16@mbp-520",
            {"rhaddad16"},
        ),
        ("PS C:\\> whoami\ncorp\\tbrennan11\n", {"tbrennan11"}),
        (
            "New Logon:\n\tSecurity ID:\t\tS-1-5-21-1\n\tAccount Name:\t\talindqvist87\n\tAccount Domain:\t\tCORP\n",
            {"alindqvist87"},
        ),
        # the owner column of ls -l, subuid and pdbedit lines, net user, a job table's USER column
        (
            "$ ls -l\n-rw-r----- 1 mkowal33 finance 48211 Nov 27 10:02 q3.xlsx\ndrwxr-xr-x 2 root root 4096 Nov 27 bin",
            {"mkowal33"},
        ),
        ("$ cat /etc/subuid\nmkowal33:165536:65536\n", {"mkowal33"}),
        ("$ sudo pdbedit -L\nnobody:65534:nobody\nmkowal33:1003:M Kowal\n", {"mkowal33"}),
        ("C:\\> net user mkowal33 /domain\nUser name                    mkowal33\n", {"mkowal33"}),
        (
            "  JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)\n"
            " 881204       gpu train_ll mkowal33  R    3:12:08      2 gpu[07-08]\n",
            {"mkowal33"},
        ),
    ],
)
def test_login_names_in_os_outputs_are_found(text: str, names: set[str]) -> None:
    assert set(_values(login_outputs(text), text)) == names


@pytest.mark.parametrize(
    "text",
    [
        "uid=0(root) gid=0(root) groups=0(root)",
        "root ALL=(ALL:ALL) ALL\n%sudo ALL=(ALL:ALL) ALL\n",
        'export ARR=(one two)\nlocal arr=(1 2)\nfoo bar=("x")\n',
        "Subject:\n\tAccount Name:\t\tWIN-HOST01$\n\tAccount Name:\t\tSYSTEM\n",
        'subprocess.run(["whoami"])\nprint(out)\n',
        "drwxr-xr-x 2 root root 4096 Nov 27 10:02 bin\n-rw-r--r-- 1 www-data www-data 12 Nov 27 index.html",
        "USER PID %CPU COMMAND\nroot 1 0.0 /sbin/init\n",
        "redis.conf:1045:maxmemory-policy allkeys-lru\napp.py:100000:    return x\n",  # grep -n's layout
        "net user alice /delete",
        'config = {"host": "db:5432:5432"}',
    ],
)
def test_system_accounts_and_code_stay(text: str) -> None:
    assert _values(login_outputs(text), text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("NM1*IL*1*NAKAMURA*JANE****MI*Y977221526~\nDMG*D8*19800519~", "Y977221526"),
        ("NM1*82*1*HADDAD*MARTA****XX*1819482195~\nPRV*PE*PXC*207Q00000X~", "1819482195"),
        ('{"00100020": {"vr": "LO", "Value": ["LS9568230"]}}', "LS9568230"),
        ("(0010,0020) LO [PAT0012345]                          #  10, 1 PatientID", "PAT0012345"),
        ("=024  7\\$a0000005260181593$2isni\n", "0000005260181593"),
        ("Priya's iPhone (17.4.1) (00008110-FA1C257C6F561C5C)", "00008110-FA1C257C6F561C5C"),
    ],
)
def test_identifiers_in_standard_fields_are_found(text: str, value: str) -> None:
    assert _values(interchange_ids(text), text) == [value]


@pytest.mark.parametrize(
    "text",
    [
        "NM1*85*2*ACME CLINIC*****XX*1234567893~",  # an organisation (NM102 2)
        '{"00080020": {"vr": "DA", "Value": ["20240115"]}}',  # a study date
        "0000000000001234 0000-0000-0000-0001",  # zero padding
        "MacBook-Pro (A1B2C3D4-0000-0000-0000-000000000000)",  # a simulator's UUID
    ],
)
def test_other_fields_of_standards_stay(text: str) -> None:
    assert _values(interchange_ids(text), text) == []


def test_the_redactor_replaces_every_form(red: Redactor) -> None:
    text = (
        "$ id ykowalczyk60\nuid=1075(ykowalczyk60) gid=1075(ykowalczyk60) groups=1075(ykowalczyk60),27(sudo)"
    )
    assert "ykowalczyk60" not in red.redact_text(text)
    text = '{"resourceType": "Patient", "identifier": [{"type": {"coding": [{"code": "NI"}]}, "value": "8003607511637268"}]}'
    assert "8003607511637268" not in red.redact_text(text)


def test_a_builder_method_named_for_a_field_is_a_slot() -> None:
    text = 'Credencial.builder()\n    .nombre("FARID")\n    .claveElector("JNVCSG79012727H455")\n    .seccion("4127")'
    assert _values(slot_ids(text), text) == ["JNVCSG79012727H455"]


@pytest.mark.parametrize(
    "text",
    [
        'repo.findByOrderNumber("12345678")',
        'client.getInvoice("INV2024000123")',
        'req.headerValue("1711452000")',
        'Build.newBuilder().buildNumber("20240115123456")',
        'assertThat(x).isEqualTo("12345678")',
    ],
)
def test_calls_that_are_verbs_or_software_fields_stay(text: str) -> None:
    assert _values(slot_ids(text), text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "alice:x:1001:1001:Alice Smith,,,:/home/alice:/bin/bash\nsyslog:x:104:110::/home/syslog:/bin/false",
            "alice",
        ),
        ("$ getent group docker\ndocker:x:998:mkarlsson,ubuntu", "mkarlsson"),
        ("$ ssh jdoe42@10.0.0.5 'uptime'", "jdoe42"),
        ("sudo -u pgadmin7 psql -c 'select 1'", "pgadmin7"),
        ("$ logname\nmkarlsson\n", "mkarlsson"),
        ("$ echo $USER\nrpatel\n", "rpatel"),
    ],
)
def test_login_names_in_account_files_and_commands_are_found(text: str, name: str) -> None:
    assert set(_values(login_outputs(text), text)) == {name}


@pytest.mark.parametrize(
    "text",
    [
        "passwd: password updated successfully",
        "git clone git@github.com:org/repo.git",
        "ssh -i key.pem ubuntu@ec2-1-2-3-4.compute.amazonaws.com",
        "sudo -u $USER make install",
        "daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin",
        "x = {'user': 'a'}\nuseradd(name)\n",
    ],
)
def test_generic_accounts_and_code_around_logins_stay(text: str) -> None:
    assert _values(login_outputs(text), text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("order_id,customer_name,phone,amount\nORD2024001,Ali Hassan,971501234567,245.50\n", "971501234567"),
        ('{"no_hp": "6281234567890"}', "6281234567890"),
        ("Телефон: 79161234567", "79161234567"),
        ('{"telefono_celular": "5215512345678"}', "5215512345678"),
    ],
)
def test_a_phone_in_a_column_or_a_key_of_any_language_is_found(text: str, value: str) -> None:
    assert value in _values(phone_slots(text), text)


@pytest.mark.parametrize(
    "text",
    ['{"hp": 12345678, "mp": 4000}', "id,cell_id,lac\n1,12345678,123\n", '"phone_count": 12345678'],
)
def test_numbers_beside_phone_like_words_stay(text: str) -> None:
    assert _values(phone_slots(text), text) == []


@pytest.mark.parametrize(
    "text",
    [
        "$ id rkowalczyk04\nuid=1964(rkowalczyk04) gid=1964(rkowalczyk04) groups=1964(rkowalczyk04),27(sudo)",
        "PS C:\\> whoami\ncorp\\rkowalczyk04",
        "New Logon:\n\tAccount Name:\t\trkowalczyk04\n\tAccount Domain:\t\tCORP\n",
    ],
)
def test_login_names_in_json_escaped_and_coloured_output_are_found(red: Redactor, text: str) -> None:
    for form in (json.dumps({"log": "step 1 ok\n" + text}), "\x1b[32m" + text + "\x1b[0m"):
        assert "rkowalczyk04" not in red.redact_text(form)


def test_a_key_of_words_and_a_stamp_of_work_stays() -> None:
    text = "priority: MAX\nscore: 9993\nlaw: CARRY-NIGHTLY-REBUILDS-20260707-101500\n"
    assert _values(slot_ids(text), text) == []
