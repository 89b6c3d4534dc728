/// Finds the bytes inside a JSON string that need attention, eight at a time, for the parser and
/// the writer alike. The usual bit tricks for "some byte is zero / below n" flag a byte by its high
/// bit; their false positives only occur in bytes above a true hit, so the lowest flagged byte is exact.
enum StringBytes {
    static let ones: UInt64 = 0x0101_0101_0101_0101

    /// Flags each `"`, `\`, control character (below 0x20) and non-ASCII byte of `word`.
    static func specials(_ word: UInt64) -> UInt64 {
        let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
        return (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
            | ((word &- ones &* 0x20) & ~word) | word) & (ones &* 0x80)
    }

    /// The eight bytes at `index` of `bytes`, the first in the lowest bits.
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    /// The first index from `start` of a byte the writer must look at: `specials`, and DEL (0x7F,
    /// whose high bit adding one sets; a carry only leaves a byte already flagged as non-ASCII).
    static func plainRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index + 8 <= bytes.count {
            let word = word(bytes, at: index)
            let flagged = specials(word) | ((word &+ ones) & (ones &* 0x80))
            if flagged != 0 { return index + flagged.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte >= 0x7F { return index }
            index += 1
        }
        return index
    }

    /// Whether `a` and `b` hold the same bytes, compared eight at a time (keys are short: a call to
    /// `memcmp`, or a generic `elementsEqual`, costs more than the comparison).
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        var index = 0
        while index + 8 <= a.count {
            if word(a, at: index) != word(b, at: index) { return false }
            index += 8
        }
        while index < a.count {
            if a[index] != b[index] { return false }
            index += 1
        }
        return true
    }
}
