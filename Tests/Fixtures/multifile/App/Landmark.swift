// A small app in the shape of Apple's Landmarks tutorial, written for the CLI tests of
// multi-file input (the detail view rendered with the rest of its app as context).
import SwiftUI

struct Landmark: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var description: String
    private var imageName: String
    var image: Image {
        Image(imageName)
    }
}
