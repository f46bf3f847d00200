// Calls.swift
// LayoutInterpreter
//
// Function calls: the layout's own functions (`self.rows(…)`, `rows(…)`, with `inout` arguments
// written back), initializers of the known types and of the layout's nested structs (memberwise,
// defaults allowed), global functions, and methods on values (Members.swift).

import SwiftSyntax

/// One argument as written.
typealias Argument = (label: String?, expression: ExprSyntax)

extension Interpreter {
    func call(_ call: FunctionCallExprSyntax, _ hint: TypeHint?) throws -> Value {
        try step(call)
        guard call.additionalTrailingClosures.isEmpty else {
            throw Failure(call.additionalTrailingClosures, "several trailing closures are not supported")
        }
        var arguments: [Argument] = call.arguments.map { ($0.label?.text, $0.expression) }
        if let closure = call.trailingClosure { arguments.append((nil, ExprSyntax(closure))) }
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let function = program.function(name, labels: arguments.map(\.label)) {
                return try callDeclared(function, arguments, at: call)
            }
            if Builtins.typeNames.contains(name) || program.records[name] != nil {
                return try construct(name, arguments, at: call)
            }
            if let alias = program.aliases[name], let type = Builtins.typeName(of: alias) {
                return try construct(type, arguments, at: call)
            }
            if Builtins.globalFunctions.contains(name) {
                return try globalFunction(name, arguments, hint, at: call)
            }
            if program.functions[name] != nil {
                throw Failure(callee, "no '\(name)' function of the layout takes these arguments")
            }
            throw Failure(callee, "unknown function '\(name)' in an interpreted layout")
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpression = member.base else {
                guard name == "init", let hint, let type = Builtins.typeName(of: hint.unwrapped) else {
                    throw Failure(callee, "cannot tell which type '.\(name)(…)' belongs to here; write the type")
                }
                return try construct(type, arguments, at: call)
            }
            if let reference = baseExpression.as(DeclReferenceExprSyntax.self),
                reference.baseName.tokenKind == .keyword(.self)
            {
                guard let function = program.function(name, labels: arguments.map(\.label)) else {
                    throw Failure(callee, "the layout has no function '\(name)' taking these arguments")
                }
                return try callDeclared(function, arguments, at: call)
            }
            if let reference = baseExpression.as(DeclReferenceExprSyntax.self),
                frame.lookup(reference.baseName.text) == nil,
                Builtins.typeNames.contains(reference.baseName.text) || program.records[reference.baseName.text] != nil
            {
                guard name == "init" else {
                    throw Failure(
                        callee, "\(reference.baseName.text).\(name)(…) is not supported in an interpreted layout")
                }
                return try construct(reference.baseName.text, arguments, at: call)
            }
            return try method(name, on: baseExpression, arguments, hint, at: call)
        }
        if let array = callee.as(ArrayExprSyntax.self), arguments.isEmpty, array.elements.count == 1 {
            return .array([]) // `[CGSize]()`
        }
        throw Failure(callee, "this call is not supported in an interpreted layout (\(describe(callee)))")
    }

    /// Calls a function of the layout: arguments matched to parameters, defaults filled in,
    /// `inout` arguments (`&x`) written back.
    func callDeclared(_ function: FunctionDef, _ arguments: [Argument], at node: some SyntaxProtocol) throws
        -> Value
    {
        var values: [Value] = []
        var inoutTargets: [ExprSyntax] = []
        var index = 0
        for parameter in function.parameters {
            if index < arguments.count, arguments[index].label == parameter.label {
                var expression = arguments[index].expression
                if parameter.isInout {
                    guard let inoutExpression = expression.as(InOutExprSyntax.self) else {
                        throw Failure(expression, "an inout argument is passed as &name")
                    }
                    expression = inoutExpression.expression
                    inoutTargets.append(expression)
                }
                values.append(try eval(expression, parameter.hint))
                index += 1
            } else if let defaultValue = parameter.defaultValue {
                values.append(try eval(defaultValue, parameter.hint))
            }
        }
        let (result, inouts) = try call(function, arguments: values, at: node)
        for (target, value) in zip(inoutTargets, inouts) {
            try assign(target, to: value, at: node)
        }
        return result
    }

    /// `Type(…)` for the known types and the layout's nested structs.
    func construct(_ type: String, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        let labels = arguments.map(\.label)
        func numbers() throws -> [Double] { try arguments.map { try number($0.expression) } }
        switch (type, labels) {
        case ("CGFloat", [nil]), ("Double", [nil]), ("Float", [nil]):
            return .double(try number(arguments[0].expression))
        case ("Int", [nil]):
            let value = try eval(arguments[0].expression, .int)
            if case .int = value { return value }
            guard let x = value.number else { throw Failure(node, "Int(…) needs a number, found \(value.typeName)") }
            guard x.isFinite, abs(x) < 9.2e18 else {
                throw Failure(
                    node, "Int(\(x)): the value cannot be converted to Int because it is not finite or too large")
            }
            return .int(Int(x))
        case ("CGSize", []): return .size(width: 0, height: 0)
        case ("CGSize", ["width", "height"]):
            let n = try numbers()
            return .size(width: n[0], height: n[1])
        case ("CGPoint", []): return .point(x: 0, y: 0)
        case ("CGPoint", ["x", "y"]):
            let n = try numbers()
            return .point(x: n[0], y: n[1])
        case ("UnitPoint", ["x", "y"]):
            let n = try numbers()
            return .unitPoint(x: n[0], y: n[1])
        case ("CGRect", []): return .rect(x: 0, y: 0, width: 0, height: 0)
        case ("CGRect", ["x", "y", "width", "height"]):
            let n = try numbers()
            return .rect(x: n[0], y: n[1], width: n[2], height: n[3])
        case ("CGRect", ["origin", "size"]):
            guard case .point(let x, let y) = try eval(arguments[0].expression, .point),
                case .size(let width, let height) = try eval(arguments[1].expression, .size)
            else { throw Failure(node, "CGRect(origin:size:) needs a CGPoint and a CGSize") }
            return .rect(x: x, y: y, width: width, height: height)
        case ("ProposedViewSize", ["width", "height"]):
            let values = try arguments.map { try eval($0.expression, .optional(.double)) }
            let axes = try values.map { value -> Double? in
                if value.isNull { return nil }
                guard let x = value.number else {
                    throw Failure(node, "ProposedViewSize(width:height:) needs numbers or nil")
                }
                return x
            }
            return .proposal(width: axes[0], height: axes[1])
        case ("ProposedViewSize", [nil]):
            guard case .size(let width, let height) = try eval(arguments[0].expression, .size) else {
                throw Failure(node, "ProposedViewSize(_:) needs a CGSize")
            }
            return .proposal(width: width, height: height)
        case ("ViewSpacing", []): return .spacing(.init())
        case ("Array", ["repeating", "count"]):
            let element = try eval(arguments[0].expression)
            guard case .int(let count) = try eval(arguments[1].expression, .int), count >= 0 else {
                throw Failure(node, "Array(repeating:count:) needs a count ≥ 0")
            }
            try checkCount(count, at: node)
            return .array(Array(repeating: element, count: count))
        case ("Array", [nil]):
            let value = try eval(arguments[0].expression)
            guard let elements = try elementsIfSmall(value, at: node) else {
                throw Failure(node, "Array(_:) needs a sequence")
            }
            return .array(elements)
        default: break
        }
        if let record = program.records[type] { return try construct(record, arguments, at: node) }
        throw Failure(
            node, "\(type)(\(labels.map { ($0 ?? "_") + ":" }.joined())) is not supported in an interpreted layout")
    }

    /// The memberwise initializer of a nested struct.
    private func construct(_ record: RecordDef, _ arguments: [Argument], at node: some SyntaxProtocol) throws
        -> Value
    {
        var fields: [String: Value] = [:]
        var index = 0
        for property in record.properties {
            if index < arguments.count, arguments[index].label == property.name {
                fields[property.name] = try convert(
                    try eval(arguments[index].expression, property.hint), to: property.hint, at: node)
                index += 1
            } else if let initializer = property.initializer {
                fields[property.name] = try convert(try eval(initializer, property.hint), to: property.hint, at: node)
            } else if case .optional? = property.hint {
                fields[property.name] = .null
            } else {
                throw Failure(node, "\(record.name)(…) is missing the argument '\(property.name):'")
            }
        }
        guard index == arguments.count else {
            throw Failure(
                node,
                "\(record.name)(…) takes its stored properties in order: "
                    + record.properties.map { $0.name + ":" }.joined(separator: " "))
        }
        return .record(type: record.name, fields: fields)
    }
}
