import CheckoutCore

/// A text input of the device editor and what its value is for.
struct DevicePrompt: Equatable, Sendable {
    enum Purpose: Equatable, Sendable {
        case declare, osVersion, callbackScheme, saveAs
        /// Android's: a `<queries>` entry, and the merchant app's targetSdk.
        case query, targetSdk

        var title: String {
            switch self {
            case .declare: "Declare a scheme in LSApplicationQueriesSchemes"
            case .osVersion: "iOS version"
            case .callbackScheme: "Callback scheme (merchantCallBackScheme)"
            case .saveAs: "Save the device as a new profile: file name"
            case .query: "Add to <queries>: an intent (upi://pay) or a package (com.phonepe.app)"
            case .targetSdk: "The merchant app's targetSdk"
            }
        }
    }

    var purpose: Purpose
    var input: TextPrompt

    var hints: [KeyHint] { [KeyHint("Enter", purpose == .saveAs ? "save" : purpose == .query ? "add" : "set"), KeyHint("⌫", "erase"), KeyHint("Esc", "cancel")] }

    /// What Enter will do with the text as typed, under the input.
    func note(on screen: DeviceScreen, saveFolder: String? = nil) -> StyledLine {
        let value = TextPrompt.trimmed(input.text)
        let app = screen.profile.merchantApp
        switch purpose {
        case .declare:
            let position = app.queriesSchemes.count + 1
            let ignored = Device(profile: screen.profile).ignoresDeclaration(atPosition: position)
            return StyledLine("Enter declares it at #\(position)" + (ignored ? ", which iOS \(screen.profile.os.version) ignores (only the first \(Device.queriesSchemesLimit) count)" : ""), .muted)
        case .osVersion:
            return StyledLine("Enter sets it, e.g. 14.8: before iOS \(Device.queriesSchemesLimitSince) every declared scheme counts, from it only the first \(Device.queriesSchemesLimit)", .muted)
        case .callbackScheme:
            guard !value.isEmpty else { return StyledLine("Enter leaves no callback scheme: PhonePe cannot return to the app by itself", .warning) }
            let verdict = CallbackSchemeVerdict(scheme: value, registered: app.registersURLType(value))
            if let problem = verdict.problem { return StyledLine("PhonePe refuses it (\(problem)); Enter sets it anyway, to see what happens", .warning) }
            return verdict.registered
                ? StyledLine("Valid, and one of the URL types: PhonePe returns by it", .ok)
                : StyledLine("Valid, but not one of the URL types (u adds it after): PhonePe cannot return by it", .warning)
        case .saveAs:
            // The folder first and whole: where the file lands is what the user must know.
            let folder = saveFolder.map { "Saves in \($0)" } ?? "Saves in the profile folder"
            return StyledLine(folder + " (YAML or JSON as the name ends); an existing file is kept", .muted)
        case .query:
            guard !value.isEmpty else { return StyledLine("An intent's URI (upi://pay, or upi for every upi URI) or a package name", .muted) }
            let query = AndroidQuery(typed: value)
            let entry = if case .package = query { "<package> \(value)" } else { "an <intent> for \(value)" }
            return Self.outcome(of: .addQuery(query), on: screen.profile, doing: "Enter adds \(entry)")
        case .targetSdk:
            guard let level = Self.apiLevel(value) else { return StyledLine(Self.apiLevelHint, .muted) }
            return Self.outcome(of: .setTargetSdk(level), on: screen.profile, doing: "Enter sets it")
        }
    }

    /// What `edit` would do to the checkout page, or why it is refused, as the user types.
    private static func outcome(of edit: ProfileEdit, on profile: DeviceProfile, doing: String) -> StyledLine {
        switch profile.applying(edit) {
        case .failure(let issue): return StyledLine(issue.message, .warning)
        case .success(let edited):
            let now = PackageVisibility(profile: profile).visibleUPIApps.count
            let then = PackageVisibility(profile: edited).visibleUPIApps.count
            let apps = { (count: Int) in count == 1 ? "1 UPI app" : "\(count) UPI apps" }
            return StyledLine("\(doing): the page would show \(apps(then)) (now \(now))", then > now ? .ok : .muted)
        }
    }

    /// The API level typed, or nil when it is not a whole number (one too long to be one included).
    static func apiLevel(_ text: String) -> Int? {
        guard text.count <= 6, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    static var apiLevelHint: String {
        let known = ProfileRules.knownAPILevels
        return "An API level, a whole number from \(known.lowerBound) to \(known.upperBound) (34 is Android 14; below 30 nothing is filtered)"
    }
}
