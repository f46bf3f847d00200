// BracketStructureTests.swift
// LayoutSourceTests
//
// Brackets that do not match are reported by the pre-scan (BracketStructure), before
// swift-syntax, whose error recovery is cubic in the number of unclosed brackets around a stray
// token: these inputs took 7 s to 33 s at 160 levels when they reached it.

import LayoutSource
import Testing

@Suite struct BracketStructureTests {
    @Test func `a stray token inside 200 unclosed parentheses is reported at the innermost one`() {
        let source = String(repeating: "(", count: 200) + "1 1" + String(repeating: "(", count: 200)
        expectError(source, line: 1, column: 403, "unterminated '(': expected ')'")
        let expression =
            "Text(\"p\").offset(x: 1, y: " + String(repeating: "(1 + ", count: 200) + " 1 1 + "
            + String(repeating: "(1 + ", count: 200)
        expectError(expression, line: 1, column: 27 + 200 * 5 + 7 + 199 * 5, "unterminated '('")
    }

    @Test func `a closer of the wrong kind names the bracket it should close`() {
        let source = String(repeating: "(", count: 160) + "1 1" + String(repeating: "}", count: 320)
        expectError(source, line: 1, column: 164, "unexpected '}': the '(' at 1:160 is not closed")
        expectError("Text(\"a\")\n}", line: 2, column: 1, "unexpected '}': no bracket is open")
        expectError("VStack {\n  Text(\"a\"]\n}", line: 2, column: 11, "unexpected ']': the '(' at 2:7 is not closed")
    }

    @Test func `brackets in strings, interpolations and comments are read as the parser reads them`() {
        // Inside string text and comments brackets do not count; inside `\( … )` they do.
        #expect(parse(#"Text("(((") // )))"#)?.count == 1)
        #expect(parse("Text(\"}\") /* { /* nested ( */ */")?.count == 1)
        #expect(parse(##"Text(#"\(("#)"##)?.count == 1)
        #expect(parse("Text(\"\"\"\n  ( [\n  \"\"\")")?.count == 1)
        #expect(parse(#"Text("\([1, 2].count) items")"#)?.count == 1)
        expectError(#"Text("\([1, 2).count)")"#, line: 1, column: 14, "unexpected ')': the '[' at 1:9 is not closed")
        expectError("Text(\"a\nb\")", line: 1, column: 8, "expected '\"'")
    }

    @Test func `a string left open ends at its line, and the brackets after it are still checked`() {
        // The lexer ends an unterminated single-line literal at the newline; without this the
        // 40 nested '[' on the next line reached swift-syntax (exponential, minutes).
        let source = "Color.red.fill(.bu\"tton)\nColor.red.frame(" + String(repeating: "[", count: 40) + "1"
        expectError(source, line: 1, column: 25, "expected '\"'")
        expectError(##"Text(#"abc"##, line: 1, column: 11, "expected '\"#'")
    }

    @Test func `source ending inside a literal or comment is left to the parser`() {
        expectError("Text(\"abc", line: 1, column: 10, "expected '\"'")
        expectError("Text(\"a\") /* (", line: 1, column: 11, "unterminated block comment")
    }
}
