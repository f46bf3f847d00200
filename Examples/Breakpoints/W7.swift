// Spec §16 W7: ideal sizes under fixedSize, next to a Text that wraps with the root width.
VStack {
    VStack {
        Text("The quick brown fox jumps over the lazy dog")
        Rectangle()
    }
    .fixedSize()
    .id("fixed")
    Text("The quick brown fox jumps over the lazy dog").id("wrapping")
}
