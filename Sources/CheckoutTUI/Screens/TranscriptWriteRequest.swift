/// A walk's text transcript to write to a file (`w` on the transcript screen).
public struct TranscriptWriteRequest: Equatable, Sendable {
    /// As typed: relative to the working folder, or absolute.
    public var path: String
    public var text: String
    public var existing: ExistingFile

    public init(path: String, text: String, existing: ExistingFile = .ask) {
        self.path = path
        self.text = text
        self.existing = existing
    }
}

/// What to do when the file a write names is already there.
public enum ExistingFile: Equatable, Sendable {
    /// Write nothing and ask.
    case ask
    case overwrite
    /// Write next to it under the next free name (`walk-2.txt`).
    case keepBoth
}
