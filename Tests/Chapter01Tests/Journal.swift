/// The lines written by ``JournalingViewController``s, in order.
final class Journal {
    private(set) var lines: [String] = []

    func write(_ line: String) { lines.append(line) }

    /// Hand over what was written since the last call.
    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}
