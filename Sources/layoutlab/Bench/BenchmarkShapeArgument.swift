// BenchmarkShapeArgument.swift
// layoutlab
//
// `generate --shape`: the benchmark shapes (BenchmarkShapes) as an option value.

import ArgumentParser
import BenchmarkShapes

extension BenchmarkShape: ExpressibleByArgument {}
