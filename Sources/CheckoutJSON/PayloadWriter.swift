/// Compact JSON written member by member straight into one byte buffer, for payloads built from a
/// request's fields: the bytes `JSONWriter.compact` writes for the same members, without building a
/// `JSONValue` first. Keys are static names that need no escaping; string values are escaped as
/// `JSONWriter` escapes them.
public struct PayloadWriter {
    private var bytes: [UInt8] = []
    /// Whether the innermost open object already has a member, so the next one needs a comma.
    private var hasMember = false

    /// Opens the top-level object; `capacity` is the usual payload's size, so it is allocated once.
    public init(capacity: Int = 512) {
        bytes.reserveCapacity(capacity)
        bytes.append(UInt8(ascii: "{"))
    }

    public mutating func string(_ key: StaticString, _ value: String) {
        self.key(key)
        JSONWriter.writeString(value, into: &bytes)
    }

    public mutating func int(_ key: StaticString, _ value: Int64) {
        self.key(key)
        JSONWriter.writeInteger(value, into: &bytes)
    }

    public mutating func bool(_ key: StaticString, _ value: Bool) {
        self.key(key)
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    public mutating func strings(_ key: StaticString, _ values: [String]) {
        self.key(key)
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONWriter.writeString(value, into: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// A nested object whose members `write` adds.
    public mutating func object(_ key: StaticString, _ write: (inout PayloadWriter) -> Void) {
        self.key(key)
        bytes.append(UInt8(ascii: "{"))
        hasMember = false
        write(&self)
        bytes.append(UInt8(ascii: "}"))
        hasMember = true
    }

    /// The whole object, closed.
    public consuming func finish() -> [UInt8] {
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    private mutating func key(_ key: StaticString) {
        if hasMember { bytes.append(UInt8(ascii: ",")) }
        hasMember = true
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }
}
