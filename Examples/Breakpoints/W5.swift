// Spec §16 W5 over root widths (Examples/IconDemo.swift): three ways to put a badge on a button.
// IconDemo1 grows the ZStack to 165×65 because of the badge's alignment guides.
ZStack(alignment: .topTrailing) {
    RoundedRectangle(cornerRadius: 10)
        .fill(.blue)
        .frame(width: 150, height: 50)
        .id("button")
    Circle()
        .fill(.red)
        .frame(width: 30, height: 30)
        .alignmentGuide(.top) { $0.height / 2 }
        .alignmentGuide(.trailing) { d in d.width / 2 }
        .id("badge")
}
