/// A feature `workbook side-by-side` follows through every app: where it starts and ends in the code (as anchors
/// every app has), and the words that pick the line to cite in each file on the way.
public struct Feature: Sendable {
    /// One stretch of the path: from an anchor to the next. A call follows what each file names (and what implements
    /// it); an answer may also go back to whoever names a file (an error reaching the code that handles it).
    public struct Stretch: Sendable {
        public let from: FeatureAnchor
        public let to: FeatureAnchor
        public let isAnswer: Bool

        public init(from: FeatureAnchor, to: FeatureAnchor, isAnswer: Bool = false) {
            self.from = from
            self.to = to
            self.isAnswer = isAnswer
        }
    }

    /// The name on the command line: `reserve`.
    public let name: String
    /// What a person does and what the code must get done: "tap Reserve: POST /reservations".
    public let summary: String
    public let stretches: [Stretch]
    /// Lower-case pieces of words (`reserv`) that mark a function or type as being about the feature: in its name,
    /// labels or types. They choose between equally short paths, and the line to cite in each file.
    public let stems: [String]

    public init(name: String, summary: String, stretches: [Stretch], stems: [String]) {
        self.name = name
        self.summary = summary
        self.stretches = stretches
        self.stems = stems
    }

    /// The features `side-by-side` knows, in the order the app shows them.
    public static let all: [Feature] = [
        Feature(
            name: "reserve", summary: "type an id and tap Reserve, until POST /reservations is sent",
            stretches: [Stretch(from: .screen("Reservations"), to: .request(method: "post", path: "/reservations"))],
            stems: ["reserv"]),
        Feature(
            name: "load-more", summary: "scroll to the end of Products, until the next GET /products?page= is sent",
            stretches: [Stretch(from: .screen("Products"), to: .request(method: "get", path: "/products?page="))],
            stems: ["loadmore", "more", "nextpage", "paginat", "page"]),
        Feature(
            name: "edit", summary: "change a product and tap Save, until PUT /products/<id> is sent",
            stretches: [Stretch(from: .screen("EditProduct"), to: .request(method: "put", path: "/products/"))],
            stems: ["save", "update", "edit"]),
        Feature(
            name: "delete", summary: "choose Delete and confirm, until DELETE /products/<id> is sent",
            stretches: [Stretch(from: .screen("Products"), to: .request(method: "delete", path: "/products/"))],
            stems: ["delet", "remov"]),
        Feature(
            name: "server-error",
            summary: "the server refuses POST /reservations (409), until its message is shown in an alert",
            stretches: [
                Stretch(
                    from: .request(method: "post", path: "/reservations"), to: .screen("Reservations"), isAnswer: true),
                Stretch(from: .screen("Reservations"), to: .constructs("UIAlertController")),
            ],
            stems: ["error", "fail", "alert", "publish", "exception"]),
    ]

    /// The feature called `name`.
    public static func named(_ name: String) -> Feature? {
        all.first { $0.name == name }
    }
}
