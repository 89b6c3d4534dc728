/// The `run --flow citcon --format json` object, with SPEC §5's contract keys where they apply:
/// `visibleApps` holds the usable methods, `request.payload` the CPayRequest, `result` the decision.
extension CitconTranscript {
    public var json: JSONValue {
        var object = JSONObject()
        object.append("flow", "citcon")
        object.append("profile", .string(profile.name))
        object.append("visibleApps", .array(usableMethods.map { .string($0.rawValue) }))
        object.append("method", .string(options.methodName))
        object.append("amount", .int(options.amount))
        object.append("outcome", .string(options.outcome.description))
        object.append("order", .string(options.order.rawValue))
        object.append("schemes", .array(schemes.map(DeviceSummary.json(scheme:))))
        // Citcon has no deviceContext: the SDK inspects the device itself.
        object.append("deviceContext", .null)
        object.append("citcon", setupJSON)
        object.append("wallets", .array(wallets.map { wallet in
            [
                "method": .string(wallet.method.rawValue), "usable": .bool(wallet.usable),
                "surface": wallet.surface.map { .string($0.description) } ?? .null, "reason": .string(wallet.reason),
            ]
        }))
        object.append("request", request.map { payload in
            ["method": "requestOrder", "path": "CPayManager.requestOrder", "payload": payload, "base64": .null, "headers": .object(JSONObject())]
        } ?? .null)
        object.append("response", .null)
        object.append("intent", .null)
        object.append("handOff", handOff.map { handOff in
            [
                "surface": .string(handOff.surface.description), "openedScheme": handOff.openedScheme.map(JSONValue.string) ?? .null,
                "description": .string(handOff.description),
            ]
        } ?? .null)
        object.append("return", returnStep.map { step in
            [
                "mode": .string(step.mode.rawValue), "url": step.url.map(JSONValue.string) ?? .null,
                "forwardedToSDK": .bool(step.forwardedToSDK), "reason": .string(step.reason),
            ]
        } ?? .null)
        object.append("clientResults", .array(clientResults.map { result in
            ["kind": .string(result.kind.rawValue), "at": .int(Int64(result.at)), "body": result.body]
        }))
        object.append("statusChecks", .array(inquiries.map { inquiry in
            [
                "at": .int(Int64(inquiry.at)), "method": "inquireOrder", "path": .string(inquiry.transId), "headers": .object(JSONObject()),
                "code": inquiry.body["data"]?["status"] ?? .null, "response": inquiry.body,
            ]
        }))
        object.append("callback", ipn.map { ipn in
            [
                "at": .int(Int64(ipn.at)), "url": .string(ipn.url), "body": .string(JSONWriter.compactString(ipn.body)),
                "headers": ["Content-Type": "application/json"], "payload": ipn.body, "verified": .bool(ipn.verified),
                "problems": .array(ipn.problems.map(JSONValue.string)),
            ]
        } ?? .null)
        object.append("result", result.map { result in
            [
                "code": .string(result.code), "state": .string(result.state), "paid": .bool(result.paid),
                "decidedBy": .string(result.decidedBy), "summary": .string(result.summary),
            ]
        } ?? .null)
        object.append("notes", .array(notes.map(JSONValue.string)))
        object.append("errors", .array(errors.map { ["field": .string($0.field), "rule": .string($0.rule), "message": .string($0.description)] }))
        return .object(object)
    }

    private var setupJSON: JSONValue {
        let setup = profile.citcon ?? CitconSetup()
        return [
            "environment": .string(environment.rawValue),
            "accessTokenSet": .bool(setup.accessTokens[environment] != nil),
            "scheme": CPayRequestBuilder.scheme(options: options, profile: profile).map(JSONValue.string) ?? .null,
            "universalLink": CPayRequestBuilder.universalLink(options: options, profile: profile).map(JSONValue.string) ?? .null,
            "handleUrl": .bool(setup.forwardsHandleUrl), "handleScene": .bool(setup.forwardsHandleScene),
            "handleUniversalLink": .bool(setup.forwardsHandleUniversalLink),
        ]
    }
}
