/// `{"request": "<base64>"}` (and `{"response": …}`): the envelope PhonePe's calls and callbacks travel in.
public enum Envelope {
    public struct Decoded: Sendable {
        public var base64: String
        public var bytes: [UInt8]
        public var json: JSONValue
    }

    /// Why an envelope cannot be read, in words a user can act on.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// What `decode` made of a body: passed on by a caller that had to read it first.
    public typealias Reading = Result<Decoded, Problem>

    /// `{"<key>":"<base64>"}` and the base64 alone (a slice of the body, not a copy), written in one
    /// pass over `bytes` (base64 needs no JSON escaping). `key` must need none either.
    public static func encode(_ bytes: [UInt8], key: StaticString) -> (body: String, base64: Substring) {
        let base64Count = Base64.encodedCount(bytes.count)
        let keyBytes = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        let body = bytes.withUnsafeBufferPointer { input in
            String(unsafeUninitializedCapacity: base64Count + keyBytes.count + 7) { out in
                var count = 0
                func put(_ byte: UInt8) {
                    out[count] = byte
                    count += 1
                }
                put(UInt8(ascii: "{"))
                put(UInt8(ascii: "\""))
                for byte in keyBytes { put(byte) }
                for byte in #"":""#.utf8 { put(byte) }
                count += Base64.write(input, into: UnsafeMutableBufferPointer(rebasing: out[count...]))
                put(UInt8(ascii: "\""))
                put(UInt8(ascii: "}"))
                return count
            }
        }
        return (body, slice(of: body, from: keyBytes.count + 5, count: base64Count))
    }

    /// `count` bytes of `text` from `offset`, sharing its storage.
    private static func slice(of text: String, from offset: Int, count: Int) -> Substring {
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return Substring(text.utf8[start..<text.utf8.index(start, offsetBy: count)])
    }

    public static func decode(_ body: String, key: String) -> Result<Decoded, Problem> {
        unwrap(body, key: key).flatMap { base64, bytes in
            do {
                return .success(Decoded(base64: String(base64), bytes: bytes, json: try JSONParser.parse(bytes)))
            } catch {
                return .failure(invalidJSON(error, key: key))
            }
        }
    }

    /// The base64 of `{"<key>": "<base64>"}` and the bytes it encodes, before any JSON is read from
    /// them: for a reader that reads them its own way (and then says `invalidJSON`). The base64 is a
    /// slice of `body` where the body is plainly written.
    public static func unwrap(_ body: String, key: String) -> Result<(base64: Substring, bytes: [UInt8]), Problem> {
        var text = body
        if let plain = text.withUTF8({ unwrapPlain($0, key: key) }) {
            return .success((slice(of: body, from: plain.offset, count: plain.count), plain.bytes))
        }
        let outer: JSONValue
        do { outer = try JSONParser.parse(body) } catch {
            return .failure(Problem(description: "the body is not JSON (\(error)); expected {\"\(key)\": \"<base64>\"}"))
        }
        guard let base64 = outer[key]?.stringValue else {
            return .failure(Problem(description: "the body must be {\"\(key)\": \"<base64>\"}"))
        }
        guard let bytes = Base64.decode(base64) else {
            return .failure(Problem(description: "\"\(key)\" is not valid base64"))
        }
        return .success((Substring(base64), bytes))
    }

    /// Why the decoded bytes are refused.
    public static func invalidJSON(_ error: any Error, key: String) -> Problem {
        Problem(description: "the decoded \(key) is not valid JSON: \(error)")
    }

    /// The common case read without the JSON parser: exactly `{"<key>":"<canonical base64>"}`, no
    /// whitespace or escapes. Nil for anything else, which `unwrap` then reads in full (so every
    /// answer, and every message, is the same either way). Gives where the base64 is in `body` and
    /// the bytes it encodes.
    private static func unwrapPlain(_ body: UnsafeBufferPointer<UInt8>, key: String) -> (offset: Int, count: Int, bytes: [UInt8])? {
        var keyText = key
        return keyText.withUTF8 { keyBytes -> (offset: Int, count: Int, bytes: [UInt8])? in
            let prefixCount = keyBytes.count + 5
            guard body.count > prefixCount + 2, body[0] == UInt8(ascii: "{"), body[1] == UInt8(ascii: "\""),
                body[2..<keyBytes.count + 2].elementsEqual(keyBytes),
                body[keyBytes.count + 2] == UInt8(ascii: "\""), body[keyBytes.count + 3] == UInt8(ascii: ":"),
                body[keyBytes.count + 4] == UInt8(ascii: "\""), body[body.count - 2] == UInt8(ascii: "\""),
                body[body.count - 1] == UInt8(ascii: "}")
            else { return nil }
            let base64 = UnsafeBufferPointer(rebasing: body[prefixCount..<body.count - 2])
            guard let bytes = Base64.decodeCanonical(base64) else { return nil }
            return (prefixCount, base64.count, bytes)
        }
    }
}
