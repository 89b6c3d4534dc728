/// A JSON object read for a few of its fields: the members of the object and of the objects
/// directly inside it, each with its key, its JSON type and, for a string, an integer or a boolean,
/// its value, kept as bytes until asked for. Everything deeper is checked, not kept.
///
/// `read` accepts exactly what `JSONParser` accepts and throws its errors. A plain document (ASCII,
/// no escapes, integer numbers: what a merchant's server writes) is read in one pass over its bytes,
/// building no tree and no `String`; anything else is left to `JSONParser`, and outlined from its tree.
public struct JSONOutline: Sendable {
    public enum Kind: Sendable, Equatable {
        case null, bool, string, array, object
        /// A number that fits `Int64` (`JSONValue.int`).
        case integer
        /// Any other number (`JSONValue.double`).
        case number

        public init(_ value: JSONValue) {
            switch value {
            case .null: self = .null
            case .bool: self = .bool
            case .int: self = .integer
            case .double: self = .number
            case .string: self = .string
            case .array: self = .array
            case .object: self = .object
            }
        }
    }

    struct Member: Sendable {
        /// The index in `members` of the member whose object holds this one; -1 for the top level.
        var parent: Int
        /// The key's bytes in `text`.
        var key: Range<Int>
        var kind: Kind = .null
        /// A string's bytes in `text`.
        var string: Range<Int> = 0..<0
        /// An integer's value; a boolean's as 0 or 1.
        var integer: Int64 = 0
    }

    /// One allocation shared by every `Value`, so handing values around costs one reference count.
    final class Storage: Sendable {
        /// The bytes keys and strings are read from: the document itself, or text gathered from a tree.
        let text: [UInt8]
        let members: [Member]

        init(text: [UInt8], members: [Member]) {
            self.text = text
            self.members = members
        }
    }

    let storage: Storage

    /// The outline of `bytes`, or nil when they are valid JSON but no object.
    public static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONOutline? {
        let scanned = bytes.withUnsafeBufferPointer { buffer -> [Member]? in
            var scanner = PlainJSONScanner(bytes: buffer)
            return scanner.scan()
        }
        if let scanned { return JSONOutline(text: bytes, members: scanned) }
        guard case .object(let object) = try JSONParser.parse(bytes) else { return nil }
        return JSONOutline(object)
    }

    /// The outline of an object already parsed.
    public init(_ object: JSONObject) {
        var text: [UInt8] = []
        var members: [Member] = []
        func add(_ member: JSONMember, parent: Int) {
            var outlined = Member(parent: parent, key: text.count..<text.count + member.key.utf8.count, kind: Kind(member.value))
            text.append(contentsOf: member.key.utf8)
            switch member.value {
            case .string(let string):
                outlined.string = text.count..<text.count + string.utf8.count
                text.append(contentsOf: string.utf8)
            case .int(let integer): outlined.integer = integer
            case .bool(let flag): outlined.integer = flag ? 1 : 0
            default: break
            }
            members.append(outlined)
        }
        for member in object.members {
            add(member, parent: -1)
            if case .object(let nested) = member.value {
                let parent = members.count - 1
                for inner in nested.members { add(inner, parent: parent) }
            }
        }
        self.init(text: text, members: members)
    }

    init(text: [UInt8], members: [Member]) { storage = Storage(text: text, members: members) }

    var text: [UInt8] { storage.text }
    var members: [Member] { storage.members }

    /// The object itself.
    public var root: Value { Value(outline: self, index: -1) }

    public subscript(key: String) -> Value? { root[key] }

    /// The index of the member `key` of the object at `parent`. A member always comes after the
    /// member holding it, so the search starts there; lengths are compared before any byte.
    func index(of key: String, parent: Int) -> Int? {
        let storage = storage
        return key.utf8.withContiguousStorageIfAvailable { wanted in
            storage.text.withUnsafeBufferPointer { text in
                storage.members.withUnsafeBufferPointer { members in
                    var index = parent + 1
                    while index < members.count {
                        let member = members[index]
                        if member.parent == parent, member.key.count == wanted.count,
                            StringBytes.equal(UnsafeBufferPointer(rebasing: text[member.key]), wanted)
                        { return index }
                        index += 1
                    }
                    return nil
                }
            }
        } ?? index(of: String(decoding: Array(key.utf8), as: UTF8.self), parent: parent)
    }

    func string(_ range: Range<Int>) -> String {
        text.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// The object, or one of its members' values, read as `JSONValue`'s accessors read a value.
    public struct Value: Sendable {
        let outline: JSONOutline
        /// The member's index in `members`; -1 for the object itself.
        let index: Int

        public var kind: Kind { index < 0 ? .object : outline.members[index].kind }

        /// A member of this value when it is the object or one of the objects directly inside it
        /// (an outline keeps no deeper members).
        public subscript(key: String) -> Value? {
            guard kind == .object else { return nil }
            return outline.index(of: key, parent: index).map { Value(outline: outline, index: $0) }
        }

        /// The members of this value when it is the object or one of the objects directly inside it, in order.
        public var members: [Value] {
            guard kind == .object else { return [] }
            return outline.members.indices.filter { outline.members[$0].parent == index }.map { Value(outline: outline, index: $0) }
        }

        /// Whether `body` holds for each member of this value (the object or one of the objects
        /// directly inside it), given the member's key as bytes: in the document's order, stopping at
        /// the first that does not. For a reader matching keys itself, in one pass.
        public func allMembersSatisfy(_ body: (UnsafeBufferPointer<UInt8>, Value) -> Bool) -> Bool {
            guard kind == .object else { return true }
            let storage = outline.storage
            return storage.text.withUnsafeBufferPointer { text in
                var member = index + 1
                while member < storage.members.count {
                    let outlined = storage.members[member]
                    if outlined.parent == index,
                        !body(UnsafeBufferPointer(rebasing: text[outlined.key]), Value(outline: outline, index: member))
                    { return false }
                    member += 1
                }
                return true
            }
        }

        /// The member's key; nil for the object itself.
        public var key: String? { index < 0 ? nil : outline.string(outline.members[index].key) }

        /// Whether this value is the object or a member of it, whose own members the outline keeps.
        public var isTopLevel: Bool { index < 0 || outline.members[index].parent < 0 }

        public var stringValue: String? { kind == .string ? outline.string(outline.members[index].string) : nil }
        public var intValue: Int64? { kind == .integer ? outline.members[index].integer : nil }
        public var boolValue: Bool? { kind == .bool ? outline.members[index].integer != 0 : nil }
        public var objectValue: Value? { kind == .object ? self : nil }
    }
}

/// What an outline keeps, written out: `{"key":value,…}` with strings, integers and booleans as
/// their JSON, other values by their kind, and the objects whose members are kept in braces.
extension JSONOutline.Value: CustomStringConvertible {
    public var description: String {
        "{" + members.map { member in
            let shown: String
            switch member.kind {
            case .string: shown = "\"\(member.stringValue ?? "")\""
            case .integer: shown = String(member.intValue ?? 0)
            case .bool: shown = String(member.boolValue ?? false)
            case .object where member.isTopLevel: shown = member.description
            default: shown = "\(member.kind)"
            }
            return "\"\(member.key ?? "")\":\(shown)"
        }.joined(separator: ",") + "}"
    }
}
