/// How a v2 walk shows a secret: its last four characters only, as `serve` shows a salt key. Client
/// secrets, access tokens and webhook passwords never reach a transcript whole.
enum PhonePeV2Masking {
    static func masked(_ secret: String) -> String {
        "••••" + String(secret.suffix(secret.count > 8 ? 4 : 0))
    }

    /// An `Authorization: O-Bearer <token>` value with the token masked.
    static func bearer(_ token: String) -> String { PhonePeOAuth.tokenType + " " + masked(token) }
}
