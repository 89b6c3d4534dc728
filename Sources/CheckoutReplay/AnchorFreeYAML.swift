import Yams

/// YAML read from outside (profiles, scenarios, merchants files) is composed with its anchors and aliases
/// found before anything walks the tree, so they can be refused.
///
/// An alias shares the node its anchor names, so a kilobyte of nested aliases (a "billion laughs") stands
/// for billions of nodes: converting or checking it would take gigabytes or hours. The search stops at every
/// anchored node, so it visits no more nodes than the text writes out.
public enum AnchorFreeYAML {
    public struct Document {
        public var root: Node
        /// The line of every anchored node the root reaches, in file order; an alias reports its anchor's line.
        public var anchorLines: [Int]
    }

    /// The single document of `text`, or nil when the text holds none; throws Yams' errors.
    public static func compose(_ text: String) throws -> Document? {
        // Nodes hold their anchors weakly: the parser keeps them alive while they are looked for.
        let parser = try Parser(yaml: text)
        guard let root = try parser.singleRoot() else { return nil }
        var lines: Set<Int> = []
        withExtendedLifetime(parser) { collectAnchorLines(root, into: &lines) }
        return Document(root: root, anchorLines: lines.sorted())
    }

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
