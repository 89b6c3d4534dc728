import CheckoutCore
import Hummingbird

/// The admin API for PhonePe v2, beside v1's `/_sim/transactions`: `/_sim/v2/orders` and
/// `/_sim/v2/refunds` list records; `/{merchantId}/{id}` shows one with what its status answers now
/// and its webhooks; an order's `outcome` and `act` change it while it waits for the customer;
/// `webhooks/resend` owes a decided record's latest webhook again. Same guard, same refusals.
enum V2AdminRoutes {
    static func add(to admin: RouterGroup<GatewayRequestContext>, store: GatewayStore) {
        for kind in PhonePeV2Order.Kind.allCases {
            let plural = "v2/\(kind.rawValue)s"
            admin.get(RouterPath(plural)) { request, _ in
                try await AdminRoutes.answer {
                    let query = request.uri.queryParameters
                    try AdminRoutes.allowQuery(["merchantId", "limit", "offset", "order", "state"], in: request)
                    let merchantId = query.get("merchantId")
                    let limit = try AdminRoutes.number(query.get("limit"), field: "limit", default: AdminRoutes.defaultLimit, in: 1...AdminRoutes.maxLimit)
                    let offset = try AdminRoutes.number(query.get("offset"), field: "offset", default: 0, in: 0...AdminRoutes.maxOffset)
                    let listing = try V2Listing(kind: kind, order: query.get("order"), states: query.get("state"))
                    let (total, page) = try await store.v2Records(merchantId: merchantId, limit: limit, offset: offset, listing: listing)
                    return [
                        "total": .int(Int64(total)), "offset": .int(Int64(offset)), "limit": .int(Int64(limit)),
                        "order": .string(listing.newestFirst ? "newest first" : "oldest first"), "\(kind.rawValue)s": .array(page.map(\.json)),
                    ]
                }
            }
            admin.get(RouterPath("\(plural)/:merchantId/:id")) { _, context in
                try await AdminRoutes.answer {
                    let (merchantId, id) = try ids(context, kind: kind)
                    return try await store.v2Record(kind: kind, merchantId: merchantId, id: id).json
                }
            }
            admin.post(RouterPath("\(plural)/:merchantId/:id/webhooks/resend")) { request, context in
                try await AdminRoutes.answer {
                    let (merchantId, id) = try ids(context, kind: kind)
                    try AdminRoutes.allow([], in: try await AdminRoutes.object(request))
                    return try await store.resendV2Webhook(kind: kind, merchantId: merchantId, id: id).json
                }
            }
        }
        admin.post("v2/orders/:merchantId/:id/outcome") { request, context in
            try await AdminRoutes.answer {
                let (merchantId, id) = try ids(context, kind: .order)
                let body = try await AdminRoutes.object(request)
                try AdminRoutes.allow(["outcome"], in: body)
                guard let text = body["outcome"]?.stringValue else {
                    throw AdminError.badRequest(field: "outcome", "must be a string: \(PhonePeOutcome.grammar)")
                }
                let outcome: PhonePeOutcome
                do { outcome = try PhonePeOutcome.parse(text) } catch {
                    throw AdminError.badRequest(field: "outcome", "\(error)".replacing("use --outcome ", with: "write "))
                }
                switch try await store.setV2Outcome(outcome, merchantId: merchantId, id: id) {
                case .preArmed:
                    return ["merchantId": .string(merchantId), "id": .string(id), "outcome": .string(outcome.description), "preArmed": true]
                case .changed(let order):
                    return order.json
                }
            }
        }
        admin.post("v2/orders/:merchantId/:id/act") { request, context in
            try await AdminRoutes.answer {
                let (merchantId, id) = try ids(context, kind: .order)
                let body = try await AdminRoutes.object(request)
                try AdminRoutes.allow(["action"], in: body)
                guard let action = body["action"]?.stringValue.flatMap(GatewayStore.V2Action.init(rawValue:)) else {
                    throw AdminError.badRequest(field: "action", "must be one of \(GatewayStore.V2Action.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return try await store.actOnOrder(action, merchantId: merchantId, id: id).json
            }
        }
    }

    private static func ids(_ context: GatewayRequestContext, kind: PhonePeV2Order.Kind) throws(AdminError) -> (String, String) {
        guard let merchantId = context.parameters.get("merchantId"), let id = context.parameters.get("id") else {
            throw AdminError.notFound("the path must name a merchant and an id: /_sim/v2/\(kind.rawValue)s/{merchantId}/{id}")
        }
        return (try PathIds.decoded(merchantId, field: "merchantId"), try PathIds.decoded(id, field: "id"))
    }
}
