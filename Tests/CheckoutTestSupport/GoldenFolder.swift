import Foundation
import Testing

/// A folder of reviewed outputs (golden files) beside the tests: each output is compared byte for byte
/// with its file, or, when the folder's switch is set, written to it instead, and the review of the
/// diff is the test (docs/testing.md says how).
public struct GoldenFolder: Sendable {
    /// Relative to the repository, as failures name the files.
    public let path: String
    /// The environment variable that, set to `1`, re-records instead of comparing.
    public let recordSwitch: String
    /// Whether a mismatch shows the whole output too: for short ones, such as a frame.
    public let showsWholeOutput: Bool

    public init(_ path: String, recordSwitch: String, showsWholeOutput: Bool = false) {
        self.path = path
        self.recordSwitch = recordSwitch
        self.showsWholeOutput = showsWholeOutput
    }

    public var isRecording: Bool { ProcessInfo.processInfo.environment[recordSwitch] == "1" }

    public func url(of name: String) -> URL { RepositoryPaths.root.appendingPathComponent(path).appendingPathComponent(name) }

    /// The golden file `name` as text.
    public func text(of name: String) throws -> String { try String(contentsOf: url(of: name), encoding: .utf8) }

    /// Compares `actual` with the golden file `name`, recording an issue that names the file and shows
    /// the first line that differs on both sides; writes `actual` to it instead while recording.
    public func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = url(of: name)
        let shown = "\(path)/\(name)"
        let actualBytes = Data(actual.utf8)
        if isRecording {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actualBytes.write(to: file, options: .atomic)
            return
        }
        guard let expectedBytes = FileManager.default.contents(atPath: file.path) else {
            Issue.record("no golden file \(shown): record it with \(recordSwitch)=1 (docs/testing.md), then review it", sourceLocation: sourceLocation)
            return
        }
        guard expectedBytes != actualBytes else { return }
        var message = "\(shown) differs from the output: \(Self.firstDifference(expectedBytes, actualBytes))"
        if showsWholeOutput { message += "\nwhole output:\n\(actual)" }
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// The first line that differs, with its number and both sides (`<end>` past the last line).
    static func firstDifference(_ expected: Data, _ actual: Data) -> String {
        let newline = UInt8(ascii: "\n")
        let old = expected.split(separator: newline, omittingEmptySubsequences: false)
        let new = actual.split(separator: newline, omittingEmptySubsequences: false)
        let index = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        func line(_ lines: [Data], _ index: Int) -> String {
            index < lines.count ? String(decoding: lines[index], as: UTF8.self) : "<end>"
        }
        return "line \(index + 1)\n- golden: \(line(old, index))\n+ actual: \(line(new, index))"
    }
}
