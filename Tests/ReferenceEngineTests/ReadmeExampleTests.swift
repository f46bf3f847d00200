// ReadmeExampleTests.swift
// ReferenceEngineTests
//
// The library example of README.md, verbatim, so the number it quotes stays true.

import EngineConfiguration
import LayoutCore
import LayoutDSL
import ReferenceEngine
import Testing
import TextMeasurement

@Test("README library example: the greeting frame is (16, 63) 50×20.333")
func readmeLibraryExample() throws {
    let tree = try ViewTree {
        VStack(alignment: .leading, spacing: 4) {
            Text("Hi").frame(width: 50).id("greeting")
            HStack {
                Color.red; Spacer(); Circle().frame(width: 20, height: 20)
            }
        }
        .padding()
    }
    let engine = ReferenceEngine(
        configuration: LayoutConfiguration(
            root: .iPhone13Pro, textMeasurer: MonoMeasurer.bodyStandIn))
    let result = engine.layout(tree)
    let frame = try #require(result.node(labelled: "greeting", in: tree)?.frame)
    #expect(frame.origin == Point(x: 16, y: 63))
    #expect(frame.size.width == 50 && abs(frame.size.height - 61.0 / 3) < 1e-9)
}
