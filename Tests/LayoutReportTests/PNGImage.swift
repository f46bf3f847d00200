// PNGImage.swift
// LayoutReportTests
//
// A minimal PNG reader for the pictures rsvg-convert writes (8-bit RGB or RGBA, not
// interlaced): chunks, zlib's `uncompress`, the five row filters.

import CZlib
import Foundation

struct PNGImage {
    let width: Int
    let height: Int
    /// RGBA, row-major.
    let pixels: [UInt8]

    struct Pixel: Equatable, CustomStringConvertible {
        var r, g, b, a: UInt8
        var description: String { "rgba(\(r), \(g), \(b), \(a))" }
    }

    enum DecodeError: Error { case notPNG, unsupported(String), corrupt(String) }

    subscript(x: Int, y: Int) -> Pixel {
        let i = 4 * (y * width + x)
        return Pixel(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8] == [137, 80, 78, 71, 13, 10, 26, 10] else { throw DecodeError.notPNG }
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var offset = 8, width = 0, height = 0, channels = 0
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = be32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            guard body + length <= bytes.count else { throw DecodeError.corrupt("chunk \(type) overruns") }
            switch type {
            case "IHDR":
                width = be32(body)
                height = be32(body + 4)
                guard bytes[body + 8] == 8, bytes[body + 12] == 0 else {
                    throw DecodeError.unsupported("bit depth \(bytes[body + 8]), interlace \(bytes[body + 12])")
                }
                switch bytes[body + 9] {
                case 2: channels = 3
                case 6: channels = 4
                default: throw DecodeError.unsupported("colour type \(bytes[body + 9])")
                }
            case "IDAT": compressed += bytes[body..<body + length]
            default: break
            }
            offset = body + length + 4
        }
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var rawLength = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &rawLength, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { throw DecodeError.corrupt("zlib status \(status)") }
        var rows = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for x in 0..<stride {
                let value = Int(raw[y * (stride + 1) + 1 + x])
                let a = x >= channels ? Int(rows[y * stride + x - channels]) : 0
                let b = y > 0 ? Int(rows[(y - 1) * stride + x]) : 0
                let c = x >= channels && y > 0 ? Int(rows[(y - 1) * stride + x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw DecodeError.corrupt("row filter \(filter)")
                }
                rows[y * stride + x] = UInt8((value + predictor) & 0xFF)
            }
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) {
            for k in 0..<channels { rgba[4 * i + k] = rows[channels * i + k] }
        }
        self.width = width
        self.height = height
        self.pixels = rgba
    }
}
