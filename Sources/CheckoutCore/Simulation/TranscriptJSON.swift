/// The `run --format json` object. Its top-level keys are a contract (SPEC §5): `flow`, `visibleApps`,
/// `schemes`, `deviceContext`, `request`, `response`, `intent`, `return`, `statusChecks`, `callback`,
/// `result`, `errors`; others may be added.
extension Transcript {
    public var json: JSONValue {
        var object: JSONObject = [
            "flow": .string(flow.rawValue),
            "profile": .string(profile.name),
            "visibleApps": .array(page.visibleApps.map { .string($0.rawValue) }),
            "app": app.map { .string($0.rawValue) } ?? .null,
            "amount": options.effectiveAmount.map(JSONValue.int) ?? .null,
            "outcome": .string(options.outcome.description),
            "schemes": .array(schemes.map(Self.json(scheme:))),
        ]
        object["deviceContext"] = request?.payload["deviceContext"] ?? .null
        object["request"] = request.map(Self.json(request:)) ?? .null
        if let sdkRequest {
            object["sdkRequest"] = [
                "base64EncodedBody": .string(sdkRequest.base64EncodedBody), "apiEndPoint": .string(sdkRequest.apiEndPoint),
                "checksum": .string(sdkRequest.checksum), "headers": Self.json(headers: sdkRequest.headers),
            ]
        }
        object["response"] = response.map(Self.json(response:)) ?? .null
        object["intent"] = intent.map { step in
            [
                "url": .string(step.text),
                "params": .object(JSONObject((step.url?.parameters ?? []).map { JSONMember($0.name, .string($0.value)) })),
                "defects": .array(step.defects.map(JSONValue.string)),
            ]
        } ?? .null
        if let webRedirectURL { object["webRedirectURL"] = .string(webRedirectURL) }
        object["handOff"] = handOff.map { handOff in
            [
                "url": .string(handOff.url), "openedApp": handOff.openedAppId.map(JSONValue.string) ?? .null,
                "failure": handOff.failure.map(JSONValue.string) ?? .null,
            ]
        } ?? .null
        object["return"] = returnStep.map { step in
            ["mode": .string(step.mode), "url": step.url.map(JSONValue.string) ?? .null, "reason": .string(step.reason)]
        } ?? .null
        if let sdkResult {
            object["sdkResult"] = [
                "completionCalled": .bool(sdkResult.completionCalled), "successful": .bool(sdkResult.successful),
                "meaning": .string(sdkResult.meaning),
            ]
        }
        object["statusChecks"] = .array(statusChecks.map { check in
            [
                "at": .int(Int64(check.at)), "method": .string(check.method), "path": .string(check.path),
                "headers": Self.json(headers: check.headers), "code": .string(check.code),
                "response": Self.json(response: check.response),
            ]
        })
        object["callback"] = callback.map(Self.json(callback:)) ?? .null
        object["refund"] = refund.map { ["request": Self.json(request: $0.request), "response": Self.json(response: $0.response)] } ?? .null
        object["result"] = result.map { ["code": .string($0.code), "state": .string($0.state), "summary": .string($0.summary)] } ?? .null
        object["notes"] = .array(notes.map(JSONValue.string))
        object["errors"] = .array(errors.map { ["field": .string($0.field), "rule": .string($0.rule), "message": .string($0.description)] })
        return .object(object)
    }

    static func json(scheme: SchemeStatus) -> JSONValue {
        [
            "scheme": .string(scheme.scheme), "declared": .bool(scheme.declared),
            "declaredPosition": scheme.declaredPosition.map { .int(Int64($0)) } ?? .null,
            "registeredBy": .array(scheme.registeredBy.map(JSONValue.string)), "canOpen": .bool(scheme.canOpen),
            "reason": .string(scheme.reason),
        ]
    }

    static func json(request: SignedRequest) -> JSONValue {
        [
            "method": .string(request.method), "path": .string(request.path), "payload": request.payload,
            "base64": .string(request.base64), "body": .string(request.body), "headers": json(headers: request.headers),
            "hashedInput": .string(request.hashedInput),
        ]
    }

    static func json(response: GatewayResponse) -> JSONValue {
        ["httpStatus": .int(Int64(response.httpStatus)), "body": response.body]
    }

    static func json(headers: [HTTPHeader]) -> JSONValue {
        .object(JSONObject(headers.map { JSONMember($0.name, .string($0.value)) }))
    }

    static func json(callback: CallbackDelivery) -> JSONValue {
        [
            "at": .int(Int64(callback.at)), "url": .string(callback.request.path), "body": .string(callback.request.body),
            "headers": json(headers: callback.request.headers), "payload": callback.check.payload ?? .null,
            "verified": .bool(callback.check.verified), "checksumValid": .bool(callback.check.checksumValid),
            "amountMatches": callback.check.amountMatches.map(JSONValue.bool) ?? .null,
            "problems": .array(callback.check.problems.map(JSONValue.string)),
        ]
    }
}
