import Foundation

/// Base64 (standard alphabet, padded) over bytes and strings.
public enum Base64 {
    public static func encode(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }

    public static func decode(_ text: String) -> [UInt8]? {
        Data(base64Encoded: text).map { [UInt8]($0) }
    }
}
