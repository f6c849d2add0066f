import Foundation
import MiniRx
import MiniRxTest

@testable import CleanMVVM

extension TestableObserver {
    /// The first value received, if any (the original's `firstEventElement`).
    var firstEventElement: Element? {
        elements.first
    }

    /// The last value received, if any (the original's `lastEventElement`).
    var lastEventElement: Element? {
        elements.last
    }
}

/// A product for tests, by id, with a name and a price made from it unless given.
func product(_ id: Int, _ name: String? = nil, _ price: Double? = nil) -> Product {
    Product(id: id, name: name ?? "Product \(id)", price: price ?? Double(id) * 2)
}

/// A page of products for tests.
func page(_ number: Int, ids: ClosedRange<Int>, hasMore: Bool = true) -> PagingInfo<Product> {
    PagingInfo(page: number, items: ids.map { product($0) }, hasMorePages: hasMore)
}

/// The row at `row` of the first section.
func row(_ row: Int) -> IndexPath {
    IndexPath(row: row, section: 0)
}

/// Whether a validation passed (`ValidationResult` holds `Void`, so it is not `Equatable`).
func messages(_ result: ValidationResult) -> [String] {
    switch result {
    case .success: []
    case .failure(let error): error.messages
    }
}
