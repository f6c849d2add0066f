import Backend
import Foundation

/// The two lists about AI: each answer must hold its list, and every item must be text.
extension Endpoint where Response == [String] {
    /// `GET /ai/pros` → `{"advantages": […]}`
    static var pros: Endpoint {
        Endpoint(request: Request(.get, "/ai/pros")) { body in
            try JSONDecoder().decode(Advantages.self, from: body).advantages
        }
    }

    /// `GET /ai/cons` → `{"disadvantages": […]}`
    static var cons: Endpoint {
        Endpoint(request: Request(.get, "/ai/cons")) { body in
            try JSONDecoder().decode(Disadvantages.self, from: body).disadvantages
        }
    }
}
