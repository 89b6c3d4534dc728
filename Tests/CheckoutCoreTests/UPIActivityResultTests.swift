import CheckoutCore
import Testing

/// What a UPI app hands back on Android, each app's spelling, and the merchant app's reading of it.
@Suite("Android activity result")
struct UPIActivityResultTests {
    private func returned(_ package: String, _ code: UPIResponseCode) -> UPIActivityReturn {
        .finished(.returned(by: package, code: code, txnId: "PPX1", txnRef: "TX1", approvalRefNo: "AR1"))
    }

    @Test func phonePeReturnsTheResponseStringAndSeparateExtras() {
        let result = UPIActivityResult.returned(by: AndroidPackages.phonePe, code: .success, txnId: "PPX1", txnRef: "TX1", approvalRefNo: "AR1")
        #expect(result.resultCode == UPIActivityResult.resultOK)
        #expect(result.extras.map(\.name) == ["response", "Status", "txnId", "txnRef", "responseCode"])
        #expect(result.extras[0].value == "txnId=PPX1&responseCode=00&Status=SUCCESS&txnRef=TX1&ApprovalRefNo=AR1")
    }

    @Test func paytmSpellsSuccessAndFailedAndPutsOnlyTheResponse() {
        let ok = UPIActivityResult.returned(by: AndroidPackages.paytm, code: .success, txnId: "P", txnRef: "T", approvalRefNo: "A")
        #expect(ok.extras == [UPIExtra("response", "txnId=P&responseCode=00&Status=Success&txnRef=T&ApprovalRefNo=A")])
        let failed = UPIActivityResult.returned(by: AndroidPackages.paytm, code: .insufficientFunds, txnId: "P", txnRef: "T", approvalRefNo: "A")
        #expect(failed.extras[0].value == "txnId=P&responseCode=Z9&Status=Failed&txnRef=T&ApprovalRefNo=")
    }

    @Test func googlePaySaysSubmittedForAPendingCode() {
        let reading = UPIResultReading(returned(AndroidPackages.googlePay, .pending), txnRef: "TX1")
        #expect(reading.status == .submitted)
        #expect(reading.fields.first == UPIExtra("Status", "Submitted"))
    }

    @Test func readingIgnoresCaseInNamesAndStatus() {
        let result = UPIActivityResult(resultCode: UPIActivityResult.resultOK, extras: [UPIExtra("RESPONSE", "TXNID=a&ResponseCode=ZA&status=failed&TxnRef=TX1")])
        let reading = UPIResultReading(.finished(result), txnRef: "TX1")
        #expect(reading.status == .failure)
        #expect(reading.fields.map(\.name) == ["Status", "responseCode", "txnId", "txnRef"])
        #expect(reading.problems.isEmpty)
        #expect(reading.summary == "the UPI app says the payment failed (ZA, declined by the payer)")
    }

    @Test func readingFallsBackToSeparateExtrasAndSaysWhatIsMissing() {
        let result = UPIActivityResult(resultCode: UPIActivityResult.resultOK, extras: [UPIExtra("Status", "SUCCESS"), UPIExtra("txnRef", "OTHER")])
        let reading = UPIResultReading(.finished(result), txnRef: "TX1")
        #expect(reading.status == .success)
        #expect(reading.problems == [
            "no response extra: the fields were read from the separate extras", "responseCode is missing", "txnId is missing",
            "txnRef OTHER is not this payment's reference TX1",
        ])
    }

    @Test func anUnknownStatusWordIsNoStatus() {
        let result = UPIActivityResult(resultCode: UPIActivityResult.resultOK, extras: [UPIExtra("response", "Status=maybe&&=&txnRef")])
        let reading = UPIResultReading(.finished(result), txnRef: "TX1")
        #expect(reading.status == nil)
        #expect(reading.problems.contains("Status \"maybe\" is no word a UPI app uses"))
    }

    @Test func backPressIsCanceledWithNoDataAndAKilledProcessGetsNothing() {
        #expect(UPIActivityReturn.backPressed.result == UPIActivityResult(resultCode: UPIActivityResult.resultCanceled, extras: []))
        #expect(UPIResultReading(.backPressed, txnRef: "T").status == nil)
        #expect(UPIActivityReturn.processKilled.result == nil)
        #expect(UPIResultReading(.processKilled, txnRef: "T").summary.hasPrefix("no result"))
    }

    @Test func responseCodesAreReadCaseInsensitivelyAndEveryOneHasAStatus() {
        #expect(UPIResponseCode(caseInsensitive: "za") == .declined)
        #expect(UPIResponseCode(caseInsensitive: "u69") == .expired)
        #expect(UPIResponseCode(caseInsensitive: "XX") == nil)
        #expect(UPIResponseCode.listed == "00, 01, ZA, U69, Z9, ZM, RB, 96")
    }
}
