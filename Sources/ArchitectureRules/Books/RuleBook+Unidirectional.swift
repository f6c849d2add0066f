extension RuleBook {
    /// Chapter 8. The family's rules, as TCA's documentation, Redux's three principles and Elm's guide state them: a
    /// feature's state is a value changed only by its reducer; work on the outside world is an effect the reducer
    /// returns; the view draws the state and sends what happened.
    public static let unidirectional = RuleBook(
        module: "Unidirectional",
        writeUp: "The Composable Architecture, Redux and The Elm Architecture, chapter 8",
        rules: [
            LayerRule(
                id: "unidirectional-reducers-name-no-view",
                statement: "Reducers, their states and actions, models and dependencies name no HeadlessUI type and "
                    + "nothing of Navigation.",
                citation: "TCA: a feature's state, actions and reducer are tested with a test store and no view; "
                    + "Elm's view is a function of the model, never the other way.",
                scope: .folders(["Features", "Models", "Dependencies"], filesNotEndingIn: "ViewController.swift"),
                requirement: .namesNothingFrom([.module("HeadlessUI"), .folder("Navigation")])),
            LayerRule(
                id: "unidirectional-state-is-a-value",
                statement: "Reducers, their states and actions, and models declare no class or actor: all are values.",
                citation: "TCA's State is a value type; Redux's principles keep one state tree, read-only, "
                    + "changed only by pure functions; Elm's Model is an immutable record.",
                scope: .folders(["Features", "Models"], filesNotEndingIn: "ViewController.swift"),
                requirement: .onlyValueTypes),
            LayerRule(
                id: "unidirectional-only-effects-reach-the-server",
                statement: "Features, models and navigation name no Backend type and not the server call: the server "
                    + "is reached only by an effect calling a dependency's closure.",
                citation: "TCA's Effect and Elm's managed Cmd: the reducer returns a description of the work, and "
                    + "the runtime performs it; dependencies are values a test replaces.",
                scope: .folders(["Features", "Models", "Navigation"]),
                requirement: .namesNothingFrom([.module("Backend"), .names(["ServerCall"], in: "Unidirectional")])),
            LayerRule(
                id: "unidirectional-views-send-and-read",
                statement: "Views name no dependency and no effect, reducer or dependency type of the store "
                    + "library: they read the store's state and send it actions.",
                citation: "TCA's view actions and Redux's dispatch: the view only reports what happened; Elm's "
                    + "view returns messages and never runs the update.",
                scope: .folders(["Features"], filesEndingIn: "ViewController.swift"),
                requirement: .namesNothingFrom([
                    .folder("Dependencies"),
                    .names(
                        ["Effect", "Send", "Reduce", "Scope", "EmptyReducer", "Dependency", "DependencyValues"],
                        in: "MiniTCA"),
                ])),
        ],
        layers: ["Features", "Navigation", "Dependencies", "Models", "App"],
        compositionRoot: ["App"])
}
