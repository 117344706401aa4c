"""The report in a real browser: Debian's headless Chromium driven through chromedriver (selenium).

Checks that the page logs no console error (a blocked script or style, a failed load, a script
error), that every figure has drawn data, that sorting works, that a session opens as a
transcript with results and reasoning collapsed, and that markup in a trace stays text. Saves a
screenshot of the page and of an open session under the test's temporary folder.

Nothing is installed here: without ``chromium`` and ``chromedriver`` on the PATH (Debian's
``chromium`` and ``chromium-driver`` packages, which ``.ci/run`` installs) the test is skipped
with that reason, counted in pytest's summary.
"""

from __future__ import annotations

import json
import os
import shutil

import pytest
from conftest import FIXTURES
from test_report import HOSTILE, fixtures_with_hostile

from agent_traces.html_report import write_report

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--window-size=1400,1800",
)

pytestmark = pytest.mark.skipif(
    not (CHROMIUM and CHROMEDRIVER),
    reason="no browser: Debian's chromium and chromium-driver are not installed (.ci/run installs them)",
)


@pytest.fixture
def browser(tmp_path, monkeypatch):
    monkeypatch.setenv("SE_OFFLINE", "true")  # selenium must never download a browser or driver
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={tmp_path / 'chromium-profile'}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(executable_path=CHROMEDRIVER))
    try:
        yield driver
    finally:
        driver.quit()


