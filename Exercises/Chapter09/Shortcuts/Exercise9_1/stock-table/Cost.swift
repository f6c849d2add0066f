/// What request 02 cost each app, the way chapter 9 counts a patch: the source files it had to touch. Paths are from
/// the exercise's folder: `Baseline/BaselineProductRows.swift`, `RHA/Model/RowProduct.swift`.
enum Cost {
    static let baselineFiles: [String] = []
    static let rhaFiles = ["RHA/ViewModels/ProductRowsViewModel.swift"]
}
