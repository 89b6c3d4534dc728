import CheckoutReplay

/// A scenario file's bytes through the scenario parser (YAML with anchors refused, then every rule).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = ScenarioParser.parse(bytes: [UInt8](UnsafeBufferPointer(start: data, count: count)), file: "fuzz.yaml")
    return 0
}
