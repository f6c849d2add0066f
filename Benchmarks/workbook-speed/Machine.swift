import Foundation

/// What the measurements ran on: the figures mean little without the cores and the load beside them.
struct Machine {
    let cores = ProcessInfo.processInfo.activeProcessorCount

    /// The 1-, 5- and 15-minute load averages, as `uptime` shows them.
    func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        let count = getloadavg(&loads, 3)
        guard count == 3 else { return "unknown" }
        return loads.map { String(format: "%.2f", $0) }.joined(separator: " ")
    }
}

/// Writes a line of the benchmark's progress to standard error (standard output carries the measurement).
func say(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
