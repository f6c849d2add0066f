// snippet: rha-pros-worker-result
/// What a Pros service answers: the value it was asked for (`U`, the `AI` model here), or why it has none.
public enum ProsWorkerResult<U> {
    case success(U)
    case failure(ProsWorkerFailure)
}
// end-snippet
