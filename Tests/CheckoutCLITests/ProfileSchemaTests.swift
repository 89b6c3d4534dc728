import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// The JSON Schema shipped for editors must describe what the decoder accepts, no more and no less.
@Suite("Profile JSON Schema")
struct ProfileSchemaTests {
    private func schema() throws -> JSONValue {
        let data = try Data(contentsOf: RepositoryPaths.profiles.appendingPathComponent("profile.schema.json"))
        return try JSONParser.parse([UInt8](data))
    }

    /// Follows a local `$ref` such as `#/$defs/installedApp`.
    private func resolve(_ node: JSONValue?, in schema: JSONValue) -> JSONValue? {
        guard let reference = node?["$ref"]?.stringValue, reference.hasPrefix("#/") else { return node }
        return reference.dropFirst(2).split(separator: "/").reduce(Optional(schema)) { $0?[String($1)] }
    }

    @Test func everyObjectAllowsExactlyTheDecodersKeys() throws {
        let schema = try schema()
        let objects: [String: JSONValue?] = [
            "": schema,
            "os": resolve(schema["properties"]?["os"], in: schema),
            "installedApps[]": resolve(resolve(schema["properties"]?["installedApps"], in: schema)?["items"], in: schema),
            "merchantApp": resolve(schema["properties"]?["merchantApp"], in: schema),
            "merchantApp.queries": resolve(schema["properties"]?["merchantApp"]?["properties"]?["queries"], in: schema),
            "merchant": resolve(schema["properties"]?["merchant"], in: schema),
            "citcon": resolve(schema["properties"]?["citcon"], in: schema),
            "citcon.accessTokens": resolve(schema["properties"]?["citcon"]?["properties"]?["accessTokens"], in: schema),
        ]
        for (path, node) in objects {
            let keys = node?["properties"]?.objectValue?.keys ?? []
            #expect(Set(keys) == Set(ProfileDecoder.allowedKeys[path] ?? []), "schema object \(path.isEmpty ? "(root)" : path)")
            #expect(node?["additionalProperties"] == false, "schema object \(path.isEmpty ? "(root)" : path) must refuse unknown keys")
        }
        #expect(schema["required"] == ["name", "os", "installedApps", "merchantApp"])
    }
}
