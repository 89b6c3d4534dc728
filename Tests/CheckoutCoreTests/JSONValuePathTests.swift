import CheckoutCore
import Testing

/// `JSONValue.value(at:)`: what a replay's expectation and a recorded scenario's facts read.
@Suite struct JSONValuePathTests {
    static let json: JSONValue = ["a": ["b": [["c": 1], ["d": 2], ["c": 3]]], "s": "x"]

    @Test func keysAndIndicesWalkDown() {
        #expect(Self.json.value(at: ["a", "b", "1", "d"]) == 2)
        #expect(Self.json.value(at: [String]()) == Self.json)
        #expect(Self.json.value(at: ["s"]) == "x")
    }

    @Test func aStarGivesEachElementsValueAndNullWhereAbsent() {
        #expect(Self.json.value(at: ["a", "b", "*", "c"]) == [1, .null, 3])
    }

    @Test func aMissingKeyAnIndexOutOfRangeOrAScalarGivesNothing() {
        #expect(Self.json.value(at: ["a", "x"]) == nil)
        #expect(Self.json.value(at: ["a", "b", "3"]) == nil)
        #expect(Self.json.value(at: ["a", "b", "-1"]) == nil)
        #expect(Self.json.value(at: ["s", "t"]) == nil)
    }
}
