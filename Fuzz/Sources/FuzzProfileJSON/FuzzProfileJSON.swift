import CheckoutCore

/// A device profile as JSON: decoded into a profile, and a device built from what is accepted.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProfileJSON(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let document = try? JSONParser.parse([UInt8](UnsafeBufferPointer(start: data, count: count))) else { return 0 }
    if case .success(let profile) = ProfileDecoder.decode(document) {
        _ = Device(profile: profile)
    }
    return 0
}
