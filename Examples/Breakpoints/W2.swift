// Spec §16 W2 over root widths: a Rectangle and a Text side by side in the proposal modes.
HStack {
    Rectangle().id("rectangle")
    Text("Hello world").id("text")
}
