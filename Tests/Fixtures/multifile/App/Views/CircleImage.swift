// A small app in the shape of Apple's Landmarks tutorial, written for the CLI tests of
// multi-file input (the detail view rendered with the rest of its app as context).
import SwiftUI

struct CircleImage: View {
    var image: Image

    var body: some View {
        image
            .clipShape(Circle())
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
            .shadow(radius: 7)
    }
}

#Preview {
    CircleImage(image: Image("turtlerock"))
}
