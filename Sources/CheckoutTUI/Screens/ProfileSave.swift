import CheckoutCore

/// An edited device to write as a new profile file, in the folder the profiles were loaded from.
public struct ProfileSaveRequest: Equatable, Sendable {
    /// A bare file name ending in .json, .yaml or .yml (see `ProfileFileName`).
    public var fileName: String
    /// The file's text, in the format its name ends with.
    public var text: String

    public init(fileName: String, text: String) {
        self.fileName = fileName
        self.text = text
    }
}

/// How writing the profile went.
public enum ProfileSaveOutcome: Equatable, Sendable {
    /// Written, and loaded back as the picker's entry for it; `path` as the user would type it.
    case saved(path: String, entry: ProfileEntry)
    /// A file of that name is there: nothing was written.
    case exists(path: String)
    case failed(String)
}

/// The rules for the name a profile is saved under: a file name, not a path, that the picker lists.
enum ProfileFileName {
    /// Longer names are refused by most file systems (255 bytes).
    static let maximumBytes = 255

    /// `typed` made a file name (the extension of `defaultFormat` added when it has none), or why it cannot be one.
    static func resolve(_ typed: String, defaultFormat: ProfileFormat) -> Result<String, ProfileNameProblem> {
        var name = TextPrompt.trimmed(typed)
        if name.isEmpty { return .failure(ProfileNameProblem("type a file name, e.g. my-phone.\(defaultFormat.fileExtension)")) }
        if name.contains("/") { return .failure(ProfileNameProblem("a file name only, without \"/\": it is saved in the profile folder")) }
        if name.hasPrefix(".") { return .failure(ProfileNameProblem("a name starting with \".\" would be a hidden file")) }
        if name.hasSuffix(".schema.json") { return .failure(ProfileNameProblem("a .schema.json file is a schema, not a profile: choose another name")) }
        if ProfileFormat(fileName: name) == nil {
            guard !name.contains(".") else { return .failure(ProfileNameProblem("end it with .yaml, .yml or .json")) }
            name += "." + defaultFormat.fileExtension
        }
        if name.utf8.count > maximumBytes { return .failure(ProfileNameProblem("at most \(maximumBytes) bytes")) }
        return .success(name)
    }
}

/// Why a typed file name cannot be saved under, said under the input.
struct ProfileNameProblem: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
