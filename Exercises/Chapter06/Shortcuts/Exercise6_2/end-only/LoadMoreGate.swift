import CleanMVVM
import MiniRx

/// Exercise 6.2 — the gate in front of a load-more, which the original's `getPage` leaves half open.
///
/// `pagesToLoad` turns each load-more trigger into the number of the page to ask for: the page after the last one
/// listed. The original asks even after the last page (it never reads `hasMorePages`). Here a trigger asks for
/// nothing while a page is in flight (`isBusy`), before the first page has arrived (nothing is listed), or after the
/// last page.
enum LoadMoreGate {
    static func pagesToLoad<Item>(
        trigger: Driver<Void>, isBusy: Driver<Bool>, listed: Driver<PagingInfo<Item>>
    ) -> Driver<Int> {
        trigger
            .withLatestFrom(listed)
            .compactMap { listed in
                guard !listed.items.isEmpty, listed.hasMorePages else { return nil }
                return listed.page + 1
            }
    }
}
