import ArchitectureRules
import Testing

@Suite("The dependency scan: which names a file names, and where they are declared")
struct DependencyScanTests {
    private let library = """
        public final class Server {}
        public struct Response {}
        struct Internal {}
        public func send() {}
        """

    private func uses(_ text: String, own: [String: String] = [:]) -> [String] {
        var files = ["Sources/Backend/Server.swift": library, "Sources/App/UI/Screen.swift": text]
        for (path, text) in own { files["Sources/App/" + path] = text }
        let scan = DependencyScan(module: "App", in: SourceTree(files: files), libraries: ["Backend"])
        return scan.uses(in: "Sources/App/UI/Screen.swift").map {
            "\($0.name)@\($0.declaringModule)/\($0.declaringFolder)"
        }
    }

    @Test("A library's public names count, its internal ones do not")
    func publicOnly() {
        #expect(uses("let s: Server; let i: Internal") == ["Server@Backend/"])
    }

    @Test("A name in a comment or a string's text does not count; in an interpolation it does")
    func commentsAndStrings() {
        #expect(uses("// Server\nlet a = \"Server\"\nlet b = \"\\(Server())\"") == ["Server@Backend/"])
    }

    @Test("A member after a dot does not count, a module-qualified name does")
    func members() {
        #expect(uses("let a = x.Server; let b = Backend.Server()") == ["Server@Backend/"])
    }

    @Test("A type the file declares itself, even nested, hides a library's type of the same name")
    func nestedShadows() {
        #expect(uses("struct ViewModel { struct Response {} ; let r: Response }").isEmpty)
    }

    @Test("The app's own top-level types hide a library's, as Swift looks names up")
    func ownShadowsLibrary() {
        #expect(uses("let r: Response", own: ["Model/Response.swift": "struct Response {}"]) == ["Response@App/Model"])
    }

    @Test("A lower-case global counts when it is called or passed, not when it is only read")
    func lowerCaseGlobals() {
        #expect(uses("func f() { send(); let x = send }") == ["send@Backend/"])
        #expect(uses("func f() { g(then: send) }") == ["send@Backend/"])
    }
}
