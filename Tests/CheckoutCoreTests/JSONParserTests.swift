import Testing
@testable import CheckoutCore

// MARK: Helpers

private func syntaxError(_ text: String) -> JSONSyntaxError? {
    do { _ = try JSONParser.parse(text); return nil } catch { return error }
}

private func syntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? {
    do { _ = try JSONParser.parse(bytes); return nil } catch { return error }
}

/// Expects `text` to be rejected with exactly this position and message, through both entry points.
private func expectRejects(
    _ text: String, line: Int, column: Int, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = JSONSyntaxError(line: line, column: column, message: message)
    #expect(syntaxError(text) == expected, sourceLocation: sourceLocation)
    #expect(syntaxError(Array(text.utf8)) == expected, sourceLocation: sourceLocation)
}

private func expectRejects(
    bytes: [UInt8], line: Int, column: Int, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(syntaxError(bytes) == JSONSyntaxError(line: line, column: column, message: message), sourceLocation: sourceLocation)
}

private let checkoutPayload = """
    {"merchantId":"MERCHANTUAT","transactionId":"TX000000000042","merchantUserId":"user9999","amount":100,\
    "mobileNumber":"9999999999","paymentScope":"ALL_UPI_APPS","openIntentWithApp":"GPAY","deviceContext":\
    {"deviceOS":"iOS","isPPAppPresent":true,"merchantCallBackScheme":"iOSIntentIntegration",\
    "appSupportedSchemas":["ppemerchantsdkv1","ppemerchantsdkv2"]}}
    """

/// Strict parsing, exact values, and exact error positions and messages.
struct JSONParserTests {
    // MARK: Values

    @Test func parsesThePayloadAndWritesItBackByteForByte() throws {
        let value = try JSONParser.parse(checkoutPayload)
        #expect(JSONWriter.compactString(value) == checkoutPayload)
        #expect(value["merchantId"] == "MERCHANTUAT")
        #expect(value["amount"]?.intValue == 100)
        #expect(value["deviceContext"]?["isPPAppPresent"] == .bool(true))
        #expect(value["deviceContext"]?["appSupportedSchemas"] == ["ppemerchantsdkv1", "ppemerchantsdkv2"])
    }

    @Test func roundTripsThroughCompactAndPrettyWriters() throws {
        let value: JSONValue = [
            "z": "last key first", "text": "quote \" backslash \\ slash / tab \t nl \n cr \r bell \u{07} del \u{7F}",
            "unicode": "café 😀 \u{2028} नमस्ते", "empty": "",
            "numbers": [0, -1, .int(.max), .int(.min), .double(-2.5),
            .double(0.1), .double(1e-7), .double(1e300), .double(.leastNonzeroMagnitude), .double(123456.789)],
            "nested": ["a": [[], [:], [[["deep": nil]]]], "b": true, "c": false], "null": nil,
        ]
        let compact = try JSONParser.parse(JSONWriter.compact(value))
        let pretty = try JSONParser.parse(JSONWriter.pretty(value))
        #expect(compact == value)
        #expect(pretty == value)
        #expect(compact.objectValue?.keys == ["z", "text", "unicode", "empty", "numbers", "nested", "null"])
        #expect(pretty.objectValue?.keys == compact.objectValue?.keys)
        #expect(JSONWriter.pretty(pretty) == JSONWriter.pretty(value))
        #expect(JSONWriter.compact(compact) == JSONWriter.compact(value))
    }

    @Test func keepsMemberOrderIncludingLargeObjects() throws {
        #expect(try JSONParser.parse(#"{"z":1,"a":2,"m":3}"#).objectValue?.keys == ["z", "a", "m"])
        // Past 16 members the duplicate check switches to a set; order must not change.
        let keys = (0..<40).map { "k\(39 - $0)" }
        let text = "{" + keys.map { "\"\($0)\":0" }.joined(separator: ",") + "}"
        #expect(try JSONParser.parse(text).objectValue?.keys == keys)
    }

