/// The trigger side of the Pros feature: whoever holds one can ask for the pros of AI, and nothing more.
/// Presentation logic depends on this; it never sees what arrives.
public protocol FetchProsTrigger: AnyObject {
    func fetchPros()
}
