import CheckoutCore

/// Generated test input that is the same on every run, so a failure repeats: the core's SplitMix64.
public struct SeededGenerator: RandomNumberGenerator {
    private var ids: IdGenerator

    public init(seed: UInt64) { ids = IdGenerator(seed: seed) }

    public mutating func next() -> UInt64 { ids.next() }
}
