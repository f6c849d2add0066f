/// What the Pros/Cons loading infrastructure tells the screen it loads for: the list in memory changed, or why
/// nothing came. The screen decides how that reads.
protocol ProsConsDisplay: AnyObject {
    func showItems()
    func showFailure(_ error: AppError)
}
