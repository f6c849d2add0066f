extension RuleBook {
    /// Chapter 7. The functional core is each scene's `…Logic.swift`; the imperative shell is everything else.
    public static let cle = RuleBook(
        module: "CLE",
        writeUp: "CLE-Architecture-Tools (danielt1263), chapter 7",
        rules: [
            LayerRule(
                id: "cle-logic-is-static-functions",
                statement: "Each Logic file declares only caseless enums of static functions.",
                citation: "The README: an imperative shell around a functional core; in its template the logic "
                    + "converts the input data into what the effect needs. Caseless enums of static functions are "
                    + "the workbook's reading of that: logic with nowhere to keep state.",
                scope: .folders(["Scenes"], filesEndingIn: "Logic.swift"),
                requirement: .onlyStaticFunctionsInCaselessEnums),
            LayerRule(
                id: "cle-logic-names-no-effect",
                statement:
                    "Logic names no HeadlessUI, MiniRxCocoa or Backend type, no subject or relay, and not the API.",
                citation: "The README: side effects stay on the outside edge and are not injected into the logic, "
                    + "so its tests never need a mock or a stub.",
                scope: .folders(["Scenes"], filesEndingIn: "Logic.swift"),
                requirement: .namesNothingFrom([
                    .module("HeadlessUI"), .module("MiniRxCocoa"), .module("Backend"),
                    .names(
                        ["PublishSubject", "BehaviorSubject", "ReplaySubject", "PublishRelay", "BehaviorRelay"],
                        in: "MiniRx"),
                    .names(["API"], in: "CLE"),
                ])),
        ],
        layers: ["Scenes", "Utilities", "Endpoints", "Models", "App"],
        compositionRoot: ["App"],
        outsideTheRules: Dictionary(
            uniqueKeysWithValues: ["Endpoints", "Models", "Utilities"].map { folder in
                (
                    folder,
                    "the imperative shell: the write-up rules only the logic (each scene's Logic files) and says "
                        + "nothing of how the shell is laid out"
                )
            }))
}
