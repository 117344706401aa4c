"""National identity numbers, passports, dates of birth, national phones, postal addresses and
seed phrases (issue 31): the scheme table on the published example numbers of each scheme, the
rules end to end through :class:`Redactor`, and code and data that must stay as they are."""

from __future__ import annotations

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.contact import addresses, birth_dates, identifier_phones, phones
from agent_traces.redact.id_schemes import SCHEMES
from agent_traces.redact.mnemonic import seed_phrases, wordlist
from agent_traces.redact.national_ids import bare_national_ids, national_ids, passports

# the example numbers the issuing agencies and standards publish (or widely cited ones)
EXAMPLES = {
    "pl_pesel": "44051401359",
    "nl_bsn": "111222333",
    "br_cpf": "52998224725",
    "br_cnpj": "11222333000181",
    "fi_hetu": "131052-308T",
    "es_dni": "12345678Z",
    "it_codice_fiscale": "RSSMRA85T10A562S",
    "ch_ahv": "7569217076985",
    "in_aadhaar": "234123412346",
    "cn_resident_id": "11010519491231002X",
    "se_personnummer": "8112189876",
    "fr_nir": "255081416802538",
    "be_rrn": "85073003328",
    "za_id": "8001015009087",
    "cl_rut": "123456785",
    "sg_nric": "S1234567D",
    "tr_kimlik": "10000000146",
    "uk_nhs": "9434765919",
    "ee_isikukood": "37605030299",
    "hk_hkid": "A1234563",
}


@pytest.mark.parametrize("scheme,number", EXAMPLES.items())
def test_each_scheme_takes_its_example_and_not_a_changed_digit(scheme: str, number: str) -> None:
    check = SCHEMES[scheme]
    assert check(number)
    i = next(i for i in range(len(number) - 2, -1, -1) if number[i].isdigit())
    changed = number[:i] + str((int(number[i]) + 1) % 10) + number[i + 1 :]
    assert not check(changed), "one digit changed must fail the check"


@pytest.mark.parametrize(
    "text,value",
    [
        ("Pacjentka: Maria Kowalska, PESEL 44051401359, oddział 3", "44051401359"),
        ('{"personnummer": "811218-9876", "ort": "Lund"}', "811218-9876"),
        ("Henkilötunnus 131052-308T", "131052-308T"),
        ("burgerservicenummer: 111222333", "111222333"),
        ("N° sécurité sociale : 2 55 08 14 168 025 38", "2 55 08 14 168 025 38"),
        ("身份证号码：11010519491231002X", "11010519491231002X"),
        ("Social Security Number 078-05-1120", "078-05-1120"),
        ("ITIN 912-70-1234 on file", "912-70-1234"),
        ("id_number: '8001015009087'", "8001015009087"),
        ("Aadhaar no. 2341 2341 2346", "2341 2341 2346"),
        ("National Insurance number: AB 12 34 56 C", "AB 12 34 56 C"),
        ("NHS number: 943 476 5919", "943 476 5919"),
        ("isikukood 37605030299", "37605030299"),
    ],
)
def test_a_number_after_a_cue_of_any_language(text: str, value: str) -> None:
    spans = [text[f.start : f.end] for f in national_ids(text)]
    assert value in spans


@pytest.mark.parametrize(
    "value",
    [
        "A123456(3)",
        "529.982.247-25",
        "11.222.333/0001-81",
        "85.07.30-033.28",
        "12345678Z",
        "RSSMRA85T10A562S",
    ],
)
def test_a_distinctive_layout_needs_no_cue(value: str) -> None:
    text = f"cliente {value} ok"
    assert [text[f.start : f.end] for f in national_ids(text)] == [value]


def test_a_scheme_with_no_check_digit_needs_its_own_cue() -> None:
    assert national_ids("order id number: 123456780") == []
    assert [f.kind for f in national_ids("SSN: 123456780")] == ["us_ssn"]


