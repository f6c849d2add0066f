import AppCatalogue
import Foundation
import ProfileCounters

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
            let name = folder.appendingPathComponent("\(feature.name)-\(architecture.moduleName)").path
            try FeatureRun.run(feature, in: architecture) {
                profile_counters_reset()
                call_order_start()
            } after: {
                // Order first: writing the counts enters no app function, but it keeps the order's file small.
                if call_order_available() == 1, call_order_write(name + ".order") != 0 {
                    throw FeatureRun.Failure("could not write \(name).order")
                }
                guard profile_counters_write(name + ".profraw") == 0 else {
                    throw FeatureRun.Failure("could not write \(name).profraw")
                }
            }
        }
    }
    // What runs from here to the exit is written here, not over the last action's counts.
    _ = profile_counters_write(folder.appendingPathComponent("exit.profraw").path)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
