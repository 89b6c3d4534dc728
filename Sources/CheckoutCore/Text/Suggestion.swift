/// The allowed word closest to a misspelt one, for "did you mean" hints.
public enum Suggestion {
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        let scored = candidates.map { (candidate: $0, distance: editDistance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        // A third of the word may differ: "ammount" → "amount", but "open" is not "open-intent".
        return best.distance <= max(1, word.count / 3) ? best.candidate : nil
    }

    /// Edit distance over characters where swapping two neighbours is one edit, as typing slips
    /// are ("GAPY" is one from "GPAY"): the optimal string alignment distance.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let left = Array(a), right = Array(b)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var beforePrevious: [Int] = []
        var previous = Array(0...right.count)
        for (i, leftCharacter) in left.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: right.count)
            for (j, rightCharacter) in right.enumerated() {
                let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
                if i > 0, j > 0, leftCharacter == right[j - 1], left[i - 1] == rightCharacter {
                    current[j + 1] = min(current[j + 1], beforePrevious[j - 1] + 1)
                }
            }
            beforePrevious = previous
            previous = current
        }
        return previous[right.count]
    }
}
