extension RuleBook {
    /// Chapter 1. The Massive View Controller claims no layers, so it breaks no rule; its one unclaimed rule is the
    /// one every layered write-up makes in some form, to show what claiming it would cost.
    public static let baseline = RuleBook(
        module: "Baseline",
        writeUp: "none: the Massive View Controller, chapter 1",
        rules: [],
        unclaimed: [
            LayerRule(
                id: "baseline-screens-talk-to-no-server",
                statement: "View controllers name no Backend type.",
                citation: "Not the baseline's claim. RHA keeps data out of its controllers, UBER keeps the server "
                    + "in its network layer, Clean keeps it out of its scenes, CLE out of its logic.",
                scope: .everything(except: ["AppDelegate.swift"]),
                requirement: .namesNothingFrom([.module("Backend")]))
        ],
        compositionRoot: ["AppDelegate.swift"])
}
