import CheckoutCore

extension AppModel {
    /// The Elm update: every event in, the next model and what the run loop must do out.
    public static func update(_ model: AppModel, _ event: TerminalEvent) -> (AppModel, AppCommand) {
        var model = model
        switch event {
        case .inputClosed:
            return (model, .quit)
        case .resize(let size):
            // The view reads the size; scroll positions are clamped to it when drawn and on the next key.
            model.size = size
            return (model, .none)
        case .key(let key):
            let command = model.press(key)
            return (model, command)
        case .mouse(let mouse):
            let command = model.point(mouse)
            return (model, command)
        case .paste(let text):
            model.paste(text)
            return (model, .none)
        }
    }

    /// A paste goes into the input open on the screen as one line; with none open (or a question,
    /// help or a too-small window up) it is dropped: pasted text never acts as keys.
    private mutating func paste(_ text: String) {
        guard overwriteQuestion == nil, !isTooSmall, !showsHelp, !showsExpectations else { return }
        var screen = current
        screen.paste(PastedText.oneLine(text), area: screenArea, context: context)
        screens[screens.count - 1] = screen
    }

    /// The wheel scrolls like the arrow keys; a press chooses what is under it.
    private mutating func point(_ mouse: MouseEvent) -> AppCommand {
        if isTooSmall { return .none }
        if showsHelp || showsExpectations {
            showsHelp = false
            showsExpectations = false
            return .none
        }
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            for _ in 0..<Self.wheelLines { _ = press(mouse.kind == .wheelUp ? .up : .down) }
        case .press:
            var screen = current
            let action = screen.click(column: mouse.column, row: mouse.row, area: screenArea, context: context)
            screens[screens.count - 1] = screen
            if case .phone(let call) = action { return .phone(call) }
            if case .saveProfile(let request) = action { return .saveProfile(request) }
            apply(action)
        }
        return .none
    }

    /// Lines one turn of the wheel moves.
    static let wheelLines = 3

    /// What the run loop reports after carrying out `.saveScenario`.
    public static func saved(_ model: AppModel, _ outcome: ScenarioSaveOutcome) -> AppModel {
        reported(model, outcome, done: { "Saved \($0) · checkout-sim replay runs it" }, notDone: "Not saved", asking: OverwriteQuestion.Write.scenario)
    }

    /// What the run loop reports after carrying out `.writeTranscript`.
    public static func wrote(_ model: AppModel, _ outcome: TranscriptWriteOutcome) -> AppModel {
        reported(model, outcome, done: { path in
            switch WalkExport.format(of: path) {
            case "html": "Wrote the walk's page to \(path)"
            case "mermaid": "Wrote the walk's Mermaid diagram to \(path)"
            default: "Wrote the transcript to \(path)"
            }
        }, notDone: "Not written", asking: OverwriteQuestion.Write.transcript)
    }

    private static func reported<Request>(
        _ model: AppModel, _ outcome: FileWriteOutcome<Request>, done: (String) -> String, notDone: String,
        asking: (Request) -> OverwriteQuestion.Write
    ) -> AppModel {
        var model = model
        switch outcome {
        case .written(let path): model.notice = Notice(done(path))
        case .exists(let path, let request): model.overwriteQuestion = OverwriteQuestion(path: path, write: asking(request))
        case .failed(let reason): model.notice = Notice("\(notDone): \(reason)", isError: true)
        }
        return model
    }

    private mutating func press(_ key: Key) -> AppCommand {
        notice = nil
        if let question = overwriteQuestion {
            overwriteQuestion = nil
            switch key {
            case .character("y"): return question.command(.overwrite)
            case .character("n"): return question.command(.keepBoth)
            default:
                notice = Notice("Not \(question.verb): \(question.path) is as it was")
                return .none
            }
        }
        if isTooSmall {
            // Nothing is visible to act on; only quitting makes sense.
            return key == .character("q") ? .quit : .none
        }
        if showsHelp || showsExpectations {
            showsHelp = false
            showsExpectations = false
            return .none
        }
        var screen = current
        let action = screen.handle(key, area: screenArea, context: context)
        screens[screens.count - 1] = screen
        switch action {
        case .handled, .push, .backToCheckout, .notify:
            apply(action)
            return .none
        case .save(let walk):
            guard let entry = profiles.first(where: { $0.profile == walk.profile }) else {
                // A replayed scenario names a profile file; an edited device has none until it is saved.
                notice = Notice("Not saved: this walk is on an edited device; save the device first (s on its screen), then walk again", isError: true)
                return .none
            }
            return .saveScenario(ScenarioSaveRequest(walk: walk, profileId: entry.id, profileFile: entry.file, profileByPath: entry.savedByEditor))
        case .phone(let call):
            return .phone(call)
        case .saveProfile(let request):
            return .saveProfile(request)
        case .writeTranscript(let request):
            return .writeTranscript(request)
        case .unhandled:
            switch key {
            case .character("?"):
                showsHelp = true
            case .character("e") where scenario != nil:
                showsExpectations = true
            case .escape, .character("q"):
                if screens.count > 1 {
                    keepChoices(of: screens.removeLast())
                } else if key == .character("q") {
                    return .quit
                }
            default:
                break
            }
            return .none
        }
    }

    /// Carries out what a screen asked for.
    private mutating func apply(_ action: ScreenAction) {
        switch action {
        case .handled, .unhandled, .save, .phone, .saveProfile, .writeTranscript:
            break
        case .notify(let said):
            notice = said
        case .push(var next):
            carrySeed(into: &next)
            screens.append(next)
        case .backToCheckout:
            if let checkout = screens.lastIndex(where: { if case .checkout = $0 { true } else { false } }) {
                screens.removeSubrange((checkout + 1)...)
            }
        }
    }
}
