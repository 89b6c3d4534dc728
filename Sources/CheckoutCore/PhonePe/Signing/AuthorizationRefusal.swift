/// The message of a `401 AUTHORIZATION_FAILED` that says which usual mistake the `X-VERIFY` sent
/// could be (a prefixed path signed, a wrong salt index, upper-case hex…), for a gateway that
/// explains its refusals: PhonePe's own message first, so a client matching on it still does.
public enum AuthorizationRefusal {
    public static let prefix = "X-VERIFY header is incorrect"

    /// `received`: every `X-VERIFY` value the call carried.
    public static func message(
        kind: ChecksumVerdict.Kind, received: [String], base64: String, path: String, saltKey: String, saltIndex: Int
    ) -> String {
        guard received.count == 1, let value = received.first else {
            let count = received.isEmpty ? "no X-VERIFY header was sent" : "X-VERIFY was sent \(received.count) times"
            return "\(prefix): \(count); send it once, as \(kind.formula)"
        }
        let verdict = ChecksumVerdict(kind: kind, received: value, base64: base64, path: path, saltKey: saltKey, saltIndex: saltIndex)
        guard !verdict.explanations.isEmpty else { return prefix }
        return "\(prefix): " + verdict.explanations.joined(separator: "; ")
    }

    /// A pay call whose payload names no merchant: no salt key of this gateway verifies its `X-VERIFY`.
    public static let noMerchant =
        "\(prefix): the payload has no merchantId (a string), so no merchant's salt key verifies it; put merchantId in the payload you sign"
}
