import Foundation

/// Where the repository's folders are, found from this file's location.
public enum RepositoryPaths {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var profiles: URL { root.appendingPathComponent("Profiles") }
}
