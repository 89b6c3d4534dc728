/// How a cell looks: attributes plus a colour role the terminal maps to a colour when it has them.
public struct TextStyle: Hashable, Sendable {
    /// Bold, reverse, dim, underline: what works on every terminal, colour or not.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let bold = Attributes(rawValue: 1 << 0)
        public static let reverse = Attributes(rawValue: 1 << 1)
        public static let dim = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
    }

    /// What a piece of text means; the terminal picks the colour (or none, with NO_COLOR).
    public enum Role: Hashable, Sendable, CaseIterable {
        case normal, accent, ok, warning, error, muted

        /// The ANSI colour (0–7) a colour terminal shows the role in, on its own background; nil for
        /// the terminal's own foreground.
        public var ansiColour: Int16? {
            switch self {
            case .accent: 6  // cyan
            case .ok: 2  // green
            case .warning: 3  // yellow
            case .error: 1  // red
            case .normal, .muted: nil
            }
        }
    }

    public var attributes: Attributes
    public var role: Role

    public init(_ attributes: Attributes = [], role: Role = .normal) {
        self.attributes = attributes
        self.role = role
    }

    public static let plain = TextStyle()
    public static let bold = TextStyle(.bold)
    public static let reverse = TextStyle(.reverse)
    public static let heading = TextStyle(.bold, role: .accent)
    public static let muted = TextStyle(.dim, role: .muted)
    public static let ok = TextStyle(role: .ok)
    public static let warning = TextStyle(role: .warning)
    public static let error = TextStyle(.bold, role: .error)

    public func adding(_ more: Attributes) -> TextStyle { TextStyle(attributes.union(more), role: role) }
}
