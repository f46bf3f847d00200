// StructureTests.swift
// LayoutDSLTests
//
// Layout-neutral structure: groups, custom views, if/else, loops, ForEach, AnyView (GROUP-1..4,
// ROOT-2, CORE-5).

import Foundation
import LayoutCore
import LayoutDSL
import Testing

struct Badge: View {
    var title: String
    var body: some View {
        Text(title)
        Circle()
    }
}

struct ContentView: View {
    var body: some View {
        HStack(spacing: 4) {
            Badge(title: "New")
            Spacer()
        }
    }
}

@Suite("Structure lowering")
struct StructureTests {
    @Test("GROUP-3 a modifier on a Group applies to each member")
    func groupModifier() throws {
        let tree = try ViewTree {
            Group {
                Text("A")
                Text("B")
            }
            .padding()
        }
        let expected = try expectedTree { b in
            let a = b.wrap(b.add(text("A")), in: padding(16))
            let c = b.wrap(b.add(text("B")), in: padding(16))
            return b.add(implicitVStack, children: [a, c])
        }
        #expect(tree == expected)
    }

    @Test("GROUP-1 Group contents are spliced into the enclosing stack")
    func groupFlattening() throws {
        let tree = try ViewTree {
            HStack {
                Text("A")
                Group {
                    Text("B")
                    Group { Text("C") }
                }
                EmptyView()
            }
        }
        #expect(kinds(tree) == [hStack, text("A"), text("B"), text("C")])
    }

    @Test("CORE-5 a custom view's body is layout-neutral")
    func customViewBody() throws {
        let tree = try ViewTree(ContentView())
        let expected = try expectedTree { b in
            let t = b.add(text("New"))
            let c = b.add(shape(.circle))
            let s = b.add(.spacer(minLength: nil))
            return b.add(.stack(StackSpec(axis: .horizontal, spacing: 4)), children: [t, c, s])
        }
        #expect(tree == expected)
        #expect(try lower(ContentView()) == expected)
    }

    @Test("ROOT-2 several root views become an implicit VStack; one is used directly")
    func rootImplicitStack() throws {
        let several = try ViewTree {
            Text("A")
            Text("B")
        }
        #expect(kinds(several) == [implicitVStack, text("A"), text("B")])
        let one = try ViewTree { Text("A") }
        #expect(kinds(one) == [text("A")])
        let customRoot = try ViewTree(Badge(title: "X"))
        #expect(kinds(customRoot) == [implicitVStack, text("X"), shape(.circle)])
        let none = try ViewTree { EmptyView() }
        #expect(none.nodes.count == 1 && none.nodes[0].children.isEmpty)
    }

    @Test("GROUP-1 if/else lowers the taken branch only")
    func ifElse() throws {
        func make(_ flag: Bool) throws -> ViewTree {
            try ViewTree {
                VStack {
                    if flag {
                        Text("yes")
                        Text("and more")
                    } else {
                        Rectangle()
                    }
                }
            }
        }
        #expect(kinds(try make(true)) == [vStack, text("yes"), text("and more")])
        #expect(kinds(try make(false)) == [vStack, shape(.rectangle)])
    }

    @Test("GROUP-2 an if without else whose condition is false contributes no child")
    func ifWithoutElse() throws {
        func make(_ flag: Bool) throws -> ViewTree {
            try ViewTree {
                HStack {
                    Text("A")
                    if flag { Text("B") }
                }
            }
        }
        #expect(kinds(try make(true)) == [hStack, text("A"), text("B")])
        #expect(kinds(try make(false)) == [hStack, text("A")])
    }

    @Test("GROUP-1 switch lowers the matching case")
    func switchStatement() throws {
        func make(_ n: Int) throws -> ViewTree {
            try ViewTree {
                switch n {
                case 0: Text("zero")
                case 1: Rectangle()
                default: Circle()
                }
            }
        }
        #expect(kinds(try make(0)) == [text("zero")])
        #expect(kinds(try make(1)) == [shape(.rectangle)])
        #expect(kinds(try make(5)) == [shape(.circle)])
    }

    @Test("GROUP-1 ForEach over a range yields one child per element")
    func forEachRange() throws {
        let tree = try ViewTree {
            VStack {
                ForEach(0..<3) { i in
                    Text("row \(i)")
                }
            }
        }
        #expect(kinds(tree) == [vStack, text("row 0"), text("row 1"), text("row 2")])
        let empty = try ViewTree { HStack { ForEach(0..<0) { _ in Text("never") } } }
        #expect(kinds(empty) == [hStack])
    }

    @Test("GROUP-1 ForEach over an array, by key path and Identifiable")
    func forEachArray() throws {
        let names = ["a", "b"]
        let items = [Item(id: 1, title: "one"), Item(id: 2, title: "two")]
        let tree = try ViewTree {
            HStack {
                ForEach(names, id: \.self) { name in
                    Text(name)
                    Divider()
                }
                ForEach(items) { item in Text(item.title) }
            }
        }
        #expect(
            kinds(tree) == [
                hStack, text("a"), .divider, text("b"), .divider,
                text("one"), text("two"),
            ])
    }

    @Test("GROUP-1 a for loop in a view builder yields each iteration's views")
    func forLoop() throws {
        let tree = try ViewTree {
            VStack {
                for i in 1...3 {
                    Color.red.frame(height: Double(i))
                }
            }
        }
        #expect(
            childKinds(tree) == [
                fixedFrame(height: 1), fixedFrame(height: 2),
                fixedFrame(height: 3),
            ])
    }

    @Test("GROUP-3 a modifier on ForEach applies to each element")
    func forEachModifier() throws {
        let tree = try ViewTree {
            HStack {
                ForEach(0..<2) { _ in Rectangle() }.frame(width: 10)
            }
        }
        #expect(childKinds(tree) == [fixedFrame(width: 10), fixedFrame(width: 10)])
    }

    @Test("CORE-5 AnyView adds no node and type-erases different views")
    func anyView() throws {
        let views: [AnyView] = [AnyView(Text("A")), AnyView(Rectangle().padding(2))]
        let tree = try ViewTree {
            VStack {
                ForEach(0..<views.count) { i in views[i] }
            }
        }
        #expect(kinds(tree) == [vStack, text("A"), padding(2), shape(.rectangle)])
    }

    @Test("CORE-4 a 1,000-level chain built in a loop through AnyView lowers in order")
    func deepChain() throws {
        var view = AnyView(Text("leaf"))
        for i in 0..<1_000 {
            view = AnyView(view.padding(Double(i)))
        }
        let tree = try ViewTree(view)
        #expect(tree.count == 1_001)
        #expect(tree.depth() == 1_001)
        #expect(tree.nodes[0].kind == padding(999))
        #expect(tree.nodes[999].kind == padding(0))
        #expect(tree.nodes[1_000].kind == text("leaf"))
    }
}
