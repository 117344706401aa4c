"""A quoted literal that meets a password policy is a password wherever it stands; the quoted
strings code gives all four character classes stay (issue 31, round 8)."""

from __future__ import annotations

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.policy_passwords import meets_policy, policy_password_spans

PASSWORD = "Quokka582!v7Rd"


@pytest.mark.parametrize(
    "template",
    [
        "knife[:openstack_password] = '{pw}'",
        'def sql = Sql.newInstance("jdbc:mysql://db2:3306/crm", "crm_ro", "{pw}", "com.mysql.cj.jdbc.Driver")',
        'client.username_pw_set("sensor07", "{pw}")',
        '[NSURLCredential credentialWithUser:@"kiosk" password:@"{pw}" persistence:0]',
        "$ vsql -h vertica01 -U dbadmin -w '{pw}' -c 'SELECT 1;'",
        "$ echo '{pw}' | saslpasswd2 -a memcached -c -p admin",
        '{{"command": "mysql -u root -p\\"{pw}\\" app"}}',
        "conn = connect(`{pw}`)",
    ],
)
def test_a_policy_password_is_found_in_any_slot(template: str) -> None:
    text = template.format(pw=PASSWORD)
    out = Redactor().redact_text(text)
    assert PASSWORD not in out
    assert "<SECRET_" in out


@pytest.mark.parametrize(
    "value",
    ["P@ssw0rd2024", "Tr0ub4dor&3x", "Summer2026!Go", "x9#Kd2mQ", "marble697%JJib.", "Osprey257*X0mo_"],
)
def test_passwords_meet_the_policy(value: str) -> None:
    assert meets_policy(value)


@pytest.mark.parametrize(
    "value",
    [
        # fewer than four classes: the usual strings of code
        "test-session-123",
        "gpt-5.1-codex",
        "microsoft/Phi-3-mini-4k-instruct",
        "width:16px;height:16px;color:#25D366",
        "background:#F97316",
        "hunter22",
        "Password",
        # all four classes, but a structure of code
        "index.html#AEN14",
        "The-Basics.html#index-ffi_005fcall",
        "a-zA-Z0-9_$",
        "&#x3C;Buffer",
        "@__f2py_DOUBLE_STAR@",
        "VS%0.f0COMNTOOLS",
        "E!0.dev0",
        "Gh#34708",
        "PKCS#8v2",
        "Integer*-1",
        "30000*a-100*b-0-None--1",
        "Microsoft.VC14*.CRT",
        "MachineState.START#20-27",
        "pthread_create@@GLIBC_2.2.5",
        "!_2026_BUDGETS_2026-04-01.xlsx",
        "Jane.Doe42@Example.com",
        "John+13%3A23&version=WEB",
        "#44~22.04.1-Ubuntu",
        "${DB_PASSWORD}",
        "P@ss+word",
    ],
)
def test_code_strings_do_not_meet_the_policy(value: str) -> None:
    assert not meets_policy(value)
    assert not policy_password_spans(f'x = "{value}"')


def test_quoted_literals_and_lone_tokens_are_read() -> None:
    assert policy_password_spans(f"x = '{PASSWORD}'") == [(5, 5 + len(PASSWORD), "policy_password")]
    assert policy_password_spans(f"Key Content            : {PASSWORD}") == [
        (25, 25 + len(PASSWORD), "policy_password")
    ]
    assert policy_password_spans(f"MqttPassword {PASSWORD}; Topic x") == [
        (13, 13 + len(PASSWORD), "policy_password")
    ]
    assert not policy_password_spans(f"path/{PASSWORD}")
    assert not policy_password_spans(f"see {PASSWORD}x/y.html")


@pytest.mark.parametrize(
    "token",
    [
        "button1_Text?.let",
        "Http2ServerRequest#setTimeout",
        "pre-GH#55782",
        "2^bitLength",
        "Integer*1",
        "Zlatkovi&#263;",
        "U+02d4-U+02D5,",
        "Armv8-a+",
        "??100KiB",
    ],
)
def test_tokens_of_code_and_documentation_stay(token: str) -> None:
    assert not policy_password_spans(f"see {token} here")
