/// Event streams as Swift Testing writes them (version 0), cut down to the fields the workbook reads.
enum EventStream {
    static func test(_ id: String, name: String, file: String = "/x/T.swift", line: Int) -> String {
        #"{"kind":"test","payload":{"displayName":"\#(name)","id":"\#(id)","kind":"function","#
            + #""sourceLocation":{"_filePath":"\#(file)","line":\#(line),"column":4}},"version":0}"#
    }

    static func event(_ kind: String, test id: String? = nil) -> String {
        let testID = id.map { #","testID":"\#($0)""# } ?? ""
        return #"{"kind":"event","payload":{"kind":"\#(kind)","messages":[]\#(testID)},"version":0}"#
    }

    static func issue(_ id: String, message: String, details: [String] = [], file: String, line: Int) -> String {
        let messages =
            ([#"{"symbol":"fail","text":"\#(message)"}"#] + details.map { #"{"symbol":"details","text":"\#($0)"}"# })
            .joined(separator: ",")
        return #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false,"#
            + #""sourceLocation":{"_filePath":"\#(file)","line":\#(line),"column":5}},"#
            + #""messages":[\#(messages)],"testID":"\#(id)"},"version":0}"#
    }

    /// A run of one passing test.
    static func passing(_ module: String) -> String {
        let id = "\(module).Suite/works()"
        return [
            test(id, name: "works", line: 3), event("runStarted"), event("testStarted", test: id),
            event("testEnded", test: id), event("runEnded"),
        ].joined(separator: "\n")
    }

    /// A run of one test that fails with `message`, and whose comment is `detail`.
    static func failing(_ module: String, message: String, detail: String) -> String {
        let id = "\(module).Suite/fails()"
        return [
            test(id, name: "fails", line: 3), event("runStarted"), event("testStarted", test: id),
            issue(id, message: message, details: [detail], file: "/x/T.swift", line: 4),
            event("testEnded", test: id), event("runEnded"),
        ].joined(separator: "\n")
    }

    /// A run cut short in its test `crashes`.
    static func crashing(_ module: String) -> String {
        let id = "\(module).Suite/crashes()"
        return [test(id, name: "crashes", line: 3), event("runStarted"), event("testStarted", test: id)]
            .joined(separator: "\n")
    }
}
