"""Personal data by class in carriers the earlier rules did not read (issue 31, round 4): e-mail at
a named host under a documentation domain and hashed into an avatar link, dates of birth in other
calendars, places as grid codes, addresses in other scripts and layouts, login names of session
listings and home shares, bank accounts, device ids and phones by their slot, and identity numbers
under worded labels, scheme attributes and test assertions. Every class has code that looks like it
and must stay."""

from __future__ import annotations

import pytest

from agent_traces.redact import Redactor

_R = Redactor(usernames=[], hostnames=[])


def _found(text: str) -> list[str]:
    return [text[f.start : f.end] for f in _R.find(text)]


@pytest.mark.parametrize(
    "text,value",
    [
        # e-mail in carriers: LDIF, mbox, ARF, gpg, iCalendar, mailto with a query
        (
            "dn: uid=ana,ou=people,dc=corp\nmail: ana.souza71@corp-mail.example.net\n",
            "ana.souza71@corp-mail.example.net",
        ),
        ("From jan.novak@posteo.example Sun Nov  3 08:12:44 2024", "jan.novak@posteo.example"),
        ("Original-Mail-From: <li.wei04@gmail.example>", "li.wei04@gmail.example"),
        ("uid           [ultimate] Eva Lind <eva.lind@mailbox.example.org>", "eva.lind@mailbox.example.org"),
        ("ATTENDEE;CN=Eva Lind:mailto:eva.lind@family-mail.example", "eva.lind@family-mail.example"),
        ('<a href="mailto:ola.berg@home.example.com?subject=Hi">', "ola.berg@home.example.com"),
        (
            '<img src="https://gravatar.com/avatar/205e460b479e2e5b48aec07710c08d50?s=80">',
            "205e460b479e2e5b48aec07710c08d50",
        ),
        # dates of birth in the Buddhist, Jalali and Japanese-era calendars
        ("ชื่อ: Somchai\nวันเกิด: 4 พ.ค. 2515\n", "4 พ.ค. 2515"),
        ("نام: Reza\nتاریخ تولد: 1373/01/25\n", "1373/01/25"),
        ("生年月日\u3000平成9年3月7日生（満27歳）", "平成9年3月7日"),
        ("dob: ۱۳۷۳/۰۱/۲۵", "۱۳۷۳/۰۱/۲۵"),
        # places as a grid code
        ("  # plus code of the house: 9F29C72Q+GP", "9F29C72Q+GP"),
        ('127.0.0.1:6379> GEOHASH users:home user:13900\n1) "u33dc0cpp"', "u33dc0cpp"),
        # addresses in scripts without spaces, under a heading, after a postcode label
        (
            '{"receiver": "A", "address": "江苏省南京市鼓楼区中山路532号22栋267室"}',
            "江苏省南京市鼓楼区中山路532号22栋267室",
        ),
        (
            "주소: (85651) 서울특별시 관악구 월드컵로 839, 116동 1740호",
            "(85651) 서울특별시 관악구 월드컵로 839, 116동 1740호",
        ),
        ("ที่อยู่: 640/65 ซอยสุขุมวิท 31 แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพฯ 10110", None),
        ("العنوان: 10 شارع التحرير، الدور 3، شقة 26، القاهرة", "10 شارع التحرير، الدور 3، شقة 26، القاهرة"),
        (
            "العنوان الوطني للعميل:\n1581 شارع العليا، حي النخيل, 40191-4742\n",
            "1581 شارع العليا، حي النخيل, 40191-4742",
        ),
        (
            "Calle Durango 2374, Col. Roma Norte, C.P. 55173, Ciudad de México",
            "Calle Durango 2374, Col. Roma Norte, C.P. 55173",
        ),
        ("shipping:\n  line1: 49 Oakley Road\n  eircode: D6W 25W8", "D6W 25W8"),
        # login names of a session listing and of a home share
        ("$ last -n 3\njmoreau46pts/1        81.209.69.249    Sun Nov  3 08:02", "jmoreau46"),
        ("PS> dir \\\\fs01.corp.local\\home$\\ana.souza85\\Documents", "ana.souza85"),
        # bank accounts in an account slot of any language or composite label
        ('{"titular": "Ana", "cbu": "2850590940090418135201"}', "2850590940090418135201"),
        ("Счёт получателя: 40817810730481373433\nБИК: 044505656", "40817810730481373433"),
        ("Bank account for refunds: 01-0001-0037614-365", "01-0001-0037614-365"),
        ("# číslo účtu pronajímatele: 848474-2874633190/0300", "848474-2874633190/0300"),
        ("Transit-Institution-Account: 32600-004-3511253", "32600-004-3511253"),
        ("# payee: BSB/account 082-419 123760926", "082-419 123760926"),
        # device ids printed after the command naming them, in hex, in a device column
        ("$ adb shell settings get secure android_id\nc8df4f50947aaeb2\n", "c8df4f50947aaeb2"),
        (
            "(lldb) po ASIdentifierManager.shared().advertisingIdentifier\nA648A58C-1092-47F7-A862-BF793F4F8B9D",
            "A648A58C-1092-47F7-A862-BF793F4F8B9D",
        ),
        ("device_id,type,assigned_to,meid\n7731,handset,Oksana,9B8A18A8902073", "9B8A18A8902073"),
        # phones under messaging keys and in caller-id syntax
        ('{"profile":{"name":"Ana"},"wa_id":"201151643883"}', "201151643883"),
        ('"","s","\\"Joaquin Silva\\" <639184093056>","SIP/trunk-00001a2f"', "639184093056"),
        # identity numbers under worded labels, scheme attributes, assertions
        ("Übermittlung ESt 2023, Steuernummer 731/723/26865, Steuerpflichtige/r", "731/723/26865"),
        ("# intake form preview: Personal Health Number 9913 909 960", "9913 909 960"),
        ("मेरा EPIC नंबर WLT0189555 है", "WLT0189555"),
        ('<cbc:ID schemeID="VKN">7799075115</cbc:ID>', "7799075115"),
        ("<NPWP>47.529.170.4-423.667</NPWP>", "47.529.170.4-423.667"),
        ('assertEquals("134018789", firma.regon)', "134018789"),
        ('    assert_eq!(f.employee_tin, "223-430-154-000");', "223-430-154-000"),
        ('{"nss": "98248273710", "nombre": "J"}', "98248273710"),
    ],
)
def test_personal_data_in_its_slot(text: str, value: str | None) -> None:
    found = _found(text)
    if value is None:
        assert any(f[0].isdigit() and "10110" in f for f in found), found
    else:
        assert value in found, found


