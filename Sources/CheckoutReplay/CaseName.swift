/// A case's name: the scenario's name, then what the case walks (profile, flow, app or method, amount)
/// that the name does not already say. A part is left out only where the scenario's whole matrix has
/// that one value and its name spells it as a word ("gpay-only open-intent GPAY", as the TUI names a
/// saved walk, is not followed by "· gpay-only · open-intent · GPAY"), so names stay unique.
enum CaseName {
    /// A part of the name, and whether every case of the scenario has this same value.
    struct Part {
        var text: String
        var fixed: Bool
    }

    static func make(_ scenarioName: String, _ parts: [Part]) -> String {
        let shown = parts.filter { !($0.fixed && says(scenarioName, $0.text)) }.map(\.text)
        return ([scenarioName] + shown).joined(separator: " · ")
    }

    /// Whether `name` holds `part` as a whole word: not inside a longer one ("citcon" is not in "citcon-wallets").
    static func says(_ name: String, _ part: String) -> Bool {
        guard !part.isEmpty else { return false }
        var rest = name[...]
        while let found = rest.range(of: part) {
            let before = found.lowerBound == name.startIndex ? nil : name[name.index(before: found.lowerBound)]
            let after = found.upperBound == name.endIndex ? nil : name[found.upperBound]
            if !isWordCharacter(before), !isWordCharacter(after) { return true }
            rest = name[name.index(after: found.lowerBound)...]
        }
        return false
    }

    private static func isWordCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "-" || character == "_"
    }

    /// Whether the scenario walks one profile only: one reference, and not a pattern.
    static func oneProfile(_ scenario: Scenario) -> Bool {
        scenario.profiles.count == 1 && !scenario.profiles[0].value.contains(where: { "*?[".contains($0) })
    }
}
