/// The lines in which two values of a state differ, as ``StateDump`` lays them out: `−` what the test expected, `+`
/// what the reducer made, each changed line after the unchanged line before it, so a failure says which field is
/// wrong.
struct StateDifference {
    let lines: [String]

    init<State>(expected: State, actual: State) {
        let expectedLines = Self.dumpLines(of: expected)
        let actualLines = Self.dumpLines(of: actual)
        let difference = actualLines.difference(from: expectedLines)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var lines: [String] = []
        var lastUnchanged: String?
        var expectedIndex = 0
        var actualIndex = 0
        while expectedIndex < expectedLines.count || actualIndex < actualLines.count {
            if removed.contains(expectedIndex), expectedIndex < expectedLines.count {
                Self.appendContext(&lastUnchanged, to: &lines)
                lines.append("− " + expectedLines[expectedIndex])
                expectedIndex += 1
            } else if inserted.contains(actualIndex), actualIndex < actualLines.count {
                Self.appendContext(&lastUnchanged, to: &lines)
                lines.append("+ " + actualLines[actualIndex])
                actualIndex += 1
            } else {
                lastUnchanged = expectedIndex < expectedLines.count ? expectedLines[expectedIndex] : nil
                expectedIndex += 1
                actualIndex += 1
            }
        }
        self.lines = lines
    }

    var description: String { lines.joined(separator: "\n") }

    private static func dumpLines<Value>(of value: Value) -> [String] {
        StateDump.lines(of: value)
    }

    private static func appendContext(_ context: inout String?, to lines: inout [String]) {
        if let line = context {
            lines.append("  " + line)
            context = nil
        }
    }
}
