import CheckoutReplay
import Foundation

/// `replay --update`: writes what the failing cases walked back into their golden files and scenario
/// expectations, for a reviewer to read as a diff. Returns one line per file written or left alone.
enum ReplayUpdate {
    /// A case's result with its walks kept, and the scenario it came from.
    struct WalkedCase {
        var fileIndex: Int
        var scenarioIndex: Int
        var result: CaseResult

        init(planned: ReplayPlan.PlannedScenario, result: CaseResult) {
            fileIndex = planned.fileIndex
            scenarioIndex = planned.scenarioIndex
            self.result = result
        }
    }

    static func apply(plan: ReplayPlan, walked: [WalkedCase]) -> [String] {
        goldenFiles(plan: plan, walked: walked) + expectations(plan: plan, walked: walked)
    }

    /// Golden files that differ or are missing get the walk's transcript. Cases sharing one path must
    /// agree on it, or the file is left alone (the path should then hold `${app}` or the like).
    private static func goldenFiles(plan: ReplayPlan, walked: [WalkedCase]) -> [String] {
        var paths: [String] = []
        var transcripts: [String: (texts: Set<String>, text: String, written: String, scenario: String)] = [:]
        for walkedCase in walked {
            let result = walkedCase.result
            guard let golden = result.golden, result.failures.contains(where: \.isGolden) else { continue }
            let scenario = plan.files[walkedCase.fileIndex].path
            let path = ReplayFiles.path(golden.path, besideScenario: scenario)
            if transcripts[path] == nil { paths.append(path) }
            transcripts[path, default: ([], golden.text, golden.path, scenario)].texts.insert(golden.text)
        }
        return paths.map { path in
            let (texts, text, written, scenario) = transcripts[path]!
            guard texts.count == 1 else {
                return "not updated \(path): the cases sharing it walked \(texts.count) different transcripts; "
                    + "put ${profile}, ${app} or ${amount} in the golden path"
            }
            if let why = plan.goldens.writeBlocker(written, besideScenario: scenario) { return "not updated: \(why)" }
            let existed = ReplayFiles.kind(of: path) == .file
            if existed, let why = readOnly(path) { return why }
            do { try AtomicFile.write(text, to: path) } catch { return "not updated \(error)" }
            return (existed ? "updated " : "wrote ") + path
        }
    }

    /// Scenario files whose expectations failed are rewritten by `ScenarioUpdate` on the lines concerned.
    private static func expectations(plan: ReplayPlan, walked: [WalkedCase]) -> [String] {
        var lines: [String] = []
        for (fileIndex, file) in plan.files.enumerated() {
            let planned = walked.filter { $0.fileIndex == fileIndex }
            var failing: Set<Int> = []
            for walkedCase in planned {
                let expectations = file.scenarios[walkedCase.scenarioIndex].expectations
                for failure in walkedCase.result.failures
                where expectations.contains(where: { $0.path == failure.subject && $0.line == failure.line }) {
                    failing.insert(failure.line)
                }
            }
            guard !failing.isEmpty else { continue }
            let byScenario = file.scenarios.indices.map { scenarioIndex in
                let results = planned.filter { $0.scenarioIndex == scenarioIndex }.map(\.result)
                return (scenario: file.scenarios[scenarioIndex], results: results)
            }
            let rewrite = ScenarioUpdate.rewrite(file.text, file: file.path, results: byScenario)
            lines += rewrite.problems.map { "not updated \(ReplayReport.describe($0))" }
            let updated = failing.subtracting(rewrite.problems.map(\.location.line)).sorted()
            guard rewrite.text != file.text, !updated.isEmpty else { continue }
            if let why = readOnly(file.path) ?? changedSinceRead(file) {
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

    /// A scenario edited while the cases walked: writing the rewrite of the text read at the start would
    /// lose that edit. (Compared byte for byte just before writing.)
    private static func changedSinceRead(_ file: ReplayPlan.ScenarioFile) -> String? {
        let now = FileManager.default.contents(atPath: file.path)
        guard now != Data(file.text.utf8) else { return nil }
        return "not updated \(file.path): it changed since replay read it; run again"
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
