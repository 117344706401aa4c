"""Round 11 of issue 31: a person's name where a record says a value is one (a field or label of
any language, a role, a column, a layout that holds only names) and the numbers of that record;
device and tracking ids by class, birth dates as clock numbers and events, logins by their key
or column; credentials answered to a password prompt, printed under their own label, or in a
vendor's prefixed layout; round 12's names in more layouts and scripts (IATA, salutations, Thai,
Chinese), coordinates by their signs, logins in more listings, passphrases, stream and TSIG keys.
Each rule with the neighbours that must stay."""

from __future__ import annotations

import pytest

from agent_traces.redact import Redactor


@pytest.fixture(scope="module")
def red() -> Redactor:
    return Redactor(usernames=[], hostnames=[])


# (text, value that must be gone)
FOUND = [
    # names by a field or label of their language
    ("사번,성명,입사일\nE20738,MENSAH SIONE,2024-03-04\n", "MENSAH SIONE"),
    ("Họ và tên: Huỳnh Ngọc Thị Hương\nNgày sinh: __/__/____\n", "Huỳnh Ngọc Thị Hương"),
    ("Ονοματεπώνυμο: Παναγιωτοπούλου Παναγιώτης του Ευαγγελία\n", "Παναγιωτοπούλου Παναγιώτης"),
    ('{"customerLastName": "Castellanos", "plan": "gold"}', "Castellanos"),
    (
        "INSERT INTO drivers (fio, vu_number) VALUES ('Nakashima Joaquin', '77 12 345678');",
        "Nakashima Joaquin",
    ),
    ("INSCRITO 1: MARTÍNEZ ORTEGA, NEREA\n", "MARTÍNEZ ORTEGA"),
    ("INSCRITO 1: MARTÍNEZ ORTEGA, NEREA\n", "NEREA"),
    ("Caratulado: CASTELLANOS / KWABENA RAKOTOMALALA\n", "KWABENA RAKOTOMALALA"),
    ("DEMANDEUR : M. BAPTISTA Tomasz\n", "BAPTISTA Tomasz"),
    (
        "<contact:name>Nomvula Lindqvist</contact:name>\n<contact:email>nl@mail.co.za</contact:email>",
        "Nomvula Lindqvist",
    ),
    ("Name: FARIDA BAPTISTA\nIndex number: 90388319013\n", "FARIDA BAPTISTA"),
    ("primaryEmail,name.givenName,name.familyName\nrc@mail.org,Ruslan,Castellanos\n", "Castellanos"),
    ("Name (Original Name),User Email\nMehmet Rakotomalala,mr@x.org\n", "Mehmet Rakotomalala"),
    # layouts that hold only names
    ("0 @I216@ INDI\n1 NAME Lucia /Haddad/\n", "Lucia /Haddad/"),
    ("fh:x:6018:6018:Farida Haddad,,,:/home/fh:/bin/bash\n", "Farida Haddad"),
    (
        '{"name": [{"text": "Kwabena Farida Andrianina", "family": "Andrianina", "given": ["Kwabena"]}]}',
        "Andrianina",
    ),
    ("Ruslan's iPhone (17.5.1)\n", "Ruslan"),
    ("Referring GP: Dr Mehmet Lindqvist (IMC No. 515135)\n", "Mehmet Lindqvist"),
    # a name recurs: the DN of the account whose Name was read
    (
        "DistinguishedName : CN=Zeynep Abdullaeva,OU=Staff\nGivenName : Zeynep\nName : Zeynep Abdullaeva\n",
        "CN=Zeynep",
    ),
    # the numbers of a person's record
    ("Index number: 90388319013\nName: FARIDA BAPTISTA\n", "90388319013"),
    ("Referring GP: Dr Mehmet Lindqvist (IMC No. 515135)\n", "515135"),
    ("LOCAL_ID,TX_UNIQUE_ID,LAST_NAME,FIRST_NAME\n725034,7148014432,Nurmagambetov,Ilona\n", "7148014432"),
    ("TIPO_DOC;NRO_DOCUMENTO;APELLIDO1\nTI;1129640028;QUISPE\n", "1129640028"),
    # devices, tracking, birth, logins, phones, cases
    ('{"anonymousId": "6a0a4ebf-d2e0-4b9b-9325-dcaf44714363"}', "6a0a4ebf-d2e0"),
    ('{"device_id": "_SPpKi3ybHlcoIBKqx2dF", "platform": "Android"}', "_SPpKi3ybHlcoIBKqx2dF"),
    ('{"user_data": {"fbp": "fb.1.1560201747304.439722701"}}', "fb.1.1560201747304"),
    (
        "AdvertisingInfo\n    Enabled    REG_DWORD    0x1\n    Id    REG_SZ    C94944F2-CDE3-498D-8735-7176FA54D6F6\n",
        "C94944F2",
    ),
    ('{"customer_id":"56722616","birth_ts":{"long":590198400000}}', "590198400000"),
    ("patient {\n  birth_date {\n    seconds: 629510400\n  }\n}\n", "629510400"),
    ("1 BIRT\n2 DATE 11 JUN 1992\n", "11 JUN 1992"),
    ("DTSTART;VALUE=DATE:19890729\nRRULE:FREQ=YEARLY\nSUMMARY:Kwabena's birthday\n", "19890729"),
    ('{"Users": [{"Path": "/", "UserName": "abdullaeva_marisol"}]}', "abdullaeva_marisol"),
    ("User ivirtanen57 may run the following commands on build-07:\n", "ivirtanen57"),
    (
        "COMMAND   PID USER           FD   TYPE DEVICE SIZE/OFF NODE NAME\npython3 7078 siosaiaabd623  7u  IPv4 1 0t0 TCP *:80\n",
        "siosaiaabd623",
    ),
    ("username,password,firstname\nharutomwa174,changeme,Haruto\n", "harutomwa174"),
    ("[0] NVIDIA A100 | 61°C,  98 % | 31845 / 40960 MB | ruslankar902(31842M)\n", "ruslankar902"),
    ("You have sent FJD 40.00 to +679 786 8554. Ref 5PXPZ4C5PL\n", "786 8554"),
    ('{"debitParty": [{"key": "msisdn", "value": "0349461024"}]}', "0349461024"),
    ("response = paynow.send_mobile(payment, '0786168174', 'ecocash')\n", "0786168174"),
    ("N° RG 23/72543 - N° Portalis DBVX\n", "23/72543"),
    ("R.G. n. 2271/2023\n", "2271/2023"),
    # credentials
    (' +rcon.port 28016 +rcon.password "Oilrig.pOYzBn" +rcon.web 1\n', "pOYzBn"),
    (
        'modrinth {\n    token.set("mrp_vV4CCQdrJTn8cX5DN71daA7CQrXN9jFVZ2OdcS3rMOhSfNZCvHUejETAgqap")\n',
        "vV4CCQdrJTn8",
    ),
    (
        "[keys]\nhttps://hosted.weblate.org/api/ = wlu_B8vPn3VoCWnCbpPqgw8BjZzCkj4Xyfz0qomrpcjf\n",
        "B8vPn3VoCW",
    ),
    ('spawn ssh admin@10.0.0.1\nexpect "password:"\nsend "Trunk34@anmu\\r"\n', "Trunk34@anmu"),
    ("child.expect('Password:')\nchild.sendline('hunter2-Xy')\n", "hunter2-Xy"),
    (
        "API key for 'nginx-edge-01':\n\n   hXFWmb3ceYhHDx1MtnSrTt5Jgq7jHVNp\n\nPlease keep this key\n",
        "hXFWmb3ceYhHDx1M",
    ),
    # round 12: names in more layouts and scripts, a person's row's long numbers
    ("ชื่อ-นามสกุล: นายศิริพร แก้วมณี\n", "ศิริพร"),
    ("收件人: 次仁\n电话: 13800000000\n", "次仁"),
    ("Assistito: SANTORO LORENZO - farmaco: ramipril\n", "SANTORO LORENZO"),
    ("ean;naam;adres;product\n871684575870858966;Joost Visser;Oudegracht 188;ELK\n", "Joost Visser"),
    ("ean;naam;adres;product\n871684575870858966;Joost Visser;Oudegracht 188;ELK\n", "871684575870858966"),
    ("RP/WAWPL28AA/WAWPL28AA   AA/SU  14JUN25/0912Z   M8W3D6\n  1.SZYMANSKA/PRZEMYSLAW MR\n", "SZYMANSKA"),
    ("M1ZIELINSKI/AGNIES    EAZ3CVP WAWFRALH 1347 140Y025A0094 100\n", "ZIELINSKI"),
    ("> SRDOCS LO HK1-P-POL-KV7663616-POL-07AUG48-F-10MAR31-WISNIEWSKA-GRZEGORZ/P1\n", "WISNIEWSKA"),
    ("Dear Nakashima-Nakashima Cornelius,\nYour application reference: GWF012345678\n", "Cornelius"),
    ("at N 53° 56.968 E 010° 56.225, please ring\n", "56.968"),
    ('{"latLng": "35.0655164°, 136.3135291°"}', "35.0655164"),
    ('{"Arn": "arn:aws:iam::123456789012:user/agnieszka.zielinski"}', "agnieszka.zielinski"),
    ("user\ttags\nguest\t[administrator]\nckowalczyk70\t[administrator]\n", "ckowalczyk70"),
    ("r73653 | tfigueiredo38 | 2025-06-12 16:04:51 +0200 (Thu, 12 Jun 2025) | 1 line\n", "tfigueiredo38"),
    (" Role name |  Attributes\n-----------+-----------\n federica_figu58 | Create DB\n", "federica_figu58"),
    ('dob = structure(11808, class = "Date")', "11808"),
    # round 12: credentials where a protocol or a passphrase puts them
    (' wpa-passphrase "Pepper maple tundra 17"\n', "tundra 17"),
    ('  TAURI_SIGNING_PRIVATE_KEY_PASSWORD: "Herbst orbit 1213"\n', "orbit 1213"),
    ('PubPoint.SetDistributionUserNamePassword("relay-edge", "Orbit369nairobi")\n', "Orbit369nairobi"),
    ("ffmpeg -f flv rtmp://a.rtmp.youtube.com/live2/jtvy-ed99-w3dm-rufr-jq3n\n", "jtvy-ed99"),
    (
        "nsupdate -y hmac-sha256:acme-update:q3Mu8DOzOQ6F6sy5o5q3ASFPNFU8exUfDKE2nMCjP34= <<EOF\n",
        "q3Mu8DOzOQ6F6sy5",
    ),
    (
        "-----BEGIN PRIVATE KEY for erd1qqqqpgqhe8t5jewej70zup-----\nNGY2ZDMwZjFjNjRkNmFkNDQ0ZGU5YjVjZGFhMjNjZjg1\n"
        "MTU4Zjk0OTEwN2Y4NDBmMTkyM2NmOWQ5MTBlMWQ4NjRl\n-----END PRIVATE KEY for erd1qqqqpgqhe8t5jewej70zup-----\n",
        "MTU4Zjk0OTEwN2Y4",
    ),
]


