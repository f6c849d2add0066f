/// A test double, by the workbook's rule: a type declared in a chapter's tests that adopts a protocol, or subclasses
/// a class, declared in that chapter's app (in its declaration or in an extension), test suites aside. Mocks, stubs,
/// fakes and spies all stand in for a part of the app this way; a helper that only records what it is handed does
/// not, and neither does a suite (`@Suite`) that conforms to the use case it tests, as chapter 6's write-up does.
public struct TestDouble: Sendable, Equatable {
    public let name: String
    /// The file that declares it, from the repository's root.
    public let path: String
    public let line: Int
    /// The app's types it stands in for.
    public let standsInFor: [String]

    public init(name: String, path: String, line: Int, standsInFor: [String]) {
        self.name = name
        self.path = path
        self.line = line
        self.standsInFor = standsInFor
    }

    /// The doubles the test files of `tests` (`Chapter02Tests`) define for the app `app` (`RHA`), in the tree.
    public static func doubles(in tests: String, for app: String, tree: SourceTree) -> [TestDouble] {
        let appTypes = Set(
            tree.files(of: app).flatMap(\.declarations).filter { $0.isTopLevelName && $0.kind.isType }.map(\.name))
        let testFiles = tree.files(of: tests)
        let testTypes = Set(testFiles.flatMap(\.declarations).filter { $0.kind.isType }.map(\.name))
        var found: [String: TestDouble] = [:]
        var order: [String] = []
        for file in testFiles {
            for declaration in file.declarations where declaration.kind.isType || declaration.kind == .extension {
                let adopted = declaration.inherits.filter(appTypes.contains)
                guard !adopted.isEmpty, testTypes.contains(declaration.name),
                    !isSuite(declaration, in: file)
                else { continue }
                if let known = found[declaration.name] {
                    found[declaration.name] = TestDouble(
                        name: known.name, path: known.path, line: known.line, standsInFor: known.standsInFor + adopted)
                } else {
                    order.append(declaration.name)
                    found[declaration.name] = TestDouble(
                        name: declaration.name, path: file.path, line: declaration.line, standsInFor: adopted)
                }
            }
        }
        return order.compactMap { found[$0] }
    }

    /// Whether `declaration` is marked `@Suite`, on its own line or in the attributes and comments just above it.
    private static func isSuite(_ declaration: Declaration, in file: SourceFile) -> Bool {
        var number = declaration.line
        while number >= 1, number > declaration.line - 6 {
            if file.line(number).hasPrefix("@Suite") { return true }
            let above = file.line(number - 1)
            if above.isEmpty || above.hasSuffix("}") || above.hasSuffix("{") { return false }
            number -= 1
        }
        return false
    }
}
