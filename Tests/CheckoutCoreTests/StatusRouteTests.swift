import Testing
@testable import CheckoutCore

/// Status paths are read over their bytes when ASCII and by characters otherwise; both must name
/// the same ids as splitting the path's characters at each slash.
@Suite struct StatusRouteTests {
    static func ids(_ path: String) -> [String]? {
        StatusRoute(path: path).map { [$0.merchantId, $0.id] }
    }

    @Test func eachStatusPathNamesItsMerchantAndPayment() {
        #expect(Self.ids("/pg/v1/status/MERCHANTUAT/T123") == ["MERCHANTUAT", "T123"])
        #expect(Self.ids("/v3/transaction/MERCHANTUAT/T123/status") == ["MERCHANTUAT", "T123"])
        #expect(Self.ids("/v3/recurring/auth/status/MERCHANTUAT/A1") == ["MERCHANTUAT", "A1"])
        #expect(Self.ids("/pg/v1/status/é/ü") == ["é", "ü"])
    }

    @Test(arguments: [
        "", "/", "/pg/v1/status/M", "/pg/v1/status//T1", "/pg/v1/status/M/", "/pg/v1/status/M/T/extra", "/pg/v2/status/M/T",
        "/PG/v1/status/M/T", "pg/v1/status/M/T", "/v3/transaction/M/T/state", "/v3/recurring/auth/status/M", "//////////",
        "/v3/recurring/auth/status/M/T/x", "/pg/v1/status/M/\u{301}T",
    ])
    func otherPathsNameNone(path: String) {
        #expect(Self.ids(path) == nil)
    }
}
