// NumberText.swift
// LayoutReport

/// The shortest text that reads back as `value` (Swift's `description`), without the `.0` of
/// integral values: `152.33333333333334`, `85`, `0.5`, `1e-07`. For finite values only.
func shortestText(_ value: Double) -> String {
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}
