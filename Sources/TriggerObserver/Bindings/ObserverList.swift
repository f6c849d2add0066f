// snippet: triggerobserver-observer-list
/// The completions bound to one binding. The write-up's binding keeps a single completion, so a second `bind`
/// silently replaces the first; the workbook keeps them all, in the order they were bound, and calls each with
/// every value. Nothing is replayed: an observer hears only what arrives after it bound.
struct ObserverList<Value> {
    private var completions: [(Value) -> Void] = []

    mutating func add(_ completion: @escaping (Value) -> Void) {
        completions.append(completion)
    }

    func notify(_ value: Value) {
        for completion in completions {
            completion(value)
        }
    }
}
// end-snippet
