import CheckoutCore

extension GatewayStore {
    /// What the HTTP side asks: the store's answer to a gateway call, with the faults in force for
    /// its merchant (a 5xx from a burst, recorded nowhere; a delayed answer).
    public nonisolated func respondWithFaults(to request: GatewayRequest) async throws -> GatewayResponse {
        let call = await faults.nextCall { MerchantRouting(request)?.merchantId }
        let answer = call.serverError ? GatewayResponse.error(.internalServerError) : try await respond(to: request)
        if call.delay > .zero { try? await Task.sleep(for: call.delay) }
        return answer
    }
}
