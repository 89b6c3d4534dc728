import CheckoutTestSupport
import Testing
@testable import CheckoutCore

/// One description of each status path builds it and reads it back; reading must name the same ids as
/// splitting the path's characters at each slash, whatever text the path holds.
@Suite struct StatusPathTemplateTests {
    static func ids(_ path: String) -> [String]? {
        StatusPathTemplate.ids(in: path).map { [$0.merchantId, $0.id] }
    }

    /// The reading by characters the template's must agree with.
    static func idsByCharacters(_ path: String) -> [String]? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for template in StatusPathTemplate.all where parts.count == template.segments.count + 1 && parts[0].isEmpty {
            var ids = ["", ""]
            var matches = true
            for (segment, part) in zip(template.segments, parts.dropFirst()) {
                switch segment {
                case .literal(let text): matches = matches && part == text
                case .merchantId: ids[0] = part
                case .paymentId: ids[1] = part
                }
            }
            if matches, !ids[0].isEmpty, !ids[1].isEmpty { return ids }
        }
        return nil
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
        "/v3/recurring/auth/status/M/T/x", "/pg/v1/status/M/\u{301}T", "/pg/v1/status\u{600}/M/T",
    ])
    func otherPathsNameNone(path: String) {
        #expect(Self.ids(path) == nil)
        #expect(Self.idsByCharacters(path) == nil)
    }

    @Test func eachFlowsPathIsBuiltAndReadByItsTemplate() {
        #expect(PhonePeFlow.pgIntent.statusPath(merchantId: "M", id: "T") == "/pg/v1/status/M/T")
        #expect(PhonePeFlow.sdkDebit.statusPath(merchantId: "M", id: "T") == "/v3/transaction/M/T/status")
        #expect(PhonePeFlow.mandate.statusPath(merchantId: "M", id: "A") == "/v3/recurring/auth/status/M/A")
        for flow in PhonePeFlow.allCases {
            let path = flow.statusPath(merchantId: "MERCHANTUAT", id: "MT-\(flow.rawValue)")
            #expect(flow.statusTemplate.ids(in: path) == .init(merchantId: "MERCHANTUAT", id: "MT-\(flow.rawValue)"), "\(flow)")
            #expect(Self.ids(path) == ["MERCHANTUAT", "MT-\(flow.rawValue)"], "\(flow)")
        }
        #expect(StatusPathTemplate.pg.routerPattern == "/pg/v1/status/{merchantId}/{merchantTransactionId}")
    }

    /// Paths made of the templates' words, ids, slashes, and characters that join a slash to its
    /// neighbour (a combining mark after it, a prepended mark before it), read both ways.
    @Test func readingAgreesWithSplittingCharactersOnGeneratedPaths() {
        let pieces = [
            "/", "/", "/", "pg", "v1", "v3", "status", "transaction", "recurring", "auth", "M", "MT-1", "é", "e\u{301}", "\u{301}",
            "\u{600}", "\u{200D}", "ü", "क्ष", "\r\n", "🇮🇳", "%2F", " ", "",
        ]
        var generator = SeededGenerator(seed: 2026)
        var named = 0
        for _ in 0..<20_000 {
            var path = ""
            if generator.next() % 4 != 0 { path = StatusPathTemplate.all[Int(generator.next() % 3)].path(merchantId: "M", id: "T") }
            for _ in 0..<Int(generator.next() % 4) {
                let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
                let utf8 = Array(path.utf8)
                let at = utf8.isEmpty ? 0 : Int(generator.next() % UInt64(utf8.count + 1))
                path = String(decoding: utf8[..<at] + Array(piece.utf8) + utf8[at...], as: UTF8.self)
            }
            let expected = Self.idsByCharacters(path)
            if expected != nil { named += 1 }
            #expect(Self.ids(path) == expected, "\(path.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(named > 1000, "too few generated paths name a payment to test the reading")
    }

    @Test func anyIdsComeBackAsBuilt() {
        let letters = ["a", "Z", "0", "-", "_", ".", "é", "क", "ü", "%", "~", "😀"]
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<5_000 {
            func id() -> String { (0..<(1 + Int(generator.next() % 12))).map { _ in letters[Int(generator.next() % UInt64(letters.count))] }.joined() }
            let (merchantId, paymentId) = (id(), id())
            for template in StatusPathTemplate.all {
                #expect(template.ids(in: template.path(merchantId: merchantId, id: paymentId)) == .init(merchantId: merchantId, id: paymentId))
            }
        }
    }
}
