import CheckoutCore

/// A callback, redirect or gateway URL as it enters: either refused with a reason, or accepted as
/// something the HTTP client and a browser can take (http or https, a host, a port from 1 to
/// 65535, no white space or control character), and accepted the same way twice.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebURL(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    switch WebURL.parse(text) {
    case .failure(let problem):
        precondition(!problem.description.isEmpty)
    case .success(let url):
        precondition(url.scheme == "http" || url.scheme == "https")
        precondition(!url.host.isEmpty)
        precondition(url.port.map { (1...65535).contains($0) } ?? true)
        precondition(!text.unicodeScalars.contains { $0.value <= 0x20 || $0.isTerminalControl })
        precondition(text.utf8.count <= WebURL.maxLength)
        precondition(WebURL.parse(url.text) == .success(url))
    }
    return 0
}
