import Testing
@testable import CheckoutCore

/// What the hand-off reads of an intent URL (its scheme, and whether it reads at all) must agree
/// with the full parse that the transcript shows, and the writer must keep exactly the bytes it documents.
@Suite("Intent URL reading for the hand-off")
struct IntentURLReadingTests {
    @Test("the scheme when the whole URL reads, nil exactly when parse throws", arguments: [
        "ppe://pay?pa=M@ybl&pn=M&tn=Payment+for+x%20y&mcbs=app", "gpay://upi/pay", "Upi-2.x://", "upi://pay?a%20b=c&flag&&e=",
        "upi://pay?tn=100%", "upi://pay?tn=100%2", "upi://pay?t%zz=1", "upi://p%ay?x=1", "upi://pay?pn=caf%E9",
        "upi://pay?pn=%E2%82", "upi://pay?x=1#%zz", "upi://pay?bare%G", "pa=MID@ybl", "", "1upi://pay",
        // Past eight bytes, where the query is searched a word at a time: an escape on either side of a `#`,
        // in the first word or a later one, and a UTF-8 sequence cut by a delimiter.
        "upi://pay?tn=abcdefgh%zzabcdefgh", "upi://pay?tn=abcdefghijklmnop#%zz", "upi://pay?a=1234567%E9#xyzxyzxyz",
        "upi://pay?a=1234567%&b=%41%42&c=ok", "upi://pay?tn=abcdefghijklmnopq%E2%82%B9", "upi://pay?tn=%E2%82&%B9=abcdefgh",
        "upi://pay?tn=%E2%82%B9abcdefghijklmnop#", "upi://pay?abcdefg#hijklmn%zz", "upi://pay?abcdefghijklmnopqrs%4",
    ])
    func readableSchemeAgreesWithParse(_ text: String) {
        let parsed = try? IntentURL.parse(text)
        #expect(IntentURL.readableScheme(text) == parsed?.scheme)
        #expect(IntentStep(text: text).scheme == parsed?.scheme)
        #expect(IntentStep(text: text).url == parsed)
    }

    @Test func readableSchemeAgreesWithParseOnManyQueriesOfAwkwardBytes() {
        let pieces = ["%", "#", "&", "=", "+", "a", "E", "9", "2", "%E2", "%82", "%B9", "%C3%A9", "%zz", "%4", "₹", "é", "abcdefgh"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            var text = "upi://pay?"
            for _ in 0...next(16) { text += pieces[next(pieces.count)] }
            if IntentURL.readableScheme(text) != (try? IntentURL.parse(text))?.scheme { disagreements.append(text) }
        }
        #expect(disagreements.isEmpty)
    }

    @Test func theWriterKeepsOnlyUnreservedCharactersAndAtColonSlash() {
        let ascii = String(decoding: (0x20...0x7E).map { UInt8($0) }, as: UTF8.self)
        let written = IntentURL(scheme: "upi", target: "pay", parameters: [IntentParameter("tn", ascii)]).text(spaceEncoding: .percent20)
        var expected = "upi://pay?tn="
        for byte in ascii.utf8 {
            let kept = byte.isASCIILetterOrDigit || "-._~@:/".utf8.contains(byte)
            expected += kept ? String(UnicodeScalar(byte)) : "%" + String(byte, radix: 16, uppercase: true)
        }
        #expect(written == expected)
    }

    @Test func aLongURLGrowsTheWritersBuffer() throws {
        let long = String(repeating: "₹ a&b ", count: 500)
        let url = IntentURL(scheme: "upi", target: "pay", parameters: [IntentParameter("tn", long), IntentParameter("pa", "M@ybl")])
        let text = url.text(spaceEncoding: .plus)
        #expect(text.utf8.count > 384 * 10)
        #expect(try IntentURL.parse(text) == url)
    }
}

private extension UInt8 {
    var isASCIILetterOrDigit: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }
}