def test_strong_schemes_bare_in_an_identifier_field_and_weak_ones_not() -> None:
    for path in ("/srv/app/44051401359", "wip/11010519491231002X", "-srv-deploy-8001015009087"):
        assert bare_national_ids(path), path
    # a BSN or a CPF alone is one number in 11 or 100: digits in a path stay
    assert bare_national_ids("/srv/app/111222333") == []
    assert bare_national_ids("/srv/app/52998224725") == []
    # date stamps and Unix times in ms as names: whatever their digits, not a person's number
    for stamp in range(1705120000000, 1705120000000 + 20000, 7):
        assert bare_national_ids(f"/data/{stamp}.json") == [], stamp
    for hhmm in range(0, 2400, 1):
        assert bare_national_ids(f"release/240105-{hhmm:04d}") == [], hhmm


CODE_AND_DATA = [
    "version 1.2.3.4 released 2024-01-05T10:00:00Z",
    "const ts = 1700000000000; // ms",
    '"id": 111222333, "count": 44051401359',
    "x = Math.sin(123456782) * 2",
    "sha 4f1c2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f",
    "UUID 123e4567-e89b-12d3-a456-426614174000",
    "0000 0412 3456 0000 0000",
    "String 42 and 10000 Items in the list",
    "Released on 2019-03-14 by the team",
    "port 8080, pid 123456, build 20240105-1234",
    "Backup 20240105-1230 done, next 240105-1230 and 240105-1231",
    "the quick brown fox jumps over the lazy dog again and again until dawn",
]


@pytest.mark.parametrize("text", CODE_AND_DATA)
def test_code_and_data_stay(text: str) -> None:
    found = national_ids(text) + phones(text) + addresses(text) + birth_dates(text) + seed_phrases(text)
    assert found == []


def test_mrz_lines_with_their_check_digits() -> None:
    # ICAO 9303 part 4 specimen
    mrz = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10"
    found = passports("scan:\n" + mrz)
    assert len(found) == 1 and ("scan:\n" + mrz)[found[0].start : found[0].end] == mrz
    broken = mrz.replace("7408122", "7408125").replace("L898902C36", "L898902C31")
    assert passports("scan:\n" + broken) == []


@pytest.mark.parametrize(
    "text,value,kind",
    [
        ("Driver's License: D1234-56789-01234", "D1234-56789-01234", "id_document"),
        ("Führerschein-Nr. B072RRE2I55", "B072RRE2I55", "id_document"),
        ("Passport No: X98765432", "X98765432", "passport"),
    ],
)
def test_document_numbers_after_their_cue(text: str, value: str, kind: str) -> None:
    assert [(text[f.start : f.end], f.kind) for f in passports(text)] == [(value, kind)]
    assert passports("the license is MIT-2024; passport control at gate 12") == []


def test_td1_identity_card_lines() -> None:
    # ICAO 9303 part 5 specimen (TD1)
    td1 = "I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<"
    spans = [td1[f.start : f.end] for f in passports(td1)]
    assert spans[0] == "I<UTOD231458907<<<<<<<<<<<<<<<"
    assert spans[1].startswith("7408122F1204159UTO") and spans[1].endswith("ERIKSSON<<ANNA<MARIA<<<<<<<<<<")


def test_passport_number_after_a_cue() -> None:
    text = "Reisepass Nr. C01X00T47, gültig bis 2031"
    assert [text[f.start : f.end] for f in passports(text)] == ["C01X00T47"]


def test_dates_of_birth_after_a_birth_cue_only() -> None:
    text = "Name: Jan Smit\nGeboortedatum: 14-03-1985\nAangemaakt: 2024-01-05"
    assert [text[f.start : f.end] for f in birth_dates(text)] == ["14-03-1985"]
    us = "DOB: April 3, 1990"
    assert [us[f.start : f.end] for f in birth_dates(us)] == ["April 3, 1990"]
    assert birth_dates("né le 3 mars 1990 à Lyon") != []
    assert birth_dates('{"dateOfBirth": "19900315"}') != []


