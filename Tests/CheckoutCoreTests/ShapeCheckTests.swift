import CheckoutJSON
import Testing
@testable import CheckoutCore

/// The gateway's shape check over the outline it read must find what the linter finds on the whole
/// parsed payload: every documented field, nested ones included, given each JSON type in turn.
@Suite struct ShapeCheckTests {
    static let samples: [(JSONValue, String)] = [
        (PayloadLinterTests.v4Debit, "/v4/debit"), (PayloadLinterTests.openIntent, "/v4/debit"),
        (PayloadLinterTests.pgPay, "/pg/v1/pay"), (PayloadLinterTests.mandate, "/v3/recurring/auth/init"),
        (PayloadLinterTests.refund, "/pg/v1/refund"),
    ]
    static let values: [JSONValue?] = [nil, "x", 100, .double(1.5), true, .null, [1], ["deviceOS": "iOS"]]

    static func expectSameFinding(_ payload: JSONValue, path: String) throws {
        let bytes = Array(JSONWriter.compactString(payload).utf8)
        let outline = try #require(try JSONOutline.read(bytes))
        #expect(PayloadLinter.shapeError(outline.root, bytes: bytes, path: path) == PayloadLinter.shapeError(payload, path: path),
            "\(JSONWriter.compactString(payload))")
    }

    @Test func everyFieldWithEveryTypeIsFoundAsTheLinterFindsIt() throws {
        for (sample, path) in Self.samples {
            let fields = try #require(Endpoint(rawValue: path)).fields
            var names = fields.map(\.name) + ["undocumented"]
            for field in fields {
                if case .object(let nested) = field.type { names += nested.map { "\(field.name).\($0.name)" } + ["\(field.name).undocumented"] }
            }
            for name in names {
                for value in Self.values { try Self.expectSameFinding(PayloadLinterTests.patched(sample, name, value), path: path) }
            }
        }
    }

    /// Members in the reverse of the document's order: the spec after the last one matched is then
    /// never the one.
    @Test func membersInAnyOrderAreMatchedToTheirFields() throws {
        for (sample, path) in Self.samples {
            guard case .object(let object) = sample else { continue }
            let reversed = JSONValue.object(JSONObject(object.members.reversed()))
            try Self.expectSameFinding(reversed, path: path)
            try Self.expectSameFinding(PayloadLinterTests.patched(reversed, "amount", "100"), path: path)
        }
    }
}
