import ArchitectureRules
import Testing

@Suite("Test doubles: the tests' types that stand in for a type of the app")
struct TestDoubleTests {
    private let app = """
        protocol ProsWorkerProtocol {}
        class Screen {}
        struct Product {}
        """

    @Test(
        "A type adopting an app protocol or subclassing an app class is a double, found where it adopts; other helpers are not"
    )
    func counted() {
        let tests = """
            @testable import App
            final class FakeProsWorker: ProsWorkerProtocol {}
            final class SpyScreen: Screen, Sendable {}
            final class Recorder {}
            struct Row: Equatable { let product: Product }
            struct Later {}
            extension Later: ProsWorkerProtocol {}
            extension Product: CustomStringConvertible {}
            """
        let tree = SourceTree(files: ["Sources/App/Worker/Types.swift": app, "Tests/AppTests/Doubles.swift": tests])
        let doubles = TestDouble.doubles(in: "AppTests", for: "App", tree: tree)
        #expect(doubles.map(\.name) == ["FakeProsWorker", "SpyScreen", "Later"])
        #expect(doubles.map(\.standsInFor) == [["ProsWorkerProtocol"], ["Screen"], ["ProsWorkerProtocol"]])
        #expect(doubles.map(\.line) == [2, 3, 7])
    }

    @Test("A suite that conforms to the use case it tests is not a double, however its attribute is written")
    func suitesAside() {
        let tests = """
            import App
            @Suite("Pros: the test conforms to the worker protocol")
            struct ProsTests: ProsWorkerProtocol {}

            /// A suite with a long title.
            @Suite(
                "Screens"
            )
            final class ScreenTests: Screen {}
            final class StubScreen: Screen {}
            """
        let tree = SourceTree(files: ["Sources/App/Worker/Types.swift": app, "Tests/AppTests/Suites.swift": tests])
        #expect(TestDouble.doubles(in: "AppTests", for: "App", tree: tree).map(\.name) == ["StubScreen"])
    }

    private let logic = """
        enum ListLogic {
            static func state(page: (Int) -> [Int], delete: (Int) -> Void, rows: [Int]) -> [Int] { [] }
        }
        final class Box {
            var onChange: ((Int) -> Void)?
            func bind(_ listener: @escaping (Int) -> Void) {}
        }
        extension Array {
            func chunked(by size: Int, _ body: (Element) -> Bool) -> [Self] { [] }
        }
        struct Mapper {
            func map(_ url: String) {}
        }
        """

    @Test(
        "Closures that script or record, passed where the app takes a function, and a type whose methods are passed there, are doubles too"
    )
    func closuresAndValuesOfClosures() {
        let tests = """
            @testable import App
            final class Effects {
                private(set) var asked: [Int] = []
                func page(_ number: Int) -> [Int] {
                    asked.append(number)
                    return [number]
                }
                func delete(_ id: Int) {}
            }
            func run(effects: Effects) {
                _ = ListLogic.state(page: effects.page, delete: effects.delete, rows: [1])
                _ = ListLogic.state(page: { _ in [1, 2] }, delete: { _ in }, rows: [])
                let box = Box()
                var seen: [Int] = []
                box.bind { seen.append($0) }
                box.onChange = { value in
                    let doubled = value * 2
                    _ = doubled
                }
                box.onChange = { seen = [$0] }
                _ = [1, 2].map { $0 * 2 }
                _ = [1, 2].chunked(by: 1) { $0 > 1 }
            }
            """
        let tree = SourceTree(files: ["Sources/App/Logic.swift": logic, "Tests/AppTests/Cycle.swift": tests])
        let doubles = TestDouble.doubles(in: "AppTests", for: "App", tree: tree)
        #expect(
            doubles.map(\.name) == [
                "Effects", "closures for ListLogic.state", "closures for .bind", "closure for onChange =",
            ])
        #expect(doubles.map(\.form) == [.valueOfClosures, .closure, .closure, .closure])
        #expect(doubles.map(\.role) == [.spy, .stub, .spy, .spy])
        #expect(doubles[0].standsInFor == ["ListLogic.state(page:)", "ListLogic.state(delete:)"])
        #expect(doubles[1].standsInFor == ["ListLogic.state(page:)", "ListLogic.state(delete:)"])
    }

    @Test("Only test files that import the app are read")
    func onlyFilesImportingTheApp() {
        let tests = """
            import Backend
            final class FakeProsWorker: ProsWorkerProtocol {}
            """
        let tree = SourceTree(files: ["Sources/App/Worker/Types.swift": app, "Tests/AppTests/Server.swift": tests])
        #expect(TestDouble.doubles(in: "AppTests", for: "App", tree: tree).isEmpty)
    }
}
