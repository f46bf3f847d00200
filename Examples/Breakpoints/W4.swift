// Spec §16 W4: offset vs layout containers.
VStack {
    Rectangle().frame(width: 100, height: 50).border(.blue).offset(x: 30, y: 30).border(.green).id("offset")
    Rectangle().frame(width: 100, height: 50).padding(EdgeInsets(top: 30, leading: 30, bottom: 0, trailing: 0)).id("padding")
    Rectangle().frame(width: 100, height: 50).frame(width: 130, height: 80, alignment: .bottomTrailing).id("frame")
}
