extension PhonePeGateway {
    /// `401 AUTHORIZATION_FAILED`, its message saying why when the gateway explains its refusals.
    func authorizationFailed(_ request: GatewayRequest, kind: ChecksumVerdict.Kind, base64: String, account: MerchantAccount) -> GatewayResponse {
        guard explainsRefusals else { return .error(.authorizationFailed) }
        let received = request.headers.filter { $0.name.lowercased() == "x-verify" }.map(\.value)
        return .error(.authorizationFailed, message: AuthorizationRefusal.message(
            kind: kind, received: received, base64: base64, path: request.path, saltKey: account.saltKey, saltIndex: account.saltIndex))
    }
}
