// ViewTemplates.swift
// ParseBenchmarks
//
// The view structs a generated benchmark file is made of, modelled on the real-world corpus
// (Tests/Fixtures/realworld): an order card, a settings list, a featured header, a statistics
// panel and a profile row. `#` in a template is replaced by the struct's number, so every struct
// has its own name and strings. All of it is vocabulary the parser reads today.

/// One view struct's source, with `#` standing for its number.
struct ViewTemplate {
    let name: String
    let text: String

    /// The struct's name and source for number `k`.
    func instance(_ k: Int) -> (name: String, source: String) {
        (name + String(k), text.replacingOccurrences(of: "#", with: String(k)))
    }

    static let all: [ViewTemplate] = [card, settings, header, statistics, profile]

    static let card = ViewTemplate(
        name: "OrderCard",
        text: """
            /// An order: its box icon, title and status, and a count badge.
            struct OrderCard#: View {
                let title = "Order #"
                let status = "Ready for pickup at the north truck"

                var body: some View {
                    HStack(alignment: .top, spacing: 12) {
                        Image(systemName: "shippingbox")
                            .resizable()
                            .scaledToFit()
                            .frame(width: 44, height: 44)
                        VStack(alignment: .leading, spacing: 4) {
                            Text(title)
                                .font(.headline)
                            Text(status)
                                .font(.subheadline)
                                .lineLimit(2)
                        }
                        Spacer()
                        Text("#")
                            .padding(.horizontal, 8)
                            .background(Capsule().fill(Color.blue))
                    }
                    .padding()
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray))
                }
            }

            """)

    static let settings = ViewTemplate(
        name: "SettingsSection",
        text: """
            struct SettingsSection#: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("Section #")
                            .font(.caption)
                            .padding(.bottom, 6)
                        ForEach(0..<3) { _ in
                            HStack(spacing: 12) {
                                Circle()
                                    .fill(Color.green)
                                    .frame(width: 28, height: 28)
                                Text("Notifications")
                                Spacer()
                                Text("On")
                                    .foregroundColor(.secondary)
                            }
                            .padding(.vertical, 10)
                            Divider()
                        }
                    }
                    .padding(.horizontal, 16)
                }
            }

            """)

    static let header = ViewTemplate(
        name: "FeaturedHeader",
        text: """
            // The featured donut, over a coloured band, with a favourite mark in the corner.
            struct FeaturedHeader#: View {
                var body: some View {
                    ZStack(alignment: .bottomLeading) {
                        Rectangle()
                            .fill(Color.orange)
                            .frame(height: 160)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Featured")
                                .font(.caption)
                            Text("Donut of the day, number #")
                                .font(.title)
                                .lineLimit(1)
                        }
                        .padding()
                    }
                    .overlay(alignment: .topTrailing) {
                        Circle()
                            .frame(width: 24, height: 24)
                            .padding(8)
                    }
                }
            }

            """)

    static let statistics = ViewTemplate(
        name: "StatisticsPanel",
        text: """
            struct StatisticsPanel#: View {
                let spacing: CGFloat = 16

                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Statistics")
                            .font(.headline)
                        HStack(spacing: spacing) {
                            VStack { Text("12"); Text("Sold") }
                            VStack { Text("4.8"); Text("Rating") }
                            VStack { Text("#"); Text("Rank") }
                        }
                        Divider()
                        HStack {
                            Text("Updated")
                            Spacer(minLength: 20)
                            Text("Today")
                                .fixedSize()
                        }
                    }
                    .padding(spacing)
                    .border(Color.gray, width: 1)
                }
            }

            """)

    static let profile = ViewTemplate(
        name: "ProfileRow",
        text: """
            struct ProfileRow#: View {
                var name = "Account #"

                var body: some View {
                    HStack {
                        Circle()
                            .fill(Color.purple)
                            .frame(width: 40, height: 40)
                            .overlay(Text("A").font(.caption))
                        VStack(alignment: .leading) {
                            Text(name)
                            Text("Signed in")
                                .font(.footnote)
                        }
                        .layoutPriority(1)
                        Spacer()
                        Image(systemName: "chevron.right")
                            .frame(width: 12, height: 20)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.vertical, 8)
                }
            }

            """)
}
