/// The run loop: draw, wait for an event, update, draw again, until `update` says quit.
public enum TUIApp {
    /// Runs `model` on `terminal` and returns the last model. The terminal is restored however the loop ends.
    /// `stopAfterFirstFrame` returns once the first frame is painted, so launch-to-first-frame can be timed.
    @discardableResult
    /// `saveScenario` writes a walk as a scenario file, `saveProfile` an edited device as a profile
    /// file; the model hears how it went. `phone` reaches a
    /// running `serve` (`tui --gateway`): its replies are taken in between keys, never waited for.
    public static func run(
        _ model: AppModel, on terminal: Terminal, stopAfterFirstFrame: Bool = false,
        saveScenario: (ScenarioSaveRequest) -> ScenarioSaveOutcome = { _ in .failed("saving scenarios is not available here") },
        saveProfile: (ProfileSaveRequest) -> ProfileSaveOutcome = { _ in .failed("saving profiles is not available here") },
        writeTranscript: (TranscriptWriteRequest) -> TranscriptWriteOutcome = { _ in .failed("writing files is not available here") },
        phone: PhoneLink? = nil
    ) -> AppModel {
        defer { terminal.restore() }
        var model = model
        model.size = terminal.size
        model.glyphs = terminal.glyphs
        var pump = phone.map(PhonePump.init)
        _ = pump?.pump(&model)
        terminal.draw(AppModel.view(model, size: terminal.size))
        if stopAfterFirstFrame { return model }
        while true {
            // Without a gateway nothing happens between keys, so the loop sleeps in the terminal until
            // something does; with one it looks for the gateway's replies every few moments.
            let event = terminal.nextEvent(timeoutMilliseconds: pump == nil ? nil : PhonePump.pollMilliseconds)
            let heard = pump?.pump(&model) ?? false
            guard var event else {
                if heard { terminal.draw(AppModel.view(model, size: terminal.size)) }
                continue
            }
            // Keys that came together (a paste the terminal did not mark, a held key) are each taken,
            // and the screen drawn once they are in: drawing after each would make input linear in
            // the screen's size. A burst that never ends is still drawn every `burstMilliseconds`.
            let burstEnd = ContinuousClock.now.advanced(by: .milliseconds(Self.burstMilliseconds))
            while true {
                let (next, command) = AppModel.update(model, event)
                model = next
                switch command {
                case .quit: return model
                case .saveScenario(let request): model = AppModel.saved(model, saveScenario(request))
                case .saveProfile(let request): model = AppModel.profileSaved(model, saveProfile(request))
                case .writeTranscript(let request): model = AppModel.wrote(model, writeTranscript(request))
                case .phone(let call): phone?.send(call)
                case .none: break
                }
                guard ContinuousClock.now < burstEnd, let more = terminal.nextEvent(timeoutMilliseconds: 0) else { break }
                event = more
            }
            terminal.draw(AppModel.view(model, size: terminal.size))
        }
    }

    /// The longest the screen goes undrawn while keys keep coming.
    static let burstMilliseconds = 100
}
