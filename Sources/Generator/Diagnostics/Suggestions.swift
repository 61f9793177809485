/// Did-you-mean suggestions, by edit distance.
enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be what the user meant.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= threshold(for: word), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// A third of the word's length, at least 1 and at most 3.
    static func threshold(for word: String) -> Int {
        min(3, max(1, word.count / 3))
    }

    /// The Levenshtein distance between `a` and `b`, counting Unicode scalars.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
