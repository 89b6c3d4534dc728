/// The bodies Citcon sends back, shaped as the seed's CPayResult / CPayCheck tables name their fields.
public enum CitconResults {
    static let app = "citcon_upi"
    static let version = "v0.1.1"
    /// The simulated clock's origin in milliseconds (2026-01-01T00:00:00Z): the core reads no real clock.
    static let epochMillis: Int64 = 1_767_225_600_000

    /// `status` and `data` for the outcome; `status` is "success" when the request itself went through.
    static func body(outcome: CitconOutcome, transId: String, request: JSONValue, method: CitconMethod, at: Int) -> JSONValue {
        var data = JSONObject()
        let status: String
        switch outcome {
        case .code(let code):
            status = "fail"
            data.append("code", .string(code))
            data.append("message", .string(CitconOutcome.meaning(ofCode: code)))
        case .status(let charge):
            status = "success"
            let transaction = request["transaction"]
            data.append("id", .string(transId))
            data.append("object", "charge")
            data.append("reference", transaction?["reference"] ?? .null)
            data.append("amount", transaction?["amount"] ?? .null)
            // Wallets without capture leave these null, as the seed's samples show.
            data.append("amountCaptured", .null)
            data.append("amountRefunded", .null)
            data.append("currency", transaction?["currency"] ?? .null)
            data.append("country", transaction?["country"] ?? .null)
            data.append("autoCapture", false)
            data.append("status", .string(charge.rawValue))
            data.append("timeCreated", .int(epochMillis + Int64(at) * 1000))
            data.append("payment", ["method": request["payment"]?["method"] ?? .string(method.rawValue)])
        }
        return ["status": .string(status), "app": .string(app), "version": .string(version), "data": .object(data)]
    }

    /// The seed's rule: status == "success" and data.status == "succeeded". The samples' " succeeded"
    /// (leading space) is trimmed so a sloppy server does not turn a payment into a failure.
    public static func isPaid(_ body: JSONValue) -> Bool {
        let dataStatus = body["data"]?["status"]?.stringValue?.trimmingWhitespace()
        return body["status"]?.stringValue == "success" && dataStatus == "succeeded"
    }

    /// A Citcon-style transaction id derived from the reference and the seed (FNV-1a, so runs repeat).
    static func transId(reference: String, seed: UInt64) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
        var out = ""
        for round in 0..<2 {
            for byte in reference.utf8 + [UInt8(round)] {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            let hex = String(hash, radix: 16)
            out += String(repeating: "0", count: 16 - hex.count) + hex
        }
        return out
    }
}
