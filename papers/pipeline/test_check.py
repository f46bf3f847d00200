"""Tests of check.py's hand-typed-number rule: it must catch a number outside the allowed places
and pass the allowed ones. Run: python3 papers/pipeline/test_check.py"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import check  # noqa: E402
import render  # noqa: E402


class HandTypedNumbers(unittest.TestCase):
    def test_a_typed_number_is_caught(self):
        self.assertEqual([n for n, _ in check.hand_typed_numbers("The engines agree.\nThey agree on 99 % of trees.")], [2])

    def test_a_number_next_to_a_placeholder_is_caught(self):
        self.assertEqual(len(check.hand_typed_numbers("{{a}} of 1,000 trees")), 1)

    def test_a_number_in_words_is_caught(self):
        lines = ["in seven profiles", "a thousand trees", "every hundredth of a point", "half the limit",
                 "Eight points", "the two engines agree once", "one model, solved twice"]
        self.assertEqual([n for n, _ in check.hand_typed_numbers("\n".join(lines))], [1, 2, 3, 4, 5])

    def test_a_number_word_inside_a_word_or_code_passes(self):
        self.assertEqual(check.hand_typed_numbers("often, tension, `seven`, {{a.half}}"), [])

    def test_allowed_places_pass(self):
        template = "\n".join([
            "## 3. The encoding",
            "1. first, with {{differential.exact.agreed}} trees and `HStack(spacing: 8)`",
            "HSTACK-4 and HSTACK-1..7 in §16, W1–W8, cited [4] and [1, 2].",
            "![Figure](figures/plot2.svg)",
            "as Table 2 shows (Sections 2 and 3, Figure 1).",
            "```swift", "Text(\"a\").frame(width: 100)", "```",
            "## References", "- [1] Someone. A paper. 2001.",
        ])
        self.assertEqual(check.hand_typed_numbers(template), [])

    def test_render_refuses_a_missing_key(self):
        with self.assertRaises(KeyError):
            render.render("{{nope}}", {})

    def test_render_fills_placeholders(self):
        self.assertEqual(render.render("a {{x}} b {{table:t}}", {"x": {"text": "1,000"}, "table:t": {"text": "|t|"}}),
                         "a 1,000 b |t|")


if __name__ == "__main__":
    unittest.main()
