import CheckoutCore
import Hummingbird

/// `/_sim/faults`: GET shows the faults in force, POST turns some on or off (the fields given, for
/// all merchants or, with `merchantId`, for one), DELETE turns them all off (`?merchantId=` for one
/// merchant's own).
enum FaultRoutes {
    static func add(to admin: RouterGroup<GatewayRequestContext>, store: GatewayStore) {
        admin.get("faults") { _, _ in
            try await AdminRoutes.answer { await store.faults.json }
        }
        admin.post("faults") { request, _ in
            try await AdminRoutes.answer {
                let body = try await AdminRoutes.object(request, requiredLike: #"{"delayMs":500}"#)
                let merchantId = try await merchant(body["merchantId"], store: store)
                let settings = try await store.faults.own(merchantId: merchantId).updated(by: body)
                await store.faults.set(settings, merchantId: merchantId)
                return await store.faults.json
            }
        }
        admin.delete("faults") { request, _ in
            try await AdminRoutes.answer {
                try AdminRoutes.allowQuery(["merchantId"], in: request)
                let merchantId = try await merchant(request.uri.queryParameters.get("merchantId").map(JSONValue.string), store: store)
                await store.faults.clear(merchantId: merchantId)
                return await store.faults.json
            }
        }
    }

    /// The merchant a fault call names, which must be served; nil for all merchants.
    private static func merchant(_ value: JSONValue?, store: GatewayStore) async throws -> String? {
        guard let value, value != .null else { return nil }
        guard let merchantId = value.stringValue else { throw AdminError.badRequest(field: "merchantId", "must be a string") }
        return try await store.known(merchantId).merchantId
    }
}
