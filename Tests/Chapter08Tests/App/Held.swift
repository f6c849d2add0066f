/// Answers a test holds until it delivers them, in the order the feature asked: the test value of a client whose
/// answers come later, as the server's held delivery does. A test value, not a mock: it records what was asked so a
/// test can say so, and answers only what the test delivers.
final class Held<Request, Answer> {
    private(set) var requests: [Request] = []
    private var answers: [(request: Request, answer: (Answer) -> Void)] = []

    /// The closure a client's endpoint is given in a test.
    func hold(_ request: Request, _ answer: @escaping (Answer) -> Void) {
        requests.append(request)
        answers.append((request, answer))
    }

    /// How many answers are still held.
    var pending: Int { answers.count }

    /// Answer the oldest request still held with `answer`.
    func deliverOldest(_ answer: Answer) {
        guard !answers.isEmpty else { return }
        answers.removeFirst().answer(answer)
    }

    /// Answer the newest request still held with `answer`.
    func deliverNewest(_ answer: Answer) {
        guard !answers.isEmpty else { return }
        answers.removeLast().answer(answer)
    }
}