    @Test func integersThatFitInt64AreIntsEverythingElseIsDouble() throws {
        func parsed(_ text: String) throws -> String {
            switch try JSONParser.parse(text) {
            case .int(let number): return "int \(number)"
            case .double(let number): return "double \(number)"
            default: return "other"
            }
        }
        #expect(try parsed("100") == "int 100")
        #expect(try parsed("0") == "int 0")
        #expect(try parsed("-0") == "int 0")
        #expect(try parsed("9223372036854775807") == "int 9223372036854775807")
        #expect(try parsed("-9223372036854775808") == "int -9223372036854775808")
        #expect(try parsed("9223372036854775808") == "double 9.223372036854776e+18")
        #expect(try parsed("-9223372036854775809") == "double -9.223372036854776e+18")
        #expect(try parsed("100000000000000000000000") == "double 1e+23")
        #expect(try parsed("1.0") == "double 1.0")
        #expect(try parsed("1e2") == "double 100.0")
        #expect(try parsed("-2.5E-3") == "double -0.0025")
        #expect(try parsed("0.1") == "double 0.1")
        #expect(try parsed("1E+2") == "double 100.0")
    }

    @Test func scalarsAtTopLevelAndWhitespaceEverywhere() throws {
        #expect(try JSONParser.parse("true") == .bool(true))
        #expect(try JSONParser.parse(" false ") == .bool(false))
        #expect(try JSONParser.parse("\tnull\r\n") == .null)
        #expect(try JSONParser.parse(#""x""#) == "x")
        #expect(try JSONParser.parse("-12") == .int(-12))
        #expect(try JSONParser.parse(" \t\r\n{ \"a\" : [ 1 , 2 ] , \"b\" : { } } \n") == ["a": [1, 2], "b": [:]])
        #expect(try JSONParser.parse("[[],{},[{}]]") == [[], [:], [[:]]])
    }

    @Test func unescapesStringsIncludingSurrogatePairs() throws {
        #expect(try JSONParser.parse(#""\u00e9\u00E9""#) == "éé")
        #expect(try JSONParser.parse(#""\ud83d\ude00""#) == "😀")
        #expect(try JSONParser.parse(#""\uD83D\uDE00!""#) == "😀!")
        #expect(try JSONParser.parse(#""a\u0000b""#) == "a\u{0}b")
        #expect(try JSONParser.parse(#""\"\\\/\b\f\n\r\t""#) == "\"\\/\u{08}\u{0C}\n\r\t")
        #expect(try JSONParser.parse(#""caf\u00e9 😀 नमस्ते""#) == "café 😀 नमस्ते")
        #expect(try JSONParser.parse("\"raw café 😀\"") == "raw café 😀")
        // Escaped and unescaped spellings of one key are the same key.
        #expect(try JSONParser.parse(#"{"\u006B\u0065y":1}"#).objectValue?.keys == ["key"])
        // A U+00A0 inside a string is content, not an error.
        #expect(try JSONParser.parse("\"a\u{00A0}b\"") == "a\u{00A0}b")
    }

    @Test func stringAndByteEntryPointsAgree() throws {
        #expect(try JSONParser.parse(Array(checkoutPayload.utf8)) == JSONParser.parse(checkoutPayload))
    }

