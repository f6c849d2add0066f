extension RuleBook {
    /// Chapter 2. The write-up's one picture, `UI → Business Logic ← Data`, read onto the folders: `Controllers` are
    /// the UI; `ViewModels`, `Worker`, `Model` and `Box` the business logic; `Service` the data.
    public static let rha = RuleBook(
        module: "RHA",
        writeUp: "Reactive Hybrid Architecture (vickymitra786/Reactive-Hybrid-Architecture), chapter 2",
        rules: [
            LayerRule(
                id: "rha-business-logic-knows-no-ui",
                statement: "View models, workers, models and the box name no controller and no HeadlessUI type.",
                citation: "\"Why Clean code and MVVM?\": UI and data are plug-ins to the business logic; both know it, "
                    + "and it has no idea about either. The view model may not reach back to its controller.",
                scope: .folders(["ViewModels", "Worker", "Model", "Box"]),
                requirement: .namesNothingFrom([.folder("Controllers"), .module("HeadlessUI")])),
            LayerRule(
                id: "rha-business-logic-knows-no-data",
                statement: "View models, workers, models and the box name no service and no Backend type.",
                citation: "\"Why Clean code and MVVM?\": business logic is testable without UI, database or server; "
                    + "a worker takes any type that implements its protocol, so it is not tied to one service.",
                scope: .folders(["ViewModels", "Worker", "Model", "Box"]),
                requirement: .namesNothingFrom([.folder("Service"), .module("Backend")])),
            LayerRule(
                id: "rha-controllers-touch-no-data",
                statement: "Controllers name no service and no Backend type.",
                citation: "\"Controllers\": a controller never handles anything that deals with data; that is the "
                    + "model's job, reached through the view model.",
                scope: .folders(["Controllers"]),
                requirement: .namesNothingFrom([.folder("Service"), .module("Backend")])),
            LayerRule(
                id: "rha-data-knows-no-ui",
                statement: "Services name no controller, no view model and no HeadlessUI type.",
                citation: "\"Why Clean code and MVVM?\": data is a plug-in to the business logic, like the UI, and "
                    + "knows nothing of the UI; services only implement the worker protocols.",
                scope: .folders(["Service"]),
                requirement: .namesNothingFrom([
                    .folder("Controllers"), .folder("ViewModels"), .module("HeadlessUI"),
                ])),
            LayerRule(
                id: "rha-model-knows-no-view-model",
                statement: "Models name no view model and no controller.",
                citation: "\"View Model\": the view model may use the model but not the other way around, as the "
                    + "controller may use the view model but not the other way around.",
                scope: .folders(["Model"]),
                requirement: .namesNothingFrom([.folder("ViewModels"), .folder("Controllers")])),
        ],
        layers: ["Controllers", "ViewModels", "Box", "Worker", "Model", "Service", "Utility", "App"],
        compositionRoot: ["App"],
        outsideTheRules: [
            "Utility":
                "the write-up's supporting files are in no box of its picture: Constant's strings, which services, "
                + "view models and controllers name, and Utility's raiseAlert, which presents an alert (HeadlessUI) and which "
                + "only controllers name"
        ])
}
