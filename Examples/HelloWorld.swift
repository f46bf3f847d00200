// The seed's first example (seed: dimensions-1; spec §16 W1): a Text in a ZStack on an
// iPhone 13 Pro. With `--text-metrics mono:7.757575,20.333333` the Text is laid out at
// (152.333, 418.333), 85.333 × 20.333, as in the seed.
import SwiftUI

struct ContentView: View {
    var body: some View {
        ZStack {
            Text("Hello world")
                .id("text")
        }
        .id("zstack")
    }
}
