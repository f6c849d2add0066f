/// Finds the known name closest to a mistyped one, for "did you mean …?" messages.
public enum NearestMatch {
    /// The candidate with the smallest edit distance to `input`, if any is reasonably close.
    public static func suggestion(for input: String, among candidates: [String]) -> String? {
        let scored = candidates.map { candidate in
            (
                candidate: candidate, distance: distance(input.lowercased(), candidate.lowercased()),
                sharedPrefix: zip(input.lowercased(), candidate.lowercased()).prefix { $0 == $1 }.count
            )
        }
        // Ties go to the name that starts like the input: "2.2" is nearer 2.1 than 1.2.
        guard
            let best = scored.min(by: {
                $0.distance != $1.distance ? $0.distance < $1.distance : $0.sharedPrefix > $1.sharedPrefix
            })
        else { return nil }
        let tolerance = max(1, best.candidate.count / 3)
        return best.distance <= tolerance ? best.candidate : nil
    }

    /// The Levenshtein distance: how many single-character edits turn `a` into `b`.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
