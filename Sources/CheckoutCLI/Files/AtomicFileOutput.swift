#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension AtomicFile {
    /// Where `AtomicFile.write(to:)` puts bytes: gathered into blocks of `blockSize`, so a report
    /// written entry by entry costs one system call per block, and memory stays one small block.
    struct Output {
        static let blockSize = 16 * 1024

        private var descriptor: Int32
        /// The target as the user named it, for errors.
        let path: String
        private var block: [UInt8] = []

        init(descriptor: Int32, shownAs path: String) {
            self.descriptor = descriptor
            self.path = path
            block.reserveCapacity(Self.blockSize)
        }

        mutating func write(_ text: String) throws(WriteError) {
            var text = text
            // `withUTF8` does not pass a typed error through: it comes back as a value.
            let failure = text.withUTF8 { bytes -> WriteError? in
                do throws(WriteError) {
                    try write(bytes)
                    return nil
                } catch {
                    return error
                }
            }
            if let failure { throw failure }
        }

        mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(WriteError) {
            if block.count + bytes.count > Self.blockSize { try flush() }
            if bytes.count >= Self.blockSize {
                try writeAll(bytes)
            } else {
                block.append(contentsOf: bytes)
            }
        }

        /// Writes what is gathered and closes the file; a failure here (a full disk) is the write's failure.
        mutating func finish() throws(WriteError) {
            try flush()
            let closed = closeDescriptor(descriptor)
            descriptor = -1
            guard closed == 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        }

        /// Closes without writing what is left, after a failure.
        mutating func abandon() {
            if descriptor >= 0 { _ = closeDescriptor(descriptor) }
            descriptor = -1
        }

        private mutating func flush() throws(WriteError) {
            guard !block.isEmpty else { return }
            try block.withUnsafeBufferPointer { bytes throws(WriteError) in try writeAll(bytes) }
            block.removeAll(keepingCapacity: true)
        }

        private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) throws(WriteError) {
            var offset = 0
            while offset < bytes.count {
                let written = writeToDescriptor(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw WriteError(path: path, reason: String(cString: strerror(errno)))
                }
                offset += written
            }
        }
    }
}

// The system calls by other names: inside `Output`, `write` and `close` would mean its own methods.
private func writeToDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
