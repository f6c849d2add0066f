/// What Home needs from the Domain: nothing; the scene has a use case all the same, so that it can grow one.
protocol HomeUseCaseType {}

/// Home's use case, empty.
struct HomeUseCase: HomeUseCaseType {}
