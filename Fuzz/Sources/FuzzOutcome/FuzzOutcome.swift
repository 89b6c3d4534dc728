import CheckoutCore

/// An outcome as `--outcome`, the admin API, a merchants file or a scenario gives it: refused, or a
/// script within the bounds whose own text reads back as the same script.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOutcome(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    guard let script = try? PhonePeOutcome.parse(text) else { return 0 }
    precondition(script.steps.count <= PhonePeOutcome.maxSteps)
    precondition(script.nonFinalAnswerCount <= PhonePeOutcome.maxNonFinalAnswers)
    precondition(script.nonFinalCodes.count == script.nonFinalAnswerCount)
    precondition((try? PhonePeOutcome.parse(script.description)) == script)
    return 0
}
