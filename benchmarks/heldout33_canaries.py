"""Held-out canary set 33: personal data in the records of hotels, airlines, clubs, registries (issue 31).

A canary set nobody has tuned on: 103 kinds of **personal data** (no credentials), 90 of them
prefixless (only the surrounding record says what the value is), in the carriers that the earlier
sets' names suggest were covered least, as a coding session shows them (CSV/TSV exports, API
JSON/XML, EDIFACT and GDS cryptic entries, logs, OCR text, REPL and CLI output, YAML and SQL):

- hotel and hostel guest registers (a Georgian-script register, Cloudbeds ``getGuest`` and its
  police-report export, Mews identity documents, a Japanese 宿泊者名簿 with a foreign passport, an
  ICAO 9303 MRZ scanned at check-in, a Thai pink-card guest line);
- airline PNRs and manifests (EDIFACT PAXLST ``NAD``/``DOC``/``DTM+329``, Sabre ``3DOCS``, ``DOCS
  DB``, ``3FOID``, ``3DOCA``, ``3DOCO``, Travelport ``DOCS`` XML, Amadeus flight-order travellers,
  ``SSR CTCM``/``SSR CTCE``/``APN`` contact elements);
- gyms, libraries, genealogy (Mindbody clients, FOLIO users, Koha REST patrons, a Sierra MARC
  patron export, GEDCOM X JSON/XML, Gramps XML), blood and marrow registries (ISBT 128 donation
  numbers with their ISO 7064 mod 37-2 check character and barcode flags, WMDA GRID and legacy
  donor ids);
- IBANs (ISO 13616 mod 97, with the national check pairs that make SI56, ME25 and BA39) of AT, LT,
  HR, SI, DK, MT, IL, ME, AL, BE, BA and AD in gym mandates, payslips, leases, UPN QR bills,
  pension statements, insurance payouts, betting withdrawals, lottery claims, union rolls and
  ride-hailing payouts; an Iberian-style supply-point code (Portuguese CPE, mod 529 letters);
- residence, visa and asylum files (Turkish foreigner numbers 99... with the T.C. kimlik check
  digits, Thai non-Thai ids 6/7... with the mod 11 check, UNHCR and BAMF case numbers, Persian,
  Bengali, Burmese, Tibetan and Tigrinya names), an EHIC card number, FreeSWITCH and 3GPP CDRs
  (Tajik and Turkmen numbers), loyalty numbers (Luhn), a Tinder data export, food-delivery notes
  with Gujarati and Arabic-Indic digits and a Pashto address, home-care visit logs (Assamese
  address, EVV clock-in coordinates);
- CRM exports (Salesforce SOQL, Dataverse contacts with coordinates, Zoho CSV, Cvent XML, Skedulo
  GraphQL); e-mail addresses with IDN ccTLDs (.հայ .இலங்கை .ලංකා .ישראל .বাংলা .გე); phones of
  Montenegro, the Faroes, Mauritania, Vanuatu, Niger, Timor-Leste, Suriname, Guyana, Samoa, Chad;
- dates of birth in other layouts (RFC 3739 ``dateOfBirth`` GeneralizedTime in ``openssl
  asn1parse``, Ruby ``Date#inspect`` with its Julian day, Go ``time.Time``, Elixir ``~D[]``, Latin
  baptism registers, Armenian genitive months, Lao digits in the Buddhist era, the Thiruvalluvar
  year), names in Khmer, Sinhala, Tibetan and traditional Mongolian script, device ids (GA4
  ``user_pseudo_id``, OneSignal, Find My serial and location), a Garmin FIT position in
  semicircles, a JIS X 0410 mesh code of a home, user names in ``last``, ``ps -eo user``, ``du -sh
  /home/*`` and ``Get-MgUser`` output, a Montenegrin JMBG (mod 11), a Faroese P-tal, school index
  numbers, an Israeli family-court file number, an Irish plate with its keeper, a Ukrainian
  military-ID number.

How it was kept apart: written in one sitting in the worktree of branch ``set33`` (from commit
``49a5dc6``). Read in the repository: ``benchmarks/heldout_eval.py``, lines 1-160 of
``benchmarks/heldout_canaries.py``, ``tests/test_heldout_sets.py``,
``tests/test_heldout_canaries.py``, ``tests/conftest.py`` and the first 70 lines of
``benchmarks/heldout9_canaries.py`` (its docstring, imports and the registry lines; ten lines more
than the brief allowed, nothing of its kinds), and the names-only list of earlier kinds. No
redaction code, redaction test, label file, other canary set, source list, result or git history
was read, and no recall figure was computed: the only run was the no-redaction control of
``tests/test_heldout_sets.py``. Every kind cites what was looked up for it (``SOURCES`` and
``heldout33_sources.tsv``): 72 kinds from pages and files found now with the ``search`` tool (51)
or with ``find_string`` for an exact key or output line (21, cited by the GitHub file id it
returned). Where the carrier was looked up but the number layout of a passport (Armenian, Israeli,
Sri Lankan, Mongolian, Nepalese, Pakistani, Bangladeshi, Uzbek, Georgian) was not, the layout was
written from knowledge. 31 kinds were written from memory and say so in their source: the UNHCR
and BAMF case numbers, the Tibetan, Persian, Bengali and Burmese names on asylum and visa forms,
the Miles & More number, the Gujarati and Arabic-Indic phone digits, the Pashto and Assamese
addresses, the Guyana, Samoa and Chad phones, the Latin, Armenian, Lao and Tamil dates of birth,
the Mongolian, Khmer, Sinhala and Tibetan names, the Find My cache, the EVV clock-in, the JMBG,
the P-tal, the CPE, the Sri Lankan O/L index number, the Israeli court number, the Irish plate and
the Ukrainian military ID. Values are random per seed and draw (never a real person); published
check digits are computed (ISO 13616, ISO 7064 mod 97-10 and mod 37-2, ICAO 9303, Luhn, the
T.C. kimlik, Thai and JMBG rules) and were checked against the published examples (ISBT
G123498654321 -> H, the ICAO specimen, the IL/ME/AD registry IBANs). ``bare`` is always Latin
letters, digits and ``-_.`` (an ASCII form of a value in another script).

103 kinds (103 personal-data, 0 credential), 90 of them prefixless.

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout33_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import datetime
import json
import string

from heldout_canaries import _R, LOWER_DIGITS, UPPER_DIGITS, Registry

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)
__all__ = ["GENERATORS", "SOURCES", "_R", "fresh", "heldout_canaries", "kind"]

UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase

# -- helpers: dates, scripts and the published check digits -------------------------------------

MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def _dob(g: _R, lo: int = 1952, hi: int = 2006) -> datetime.date:
    start = datetime.date(lo, 1, 1).toordinal()
    end = datetime.date(hi, 12, 28).toordinal()
    return datetime.date.fromordinal(g.r.randint(start, end))


def _native(digits: str, zero: int) -> str:
    """ASCII digits written in another script (``zero`` is the code point of its 0)."""
    return "".join(chr(zero + int(c)) if c.isdigit() else c for c in digits)


GUJARATI, ARABIC_INDIC, PERSIAN, LAO, BENGALI = 0x0AE6, 0x0660, 0x06F0, 0x0ED0, 0x09E6


def _iban(cc: str, bban: str) -> str:
    """ISO 13616 check digits (ISO 7064 MOD 97-10 over BBAN + country + 00)."""
    moved = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in moved)
    return f"{cc}{98 - int(num) % 97:02d}{bban}"


def _mod97_10(digits: str) -> str:
    """ISO 7064 MOD 97-10 check pair appended to ``digits`` (the Slovenian, Montenegrin and Bosnian
    national account check, which makes their IBAN check digits always 56, 25 and 39)."""
    return f"{98 - int(digits + '00') % 97:02d}"


def _group(s: str, n: int = 4) -> str:
    return " ".join(s[i : i + n] for i in range(0, len(s), n))


def _tr_kimlik(g: _R, prefix: str = "99") -> str:
    """Turkish 11-digit identity number (citizens 1-9, foreigners 99...): d10 = (7*odd - even) mod
    10, d11 = sum of the first ten mod 10."""
    d = [int(c) for c in prefix] + [int(c) for c in g.digits(9 - len(prefix), first_nonzero=False)]
    odd, even = sum(d[0:9:2]), sum(d[1:8:2])
    d.append((odd * 7 - even) % 10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def _thai_id(g: _R, first: str) -> str:
    """Thai 13-digit population number: check = (11 - sum(d_i * (13 - i)) mod 11) mod 10."""
    body = first + g.digits(11, first_nonzero=False)
    s = sum(int(c) * (13 - i) for i, c in enumerate(body))
    return body + str((11 - s % 11) % 10)


def _jmbg(g: _R, d: datetime.date, region: str) -> str:
    """Yugoslav JMBG: DDMMYYY RR BBB K, K = 11 - weighted sum mod 11 (Montenegro regions 21-29)."""
    while True:
        body = f"{d:%d%m}{d.year % 1000:03d}{region}{g.digits(3, first_nonzero=False)}"
        w = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k = 11 - sum(int(c) * x for c, x in zip(body, w, strict=True)) % 11
        if k == 11:
            k = 0
        if k < 10:
            return body + str(k)


ISO7064_37 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*"


def _isbt_check(s: str) -> str:
    """ISBT 128 donation number check character (ISO 7064 mod 37-2, JPAC Red Book annex 2)."""
    total = sum(ISO7064_37.index(c) * 2 ** (len(s) - i) for i, c in enumerate(s))
    return ISO7064_37[(38 - total % 37) % 37]


def _cpe_letters(digits16: str) -> str:
    """Two control letters of an Iberian supply-point code (R = 16 digits mod 529)."""
    table = "TRWAGMYFPDXBNJZSQVHLCKE"
    r = int(digits16) % 529
    return table[r // 23] + table[r % 23]


def _luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return str((10 - total % 10) % 10)


def _mrz_check(s: str) -> str:
    """ICAO 9303 check digit (weights 7, 3, 1; A=10 .. Z=35, < = 0)."""
    val = {**{str(i): i for i in range(10)}, **{c: i + 10 for i, c in enumerate(UPPER)}, "<": 0}
    return str(sum(val[c] * (7, 3, 1)[i % 3] for i, c in enumerate(s)) % 10)


def _pick(g: _R, xs: list[str]) -> str:
    return g.r.choice(xs)


# names and words in the scripts this set covers; the values that make each draw fresh are numbers
KA_NAMES = ["ნინო ბერიძე", "გიორგი კაპანაძე", "თამარ ლომიძე", "ლევან გელაშვილი", "მარიამ ჯაფარიძე"]
HY_NAMES = ["Արամ Պետրոսյան", "Անի Հովհաննիսյան", "Գոռ Սարգսյան", "Լիլիթ Գրիգորյան", "Նարեկ Ավետիսյան"]
SI_NAMES = ["කසුන් පෙරේරා", "නිමාලි සිල්වා", "චමිල ජයසූරිය", "දිල්රුක්ෂි ෆොන්සේකා", "සඳුන් බණ්ඩාර"]
HE_NAMES = ["נועה לוי", "איתי כהן", "שירה מזרחי", "יונתן פרץ", "תמר אברהם"]
MN_NAMES = ["Батбаяр Дорж", "Оюунчимэг Болд", "Тэмүүлэн Ганбат", "Сарангэрэл Энх", "Мөнхзул Баатар"]
TA_NAMES = ["கார்த்திக் சுப்பிரமணியம்", "மீனா ராஜேந்திரன்", "அருண் குமார்", "பிரியா வேலு", "சரவணன் முருகன்"]
FA_NAMES = ["علی رضایی", "مریم احمدی", "حسین کریمی", "زهرا موسوی", "رضا حسینی"]
BN_NAMES = ["রাকিব হাসান", "তাসনিম আক্তার", "সাকিব রহমান", "নুসরাত জাহান", "ফারহান কবির"]
KM_NAMES = ["សុខ ដារ៉ា", "ចាន់ សុភា", "ហេង វិចិត្រ", "គឹម ស្រីនាង", "លី សុវណ្ណ"]
LO_NAMES = ["ສົມພອນ ວົງສະຫວັນ", "ບຸນມີ ພົມມະຈັນ", "ຄຳແພງ ສີສຸວັນ", "ວັນນະ ແສງທອງ", "ນິດ ພູມມະລາ"]
MY_NAMES = ["အောင်ကိုကို", "မြင့်မြင့်ထွေး", "ဇော်မင်းထွန်း", "သီတာဝင်း", "ကျော်စွာလင်း"]
TI_NAMES = ["ሰለሞን ተስፋይ", "ሄለን ገብረሂወት", "ዳዊት ኪዳነ", "ሳባ ሃብተ", "ፍሊሞን ዘርኢ"]
BO_NAMES = ["བསྟན་འཛིན་ཆོས་འཕེལ", "ཚེ་རིང་སྒྲོལ་མ", "བཀྲ་ཤིས་དོན་གྲུབ", "པདྨ་ལྷ་མོ"]
MNG_NAMES = ["ᠲᠡᠮᠦᠵᠢᠨ", "ᠰᠠᠷᠠᠨᠭᠡᠷᠡᠯ", "ᠪᠠᠲᠤ", "ᠣᠶᠤᠨ ᠴᠢᠮᠡᠭ"]
TG_NAMES = ["Фарҳод Раҳимов", "Малика Назарова", "Шерзод Каримов", "Нигина Саидова"]
LATIN_GIVEN = ["Ana", "Milos", "Jelena", "Tariq", "Amina", "Kofi", "Leilani", "Sione", "Mereana", "Ravi"]
LATIN_FAMILY = ["Vukovic", "Mensah", "Tupou", "Faleolo", "Rahman", "Osei", "Nakamura", "Perera", "Djurovic"]


def _latin_name(g: _R) -> tuple[str, str]:
    return _pick(g, LATIN_GIVEN), _pick(g, LATIN_FAMILY)


# -- hotel and hostel guest registers ------------------------------------------------------------


@kind(
    "hotel_register_ge_georgian_piradi_nomeri",
    "https://sda.gov.ge/en/products/id-card/ ; https://akhaltskha.net/?lang=ka&p=93817 (personal number field)",
    r"[0-9]{11}",
    prefixless=True,
)
def _hotel_ge(g: _R):
    pn = g.digits(11, first_nonzero=False)
    name = _pick(g, KA_NAMES)
    room = g.r.randint(101, 420)
    text = (
        "სტუმრების რეესტრი / guest register export (hostel-pms, 2026-03-14)\n"
        "ოთახი,სახელი გვარი,პირადი ნომერი,შესვლა\n"
        f"{room},{name},{pn},2026-03-14 15:05\n"
    )
    return text, [pn, f"{name},{pn}"], pn


@kind(
    "hotel_cloudbeds_guest_document_am_armenian",
    "https://raw.githubusercontent.com/api-evangelist/cloudbeds/refs/heads/main/json-schema/cloudbeds-guest-schema.json",
    r"A[A-Z][0-9]{7}",
    prefixless=True,
)
def _cloudbeds_am(g: _R):
    doc = "A" + g.s(1, "BCEKLMNPRST") + g.digits(7, first_nonzero=False)
    name = _pick(g, HY_NAMES)
    d = _dob(g)
    body = {
        "success": True,
        "data": {
            "guestID": g.digits(8),
            "firstName": name.split()[0],
            "lastName": name.split()[1],
            "country": "AM",
            "documentType": "passport",
            "documentNumber": doc,
            "dateOfBirth": d.isoformat(),
        },
    }
    text = "$ curl -s 'https://api.cloudbeds.com/api/v1.3/getGuest?guestID=...' | jq\n" + json.dumps(
        body, ensure_ascii=False, indent=2
    )
    return text, [doc, d.isoformat()], doc


@kind(
    "hotel_cloudbeds_police_report_csv_il_hebrew",
    "https://developers.cloudbeds.com/docs/government-police-report",
    r"[0-9]{8}",
    prefixless=True,
)
def _police_il(g: _R):
    doc = g.digits(8)
    name = _pick(g, HE_NAMES)
    d = _dob(g)
    text = (
        "# police_report_2026-04-02.csv  (getReservations?includeGuestsDetails=true)\n"
        "reservationID,guestName,nationality,documentType,documentNumber,birthDate\n"
        f"{g.digits(12)},{name},IL,passport,{doc},{d:%d/%m/%Y}\n"
    )
    return text, [doc, f"{name},IL,passport,{doc}"], doc


@kind(
    "hotel_mews_identity_document_lk_sinhala",
    "https://raw.githubusercontent.com/api-evangelist/mews/refs/heads/main/json-schema/mews-identitydocumentsadddata-schema.json",
    r"N[0-9]{7}",
    prefixless=True,
)
def _mews_lk(g: _R):
    doc = "N" + g.digits(7, first_nonzero=False)
    name = _pick(g, SI_NAMES)
    req = {
        "ClientToken": "<client>",
        "AccessToken": "<token>",
        "IdentityDocuments": [
            {
                "CustomerId": g.uuid(),
                "Type": "Passport",
                "Number": doc,
                "IssuingCountryCode": "LK",
                "ExpirationDate": f"{g.r.randint(2027, 2034)}-0{g.r.randint(1, 9)}-1{g.r.randint(0, 9)}",
            }
        ],
        "Notes": f"guest name on card: {name}",
    }
    text = "POST /api/connector/v1/identityDocuments/add\n" + json.dumps(req, ensure_ascii=False, indent=2)
    return text, [doc], doc


@kind(
    "hotel_jp_shukuhakusha_meibo_mn_passport",
    "https://www.city.nara.lg.jp/site/kankyo-eisei/10378.html (宿泊者名簿: 国籍、旅券番号)",
    r"E[0-9]{7}",
    prefixless=True,
)
def _meibo_mn(g: _R):
    doc = "E" + g.digits(7, first_nonzero=False)
    name = _pick(g, MN_NAMES)
    text = (
        "宿泊者名簿 (export_2026-05.xlsx → csv)\n"
        "客室,氏名,住所,国籍,旅券番号,到着日,出発日\n"
        f"{g.r.randint(201, 912)},{name},Улаанбаатар,モンゴル,{doc},2026-05-0{g.r.randint(1, 9)},2026-05-12\n"
    )
    return text, [doc, f"{name},Улаанбаатар"], doc


# -- airline PNRs and passenger manifests ---------------------------------------------------------


@kind(
    "apis_paxlst_nad_doc_np_passport",
    "https://www.stedi.com/edifact/D15A/messages/PAXLST",
    r"[0-9]{8}",
    prefixless=True,
)
def _paxlst(g: _R):
    doc = g.digits(8, first_nonzero=False)
    fam, giv = (
        _pick(g, ["SHRESTHA", "GURUNG", "TAMANG", "ADHIKARI", "RAI"]),
        _pick(g, ["SITA", "BIKASH", "ANJALI"]),
    )
    d = _dob(g)
    text = (
        "UNH+1+PAXLST:D:05B:UN:IATA'\nBGM+745'\nTDT+20+QR652'\n"
        f"NAD+FL+++{fam}:{giv}'\nATT+2++F'\nDTM+329:{d:%y%m%d}'\nNAT+2+NPL'\n"
        f"DOC+P:110:111+{doc}'\nDTM+36:{g.r.randint(27, 34)}0612'\nLOC+91+NPL'\nUNT+12+1'"
    )
    return text, [f"DOC+P:110:111+{doc}", f"DTM+329:{d:%y%m%d}"], doc


@kind(
    "pnr_sabre_3docs_pk_passport_entry",
    "https://zohaibinfo.com/download-additional (3DOCS/P/...) ; https://developer.sabre.com/docs/soap_apis/management/itinerary/Update_Itinerary/examples",
    r"[A-Z]{2}[0-9]{7}",
    prefixless=True,
)
def _3docs(g: _R):
    doc = g.s(2, UPPER) + g.digits(7, first_nonzero=False)
    d = _dob(g)
    fam, giv = _pick(g, ["KHAN", "QURESHI", "MALIK", "BUTT"]), _pick(g, ["AYESHA", "USMAN", "HINA", "BILAL"])
    entry = f"3DOCS/P/PK/{doc}/PK/{d.day:02d}{MON[d.month - 1]}{d.year % 100:02d}/F/1{g.r.randint(0, 9)}MAR{g.r.randint(27, 33)}/{fam}/{giv}-1.1"
    text = f"> {entry}\n*\n> *P3D\nDOCS 1.1 {fam}/{giv} P/PK/{doc}/PK"
    return text, [doc, entry], doc


@kind(
    "pnr_sabre_docs_db_secure_flight_text",
    "https://developer.sabre.com/docs/soap_apis/management/itinerary/Update_Itinerary/examples (DB/DDMMMYY/gender/last/first)",
    r"DB/[0-9]{2}[A-Z]{3}[0-9]{2}/[MF]/[A-Z]+/[A-Z]+-01\.01",
    prefixless=True,
)
def _docs_db(g: _R):
    d = _dob(g)
    fam, giv = _latin_name(g)[1].upper(), _latin_name(g)[0].upper()
    val = f"DB/{d.day:02d}{MON[d.month - 1]}{d.year % 100:02d}/{g.r.choice('MF')}/{fam}/{giv}-01.01"
    text = (
        '<SpecialServiceRequestUpdate op="C" type="H"><SpecialService><Code>DOCS</Code>\n'
        f"  <Text>{val}</Text>\n</SpecialService></SpecialServiceRequestUpdate>"
    )
    return text, [val], f"{d:%Y%m%d}-{fam.lower()}"


@kind(
    "pnr_sabre_3foid_bd_passport",
    "https://zohaibinfo.com/download-additional (3FOID/PP country + passport number)",
    r"3FOID/PPBD[A-Z][0-9]{8}",
    prefixless=True,
)
def _3foid(g: _R):
    pp = g.s(1, "ABEC") + g.digits(8, first_nonzero=False)
    val = f"3FOID/PPBD{pp}"
    text = f"> {val}-2.1\n*\nSSR FOID BG HK1/PPBD{pp}\n"
    return text, [val, f"PPBD{pp}"], pp


@kind(
    "pnr_travelport_docs_ssr_xml_uz_passport",
    "https://support.travelport.com/webhelp/GWS/Content/XML_Samples/Archived_XML_Samples/PNRBFManagement_39_s78.xml",
    r"P/UZ/[A-Z]{2}[0-9]{7}/UZ/[0-9]{2}[A-Z]{3}[0-9]{2}/[MF]/.+",
    prefixless=True,
)
def _tvp(g: _R):
    doc = g.s(2, "AFBC") + g.digits(7, first_nonzero=False)
    d = _dob(g)
    fam, giv = (
        _pick(g, ["KARIMOV", "YUSUPOVA", "TOSHMATOV", "RASHIDOVA"]),
        _pick(g, ["DILSHOD", "MADINA", "JASUR"]),
    )
    val = f"P/UZ/{doc}/UZ/{d.day:02d}{MON[d.month - 1]}{d.year % 100:02d}/{g.r.choice('MF')}/0{g.r.randint(1, 9)}DEC31/{fam}/{giv}"
    text = (
        "<SSRQual><EditTypeInd>A</EditTypeInd><AddQual><SSRCode>DOCS</SSRCode>\n"
        f"  <AirV>HY</AirV><Text>{val}</Text>\n</AddQual></SSRQual>"
    )
    return text, [val], doc


@kind(
    "amadeus_flight_order_traveler_documents_il",
    "https://raw.githubusercontent.com/api-evangelist/amadeus/refs/heads/main/json-schema/flight-order-management-identity-document-schema.json",
    r"[0-9]{8}",
    prefixless=True,
)
def _amadeus_il(g: _R):
    doc = g.digits(8, first_nonzero=False)
    d = _dob(g)
    trav = {
        "id": "1",
        "dateOfBirth": d.isoformat(),
        "name": {
            "firstName": _pick(g, ["NOA", "ITAY", "SHIRA"]),
            "lastName": _pick(g, ["LEVI", "COHEN", "PERETZ"]),
        },
        "documents": [
            {
                "documentType": "PASSPORT",
                "number": doc,
                "expiryDate": f"20{g.r.randint(27, 35)}-04-14",
                "issuanceCountry": "IL",
                "nationality": "IL",
                "birthPlace": _pick(g, ["Haifa", "Beersheba", "Netanya"]),
                "holder": True,
            }
        ],
    }
    text = "POST /v1/booking/flight-orders  data.travelers[0]:\n" + json.dumps(trav, indent=2)
    return text, [doc, d.isoformat()], doc


@kind(
    "pnr_ssr_ctcm_mobile_mr_mauritania",
    "find_string 'SSR CTCM' -> public PNR displays (GitHub file ids 15674016896, 43411980578): SSR CTCM YY HK1 <digits>/<lang>",
    r"222[234][0-9]{7}",
    prefixless=True,
)
def _ctcm(g: _R):
    num = "222" + g.r.choice("234") + g.digits(7, first_nonzero=False)
    text = (
        "RP/NKC1A0980/\n  1.OULD SIDI/MOHAMED MR\n  2  AF 745 Y 14MAY 3 NKCCDG HK1\n"
        f"  5 SSR CTCM AF HK1 {num}/FR/P1\n  6 SSR CTCE AF HK1 BOOKINGS//EXAMPLE.MR/P1\n"
    )
    return text, [num], num


@kind(
    "pnr_ssr_ctce_email_double_slash",
    "find_string 'SSR CTCM' -> public PNR displays (GitHub file id 34300570432): SSR CTCE ... HK1/<local>//<domain>",
    r"[A-Z0-9.]+//[A-Z0-9.-]+\.[A-Z]{2,}",
    prefixless=True,
)
def _ctce(g: _R):
    local = _pick(g, ["AROHA", "TEVITA", "SALOTE", "LOSA"]) + "." + g.s(4, UPPER) + g.digits(2)
    dom = _pick(g, ["GMAIL.COM", "YAHOO.CO.NZ", "OUTLOOK.COM"])
    val = f"{local}//{dom}"
    text = f" 11 SSR CTCE NZ HK1 {val}/P1\n 12 SSR CTCM NZ HK1 6762{g.digits(5)}/P1\n"
    return text, [val], local.lower().replace(".", "-")


# -- gyms, clubs, libraries ----------------------------------------------------------------------


@kind(
    "gym_mindbody_client_json_me_mobile",
    "https://raw.githubusercontent.com/api-evangelist/mindbody/refs/heads/main/examples/public-api-v6-contact-log-example.json",
    r"\+382 6[0-9] [0-9]{3} [0-9]{3}",
    prefixless=True,
)
def _mindbody_me(g: _R):
    num = f"+382 6{g.r.choice('7789')} {g.digits(3)} {g.digits(3, first_nonzero=False)}"
    giv, fam = _latin_name(g)
    mail = f"{giv.lower()}.{fam.lower()}{g.digits(2)}@t-com.me"
    client = {
        "Id": g.digits(9),
        "FirstName": giv,
        "LastName": fam,
        "MobilePhone": num,
        "Email": mail,
        "Country": "ME",
        "City": "Podgorica",
        "IsProspect": False,
    }
    text = (
        "GET /public/v6/client/clients?searchText=" + fam + "\n" + json.dumps({"Clients": [client]}, indent=2)
    )
    return text, [num, mail], num.replace(" ", "").lstrip("+")


@kind(
    "gym_mindbody_upsert_client_birthdate",
    "https://pipedream.com/apps/mindbody/actions/upsert-client.md (BirthDate YYYY-MM-DDTHH:MM:SS)",
    r"(19|20)[0-9]{2}-[01][0-9]-[0-3][0-9]T00:00:00",
    prefixless=True,
)
def _mindbody_dob(g: _R):
    d = _dob(g)
    val = f"{d.isoformat()}T00:00:00"
    giv, fam = _latin_name(g)
    text = (
        "mindbody.upsertClient({\n"
        f"  firstName: '{giv}', lastName: '{fam}',\n  birthDate: '{val}',\n"
        f"  addressLine1: '{g.r.randint(2, 99)} Vaea Street', city: 'Nukualofa'\n}})"
    )
    return text, [val], d.isoformat()


@kind(
    "library_folio_userdata_barcode_dob",
    "https://raw.githubusercontent.com/api-evangelist/folio/refs/heads/main/json-schema/folio-userdata-schema.json",
    r"2[0-9]{13}",
    prefixless=True,
)
def _folio(g: _R):
    bc = "2" + g.digits(13, first_nonzero=False)
    d = _dob(g)
    user = {
        "username": f"{_pick(g, ['sione', 'mele', 'tevita'])}{g.digits(3)}",
        "id": g.uuid(),
        "barcode": bc,
        "active": True,
        "patronGroup": g.uuid(),
        "personal": {
            "lastName": _pick(g, LATIN_FAMILY),
            "dateOfBirth": f"{d.isoformat()}T00:00:00.000+00:00",
        },
    }
    text = (
        "GET /users?query=barcode==" + bc + "\n" + json.dumps({"users": [user], "totalRecords": 1}, indent=2)
    )
    return text, [bc, d.isoformat()], bc


@kind(
    "library_koha_rest_patron_cardnumber_fo_phone",
    "https://raw.githubusercontent.com/api-evangelist/taylors/refs/heads/main/json-schema/taylors-patron-schema.json",
    r"\+298 [0-9]{6}",
    prefixless=True,
)
def _koha_fo(g: _R):
    phone = f"+298 {g.r.choice('25')}{g.digits(5, first_nonzero=False)}"
    card = g.digits(10)
    d = _dob(g)
    patron = {
        "patron_id": int(g.digits(5)),
        "cardnumber": card,
        "surname": _pick(g, ["Joensen", "Hansen", "Poulsen", "Dam"]),
        "firstname": _pick(g, ["Rúni", "Bára", "Jógvan", "Sunneva"]),
        "mobile": phone,
        "date_of_birth": d.isoformat(),
        "library_id": "TORS",
        "category_id": "PT",
    }
    text = (
        'GET /api/v1/patrons?q={"cardnumber":"'
        + card
        + '"}\n'
        + json.dumps([patron], ensure_ascii=False, indent=2)
    )
    return text, [phone, card], card


@kind(
    "library_sierra_dataexchange_marc_patron_export",
    "https://gist.github.com/stompro/767493c841c98795772b (030 barcode, 089 birthdate, 100 name, 220 address)",
    r"=089  \\\\\$a[0-9]{2}-[0-9]{2}-[0-9]{4}",
    prefixless=True,
)
def _sierra_marc(g: _R):
    d = _dob(g)
    bc = "2" + g.digits(13, first_nonzero=False)
    b = f"=089  \\\\$a{d:%m-%d-%Y}"
    addr = f"{g.r.randint(100, 9999)} Nickerson Rd$Fergus Falls, MN 5653{g.r.randint(0, 9)}"
    text = f"=LDR  00000nz  a2200000n  4500\n=030  \\\\$a{bc}\n{b}\n=100  \\\\$a{_pick(g, LATIN_FAMILY)}, {_pick(g, LATIN_GIVEN)}\n=220  \\\\$a{addr}\n"
    return text, [b, bc, addr], bc


# -- genealogy exports ---------------------------------------------------------------------------


@kind(
    "genealogy_gedcomx_json_living_person",
    "https://familysearch.org/developers/docs/api/gx_json ; https://www.familysearch.org/developers/docs/api/types/json_Date",
    r"\+(19|20)[0-9]{2}-[01][0-9]-[0-3][0-9]",
    prefixless=True,
)
def _gedcomx_json(g: _R):
    d = _dob(g, 1960, 2010)
    formal = f"+{d.isoformat()}"
    giv, fam = _latin_name(g)
    person = {
        "persons": [
            {
                "id": g.s(4, UPPER_DIGITS) + "-" + g.s(3, UPPER_DIGITS),
                "living": True,
                "names": [{"nameForms": [{"fullText": f"{giv} {fam}"}]}],
                "facts": [
                    {
                        "type": "http://gedcomx.org/Birth",
                        "date": {"original": f"{d.day} {d:%B} {d.year}", "formal": formal},
                        "place": {"original": _pick(g, ["Apia, Samoa", "Suva, Fiji", "Nuku'alofa, Tonga"])},
                    }
                ],
            }
        ]
    }
    text = json.dumps(person, indent=2)
    return text, [formal, f"{d.day} {d:%B} {d.year}"], d.isoformat()


@kind(
    "genealogy_gedcomx_xml_display_birthdate",
    "https://familysearch.org/developers/docs/api/gx_xml (display/birthDate, birthPlace)",
    r"<birthDate>[0-9]{1,2} [A-Z][a-z]+ (19|20)[0-9]{2}</birthDate>",
    prefixless=True,
)
def _gedcomx_xml(g: _R):
    d = _dob(g, 1960, 2010)
    bd = f"<birthDate>{d.day} {d:%B} {d.year}</birthDate>"
    place = f"<birthPlace>{_pick(g, ['Gyumri', 'Vanadzor', 'Kapan'])}, Armenia</birthPlace>"
    text = (
        '<gedcomx xmlns="http://gedcomx.org/v1/">\n  <person id="P'
        + g.digits(6)
        + '">\n    <living>true</living>\n'
        f"    <display>\n      <name>{_pick(g, HY_NAMES)}</name>\n      {bd}\n      {place}\n    </display>\n  </person>\n</gedcomx>"
    )
    return text, [bd], d.isoformat()


@kind(
    "genealogy_gramps_xml_person_dateval",
    "https://raw.githubusercontent.com/gramps-project/gramps/refs/heads/master/data/grampsxml.dtd",
    r'<dateval val="(19|20)[0-9]{2}-[01][0-9]-[0-3][0-9]"/>',
    prefixless=True,
)
def _gramps(g: _R):
    d = _dob(g, 1960, 2010)
    dv = f'<dateval val="{d.isoformat()}"/>'
    h = "_" + g.s(20, LOWER_DIGITS)
    first, sur = _pick(g, ["Kofi", "Ama", "Yaw", "Akosua"]), _pick(g, ["Mensah", "Owusu", "Boateng"])
    text = (
        f'<event handle="{h}" id="E{g.digits(4)}">\n  <type>Birth</type>\n  {dv}\n</event>\n'
        f'<person handle="_{g.s(20, LOWER_DIGITS)}" id="I{g.digits(4)}">\n  <gender>F</gender>\n'
        f'  <name type="Birth Name">\n    <first>{first}</first>\n    <surname>{sur}</surname>\n  </name>\n'
        f'  <eventref hlink="{h}" role="Primary"/>\n</person>'
    )
    return text, [dv], d.isoformat()


# -- blood banks and donor registries ------------------------------------------------------------


@kind(
    "blood_bank_isbt128_din_donor_record",
    "https://www.transfusionguidelines.org/red-book/annex-2-isbt-128-check-character-calculation",
    r"[A-Z][0-9]{4} [0-9]{2} [0-9]{6} [0-9A-Z*]",
    prefixless=True,
)
def _isbt(g: _R):
    fac = g.s(1, "ABCDEFGHJKLMNPRSTUVWXYZ") + g.digits(4)
    body = fac + "26" + g.digits(6, first_nonzero=False)
    eye = f"{body[:5]} {body[5:7]} {body[7:]} {_isbt_check(body)}"
    giv, fam = _latin_name(g)
    text = (
        "donor_id,donor_name,din,abo_rh,collected\n"
        f"{g.digits(7)},{fam} {giv},{eye},O POS,2026-02-1{g.r.randint(0, 9)}\n"
    )
    return text, [eye, f"{fam} {giv},{eye}"], body


@kind(
    "marrow_donor_wmda_grid_emdis",
    "https://datadictionary.wmda.info/emdis/field/448 ; https://datri.org/?p=11166 (ION + 13-char RDI + 2-digit checksum)",
    r"[0-9]{4} [0-9]{4} [0-9]{4} [0-9]{4} [0-9]{3}",
    prefixless=True,
)
def _grid(g: _R):
    ion = g.r.choice(["8486", "3553", "6939", "5140"])
    rdi = "00000" + g.digits(8, first_nonzero=False)
    grid = ion + rdi + _mod97_10(ion + rdi)
    eye = f"{grid[:4]} {grid[4:8]} {grid[8:12]} {grid[12:16]} {grid[16:]}"
    text = f"D_GRID  : {eye}\nD_SEX   : F\nD_BIRTH_DATE : {_dob(g):%Y%m%d}\nSTATUS  : AV\n"
    return text, [eye], grid


# -- IBANs in contracts, payslips, pensions, betting accounts (ISO 13616) -----------------------

IBAN_REG = "https://g.tulz.dev/opensource/iban-ex/raw/commit/f66cdc0d19d49ec931efa95c2380aabfa092f7b2/docs/international_wide_ibans/iban_registry_full.json"


@kind(
    "gym_contract_sepa_mandate_at_iban",
    IBAN_REG + " (AT2!n5!n11!n)",
    r"AT[0-9]{2}( [0-9]{4}){4}",
    prefixless=False,
)
def _iban_at(g: _R):
    iban = _iban("AT", g.digits(5) + g.digits(11, first_nonzero=False))
    pr = _group(iban)
    text = (
        "SEPA-Lastschriftmandat – Mitgliedschaft FitZone Graz\n"
        f"Kontoinhaber/in: {_pick(g, ['Katharina Gruber', 'Lukas Pichler', 'Anna Huber'])}\nIBAN: {pr}\nBIC: STSPAT2GXXX\n"
    )
    return text, [pr], iban


@kind(
    "payslip_lt_sodra_iban_lt",
    IBAN_REG + " (LT2!n5!n11!n)",
    r"LT[0-9]{18}",
    prefixless=False,
)
def _iban_lt(g: _R):
    iban = _iban("LT", g.r.choice(["73000", "70440", "72900"]) + g.digits(11, first_nonzero=False))
    text = (
        "Atsiskaitymo lapelis 2026 m. kovo mėn.\n"
        f"Darbuotojas: {_pick(g, ['Jonas Kazlauskas', 'Eglė Petrauskienė', 'Tomas Jankauskas'])}\n"
        f"Išmokėta į sąskaitą: {iban}\nSodra 19,50 %  GPM 20 %\n"
    )
    return text, [iban], iban


@kind(
    "lease_hr_ugovor_o_najmu_iban_hr",
    IBAN_REG + " (HR2!n7!n10!n)",
    r"HR[0-9]{19}",
    prefixless=False,
)
def _iban_hr(g: _R):
    iban = _iban("HR", g.r.choice(["2340009", "2484008", "2360000"]) + g.digits(10))
    text = (
        "UGOVOR O NAJMU STANA\nNajmoprimac plaća najamninu od 650,00 EUR mjesečno na račun najmodavca\n"
        f"IBAN {iban}, s pozivom na broj HR00 {g.digits(6)}.\n"
    )
    return text, [iban], iban


@kind(
    "utility_bill_si_upnqr_iban_si",
    IBAN_REG + " (SI56) ; find_string 'UPNQR' -> GitHub file ids 65855064652, 68310670237",
    r"SI56[0-9]{15}",
    prefixless=False,
)
def _iban_si(g: _R):
    first13 = g.r.choice(["02010", "04430", "06100"]) + g.digits(8, first_nonzero=False)
    iban = _iban("SI", first13 + _mod97_10(first13))
    payer = _pick(g, ["Janez Novak", "Maja Kranjc", "Luka Zupan"])
    text = (
        "UPNQR\n\n\n\n\n"
        f"{payer}\nCelovška cesta {g.r.randint(1, 300)}\n1000 Ljubljana\n00000004520\n\nENRG\nElektrika 03/2026\n"
        f"26.04.2026\n{iban}\nSI12{g.digits(9)}\nElektro Energija d.o.o.\n"
    )
    return text, [iban], iban


@kind(
    "pension_dk_udbetaling_iban_dk",
    IBAN_REG + " (DK2!n4!n9!n1!n)",
    r"DK[0-9]{2} [0-9]{4} [0-9]{4} [0-9]{4} [0-9]{2}",
    prefixless=False,
)
def _iban_dk(g: _R):
    iban = _iban("DK", g.digits(4) + g.digits(10, first_nonzero=False))
    pr = _group(iban)
    text = f"PensionsInfo – udbetalingsoversigt\nUdbetales til NemKonto / IBAN: {pr}\nModtager: {_pick(g, ['Mette Sørensen', 'Jens Madsen'])}\n"
    return text, [pr], iban


@kind(
    "pension_statement_mt_iban_mt",
    IBAN_REG + " (MT2!n4!a5!n18!c)",
    r"MT[0-9]{2}[A-Z]{4}[0-9]{5}[0-9A-Z]{18}",
    prefixless=False,
)
def _iban_mt(g: _R):
    iban = _iban("MT", g.r.choice(["VALL", "MALT", "APSB"]) + g.digits(5) + g.s(18, UPPER_DIGITS))
    text = f"Statement of pension payments 2025\nBeneficiary account: {iban}\nPayee: {_pick(g, ['Maria Borg', 'Joseph Camilleri'])}\n"
    return text, [iban], iban


@kind(
    "insurance_claim_payout_il_iban",
    "https://www.ecbs.org/iban/israel-bank-account-number.html",
    r"IL[0-9]{2} [0-9]{4} [0-9]{4} [0-9]{4} [0-9]{4} [0-9]{3}",
    prefixless=False,
)
def _iban_il(g: _R):
    iban = _iban(
        "IL", g.r.choice(["010", "012", "020", "031"]) + g.digits(3) + g.digits(13, first_nonzero=False)
    )
    pr = _group(iban)
    text = f"תביעה מס' {g.digits(9)} – פרטי חשבון לתשלום\nמבוטח: {_pick(g, HE_NAMES)}\nIBAN: {pr}\n"
    return text, [pr], iban


@kind(
    "betting_withdrawal_me_iban",
    "https://www.ecbs.org/iban/montenegro-bank-account-number.html",
    r"ME25[0-9]{18}",
    prefixless=False,
)
def _iban_me(g: _R):
    first16 = g.r.choice(["505", "510", "530"]) + g.digits(13, first_nonzero=False)
    iban = _iban("ME", first16 + _mod97_10(first16))
    text = (
        f"[2026-03-02 21:14:07] withdrawal_requested player_id={g.digits(7)} amount=320.00 EUR\n"
        f"    method=bank_transfer beneficiary_iban={iban} kyc=verified\n"
    )
    return text, [iban], iban


@kind(
    "lottery_prize_claim_al_iban",
    IBAN_REG + " (AL2!n8!n16!c)",
    r"AL[0-9]{10}[0-9A-Z]{16}",
    prefixless=False,
)
def _iban_al(g: _R):
    iban = _iban("AL", g.digits(8) + g.digits(16, first_nonzero=False))
    text = f"Kërkesë për pagesën e çmimit – Lotaria Kombëtare\nFituesi: {_pick(g, ['Arben Hoxha', 'Elira Shehu'])}\nIBAN: {iban}\n"
    return text, [iban], iban


@kind(
    "union_dues_domiciliation_be_iban",
    IBAN_REG + " (BE2!n3!n7!n2!n, national mod 97 check)",
    r"BE[0-9]{2} [0-9]{4} [0-9]{4} [0-9]{4}",
    prefixless=False,
)
def _iban_be(g: _R):
    ten = g.digits(3) + g.digits(7, first_nonzero=False)
    chk = int(ten) % 97 or 97
    iban = _iban("BE", f"{ten}{chk:02d}")
    pr = _group(iban)
    text = f"Domiciliëring vakbondsbijdrage ACV – lid nr. {g.digits(8)}\nRekening: {pr}\n"
    return text, [pr], iban


@kind(
    "union_membership_roll_ba_iban_csv",
    IBAN_REG + " (BA39 3!n3!n8!n2!n)",
    r"BA39[0-9]{16}",
    prefixless=False,
)
def _iban_ba(g: _R):
    first14 = g.r.choice(["129", "154", "338"]) + g.digits(11, first_nonzero=False)
    iban = _iban("BA", first14 + _mod97_10(first14))
    text = f"clan_br;ime_prezime;sindikalna_podruznica;iban\n{g.digits(5)};{_pick(g, ['Amir Hodžić', 'Lejla Begić'])};Zenica;{iban}\n"
    return text, [iban], iban


# -- residence, visa and asylum files ------------------------------------------------------------


@kind(
    "residence_tr_ikamet_yabanci_kimlik_99",
    "https://www.jsvuraldanismanlik.com/en/blog/foreigner-id-number ; https://wikiwand.com/tr/articles/Vatanda%C5%9Fl%C4%B1k_Numaras%C4%B1",
    r"99[0-9]{9}",
    prefixless=True,
)
def _ykn(g: _R):
    ykn = _tr_kimlik(g)
    text = (
        "İkamet İzni Belgesi (e-İkamet)\n"
        f"Yabancı Kimlik No : {ykn}\nAdı Soyadı        : {_pick(g, FA_NAMES)}\nUyruğu            : İRAN\n"
    )
    return text, [ykn], ykn


@kind(
    "hr_onboarding_tr_foreigner_sgk_99",
    "https://artukhukukburosu.com/yabanci-kimlik-numarasi-alma/ ; https://wikiwand.com/tr/articles/Vatanda%C5%9Fl%C4%B1k_Numaras%C4%B1",
    r"99[0-9]{9}",
    prefixless=True,
)
def _ykn_hr(g: _R):
    ykn = _tr_kimlik(g)
    row = {
        "employee": _pick(g, TG_NAMES),
        "tckn_ykn": ykn,
        "sgk_giris": "2026-04-01",
        "meslek_kodu": "7212.06",
    }
    text = "onboarding/new_hires.json\n" + json.dumps([row], ensure_ascii=False, indent=2)
    return text, [ykn], ykn


@kind(
    "residence_th_pink_card_non_thai_id",
    "https://anglosiamlegal.com/pink-id-card-for-foreigners-in-thailand/ (first digit 6/7) ; https://en.wikipedia.org/wiki/Thai_identity_card",
    r"[67]-[0-9]{4}-[0-9]{5}-[0-9]{2}-[0-9]",
    prefixless=True,
)
def _pink(g: _R):
    n = _thai_id(g, g.r.choice("67"))
    shown = f"{n[0]}-{n[1:5]}-{n[5:10]}-{n[10:12]}-{n[12]}"
    text = f"บัตรประจำตัวคนซึ่งไม่มีสัญชาติไทย\nเลขประจำตัว {shown}\nชื่อ {_pick(g, MY_NAMES)}\n"
    return text, [shown], n


@kind(
    "asylum_unhcr_progres_individual_number",
    "written from memory (UNHCR proGres individual number NNN-YYCNNNNN)",
    r"[0-9]{3}-[0-9]{2}C[0-9]{5}",
    prefixless=True,
)
def _unhcr(g: _R):
    n = f"{g.digits(3)}-{g.r.randint(15, 25)}C{g.digits(5, first_nonzero=False)}"
    text = (
        "Case file (OCR, page 2)\n"
        f"Individual No.: {n}\nName: {_pick(g, TI_NAMES)}\nCountry of origin: ERI\nSpecific needs: SP-PT\n"
    )
    return text, [n], n


@kind(
    "asylum_de_bamf_aktenzeichen_case",
    "written from memory (BAMF Geschäftszeichen NNNNNNN-HKL)",
    r"[0-9]{7}-[0-9]{3}",
    prefixless=True,
)
def _bamf(g: _R):
    n = f"{g.digits(7)}-{g.r.choice(['423', '475', '224', '438'])}"
    text = f"Bundesamt für Migration und Flüchtlinge\nGeschäftszeichen: {n}\nbitte bei Antwort angeben\nAntragsteller: {_pick(g, MY_NAMES)}\n"
    return text, [n], n


@kind(
    "asylum_intake_bo_tibetan_name",
    "written from memory (Tibetan script personal name on an intake form)",
    r".+",
    prefixless=True,
)
def _bo(g: _R):
    name = _pick(g, BO_NAMES)
    reg = g.digits(8)
    val = f"{name} ({reg})"
    text = f'intake_form:\n  applicant_name_native: "{val}"\n  place_of_birth: Lhasa\n'
    return text, [val], reg


@kind(
    "visa_application_ir_persian_name_passport",
    "written from memory (Iranian passport letter + 8 digits; Persian name on a visa form)",
    r"[A-Z][0-9]{8}",
    prefixless=True,
)
def _visa_ir(g: _R):
    pp = g.s(1, "ABKLMNUXY") + g.digits(8, first_nonzero=False)
    name = _pick(g, FA_NAMES)
    d = _dob(g)
    jal = _native(f"{d.year - 621}/{d.month:02d}/{d.day:02d}", PERSIAN)
    text = f"فرم درخواست ویزا\nنام و نام خانوادگی: {name}\nشماره گذرنامه: {pp}\nتاریخ تولد (شمسی تقریبی): {jal}\n"
    return text, [pp, f"نام و نام خانوادگی: {name}"], pp


@kind(
    "visa_form_bd_bengali_name_passport",
    "written from memory (Bangladeshi passport letter + 8 digits; Bengali name and digits)",
    r"[A-Z][0-9]{8}",
    prefixless=True,
)
def _visa_bd(g: _R):
    pp = g.s(1, "ABE") + g.digits(8, first_nonzero=False)
    name = _pick(g, BN_NAMES)
    mob = "01" + g.r.choice("3456789") + g.digits(8, first_nonzero=False)
    text = f"আবেদনকারীর নাম: {name}\nপাসপোর্ট নং: {pp}\nমোবাইল: {_native(mob, BENGALI)}\n"
    return text, [pp, _native(mob, BENGALI)], pp


@kind(
    "asylum_case_notes_my_burmese_name",
    "written from memory (Burmese script name in case notes)",
    r".+",
    prefixless=True,
)
def _my_name(g: _R):
    name = _pick(g, MY_NAMES)
    case = f"MMR-{g.digits(6)}"
    val = f"{name} / {case}"
    text = f"Case notes 2026-01-1{g.r.randint(0, 9)}: interviewed {val}; family in Sittwe.\n"
    return text, [val], case


# -- insurance and health cards -------------------------------------------------------------------


@kind(
    "insurance_ehic_card_identification_number",
    "https://get-ig.org/canonicals/cefb5db2-5182-462a-9316-ca231df7a3d1?tab=FHIR+Schema (EHIC 8 - card number) ; https://contactcentreservices.nhsbsa.nhs.uk/selfnhsukokb/AskUs_EHIC/en-gb/5061/general-information/16488/what-is-the-card-number-and-how-does-this-relate-to-me",
    r"80[0-9]{18}",
    prefixless=True,
)
def _ehic(g: _R):
    card = "80" + g.r.choice(["191", "705", "470", "196"]) + g.digits(5) + g.digits(10, first_nonzero=False)
    d = _dob(g)
    ehic = {"country": "HR", "name": _pick(g, LATIN_FAMILY), "birthDate": d.isoformat(), "cardNumber": card}
    text = "claim.ehic = " + json.dumps(ehic)
    return text, [card], card


@kind(
    "hotel_register_th_pink_card_guest",
    "https://www.triptosunrise.com/foreigners-id-card/ ; https://thailawonline.com/thai-pink-id-for-foreigners/",
    r"[67][0-9]{12}",
    prefixless=True,
)
def _pink_hotel(g: _R):
    n = _thai_id(g, g.r.choice("67"))
    text = f"guest_id_type=TH_PINK_ID guest_id={n} nationality=MMR room=3{g.digits(2)}\n"
    return text, [n], n


# -- telecom call-detail records -----------------------------------------------------------------


@kind(
    "cdr_freeswitch_csv_tj_caller",
    'find_string \'${caller_id_name}","${caller_id_number}"\' -> FreeSWITCH cdr_csv.conf.xml template (GitHub file id 43431988876)',
    r"992(9[0-9]|55|88|50)[0-9]{7}",
    prefixless=True,
)
def _cdr_tj(g: _R):
    num = "992" + g.r.choice(["90", "93", "55", "88", "50"]) + g.digits(7, first_nonzero=False)
    name = _pick(g, TG_NAMES)
    dest = "992" + g.r.choice(["37", "92"]) + g.digits(7)
    text = (
        "$ tail -1 /var/log/freeswitch/cdr-csv/Master.csv\n"
        f'"{name}","{num}","{dest}","default","2026-03-01 09:12:44","2026-03-01 09:12:49","2026-03-01 09:15:02",138,133,"NORMAL_CLEARING","{g.uuid()}"\n'
    )
    return text, [num, f'"{name}","{num}"'], num


@kind(
    "cdr_3gpp_gprs_served_msisdn_tm",
    "find_string 'servedMSISDN' -> 3GPP TS 32.298 CDR notes (GitHub file ids 70914376565, 113502499)",
    r"9936[1-5][0-9]{6}",
    prefixless=True,
)
def _cdr_tm(g: _R):
    msisdn = "9936" + g.r.choice("12345") + g.digits(6, first_nonzero=False)
    imsi = "43801" + g.digits(10, first_nonzero=False)
    text = (
        "decoded SGSNPDPRecord:\n"
        f"  servedIMSI      : {imsi}\n  servedMSISDN    : {msisdn}\n  accessPointNameNI: internet.tmcell\n"
        f"  chargingID      : {g.digits(9)}\n"
    )
    return text, [msisdn, imsi], msisdn


# -- loyalty programmes --------------------------------------------------------------------------


@kind(
    "loyalty_miles_and_more_card_number",
    "written from memory (Miles & More 15-digit service card number starting 992)",
    r"992 [0-9]{4} [0-9]{4} [0-9]{4}",
    prefixless=True,
)
def _mam(g: _R):
    body = "992" + g.digits(11, first_nonzero=False)
    n = body + _luhn_digit(body)
    shown = f"{n[:3]} {n[3:7]} {n[7:11]} {n[11:]}"
    text = f"Frequent flyer: LH {shown}  (Senator)\nPassenger: {_pick(g, LATIN_FAMILY).upper()}/{_pick(g, LATIN_GIVEN).upper()}\n"
    return text, [shown], n, int(n)


@kind(
    "dating_tinder_data_export_user_json",
    "https://mobilesms.io/blog/what-data-does-tinder-have-on-you/ ; https://alq.ir/tinder-information-what-exactly-do-these-people (age, phone, email in the export)",
    r"\+227 ?[0-9]{2} ?[0-9]{2} ?[0-9]{2} ?[0-9]{2}",
    prefixless=True,
)
def _tinder(g: _R):
    phone = f"+227 9{g.r.randint(0, 9)} {g.digits(2)} {g.digits(2)} {g.digits(2)}"
    d = _dob(g, 1980, 2005)
    mail = f"{_pick(g, ['aicha', 'moussa', 'mariama'])}{g.digits(3)}@yahoo.fr"
    data = {
        "User": {
            "birth_date": f"{d.isoformat()}T00:00:00.000Z",
            "email": mail,
            "phone_id": phone,
            "gender": "F",
            "city": {"name": "Niamey"},
        }
    }
    text = "unzip -p myData.zip data.json | jq .User\n" + json.dumps(data, indent=2)
    return text, [phone, mail, d.isoformat()], mail.split("@")[0]


@kind(
    "food_order_in_gujarati_digits_phone",
    "written from memory (Gujarati digits U+0AE6..U+0AEF in a delivery note)",
    r"[૦-૯]{5} [૦-૯]{5}",
    prefixless=True,
)
def _guj(g: _R):
    mob = g.r.choice("6789") + g.digits(9, first_nonzero=False)
    shown = _native(f"{mob[:5]} {mob[5:]}", GUJARATI)
    text = f'order #{g.digits(10)} delivery_note: "ડિલિવરી વખતે ફોન કરો {shown}, ત્રીજો માળ"\n'
    return text, [shown], mob


@kind(
    "food_order_ye_arabic_indic_phone",
    "written from memory (Arabic-Indic digits U+0660..U+0669; Yemeni mobile 7X)",
    r"[٠-٩]{3} [٠-٩]{3} [٠-٩]{3}",
    prefixless=True,
)
def _ye(g: _R):
    mob = "7" + g.r.choice("0137") + g.digits(7, first_nonzero=False)
    shown = _native(f"{mob[:3]} {mob[3:6]} {mob[6:]}", ARABIC_INDIC)
    text = f"طلب رقم {g.digits(6)} – صنعاء، شارع حدة\nرقم الزبون: {shown}\n"
    return text, [shown], "967" + mob


@kind(
    "food_order_address_pashto_kabul",
    "written from memory (Pashto address, Eastern Arabic-Indic digits)",
    r".+",
    prefixless=True,
)
def _ps(g: _R):
    house = _native(str(g.r.randint(10, 999)), PERSIAN)
    street = _native(str(g.r.randint(2, 40)), PERSIAN)
    val = f"کابل، کارته پروان، {street} سړک، کور {house}"
    text = f'{{"order_id": "{g.digits(8)}", "drop_off": "{val}"}}'
    return text, [val], f"kabul-{g.digits(6)}"


@kind(
    "homecare_visit_address_assamese_guwahati",
    "written from memory (Assamese script with ৰ/ৱ, Bengali-Assamese digits)",
    r".+",
    prefixless=True,
)
def _as(g: _R):
    house = _native(str(g.r.randint(1, 250)), BENGALI)
    pin = _native("7810" + g.digits(2, first_nonzero=False), BENGALI)
    val = f"ঘৰ নং {house}, ৰুক্মিণীগাঁও, গুৱাহাটী {pin}"
    text = f'visit_log:\n  - client_address: "{val}"\n    caregiver: RN-{g.digits(4)}\n'
    return text, [val], f"guwahati-{g.digits(6)}"


# -- CRM exports ---------------------------------------------------------------------------------


@kind(
    "crm_salesforce_contact_soql_birthdate_tl",
    "https://developer.salesforce.com/docs/atlas.en-us.psc_api.meta/psc_api/sforce_psc_api_objects_contact.htm ; find_string 'Birthdate,MailingStreet' (GitHub file id 71145173477)",
    r"\+670 7[0-9]{3} [0-9]{4}",
    prefixless=True,
)
def _sf(g: _R):
    mob = f"+670 7{g.r.choice('3478')}{g.digits(2)} {g.digits(4)}"
    d = _dob(g)
    street = f"Rua de Kolmera {g.r.randint(1, 200)}"
    rec = {
        "attributes": {"type": "Contact"},
        "Id": "003" + g.s(15, string.ascii_letters + string.digits),
        "FirstName": _pick(g, ["Joana", "Mateus", "Zelia"]),
        "LastName": _pick(g, ["Soares", "da Costa", "Ximenes"]),
        "Birthdate": d.isoformat(),
        "MailingStreet": street,
        "MailingCity": "Dili",
        "MobilePhone": mob,
    }
    text = (
        'sf data query -q "SELECT Id,FirstName,LastName,Birthdate,MailingStreet,MobilePhone FROM Contact" --json\n'
        + json.dumps({"result": {"records": [rec]}}, indent=2)
    )
    return text, [mob, d.isoformat(), street], mob.replace(" ", "").lstrip("+")


@kind(
    "crm_dataverse_contact_birthdate_latlong",
    "https://raw.githubusercontent.com/api-evangelist/microsoft-power-apps/refs/heads/main/examples/microsoft-power-apps-dataverse-web-contact-example.json",
    r"-?[0-9]{1,3}\.[0-9]{6}",
    prefixless=True,
)
def _dataverse(g: _R):
    lat = f"-{g.r.randint(13, 14)}.{g.digits(5, first_nonzero=False)}{g.r.randint(1, 9)}"
    lon = f"-{g.r.randint(171, 172)}.{g.digits(5, first_nonzero=False)}{g.r.randint(1, 9)}"
    d = _dob(g)
    rec = {
        "contactid": g.uuid(),
        "fullname": f"{_pick(g, ['Sione', 'Losa', 'Malia'])} {_pick(g, ['Faleolo', 'Tuilagi', 'Leota'])}",
        "birthdate": d.isoformat(),
        "address1_line1": f"Vaitele {g.r.randint(1, 99)}",
        "address1_latitude": float(lat),
        "address1_longitude": float(lon),
    }
    text = "GET /api/data/v9.2/contacts?$select=fullname,birthdate,address1_line1,address1_latitude,address1_longitude\n"
    text += json.dumps({"value": [rec]}, indent=2)
    return text, [lat, lon, d.isoformat()], f"{lat}_{lon}"


@kind(
    "crm_zoho_contacts_export_dob_mailing",
    "https://www.zoho.com/de/crm/help/api/modules-fields.html (Contacts: Date of Birth, Mailing Street)",
    r"[0-3][0-9]/[01][0-9]/(19|20)[0-9]{2},.+",
    prefixless=True,
)
def _zoho(g: _R):
    d = _dob(g)
    dob = f"{d:%d/%m/%Y}"
    street = f"{g.r.randint(1, 99)} Lot Kambang, Kg {_pick(g, ['Kiulap', 'Gadong', 'Rimba'])}"
    text = (
        "Contacts_2026_04_01.csv\nRecord Id,First Name,Last Name,Date of Birth,Mailing Street,Mobile\n"
        f"zcrm_{g.digits(19)},Nur,Hidayah,{dob},{street},+673 8{g.digits(6)}\n"
    )
    return text, [f"{dob},{street}"], d.isoformat()


@kind(
    "crm_cvent_contact_home_address",
    "https://developers.cvent.com/docs/legacy-api/soap-api/object-definitions/contact_objects/contact (HomeAddress1, HomePhone)",
    r"<HomeAddress1>.+</HomeAddress1>",
    prefixless=True,
)
def _cvent(g: _R):
    addr = f"<HomeAddress1>{g.r.randint(1, 400)} Church Street</HomeAddress1>"
    phone = f"<HomePhone>+592 22{g.digits(5)}</HomePhone>"
    text = f"<Contact>\n  <FirstName>Shanice</FirstName>\n  {addr}\n  <HomeCity>Georgetown</HomeCity>\n  {phone}\n</Contact>"
    return text, [addr, phone], "gy-" + g.digits(7)


@kind(
    "crm_skedulo_contact_mailing_street",
    "https://docs.skedulo.com/object-reference/standard-objects/contacts (MailingStreet, MobilePhone)",
    r"\+597 8[0-9]{6}",
    prefixless=True,
)
def _skedulo(g: _R):
    mob = f"+597 8{g.digits(6, first_nonzero=False)}"
    street = f"Keizerstraat {g.r.randint(1, 300)}"
    q = {
        "data": {
            "contacts": {
                "edges": [{"node": {"FullName": "Ravi Ramdin", "MailingStreet": street, "MobilePhone": mob}}]
            }
        }
    }
    text = "graphql contacts(filter: \"MailingCity == 'Paramaribo'\") =>\n" + json.dumps(q, indent=2)
    return text, [mob, street], mob.replace(" ", "").lstrip("+")


# -- e-mail addresses in other scripts (EAI, IDN ccTLDs) ----------------------------------------

IDN_SRC = "find_string 'xn--y9a3aq' -> IDN ccTLD table (GitHub file id 17015899746): .հայ .இலங்கை .ලංකා .ישראל .বাংলা .გე"


def _eai(g: _R, local: str, domain: str, ace: str, carrier: str):
    n = g.digits(4)
    addr = f"{local}{n}@{domain}"
    return carrier.format(addr=addr), [addr], f"{ace}-{n}"


@kind("email_eai_armenian_hay_tld", IDN_SRC, r".+@.+\.հայ", prefixless=True)
def _mail_hy(g: _R):
    return _eai(
        g,
        _pick(g, ["արամ", "անի", "նարեկ"]),
        "փոստ.հայ",
        "hay",
        'guest.email = "{addr}"  # from booking form',
    )


@kind("email_eai_tamil_ilangai_tld", IDN_SRC, r".+@.+\.இலங்கை", prefixless=True)
def _mail_ta(g: _R):
    return _eai(
        g,
        _pick(g, ["கார்த்திக்", "மீனா", "அருண்"]),
        "அஞ்சல்.இலங்கை",
        "lk-ta",
        "INSERT INTO members(email) VALUES ('{addr}');",
    )


@kind("email_eai_sinhala_lanka_tld", IDN_SRC, r".+@.+\.ලංකා", prefixless=True)
def _mail_si(g: _R):
    return _eai(g, _pick(g, ["කසුන්", "නිමාලි", "සඳුන්"]), "තැපැල්.ලංකා", "lk-si", "patron_email,{addr}")


@kind("email_eai_hebrew_israel_tld", IDN_SRC, r".+@.+\.ישראל", prefixless=True)
def _mail_he(g: _R):
    return _eai(g, _pick(g, ["נועה", "איתי", "שירה"]), "דואר.ישראל", "il-he", "owner_email: {addr}")


@kind("email_eai_bengali_bangla_tld", IDN_SRC, r".+@.+\.বাংলা", prefixless=True)
def _mail_bn(g: _R):
    return _eai(g, _pick(g, ["রাকিব", "তাসনিম", "সাকিব"]), "ডাক.বাংলা", "bd-bn", '{{"parent_email": "{addr}"}}')


@kind("email_eai_georgian_ge_tld", IDN_SRC, r".+@.+\.გე", prefixless=True)
def _mail_ka(g: _R):
    return _eai(g, _pick(g, ["ნინო", "გიორგი", "თამარ"]), "ფოსტა.გე", "ge-ka", "From: {addr}")


# -- phones of other countries and carriers ------------------------------------------------------


@kind(
    "phone_gy_guyana_tenancy_csv",
    "written from memory (Guyana +592, mobiles 6XX XXXX)",
    r"\+592 6[0-9]{2} [0-9]{4}",
    prefixless=True,
)
def _gy(g: _R):
    p = f"+592 6{g.digits(2, first_nonzero=False)} {g.digits(4, first_nonzero=False)}"
    return (
        f"tenant,unit,phone\nShanice Persaud,B{g.r.randint(1, 9)},{p}\n",
        [p],
        p.replace(" ", "").lstrip("+"),
    )


@kind(
    "phone_ws_samoa_kindergarten_roll",
    "written from memory (Samoa +685, Digicel mobiles 7X XXXXX)",
    r"\+685 7[0-9] ?[0-9]{5}",
    prefixless=True,
)
def _ws(g: _R):
    p = f"+685 7{g.r.randint(0, 9)} {g.digits(5, first_nonzero=False)}"
    return (
        f'A\'oga Amata roll\n- child: Malia F.\n  parent_phone: "{p}"\n',
        [p],
        p.replace(" ", "").lstrip("+"),
    )


@kind(
    "phone_td_chad_union_roll",
    "written from memory (Chad +235, mobiles 6X/9X XX XX XX)",
    r"\+235 [69][0-9] [0-9]{2} [0-9]{2} [0-9]{2}",
    prefixless=True,
)
def _td(g: _R):
    p = f"+235 {g.r.choice('69')}{g.r.randint(0, 9)} {g.digits(2)} {g.digits(2)} {g.digits(2)}"
    return f"adherent;telephone;section\nMahamat Abakar;{p};N'Djamena\n", [p], p.replace(" ", "").lstrip("+")


# -- dates of birth in other layouts -------------------------------------------------------------


@kind(
    "dob_x509_subject_directory_attributes_rfc3739",
    "https://kjur.github.io/jsrsasign/api/symbols/KJUR.asn1.x509.SubjectDirectoryAttributes.html ; https://blog.csdn.net/liudong200618/article/details/129516670",
    r"(19|20)[0-9]{6}120000Z",
    prefixless=True,
)
def _x509(g: _R):
    d = _dob(g)
    gt = f"{d:%Y%m%d}120000Z"
    text = (
        "$ openssl asn1parse -in qualified.pem | grep -A3 'X509v3 Subject Directory Attributes'\n"
        "  512:d=5  hl=2 l=  26 cons: SEQUENCE\n  514:d=6  hl=2 l=   8 prim: OBJECT :dateOfBirth\n"
        f"  524:d=6  hl=2 l=  17 cons: SET\n  526:d=7  hl=2 l=  15 prim: GENERALIZEDTIME   :{gt}\n"
    )
    return text, [gt], gt


@kind(
    "dob_ruby_date_inspect_julian_day",
    "find_string 'j,0s,0n),+0s,2299161j)' -> Ruby Date#inspect in public code (GitHub file ids 260777500, 35075958729)",
    r"#<Date: [0-9]{4}-[0-9]{2}-[0-9]{2} \(\([0-9]{7}j,0s,0n\),\+0s,2299161j\)>",
    prefixless=True,
)
def _ruby(g: _R):
    d = _dob(g)
    jd = d.toordinal() + 1721425
    val = f"#<Date: {d.isoformat()} (({jd}j,0s,0n),+0s,2299161j)>"
    text = f'irb(main):004> member.slice(:name, :date_of_birth)\n=> {{"name"=>"{_pick(g, LATIN_GIVEN)} {_pick(g, LATIN_FAMILY)}", "date_of_birth"=>{val}}}'
    return text, [val], d.isoformat()


@kind(
    "dob_go_time_default_string",
    "find_string '+0000 UTC' -> Go time.Time String() layout in public code (GitHub file id 44435047622)",
    r"(19|20)[0-9]{2}-[01][0-9]-[0-3][0-9] 00:00:00 \+0000 UTC",
    prefixless=True,
)
def _go(g: _R):
    d = _dob(g)
    val = f"{d.isoformat()} 00:00:00 +0000 UTC"
    text = f"--- FAIL: TestPatientDOB (0.00s)\n    patient_test.go:41: got DOB {val}, want zero time\n"
    return text, [val], d.isoformat()


@kind(
    "dob_elixir_date_sigil_iex",
    "find_string 'birth_date: ~D[' -> Elixir fixtures and changesets in public code (GitHub file ids 19171596158, 1751998600)",
    r"~D\[(19|20)[0-9]{2}-[01][0-9]-[0-3][0-9]\]",
    prefixless=True,
)
def _ex(g: _R):
    d = _dob(g)
    val = f"~D[{d.isoformat()}]"
    text = f'iex(3)> Repo.get!(Member, {g.digits(4)})\n%Member{{name: "{_pick(g, LATIN_GIVEN)}", birth_date: {val}, club: "Tauranga Harriers"}}'
    return text, [val], d.isoformat()


@kind(
    "dob_latin_liber_baptizatorum",
    "written from memory (Latin baptism register date: natus die .. mensis ..)",
    r"natus die [0-9]{1,2} [a-z]+ anno (19|20)[0-9]{2}",
    prefixless=True,
)
def _latin(g: _R):
    d = _dob(g, 1985, 2020)
    months = [
        "ianuarii",
        "februarii",
        "martii",
        "aprilis",
        "maii",
        "iunii",
        "iulii",
        "augusti",
        "septembris",
        "octobris",
        "novembris",
        "decembris",
    ]
    val = f"natus die {d.day} {months[d.month - 1]} anno {d.year}"
    text = f"Liber Baptizatorum, vol. XII, n. {g.digits(3)}: {_pick(g, ['Ioannes', 'Maria', 'Paulus'])} {_pick(g, ['Kowalczyk', 'Azzopardi'])}, {val}, baptizatus est."
    return text, [val], d.isoformat()


@kind(
    "dob_armenian_month_genitive_birth_certificate",
    "written from memory (Armenian month names in the genitive: հունվարի .. դեկտեմբերի)",
    r"[0-9]{1,2} .+ (19|20)[0-9]{2} թ\.",
    prefixless=True,
)
def _hy_dob(g: _R):
    d = _dob(g)
    months = [
        "հունվարի",
        "փետրվարի",
        "մարտի",
        "ապրիլի",
        "մայիսի",
        "հունիսի",
        "հուլիսի",
        "օգոստոսի",
        "սեպտեմբերի",
        "հոկտեմբերի",
        "նոյեմբերի",
        "դեկտեմբերի",
    ]
    val = f"{d.day} {months[d.month - 1]} {d.year} թ."
    text = f"ԾՆՆԴՅԱՆ ՎԿԱՅԱԿԱՆ\nԱզգանուն, անուն: {_pick(g, HY_NAMES)}\nԾննդյան ամսաթիվ: {val}\n"
    return text, [val], d.isoformat()


@kind(
    "dob_lao_buddhist_era_lao_digits_census",
    "written from memory (Lao digits U+0ED0..; Buddhist era = CE + 543)",
    r"[໐-໙]{2}/[໐-໙]{2}/[໐-໙]{4}",
    prefixless=True,
)
def _lao(g: _R):
    d = _dob(g)
    val = _native(f"{d.day:02d}/{d.month:02d}/{d.year + 543}", LAO)
    name = _pick(g, LO_NAMES)
    text = f"hh_id,member,name,dob_be\n{g.digits(6)},2,{name},{val}\n"
    return text, [val, f"{name},{val}"], d.isoformat()


@kind(
    "dob_tamil_thiruvalluvar_year_form",
    "written from memory (Thiruvalluvar year = CE + 31, Tamil month names)",
    r".+ [0-9]{1,2}, திருவள்ளுவர் ஆண்டு [0-9]{4}",
    prefixless=True,
)
def _ta_dob(g: _R):
    d = _dob(g)
    months = [
        "தை",
        "மாசி",
        "பங்குனி",
        "சித்திரை",
        "வைகாசி",
        "ஆனி",
        "ஆடி",
        "ஆவணி",
        "புரட்டாசி",
        "ஐப்பசி",
        "கார்த்திகை",
        "மார்கழி",
    ]
    val = f"திருவள்ளுவர் ஆண்டு {d.year + 31}"
    full = f"{months[d.month - 1]} {d.day}, {val}"
    text = f"பெயர்: {_pick(g, TA_NAMES)}\nபிறந்த நாள்: {full}\n"
    return text, [full], d.isoformat()


@kind(
    "name_mongolian_script_kindergarten_roll",
    "written from memory (traditional Mongolian script names, U+1820..)",
    r".+",
    prefixless=True,
)
def _mng(g: _R):
    name = _pick(g, MNG_NAMES)
    reg = g.digits(8)
    val = f"{name} {reg}"
    text = f"ᠴᠡᠴᠡᠷᠯᠢᠭ roll:\n  {val}\n"
    return text, [val], reg


@kind(
    "name_khmer_script_payslip",
    "written from memory (Khmer names on a payslip with an ABA account)",
    r"[0-9]{3} [0-9]{3} [0-9]{3}",
    prefixless=True,
)
def _km(g: _R):
    acct = f"{g.digits(3, first_nonzero=False)} {g.digits(3, first_nonzero=False)} {g.digits(3, first_nonzero=False)}"
    name = _pick(g, KM_NAMES)
    text = f"ប័ណ្ណបើកប្រាក់ខែ\nឈ្មោះ: {name}\nគណនី ABA: {acct}\n"
    return text, [acct, f"ឈ្មោះ: {name}"], acct.replace(" ", "")


@kind(
    "name_sinhala_payslip_bank_account",
    "written from memory (Sinhala name and a 12-digit Sri Lankan bank account on a payslip)",
    r"[0-9]{12}",
    prefixless=True,
)
def _si_pay(g: _R):
    acct = g.digits(12, first_nonzero=False)
    name = _pick(g, SI_NAMES)
    text = f"වැටුප් පත්‍රිකාව 2026 මාර්තු\nසේවකයා: {name}\nගිණුම් අංකය: {acct}\n"
    return text, [acct], acct


@kind(
    "name_tibetan_census_household",
    "written from memory (Tibetan names in a household roster)",
    r".+",
    prefixless=True,
)
def _bo_census(g: _R):
    name = _pick(g, BO_NAMES)
    hh = g.digits(7)
    val = f"{hh}\t{name}"
    return f"hh_no\tname\n{val}\n", [val], hh


# -- device and advertising identifiers ----------------------------------------------------------


@kind(
    "device_ga4_bigquery_user_pseudo_id",
    "find_string 'user_pseudo_id' -> GA4 BigQuery export queries (GitHub file ids 25907257433, 59152257173)",
    r"[0-9]{9,10}\.[0-9]{10}",
    prefixless=True,
)
def _ga4(g: _R):
    pid = f"{g.digits(10)}.{g.r.randint(1700000000, 1790000000)}"
    text = (
        "bq query 'SELECT user_pseudo_id, geo.city FROM analytics_2648.events_20260301 LIMIT 1'\n"
        f"+-----------------------+----------+\n|    user_pseudo_id     |   city   |\n| {pid} | Tbilisi  |\n"
    )
    return text, [pid], pid


@kind(
    "device_onesignal_subscription_id",
    "find_string 'onesignal_id' -> OneSignal user identities in public SDK code (GitHub file ids 61315872199, 45506621329)",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _onesignal(g: _R):
    sid = g.uuid()
    body = {
        "identity": {"external_id": f"member-{g.digits(6)}", "onesignal_id": g.uuid()},
        "subscriptions": [{"id": sid, "type": "AndroidPush", "device_model": "SM-A155F"}],
    }
    return "GET /apps/<app_id>/users/by/external_id/...\n" + json.dumps(body, indent=2), [sid], sid


@kind(
    "device_findmy_items_cache_location",
    "written from memory (Find My Items.data cache: serialNumber and location)",
    r"[A-Z0-9]{12}",
    prefixless=True,
)
def _findmy(g: _R):
    serial = g.s(12, UPPER_DIGITS)
    lat = f"{g.r.randint(41, 42)}.{g.digits(6, first_nonzero=False)}{g.r.randint(1, 9)}"
    lon = f"{g.r.randint(44, 45)}.{g.digits(6, first_nonzero=False)}{g.r.randint(1, 9)}"
    item = {
        "serialNumber": serial,
        "name": "Keys",
        "location": {"latitude": float(lat), "longitude": float(lon), "isOld": False},
    }
    text = "$ jq '.[0]' ~/Library/Caches/com.apple.findmy.fmipcore/Items.data\n" + json.dumps(item, indent=2)
    return text, [serial, lat, lon], serial


@kind(
    "geo_garmin_fit_record_semicircles",
    "find_string 'position_lat' -> FIT profile (i32, units semicircles) in public code (GitHub file id 71571627700)",
    r"position_lat=-?[0-9]{8,10}",
    prefixless=True,
)
def _fit(g: _R):
    lat = g.r.uniform(-37.0, -36.7)
    lon = g.r.uniform(174.6, 174.9)
    sl = round(lat * 2**31 / 180)
    so = round(lon * 2**31 / 180)
    a, b = f"position_lat={sl}", f"position_long={so}"
    text = (
        f"$ fitdump morning_run.fit | head -3\nrecord timestamp=1077000{g.digits(3)} {a} {b} heart_rate=92\n"
    )
    return text, [a, b], f"{sl}_{so}"


@kind(
    "geo_jis_x0410_mesh_code_home",
    "http://cse.naro.affrc.go.jp/takahasi/gisdata/common/meshcode.htm ; https://qiita.com/KAI_Mutsumi/items/575125d6c9519a503267",
    r"[0-9]{8}",
    prefixless=True,
)
def _mesh(g: _R):
    lat = g.r.uniform(34.5, 35.9)
    lon = g.r.uniform(135.0, 139.9)
    p = int(lat * 1.5)
    u = int(lon) - 100
    q = int((lat * 1.5 - p) * 8)
    v = int((lon - int(lon)) * 8)
    r = int(((lat * 1.5 - p) * 8 - q) * 10)
    w = int(((lon - int(lon)) * 8 - v) * 10)
    code = f"{p:02d}{u:02d}{q}{v}{r}{w}"
    text = f"member_id,home_mesh3\n{g.digits(6)},{code}\n"
    return text, [code], code


@kind(
    "geo_homecare_evv_clock_in_gps",
    "written from memory (electronic visit verification clock-in with the client's home coordinates)",
    r"-?[0-9]{1,3}\.[0-9]{6},-?[0-9]{1,3}\.[0-9]{6}",
    prefixless=True,
)
def _evv(g: _R):
    ll = f"{g.r.randint(-34, -33)}.{g.digits(6, first_nonzero=False)},{g.r.randint(150, 151)}.{g.digits(6, first_nonzero=False)}"
    text = f"2026-04-03T08:02:11 visit_id={g.digits(9)} event=CLOCK_IN client_gps={ll} accuracy_m=8\n"
    return text, [ll], ll.replace(",", "_")


# -- user account names in command output --------------------------------------------------------


def _unix_user(g: _R) -> str:
    return (
        _pick(g, ["tevita", "mereana", "sione", "aroha", "kofi", "leilani"])
        + "."
        + g.s(3, LOWER)
        + g.digits(2)
    )


@kind(
    "user_last_wtmp_listing",
    "find_string 'wtmp begins' -> last(1) output in public docs (GitHub file id 34068315389)",
    r"[a-z]+\.[a-z]{3}[0-9]{2}",
    prefixless=True,
)
def _last(g: _R):
    u = _unix_user(g)
    text = (
        "$ last -n 3\n"
        f"{u:<9} pts/0        10.20.{g.r.randint(1, 250)}.{g.r.randint(2, 250)}     Mon Mar  2 09:14   still logged in\n"
        "reboot   system boot  6.8.0-45-generic Mon Mar  2 08:55   still running\n\nwtmp begins Sun Mar  1 00:00:01 2026\n"
    )
    return text, [u], u


@kind(
    "user_ps_eo_user_column",
    "find_string 'ps -eo user,pid' -> process listings in public scripts (GitHub file id 61525005287)",
    r"[a-z]+\.[a-z]{3}[0-9]{2}",
    prefixless=True,
)
def _ps(g: _R):
    u = _unix_user(g)
    text = f"$ ps -eo user,pid,ppid,args | grep jupyter\n{u} {g.r.randint(1000, 99999)}  1 /usr/bin/python3 -m jupyter lab --no-browser\n"
    return text, [u], u


@kind(
    "user_du_home_directories",
    "find_string 'du -sh /home/*' -> home-space reports in public scripts (GitHub file id 52867725923)",
    r"/home/[a-z]+\.[a-z]{3}[0-9]{2}",
    prefixless=True,
)
def _du(g: _R):
    u = _unix_user(g)
    text = f"$ sudo du -sh /home/* | sort -rh | head -3\n4.5G\t/home/{u}\n1.2G\t/home/shared\n"
    return text, [f"/home/{u}"], u


@kind(
    "user_mggraph_get_mguser_upn",
    "find_string 'Get-MgUser -UserId' -> Microsoft Graph PowerShell scripts (GitHub file id 35684967960)",
    r"[a-z]+\.[a-z]+[0-9]{2}@[a-z]+\.onmicrosoft\.com",
    prefixless=True,
)
def _mg(g: _R):
    upn = f"{_pick(g, ['malia', 'sione', 'aroha'])}.{_pick(g, ['tuilagi', 'faleolo', 'ngata'])}{g.digits(2)}@{_pick(g, ['pacificedu', 'tongahealth'])}.onmicrosoft.com"
    text = (
        "PS> Get-MgUser -UserId $userId | Format-List DisplayName,UserPrincipalName,Id\n\n"
        f"DisplayName       : {_pick(g, ['Malia', 'Sione'])} T.\nUserPrincipalName : {upn}\nId                : {g.uuid()}\n"
    )
    return text, [upn], upn.split("@")[0]


# -- identity numbers with check digits ----------------------------------------------------------


@kind(
    "hr_onboarding_me_jmbg_montenegro",
    "written from memory (JMBG DDMMYYYRRBBBK, mod 11, Montenegrin regions 21-29)",
    r"[0-3][0-9][01][0-9][0-9]{3}2[1-9][0-9]{4}",
    prefixless=True,
)
def _jmbg_me(g: _R):
    d = _dob(g)
    n = _jmbg(g, d, f"2{g.r.randint(1, 9)}")
    text = f'employee:\n  ime_prezime: {_pick(g, ["Milica Đurović", "Nikola Vuković"])}\n  jmbg: "{n}"\n  pocetak_rada: 2026-05-04\n'
    return text, [n], n


@kind(
    "hr_onboarding_fo_ptal_faroese",
    "written from memory (Faroese personal number, P-tal, DDMMYY-NNN)",
    r"[0-3][0-9][01][0-9][0-9]{2}-[0-9]{3}",
    prefixless=True,
)
def _ptal(g: _R):
    d = _dob(g)
    n = f"{d:%d%m%y}-{g.digits(3, first_nonzero=False)}"
    text = f"Nýggjur starvsfólk\nNavn: {_pick(g, ['Rúni Joensen', 'Bára Poulsen'])}\nP-tal: {n}\n"
    return text, [n], n.replace("-", "")


@kind(
    "utility_bill_pt_cpe_codigo_ponto_entrega",
    "written from memory (CPE PT + 16 digits + two control letters, R = mod 529 as for CUPS)",
    r"PT[0-9]{16}[A-Z]{2}",
    prefixless=False,
)
def _cpe(g: _R):
    d16 = "0002" + g.digits(12, first_nonzero=False)
    cpe = f"PT{d16}{_cpe_letters(d16)}"
    text = f"Fatura de eletricidade – março 2026\nTitular: {_pick(g, ['Ana Rodrigues', 'Rui Carvalho'])}\nCPE: {cpe}\nMorada: Rua do Bonjardim {g.r.randint(1, 900)}, Porto\n"
    return text, [cpe], cpe


@kind(
    "passport_mrz_ge_hostel_ocr",
    "https://www.consilium.europa.eu/prado/en/GEO-BO-02001/index.html (Georgian documents follow ICAO 9303)",
    r"P<GEO[A-Z<]+",
    prefixless=True,
)
def _mrz_ge(g: _R):
    doc = g.digits(2) + g.s(2, UPPER) + g.digits(5, first_nonzero=False)
    d = _dob(g)
    exp = f"{g.r.randint(27, 35)}0{g.r.randint(1, 9)}1{g.r.randint(0, 9)}"
    pn = g.digits(11, first_nonzero=False)
    fam, giv = _pick(g, ["BERIDZE", "KAPANADZE", "LOMIDZE"]), _pick(g, ["NINO", "GIORGI", "TAMAR"])
    l1 = f"P<GEO{fam}<<{giv}".ljust(44, "<")
    opt = pn.ljust(14, "<")
    l2 = f"{doc}{_mrz_check(doc)}GEO{d:%y%m%d}{_mrz_check(f'{d:%y%m%d}')}F{exp}{_mrz_check(exp)}{opt}{_mrz_check(opt)}"
    l2 += _mrz_check(l2[0:10] + l2[13:20] + l2[21:43])
    text = f"[ocr] hostel check-in scan\n{l1}\n{l2}\n"
    return text, [l1, l2], doc


# -- schools, kindergartens, court cases, vehicles, military -------------------------------------


@kind(
    "school_lk_gce_ol_index_number_results",
    "written from memory (Sri Lanka G.C.E. O/L 8-digit index number)",
    r"[0-9]{8}",
    prefixless=True,
)
def _ol(g: _R):
    idx = g.digits(8)
    text = f"index_no,name,sinhala,maths,science\n{idx},{_pick(g, SI_NAMES)},A,B,A\n"
    return text, [idx], idx


@kind(
    "court_il_net_hamishpat_case_number",
    "written from memory (Israeli court file number NNNNN-MM-YY with a Hebrew type prefix)",
    r"[0-9]{5}-[01][0-9]-[0-9]{2}",
    prefixless=True,
)
def _il_case(g: _R):
    n = f"{g.digits(5)}-{g.r.randint(1, 12):02d}-{g.r.randint(19, 26)}"
    text = f"תמ\"ש {n} {_pick(g, HE_NAMES)} נ' {_pick(g, HE_NAMES)}\nבית המשפט לענייני משפחה בחיפה\n"
    return text, [n], n


@kind(
    "vehicle_ie_reg_plate_owner_log",
    "written from memory (Irish registration YYY-CC-NNNNN tied to its keeper)",
    r"[0-9]{2}[12]-(D|C|G|L|KY|WX|MO)-[0-9]{1,6}",
    prefixless=True,
)
def _ie_plate(g: _R):
    plate = f"{g.r.randint(14, 25)}{g.r.choice('12')}-{g.r.choice(['D', 'C', 'G', 'L', 'KY', 'WX', 'MO'])}-{g.r.randint(100, 99999)}"
    text = f'toll_event plate={plate} keeper="{_pick(g, ["Aoife Byrne", "Cian Walsh"])}" keeper_addr="{g.r.randint(1, 99)} Main St, Ennis"\n'
    return text, [plate], plate


@kind(
    "military_ua_viiskovyi_kvytok_number",
    "written from memory (Ukrainian military ID book series of two Cyrillic letters + 6 digits)",
    r"[А-ЯІЇЄ]{2} [0-9]{6}",
    prefixless=True,
)
def _ua_mil(g: _R):
    ser = g.s(2, "АБВГДЕКМНОРСТ")
    num = g.digits(6, first_nonzero=False)
    val = f"{ser} {num}"
    text = f"Військовий квиток: серія та номер {val}\nПІБ: {_pick(g, ['Коваленко Андрій', 'Шевчук Олена'])}\n"
    tr = {
        "А": "A",
        "Б": "B",
        "В": "V",
        "Г": "H",
        "Д": "D",
        "Е": "E",
        "К": "K",
        "М": "M",
        "Н": "N",
        "О": "O",
        "Р": "R",
        "С": "S",
        "Т": "T",
    }
    return text, [val], "".join(tr[c] for c in ser) + num


# -- more from the PNR, donor-registry and IBAN references -----------------------------------------


@kind(
    "pnr_amadeus_apn_mobile_vu_vanuatu",
    "find_string 'SSR CTCM' -> Amadeus PNR display with APN AY/M+<number>/EN (GitHub file id 15674016896)",
    r"APN [A-Z0-9]{2}/M\+678[57][0-9]{6}/EN",
    prefixless=True,
)
def _apn(g: _R):
    val = f"APN NF/M+678{g.r.choice('57')}{g.digits(6, first_nonzero=False)}/EN"
    text = f"RP/VLI1S2100/\n  1.KALSAKAU/JOE MR\n  2  NF 213 Y 02JUN 2 VLISON HK1\n  6 {val}\n  7 TK OK01JUN/VLI1S2100\n"
    return text, [val], val.split("+")[1].split("/")[0]


@kind(
    "pnr_sabre_3doca_resident_address",
    "https://developer.sabre.com/appendix-2 (DOCA: passenger's resident and destination address)",
    r"3DOCA/R/[A-Z]{2}/.+",
    prefixless=True,
)
def _doca(g: _R):
    val = f"3DOCA/R/FJ/LOT {g.r.randint(1, 300)} RATU SUKUNA RD/SUVA/CENTRAL/{g.digits(4)}-1.1"
    text = f"> {val}\n*\n> *P3D\n"
    return text, [val], "doca-" + val.split("/")[3].replace(" ", "-").lower()


@kind(
    "pnr_sabre_3doco_visa_place_of_birth",
    "https://developer.sabre.com/appendix-2 (DOCO: visa information and place of birth)",
    r"3DOCO/[A-Z ]+/V/[0-9A-Z]{8,9}/.+",
    prefixless=True,
)
def _doco(g: _R):
    visa = g.digits(8)
    val = f"3DOCO/{_pick(g, ['LAUTOKA', 'NADI', 'LABASA'])}/V/{visa}/SUVA/1{g.r.randint(0, 9)}MAR25/US-1.1"
    text = f"> {val}\n*\n"
    return text, [val, visa], visa


@kind(
    "marrow_donor_wmda_xml_legacy_donor_id",
    "https://datadictionary.wmda.info/wmda/8/index.html (ISO country code + registry donor identification)",
    r"<ID>[A-Z]{2}[0-9]{9}</ID>",
    prefixless=True,
)
def _wmda_id(g: _R):
    did = g.r.choice(["AU", "NZ", "FJ", "ZA"]) + g.digits(9)
    val = f"<ID>{did}</ID>"
    text = f"<DONOR>\n  {val}\n  <BIRTH_DATE>{_dob(g):%Y-%m-%d}</BIRTH_DATE>\n  <SEX>M</SEX>\n</DONOR>"
    return text, [val], did


@kind(
    "blood_bank_isbt128_din_barcode_flags_scan",
    "https://www.transfusionguidelines.org/red-book/annex-2-isbt-128-check-character-calculation (flags = checksum + 60)",
    r"=[A-Z][0-9]{12}[0-9]{2}",
    prefixless=True,
)
def _isbt_scan(g: _R):
    body = g.s(1, "ABCDEFGHJKLMNPRSTUVWXYZ") + g.digits(4) + "26" + g.digits(6, first_nonzero=False)
    total = sum(ISO7064_37.index(c) * 2 ** (len(body) - i) for i, c in enumerate(body))
    flags = (38 - total % 37) % 37 + 60
    val = f"={body}{flags}"
    text = f"[scanner COM3] {val}\n[scanner COM3] =<A0{g.digits(3)}00\nlabel verified for donor {_pick(g, LATIN_FAMILY)}\n"
    return text, [val], body


@kind(
    "ridehail_driver_payout_ad_iban",
    IBAN_REG + " (AD2!n4!n4!n12!c)",
    r"AD[0-9]{10}[0-9A-Z]{12}",
    prefixless=False,
)
def _iban_ad(g: _R):
    iban = _iban("AD", g.r.choice(["0001", "0003", "0006"]) + g.digits(4) + g.s(12, UPPER_DIGITS))
    text = f"driver_payouts.csv\ndriver_id,name,iban,week\n{g.digits(6)},{_pick(g, ['Jordi Pujol', 'Marta Vila'])},{iban},2026-W14\n"
    return text, [iban], iban
