// The seed's first example (seed: dimensions-1; spec §16 W1): a Text in a ZStack on an
// iPhone 13 Pro. The Text is laid out at (152.333, 418.333), 85.333 × 20.333, as in the seed,
// with the default text metrics (Inter widths, ceiled to the pixel grid by TEXT-2) and with
// the seed's own `--text-metrics mono:7.757575,20.333333`.
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
