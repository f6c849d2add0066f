/// Chapter 6's code generator, as its documentation describes it: what `igen template -base <Scene>` writes for one
/// scene of MGCleanArchitecture (the README of tuan188/MGiGen lists this output for `igen template -base Login`).
/// It is a fact about the original project, kept here as data so that the chapter states it as a generated figure.
extension Metric {
    /// The files the generator writes for a scene named `Login`, in the order its README lists them.
    static let generatedSceneFiles = [
        "Login/LoginViewModel.swift", "Login/LoginNavigator.swift", "Login/LoginUseCase.swift",
        "Login/LoginViewController.swift", "Login/LoginAssembler.swift", "Login/Test/LoginViewModelTests.swift",
        "Login/Test/LoginUseCaseMock.swift", "Login/Test/LoginNavigatorMock.swift",
        "Login/Test/LoginViewControllerTests.swift",
    ]

    static let generatorMetrics: [Metric] = [
        Metric(
            name: "generator-files",
            summary: "Files MGCleanArchitecture's code generator writes for one scene (igen template -base)."
        ) { _, _ in
            String(generatedSceneFiles.count)
        },
        Metric(
            name: "generator-mocks",
            summary: "Mocks among the files the code generator writes for one scene."
        ) { _, _ in
            String(generatedSceneFiles.filter { $0.hasSuffix("Mock.swift") }.count)
        },
        Metric(
            name: "generator-file-list",
            summary: "The files the code generator writes for a scene named Login, as a list."
        ) { _, _ in
            generatedSceneFiles.map { "`\($0)`" }.joined(separator: ", ")
        },
    ]
}
