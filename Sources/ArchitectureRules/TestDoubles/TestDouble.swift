/// A test double, by the workbook's one rule: something a chapter's tests hand to the app's code in place of what the
/// app itself hands it there. Three forms are found, in the test files that import the app:
///
/// - a **type** declared in the tests that adopts a protocol, or subclasses a class, declared in the app (in its
///   declaration or in an extension), test suites aside: a suite (`@Suite`) that conforms to the use case it tests,
///   as chapter 6's write-up does, is the test itself;
/// - a **closure**: closure literals passed to a function or initialiser the app declares, under a parameter of
///   function type (one double per call), or assigned to a property of the app of function type;
/// - a **value of closures**: a type declared in the tests whose methods are passed, as function values, to such a
///   parameter (one double per type, however many of its methods are passed).
///
/// Each is then told apart by what its code does, read from its body: a **spy** records calls (it appends, inserts or
/// assigns to something declared outside the body), a **stub** scripts answers (it returns values and records
/// nothing), and a **dummy** does neither. A closure or a value of closures is a double only as a spy or a stub: one
/// that does neither (`{ _ in }`) stands in for nothing. A type that adopts an app protocol counts even as a dummy:
/// it is kept in step with the protocol by hand. Mocks (which check their own expectations) and fakes (working
/// implementations) cannot be told from spies and stubs by reading alone, so they are not named.
public struct TestDouble: Sendable, Equatable {
    /// How the double is written.
    public enum Form: String, Sendable, Equatable {
        case type
        case closure
        case valueOfClosures = "value of closures"

        /// `types`, `closures`, `values of closures`.
        public var plural: String {
            self == .valueOfClosures ? "values of closures" : rawValue + "s"
        }
    }

    /// What the double's code does, read from its body.
    public enum Role: String, Sendable, Equatable {
        /// Records calls: appends, inserts or assigns to something declared outside its body.
        case spy
        /// Scripts answers: returns values and records nothing.
        case stub
        /// Neither: it only fills the place.
        case dummy

        /// `spies`, `stubs`, `dummies`.
        public var plural: String {
            switch self {
            case .spy: "spies"
            case .stub: "stubs"
            case .dummy: "dummies"
            }
        }
    }

    public let name: String
    /// The file that declares it, from the repository's root.
    public let path: String
    public let line: Int
    /// What of the app it stands in for: the types it adopts, or the places it is passed
    /// (`ProductsLogic.state(page:)`).
    public let standsInFor: [String]
    public let form: Form
    public let role: Role

    public init(
        name: String, path: String, line: Int, standsInFor: [String], form: Form = .type, role: Role = .dummy
    ) {
        self.name = name
        self.path = path
        self.line = line
        self.standsInFor = standsInFor
        self.form = form
        self.role = role
    }

    /// The rule in one sentence, for `compare`'s legend and the chapters.
    public static let rule =
        "A test double is what a chapter's tests (its test files that import the app) hand to the app's code in place "
        + "of what the app hands it there: a type that adopts a protocol or subclasses a class of the app (even one "
        + "that does nothing), or, scripting answers or recording calls, closure literals passed under a parameter of "
        + "function type of the app's own functions and initialisers (one per call; not of functions the app adds to "
        + "a library's type, which reading cannot tell from the library's own) or assigned to its properties, or a "
        + "type of the tests whose methods are passed there (one per type). A spy records calls, a stub scripts "
        + "answers, a dummy does neither; mocks and fakes are not told apart from them."

    /// The doubles the test files of `tests` (`Chapter02Tests`) that import `app` (`RHA`) define, in the tree, in
    /// file and line order.
    public static func doubles(in tests: String, for app: String, tree: SourceTree) -> [TestDouble] {
        let appFiles = tree.files(of: app)
        let testFiles = tree.files(of: tests).filter { $0.imports(app) }
        let reading = DoubleReading(app: appFiles, tests: testFiles)
        var found: [TestDouble] = []
        for file in testFiles {
            found += reading.adoptingTypes(in: file)
            found += reading.passedFunctions(in: file)
        }
        // A type found both ways (it adopts an app protocol and its methods are passed too) is one double. A closure
        // that neither scripts an answer nor records a call (`{ _ in }`) stands in for nothing.
        var seen: Set<String> = []
        return found.filter { double in
            (double.form == .type || double.role != .dummy)
                && (double.form == .closure || seen.insert(double.name).inserted)
        }.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
    }
}

