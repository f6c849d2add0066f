import ArchitectureRules

/// The path one feature takes through one app's code, found by the scanner: from file to file, from one
/// ``FeatureAnchor`` to the next, each file cited at the line that handles the feature.
///
/// A call goes from a file to a file it names (`→`), or to a file that implements a protocol, subclasses a class or
/// extends a type the previous one declares (`⇢`, the way a call reaches a service through its protocol). An answer
/// may also go back to a file that names the previous one (`←`: an error reaching the code that handles it). A path
/// never passes through the composition root (which names everything to wire it). The path shown is the cheapest:
/// a file that declares a function or type about the feature (`reserve`, `publish(error:)`) is cheap to pass through,
/// and a file of plain data (no function, protocol or class: a value handed along, not a step taken) is dear.
public struct FeaturePath: Sendable {
    /// One file on the path.
    public struct Stop: Sendable, Equatable {
        /// How the path arrived at this file from the stop before.
        public enum Arrival: String, Sendable {
            /// The first stop.
            case start = " "
            /// The stop before names this file's type.
            case named = "→"
            /// This file implements, subclasses or extends what the stop before declares.
            case implemented = "⇢"
            /// This file names the stop before (an answer travelling back to its handler).
            case namesPrevious = "←"
        }

        public let path: String
        public let line: Int
        /// The cited line, trimmed: `func reserve() {`.
        public let quote: String
        /// The top-level type the cited line belongs to, if any.
        public let type: String?
        public let arrival: Arrival
    }

    public let module: String
    public let stops: [Stop]
    /// Why the path could not be followed (an anchor missing, no path between two), or nil.
    public let gap: String?

    /// Follows `feature` through the app `scan` holds, never through `compositionRoot` (its folders and files).
    public init(_ feature: Feature, in scan: DependencyScan, compositionRoot: [String]) {
        module = scan.module
        let graph = FileGraph(scan, compositionRoot: compositionRoot)
        var stops: [Stop] = []
        var gap: String?
        for stretch in feature.stretches {
            let starts = graph.files(at: stretch.from)
            let ends = graph.files(at: stretch.to)
            guard !starts.isEmpty, !ends.isEmpty else {
                gap = "no file of \(scan.module) has \(starts.isEmpty ? stretch.from : stretch.to)"
                break
            }
            guard let route = graph.bestRoute(from: starts, to: ends, answer: stretch.isAnswer, stems: feature.stems)
            else {
                gap = "no path from \(stretch.from) to \(stretch.to) in \(scan.module)"
                break
            }
            // A stretch inside one file is cited where it ends (the request sent, the alert built).
            var cited = route.enumerated().map { index, step in
                graph.stop(
                    step.path, arrival: index == 0 ? .start : step.arrival, stems: feature.stems,
                    anchor: index == route.count - 1 ? stretch.to : index == 0 ? stretch.from : nil)
            }
            if let last = stops.last, last.path == cited.first?.path { cited.removeFirst() }
            stops += cited
        }
        self.stops = stops
        self.gap = gap
    }

