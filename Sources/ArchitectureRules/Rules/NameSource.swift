/// Names a rule forbids, by where they are declared: a folder of the app, a library, or a list of names.
public struct NameSource: Sendable, Hashable, CustomStringConvertible {
    /// Where the names are declared.
    public enum Place: Sendable, Hashable {
        /// A folder of the app (and the folders inside it); the empty folder is the app's top level.
        case folder(String)
        /// A library, such as `Backend`.
        case module(String)
        /// These names, declared in this module.
        case names([String], module: String)
    }

    public let place: Place
    /// Names declared there that the rule allows all the same.
    public let allowed: Set<String>

    /// Everything declared in `folder` of the app, except `allowed`.
    public static func folder(_ folder: String, except allowed: Set<String> = []) -> NameSource {
        NameSource(place: .folder(folder), allowed: allowed)
    }

    /// Everything the library `module` declares in public.
    public static func module(_ module: String) -> NameSource {
        NameSource(place: .module(module), allowed: [])
    }

    /// Exactly these names, declared in `module`.
    public static func names(_ names: [String], in module: String) -> NameSource {
        NameSource(place: .names(names, module: module), allowed: [])
    }

    /// Whether `use` names something from here. `app` is the module the rule belongs to.
    public func matches(_ use: NameUse, app: String) -> Bool {
        guard !allowed.contains(use.name) else { return false }
        switch place {
        case .folder(let folder):
            guard use.declaringModule == app else { return false }
            let declared = use.declaringFolder
            return folder.isEmpty ? declared.isEmpty : declared == folder || declared.hasPrefix(folder + "/")
        case .module(let module):
            return use.declaringModule == module
        case .names(let names, let module):
            return use.declaringModule == module && names.contains(use.name)
        }
    }

    /// `Controllers`, `Backend`, `ExceptionLayer (but AppError)`, `MiniRx's PublishSubject, BehaviorSubject`.
    public var description: String {
        let base: String
        switch place {
        case .folder(let folder): base = folder.isEmpty ? "the top level" : folder
        case .module(let module): base = module
        case .names(let names, let module): base = "\(module)'s " + names.joined(separator: ", ")
        }
        return allowed.isEmpty ? base : base + " (but " + allowed.sorted().joined(separator: ", ") + ")"
    }
}
