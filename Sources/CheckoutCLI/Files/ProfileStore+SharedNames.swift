import Foundation

/// Two files in the profiles folder with one name (`foo.json` and `foo.yaml`): which one a name means
/// cannot be guessed, so the name is refused, and the listings say so and show the file names to use.
extension ProfileStore {
    /// The profile files `name` means: the file of that name (`foo.yaml`), else those whose name
    /// without its extension is the name's (`foo` or `foo.yml` for `foo.json`). More than one is ambiguous.
    func filesNamed(_ name: String) -> [URL] {
        let files = profileFiles()
        if let exact = files.first(where: { $0.lastPathComponent == name }) { return [exact] }
        let stem = Self.stem(name)
        return files.filter { Self.stem($0.lastPathComponent) == stem }
    }

    /// Names two or more files in the folder have, each with its files in order.
    func sharedNames() -> [(name: String, files: [URL])] {
        var byName: [String: [URL]] = [:]
        for file in profileFiles() { byName[Self.stem(file.lastPathComponent), default: []].append(file) }
        return byName.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Why a name two files have is refused, and how to pick one.
    static func ambiguity(_ files: [URL]) -> String {
        let paths = files.map(\.path)
        let names = files.map(\.lastPathComponent)
        return "\(files.count) files in the profiles folder have this name, \(Self.listed(paths)); "
            + "give the file name with its extension (\(names.joined(separator: " or "))) or a path"
    }

    /// For `profiles list` and `validate`: one line per name two files have.
    func sharedNameWarnings() -> [String] {
        sharedNames().map { shared in
            "warning: \(Self.listed(shared.files.map(\.path))) have the same profile name, so \"\(shared.name)\" alone is refused; "
                + "name one by its file name (\(shared.files[0].lastPathComponent)) or rename one"
        }
    }

    /// The name a listing shows for a profile file, what `--profile` takes: its name without the
    /// extension, or with it where two files in the folder share the name (`shared`, from `sharedNames`).
    static func listedName(of file: URL, shared: Set<String>) -> String {
        let stem = stem(file.lastPathComponent)
        return shared.contains(stem) ? file.lastPathComponent : stem
    }

    /// "a and b", "a, b and c".
    private static func listed(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
