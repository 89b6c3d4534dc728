import CheckoutTestSupport
import Foundation
import Testing

/// PhonePe's official Python SDK in a virtual environment of its own under `.build`, made once with
/// the Python named by `CHECKOUT_SIM_TEST_PHONEPE_SDK` (which makes its test mandatory: `.ci/run`
/// sets it), and kept for later runs. Without the variable the test is skipped.
enum PhonePeSDK {
    static let variable = "CHECKOUT_SIM_TEST_PHONEPE_SDK"
    /// The release issue 24 was tried with; a newer one should arrive by a change here.
    static let version = "3.0.1"

    static var named: String? { ProcessInfo.processInfo.environment[variable].flatMap { $0.isEmpty ? nil : $0 } }
    static let folder = RepositoryPaths.root.appendingPathComponent(".build/phonepe-pg-sdk-\(version)")
    static var python: URL { folder.appendingPathComponent("bin/python") }
    /// Written once pip has finished, so an install cut short is never taken for a whole one.
    static var marker: URL { folder.appendingPathComponent("installed") }

    static let skipped: Comment = "not run: set \(variable)=python3 to install phonepe-pg-sdk-python==\(version) from PyPI and check serve with it"

    /// The environment's python, with the SDK installed first when missing.
    static func installed() throws -> URL {
        if FileManager.default.fileExists(atPath: marker.path) { return python }
        try? FileManager.default.removeItem(at: folder)
        let base = named ?? "python3"
        let venv = try ToolProcess.run(URL(fileURLWithPath: "/usr/bin/env"), [base, "-m", "venv", folder.path], in: nil, environment: [:])
        try #require(venv.status == 0, "\(base) -m venv \(folder.path) failed (Debian: apt-get install python3-venv): \(venv.output)")
        let pip = try ToolProcess.run(folder.appendingPathComponent("bin/pip"), [
            "install", "--disable-pip-version-check", "--quiet", "phonepe-pg-sdk-python==\(version)",
        ], in: nil, environment: [:])
        try #require(pip.status == 0, "pip install phonepe-pg-sdk-python==\(version) failed (PyPI must be reachable): \(pip.output)")
        _ = FileManager.default.createFile(atPath: marker.path, contents: Data(version.utf8))
        return python
    }

    /// Builds the SDK's Standard Checkout client against `serve` (its constructor fetches a token)
    /// with the given secret; prints `token O-Bearer …` or `refused <status> <code>`. Only the two
    /// sandbox base URLs of `phonepe.sdk.pg.env` change, as docs/serve.md tells a merchant to.
    static let script = """
        import sys
        import phonepe.sdk.pg.env as env
        url, client_id, client_secret = sys.argv[1], sys.argv[2], sys.argv[3]
        env.SANDBOX_PG_BASE_URL = url + "/apis/pg-sandbox"
        env.SANDBOX_OAUTH_BASE_URL = url + "/apis/pg-sandbox"
        from phonepe.sdk.pg.common.exceptions import UnauthorizedAccess
        from phonepe.sdk.pg.env import Env
        from phonepe.sdk.pg.payments.v2.standard_checkout_client import StandardCheckoutClient
        try:
            client = StandardCheckoutClient.get_instance(
                client_id=client_id, client_secret=client_secret, client_version=1, env=Env.SANDBOX,
                should_publish_events=False)
        except UnauthorizedAccess as error:
            print("refused", error.http_status_code, error.code)
            sys.exit(0)
        print("token", client._token_service.get_auth_token().split(".")[0])
        client.close()
        """
}
