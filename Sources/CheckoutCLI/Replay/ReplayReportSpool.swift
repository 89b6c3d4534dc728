import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a streamed report keeps its entries until the replay's totals are known (they come first in
/// the file): a temporary file, removed from its folder as soon as it is open, so nothing is left behind
/// even by a replay that is killed. Memory stays one block however many cases there are. When no
/// temporary file can be made, the bytes are kept in memory instead: the report is still written.
final class ReplayReportSpool {
    private var descriptor: Int32
    /// Bytes not yet written to the file (all of them without one).
    private var pending: [UInt8] = []
    private var written = 0
    /// The first failure to write to the file, reported when the report is put together.
    private var failure: String?

    /// Where the next bytes go: the offset `append` would start at.
    var count: Int { written + pending.count }

    init() {
        let folder = FileManager.default.temporaryDirectory.path
        var template = Array((folder + "/checkout-sim-report.XXXXXX").utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if descriptor >= 0 {
            unlink(template)
            pending.reserveCapacity(AtomicFile.Output.blockSize)
        }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    func append(_ text: String) {
        append(text.utf8)
    }

    func append(_ bytes: some Collection<UInt8>) {
        // Written out before the block would outgrow its capacity: a grown array is a new, larger allocation.
        if descriptor >= 0, pending.count + bytes.count > AtomicFile.Output.blockSize { flush() }
        pending.append(contentsOf: bytes)
    }

    /// Copies the bytes in `range` (offsets `count` gave) to `output`, a block at a time.
    func copy(_ range: Range<Int>, to output: inout AtomicFile.Output) throws(AtomicFile.WriteError) {
        if range.lowerBound < written {
            flush()
            if let failure { throw AtomicFile.WriteError(path: output.path, reason: "its temporary copy: \(failure)") }
            var block = [UInt8](repeating: 0, count: AtomicFile.Output.blockSize)
            var offset = range.lowerBound
            while offset < min(range.upperBound, written) {
                let wanted = min(block.count, range.upperBound - offset)
                let read = block.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, wanted, off_t(offset)) }
                guard read > 0 else {
                    let reason = read < 0 ? String(cString: strerror(errno)) : "it ended early"
                    throw AtomicFile.WriteError(path: output.path, reason: "its temporary copy: \(reason)")
                }
                try block.withUnsafeBufferPointer { bytes throws(AtomicFile.WriteError) in
                    try output.write(UnsafeBufferPointer(rebasing: bytes[..<read]))
                }
                offset += read
            }
            return
        }
        let start = range.lowerBound - written
        try pending.withUnsafeBufferPointer { bytes throws(AtomicFile.WriteError) in
            try output.write(UnsafeBufferPointer(rebasing: bytes[start..<(start + range.count)]))
        }
    }

    private func flush() {
        guard descriptor >= 0, !pending.isEmpty, failure == nil else { return }
        var offset = 0
        while offset < pending.count {
            let result = pending.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + offset, $0.count - offset, off_t(written + offset)) }
            if result < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                return
            }
            offset += result
        }
        written += pending.count
        pending.removeAll(keepingCapacity: true)
    }
}
