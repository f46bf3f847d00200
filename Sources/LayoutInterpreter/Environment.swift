// Environment.swift
// LayoutInterpreter
//
// Variables of one running function: nested block scopes of `let`/`var` bindings, looked up
// innermost first, then the layout's stored properties (read-only, as in a non-mutating method).

/// One variable.
struct Binding {
    /// nil until a `var x: CGFloat` without initializer is assigned.
    var value: Value?
    let isMutable: Bool
    /// The declared type, if any: assignments are converted to it (an Int literal to CGFloat).
    let hint: TypeHint?
}

/// The variables of one function call.
struct Frame {
    private var scopes: [[String: Binding]] = [[:]]

    mutating func push() { scopes.append([:]) }
    mutating func pop() { scopes.removeLast() }

    mutating func declare(_ name: String, _ binding: Binding) {
        scopes[scopes.count - 1][name] = binding
    }

    func lookup(_ name: String) -> Binding? {
        for scope in scopes.reversed() {
            if let binding = scope[name] { return binding }
        }
        return nil
    }

    /// Replaces the value of the innermost `name`; false when there is none.
    mutating func assign(_ name: String, _ value: Value) -> Bool {
        for index in scopes.indices.reversed() where scopes[index][name] != nil {
            scopes[index][name]?.value = value
            return true
        }
        return false
    }
}
