/// What request 02 cost each app, the way chapter 9 counts a patch: the source files it had to touch. Paths are from
/// the exercise's folder: `Baseline/BaselineProductRows.swift`, `RHA/Model/RowProduct.swift`.
enum Cost {
    // TODO: Exercise 9.1 — once both apps show the stock, list the files you changed in each.
    static let baselineFiles: [String] = []
    static let rhaFiles: [String] = []
}
