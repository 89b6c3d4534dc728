@testable import CheckoutCore
@testable import CheckoutJSON
import Testing

/// The gateway reads a payload's fields through `JSONOutline`, which must accept exactly what the
/// strict parser accepts, throw its errors, and read the same values.
@Suite("JSON outline")
struct JSONOutlineTests {
    /// A payload as the merchant's server writes it.
    static let payload = Array(#"{"merchantId":"MERCHANTUAT","transactionId":"TX000000000042","merchantUserId":"user9999","amount":-250,"mobileNumber":"9999999999","paymentScope":"ALL_UPI_APPS","openIntentWithApp":"GPAY","deviceContext":{"deviceOS":"iOS","isPPAppPresent":true,"merchantCallBackScheme":"merchantapp","appSupportedSchemas":["ppemerchantsdkv1","ppemerchantsdkv2"],"deep":{"a":[1,{"b":null}]}},"empty":{},"none":[],"off":false,"nothing":null}"#.utf8)

    /// What the outline keeps, as text, or the error thrown, for comparing with the parser's reading.
    static func outlined(_ bytes: [UInt8]) -> String {
        do {
            guard let outline = try JSONOutline.read(bytes) else { return "not an object" }
            return outline.root.description
        } catch {
            return "error: \(error)"
        }
    }

    /// The parser's reading, in `outlined`'s terms.
    static func parsed(_ bytes: [UInt8]) -> String {
        do {
            guard case .object(let object) = try JSONParser.parse(bytes) else { return "not an object" }
            return JSONOutline(object).root.description
        } catch {
            return "error: \(error)"
        }
    }

    @Test func aPlainPayloadIsScannedWithoutTheParser() throws {
        let members = Self.payload.withUnsafeBufferPointer { buffer in
            var scanner = PlainJSONScanner(bytes: buffer)
            return scanner.scan()
        }
        #expect(members?.count == 17)
        let outline = try #require(try JSONOutline.read(Self.payload))
        #expect(outline["merchantId"]?.stringValue == "MERCHANTUAT")
        #expect(outline["amount"]?.intValue == -250)
        #expect(outline["amount"]?.stringValue == nil)
        #expect(outline["deviceContext"]?["isPPAppPresent"]?.boolValue == true)
        #expect(outline["deviceContext"]?["merchantCallBackScheme"]?.stringValue == "merchantapp")
        #expect(outline["deviceContext"]?["appSupportedSchemas"]?.kind == .array)
        #expect(outline["deviceContext"]?["deep"]?.kind == .object)
        #expect(outline["deviceContext"]?["deep"]?.isTopLevel == false)
        #expect(outline["empty"]?.kind == .object)
        #expect(outline["off"]?.boolValue == false)
        #expect(outline["nothing"]?.kind == .null)
        #expect(outline["missing"] == nil)
        #expect(outline["deviceOS"] == nil, "a nested member is not one of the object's")
        #expect(Self.outlined(Self.payload) == Self.parsed(Self.payload))
    }

    /// Documents the scan leaves to the parser, and documents neither accepts: the same reading or error.
    @Test func whatIsNotPlainIsReadAsTheParserReadsIt() {
        let documents = [
            #"{"a":"caf\u00e9","b":"x\"y","c":1.5,"d":1e3,"e":-9223372036854775808,"f":"é"}"#,
            #"{"a":1,"a":2}"#, #"{"a":1,}"#, #"[1,2]"#, #""text""#, #"{"a":01}"#, #"{"a":tru}"#, #"{"a":True}"#,
            #"{"a":"\u0000"}"#, "{\"a\":\"\u{01}\"}", #"{"a" 1}"#, #"{a:1}"#, "\u{FEFF}{}", "{} x", "", " { } ",
            #"{"a":{"b":{"c":1,"c":2}}}"#, #"{"a":[1,]}"#, #"{"a":-}"#, #"{"a":1-2}"#, #"{"a":99999999999999999999}"#,
            #"{"K":1,"K":2}"#, "{\"\u{212A}\":1,\"K\":2}", #"{"a":"\ud800"}"#, #"{"a":nullx}"#, #"{"a":[[[[[]]]]]}"#,
        ]
        for document in documents {
            let bytes = Array(document.utf8)
            #expect(Self.outlined(bytes) == Self.parsed(bytes), "\(document)")
        }
    }

    /// Every byte of a real payload changed to each byte that matters to JSON, or dropped: the outline
    /// and the parser always agree.
    @Test func everyOneByteChangeOfAPayloadReadsAsTheParserReadsIt() {
        let replacements: [UInt8?] = [nil, 0x22, 0x5C, 0x2C, 0x3A, 0x7B, 0x7D, 0x5B, 0x5D, 0x20, 0x30, 0x2D, 0x2E, 0x65, 0x74, 0x00, 0x0A, 0xC3, 0x7F]
        var disagreements: [String] = []
        for position in Self.payload.indices {
            for replacement in replacements {
                var bytes = Self.payload
                if let replacement { bytes[position] = replacement } else { bytes.remove(at: position) }
                if Self.outlined(bytes) != Self.parsed(bytes) { disagreements.append(String(decoding: bytes, as: UTF8.self)) }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
    }

    /// Nesting deeper than the scan goes, and more keys than it compares, are left to the parser.
    @Test func deepAndWideDocumentsAreLeftToTheParser() {
        let deep = Array(("{\"a\":" + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}").utf8)
        #expect(Self.outlined(deep) == Self.parsed(deep))
        #expect(Self.outlined(deep).hasPrefix("error: "))
        let wide = Array(("{" + (0..<40).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + ",\"k3\":1}").utf8)
        #expect(Self.outlined(wide) == Self.parsed(wide))
        #expect(Self.outlined(wide).contains("duplicate key 'k3'"))
    }
}
