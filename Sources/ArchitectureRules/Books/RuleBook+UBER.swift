extension RuleBook {
    /// Chapter 4. The write-up's five layers are the folders `UILayer` (views in `UILayer/Views`), `BusinessLayer`,
    /// `NetworkLayer`, `ExceptionLayer` and `Models`; each layer's control point is its manager.
    public static let uber = RuleBook(
        module: "UBER",
        writeUp: "UBER – An Architecture Style for Mobile Apps (Haseeb Afsar), chapter 4",
        rules: [
            LayerRule(
                id: "uber-views-reach-out-only-through-ui-managers",
                statement: "Views name nothing of the business and network layers, and of the exception layer only "
                    + "the error they are shown (AppError).",
                citation: "\"UILayer\": the UIManager is the bridge and control point between views and the rest of "
                    + "the app; every communication with a view is channelled through it.",
                scope: .folders(["UILayer/Views"]),
                requirement: .namesNothingFrom([
                    .folder("BusinessLayer"), .folder("NetworkLayer"), .folder("ExceptionLayer", except: ["AppError"]),
                ])),
            LayerRule(
                id: "uber-only-the-network-layer-names-backend",
                statement: "Only the network layer (and the app delegate that hands it the server) names Backend "
                    + "types.",
                citation: "\"NetworkLayer\": the group for network services and adapters; the NetworkManager makes "
                    + "the calls, and the business services reach the network through it.",
                scope: .everything(except: ["NetworkLayer", "AppDelegate.swift"]),
                requirement: .namesNothingFrom([.module("Backend")])),
            LayerRule(
                id: "uber-errors-travel-through-the-exception-manager",
                statement: "UIManaging, the business layer's only way to a view, names nothing of the exception layer.",
                citation: "\"ExceptionLayer\": modules publish errors to the ExceptionManager, and every error is "
                    + "caught and handled in one central place, its observer.",
                scope: .file("UILayer/UIManaging.swift"),
                requirement: .namesNothingFrom([.folder("ExceptionLayer")])),
            LayerRule(
                id: "uber-business-layer-sees-views-only-through-ui-manager",
                statement: "The business layer names nothing of the UI layer but UIManaging.",
                citation: "\"UIManager\": business services send updates for views through the UIManager, by view id "
                    + "and view context, never to a view directly.",
                scope: .folders(["BusinessLayer"]),
                requirement: .namesNothingFrom([.folder("UILayer", except: ["UIManaging"])])),
            LayerRule(
                id: "uber-lower-layers-know-no-upper-layers",
                statement: "The network and exception layers and the models name nothing of the UI and business "
                    + "layers.",
                citation: "\"How it works?\": the style defines which communication between layers is allowed, to "
                    + "avoid every module speaking to every other; requests go down the stack and answers come back.",
                scope: .folders(["NetworkLayer", "ExceptionLayer", "Models"]),
                requirement: .namesNothingFrom([.folder("UILayer"), .folder("BusinessLayer")])),
        ],
        layers: ["UILayer/Views", "UILayer", "BusinessLayer", "NetworkLayer", "ExceptionLayer", "Models"],
        compositionRoot: ["AppDelegate.swift"])
}
