import CheckoutCore

/// Which merchant a call belongs to: the path's merchant id on a status call, the payload's
/// `merchantId` on a POST. Anything unreadable goes to no merchant, and the core refuses it.
enum MerchantRouting {
    static func merchantId(of request: GatewayRequest) -> String? {
        if request.method == "GET" {
            let parts = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            // /pg/v1/status/{m}/{id}, /v3/transaction/{m}/{id}/status, /v3/recurring/auth/status/{m}/{id}
            switch parts.first {
            case "pg" where parts.count == 5: return parts[3]
            case "v3" where parts.count == 5 && parts[1] == "transaction": return parts[2]
            case "v3" where parts.count == 6 && parts[1] == "recurring": return parts[4]
            default: return nil
            }
        }
        guard case .success(let decoded) = Envelope.decode(request.body, key: "request") else { return nil }
        return decoded.json.objectValue?["merchantId"]?.stringValue
    }
}
