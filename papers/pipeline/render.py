"""Fills papers/layoutlab.template.md with one run's results.

A placeholder `{{key}}` is replaced by the text of results[key]: a number, a table
(`{{table:name}}`) or a source excerpt (`{{code:name}}`). Nothing else in the template changes.
A key that the results do not hold stops the rendering (a paper never shows a blank)."""

import json
import re
import sys

PLACEHOLDER = re.compile(r"\{\{([a-z0-9_:.\-]+)\}\}")


def render(template, values):
    missing = sorted({m for m in PLACEHOLDER.findall(template) if m not in values})
    if missing:
        raise KeyError("no result for " + ", ".join(missing))
    return PLACEHOLDER.sub(lambda m: values[m.group(1)]["text"], template)


def main(template_path, results_path, out_path):
    with open(template_path, encoding="utf-8") as f:
        template = f.read()
    with open(results_path, encoding="utf-8") as f:
        values = json.load(f)
    try:
        text = render(template, values)
    except KeyError as error:
        sys.exit(f"error: {template_path}: {error.args[0]}")
    with open(out_path, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main(*sys.argv[1:4])
