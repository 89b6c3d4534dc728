/// Text files as their author wrote them: UTF-8, with a leading byte-order mark dropped (YAML and JSON
/// both allow one), and a byte that is not UTF-8 refused with its place instead of silently becoming U+FFFD.
public enum UTF8Text {
    /// The first byte that is not UTF-8, and where it is.
    public struct InvalidByte: Error, Sendable, Equatable, CustomStringConvertible {
        public var line: Int
        /// Counted in bytes from 1, since the line cannot be read as characters.
        public var column: Int
        public var byte: UInt8

        public var description: String {
            let hex = String(byte, radix: 16, uppercase: true)
            return "line \(line), byte \(column): 0x\(hex.count < 2 ? "0" + hex : hex) is not UTF-8; save the file as UTF-8"
        }
    }

    public static func decode(_ bytes: [UInt8]) -> Result<String, InvalidByte> {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        if let text = String(validating: body, as: UTF8.self) { return .success(text) }
        return .failure(firstInvalidByte(in: body))
    }

    /// A leading byte-order mark removed from text already decoded.
    public static func droppingByteOrderMark(_ text: String) -> String {
        text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    }

    private static func firstInvalidByte(in bytes: ArraySlice<UInt8>) -> InvalidByte {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = bytes.startIndex
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: break decoding
            }
        }
        let index = min(offset, bytes.endIndex - 1)
        let lineStart = bytes[..<index].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.startIndex
        let line = 1 + bytes[..<index].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return InvalidByte(line: line, column: index - lineStart + 1, byte: bytes[index])
    }
}
