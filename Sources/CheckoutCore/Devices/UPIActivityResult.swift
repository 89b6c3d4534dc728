/// What a UPI app hands back to the merchant app's `onActivityResult` on Android, or nothing at all.
/// Shared by every flow that starts a UPI app for a result (PhonePe v1 and v2 alike).
public enum UPIActivityReturn: Sendable, Equatable {
    /// The app finished and set a result: `RESULT_OK` with the UPI extras.
    case finished(UPIActivityResult)
    /// The user pressed back in the UPI app: `RESULT_CANCELED` with no data.
    case backPressed
    /// The merchant app's process was killed while the UPI app was in front: no result is delivered.
    case processKilled

    /// What reaches `onActivityResult`; nil when nothing does.
    public var result: UPIActivityResult? {
        switch self {
        case .finished(let result): return result
        case .backPressed: return UPIActivityResult(resultCode: UPIActivityResult.resultCanceled, extras: [])
        case .processKilled: return nil
        }
    }

    /// "RESULT_OK", "back press", "process killed": how transcripts name the ending.
    public var name: String {
        switch self {
        case .finished: return "RESULT_OK"
        case .backPressed: return "back press"
        case .processKilled: return "process killed"
        }
    }
}

/// `onActivityResult(requestCode, resultCode, data)`: the result code and the `Intent`'s extras, in the
/// order the app put them.
public struct UPIActivityResult: Sendable, Equatable {
    public static let resultOK = -1
    public static let resultCanceled = 0

    public var resultCode: Int
    /// Empty when `data` is null (a back press).
    public var extras: [UPIExtra]

    public init(resultCode: Int, extras: [UPIExtra]) {
        self.resultCode = resultCode
        self.extras = extras
    }

    /// "RESULT_OK (-1)" or "RESULT_CANCELED (0)".
    public var resultCodeName: String {
        switch resultCode {
        case Self.resultOK: return "RESULT_OK (-1)"
        case Self.resultCanceled: return "RESULT_CANCELED (0)"
        default: return "result code \(resultCode)"
        }
    }

    /// The result the app with `package` returns for `code`, spelled its way (`UPIResultStyle`):
    /// `response` = `txnId=…&responseCode=…&Status=…&txnRef=…&ApprovalRefNo=…`, then, for apps that do
    /// so, the same fields as separate extras.
    public static func returned(
        by package: String, code: UPIResponseCode, txnId: String, txnRef: String, approvalRefNo: String
    ) -> UPIActivityResult {
        let style = UPIResultStyle.of(package: package)
        let status = style.word(for: code.status)
        // A failed payment has no approval reference from the bank.
        let approval = code.status == .failure ? "" : approvalRefNo
        let fields = [("txnId", txnId), ("responseCode", code.rawValue), ("Status", status), ("txnRef", txnRef), ("ApprovalRefNo", approval)]
        var extras = [UPIExtra("response", fields.map { "\($0.0)=\($0.1)" }.joined(separator: "&"))]
        if style.separateExtras {
            extras += [UPIExtra("Status", status), UPIExtra("txnId", txnId), UPIExtra("txnRef", txnRef), UPIExtra("responseCode", code.rawValue)]
        }
        return UPIActivityResult(resultCode: resultOK, extras: extras)
    }
}

/// One extra of the result `Intent`.
public struct UPIExtra: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
