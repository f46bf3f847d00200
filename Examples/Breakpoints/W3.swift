// Spec §16 W3: the border example.
VStack {
    Text("Hello world")
        .border(.red)
        .frame(width: 100, height: 100, alignment: .bottomLeading)
        .border(.blue)
        .padding()
        .id("frame")
}
.border(.green)
