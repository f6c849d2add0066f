import WorkbookShell

/// How a verdict reads on screen: one line with a mark (✔ or ✘), and, when asked for, what went wrong and where.
struct VerdictReport {
    let style: TextStyle
    let width: Int

    /// Compiler messages shown at most; the rest are counted.
    static let compilerLineLimit = 40

    func lines(_ verdict: Verdict, for exercise: Exercise, detailed: Bool) -> [String] {
        let name = "\(exercise.id) \(exercise.title)"
        let cross = style.red("✘ ") + name + " — "
        switch verdict {
        case .passed(let tests):
            return [
                style.green("✔ ") + name + " — " + style.green("passed") + " (\(tests) test\(tests == 1 ? "" : "s"))"
            ]
        case .failed(let failure):
            guard detailed else { return [cross + style.red("failed")] }
            var lines = [cross + style.red("failed"), "  Test: \(failure.test)"]
            lines += prose(failure.message)
            lines += failure.details.flatMap { prose($0).map(style.bold) }
            if let location = failure.location { lines.append(style.dim("  at \(location)")) }
            if let others = failure.othersSummary { lines.append(style.dim("  " + others)) }
            return lines
        case .doesNotCompile(let messages):
            guard detailed else { return [cross + style.red("does not compile")] }
            var lines = [cross + style.red("does not compile")]
            lines += messages.prefix(Self.compilerLineLimit).map { "  " + $0 }
            if messages.count > Self.compilerLineLimit {
                lines.append(style.dim("  … and \(messages.count - Self.compilerLineLimit) more lines"))
            }
            return lines
        case .crashed(let crash):
            let headline = cross + style.red("crashed") + (crash.test.map { " in “\($0)”" } ?? "")
            guard detailed else { return [headline] }
            var lines = [headline] + prose(crash.message)
            if let location = crash.location { lines.append(style.dim("  at \(location)")) }
            return lines
        case .didNotFinish(let timeout):
            let headline = cross + style.red(timeout.summary)
            guard detailed else { return [headline] }
            return [headline]
                + prose(
                    "A loop that never ends, most likely: the test was stopped after \(timeout.seconds) s. "
                        + "(A slow machine can allow more time with --timeout <seconds>.)")
        case .noTests:
            return [style.yellow("? ") + name + " — no test of its suite ran"]
        case .testsChanged(let files):
            let headline = cross + style.red("its tests were changed")
            guard detailed else { return [headline] }
            return [headline] + files.map { "  Changed: " + $0 }
                + prose(
                    "A test file is yours to read, not to change: an exercise passes only against its tests as "
                        + "shipped, so they were not run. To put them back as shipped, keeping yours in "
                        + ".workbook/backups/:")
                + ["    " + ChangedTests.resetCommand(exercise)]
        }
    }

    private func prose(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            TextWrap.lines(String($0), width: width, prefix: "  ", indent: "  ")
        }
    }
}
