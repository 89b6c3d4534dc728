import CheckoutCore

/// How control came back to the merchant app: by itself through the callback scheme (with the URL it
/// was opened with), by the user switching back (and why), not at all (the app was killed), or from
/// the web checkout. Enter goes on to the status checks.
public struct ReturnScreen: ScreenModel {
    public let transcript: Transcript
    public var scroll = ScrollState()

    public init(transcript: Transcript) {
        self.transcript = transcript
    }

    var breadcrumb: String { "Return" }

    var hints: [KeyHint] { [KeyHint("Enter", "status checks"), .scroll, KeyHint("t", "transcript"), .back, .help] }

    var helpKeys: [KeyHint] {
        [KeyHint("Enter", "the status checks on the simulated clock, the S2S callback and the result"), KeyHint("t", "the walk as a text transcript")]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        switch key {
        case .enter:
            return .push(.status(StatusScreen(transcript: transcript)))
        case .character("t"):
            return .push(.transcript(TranscriptScreen(transcript: transcript, glyphs: context.glyphs)))
        default:
            let pane = pane(width: area.width - 4)
            return scroll.handle(key, count: pane.lines.count, viewport: pane.viewport(height: area.height)) ? .handled : .unhandled
        }
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        pane(width: area.width - 4).draw(in: area, frame: &frame, glyphs: context.glyphs)
    }

    private func pane(width: Int) -> Pane {
        Pane(title: title, lines: lines.flatMap { $0.wrappedHanging(width: width) }, focused: true, scroll: scroll)
    }

    private var title: String {
        switch transcript.returnStep?.mode {
        case "callback": return "Return by callback: the merchant app came back by itself"
        case "manual": return "Manual return: the user switches back by hand"
        case "abandon": return "No return: the app gets no result"
        case "web": return "Return from the web checkout"
        default: return "Return"
        }
    }

    private var lines: [StyledLine] {
        guard let step = transcript.returnStep else { return [] }
        var lines: [StyledLine] = []
        if let url = step.url {
            lines += [StyledLine([StyledLine.Span("Opened with  ", .muted), StyledLine.Span(url, .heading)]), .blank]
        }
        let style: TextStyle = step.mode == "callback" || step.mode == "web" ? .ok : .warning
        lines.append(StyledLine(step.reason, style))
        lines.append(.blank)
        switch step.mode {
        case "callback", "web":
            lines.append(StyledLine("The app now asks its server for the status: coming back is not proof of payment.", .muted))
        case "manual":
            lines.append(StyledLine("Until the user switches back the app shows nothing; then it asks its server for the status.", .muted))
        default:
            lines.append(StyledLine("Only the S2S callback or a status check tells the server how the payment ended.", .muted))
        }
        if let sdk = transcript.sdkResult {
            lines += [
                .blank, StyledLine("SDK completion", .heading),
                StyledLine("completion called: \(sdk.completionCalled ? "yes" : "no"), result.successful: \(sdk.successful)", .bold),
                StyledLine(sdk.meaning, .muted),
            ]
        }
        return lines
    }
}
