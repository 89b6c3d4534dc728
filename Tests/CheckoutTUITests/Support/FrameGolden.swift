import CheckoutTUI
import CheckoutTestSupport
import Foundation
import Testing

/// Frames compared with reviewed text files in `Frames/`, one per test case (teatest's golden files).
/// CHECKOUT_SIM_RECORD_FRAMES=1 rewrites them; review the diff before committing.
enum FrameGolden {
    static let folder = RepositoryPaths.root.appendingPathComponent("Tests/CheckoutTUITests/Frames")

    static var recording: Bool { ProcessInfo.processInfo.environment["CHECKOUT_SIM_RECORD_FRAMES"] == "1" }

    static func check(_ frame: Frame, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = folder.appendingPathComponent("\(name).txt")
        let actual = frame.text + "\n"
        if recording {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no golden frame \(file.path); record it with CHECKOUT_SIM_RECORD_FRAMES=1", sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let first = Array(zip(expectedLines, actualLines)).firstIndex { $0 != $1 } ?? min(expectedLines.count, actualLines.count)
            Issue.record(
                """
                frame \(name) differs from \(file.lastPathComponent) at line \(first + 1):
                expected: \(first < expectedLines.count ? String(expectedLines[first]) : "<end>")
                actual:   \(first < actualLines.count ? String(actualLines[first]) : "<end>")
                whole frame:
                \(actual)
                """, sourceLocation: sourceLocation)
        }
    }
}
