@testable import CheckoutServer
import Testing

/// The route table's fast answers agree with the plain ones: its path reading with `split`, and
/// `takes` with the list of methods.
@Suite struct RouteTableTests {
    static let paths = ["/pg/v1/pay", "pg/v1/pay/", "//pg//v1/pay", "/", "", "/pg/v1/status/M1/T1", "/_sim/transactions/M1/T1/act", "/é/ü/%20/x", "/pg/v1/status//M1"]

    @Test func pathsAreReadAsSplitReadsThem() {
        for path in Self.paths { #expect(RouteTable.segments(path) == path.split(separator: "/"), "\(path)") }
    }

    @Test func takesAgreesWithTheMethodsListed() {
        let table = RouteTable([
            (path: "/pg/v1/pay", method: "POST"), (path: "/pg/v1/status/{merchantId}/{id}", method: "GET"),
            (path: "/_sim/transactions/{merchantId}/{id}/act", method: "POST"), (path: "/_sim/transactions/{merchantId}/{id}", method: "GET"),
            (path: "/_sim/transactions/M1/{id}", method: "DELETE"),
        ])
        for path in Self.paths {
            for method in ["GET", "HEAD", "POST", "DELETE", "PUT"] {
                #expect(table.takes(method, on: path) == table.methods(for: path).contains(method), "\(method) \(path)")
            }
        }
    }
}
