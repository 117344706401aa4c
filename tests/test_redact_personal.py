"""Personal data by class (issue 31): device identifiers, bank account numbers, address records,
id acronyms as key names, ids of capitals and digits after their own cue, and bare field values
that prove themselves by their layout. Examples are the ones agencies and standards publish (or
written after their documented layout); every rule has code and field values that must stay."""

from __future__ import annotations

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.accounts import bank_accounts
from agent_traces.redact.contact import addresses
from agent_traces.redact.devices import device_ids
from agent_traces.redact.national_ids import bare_national_ids, national_ids
from agent_traces.redact.personal_fields import bare_personal


def _found(finder, text: str) -> list[str]:
    return [text[f.start : f.end] for f in finder(text)]


@pytest.mark.parametrize(
    "text,value",
    [
        (
            "2: eth0: <BROADCAST> mtu 1500\n    link/ether 3c:22:fb:7a:01:9e brd ff:ff:ff:ff:ff:ff",
            "3c:22:fb:7a:01:9e",
        ),
        ("  hardware ethernet 3C-22-FB-7A-01-9E;", "3C-22-FB-7A-01-9E"),
        ("Device IMEI: 490154203237518\nModel: Pixel 8", "490154203237518"),
        ("IMEI 49-015420-323751-8 on the box", "49-015420-323751-8"),
        ("      Serial Number (system): C02XK1ABJG5H", "C02XK1ABJG5H"),
        ('    "IOPlatformSerialNumber" = "C02XK1ABJG5H"', "C02XK1ABJG5H"),
        ("vehicle_vin: 1HGCM82633A004352", "1HGCM82633A004352"),
        ("IDFA: 6D92078A-8246-4BA4-AE5B-76104861E7DC", "6D92078A-8246-4BA4-AE5B-76104861E7DC"),
        # an OAID in a log, a machine's GUID in a registry listing, a push token in APNs' path
        (
            "AdIdHelper: oaid=3f2b8c1e-9d4a-4e6b-8a7c-2d1e0f9b8a76, limit=false",
            "3f2b8c1e-9d4a-4e6b-8a7c-2d1e0f9b8a76",
        ),
        (
            "    MachineGuid    REG_SZ    3f2b8c1e-9d4a-4e6b-8a7c-2d1e0f9b8a76",
            "3f2b8c1e-9d4a-4e6b-8a7c-2d1e0f9b8a76",
        ),
        (
            "POST /3/device/" + "7c4a8d09ca3762af61e59520943dc26494f8941b" + "a1b2c3d4e5f60718293a4b5c",
            "7c4a8d09ca3762af61e59520943dc26494f8941ba1b2c3d4e5f60718293a4b5c",
        ),
        ("ECID: 0x001A2B3C4D5E6F", "001A2B3C4D5E6F"),
    ],
)
def test_device_ids(text: str, value: str) -> None:
    assert _found(device_ids, text) == [value]


@pytest.mark.parametrize(
    "text",
    [
        "brd ff:ff:ff:ff:ff:ff and 00:00:00:00:00:00",
        "01:00:5e:00:00:fb is the mDNS group",
        "MD5 fingerprint 43:51:43:a1:b5:fc:8b:b7:0a:3a:a9:b1:0f:66:73:a8",
        "serial_number = models.CharField(max_length=64)",
        "  2024112801 ; serial\n  serial: 2024112801",
        "vin = decode_vin(raw)  # VIN: see below",
        "started at 12:34:56 on 2026-11-27",
        "IMEI: 490154203237519",  # Luhn fails
        "machine_id = get_machine_id()",
        "device_token_ttl: 3600",
        "push_token: ${FCM_TOKEN}",
    ],
)
def test_device_ids_leave_code_and_data(text: str) -> None:
    assert device_ids(text) == []


