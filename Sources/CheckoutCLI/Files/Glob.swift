#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shell-style wildcards (`*`, `?`, `[…]`) through the C library, so they behave as in a shell.
enum Glob {
    static func hasWildcards(_ text: String) -> Bool {
        text.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    /// The paths that match `pattern`, sorted; empty when none does.
    static func paths(matching pattern: String) -> [String] {
        var found = glob_t()
        defer { globfree(&found) }
        guard glob(pattern, 0, nil, &found) == 0 else { return [] }
        return (0..<Int(found.gl_pathc)).compactMap { index in found.gl_pathv[index].map { String(cString: $0) } }.sorted()
    }

    /// Whether a single name (no folders) matches `pattern`.
    static func name(_ name: String, matches pattern: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}
