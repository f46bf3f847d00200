// W6 (rule book §16): ViewThatFits in a 100-pt frame chooses the second Text.
ViewThatFits(in: .horizontal) {
    Text("Hello Beautiful World")
    Text("Hello World")
    Text("Hi")
}
.border(.blue)
.frame(width: 100)
.border(.red)
