// Diagnostic.swift
// LayoutCore
//
// CORE-6: invalid input is normalised and reported, never trapped on.

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
    public static let frameInvalidDimension = "frame.invalidDimension"
    public static let flexFrameContradictory = "flexFrame.contradictory"
    public static let layoutInvalidSize = "layout.invalidSize"
    public static let layoutNonFiniteFinalSize = "layout.nonFiniteFinalSize"
    public static let spacerNegativeMinLength = "spacer.negativeMinLength"
    public static let textInvalidLineLimit = "text.invalidLineLimit"
    public static let invalidValue = "value.invalid"
    public static let imageUnknown = "image.unknown"
    public static let layoutUnknown = "layout.unknown"
}
