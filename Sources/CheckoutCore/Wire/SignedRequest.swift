/// A request as the merchant server sends it: the payload, its compact JSON, the base64 envelope and the signed headers.
public struct SignedRequest: Sendable, Equatable {
    /// The call as it goes to the gateway: method, path, signed headers and body, kept as one value so
    /// that it is handed over without copying each of them.
    public private(set) var call: GatewayRequest
    public var method: String {
        get { call.method }
        set { call.method = newValue }
    }
    public var path: String {
        get { call.path }
        set { call.path = newValue }
    }
    /// Compact JSON of the payload: the bytes that are base64-encoded.
    public var payloadBytes: [UInt8]
    /// The payload as a value, read back from its bytes (for transcripts; the hand-off never needs it).
    public var payload: JSONValue { (try? JSONParser.parse(payloadBytes)) ?? .null }
    public var payloadJSON: String { String(decoding: payloadBytes, as: UTF8.self) }
    /// The base64 of the payload, as sent in `body`.
    public var base64: String { String(base64InBody) }
    /// `base64` as the slice of `body` it is: kept without a copy of its own.
    private var base64InBody: Substring
    /// `{"request":"<base64>"}`.
    public var body: String {
        get { call.body }
        set { call.body = newValue }
    }
    public var headers: [HTTPHeader] {
        get { call.headers }
        set { call.headers = newValue }
    }
    /// The salt key's last characters, all that transcripts may show of it.
    private var saltKeyTail: String

    /// The salt key as transcripts may show it.
    public var maskedSaltKey: String { "••••" + saltKeyTail }

    /// What `X-VERIFY` hashes, with the salt key masked.
    public var hashedInput: String { base64 + path + "<salt key \(maskedSaltKey)>" }

    /// Signs a POST the way PhonePe documents: sha256(base64 + path + saltKey) + "###" + saltIndex.
    public init(path: String, payload: JSONValue, merchant: PhonePeMerchant, extraHeaders: [HTTPHeader] = []) {
        self.init(path: path, payloadBytes: JSONWriter.compact(payload), merchant: merchant, extraHeaders: extraHeaders)
    }

    /// Signs a payload already written as compact JSON.
    public init(path: String, payloadBytes: [UInt8], merchant: PhonePeMerchant, extraHeaders: [HTTPHeader] = []) {
        let (body, base64) = Envelope.encode(payloadBytes, key: "request")
        self.payloadBytes = payloadBytes
        base64InBody = base64
        let checksum = Checksum.forRequest(base64: base64, path: path, saltKey: merchant.saltKey, saltIndex: merchant.saltIndex)
        var headers = [HTTPHeader]()
        headers.reserveCapacity(2 + extraHeaders.count)
        headers.append(HTTPHeader("Content-Type", "application/json"))
        headers.append(HTTPHeader("X-VERIFY", checksum))
        headers.append(contentsOf: extraHeaders)
        call = GatewayRequest(method: "POST", path: path, headers: headers, body: body)
        saltKeyTail = Checksum.visibleTail(of: merchant.saltKey)
    }

    public var xVerify: String { headers["X-VERIFY"] ?? "" }
}
