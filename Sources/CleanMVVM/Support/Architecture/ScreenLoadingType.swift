/// Which trigger a page request answers, with the trigger's value: the first load, a reload, or a load-more of a
/// given page. (The original has the first two; here a load-more goes through the same switch, so that a reload
/// can replace it.)
enum ScreenLoadingType<Input> {
    case loading(Input)
    case reloading(Input)
    case loadingMore(Input, page: Int)
}
