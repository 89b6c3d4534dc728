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

    public static func decode(_ body: String, key: String) -> Result<Decoded, Problem> {
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
        do {
            return .success(Decoded(base64: base64, bytes: bytes, json: try JSONParser.parse(bytes)))
        } catch {
            return .failure(Problem(description: "the decoded \(key) is not valid JSON: \(error)"))
        }
    }
}
