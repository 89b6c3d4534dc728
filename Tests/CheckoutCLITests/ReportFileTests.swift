import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `replay --junit` and `--json` write whole reports without replacing what stands at the path:
/// a symbolic link stays a link, a replaced file keeps its permissions, a FIFO is written through.
@Suite("report files")
struct ReportFileTests {
    static let scenario = RepositoryPaths.profiles.appendingPathComponent("Scenarios/citcon-wallets.yaml").path

    static func fileType(_ path: String) -> mode_t {
        var info = stat()
        _ = lstat(path, &info)
        return info.st_mode & S_IFMT
    }

    @Test func aSymbolicLinkStaysALinkAndItsFileGetsTheReport() throws {
        let folder = try ScenarioFolder()
        let real = try folder.write("real.xml", "old")
        let link = folder.path("link.xml")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        let result = try CLI.run(["replay", Self.scenario, "--junit", link])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.fileType(link) == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try String(contentsOfFile: real, encoding: .utf8).hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"checkout-sim replay\" tests=\"16\" failures=\"0\""))
    }

    @Test func aReplacedReportKeepsItsPermissions() throws {
        let folder = try ScenarioFolder()
        let report = try folder.write("report.json", "old")
        #expect(chmod(report, 0o444) == 0)
        let result = try CLI.run(["replay", Self.scenario, "--json", report])
        #expect(result.status == 0, "\(result.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: report)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o444)
        #expect(try String(contentsOfFile: report, encoding: .utf8).hasPrefix("{\n  \"passed\": 16,\n  \"failed\": 0,"))
    }

    @Test func aFIFOIsWrittenThroughNotReplaced() throws {
        let folder = try ScenarioFolder()
        let fifo = folder.path("report.fifo")
        #expect(mkfifo(fifo, 0o644) == 0)
        // Open the reading end first (without blocking), so the report's writer finds a reader.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let result = try CLI.run(["replay", Self.scenario, "--junit", fifo])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.fileType(fifo) == S_IFIFO)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(reader, &buffer, buffer.count)
        #expect(count > 0)
        #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
    }

    @Test func aPathThroughAFileSaysWhichPartIsNotAFolder() throws {
        let folder = try ScenarioFolder()
        let file = try folder.write("plain.txt", "x")
        let result = try CLI.run(["replay", Self.scenario, "--junit", file + "/sub/report.xml"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("\(file)/sub/report.xml: cannot be written: \(file) is not a folder"), "\(result.stderr)")
    }
}
