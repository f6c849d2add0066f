/// What happened, in order: the closures of a chain append to it, the test reads `entries`.
final class Log {
    private(set) var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }
}
