import CheckoutCore

/// Why the admin API refused a call: answered with its HTTP status and a JSON message naming the
/// field at fault, if one is.
public struct AdminError: Error, Sendable, Equatable {
    public var httpStatus: Int
    public var field: String?
    public var message: String

    static func badRequest(field: String, _ rule: String) -> AdminError {
        AdminError(httpStatus: 400, field: field, message: "\(field) \(rule)")
    }

    static func notFound(_ message: String) -> AdminError { AdminError(httpStatus: 404, field: nil, message: message) }

    static func conflict(_ message: String) -> AdminError { AdminError(httpStatus: 409, field: nil, message: message) }

    var json: JSONValue {
        var object: JSONObject = ["error": .string(message)]
        if let field { object["field"] = .string(field) }
        return .object(object)
    }
}
