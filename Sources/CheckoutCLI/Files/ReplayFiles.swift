import CheckoutReplay
import Foundation

/// Turns `replay`'s arguments (files, folders, globs) into the scenario files to read.
enum ReplayFiles {
    static let scenarioExtensions = [".yaml", ".yml", ".json"]

    /// Every scenario file named, sorted and without repeats, plus a problem (line 0) for each argument
    /// that names nothing, so a typo in CI fails instead of passing with fewer cases.
    static func expand(_ arguments: [String]) -> (files: [String], problems: [ScenarioProblem]) {
        var files: Set<String> = []
        var problems: [ScenarioProblem] = []
        for argument in arguments {
            let found: [String]
            if let kind = kind(of: argument) {
                found = kind == .folder ? scenarios(in: argument) : [argument]
                if found.isEmpty {
                    problems.append(ScenarioProblem(file: argument, line: 0, "no scenario files (.yaml, .yml, .json) in this folder"))
                }
            } else if Glob.hasWildcards(argument) {
                let matches = Glob.paths(matching: argument)
                // A wide pattern (`tests/*`) also meets golden transcripts: only scenario files count.
                found = matches.flatMap { path in
                    kind(of: path) == .folder ? scenarios(in: path) : isScenarioName(path) ? [path] : []
                }
                if found.isEmpty { problems.append(ScenarioProblem(file: argument, line: 0, "no scenario file matches this pattern")) }
            } else {
                found = []
                problems.append(ScenarioProblem(file: argument, line: 0, "no such file or folder"))
            }
            files.formUnion(found)
        }
        return (files.sorted(), problems)
    }

    /// Scenario files anywhere under `folder`; golden transcripts (`.golden.json`) are not scenarios.
    static func scenarios(in folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            guard isScenarioName(relative) else { continue }
            let path = base + "/" + relative
            if kind(of: path) == .file { found.append(path) }
        }
        return found.sorted()
    }

    static func isScenarioName(_ name: String) -> Bool {
        scenarioExtensions.contains { name.hasSuffix($0) } && !name.hasSuffix(".golden.json")
    }

    enum Kind { case file, folder }

    static func kind(of path: String) -> Kind? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        return isFolder.boolValue ? .folder : .file
    }

    /// A path written in a scenario (a golden file, a profile), taken relative to the scenario's folder.
    static func path(_ written: String, besideScenario scenarioFile: String) -> String {
        if written.hasPrefix("/") { return written }
        // The scenario's folder: what comes before its last "/" ("/" itself for a file at the root).
        guard let slash = scenarioFile.lastIndex(of: "/") else { return written }
        let folder = slash == scenarioFile.startIndex ? "" : scenarioFile[..<slash]
        return folder + "/" + written
    }
}
