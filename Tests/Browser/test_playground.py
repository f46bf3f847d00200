#!/usr/bin/env python3
"""The playground page in a real headless browser (Debian's chromium and chromium-driver, Python
selenium): starts `layoutlab serve --port 0`, loads the page, types layouts into the editor and
checks that the picture follows, that a source error is shown at its line, that hovering a view
shows its frame and its negotiation from /api/trace (with rule IDs), and that the browser console
has no errors.

Usage: python3 Tests/Browser/test_playground.py [path/to/layoutlab]
(default: the debug build, .build/debug/layoutlab). Ends with `N passed, N failed`.
"""
import re
import subprocess
import sys
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
WAIT_SECONDS = 20
results = []


def check(name, condition, detail=""):
    results.append((name, bool(condition)))
    print(("PASS " if condition else "FAIL ") + name + ("" if condition else f": {detail}"), flush=True)


def start_server(executable):
    """`layoutlab serve --port 0`, and the address it prints."""
    server = subprocess.Popen([str(executable), "serve", "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = server.stdout.readline()
        match = re.search(r"open (http://[0-9.]+:[0-9]+/)", line)
        if match:
            return server, match.group(1)
        if not line and server.poll() is not None:
            break
    server.kill()
    raise SystemExit("layoutlab serve did not start")


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,1000"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def type_source(driver, text):
    """Replaces the editor's text by typing `text`, as a person would (one input event per key)."""
    editor = driver.find_element(By.ID, "source")
    editor.click()
    editor.send_keys(Keys.CONTROL, "a")
    editor.send_keys(Keys.DELETE)
    editor.send_keys(text)


def rects(driver, view_id):
    return driver.find_elements(By.CSS_SELECTOR, f'#picture svg rect[data-id="{view_id}"]')


def wait_for(driver, condition):
    try:
        return WebDriverWait(driver, WAIT_SECONDS).until(lambda d: condition(d))
    except Exception:
        return None


def main():
    executable = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / ".build/debug/layoutlab"
    server, address = start_server(executable)
    driver = browser()
    try:
        driver.get(address)
        check("the page loads with the editor and the picture",
              driver.find_element(By.ID, "source").tag_name == "textarea"
              and wait_for(driver, lambda d: rects(d, "title")),
              "no view with id 'title' drawn from the example")
        check("both engines are drawn side by side by default",
              len(rects(driver, "title")) == 2
              and {r.get_attribute("data-engine") for r in rects(driver, "title")} == {"reference", "constraint"})
        check("the engines agree on the example", "agree" in driver.find_element(By.ID, "verdict").text)

        type_source(driver, 'Color.green.frame(width: 120, height: 30).id("box")')
        box = wait_for(driver, lambda d: rects(d, "box") and not rects(d, "title"))
        check("typing a new layout draws its view", box, "no view with id 'box' after typing")
        check("the new view has the frame typed (120×30)",
              box and rects(driver, "box")[0].get_attribute("width") == "120"
              and rects(driver, "box")[0].get_attribute("height") == "30")

        type_source(driver, 'Color.green.frame(width: 200, height: 30).id("box")')
        check("editing the width changes the frame",
              wait_for(driver, lambda d: rects(d, "box") and rects(d, "box")[0].get_attribute("width") == "200"))

        ActionChains(driver).move_to_element(rects(driver, "box")[0]).perform()
        check("hovering a view shows its frame and proposal",
              wait_for(driver, lambda d: "200×30" in d.find_element(By.ID, "inspector").text
                       and "proposal" in d.find_element(By.ID, "inspector").text),
              driver.find_element(By.ID, "inspector").text)

        # The iPhone's 390 less the spacing (8) and the fixed 50: the HStack offers the Color 332
        # (HSTACK-3), a step only the trace shows.
        type_source(driver, 'HStack {\n    Color.red.frame(width: 50)\n    Color.blue.id("blue")\n}')
        blue = wait_for(driver, lambda d: rects(d, "blue"))
        if blue:
            ActionChains(driver).move_to_element(blue[0]).perform()
        trace = wait_for(driver, lambda d: d.find_elements(By.ID, "trace")
                         and "HSTACK-3 share of avail" in d.find_element(By.ID, "trace").text
                         and d.find_element(By.ID, "trace"))
        check("hovering a view shows its negotiation from the trace, with rule IDs",
              trace and "proposes 332 × 763 [HSTACK-3 share of avail] → 332×763" in trace.text,
              driver.find_element(By.ID, "inspector").text)

        type_source(driver, 'VStack {\n    Text("a"\n}')
        error = wait_for(driver, lambda d: d.find_element(By.ID, "error").is_displayed()
                         and d.find_element(By.ID, "error"))
        check("a source error is shown at its line and column",
              error and error.text.startswith("line 3, column 1: unexpected '}'"),
              error.text if error else "no error shown")
        check("the error's line is marked in the gutter",
              wait_for(driver, lambda d: d.find_elements(By.ID, "error-line"))
              and driver.find_element(By.ID, "error-line").text == "3")

        type_source(driver, 'Text("fixed").id("fixed")')
        check("fixing the source clears the error and draws again",
              wait_for(driver, lambda d: rects(d, "fixed") and not d.find_element(By.ID, "error").is_displayed()))

        Select(driver.find_element(By.ID, "device")).select_by_value("mac")
        check("choosing a device lays out in its proposal (a Mac window, 800 wide)",
              wait_for(driver, lambda d: (d.execute_script(
                  "return document.querySelector('#picture svg').getAttribute('viewBox')") or "")
                  .startswith("0 -18 1640 ")))

        logs = driver.get_log("browser")
        # The one deliberate 4xx: the bad source's 422 from /api/, which Chromium logs as a
        # failed resource load. Anything else (a script error, another failed load) fails.
        unexpected = [entry for entry in logs if entry["level"] == "SEVERE"
                      and not (entry.get("source") == "network" and "/api/" in entry["message"]
                               and "422" in entry["message"])]
        check("no browser console errors", not unexpected, unexpected)
    finally:
        driver.quit()
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
    passed = sum(1 for _, ok in results if ok)
    failed = len(results) - passed
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
