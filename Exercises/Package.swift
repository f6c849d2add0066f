// swift-tools-version: 6.2
import Foundation
import PackageDescription

// The exercises, as their own package, so that a half-done exercise never breaks the workbook's `swift test`.
// Open this package in your editor to work on the exercises; check them with `swift run workbook check`,
// which builds each exercise on its own, so that one broken exercise never hides another.
//
// Every exercise becomes two targets, named after its id ("4.2" → `Exercise4_2`):
//   Exercise4_2       the files you edit   Chapter04/Sources/Exercise4_2/
//   Exercise4_2Tests  its tests            Chapter04/Tests/Exercise4_2Tests/
// Each may import any module of the workbook (Backend, HeadlessUI, Baseline, MiniRx, …), except where
// `ownCodeImports` says otherwise.

/// Every exercise of exercises.json, and whether its code runs on the main actor by default (app code does).
/// It is spelled out rather than read from exercises.json because SwiftPM caches a manifest by its text;
/// `swift run workbook verify` checks it against exercises.json and prints the lines to paste when it drifts.
let exercises: [(id: String, mainActor: Bool)] = [
    ("1.1", true),  // One change, many places: prices in euros
    ("1.2", true),  // A rule you can test without a screen
    ("1.3", true),  // Any 2xx is success, and every error says something
    ("2.1", true),  // One step, one whole assignment
    ("2.2", true),  // A Box with many listeners
    ("2.3", true),  // Routing out of the view controllers
    ("3.1", true),  // Coordinate them: deliver what the trigger fetched
    ("3.2", true),  // Don't fetch twice, and stop at the last page
    ("3.3", true),  // A late observer hears the last answer
    ("4.1", true),  // Fill in getData
    ("4.2", true),  // Write an action URL that reads back as it was, or refuse it
    ("4.3", true),  // Add a command end to end
    ("5.1", false),  // sample sends what is new, when the trigger fires
    ("5.2", false),  // shareReplaying connects once, replays to latecomers, and keeps what has ended
    ("5.3", false),  // flatMapFirst drops what arrives while it is busy
    ("6.1", true),  // One verb, one use case
    ("6.2", true),  // A navigator's result: the choice, once, then the end
    ("6.3", true),  // The editor's transform: the rules wait for the first Save
    ("7.1", true),  // A screen's logic without a mock
    ("7.2", true),  // A stage function's inverse
    ("7.3", true),  // Search as you type, as a cycle
    ("8.1", true),  // A new action, and every change it makes
    ("8.2", true),  // An effect with a cancellation id
    ("8.3", true),  // A child feature, scoped
    ("9.1", true),  // One request, two apps: what each had to touch
    ("9.2", true),  // Mend the layer rule the scanner reports
    ("9.3", true),  // The acceptance scenario first
]

/// The exercises whose own code may import only some of the workbook's modules ("imports" in exercises.json).
/// Exercise 4.2 asks for a URL writer of your own, so its code may import none of them: it cannot reach the app's.
let ownCodeImports: [String: [String]] = [
    "4.2": []
]

let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()

/// The workbook's library modules: the folders under ../Sources named like modules (`Backend`, `Baseline`, …),
/// leaving out the executable (`workbook`) and the workbook command's own targets (`WorkbookShell`, `WorkbookRecords`,
/// `WorkbookRunner`, `WorkbookLab`, `WorkbookKit`).
let workbookModules: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? [])
    .filter { ($0.first?.isUppercase ?? false) && !$0.contains("-") && !$0.hasPrefix("Workbook") }
    .sorted()

func products(_ modules: [String]) -> [Target.Dependency] {
    modules.map { .product(name: $0, package: root.lastPathComponent.lowercased()) }
}

let targets: [Target] = exercises.flatMap { exercise -> [Target] in
    let module = "Exercise" + exercise.id.replacingOccurrences(of: ".", with: "_")
    let chapter = exercise.id.prefix { $0 != "." }
    let chapterFolder = "Chapter" + (chapter.count < 2 ? "0" : "") + chapter
    let settings: [SwiftSetting] = exercise.mainActor ? [.defaultIsolation(MainActor.self)] : []
    return [
        .target(
            name: module,
            dependencies: products(ownCodeImports[exercise.id] ?? workbookModules),
            path: chapterFolder + "/Sources/" + module,
            swiftSettings: settings
        ),
        .testTarget(
            name: module + "Tests",
            dependencies: [.target(name: module)] + products(workbookModules),
            path: chapterFolder + "/Tests/" + module + "Tests",
            swiftSettings: settings
        ),
    ]
}

let package = Package(
    name: "Exercises",
    dependencies: [.package(path: "..")],
    targets: targets,
    swiftLanguageModes: [.v6]
)
