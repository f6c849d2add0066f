import Foundation
import Testing

@testable import TriggerObserver

@Suite("ProductFormat: the one place a price is worded")
struct ProductFormatTests {
    @Test("A row, the detail's line and the editor's field word the price from ProductFormat")
    func wording() {
        let webcam = Product(id: 7, name: "HD Webcam", price: 59.99)
        #expect(ProductFormat.row(webcam) == "HD Webcam — $59.99")
        #expect(ProductFormat.priceLine(webcam) == "Price: $59.99")
        #expect(ProductFormat.price(webcam.price) == "59.99")
    }

    @Test("No other file of the presentation layer writes a currency sign or a price format")
    func onlyPlace() throws {
        let presentation = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TriggerObserver/Presentation")
        let files = try FileManager.default.contentsOfDirectory(atPath: presentation.path)
            .filter { $0.hasSuffix(".swift") && $0 != "ProductFormat.swift" }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: presentation.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("\"$") && !text.contains("$\""), "\(file) writes a currency sign")
            #expect(!text.contains("%.2f"), "\(file) formats a price")
        }
    }
}
