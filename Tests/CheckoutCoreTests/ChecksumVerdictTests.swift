import CheckoutCore
import Testing

@Suite("X-VERIFY diagnosis")
struct ChecksumVerdictTests {
    let salt = PhonePeMerchant.uatSaltKey
    let base64 = "eyJhbW91bnQiOjEwMH0="

    @Test func aCorrectChecksumIsValid() {
        let good = Checksum.forRequest(base64: base64, path: "/v4/debit", saltKey: salt, saltIndex: 1)
        let verdict = ChecksumVerdict(kind: .request, received: good, base64: base64, path: "/v4/debit", saltKey: salt, saltIndex: 1)
        #expect(verdict.valid)
        #expect(verdict.explanations.isEmpty)
    }

    @Test func namesTheUsualMistakes() {
        let overJSON = Checksum.sign(#"{"amount":100}"# + "/v4/debit" + salt, saltIndex: 1)
        #expect(ChecksumVerdict(kind: .request, received: overJSON, base64: base64, path: "/v4/debit", saltKey: salt, saltIndex: 1).explanations == [
            "the digest matches a hash over the JSON instead of its base64; the documented formula is sha256(base64 + path + saltKey) + \"###\" + saltIndex"
        ])
        let noPath = Checksum.sign(base64 + salt, saltIndex: 1)
        #expect(ChecksumVerdict(kind: .request, received: noPath, base64: base64, path: "/v4/debit", saltKey: salt, saltIndex: 1)
            .explanations.first?.hasPrefix("the digest matches a hash without the endpoint path") == true)
        let wrongIndex = Checksum.forRequest(base64: base64, path: "/v4/debit", saltKey: salt, saltIndex: 2)
        let verdict = ChecksumVerdict(kind: .request, received: wrongIndex, base64: base64, path: "/v4/debit", saltKey: salt, saltIndex: 1)
        #expect(verdict.hashMatches && !verdict.indexMatches)
        #expect(verdict.explanations == ["the salt index is \"2\", expected \"1\": sign with the index of the salt key used"])
        let upper = Checksum.forRequest(base64: base64, path: "/v4/debit", saltKey: salt, saltIndex: 1).uppercased()
        #expect(ChecksumVerdict(kind: .request, received: upper, base64: base64, path: "/v4/debit", saltKey: salt, saltIndex: 1)
            .explanations.contains("the digest is upper-case hex; PhonePe's is lower-case"))
    }

    @Test func statusAndCallbackFormulas() {
        let path = "/pg/v1/status/MERCHANTUAT/MT1"
        let status = Checksum.forStatus(path: path, saltKey: salt, saltIndex: 1)
        #expect(ChecksumVerdict(kind: .status, received: status, base64: "", path: path, saltKey: salt, saltIndex: 1).valid)
        let callback = Checksum.forCallback(base64Response: base64, saltKey: salt, saltIndex: 1)
        #expect(ChecksumVerdict(kind: .callback, received: callback, base64: base64, path: "", saltKey: salt, saltIndex: 1).valid)
        #expect(!ChecksumVerdict(kind: .request, received: callback, base64: base64, path: "/v4/debit", saltKey: salt, saltIndex: 1).valid)
    }

    @Test func aMalformedValueIsExplained() {
        let verdict = ChecksumVerdict(kind: .status, received: "abc", base64: "", path: "/x", saltKey: salt, saltIndex: 1)
        #expect(!verdict.valid)
        #expect(verdict.explanations.first == "the value must be <64 hex digits>###<salt index>; \"###\" appears 0 times")
    }
}

extension ChecksumVerdictTests {
    @Test func aHashOverAnotherEndpointsPathNamesThatPath() {
        let overPay = Checksum.sha256Hex(base64 + "/pg/v1/pay" + salt) + "###1"
        let verdict = ChecksumVerdict(kind: .request, received: overPay, base64: base64, path: "/v4/debit", saltKey: salt, saltIndex: 1)
        #expect(verdict.explanations == [
            "the digest matches a hash over another endpoint's path, /pg/v1/pay (this call goes to /v4/debit); the documented formula is "
                + ChecksumVerdict.Kind.request.formula,
        ])
    }

    @Test func aDigestThatIsNotHexIsCalledOut() {
        let notHex = ChecksumVerdict(kind: .status, received: "c29tZSBiYXNlNjQ=###1", base64: "", path: "/pg/v1/status/M/T", saltKey: salt, saltIndex: 1)
        #expect(notHex.explanations.first?.hasPrefix("the digest must be 64 hexadecimal digits (a SHA-256 in hex), got 16 characters that are not all hex digits") == true)
        let short = ChecksumVerdict(kind: .status, received: "abc123###1", base64: "", path: "/pg/v1/status/M/T", saltKey: salt, saltIndex: 1)
        #expect(short.explanations == ["the digest must be 64 hexadecimal digits (a SHA-256 in hex), got 6 characters"])
    }
}
