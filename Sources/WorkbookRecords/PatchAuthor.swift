/// Which of a change request's two implementations of one app a patch is. Every request is implemented twice in
/// every app: once by the first author, and once more by a second author who wrote it blind, having seen only the
/// request, its acceptance scenarios, the app and its chapter (`Changes/README.md`, "How a second patch is written").
/// How far the two land apart is the spread every comparison of change costs is read against.
public enum PatchAuthor: String, Codable, Sendable, CaseIterable {
    /// `Changes/NN-name/<Module>.patch`.
    case first
    /// `Changes/NN-name/second/<Module>.patch`.
    case second

    /// The folder of a request that holds this author's patches, relative to the request's own folder: `""` or
    /// `second/`.
    public var folderPrefix: String {
        switch self {
        case .first: ""
        case .second: "second/"
        }
    }
}
