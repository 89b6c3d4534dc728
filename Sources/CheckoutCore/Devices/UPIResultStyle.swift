/// How one UPI app spells the result it hands back to `onActivityResult`. The spellings differ by app;
/// these are plausible ones from integrators' reports, not any app's documented contract: PhonePe and
/// BHIM upper-case (`SUCCESS`/`FAILURE`), Paytm capitalises (`Success`/`Failed`), Google Pay says
/// `SUCCESS`, `FAILURE` or `Submitted` (and "Submitted" or "Succeeded" must still be verified with the PSP).
public struct UPIResultStyle: Sendable, Equatable {
    public var success: String
    public var failure: String
    public var submitted: String
    /// Whether the app also puts `Status`, `txnId`, `txnRef` and `responseCode` as separate extras.
    public var separateExtras: Bool

    public init(success: String, failure: String, submitted: String, separateExtras: Bool) {
        self.success = success
        self.failure = failure
        self.submitted = submitted
        self.separateExtras = separateExtras
    }

    /// The word for `status` in this app's spelling.
    public func word(for status: UPIResultStatus) -> String {
        switch status {
        case .success: return success
        case .failure: return failure
        case .submitted: return submitted
        }
    }

    /// The style of the app with `package`; apps not in the table spell it as NPCI's BHIM does.
    public static func of(package: String) -> UPIResultStyle {
        switch package {
        case AndroidPackages.phonePe, AndroidPackages.phonePePreprod:
            return UPIResultStyle(success: "SUCCESS", failure: "FAILURE", submitted: "PENDING", separateExtras: true)
        case AndroidPackages.googlePay:
            return UPIResultStyle(success: "SUCCESS", failure: "FAILURE", submitted: "Submitted", separateExtras: true)
        case AndroidPackages.paytm:
            return UPIResultStyle(success: "Success", failure: "Failed", submitted: "Pending", separateExtras: false)
        case AndroidPackages.cred:
            return UPIResultStyle(success: "success", failure: "failure", submitted: "submitted", separateExtras: false)
        default:
            return UPIResultStyle(success: "SUCCESS", failure: "FAILURE", submitted: "SUBMITTED", separateExtras: true)
        }
    }
}
