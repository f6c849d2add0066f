import Foundation
import Testing

@testable import WorkbookKit
@testable import WorkbookLab
@testable import WorkbookRunner
@testable import WorkbookShell

/// The command registry: parsing against each command's description, the shared messages, and help that fits.
@Suite("One registry: each command's arguments, help and messages come from its own description")
struct CommandLineTests {
    private static let all = CommandOption("--all", "every exercise")
    private let check = CommandDescription(
        name: "check", summary: "check",
        arguments: [CommandArgument("id", .optional, "an exercise, like 1.2")],
        options: [CommandLineTests.all, .timeout])

    @Test("Positional values, flags and option values are read against the description")
    func parsing() throws {
        let parsed = try ParsedArguments(["--timeout", "90", "4.2"], for: check)
        #expect(parsed.first == "4.2")
        #expect(try parsed.timeout() == 90)
        #expect(!parsed.has(Self.all))
        #expect(try ParsedArguments(["--all"], for: check).has(Self.all))
    }

    @Test("What the description does not allow is refused with one shared message")
    func refusals() {
        #expect(throws: UsageError("`check` takes at most one <id> (got 2.1, 2.2).")) {
            try ParsedArguments(["2.1", "2.2"], for: check)
        }
        #expect(throws: UsageError("Unknown option --al. Did you mean --all?")) {
            try ParsedArguments(["--al"], for: check)
        }
        #expect(throws: UsageError("--timeout needs a value: --timeout <seconds>.")) {
            try ParsedArguments(["--timeout"], for: check)
        }
        #expect(throws: UsageError("--timeout takes a whole number of seconds (got soon).")) {
            try ParsedArguments(["--timeout", "soon"], for: check).timeout()
        }
        let none = CommandDescription(name: "tour", summary: "tour")
        #expect(throws: UsageError("`tour` takes no arguments (got fast).")) {
            try ParsedArguments(["fast"], for: none)
        }
        let hint = CommandDescription(
            name: "hint", summary: "hint", arguments: [CommandArgument("id", .required, "an exercise, like 1.2")])
        #expect(throws: UsageError("`hint` needs <id>: an exercise, like 1.2.")) {
            try ParsedArguments([], for: hint)
        }
    }

    @Test("A command that passes its arguments on passes options too, but reads its own wherever they stand")
    func passedOn() throws {
        let bench = BenchCommand.description
        let named = try ParsedArguments(["minirx-bench", "--quick", "--record", "3"], for: bench)
        #expect(named.first == "minirx-bench")
        #expect(named.passedOn == ["--quick", "3"])
        #expect(named.has(BenchCommand.record))
        let unnamed = try ParsedArguments(["--rounds", "1"], for: bench)
        #expect(unnamed.first == nil && unnamed.passedOn == ["--rounds", "1"] && !unnamed.has(BenchCommand.record))
        #expect(bench.usage == "workbook bench [<name>] [--record] [--check] [<arguments>…]")
    }

    @Test("Every registered command has a unique name, and its help and the overview fit 80 columns")
    func registry() {
        let names = CommandRegistry.names
        #expect(Set(names).count == names.count)
        #expect(names.contains("restore") && names.contains("watch"))
        let overview = CommandRegistry.overview(width: 80)
        for name in names {
            #expect(overview.contains { $0.hasPrefix("  " + name + " ") }, "\(name) is not in the overview")
        }
        let help = CommandRegistry.commands.flatMap { $0.description.help(width: 80) }
        #expect((overview + help).allSatisfy { $0.count <= 80 }, "\((overview + help).filter { $0.count > 80 })")
    }

    @Test("The contents page is registered like every command: the one without a name, first in the overview")
    func contentsIsRegistered() throws {
        #expect(CommandRegistry.commands.first.map { $0 == CommandRegistry.contents } == true)
        #expect(CommandRegistry.command(named: "").map { $0 == CommandRegistry.contents } == true)
        #expect(!CommandRegistry.names.contains(""))
        let firstCommand = CommandRegistry.overview(width: 80).first { $0.hasPrefix("  ") }
        #expect(firstCommand?.hasPrefix("  (none)  ") == true)
    }

    @Test("A command's help lists its usage, its summary, and each argument and option")
    func help() {
        let lines = CheckCommand.description.help(width: 80)
        #expect(lines.first == "Usage: swift run workbook check [<id>] [--all] [--timeout <seconds>]")
        #expect(lines.contains { $0.hasPrefix("  <id>") && $0.contains("an exercise, like 1.2") })
        #expect(lines.contains { $0.hasPrefix("  --timeout <seconds>") })
    }

    @Test("Prose wraps at spaces to the width, after its prefix")
    func wrapping() {
        #expect(
            TextWrap.lines("one two three four", width: 12, prefix: "- ", indent: "  ") == [
                "- one two", "  three four",
            ])
        #expect(TextWrap.lines("", width: 10, prefix: "x ") == ["x "])
    }

    @Test("Code in backticks is never broken: a span that does not fit moves to the next line whole")
    func wrappingKeepsCode() {
        #expect(
            TextWrap.lines("Write `static func euros(_ price: Double) -> String` on it.", width: 30) == [
                "Write", "`static func euros(_ price: Double) -> String`", "on it.",
            ])
        #expect(TextWrap.lines("a `b c` d", width: 5) == ["a", "`b c`", "d"])
    }
}
