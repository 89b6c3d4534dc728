import CheckoutCLI
import CheckoutCore
import CheckoutReplay
import CheckoutServer
import Foundation
import Yams

/// `serve --merchants FILE`: the merchants `serve` answers for, in YAML (or JSON, which YAML reads):
///
///     merchants:
///       - merchantId: MERCHANTUAT
///         saltKey: 099eb0cd-02cf-4e2a-8aca-3e6c6aff0399
///         saltIndex: 1
///         outcome: pending:3,success   # optional: the merchant's template
///         payAfter: 3                   # optional: seconds, or never
///         magicAmounts: false           # optional: amounts' paise do not pick the outcome
///         clientId: SHOPCLIENT          # optional: its PhonePe v2 OAuth client (see `MerchantsReader.oauthClient`)
///         clientSecret: shop-secret     # optional, as clientVersion: 1
///         webhookUrl: https://shop.example/phonepe/webhook   # optional, with webhookUsername and webhookPassword
///
/// Read with the scenario files' machinery, so every problem is reported with its line.
public enum MerchantsFile {
    public static let keys = [
        "merchantId", "saltKey", "saltIndex", "outcome", "payAfter", "magicAmounts",
        "clientId", "clientSecret", "clientVersion", "webhookUrl", "webhookUsername", "webhookPassword",
    ]

    /// `defaults` gives a merchant's outcome, pay-after, v2 client secret and version, token lifetime
    /// and webhook when the file does not; its client id is the first merchant's when that gives none.
    public static func load(path: String, defaults: ServedMerchant = ServedMerchant(settings: PhonePeMerchant())) throws(MerchantsFileError) -> [ServedMerchant] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MerchantsFileError(problems: [ScenarioProblem(file: path, line: 1, "cannot be read; give the path of a YAML or JSON merchants file")])
        }
        switch UTF8Text.decode([UInt8](data)) {
        case .success(let text): return try parse(text, file: path, defaults: defaults)
        case .failure(let invalid): throw MerchantsFileError(problems: [ScenarioProblem(file: path, line: invalid.line, "\(invalid)")])
        }
    }

    public static func parse(_ text: String, file: String, defaults: ServedMerchant = ServedMerchant(settings: PhonePeMerchant())) throws(MerchantsFileError) -> [ServedMerchant] {
        let document: AnchorFreeYAML.Document
        do {
            guard let composed = try AnchorFreeYAML.compose(text) else {
                throw MerchantsFileError(problems: [ScenarioProblem(file: file, line: 1, "the file is empty; \(shape)")])
            }
            document = composed
        } catch let error as MerchantsFileError {
            throw error
        } catch {
            let (line, rule) = YAMLErrorDescription.lineAndRule(error, in: text, oneDocument: "a merchants file holds one YAML document; \(shape)")
            throw MerchantsFileError(problems: [ScenarioProblem(file: file, line: line, rule)])
        }
        // An alias repeats what it names: reading on would report the copies as duplicates.
        guard document.anchorLines.isEmpty else {
            let rule = AnchorFreeYAML.rule(in: "a merchants file", instead: "write each merchant out in full")
            throw MerchantsFileError(problems: document.anchorLines.map { ScenarioProblem(file: file, line: $0, rule) })
        }
        var reader = MerchantsReader(file: file, defaults: defaults, lines: document.lines)
        let merchants = reader.merchants(document.root)
        guard reader.problems.isEmpty else { throw MerchantsFileError(problems: reader.problemsByLine) }
        return merchants
    }

    static let shape = "write \"merchants:\" and a list of merchants (- merchantId: …, saltKey: …)"
}

/// Every problem of a merchants file, each as `file:line: rule`.
public struct MerchantsFileError: Error, Sendable, CustomStringConvertible {
    public var problems: [ScenarioProblem]

    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

/// Reads the merchants of a file's root, recording every problem rather than stopping at the first.
struct MerchantsReader {
    let file: String
    let defaults: ServedMerchant
    /// Problems name the line an editor shows (libyaml counts NEL, LS and PS as breaks too).
    let lines: EditorLines
    var problems: [ScenarioProblem] = []

    init(file: String, defaults: ServedMerchant, lines: EditorLines) {
        self.file = file
        self.defaults = defaults
        self.lines = lines
    }

    /// As an editor lists them; problems of one line keep the order they were found in.
    var problemsByLine: [ScenarioProblem] {
        problems.enumerated().sorted { ($0.element.location.line, $0.offset) < ($1.element.location.line, $1.offset) }.map(\.element)
    }

    mutating func problem(_ node: Node, _ rule: String) {
        let found = ScenarioProblem(file: file, line: lines.line(of: node) ?? 1, rule)
        if !problems.contains(found) { problems.append(found) }
    }

