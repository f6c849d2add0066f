import WorkbookRecords

/// What one app's patches for one change request cost, as the range the two authors' patches span: source files
/// touched, lines changed (added plus removed) and layers touched. Summed over requests it is a total's range.
public struct CostSpread: Sendable, Equatable {
    public var files: Spread<Int>
    public var lines: Spread<Int>
    public var layers: Spread<Int>

    /// Nothing changed: the start of a sum.
    public static let zero = CostSpread(files: Spread(0), lines: Spread(0), layers: Spread(0))

    /// Each figure's lower ends summed, and its upper ends.
    public static func + (left: Self, right: Self) -> Self {
        CostSpread(files: left.files + right.files, lines: left.lines + right.lines, layers: left.layers + right.layers)
    }
}

extension CostSpread {
    /// The range of `costs`, one per author; a single cost gives ranges of one value.
    public init(_ costs: [PatchCost]) {
        self.init(
            files: Spread(costs.map(\.sourceFiles.count)) ?? Spread(0),
            lines: Spread(costs.map(\.linesChanged)) ?? Spread(0),
            layers: Spread(costs.map(\.layers.count)) ?? Spread(0))
    }
}
