// Diagnostic.swift
// LayoutCore
//
// CORE-6: invalid input is normalised and reported, never trapped on. CORE-10: a frame
// component that layout made non-finite is kept and reported (`value.nonFinite`).

/// A warning raised while laying out: a code from CORE-6 (or §18), a message and the node path.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public var code: String
    public var message: String
    /// The node's path (`"0.1.2"`), or `""` when it concerns the whole layout.
    public var path: String

    public init(code: String, message: String, path: String) {
        self.code = code
        self.message = message
        self.path = path
    }

    public var description: String { "warning: [\(code)] \(path): \(message)" }
}

/// The warnings of one layout pass, each (code, path, message) recorded once, in order.
public struct DiagnosticLog: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    public init() {}

    /// Records a warning unless the same one was recorded before.
    public mutating func warn(_ code: String, _ message: String, path: String) {
        let diagnostic = Diagnostic(code: code, message: message, path: path)
        if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }
}

/// The diagnostic codes of CORE-6 and the implementation clarifications.
public enum DiagnosticCode {
    /// CORE-10: a reported frame component (layout or display frame) computed during layout is
    /// ±∞ or NaN; it is kept, and JSON writes it as `null`.
    public static let valueNonFinite = "value.nonFinite"
    public static let frameInvalidDimension = "frame.invalidDimension"
    public static let flexFrameContradictory = "flexFrame.contradictory"
    public static let layoutInvalidSize = "layout.invalidSize"
    public static let layoutNonFiniteFinalSize = "layout.nonFiniteFinalSize"
    public static let spacerNegativeMinLength = "spacer.negativeMinLength"
    public static let textInvalidLineLimit = "text.invalidLineLimit"
    /// A value that only a tree built in code or a text measurer can make non-finite (a stack
    /// spacing, a measurer's metric; Decisions.md): 0 is used.
    public static let invalidValue = "value.invalid"
    public static let imageUnknown = "image.unknown"
    public static let layoutUnknown = "layout.unknown"
}
