/// The observer side of the Cons feature: every list (or failure) a ``FetchConsTrigger`` brought in.
public protocol NewConsObserver: AnyObject {
    func bind(completion: @escaping (Result<[String], AppError>) -> Void)
}
