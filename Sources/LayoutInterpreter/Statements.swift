// Statements.swift
// LayoutInterpreter
//
// Statements: `let`/`var` (names, tuples, `_`; typed or inferred), expression statements,
// `if`/`guard` (conditions, `if let`), `switch` on values, `for … in` (ranges, arrays, subviews,
// `enumerated()`, `zip`, `stride`, tuple patterns, `where`), `while`, `repeat`, `break`,
// `continue` (also labelled) and `return`. Each statement and loop iteration is one step.

import SwiftSyntax

extension Interpreter {
    /// Runs a block in a new scope.
    func execute(_ statements: CodeBlockItemListSyntax) throws -> Flow {
        frame.push()
        defer { frame.pop() }
        return try executeItems(statements)
    }

    /// Runs statements in the current scope.
    func executeItems(_ statements: CodeBlockItemListSyntax) throws -> Flow {
        for item in statements {
            try step(item)
            let flow: Flow
            switch item.item {
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else {
                    throw Failure(decl, "only let and var declarations are supported inside functions")
                }
                try declare(variable)
                flow = .normal
            case .stmt(let statement): flow = try execute(statement, label: nil)
            case .expr(let expression): flow = try executeExpression(expression)
            }
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    private func executeExpression(_ expression: ExprSyntax) throws -> Flow {
        if let ifExpression = expression.as(IfExprSyntax.self) { return try executeIf(ifExpression) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            guard let statements = try switchCase(switchExpression) else { return .normal }
            return try execute(statements)
        }
        _ = try eval(expression)
        return .normal
    }

    private func execute(_ statement: StmtSyntax, label: String?) throws -> Flow {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return try executeExpression(expression.expression)
        }
        if let returnStatement = statement.as(ReturnStmtSyntax.self) {
            guard let value = returnStatement.expression else { return .returned(.void) }
            return .returned(try eval(value, returnHint))
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            if try conditions(guardStatement.conditions) { return .normal }
            let flow = try execute(guardStatement.body.statements)
            if case .normal = flow {
                throw Failure(guardStatement.body, "the else of a guard must return, break or continue")
            }
            return flow
        }
        if let forStatement = statement.as(ForStmtSyntax.self) { return try executeFor(forStatement, label: label) }
        if let whileStatement = statement.as(WhileStmtSyntax.self) {
            while true {
                try step(whileStatement)
                frame.push()
                defer { frame.pop() }
                guard try conditions(whileStatement.conditions) else { break }
                if let exit = loopExit(try execute(whileStatement.body.statements), label: label) { return exit }
            }
            return .normal
        }
        if let repeatStatement = statement.as(RepeatStmtSyntax.self) {
            repeat {
                try step(repeatStatement)
                if let exit = loopExit(try execute(repeatStatement.body.statements), label: label) { return exit }
            } while try truth(repeatStatement.condition)
            return .normal
        }
        if let breakStatement = statement.as(BreakStmtSyntax.self) { return .broke(breakStatement.label?.text) }
        if let continueStatement = statement.as(ContinueStmtSyntax.self) {
            return .continued(continueStatement.label?.text)
        }
        if let labelled = statement.as(LabeledStmtSyntax.self) {
            return try execute(labelled.statement, label: labelled.label.text)
        }
        throw Failure(statement, "this statement is not supported in an interpreted layout (\(describe(statement)))")
    }

    /// nil to go on with the loop; otherwise how the loop statement ends.
    private func loopExit(_ flow: Flow, label: String?) -> Flow? {
        switch flow {
        case .normal: return nil
        case .continued(let target) where target == nil || target == label: return nil
        case .broke(let target) where target == nil || target == label: return .normal
        default: return flow
        }
    }

    private func executeIf(_ statement: IfExprSyntax) throws -> Flow {
        frame.push()
        defer { frame.pop() }
        if try conditions(statement.conditions) { return try execute(statement.body.statements) }
        switch statement.elseBody {
        case .ifExpr(let next)?: return try executeIf(next)
        case .codeBlock(let block)?: return try execute(block.statements)
        case nil: return .normal
        }
    }

    /// Evaluates `if`/`guard`/`while` conditions, binding `if let` names in the current scope.
    func conditions(_ list: ConditionElementListSyntax) throws -> Bool {
        for element in list {
            switch element.condition {
            case .expression(let expression):
                guard try truth(expression) else { return false }
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw Failure(binding.pattern, "if let binds one name here")
                }
                let hint = binding.typeAnnotation.flatMap { program.typeHint($0.type) }
                let value: Value
                if let initializer = binding.initializer {
                    value = try eval(initializer.value, hint.map { .optional($0) })
                } else {
                    if let existing = frame.lookup(name)?.value {
                        value = existing
                    } else if let existing = try member(ofSelf: name, at: binding) {
                        value = existing
                    } else {
                        throw Failure(binding, "unknown name '\(name)'")
                    }
                }
                if value.isNull { return false }
                frame.declare(
                    name,
                    Binding(
                        value: try convert(value, to: hint, at: binding),
                        isMutable: binding.bindingSpecifier.tokenKind == .keyword(.var),
                        hint: hint ?? TypeHint(of: value)))
            default:
                throw Failure(element, "this kind of condition is not supported in an interpreted layout")
            }
        }
        return true
    }

