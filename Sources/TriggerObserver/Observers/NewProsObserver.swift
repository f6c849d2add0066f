/// The observer side of the Pros feature: bind a completion, and it is called with every list (or failure)
/// that a ``FetchProsTrigger`` brought in. Loading infrastructure depends on this; it never asks for anything.
public protocol NewProsObserver: AnyObject {
    func bind(completion: @escaping (Result<[String], AppError>) -> Void)
}
