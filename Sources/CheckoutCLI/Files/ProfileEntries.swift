import CheckoutCore
import CheckoutTUI
import Foundation

/// The profiles the TUI lists: every file of the profile folder, loaded or with its problems.
enum ProfileEntries {
    /// Every profile file in the folder (invalid ones with their problems), plus `reference` when it is
    /// a file elsewhere; and the index of `reference` among them.
    /// Two files with one name are listed by their file names, which is what picks one.
    static func load(preselecting reference: String, store: ProfileStore = ProfileStore()) throws(ProfileLoadError) -> ([ProfileEntry], Int) {
        let wanted = try store.resolve(reference).standardizedFileURL
        var files = store.profileFiles().map(\.standardizedFileURL)
        if !files.contains(wanted) { files.append(wanted) }
        let shared = Set(store.sharedNames().map(\.name))
        return (files.map { entry(for: $0, shared: shared) }, files.firstIndex(of: wanted) ?? 0)
    }

    static func entry(for url: URL, shared: Set<String> = []) -> ProfileEntry {
        let id = ProfileStore.listedName(of: url, shared: shared)
        do {
            return ProfileEntry(id: id, file: url.path, profile: try ProfileStore.load(url: url))
        } catch {
            return ProfileEntry(id: id, file: url.path, problems: error.problems)
        }
    }
}
