import AppCatalogue
import Foundation
import ProfileCounters
import WorkbookKit

// Runs every side-by-side feature in every app, each on a fresh server, and writes the line counts of the action
// alone (counters set to zero after the preparation) to `<folder>/<feature>-<App>.profraw`. Built with coverage on by
// `swift run workbook side-by-side --record`, which reads the counts with llvm-cov.
let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: feature-paths <folder for the .profraw files>\n".utf8))
    exit(2)
}
guard profile_counters_available() == 1 else {
    FileHandle.standardError.write(Data("feature-paths needs a build with --enable-code-coverage\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[1])
do {
    for feature in Feature.all {
        for architecture in Architecture.allCases {
            try FeatureRun.run(feature, in: architecture) {
                profile_counters_reset()
            } after: {
                let file = folder.appendingPathComponent("\(feature.name)-\(architecture.moduleName).profraw").path
                guard profile_counters_write(file) == 0 else { throw FeatureRun.Failure("could not write \(file)") }
            }
        }
    }
    // What runs from here to the exit is written here, not over the last action's counts.
    _ = profile_counters_write(folder.appendingPathComponent("exit.profraw").path)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
