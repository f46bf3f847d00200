// A toolbar whose title truncates on two width intervals (Documentation/Breakpoints.md):
// layoutlab breakpoints Examples/Breakpoints/Toolbar.swift --width 0...400 --height 44 --check truncation
HStack {
    Text("Weekly digest").lineLimit(1).id("title")
    Spacer()
    ViewThatFits { Text("Mark as read"); Text("Read") }
}
