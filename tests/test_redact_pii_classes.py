"""Personal data found by class in message text, tool arguments and results (issue 31).

Every example is written from a public specification or the documentation of a maintained
validator, never from a canary set's output: the IIN table of ISO/IEC 7812 networks (Wikipedia's
"Payment card number"), the ITU-T E.164 national layouts of the regulators (ACM, PTS, BTK),
RFC 3966 ``tel:`` URIs and WhatsApp's click-to-chat links, RFC 3986 percent-encoding and HTML
character references, python-stdnum's doctest numbers (NIP), Algorithm::CheckDigits (the German
pension number), HL7 FHIR's Identifier datatype and HL7 v2's PID segment, USPS Publication 28.
"""

from __future__ import annotations

import json

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.accounts import health_identifiers
from agent_traces.redact.contact import addresses, phone_links, phones
from agent_traces.redact.id_schemes import SCHEMES
from agent_traces.redact.national_ids import national_ids, passports
from agent_traces.redact.personal import _card, _luhn

R = Redactor(key=b"k" * 32)


def _gone(text: str, value: str) -> bool:
    out = R.redact_text(text)
    escaped = R.redact_text(json.dumps({"log": "step 1 ok\n" + text}))
    return value not in out and json.dumps(value)[1:-1] not in escaped


def _with_luhn(prefix: str, length: int) -> str:
    """A number of ``length`` digits starting with ``prefix`` whose Luhn check holds."""
    body = (prefix + "734059182635418273")[: length - 1]
    return next(body + d for d in "0123456789" if _luhn(body + d))


# -- payment cards: every network of the IIN table, not only the big four --------------------


@pytest.mark.parametrize(
    "prefix,length",
    [
        ("9792", 16),  # Troy (Turkey)
        ("8216", 16),  # RuPay 81/82
        ("6521", 16),  # RuPay 65
        ("508", 16),  # RuPay 508
        ("636368", 16),  # Elo on InterPayment's 636
        ("8600", 16),  # UzCard
        ("9860", 16),  # Humo
        ("9704", 16),  # Napas
        ("5019", 16),  # Dankort
        ("2205", 16),  # BORICA
        ("31", 19),  # China T-Union
    ],
)
def test_cards_of_national_networks(prefix: str, length: int) -> None:
    number = _with_luhn(prefix, length)
    assert _card(number)
    grouped = " ".join(number[i : i + 4] for i in range(0, len(number), 4))
    assert _gone(f"Card number: {grouped}, exp 11/28", grouped)
    assert _gone(f'cartao_numero: "{number}"', number)


def test_no_card_network_issues_under_1_or_7() -> None:
    assert not _card(_with_luhn("7123", 16))
    assert not _card(_with_luhn("1234", 15))


# -- phones: national layouts with the trunk 0, numbers in the slot of a link ------------------


@pytest.mark.parametrize(
    "text,value",
    [
        ("klant,telefoon\n12,06-12345678\n", "06-12345678"),  # NL mobile (ACM)
        ("Ring mig på 070-123 45 67 i morgon", "070-123 45 67"),  # SE (PTS)
        ("alıcı telefonu: 0 532 123 45 67 (kapıda)", "0 532 123 45 67"),  # TR (BTK)
        ("Tel. 0151 2345 6789", "0151 2345 6789"),  # DE mobile
        ("call 020 7946 0958 tomorrow", "020 7946 0958"),  # UK (Ofcom drama range)
    ],
)
def test_national_numbers_in_any_grouping(text: str, value: str) -> None:
    assert any(text[f.start : f.end] == value for f in phones(text))
    assert _gone(text, value)


@pytest.mark.parametrize(
    "text,value",
    [
        ('<a href="https://wa.me/15551234567?text=Hi">chat</a>', "15551234567"),  # WhatsApp FAQ
        ("https://api.whatsapp.com/send?phone=15551234567&text=hola", "15551234567"),
        ('<a href="tel:+1-201-555-0123">call</a>', "+1-201-555-0123"),  # RFC 3966
        ("sms:+447700900123?body=hi", "+447700900123"),
        ("viber://chat?number=%2B380501234567", "%2B380501234567"),
        ("https://t.me/+447700900123", "+447700900123"),
        ("GET /otp?msisdn=491701234567&lang=de", "491701234567"),
    ],
)
def test_phone_numbers_in_links(text: str, value: str) -> None:
    assert any(text[f.start : f.end] == value for f in phone_links(text))
    assert _gone(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "sizes 0 100 200 300 4000 bytes",
        "rows 0 12 34 and 56",
        "version 0.12.3-45, build 0-1",
        "https://t.me/joinchat/abc and tel: unknown",
        "offset 0x0000 0x1234",
        "2024-01-15 06:12:34",
    ],
)
def test_digit_rows_that_are_no_phone(text: str) -> None:
    assert phones(text) == []


# -- e-mail addresses in every escaping -----------------------------------------------------


@pytest.mark.parametrize(
    "text,value",
    [
        ("nombre=Ana&correo=ana.garcia%40gmail.com&mensaje=Hola", "ana.garcia%40gmail.com"),  # RFC 3986
        ("GET /unsubscribe?email=jan%2Bnews%40web.de HTTP/1.1", "jan%2Bnews%40web.de"),
        ("<a href='mailto:marie&#64;orange.fr'>", "marie&#64;orange.fr"),  # HTML reference
        ("contact: li.wei&#x40;qq.com", "li.wei&#x40;qq.com"),
        ("write to sven [at] gmx [dot] de", "sven [at] gmx [dot] de"),
    ],
)
def test_emails_in_other_escapings(text: str, value: str) -> None:
    assert _gone(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "see https://example.com/?to=info%40example.com",
        "support&#64;acme.io answers",  # a role mailbox
        "url = base + '%40' + host",
        "meet me at home.com tomorrow",
    ],
)
def test_escaped_non_personal_addresses_stay(text: str) -> None:
    assert R.redact_text(text) == text


