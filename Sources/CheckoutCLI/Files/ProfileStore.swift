import ArgumentParser
import CheckoutCore
import CheckoutReplay
import Foundation

/// Finds and loads device profiles: a path, or the name of a file in the `Profiles/` folder.
public struct ProfileStore: Sendable {
    public static let defaultProfile = "iphone15-all-upi"

    public let directory: URL?

    /// `CHECKOUT_SIM_PROFILES`, else `./Profiles`, else a `Profiles/` beside or above the executable.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        directory = Self.locate(environment: environment)
    }

    public init(directory: URL?) { self.directory = directory }

    private static func locate(environment: [String: String]) -> URL? {
        let fileManager = FileManager.default
        if let explicit = environment["CHECKOUT_SIM_PROFILES"] { return URL(fileURLWithPath: explicit) }
        var candidates = [URL(fileURLWithPath: fileManager.currentDirectoryPath).appendingPathComponent("Profiles")]
        var folder = URL(fileURLWithPath: OwnExecutable.path).deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent("Profiles"))
            folder.deleteLastPathComponent()
        }
        return candidates.first { candidate in
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// Profile files in the folder, sorted by name (the schema and scenario folders are not profiles).
    public func profileFiles() -> [URL] {
        guard let directory,
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return [] }
        return names.sorted()
            .filter { name in [".json", ".yaml", ".yml"].contains { name.hasSuffix($0) } && !Self.isSchema(name) }
            .map { directory.appendingPathComponent($0) }
    }

    /// `profile.schema.json` and `scenario.schema.json` sit beside the profiles, for editors: JSON
    /// Schemas, not profiles.
    static func isSchema(_ name: String) -> Bool { name.hasSuffix(".schema.json") }

    /// A path if one exists there, else a file in the profiles folder by name with or without its
    /// extension; a name two files have (`foo.json`, `foo.yaml`) is refused rather than guessed.
    public func resolve(_ reference: String) throws(ProfileLoadError) -> URL {
        if FileManager.default.fileExists(atPath: reference) { return URL(fileURLWithPath: reference) }
        let files = filesNamed(reference)
        if files.count > 1 { throw ProfileLoadError(file: reference, problems: [Self.ambiguity(files)]) }
        if let match = files.first { return match }
        let known = profileFiles().map { Self.stem($0.lastPathComponent) }
        let hint = known.isEmpty ? Self.noProfilesHint() : "shipped profiles: " + known.joined(separator: ", ")
        throw ProfileLoadError(file: reference, problems: ["no such profile file or name\(didYouMean(reference)); \(hint)"])
    }

    /// ` (did you mean gpay-only?)` for a misspelt profile name, as a listing names it; empty when no
    /// name is close, or for a path (a typo in a folder is not a profile's name).
    func didYouMean(_ reference: String) -> String {
        guard !reference.contains("/") else { return "" }
        let shared = Set(sharedNames().map(\.name))
        let names = profileFiles().map { Self.listedName(of: $0, shared: shared) }
        return Suggestion.closest(to: Self.stem(reference), among: names).map { " (did you mean \($0)?)" } ?? ""
    }

    /// Why no profile was found and what to do: `CHECKOUT_SIM_PROFILES` is only suggested when it is not already set.
    static func noProfilesHint(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        guard let folder = environment["CHECKOUT_SIM_PROFILES"] else {
            return "no Profiles/ folder was found (run from the repository, or set CHECKOUT_SIM_PROFILES)"
        }
        return "CHECKOUT_SIM_PROFILES is \"\(folder.spellingOutTerminalControls(keepingLayout: false))\", which holds no profile files "
            + "(.json, .yaml, .yml): point it at a folder of profiles"
    }

    public func load(_ reference: String) throws(ProfileLoadError) -> (url: URL, profile: DeviceProfile) {
        let url = try resolve(reference)
        return (url, try Self.load(url: url))
    }

    /// For commands: the profile, or its problems on stderr and a failing exit.
    func loadForCommand(_ reference: String) throws -> DeviceProfile {
        do { return try load(reference).profile } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
    }

    public static func load(url: URL) throws(ProfileLoadError) -> DeviceProfile {
        let file = url.path
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ProfileLoadError(file: file, problems: ["cannot be read"])
        }
        let text: String
        switch UTF8Text.decode([UInt8](data)) {
        case .success(let decoded): text = decoded
        case .failure(let invalid): throw ProfileLoadError(file: file, problems: ["\(invalid)"])
        }
        let document: JSONValue
        if file.hasSuffix(".yaml") || file.hasSuffix(".yml") {
            do { document = try YAMLDocument.parse(text) } catch {
                throw ProfileLoadError(file: file, problems: error.problems)
            }
        } else {
            do { document = try JSONParser.parse(text) } catch {
                throw ProfileLoadError(file: file, problems: ["\(error)"])
            }
        }
        switch ProfileDecoder.decode(document) {
        case .success(let profile): return profile
        case .failure(let errors): throw ProfileLoadError(file: file, problems: errors.issues.map(\.description))
        }
    }

    static func stem(_ name: String) -> String {
        for suffix in [".json", ".yaml", ".yml"] where name.hasSuffix(suffix) { return String(name.dropLast(suffix.count)) }
        return name
    }
}

/// A profile that could not be loaded: the file and every problem found in it.
public struct ProfileLoadError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var problems: [String]

    public var description: String {
        problems.map { "\(file): \($0)" }.joined(separator: "\n")
    }
}
