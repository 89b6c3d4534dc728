import Foundation

/// The callback attempts under way, in all and per merchant host (scheme, host and port), so that
/// one slow or failing merchant cannot take every slot: an attempt whose host has `perHost` under
/// way waits for one of them to end (at most `patience`), without holding a slot others could use.
/// At most `total` wait for one host; more are turned away at once.
actor DeliverySlots {
    private struct Waiter {
        var id: Int
        var continuation: CheckedContinuation<Bool, Never>
    }

    let total: Int
    let perHost: Int
    private var inFlight = 0
    private var running: [String: Int] = [:]
    private var waiting: [String: [Waiter]] = [:]
    private var lastWaiter = 0

    init(total: Int, perHost: Int) {
        self.total = max(1, total)
        self.perHost = max(1, min(perHost, total))
    }

    /// Slots no attempt holds: as many callbacks as a poll may claim.
    var free: Int { max(0, total - inFlight) }

    /// How many attempts wait for a slot of `host`.
    func waiting(for host: String) -> Int { waiting[host]?.count ?? 0 }

    /// A slot for an attempt at `host`, at once or once one of that host's attempts ends; false when
    /// none came within `patience`, the task was cancelled, or every slot is taken.
    func take(_ host: String, patience: Duration) async -> Bool {
        if running[host, default: 0] < perHost {
            guard inFlight < total else { return false }
            running[host, default: 0] += 1
            inFlight += 1
            return true
        }
        if Task.isCancelled || waiting[host, default: []].count >= total { return false }
        lastWaiter += 1
        let id = lastWaiter
        let timer = Task { [weak self] in
            try? await Task.sleep(for: patience)
            await self?.giveUp(id, host: host)
        }
        defer { timer.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiting[host, default: []].append(Waiter(id: id, continuation: continuation))
            }
        } onCancel: {
            Task { [weak self] in await self?.giveUp(id, host: host) }
        }
    }

    /// The slot an attempt at `host` held: passed to the first attempt waiting for that host.
    func give(_ host: String) {
        if var queue = waiting[host], !queue.isEmpty {
            let next = queue.removeFirst()
            waiting[host] = queue.isEmpty ? nil : queue
            next.continuation.resume(returning: true)
            return
        }
        running[host] = running[host].map { $0 > 1 ? $0 - 1 : nil } ?? nil
        inFlight = max(0, inFlight - 1)
    }

    private func giveUp(_ id: Int, host: String) {
        guard var queue = waiting[host], let index = queue.firstIndex(where: { $0.id == id }) else { return }
        let waiter = queue.remove(at: index)
        waiting[host] = queue.isEmpty ? nil : queue
        waiter.continuation.resume(returning: false)
    }

    /// Where an attempt connects: callbacks to one merchant server share its slots.
    static func host(of url: String) -> String {
        guard let parts = URLComponents(string: url) else { return url }
        let scheme = parts.scheme?.lowercased() ?? ""
        return "\(scheme)://\(parts.host?.lowercased() ?? ""):\(parts.port ?? (scheme == "https" ? 443 : 80))"
    }
}
