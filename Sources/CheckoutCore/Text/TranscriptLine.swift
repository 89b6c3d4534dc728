/// A line of a text transcript and what it is.
public struct TranscriptLine: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case plain, heading
        /// The heading of the section listing broken rules.
        case errorHeading
        /// A broken rule.
        case error
        /// The result line: a front end colours it by whether the walk succeeded.
        case result
    }

    public var text: String
    public var kind: Kind
}
