import WorkbookShell

/// The comparison lab's commands, in the order the overview lists them: the chapters' excerpts and figures, the
/// benchmarks, the tour, the measured comparison, side-by-side and the change requests.
public enum LabCommands {
    public static var all: [any WorkbookCommand.Type] {
        [
            SnippetsCommand.self,
            BenchCommand.self,
            TourCommand.self,
            CompareCommand.self,
            SideBySideCommand.self,
            ChangesCommand.self,
        ]
    }
}
