extension JSONValue {
    /// The value at a path of object keys and array indices; `*` gives the array of each element's
    /// value (absent ones as null). What a replay's expectation and a recorded scenario's facts read.
    public func value(at path: [String]) -> JSONValue? { value(at: path[...]) }

    /// Concrete, not generic over the path's collection: called across modules for every expectation
    /// of every replayed case, where an unspecialised generic is several times slower.
    public func value(at path: ArraySlice<String>) -> JSONValue? {
        guard let segment = path.first else { return self }
        let rest = path.dropFirst()
        switch self {
        case .object(let object):
            return object[segment]?.value(at: rest)
        case .array(let items):
            if segment == "*" { return .array(items.map { $0.value(at: rest) ?? .null }) }
            guard let index = Int(segment), items.indices.contains(index) else { return nil }
            return items[index].value(at: rest)
        default:
            return nil
        }
    }
}
