/// The shape of a status-check path, such as `/pg/v1/status/{merchantId}/{merchantTransactionId}`:
/// literal segments around the merchant's id and the payment's. One description builds a flow's
/// status path and reads the ids back out of one, for the gateway, the server's routing and its router.
public struct StatusPathTemplate: Sendable, Equatable {
    public enum Segment: Sendable, Equatable {
        case literal(String)
        case merchantId
        /// The payment's id, named as the flow's request names it (`merchantTransactionId`).
        case paymentId(String)
    }

    /// The merchant and payment a status path names.
    public struct Ids: Sendable, Equatable {
        public var merchantId: String
        public var id: String

        public init(merchantId: String, id: String) {
            self.merchantId = merchantId
            self.id = id
        }
    }

    public let segments: [Segment]

    public init(_ segments: [Segment]) {
        self.segments = segments
    }

    public static let pg = StatusPathTemplate([.literal("pg"), .literal("v1"), .literal("status"), .merchantId, .paymentId("merchantTransactionId")])
    public static let transaction = StatusPathTemplate([.literal("v3"), .literal("transaction"), .merchantId, .paymentId("transactionId"), .literal("status")])
    public static let recurringAuth = StatusPathTemplate([
        .literal("v3"), .literal("recurring"), .literal("auth"), .literal("status"), .merchantId, .paymentId("authRequestId"),
    ])
    /// Every status path the gateway answers.
    public static let all = [pg, transaction, recurringAuth]

    /// The path for one payment.
    public func path(merchantId: String, id: String) -> String {
        var path = ""
        for segment in segments {
            path += "/"
            switch segment {
            case .literal(let text): path += text
            case .merchantId: path += merchantId
            case .paymentId: path += id
            }
        }
        return path
    }

    /// As a router's template: each id as `{name}`.
    public var routerPattern: String {
        segments.map { segment in
            switch segment {
            case .literal(let text): "/" + text
            case .merchantId: "/{merchantId}"
            case .paymentId(let name): "/{\(name)}"
            }
        }.joined()
    }

    /// The ids `path` names when it has this template's shape; nil for any other path or an empty id.
    public func ids(in path: String) -> Ids? { Self.ids(in: path, among: [self]) }

    /// The ids `path` names when it is any flow's status path.
    public static func ids(in path: String) -> Ids? { ids(in: path, among: all) }

    /// Segments are what lies between slashes, a slash counting only where it is a character of its
    /// own: a combining mark after it makes one character of the two, as `split(separator: "/")` sees it.
    private static func ids(in path: String, among templates: [StatusPathTemplate]) -> Ids? {
        var path = path
        path.makeContiguousUTF8()
        let text = path
        return path.utf8.withContiguousStorageIfAvailable { bytes -> Ids? in
            let ascii = bytes.allSatisfy { $0 < 0x80 }
            var parts: [Range<Int>] = []
            parts.reserveCapacity(8)
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
                if !ascii, !isCharacter(slashAt: index, in: text) { continue }
                parts.append(start..<index)
                start = index + 1
                if parts.count > 7 { return nil }
            }
            parts.append(start..<bytes.count)
            for template in templates {
                if let ids = template.match(parts, of: bytes) { return ids }
            }
            return nil
        } ?? nil
    }

    private static func isCharacter(slashAt offset: Int, in text: String) -> Bool {
        let slash = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return String.Index(slash, within: text) != nil && String.Index(text.utf8.index(after: slash), within: text) != nil
    }

    private func match(_ parts: [Range<Int>], of bytes: UnsafeBufferPointer<UInt8>) -> Ids? {
        guard parts.count == segments.count + 1, parts[0].isEmpty else { return nil }
        var merchantId = "", id = ""
        for (segment, part) in zip(segments, parts.dropFirst()) {
            let slice = UnsafeBufferPointer(rebasing: bytes[part])
            switch segment {
            case .literal(let literal):
                guard literal.utf8.elementsEqual(slice) else { return nil }
            case .merchantId:
                merchantId = String(decoding: slice, as: UTF8.self)
            case .paymentId:
                id = String(decoding: slice, as: UTF8.self)
            }
        }
        return merchantId.isEmpty || id.isEmpty ? nil : Ids(merchantId: merchantId, id: id)
    }
}
