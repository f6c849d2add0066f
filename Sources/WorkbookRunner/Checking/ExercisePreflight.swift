import Foundation
import WorkbookShell

/// What must be true of an exercise's files before building it is worth anything: every file it ships is there,
/// and its own code imports only what the exercise allows. Each problem is said the way a learner can act on it.
public struct ExercisePreflight: Sendable {
    public let paths: WorkbookPaths
    /// The shipped files, when known: a shipped test the learner deleted is named too.
    public let shipped: ShippedRecord?

    /// The problems with one exercise's files as a variant would build them; empty when it can be built.
    public func problems(with exercise: Exercise, variant: ExerciseVariant) -> [String] {
        var problems: [String] = []
        let reset = "`swift run workbook reset \(exercise.id)` puts it back (keeping a backup of your files)."
        let resetTests = "`\(ChangedTests.resetCommand(exercise))` puts it back (keeping a backup of your files)."
        let expected = Set(exercise.files + (shipped?.paths(under: exercise.testsFolder) ?? []))
        for file in expected.sorted() where !FileManager.default.fileExists(atPath: paths.exerciseFile(file).path) {
            let isTest = file.hasPrefix(exercise.testsFolder + "/")
            problems.append("\(paths.display(file)) is missing: " + (isTest ? resetTests : reset))
        }
        for folder in [exercise.sourcesFolder, exercise.testsFolder]
        where problems.isEmpty && SourceFolder.swiftFiles(under: paths.exerciseFile(folder)).isEmpty {
            problems.append("\(paths.display(folder))/ has no Swift file left: \(reset)")
        }
        guard problems.isEmpty, let allowed = exercise.imports else { return problems }

        let workbookModules = ScratchPackage.modules(of: paths.root)
        for (copy, origin, text) in ScratchPackage.copies(of: exercise, variant: variant, paths: paths)
        where copy.hasPrefix(exercise.sourcesFolder + "/") {
            for (module, line) in SwiftImports.modules(in: text)
            where workbookModules.contains(module) && !allowed.contains(module) {
                problems.append(
                    "\(paths.display(origin)):\(line): exercise \(exercise.id) asks for code of your own, so its "
                        + "files may not import \(module)"
                        + (allowed.isEmpty
                            ? " (nor any module of the workbook)." : " (only \(allowed.joined(separator: ", "))).")
                        + " Remove `import \(module)`.")
            }
        }
        return problems
    }
}
