import CheckoutCore
import CheckoutTUI
import CheckoutTestSupport

/// The shipped JSON profiles as the picker holds them, read by `ShippedProfileFiles` (YAML loading lives
/// in the CLI target, which these tests do not link; the tmux tests see every profile through the binary).
enum ShippedProfiles {
    static func entry(_ id: String) -> ProfileEntry {
        // Relative, so golden frames do not depend on where the repository is checked out.
        let file = "Profiles/\(id).json"
        switch ShippedProfileFiles.json(id) {
        case .success(let profile): return ProfileEntry(id: id, file: file, profile: profile)
        case .failure(let problems): return ProfileEntry(id: id, file: file, problems: problems.messages)
        case nil: return ProfileEntry(id: id, file: file, problems: ["no such shipped profile"])
        }
    }

    static func profile(_ id: String) -> DeviceProfile {
        guard let profile = entry(id).profile else { fatalError("shipped profile \(id) does not load: \(entry(id).problems)") }
        return profile
    }

    /// A profile that breaks the decoder's rules, as the picker shows an invalid file.
    static let invalid: ProfileEntry = {
        let document: JSONValue = ["name": "broken phone", "os": ["version": "seventeen"], "installedApps": [], "colour": "red"]
        guard case .failure(let errors) = ProfileDecoder.decode(document) else { fatalError("the broken profile decoded") }
        return ProfileEntry(id: "broken-phone", file: "Profiles/broken-phone.json", problems: errors.issues.map(\.description))
    }()
}
