import CheckoutCore
import Foundation
import Testing

/// The byte-level base64, envelope and X-VERIFY code of the hot path must answer exactly as the
/// string-level code it replaced: Foundation's base64, the JSON parser, String equality.
@Suite("Wire codecs")
struct WireCodecTests {
    @Test func base64EncodesAsFoundationDoes() {
        for count in 0..<70 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            #expect(Base64.encode(bytes) == Data(bytes).base64EncodedString())
            #expect(Base64.decode(Base64.encode(bytes)) == bytes)
        }
    }

    /// Every pair of bytes in turn: each 12-bit half of a group, at each place, goes through the
    /// encoder's tables.
    @Test func base64EncodesEveryBytePairAsFoundationDoes() {
        let bytes = (0..<65536).flatMap { [UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)] }
        for cut in 0..<3 {
            #expect(Base64.encode(Array(bytes.dropFirst(cut))) == Data(bytes.dropFirst(cut)).base64EncodedString())
        }
    }

    /// Each ASCII byte at each place of a text long enough for the decoder's eight-character steps
    /// and the groups after them: decoded, or refused, as Foundation does.
    @Test func base64DecodesEveryByteAtEveryPlaceAsFoundationDoes() {
        let valid = Array(Base64.encode((0..<21).map { UInt8(truncatingIfNeeded: $0 &* 53 &+ 7) }).utf8)
        for place in valid.indices {
            for byte in UInt8(0)..<0x80 {
                var changed = valid
                changed[place] = byte
                let text = String(decoding: changed, as: UTF8.self)
                let padding = text.utf8.reversed().prefix { $0 == UInt8(ascii: "=") }.count
                let foundation = padding > 2 ? nil : Data(base64Encoded: text).map { [UInt8]($0) }
                #expect(Base64.decode(text) == foundation, "\(text)")
            }
        }
    }

    @Test(arguments: [
        "", "=", "==", "====", "A===", "QQ==", "QR==", "QUI=", "QUJ=", "QUJD", "QUJD\n", " QUJD", "QU JD", "QUJ", "QUJDRA", "QUJDRA==",
        "QUJDRA=", "QU=D", "Q===", "-_-_", "QUJD====", "QUJD=QUJ", "AAAA", "////", "++++",
    ])
    func base64DecodesAsFoundationDoes(text: String) {
        // What decode answered before: Foundation, with padding longer than two "=" refused first.
        let padding = text.utf8.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        let foundation = padding > 2 ? nil : Data(base64Encoded: text).map { [UInt8]($0) }
        #expect(Base64.decode(text) == foundation)
    }

    @Test func envelopeEncodingIsTheJSONWritersEnvelope() {
        let bytes = Array(#"{"amount":100,"note":"₹ \"quoted\""}"#.utf8)
        let (body, base64) = Envelope.encode(bytes, key: "request")
        #expect(base64 == Base64.encode(bytes))
        #expect(body == JSONWriter.compactString(["request": .string(String(base64))]))
    }

    /// The compact body takes a shortcut past the JSON parser; any other spelling of the same envelope
    /// must give the same answer, and a broken one the same message.
    @Test func envelopeDecodingIsTheSameWithOrWithoutTheShortcut() throws {
        let base64 = Base64.encode(Array(#"{"amount":100}"#.utf8))
        let compact = try Envelope.decode(#"{"request":"\#(base64)"}"#, key: "request").get()
        let spaced = try Envelope.decode(#"{ "request" : "\#(base64)" }"#, key: "request").get()
        #expect(compact.base64 == base64 && spaced.base64 == base64)
        #expect(compact.bytes == spaced.bytes && compact.json == spaced.json && compact.json == ["amount": 100])
        let notJSON = Base64.encode(Array("{amount".utf8))
        let shortcut = Envelope.decode(#"{"request":"\#(notJSON)"}"#, key: "request")
        let parsed = Envelope.decode(#"{"request": "\#(notJSON)"}"#, key: "request")
        #expect(throws: Envelope.Problem.self) { try shortcut.get() }
        #expect(shortcut.map(\.base64) == parsed.map(\.base64))
        #expect(Envelope.decode(#"{"request":"QR=="}"#, key: "request").map(\.bytes) == Envelope.decode(#"{"request": "QR=="}"#, key: "request").map(\.bytes))
        #expect(throws: Envelope.Problem.self) { try Envelope.decode(#"{"response":"\#(base64)"}"#, key: "request").get() }
    }

    @Test func xVerifyMatchesOnlyTheExactText() {
        let salt = PhonePeMerchant.uatSaltKey
        let base64 = Base64.encode(Array(#"{"amount":100}"#.utf8))
        for index in [1, 2, 10, 123] {
            let good = Checksum.forRequest(base64: base64, path: "/v4/debit", saltKey: salt, saltIndex: index)
            #expect(good.hasSuffix("###\(index)") && good.utf8.count == 64 + 3 + String(index).count)
            #expect(Checksum.requestMatches(good, base64: base64, path: "/v4/debit", saltKey: salt, saltIndex: index))
            for bad in [good.uppercased(), good + " ", String(good.dropLast()), good.replacingOccurrences(of: "###", with: "##"), ""] {
                #expect(!Checksum.requestMatches(bad, base64: base64, path: "/v4/debit", saltKey: salt, saltIndex: index), "\(bad)")
            }
            #expect(!Checksum.requestMatches(good, base64: base64, path: "/pg/v1/pay", saltKey: salt, saltIndex: index))
            #expect(!Checksum.requestMatches(good, base64: base64, path: "/v4/debit", saltKey: salt, saltIndex: index + 1))
        }
        #expect(!Checksum.requestMatches(nil, base64: base64, path: "/v4/debit", saltKey: salt, saltIndex: 1))
        let status = Checksum.forStatus(path: "/pg/v1/status/M/T", saltKey: salt, saltIndex: 1)
        #expect(Checksum.statusMatches(status, path: "/pg/v1/status/M/T", saltKey: salt, saltIndex: 1))
        let callback = Checksum.forCallback(base64Response: base64, saltKey: salt, saltIndex: 1)
        #expect(Checksum.callbackMatches(callback, base64Response: base64, saltKey: salt, saltIndex: 1))
        #expect(!Checksum.callbackMatches(status, base64Response: base64, saltKey: salt, saltIndex: 1))
        #expect(Checksum.sha256Hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
