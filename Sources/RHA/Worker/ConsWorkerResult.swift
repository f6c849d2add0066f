/// What a Cons service answers: the value it was asked for (`U`, the `AI` model here), or why it has none.
enum ConsWorkerResult<U> {
    case success(U)
    case failure(ConsWorkerFailure)
}
