import Foundation
import WorkbookShell

/// The web address of the repository's files at one commit, from git's remote `origin`: where the links of
/// `side-by-side --markdown` point, so that they work pasted into a pull request's comment, where a relative link
/// leads nowhere.
public struct RepositoryWebAddress: Sendable, Equatable {
    /// `https://github.com/owner/workbook`.
    public let repository: String
    /// The commit the links show the files at (its first 12 hex digits: short, and still one commit).
    public let commit: String

    /// Hex digits of the commit the links keep.
    static let commitDigits = 12

    /// What a file's path is put after: `https://github.com/owner/workbook/blob/0123456789ab/`.
    public var filesBase: String { repository + "/blob/" + commit + "/" }

    /// The https form of a remote's URL — `git@github.com:owner/workbook.git`, `ssh://git@host:22/owner/workbook`,
    /// `https://user@host/owner/workbook.git` — without user, port or `.git`; nil for a remote that is no web host (a
    /// folder, a `file://` URL).
    public static func webForm(ofRemote remote: String) -> String? {
        var rest = remote.trimmingCharacters(in: .whitespacesAndNewlines)
        let schemes = ["https://", "http://", "ssh://", "git://", "git+ssh://"]
        if let scheme = schemes.first(where: { rest.hasPrefix($0) }) {
            rest = String(rest.dropFirst(scheme.count))
        } else if rest.contains("://") {
            return nil  // file://, or a scheme no web host answers
        } else if let colon = rest.firstIndex(of: ":"), !rest.hasPrefix("/"),
            !rest[..<colon].contains("/")
        {
            // scp-like: [user@]host:path
            rest = rest[..<colon] + "/" + rest[rest.index(after: colon)...]
        } else {
            return nil
        }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        var host = String(rest[..<slash])
        var path = String(rest[slash...])
        if let at = host.lastIndex(of: "@") { host = String(host[host.index(after: at)...]) }
        if let colon = host.firstIndex(of: ":") { host = String(host[..<colon]) }
        while path.hasSuffix("/") { path.removeLast() }
        if path.hasSuffix(".git") { path.removeLast(4) }
        guard !host.isEmpty, path.count > 1 else { return nil }
        return "https://" + host + path
    }

    /// The address git knows for the repository at `root`: its `origin`'s web form and the commit checked out; nil
    /// when there is no such remote, or no commit.
    public static func find(root: URL, processes: any ProcessRunning) -> RepositoryWebAddress? {
        let origin = processes.run(ProcessCommand(["git", "remote", "get-url", "origin"], in: root))
        let head = processes.run(ProcessCommand(["git", "rev-parse", "HEAD"], in: root))
        let commit = head.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard origin.succeeded, head.succeeded, commit.count >= commitDigits,
            let repository = webForm(ofRemote: origin.output)
        else { return nil }
        return RepositoryWebAddress(repository: repository, commit: String(commit.prefix(commitDigits)))
    }
}
