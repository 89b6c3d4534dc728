/// The merchant app's reading of an `onActivityResult`, done the way robust apps do it: field names and
/// `Status` compared case-insensitively, the `response` string first and the separate extras for what it
/// lacks, every missing field said. Whatever it reads, it proves nothing: only the server's status does.
public struct UPIResultReading: Sendable, Equatable {
    /// What `Status` says; nil when it is missing or a word no app uses.
    public var status: UPIResultStatus?
    public var fields: [UPIExtra]
    /// What a careful app notices: missing fields, an unknown status, a reference not its own.
    public var problems: [String]
    /// What the app would tell the user, in a line.
    public var summary: String

    /// Said under every reading: the client result is a hint, never the verdict.
    public static let provesNothing =
        "this result proves nothing: anyone can craft it, and an app may say Submitted or Success before the bank decides; "
        + "the merchant app must ask its server, which decides on the status check and the S2S callback"

    /// The fields a reading looks for, in the order transcripts list them.
    public static let fieldNames = ["Status", "responseCode", "txnId", "txnRef", "ApprovalRefNo"]

    /// Reads what reached `onActivityResult` (nil: nothing did); `txnRef` is the merchant's own reference.
    public init(_ ending: UPIActivityReturn, txnRef expected: String) {
        guard let result = ending.result else {
            status = nil
            fields = []
            problems = []
            summary = "no result: the merchant app's process was killed while the UPI app was in front, so onActivityResult never ran"
            return
        }
        guard result.resultCode == UPIActivityResult.resultOK else {
            status = nil
            fields = []
            problems = result.extras.isEmpty ? [] : ["a cancelled result carries extras; a careful app ignores them"]
            summary = "\(result.resultCodeName) with no data: the user came back without a result; the payment may still complete"
            return
        }
        var found: [UPIExtra] = []
        let response = Self.extra("response", in: result.extras).map(Self.pairs(in:)) ?? []
        for name in Self.fieldNames {
            if let value = Self.extra(name, in: response) ?? Self.extra(name, in: result.extras), !value.isEmpty {
                found.append(UPIExtra(name, value))
            }
        }
        var problems: [String] = []
        if Self.extra("response", in: result.extras) == nil { problems.append("no response extra: the fields were read from the separate extras") }
        for name in Self.fieldNames where !found.contains(where: { $0.name == name }) {
            // A failed payment has no approval reference; that is not worth a warning.
            if name == "ApprovalRefNo" { continue }
            problems.append("\(name) is missing")
        }
        let statusText = Self.extra("Status", in: found)
        let status = statusText.flatMap(Self.status(of:))
        if let statusText, status == nil { problems.append("Status \"\(statusText)\" is no word a UPI app uses") }
        if let txnRef = Self.extra("txnRef", in: found), txnRef != expected {
            problems.append("txnRef \(txnRef) is not this payment's reference \(expected)")
        }
        self.status = status
        fields = found
        self.problems = problems
        let code = Self.extra("responseCode", in: found)
        let codeText = code.map { code in UPIResponseCode(caseInsensitive: code).map { "\(code), \($0.meaning)" } ?? code } ?? "no code"
        switch status {
        case .success?: summary = "the UPI app says the payment succeeded (\(codeText))"
        case .submitted?: summary = "the UPI app says the payment was submitted, not final (\(codeText))"
        case .failure?: summary = "the UPI app says the payment failed (\(codeText))"
        case nil: summary = "the UPI app's result cannot be read (\(codeText))"
        }
    }

    /// `Status` in any app's spelling.
    static func status(of text: String) -> UPIResultStatus? {
        switch text.lowercased() {
        case "success", "succeeded", "successful": return .success
        case "submitted", "pending", "deemed": return .submitted
        case "failure", "failed", "fail", "declined": return .failure
        default: return nil
        }
    }

    /// `a=1&b=2` as pairs; a part without `=` is a name with an empty value.
    static func pairs(in response: String) -> [UPIExtra] {
        response.split(separator: "&").map { part in
            let halves = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return UPIExtra(String(halves[0]), halves.count > 1 ? String(halves[1]) : "")
        }
    }

    /// The first extra named `name`, ignoring case, as apps' spellings differ.
    static func extra(_ name: String, in extras: [UPIExtra]) -> String? {
        extras.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
