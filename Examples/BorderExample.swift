// Spec §16 W3 (seed: dimensions-1): borders, a fixed frame with bottom-leading alignment,
// padding. Each border is an overlay; modifiers wrap from the inside out (CORE-4).
VStack {
    Text("Hello world")
        .border(.red)
        .frame(width: 100, height: 100, alignment: .bottomLeading)
        .id("frame")
        .border(.blue)
        .padding()
}
.border(.green)
