// Arguments.swift
// LayoutInterpreter
//
// A layout's stored properties from the tree's JSON parameters (CustomLayoutSpec): the
// memberwise initializer's arguments as written (`MyLayout(spacing: 10)`), defaults for the
// rest. The canonical form lists every scalar property (so `MyLayout()` and
// `MyLayout(spacing: 10)` give equal trees when 10 is the default), keys sorted.

import Foundation

/// A problem with the arguments of a layout call (reported at the call).
struct ArgumentError: Error, CustomStringConvertible {
    let description: String
}

/// One JSON scalar of the parameters object.
private enum Scalar: Decodable {
    case null, bool(Bool), int(Int), double(Double), string(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let n = try? container.decode(Int.self) {
            self = .int(n)
        } else if let x = try? container.decode(Double.self) {
            self = .double(x)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    var value: Value {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .int(let n): .int(n)
        case .double(let x): .double(x)
        case .string(let text): .string(text)
        }
    }
}

extension LayoutProgram {
    /// The stored property values for `parameters` (a JSON object).
    func properties(from parameters: String) throws -> [String: Value] {
        let given: [String: Scalar]
        do {
            given = try JSONDecoder().decode([String: Scalar].self, from: Data(parameters.utf8))
        } catch {
            throw ArgumentError(description: "the parameters of \(name) are not a JSON object of scalars")
        }
        let names = properties.map(\.name)
        if let unknown = given.keys.sorted().first(where: { !names.contains($0) }) {
            throw ArgumentError(
                description:
                    "\(name) has no parameter '\(unknown):' (it has \(names.map { $0 + ":" }.joined(separator: " ")))")
        }
        let interpreter = Interpreter(program: self, properties: [:], subviews: nil)
        var values: [String: Value] = [:]
        for property in properties {
            if let scalar = given[property.name] {
                values[property.name] = try argument(scalar.value, for: property)
            } else if let initializer = property.initializer {
                do {
                    values[property.name] = try interpreter.convert(
                        try interpreter.eval(initializer, property.hint), to: property.hint, at: initializer)
                } catch let failure as Failure {
                    throw error(failure)
                }
            } else if case .optional? = property.hint {
                values[property.name] = .null
            } else {
                throw ArgumentError(description: "\(name)(…) is missing the argument '\(property.name):'")
            }
        }
        return values
    }

    /// The canonical parameters: every property whose value is a finite scalar, keys sorted.
    func canonicalParameters(_ parameters: String) throws -> String {
        let values = try properties(from: parameters)
        var object: [String: Any] = [:]
        for (key, value) in values {
            switch value {
            case .null: object[key] = NSNull()
            case .bool(let flag): object[key] = flag
            case .int(let n): object[key] = n
            case .double(let x) where x.isFinite: object[key] = x
            case .string(let text): object[key] = text
            default: continue
            }
        }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    private func argument(_ value: Value, for property: StoredProperty) throws -> Value {
        let expected = property.hint?.unwrapped
        switch (expected, value) {
        case (_, .null):
            guard case .optional? = property.hint else {
                throw ArgumentError(description: "\(name)(\(property.name):) cannot be nil")
            }
            return .null
        case (.double?, .int(let n)): return .double(Double(n))
        case (.int?, .double(let x)):
            guard x.rounded() == x, abs(x) < 9e15 else {
                throw ArgumentError(description: "\(name)(\(property.name):) must be an Int")
            }
            return .int(Int(x))
        case (.double?, .double), (.int?, .int), (.bool?, .bool), (.string?, .string), (nil, _): return value
        default:
            throw ArgumentError(
                description: "\(name)(\(property.name):) expects a value of its declared type, got \(value.typeName)")
        }
    }
}
