import CheckoutCore

/// The strict JSON parser on any bytes; what it accepts must survive the compact writer and parse back equal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: count))
    guard let value = try? JSONParser.parse(bytes) else { return 0 }
    let written = JSONWriter.compact(value)
    guard let reparsed = try? JSONParser.parse(written) else {
        fatalError("the compact writer's output does not parse: \(String(decoding: written, as: UTF8.self))")
    }
    precondition(JSONWriter.compact(reparsed) == written, "writing is not stable across a round trip")
    _ = JSONWriter.pretty(value)
    return 0
}
