extension RuleBook {
    /// Chapter 6. The write-up's three layers are the folders `Domain`, `Data` and `Scenes` (its presentation layer).
    public static let cleanMVVM = RuleBook(
        module: "CleanMVVM",
        writeUp: "Clean Architecture with RxSwift & MVVM (tuan188/MGCleanArchitecture), chapter 6",
        rules: [
            LayerRule(
                id: "clean-domain-depends-on-nothing",
                statement: "The domain names nothing of Data, Scenes, Backend or HeadlessUI.",
                citation:
                    "\"Dependency Direction\": the domain (entities, use cases, gateway protocols) is the centre; "
                    + "data and presentation depend on it, and it depends on neither, nor on a framework.",
                scope: .folders(["Domain"]),
                requirement: .namesNothingFrom([
                    .folder("Data"), .folder("Scenes"), .module("Backend"), .module("HeadlessUI"),
                ])),
            LayerRule(
                id: "clean-data-depends-only-on-domain",
                statement: "The data layer names nothing of Scenes or HeadlessUI.",
                citation: "\"Data Layer\": gateway implementations and data stores depend only on the domain layer.",
                scope: .folders(["Data"]),
                requirement: .namesNothingFrom([.folder("Scenes"), .module("HeadlessUI")])),
            LayerRule(
                id: "clean-scenes-reach-data-through-use-cases",
                statement: "Scenes name nothing of Data and no Backend type.",
                citation: "\"Scene Use Case\": the scene use case stands between presentation and domain as a facade; "
                    + "view models see use cases, never a gateway implementation or the API.",
                scope: .folders(["Scenes"]),
                requirement: .namesNothingFrom([.folder("Data"), .module("Backend")])),
        ],
        layers: ["Scenes", "Domain", "Data"],
        compositionRoot: ["AppDelegate.swift", "Assembler.swift", "DefaultAssembler.swift"],
        outsideTheRules: [
            "Support":
                "the support library (the original's MGArchitecture, a framework the app imports) is in none of the "
                + "three rings: the domain names its PagingInfo, and it names HeadlessUI and the scenes' "
                + "AlertMessage, so the three rules say nothing about it"
        ])
}
