import CheckoutCore

/// The live log `serve` prints on stdout: a line per request answered and per callback attempt, as
/// text for a person or as JSON lines for a program, and a last line when the server stops. Lines go
/// to `sink` whole, one call each, so a sink that writes each call at once never mixes two lines.
/// Identical admin reads in a row are written once, then counted (`RepeatedReads`).
public struct LiveLog: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case text, json, off
    }

    public var format: Format
    let sink: @Sendable (String) -> Void
    /// Milliseconds since the epoch, as the store's clock.
    let now: @Sendable () -> Int64
    let repeats = RepeatedReads()

    public init(format: Format, now: @escaping @Sendable () -> Int64, sink: @escaping @Sendable (String) -> Void) {
        self.format = format
        self.now = now
        self.sink = sink
    }

    /// Prints nothing.
    public static let off = LiveLog(format: .off, now: { 0 }, sink: { _ in })

    public var isOn: Bool { format != .off }

    public func request(_ entry: RequestLogEntry) {
        guard isOn else { return }
        repeats.admit(entry, repeated: writeRepeated) { write(text: entry.text, json: entry.json) }
    }

    public func callback(_ entry: CallbackLogEntry) {
        guard isOn else { return }
        repeats.interrupt(repeated: writeRepeated) { write(text: entry.text, json: entry.json) }
    }

    /// The last line, once requests in flight are answered and the ledger is closed.
    public func stopped(ledger: String) {
        guard isOn else { return }
        let time = LogTime.iso8601(now())
        repeats.interrupt(repeated: writeRepeated) {
            write(
                text: "\(time) stopped on Ctrl-C or SIGTERM: requests in flight answered, ledger closed (\(ledger))",
                json: ["time": .string(time), "event": "stopped", "ledger": .string(ledger)])
        }
    }

    /// `2025-11-24T16:00:59.001Z GET /_sim/transactions 200: 57 more times, answered as above`.
    private func writeRepeated(_ last: RequestLogEntry, _ count: Int) {
        write(
            text: "\(LogTime.iso8601(last.at)) \(last.method) \(last.path) \(last.httpStatus): \(count) more \(count == 1 ? "time" : "times"), answered as above",
            json: [
                "time": .string(LogTime.iso8601(last.at)), "event": "repeated", "method": .string(last.method), "path": .string(last.path),
                "httpStatus": .int(Int64(last.httpStatus)), "times": .int(Int64(count)),
            ])
    }

    /// The first lines `serve` prints once it listens: `banner` as text (also with the log off), or
    /// one JSON `serving` object, so that every line of stdout parses (salt keys, v2 client secrets and
    /// webhook passwords masked, and what the ledger held as `resumed`). Written before any other line
    /// (see `StandardOutputLines.open`).
    public func servingLines(banner: [String], url: String, merchants: [ServedMerchant], ledger: String, resumed: ResumedLedger = .empty) -> [String] {
        guard format == .json else { return banner }
        let object: JSONObject = [
            "time": .string(LogTime.iso8601(now())), "event": "serving", "url": .string(url),
            "merchants": .array(merchants.map { merchant in
                [
                    "merchantId": .string(merchant.merchantId), "saltKey": .string(Self.masked(merchant.settings.saltKey)),
                    "saltIndex": .int(Int64(merchant.settings.saltIndex)), "outcome": .string(merchant.outcome.description),
                    "magicAmounts": .bool(merchant.magicAmounts),
                    "oauthClient": [
                        "clientId": .string(merchant.oauthClient.clientId), "clientSecret": .string(Self.masked(merchant.oauthClient.clientSecret)),
                        "clientVersion": .int(Int64(merchant.oauthClient.clientVersion)),
                        "tokenLifetimeSeconds": .int(merchant.oauthClient.tokenLifetimeSeconds),
                    ],
                    "webhook": merchant.webhook.map { webhook -> JSONValue in
                        ["url": .string(webhook.url), "username": .string(webhook.username), "password": .string(Self.masked(webhook.password))]
                    } ?? .null,
                ]
            }),
            "ledger": .string(ledger),
            "resumed": ["payments": .int(Int64(resumed.payments)), "owedCallbacks": .int(Int64(resumed.owedCallbacks))],
        ]
        return [JSONWriter.compactString(.object(object))]
    }

    /// The line saying that `count` lines were dropped because stdout was not read fast enough.
    public static func droppedNote(_ count: Int, format: Format, at time: Int64) -> String {
        let message = "\(count) log lines dropped: stdout was not read fast enough"
        guard format == .json else { return "(\(message))" }
        let object: JSONObject = [
            "time": .string(LogTime.iso8601(time)), "event": "dropped", "lines": .int(Int64(count)), "message": .string(message),
        ]
        return JSONWriter.compactString(.object(object))
    }

    /// A secret as `serve` shows it: only its last four characters ("••••0399").
    public static func masked(_ secret: String) -> String {
        "••••" + Checksum.visibleTail(of: secret)
    }

    private func write(text: @autoclosure () -> String, json: @autoclosure () -> JSONValue) {
        switch format {
        // Ids, paths and URLs come from callers: a newline would forge a line, ESC drive the terminal.
        case .text: sink(text().spellingOutTerminalControls(keepingLayout: false))
        case .json: sink(JSONWriter.compactString(json()))
        case .off: break
        }
    }
}