    /// The statements of the matching case of a `switch` on a value, or nil.
    func switchCase(_ statement: SwitchExprSyntax) throws -> CodeBlockItemListSyntax? {
        let subject = try eval(statement.subject)
        for element in statement.cases {
            guard case .switchCase(let switchCase) = element else {
                throw Failure(element, "#if inside switch is not supported")
            }
            switch switchCase.label {
            case .default: return switchCase.statements
            case .case(let label):
                for item in label.caseItems {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
                        throw Failure(item, "switch cases must be values (case .horizontal:, case 0:)")
                    }
                    let value = try eval(pattern.expression, TypeHint(of: subject))
                    if case .range(let lower, let upper) = value, case .int(let n) = subject {
                        if n >= lower && n < upper { return switchCase.statements }
                    } else if try equal(subject, value, at: item) {
                        return switchCase.statements
                    }
                }
            }
        }
        return nil
    }

    private func executeFor(_ statement: ForStmtSyntax, label: String?) throws -> Flow {
        guard statement.caseKeyword == nil, statement.tryKeyword == nil, statement.awaitKeyword == nil else {
            throw Failure(statement, "for case/try/await loops are not supported")
        }
        let sequence = try eval(statement.sequence)
        func iterate(_ element: Value) throws -> Flow? {
            try step(statement)
            frame.push()
            defer { frame.pop() }
            try bind(statement.pattern, to: element, isMutable: false, hint: nil)
            if let condition = statement.whereClause?.condition, !(try truth(condition)) { return nil }
            return loopExit(try execute(statement.body.statements), label: label)
        }
        if case .range(let lower, let upper) = sequence {
            var index = lower
            while index < upper {
                if let exit = try iterate(.int(index)) { return exit }
                index += 1
            }
            return .normal
        }
        guard let elements = sequence.elements else {
            throw Failure(statement.sequence, "cannot loop over \(sequence.typeName)")
        }
        for element in elements {
            if let exit = try iterate(element) { return exit }
        }
        return .normal
    }

    /// `let`/`var` with a name, a tuple pattern or `_`.
    private func declare(_ variable: VariableDeclSyntax) throws {
        let isMutable = variable.bindingSpecifier.tokenKind == .keyword(.var)
        for binding in variable.bindings {
            if binding.accessorBlock != nil {
                throw Failure(binding, "computed local variables are not supported")
            }
            let hint = binding.typeAnnotation.flatMap { program.typeHint($0.type) }
            guard let initializer = binding.initializer else {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw Failure(binding.pattern, "a declaration without a value needs a name")
                }
                let value: Value? = hint.map { if case .optional = $0 { return Value.null } else { return nil } } ?? nil
                frame.declare(name, Binding(value: value, isMutable: isMutable, hint: hint))
                continue
            }
            let value = try convert(try eval(initializer.value, hint), to: hint, at: initializer)
            try bind(binding.pattern, to: value, isMutable: isMutable, hint: hint)
        }
    }

    /// Binds a pattern (`x`, `(a, b)`, `_`) in the current scope.
    func bind(_ pattern: PatternSyntax, to value: Value, isMutable: Bool, hint: TypeHint?) throws {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            let inferred = hint ?? TypeHint(of: value)
            frame.declare(identifier.identifier.text, Binding(value: value, isMutable: isMutable, hint: inferred))
        } else if pattern.is(WildcardPatternSyntax.self) {
            return
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let items, _) = value, items.count == tuple.elements.count else {
                throw Failure(pattern, "cannot bind \(value.typeName) to a tuple of \(tuple.elements.count)")
            }
            for (element, item) in zip(tuple.elements, items) {
                try bind(element.pattern, to: item, isMutable: isMutable, hint: nil)
            }
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            try bind(binding.pattern, to: value, isMutable: isMutable, hint: hint)
        } else {
            throw Failure(pattern, "this pattern is not supported in an interpreted layout")
        }
    }
}
