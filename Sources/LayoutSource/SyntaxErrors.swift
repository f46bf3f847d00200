// SyntaxErrors.swift
// LayoutSource
//
// swift-syntax recovers from every syntax error by inserting missing tokens and collecting
// unexpected ones; it reports nothing itself (the diagnostics module is not linked). This finds
// the first such node in source order, without recursion, and turns it into a SourceError.

import SwiftSyntax

enum SyntaxErrors {
    /// The first syntax error in `file`, or nil when it parsed cleanly.
    static func first(in file: SourceFileSyntax, locator: SourceLocator, nestingLimit: Int) -> SourceError? {
        guard file.hasError else { return nil }
        var node = Syntax(file)
        descend: while true {
            for child in node.children(viewMode: .all) where child.hasError {
                if let unexpected = child.as(UnexpectedNodesSyntax.self) {
                    return unexpectedCode(unexpected, locator: locator, nestingLimit: nestingLimit)
                }
                if let token = child.as(TokenSyntax.self) {
                    return tokenError(token, locator: locator)
                }
                node = child
                continue descend
            }
            return locator.error(at: node, "syntax error")
        }
    }

    private static func unexpectedCode(
        _ node: UnexpectedNodesSyntax, locator: SourceLocator,
        nestingLimit: Int
    ) -> SourceError {
        if node.hasMaximumNestingLevelOverflow {
            return locator.error(at: node, "too deeply nested: more than \(nestingLimit) levels of brackets")
        }
        if let token = node.firstToken(viewMode: .all), token.presence == .present {
            if let error = lexerError(token, locator: locator) { return error }
            return locator.error(at: node, "unexpected code '\(shortened(token.text))'")
        }
        return locator.error(at: node, "unexpected code")
    }

    private static func tokenError(_ token: TokenSyntax, locator: SourceLocator) -> SourceError {
        if token.presence == .present {
            return lexerError(token, locator: locator) ?? locator.error(at: token, "invalid token")
        }
        let expected = token.text
        if let parent = token.parent {
            let openers: [String: TokenKind] = ["}": .leftBrace, ")": .leftParen, "]": .leftSquare]
            if let wanted = openers[expected] {
                for sibling in parent.children(viewMode: .sourceAccurate) {
                    if let open = sibling.as(TokenSyntax.self), open.tokenKind == wanted,
                        open.presence == .present
                    {
                        return locator.error(at: open, "unterminated '\(open.text)': expected '\(expected)'")
                    }
                }
            }
            if parent.is(MissingExprSyntax.self) { return locator.error(at: token, "expected an expression") }
            if parent.is(MissingDeclSyntax.self) { return locator.error(at: token, "expected a declaration") }
            if parent.is(MissingTypeSyntax.self) { return locator.error(at: token, "expected a type") }
        }
        if expected.isEmpty || expected.hasPrefix("<#") {
            return locator.error(at: token, "expected code here")
        }
        return locator.error(at: token, "expected '\(expected)'")
    }

    private static func lexerError(_ token: TokenSyntax, locator: SourceLocator) -> SourceError? {
        guard let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error else { return nil }
        let offset = token.position.utf8Offset + Int(diagnostic.byteOffset)
        return locator.error(at: offset, words("\(diagnostic.kind)"))
    }

    /// `invalidEscapeSequenceInStringLiteral` → `invalid escape sequence in string literal`.
    private static func words(_ camel: String) -> String {
        var result = ""
        for character in camel {
            if character.isUppercase {
                result += " " + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    static func shortened(_ text: String, limit: Int = 40) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "…"
    }
}
