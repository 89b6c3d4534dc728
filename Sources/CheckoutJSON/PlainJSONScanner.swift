/// `JSONOutline`'s one pass over a plain document: an object of ASCII text without escapes, whose
/// numbers are integers that fit `Int64`, nested at most `maximumDepth` deep with at most
/// `maximumKeys` keys an object. It accepts only documents `JSONParser` accepts (whitespace, commas,
/// literals and duplicate keys checked alike) and gives up on anything else, for `JSONParser` to
/// judge with its own errors: so it never needs an error of its own.
struct PlainJSONScanner {
    /// The parser's own cursor and byte tests (whitespace, literals, digits), so both read alike.
    var reader: JSONTextParser
    var bytes: UnsafeBufferPointer<UInt8> { reader.bytes }
    var index: Int {
        get { reader.index }
        set { reader.index = newValue }
    }
    var members: [JSONOutline.Member] = []
    /// The keys of the open objects, innermost last, for the duplicate check.
    var keys: [Range<Int>] = []
    var frames: [Frame] = []

    /// An open array or object.
    struct Frame {
        let isObject: Bool
        /// Where this object's keys start in `keys`.
        let firstKey: Int
        /// For an object whose members are kept, the member holding it (-1 for the top level).
        let keptParent: Int?
        /// The kept member whose value comes next.
        var member = -1
    }

    static let maximumDepth = 64
    static let maximumKeys = 32

    init(bytes: UnsafeBufferPointer<UInt8>) { reader = JSONTextParser(bytes: bytes) }

    var peek: UInt8 { reader.peek }

    /// The kept members, or nil when the document is not plain (or not valid).
    mutating func scan() -> [JSONOutline.Member]? {
        reader.skipWhitespace()
        guard peek == UInt8(ascii: "{") else { return nil }
        members.reserveCapacity(24)
        keys.reserveCapacity(24)
        frames.reserveCapacity(8)
        nextValue: while true {
            reader.skipWhitespace()
            var member = JSONOutline.Member(parent: 0, key: 0..<0)
            switch peek {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = peek == UInt8(ascii: "{")
                guard frames.count < Self.maximumDepth else { return nil }
                index += 1
                reader.skipWhitespace()
                if peek == UInt8(ascii: isObject ? "}" : "]") {
                    index += 1
                    member.kind = isObject ? .object : .array
                } else {
                    // The top-level object's members are kept, and those of the objects they hold.
                    let holder = frames.last.flatMap { $0.keptParent == -1 ? $0.member : nil }
                    let keptParent = !isObject ? nil : frames.isEmpty ? -1 : holder
                    frames.append(Frame(isObject: isObject, firstKey: keys.count, keptParent: keptParent))
                    if isObject { guard readKey() else { return nil } }
                    continue nextValue
                }
            case UInt8(ascii: "\""):
                guard let string = scanString() else { return nil }
                member.kind = .string
                member.string = string
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard let integer = scanInteger() else { return nil }
                member.kind = .integer
                member.integer = integer
            default:
                let start = index
                while index < bytes.count, reader.isWordByte(bytes[index]) { index += 1 }
                if reader.matches("true", at: start) {
                    (member.kind, member.integer) = (.bool, 1)
                } else if reader.matches("false", at: start) {
                    member.kind = .bool
                } else if !reader.matches("null", at: start) {
                    return nil
                }
            }
            // The value is finished: keep it, then close every container it finishes.
            while let frame = frames.last {
                if frame.keptParent != nil {
                    members[frame.member].kind = member.kind
                    members[frame.member].string = member.string
                    members[frame.member].integer = member.integer
                }
                reader.skipWhitespace()
                if peek == UInt8(ascii: ",") {
                    index += 1
                    reader.skipWhitespace()
                    if frame.isObject { guard readKey() else { return nil } }
                    continue nextValue
                }
                guard peek == UInt8(ascii: frame.isObject ? "}" : "]") else { return nil }
                index += 1
                keys.removeSubrange(frame.firstKey...)
                frames.removeLast()
                member = JSONOutline.Member(parent: 0, key: 0..<0, kind: frame.isObject ? .object : .array)
            }
            reader.skipWhitespace()
            return index == bytes.count ? members : nil
        }
    }

    /// `"key" :` in the innermost object, kept when its members are.
    mutating func readKey() -> Bool {
        guard peek == UInt8(ascii: "\""), let key = scanString() else { return false }
        let frame = frames[frames.count - 1]
        guard keys.count - frame.firstKey < Self.maximumKeys else { return false }
        // ASCII without escapes: equal bytes are equal keys, and only they are.
        let keyBytes = UnsafeBufferPointer(rebasing: bytes[key])
        for earlier in frame.firstKey..<keys.count where keys[earlier].count == key.count {
            if StringBytes.equal(UnsafeBufferPointer(rebasing: bytes[keys[earlier]]), keyBytes) { return false }
        }
        keys.append(key)
        reader.skipWhitespace()
        guard peek == UInt8(ascii: ":") else { return false }
        index += 1
        if let parent = frame.keptParent {
            members.append(JSONOutline.Member(parent: parent, key: key))
            frames[frames.count - 1].member = members.count - 1
        }
        return true
    }

    /// A string from its opening quote: the range of its bytes, or nil unless it is plain ASCII.
    mutating func scanString() -> Range<Int>? {
        index += 1
        let start = index
        reader.skipPlainASCII()
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return start..<index - 1
            }
            // An escape, a control character or a byte beyond ASCII: not plain.
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
            index += 1
        }
        return nil
    }

    /// An integer that fits `Int64` as RFC 8259 writes one; nil for anything else.
    mutating func scanInteger() -> Int64? {
        let negative = peek == UInt8(ascii: "-")
        if negative { index += 1 }
        guard reader.isDigit(peek) else { return nil }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else {
            var magnitude: Int64 = 0
            while reader.isDigit(peek) {
                let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times10.addingReportingOverflow(Int64(peek - UInt8(ascii: "0")))
                guard !overflow1, !overflow2 else { return nil }
                magnitude = sum
                index += 1
            }
            // A leading zero, a fraction or an exponent is for the parser to judge.
            return reader.isDigit(peek) || peek == UInt8(ascii: ".") || peek | 0x20 == UInt8(ascii: "e") ? nil : negative ? -magnitude : magnitude
        }
        return reader.isDigit(peek) || peek == UInt8(ascii: ".") || peek | 0x20 == UInt8(ascii: "e") ? nil : 0
    }
}
