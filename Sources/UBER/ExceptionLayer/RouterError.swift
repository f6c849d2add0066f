/// Why an action URL could not be followed. The ``Router`` publishes it to the ``ExceptionManager`` (inside
/// ``AppError/badActionURL(_:_:)``), and the URL reaches no service.
///
/// The write-up's router had no such answer. It cut the URL with `components(separatedBy:)`, which always returns at
/// least one piece, so its force unwraps never trapped — and it never refused anything either: a URL that did not
/// follow the grammar was quietly misrouted. `myapp://featureABC?cmd=reserve@viewId=V` reserved the id
/// `cmd=reserve`, and a command without `@viewId` sent its answer to a view named after its parameters
/// (`reservationId=82348`).
public enum RouterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text does not start with `myapp://`.
    case notAnAppURL
    /// Nothing follows `myapp://`.
    case missingDestination
    /// A module, command, view or parameter name with characters other than ASCII letters, digits and `_`.
    case invalidName(String)
    /// A module URL without `cmd=<command>`.
    case missingCommand
    /// A command without `@viewId=<id>`: the answer would have nowhere to go.
    case missingViewId
    /// A view id with characters other than ASCII letters, digits, `_`, `-` and `.`.
    case invalidViewId(String)
    /// The `#name=value&…` part cannot be read.
    case malformedParameters(String)
    /// No screen is registered under this name.
    case unknownView(String)
    /// No module has this command.
    case unknownCommand(module: String, command: String)
    /// The command needs a parameter the URL does not carry.
    case missingParameter(String)

    public var description: String {
        switch self {
        case .notAnAppURL: "it does not start with myapp://"
        case .missingDestination: "it names no screen and no module"
        case .invalidName(let name): "\"\(name)\" is not a valid name"
        case .missingCommand: "it has no cmd=<command>"
        case .missingViewId: "it has no @viewId=<id>"
        case .invalidViewId(let viewId): "\"\(viewId)\" is not a valid view id"
        case .malformedParameters(let params): "its parameters \"\(params)\" cannot be read"
        case .unknownView(let name): "no screen is called \(name)"
        case .unknownCommand(let module, let command): "\(module) has no command \(command)"
        case .missingParameter(let name): "it lacks the parameter \(name)"
        }
    }
}