    /// The distinct files on the path.
    public var files: [String] {
        stops.map(\.path).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The distinct types on the path, in order.
    public var types: [String] {
        stops.compactMap(\.type).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}

/// An app's files and the steps between them: who names whom, who implements or extends whom.
private struct FileGraph {
    struct Step: Equatable {
        let path: String
        let arrival: FeaturePath.Stop.Arrival
    }

    let files: [String: SourceFile]
    /// Files of plain data (no function, protocol or class): dear to pass through.
    let plainData: Set<String>
    let named: [String: Set<String>]
    let namedBy: [String: Set<String>]
    let implementedBy: [String: Set<String>]

    init(_ scan: DependencyScan, compositionRoot: [String]) {
        let kept = scan.files.filter { file in
            !compositionRoot.contains { $0.hasSuffix(".swift") ? file.path.hasSuffix("/" + $0) : file.isInFolder($0) }
        }
        files = Dictionary(kept.map { ($0.path, $0) }) { first, _ in first }
        plainData = Set(
            kept.filter { file in
                !file.declarations.contains { [.function, .protocol, .class, .actor].contains($0.kind) }
            }.map(\.path))
        var named: [String: Set<String>] = [:]
        var namedBy: [String: Set<String>] = [:]
        for use in scan.uses where use.declaringModule == scan.module {
            guard files[use.path] != nil, files[use.declaringPath] != nil else { continue }
            named[use.path, default: []].insert(use.declaringPath)
            namedBy[use.declaringPath, default: []].insert(use.path)
        }
        var declaredIn: [String: String] = [:]
        for file in kept {
            for declaration in file.declarations where declaration.isTopLevelName && declaration.kind.isType {
                declaredIn[declaration.name] = file.path
            }
        }
        var implementedBy: [String: Set<String>] = [:]
        for file in kept {
            for declaration in file.declarations where declaration.depth == 0 {
                let adopted =
                    declaration.kind == .extension ? [declaration.name] + declaration.inherits : declaration.inherits
                for name in adopted {
                    guard let declaring = declaredIn[String(name.split(separator: ".").first ?? "")],
                        declaring != file.path
                    else { continue }
                    implementedBy[declaring, default: []].insert(file.path)
                }
            }
        }
        self.named = named
        self.namedBy = namedBy
        self.implementedBy = implementedBy
    }

    func files(at anchor: FeatureAnchor) -> [String] {
        files.values.filter { !anchor.lines(in: $0).isEmpty }.map(\.path).sorted()
    }

    /// Where one step can go from `path`.
    private func steps(from path: String, answer: Bool) -> [Step] {
        var steps = (named[path] ?? []).map { Step(path: $0, arrival: .named) }
        steps += (implementedBy[path] ?? []).map { Step(path: $0, arrival: .implemented) }
        if answer { steps += (namedBy[path] ?? []).map { Step(path: $0, arrival: .namesPrevious) } }
        return steps.sorted { ($0.path, $0.arrival.rawValue) < ($1.path, $1.arrival.rawValue) }
    }

    /// The cheapest route from any of `starts` to any of `ends`. Entering a file of plain data costs 5; any other file
    /// 1 when it declares a function or type about the feature, else 2. Ties go to the first in path order.
    func bestRoute(from starts: [String], to ends: [String], answer: Bool, stems: [String]) -> [Step]? {
        if let direct = starts.first(where: ends.contains) { return [Step(path: direct, arrival: .start)] }
        let targets = Set(ends)
        var cost = Dictionary(starts.map { ($0, 0) }) { first, _ in first }
        var before: [String: Step] = [:]
        var settled: Set<String> = []
        while let (path, here) = cost.filter({ !settled.contains($0.key) }).min(by: {
            ($0.value, $0.key) < ($1.value, $1.key)
        }) {
            if targets.contains(path) { return route(to: path, before: before) }
            settled.insert(path)
            for step in steps(from: path, answer: answer) where !settled.contains(step.path) {
                let price = here + entryCost(step.path, stems: stems, isEnd: targets.contains(step.path))
                if price < cost[step.path] ?? Int.max {
                    cost[step.path] = price
                    before[step.path] = Step(path: path, arrival: step.arrival)
                }
            }
        }
        return nil
    }

    private func entryCost(_ path: String, stems: [String], isEnd: Bool) -> Int {
        if isEnd { return 1 }
        if plainData.contains(path) { return 5 }
        return hasStem(path, stems) ? 1 : 2
    }

    /// Whether the file declares a function or a type whose declaration (name, labels, types) has one of the stems.
    private func hasStem(_ path: String, _ stems: [String]) -> Bool {
        guard let file = files[path] else { return false }
        return file.declarations.contains { Self.declaration($0, in: file, has: stems) }
    }

    static func declaration(_ declaration: Declaration, in file: SourceFile, has stems: [String]) -> Bool {
        guard declaration.kind == .function || declaration.kind.isType else { return false }
        let text = file.line(declaration.line).lowercased()
        return stems.contains { text.contains($0) }
    }

    private func route(to end: String, before: [String: Step]) -> [Step] {
        var steps: [Step] = []
        var current = end
        while let previous = before[current] {
            steps.append(Step(path: current, arrival: previous.arrival))
            current = previous.path
        }
        steps.append(Step(path: current, arrival: .start))
        return steps.reversed()
    }

    /// The stop for `path`: cited at the anchor's line, else at the first function or type about the feature, else at
    /// the file's first top-level type.
    func stop(
        _ path: String, arrival: FeaturePath.Stop.Arrival, stems: [String], anchor: FeatureAnchor?
    ) -> FeaturePath.Stop {
        guard let file = files[path] else {
            return FeaturePath.Stop(path: path, line: 1, quote: "", type: nil, arrival: arrival)
        }
        let stemmed = file.declarations.first { Self.declaration($0, in: file, has: stems) }
        let anchorLine = anchor.flatMap { anchor -> Int? in
            if case .screen = anchor { return nil }
            return anchor.lines(in: file).first
        }
        let isTypeLevel: (Declaration) -> Bool = { $0.depth == 0 && ($0.kind.isType || $0.kind == .extension) }
        let firstType = file.declarations.first(where: isTypeLevel)
        let line = anchorLine ?? stemmed?.line ?? firstType?.line ?? 1
        let type = file.declarations.last { isTypeLevel($0) && $0.line <= line } ?? firstType
        return FeaturePath.Stop(path: path, line: line, quote: file.line(line), type: type?.name, arrival: arrival)
    }
}