@pytest.mark.parametrize(
    "text,value",
    [
        ("携帯: 090-1234-5678", "090-1234-5678"),
        ("call 0412 345 678 after 5", "0412 345 678"),
        ("Lagos office 0803 123 4567", "0803 123 4567"),
        ("Tel. 030 1234 5678", "030 1234 5678"),
        ("mobile: 98765 43210", "98765 43210"),
        ("ligar (11) 98765-4321", "(11) 98765-4321"),
        ("联系 138 1234 5678", "138 1234 5678"),
        ("звоните 8 (912) 345-67-89", "8 (912) 345-67-89"),
    ],
)
def test_national_phone_numbers(text: str, value: str) -> None:
    assert value in [text[f.start : f.end] for f in phones(text)]


def test_phones_in_identifier_fields() -> None:
    assert identifier_phones("-srv-deploy--919876543210") != []  # ``/+91…`` in a project folder
    assert identifier_phones("/srv/app/0412345678") != []
    assert identifier_phones("-srv-deploy--123456789012") == []  # no country's mobile range
    assert identifier_phones("build-1700000000") == []


def test_an_address_needs_two_of_its_parts() -> None:
    uk = "Deliver to:\n27 Harcourt Road\nSheffield S10 1DE"
    spans = [uk[f.start : f.end] for f in addresses(uk)]
    assert "27 Harcourt Road" in spans and "Sheffield S10 1DE" in spans
    de = "Musterstraße 12a\n10115 Berlin"
    assert {de[f.start : f.end] for f in addresses(de)} == {"Musterstraße 12a", "10115 Berlin"}
    assert addresses("See 10 Downing Street for the history") == []
    assert addresses("Fixed 3 Main Street bugs in PR 1234 Fix") == []


@pytest.mark.parametrize(
    "text",
    [
        "Ship to 1600 Pennsylvania Ave NW, Washington, DC 20500",
        "Adresse : 12 rue de la Paix, 75002 Paris",
        "Keizersgracht 123, 1015 CJ Amsterdam",
        "Via Roma 10, 00184 Roma",
        "10 Smith Street, Sydney NSW 2000",
        "301 Front St W, Toronto, ON M5V 2T6",
        "Bahnhofstrasse 1\n8001 Zürich",
    ],
)
def test_addresses_of_many_countries(text: str) -> None:
    found = addresses(text)
    assert len(found) == 2, [text[f.start : f.end] for f in found]
    assert addresses("tests pass in 10115 Berlin builds") == []


def test_seed_phrases_of_the_bip39_wordlist() -> None:
    assert len(wordlist()) == 2048
    phrase = "legal winner thank year wave sausage worth useful legal winner thank yellow"  # BIP-39 vector
    text = f"export SEED='{phrase}'"
    assert [text[f.start : f.end] for f in seed_phrases(text)] == [phrase]
    assert seed_phrases("wip/" + phrase.replace(" ", "-")) != []
    # eleven words are not a phrase; prose breaks on words that are not on the list
    assert seed_phrases(" ".join(phrase.split()[:11])) == []
    assert seed_phrases("please review the pull request and merge it when the build is green again") == []


def test_end_to_end_placeholders_by_category() -> None:
    r = Redactor(key=b"k" * 32)
    out = r.redact_text("PESEL: 44051401359, ur. DOB: 14.05.1944, tel. 0412 345 678")
    assert "44051401359" not in out and "14.05.1944" not in out and "0412 345 678" not in out
    assert "<ID_" in out and "<DOB_" in out and "<PHONE_" in out


@pytest.mark.slow
@pytest.mark.corpus
def test_nothing_of_these_families_in_the_real_corpus() -> None:
    """The real traces hold no id number, birth date, address, national phone or seed phrase:
    every finding of these rules there would replace a real number, path or word of code."""
    from conftest import CORPUS
    from corpus_strings import corpus_strings

    from agent_traces.redact.contact import contact_data
    from agent_traces.redact.identifiers import identifier_like

    found = []
    for text in set(corpus_strings(CORPUS)):
        fs = national_ids(text) + contact_data(text) + seed_phrases(text)
        if identifier_like(text):
            fs += bare_national_ids(text) + identifier_phones(text)
        found += [(f.kind, text[max(0, f.start - 20) : f.end + 20]) for f in fs]
    assert found == []
