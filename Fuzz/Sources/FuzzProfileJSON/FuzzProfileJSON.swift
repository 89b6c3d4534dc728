import CheckoutCore

/// A device profile as JSON: decoded into a profile; from what is accepted, a device, its summary
/// (the iOS scheme table or Android's package visibility, the checkout page, the chooser) and the
/// profile written back, which must decode to the same profile.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProfileJSON(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let document = try? JSONParser.parse([UInt8](UnsafeBufferPointer(start: data, count: count))) else { return 0 }
    if case .success(let profile) = ProfileDecoder.decode(document) {
        let summary = DeviceSummary(device: Device(profile: profile))
        _ = summary.text
        _ = JSONWriter.compactString(summary.json)
        let written = ProfileText.text(profile, format: .json)
        guard let again = try? JSONParser.parse(Array(written.utf8)), case .success(let reread) = ProfileDecoder.decode(again), reread == profile else {
            fatalError("a profile written back does not decode to itself")
        }
    }
    return 0
}
