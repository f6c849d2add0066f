/// The summary's business logic: what the screen says about the pros. (RHA's `ViewModels` layer.)
final class ProsSummaryViewModel {
    // TODO: Exercise 9.2 — as shipped, the controller does this view model's work.
}
