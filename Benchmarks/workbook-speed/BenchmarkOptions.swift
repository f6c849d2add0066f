import Foundation

/// The benchmark's command line: `[--source <clone URL or path>] [--branch <name>] [--runs <n>] [--clones <n>]
/// [--watch <id>] [--json]`.
struct BenchmarkOptions {
    /// What to clone; the repository the benchmark runs in when nil.
    var source: String?
    /// The branch or commit to check out; the current commit when nil.
    var branch: String?
    /// How many timed runs of each warm measurement.
    var runs = 7
    /// How many fresh clones the first minute is measured on (each builds everything from nothing).
    var clones = 5
    /// The exercise `watch` follows; the second of the book when nil.
    var watchedExercise: String?
    /// Whether to print the measurement as JSON on standard output.
    var json = false

    init(_ arguments: ArraySlice<String>) {
        var rest = arguments
        while let argument = rest.popFirst() {
            switch argument {
            case "--source": source = rest.popFirst()
            case "--branch": branch = rest.popFirst()
            case "--runs": runs = rest.popFirst().flatMap { Int($0) }.map { max(1, $0) } ?? runs
            case "--clones": clones = rest.popFirst().flatMap { Int($0) }.map { max(1, $0) } ?? clones
            case "--watch": watchedExercise = rest.popFirst()
            case "--json": json = true
            default:
                say("workbook-speed: unknown argument \(argument)")
                say(
                    "Usage: workbook-speed [--source <clone URL or path>] [--branch <name>] [--runs <n>] "
                        + "[--clones <n>] [--watch <id>] [--json]")
                exit(2)
            }
        }
    }
}
