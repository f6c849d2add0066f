import Foundation
import WorkbookShell

/// The commands SwiftPM planned for an exercise package, as its last build left them in the build folder
/// (`.build/debug.yaml`, the plan its build engine runs): for each module the compiler's command, and the test
/// binary's link.
///
/// A save usually changes only what is inside one exercise's files. SwiftPM would then run that exercise's two
/// compile commands and the link again — after starting up, loading the package and looking over its whole plan,
/// which takes longer than the compiling. ``ExerciseRunner`` runs those commands itself instead, as SwiftPM wrote
/// them, and leaves everything else to SwiftPM (see `ExerciseRunner+Replay.swift`).
struct RecordedBuildPlan {
    /// Each command's name in the plan (`C.Exercise1_2-x86_64-unknown-linux-gnu-debug.module`) → its words, as the
    /// plan writes them (a JSON list), read only when the command is asked for: a plan holds hundreds.
    let commands: [String: String]

    /// The plan SwiftPM left in `scratch`; `nil` when there is none.
    init?(scratch: URL) {
        guard let text = TextFile.read(scratch.appendingPathComponent("debug.yaml")) else { return nil }
        self.init(text: text)
    }

    /// Reads the plan's commands that run a program with words of their own (`tool: shell` and its `args`), which
    /// are the ones that compile and link; the others (SwiftPM's own steps, folders, files it writes) are left out.
    init(text: String) {
        var commands: [String: String] = [:]
        var name: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  \""), line.hasSuffix("\":") {
                name = String(line.dropFirst(3).dropLast(2))
            } else if let current = name, line.hasPrefix("    args: ") {
                commands[current] = String(line.dropFirst(10))
            }
        }
        self.commands = commands
    }

    /// The command that compiles `module` (`C.<module>-<platform>-debug.module`).
    func compiling(_ module: String) -> [String]? {
        command(named: module, kind: "module")
    }

    /// The module file a compile command writes (its `-emit-module-path`): the compiler leaves it as it was when
    /// what the module shows other modules has not changed, and the modules that import it need no compiling then.
    static func moduleFile(writtenBy command: [String]) -> URL? {
        guard let flag = command.firstIndex(of: "-emit-module-path"), flag + 1 < command.count else { return nil }
        return URL(fileURLWithPath: command[flag + 1])
    }

    /// The command that links the test binary of the package `package` (`C.<package>PackageTests-…-debug.test`).
    func linkingTests(of package: String) -> [String]? {
        command(named: package + "PackageTests", kind: "test")
    }

    /// The one command named `C.<name>-<platform>-debug.<kind>`; `nil` when there is none, or more than one.
    private func command(named name: String, kind: String) -> [String]? {
        let matches = commands.filter { $0.key.hasPrefix("C.\(name)-") && $0.key.hasSuffix("-debug.\(kind)") }
        guard matches.count == 1, let list = matches.first?.value,
            let words = try? JSONDecoder().decode([String].self, from: Data(list.utf8)), !words.isEmpty
        else { return nil }
        return words
    }
}
