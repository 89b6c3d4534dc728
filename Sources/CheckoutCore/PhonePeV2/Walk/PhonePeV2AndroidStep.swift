/// What a v2 walk on Android adds: the package started (PhonePe for the SDK, `targetApp` for the
/// intent), what `startActivity` did, and what came back to `onActivityResult` with the merchant
/// app's reading of it.
public struct PhonePeV2AndroidStep: Sendable, Equatable {
    public var package: String
    public var start: ActivityStart
    public var ending: UPIActivityReturn?
    public var reading: UPIResultReading?

    var json: JSONValue {
        let start: JSONValue
        switch self.start {
        case .opened(let package): start = ["opened": .string(package)]
        case .chooser(let packages): start = ["chooser": .array(packages.map(JSONValue.string))]
        case .notFound(let reason): start = ["notFound": .string(reason)]
        }
        return [
            "package": .string(package), "startActivity": start,
            "activityResult": ending.map { $0.json(reading: reading) } ?? .null,
        ]
    }
}
