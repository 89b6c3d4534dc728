/// A request as the merchant server sends it: the payload, its compact JSON, the base64 envelope and the signed headers.
public struct SignedRequest: Sendable, Equatable {
    public var method: String
    public var path: String
    public var payload: JSONValue
    /// Compact JSON of the payload: the bytes that are base64-encoded.
    public var payloadBytes: [UInt8]
    public var payloadJSON: String { String(decoding: payloadBytes, as: UTF8.self) }
    public var base64: String
    /// `{"request":"<base64>"}`.
    public var body: String
    public var headers: [HTTPHeader]
    /// The salt key's last characters, all that transcripts may show of it.
    private var saltKeyTail: String

    /// The salt key as transcripts may show it.
    public var maskedSaltKey: String { "••••" + saltKeyTail }

    /// What `X-VERIFY` hashes, with the salt key masked.
    public var hashedInput: String { base64 + path + "<salt key \(maskedSaltKey)>" }

    /// Signs a POST the way PhonePe documents: sha256(base64 + path + saltKey) + "###" + saltIndex.
    public init(path: String, payload: JSONValue, merchant: MerchantSettings, extraHeaders: [HTTPHeader] = []) {
        let json = JSONWriter.compact(payload)
        let (body, base64) = Envelope.encode(json, key: "request")
        method = "POST"
        self.path = path
        self.payload = payload
        payloadBytes = json
        self.base64 = base64
        self.body = body
        let checksum = Checksum.forRequest(base64: base64, path: path, saltKey: merchant.saltKey, saltIndex: merchant.saltIndex)
        headers = [HTTPHeader("Content-Type", "application/json"), HTTPHeader("X-VERIFY", checksum)] + extraHeaders
        saltKeyTail = Checksum.visibleTail(of: merchant.saltKey)
    }

    public var xVerify: String { headers["X-VERIFY"] ?? "" }
}
