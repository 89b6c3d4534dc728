import CheckoutTestSupport
@testable import CheckoutCore
import Testing

/// URLs the gateway will call or send a browser to are read strictly where they enter.
@Suite struct WebURLTests {
    @Test(arguments: [
        ("http://127.0.0.1:8080/cb", "http", "127.0.0.1", 8080),
        ("HTTPS://Shop.Example/cb?x=1#f", "https", "Shop.Example", nil),
        ("http://[::1]:65535", "http", "[::1]", 65535),
        ("https://user@shop.example:1/", "https", "shop.example", 1),
        ("http://xn--d1acpjx3f.xn--p1ai/", "http", "xn--d1acpjx3f.xn--p1ai", nil),
    ] as [(String, String, String, Int?)])
    func acceptsWebURLs(text: String, scheme: String, host: String, port: Int?) throws {
        let url = try WebURL.parse(text).get()
        #expect(url.scheme == scheme)
        #expect(url.host == host)
        #expect(url.port == port)
    }

    @Test(arguments: [
        ("http://127.0.0.1:99999/x", "has the port \"99999\"; a port is a number from 1 to 65535"),
        ("http://[::1]:99999/x", "has the port \"99999\"; a port is a number from 1 to 65535"),
        ("https://shop.example:0/", "has the port \"0\"; a port is a number from 1 to 65535"),
        ("https://shop.example:/", "has the port \"\"; a port is a number from 1 to 65535"),
        ("https://shop.example:+80/", "has the port \"+80\"; a port is a number from 1 to 65535"),
        ("http://shop.example:18446744073709551617/", "has the port \"18446744073709551617\"; a port is a number from 1 to 65535"),
        ("javascript:alert(1)", "has the scheme \"javascript\"; only http and https are accepted"),
        ("JaVaScRiPt:alert(1)", "has the scheme \"JaVaScRiPt\"; only http and https are accepted"),
        ("data:text/html,<script>", "has the scheme \"data\"; only http and https are accepted"),
        ("vbscript:msgbox", "has the scheme \"vbscript\"; only http and https are accepted"),
        ("java\tscript:alert(1)", "holds \\u{9}, which a URL may not"),
        (" javascript:alert(1)", "holds a space, which a URL may not"),
        ("http://shop.example/a\nb", "holds \\u{A}, which a URL may not"),
        ("http:///cb", "names no host"),
        ("http:shop.example", "must have // after http:"),
        ("shop.example/cb", "must start with http:// or https://"),
        ("localhost:8080", "must start with http:// or https://"),
        ("http://[::1/x", "opens an IPv6 address with [ but never closes it"),
        ("http://[zz]/x", "has [zz], which is not an IPv6 address"),
        ("http://sh<op>/x", "has the host \"sh<op>\", which holds characters a host name may not (letters, digits, - . _ ~ and %-escapes)"),
    ])
    func refusesWithTheReason(text: String, reason: String) {
        #expect(WebURL.parse(text) == .failure(WebURLProblem(reason)))
    }

    @Test func refusesAnOverlongURL() {
        let long = "https://shop.example/" + String(repeating: "a", count: WebURL.maxLength)
        #expect(WebURL.parse(long) == .failure(WebURLProblem("is \(long.utf8.count) bytes long, over \(WebURL.maxLength)")))
    }

    /// The byte reading taken on every pay accepts only what the full reading accepts, with the same
    /// parts; the check alone says what parsing says.
    @Test func theByteReadingAgreesWithTheFullReading() {
        let pieces = [
            "http", "HTTPS", "https", "hTtP", "ftp", ":", "//", "/", "?", "#", "@", "[", "]", "::1", "shop.example", "127.0.0.1", "a",
            "-", "_", "~", "%41", ":8080", ":0", ":65535", ":65536", ":00080", ":123456", " ", "\t", "é", "\u{85}", "x=1", "\u{7F}",
        ]
        var generator = SeededGenerator(seed: 7)
        var agreed = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 1...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for candidate in [text, "http://" + text, "https://" + text, "http://shop.example" + text] {
                let parsed = WebURL.parse(candidate)
                if case .failure(let problem) = parsed { #expect(WebURL.problem(in: candidate) == problem) } else { #expect(WebURL.problem(in: candidate) == nil) }
                guard let plain = WebURL.plain(candidate) else { continue }
                #expect(WebURL.read(candidate) == .success(plain), "\(candidate)")
                agreed += 1
            }
        }
        #expect(agreed > 5_000)
        for common in ["http://127.0.0.1:8080/cb", "https://shop.example/callback?x=1", "HTTP://A:1"] {
            #expect(WebURL.plain(common) != nil, "\(common)")
        }
    }
}
