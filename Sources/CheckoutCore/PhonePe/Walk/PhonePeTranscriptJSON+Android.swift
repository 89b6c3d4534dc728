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
}
