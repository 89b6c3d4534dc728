import CheckoutServer
import Foundation
import Hummingbird
import Testing
import Yams

/// `docs/openapi.yaml` lists exactly the routes the server registers, each with its responses.
@Suite struct OpenAPIDocumentTests {
    static let documentURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/openapi.yaml")

    static func document() throws -> [String: Any] {
        let text = try String(contentsOf: documentURL, encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any])
    }

    /// "POST /pg/v1/pay" for every operation the document describes.
    static func documentedRoutes(_ document: [String: Any]) throws -> Set<String> {
        let paths = try #require(document["paths"] as? [String: Any])
        var routes: Set<String> = []
        for (path, item) in paths {
            let operations = try #require(item as? [String: Any], "\(path)")
            for method in operations.keys where ["get", "post", "put", "delete", "patch"].contains(method) {
                routes.insert("\(method.uppercased()) \(path)")
            }
        }
        return routes
    }

    @Test func everyRouteIsDocumentedAndNothingElse() throws {
        let router = GatewayRoutes.router(store: ServerFixtures.store())
        let served = Set(router.routes.map { "\($0.method) \($0.path)" })
        let documented = try Self.documentedRoutes(try Self.document())
        #expect(served.subtracting(documented).sorted() == [], "served but not in docs/openapi.yaml")
        #expect(documented.subtracting(served).sorted() == [], "in docs/openapi.yaml but not served")
        #expect(served.count >= 8)
    }

    @Test func everyOperationSaysWhatItAnswersAndEveryReferenceResolves() throws {
        let document = try Self.document()
        #expect((document["openapi"] as? String)?.hasPrefix("3.") == true)
        let paths = try #require(document["paths"] as? [String: Any])
        for (path, item) in paths {
            for (method, operation) in try #require(item as? [String: Any]) {
                let responses = (operation as? [String: Any])?["responses"] as? [String: Any]
                #expect(responses?.isEmpty == false, "\(method) \(path) lists no responses")
            }
        }
        let text = try String(contentsOf: Self.documentURL, encoding: .utf8)
        for line in text.split(separator: "\n") {
            guard let range = line.range(of: "\"#/") else { continue }
            let pointer = line[range.upperBound...].prefix { $0 != "\"" }
            var node: Any? = document
            for key in pointer.split(separator: "/") { node = (node as? [String: Any])?[String(key)] }
            #expect(node != nil, "unresolved reference #/\(pointer)")
        }
    }
}
