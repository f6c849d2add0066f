extension RuleBook {
    /// Chapter 3. The write-up's components, read onto the folders: presentation logic (`Presentation/…PresentationLogic`)
    /// depends on triggers, loading infrastructure (`Loading`) on observers, bindings (`Bindings`) are both, and one
    /// composition root (`Composition`) wires them by initializer injection.
    public static let triggerObserver = RuleBook(
        module: "TriggerObserver",
        writeUp: "iOS @ Pludo: Reactive Components (Nick Daigler), chapter 3",
        rules: [
            LayerRule(
                id: "to-presentation-logic-knows-only-triggers",
                statement: "Presentation logic names no observer, binding, service, loading infrastructure or Backend "
                    + "type.",
                citation: "\"Putting It Into Practice\": the UI's presentation logic depends on a trigger such as "
                    + "FetchMessagesTrigger, and on nothing that coordinates the fetching.",
                scope: .folders(["Presentation"], filesEndingIn: "PresentationLogic.swift"),
                requirement: .namesNothingFrom([
                    .folder("Observers"), .folder("Bindings"), .folder("Services"), .folder("Loading"),
                    .module("Backend"),
                ])),
            LayerRule(
                id: "to-loading-infra-knows-only-observers",
                statement: "Loading infrastructure names no trigger, binding, presentation or Backend type, and of the "
                    + "services only the error they report (AppError).",
                citation: "\"Putting It Into Practice\": the infrastructure that loads messages into memory depends "
                    + "on an observer such as NewMessagesObserver, and on nothing that triggers the fetching.",
                scope: .folders(["Loading"]),
                requirement: .namesNothingFrom([
                    .folder("Triggers"), .folder("Bindings"), .folder("Presentation"),
                    .folder("Services", except: ["AppError"]), .module("Backend"),
                ])),
            LayerRule(
                id: "to-only-the-composition-root-builds-bindings",
                statement: "No file outside Composition and Bindings names a binding.",
                citation: "\"Take Two\": the binding is created once and handed to the presentation logic as a "
                    + "trigger and to the loading infrastructure as an observer, wired by initializer injection as "
                    + "\"Putting It Into Practice\" wires its components.",
                scope: .everything(except: ["Composition", "Bindings"]),
                requirement: .namesNothingFrom([.folder("Bindings")])),
            LayerRule(
                id: "to-triggers-and-observers-know-no-coordination",
                statement: "Trigger and observer protocols name no binding, service implementation, presentation, "
                    + "loading infrastructure, HeadlessUI or Backend type.",
                citation: "\"Take Two\": separating triggering from binding into two protocols lets lower-level "
                    + "modules depend on behaviour instead of on the coordination of behaviour.",
                scope: .folders(["Triggers", "Observers"]),
                requirement: .namesNothingFrom([
                    .folder("Bindings"), .folder("Services", except: ["AppError"]), .folder("Presentation"),
                    .folder("Loading"), .module("HeadlessUI"), .module("Backend"),
                ])),
            LayerRule(
                id: "to-only-services-talk-to-the-server",
                statement: "Only the services (and the composition root that hands them the server) name Backend "
                    + "types.",
                citation: "\"Putting It Into Practice\": fetchers and observers are domain services that enforce the "
                    + "business logic; the rest of the app sees them only through triggers and observers.",
                scope: .everything(except: ["Services", "Composition"]),
                requirement: .namesNothingFrom([.module("Backend")])),
        ],
        layers: [
            "Presentation", "Loading", "Triggers", "Observers", "Bindings", "Pagination", "Services", "Models",
            "Uncoordinated", "Composition",
        ],
        compositionRoot: ["Composition"])
}
