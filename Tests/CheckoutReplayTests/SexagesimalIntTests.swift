import CheckoutCore
import Testing
import Yams

@testable import CheckoutReplay

/// YAML 1.1 reads `1:30` as an int (90); Yams computes it with unchecked multiplication, so text of
/// eleven groups, or large digits, crashed a profile's or a scenario's reading.
struct SexagesimalIntTests {
    static func node(_ text: String) -> Node { Node.scalar(Node.Scalar(text, Tag(.implicit), .plain)) }

    @Test(arguments: ["1:30", "-1:30", "+2:00:00", "1_0:30", "01:30", "0x1F", "190", "1:60", "1:-5"])
    func smallValuesReadAsYamsReadsThem(text: String) {
        #expect(Self.node(text).checkedInt == Self.node(text).int)
    }

    /// Eleven groups fit an Int; Yams' next power of 60 would not, and trapped.
    @Test func elevenGroupsAreRead() {
        let groups = (1...11).map(String.init)
        let expected = (1...11).reduce(0) { $0 * 60 + $1 }
        #expect(Self.node(groups.joined(separator: ":")).checkedInt == expected)
    }

    @Test(arguments: ["99999999999999800:04:04", "1:2:3:4:5:6:7:8:9:10:11:12", "-153722867280912930:08"])
    func valuesTooLargeForAnIntAreNoIntInsteadOfACrash(text: String) throws {
        #expect(Self.node(text).checkedInt == nil)
        #expect(Self.node(text).scalarValue == .string(text))
        let profile = "name: \(text)\n"
        #expect(try YAMLDocument.parse(profile)["name"] == .string(text))
    }
}
