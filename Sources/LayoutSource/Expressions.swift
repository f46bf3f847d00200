// Expressions.swift
// LayoutSource
//
// Evaluates Swift expressions to Values: literals, identifiers (ForEach variables, properties,
// constants), `proxy.size.width`, `d.width` / `d[.leading]` and conversions (`Double(i)`).
// Operator sequences are in Expressions+Operators.swift.

import CustomLayout
import LayoutCore
import SwiftSyntax

extension Translator {
    /// The value of `expr`.
    func value(of expr: ExprSyntax, in scope: Scope) throws(SourceError) -> Value {
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            if let n = literal.representedLiteralValue { return .integer(n, isLiteral: true) }
            let digits = literal.literal.text.filter { $0 != "_" }
            if let x = Double(digits) { return .real(.constant(x), isDerived: false) }
            throw error(expr, "invalid integer literal")
        }
        if let literal = expr.as(FloatLiteralExprSyntax.self) {
            guard let x = literal.representedLiteralValue else { throw error(expr, "invalid number literal") }
            return .real(.constant(x), isDerived: false)
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if expr.is(NilLiteralExprSyntax.self) { return .none }
        if let literal = expr.as(StringLiteralExprSyntax.self) { return .string(try string(literal, in: scope)) }
        if let tuple = expr.as(TupleExprSyntax.self) {
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else {
                throw error(expr, "tuples are not supported")
            }
            return try value(of: only.expression, in: scope)
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            var items: [Value] = []
            for element in array.elements { items.append(try value(of: element.expression, in: scope)) }
            return .array(items)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return try fold(sequence, in: scope) }
        // `x?.name` and `x!` read as `x`: a nil `x` makes the chain nil (STANDIN-3).
        if let optional = expr.as(OptionalChainingExprSyntax.self) {
            return try value(of: optional.expression, in: scope)
        }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) {
            let unwrapped = try value(of: forced.expression, in: scope)
            if case .none = unwrapped { throw error(forced, "'\(forced.expression.trimmedDescription)' is nil here") }
            return unwrapped
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return try prefixOperation(prefix, in: scope) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return try lookup(reference.baseName.text, at: Syntax(reference), in: scope)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) { return try memberValue(member, in: scope) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return try callValue(call, in: scope) }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            return try subscriptValue(subscriptCall, in: scope)
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            guard case .bool(let condition) = try value(of: ternary.condition, in: scope) else {
                throw error(ternary.condition, "expected a Bool condition")
            }
            return try value(of: condition ? ternary.thenExpression : ternary.elseExpression, in: scope)
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self),
            let token = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator
        {
            guard let op = BinaryOperator(rawValue: token.text) else {
                throw error(token, "unsupported operator '\(token.text)'")
            }
            let lhs = try value(of: infix.leftOperand, in: scope)
            let rhs = try value(of: infix.rightOperand, in: scope)
            return try arithmetic(token) { () throws(ArithmeticError) in try Arithmetic.apply(op, lhs, rhs) }
        }
        throw error(expr, "unsupported expression '\(SyntaxErrors.shortened(expr.trimmedDescription))'")
    }

    // MARK: Typed accessors

    /// A number as a LayoutExpression (may read proxies or view dimensions).
    func layoutExpression(_ expr: ExprSyntax, in scope: Scope) throws(SourceError) -> LayoutExpression {
        let result = try value(of: expr, in: scope)
        return try arithmetic(expr) { () throws(ArithmeticError) in try Arithmetic.real(result).0 }
    }

    /// A number as a LayoutExpression, or nil for the `nil` literal.
    func optionalLayoutExpression(_ expr: ExprSyntax, in scope: Scope) throws(SourceError) -> LayoutExpression? {
        if expr.is(NilLiteralExprSyntax.self) { return nil }
        return try layoutExpression(expr, in: scope)
    }

    /// A number known before layout.
    func double(_ expr: ExprSyntax, in scope: Scope) throws(SourceError) -> Double {
        let result = try value(of: expr, in: scope)
        return try arithmetic(expr) { () throws(ArithmeticError) in try Arithmetic.double(result) }
    }

    func optionalDouble(_ expr: ExprSyntax, in scope: Scope) throws(SourceError) -> Double? {
        if expr.is(NilLiteralExprSyntax.self) { return nil }
        return try double(expr, in: scope)
    }

    func integer(_ expr: ExprSyntax, in scope: Scope) throws(SourceError) -> Int {
        let result = try value(of: expr, in: scope)
        return try arithmetic(expr) { () throws(ArithmeticError) in try Arithmetic.integer(result) }
    }

    /// A Bool known before layout; a stand-in reads as false (StandIns.swift).
    func bool(_ expr: ExprSyntax, in scope: Scope) throws(SourceError) -> Bool {
        switch try value(of: expr, in: scope) {
        case .bool(let flag): return flag
        case .standIn: return false
        default: throw error(expr, "expected a Bool")
        }
    }

    // MARK: Identifiers, members, calls

    /// Resolves a name: locals, then the custom view's properties, then top-level constants.
    func lookup(_ name: String, at node: Syntax, in scope: Scope) throws(SourceError) -> Value {
        if let local = scope.locals[name] { return local }
        // `$isOn`: a binding reads as its value.
        if name.hasPrefix("$"), name.count > 1 { return try lookup(String(name.dropFirst()), at: node, in: scope) }
        if let instance = scope.instance, let property = try instanceProperty(name, of: instance, at: node) {
            return property
        }
        if let constant = file.constants[name] { return try topLevelConstant(constant) }
        if scope.proxies[name] != nil {
            throw error(node, "use '\(name).size.width' or '\(name).size.height'")
        }
        if let dimensions = scope.dimensions, dimensions.name == name {
            throw error(node, "use '\(name).width', '\(name).height' or '\(name)[guide]'")
        }
        if let standIn = try undeclaredTypeStandIn(name, at: node) { return standIn }
        throw error(
            node,
            "unknown identifier '\(name)': no local, property or constant of that name is declared in the input "
                + "(if another file declares it, give that file too)")
    }

    private func memberValue(_ member: MemberAccessExprSyntax, in scope: Scope) throws(SourceError) -> Value {
        let name = member.declName.baseName.text
        if let constant = Self.numericConstant(member) {
            // A written NaN is an error wherever it appears (CORE-10).
            guard !constant.isNaN else { throw error(member, Self.nanMessage) }
            return .real(.constant(constant), isDerived: false)
        }
        guard let base = member.base else { return .enumCase(name) }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let baseName = reference.baseName.text
            if baseName == "self" { return try lookup(name, at: Syntax(member.declName), in: scope) }
            if let dimensions = scope.dimensions, dimensions.name == baseName, scope.locals[baseName] == nil {
                switch name {
                case "width": return .real(.width, isDerived: false)
                case "height": return .real(.height, isDerived: false)
                default:
                    throw error(
                        member.declName, "ViewDimensions has no member '\(name)' (use width, height or [guide])")
                }
            }
            if baseName == "CGSize", name == "zero" { return .size(width: 0, height: 0) }
            if baseName == "EdgeInsets", name == "zero" { return .insets(EdgeInsets()) }
        }
        if let proxy = try proxyDimension(member, in: scope) { return proxy }
        let receiver = try value(of: base, in: scope)
        switch (receiver, name) {
        case (.standIn(let standIn), _): return self.member(name, of: standIn)
        case (.none, _): return .none // optional chaining on nil (STANDIN-3)
        case (.array(let items), "count"): return .integer(items.count, isLiteral: false)
        case (.array(let items), "indices"): return .range(lower: 0, upper: items.count)
        case (.string(let text), "count"): return .integer(text.count, isLiteral: false)
        case (.range(let lower, let upper), "count"): return .integer(upper - lower, isLiteral: false)
        case (.size(let width, _), "width"): return .real(width, isDerived: false)
        case (.size(_, let height), "height"): return .real(height, isDerived: false)
        default: throw error(member.declName, "\(receiver.kindName) has no supported member '\(name)'")
        }
    }

    /// `proxy.size.width`, `proxy.size.height`, `proxy.frame(in: .local).width` …
    private func proxyDimension(_ member: MemberAccessExprSyntax, in scope: Scope) throws(SourceError) -> Value? {
        let name = member.declName.baseName.text
        guard name == "width" || name == "height", let base = member.base else { return nil }
        var root: ExprSyntax?
        if let size = base.as(MemberAccessExprSyntax.self), size.declName.baseName.text == "size" {
            root = size.base
            if let frame = root?.as(FunctionCallExprSyntax.self) { root = try localFrameReceiver(frame) }
        } else if let frame = base.as(FunctionCallExprSyntax.self) {
            root = try localFrameReceiver(frame)
        }
        guard let reference = root?.as(DeclReferenceExprSyntax.self),
            let depth = scope.proxies[reference.baseName.text],
            scope.locals[reference.baseName.text] == nil
        else { return nil }
        return .real(name == "width" ? .proxyWidth(depth) : .proxyHeight(depth), isDerived: false)
    }

    /// The receiver of `x.frame(in: .local)`.
    private func localFrameReceiver(_ call: FunctionCallExprSyntax) throws(SourceError) -> ExprSyntax? {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "frame", call.arguments.count == 1,
            let argument = call.arguments.first, argument.label?.text == "in"
        else { return nil }
        let space = argument.expression.trimmedDescription
        guard space == ".local" else {
            throw error(argument.expression, "only frame(in: .local) is supported (other spaces depend on position)")
        }
        return callee.base
    }

    private func callValue(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> Value {
        let callee: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init"
        {
            callee = ".init"
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "constant", call.arguments.count == 1, let only = call.arguments.first
        {
            return try value(of: only.expression, in: scope) // `.constant(true)`: Binding.constant
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            return try methodValue(member.declName.baseName.text, of: base, call: call, in: scope)
        } else {
            throw error(
                call.calledExpression,
                "unsupported call '\(SyntaxErrors.shortened(call.calledExpression.trimmedDescription))'")
        }
        func arguments(_ parameters: [Parameter]) throws(SourceError) -> [Argument?] {
            try match(call, callee: callee, parameters)
        }
        switch callee {
        case "Double", "CGFloat", "Float":
            guard let argument = try arguments([Parameter(nil, required: true)])[0] else { break }
            let operand = try value(of: argument.expression, in: scope)
            switch operand {
            case .integer(let n, let literal): return .real(.constant(Double(n)), isDerived: !literal)
            case .real: return operand
            default: throw error(argument.expression, "cannot convert \(operand.kindName) to \(callee)")
            }
        case "Int":
            guard let argument = try arguments([Parameter(nil, required: true)])[0] else { break }
            let operand = try value(of: argument.expression, in: scope)
            if case .integer(let n, _) = operand { return .integer(n, isLiteral: false) }
            let x = try arithmetic(argument.expression) { () throws(ArithmeticError) in try Arithmetic.double(operand) }
            guard !x.isNaN else { throw error(argument.expression, Self.nanMessage) }
            guard x.isFinite, abs(x) < 9.0e18 else { throw error(argument.expression, "Int(\(x)) is out of range") }
            return .integer(Int(x.rounded(.towardZero)), isLiteral: false)
        case "String":
            let describing = call.arguments.first?.label?.text == "describing"
            guard let argument = try arguments([Parameter(describing ? "describing" : nil, required: true)])[0]
            else { break }
            let operand = try value(of: argument.expression, in: scope)
            guard let text = operand.interpolated else {
                throw error(argument.expression, "cannot convert \(operand.kindName) to String")
            }
            return .string(text)
        case "min", "max":
            guard call.arguments.count >= 2 else { throw error(call, "\(callee) needs at least two arguments") }
            var values: [Double] = []
            for argument in call.arguments { values.append(try double(argument.expression, in: scope)) }
            let result =
                callee == "min"
                ? values.dropFirst().reduce(values[0], Swift.min)
                : values.dropFirst().reduce(values[0], Swift.max)
            return .real(.constant(result), isDerived: true)
        case "abs":
            guard let argument = try arguments([Parameter(nil, required: true)])[0] else { break }
            let operand = try value(of: argument.expression, in: scope)
            if case .integer(let n, let literal) = operand, n != Int.min {
                return .integer(Swift.abs(n), isLiteral: literal)
            }
            return .real(.constant(Swift.abs(try double(argument.expression, in: scope))), isDerived: true)
        case "CGSize":
            let matched = try arguments([Parameter("width", required: true), Parameter("height", required: true)])
            guard let width = matched[0], let height = matched[1] else { break }
            return .size(
                width: try layoutExpression(width.expression, in: scope),
                height: try layoutExpression(height.expression, in: scope))
        case "CGPoint":
            let matched = try arguments([Parameter("x", required: true), Parameter("y", required: true)])
            guard let x = matched[0], let y = matched[1] else { break }
            return .size(
                width: try layoutExpression(x.expression, in: scope),
                height: try layoutExpression(y.expression, in: scope))
        case "EdgeInsets", ".init":
            let matched = try arguments(["top", "leading", "bottom", "trailing"].map { Parameter($0) })
            var edges: [LayoutExpression] = []
            for argument in matched {
                edges.append(
                    try argument.map { (a) throws(SourceError) in try layoutExpression(a.expression, in: scope) } ?? 0)
            }
            return .insets(EdgeInsets(top: edges[0], leading: edges[1], bottom: edges[2], trailing: edges[3]))
        case "Array":
            guard let argument = try arguments([Parameter(nil, required: true)])[0] else { break }
            let operand = try value(of: argument.expression, in: scope)
            if case .range(let lower, let upper) = operand {
                try checkRoom(call, for: upper - lower)
                return .array((lower..<upper).map { .integer($0, isLiteral: false) })
            }
            if case .array = operand { return operand }
            if case .standIn = operand { return operand } // `Array(items.enumerated())` of a stand-in
            throw error(argument.expression, "cannot make an Array from \(operand.kindName)")
        default:
            if let standIn = try callStandIn(callee, call: call, in: scope) { return standIn }
        }
        throw error(call.calledExpression, "unsupported call '\(callee)(…)'")
    }

    private func subscriptValue(_ subscriptCall: SubscriptCallExprSyntax, in scope: Scope) throws(SourceError) -> Value
    {
        guard subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first else {
            throw error(subscriptCall, "unsupported subscript")
        }
        if let reference = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self),
            let dimensions = scope.dimensions, dimensions.name == reference.baseName.text,
            scope.locals[reference.baseName.text] == nil
        {
            guard argument.label == nil else {
                throw error(argument, "only d[guide] is supported (not d[explicit:])")
            }
            let key = try guideKey(argument.expression, preferredAxis: dimensions.axis, requiredAxis: nil)
            return .real(.guide(key), isDerived: false)
        }
        let receiver = try value(of: subscriptCall.calledExpression, in: scope)
        if case .standIn(let standIn) = receiver {
            return .standIn(StandIn(path: "\(standIn.path)[\(argument.expression.trimmedDescription)]", type: nil))
        }
        guard case .array(let items) = receiver else {
            throw error(subscriptCall.calledExpression, "cannot subscript \(receiver.kindName)")
        }
        let index = try integer(argument.expression, in: scope)
        guard items.indices.contains(index) else { throw error(argument, "index \(index) is out of range") }
        return items[index]
    }
}
