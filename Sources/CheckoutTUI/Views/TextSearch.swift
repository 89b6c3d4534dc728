/// `/` search over a screen's lines, as `less` does it: `/` opens a prompt on the status line, each
/// key typed jumps to the first line with a match from where the search started, Enter keeps the
/// search (`n` / `N` then jump to the next or previous match, round the end), Esc drops it. Matches
/// ignore case and are found in the lines as drawn (wrapped), so a word cut by a wrap is not found.
struct TextSearch: Equatable, Sendable {
    /// Far longer than anything worth looking for (the lines are searched as wrapped to the window);
    /// typing or pasting past it is dropped, and the prompt says so.
    static let maximumLength = 200

    /// What the key did: nothing of the search's, or the line to show (nil: the scroll stays).
    enum Step: Equatable {
        case handled(showLine: Int?)
    }

    var query = ""
    /// The prompt is open and keys go to the query.
    var typing = false
    /// Indexes of the lines that hold a match, in order.
    private(set) var matches: [Int] = []
    /// The match shown, an index into `matches`.
    private(set) var current: Int?
    /// The top line when `/` was pressed: typing finds the first match from there.
    private var origin = 0

    /// A search is kept (its matches highlighted, `n` and `N` work) while its query is not empty.
    var isActive: Bool { !query.isEmpty }

    /// `lines` are the text searched, `top` the first line shown now.
    mutating func handle(_ key: Key, lines: @autoclosure () -> [String], top: Int) -> Step? {
        if typing {
            switch key {
            case .escape:
                self = TextSearch()
                return .handled(showLine: nil)
            case .enter:
                typing = false
                if query.isEmpty { self = TextSearch() }
                return .handled(showLine: nil)
            case .backspace, .delete:
                if !query.isEmpty { query.removeLast() }
                return .handled(showLine: find(in: lines()))
            case .character(let character):
                guard query.count < Self.maximumLength else { return .handled(showLine: nil) }
                query.append(character)
                return .handled(showLine: find(in: lines()))
            default:
                return nil
            }
        }
        switch key {
        case .character("/"):
            self = TextSearch()
            typing = true
            origin = top
            return .handled(showLine: nil)
        case .character("n") where isActive:
            return .handled(showLine: move(by: 1, lines: lines()))
        case .character("N") where isActive:
            return .handled(showLine: move(by: -1, lines: lines()))
        case .escape where isActive:
            self = TextSearch()
            return .handled(showLine: nil)
        default:
            return nil
        }
    }

    /// The matches in `lines`, the first from `origin` (round the end) chosen.
    private mutating func find(in lines: [String]) -> Int? {
        matches = Self.lines(matching: query, in: lines)
        current = matches.firstIndex { $0 >= origin } ?? (matches.isEmpty ? nil : 0)
        return current.map { matches[$0] }
    }

    /// The next or previous match, round the end; the lines are searched again, since they may have
    /// been wrapped for another width or be another section's.
    private mutating func move(by step: Int, lines: [String]) -> Int? {
        let shown = current.map { matches[$0] }
        matches = Self.lines(matching: query, in: lines)
        guard !matches.isEmpty else {
            current = nil
            return nil
        }
        if let shown, let index = matches.firstIndex(of: shown) {
            current = (index + step + matches.count) % matches.count
        } else {
            current = step > 0 ? (matches.firstIndex { $0 > (shown ?? -1) } ?? 0) : (matches.lastIndex { $0 < (shown ?? Int.max) } ?? matches.count - 1)
        }
        return current.map { matches[$0] }
    }

    /// Whether `n` (`forward`) or `N` would go round the end of these lines: no match here, or the
    /// shown match is the last (first) one. A screen with sections then looks in the next one.
    func leavesLines(forward: Bool) -> Bool {
        guard let current else { return true }
        return forward ? current == matches.count - 1 : current == 0
    }

    /// Shows the first (or last) match in `lines`, another section's; nil when there is none.
    mutating func enter(_ lines: [String], atFirst: Bool) -> Int? {
        let found = Self.lines(matching: query, in: lines)
        guard !found.isEmpty else { return nil }
        matches = found
        current = atFirst ? 0 : found.count - 1
        origin = 0
        return matches[current ?? 0]
    }

    /// Which of `lines` hold `query`, ignoring case.
    static func lines(matching query: String, in lines: [String]) -> [Int] {
        guard !query.isEmpty else { return [] }
        return lines.indices.filter { !ranges(of: query, in: lines[$0]).isEmpty }
    }