@pytest.mark.parametrize(
    "text,values",
    [
        ("Please pay J. Smith\nSort code: 60-16-13\nAccount no: 31926819", ["60-16-13", "31926819"]),
        ("Routing number (ABA): 021000021\nAccount number: 123456789012", ["021000021", "123456789012"]),
        ("Kontonummer: 0532013000, BLZ 37040044", ["0532013000"]),
        ("BSB 062-000 acct # 12345678", ["062-000", "12345678"]),
    ],
)
def test_bank_accounts_after_their_name(text: str, values: list[str]) -> None:
    assert _found(bank_accounts, text) == values


@pytest.mark.parametrize(
    "text",
    [
        "AWS account number 123456789012",
        "account: 123456789012",
        "account_id = 424242424242",
        "Routing number: 123456789",  # ABA checksum fails
        "account_number = models.CharField(max_length=34)",
        "Account no: 00000000",
    ],
)
def test_bank_accounts_leave_other_numbers(text: str) -> None:
    assert bank_accounts(text) == []


def test_an_address_record_by_its_keys() -> None:
    text = 'ship_to:\n  name: Jane Roe\n  line1: 4821 Sycamore Ave\n  city: Columbus\n  state: OH\n  zip: "43215"'
    # the record's postcode goes with its street line (an Eircode names the house by itself)
    assert _found(addresses, text) == ["4821 Sycamore Ave", "43215"]
    assert addresses('readme = "See 12 Main Street for the office"') == []
    assert addresses('city = "Springfield"\nstate: IL') == []


@pytest.mark.parametrize(
    "text,value",
    [
        ('employee.sin = "046-454-286"', "046-454-286"),
        ("pan_number: AFZPK7190K\nassessment_year: 2026-27", "AFZPK7190K"),
        ('eligibility_check(member_id="1EG4TE5MK73", payer="CMS")', "1EG4TE5MK73"),
        ("Medicare number 1EG4-TE5-MK73", "1EG4-TE5-MK73"),
        ("Krankenversichertennummer: A123456780", "A123456780"),
        ("Employee: Jane Roe\nNI number: AB 12 34 56 C\nTax code: 1257L", "AB 12 34 56 C"),
        ("| Licence | D6101-40706-60905 | Class G |", "D6101-40706-60905"),
        ('{"ssn": "078-05-1120"}', "078-05-1120"),
    ],
)
def test_national_ids_after_key_names_and_own_cues(text: str, value: str) -> None:
    assert value in _found(national_ids, text)


@pytest.mark.parametrize(
    "text",
    [
        "y = math.sin(theta); pan: 0.5",
        'sin = "123"',
        "build id ABCDE1234F of the nightly",  # a PAN's layout, no PAN cue
        "job 1EG4TE5MK73 finished",  # an MBI's layout, no health cue
        "order id number: 123456780",
    ],
)
def test_national_ids_need_their_cue(text: str) -> None:
    assert national_ids(text) == []


@pytest.mark.parametrize(
    "field,value",
    [
        ("/srv/deploy/078-05-1120", "078-05-1120"),
        ("-srv-deploy-078-05-1120", "078-05-1120"),
        ("wip/850101-1234566", "850101-1234566"),
        ("/srv/deploy/131052-308T", "131052-308T"),
        ("/srv/deploy/secrets/198112189876.json", "198112189876"),
        ("756.9217.0769.85", "756.9217.0769.85"),
        ("-srv-deploy-756-9217-0769-85", "756-9217-0769-85"),
        ("wip/AB123456C", "AB123456C"),
        ("/srv/deploy/MORGA657054SM9IJ", "MORGA657054SM9IJ"),
        ("wip/D6101-40706-60905", "D6101-40706-60905"),
        ("-srv-deploy-415-555-0123", "415-555-0123"),
        ("-srv-deploy-11-98765-4321", "11-98765-4321"),
        ("/srv/deploy/221 Baker Street", "221 Baker Street"),
        ("-srv-deploy-4821-Sycamore-Ave", "4821-Sycamore-Ave"),
        ("Lindenstraße_12a", "Lindenstraße_12a"),
        ("-srv-deploy-81-2-69-160", "81-2-69-160"),
        ("-srv-deploy-2a01-4f8-c17-b8f-0-0-0-2", "2a01-4f8-c17-b8f-0-0-0-2"),
    ],
)
def test_bare_field_values_that_prove_themselves(field: str, value: str) -> None:
    assert value in _found(bare_national_ids, field)


