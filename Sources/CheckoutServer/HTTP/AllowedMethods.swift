import CheckoutCore
import Hummingbird

/// A path the server serves, called with a method it does not take (`TRACE`, `PUT`, a `GET` on a
/// POST endpoint), answers 405 with `Allow` naming the methods it takes, as HTTP asks, instead of
/// the router's 404, which would say that the path does not exist. It wraps the router, whose own
/// answer for a known path with an unknown method is that 404.
struct AllowedMethods: HTTPResponderBuilder {
    let router: Router<GatewayRequestContext>

    func buildResponder() -> CallbackResponder<GatewayRequestContext> {
        let table = RouteTable(router.routes.map { (path: $0.path.description, method: $0.method.rawValue) })
        let responder = router.buildResponder()
        return CallbackResponder { request, context in
            let path = request.uri.path
            let method = request.method.rawValue
            let allowed = table.takes(method, on: path) ? [] : table.methods(for: path)
            guard !allowed.isEmpty, !allowed.contains(method) else {
                return try await responder.respond(to: request, context: context)
            }
            let list = allowed.joined(separator: ", ")
            let body: JSONValue = ["error": .string("\(path) takes \(list), not \(method)"), "field": "method"]
            return Response(
                status: .methodNotAllowed, headers: [.allow: list, .contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: JSONWriter.compact(body))))
        }
    }
}

/// The routes' paths by segment (`{name}` matches any one segment) and the methods each takes.
struct RouteTable: Sendable {
    private var routes: [(segments: [Substring], methods: Set<String>)] = []
    /// The same, for `takes`: paths without a `{name}` by their segments joined, the others by how
    /// many segments they have.
    private var literal: [String: Set<String>] = [:]
    private var patterns: [Int: [(segments: [Substring], methods: Set<String>)]] = [:]

    init(_ routes: [(path: String, method: String)]) {
        for route in routes {
            let segments = Self.segments(route.path)
            if let index = self.routes.firstIndex(where: { $0.segments == segments }) {
                self.routes[index].methods.insert(route.method)
            } else {
                self.routes.append((segments, [route.method]))
            }
        }
        for route in self.routes {
            if route.segments.contains(where: { $0.first == "{" }) {
                patterns[route.segments.count, default: []].append(route)
            } else {
                literal[route.segments.joined(separator: "/"), default: []].formUnion(route.methods)
            }
        }
    }

    /// Whether some route takes `method` on `path`: what almost every call asks, answered without
    /// listing the methods.
    func takes(_ method: String, on path: String) -> Bool {
        let parts = Self.segments(path)
        func taken(_ methods: Set<String>) -> Bool { methods.contains(method) || (method == "HEAD" && methods.contains("GET")) }
        if let methods = literal[parts.joined(separator: "/")], taken(methods) { return true }
        return patterns[parts.count]?.contains { route in
            taken(route.methods) && zip(route.segments, parts).allSatisfy { pattern, part in pattern.first == "{" || pattern == part }
        } ?? false
    }

    /// The methods some route takes on `path`, sorted (HEAD wherever GET is: the router answers it);
    /// empty when no route has that path.
    func methods(for path: String) -> [String] {
        let parts = Self.segments(path)
        var methods: Set<String> = []
        for route in routes where route.segments.count == parts.count {
            let matches = zip(route.segments, parts).allSatisfy { pattern, part in pattern.first == "{" || pattern == part }
            if matches { methods.formUnion(route.methods) }
        }
        if methods.contains("GET") { methods.insert("HEAD") }
        return methods.sorted()
    }

    /// `path.split(separator: "/")`, read over its UTF-8 bytes: the generic split took more than the
    /// rest of the table's work on every call.
    static func segments(_ path: String) -> [Substring] {
        var parts: [Substring] = []
        let bytes = path.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: "/") {
                if start != index { parts.append(path[start..<index]) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start != bytes.endIndex { parts.append(path[start..<bytes.endIndex]) }
        return parts
    }
}
