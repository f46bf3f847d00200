// Spec §16 W8 (seed: layout-protocol): the seed's wrapping layout, registered as FlowLayout.
FlowLayout(spacing: 10) {
    Color.blue.frame(width: 100, height: 30).id("a")
    Color.green.frame(width: 100, height: 30).id("b")
    Color.orange.frame(width: 100, height: 30).id("c")
}
.frame(width: 250)
