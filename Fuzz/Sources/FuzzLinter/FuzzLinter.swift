import CheckoutCore

/// What `decode` does with a payload (bare base64, an envelope, or a gateway answer), and the
/// linter on any JSON against every endpoint it knows. The first byte picks the endpoint.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinter(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: count)
    let paths: [String?] = [nil, "/pg/v1/pay", "/v4/debit", "/v3/debit", "/v3/recurring/auth/init", "/pg/v1/status/MERCHANTUAT/T1", "/pg/v1/refund"]
    let path = paths[Int(bytes.first ?? 0) % paths.count]
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    _ = PayloadInspector.inspect(text, path: path)
    if let json = try? JSONParser.parse(text) {
        for key in [nil, "request", "response"] {
            _ = PayloadLinter.lint(json, path: path, envelopeKey: key)
        }
    }
    return 0
}
