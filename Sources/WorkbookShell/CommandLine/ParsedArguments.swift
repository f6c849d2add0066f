/// A command line read against a command's description: the positional values, the flags, the options' values and
/// what is passed on. Whatever the description does not allow is refused here, with the message written once for
/// every command. An option is looked up by the `CommandOption` its command declares, never by its spelling.
///
/// A command that passes arguments on (`bench`) reads its own options wherever they stand, so they are never passed
/// on; everything else from the first token that fills none of its slots — an option it does not declare, or a value
/// once its slots are full — is passed on as it is.
public struct ParsedArguments: Sendable, Equatable {
    public private(set) var positional: [String] = []
    private var flags: Set<String> = []
    private var values: [String: String] = [:]
    public private(set) var passedOn: [String] = []

    public init(_ tokens: [String], for description: CommandDescription) throws(UsageError) {
        let slots = description.arguments.filter { $0.kind != .passedOn }
        let passesOn = description.arguments.contains { $0.kind == .passedOn }
        var rest = tokens[...]
        while let token = rest.popFirst() {
            let looksLikeOption = token.count > 1 && token.hasPrefix("-")
            let declared = description.options.first { $0.flag == token }
            if passesOn, declared == nil, !passedOn.isEmpty || looksLikeOption || positional.count >= slots.count {
                passedOn.append(token)
                continue
            }
            if looksLikeOption {
                guard let option = declared else {
                    throw .unknownOption(token, among: description.options.map(\.flag))
                }
                if let value = option.value {
                    guard let given = rest.popFirst() else { throw .missingValue(option.flag, value) }
                    values[option.flag] = given
                } else {
                    flags.insert(option.flag)
                }
                continue
            }
            let capacity = slots.contains { $0.kind == .repeated } ? Int.max : slots.count
            guard positional.count < capacity else {
                throw .tooManyArguments(description, got: positional + [token] + rest.filter { !$0.hasPrefix("-") })
            }
            positional.append(token)
        }
        let required = slots.filter { $0.kind == .required }
        if positional.count < required.count {
            throw .missingArgument(required[positional.count], command: description.name)
        }
    }

    public var first: String? { positional.first }

    public func has(_ option: CommandOption) -> Bool { flags.contains(option.flag) }

    public func value(of option: CommandOption) -> String? { values[option.flag] }

    /// The value given for `option` as one of `Choice`'s cases, `nil` when the option was not given, or a usage error
    /// that lists the cases.
    public func choice<Choice: CaseIterable & RawRepresentable<String>>(
        of option: CommandOption, as choices: Choice.Type
    ) throws(UsageError) -> Choice? {
        guard let given = values[option.flag] else { return nil }
        guard let choice = Choice(rawValue: given) else {
            let names = choices.allCases.map(\.rawValue)
            let expected =
                names.count > 1
                ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names.joined()
            throw .badValue(option.flag, given, expected: expected)
        }
        return choice
    }
}
