// swift-tools-version: 6.2
import PackageDescription

/// On CI (or with `WORKBOOK_STRICT` set) every warning is an error; a learner's newer compiler never blocks them.
let strict: [SwiftSetting] =
    Context.environment["CI"] != nil || Context.environment["WORKBOOK_STRICT"] != nil
    ? [.treatAllWarnings(as: .error)] : []

/// MiniRx's operators are generic. Built for release with cross-module optimisation of everything, the module that
/// uses them (an app, the benchmark) can specialise them for its own types, inlining across the module boundary,
/// instead of calling generic code that looks up type metadata for every event. SwiftPM accepts the flag from the
/// root package and from local path dependencies (the Exercises package), and debug builds are left as they are.
let crossModuleOptimization: [SwiftSetting] = [.unsafeFlags(["-enable-cmo-everything"], .when(configuration: .release))]

/// The libraries the apps run on (Backend, HeadlessUI, MiniRx, MiniRxCocoa, MiniTCA) and the rules' scanner are
/// compiled with optimisation in debug builds too, so `swift test` runs the spec's thousands of app launches in a few
/// seconds. The apps, the tests and the tooling stay unoptimised, as a learner debugs them; a clean build takes about
/// 6% more compiler time for it.
let optimisedAlways: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

/// App code lives on the main actor, as UIKit code does.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)] + strict

/// The workbook's own tooling: the `workbook` command's layers, the benchmarks and the feature-path recorder, and the
/// tooling's tests.
let tooling: Set<String> = [
    "WorkbookRecords", "WorkbookShell", "WorkbookRunner", "WorkbookLab", "WorkbookKit", "workbook", "minirx-bench",
    "workbook-speed", "tour-bench", "feature-paths", "ProfileCounters", "WorkbookKitTests",
]

/// The libraries' own tests (MiniRx's, its bindings', the rules' scanner's), which no change to an app can break.
let libraryTests: Set<String> = ["Chapter05Tests", "MiniRxCocoaTests", "ArchitectureRulesTests"]

/// `workbook changes` builds a scratch copy of the workbook for every change request (`Changes/`) with
/// `WORKBOOK_APPS_ONLY` set: it needs the apps and the tests that judge them, not the libraries' own tests nor the
/// workbook's tooling, which are then left out of the build, nor the exercises' library of the workbook's modules
/// (`WorkbookModules`), which would be linked again after every request. CI's sanitizers set
/// `WORKBOOK_WITHOUT_TOOLING`: they build the apps, the libraries and all their tests, and leave out the tooling
/// (`.ci/run` says why).
let appsOnly = Context.environment["WORKBOOK_APPS_ONLY"] != nil
let withoutTooling = appsOnly || Context.environment["WORKBOOK_WITHOUT_TOOLING"] != nil

/// The seven apps, in chapter order: one Massive View Controller baseline and six published architectures. Each is
/// its module, the libraries it builds on besides Backend and HeadlessUI, its chapter's test target, and the test
/// libraries those tests use. An app joins here, in one line, and in each list CONTRIBUTING.md's "Adding an
/// architecture" names, `Sources/AppCatalogue/Architecture.swift` first.
let apps: [(module: String, libraries: [String], chapterTests: String, testLibraries: [String])] = [
    ("Baseline", [], "Chapter01Tests", []),
    ("RHA", [], "Chapter02Tests", []),
    ("TriggerObserver", [], "Chapter03Tests", []),
    ("UBER", [], "Chapter04Tests", []),
    ("CleanMVVM", ["MiniRx", "MiniRxCocoa"], "Chapter06Tests", ["MiniRxTest"]),
    ("CLE", ["MiniRx", "MiniRxCocoa"], "Chapter07Tests", ["MiniRxTest"]),
    ("Unidirectional", ["MiniTCA"], "Chapter08Tests", ["MiniTCATest"]),
]

/// Every library module of Sources/ but the tooling's (whose names start with `Workbook`), as one dynamic library
/// the exercises link against: `workbook check` builds this product in the workbook's own build folder, where
/// `swift build` or `swift run workbook` has already compiled every module in it, so it only links them.
let workbookModules =
    [
        "AppCatalogue", "ArchitectureRules", "ArchitectureRulesTesting", "Backend", "HeadlessUI", "MiniRx",
        "MiniRxCocoa", "MiniRxTest", "MiniTCA", "MiniTCATest",
    ] + apps.map(\.module)

