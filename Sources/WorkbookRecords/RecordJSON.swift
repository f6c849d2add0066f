import Foundation

/// How a record is written as JSON, by `workbook` and by the benchmarks alike: keys sorted and indented, so a record
/// read again and written again is the same file, and a change to it reads as a small diff.
public enum RecordJSON {
    /// `value` as the text of its record, ending in a newline.
    public static func text<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    /// Prints `value`'s record to standard output, as a benchmark's `--json` does; false when it cannot be encoded.
    public static func print<Value: Encodable>(_ value: Value) -> Bool {
        guard let text = try? text(value) else { return false }
        Swift.print(text, terminator: "")
        return true
    }
}
