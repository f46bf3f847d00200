// SVGParsing.swift
// LayoutReportTests
//
// Reads an SVG document back with Foundation's XMLParser.

import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every element of a parsed XML document, in document order.
final class XMLElements: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// The element's own character data (entities decoded).
        var text: String
        /// Index of the enclosing element.
        var parent: Int?
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    /// Parses `document`; nil when it is not well-formed XML.
    static func parse(_ document: String) -> [Element]? {
        let collector = XMLElements()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = collector
        return parser.parse() ? collector.elements : nil
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        elements.append(Element(name: elementName, attributes: attributeDict, text: "", parent: open.last))
        open.append(elements.count - 1)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }
}
