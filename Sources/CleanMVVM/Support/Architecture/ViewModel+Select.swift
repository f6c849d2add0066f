import Foundation
import MiniRx

extension ViewModel {
    // snippet: clean-select
    /// The item at each selected row, from the items as they are when the row is selected; a row past the end is
    /// ignored.
    func select<T>(trigger: Driver<IndexPath>, items: Driver<[T]>) -> Driver<T> {
        trigger
            .withLatestFrom(items) { indexPath, items in
                items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
            }
            .unwrap()
    }
    // end-snippet
}
