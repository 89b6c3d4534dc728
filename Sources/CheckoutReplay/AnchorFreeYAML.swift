import Yams

/// YAML read from outside (profiles, scenarios, merchants files) is composed with its anchors and aliases
/// found before anything walks the tree, so they can be refused.
///
/// An alias shares the node its anchor names, so a kilobyte of nested aliases (a "billion laughs") stands
/// for billions of nodes: converting, checking or even hashing it as a mapping key would take gigabytes or
/// hours. The anchors are found in a reading where no alias is resolved.
public enum AnchorFreeYAML {
    public struct Document {
        /// The document; when it has anchors, with its aliases read as plain text.
        public var root: Node
        /// The line of every anchored node, in file order, as an editor counts lines.
        public var anchorLines: [Int]
        /// The editor's lines for the nodes' marks.
        public var lines: EditorLines
    }

    /// The single document of `text`, or nil when the text holds none; throws Yams' errors.
    public static func compose(_ text: String) throws -> Document? {
        // First with every `*` made a plain character: the structure and lines stay, but no alias is
        // resolved, so nothing is shared and composing (which hashes mapping keys) stays linear.
        let hasAliases = text.utf8.contains(UInt8(ascii: "*"))
        let unaliased = hasAliases ? text.replacing("*", with: aliasStandIn) : text
        // Nodes hold their anchors weakly: the parser keeps them alive while they are looked for.
        // Tags are left unresolved here (`PlainScalarTag` resolves a scalar's when it is read).
        let parser = try Parser(yaml: unaliased, resolver: .basic)
        guard let root = try parser.singleRoot() else { return nil }
        let editorLines = EditorLines(text)
        var lines: Set<Int> = []
        withExtendedLifetime(parser) { collectAnchorLines(root, into: &lines) }
        guard lines.isEmpty, hasAliases else {
            return Document(root: root, anchorLines: Set(lines.map(editorLines.line)).sorted(), lines: editorLines)
        }
        // Without anchors no alias can be resolved: the text as written composes as fast (an alias in it is an error).
        guard let written = try Yams.compose(yaml: text, .basic) else { return nil }
        return Document(root: written, anchorLines: [], lines: editorLines)
    }

    /// A private-use character, printable to YAML and no indicator, that no real file holds.
    private static let aliasStandIn = "\u{E000}"

    /// The rule for a file that uses them: `what` is "a profile", `instead` says what to write.
    public static func rule(in what: String, instead: String) -> String {
        "YAML anchors and aliases (&name, *name) are not allowed in \(what); \(instead)"
    }

    private static func collectAnchorLines(_ node: Node, into lines: inout Set<Int>) {
        if node.anchor != nil {
            lines.insert(node.mark?.line ?? 1)
            return
        }
        switch node {
        case .mapping(let mapping):
            for (key, value) in mapping {
                collectAnchorLines(key, into: &lines)
                collectAnchorLines(value, into: &lines)
            }
        case .sequence(let sequence): for item in sequence { collectAnchorLines(item, into: &lines) }
        case .scalar, .alias: break
        }
    }
}
