/// The gateway's answer: an HTTP status and a JSON body.
public struct GatewayResponse: Sendable, Equatable {
    public var httpStatus: Int
    public var body: JSONValue

    public init(httpStatus: Int, body: JSONValue) {
        self.httpStatus = httpStatus
        self.body = body
    }

    public var code: String { body["code"]?.stringValue ?? "" }
    public var success: Bool { body["success"]?.boolValue ?? false }

    public static func error(_ code: PhonePeErrorCode, message: String? = nil) -> GatewayResponse {
        failure(code.rawValue, message: message ?? code.message, httpStatus: code.httpStatus)
    }

    public static func failure(_ code: String, message: String, httpStatus: Int) -> GatewayResponse {
        GatewayResponse(httpStatus: httpStatus, body: ["success": false, "code": .string(code), "message": .string(message)])
    }
}
