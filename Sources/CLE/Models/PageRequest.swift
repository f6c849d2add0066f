/// A page of the catalogue the product list has asked for, why, and which request it was.
struct PageRequest: Equatable {
    /// Why the page is asked for: the screen's first load, a pull to refresh, or the end of the list reached.
    enum Reason: Equatable {
        case firstLoad
        case reload
        case more
    }

    let page: Int
    let reason: Reason
    /// Counts the requests of one list, so that an answer to an earlier request is told from the current one.
    let number: Int
}
