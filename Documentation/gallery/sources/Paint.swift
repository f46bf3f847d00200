// Paint order and render-only effects: a background under its content, an overlay and a border
// over it, opacity, clipping and corner shapes, stroked shapes, and wrapped Text.
VStack(spacing: 16) {
    Text("A background is painted under its content, an overlay over it.")
        .padding(8)
        .background(Color.yellow)
        .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 12, height: 12) }
        .border(.orange, width: 2)
    HStack(spacing: 12) {
        Color.blue.frame(width: 60, height: 60).opacity(0.5)
        Color.green.frame(width: 60, height: 60).cornerRadius(16)
        Color.purple.frame(width: 60, height: 60).clipShape(Circle())
        Color.red.frame(width: 120, height: 20).frame(width: 60, height: 60).clipped()
    }
    HStack(spacing: 12) {
        Circle().stroke(.blue, lineWidth: 4).frame(width: 60, height: 60)
        Capsule().strokeBorder(.pink, lineWidth: 6).frame(width: 90, height: 40)
        RoundedRectangle(cornerRadius: 12).fill(.mint).frame(width: 60, height: 60)
    }
}
.padding()
