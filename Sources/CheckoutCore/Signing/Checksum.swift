import Crypto
import Foundation

/// PhonePe's `X-VERIFY`: a SHA-256 hex digest over a documented string, then `###` and the salt index.
public enum Checksum {
    /// Pay and refund calls: sha256(base64 + path + saltKey).
    public static func forRequest(base64: String, path: String, saltKey: String, saltIndex: Int) -> String {
        sign([base64, path, saltKey], saltIndex: saltIndex)
    }

    /// Status checks: sha256(path + saltKey); there is no body.
    public static func forStatus(path: String, saltKey: String, saltIndex: Int) -> String {
        sign([path, saltKey], saltIndex: saltIndex)
    }

    /// Server-to-server callbacks: sha256(base64Response + saltKey).
    public static func forCallback(base64Response: String, saltKey: String, saltIndex: Int) -> String {
        sign([base64Response, saltKey], saltIndex: saltIndex)
    }

    public static func sign(_ hashedText: String, saltIndex: Int) -> String {
        sign([hashedText], saltIndex: saltIndex)
    }

    /// Hashes the parts one after the other, as if concatenated, without building the concatenation.
    static func sign(_ parts: [String], saltIndex: Int) -> String {
        var hasher = SHA256()
        for var part in parts {
            part.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
        }
        var out = hexBytes(hasher.finalize())
        out.append(contentsOf: "###".utf8)
        out.append(contentsOf: String(saltIndex).utf8)
        return String(decoding: out, as: UTF8.self)
    }

    public static func sha256Hex(_ text: String) -> String {
        var text = text
        return text.withUTF8 { String(decoding: hexBytes(SHA256.hash(data: UnsafeRawBufferPointer($0))), as: UTF8.self) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func hexBytes(_ digest: SHA256.Digest) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(72)
        digest.withUnsafeBytes { bytes in
            for byte in bytes {
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return out
    }

    /// The last four characters of a secret, or none when it is that short.
    public static func visibleTail(of secret: String) -> String {
        let scalars = secret.unicodeScalars
        return scalars.count <= 4 ? "" : String(scalars.suffix(4))
    }
}
