/// The trigger side of the Cons feature: ask for the cons of AI. What arrives goes to a ``NewConsObserver``.
public protocol FetchConsTrigger: AnyObject {
    func fetchCons()
}
