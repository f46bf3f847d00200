// StandInTests.swift
// LayoutSourceTests
//
// Data the input cannot supply gets typed, labelled stand-ins, each reported once (CORE-6's
// normalise-and-report applied to the source); --strict makes them errors. Views the input does
// not declare are fixed 100×44 leaves (LEAF-OTHER-1's CustomLeaf); stand-in images are 100×100
// (LEAF-IMAGE-1).

import LayoutCore
import LayoutSource
import Testing

@Suite struct StandInTests {
    static func leaf100x44(_ name: String) -> ViewDescription {
        .labelled(name, content: v(.customLeaf(.fixed(Size(width: 100, height: 44), name: name))))
    }
    static func image100(_ name: String) -> ViewDescription {
        .labelled(name, content: v(.customLeaf(.fixed(Size(width: 100, height: 100), name: "StandInImage"))))
    }

    @Test func `typed stand-ins: String, numbers, Bool, optional, collection`() {
        let source = """
            struct Card: View {
                let title: String
                var count: Int
                var width: CGFloat
                var isOn: Bool
                var subtitle: String?
                var tags: [String]
                var body: some View {
                    VStack {
                        Text(title)
                        Text("\\(count) items").frame(width: width)
                        if isOn { Text("on") } else { Text("off") }
                        if let subtitle { Text(subtitle) }
                        ForEach(tags, id: \\.self) { tag in Text(tag) }
                    }
                }
            }
            """
        let parsed = parseFiles([("Card.swift", source)])
        expectParsed(
            parsed,
            vstack(
                text("title"), frame(text("0 items"), width: 0), text("off"),
                text("tags[0]"), text("tags[1]"), text("tags[2]")))
        #expect(
            parsed?.warnings.map(\.description) == [
                "Card.swift:2:9: warning: [source.standIn] 'title' (String) of Card has no value here; using the string \"title\"",
                "Card.swift:3:9: warning: [source.standIn] 'count' (Int) of Card has no value here; using 0",
                "Card.swift:4:9: warning: [source.standIn] 'width' (CGFloat) of Card has no value here; using 0.0",
                "Card.swift:5:9: warning: [source.standIn] 'isOn' (Bool) of Card has no value here; using false",
                "Card.swift:6:9: warning: [source.standIn] 'subtitle' (String?) of Card has no value here; using nil",
                "Card.swift:7:9: warning: [source.standIn] 'tags' ([String]) of Card has no value here; using 3 stand-in elements",
            ])
    }

    @Test func `model members are typed by the model's declaration; opaque values by their use`() {
        let source = """
            struct Landmark { var name: String; var rating: Int; var image: Image { Image("x") } }
            struct Detail: View {
                var landmark: Landmark
                @EnvironmentObject var modelData: ModelData
                var body: some View {
                    VStack {
                        Text(landmark.name)
                        Text("\\(landmark.rating)")
                        landmark.image.resizable().frame(width: 50)
                        ForEach(modelData.items) { item in Text(item.title) }
                        Image(modelData.banner)
                    }
                }
            }
            """
        let parsed = parseFiles([("D.swift", source)])
        let resizable = ViewDescription.labelled(
            "landmark.image",
            content: v(
                .customLeaf(
                    CustomLeafSpec(
                        name: "StandInImage", minimum: Size(width: 0, height: 0), ideal: Size(width: 100, height: 100),
                        maximum: Size(width: .infinity, height: .infinity)))))
        expectParsed(
            parsed,
            vstack(
                text("landmark.name"), text("0"), frame(resizable, width: 50),
                text("modelData.items[0].title"), text("modelData.items[1].title"), text("modelData.items[2].title"),
                Self.image100("modelData.banner")))
        #expect(parsed?.warnings.count == 2)
        #expect(
            parsed?.warnings.last?.message.hasPrefix("@EnvironmentObject 'modelData' (ModelData) of Detail") == true)
    }

    @Test func `each stand-in is reported once however often it is read`() {
        let source = """
            struct Row: View {
                var name: String
                var body: some View { Text(name) }
            }
            VStack { Row(); Row(); Text("x") }
            """
        let parsed = parseFiles([("R.swift", source)])
        expectParsed(parsed, vstack(text("name"), text("name"), text("x")))
        #expect(parsed?.warnings.count == 1)
    }

    @Test func `LEAF-OTHER-1 an undeclared view is a labelled 100×44 stand-in with a warning`() {
        let parsed = parseFiles([
            ("L.swift", "VStack {\n    DetailRow(item: x) { Text(\"ignored\") }\n    Text(\"a\")\n}")
        ])
        expectParsed(parsed, vstack(Self.leaf100x44("DetailRow"), text("a")))
        #expect(
            parsed?.warnings.map(\.description) == [
                "L.swift:2:5: warning: [source.undeclaredView] DetailRow is not declared in the input; laid out as a 100×44 stand-in (give the file that declares it)"
            ])
    }

    @Test func `--strict turns stand-ins into errors at the property`() {
        let source = "struct Card: View {\n    let title: String\n    var body: some View { Text(title) }\n}"
        let error = errorOf([("C.swift", source)], strict: true)
        #expect(
            error?.description
                == "C.swift:2:9: 'title' (String) of Card has no value here; using the string \"title\" (--strict: stand-ins are errors)"
        )
        #expect(errorOf([("U.swift", "Missing()")], strict: true)?.message.hasPrefix("Missing is not declared") == true)
    }

    @Test func `sample data and model objects the reader cannot build are stand-ins`() {
        let source = """
            struct Detail: View {
                @StateObject var store = Store()
                var item: Item
                var body: some View { Text(item.name); Text(store.title) }
            }
            #Preview { Detail(item: Store().items[0]) }
            """
        let parsed = parseFiles([("P.swift", source)])
        expectParsed(parsed, .group([text("item.name"), text("store.title")]))
        #expect(parsed?.warnings.map(\.line) == [6, 2])
    }

    @Test func `a static sample (.example) of a model type is a stand-in; its image a 100×100 leaf`() {
        let source = """
            struct Card: View {
                let recipe: Recipe
                var body: some View { VStack { recipe.image; Text(recipe.title) } }
            }
            #Preview { Card(recipe: .example) }
            """
        let parsed = parseFiles([("C.swift", source)])
        expectParsed(parsed, vstack(Self.image100("recipe.image"), text("recipe.title")))
        #expect(
            parsed?.warnings.first?.description.hasPrefix(
                "C.swift:5:25: warning: [source.standIn] '.example' of Recipe is not evaluated before layout") == true)
    }

    @Test func `known @Environment keys read as the iPhone profile's values`() {
        let source = """
            struct Themed: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
            }
            """
        let parsed = parseFiles([("T.swift", source)])
        expectParsed(parsed, text("light"))
        #expect(parsed?.warnings.first?.message.hasSuffix("has no value here; using .light") == true)
    }
}
