// ConstraintEngine+Trace.swift
// ConstraintEngine
//
// A layout whose compile steps are recorded (measurement instances, placements, choices, with
// the rows that certify them) and reported to a `LayoutTracer` at the solved values, in compile
// order. The model is in memory either way; the events are handed on one at a time.

import LayoutCore

extension ConstraintEngine {
    /// Lays out `tree` and reports the compile's steps to `tracer` at the solved values.
    public func layout(_ tree: ViewTree, tracer: any LayoutTracer) throws(ConstraintEngineError) -> ConstraintLayout {
        try onReservedStack(tree) {
            do throws(ConstraintEngineError) {
                let log = ModelTraceLog()
                let clock = ContinuousClock()
                let start = clock.now
                let compiled = try ModelCompiler(
                    tree: tree, configuration: configuration, mode: mode, namesVariables: true, traceLog: log
                ).compileLayout()
                let compileSeconds = (clock.now - start).seconds
                let (layout, values) = try ModelSolving(compiled: compiled, mode: mode, options: solveOptions)
                    .runWithValues(compileSeconds: compileSeconds)
                let emitter = ModelTraceEmitter(builder: compiled.builder, values: values)
                for step in log.steps { tracer.record(emitter.event(step)) }
                return .success(layout)
            } catch {
                return .failure(error)
            }
        }
    }
}
