import CheckoutReplay
import Foundation

/// `replay --update`: writes what the failing cases walked back into their golden files and scenario
/// expectations, for a reviewer to read as a diff. Returns one line per file written or left alone.
enum ReplayUpdate {
    static func apply(plan: ReplayPlan, results: [CaseResult]) -> [String] {
        goldenFiles(plan: plan, results: results) + expectations(plan: plan, results: results)
    }

    /// Golden files that differ or are missing get the walk's transcript. Cases sharing one path must
    /// agree on it, or the file is left alone (the path should then hold `${app}` or the like).
    private static func goldenFiles(plan: ReplayPlan, results: [CaseResult]) -> [String] {
        var paths: [String] = []
        var walked: [String: (texts: Set<String>, text: String)] = [:]
        for (index, planned) in plan.cases.enumerated() {
            let result = results[index]
            guard let golden = result.golden, result.failures.contains(where: \.isGolden) else { continue }
            let path = ReplayFiles.path(golden.path, besideScenario: plan.files[planned.fileIndex].path)
            if walked[path] == nil { paths.append(path) }
            walked[path, default: ([], golden.text)].texts.insert(golden.text)
        }
        return paths.map { path in
            let (texts, text) = walked[path]!
            guard texts.count == 1 else {
                return "not updated \(path): the cases sharing it walked \(texts.count) different transcripts; "
                    + "put ${profile}, ${app} or ${amount} in the golden path"
            }
            let existed = ReplayFiles.kind(of: path) == .file
            if existed, let why = readOnly(path) { return why }
            do { try AtomicFile.write(text, to: path) } catch { return "not updated \(error)" }
            return (existed ? "updated " : "wrote ") + path
        }
    }

    /// Scenario files whose expectations failed are rewritten by `ScenarioUpdate` on the lines concerned.
    private static func expectations(plan: ReplayPlan, results: [CaseResult]) -> [String] {
        var lines: [String] = []
        for (fileIndex, file) in plan.files.enumerated() {
            let planned = plan.cases.indices.filter { plan.cases[$0].fileIndex == fileIndex }
            var failing: Set<Int> = []
            for index in planned {
                let expectations = plan.cases[index].replayCase.scenario.expectations
                for failure in results[index].failures
                where expectations.contains(where: { $0.path == failure.subject && $0.line == failure.line }) {
                    failing.insert(failure.line)
                }
            }
            guard !failing.isEmpty else { continue }
            let byScenario = file.scenarios.indices.map { scenarioIndex in
                let walked = planned.filter { plan.cases[$0].scenarioIndex == scenarioIndex }.map { results[$0] }
                return (scenario: file.scenarios[scenarioIndex], results: walked)
            }
            let rewrite = ScenarioUpdate.rewrite(file.text, file: file.path, results: byScenario)
            lines += rewrite.problems.map { "not updated \(ReplayReport.describe($0))" }
            let updated = failing.subtracting(rewrite.problems.map(\.location.line)).sorted()
            guard rewrite.text != file.text, !updated.isEmpty else { continue }
            if let why = readOnly(file.path) {
                lines.append(why)
                continue
            }
            do { try AtomicFile.write(rewrite.text, to: file.path) } catch {
                lines.append("not updated \(error)")
                continue
            }
            lines.append("updated \(file.path): " + (updated.count == 1 ? "line " : "lines ") + updated.map(String.init).joined(separator: ", "))
        }
        return lines
    }

    /// A file nobody may write (mode 0444, say) is someone's way of saying "do not touch": it is left
    /// as it is, even for root, who could write it anyway.
    private static func readOnly(_ path: String) -> String? {
        guard let mode = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int,
            mode & 0o222 == 0
        else { return nil }
        return "not updated \(path): it is read-only (mode \(String(mode, radix: 8))); make it writable to update it"
    }
}
