import CheckoutCore
import CheckoutReplay

/// A device profile as YAML: read as UTF-8 the way the loader does, composed without anchors, decoded
/// into a profile, and a device built from what is accepted.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProfileYAML(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard case .success(let text) = UTF8Text.decode([UInt8](UnsafeBufferPointer(start: data, count: count))),
          let document = try? YAMLDocument.parse(text) else { return 0 }
    if case .success(let profile) = ProfileDecoder.decode(document) {
        _ = Device(profile: profile)
    }
    return 0
}
