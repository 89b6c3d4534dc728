/// The linter's checks on gateway responses and S2S callbacks.
extension Linter {
    mutating func response(_ object: JSONObject, endpoint: Endpoint?, isCallback: Bool) {
        switch object["success"] {
        case nil: error("success", "is required (a boolean)")
        case .bool?: break
        case let value?: error("success", "must be a boolean, got \(PayloadLinter.describe(value))")
        }
        switch object["code"] {
        case nil: error("code", "is required")
        case .string(let code)? where !ResponseFields.codes.contains(code):
            warn("code", "\"\(code)\" is not a documented code; a merchant server will not know how to treat it")
        case .string?: break
        case let value?: error("code", "must be a string, got \(PayloadLinter.describe(value))")
        }
        let data = object["data"]
        if let data, data.objectValue == nil, data != .null {
            error("data", "must be an object, got \(PayloadLinter.describe(data))")
        }
        if let data { amounts(in: data, field: "data") }
        if let fields = data?.objectValue { documentContradictions(in: fields, endpoint: endpoint, isCallback: isCallback) }
        if isCallback, endpoint == .mandate || PayloadLinter.isMandateData(data), data?.objectValue != nil {
            mandateCallback(data)
            failedMandateSaysSuccess(object, data: data)
        }
    }

    /// The seed's AUTH callback: `callbackType` AUTH (or SUBSCRIPTION for later changes) and the subscription's state.
    mutating func mandateCallback(_ data: JSONValue?) {
        switch data?["callbackType"] {
        case nil: error("data.callbackType", "is required in a mandate callback (AUTH or SUBSCRIPTION)")
        case .string(let type)? where ResponseFields.callbackTypes.contains(type): break
        case let value?: error("data.callbackType", "must be AUTH or SUBSCRIPTION, got \(PayloadLinter.describe(value))")
        }
        switch data?["subscriptionDetails"]?["state"] {
        case nil: error("data.subscriptionDetails.state", "is required in a mandate callback")
        case .string(let state)? where ResponseFields.subscriptionStates.contains(state): break
        case .string(let state)?: warn("data.subscriptionDetails.state", "\"\(state)\" is not a documented subscription state")
        case let value?: error("data.subscriptionDetails.state", "must be a string, got \(PayloadLinter.describe(value))")
        }
    }

    /// Every `amount` in the body, however deep (`data.transactionDetails.paymentModes[0].amount`).
    /// null is accepted: a PENNY_DROP mandate has no amount to report.
    mutating func amounts(in value: JSONValue, field: String) {
        switch value {
        case .object(let object):
            for member in object.members {
                let path = "\(field).\(member.key)"
                if member.key == "amount", member.value != .null {
                    amount(member.value, field: path, mustBePositive: false)
                } else {
                    amounts(in: member.value, field: path)
                }
            }
        case .array(let items):
            for (index, item) in items.enumerated() { amounts(in: item, field: "\(field)[\(index)]") }
        default:
            break
        }
    }
}
