/// The domain service behind Pros and Cons: it fetches the lists. Bindings own one; tests hand them a fake.
public protocol AIService {
    func fetchPros(completion: @escaping (Result<[String], AppError>) -> Void)
    func fetchCons(completion: @escaping (Result<[String], AppError>) -> Void)
}
