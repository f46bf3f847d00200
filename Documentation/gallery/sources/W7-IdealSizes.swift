// W7 (rule book §16): under fixedSize the VStack takes the Text's ideal width; the Rectangle
// below is proposed that width and its 10-pt ideal height.
VStack {
    Text("The quick brown fox jumps over the lazy dog")
    Rectangle()
}
.fixedSize()
.border(.orange)