def console_errors(driver) -> list[str]:
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def test_the_report_works_in_chromium(tmp_path, browser):
    from selenium.webdriver.common.by import By

    folder = fixtures_with_hostile(tmp_path)
    long_name = folder / "zz_long" / "long.jsonl"  # a session title with no place to break
    long_name.parent.mkdir()
    long_name.write_text(
        json.dumps({"type": "session", "harness": "my-agent", "id": "long", "name": "refactor_" * 40}) + "\n"
        + json.dumps({"type": "message", "message": {"role": "user", "content": "hi", "timestamp": 1782900000000}}) + "\n"
        + json.dumps({"type": "message", "message": {"role": "assistant", "content": "ok", "timestamp": 1782900001000}}) + "\n",
        encoding="utf-8",
    )  # fmt: skip
    report = tmp_path / "report.html"
    write_report(str(folder), report)
    browser.get(report.as_uri())
    assert browser.title == "Agent traces report"
    assert console_errors(browser) == []

    # every figure has data drawn: elements marked data-* with a visible size
    figures = browser.find_elements(By.CSS_SELECTOR, "figure.plot")
    assert len(figures) == report.read_text(encoding="utf-8").count('<figure class="plot"') >= 7
    for figure in figures:
        drawn = browser.execute_script(
            "return Array.from(arguments[0].querySelectorAll('[id^=\"data-\"]'))"
            ".filter(function (e) { var b = e.getBoundingClientRect(); return b.width > 0 && b.height > 0; }).length",
            figure,
        )
        assert drawn > 0, figure.get_attribute("id")
    browser.save_screenshot(str(tmp_path / "report.png"))

    # sorting by a number column, both ways
    header = browser.find_element(By.XPATH, "//table[@id='sessions']/thead/tr/th[.='messages']")
    header.click()
    column = [
        int(td.get_attribute("data-sort"))
        for td in browser.find_elements(By.CSS_SELECTOR, "#sessions tbody td:nth-child(5)")
    ]
    assert column == sorted(column) and len(column) > 40
    header.click()
    column = [
        int(td.get_attribute("data-sort"))
        for td in browser.find_elements(By.CSS_SELECTOR, "#sessions tbody td:nth-child(5)")
    ]
    assert column == sorted(column, reverse=True)

    # a session with tool calls and reasoning opens as a transcript
    row = browser.find_element(
        By.XPATH, "//table[@id='sessions']/tbody/tr[td[3][starts-with(., 'Why does the page run')]]"
    )
    row.click()
    transcript = browser.find_element(By.ID, "transcript")
    messages = transcript.find_elements(By.CSS_SELECTOR, ".msg")
    assert [m.get_attribute("class") for m in messages] == [
        "msg system", "msg user", "msg assistant", "msg tool", "msg tool", "msg assistant"
    ]  # fmt: skip
    calls = transcript.find_elements(By.CSS_SELECTOR, ".call")
    assert [c.find_element(By.TAG_NAME, "b").text for c in calls] == ["→ grep", "→ read_file"]
    assert '"pattern": "innerHTML"' in calls[0].find_element(By.TAG_NAME, "pre").text
    details = transcript.find_elements(By.TAG_NAME, "details")
    assert len(details) == 3 and not any(d.get_attribute("open") for d in details)  # reasoning + 2 results
    assert "<script>alert('hi')</script>" in messages[1].text
    browser.save_screenshot(str(tmp_path / "session.png"))

    # markup inside a trace is shown as text and never runs
    hostile = browser.find_element(By.XPATH, "//table[@id='sessions']/tbody/tr[td[2]='b_evil_b']")
    assert hostile.find_element(By.XPATH, "td[3]").text.startswith("title </script><script>window.pwned=1")
    hostile.click()
    text = browser.find_element(By.ID, "transcript").text
    assert HOSTILE in text
    assert browser.execute_script("return window.pwned === undefined")
    assert (
        browser.find_elements(By.CSS_SELECTOR, "#transcript img, #transcript script, main b:not(.call b)")
        == []
    )
    assert console_errors(browser) == []

    # the whole sessions table fits the page at 1400 px: long session names wrap
    right = browser.execute_script(
        "var t = document.getElementById('sessions'), box = t.parentElement.getBoundingClientRect();"
        "var last = t.tHead.rows[0].cells[t.tHead.rows[0].cells.length - 1].getBoundingClientRect();"
        "return [last.right, box.right, t.parentElement.scrollWidth, t.parentElement.clientWidth];"
    )
    assert right[0] <= right[1] + 1 and right[2] <= right[3] + 1, right

    # context the tool injected is drawn as injected, collapsed, never as a USER message
    injected = browser.execute_script(
        "var data = JSON.parse(document.getElementById('sessions-data').textContent);"
        "for (var i = 0; i < data.length; i++) { if (data[i].messages.some(function (m) { return m.injected; })) return i; }"
        "return -1;"
    )
    assert injected >= 0
    browser.execute_script(f"window.agentTracesOpenSession({injected})")
    shown = browser.find_elements(By.CSS_SELECTOR, "#transcript .msg.injected")
    assert shown and all(
        m.find_element(By.CSS_SELECTOR, ".role").text.startswith("INJECTED BY THE TOOL") for m in shown
    )
    assert all(m.find_elements(By.TAG_NAME, "details") for m in shown)
    assert console_errors(browser) == []
    assert (
        os.path.getsize(tmp_path / "report.png") > 10_000
        and os.path.getsize(tmp_path / "session.png") > 10_000
    )


def test_the_report_of_a_dataset_folder_works_in_chromium(tmp_path, browser):
    from selenium.webdriver.common.by import By

    from agent_traces.cli import main

    out = tmp_path / "dataset"
    assert (
        main(
            ["convert", "agent_traces", str(FIXTURES), "-o", str(out), "--redact-secrets", "--traces", "sts"]
        )
        == 0
    )
    report = tmp_path / "report.html"
    write_report(str(out), report)
    browser.get(report.as_uri())
    assert console_errors(browser) == []
    assert len(browser.find_elements(By.CSS_SELECTOR, "#sessions tbody tr")) > 40
    browser.execute_script("window.agentTracesOpenSession(0)")
    assert browser.find_elements(By.CSS_SELECTOR, "#transcript .msg")
    assert console_errors(browser) == []
