import ArchitectureRules
import Foundation
import Testing

@testable import WorkbookKit
@testable import WorkbookLab
@testable import WorkbookShell

/// The one reader of Swift Testing's event stream, and the one place its flags are spelled.
@Suite("One reader of Swift Testing's event stream, asked for with one set of flags")
struct TestEventStreamTests {
    @Test(
        "Every test process the tooling starts asks for the event stream through TestEventStream, which alone spells its flags"
    )
    func flagsAreSpelledOnce() throws {
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let tree = try SourceTree(root: root, folders: ["Sources", "Benchmarks"])
        let spelling = tree.files.filter { file in file.lines.contains { $0.contains("event-stream") } }
        #expect(spelling.map(\.fileName) == ["TestEventStream.swift"])
    }

    @Test("The stream is asked for with its stable flag, --event-stream-version, not the experimental one")
    func stableFlag() {
        let arguments = TestEventStream.arguments(writingTo: URL(fileURLWithPath: "/tmp/events.jsonl"))
        #expect(arguments == ["--event-stream-output-path", "/tmp/events.jsonl", "--event-stream-version", "0"])
    }

    @Test("A declared test, a started test case and a recorded issue are read with their names, arguments and places")
    func readsRecords() {
        let id = "ConformanceTests.Paging/firstPage(_:)"
        let text = [
            EventStream.test(id, name: "The first page", file: "/x/Paging.swift", line: 12),
            #"{"kind":"event","payload":{"kind":"testCaseStarted","messages":[],"testID":"\#(id)","#
                + #""_testCase":{"displayName":"RHA, (pros, 202)"}},"version":0}"#,
            EventStream.issue(id, message: "Expected a row", details: ["the list"], file: "/x/Paging.swift", line: 14),
            "{\"kind\":\"event\",\"payload\":{\"kind\":",
        ].joined(separator: "\n")
        let stream = TestEventStream(text)
        #expect(stream.tests == [.init(id: id, name: "The first page", file: "/x/Paging.swift", line: 12)])
        #expect(stream.events.map(\.kind) == ["testCaseStarted", "issueRecorded"])
        #expect(stream.events.first?.testCaseArguments == "RHA, (pros, 202)")
        #expect(stream.events.last?.messages == ["Expected a row", "the list"])
        #expect(stream.events.last?.issue == .init(isKnown: false, file: "/x/Paging.swift", line: 14))
    }
}
