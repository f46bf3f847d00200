// A small app in the shape of Apple's Landmarks tutorial, written for the CLI tests of
// multi-file input (the detail view rendered with the rest of its app as context).
import SwiftUI

struct LandmarkDetail: View {
    @Environment(ModelData.self) var modelData
    var landmark: Landmark

    var body: some View {
        ScrollView {
            CircleImage(image: landmark.image)
                .offset(y: -130)
                .padding(.bottom, -130)
            VStack(alignment: .leading) {
                Text(landmark.name)
                    .font(.title)
                HStack {
                    Text(landmark.park)
                    Spacer()
                    Text(landmark.state)
                }
                .font(.subheadline)
                Divider()
                Text("About \(landmark.name)")
                    .font(.title2)
                Text(landmark.description)
            }
            .padding()
        }
    }
}

#Preview {
    LandmarkDetail(landmark: ModelData().landmarks[0])
}
