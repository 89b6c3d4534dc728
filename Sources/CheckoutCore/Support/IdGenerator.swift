/// Deterministic ids from a seed (SplitMix64), so the same `--seed` gives the same bytes.
public struct IdGenerator: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` decimal digits.
    public mutating func digits(_ count: Int) -> String {
        var text = ""
        text.reserveCapacity(count)
        while text.count < count {
            let chunk = String(next() % 1_000_000_000_000_000_000, radix: 10)
            text += String(repeating: "0", count: 18 - chunk.count) + chunk
        }
        return String(text.prefix(count))
    }

    /// Upper-case hexadecimal characters.
    public mutating func hex(_ count: Int) -> String {
        var text = ""
        while text.count < count { text += String(next(), radix: 16, uppercase: true).leftPadded(to: 16) }
        return String(text.prefix(count))
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
