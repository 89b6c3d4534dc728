/// The run loop: draw, wait for an event, update, draw again, until `update` says quit.
public enum TUIApp {
    /// Runs `model` on `terminal` and returns the last model. The terminal is restored however the loop ends.
    /// `stopAfterFirstFrame` returns once the first frame is painted, so launch-to-first-frame can be timed.
    @discardableResult
    public static func run(_ model: AppModel, on terminal: Terminal, stopAfterFirstFrame: Bool = false) -> AppModel {
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
            if command == .quit { return model }
            terminal.draw(AppModel.view(model, size: terminal.size))
        }
    }
}
