import CheckoutCore

extension AppModel {
    /// The Elm update, the model's one way in: every message in, the next model and what the run
    /// loop must do out.
    public static func update(_ model: AppModel, _ message: AppMessage) -> (AppModel, AppCommand) {
        var model = model
        let command: AppCommand
        switch message {
        case .terminal(let event): command = model.take(event)
        case .scenarioSaved(let outcome): command = model.saved(outcome)
        case .transcriptWritten(let outcome): command = model.wrote(outcome)
        case .profileSaved(let outcome): command = model.profileSaved(outcome)
        case .phoneReplied(let reply): command = model.received(reply)
        }
        return (model, command)
    }

    private mutating func take(_ event: TerminalEvent) -> AppCommand {
        switch event {
        case .inputClosed:
            return .quit
        case .resize(let size):
            // The view reads the size; scroll positions are clamped to it when drawn and on the next key.
            self.size = size
            return .none
        case .key(let key):
            return press(key)
        case .mouse(let mouse):
            return point(mouse)
        case .paste(let text):
            paste(text)
            return .none
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
            return command(for: action)
        }
        return .none
    }

    /// Lines one turn of the wheel moves.
    static let wheelLines = 3

    /// How `.saveScenario` went.
    private mutating func saved(_ outcome: ScenarioSaveOutcome) -> AppCommand {
        report(outcome, done: { "Saved \($0) · checkout-sim replay runs it" }, notDone: "Not saved", asking: OverwriteQuestion.Write.scenario)
    }

    /// How `.writeTranscript` went.
    private mutating func wrote(_ outcome: TranscriptWriteOutcome) -> AppCommand {
        report(outcome, done: { path in
            switch WalkExport.format(of: path) {
            case "html": "Wrote the walk's page to \(path)"
            case "mermaid": "Wrote the walk's Mermaid diagram to \(path)"
            default: "Wrote the transcript to \(path)"
            }
        }, notDone: "Not written", asking: OverwriteQuestion.Write.transcript)
    }

    private mutating func report<Request>(
        _ outcome: FileWriteOutcome<Request>, done: (String) -> String, notDone: String, asking: (Request) -> OverwriteQuestion.Write
    ) -> AppCommand {
        switch outcome {
        case .written(let path): notice = Notice(done(path))
        case .exists(let path, let request): overwriteQuestion = OverwriteQuestion(path: path, write: asking(request))
        case .failed(let reason): notice = Notice("\(notDone): \(reason)", isError: true)
        }
        return .none
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
        guard action == .unhandled else { return command(for: action) }
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

    /// What a screen asked for, a key's or a click's alike: carried out on the model, or handed to the
    /// run loop as a command.
    private mutating func command(for action: ScreenAction) -> AppCommand {
        switch action {
        case .handled, .unhandled:
            return .none
        case .notify(let said):
            notice = said
            return .none
        case .push(var next):
            carrySeed(into: &next)
            screens.append(next)
            return .none
        case .backToCheckout:
            if let checkout = screens.lastIndex(where: { $0.screen(as: CheckoutScreen.self) != nil }) {
                screens.removeSubrange((checkout + 1)...)
            }
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
        }
    }
}
