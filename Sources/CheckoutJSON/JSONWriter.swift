/// Writes `JSONValue`s as UTF-8 bytes: compact (what is signed and sent) or pretty
/// (what transcripts show). Keys keep their order; `/` and non-ASCII are not escaped, but control
/// characters are, DEL and C1 included, so JSON printed to a terminal cannot drive it.
public enum JSONWriter {
    public static func compact(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        // A payment request is about 400 bytes: one allocation, no regrowth.
        out.reserveCapacity(512)
        writeCompact(value, into: &out)
        return out
    }

    public static func compactString(_ value: JSONValue) -> String {
        String(decoding: compact(value), as: UTF8.self)
    }

    /// Two-space indentation, `"key": value`, empty containers as `[]` and `{}`.
    public static func pretty(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(512)
        writePretty(value, indent: 0, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    public static func writeCompact(_ value: JSONValue, into out: inout [UInt8]) {
        switch value {
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                writeCompact(item, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                writeString(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                writeCompact(member.value, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        default:
            writeScalar(value, into: &out)
        }
    }

    private static func writePretty(_ value: JSONValue, indent: Int, into out: inout [UInt8]) {
        switch value {
        case .array(let items) where !items.isEmpty:
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1, into: &out)
                writePretty(item, indent: indent + 1, into: &out)
            }
            newline(indent, into: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let object) where !object.members.isEmpty:
            out.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1, into: &out)
                writeString(member.key, into: &out)
                out.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
                writePretty(member.value, indent: indent + 1, into: &out)
            }
            newline(indent, into: &out)
            out.append(UInt8(ascii: "}"))
        default:
            writeCompact(value, into: &out)
        }
    }

    private static func newline(_ indent: Int, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<(indent * 2) { out.append(UInt8(ascii: " ")) }
    }

    private static func writeScalar(_ value: JSONValue, into out: inout [UInt8]) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number): writeInteger(number, into: &out)
        case .double(let number): writeDouble(number, into: &out)
        case .string(let text): writeString(text, into: &out)
        case .array, .object: writeCompact(value, into: &out)
        }
    }

    static func writeInteger(_ number: Int64, into out: inout [UInt8]) {
        if number == 0 { out.append(UInt8(ascii: "0")); return }
        if number < 0 { out.append(UInt8(ascii: "-")) }
        // Digits from the last, into scratch space on the stack.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = number.magnitude
            var start = 20
            while magnitude > 0 {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    private static func writeDouble(_ number: Double, into out: inout [UInt8]) {
        // JSON has no NaN or infinity; null is the conventional stand-in.
        guard number.isFinite else { out.append(contentsOf: "null".utf8); return }
        if number == number.rounded(), abs(number) < 1e15 {
            writeInteger(Int64(number), into: &out)
        } else {
            out.append(contentsOf: "\(number)".utf8)
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    public static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            // Copy runs that need no escaping in one go; escape the rest byte by byte. DEL and C1
            // (U+0080–U+009F, two bytes from 0xC2) are valid raw, but a terminal would act on them.
            var runStart = 0
            var index = 0
            while true {
                index = StringBytes.plainRunEnd(bytes, from: index)
                guard index < bytes.count else { break }
                let byte = bytes[index]
                let isC1 = byte == 0xC2 && index + 1 < bytes.count && bytes[index + 1] < 0xA0
                guard byte < 0x80 || isC1 else {
                    index += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                appendEscaped(isC1 ? bytes[index + 1] : byte, into: &out)
                index += isC1 ? 2 : 1
                runStart = index
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscaped(_ byte: UInt8, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "t"))
        case 0x08: out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(UInt8(ascii: "f"))
        default:
            out.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
            out.append(hexDigits[Int(byte >> 4)])
            out.append(hexDigits[Int(byte & 0x0F)])
        }
    }
}
