/// What `workbook changes --record` stores in `Chapters/measurements/changes.json` for chapter 9's figures.
public struct ChangesRecord: NamedRecord, Sendable, Equatable {
    public static let recordName = "changes"

    public var changes: [ChangeResult]
    /// The whole run, first build included.
    public var seconds: Double
    public var cores: Int

    public init(changes: [ChangeResult], seconds: Double, cores: Int) {
        self.changes = changes
        self.seconds = seconds
        self.cores = cores
    }
}
