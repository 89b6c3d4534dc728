import CheckoutTestSupport
import Foundation
import Testing

/// schemathesis in a virtual environment of its own under `.build`, made once with the Python named
/// by `CHECKOUT_SIM_TEST_SCHEMATHESIS` (which makes the contract test mandatory: `.ci/run` sets it),
/// and kept for later runs. Without the variable the test runs only where that environment exists.
enum Schemathesis {
    static let variable = "CHECKOUT_SIM_TEST_SCHEMATHESIS"
    /// Pinned: a new release brings new checks, which should arrive by a change here, not by surprise.
    static let version = "4.32.5"
    /// Cases per operation and phase: enough to reach every status, small enough for about a minute.
    static let maxExamples = 20
    static let timeLimit: Double = 240

    static var named: String? { ProcessInfo.processInfo.environment[variable].flatMap { $0.isEmpty ? nil : $0 } }
    static var required: Bool { named != nil }
    static let folder = RepositoryPaths.root.appendingPathComponent(".build/schemathesis-\(version)")
    static var executable: URL { folder.appendingPathComponent("bin/schemathesis") }
    /// Written once pip has finished, so an install cut short is never taken for a whole one.
    static var marker: URL { folder.appendingPathComponent("installed") }
    static var isInstalled: Bool {
        FileManager.default.fileExists(atPath: marker.path) && FileManager.default.isExecutableFile(atPath: executable.path)
    }

    static let skipped: Comment = "not run: no schemathesis in .build (set \(variable)=python3 to install it from PyPI and make the test mandatory)"

    /// The schemathesis executable, installed first when missing: `python -m venv`, then
    /// `pip install schemathesis==version` from PyPI.
    static func installed() throws -> URL {
        if isInstalled { return executable }
        let python = named ?? "python3"
        try? FileManager.default.removeItem(at: folder)
        let venv = try ToolProcess.run(URL(fileURLWithPath: "/usr/bin/env"), [python, "-m", "venv", folder.path], in: nil, environment: [:])
        try #require(venv.status == 0, "\(python) -m venv \(folder.path) failed (Debian: apt-get install python3-venv): \(venv.output)")
        let pip = try ToolProcess.run(folder.appendingPathComponent("bin/pip"), [
            "install", "--disable-pip-version-check", "--quiet", "schemathesis==\(version)",
        ], in: nil, environment: [:])
        try #require(pip.status == 0, "pip install schemathesis==\(version) failed (PyPI must be reachable): \(pip.output)")
        _ = FileManager.default.createFile(atPath: marker.path, contents: Data(version.utf8))
        return executable
    }
}