extension SourceFile {
    /// Whether the file imports `module` (`import RHA`, `@testable import RHA`).
    func imports(_ module: String) -> Bool {
        tokens.indices.contains { index in
            tokens[index].name == "import" && index + 1 < tokens.count && tokens[index + 1].name == module
                && tokens[index].depth == 0
        }
    }
}

/// What the app declares and the tests declare, read once, to find the doubles of one test file.
private struct DoubleReading {
    let appTypes: Set<String>
    /// The app's functions and types (for their initialisers) that take a function, with the labels it is passed
    /// under (`_` for none; `trailing` when any is).
    let closureSlots: [String: Set<String>]
    let appProperties: Set<String>
    /// The tests' own types, by name, with the file and the declaration.
    let testTypes: [String: (file: SourceFile, declaration: Declaration)]
    /// The tests' functions by name: the types that declare them (nil for a free function).
    let testFunctions: [String: [String?]]

    init(app: [SourceFile], tests: [SourceFile]) {
        let appDeclarations = app.flatMap(\.declarations)
        let appTypes = Set(appDeclarations.filter { $0.isTopLevelName && $0.kind.isType }.map(\.name))
        self.appTypes = appTypes
        // A function the app adds to a library's type (`extension ObservableType { func map(to:) }`) cannot be told
        // from the library's own by reading a call, so only functions of the app's types, and free ones, count; and
        // only where they take a function: the labels of their parameters of function type.
        let aliases = Set(
            app.flatMap { file in
                file.declarations.filter { $0.kind == .typealias && file.line($0.line).contains("->") }.map(\.name)
            })
        var slots: [String: Set<String>] = [:]
        for file in app {
            for declaration in file.declarations
            where declaration.enclosingType.map(appTypes.contains) ?? true {
                switch declaration.kind {
                case .function:
                    slots[declaration.name, default: []].formUnion(
                        Self.functionLabels(declaration, in: file, aliases: aliases))
                case .initializer:
                    if let type = declaration.enclosingType {
                        slots[type, default: []].formUnion(Self.functionLabels(declaration, in: file, aliases: aliases))
                    }
                case .variable where declaration.depth == 1:
                    if let type = declaration.enclosingType, Self.hasFunctionType(declaration, in: file) {
                        slots[type, default: []].insert(declaration.name)
                    }
                default: break
                }
            }
        }
        closureSlots = slots
        appProperties = Set(appDeclarations.filter { $0.kind == .variable && $0.depth > 0 }.map(\.name))
        var types: [String: (file: SourceFile, declaration: Declaration)] = [:]
        var functions: [String: [String?]] = [:]
        for file in tests {
            for declaration in file.declarations {
                if declaration.kind.isType, types[declaration.name] == nil {
                    types[declaration.name] = (file, declaration)
                }
                if declaration.kind == .function {
                    functions[declaration.name, default: []].append(declaration.enclosingType)
                }
            }
        }
        testTypes = types
        testFunctions = functions
    }

    /// The labels of `declaration`'s parameters of function type, plus `trailing` when there is one.
    /// A parameter is of function type when its type has an arrow, or is one of `aliases` (`Listener`).
    static func functionLabels(_ declaration: Declaration, in file: SourceFile, aliases: Set<String>) -> Set<String> {
        let tokens = file.tokens
        guard
            let nameIndex = tokens.firstIndex(where: {
                $0.line == declaration.line && $0.column >= declaration.column
                    && ($0.name == declaration.name || $0.name == "init")
            }),
            let open = tokens[nameIndex...].firstIndex(where: { $0.isPunctuation("(") }),
            let close = matchingIndex(from: open, in: tokens, open: "(", close: ")")
        else { return [] }
        var labels: Set<String> = []
        var first = open + 1
        var nesting = 0
        for index in (open + 1)...close {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("<") { nesting += 1 }
            let isArrow = token.isPunctuation(">") && tokens[index - 1].isPunctuation("-")
            if token.isPunctuation(")") || token.isPunctuation("]") || (token.isPunctuation(">") && !isArrow) {
                nesting -= 1
            }
            guard index == close || (nesting == 0 && token.isPunctuation(",")) else { continue }
            let parameter = tokens[first..<index]
            first = index + 1
            let isFunction = parameter.indices.contains { at in
                (parameter[at].isPunctuation("-") && at + 1 < index && tokens[at + 1].isPunctuation(">"))
                    || aliases.contains(parameter[at].name ?? "")
            }
            if isFunction, let label = parameter.first?.name {
                labels.formUnion([label, "trailing"])
            }
        }
        return labels
    }

