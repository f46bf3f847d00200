// ErrorTests.swift
// LayoutSourceTests
//
// Unsupported input is a `file:line:column: message` error at the offending construct, never a crash.

import LayoutCore
import LayoutSource
import Testing

@Suite struct ErrorTests {
    @Test func `unknown view`() {
        expectError("VStack {\n    Text(\"a\")\n    widget()\n}", line: 3, column: 5, "unknown view 'widget'")
    }

    @Test func `unknown modifier under --strict (CHROME-7, CHROME-8)`() {
        let sparkle = errorOf([("m.swift", "Text(\"a\")\n    .padding()\n    .sparkle(3)")], strict: true)
        #expect(sparkle?.line == 3 && sparkle?.column == 6)
        #expect(sparkle?.message.hasPrefix("unknown modifier '.sparkle'") == true)
        let kerning = errorOf([("m.swift", "Text(\"a\").kerning(2)")], strict: true)
        #expect(kerning?.line == 1 && kerning?.column == 11)
        #expect(kerning?.message.contains("changes text metrics") == true)
    }

    @Test func `bad, misplaced and missing labels`() {
        expectError(
            "HStack(align: .top) { Text(\"a\") }", line: 1, column: 8,
            "unexpected argument 'align:' in HStack(alignment:spacing:content:)")
        expectError(
            "HStack(spacing: 2, alignment: .top) { }", line: 1, column: 20, "argument 'alignment:' is out of order")
        expectError("Text(\"a\").frame(width: 10, maxWidth: 20)", line: 1, column: 17, "unexpected argument 'width:'")
        expectError("RoundedRectangle()", line: 1, column: 1, "missing argument 'cornerRadius:'")
        expectError("Text(\"a\").fixedSize(horizontal: true)", line: 1, column: 11, "missing argument 'vertical:'")
        expectError("Text(\"a\").aspectRatio(2)", line: 1, column: 11, "missing argument 'contentMode:'")
    }

    @Test func `non-literal and ill-typed arguments`() {
        expectError("Text(\"a\").frame(width: someWidth)", line: 1, column: 24, "unknown identifier 'someWidth'")
        expectError("Text(\"a\").padding(\"8\")", line: 1, column: 19, "expected a number")
        expectError("VStack(alignment: .top) {}", line: 1, column: 19, "'.top' is not a HorizontalAlignment")
        expectError("Text(\"a\").layoutPriority(proxy.size.width)", line: 1, column: 26, "unknown identifier 'proxy'")
        expectError(
            "GeometryReader { p in Text(\"a\").layoutPriority(p.size.width) }", line: 1, column: 48,
            "expected a constant number")
        expectError("Text(\"a\").border(LinearGradient())", line: 1, column: 18, "border needs a named colour")
        expectError("ForEach(3..<1) { _ in Text(\"a\") }", line: 1, column: 10, "invalid range")
        expectError("Text(\"a\").frame(width: d.width)", line: 1, column: 24, "unknown identifier 'd'")
    }

    @Test func `syntax errors`() {
        expectError("VStack {\n    Text(\"a\")\n", line: 1, column: 8, "unterminated '{': expected '}'")
        expectError("VStack {\n    HStack {\n        Text(\"a\")\n    }\n", line: 1, column: 8, "unterminated '{'")
        expectError("Text(\"a\"\n", line: 1, column: 5, "unterminated '('")
        expectError("Text(\"a\").frame(width: 10,, height: 3)", line: 1, column: 27, "expected an expression")
        expectError("Text(\"a\\q\")", line: 1, column: 8, "invalid escape sequence")
    }

    @Test func `ROOT-3 CHROME-6 ignoresSafeArea not on the outermost view is an error under --strict`() {
        for (source, line, column) in [
            ("VStack {\n    Color.red.ignoresSafeArea()\n}", 2, 15), ("Color.red.ignoresSafeArea().padding()", 1, 11),
            ("Text(\"a\")\nColor.red.ignoresSafeArea()", 2, 11), ("Color.red.ignoresSafeArea(edges: .top)", 1, 11),
        ] {
            let error = errorOf([("test.swift", source)], strict: true)
            #expect(error?.line == line && error?.column == column, "\(source)")
            #expect(error?.message.contains("this view stays in the safe area (ROOT-3)") == true)
        }
    }

    @Test func `unsupported statements and constructs`() {
        expectError("VStack {\n    for i in 0..<3 { Text(\"a\") }\n}", line: 2, column: 5, "unsupported statement")
        expectError("VStack { if case .a = y { Text(\"a\") } }", line: 1, column: 23, "unknown identifier 'y'")
        expectError("Text(\"a\") - Text(\"b\")", line: 1, column: 11, "only Text + Text")
        expectError("Text(\"a\") + Color.red", line: 1, column: 13, "only Text can be joined with +")
        expectError(
            "Table(rows) { TableColumn(\"a\") { _ in Text(\"a\") } }", line: 1, column: 1,
            "SwiftUI's Table is not supported")
        expectError("TimelineView(.everyMinute)", line: 1, column: 1, "TimelineView needs content")
        expectError("Text(\"a\").resizable()", line: 1, column: 11, "resizable() applies only to Image")
        expectError("ForEach(0..<2_000_001) { _ in Text(\"a\") }", line: 1, column: 9, "the view is too large")
    }
}

extension ErrorTests {
    @Test func `extreme values are errors, not traps`() {
        expectError("ForEach(Int.min..<0) { _ in Text(\"a\") }", line: 1, column: 9, "unknown identifier 'Int'")
        expectError(
            "ForEach(-9_000_000_000_000_000_000...9_000_000_000_000_000_000) { _ in Text(\"a\") }",
            line: 1, column: 35, "too large")
        expectError(
            "ForEach(0..<3) { i in Text(\"\\(i * 9_000_000_000_000_000_000)\") }", line: 1, column: 33,
            "integer overflow")
        expectError("ForEach(0..<3) { i in Text(\"\\(10 / (i - i))\") }", line: 1, column: 34, "division by zero")
        expectError("Text(\"a\").lineLimit(1e300)", line: 1, column: 21, "expected an integer")
        expectError("Color(\"a\").frame(width: \"x\" + \"y\")", line: 1, column: 25, "expected a number")
    }
}
