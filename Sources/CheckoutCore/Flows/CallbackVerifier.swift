/// The merchant server's checks on a server-to-server callback: the `X-VERIFY`, then the amount
/// against what it charged (PhonePe tells merchants to do both).
public struct CallbackCheck: Sendable, Equatable {
    public var payload: JSONValue?
    public var checksumValid: Bool
    /// nil when the payload carries no amount to compare (a PENNY_DROP mandate).
    public var amountMatches: Bool?
    public var problems: [String]

    public var verified: Bool { checksumValid && amountMatches != false && payload != nil }
}

public enum CallbackVerifier {
    public static func check(_ request: GatewayRequest, merchant: PhonePeMerchant, expectedAmount: Int64?) -> CallbackCheck {
        let decoded: Envelope.Decoded
        switch Envelope.decode(request.body, key: "response") {
        case .success(let value): decoded = value
        case .failure(let problem):
            return CallbackCheck(payload: nil, checksumValid: false, amountMatches: nil, problems: [problem.description])
        }
        var problems: [String] = []
        let received = request.headers["X-VERIFY"]
        let checksumValid = Checksum.callbackMatches(
            received, base64Response: decoded.base64, saltKey: merchant.saltKey, saltIndex: merchant.saltIndex)
        if received == nil {
            problems.append("no X-VERIFY header: treat the callback as forged")
        } else if !checksumValid {
            problems.append("X-VERIFY does not match sha256(response + saltKey) + \"###\" + saltIndex: treat the callback as forged")
        }
        let data = decoded.json["data"]
        let amount = data?["amount"]?.intValue ?? data?["transactionDetails"]?["amount"]?.intValue
        var amountMatches: Bool?
        if let expectedAmount {
            amountMatches = amount == expectedAmount
            if amount != expectedAmount {
                problems.append("amount \(amount.map(String.init) ?? "missing") differs from the \(expectedAmount) paise charged")
            }
        }
        return CallbackCheck(payload: decoded.json, checksumValid: checksumValid, amountMatches: amountMatches, problems: problems)
    }
}