    /// Whether a variable's declared type is a function: `var onChange: ((Int) -> Void)?`.
    static func hasFunctionType(_ declaration: Declaration, in file: SourceFile) -> Bool {
        let tokens = file.tokens.filter { $0.line == declaration.line && $0.column > declaration.column }
        return tokens.indices.contains { at in
            tokens[at].isPunctuation("-") && at + 1 < tokens.count && tokens[at + 1].isPunctuation(">")
        }
    }

    /// Types of `file` that adopt a protocol or subclass a class of the app.
    func adoptingTypes(in file: SourceFile) -> [TestDouble] {
        var found: [String: TestDouble] = [:]
        var order: [String] = []
        for declaration in file.declarations where declaration.kind.isType || declaration.kind == .extension {
            let adopted = declaration.inherits.filter(appTypes.contains)
            guard !adopted.isEmpty, let declared = testTypes[declaration.name], !isSuite(declaration, in: file)
            else { continue }
            if let known = found[declaration.name] {
                found[declaration.name] = TestDouble(
                    name: known.name, path: known.path, line: known.line, standsInFor: known.standsInFor + adopted,
                    form: .type, role: known.role)
            } else {
                order.append(declaration.name)
                found[declaration.name] = TestDouble(
                    name: declaration.name, path: file.path, line: declaration.line,
                    standsInFor: adopted, form: .type, role: role(ofType: declared.declaration, in: declared.file))
            }
        }
        return order.compactMap { found[$0] }
    }

    /// Closure literals and the tests' methods that `file` passes to the app's functions and initialisers, or
    /// assigns to the app's properties.
    func passedFunctions(in file: SourceFile) -> [TestDouble] {
        let tokens = file.tokens
        var doubles: [TestDouble] = []
        var valuesOfClosures: [String: (line: Int, places: [String])] = [:]
        var valueOrder: [String] = []
        for index in tokens.indices {
            if let assigned = assignedClosure(at: index, in: tokens) {
                let place = "\(assigned.property) ="
                doubles.append(
                    TestDouble(
                        name: "closure for \(place)", path: file.path, line: tokens[assigned.brace].line,
                        standsInFor: [place], form: .closure, role: role(ofBodyAt: assigned.brace, in: tokens)))
                continue
            }
            guard let call = appCall(at: index, in: tokens) else { continue }
            var closures: [(label: String, brace: Int)] = []
            for argument in call.arguments {
                if tokens[argument.start].isPunctuation("{") {
                    closures.append((argument.label, argument.start))
                } else if let owner = passedMethodOwner(argument, in: tokens) {
                    let place = "\(call.name)(\(argument.label):)"
                    if valuesOfClosures[owner] == nil {
                        valueOrder.append(owner)
                        valuesOfClosures[owner] = (tokens[argument.start].line, [])
                    }
                    if valuesOfClosures[owner]?.places.contains(place) == false {
                        valuesOfClosures[owner]?.places.append(place)
                    }
                }
            }
            guard !closures.isEmpty else { continue }
            let roles = closures.map { role(ofBodyAt: $0.brace, in: tokens) }
            let callRole: TestDouble.Role =
                roles.contains(.spy) ? .spy : roles.contains(.stub) ? .stub : .dummy
            doubles.append(
                TestDouble(
                    name: "closures for \(call.name)", path: file.path, line: tokens[closures[0].brace].line,
                    standsInFor: closures.map { "\(call.name)(\($0.label):)" }, form: .closure, role: callRole))
        }
        for owner in valueOrder {
            guard let value = valuesOfClosures[owner], let declared = testTypes[owner] else { continue }
            doubles.append(
                TestDouble(
                    name: owner, path: declared.file.path, line: declared.declaration.line, standsInFor: value.places,
                    form: .valueOfClosures, role: role(ofType: declared.declaration, in: declared.file)))
        }
        return doubles
    }

