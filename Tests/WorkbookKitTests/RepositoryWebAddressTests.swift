import Foundation
import Testing
import WorkbookKit
import WorkbookShell

@testable import WorkbookLab

/// Where `side-by-side --markdown` links lead: the web form of git's `origin` at the commit checked out, or, when git
/// knows none, paths relative to the repository's root; `--links` chooses.
@Suite("side-by-side --markdown links to the repository's web address when git knows it, relative links otherwise")
struct RepositoryWebAddressTests {
    @Test("A remote's URL reads as its https web form, without user, port or .git; a folder has none")
    func webForms() {
        let github = "https://github.com/owner/workbook"
        #expect(RepositoryWebAddress.webForm(ofRemote: "git@github.com:owner/workbook.git\n") == github)
        #expect(RepositoryWebAddress.webForm(ofRemote: "https://github.com/owner/workbook.git") == github)
        #expect(RepositoryWebAddress.webForm(ofRemote: "https://user:secret@github.com/owner/workbook/") == github)
        #expect(RepositoryWebAddress.webForm(ofRemote: "ssh://git@github.com:22/owner/workbook.git") == github)
        #expect(
            RepositoryWebAddress.webForm(ofRemote: "git@gitlab.example.org:group/sub/workbook.git")
                == "https://gitlab.example.org/group/sub/workbook")
        #expect(RepositoryWebAddress.webForm(ofRemote: "/home/me/workbook") == nil)
        #expect(RepositoryWebAddress.webForm(ofRemote: "file:///home/me/workbook") == nil)
        #expect(RepositoryWebAddress.webForm(ofRemote: "../workbook") == nil)
    }

    @Test("git's origin and commit give the files' base; without an origin there is none")
    func fromGit() {
        let commit = "0123456789abcdef0123456789abcdef01234567"
        let known = FakeProcessRunner { command in
            switch command.arguments.prefix(3).joined(separator: " ") {
            case "git remote get-url": ProcessResult(termination: .exited(0), output: "git@github.com:owner/wb.git\n")
            case "git rev-parse HEAD": ProcessResult(termination: .exited(0), output: commit + "\n")
            default: ProcessResult(termination: .exited(1))
            }
        }
        let root = URL(fileURLWithPath: "/repository")
        #expect(
            RepositoryWebAddress.find(root: root, processes: known)?.filesBase
                == "https://github.com/owner/wb/blob/0123456789ab/")
        let unknown = FakeProcessRunner { command in
            command.arguments.contains("rev-parse")
                ? ProcessResult(termination: .exited(0), output: commit) : ProcessResult(termination: .exited(2))
        }
        #expect(RepositoryWebAddress.find(root: root, processes: unknown) == nil)
    }

    @Test("--links is refused without --markdown, and --links web without a web address fails on standard error")
    func linksOption() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let errors = OutputLines()
        #expect(
            fixture.workbook(output: OutputLines(), errors: errors).run(["side-by-side", "reserve", "--links", "web"])
                == 2)
        #expect(errors.lines.first == "--links says where the Markdown's links lead: give --markdown too.")
        let wrong = OutputLines()
        #expect(
            fixture.workbook(output: OutputLines(), errors: wrong)
                .run(["side-by-side", "reserve", "--markdown", "--links", "absolute"]) == 2)
        #expect(wrong.lines.first?.contains("web or relative") == true)
    }
}