let package = Package(
    name: "ArchitectureWorkbook",
    products: [
        .library(name: "Backend", targets: ["Backend"]),
        .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
        .library(name: "MiniRx", targets: ["MiniRx"]),
        .library(name: "MiniRxTest", targets: ["MiniRxTest"]),
        .library(name: "MiniRxCocoa", targets: ["MiniRxCocoa"]),
        .library(name: "MiniTCA", targets: ["MiniTCA"]),
        .library(name: "MiniTCATest", targets: ["MiniTCATest"]),
        .library(name: "AppCatalogue", targets: ["AppCatalogue"]),
        .library(name: "ArchitectureRules", targets: ["ArchitectureRules"]),
        .library(name: "ArchitectureRulesTesting", targets: ["ArchitectureRulesTesting"]),
        .library(name: "WorkbookKit", targets: ["WorkbookKit"]),
        .executable(name: "workbook", targets: ["workbook"]),
        .library(name: "WorkbookModules", type: .dynamic, targets: workbookModules),
    ] + apps.map { .library(name: $0.module, targets: [$0.module]) },
    targets: [
        .target(name: "Backend", swiftSettings: mainActorByDefault + optimisedAlways),
        .target(name: "HeadlessUI", swiftSettings: mainActorByDefault + optimisedAlways),
        .target(name: "MiniRx", swiftSettings: strict + crossModuleOptimization + optimisedAlways),
        .target(name: "MiniRxTest", dependencies: ["MiniRx"], swiftSettings: strict),
        // The bindings of HeadlessUI's views to MiniRx (`rx.tap`, `rx.text`, `rx.items`), the role RxCocoa plays
        // beside RxSwift: the Rx apps (chapters 6 and 7) share it.
        .target(
            name: "MiniRxCocoa", dependencies: ["MiniRx", "HeadlessUI"],
            swiftSettings: mainActorByDefault + optimisedAlways),
        // The store library of the unidirectional family (chapter 8), and its exhaustive test store.
        .target(name: "MiniTCA", swiftSettings: mainActorByDefault + optimisedAlways),
        .target(name: "MiniTCATest", dependencies: ["MiniTCA"], swiftSettings: mainActorByDefault),
        .target(
            name: "AppCatalogue",
            dependencies: ["Backend", "HeadlessUI"] + apps.map { .target(name: $0.module) },
            swiftSettings: strict
        ),
        // Reads Swift sources only: the chapter tests check their app's layer rules without building the tooling.
        .target(name: "ArchitectureRules", swiftSettings: strict + optimisedAlways),
        // Reports a broken layer rule as a Swift Testing issue at the broken line, for the chapters' tests.
        .target(name: "ArchitectureRulesTesting", dependencies: ["ArchitectureRules"], swiftSettings: strict),
        // The workbook's own tooling, in layers and a dispatcher (CONTRIBUTING, "The tooling's architecture"): the
        // command line, terminal and processes the others share; the records the lab and the benchmarks keep; the
        // learner's runner (check, watch, hint, reset, verify); the comparison lab (compare, side-by-side, tour,
        // changes, bench, the chapters' figures); and the `workbook` command that dispatches to their commands.
        .target(name: "WorkbookShell", swiftSettings: strict),
        // The records the lab and the benchmarks keep in Chapters/measurements/, and how they are written.
        .target(name: "WorkbookRecords", swiftSettings: strict),
        .target(name: "WorkbookRunner", dependencies: ["WorkbookShell"], swiftSettings: strict),
        .target(
            name: "WorkbookLab",
            dependencies: [
                "WorkbookRecords", "WorkbookRunner", "WorkbookShell", "AppCatalogue", "ArchitectureRules", "Backend",
                "HeadlessUI",
            ],
            swiftSettings: strict),
        .target(
            name: "WorkbookKit", dependencies: ["WorkbookLab", "WorkbookRunner", "WorkbookShell"],
            swiftSettings: strict),
        .executableTarget(name: "workbook", dependencies: ["WorkbookKit", "WorkbookShell"], swiftSettings: strict),
        // Outside Sources/: the Exercises package makes each folder of Sources/ a dependency of every exercise.
        .executableTarget(
            name: "minirx-bench", dependencies: ["MiniRx", "WorkbookRecords"], path: "Benchmarks/minirx-bench",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "tour-bench", dependencies: ["AppCatalogue", "WorkbookLab", "WorkbookRecords"],
            path: "Benchmarks/tour-bench",
            swiftSettings: strict),
        .executableTarget(
            name: "workbook-speed", dependencies: ["WorkbookRecords"], path: "Benchmarks/workbook-speed",
            swiftSettings: strict),
        // Sets the profile runtime's line counters to zero and writes them, around one action (a C target: the
        // runtime's functions are C, and weakly linked so that a build without coverage still links).
        .target(name: "ProfileCounters", path: "Benchmarks/profile-counters"),
        // Runs every side-by-side feature in every app under coverage: `workbook side-by-side --record`. It builds on
        // the catalogue alone (the features are there), so its coverage build compiles none of the tooling.
        .executableTarget(
            name: "feature-paths", dependencies: ["AppCatalogue", "ProfileCounters"],
            path: "Benchmarks/feature-paths", swiftSettings: strict),

        .testTarget(name: "Chapter05Tests", dependencies: ["MiniRx", "MiniRxTest"], swiftSettings: strict),
        .testTarget(
            name: "MiniRxCocoaTests", dependencies: ["ArchitectureRules", "HeadlessUI", "MiniRx", "MiniRxCocoa"],
            swiftSettings: mainActorByDefault),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["Backend", "HeadlessUI", "AppCatalogue"],
            swiftSettings: mainActorByDefault
        ),
        .testTarget(name: "ArchitectureRulesTests", dependencies: ["ArchitectureRules"], swiftSettings: strict),
        .testTarget(
            name: "WorkbookKitTests",
            dependencies: [
                "WorkbookKit", "WorkbookLab", "WorkbookRecords", "WorkbookRunner", "WorkbookShell", "AppCatalogue",
            ],
            swiftSettings: strict),
    ]
        // Each app: its target, and its chapter's tests, which read its layer rules too.
        + apps.flatMap { app -> [Target] in
            [
                .target(
                    name: app.module,
                    dependencies: ["Backend", "HeadlessUI"] + app.libraries.map { .target(name: $0) },
                    swiftSettings: mainActorByDefault),
                .testTarget(
                    name: app.chapterTests,
                    dependencies: ["ArchitectureRules", "ArchitectureRulesTesting", "Backend", "HeadlessUI"]
                        + ([app.module] + app.libraries + app.testLibraries).map { .target(name: $0) },
                    swiftSettings: mainActorByDefault),
            ]
        },
    swiftLanguageModes: [.v6]
)

if withoutTooling {
    package.targets.removeAll { tooling.contains($0.name) }
    package.products.removeAll { tooling.contains($0.name) || $0.name == "WorkbookModules" }
}
if appsOnly {
    package.targets.removeAll { libraryTests.contains($0.name) }
}
