import CheckoutCore

/// How control came back to the merchant app: by itself through the callback scheme (with the URL it
/// was opened with), by the user switching back (and why), not at all (the app was killed), or from
/// the web checkout. For Citcon, also whether the app handed the return to the SDK. Enter goes on to
/// what reaches the merchant after it.
public struct ReturnScreen: ScreenModel {
    public let walk: WalkRecord
    public var scroll = ScrollState()

    public init(walk: WalkRecord) {
        self.walk = walk
    }

    var breadcrumb: String { "Return" }

    private var next: (hint: String, help: String) {
        switch walk {
        case .phonePe: return ("status checks", "the status checks on the simulated clock, the S2S callback and the result")
        case .citcon: return ("results", "the CPayResult and CPayCheck, the IPN and inquireOrder on the simulated clock, and the result")
        }
    }

    var hints: [KeyHint] { [KeyHint("Enter", next.hint), .scroll, KeyHint("t", "transcript"), .back, .help] }

    var helpKeys: [KeyHint] { [KeyHint("Enter", next.help), KeyHint("t", "the walk as a text transcript")] }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        switch key {
        case .enter:
            return .push(.status(StatusScreen(walk: walk)))
        case .character("t"):
            return .push(.transcript(walk.transcriptScreen(glyphs: context.glyphs)))
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
        switch walk {
        case .phonePe(let transcript): return Self.title(transcript)
        case .citcon(let transcript): return Self.title(transcript)
        }
    }

    private var lines: [StyledLine] {
        switch walk {
        case .phonePe(let transcript): return Self.lines(transcript)
        case .citcon(let transcript): return Self.lines(transcript)
        }
    }

    private static func title(_ transcript: Transcript) -> String {
        switch transcript.returnStep?.mode {
        case "callback": return "Return by callback: the merchant app came back by itself"
        case "manual": return "Manual return: the user switches back by hand"
        case "abandon": return "No return: the app gets no result"
        case "web": return "Return from the web checkout"
        default: return "Return"
        }
    }

    private static func lines(_ transcript: Transcript) -> [StyledLine] {
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