@pytest.mark.parametrize(("text", "value"), FOUND)
def test_round_11_found(red: Redactor, text: str, value: str) -> None:
    assert value not in red.redact_text(text)


STAY = [
    # a CI step, a package, a font, a type annotation, a company, a class name
    "jobs:\n  build:\n    name: Build And Test\n    steps:\n      - name: Set Up Python\n",
    '{"name": "My App", "version": "1.0.0", "description": "A tool"}',
    "font-family: Inter, sans-serif\nclient: HttpClient\n",
    "Customer: Acme Corp\nRecipient: Finance Team\nClient: Claude Code\nTitular: Nueva Ley Aprobada\n",
    # an import list: one name a line, no header of names
    "from pyarrow._flight import (\n    FlightClient,\n    Location,\n    Result,\n    Ticket,\n)\n",
    "first_name = user.first_name\nlast_name = form.cleaned_data['last_name']\n",
    # the names documentation gives to no one
    'full_name = "John Doe"\nkontakt = {"name": "Max Mustermann", "email": "max@example.com"}\n',
    # an achievement named near a word that contains "born"
    "{ id: 'natural-born', name: 'Natural Born', icon: 'x', desc: 'Roll a 20' }",
    # a system account, a header after a header
    "COMMAND  PID  USER   FD   TYPE DEVICE SIZE/OFF NODE NAME\ncaddy    3467 caddy    9u  IPv6  21345 0t0 TCP *:443\n",
    # an order number with no person in its block, a date in an id column
    "Order No: 1234567 shipped on 2024-01-01\n",
    # a public key under its label, a hex digest under a prefix, prose with "Pass"
    "Public key:\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n",
    "sha_3f8a9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b\n",
    "Pass 'user,assistant,tool' to include tool output\n",
    # a prompt answered with a variable, a version under a dotted number
    'expect "password:"\nsend "$pw\\r"\n',
    "You have sent it to version 1.2.3.4567. Done\n",
    # round 12: greetings to no one, angles, prompts and templates under password names
    "Hello World,\nHi Team,\nDear Customer,\nDear Sir or Madam,\n",
    "rotate 45.5° and 12.25°\n",
    'password: "Enter your password 1"\nlabel = "Password (min 8 chars)"\n',
    'user.set_password(form.cleaned_data["password1"])\n',
    "ffmpeg -f flv rtmp://localhost/live/{stream_key}\nrtmp://localhost:1935/live/stream\n",
]


@pytest.mark.parametrize("text", STAY)
def test_round_11_neighbours_stay(red: Redactor, text: str) -> None:
    assert red.redact_text(text) == text