    /// One argument of a call: its label (`_` when it has none, `trailing` for a trailing closure) and the range of
    /// its tokens.
    struct Argument {
        let label: String
        let start: Int
        let end: Int
    }

    /// A call at `index` of a function or initialiser the app declares and that takes a function
    /// (`ProductsLogic.state(`, `.bind {`), with its arguments and the labels it takes functions under.
    private func appCall(at index: Int, in tokens: [SwiftToken]) -> (name: String, arguments: [Argument])? {
        guard let name = tokens[index].name, index + 1 < tokens.count, let labels = closureSlots[name] else {
            return nil
        }
        let isMember = index > 0 && tokens[index - 1].isPunctuation(".")
        let isType = appTypes.contains(name) && !isMember
        // `ListLogic.state`, or `.bind` when what it is called on is a value, not one of the app's types.
        let owner = isMember && index > 1 ? tokens[index - 2].name.flatMap { appTypes.contains($0) ? $0 : nil } : nil
        // A test's own function of the same name hides the app's, unless the call names the app's type.
        guard isType || owner != nil || testFunctions[name] == nil else { return nil }
        let qualified = isMember ? (owner ?? "") + "." + name : name
        var arguments: [Argument] = []
        var next = index + 1
        if tokens[next].isPunctuation("(") {
            guard let close = Self.matchingIndex(from: next, in: tokens, open: "(", close: ")") else { return nil }
            arguments = split(from: next + 1, to: close, in: tokens)
            next = close + 1
        }
        // A trailing closure follows an argument list, or a member's name (`box.bind {`): `-> API {` is no call.
        if next < tokens.count, tokens[next].isPunctuation("{"), tokens[next].line == tokens[next - 1].line,
            next > index + 1 || isMember,
            let close = Self.matchingIndex(from: next, in: tokens, open: "{", close: "}")
        {
            arguments.append(Argument(label: "trailing", start: next, end: close))
        }
        arguments = arguments.filter { labels.contains($0.label) }
        return arguments.isEmpty ? nil : (qualified, arguments)
    }

    /// A closure literal assigned to a property the app declares: `viewModel.onChange = {`.
    private func assignedClosure(at index: Int, in tokens: [SwiftToken]) -> (property: String, brace: Int)? {
        guard index > 0, index + 2 < tokens.count, let name = tokens[index].name, appProperties.contains(name),
            tokens[index - 1].isPunctuation("."), tokens[index + 1].isPunctuation("="),
            tokens[index + 2].isPunctuation("{")
        else { return nil }
        return (name, index + 2)
    }

    /// The test type whose method an argument passes as a function value (`effects.page`, where the file declares
    /// `effects` as a `ListEffects`), or nil.
    private func passedMethodOwner(_ argument: Argument, in tokens: [SwiftToken]) -> String? {
        guard argument.end == argument.start + 2, let base = tokens[argument.start].name,
            tokens[argument.start + 1].isPunctuation("."), let method = tokens[argument.end].name,
            let owners = testFunctions[method], let type = declaredType(of: base, in: tokens),
            owners.contains(type)
        else { return nil }
        return type
    }

    /// The test type a variable of the file is declared as: `effects: ListEffects`, `effects = ListEffects(`.
    private func declaredType(of variable: String, in tokens: [SwiftToken]) -> String? {
        for index in tokens.indices.dropLast(2) where tokens[index].name == variable {
            let separator = tokens[index + 1]
            guard separator.isPunctuation(":") || separator.isPunctuation("="),
                let type = tokens[index + 2].name, testTypes[type] != nil
            else { continue }
            return type
        }
        return nil
    }

