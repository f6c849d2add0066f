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
        #expect(doubles.map(\.line) == [1, 2, 6])
    }

    @Test("A suite that conforms to the use case it tests is not a double, however its attribute is written")
    func suitesAside() {
        let tests = """
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
}
