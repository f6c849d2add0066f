/// The trigger side of the Cons feature: ask for the cons of AI. What arrives goes to a ``NewConsObserver``.
protocol FetchConsTrigger: AnyObject {
    func fetchCons()
}
