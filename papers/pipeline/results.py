"""The numbers of one run: every value the paper quotes, with the command that produced it.

A value is stored under a dotted key (`differential.exact.full.agreed`) as its raw number, the
text the paper prints, and its source: the command line (or file) it was read from. Tables are
Markdown text under `table:<name>`, source excerpts under `code:<name>`. `papers/results.json`
holds one run's values; the template names them as `{{key}}`.
"""

import json


class Results:
    def __init__(self):
        self.values = {}

    def number(self, key, value, source, text=None, digits=None):
        """Records a number; `text` defaults to a thousands-separated integer or `digits`
        significant decimals (a float)."""
        if text is None:
            text = format_number(value, digits)
        self.values[key] = {"value": value, "text": text, "source": source}
        return value

    def text(self, key, text, source):
        """Records a piece of text (a name, a date, a version) that the paper quotes verbatim."""
        self.values[key] = {"value": text, "text": text, "source": source}

    def table(self, name, markdown, source):
        self.values["table:" + name] = {"value": None, "text": markdown.rstrip("\n"), "source": source}

    def code(self, name, text, source):
        self.values["code:" + name] = {"value": None, "text": text.rstrip("\n"), "source": source}

    def write(self, path):
        with open(path, "w", encoding="utf-8") as out:
            json.dump(self.values, out, indent=1, sort_keys=True, ensure_ascii=False)
            out.write("\n")


def format_number(value, digits=None):
    if value is None:
        return "–"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return f"{value:,}"
    if digits is None:
        digits = 3
    if value != 0 and abs(value) >= 10 ** digits:
        return f"{value:,.0f}"
    return f"{value:.{digits}g}" if abs(value) < 1 else f"{value:,.{max(digits - len(str(int(abs(value)))), 0)}f}"


def percent(part, whole, digits=3):
    """`part` of `whole` as a percentage text with `digits` significant digits (e.g. 99.98)."""
    if whole == 0:
        return "–"
    share = 100.0 * part / whole
    if share in (0.0, 100.0):
        return f"{share:.0f}"
    text = format_number(share, digits)
    # A share that is not all or nothing never prints as 100 or 0: add digits until it shows.
    while text.replace(",", "").rstrip("0").rstrip(".") in ("100", "0") and digits < 12:
        digits += 1
        text = format_number(share, digits)
    return text
