import CheckoutCore

/// An intent URL (`upi://pay?…`, `ppe://…`) parsed, validated and written back in both space encodings;
/// the hand-off's quick reading (the scheme, or nil) must agree with the full parse.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIntentURL(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let parsed = try? IntentURL.parse(text)
    guard IntentURL.readableScheme(text) == parsed?.scheme else {
        fatalError("the hand-off's reading of the scheme disagrees with the parse: \(text)")
    }
    guard let url = parsed else { return 0 }
    _ = IntentURLValidator.defects(in: url)
    for encoding in [SpaceEncoding.plus, .percent20] {
        let written = url.text(spaceEncoding: encoding)
        guard let reparsed = try? IntentURL.parse(written) else {
            fatalError("a parsed intent URL written back does not parse: \(written)")
        }
        _ = IntentURLValidator.defects(in: reparsed)
    }
    return 0
}
