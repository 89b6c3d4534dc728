import Crypto
import Foundation

/// PhonePe's `X-VERIFY`: a SHA-256 hex digest over a documented string, then `###` and the salt index.
public enum Checksum {
    /// Pay and refund calls: sha256(base64 + path + saltKey).
    public static func forRequest(base64: some StringProtocol, path: String, saltKey: String, saltIndex: Int) -> String {
        text(digest(base64, path, saltKey), saltIndex: saltIndex)
    }

    /// Status checks: sha256(path + saltKey); there is no body.
    public static func forStatus(path: String, saltKey: String, saltIndex: Int) -> String {
        text(digest(path, saltKey), saltIndex: saltIndex)
    }

    /// Server-to-server callbacks: sha256(base64Response + saltKey).
    public static func forCallback(base64Response: some StringProtocol, saltKey: String, saltIndex: Int) -> String {
        text(digest(base64Response, saltKey), saltIndex: saltIndex)
    }

    public static func sign(_ hashedText: String, saltIndex: Int) -> String {
        text(digest(hashedText), saltIndex: saltIndex)
    }

    /// Whether `received` is exactly the `X-VERIFY` a pay or refund call must carry: compared byte by
    /// byte against the digest, without building the expected text.
    public static func requestMatches(
        _ received: String?, base64: some StringProtocol, path: String, saltKey: String, saltIndex: Int
    ) -> Bool {
        matches(received, digest(base64, path, saltKey), saltIndex: saltIndex)
    }

    /// `requestMatches` for a status check.
    public static func statusMatches(_ received: String?, path: String, saltKey: String, saltIndex: Int) -> Bool {
        matches(received, digest(path, saltKey), saltIndex: saltIndex)
    }

    /// `requestMatches` for a callback.
    public static func callbackMatches(_ received: String?, base64Response: String, saltKey: String, saltIndex: Int) -> Bool {
        matches(received, digest(base64Response, saltKey), saltIndex: saltIndex)
    }

    /// Hashes the parts one after the other, as if concatenated, without building the concatenation.
    private static func digest(_ first: some StringProtocol, _ second: String = "", _ third: String = "") -> SHA256.Digest {
        var hasher = SHA256()
        update(&hasher, first)
        update(&hasher, second)
        update(&hasher, third)
        return hasher.finalize()
    }

    private static func update(_ hasher: inout SHA256, _ part: some StringProtocol) {
        let hashed: Void? = part.utf8.withContiguousStorageIfAvailable { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
        if hashed == nil { hasher.update(data: Array(part.utf8)) }
    }

    /// `<64 lower-case hex digits>###<salt index>`.
    private static func text(_ digest: SHA256.Digest, saltIndex: Int) -> String {
        withExpected(digest, saltIndex: saltIndex) { String(decoding: $0, as: UTF8.self) }
    }

    private static func matches(_ received: String?, _ digest: SHA256.Digest, saltIndex: Int) -> Bool {
        guard var received else { return false }
        return received.withUTF8 { got in
            withExpected(digest, saltIndex: saltIndex) { expected in
                got.count == expected.count && memcmp(got.baseAddress!, expected.baseAddress!, got.count) == 0
            }
        }
    }

    /// The expected `X-VERIFY` bytes, written into scratch space on the stack.
    private static func withExpected<Result>(
        _ digest: SHA256.Digest, saltIndex: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 96) { out in
            var count = 0
            // Both digits of a byte in one load and one store.
            hexPairs.withUnsafeBufferPointer { pairs in
                digest.withUnsafeBytes { bytes in
                    for byte in bytes {
                        UnsafeMutableRawPointer(out.baseAddress! + count).storeBytes(of: pairs[Int(byte)].littleEndian, as: UInt16.self)
                        count += 2
                    }
                }
            }
            for byte in "###".utf8 {
                out[count] = byte
                count += 1
            }
            // The salt index as String(saltIndex) writes it.
            if saltIndex < 0 {
                out[count] = UInt8(ascii: "-")
                count += 1
            }
            var magnitude = saltIndex.magnitude
            let digitsStart = count
            repeat {
                out[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            var digits = UnsafeMutableBufferPointer(rebasing: out[digitsStart..<count])
            digits.reverse()
            return body(UnsafeBufferPointer(rebasing: out[0..<count]))
        }
    }

    public static func sha256Hex(_ text: String) -> String {
        var text = text
        let digest = text.withUTF8 { SHA256.hash(data: UnsafeRawBufferPointer($0)) }
        return withExpected(digest, saltIndex: 0) { String(decoding: $0.prefix(64), as: UTF8.self) }
    }

    private static let hexDigits: StaticString = "0123456789abcdef"

    /// A byte's two lower-case hex digits, the first in the low byte.
    private static let hexPairs: [UInt16] = (0..<256).map { byte in
        UInt16(hexDigits.utf8Start[byte >> 4]) | UInt16(hexDigits.utf8Start[byte & 0x0F]) << 8
    }

    /// The last characters of a secret, enough to tell two apart and never much of it: four at
    /// most, and no more than a quarter of it (one of a five-character key, none of a three).
    public static func visibleTail(of secret: String) -> String {
        var secret = secret
        // ASCII (the usual salt key): bytes are characters, no need to walk scalars.
        let asciiTail = secret.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes.suffix(tailLength(bytes.count))), as: UTF8.self)
        }
        if let asciiTail { return asciiTail }
        let scalars = secret.unicodeScalars
        return String(scalars.suffix(tailLength(scalars.count)))
    }

    private static func tailLength(_ count: Int) -> Int { min(4, count / 4) }
}
