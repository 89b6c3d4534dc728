/// The run loop: draw, wait for an event, update, draw again, until `update` says quit.
public enum TUIApp {
    /// Runs `model` on `terminal` and returns the last model. The terminal is restored however the loop ends.
    /// `stopAfterFirstFrame` returns once the first frame is painted, so launch-to-first-frame can be timed.
    @discardableResult
    /// `saveScenario` writes a walk as a scenario file; the model hears how it went.
    public static func run(
        _ model: AppModel, on terminal: Terminal, stopAfterFirstFrame: Bool = false,
        saveScenario: (ScenarioSaveRequest) -> ScenarioSaveOutcome = { _ in .failed("saving scenarios is not available here") }
    ) -> AppModel {
        defer { terminal.restore() }
        var model = model
        model.size = terminal.size
        model.glyphs = terminal.glyphs
        terminal.draw(AppModel.view(model, size: terminal.size))
        if stopAfterFirstFrame { return model }
        while true {
            // No timers in these screens yet, so the loop sleeps in the terminal until something happens.
            guard let event = terminal.nextEvent(timeoutMilliseconds: nil) else { continue }
            let (next, command) = AppModel.update(model, event)
            model = next
            switch command {
            case .quit: return model
            case .saveScenario(let request): model = AppModel.saved(model, saveScenario(request))
            case .none: break
            }
            terminal.draw(AppModel.view(model, size: terminal.size))
        }
    }
}