    mutating func merchants(_ root: Node) -> [ServedMerchant] {
        guard case .mapping(let mapping) = root else {
            problem(root, "a merchants file holds a mapping; \(MerchantsFile.shape); got \(root.describedForProblem)")
            return []
        }
        var list: Node?
        for (key, value) in mapping {
            guard key.plainKey == "merchants" else {
                problem(key, KeyAdvice.unknownKey(key.plainKey ?? "", in: "a merchants file", allowed: ["merchants"]))
                continue
            }
            list = value
        }
        guard let list, case .sequence(let entries) = list, !entries.isEmpty else {
            problem(list ?? root, "\"merchants\" must be a non-empty list of merchants; \(MerchantsFile.shape)")
            return []
        }
        var merchants: [ServedMerchant] = []
        var lines: [String: Int] = [:]
        var clients: [String: (line: Int, origin: ClientIdOrigin)] = [:]
        for (index, entry) in entries.enumerated() {
            guard let (merchant, origin) = self.merchant(entry, first: index == 0) else { continue }
            if let earlier = lines[merchant.merchantId] {
                problem(entry, "\"merchantId\" \"\(merchant.merchantId)\" is already used by the merchant at line \(earlier); give each merchant its own id")
                continue
            }
            let clientId = merchant.oauthClient.clientId
            if let earlier = clients[clientId] {
                problem(entry, "\(origin.subject(clientId)) is already the client of the merchant at line \(earlier.line)\(earlier.origin.note); \(origin.advice)")
                continue
            }
            let line = self.lines.line(of: entry) ?? 1
            lines[merchant.merchantId] = line
            clients[clientId] = (line, origin)
            merchants.append(merchant)
        }
        return merchants
    }

    private mutating func merchant(_ entry: Node, first: Bool) -> (ServedMerchant, ClientIdOrigin)? {
        guard case .mapping(let mapping) = entry else {
            problem(entry, "each merchant must be a mapping (merchantId: …, saltKey: …), got \(entry.describedForProblem)")
            return nil
        }
        var fields: [String: Node] = [:]
        for (key, value) in mapping {
            guard let name = key.plainKey, MerchantsFile.keys.contains(name) else {
                problem(key, KeyAdvice.unknownKey(key.plainKey ?? "", in: "a merchant", allowed: MerchantsFile.keys))
                continue
            }
            fields[name] = value
        }
        let count = problems.count
        var settings = PhonePeMerchant()
        settings.merchantId = text("merchantId", fields, entry) ?? ""
        settings.saltKey = text("saltKey", fields, entry) ?? ""
        settings.saltIndex = saltIndex(fields["saltIndex"])
        if !settings.merchantId.isEmpty, let rule = StatusPathIds.problem(in: settings.merchantId) {
            problem(fields["merchantId"] ?? entry, "\"merchantId\" \(rule)")
        }
        let (oauthClient, origin) = oauthClient(fields, merchantId: settings.merchantId, first: first)
        let merchant = ServedMerchant(
            settings: settings, outcome: outcome(fields["outcome"]), paysAfter: paysAfter(fields["payAfter"]),
            magicAmounts: magicAmounts(fields["magicAmounts"]), oauthClient: oauthClient, webhook: webhook(fields))
        return problems.count == count ? (merchant, origin) : nil
    }

    /// A required, non-empty string.
    private mutating func text(_ key: String, _ fields: [String: Node], _ entry: Node) -> String? {
        guard let node = fields[key] else {
            problem(entry, "missing \"\(key)\": each merchant needs \"merchantId\" and \"saltKey\"")
            return nil
        }
        guard let value = node.stringValue else {
            let quote = node.scalar.map { "; quote it: \"\($0.string)\"" } ?? ""
            problem(node, "\"\(key)\" must be a string, got \(node.describedForProblem)\(quote)")
            return nil
        }
        if value.isEmpty { problem(node, "\"\(key)\" must not be empty") }
        return value
    }

    private mutating func saltIndex(_ node: Node?) -> Int {
        guard let node else { return 1 }
        guard case .int(let index)? = node.scalarValue, index >= 1 else {
            problem(node, "\"saltIndex\" must be a whole number from 1 up, got \(node.describedForProblem)")
            return 1
        }
        return index
    }

    private mutating func outcome(_ node: Node?) -> PhonePeOutcome {
        guard let node else { return defaults.outcome }
        do {
            return try PhonePeOutcome.parse(node.stringValue ?? "")
        } catch {
            problem(node, "\"outcome\": \(error.description.replacing("use --outcome ", with: "write outcome: "))")
            return defaults.outcome
        }
    }

    private mutating func magicAmounts(_ node: Node?) -> Bool {
        guard let node else { return defaults.magicAmounts }
        guard case .bool(let value)? = node.scalarValue else {
            problem(node, "\"magicAmounts\" must be true or false (false: amounts ending in .01 to .09 go as the outcome says), got \(node.describedForProblem)")
            return defaults.magicAmounts
        }
        return value
    }

    private mutating func paysAfter(_ node: Node?) -> Duration? {
        guard let node else { return defaults.paysAfter }
        guard let text = node.scalar?.string, let value = PayAfter(argument: text) else {
            problem(node, "\"payAfter\" must be whole seconds from 0 to 86400, or never; got \(node.describedForProblem)")
            return defaults.paysAfter
        }
        return value.duration
    }
}
