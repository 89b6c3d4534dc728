import ArgumentParser

/// `--shard I/N`: this run's share of the cases, the same on every machine and every run, so N CI jobs
/// together walk each case exactly once.
struct ReplayShard: Equatable {
    /// 1-based.
    var index: Int
    var count: Int

    static let whole = ReplayShard(index: 1, count: 1)

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// For `@Option(transform:)`: a bad value is a usage error that says what is expected.
    static func parse(_ argument: String) throws -> ReplayShard {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N (e.g. 2/4), got \"\(argument)\"")
        }
        return ReplayShard(index: index, count: count)
    }

    func contains(caseNamed name: String) -> Bool {
        Self.fnv1a64(name) % UInt64(count) == UInt64(index - 1)
    }

    /// Problems with the files are reported by one shard only, so a sharded run counts them once.
    var reportsProblems: Bool { index == 1 }

    /// FNV-1a over the name's UTF-8 bytes: tiny, and unlike `hashValue` not seeded per process.
    static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
