// PictureTests.swift
// LayoutReportTests
//
// The SVG picture checked as pixels (rasterised by rsvg-convert): paint order of background and
// overlay (BACKGROUND-1, OVERLAY-1), render-only effects (§18.5: opacity, clipping), Text lines
// where TEXT-3 breaks them, `.border` strokes (OVERLAY-3), and a debug layer that never hides
// painted content.

import EngineConfiguration
import LayoutCore
import LayoutDSL
import LayoutReport
import ReferenceEngine
import Testing
import TextMeasurement

/// A 200×200 window at scale 1, laid out with the default (Inter) measurer.
private let configuration = LayoutConfiguration(
    root: .window(width: 200, height: 200), textMeasurer: FontTableMeasurer.standard)

private func picture(_ tree: ViewTree, outlines: OutlineMode = .none) throws -> (PNGImage, LayoutResult) {
    let result = ReferenceEngine(configuration: configuration).layout(tree)
    let svg = SVGReport(canvas: configuration.root.window, measurer: configuration.textMeasurer, outlines: outlines)
        .render(tree: tree, result: result)
    return (try Rasterizer.rasterize(svg), result)
}

private let white = PNGImage.Pixel(r: 255, g: 255, b: 255, a: 255)
private let red = PNGImage.Pixel(r: 255, g: 59, b: 48, a: 255) // Color.red, #FF3B30
private let blue = PNGImage.Pixel(r: 0, g: 122, b: 255, a: 255) // Color.blue, #007AFF
private let green = PNGImage.Pixel(r: 52, g: 199, b: 89, a: 255) // Color.green, #34C759

/// Whether two pixels differ by at most `tolerance` per channel.
private func close(_ a: PNGImage.Pixel, _ b: PNGImage.Pixel, tolerance: Int = 2) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
        && abs(Int(a.b) - Int(b.b)) <= tolerance
}

/// Whether the pixel is text ink (clearly darker than white).
private func ink(_ p: PNGImage.Pixel) -> Bool { Int(p.r) + Int(p.g) + Int(p.b) < 3 * 160 }

@Suite struct PictureTests {
    @Test func `BACKGROUND-1 the background is painted under its content`() throws {
        // Primary 100×100 at (50, 50); the 160×160 background frame is centred on it at (20, 20).
        let (image, _) = try picture(
            ViewTree { Color.red.frame(width: 100, height: 100).background(Color.blue.frame(width: 160, height: 160)) })
        #expect(close(image[100, 100], red), "content: \(image[100, 100])")
        #expect(close(image[30, 100], blue), "background around it: \(image[30, 100])")
        #expect(close(image[10, 100], white))
    }

    @Test func `OVERLAY-1 the overlay is painted over its content`() throws {
        // Primary 100×100 at (50, 50); the 40×40 overlay is centred at (80, 80).
        let (image, _) = try picture(
            ViewTree { Color.red.frame(width: 100, height: 100).overlay(Color.green.frame(width: 40, height: 40)) })
        #expect(close(image[100, 100], green), "overlay: \(image[100, 100])")
        #expect(close(image[60, 100], red))
    }

