/// What a v2 endpoint answers: an HTTP status and a JSON body, in PhonePe's v2 shapes.
public struct PhonePeV2Response: Sendable, Equatable {
    public var httpStatus: Int
    public var body: JSONValue

    public init(httpStatus: Int, body: JSONValue) {
        self.httpStatus = httpStatus
        self.body = body
    }

    /// The identity manager's refusal (a wrong client, a token it does not take): PhonePe's SDKs read
    /// `errorCode` and `context` from it. `OIM000` is the one code PhonePe's documents show.
    static func authError(code: String, message: String, description: String) -> PhonePeV2Response {
        PhonePeV2Response(httpStatus: 401, body: [
            "code": .string(code), "errorCode": "OIM000", "message": .string(message),
            "context": ["error_description": .string(description)],
        ])
    }

    /// A request PhonePe would refuse before reading it further, naming the field at fault.
    static func badRequest(field: String, message: String) -> PhonePeV2Response {
        PhonePeV2Response(httpStatus: 400, body: [
            "code": "BAD_REQUEST", "message": .string(message), "context": ["field": .string(field)],
        ])
    }

    /// The answer for a path under a gateway prefix that checkout-sim does not simulate, so a client
    /// (PhonePe's SDKs too) reads why instead of an empty 404: PhonePe's error shape, with `data`
    /// (which v1 clients read) naming what is simulated.
    public static func notSimulated(method: String, path: String, v1Endpoints: [String]) -> PhonePeV2Response {
        let v2Endpoints = ["POST " + PhonePeOAuth.tokenPath] + PhonePeV2Checkout.endpoints.map { $0.method + " " + $0.pattern }
        let message = "checkout-sim does not simulate \(method) \(path). It simulates PhonePe's v1 endpoints "
            + "(\(v1Endpoints.joined(separator: ", "))) and v2's (\(v2Endpoints.joined(separator: ", ")))"
        return PhonePeV2Response(httpStatus: 404, body: [
            "success": false, "code": "NOT_SIMULATED", "message": .string(message),
            "data": [
                "method": .string(method), "path": .string(path),
                "simulated": ["v1": .array(v1Endpoints.map { .string($0) }), "v2": .array(v2Endpoints.map { .string($0) })],
            ],
        ])
    }
}