@pytest.mark.parametrize(
    "text",
    [
        # documentation placeholders, role mailboxes, a digest that is no avatar's
        "git config user.email you@example.com && echo user@example.org",
        "Original-Rcpt-To: <billing@shop.example>",
        "205e460b479e2e5b48aec07710c08d50  dist/pkg-1.2.0.tar.gz\nlet avatar_size = 80;",
        # dates that are no birth's, versions after a birth word
        "birthday-bot 1.2.3 released 2024-01-15",
        "class BirthDateValidator: pass  # 4 checks in 2 files",
        # plus codes and geohashes that are not: arithmetic, words
        "total = 23456789+22\nx = CFGHJMPQ+RV",
        "import geohash\nh = geohash.encode(lat, lon, precision=9)",
        # addresses that are not: network addresses, code
        '{"address": "0.0.0.0:8080", "addr": "localhost:5432"}',
        "주소: https://example.org/api/v1",
        "Figure 3, Col. A, C.P. 1 of 2",
        # session listings that are not: code
        "import tty1 as term\nfrom pty import spawn",
        "\\\\fs01\\share\\reports\\q3.xlsx",
        # accounts that are not: a service account, a count
        "konto: admin\ncuenta: ana",
        "AWS account number 123456789012",
        # device-looking values that are not: hashes in code, a commit
        "serial_port = '/dev/ttyUSB0'\ncommit 4c2b54b95523cf6941fa1c257c6f561c5cb34761",
        # labels that name no person's number
        "issue number 48213377 was closed",
        'assertEquals("48213377", build.number)',
        'expect(res.status).toBe("20240115")',
        "Build Number 20240115.3 deployed",
        "retry on status 400/422/503 per the docs",
        "Status Number 400/422/503",
    ],
)
def test_code_that_looks_like_a_slot_stays(text: str) -> None:
    assert _found(text) == [], _found(text)
