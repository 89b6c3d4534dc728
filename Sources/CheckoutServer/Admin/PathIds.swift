import CheckoutCore
import Foundation

/// A merchant or payment id taken from an admin or pay page path. The router hands over the raw
/// segment, so it is percent-decoded first (a client encodes `"` or `<`), then held to the ids' one
/// rule: an id no pay call could have made is refused by name rather than looked up as written.
enum PathIds {
    static func decoded(_ raw: String, field: String) throws(AdminError) -> String {
        guard let text = raw.removingPercentEncoding else {
            throw AdminError.badRequest(field: field, "is not valid percent-encoding: write % as %25 and every other byte as it is or as %XX")
        }
        if let problem = StatusPathIds.problem(in: text) { throw AdminError.badRequest(field: field, problem) }
        return text
    }
}
