import CheckoutCore

/// The payment app "opens": its name and the URL it received. The user pays, declines, leaves it
/// pending or kills the app; a hand-off that failed says why instead.
public struct HandOffScreen: ScreenModel {
    /// What the user can do in the open payment app.
    public enum Choice: Int, CaseIterable, Sendable {
        case pay, decline, leavePending, kill

        var action: UserAction {
            switch self {
            case .pay, .kill: return .pay
            case .decline: return .decline
            case .leavePending: return .leavePending
            }
        }
    }

    public let walk: CheckoutWalk
    public var menu = ScrollState.list()

    public init(walk: CheckoutWalk) {
        self.walk = walk
    }

    public var transcript: Transcript { walk.transcript }
    var appName: String { transcript.app?.displayName ?? "The payment app" }
    /// The web checkout runs inside the merchant app: there is no other app to kill.
    var isWeb: Bool { transcript.handOff?.openedAppId == nil }

    public var selected: Choice { Choice(rawValue: menu.selected ?? 0) ?? .pay }

    var breadcrumb: String { isWeb ? "Web checkout" : appName }

    var hints: [KeyHint] {
        walk.awaitsUser
            ? [.move, KeyHint("Enter", "do it"), KeyHint("t", "transcript"), .back, .help]
            : [KeyHint("Enter", "result"), KeyHint("t", "transcript"), .back, .help]
    }

    var helpKeys: [KeyHint] {
        [
            KeyHint("↑↓ j k", "choose what the user does in \(appName)"),
            KeyHint("Enter", "do it: the app hands back and the status checks start"),
            KeyHint("t", "the walk so far as a text transcript"),
        ]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        switch key {
        case .enter:
            guard walk.awaitsUser else { return .push(.status(StatusScreen(transcript: transcript))) }
            var finished = walk
            finished.finish(selected.action, returnMode: selected == .kill ? .abandon : nil)
            return .push(.returned(ReturnScreen(transcript: finished.transcript)))
        case .character("t"):
            return .push(.transcript(TranscriptScreen(transcript: transcript, glyphs: context.glyphs)))
        default:
            guard walk.awaitsUser else { return .unhandled }
            return menu.handle(key, count: Choice.allCases.count, viewport: Choice.allCases.count) ? .handled : .unhandled
        }
    }

    /// A click chooses what the user does; a click on the chosen one does it.
    mutating func click(column: Int, row: Int, area: Rect, context: ScreenContext) -> ScreenAction {
        let placed = layout(area, glyphs: context.glyphs)
        guard walk.awaitsUser, let choices = placed.last, placed.count == 2, choices.rect.contains(column: column, row: row),
            let index = choices.pane.lineIndex(atRow: row, in: choices.rect)
        else { return .unhandled }
        if index == menu.selected { return handle(.enter, area: area, context: context) }
        menu.selected = index
        return .handled
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        for placed in layout(area, glyphs: context.glyphs) {
            placed.pane.draw(in: placed.rect, frame: &frame, glyphs: context.glyphs)
        }
    }

    /// What the app received on top, the choices below; only the first after a failed hand-off.
    private func layout(_ area: Rect, glyphs: Glyphs) -> [(pane: Pane, rect: Rect)] {
        let width = area.width - 4
        let opened = Pane(
            title: openedTitle, lines: openedLines(glyphs: glyphs).flatMap { $0.wrappedHanging(width: width) }, focused: false,
            scroll: ScrollState())
        guard walk.awaitsUser else { return [(opened, area)] }
        let choices = choicesPane(width: width, glyphs: glyphs)
        let rects = PaneLayout.stack(area, natural: [opened.naturalHeight, choices.naturalHeight], focus: 1)
        return [(opened, rects[0]), (choices, rects[1])]
    }

    private var openedTitle: String {
        if transcript.handOff?.failure != nil { return "open(url) failed" }
        return isWeb ? "PhonePe's web checkout, inside the merchant app" : "\(appName) opened"
    }

    private func openedLines(glyphs: Glyphs) -> [StyledLine] {
        guard let handOff = transcript.handOff else { return [] }
        var lines: [StyledLine] = []
        if let failure = handOff.failure {
            lines.append(StyledLine("iOS could not open the URL: \(failure).", .error))
            lines.append(StyledLine("The payment never started; Enter shows the result.", .muted))
        } else if isWeb {
            lines.append(StyledLine("The merchant app shows this page in a web view:", .muted))
        } else {
            lines.append(StyledLine("The merchant app called open(url); iOS opened \(handOff.openedAppId ?? "") with:", .muted))
        }
        lines.append(StyledLine(handOff.url, .bold))
        if let url = transcript.intent?.url, handOff.failure == nil {
            let payee = [url["pn"], url["pa"].map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
            let amount = url["am"].map { "\(glyphs.rupee)\($0)" } ?? "an amount the payer types"
            let verb = transcript.flow == .mandate ? "Set up a mandate of up to" : "Pay"
            lines += [.blank, StyledLine([StyledLine.Span("\(appName) asks: ", .muted), StyledLine.Span("\(verb) \(amount) to \(payee)", .heading)])]
        }
        return lines
    }

    private func menuLabel(_ choice: Choice, glyphs: Glyphs) -> String {
        switch choice {
        case .pay: return "Pay " + (transcript.options.effectiveAmount.map { glyphs.rupees(paise: $0) } ?? "")
        case .decline: return "Decline"
        case .leavePending: return "Leave it pending"
        case .kill: return isWeb ? "Pay, then close the web view" : "Pay, then kill \(appName)"
        }
    }

    private func explanation(_ choice: Choice) -> String {
        switch choice {
        case .pay: return "The gateway then answers \(transcript.options.outcome), the outcome chosen on the checkout page."
        case .decline: return "The payment fails: the gateway answers PAYMENT_DECLINED."
        case .leavePending: return "The user switches back without paying: the status checks run until the merchant gives up."
        case .kill: return "No return and no client result: the server learns the outcome from the S2S callback or a status check."
        }
    }

    private func choicesPane(width: Int, glyphs: Glyphs) -> Pane {
        let lines = Choice.allCases.map { StyledLine(menuLabel($0, glyphs: glyphs), .bold) }
        let footer = [StyledLine.blank] + StyledLine(explanation(selected), .muted).wrapped(width: width, indent: 0)
        return Pane(title: "What does the user do in \(isWeb ? "the web checkout" : appName)?", lines: lines, footer: footer, focused: true, scroll: menu)
    }
}
