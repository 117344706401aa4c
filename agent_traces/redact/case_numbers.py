"""Court and case numbers: the number of a proceeding names the people in it (issue 31, round 10).

A case number is public in a court's register, but in a session it sits next to the parties'
names, and with the number anyone can look the case up. Two kinds of proof:

- **a layout only courts write**: the US federal courts' PACER/CM-ECF ``1:18-cv-14402``, China's
  ``（2020）浙0106执95709号``, Japan's ``令和2年(ネ)第15615号``, Korea's ``2018가합6531`` (a year,
  a case-type code of the Supreme Court's rules, a serial);
- **a case cue of its language, then a number**: ``Case No.``, ``Docket No.``, ``Aktenzeichen``,
  ``Ihr Zeichen``, ``Sygnatura akt``, ``Nomor perkara``, ``Processo n.º``, ``N.I.G.``, ``Radicado``,
  ``Expediente``, ``№ справи``/``Справа №``, ``дело №``, ``Провадження №``, ``事件番号``, ``案号``,
  ``사건번호``, ``คดีหมายเลขดำที่``, India's ``CNR``, France's ``RG n°``/``N° RG``, Italy's ``R.G. n.``,
  Chile's ``Rol:``: the first token after it
  with three digits or more (``6 O 9153/24``: ``9153/24``; ``ผบ.13150/2567``).

Counted as ``national_id`` (``--keep national_id`` keeps them).
"""

from __future__ import annotations

import re

from .findings import Finding

_LAYOUTS = re.compile(
    r"(?<![\w:])\d:\d{2}-(?:cv|cr|bk|mj|mc|md|ap|po|sw|mdl)-\d{3,6}(?:-[A-Z]{2,5}){0,3}(?![\w-])"
    r"|[（(](?:19|20)\d{2}[）)][\u4e00-\u9fff]{1,2}\d{0,4}[\u4e00-\u9fff]{1,4}\d{1,7}号"
    r"|(?:令和|平成|昭和)(?:\d{1,2}|元)年[（(][\u3040-\u30ff\u4e00-\u9fff]{1,3}[）)]第\d{1,7}号"
    r"|(?<!\d)(?:19|20)\d{2}(?:가합|가단|가소|고합|고단|구합|구단|드합|드단|느합|느단|카합|카단|타경|회합|하합|개회|하단|"
    r"헌가|헌마|헌바|노|도|누|두|나|다|머)\d{1,7}(?!\d)"
)

_CUE = re.compile(
    r"(?i)(?<![\w])(?:case[ \t]?(?:no\.|n[ºo°]|number|#)|docket[ \t]?(?:no\.?|number|#)|aktenzeichen|ihr[ \t]zeichen|"
    r"gesch[äa]ftszeichen|sygn(?:atura|\.)[ \t]akt|nomor[ \t]perkara|processo[ \t]n\.?[ \t]?[ºo°]|n\.[ \t]?i\.[ \t]?g\.|"
    r"n[úu]mero[ \t]de[ \t](?:proceso|radicado|expediente)|radicado|expediente[ \t]n[ºo°.]|"
    r"справ[аи][ \t]?№|№[ \t]?справи|провадження[ \t]?№|(?:по[ \t])?дел[ауо][ \t]?№|事件番号|案号|사건번호|"
    r"คดีหมายเลข(?:ดำ|แดง)(?:ที่)?|(?P<cnr>cnr)(?:[ \t]?(?:no\.?|number))?|\brg[ \t]n[°o]|n[°o][ \t]?rg\b|"
    # Italy's ``R.G. n.`` (ruolo generale), Chile's ``Rol:``/``ROL N°`` of a cause
    r"\br\.[ \t]?g\.[ \t]?(?:n\.|nr\.?|n[°o])|\brol(?:[ \t]n[°o])?[ \t]?:)"
)
_NEEDLES = (
    "case",
    "docket",
    "zeichen",
    "sygn",
    "perkara",
    "processo",
    "n.i.g",
    "radicado",
    "expediente",
    "справ",
    "провадження",
    "дел",
    "事件番号",
    "案号",
    "사건번호",
    "คดีหมายเลข",
    "cnr",
    "rg",
    "r.g",
    "rol",
)
_CNR = re.compile(r"[A-Z]{4}\d{12}")


def _value(text: str, pos: int) -> tuple[int, int] | None:
    """The first token of three digits or more within three tokens after ``pos`` on its line."""
    end = text.find("\n", pos)
    end = len(text) if end == -1 else min(end, pos + 80)
    for m in re.finditer(r"[^\s,;]+", text[pos:end]):
        token = m.group(0).rstrip(".)")
        if sum(c.isdigit() for c in token) >= 3 and len(token) >= 5:
            return pos + m.start(), pos + m.start() + len(token)
        if m.start() > 24:
            break
    return None


def case_numbers(text: str) -> list[Finding]:
    """Court and case numbers (see the module docstring)."""
    out = [Finding(m.start(), m.end(), "national_id", "case_number") for m in _LAYOUTS.finditer(text)]
    low = text.lower()
    if any(n in low for n in _NEEDLES):
        for m in _CUE.finditer(text):
            span = _value(text, m.end())
            if span is not None and (m.group("cnr") is None or _CNR.fullmatch(text[span[0] : span[1]])):
                out.append(Finding(*span, "national_id", "case_number"))
    return out
