/// The JSON transcript's Android members: what `startActivity` did and what came back.
extension PhonePeTranscript {
    static func json(android: PhonePeAndroidStep) -> JSONValue {
        let start: JSONValue
        switch android.start {
        case .opened(let package)?: start = ["opened": .string(package)]
        case .chooser(let packages)?: start = ["chooser": .array(packages.map(JSONValue.string))]
        case .notFound(let reason)?: start = ["notFound": .string(reason)]
        case nil: start = .null
        }
        return [
            "package": android.package.map(JSONValue.string) ?? .null,
            "explicit": .bool(android.chooser == nil),
            "startActivity": start,
            "pickedInChooser": .bool(android.choseInChooser),
        ]
    }

    static func json(ending: UPIActivityReturn, reading: UPIResultReading?) -> JSONValue {
        var object = JSONObject()
        object.append("ending", .string(ending.name))
        if let result = ending.result {
            object.append("resultCode", .int(Int64(result.resultCode)))
            object.append("data", result.extras.isEmpty
                ? .null : .object(JSONObject(result.extras.map { JSONMember($0.name, .string($0.value)) })))
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
