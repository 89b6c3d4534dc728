import Foundation

/// Base64 (standard alphabet, padded) over bytes and strings.
public enum Base64 {
    public static func encode(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }

    /// The bytes, or nil for text that is not padded base64. Foundation on Linux reads "====" as a zero
    /// byte, so padding longer than two `=` is refused here first.
    public static func decode(_ text: String) -> [UInt8]? {
        let padding = text.utf8.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        guard padding <= 2 else { return nil }
        return Data(base64Encoded: text).map { [UInt8]($0) }
    }
}