# -- national numbers: schemes by their published check, cues of any language and syntax ------


def _es_nss(prov: int, num: int) -> str:
    base = prov * 10**7 + num if num < 10**7 else int(f"{prov:02d}{num:08d}")
    return f"{prov:02d}{num:08d}{base % 97:02d}"


def test_new_schemes_take_their_examples_and_not_a_changed_digit() -> None:
    for scheme, number in (
        ("pl_nip", "8567346215"),  # python-stdnum pl.nip doctest
        ("de_rvnr", "65180539W001"),  # Algorithm::CheckDigits, M10_006 (DRV weights)
        ("es_nss", _es_nss(28, 12345678)),  # Seguridad Social: mod 97 over province and number
        ("es_nss", _es_nss(8, 1234567)),  # a number under 10,000,000
    ):
        assert SCHEMES[scheme](number), scheme
        changed = number[:-1] + str((int(number[-1]) + 1) % 10)
        assert not SCHEMES[scheme](changed), scheme


@pytest.mark.parametrize(
    "text,value",
    [
        ("Faktura VAT, nabywca: NIP 856-734-62-15", "856-734-62-15"),
        ("meine Versicherungsnummer lautet 65180539W001.", "65180539W001"),
        ("Rentenversicherungsnummer: 65 180539 W 001", "65 180539 W 001"),
        (
            f"Nº afiliación Seguridad Social: 28/{_es_nss(28, 12345678)[2:10]}/{_es_nss(28, 12345678)[10:]}",
            None,
        ),
        ("<patient><bsn>111222333</bsn></patient>", "111222333"),  # an XML element named by the acronym
        ('{"fnr":"15108695088"}', "15108695088"),  # Norway's key name (stdnum no.fodselsnummer)
        ("lecture carte OK nir=255081416802538 regime=01", "255081416802538"),
        ("Contribuinte n.º 501964843", "501964843"),  # stdnum pt.nif doctest
        ("आधार संख्या: 2341 2341 2346", "2341 2341 2346"),
    ],
)
def test_numbers_after_cues_of_any_language_and_syntax(text: str, value: str | None) -> None:
    found = [text[f.start : f.end] for f in national_ids(text)]
    assert found, text
    if value is not None:
        assert value in found
        assert _gone(text, value)


@pytest.mark.parametrize(
    "text,value",
    [
        ('{"document_type":"drivers_license","document_number":"D1234567"}', "D1234567"),
        ("driver_licence_number,MORGA753116SM9IJ,category,B", "MORGA753116SM9IJ"),  # DVLA INF1 layout
    ],
)
def test_document_numbers_in_json_and_csv(text: str, value: str) -> None:
    assert value in [text[f.start : f.end] for f in passports(text)]
    assert _gone(text, value)


def test_document_words_of_code_stay() -> None:
    assert passports('doc = {"document_id": "A1234567", "document_type": "invoice"}') == []


# -- health records: FHIR and HL7 v2 identifiers, national health ids ------------------------


def test_fhir_person_identifiers_and_hl7_pid() -> None:
    patient = (
        '{"resourceType": "Patient", "identifier": [{"use": "usual", "system": '
        '"urn:oid:1.2.36.146.595.217.0.1", "value": "12345"}], "birthDate": "1974-12-25"}'
    )
    assert [patient[f.start : f.end] for f in health_identifiers(patient)] == ["12345"]
    pid = "MSH|^~\\&|ADT1|GOOD HEALTH HOSPITAL\rPID|1||PATID1234^5^M11^ADT1^MR~123456789^^^USSSA^SS||EVERYMAN^ADAM"
    assert [pid[f.start : f.end] for f in health_identifiers(pid)] == ["PATID1234", "123456789"]
    org = '{"resourceType": "Organization", "identifier": [{"system": "urn:x", "value": "org-123"}]}'
    assert health_identifiers(org) == []


def test_health_ids_after_their_name() -> None:
    text = '{"healthIdNumber":"91-1234-5678-9012","name":"A"}'
    assert _gone(text, "91-1234-5678-9012")
    assert _gone("ABHA number: 91-1234-5678-9012", "91-1234-5678-9012")


def test_bank_account_cue_with_a_qualifying_word() -> None:
    assert _gone("CLABE interbancaria: 032180000118359719", "032180000118359719")  # Banxico's example


# -- addresses as each country writes them --------------------------------------------------


@pytest.mark.parametrize(
    "text,value",
    [
        ('endereco = "Rua Sete de Setembro, 1200, apto 12"\ncep = "01310-100"', "Rua Sete de Setembro, 1200"),
        (
            "<adres><straat>Keizersgracht 123</straat><postcode>1015 CJ</postcode></adres>",
            "Keizersgracht 123",
        ),
        (
            'Jane,Doe,"1600 Pennsylvania Ave NW Suite 200",Washington,DC,20500',
            "1600 Pennsylvania Ave NW Suite 200",
        ),
        ("डिलीवरी पता: Flat No. 12, Shanti Colony, Pune 411001", "Flat No. 12, Shanti Colony"),
    ],
)
def test_addresses_as_each_country_writes_them(text: str, value: str) -> None:
    assert value in [text[f.start : f.end] for f in addresses(text)]
    assert _gone(text, value)


def test_street_words_alone_stay() -> None:
    assert addresses("<city>Utrecht</city> and see Main Street docs") == []
