import Foundation

/// The row at `row` of the first section.
func row(_ row: Int) -> IndexPath {
    IndexPath(row: row, section: 0)
}
