import CheckoutCore

/// The strict JSON parser on any bytes; what it accepts must survive the compact writer and parse back
/// equal. The outline the gateway reads payloads through must accept exactly the same, with the
/// parser's error or the parser's values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: count))
    let value: JSONValue
    do {
        value = try JSONParser.parse(bytes)
    } catch {
        do {
            _ = try JSONOutline.read(bytes)
            fatalError("the outline accepts what the parser refuses: \(error)")
        } catch let outlineError {
            precondition(outlineError == error, "the outline's error differs: \(outlineError) against \(error)")
        }
        return 0
    }
    guard let outline = try? JSONOutline.read(bytes) else {
        precondition(value.objectValue == nil, "the outline refuses or misses an object the parser accepts")
        return 0
    }
    guard case .object(let object) = value else { fatalError("the outline read something that is no object") }
    precondition(outline.root.description == JSONOutline(object).root.description, "the outline reads other values")
    let written = JSONWriter.compact(value)
    guard let reparsed = try? JSONParser.parse(written) else {
        fatalError("the compact writer's output does not parse: \(String(decoding: written, as: UTF8.self))")
    }
    precondition(JSONWriter.compact(reparsed) == written, "writing is not stable across a round trip")
    _ = JSONWriter.pretty(value)
    return 0
}
