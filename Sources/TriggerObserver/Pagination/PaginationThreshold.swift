import Foundation

// snippet: triggerobserver-pagination-threshold
/// Pagination, step 2: do we need the next page? Yes once the bottom of the content is within `distance`
/// points of the bottom of the screen. An empty list never asks: its first page is the screen's to load.
struct PaginationThreshold: Equatable {
    /// One 44-point row by default.
    var distance: CGFloat = 44

    func needsToPaginate(at offset: ContentOffset) -> Bool {
        offset.contentHeight > 0 && offset.distanceToBottom <= distance
    }
}
// end-snippet
