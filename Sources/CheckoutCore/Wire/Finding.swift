/// One finding about a request or payload: an error (the gateway refuses it, or it cannot work) or a
/// warning, naming the field.
public struct Finding: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public var severity: Severity
    /// The field (`deviceContext.deviceOS`), or nil for the payload as a whole.
    public var field: String?
    public var message: String

    public init(_ severity: Severity, field: String? = nil, _ message: String) {
        self.severity = severity
        self.field = field
        self.message = message
    }

    public var description: String {
        "\(severity.rawValue): " + (field.map { "\($0): " } ?? "") + message
    }
}
