import CheckoutCore

/// The asciicast v2 format asciinema plays: a JSON header line, then one JSON array per event line,
/// `[seconds, "o", output]` and `[seconds, "r", "WxH"]`.
public enum Asciicast {
    /// What the header says about the recording.
    public struct Header: Sendable, Equatable {
        public var size: TerminalSize
        /// When the recording started, in seconds since 1970.
        public var timestamp: Int64
        public var title: String
        /// The TERM the session ran under, for the player's information; left out when unknown.
        public var term: String?

        public init(size: TerminalSize, timestamp: Int64, title: String, term: String?) {
            self.size = size
            self.timestamp = timestamp
            self.title = title
            self.term = term
        }
    }

    public static func headerLine(_ header: Header) -> String {
        var object: JSONObject = [
            "version": 2, "width": .int(Int64(header.size.columns)), "height": .int(Int64(header.size.rows)),
            "timestamp": .int(header.timestamp), "title": .string(header.title),
        ]
        if let term = header.term, !term.isEmpty { object.append("env", ["TERM": .string(term)]) }
        return JSONWriter.compactString(.object(object))
    }

    /// Output the terminal was sent at `elapsed` into the recording.
    public static func outputLine(at elapsed: Duration, _ data: String) -> String { eventLine(at: elapsed, code: "o", data) }

    /// The terminal's new size at `elapsed`.
    public static func resizeLine(at elapsed: Duration, to size: TerminalSize) -> String {
        eventLine(at: elapsed, code: "r", "\(size.columns)x\(size.rows)")
    }

    private static func eventLine(at elapsed: Duration, code: String, _ data: String) -> String {
        "[\(seconds(elapsed)), \"\(code)\", \(JSONWriter.compactString(.string(data)))]"
    }

    /// Seconds with microseconds, always with a decimal point ("0.000000", "12.345678"): a float,
    /// as the format asks, and no exponent however small.
    public static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 else { return "0.000000" }
        let micro = String(attoseconds / 1_000_000_000_000)
        return "\(seconds)." + String(repeating: "0", count: 6 - micro.count) + micro
    }
}
