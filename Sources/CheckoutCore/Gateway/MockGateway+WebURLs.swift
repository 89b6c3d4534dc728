/// The URLs a pay or refund call hands the gateway, to call back (`X-CALLBACK-URL`, `callbackUrl`)
/// or to send the customer's browser to (`redirectUrl`): each is checked where it enters, so that a
/// payment never keeps one the server cannot call or a browser should not follow.
extension PhonePeGateway {
    static let urlFields = ["X-CALLBACK-URL", "callbackUrl", "redirectUrl"]

    /// BAD_REQUEST naming the first URL field that is not a `WebURL`, or nil when all given are.
    static func urlRefusal(_ request: GatewayRequest, payload: JSONOutline.Value) -> GatewayResponse? {
        for field in urlFields {
            let given = field == "X-CALLBACK-URL" ? request.headers[field] : payload[field]?.stringValue
            guard let given, let problem = WebURL.problem(in: given) else { continue }
            return .error(.badRequest, message: "\(field) \(problem): it must be \(WebURL.rule)")
        }
        return nil
    }
}
