import Foundation

/// Base64 (standard alphabet, padded) over bytes and strings. Encoding and the common decode are
/// done here, byte to byte, with no intermediate `Data`; anything the strict decoder below does not
/// accept goes to Foundation, which keeps the final say on what is valid.
public enum Base64 {
    public static func encode(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { input in
            String(unsafeUninitializedCapacity: encodedCount(input.count)) { write(input, into: $0) }
        }
    }

    /// The length of the encoding of `count` bytes, padding included.
    public static func encodedCount(_ count: Int) -> Int { (count + 2) / 3 * 4 }

    /// Writes the padded encoding of `input` at the start of `out`, which must hold
    /// `encodedCount(input.count)` bytes; returns that count.
    public static func write(_ input: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let table = alphabet.utf8Start
        var to = 0
        var from = 0
        // Eight bytes read at once give two groups (six bytes), eight characters written at once.
        encodingPairs.withUnsafeBufferPointer { pairs in
            while from + 8 <= input.count {
                let word = UInt64(bigEndian: UnsafeRawPointer(input.baseAddress! + from).loadUnaligned(as: UInt64.self))
                let first = Int(truncatingIfNeeded: word >> 40), second = Int(truncatingIfNeeded: word >> 16) & 0xFF_FFFF
                let characters = UInt64(pairs[first >> 12]) | UInt64(pairs[first & 0xFFF]) << 16
                    | UInt64(pairs[second >> 12]) << 32 | UInt64(pairs[second & 0xFFF]) << 48
                UnsafeMutableRawPointer(out.baseAddress! + to).storeBytes(of: characters.littleEndian, as: UInt64.self)
                from += 6
                to += 8
            }
        }
        while from + 3 <= input.count {
            let word = UInt32(input[from]) << 16 | UInt32(input[from + 1]) << 8 | UInt32(input[from + 2])
            out[to] = table[Int(word >> 18)]
            out[to + 1] = table[Int(word >> 12 & 0x3F)]
            out[to + 2] = table[Int(word >> 6 & 0x3F)]
            out[to + 3] = table[Int(word & 0x3F)]
            from += 3
            to += 4
        }
        let left = input.count - from
        guard left > 0 else { return to }
        let word = UInt32(input[from]) << 16 | (left == 2 ? UInt32(input[from + 1]) << 8 : 0)
        out[to] = table[Int(word >> 18)]
        out[to + 1] = table[Int(word >> 12 & 0x3F)]
        out[to + 2] = left == 2 ? table[Int(word >> 6 & 0x3F)] : UInt8(ascii: "=")
        out[to + 3] = UInt8(ascii: "=")
        return to + 4
    }

    /// The bytes, or nil for text that is not padded base64. Foundation on Linux reads "====" as a zero
    /// byte, so padding longer than two `=` is refused here first.
    public static func decode(_ text: String) -> [UInt8]? {
        var text = text
        if let bytes = text.withUTF8(decodeCanonical) { return bytes }
        let padding = text.utf8.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        guard padding <= 2 else { return nil }
        return Data(base64Encoded: text).map { [UInt8]($0) }
    }

    /// Decodes canonical base64 (a multiple of four characters from the alphabet, at most two `=` at
    /// the end, no stray bits in the last character); nil for anything else, which Foundation then judges.
    static func decodeCanonical(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard text.count % 4 == 0, !text.isEmpty else { return nil }
        let padding = text[text.count - 1] != UInt8(ascii: "=") ? 0 : text[text.count - 2] != UInt8(ascii: "=") ? 1 : 2
        let count = text.count / 4 * 3 - padding
        var valid = true
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            decodingTables.withUnsafeBufferPointer { tables in
                // Each character's value comes from the table for its place in the group, already
                // shifted there; an invalid character sets bit 24, which the OR of a group keeps.
                var seen: UInt32 = 0
                var from = 0
                var to = 0
                while from + 4 < text.count {
                    let word = tables[Int(text[from])] | tables[256 + Int(text[from + 1])]
                        | tables[512 + Int(text[from + 2])] | tables[768 + Int(text[from + 3])]
                    seen |= word
                    out[to] = UInt8(truncatingIfNeeded: word >> 16)
                    out[to + 1] = UInt8(truncatingIfNeeded: word >> 8)
                    out[to + 2] = UInt8(truncatingIfNeeded: word)
                    from += 4
                    to += 3
                }
                let word = tables[Int(text[from])] | tables[256 + Int(text[from + 1])]
                    | (padding == 2 ? 0 : tables[512 + Int(text[from + 2])]) | (padding >= 1 ? 0 : tables[768 + Int(text[from + 3])])
                seen |= word
                // Bits past the last byte must be zero, as an encoder writes them.
                let strayBits = padding == 0 ? 0 : word & (padding == 2 ? 0xFFFF : 0xFF)
                guard seen < 1 << 24, strayBits == 0 else {
                    valid = false
                    return
                }
                out[to] = UInt8(truncatingIfNeeded: word >> 16)
                if padding < 2 { out[to + 1] = UInt8(truncatingIfNeeded: word >> 8) }
                if padding < 1 { out[to + 2] = UInt8(truncatingIfNeeded: word) }
                initialized = count
            }
        }
        return valid ? bytes : nil
    }

    private static let alphabet: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

    /// The two characters of each 12-bit value, the first in the low byte: one load gives half a group.
    private static let encodingPairs: [UInt16] = (0..<4096).map { value in
        UInt16(alphabet.utf8Start[value >> 6]) | UInt16(alphabet.utf8Start[value & 0x3F]) << 8
    }

    /// For each of the four places in a group, 256 entries: a byte's 6-bit value shifted to its place
    /// in the 24-bit group, or bit 24 for a byte outside the alphabet (`=` included).
    private static let decodingTables: [UInt32] = {
        var tables = [UInt32](repeating: 1 << 24, count: 4 * 256)
        for value in 0..<64 {
            let byte = Int(alphabet.utf8Start[value])
            for place in 0..<4 { tables[place * 256 + byte] = UInt32(value) << (18 - 6 * place) }
        }
        return tables
    }()
}
