/// An HTTP header, kept in order.
public struct HTTPHeader: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// Header names are ASCII; folding bytes avoids building lower-cased copies on every lookup.
private func asciiLower(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
}

extension Array where Element == HTTPHeader {
    /// Case-insensitive, as HTTP header names are.
    public subscript(name: String) -> String? {
        first(where: { namesMatch($0.name, name) })?.value
    }

    /// The header's value when it is given exactly once: a signature given twice is neither, whatever
    /// their order.
    public subscript(single name: String) -> String? {
        guard let index = firstIndex(where: { namesMatch($0.name, name) }),
            !self[(index + 1)...].contains(where: { namesMatch($0.name, name) })
        else { return nil }
        return self[index].value
    }
}

/// Byte by byte with ASCII case folded, over contiguous UTF-8 where the strings have it (native ones
/// do), which spares the per-byte index arithmetic of a generic walk over the views.
private func namesMatch(_ name: String, _ wanted: String) -> Bool {
    guard name.utf8.count == wanted.utf8.count else { return false }
    let fast = name.utf8.withContiguousStorageIfAvailable { left in
        wanted.utf8.withContiguousStorageIfAvailable { right in
            for index in 0..<left.count where asciiLower(left[index]) != asciiLower(right[index]) { return false }
            return true
        }
    }
    if let fast, let fast { return fast }
    return name.utf8.elementsEqual(wanted.utf8, by: { asciiLower($0) == asciiLower($1) })
}
