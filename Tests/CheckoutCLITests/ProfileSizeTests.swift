import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// A profile declaring as much as the limits allow walks in time that grows with it, not with its
/// square; one over a limit is refused at load, by every command, naming the field, count and limit.
@Suite("Profiles at and over the size limits")
struct ProfileSizeTests {
    /// `iphone15-all-upi` grown to `declared` query schemes, plus apps registering `registered` more schemes.
    static func profile(declared: Int, registered: Int = 0, links: Int = 0, in folder: URL) throws -> String {
        let base = try JSONParser.parse(String(contentsOf: RepositoryPaths.profiles.appendingPathComponent("iphone15-all-upi.json"), encoding: .utf8))
        var profile = try #require(base.objectValue)
        var app = try #require(profile["merchantApp"]?.objectValue)
        let queries = try #require(app["queriesSchemes"]?.arrayValue)
        app["queriesSchemes"] = .array(queries + (queries.count..<declared).map { .string("scheme\($0)") })
        if links > 0 { app["universalLinks"] = .array((0..<links).map { .string("https://shop.example/\($0)") }) }
        profile["merchantApp"] = .object(app)
        let apps = try #require(profile["installedApps"]?.arrayValue)
        let filled = stride(from: 0, to: registered, by: ProfileLimits.schemesPerList).map { start -> JSONValue in
            let schemes = (start..<min(registered, start + ProfileLimits.schemesPerList)).map { JSONValue.string("app\($0)") }
            return ["id": .string("com.example.app\(start)"), "schemes": .array(schemes)]
        }
        profile["installedApps"] = .array(apps + filled)
        let path = folder.appendingPathComponent("size-\(UUID().uuidString).json").path
        try JSONWriter.pretty(.object(profile)).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    @Test(.timeLimit(.minutes(1)))
    func aProfileAtTheLimitsWalksAndTheFirstFiftyStillDecide() throws {
        try Self.withFolder { folder in
            // Nearly every scheme the installed apps may register together, besides the shipped apps' own.
            let path = try Self.profile(declared: ProfileLimits.schemesPerList, registered: ProfileLimits.installedAppSchemes - 100, in: folder)
            let result = try CLI.run(["run", "--profile", path, "--flow", "open-intent", "--format", "json"])
            #expect(result.status == 0, "\(result.stderr)")
            let json = try JSONParser.parse(result.stdout)
            #expect(json["visibleApps"] == ["PHONEPE", "GPAY", "PAYTM"])
            let schemes = try #require(json["schemes"]?.arrayValue)
            #expect(schemes.count >= ProfileLimits.schemesPerList + ProfileLimits.installedAppSchemes - 100)
            let last = try #require(schemes.first { $0["scheme"] == "scheme999" })
            #expect(last["declaredPosition"] == 1_000)
            #expect(last["canOpen"] == false)
            let registered = try #require(schemes.first { $0["scheme"] == "app9899" })
            #expect(registered["registeredBy"] == ["com.example.app9000"])
            #expect(registered["declared"] == false)
        }
    }

    @Test(arguments: [
        (["run", "--flow", "open-intent"], "merchantApp.queriesSchemes: lists 1001 schemes, more than the 1000 a profile may hold"),
        (["profiles", "validate"], "merchantApp.queriesSchemes: lists 1001 schemes, more than the 1000 a profile may hold"),
    ])
    func tooManyDeclaredSchemesAreRefusedByEveryCommand(command: [String], message: String) throws {
        try Self.withFolder { folder in
            let path = try Self.profile(declared: ProfileLimits.schemesPerList + 1, in: folder)
            let arguments = command.first == "run" ? command + ["--profile", path] : command + [path]
            let result = try CLI.run(arguments)
            #expect(result.status != 0)
            #expect((result.stdout + result.stderr).contains(message), "\(result.stdout)\(result.stderr)")
        }
    }

    @Test func tooManyAppSchemesOrLinksAreRefusedNamingTheField() throws {
        try Self.withFolder { folder in
            let apps = try CLI.run(["profiles", "validate", Self.profile(declared: 5, registered: ProfileLimits.installedAppSchemes, in: folder)])
            #expect(apps.status != 0)
            #expect(apps.stdout.contains("installedApps: register 10006 schemes together, more than the 10000 a profile may hold"), "\(apps.stdout)\(apps.stderr)")
            let links = try CLI.run(["profiles", "validate", Self.profile(declared: 5, links: ProfileLimits.universalLinks + 1, in: folder)])
            #expect(links.status != 0)
            #expect(links.stdout.contains("merchantApp.universalLinks: lists 1001 universal links, more than the 1000 a profile may hold"), "\(links.stdout)\(links.stderr)")
        }
    }
}
