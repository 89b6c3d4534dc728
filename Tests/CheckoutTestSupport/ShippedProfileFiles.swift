import CheckoutCore
import Foundation

/// The device profiles shipped in `Profiles/`, read from the folder: the one list of them for every
/// test, so a profile added there is walked, listed and checked by itself.
public enum ShippedProfileFiles {
    /// Every profile's file name, sorted as `profiles list` and the picker list them; the JSON Schemas
    /// kept beside them for editors (`*.schema.json`) are not profiles.
    public static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.profiles.path)) ?? [])
            .filter { name in [".json", ".yaml", ".yml"].contains { name.hasSuffix($0) } && !name.hasSuffix(".schema.json") }
            .sorted()
    }

    /// Every profile's name: its file name without the ending, as `--profile` takes it.
    public static var names: [String] { files.map { name in String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)]) } }

    /// The names of the profiles of one platform: Android's say `"name": "Android"` in their `os`; the
    /// rest, YAML ones included, are iPhones.
    public static func names(on platform: Platform) -> [String] {
        names.filter { name in
            let android = (json(name).flatMap { try? $0.get() }?.os.platform ?? .iOS) == .android
            return android == (platform == .android)
        }
    }

    /// The names of the JSON profiles, which the core reads by itself (YAML needs the CLI's loader).
    public static var jsonNames: [String] { files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) } }

    /// Why a shipped JSON profile did not load: the parser's or the decoder's messages.
    public struct Problems: Error, CustomStringConvertible {
        public var messages: [String]
        public var description: String { messages.joined(separator: "; ") }
    }

    /// The JSON profile `name`, read with the core's own parser and decoder; nil when there is no such file.
    public static func json(_ name: String) -> Result<DeviceProfile, Problems>? {
        guard let data = FileManager.default.contents(atPath: RepositoryPaths.profiles.appendingPathComponent("\(name).json").path) else {
            return nil
        }
        do {
            return ProfileDecoder.decode(try JSONParser.parse([UInt8](data))).mapError { Problems(messages: $0.issues.map(\.description)) }
        } catch {
            return .failure(Problems(messages: ["\(error)"]))
        }
    }
}
