import Foundation
import WorkbookShell

/// What `workbook verify` prints of a ``Verification``: the lint's problems, the table of exercises (as shipped,
/// solved, with their shortcuts), each miss with the verdict that shows it, and the count.
struct VerificationReport {
    let style: TextStyle
    let width: Int

    /// The lint's problems, the table, and every miss in full.
    func lines(_ verification: Verification) -> [String] {
        var lines: [String] = []
        if !verification.lint.isEmpty {
            lines.append(style.bold("exercises.json and Exercises/:"))
            for problem in verification.lint {
                lines += TextWrap.lines(problem.description, width: width, prefix: style.red("  ✘ "), indent: "    ")
            }
            lines.append("")
        }
        if !verification.rows.isEmpty { lines += table(verification.rows) + misses(verification.rows) }
        return lines
    }

    /// The last line: how many exercises were verified, or how many misses there were, and how long it took.
    func summary(_ verification: Verification, lintOnly: Bool, seconds: Double) -> [String] {
        if verification.succeeded {
            let verified = lintOnly ? "Linted the exercises" : "Verified \(verification.rows.count) exercises"
            return ["", style.green(verified) + String(format: " in %.0f s.", seconds)]
        }
        // One for each ✘ line above: each lint problem, and each miss of each exercise.
        let misses = verification.lint.count + verification.rows.map(\.misses.count).reduce(0, +)
        return ["", style.red("\(misses) miss\(misses == 1 ? "" : "es").") + String(format: " (%.0f s)", seconds)]
    }

    /// One row per exercise; the title takes what room the other columns and the gaps between the five leave.
    private func table(_ rows: [Verification.Row]) -> [String] {
        let cells = rows.map { row -> [String] in
            let shipped = row.shippedMiss == nil ? "fails as shipped ✔" : row.asShipped.state.words + " ✘"
            let solved = row.solutionMiss == nil ? "passes ✔" : row.withSolution.state.words + " ✘"
            let caught = row.shortcutMisses.filter { $0 == nil }.count
            let shortcuts = "\(caught) of \(row.exercise.shortcuts.count) fail " + (row.shortcutsGood ? "✔" : "✘")
            return [row.exercise.id, shipped, solved, shortcuts]
        }
        var table = MarkdownTable(header: ["Exercise", "As shipped", "With solution", "Shortcuts", ""], rows: cells)
        let widths = table.columnWidths
        let room = width - widths.reduce(0, +) - MarkdownTable.columnGap.count * (widths.count - 1)
        table.rows = zip(cells, rows).map { cells, row in cells + [Truncation.cut(row.exercise.title, toWidth: room)] }
        return table.alignedLines { index, column, cell in
            let row = rows[index]
            switch column {
            case 1: return row.shippedMiss == nil ? style.green(cell) : style.red(cell)
            case 2: return row.solutionMiss == nil ? style.green(cell) : style.red(cell)
            case 3: return row.shortcutsGood ? style.green(cell) : style.red(cell)
            case 4: return style.dim(cell)
            default: return cell
            }
        }
    }

    /// Each miss of each exercise, with the verdict that shows it.
    private func misses(_ rows: [Verification.Row]) -> [String] {
        let report = VerdictReport(style: style, width: width)
        var lines: [String] = []
        for row in rows where !row.isGood {
            lines.append("")
            let tries =
                [
                    (row.shippedMiss, row.asShipped, "As shipped:"),
                    (row.solutionMiss, row.withSolution, "With its solution:"),
                ]
                + zip(row.shortcutMisses, row.withShortcuts).map { ($0, $1, "With that shortcut:") }
            for case (let miss?, let verdict, let variant) in tries {
                lines.append(style.red("Exercise \(row.exercise.id): \(miss).") + " " + variant)
                lines += report.lines(verdict, for: row.exercise, detailed: true)
            }
        }
        return lines
    }
}
