/// The `run --format json` object. Its top-level keys are a contract (SPEC §5): `flow`, `visibleApps`,
/// `schemes`, `deviceContext`, `request`, `response`, `intent`, `return`, `statusChecks`, `callback`,
/// `result`, `errors`; others may be added.
extension PhonePeTranscript {
    public var json: JSONValue { json(keys: nil) }

    /// Only the top-level `keys` (all when nil), in the same order and with the same values as the
    /// whole object: a replay that checks two paths need not build the scheme table or every header.
    public func json(keys wanted: Set<String>?) -> JSONValue {
        var object = JSONObject()
        func add(_ key: String, _ value: @autoclosure () -> JSONValue?) {
            guard wanted?.contains(key) ?? true, let value = value() else { return }
            object.append(key, value)
        }
        add("flow", .string(flow.rawValue))
        add("profile", .string(profile.name))
        add("platform", device.packages == nil ? nil : .string(profile.os.platform.rawValue))
        if let androidPage = page.android {
            // On Android the page and the pick are packages: every visible UPI app, not only the catalog's.
            add("visibleApps", .array(androidPage.shown.map { .string($0.package) }))
            add("app", android?.package.map(JSONValue.string) ?? .null)
        } else {
            add("visibleApps", .array(page.visibleApps.map { .string($0.rawValue) }))
            add("app", app.map { .string($0.rawValue) } ?? .null)
        }
        add("amount", options.effectiveAmount.map(JSONValue.int) ?? .null)
        add("outcome", .string(options.outcome.description))
        add("schemes", device.packages == nil ? .array(schemes.map(DeviceSummary.json(scheme:))) : [])
        add("visibility", device.packages.map { .array($0.verdicts.map(DeviceSummary.json(verdict:))) })
        add("chooser", page.android.map { .array($0.chooser.map { .string($0.package) }) })
        add("deviceContext", request?.payload["deviceContext"] ?? .null)
        add("request", request.map(Self.json(request:)) ?? .null)
        add("sdkRequest", sdkRequest.map { sdkRequest in
            [
                "base64EncodedBody": .string(sdkRequest.base64EncodedBody), "apiEndPoint": .string(sdkRequest.apiEndPoint),
                "checksum": .string(sdkRequest.checksum), "headers": Self.json(headers: sdkRequest.headers),
            ]
        })
        add("response", response.map(Self.json(response:)) ?? .null)
        add("intent", intent.map { step in
            [
                "url": .string(step.text),
                "params": .object(JSONObject((step.url?.parameters ?? []).map { JSONMember($0.name, .string($0.value)) })),
                "defects": .array(step.defects.map(JSONValue.string)),
            ]
        } ?? .null)
        add("webRedirectURL", webRedirectURL.map(JSONValue.string))
        add("handOff", handOff.map { handOff in
            [
                "url": .string(handOff.url), "openedApp": handOff.openedAppId.map(JSONValue.string) ?? .null,
                "failure": handOff.failure.map(JSONValue.string) ?? .null,
            ]
        } ?? .null)
        add("android", android.map(Self.json(android:)))
        add("activityResult", android.flatMap { step in step.ending.map { $0.json(reading: step.reading) } })
        add("return", returnStep.map { step in
            ["mode": .string(step.mode.rawValue), "url": step.url.map(JSONValue.string) ?? .null, "reason": .string(step.reason)]
        } ?? .null)
        add("sdkResult", sdkResult.map { sdkResult in
            [
                "completionCalled": .bool(sdkResult.completionCalled), "successful": .bool(sdkResult.successful),
                "meaning": .string(sdkResult.meaning),
            ]
        })
        add("statusChecks", .array(statusChecks.map { check in
            [
                "at": .int(Int64(check.at)), "method": .string(check.method), "path": .string(check.path),
                "headers": Self.json(headers: check.headers), "code": .string(check.code),
                "response": Self.json(response: check.response),
            ]
        }))
        add("callback", callback.map(Self.json(callback:)) ?? .null)
        add("refund", refund.map { ["request": Self.json(request: $0.request), "response": Self.json(response: $0.response)] } ?? .null)
        add("result", result.map { ["code": .string($0.code), "state": .string($0.state.rawValue), "summary": .string($0.summary)] } ?? .null)
        add("notes", .array(notes.map(JSONValue.string)))
        add("errors", .array(errors.map { ["field": .string($0.field), "rule": .string($0.rule), "message": .string($0.description)] }))
        return .object(object)
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

    static func json(callback: PhonePeCallback) -> JSONValue {
        [
            "at": .int(Int64(callback.at)), "url": .string(callback.request.path), "body": .string(callback.request.body),
            "headers": json(headers: callback.request.headers), "payload": callback.check.payload ?? .null,
            "verified": .bool(callback.check.verified), "checksumValid": .bool(callback.check.checksumValid),
            "amountMatches": callback.check.amountMatches.map(JSONValue.bool) ?? .null,
            "problems": .array(callback.check.problems.map(JSONValue.string)),
        ]
    }
}
