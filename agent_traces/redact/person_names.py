"""People's names where a record says a value is one (issue 31, rounds 11 and 12).

A name has no shape of its own (``Ingrid Castellanos`` is two capitalized words, as ``Build And
Test`` is), so it is taken only where the text says whose it is:

- **the value of a name field or label** in any syntax (``full_name: v``, ``"lastName": "v"``,
  ``Họ và tên: v``, ``<contact:name>v</contact:name>``, ``Surname   : v``): a word for a person's
  name in many languages (``surname``, ``nombre``, ``Nachname``, ``nazwisko``, ``фамилия``, ``氏名``,
  ``성명``, ``Ονοματεπώνυμο``, ``nama``), ``name`` after a person's role (``patient_name``,
  ``BENEFICIARY_NAME``), and the role itself as a label of a record or a court paper
  (``Patient:``, ``Ancien titulaire :``, ``DEMANDEUR :``, ``ricorrente:``, ``erschien:``); a bare
  ``name`` only with two words or more and a person's other field near it (an e-mail, a phone, a
  birth date, a voter or student number: ``name: Build And Test`` is a CI step);
- **the column of such a name** in a CSV/TSV/Markdown table or an SQL ``INSERT``;
- **layouts that only hold a person's name**: GEDCOM's ``1 NAME Lucia /Haddad/``, the GECOS field
  of a ``passwd`` line of a human account (uid 1000 or more), FHIR's ``family``/``given``,
  a device named for its owner (``Ruslan's iPhone``), ``Kwabena Nakashima's birthday``, a
  name after an honorific (``Dr Nomvula Lindqvist``, ``M. BAPTISTA Tomasz``) or a letter's
  salutation (``Dear …,``, ``Sehr geehrte …``), and IATA's airline names (``SZYMANSKA/PRZEMYSLAW
  MR`` of a reservation or a ticket, a boarding pass's name field, an APIS ``DOCS`` element).

The value must read as a name: one to six words, each a capitalized or all-capitals word, an
initial, a particle (``van``, ``bin``, ``de``) or a word of a script without case, no digits, no
CamelCase, none of the words records use for no one (``Unknown``, ``Admin``, ``Test``) nor an
organization's (``Inc``, ``Team``, ``Hospital``).

A record that holds a person's other data (an id, a phone, an IBAN, a birth date: what the other
detectors found, see :func:`record_names`) says whose its names are: there a value of two name
words or more under any label that names no place, organization or thing (``"staff": …``,
``seafarer: …``), and in a cell of such a record's table row, is a person's. Chat exports
(WhatsApp's lines), vCard's XML and JSON forms and HL7/ASTM caret names (``Family^Given``) are
layouts of names too.

Once a name is found, the record it stands in is that person's: the labelled numbers of its block
(``Index number:`` above ``Name:``, ``(IMC No. …)`` after ``Dr …``) and, in its table row, the cells
of id columns and any number of eight digits or more (category ``national_id``).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from bisect import bisect_left
from collections.abc import Iterator

from .columns import table_rows
from .contact import _DATE, BIRTH_CUE
from .findings import Finding
from .national_ids import _merged

# words that name a person's name as a field, in one piece (``surname``, ``firstName``, ``nachname``)
_NAME_WORDS = (
    r"sur[ _-]?names?|last[ _-]?names?|first[ _-]?names?|fore[ _-]?names?|given[ _-]?names?|"
    r"family[ _-]?names?|full[ _-]?names?|middle[ _-]?names?|maiden[ _-]?names?|legal[ _-]?names?|"
    r"birth[ _-]?names?|christian[ _-]?names?|father'?s?[ _-]?names?|mother'?s?[ _-]?names?|"
    r"patronymic|fio|nombres?[ _-]?(?:y[ _-]?)?apellidos?|nombres?[ _-]?completos?|apellidos?\d?|"
    r"nom[ _-]?(?:et[ _-]?)?pr[ée]noms?|pr[ée]noms?|nom[ _-]?de[ _-]?famille|nom[ _-]?complet|"
    r"nome[ _-]?completo|cognome|vor[ _-]?name|nach[ _-]?name|familien[ _-]?name|geburts[ _-]?name|"
    r"voor[ _-]?naam|achter[ _-]?naam|imi[eę][ _-]?(?:i[ _-]?)?nazwisko|nazwisko|imi[eę]|"
    r"jm[ée]no[ _-]?a[ _-]?p[řr][íi]jmen[íi]|p[řr][íi]jmen[íi]|priezvisko|prezime|ime[ _-]?i[ _-]?prezime|"
    r"suku[ _-]?nimi|etu[ _-]?nimi|efter[ _-]?namn|f[öo]r[ _-]?namn|etter[ _-]?navn|efter[ _-]?navn|"
    r"for[ _-]?navn|vezet[ée]k[ _-]?n[ée]v|kereszt[ _-]?n[ée]v|prenume|nume[ _-]?(?:si[ _-]?)?prenume|"
    r"pavard[ėe]|vard[ao]s?[ _-]?pavard[ėe]|uzv[āa]rds|eesnimi|perekonnanimi|soyad[ıi]?|ad[ıi]?[ _-]?soyad[ıi]?|"
    r"nama[ _-]?lengkap|nama|h[ọo][ _-]?(?:v[àa][ _-]?)?t[êe]n|t[êe]n|pangalan|"
    r"фамилия|имя|отчество|фио|ф\.и\.о\.?|прізвище|ім'я|по[ _-]?батькові|"
    r"επώνυμο|ονοματεπώνυμο|όνομα|πατρώνυμο|"
    r"الاسم[ _-]?الكامل|الاسم|اسم[ _-]?العائلة|نام[ _-]?خانوادگی|"
    r"שם[ _-]?מלא|שם[ _-]?פרטי|שם[ _-]?משפחה|"
    r"पूरा[ _-]?नाम|नाम|ชื่อ[ _-]?นามสกุล|ชื่อ[ _-]?สกุล|นามสกุล|"
    r"氏名|姓名|名前|お名前|フリガナ|성명|이름|성함|"
    r"ім['’]я|სახელი[ _-]?გვარი|გვარი|სახელი|անուն[ _-]?ազգանուն|ազգանուն|անուն|тегі|аты[ _-]?жөні|овог[ _-]?нэр|"
    # "name" and "surname" in more languages and scripts (Wiktionary's translations of *name*):
    # Khmer, Lao, Burmese, Tibetan, Mongolian, Sinhala, Tamil, Telugu, Kannada, Malayalam, Bengali,
    # Gujarati, Gurmukhi, Odia, Urdu/Persian, Pashto, Amharic/Tigrinya, Thai, Dhivehi, Syriac;
    # Albanian, Basque, Icelandic, Irish, Welsh, Maltese, Swahili, Zulu, Uzbek, Azerbaijani
    r"ឈ្មោះ|នាមត្រកូល|ຊື່(?:[ _-]?ແລະ[ _-]?ນາມສະກຸນ)?|ນາມສະກຸນ|အမည်|མིང་|ᠨᠡᠷ᠎ᠡ|ᠣᠪᠣᠭ|нэр|"
    r"නම|සම්පූර්ණ[ _-]?නම|பெயர்|முழு[ _-]?பெயர்|పేరు|ಹೆಸರು|പേര്|নাম|নামের[ _-]?শেষাংশ|નામ|ਨਾਮ|ନାମ|"
    r"نام|نوم|ስም|የአባት[ _-]?ስም|ชื่อ|ނަން|ܫܡܐ|"
    r"emri|mbiemri|izena|abizena|nafn|eftirnafn|ainm|sloinne|enw|cyfenw|isem|kunjomi|jina|jina[ _-]?la[ _-]?ukoo|"
    r"igama|isibongo|ism|familiya|ad[ _-]?soyad"
)
# a person's role before ``name`` (``patient_name``, ``BENEFICIARY_NAME``, ``emp_name``)
_ROLES = (
    r"person|customer|cust|client|patient|pat|employee|emp|staff|student|pupil|learner|candidate|"
    r"applicant|member|holder|card[ _-]?holder|account[ _-]?holder|policy[ _-]?holder|beneficiary|"
    r"passenger|pax|guest|traveller|traveler|owner|contact|recipient|receiver|sender|shipper|consignee|"
    r"payee|payer|buyer|seller|tenant|landlord|driver|insured|subscriber|donor|volunteer|attendee|"
    r"participant|parent|guardian|father|mother|spouse|child|kin|doctor|physician|nurse|teacher|"
    r"referrer|witness|signatory|signer|deceased|victim|suspect|respondent|claimant|plaintiff|defendant"
)
_ROLE_NAME = rf"(?:{_ROLES})[ _-]?names?"
# a role as a label of its own: the value is the person (``Patient: …``, ``DEMANDEUR : …``); not
# ``Client:``/``Customer:`` (a program or a company as often), nor Spanish ``Titular:`` (a headline)
_ROLE_LABELS = (
    r"patient|paciente|patiente|applicant|appellant|petitioner|plaintiff|"
    r"defendant|claimant|respondent|demandeur|demanderesse|d[ée]fendeur|d[ée]fenderesse|demandante|"
    r"demandado|ricorrente|resistente|attore|convenuto|kl[äa]ger(?:in)?|beklagte[rn]?|antragsteller(?:in)?|"
    r"caratulado|inscrito(?:[ \t]\d{1,2})?|titulaire|(?:ancien|nouveau)[ \t]titulaire|"
    r"beneficiary|beneficiario|b[ée]n[ée]ficiaire|passenger|pasajero|passager|account[ \t]holder|"
    r"card[ \t]?holder|policy[ \t]?holder|insured|asegurado|assur[ée]|next[ \t]of[ \t]kin|"
    r"emergency[ \t]contact|contact[ \t]person|ansprechpartner(?:in)?|recipient|destinataire|empf[äa]nger|"
    r"erschien(?:en)?|witness|testigo|t[ée]moin|zeuge|deceased|d[ée]funt|verstorbene[rn]?|"
    r"student|alumno|alumna|[ée]l[èe]ve|sch[üu]ler(?:in)?|employee|empleado|mitarbeiter(?:in)?|"
    r"guardian|apoderado|spouse|c[óo]nyuge|conjoint|ehegatte|"
    r"referring[ \t](?:gp|doctor|physician)|treating[ \t](?:doctor|physician)|attending[ \t]physician|"
    r"m[ée]decin[ \t]traitant|prescriber|prescripteur|tenant|locataire|inquilino|mieter(?:in)?|"
    r"in[ \t]the[ \t]matter[ \t]between|assistito|assistita|davac[ıi]|daval[ıi]|收件人|收货人|寄件人|联系人|患者|"
    r"受取人|依頼人|수취인|환자|получатель|пациент|заявитель|истец|ответчик"
)
_SEP = r"""["'\]]?[ \t]*(?:[:：=]|=>|->)[ \t]*["']?|["']?>"""
# a label starts a key, or a word of one (``emp_full_name``, ``customerLastName``)
_LABEL = re.compile(
    rf"(?:(?<![^\W_]|\$)|(?<=[a-z])(?=[A-Z]))(?i:(?:{_NAME_WORDS}|{_ROLE_NAME})|(?P<role>{_ROLE_LABELS}))"
    rf"(?![\w-])(?!'[^\W\d_])(?:\[\d\])?(?P<sep>{_SEP})"
)
# a label and its value apart by spaces alone, as PDF text and fixed-width forms lay them out
# (``Beneficiary Name  Lakshmi Narayanan Iyer``): the name of two words or more ends the line
_SPACED_LABEL = re.compile(
    rf"(?im)^[ \t]{{0,8}}(?:[^\W\d_]{{2,20}}[ ])?(?:{_NAME_WORDS}|{_ROLE_NAME})[ \t]{{2,12}}(?=[^\W\d_])"
)
_BARE_NAME = re.compile(
    r"""(?<![\w.$-])["']?(?:name|Name|NAME|naam|Naam|navn|Navn|namn|Namn|nimi|Nimi|nom|Nom|NOM|nome|Nome|nombre|Nombre|NOMBRE)(?![\w-])(?!'[^\W\d_])(?P<sep>["']?[ \t]*(?:[:=])[ \t]*["']?)"""
    r"|<(?:\w{1,20}:)?name>"
)
# a person's other fields: a bare ``name`` near one of them is a person's
_PERSONAL_SIBLING = re.compile(
    r"(?i)(?<![a-z])(?:e-?mail|phone|mobile|msisdn|tel|birth|dob|gender|sex|nationality|passport|"
    r"ssn|national[ _-]?id|address|adres|adresse|direcci[óo]n|indirizzo|voter|student|patient|employee|candidate|salary|"
    r"(?:index|registration|member|roll|admission|matric\w*|policy)[ _-]?(?:number|no|nr|id)|"
    r"given[ _-]?name|surname|first[ _-]?name|last[ _-]?name|sam[ _-]?account[ _-]?name)(?![a-z])"
)
# titles that stand before a name in running text too; after a label, also those that are words
# of their own elsewhere (``Pan``, ``M.``, ``Ms``, ``Mr`` without its dot)
_TITLES_ALONE = r"Dr|Dra|Dr\.|Dra\.|Mr\.|Mrs\.|Ms\.|Mme|Mlle|Herr|Frau|Sr\.|Sra\.|Srta\.|Dott\.|Dott\.ssa|Prof\.|Mevr\.|Dhr\."
_TITLES = rf"{_TITLES_ALONE}|Mr|Mrs|Ms|Mx\.|Mme\.|M\.|Sig\.|Sig\.ra|Ing\.|Pan|Pani|Sayın"
_HONORIFIC = re.compile(rf"(?<![\w.])(?:{_TITLES})[ \t]+(?=[^\W\d_])")
_HONORIFIC_ALONE = re.compile(rf"(?<![\w.])(?:{_TITLES_ALONE})[ \t]+(?=[^\W\d_])")
_POSSESSIVE = re.compile(
    r"(?P<n>[^\W\d_][^\W\d_'’-]*(?:[ \t][^\W\d_][^\W\d_'’-]*){0,2})['’]s[ \t]+"
    r"(?:iPhone|iPad|iPod|MacBook|Mac|iMac|Apple[ \t]Watch|AirPods|Galaxy|Pixel|phone|laptop|PC|"
    r"Kindle|Echo|Chromebook|birthday|Birthday|BIRTHDAY)(?!\w)"
)
_GEDCOM = re.compile(r"(?m)^\d[ \t]NAME[ \t]+(?P<n>[^/\n]{0,60}/[^/\n]{1,60}/[^\n/]{0,30})$")
_PASSWD = re.compile(
    r"(?m)^[a-z_][\w.-]{0,31}:[^:\n]{0,40}:(?P<uid>\d{1,7}):\d{1,7}:(?P<n>[^:,\n]{2,80})[^:\n]{0,80}:[/~]"
)
_FHIR_FAMILY = re.compile(r'"family"\s*:\s*"(?P<n>[^"\n]{1,80})"')
_FHIR_GIVEN = re.compile(r'"given"\s*:\s*\[(?P<list>[^\]\n]{0,300}(?:\n[^\]\n]{0,300}){0,12})\]')
_FHIR_TEXT = re.compile(r'"name"\s*:\s*\[\s*\{[^\]]{0,200}?"text"\s*:\s*"(?P<n>[^"\n]{1,120})"')
_QUOTED = re.compile(r'"([^"\n]{1,80})"')

_PARTICLE_WORDS = """
    van von der den de del della di da das do dos du la le el al bin binti bint ibn ben bat tou
    ter ten y e und zu af av του της