    @Test func `opacity blends the view with what lies under it`() throws {
        let (image, _) = try picture(ViewTree { Color.blue.frame(width: 100, height: 100).opacity(0.5) })
        // #007AFF at 50 % over white: (127.5, 188.5, 255).
        #expect(
            close(image[100, 100], PNGImage.Pixel(r: 128, g: 189, b: 255, a: 255), tolerance: 2), "\(image[100, 100])")
    }

    @Test func `clipped, cornerRadius and clipShape cut the drawing`() throws {
        // The red 160×40 child overflows its 80×40 frame at (60, 80): clipped() hides the overflow.
        let (clipped, _) = try picture(
            ViewTree { Color.red.frame(width: 160, height: 40).frame(width: 80, height: 40).clipped() })
        #expect(close(clipped[100, 100], red))
        #expect(close(clipped[30, 100], white), "overflow is cut: \(clipped[30, 100])")
        let (unclipped, _) = try picture(
            ViewTree { Color.red.frame(width: 160, height: 40).frame(width: 80, height: 40) })
        #expect(close(unclipped[30, 100], red), "without clipped() the overflow is painted")
        // 100×100 at (50, 50) with corner radius 30: the corner is cut, the edge midpoint kept.
        let (rounded, _) = try picture(ViewTree { Color.red.frame(width: 100, height: 100).cornerRadius(30) })
        #expect(close(rounded[52, 52], white), "corner: \(rounded[52, 52])")
        #expect(close(rounded[52, 100], red))
        let (circle, _) = try picture(ViewTree { Color.red.frame(width: 100, height: 100).clipShape(Circle()) })
        #expect(close(circle[60, 60], white))
        #expect(close(circle[100, 100], red))
    }

    @Test func `shapes are stroked as declared`() throws {
        // A 100×100 circle at (50, 50) stroked 6 wide inside its frame: ink on the rim, none at the centre.
        let (image, _) = try picture(
            ViewTree { Circle().strokeBorder(.blue, lineWidth: 6).frame(width: 100, height: 100) })
        #expect(close(image[100, 52], blue), "rim: \(image[100, 52])")
        #expect(close(image[100, 100], white))
        #expect(close(image[100, 48], white), "strokeBorder stays inside the frame")
    }

    @Test func `TEXT-3 text is drawn in the lines the measurer broke, inside its frame`() throws {
        // "Hello world" proposed 50 wide breaks into "Hello" / "world": 50 × 2 lines.
        let (image, result) = try picture(ViewTree { Text("Hello world").frame(width: 50) })
        let text = result.nodes[1].displayFrame
        let lines = TextLines.lines(
            of: "Hello world", width: text.size.width, font: .body, measurer: FontTableMeasurer.standard)
        #expect(lines == ["Hello", "world"])
        #expect(text.size.height == 42) // two lines of L = ceilPx(20.287, 1) = 21
        func inkRows(_ y0: Int, _ y1: Int) -> Int {
            var count = 0
            for y in y0..<y1 { for x in 0..<200 where ink(image[x, y]) { count += 1 } }
            return count
        }
        let top = Int(text.minY), middle = Int(text.minY) + 21, bottom = Int(text.maxY)
        #expect(inkRows(top, middle) > 40, "first line drawn")
        #expect(inkRows(middle, bottom) > 40, "second line drawn")
        #expect(inkRows(0, top - 1) == 0 && inkRows(bottom + 2, 200) == 0, "no ink above or below the frame")
        var outside = 0
        for y in 0..<200 {
            for x in 0..<200 where ink(image[x, y]) && (x < Int(text.minX) - 1 || x > Int(text.maxX) + 1) {
                outside += 1
            }
        }
        #expect(outside == 0, "each line fits the 50-pt width")
    }

    @Test func `OVERLAY-3 border strokes are visible, also under the debug layer`() throws {
        // 100×100 yellow at (50, 50) with a 4-pt red border inside its edge.
        let tree = try ViewTree { Color.yellow.frame(width: 100, height: 100).border(Color.red, width: 4) }
        for mode in OutlineMode.allCases {
            let (image, _) = try picture(tree, outlines: mode)
            #expect(close(image[52, 100], red, tolerance: 40), "\(mode): border at x 52 is \(image[52, 100])")
            #expect(close(image[100, 52], red, tolerance: 40), "\(mode): border at y 52 is \(image[100, 52])")
        }
    }

    @Test func `the debug layer never covers fills`() throws {
        let tree = try ViewTree {
            HStack(spacing: 0) {
                Color.blue.frame(width: 60, height: 60)
                Color.green.frame(width: 60, height: 60).opacity(0.5)
            }
        }
        let (plain, _) = try picture(tree, outlines: .none)
        let (outlined, _) = try picture(tree, outlines: .frames)
        let (labelled, _) = try picture(tree, outlines: .all)
        // HStack 120×60 at (40, 70): fills away from the frame edges are untouched.
        for (x, y) in [(70, 100), (55, 85), (130, 100), (145, 115)] {
            #expect(plain[x, y] == outlined[x, y], "frames changed (\(x), \(y))")
        }
        #expect(plain[130, 100] == labelled[130, 100])
        // On a frame edge the fill still shows through the translucent hairline.
        #expect(outlined[40, 100].b > 200 && outlined[40, 100].r < 120, "edge: \(outlined[40, 100])")
        #expect(plain[40, 69] != outlined[40, 69] || plain[39, 100] != outlined[39, 100], "outlines are drawn")
    }

    @Test func `the picture is the window; overflow is clipped, not grown`() throws {
        let (image, _) = try picture(ViewTree { Color.red.frame(width: 300, height: 50) })
        #expect(image.width == 200 && image.height == 200)
        #expect(close(image[0, 100], red) && close(image[199, 100], red))
    }
}
