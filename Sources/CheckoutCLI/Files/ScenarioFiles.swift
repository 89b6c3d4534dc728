import CheckoutCore
import CheckoutReplay
import CheckoutTUI
import Foundation

/// Where the TUI saves walks as scenarios, and how: `./scenarios/` (or CHECKOUT_SIM_SCENARIOS), one
/// file per walk, written whole or not at all, never over an existing file unless the user said so.
struct ScenarioFiles {
    var folder: URL

    static func fromEnvironment() -> ScenarioFiles {
        let folder = ProcessInfo.processInfo.environment["CHECKOUT_SIM_SCENARIOS"].map { URL(fileURLWithPath: $0) }
        return ScenarioFiles(folder: folder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("scenarios"))
    }

    /// How the scenario names its profile so that `replay` finds the same file: its name when the
    /// profile folder holds it under that name, else its path (relative to the scenario's folder
    /// when the profile is inside it, absolute otherwise). A profile the editor saved is always named
    /// by its path relative to the scenario's folder (`../my-phone.json`), so the scenario replays
    /// from any working folder, whatever profile folder that one has.
    func profileReference(for request: ScenarioSaveRequest) -> String {
        guard let file = request.profileFile.map({ URL(fileURLWithPath: $0).standardizedFileURL }) else { return request.profileId }
        if request.profileByPath { return Self.relativePath(of: file, from: folder.standardizedFileURL) }
        let named = try? ProfileStore().resolve(request.profileId).standardizedFileURL
        if named == file { return request.profileId }
        let base = folder.standardizedFileURL.path + "/"
        return file.path.hasPrefix(base) ? String(file.path.dropFirst(base.count)) : file.path
    }

    func save(_ request: ScenarioSaveRequest) -> ScenarioSaveOutcome {
        let text = ScenarioRecorder.yaml(
            of: request.walk, profileName: request.profileId, profileReference: profileReference(for: request))
        let stem = Self.stem(for: request)
        if let blocker = AtomicFile.folderBlocker(above: folder.path) {
            return .failed("the scenario folder \(display(folder)) cannot be created: \(blocker)")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let target = folder.appendingPathComponent(stem + ".yaml")
            guard let written = try AtomicFile.place(text, at: target.path, request.existing) else {
                return .exists(path: display(target), request: request)
            }
            return .written(path: URL(fileURLWithPath: written).shownPath)
        } catch let error as AtomicFile.WriteError {
            return .failed(error.description)
        } catch {
            return .failed("the scenario folder \(display(folder)) cannot be created: \(AtomicFile.reason(error))")
        }
    }

    /// `file` as written from inside `folder`: up with `..` to the folders they share, then down.
    static func relativePath(of file: URL, from folder: URL) -> String {
        let target = file.pathComponents
        let base = folder.pathComponents
        let shared = zip(target, base).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - shared) + target[shared...]).joined(separator: "/")
    }

    /// `<profile>-<flow>[-<app or method>]`, lower-cased: readable, and the same walk gets the same name.
    static func stem(for request: ScenarioSaveRequest) -> String {
        let parts = [request.profileId] + request.walk.nameParts
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-_.")
        return String(parts.joined(separator: "-").lowercased().map { allowed.contains($0) ? $0 : "-" })
    }

    private func display(_ url: URL) -> String { url.shownPath }
}

extension URL {
    /// Relative to the working directory when inside it: what a user types next.
    var shownPath: String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }
}
