/// The ids a status check puts in its URL path (`/pg/v1/status/{merchantId}/{merchantTransactionId}`):
/// a `/`, `?`, `#`, `%`, `\`, space or control character sent raw would change or break that path. The
/// request rules refuse such an id and `decode` warns about it, in the same words; the served gateway
/// accepts it, since a merchant that percent-encodes its status path still reaches the payment.
public enum StatusPathIds {
    /// The fields that go into a status path.
    public static let fields: Set<String> = ["merchantId", "transactionId", "merchantTransactionId", "authRequestId"]

    /// Printable ASCII other than the five path characters.
    private static func isPlainPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "%"), UInt8(ascii: "\\"): false
        default: byte > 0x20 && byte < 0x7F
        }
    }

    /// Why `id` cannot go into a URL path, or nil when it can.
    public static func problem(in id: String) -> String? {
        // Most ids are printable ASCII without the five path characters: settled on the bytes.
        var id = id
        if id.withUTF8({ $0.allSatisfy(isPlainPathByte) }) { return nil }
        guard let bad = id.unicodeScalars.first(where: { "/?#%\\".unicodeScalars.contains($0) || $0.isTerminalControl || $0.properties.isWhitespace })
        else { return nil }
        let named = bad == " " ? "a space" : bad.isTerminalControl || bad.properties.isWhitespace ? bad.spelledOut : "'\(bad)'"
        return "must not contain \(named): it goes into the status check's URL path; use letters, digits, '-', '_' and '.', "
            + "got \"\(id.spellingOutTerminalControls(keepingLayout: false))\""
    }
}
