import CheckoutCore

extension GatewayStore {
    /// What the HTTP side asks: the store's answer to a gateway call, with the faults in force for
    /// its merchant (a 5xx from a burst, recorded nowhere; a delayed answer).
    public nonisolated func respondWithFaults(to request: GatewayRequest) async throws -> GatewayResponse {
        try await respondWithFaults(to: GatewayCall(request))
    }

    nonisolated func respondWithFaults(to call: GatewayCall) async throws -> GatewayResponse {
        let faults = await self.faults.nextCall { call.routing?.merchantId }
        let answer = faults.serverError ? GatewayResponse.error(.internalServerError) : try await respond(to: call)
        if faults.delay > .zero { try? await Task.sleep(for: faults.delay) }
        return answer
    }
}
