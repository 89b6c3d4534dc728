import CheckoutCore
import CheckoutTUI
import CheckoutTestSupport
import Foundation

/// The shipped JSON profiles, loaded with the core's own parser and decoder (YAML loading lives in the
/// CLI target, which these tests do not link; the tmux tests see every profile through the binary).
enum ShippedProfiles {
    static func entry(_ id: String) -> ProfileEntry {
        let url = RepositoryPaths.profiles.appendingPathComponent("\(id).json")
        // Relative, so golden frames do not depend on where the repository is checked out.
        let file = "Profiles/\(id).json"
        let bytes = [UInt8]((try? Data(contentsOf: url)) ?? Data())
        do {
            switch ProfileDecoder.decode(try JSONParser.parse(bytes)) {
            case .success(let profile): return ProfileEntry(id: id, file: file, profile: profile)
            case .failure(let errors): return ProfileEntry(id: id, file: file, problems: errors.issues.map(\.description))
            }
        } catch {
            return ProfileEntry(id: id, file: file, problems: ["\(error)"])
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

    /// Every profile file name in Profiles/, sorted as the picker lists them.
    static var allIds: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.profiles.path)) ?? [])
            .filter { ($0.hasSuffix(".json") || $0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.hasSuffix(".schema.json") }
            .sorted()
            .map { name in String(name[..<name.lastIndex(of: ".")!]) }
    }
}
