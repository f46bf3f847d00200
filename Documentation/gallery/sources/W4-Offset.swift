// W4 (rule book §16): offset moves the drawing, not the layout: the blue-bordered rectangle is
// drawn 30 pt further than the green border, which stays where it is laid out.
Rectangle()
    .frame(width: 100, height: 50)
    .border(.blue)
    .offset(x: 30, y: 30)
    .border(.green)
