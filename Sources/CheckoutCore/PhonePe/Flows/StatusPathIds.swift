/// The ids a status check puts in its URL path (`/pg/v1/status/{merchantId}/{merchantTransactionId}`)
/// and the admin API and pay page put in theirs: a `/`, `?`, `#`, `%`, `\`, space or control
/// character sent raw would change or break that path, a character beyond ASCII is percent-encoded
/// by one client and not another, and `.` or `..` is folded away by URL normalisation. So an id is
/// printable ASCII without those, as PhonePe's own rule asks ("no special characters"): the request
/// rules refuse any other before sending, the gateway at the pay call, `serve` on its command line,
/// and `decode` warns, all in the same words. Every id accepted is then read back as it was sent.
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
        if id.withUTF8({ $0.allSatisfy(isPlainPathByte) }) {
            return id == "." || id == ".." ? "must not be \"\(id)\": URL normalisation folds it away; " + advice : nil
        }
        guard let bad = id.unicodeScalars.first(where: { $0.value >= 0x7F || "/?#%\\".unicodeScalars.contains($0) || $0.value <= 0x20 })
        else { return nil }
        let named = bad == " " ? "a space"
            : bad.isTerminalControl || bad.properties.isWhitespace ? bad.spelledOut
            : bad.value >= 0x80 ? "'\(bad)' (beyond ASCII)" : "'\(bad)'"
        return "must not contain \(named): it goes into the status check's URL path; \(advice), "
            + "got \"\(id.spellingOutTerminalControls(keepingLayout: false))\""
    }

    private static let advice = "use letters, digits, '-', '_' and '.'"
}
