import CheckoutCore

/// A base64 envelope as a pay call's body and as a callback: decoded, then the callback checked
/// the way a merchant's server does (X-VERIFY and amount). The first line is the X-VERIFY header.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEnvelope(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let (header, body) = splitFirstLine(text)
    _ = Envelope.decode(text, key: "request")
    _ = Envelope.decode(body, key: "response")
    let callback = GatewayRequest(method: "POST", path: "/callback", headers: [HTTPHeader("X-VERIFY", header)], body: body)
    _ = CallbackVerifier.check(callback, merchant: PhonePeMerchant(), expectedAmount: 10000)
    _ = CallbackVerifier.check(callback, merchant: PhonePeMerchant(), expectedAmount: nil)
    return 0
}

func splitFirstLine(_ text: String) -> (first: String, rest: String) {
    guard let newline = text.firstIndex(of: "\n") else { return ("", text) }
    return (String(text[..<newline]), String(text[text.index(after: newline)...]))
}
