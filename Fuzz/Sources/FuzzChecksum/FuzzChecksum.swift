import CheckoutCore

/// An `X-VERIFY` value diagnosed against each kind of signed text. The first line is the received
/// value, the rest the base64 (or path) it claims to sign.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChecksum(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let received: String
    let signed: String
    if let newline = text.firstIndex(of: "\n") {
        received = String(text[..<newline])
        signed = String(text[text.index(after: newline)...])
    } else {
        received = text
        signed = ""
    }
    let merchant = PhonePeMerchant()
    for kind in ChecksumVerdict.Kind.allCases {
        _ = ChecksumVerdict(
            kind: kind, received: received, base64: signed, path: "/pg/v1/pay", saltKey: merchant.saltKey, saltIndex: merchant.saltIndex)
        _ = ChecksumVerdict(kind: kind, received: received, base64: "", path: signed, saltKey: merchant.saltKey, saltIndex: 1)
    }
    return 0
}