    /// Where `query` is in `text`, as character offsets, ignoring case; matches do not overlap.
    static func ranges(of query: String, in text: String) -> [Range<Int>] {
        if let found = asciiRanges(of: query, in: text) { return found }
        let wanted = query.map { $0.lowercased() }
        let characters = text.map { $0.lowercased() }
        guard !wanted.isEmpty, characters.count >= wanted.count else { return [] }
        var found: [Range<Int>] = []
        var start = 0
        while start + wanted.count <= characters.count {
            if characters[start..<(start + wanted.count)].elementsEqual(wanted) {
                found.append(start..<(start + wanted.count))
                start += wanted.count
            } else {
                start += 1
            }
        }
        return found
    }

    /// `ranges(of:in:)` on bytes, for the common case where both are ASCII (each byte a character:
    /// no CR, which joins the LF after it); nil otherwise. Every line is searched at each key typed,
    /// so this must not build a string per character.
    private static func asciiRanges(of query: String, in text: String) -> [Range<Int>]? {
        var query = query
        var text = text
        return query.withUTF8 { wanted in
            text.withUTF8 { line -> [Range<Int>]? in
                func plain(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x0D }
                guard !wanted.isEmpty, wanted.allSatisfy(plain), line.allSatisfy(plain) else { return nil }
                func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
                var found: [Range<Int>] = []
                var start = 0
                while start + wanted.count <= line.count {
                    var length = 0
                    while length < wanted.count, lower(line[start + length]) == lower(wanted[length]) { length += 1 }
                    if length == wanted.count {
                        found.append(start..<(start + length))
                        start += length
                    } else {
                        start += 1
                    }
                }
                return found
            }
        }
    }

    /// "2 of 7", or "no match", for a title or the prompt.
    var position: String {
        guard isActive else { return "" }
        guard let current else { return "no match" }
        return "\(current + 1) of \(matches.count)"
    }

    /// What the status line shows while the prompt is open.
    var prompt: Prompt? {
        guard typing else { return nil }
        let full = query.count >= Self.maximumLength ? "at most \(Self.maximumLength) characters · " : ""
        return Prompt(text: "/\(query)", help: full + "Enter keep · Esc drop")
    }

    /// `line` with each match of the query drawn reversed, the line of the current match underlined too.
    func highlighted(_ line: StyledLine, index: Int) -> StyledLine {
        guard isActive else { return line }
        let ranges = Self.ranges(of: query, in: line.text)
        guard !ranges.isEmpty else { return line }
        let isCurrent = current.map { matches[$0] == index } ?? false
        let mark: TextStyle.Attributes = isCurrent ? [.reverse, .underline] : .reverse
        var spans: [StyledLine.Span] = []
        var offset = 0
        for span in line.spans {
            for character in span.text {
                let inMatch = ranges.contains { $0.contains(offset) }
                let style = inMatch ? span.style.adding(mark) : span.style
                if let last = spans.last, last.style == style {
                    spans[spans.count - 1].text.append(character)
                } else {
                    spans.append(StyledLine.Span(String(character), style))
                }
                offset += 1
            }
        }
        return StyledLine(spans)
    }
}

extension TextSearch {
    /// The keys the status line shows: `/` always, `n` `N` once a search is kept.
    var hints: [KeyHint] { isActive ? [KeyHint("n/N", "next/prev"), KeyHint("Esc", "end search")] : [KeyHint("/", "search")] }

    static let helpKeys = [
        KeyHint("/", "search the text as you type: Enter keeps the search, Esc drops it"),
        KeyHint("n N", "next / previous match (Esc ends the search)"),
    ]

    /// A focused pane of `content` with the matches highlighted and the search in its title.
    func pane(_ content: PaneContent, scroll: ScrollState) -> Pane { Pane(shown(content), focused: true, scroll: scroll) }

    /// `content` with the matches highlighted and the search in its title.
    func shown(_ content: PaneContent) -> PaneContent {
        guard isActive else { return content }
        var content = content
        content.lines = content.lines.enumerated().map { highlighted($0.element, index: $0.offset) }
        content.title += "  /\(query) \(position)"
        return content
    }
}

extension ScrollState {
    /// Scrolls so the line a search step found shows, a line of what comes before above it.
    mutating func show(_ step: TextSearch.Step, count: Int, viewport: Int) {
        guard case .handled(let line?) = step else { return }
        offset = max(0, line - 1)
        self = clamped(count: count, viewport: viewport)
    }
}
