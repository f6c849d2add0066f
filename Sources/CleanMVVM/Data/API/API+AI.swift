import MiniRx

extension API {
    func getPros() -> Observable<GetProsOutput> {
        request(APIInput(.get, "/ai/pros"))
    }

    func getCons() -> Observable<GetConsOutput> {
        request(APIInput(.get, "/ai/cons"))
    }
}

// MARK: - GetPros, GetCons

extension API {
    /// `GET /ai/pros` → `{"advantages": […]}`
    nonisolated struct GetProsOutput: APIOutput {
        let advantages: [String]
    }

    /// `GET /ai/cons` → `{"disadvantages": […]}`
    nonisolated struct GetConsOutput: APIOutput {
        let disadvantages: [String]
    }
}
