// ControlTests.swift
// LayoutSourceTests
//
// CONTROL-1..7: controls lower to primitives with iOS's default sizes, laid out identically by
// both engines. The window is 300 pt wide; text is 10 pt per character, 20 pt per line.

import LayoutCore
import Testing

@Suite struct ControlTests {
    @Test func `CONTROL-2 Toggle: the label fills the width, the 51 × 31 switch trails`() {
        guard
            let layout = vocabularyLayout(
                """
                VStack {
                    Toggle("Wi-Fi", isOn: $isOn).id("t")
                    Toggle(isOn: .constant(true)) { Text("On") }.id("u")
                }
                """)
        else { return }
        #expect(layout.frame("t")?.size == Size(width: 300, height: 31))
        guard let toggle = layout.tree.nodes.firstIndex(where: { $0.label == "t" }) else { return }
        let children = layout.tree.nodes[toggle].children
        // HStack spacing between the framed label and the leaf: 8 (SPACING-3).
        #expect(layout.result[children[0]].frame.size == Size(width: 241, height: 20))
        #expect(layout.result[children[1]].frame.minX == 249)
        #expect(
            layout.tree.nodes[children[1].index].kind
                == .customLeaf(.fixed(Size(width: 51, height: 31), name: "Toggle")))
        #expect(layout.attributes("t") == [NodeAttribute("Toggle")])
        #expect(layout.frame("u")?.size == Size(width: 300, height: 31))
    }

    @Test func `CONTROL-3 Slider fills the width at 34 pt; value labels sit beside it`() {
        guard
            let layout = vocabularyLayout(
                """
                VStack(spacing: 0) {
                    Slider(value: $volume, in: 0...10).id("s")
                    Slider(value: $volume) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }.id("m")
                }
                """)
        else { return }
        #expect(layout.frame("s") == Rect(x: 0, y: 266, width: 300, height: 34))
        #expect(layout.frame("m") == Rect(x: 0, y: 300, width: 300, height: 34))
        guard let labelled = layout.tree.nodes.firstIndex(where: { $0.label == "m" }) else { return }
        let bar = layout.tree.nodes[labelled].children[1]
        // 300 − "0" (10) − "10" (20) − two spacings of 8.
        #expect(layout.result[bar].frame == Rect(x: 18, y: 300, width: 254, height: 34))
    }

    @Test func `CONTROL-4 Stepper and CONTROL-7 Picker, DatePicker, ColorPicker rows`() {
        guard
            let layout = vocabularyLayout(
                """
                VStack(spacing: 0) {
                    Stepper("Count", value: $count, in: 0...9).id("s")
                    Picker("Flavor", selection: $flavor) { Text("A").tag(0) }.id("p")
                    DatePicker("Date", selection: $date).id("d")
                    ColorPicker("Tint", selection: $color).id("c")
                }
                """)
        else { return }
        #expect(layout.frame("s") == Rect(x: 0, y: 218, width: 300, height: 32))
        #expect(layout.frame("p") == Rect(x: 0, y: 250, width: 300, height: 44))
        #expect(layout.frame("d")?.size == Size(width: 300, height: 44))
        #expect(layout.frame("c")?.size == Size(width: 300, height: 44))
        guard let stepper = layout.tree.nodes.firstIndex(where: { $0.label == "s" }) else { return }
        #expect(
            layout.result[layout.tree.nodes[stepper].children[1]].frame == Rect(x: 206, y: 218, width: 94, height: 32))
    }

    @Test func `CONTROL-5 ProgressView: a 20 × 20 spinner, or a 4-pt bar under its label`() {
        guard
            let layout = vocabularyLayout(
                """
                VStack(spacing: 0) {
                    ProgressView().id("spin")
                    ProgressView("Loading").id("titled")
                    ProgressView(value: 0.5).id("bar")
                    ProgressView("Upload", value: 0.5).id("labelled")
                    Gauge(value: 0.3) { Text("Fuel") }.id("gauge")
                }
                """)
        else { return }
        #expect(layout.frame("spin")?.size == Size(width: 20, height: 20))
        // Spinner above its title, default VStack spacing 8 (SPACING-3).
        #expect(layout.frame("titled")?.size == Size(width: 70, height: 48))
        #expect(layout.frame("bar")?.size == Size(width: 300, height: 4))
        #expect(layout.frame("labelled")?.size == Size(width: 300, height: 32))
        #expect(layout.frame("gauge")?.size == Size(width: 300, height: 32))
    }

    @Test func `CONTROL-6 TextField is one line of its placeholder filling the width`() {
        guard
            let layout = vocabularyLayout(
                """
                VStack(spacing: 0) {
                    TextField("Name", text: $name).id("f")
                    SecureField("Password", text: $password).id("s")
                    TextField(text: $name, prompt: Text("Prompt")) { Text("Label") }.id("p")
                    TextEditor(text: $notes).id("e")
                }
                """)
        else { return }
        #expect(layout.frame("f") == Rect(x: 0, y: 0, width: 300, height: 20))
        #expect(layout.frame("s") == Rect(x: 0, y: 20, width: 300, height: 20))
        #expect(layout.frame("p") == Rect(x: 0, y: 40, width: 300, height: 20))
        #expect(layout.frame("e") == Rect(x: 0, y: 60, width: 300, height: 540))
        #expect(layout.attributes("f") == [NodeAttribute("TextField", .string("Name"))])
        #expect(layout.attributes("p") == [NodeAttribute("TextField", .string("Prompt"))])
    }

    @Test func `CONTROL-1 Label is its icon then its title`() {
        guard
            let layout = vocabularyLayout(
                """
                VStack(spacing: 0) {
                    Label("Star", systemImage: "star").id("a")
                    Label { Text("Custom") } icon: { Color.red.frame(width: 10, height: 10) }.id("b")
                }
                """,
                configuration: vocabularyConfigurationWithImages(["star": Size(width: 20, height: 20)]))
        else { return }
        #expect(layout.frame("a")?.size == Size(width: 68, height: 20))
        #expect(layout.frame("b")?.size == Size(width: 78, height: 20))
    }
}
