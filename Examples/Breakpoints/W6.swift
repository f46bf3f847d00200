// Spec §16 W6 over root widths: ViewThatFits picks the first label that fits the root width.
ViewThatFits(in: .horizontal) {
    Text("Hello Beautiful World").id("long")
    Text("Hello World").id("medium")
    Text("Hi").id("short")
}
