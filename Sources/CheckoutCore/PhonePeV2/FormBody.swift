import Foundation

/// An `application/x-www-form-urlencoded` body, as PhonePe's token endpoint takes it: `name=value`
/// pairs joined by `&`, `+` for a space, percent-escapes.
struct FormBody: Sendable, Equatable {
    /// Each field as sent, in order (a repeated name is kept: the first counts).
    var fields: [(name: String, value: String)]

    /// Nil when a name or value carries a broken percent-escape.
    init?(_ text: String) {
        var fields: [(name: String, value: String)] = []
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decoded(parts[0]), let value = Self.decoded(parts.count > 1 ? parts[1] : "") else { return nil }
            fields.append((name, value))
        }
        self.fields = fields
    }

    subscript(name: String) -> String? { fields.first { $0.name == name }?.value }

    private static func decoded(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    static func == (lhs: FormBody, rhs: FormBody) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
    }
}
