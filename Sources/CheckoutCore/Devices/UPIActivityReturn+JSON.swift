/// What reached `onActivityResult` and the merchant app's reading of it, as every provider's JSON
/// transcript writes it.
extension UPIActivityReturn {
    public func json(reading: UPIResultReading?) -> JSONValue {
        var object = JSONObject()
        object.append("ending", .string(name))
        if let result {
            object.append("resultCode", .int(Int64(result.resultCode)))
            object.append("data", result.extras.isEmpty ? .null : .object(JSONObject(result.extras.map { JSONMember($0.name, .string($0.value)) })))
        } else {
            object.append("resultCode", .null)
            object.append("data", .null)
        }
        if let reading {
            object.append("read", .object(JSONObject(reading.fields.map { JSONMember($0.name, .string($0.value)) })))
            object.append("status", reading.status.map { .string($0.rawValue) } ?? .null)
            object.append("problems", .array(reading.problems.map(JSONValue.string)))
            object.append("summary", .string(reading.summary))
        }
        object.append("provesNothing", .string(UPIResultReading.provesNothing))
        return .object(object)
    }
}
