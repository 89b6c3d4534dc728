@testable import CheckoutReplay
import Testing
import Yams

/// Documents are composed without Yams' regular expressions; a plain scalar's type must still be
/// exactly what its default resolver says.
@Suite("plain scalar tags")
struct PlainScalarTagTests {
    static let written = [
        "", "~", "null", "Null", "NULL", "nULL", "yes", "Yes", "YES", "yEs", "no", "on", "OFF", "y", "n", "true", "False", "tRue",
        "0", "00", "007", "08", "09", "0_", "-0", "+12", "1_000", "0b1010", "0b", "0b2", "-0b1", "0o17", "0o", "0o8", "0x1F", "0xg",
        "0x", "+0x_a", "1:30", "1:30:59", "1:60", "190:20:30", "0:30", "1:5", "1:05:", "-1:30",
        "1.5", "1.", ".5", "-.5", "+.5", "1e3", "1e+3", "1E-3", "1e", ".5e3", ".5e+3", "1_0.0_1", "1:30.5", "1:30.", "1:30",
        ".inf", "-.Inf", "+.INF", ".iNf", "inf", ".nan", ".NaN", "-.nan", "nan", "<<", "<", "=", "==",
        "2026-11-25", "2026-1-5", "2026-11-25T10:00:00", "2026-11-25t10:00:00Z", "2026-1-5 1:00:00 +05:30", "2026-11-25 10:00:00.123 -5",
        "2026-11-25\t\t1:00:00", "2026-11-25T10:00:00+0530", "2026-11-25T10:00:00 ", "2026-11-25T10:00", "20261-11-25", "2026-11-255",
        "PAYMENT_SUCCESS", "١٢٣", "１２３", "100 ", " 100", "1 0", "₹100", "12e", "-", "+", ".", "_", "0.1.2",
    ]

    static func expected(_ text: String) -> Yams.Tag.Name {
        Resolver.default.resolveTag(of: Node(text))
    }

    @Test func writtenScalarsResolveAsYamsResolvesThem() {
        for text in Self.written {
            #expect(PlainScalarTag.resolve(text) == Self.expected(text), "\(text.debugDescription)")
        }
    }

    /// Every string of up to three characters from the rules' own alphabet.
    @Test func everyShortStringOfTheRulesAlphabetResolvesAsYamsResolvesIt() {
        let alphabet = ["0", "1", "6", "9", "_", ".", ":", "-", "+", "e", "E", "x", "b", "o", "f", "T", " ", "Z", "n"]
        var texts = [""]
        var last = [""]
        for _ in 1...3 {
            last = last.flatMap { prefix in alphabet.map { prefix + $0 } }
            texts += last
        }
        var mismatches: [String] = []
        for text in texts where PlainScalarTag.resolve(text) != Self.expected(text) { mismatches.append(text) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    /// A quoted scalar is a string and a written tag wins, however the text reads.
    @Test func quotedAndTaggedScalarsKeepTheirType() throws {
        let root = try #require(try AnchorFreeYAML.compose("a: \"100\"\nb: !!str 100\nc: 100\nd: !!float 7\ne: yes\nf: '~'\n")?.root)
        let values = try #require(root.mapping).map { $0.value.scalarValue }
        #expect(values == [.string("100"), .string("100"), .int(100), .float(7), .bool(true), .string("~")])
    }
}
