import ArgumentParser
import CheckoutCLI
import Foundation

/// The HTTP stack linked in: what `checkout-sim-gateway` runs `serve`, `bench --serve` and
/// `tui --gateway` with.
package struct GatewayStack: NetworkStack {
    package init() {}

    package var serveCommand: any ParsableCommand.Type { ServeCommand.self }

    /// On the ledger asked for, or on a new SQLite file in a temporary folder removed afterwards.
    package func serveBench(_ settings: ServeBenchSettings) throws {
        var scratch: URL?
        var state = settings.state
        if state == nil, settings.database == nil {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-bench-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            scratch = folder
            state = folder.appendingPathComponent("ledger.sqlite").path
        }
        defer { if let scratch { try? FileManager.default.removeItem(at: scratch) } }
        let ledger = try ServeLedger(state: state, database: settings.database, password: ProcessInfo.processInfo.environment["PGPASSWORD"])
        try ServeBench(seconds: settings.seconds, clients: settings.clients, ledger: ledger).run(format: settings.format)
    }

    package func phone(gateway: String, adminToken: String?) -> any PhoneConnection {
        GatewayPhone(gateway: gateway, adminToken: adminToken)
    }
}

extension GatewayPhone: PhoneConnection {}
