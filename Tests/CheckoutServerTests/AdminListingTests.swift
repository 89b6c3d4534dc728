import CheckoutCore
import CheckoutServer
import Hummingbird
import HummingbirdTesting
import Testing

/// The admin list newest first and by state, and the query parameters it refuses; over a socket.
@Suite struct AdminListingTests {
    static func ids(_ answer: (status: Int, json: JSONValue)) -> [String?] {
        answer.json["transactions"]?.arrayValue?.map { $0["id"]?.stringValue } ?? []
    }

    @Test func theListSortsNewestFirstOnRequestAndFiltersByState() async throws {
        let bench = AdminBench()
        try await bench.application.test(.live) { client in
            for id in ["MT-S1", "MT-S2", "MT-S3", "MT-S4"] {
                #expect(try await client.send(AdminBench.pay(id: id)).code == "PAYMENT_INITIATED")
            }
            #expect(try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-S2/act", #"{"action":"pay"}"#).status == 200)
            #expect(try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-S3/act", #"{"action":"decline"}"#).status == 200)

            let newest = try await client.admin(.get, "/_sim/transactions?order=newest")
            #expect(newest.status == 200, "\(newest.json)")
            #expect(newest.json["order"] == "newest first")
            #expect(Self.ids(newest) == ["MT-S4", "MT-S3", "MT-S2", "MT-S1"])
            #expect(newest.json["transactions"]?.arrayValue?.first?["state"] == "PENDING")
            let page = try await client.admin(.get, "/_sim/transactions?order=newest&limit=2&offset=1")
            #expect(Self.ids(page) == ["MT-S3", "MT-S2"])
            #expect(page.json["total"] == 4)
            #expect(Self.ids(try await client.admin(.get, "/_sim/transactions?order=oldest&limit=1")) == ["MT-S1"])

            let pending = try await client.admin(.get, "/_sim/transactions?state=PENDING")
            #expect(Self.ids(pending) == ["MT-S1", "MT-S4"])
            #expect(pending.json["total"] == 2)
            #expect(Self.ids(try await client.admin(.get, "/_sim/transactions?state=COMPLETED")) == ["MT-S2"])
            let decided = try await client.admin(.get, "/_sim/transactions?state=COMPLETED,FAILED&order=newest&merchantId=MERCHANTUAT")
            #expect(Self.ids(decided) == ["MT-S3", "MT-S2"])
        }
    }

    @Test(arguments: [
        ("order=latest", "order"), ("state=DONE", "state"), ("state=PENDING,", "state"), ("sort=newest", "sort"),
        ("merchantid=MERCHANTUAT", "merchantid"), ("offset=1000000001", "offset"), ("offset=99999999999999999999", "offset"),
    ])
    func anUnknownQueryParameterOrValueIsRefusedByName(query: String, field: String) async throws {
        let bench = AdminBench()
        try await bench.application.test(.live) { client in
            let refused = try await client.admin(.get, "/_sim/transactions?\(query)")
            #expect(refused.status == 400, "\(query): \(refused.json)")
            #expect(refused.json["field"]?.stringValue == field, "\(query): \(refused.json)")
        }
    }

    @Test func deletingFaultsRefusesAnUnknownQueryParameter() async throws {
        let bench = AdminBench()
        try await bench.application.test(.live) { client in
            let refused = try await client.admin(.delete, "/_sim/faults?merchant=MERCHANTUAT")
            #expect(refused.status == 400)
            #expect(refused.json["field"] == "merchant")
        }
    }
}
