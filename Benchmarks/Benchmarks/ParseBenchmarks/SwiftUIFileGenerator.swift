// SwiftUIFileGenerator.swift
// ParseBenchmarks
//
// A real-looking SwiftUI file of about a given number of lines: view structs from
// ``ViewTemplate`` in turn, then a `ContentView` that stacks one of each in a ScrollView, so
// the whole file lays out. Deterministic: the same line count gives the same text.

enum SwiftUIFileGenerator {
    /// The source of a file with at most about `lines` lines (at least one struct), and its
    /// actual line count.
    static func file(lines target: Int) -> (source: String, lines: Int) {
        var structs: [String] = []
        var names: [String] = []
        var body = ""
        var k = 0
        while true {
            let (name, source) = ViewTemplate.all[k % ViewTemplate.all.count].instance(k)
            let next = body + source
            // The root adds 11 lines and one per struct.
            if !structs.isEmpty && lineCount(next) + 11 + names.count + 1 > target { break }
            structs.append(source)
            names.append(name)
            body = next
            k += 1
        }
        var root = """
            struct ContentView: View {
                var body: some View {
                    ScrollView {
                        VStack(spacing: 16) {

            """
        for name in names { root += "                \(name)()\n" }
        root += """
                        }
                        .padding()
                    }
                }
            }

            """
        let header = "// A generated storefront: \(names.count) view structs and a ContentView.\n\n"
        let source = header + body + root
        return (source, lineCount(source))
    }

    private static func lineCount(_ text: String) -> Int {
        text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}
