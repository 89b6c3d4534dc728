import CheckoutCore

extension GatewayStore {
    /// What the HTTP side asks: the store's answer to a gateway call, with the faults in force for
    /// its merchant (a 5xx from a burst, recorded nowhere; a delayed answer).
    public nonisolated func respondWithFaults(to request: GatewayRequest) async throws -> GatewayResponse {
        try await respondWithFaults(to: GatewayCall(request))
    }

    nonisolated func respondWithFaults(to call: GatewayCall) async throws -> GatewayResponse {
        let faults = self.faults.quiet ? Self.noFaults : await self.faults.nextCall { call.routing?.merchantId }
        let answer = faults.serverError ? GatewayResponse.error(.internalServerError) : try await respond(to: call)
        if faults.delay > .zero { try? await Task.sleep(for: faults.delay) }
        return answer
    }

    /// What `Faults.nextCall` gives while no fault is on.
    private static let noFaults = (delay: Duration.zero, serverError: false)
}

extension GatewayStore {
    /// The same for a v2 call from `merchant`: a burst's 500 in v2's shape, recorded nowhere; a delay.
    nonisolated func respondWithFaults(to call: PhonePeV2Call, merchant: ServedMerchant, host: String?) async throws -> PhonePeV2Response {
        let faults = self.faults.quiet ? Self.noFaults : await self.faults.nextCall { merchant.merchantId }
        let answer = faults.serverError
            ? PhonePeV2Response(httpStatus: 500, body: ["code": "INTERNAL_SERVER_ERROR", "message": "A serverErrorBurst fault answered this call; nothing was recorded"])
            : try await respond(to: call, merchant: merchant, host: host)
        if faults.delay > .zero { try? await Task.sleep(for: faults.delay) }
        return answer
    }
}
