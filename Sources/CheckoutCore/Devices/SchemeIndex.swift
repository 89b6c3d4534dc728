/// Values filed under case-folded URL schemes, in the order they were added. A usual profile has a
/// handful of schemes, where scanning a short list beats hashing every key (a device is built for
/// every walk); past `scanLimit` entries a hash index takes over, so a profile at the size limits
/// still costs in proportion to its size, not its square.
struct SchemeIndex<Value: Sendable>: Sendable {
    static var scanLimit: Int { 32 }

    private var keys: [String] = []
    private var values: [Value] = []
    /// Each key's positions in `keys`, once there are more than `scanLimit`.
    private var positions: [String: [Int]]?

    init() {}

    /// Files `value` under `key`, which must already be case-folded (`schemeKey`).
    mutating func add(_ key: String, _ value: Value) {
        if keys.isEmpty { keys.reserveCapacity(8); values.reserveCapacity(8) }
        keys.append(key)
        values.append(value)
        if positions != nil {
            positions![key, default: []].append(keys.count - 1)
        } else if keys.count > Self.scanLimit {
            var built: [String: [Int]] = [:]
            for (position, key) in keys.enumerated() { built[key, default: []].append(position) }
            positions = built
        }
    }

    /// The first value filed under `key`. The lengths are compared first: a length is read from the
    /// string itself, while comparing two different strings is a call into the standard library.
    func first(_ key: String) -> Value? {
        if let positions { return positions[key].map { values[$0[0]] } }
        let length = key.utf8.count
        for position in keys.indices where keys[position].utf8.count == length && keys[position] == key {
            return values[position]
        }
        return nil
    }

    /// Every value filed under `key`, in the order added.
    func all(_ key: String) -> [Value] {
        if let positions { return positions[key].map { $0.map { values[$0] } } ?? [] }
        return keys.indices.compactMap { keys[$0] == key ? values[$0] : nil }
    }
}
