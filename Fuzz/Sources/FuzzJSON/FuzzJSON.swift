import CheckoutCore

/// The strict JSON parser on any bytes; what it accepts must survive the compact writer and parse back
/// equal. The outline the gateway reads payloads through must accept exactly the same, with the
/// parser's error or the parser's values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: count))
    let outlined = Result { () throws(JSONSyntaxError) in try JSONOutline.read(bytes) }
    let parsed = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes) }
    switch (parsed, outlined) {
    case (.failure(let parserError), .failure(let outlineError)):
        precondition(parserError == outlineError, "the outline's error differs: \(outlineError) against \(parserError)")
    case (.success(.object(let object)), .success(let outline?)):
        precondition(outline.root.description == JSONOutline(object).root.description, "the outline reads other values")
    case (.success(let value), .success(nil)):
        precondition(value.objectValue == nil, "the outline missed an object")
    default:
        fatalError("the outline and the parser disagree on whether this is JSON")
    }
    guard case .success(let value) = parsed else { return 0 }
    let written = JSONWriter.compact(value)
    guard let reparsed = try? JSONParser.parse(written) else {
        fatalError("the compact writer's output does not parse: \(String(decoding: written, as: UTF8.self))")
    }
    precondition(JSONWriter.compact(reparsed) == written, "writing is not stable across a round trip")
    _ = JSONWriter.pretty(value)
    return 0
}
