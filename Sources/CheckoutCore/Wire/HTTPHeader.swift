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
        let wanted = name.utf8
        return first(where: { header in
            header.name.utf8.count == wanted.count
                && header.name.utf8.elementsEqual(wanted, by: { asciiLower($0) == asciiLower($1) })
        })?.value
    }
}
