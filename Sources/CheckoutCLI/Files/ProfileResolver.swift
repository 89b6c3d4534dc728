import CheckoutCore
import CheckoutReplay
import Foundation

/// Turns a scenario's profile references into loaded profiles, for `MatrixExpansion`: a path beside the
/// scenario (or absolute), else a name or a glob over the profile folder's files. Each file is read and
/// decoded once per run, however many scenarios name it.
final class ProfileResolver {
    private let store: ProfileStore
    private var loaded: [String: Result<DeviceProfile, ProfileLoadError>] = [:]
    /// The file each profile resolved so far came from, by the name the cases give it.
    private(set) var files: [String: URL] = [:]

    init(store: ProfileStore = ProfileStore()) {
        self.store = store
    }

    func resolve(_ reference: Located<String>, scenarioFile: String) -> Result<[MatrixExpansion.NamedProfile], ScenarioProblem> {
        let written = reference.value
        func problem(_ rule: String) -> Result<[MatrixExpansion.NamedProfile], ScenarioProblem> {
            .failure(ScenarioProblem(file: scenarioFile, line: reference.line, "profile \"\(written)\": \(rule)"))
        }
        if written.isEmpty { return problem("empty profile reference") }
        let beside = ReplayFiles.path(written, besideScenario: scenarioFile)
        let urls: [URL]
        if ReplayFiles.kind(of: beside) == .file {
            urls = [URL(fileURLWithPath: beside)]
        } else if Glob.hasWildcards(written) {
            urls = written.contains("/")
                ? Glob.paths(matching: beside).filter(Self.isProfileFile).map { URL(fileURLWithPath: $0) }
                : store.profileFiles().filter { Glob.name(ProfileStore.stem($0.lastPathComponent), matches: ProfileStore.stem(written)) }
            if urls.isEmpty { return problem("no profile matches this pattern; \(knownProfiles())") }
            // Two files under one name would give two profiles one case name.
            if !written.contains("/"), let shared = store.sharedNames().first(where: { shared in urls.contains(shared.files[0]) }) {
                return problem("\(shared.name): " + ProfileStore.ambiguity(shared.files))
            }
        } else if !written.contains("/"), case let named = store.filesNamed(written), !named.isEmpty {
            if named.count > 1 { return problem(ProfileStore.ambiguity(named)) }
            urls = named
        } else {
            // A slip of the keys gets the name meant; a profile kept elsewhere, where it was looked for and how to point at it.
            let suggestion = store.didYouMean(written)
            return problem("no such file beside the scenario, nor a profile by that name\(suggestion); \(knownProfiles())"
                + (suggestion.isEmpty ? "; " + searched(written, beside: beside) : ""))
        }
        var profiles: [MatrixExpansion.NamedProfile] = []
        for url in urls {
            switch load(url) {
            case .success(let profile):
                let name = ProfileStore.stem(url.lastPathComponent)
                files[name] = url
                profiles.append((name, profile))
            case .failure(let error): return problem("\(error.file) is invalid: " + error.problems.joined(separator: "; "))
            }
        }
        return .success(profiles)
    }

    /// The file's problems with those of the profiles its left-out scenarios name, by line: a scenario
    /// with a problem is not expanded, yet its misspelt profile belongs in the same report.
    func problems(of parsed: ParsedScenarioFile, file: String) -> [ScenarioProblem] {
        var problems = parsed.problems
        for reference in parsed.profilesOfLeftOutScenarios {
            if case .failure(let problem) = resolve(reference, scenarioFile: file), !problems.contains(problem) { problems.append(problem) }
        }
        // Stable: problems on one line keep the order they were found in.
        return problems.enumerated().sorted { ($0.element.location.line, $0.offset) < ($1.element.location.line, $1.offset) }.map(\.element)
    }

    private func load(_ url: URL) -> Result<DeviceProfile, ProfileLoadError> {
        let key = url.standardizedFileURL.path
        if let known = loaded[key] { return known }
        let result = Result { () throws(ProfileLoadError) in try ProfileStore.load(url: url) }
        loaded[key] = result
        return result
    }

    private static func isProfileFile(_ path: String) -> Bool {
        [".json", ".yaml", ".yml"].contains { path.hasSuffix($0) } && !path.hasSuffix(".schema.json")
    }

    /// Where `written` was looked for, and the two ways to point a scenario at a profile kept elsewhere.
    private func searched(_ written: String, beside: String) -> String {
        let besidePath = URL(fileURLWithPath: beside).standardizedFileURL.path
        let folder = store.directory.map { "in \($0.standardizedFileURL.path)/" } ?? "in no profile folder (none was found)"
        let example = written.contains("/") || ProfileFormat(fileName: written) != nil ? written : written + ".json"
        return "looked for \(besidePath) and by name \(folder); set CHECKOUT_SIM_PROFILES to the folder that holds the profile, "
            + "or write its path relative to the scenario's folder (e.g. profile: ../Profiles/\((example as NSString).lastPathComponent))"
    }

    private func knownProfiles() -> String {
        let names = store.profileFiles().map { ProfileStore.stem($0.lastPathComponent) }
        return names.isEmpty ? ProfileStore.noProfilesHint() : "profiles: " + names.joined(separator: ", ")
    }
}
