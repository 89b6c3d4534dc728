/// Deterministic ids from a seed (SplitMix64), so the same `--seed` gives the same bytes.
public struct IdGenerator: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// An independent stream of the same seed.
    public init(seed: UInt64, stream: UInt64) {
        var mixer = IdGenerator(seed: stream &* 0xD1B5_4A32_D192_ED03)
        state = seed ^ mixer.next()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` decimal digits, 18 from each draw.
    public mutating func digits(_ count: Int) -> String {
        var bytes = [UInt8]()
        bytes.reserveCapacity(count)
        while bytes.count < count {
            var value = next() % 1_000_000_000_000_000_000
            for _ in 0..<min(18, count - bytes.count) {
                bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
                value /= 10
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `count` upper-case hexadecimal characters, 16 from each draw.
    public mutating func hex(_ count: Int) -> String {
        let alphabet = Array("0123456789ABCDEF".utf8)
        var bytes = [UInt8]()
        bytes.reserveCapacity(count)
        while bytes.count < count {
            var value = next()
            for _ in 0..<min(16, count - bytes.count) {
                bytes.append(alphabet[Int(value & 0xF)])
                value >>= 4
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
