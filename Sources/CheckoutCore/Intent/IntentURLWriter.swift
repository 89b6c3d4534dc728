/// Writes intent URL text into one byte buffer and makes it a `String` once: the gateway writes its
/// URLs with it straight from its fields, and `IntentURL.text` from its parameters.
///
/// Names, values and the target are percent-encoded except unreserved characters (A–Z a–z 0–9 - . _ ~)
/// and `@`, `:`, `/` (kept so `pa=MID@ybl` and `url=https://phonepe.com` read as in the documents); a
/// space in a name or value per `spaceEncoding` (always `%20` in the target); `+`, `&`, `=`, `#`, `?`,
/// `%` and non-ASCII (UTF-8 bytes) always percent-encoded, uppercase hex. The scheme is written as
/// given. With no parameters there is no `?`.
struct IntentURLWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private let spaceAsPlus: Bool
    /// `?` before the first parameter, `&` before the others.
    private var separator = UInt8(ascii: "?")

    /// `capacity`: room for a usual gateway URL, so that writing one never grows the buffer.
    init(scheme: String, target: String, spaceEncoding: SpaceEncoding, capacity: Int = 384) {
        spaceAsPlus = spaceEncoding == .plus
        self.capacity = capacity
        start = .allocate(capacity: capacity)
        encode(scheme, escaping: false)
        reserve(3)
        append(UInt8(ascii: ":"))
        append(UInt8(ascii: "/"))
        append(UInt8(ascii: "/"))
        encode(target, spaceAsPlus: false)
    }

    deinit { start.deallocate() }

    /// `name=value` as the next parameter, the name a documented one (plain ASCII: written as it is).
    mutating func add(_ name: StaticString, _ value: String) {
        startParameter(name)
        appendValue(value)
    }

    /// `name=value` as the next parameter, any name (percent-encoded).
    mutating func add(encodingName name: String, _ value: String) {
        startParameter()
        encode(name, spaceAsPlus: spaceAsPlus)
        endName()
        appendValue(value)
    }

    /// `?` or `&`, then `name=`, the name a documented one; the value follows in one or more `appendValue` calls.
    /// One `reserve` for all of it: a name is a few bytes, so calls cost more than the copying.
    mutating func startParameter(_ name: StaticString) {
        let length = name.utf8CodeUnitCount
        reserve(length &+ 2)
        append(separator)
        separator = UInt8(ascii: "&")
        for byte in UnsafeBufferPointer(start: name.utf8Start, count: length) {
            assert(PercentCoding.isKept(byte), "a documented parameter name needs no escape")
            append(byte)
        }
        append(UInt8(ascii: "="))
    }

    /// Part of the current parameter's value, so that a value such as `MID@ybl` needs no `String` of its own.
    mutating func appendValue(_ text: String) {
        encode(text, spaceAsPlus: spaceAsPlus)
    }

    var text: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

    private mutating func startParameter() {
        reserve(1)
        append(separator)
        separator = UInt8(ascii: "&")
    }

    private mutating func endName() {
        reserve(1)
        append(UInt8(ascii: "="))
    }

    /// Bytes that need no escape are stored as they come, one test of a constant bit mask each.
    private mutating func encode(_ text: String, spaceAsPlus: Bool = false, escaping: Bool = true) {
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { source in
            reserve(3 * source.count)
            for byte in source {
                if !escaping || PercentCoding.isKept(byte) {
                    append(byte)
                } else if spaceAsPlus && byte == UInt8(ascii: " ") {
                    append(UInt8(ascii: "+"))
                } else {
                    append(UInt8(ascii: "%"))
                    append(PercentCoding.hexDigit(byte >> 4))
                    append(PercentCoding.hexDigit(byte & 0x0F))
                }
            }
        }
        if written == nil { encode(String(decoding: Array(text.utf8), as: UTF8.self), spaceAsPlus: spaceAsPlus, escaping: escaping) }
    }

    /// Only after `reserve`.
    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        start[count] = byte
        count &+= 1
    }

    /// Makes room for `extra` more bytes; growing is kept out of line, the check inlined.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count &+ extra > capacity { grow(extra) }
    }

    private mutating func grow(_ extra: Int) {
        let grown = max(2 * capacity, count + extra)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }
}