def test_an_email_in_project_folder_form() -> None:
    assert _found(bare_personal, "-srv-deploy-anna-lindqvist12-gmail-com") == ["anna-lindqvist12-gmail-com"]
    assert bare_personal("-home-u-src-github-com-acme-api") == []


@pytest.mark.parametrize(
    "field",
    [
        "release/2024-01-15",
        "wip/111222333",  # a bare 9-digit number: one in eleven passes a BSN check
        "/srv/app/52998224725",  # a CPF's digits alone: one in a hundred
        "/srv/app/9434765919",  # an NHS number's digits alone
        "0a0a0a0a-1111-4222-8333-444444444444",
        "-home-u-v1-2-3-4",
        "/srv/builds/202401011230",
        "feature/add-10-more-tests",
        "/opt/app/v2.3.4-rc.1",
        "-Users-me-code-acme-web-app",
    ],
)
def test_bare_field_values_that_stay(field: str) -> None:
    assert bare_national_ids(field) == [], field


def test_end_to_end_placeholders_by_category() -> None:
    r = Redactor(usernames=[], hostnames=[])
    out = r.redact_text("hardware ethernet 3c:22:fb:7a:01:9e;\nAccount no: 31926819\nVIN: 1HGCM82633A004352")
    assert "3c:22:fb" not in out and "31926819" not in out and "1HGCM82633A004352" not in out
    assert "<IP_" in out and "<IBAN_" in out and "<ID_" in out


@pytest.mark.parametrize(
    "text,found",
    [
        ("claude_code:151.32.30.159", "151.32.30.159"),
        ("claude_code:3c:f5:75:dc:ad:6b", "3c:f5:75:dc:ad:6b"),
        ("claude_code:2a01:4f8:c17:b8f::2", "2a01:4f8:c17:b8f::2"),
        ("claude_code:9288_Linden_Ave", "9288_Linden_Ave"),
        ("-srv-deploy-0a-ee-0c-a9-23-73", "0a-ee-0c-a9-23-73"),
        ("-srv-deploy-x/85:96:7f:53:2f:3a.jsonl", "85:96:7f:53:2f:3a"),
        ("-srv-x/2028:b:36cb:d21:6be6:bf0:7c1c:e.jsonl", "2028:b:36cb:d21:6be6:bf0:7c1c:e"),
    ],
)
def test_values_after_a_row_id_prefix_or_in_a_project_folder(text: str, found: str) -> None:
    out = Redactor(usernames=[], hostnames=[]).redact_text(text)
    assert found not in out


@pytest.mark.parametrize(
    "text", ["std::dec", "Foo::Bar::Baz", "MD5:43:51:43:a1:b5:fc:8b:b7:0a:3a:a9:b1:0f:66:73:a8"]
)
def test_colon_prefixes_leave_code_and_fingerprints(text: str) -> None:
    assert Redactor(usernames=[], hostnames=[]).redact_text(text) == text


@pytest.mark.parametrize(
    "text,value",
    [
        ("Patient MRN: 00123456", "00123456"),
        ("insurance policy number: 998877665", "998877665"),
        ("NPI: 1234567893", "1234567893"),
        ("License plate: 7ABC123", "7ABC123"),
        ("Kennzeichen: B-MW 1234", "B-MW 1234"),
    ],
)
def test_record_numbers_and_plates_after_their_name(text: str, value: str) -> None:
    from agent_traces.redact.contact import contact_data

    assert value in _found(contact_data, text)


@pytest.mark.parametrize(
    "text",
    ["group_id = 12345", "policy_id: 123456", "member_id: 42", "NPI 1234567890", "plate = 5", "license: MIT"],
)
def test_record_cues_leave_software_ids(text: str) -> None:
    from agent_traces.redact.contact import contact_data

    assert contact_data(text) == []
