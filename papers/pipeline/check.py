"""Checks that every number in papers/layoutlab.md comes from a generated artifact.

  check.py            (from anywhere; exit status 1 on any failure)

1. The paper is the template filled in from papers/results.json, byte for byte: nothing was
   edited by hand after rendering.
2. The template holds no hand-typed number. A digit may appear only in a placeholder
   (`{{key}}`), in code (fenced blocks and `inline code`: source text, commands and the rule
   book's literal constants), in a rule ID (`HSTACK-4`, `HSTACK-1..7`), a section sign (`§16`),
   a seed example's name (`W1`), a heading's or list item's number, a citation (`[3]`), a
   cross-reference (`Table 2`, `Sections 2 and 3`), a link or figure target, or the References section.
   Numbers written as words count too, from "three" up ("seven profiles", "a thousand trees",
   "every hundredth", "half"): "one", "two", "once" and "twice" stay allowed, as they name the
   design (two engines, one model), not a measurement.
3. Every result has the command (or file) it came from, and every figure the paper shows exists.
"""

import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import render  # noqa: E402

PAPERS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

ALLOWED = [
    render.PLACEHOLDER,
    re.compile(r"`[^`\n]*`"),                                   # inline code
    re.compile(r"\b[A-Z][A-Z]*(?:-[A-Z]+)*-\d+(?:\.\.\d+)?\b"),  # rule IDs
    re.compile(r"§\d+(?:\.\d+)*"),                               # rule-book sections
    re.compile(r"\bW\d\b"),                                      # the seed examples W1–W8
    re.compile(r"^#{1,6} \d+(?:\.\d+)*\.? ", re.M),              # numbered headings
    re.compile(r"^\s*\d+\. ", re.M),                             # ordered list items
    re.compile(r"\[\d+(?:, \d+)*\]"),                            # citations
    re.compile(r"\b(?:Sections?|Tables?|Figures?) \d+(?:(?:,| and) \d+)*"),  # cross-references
    re.compile(r"\]\([^)]*\)"),                                  # link and figure targets
]


NUMBER_WORDS = re.compile(
    r"\b(?:three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|"
    r"million|billion|dozens?|half|thrice|tenths?|hundredths?|thousandths?|millionths?|"
    r"third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b", re.I)


def hand_typed_numbers(template):
    """(line number, line) for every template line with a digit outside the allowed places."""
    body = template.split("\n## References", 1)[0]
    body = re.sub(r"```.*?```", lambda m: "\n" * m.group(0).count("\n"), body, flags=re.S)
    for pattern in ALLOWED:
        body = pattern.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), body)
    return [(i + 1, line) for i, line in enumerate(body.split("\n"))
            if re.search(r"\d", line) or NUMBER_WORDS.search(line)]


def main():
    failures = []
    with open(os.path.join(PAPERS, "layoutlab.template.md"), encoding="utf-8") as f:
        template = f.read()
    with open(os.path.join(PAPERS, "results.json"), encoding="utf-8") as f:
        values = json.load(f)
    with open(os.path.join(PAPERS, "layoutlab.md"), encoding="utf-8") as f:
        paper = f.read()

    try:
        if render.render(template, values) != paper:
            failures.append("papers/layoutlab.md is not the template filled in from papers/results.json "
                            "(edited by hand, or not regenerated: run papers/generate)")
    except KeyError as error:
        failures.append(f"the template names results the run does not hold: {error.args[0]}")

    template_lines = template.split("\n")
    for number, _ in hand_typed_numbers(template):
        failures.append(f"layoutlab.template.md:{number}: a number typed by hand: {template_lines[number - 1].strip()}")

    for key, value in values.items():
        if not value.get("source"):
            failures.append(f"results.json: {key} has no source")
    for figure in re.findall(r"!\[[^\]]*\]\(([^)]+)\)", template):
        if not os.path.exists(os.path.join(PAPERS, figure)):
            failures.append(f"the paper shows {figure}, which does not exist")

    for failure in failures:
        print(f"check: {failure}", file=sys.stderr)
    if failures:
        sys.exit(1)
    print(f"check: every number in papers/layoutlab.md comes from papers/results.json "
          f"({len(values)} results, {len(render.PLACEHOLDER.findall(template))} placeholders)")


if __name__ == "__main__":
    main()