"""
_PARTICLES = frozenset(_PARTICLE_WORDS.split())
# words records use for no one, and the words of an organization's or a thing's name
_NOT_NAME_WORDS = """
    true false none null nil undefined unknown n/a na test tests testing example sample default
    admin administrator root user users guest anonymous system service services daemon bot
    account name names string required optional yes no todo tbd placeholder redacted hidden
    private public team group support staff office department dept inc ltd llc gmbh ag sa corp
    corporation company co bank university college school hospital clinic center centre council
    ministry agency foundation institute association club store shop services solutions
    technologies systems build release deploy main master dev production staging server client
    api app application the and of for to in on with by from at or not new old all any some
"""
_NOT_NAMES = frozenset(_NOT_NAME_WORDS.split())
# the surnames of the names documentation gives to no one (``John Doe``, ``Max Mustermann``)
_PLACEHOLDER_SURNAMES = frozenset({"doe", "mustermann", "musterfrau", "nordmann", "bloggs"})
# where a name's value ends: a delimiter, an HTML entity (``&middot;``), the next ``key=`` of a line
_VALUE_END = re.compile(
    r"""["'<>;|\t\n\r(){}\[\]=*#]|[ ]{2}|,(?=\S)|\\[nrt"]|[ ][-–—][ ]|[ ]?&[a-z]{2,8};|[ ](?=[\w.-]{1,30}=)"""
)


_MARKS = re.compile(
    "[\u0300-\u036f\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963\u0981-\u0983"
    "\u09bc-\u09d7\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u0eb1\u0eb4-\u0ebc\u0ec8-\u0ecd\u0f71-\u0f84"
    "\u102b-\u103e\u1885\u1886\u18a9\u200c\u200d]"
)


def _unmarked(piece: str) -> str:
    """``piece`` without the vowel signs and other combining marks of its script (Khmer, Tamil,
    Sinhala… write them inside a word) and the zero-width joiners."""
    piece = _MARKS.sub("", piece)
    if piece.isascii() or piece.isalpha():
        return piece
    return "".join(c for c in piece if not unicodedata.category(c).startswith(("M", "Cf")))


def _word_ok(word: str) -> bool:
    """A word of a name: capitalized or in capitals (``O'Brien``, ``Jean-Luc``, ``McLeod``), an
    initial, or a word of a script without case."""
    core = word.rstrip(".")
    if not core or word.lower() in _NOT_NAMES or core.lower() in _NOT_NAMES:
        return False
    # (the vowel and tone marks of Thai, Devanagari, Tibetan… are marks, not letters)
    pieces = [_unmarked(p) for p in re.split(r"['’-]", core) if p]
    if not pieces or not all(p.isalpha() for p in pieces):
        return False
    for p in pieces:
        first = p[0]
        if first.islower():
            return False
        if first.isupper():
            rest = p[1:]
            # CamelCase is code, but for Mc/Mac names (``McLeod``, ``MacDonald``)
            if rest and not (rest.islower() or rest.isupper()) and not re.fullmatch(r"Ma?c[A-Z][a-z]+", p):
                return False
            if len(p) == 1 and word[-1:] != "." and len(pieces) == 1:
                return False
    return True


def _name_span(value: str, min_words: int = 1) -> tuple[int, int] | None:
    """The span of the name ``value`` starts with, or ``None`` when it does not read as one."""
    words = list(re.finditer(r"\S+", value))
    if not words:
        return None
    kept: list[re.Match] = []
    for i, m in enumerate(words):
        w = m.group(0)
        if w.lower() in _PARTICLES and (kept or (i + 1 < len(words) and _word_ok(words[i + 1].group(0)))):
            kept.append(m)  # a particle inside a name, or opening a surname (``da Costa``)
            continue
        if not _word_ok(w):
            break
        kept.append(m)
    while kept and kept[-1].group(0).lower() in _PARTICLES:
        kept.pop()
    content = [m for m in kept if m.group(0).lower() not in _PARTICLES]
    if len(content) < min_words or len(content) > 6 or len(kept) != len(words):
        return None
    if any(m.group(0).lower() in _PLACEHOLDER_SURNAMES for m in content):
        return None
    text = value[kept[0].start() : kept[-1].end()]
    letters = sum(c.isalpha() for c in text)
    if (letters < 3 and (text.isascii() or letters < 2)) or (
        text.isascii() and text.isupper() and len(content) == 1 and letters <= 3
    ):
        return None
    return kept[0].start(), kept[-1].end()


def _word_count(name: str) -> int:
    """Words of a name; a word of two letters or more of a script without case and spaces
    (``次仁``, ``김민준``) is a whole name."""
    return sum(
        2 if len(w) >= 2 and w[0].isalpha() and not (w[0].isupper() or w[0].islower()) else 1
        for w in name.split()
    )


def _value_at(text: str, pos: int, min_words: int) -> list[tuple[int, int]]:
    """The name (or the names, ``SURNAME, Given`` and ``A / B``) that starts at ``pos``."""
    m = _HONORIFIC.match(text, pos)
    if m:
        pos, min_words = m.end(), 1  # ``Mr Smith``: the title says a person follows
    end = _VALUE_END.search(text, pos, pos + 160)
    stop = end.start() if end else min(len(text), pos + 160)
    segment = text[pos:stop].rstrip(" ,;:!")
    out = []
    offset = 0
    for part in re.split(r"(,[ \t]|[ \t]/[ \t])", segment):
        if part.startswith((",", " /", "\t/")) or part in (", ", ",\t"):
            offset += len(part)
            continue
        lead = len(part) - len(part.lstrip())
        h = _HONORIFIC.match(part, lead)
        if h:
            lead = h.end()
        span = _name_span(part[lead:].rstrip())
        if span is None:
            break
        out.append((pos + offset + lead + span[0], pos + offset + lead + span[1]))
        offset += len(part)
    if sum(_word_count(text[s:e]) for s, e in out) < min_words:
        return []
    return out


# where a label's separator may be: the label regex runs only in the 64 characters before one
_SEP_CHAR = re.compile(r"[:=：>]")


def _labels(text: str) -> Iterator[re.Match[str]]:
    for lo, hi in _merged((m.start() - 64, m.end() + 8) for m in _SEP_CHAR.finditer(text)):
        yield from _LABEL.finditer(text, lo, min(hi, len(text)))


def _labelled(text: str) -> list[Finding]:
    out = []
    for m in _labels(text):
        min_words = 2 if m.group("role") else 1
        for s, e in _value_at(text, m.end(), min_words):
            out.append(Finding(s, e, "name", "person_name"))
    if "  " in text:
        for m in _SPACED_LABEL.finditer(text):
            for s, e in _value_at(text, m.end(), 2)[:1]:
                line_end = text.find("\n", e)
                if not text[e : len(text) if line_end < 0 else line_end].strip():
                    out.append(Finding(s, e, "name", "person_name"))
    if ("name" in text or "Name" in text or "NAME" in text) and _PERSONAL_SIBLING.search(text):
        for m in _BARE_NAME.finditer(text):
            if not _PERSONAL_SIBLING.search(text, max(0, m.start() - 400), m.end() + 400):
                continue
            for s, e in _value_at(text, m.end(), 2):
                out.append(Finding(s, e, "name", "person_name"))
    return out


# a column of a name in a script without spaces (``姓名拼音``), and ``Name (Original Name)``
_CJK_NAME_COLUMN = re.compile(r"氏名|姓名|名前|성명|이름")
_BARE_NAME_COLUMN = re.compile(r"(?i)(?:names?|naam|navn|namn|nimi|nom|nome|nombre)(?:[ \t]*\(.*\))?\Z")


def _is_name_column(column: str, columns: list[str]) -> bool:
    """Whether ``column`` of a header names a person's name: a name's word (not a role, whose
    column may hold a company: ``client``), in a header of two named columns or more."""
    column = column.strip().strip("`\"'[] ")
    if not column or len(column) > 48 or sum(1 for c in columns if c.strip()) < 2:
        return False
    m = _LABEL.search(column + ":")
    if (m and m.end() == len(column) + 1 and not m.group("role")) or _CJK_NAME_COLUMN.match(column):
        return True
    if _BARE_NAME_COLUMN.match(column):
        return any(_PERSONAL_SIBLING.search(c) for c in columns if c is not column)
    return False


def _cells(
    columns: list[str], items: list[tuple[int, int, str]], base: int, wanted: list[bool]
) -> list[Finding]:
    out = []
    for want, (lo, _hi, value) in zip(wanted, items, strict=False):
        if want and value:
            for s, e in _value_at(value, 0, 1):
                out.append(Finding(base + lo + s, base + lo + e, "name", "person_name"))
    if out:  # a person's row: the numbers in its id columns are theirs
        for column, (lo, hi, value) in zip(columns, items, strict=False):
            if (_ID_COLUMN.search(column) and _record_number(value)) or _long_number(value):
                out.append(Finding(base + lo, base + hi, "national_id", "record_number"))
    return out


def _tables(text: str) -> list[Finding]:
    out: list[Finding] = []
    header: list[str] | None = None
    wanted: list[bool] = []
    for columns, offset, items in table_rows(text, lambda cs: any(_is_name_column(c, cs) for c in cs)):
        if columns is not header:  # one table's rows share its header: judge it once
            header, wanted = columns, [_is_name_column(c, columns) for c in columns]
        out += _cells(columns, items, offset, wanted)
    return out


# the airline name of IATA's reservations and tickets, with its title (``SZYMANSKA/PRZEMYSLAW MR``),
# a boarding pass's name field (``M1ZIELINSKI/AGNIES    E…``) and an APIS ``DOCS`` element's names
_IATA_NAME = re.compile(
    r"(?<![\w/])(?P<n>[A-Z]{2,30}(?:[ '-][A-Z]{2,30})?/[A-Z]{2,30}(?:[ ][A-Z]{2,30}){0,2}?)"
    r"[ ]?(?:MRS|MR|MS|MISS|MSTR|DR|CHD|INF)(?![A-Za-z])"
    r"|(?<![\w])M[1-4](?P<b>[A-Z]{2,}(?:[ -][A-Z]+)?/[A-Z]+(?:[ ][A-Z]+)?)[ ]{1,20}E?[A-Z0-9]{6}[ ][A-Z]{6}"
)
_DOCS_NAMES = re.compile(
    r"SR[ ]?DOCS[^\n]{0,120}?[-/](?P<n>[A-Z]{2,30}[-/][A-Z]{2,30}(?:[ ][A-Z]{2,30})?)/P\d{1,2}\b"
)
# a letter's salutation (``Dear Nakashima Cornelius,``, ``Sehr geehrte Frau …``, ``Estimada …``)
_SALUTATION = re.compile(
    r"(?m)(?:^|(?<=\\n))[ \t]*(?:Dear|Dearest|Hello|Hi|Hey|Liebe[rs]?|Sehr[ \t]geehrte[rs]?|Estimad[oa]s?|"
    r"Querid[oa]|Cher|Chère|Caro|Cara|Gentile|Beste|Geachte|Drogi|Droga|Szanown[ya]|Prezad[oa]|"
    r"Уважаем(?:ый|ая)|Дорог(?:ой|ая))[ \t]+"
)


# a chat export's line: WhatsApp's ``[03/04/2025, 18:02:11] Name: …`` (iOS) and
# ``03/04/2025, 18:02 - Name: …`` (Android), the sender between the time and the colon
_CHAT_LINE = re.compile(
    r"(?m)^[\u200e\u200f]?\[?\d{1,4}[./-]\d{1,2}[./-]\d{2,4},?[ \t]\d{1,2}:\d{2}(?::\d{2})?"
    r"(?:[ \u202f]?[APap]\.?[Mm]\.?)?(?:\][ \t]|[ \t][-–][ \t])(?P<n>[^:\n\d]{2,60}):[ \t]"
)
# vCard's name properties in their XML and JSON forms (RFC 6351 xCard, RFC 7095 jCard)
_XCARD_FN = re.compile(r"<(?:\w{1,20}:)?fn>\s{0,20}<(?:\w{1,20}:)?text>(?P<n>[^<>\n]{1,120})</")
_JCARD_FN = re.compile(
    r'\[\s{0,4}"fn"\s{0,4},\s{0,4}\{[^{}]{0,200}\}\s{0,4},\s{0,4}"text"\s{0,4},\s{0,4}"(?P<n>[^"\n]{1,120})"'
)
# a patient's name in an HL7 v2 ``PID`` or an ASTM E1394 ``P`` record: ``Family^Given^Middle``
_CARET_NAME = re.compile(
    r"(?m)^(?:PID|\d?P)\|[^\n]{0,200}?\|(?P<n>[^\W\d_][^|^\n\d]{1,40}\^[^\W\d_][^|^\n\d]{0,40}(?:\^[^|^\n\d]{0,40}){0,3})\|"
)


def _layouts(text: str) -> list[Finding]:
    out = []
    if ":" in text:
        for m in _CHAT_LINE.finditer(text):
            if _name_span(m.group("n").strip()):
                s = m.start("n") + len(m.group("n")) - len(m.group("n").lstrip())
                out.append(Finding(s, s + len(m.group("n").strip()), "name", "person_name"))
    if "fn" in text:
        for m in itertools.chain(_XCARD_FN.finditer(text), _JCARD_FN.finditer(text)):
            if _name_span(m.group("n")):
                out.append(Finding(m.start("n"), m.end("n"), "name", "person_name"))
    if "^" in text and "|" in text:
        for m in _CARET_NAME.finditer(text):
            for part in re.finditer(r"[^^]+", m.group("n")):
                if _name_span(part.group(0)):
                    out.append(
                        Finding(m.start("n") + part.start(), m.start("n") + part.end(), "name", "person_name")
                    )
    if "/" in text:
        for m in _IATA_NAME.finditer(text):
            g = "n" if m.group("n") else "b"
            out.append(Finding(m.start(g), m.end(g), "name", "person_name"))
        if "DOCS" in text:
            for m in _DOCS_NAMES.finditer(text):
                out.append(Finding(m.start("n"), m.end("n"), "name", "person_name"))
    for m in _SALUTATION.finditer(text):
        for s, e in _value_at(text, m.end(), 2):
            out.append(Finding(s, e, "name", "person_name"))
    if "'s " in text or "’s " in text:
        for m in _POSSESSIVE.finditer(text):
            if _name_span(m.group("n")):
                out.append(Finding(m.start("n"), m.end("n"), "name", "person_name"))
    if "NAME" in text:
        for m in _GEDCOM.finditer(text):
            if any(c.isalpha() for c in m.group("n")) and not any(c.isdigit() for c in m.group("n")):
                out.append(Finding(m.start("n"), m.end("n"), "name", "person_name"))
    if ":/" in text:
        for m in _PASSWD.finditer(text):
            if int(m.group("uid")) >= 1000 and _name_span(m.group("n"), 2):
                out.append(Finding(m.start("n"), m.end("n"), "name", "person_name"))
    if '"family"' in text and '"given"' in text:
        for m in _FHIR_FAMILY.finditer(text):
            if _name_span(m.group("n")):
                out.append(Finding(m.start("n"), m.end("n"), "name", "person_name"))
        for m in _FHIR_GIVEN.finditer(text):
            for q in _QUOTED.finditer(m.group("list")):
                if _name_span(q.group(1)):
                    s = m.start("list") + q.start(1)
                    out.append(Finding(s, s + len(q.group(1)), "name", "person_name"))
        for m in _FHIR_TEXT.finditer(text):
            if _name_span(m.group("n"), 2):
                out.append(Finding(m.start("n"), m.end("n"), "name", "person_name"))
    for m in _HONORIFIC_ALONE.finditer(text):
        for s, e in _value_at(text, m.end(), 2)[:1]:
            out.append(Finding(s, e, "name", "person_name"))
    return out


# a column or a label of a number (``TX_UNIQUE_ID``, ``NRO_DOCUMENTO``, ``Index number``, ``IMC No.``)
_ID_WORDS = (
    r"id|no|nr|nro|n[º°o]|num|number|nummer|numer|numero|número|code|c[óo]digo|ref|reg|matr[íi]cula|"
    r"番号|号码|号|번호"
)
_ID_COLUMN = re.compile(
    rf"(?:^|[^A-Za-z0-9]|(?<=[a-z])(?=[A-Z]))(?i:{_ID_WORDS})(?:$|[^A-Za-z0-9]|(?<=[a-z])(?=[A-Z]))"
)
_NEAR_LABEL = re.compile(
    rf"(?i)(?<![\w])(?:[^\W\d_]{{2,20}}[ _.-]?){{0,3}}(?:{_ID_WORDS})\.?(?![\w])[ \t]{{0,3}}[:#=.]?[ \t]{{0,3}}"
    r"(?P<v>[A-Z0-9](?:[A-Z0-9/-]|[ ](?=[A-Z0-9])){4,24})(?![\w/-])"
)
_DATE_LIKE = re.compile(r"\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d{1,2}:\d{2}")


def _record_number(value: str) -> bool:
    """A person's number in their record: five digits or more, no date, time or amount."""
    value = value.strip()
    digits = sum(c.isdigit() for c in value)
    return (
        digits >= 5
        and len(value) <= 26
        and bool(re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9 /-]*", value))
        and not _DATE_LIKE.search(value)
        and len(set(value)) > 2
    )


def _long_number(value: str) -> bool:
    """Eight digits or more in one token (an account, a meter point, a card): a person's whatever
    its column is called, in their row; not a date, a time or an amount."""
    value = value.strip()
    return (
        bool(re.fullmatch(r"\+?[0-9][0-9 -]{6,30}[0-9]", value))
        and sum(c.isdigit() for c in value) >= 8
        and not _DATE_LIKE.search(value)
    )


def _paragraph(text: str, start: int, end: int, reach: int) -> tuple[int, int]:
    """The span of ``reach`` characters each way around ``start``..``end``, within its paragraph."""
    lo = max(start - reach, 0)
    lo = max(text.rfind("\n\n", lo, start) + 2, lo)
    hi = min(end + reach, len(text))
    blank = text.find("\n\n", end, hi)
    return lo, hi if blank < 0 else blank


def _near_numbers(text: str, names: list[Finding]) -> list[Finding]:
    """The labelled numbers of the block a person's name stands in (``Index number: …`` above
    ``Name: …``, ``(IMC No. …)`` after ``Dr …``): the lines up to 200 characters around it,
    within its paragraph."""
    out: list[Finding] = []
    done = -1
    for f in names:
        if f.category != "name" or f.start < done:
            continue
        lo, hi = _paragraph(text, f.start, f.end, 200)
        for m in _NEAR_LABEL.finditer(text, lo, hi):
            if _record_number(m.group("v")):
                out.append(Finding(m.start("v"), m.end("v"), "national_id", "record_number"))
        done = hi
    return out


# the categories that make a record a person's: what else is found in it
_PERSONAL = frozenset(
    {"national_id", "ssn", "iban", "credit_card", "phone", "email", "birth_date", "address", "name"}
)
# any short label (``staff``, ``Loan Officer``, ``deed_holder``, ``Verdachte``, ``person=``)
_ANY_LABEL = re.compile(
    rf"(?<![\w$.-])[\"']?(?P<key>[^\W\d_][^\W\d]{{0,24}}(?:[ ][^\W\d_][^\W\d]{{0,24}})?\d?)(?P<sep>{_SEP})"
)
# labels of what is no person: places, organizations, things, states and kinds
_THING_LABEL_WORDS = """
    status state unit city town municipality village street road address addr school company
    employer org organisation organization department dept title bank branch island country region
    province district county role rank type kind category class product plan method description desc
    note notes comment comments subject message msg text body reason service course program
    programme occupation profession job position nationality citizenship language lang religion
    gender sex relation relationship provider insurer facility hospital clinic site location place
    venue event team club group project brand model make vehicle currency source label tag file path
    url host server app application device browser os platform version env environment stage level
    grade degree field major faculty specialty speciality diagnosis condition drug medication test
    result ward room bed plot section row disposition capacity share licence license medical error
    warning office agency authority court tribunal registry station airport airline flight route
    destination origin carrier vessel ship port union party parish church cemetery hotel property
    building estate account bic swift iban amount payment summary topic heading headline caption
    agenda meeting call author authors maintainer maintainers copyright contributor contributors
    credits by
"""
_THING_LABELS = frozenset(_THING_LABEL_WORDS.split())


# a label of a street address (``MailingStreet``, ``HomeAddress1``, ``holder_address``, ``Straße``)
_ADDRESS_LABEL = re.compile(
    r"(?i)(?:street|address|addr\b|adresse?|direcci[óo]n|endere[çc]o|indirizzo|stra(?:ss|ß)e|rue|calle|"
    r"ulica|adres|улица|адрес|住所|地址|주소)"
)
# its value: a number and a word, or a word and a number, up to the end of the field
_ADDRESS_VALUE = re.compile(
    r"(?=[^\n\"'<>|;\t]{0,80}\d)(?=[^\n\"'<>|;\t]{0,80}[^\W\d_]{3})[^\W_][^\n\"'<>|;\t]{3,80}?(?=[ \t]*(?:[\n\"'<>|;\t]|,[ \t]*\"|$))"
)


# addresses of machines, accounts and memory, not of a home
_MACHINE_ADDRESS_WORDS = """
    ip mac wallet email mail url web server host bind listen remote local contract memory base return
    net network socket proxy gateway node peer bitcoin btc eth ipv4 ipv6 link
"""
_MACHINE_ADDRESS = frozenset(_MACHINE_ADDRESS_WORDS.split())


def _label_words(key: str) -> set[str]:
    return {
        w.lower()
        for w in re.findall(
            r"[A-Z]{2,}(?![a-z])|[A-Z]?[a-z]+|[^\W\d_]+", key.replace("_", " ").replace("-", " ")
        )
    }


def _person_label(key: str) -> bool:
    words = _label_words(key)
    return bool(words) and not words & _THING_LABELS


def record_names(text: str, found: list[Finding]) -> list[Finding]:
    """Names under any label of a person's record: a record is a person's once another of their
    values is found in it (an id, a phone, an IBAN, a birth date, a name by its own label), and a
    value of two name words or more under a label that names no place, organization or thing
    (``"staff": "Harry Ashby"``, ``seafarer: Kavya Bhatt``, ``Verdachte: Femke de Vries``) is then
    a person's. The record is the paragraph around the value, 300 characters each way; the
    numbers of the block of a name found so are the person's as :func:`person_names` reads them."""
    windows = []
    for f in found:
        if f.category not in _PERSONAL:
            continue
        windows.append(_paragraph(text, f.start, f.end, 300))
    if not windows:
        return []
    taken = {(f.start, f.end) for f in found}
    out = []
    for lo, hi in _merged(sorted(windows)):
        for m in _ANY_LABEL.finditer(text, lo, hi):
            if _ADDRESS_LABEL.search(m.group("key")):
                a = _ADDRESS_VALUE.match(text, m.end())
                if (
                    a
                    and (a.start(), a.end()) not in taken
                    and not _MACHINE_ADDRESS.intersection(_label_words(m.group("key")))
                    and "@" not in a.group(0)
                    and "://" not in a.group(0)
                ):
                    out.append(Finding(a.start(), a.end(), "address", "record_address"))
                continue
            if not _person_label(m.group("key")):
                continue
            for s, e in _value_at(text, m.end(), 2):
                if (s, e) not in taken:
                    out.append(Finding(s, e, "name", "person_name"))
    if any(c in text for c in ",;|\t"):
        out += _record_rows(text, found, taken)
    if out and any(c.isdigit() for c in text):
        out += _near_numbers(text, out)
    return out


def _record_rows(text: str, found: list[Finding], taken: set[tuple[int, int]]) -> list[Finding]:
    """Names in the cells of a table's row that holds a person's other value, under a column
    that names no place, organization or thing."""
    starts = sorted(f.start for f in found if f.category in _PERSONAL)
    out = []
    for columns, offset, items in table_rows(text, lambda cs: len(cs) >= 2):
        lo, hi = offset + items[0][0], offset + items[-1][1]
        i = bisect_left(starts, lo)
        if i == len(starts) or starts[i] >= hi:
            continue
        for column, (s0, _e0, value) in zip(columns, items, strict=False):
            if not value:
                continue
            column = column.strip().strip("`\"'[] ")
            if BIRTH_CUE.fullmatch(column) and _DATE.fullmatch(" " + value.strip()):
                lead = len(value) - len(value.lstrip())
                out.append(
                    Finding(
                        offset + s0 + lead,
                        offset + s0 + lead + len(value.strip()),
                        "birth_date",
                        "date_of_birth",
                    )
                )
                continue
            if _person_label(column or "-"):
                for s, e in _value_at(value, 0, 2):
                    if (offset + s0 + s, offset + s0 + e) not in taken:
                        out.append(Finding(offset + s0 + s, offset + s0 + e, "name", "person_name"))
    return out


def person_names(text: str) -> list[Finding]:
    """People's names in ``text`` where a field, a column or a layout says the value is one, and
    the numbers of the record a name was found in (category ``national_id``)."""
    if len(text) < 6:
        return []
    found = _labelled(text) + _layouts(text)
    if any(c.isdigit() for c in text):
        found += _near_numbers(text, sorted(found, key=lambda f: f.start))
    return found + _tables(text)
