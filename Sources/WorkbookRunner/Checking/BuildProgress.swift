import WorkbookShell

/// How far a SwiftPM build has got, read from the `[123/316] Compiling …` lines it prints.
public enum BuildProgress {
    /// The last `[step/total]` in `output`.
    public static func latestStep(in output: String) -> (step: Int, total: Int)? {
        for line in output.split(separator: "\n").reversed() where line.hasPrefix("[") {
            guard let close = line.firstIndex(of: "]") else { continue }
            let numbers = line[line.index(after: line.startIndex)..<close].split(separator: "/")
            if numbers.count == 2, let step = Int(numbers[0]), let total = Int(numbers[1]) {
                return (step, total)
            }
        }
        return nil
    }

    /// `… step 120 of 316, 20 s so far`, or just the time when no step has been printed yet.
    public static func describe(_ progress: ProcessProgress) -> String {
        let time = "\(progress.seconds) s so far"
        guard let latest = latestStep(in: progress.outputSoFar()) else { return "… building, \(time)" }
        return "… step \(latest.step) of \(latest.total), \(time)"
    }
}
