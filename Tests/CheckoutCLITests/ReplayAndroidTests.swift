import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// `replay` over iPhones and Android phones in one matrix: every case passes, and each case's name
/// (and so its JUnit testcase) says its phone's platform.
@Suite("replay: iPhones and Android phones")
struct ReplayAndroidTests {
    @Test func theShippedMixedMatrixPassesAndJUnitNamesThePlatform() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-android-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("report.xml").path
        let scenario = RepositoryPaths.profiles.appendingPathComponent("Scenarios/android-phones.yaml").path
        let result = try CLI.run(["replay", scenario, "--junit", junit])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("21 passed, 0 failed\n"), "\(result.stdout)")
        let report = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(report.contains("testcase name=\"pg intent with each visible app on iPhones and Android phones · gpay-only · iOS 17.2 · pg-intent · GPAY\""))
        #expect(report.contains("· android14-bhim-cred-only · Android 14 · pg-intent · in.org.npci.upiapp\""))
        // Scenarios on iPhones alone keep their names.
        let iPhones = try CLI.run(["replay", RepositoryPaths.profiles.appendingPathComponent("Scenarios/open-intent-matrix.yaml").path])
        #expect(iPhones.stdout.contains("PASS open intent with each visible app · iphone15-all-upi · open-intent · PHONEPE\n"), "\(iPhones.stdout)")
    }
}