    /// The arguments between `start` and `end` (exclusive), split at top-level commas.
    private func split(from start: Int, to end: Int, in tokens: [SwiftToken]) -> [Argument] {
        var arguments: [Argument] = []
        var first = start
        var nesting = 0
        var index = start
        while index <= end {
            let token = tokens[index]
            if index == end || (nesting == 0 && token.isPunctuation(",")) {
                if first < index {
                    let labelled =
                        index - first > 2 && tokens[first].name != nil && tokens[first + 1].isPunctuation(":")
                    let label = labelled ? tokens[first].name ?? "_" : "_"
                    arguments.append(Argument(label: label, start: labelled ? first + 2 : first, end: index - 1))
                }
                first = index + 1
            } else if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                nesting += 1
            } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                nesting -= 1
            }
            index += 1
        }
        return arguments
    }

    /// The index of the bracket that closes the one at `start`.
    static func matchingIndex(from start: Int, in tokens: [SwiftToken], open: Character, close: Character) -> Int? {
        var nesting = 0
        for index in start..<tokens.count {
            if tokens[index].isPunctuation(open) { nesting += 1 }
            if tokens[index].isPunctuation(close) {
                nesting -= 1
                if nesting == 0 { return index }
            }
        }
        return nil
    }

    /// What the closure whose `{` is at `brace` does.
    private func role(ofBodyAt brace: Int, in tokens: [SwiftToken]) -> TestDouble.Role {
        guard let close = Self.matchingIndex(from: brace, in: tokens, open: "{", close: "}") else { return .dummy }
        return Self.role(of: Array(tokens[(brace + 1)..<close]))
    }

    /// What the type's methods do: a spy when any records, else a stub when any returns a value.
    private func role(ofType declaration: Declaration, in file: SourceFile) -> TestDouble.Role {
        let tokens = file.tokens
        guard
            let brace = tokens.indices.first(where: {
                tokens[$0].isPunctuation("{") && tokens[$0].depth == declaration.depth
                    && (tokens[$0].line, tokens[$0].column) > (declaration.line, declaration.column)
            })
        else { return .dummy }
        return role(ofBodyAt: brace, in: tokens)
    }

    /// Records when the body appends, inserts, adds to or assigns to a name it does not declare; scripts answers when
    /// it returns a value (a `return`, or a closure of one expression).
    static func role(of body: [SwiftToken]) -> TestDouble.Role {
        let declared = Set(
            body.indices.compactMap { index -> String? in
                guard index + 1 < body.count, ["let", "var"].contains(body[index].name ?? "") else { return nil }
                return body[index + 1].name
            })
        for index in body.indices {
            let token = body[index]
            if ["append", "insert"].contains(token.name ?? ""), index > 0, body[index - 1].isPunctuation(".") {
                return .spy
            }
            if isAssignment(at: index, in: body), let target = assignedName(before: index, in: body),
                !declared.contains(target)
            {
                return .spy
            }
        }
        if body.contains(where: { $0.name == "return" }) { return .stub }
        // A closure of one expression answers with it: `{ _ in .just(page) }`.
        let parameters = body.prefix(12).firstIndex { $0.name == "in" }.map { $0 + 1 } ?? 0
        let statement = body[parameters...]
        let isExpression =
            !statement.isEmpty && !statement.contains { ["let", "var", "if", "for", "guard"].contains($0.name ?? "") }
        return isExpression ? .stub : .dummy
    }

    /// Whether the `=` at `index` assigns (`x = 1`, `x += 1`), rather than compares (`==`, `!=`, `<=`, `>=`).
    private static func isAssignment(at index: Int, in body: [SwiftToken]) -> Bool {
        guard body[index].isPunctuation("="), index > 0, index + 1 < body.count, !body[index + 1].isPunctuation("=")
        else { return false }
        return !["=", "!", "<", ">"].contains { body[index - 1].isPunctuation($0) }
    }

    /// The first name of what the `=` at `index` assigns to (`self` in `self.count += 1`), unless the statement
    /// declares it (`let x =`, `case .some(let x) =`).
    private static func assignedName(before index: Int, in body: [SwiftToken]) -> String? {
        var start = index - 1
        if ["+", "-", "*", "/"].contains(where: body[start].isPunctuation) { start -= 1 }
        guard start >= 0, body[start].name != nil else { return nil }
        while start >= 2, body[start - 1].isPunctuation("."), body[start - 2].name != nil { start -= 2 }
        if start > 0, ["let", "var", "case"].contains(body[start - 1].name ?? "") { return nil }
        let name = body[start].name
        return name == "_" ? nil : name
    }
}

/// Whether `declaration` is marked `@Suite`, on its own line or in the attributes and comments just above it.
private func isSuite(_ declaration: Declaration, in file: SourceFile) -> Bool {
    var number = declaration.line
    while number >= 1, number > declaration.line - 6 {
        if file.line(number).hasPrefix("@Suite") { return true }
        let above = file.line(number - 1)
        if above.isEmpty || above.hasSuffix("}") || above.hasSuffix("{") { return false }
        number -= 1
    }
    return false
}
