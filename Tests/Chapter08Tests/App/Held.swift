import MiniTCA

/// Answers a test holds until it delivers them, in the order the feature asked: the test value of a client whose
/// answers come later, as the server's held delivery does. A test value, not a mock: it records what was asked so a
/// test can say so, and answers only what the test delivers. The effect that waits goes on as soon as the test
/// delivers its answer, before `deliverOldest` returns; cancelled before, it stops waiting at once.
final class Held<Request: Sendable, Answer> {
    private(set) var requests: [Request] = []
    private var answers: [(request: Request, answer: (Answer) -> Void)] = []

    /// What a client's endpoint does in a test: record `request`, and wait for the answer the test delivers.
    nonisolated func hold(_ request: Request) async throws -> Answer {
        try await withAnswer { answer in
            self.requests.append(request)
            self.answers.append((request, answer))
        }
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
