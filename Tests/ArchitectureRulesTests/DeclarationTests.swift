import ArchitectureRules
import Testing

@Suite("Declarations: what a file declares, at which depth, with which modifiers")
struct DeclarationTests {
    private func declarations(_ text: String) -> [Declaration] {
        SourceFile(path: "Sources/App/Folder/File.swift", text: text).declarations
    }

    @Test("Top-level types, functions and constants are names other files can use")
    func topLevel() {
        let found = declarations(
            """
            public final class Box<T>: Listener, Sendable {}
            struct Content {}
            func presentScene() {}
            let defaultTitle = "Home"
            extension Content: Equatable {}
            """)
        let names = found.filter(\.isTopLevelName).map(\.name)
        #expect(names == ["Box", "Content", "presentScene", "defaultTitle"])
        #expect(found.first { $0.name == "Box" }?.isPublic == true)
        #expect(found.first { $0.name == "Box" }?.inherits == ["Listener", "Sendable"])
        #expect(found.first { $0.name == "T" }?.kind == .genericParameter)
        #expect(found.first { $0.kind == .extension }?.inherits == ["Equatable"])
    }

    @Test("Members know their type, and whether they are static; `class func` declares a function")
    func members() {
        let found = declarations(
            """
            enum ProductsLogic {
                static func state() -> Int { 1 }
                class func make() {}
                private(set) var count = 0
                case first, second
                struct Response {}
            }
            """)
        let members = found.filter { $0.depth == 1 }
        #expect(members.map(\.name) == ["state", "make", "count", "first", "Response"])
        #expect(members.allSatisfy { $0.enclosingType == "ProductsLogic" })
        #expect(members.map(\.isStatic) == [true, true, false, false, false])
        #expect(members.map(\.kind) == [.function, .function, .variable, .enumCase, .struct])
    }

    @Test("`case` in a switch and `let` in a pattern declare nothing new at the member level")
    func patterns() {
        let found = declarations(
            """
            func read(_ value: Int?) {
                switch value {
                case .some(let number): print(number)
                case .none: break
                }
            }
            """)
        #expect(!found.contains { $0.kind == .enumCase })
    }
}
