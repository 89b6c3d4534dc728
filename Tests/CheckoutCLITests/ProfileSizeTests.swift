import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// A profile that declares thousands of schemes walks in time that grows with it, not with its
/// square; one over the limit is refused at load.
@Suite("Profiles with very many schemes")
struct ProfileSizeTests {
    static func profile(schemes count: Int, in folder: URL) throws -> String {
        let base = try JSONParser.parse(String(contentsOf: RepositoryPaths.profiles.appendingPathComponent("iphone15-all-upi.json"), encoding: .utf8))
        var profile = try #require(base.objectValue)
        var app = try #require(profile["merchantApp"]?.objectValue)
        let declared = try #require(app["queriesSchemes"]?.arrayValue)
        app["queriesSchemes"] = .array(declared + (0..<count).map { .string("scheme\($0)") })
        profile["merchantApp"] = .object(app)
        let path = folder.appendingPathComponent("many-\(count).json").path
        try JSONWriter.pretty(.object(profile)).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(.timeLimit(.minutes(1)))
    func thousandsOfSchemesWalkAndTheFirstFiftyStillDecide() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("many-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.profile(schemes: 9_990, in: folder)
        let result = try CLI.run(["run", "--profile", path, "--flow", "open-intent", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONParser.parse(result.stdout)
        #expect(json["visibleApps"] == ["PHONEPE", "GPAY", "PAYTM"])
        let schemes = try #require(json["schemes"]?.arrayValue)
        #expect(schemes.count >= 9_995)
        let last = try #require(schemes.first { $0["scheme"] == "scheme9989" })
        #expect(last["declaredPosition"] == 9_995)
        #expect(last["canOpen"] == false)
    }

    @Test func aProfileOverTheLimitIsRefusedNamingTheField() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("many-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.profile(schemes: 10_000, in: folder)
        let result = try CLI.run(["profiles", "validate", path])
        #expect(result.status != 0)
        #expect(result.stdout.contains("merchantApp.queriesSchemes: lists 10005 schemes, more than the 10000 a profile may hold"), "\(result.stdout)\(result.stderr)")
    }
}