    @Test func acceptsNestingUpTo512Levels() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var value = try JSONParser.parse(text)
        var depth = 1
        while case .array(let items) = value, let first = items.first { value = first; depth += 1 }
        #expect(depth == 512)
    }

    // MARK: Errors

    @Test func realWorldTrailingCommaInDeviceContext() {
        let document = """
            {
            "deviceContext": {
            "deviceOS": "iOS",
            "merchantCallBackScheme": "iOSIntentIntegration",
            },
            "x": 1
            }
            """
        expectRejects(document, line: 4, column: 49, "trailing comma before '}'")
        #expect(syntaxError(document)?.description == "line 4, column 49: trailing comma before '}'")
    }

    @Test func realWorldNoBreakSpaceAfterBrace() {
        let nbsp = "U+00A0 NO-BREAK SPACE is not JSON whitespace (replace it with a plain space)"
        expectRejects("{\u{00A0} \n  \"a\" : 1\n}", line: 1, column: 2, nbsp)
        expectRejects("[1,\u{00A0}2]", line: 1, column: 4, nbsp)
        expectRejects("{\"a\":\u{00A0}1}", line: 1, column: 6, nbsp)
        expectRejects("{\"a\": 1}\u{00A0}", line: 1, column: 9, nbsp)
        expectRejects("\u{00A0}1", line: 1, column: 1, nbsp)
        expectRejects("[1\u{00A0}]", line: 1, column: 3, nbsp)
    }

    @Test func trailingCommasAreReportedAtTheComma() {
        expectRejects("[1, 2,]", line: 1, column: 6, "trailing comma before ']'")
        expectRejects("{\"a\": 1,}", line: 1, column: 8, "trailing comma before '}'")
        expectRejects("[1,\n\n  ]", line: 1, column: 3, "trailing comma before ']'")
        expectRejects("{\r\n\"a\": 1,\r\n}", line: 2, column: 7, "trailing comma before '}'")
    }

    @Test func emptyInputAndByteOrderMark() {
        expectRejects("", line: 1, column: 1, "empty input: expected a JSON value")
        expectRejects("  \n ", line: 2, column: 2, "empty input: expected a JSON value")
        expectRejects("\u{FEFF}{}", line: 1, column: 1, "byte order mark before the JSON value")
        expectRejects(bytes: [0xEF, 0xBB, 0xBF, 0x7B, 0x7D], line: 1, column: 1, "byte order mark before the JSON value")
    }

    @Test func missingCommasColonsAndValues() {
        expectRejects("[1 2]", line: 1, column: 4, "expected ',' or ']' after array element")
        expectRejects("{\"a\": 1 \"b\": 2}", line: 1, column: 9, "expected ',' or '}' after object member")
        expectRejects("{\"a\" 1}", line: 1, column: 6, "expected ':' after object key")
        expectRejects("{\"a\":}", line: 1, column: 6, "expected a JSON value")
        expectRejects("[,1]", line: 1, column: 2, "expected a JSON value")
        expectRejects("{,}", line: 1, column: 2, "expected a string key or '}'")
        expectRejects("{\"a\":1,,}", line: 1, column: 8, "expected a string key after ','")
        expectRejects("[1,\r2 3]", line: 2, column: 3, "expected ',' or ']' after array element")
    }

    @Test func unexpectedEndOfInput() {
        expectRejects("[", line: 1, column: 2, "unexpected end of input: expected a JSON value")
        expectRejects("{", line: 1, column: 2, "unexpected end of input: expected a string key or '}'")
        expectRejects("{\"a\":1", line: 1, column: 7, "unexpected end of input: expected ',' or '}' after object member")
        expectRejects("[1,\n", line: 2, column: 1, "unexpected end of input: expected a JSON value")
        expectRejects("{\"a\"", line: 1, column: 5, "unexpected end of input: expected ':' after object key")
    }

    @Test func stringErrors() {
        expectRejects("{\"a\": \"abc}", line: 1, column: 7, "unterminated string: expected a closing '\"'")
        expectRejects("[\"ab\\\"]", line: 1, column: 2, "unterminated string: expected a closing '\"'")
        expectRejects("\"a\\", line: 1, column: 1, "unterminated string: expected a closing '\"'")
        expectRejects(#""a\x""#, line: 1, column: 3,
                      #"invalid escape '\x' in string: expected \" \\ \/ \b \f \n \r \t or \uXXXX"#)
        expectRejects(#""\u12G4""#, line: 1, column: 2, #"invalid \u escape: expected 4 hex digits after \u"#)
        expectRejects(#""\u12""#, line: 1, column: 2, #"invalid \u escape: expected 4 hex digits after \u"#)
        expectRejects("\"a\nb\"", line: 1, column: 3, #"control character U+000A in string must be escaped as \n"#)
        expectRejects("[\"é\tb\"]", line: 1, column: 4, #"control character U+0009 in string must be escaped as \t"#)
        expectRejects("\"\u{01}\"", line: 1, column: 2, #"control character U+0001 in string must be escaped as \u0001"#)
    }

    @Test func loneSurrogatesInEscapes() {
        let high = #"lone surrogate \uD800 in string (a high surrogate must be followed by a \uDC00-\uDFFF low surrogate)"#
        expectRejects(#""\ud800""#, line: 1, column: 2, high)
        expectRejects(#""ab\ud800\u0041""#, line: 1, column: 4, high)
        expectRejects(#""\ud800x""#, line: 1, column: 2, high)
        expectRejects(#""\ud800\ud800""#, line: 1, column: 2, high)
        expectRejects(#""\udc00""#, line: 1, column: 2,
                      #"lone surrogate \uDC00 in string (a low surrogate must follow a \uD800-\uDBFF high surrogate)"#)
    }

    @Test func invalidUTF8() {
        // 0xFF never occurs in UTF-8; C3 starts a 2-byte sequence that is cut short; C0 AF is an
        // overlong "/"; ED A0 80 encodes a surrogate; F4 90 is past U+10FFFF.
        func invalid(_ byte: String) -> String { "invalid UTF-8: byte 0x\(byte) does not start a valid character" }
        expectRejects(bytes: [0x22, 0x61, 0xFF, 0x22], line: 1, column: 3, invalid("FF"))
        expectRejects(bytes: [0x5B, 0xC3, 0x5D], line: 1, column: 2, invalid("C3"))
        expectRejects(bytes: [0x22, 0xC0, 0xAF, 0x22], line: 1, column: 2, invalid("C0"))
        expectRejects(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], line: 1, column: 2, invalid("ED"))
        expectRejects(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], line: 1, column: 2, invalid("F4"))
        expectRejects(bytes: [0x22, 0x61, 0x80, 0x22], line: 1, column: 3, invalid("80"))
        // Valid multi-byte characters before the error count as one column each.
        expectRejects(bytes: Array("\"é😀\"".utf8) + [0xFF], line: 1, column: 5, invalid("FF"))
    }

    @Test func numberErrors() {
        expectRejects("01", line: 1, column: 1, "leading zeros are not allowed in numbers")
        expectRejects("[-007]", line: 1, column: 2, "leading zeros are not allowed in numbers")
        expectRejects("1.", line: 1, column: 3, "unexpected end of input: expected a digit after the decimal point")
        expectRejects("[1.e5]", line: 1, column: 4, "expected a digit after the decimal point")
        expectRejects("-", line: 1, column: 2, "unexpected end of input: expected a digit after '-'")
        expectRejects("[-x]", line: 1, column: 3, "expected a digit after '-'")
        expectRejects("1e", line: 1, column: 3, "unexpected end of input: expected a digit in the exponent")
        expectRejects("[1e+]", line: 1, column: 5, "expected a digit in the exponent")
        expectRejects("1e400", line: 1, column: 1, "number 1e400 is too large for a 64-bit double")
        expectRejects("[.5]", line: 1, column: 2, "expected a JSON value")
        expectRejects("1.5.3", line: 1, column: 4, "unexpected content after the JSON value")
    }

    @Test func quotesKeysWordsAndComments() {
        expectRejects("{'a': 1}", line: 1, column: 2, "strings must use double quotes")
        expectRejects("['a']", line: 1, column: 2, "strings must use double quotes")
        expectRejects("{a: 1}", line: 1, column: 2, "object keys must be strings in double quotes")
        expectRejects("{\"a\": 1, b: 2}", line: 1, column: 10, "object keys must be strings in double quotes")
        expectRejects("{1: 2}", line: 1, column: 2, "object keys must be strings in double quotes")
        expectRejects("True", line: 1, column: 1, "'True' is not a JSON literal (literals are lowercase: true)")
        expectRejects("[NULL]", line: 1, column: 2, "'NULL' is not a JSON literal (literals are lowercase: null)")
        let invalid = "expected true, false, null, a number, a string in double quotes, an array or an object"
        expectRejects("NaN", line: 1, column: 1, "invalid value 'NaN': \(invalid)")
        expectRejects("[nul]", line: 1, column: 2, "invalid value 'nul': \(invalid)")
        expectRejects("[\"é😀\", x]", line: 1, column: 8, "invalid value 'x': \(invalid)")
        expectRejects("// note\n{}", line: 1, column: 1, "comments are not allowed in JSON")
        expectRejects("[1 /* x */]", line: 1, column: 4, "comments are not allowed in JSON")
        expectRejects("{}\n// end", line: 2, column: 1, "comments are not allowed in JSON")
    }

    @Test func strayCharactersAndTrailingContent() {
        expectRejects("{} x", line: 1, column: 4, "unexpected content after the JSON value")
        expectRejects("1 2", line: 1, column: 3, "unexpected content after the JSON value")
        expectRejects("{}}", line: 1, column: 3, "unexpected content after the JSON value")
        expectRejects("[1, \u{201C}a\u{201D}]", line: 1, column: 5, "unexpected character U+201C")
        expectRejects("{}\u{FEFF}", line: 1, column: 3, "unexpected character U+FEFF")
        expectRejects("[\u{1F600}]", line: 1, column: 2, "unexpected character U+1F600")
        let control = "(JSON whitespace is only space, tab, line feed and carriage return)"
        expectRejects("[1,\u{0C}2]", line: 1, column: 4, "unexpected control character U+000C \(control)")
        expectRejects("[\u{0}]", line: 1, column: 2, "unexpected control character U+0000 \(control)")
    }

    @Test func duplicateKeys() {
        expectRejects("{\"a\": 1, \"a\": 2}", line: 1, column: 10, "duplicate key 'a'")
        expectRejects("{\"a\":1,\n  \"b\":2,\n  \"a\":3}", line: 3, column: 3, "duplicate key 'a'")
        expectRejects(#"{"key":1,"\u006bey":2}"#, line: 1, column: 10, "duplicate key 'key'")
        // Keys that Swift strings consider equal (canonical equivalence) would shadow each other
        // in JSONObject lookups, so they are duplicates too.
        expectRejects("{\"K\":1,\"\u{212A}\":2}", line: 1, column: 8, "duplicate key 'K'")
        expectRejects("{\"é\":1,\"e\u{301}\":2}", line: 1, column: 8, "duplicate key 'é'")
        // Large objects use a set instead of a scan.
        let members = (0..<30).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        expectRejects("{\(members),\"k3\":0}", line: 1, column: 2 + members.count + 1, "duplicate key 'k3'")
        // The same key in different objects is fine.
        #expect(syntaxError(#"{"a":{"a":1},"b":[{"a":2},{"a":3}]}"#) == nil)
        #expect(syntaxError(#"{"é":1,"e":2,"ée":3}"#) == nil)
    }

    @Test func nestingDeeperThan512IsRejectedWithoutCrashing() {
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        expectRejects(tooDeep, line: 1, column: 513, "nesting deeper than 512 levels")
        expectRejects(String(repeating: "{\"a\":", count: 600), line: 1, column: 512 * 5 + 1, "nesting deeper than 512 levels")
        // Far deeper input must fail the same way, never overflow the stack.
        expectRejects(String(repeating: "[", count: 1_000_000), line: 1, column: 513, "nesting deeper than 512 levels")
    }
}
