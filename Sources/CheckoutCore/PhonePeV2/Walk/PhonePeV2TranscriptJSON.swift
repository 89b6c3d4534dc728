/// The `run --format json` object: v1's contract keys where they apply (`flow`, `visibleApps`,
/// `schemes`, `deviceContext`, `request`, `response`, `intent`, `return`, `statusChecks`,
/// `callback` (the order's final webhook), `result`, `errors`), and v2's own (`token`,
/// `startCheckout`, `handOff`, `completion`, `attemptWebhooks`…). Secrets are masked.
extension PhonePeV2Transcript {
    public var json: JSONValue {
        var object = JSONObject()
        object.append("flow", .string(flow.rawValue))
        object.append("profile", .string(profile.name))
        if let androidPage = page.android {
            // On Android the page and the pick are packages: every visible UPI app, not only the catalog's.
            object.append("platform", .string(profile.os.platform.rawValue))
            object.append("visibleApps", .array(androidPage.shown.map { .string($0.package) }))
            object.append("app", android.map { .string($0.package) } ?? (app == .phonepe ? .string(AndroidPackages.phonePe) : .null))
        } else {
            object.append("visibleApps", .array(page.visibleApps.map { .string($0.rawValue) }))
            object.append("app", app.map { .string($0.rawValue) } ?? .null)
        }
        object.append("amount", .int(options.amount))
        object.append("merchantOrderId", .string(options.effectiveMerchantOrderId))
        object.append("outcome", .string(options.outcome.description))
        object.append("userAction", .string((choice ?? options.userAction).rawValue))
        if let packages = device.packages {
            object.append("schemes", [])
            object.append("visibility", .array(packages.verdicts.map(DeviceSummary.json(verdict:))))
            object.append("chooser", .array((page.android?.chooser ?? []).map { .string($0.package) }))
        } else {
            object.append("schemes", .array(schemes.map(DeviceSummary.json(scheme:))))
        }
        object.append("deviceContext", deviceContext ?? .null)
        object.append("token", tokenCall.map(Self.json(exchange:)) ?? .null)
        object.append("request", orderCall.map(Self.json(request:)) ?? .null)
        object.append("response", orderCall.map { Self.json(response: $0.response) } ?? .null)
        if let start = startCheckout {
            object.append("startCheckout", [
                "merchantId": .string(start.merchantId), "orderId": .string(start.orderId), "token": .string(start.token),
                "appSchema": start.appSchema.map(JSONValue.string) ?? .null,
            ])
        }
        if flow == .intent {
            let url = handOff.flatMap { try? IntentURL.parse($0.url) }
            object.append("intent", handOff.map { handOff in
                [
                    "url": .string(handOff.url),
                    "params": .object(JSONObject((url?.parameters ?? []).map { JSONMember($0.name, .string($0.value)) })),
                    "defects": .array(url.map { IntentURLValidator.defects(in: $0).map { .string($0.description) } } ?? []),
                ]
            } ?? .null)
        }
        object.append("handOff", handOff.map { handOff in
            [
                "surface": .string(handOff.surface.rawValue), "url": .string(handOff.url),
                "openedApp": handOff.openedAppId.map(JSONValue.string) ?? .null, "failure": handOff.failure.map(JSONValue.string) ?? .null,
            ]
        } ?? .null)
        if let android {
            object.append("android", android.json)
            if let ending = android.ending { object.append("activityResult", ending.json(reading: android.reading)) }
        }
        object.append("return", returnStep.map { step in
            [
                "mode": .string(step.mode.rawValue), "at": step.at.map { .int(Int64($0)) } ?? .null,
                "url": step.url.map(JSONValue.string) ?? .null, "reason": .string(step.reason),
            ]
        } ?? .null)
        if let completion {
            object.append("completion", ["state": completion.state.map { .string($0.rawValue) } ?? .null, "meaning": .string(completion.meaning)])
        }
        object.append("statusChecks", .array(statusChecks.map { check in
            [
                "at": .int(Int64(check.at)), "method": .string(check.call.method), "path": .string(check.call.path),
                "query": .string(check.call.query), "headers": Self.json(headers: check.call.headers), "code": .string(check.code),
                "response": Self.json(response: check.call.response),
            ]
        }))
        object.append("callback", finalWebhook.map(Self.json(webhook:)) ?? .null)
        let attempts = webhooks.filter { $0.event.hasSuffix(".attempt.failed") }
        if !attempts.isEmpty { object.append("attemptWebhooks", .array(attempts.map(Self.json(webhook:)))) }
        if !tokenRefreshes.isEmpty {
            object.append("tokenRefreshes", .array(tokenRefreshes.map { ["at": .int(Int64($0.at)), "call": Self.json(exchange: $0.call)] }))
        }
        object.append("refund", refund.map { ["at": .int(Int64($0.at)), "request": Self.json(request: $0.call), "response": Self.json(response: $0.call.response)] } ?? .null)
        object.append("result", result.map { result in
            let state = ["COMPLETED", "FAILED", "PENDING"].contains(result.code) ? result.code : "NOT_STARTED"
            return [
                "code": .string(result.code), "state": .string(state), "errorCode": result.errorCode.map(JSONValue.string) ?? .null,
                "paid": .bool(result.paid), "summary": .string(result.summary),
            ]
        } ?? .null)
        object.append("notes", .array(notes.map(JSONValue.string)))
        object.append("errors", .array(errors.map { ["field": .string($0.field), "rule": .string($0.rule), "message": .string($0.description)] }))
        return .object(object)
    }

    static func json(exchange: PhonePeV2Exchange) -> JSONValue {
        ["request": json(request: exchange), "response": json(response: exchange.response)]
    }

    static func json(request: PhonePeV2Exchange) -> JSONValue {
        [
            "method": .string(request.method), "path": .string(request.path), "headers": json(headers: request.headers),
            "payload": request.payload ?? .null, "body": request.body.map(JSONValue.string) ?? .null,
        ]
    }

    static func json(response: PhonePeV2Response) -> JSONValue {
        ["httpStatus": .int(Int64(response.httpStatus)), "body": response.body]
    }

    static func json(headers: [HTTPHeader]) -> JSONValue {
        .object(JSONObject(headers.map { JSONMember($0.name, .string($0.value)) }))
    }

    static func json(webhook: PhonePeV2Delivery) -> JSONValue {
        [
            "at": .int(Int64(webhook.at)), "url": .string(webhook.url), "event": .string(webhook.event), "type": .string(webhook.type),
            "headers": json(headers: webhook.headers), "body": .string(webhook.body), "payload": webhook.payload,
            "verified": .bool(webhook.verified), "authorizationValid": .bool(webhook.authorizationValid), "orderMatches": .bool(webhook.orderMatches),
        ]
    }
}
