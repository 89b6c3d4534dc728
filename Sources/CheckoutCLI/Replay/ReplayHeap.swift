#if canImport(Glibc)
    import Glibc
#endif

/// Gives the heap pages freed so far back to the system. glibc keeps freed memory for the next
/// allocation; reading a scenario of thousands of cases leaves a megabyte or so of it (the YAML
/// parser's node tree, gone once the scenario is read) that the walks never reuse, and that would
/// otherwise count in the replay's peak resident memory to the end.
enum ReplayHeap {
    #if canImport(Glibc)
        /// `malloc_trim` is glibc's and not in the Swift module for it: looked up once, by name.
        private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        }()
    #endif

    static func returnFreedMemory() {
        #if canImport(Glibc)
            _ = mallocTrim?(0)
        #endif
    }
}
