/// The payment API's error answers: `{code, message, context}`, as PhonePe's SDKs read them.
extension PhonePeV2Response {
    static func badRequest(_ problem: PhonePeV2Rules.Problem) -> PhonePeV2Response {
        badRequest(field: problem.field, message: problem.message)
    }

    static func notFound(code: String, message: String, context: JSONObject) -> PhonePeV2Response {
        PhonePeV2Response(httpStatus: 404, body: ["code": .string(code), "message": .string(message), "context": .object(context)])
    }

    static func serverError() -> PhonePeV2Response {
        PhonePeV2Response(httpStatus: 500, body: [
            "code": "INTERNAL_SERVER_ERROR", "message": "The gateway failed to answer, as this order's outcome says: ask again",
        ])
    }
}
