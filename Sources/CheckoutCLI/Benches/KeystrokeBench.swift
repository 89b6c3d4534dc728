import CheckoutCore
import CheckoutTUI

/// One screen as a user reaches it: the keys pressed from the profile picker to get there.
struct BenchedScreen {
    var name: String
    var route: [Key]
    /// Whether the route ended on the intended screen: the screens change, and a stale route must fail loudly.
    var isReached: (Screen) -> Bool
}

/// Microseconds per keystroke on one screen at one window size, as the run loop spends them:
/// update, view, and the paint's own work.
struct KeystrokeFigure {
    var screen: String
    var size: TerminalSize
    /// One per timed keystroke, sorted.
    var microseconds: [Double]

    var mean: Double { microseconds.reduce(0, +) / Double(microseconds.count) }
    var p99: Double { microseconds[min(microseconds.count - 1, microseconds.count * 99 / 100)] }
    var worst: Double { microseconds[microseconds.count - 1] }
}

/// Drives the TUI's own update and view in process, one key at a time, the way `TUIApp.run` does.
enum KeystrokeBench {
    /// j and k in turn: each redraws, and a scrolled screen stays near where its route left it.
    static let keys: [Key] = [.character("j"), .character("k")]
    /// A few figures per screen however short the time asked for; kept low, as a debug build is slow.
    static let minimumKeystrokes = 5
    /// Untimed: the first frames of a screen fill caches and allocate what later ones reuse.
    static let warmUpKeystrokes = 2

    /// Every kind of screen in the order a walk meets them, the inspector once per section.
    static func screens(from start: AppModel) throws -> [BenchedScreen] {
        let toDevice: [Key] = [.enter]
        let toCheckout = toDevice + [.enter]
        let toInspector = toCheckout + [.enter]
        let toHandOff = toInspector + [.enter]
        // Leaving the payment pending makes the gateway poll for 15 minutes: the status screen's longest timeline.
        let toStatus = toHandOff + [.down, .down, .enter, .enter, .character("a")]
        guard let inspector = press(toInspector, on: start).current.screen(as: InspectorScreen.self) else {
            throw TUIBenchFailure("Enter from the profile picker three times no longer opens the inspector")
        }
        var screens = [
            BenchedScreen(name: "picker", route: []) { $0.screen(as: PickerScreen.self) != nil },
            BenchedScreen(name: "device", route: toDevice) { $0.screen(as: DeviceScreen.self) != nil },
            BenchedScreen(name: "checkout", route: toCheckout) { $0.screen(as: CheckoutScreen.self) != nil },
        ]
        for (index, section) in inspector.sections.enumerated() {
            let route = toInspector + Array(repeating: Key.tab, count: index)
            screens.append(BenchedScreen(name: "inspector \(section.rawValue)", route: route) { screen in
                if let shown = screen.screen(as: InspectorScreen.self) { shown.section == section } else { false }
            })
        }
        screens += [
            BenchedScreen(name: "hand-off", route: toHandOff) { $0.screen(as: HandOffScreen.self) != nil },
            BenchedScreen(name: "return", route: toHandOff + [.enter]) { $0.screen(as: ReturnScreen.self) != nil },
            BenchedScreen(name: "status", route: toStatus) { screen in
                guard let status = screen.screen(as: StatusScreen.self) else { return false }
                return status.isComplete && status.eventTimes.count == StatusSchedule.times.count
            },
            BenchedScreen(name: "transcript", route: toStatus + [.character("t")]) { $0.screen(as: TranscriptScreen.self) != nil },
        ]
        return screens + citconScreens(from: start)
    }

    /// The Citcon walk's screens on the profile `bench` walks Citcon on, reached from the picker like a user would; none when
    /// the profile is not listed.
    static func citconScreens(from start: AppModel) -> [BenchedScreen] {
        guard let picker = start.current.screen(as: PickerScreen.self), let target = start.profiles.firstIndex(where: { $0.id == CitconBench.profile })
        else { return [] }
        let steps = target - picker.selected
        let toProfile = Array(repeating: steps < 0 ? Key.up : Key.down, count: abs(steps))
        // Its checkout page starts on citcon's first method: Enter walks it.
        let toWalk = toProfile + [.enter, .enter, .enter]
        let toHandOff = toWalk + [.enter]
        let toStatus = toHandOff + [.enter, .enter, .character("a")]
        return [
            BenchedScreen(name: "citcon walk", route: toWalk) { $0.screen(as: CitconWalkScreen.self) != nil },
            BenchedScreen(name: "citcon hand-off", route: toHandOff) { $0.screen(as: HandOffScreen.self) != nil },
            BenchedScreen(name: "citcon status", route: toStatus) { screen in
                guard let status = screen.screen(as: StatusScreen.self), status.walk.request.citconOptions != nil else { return false }
                return status.isComplete
            },
        ]
    }

    /// Presses `keys` on `screen` for about `seconds` (and at least `minimumKeystrokes` times), timing each.
    static func measure(_ screen: BenchedScreen, from start: AppModel, seconds: Double) throws -> KeystrokeFigure {
        var model = press(screen.route, on: start)
        guard screen.isReached(model.current) else {
            throw TUIBenchFailure("the keys for the \(screen.name) screen no longer reach it")
        }
        let clock = ContinuousClock()
        let budget = Duration.nanoseconds(Int64(seconds * 1e9))
        var microseconds: [Double] = []
        var paintedRuns = 0
        var pressed = -warmUpKeystrokes
        let began = clock.now
        while pressed < minimumKeystrokes || clock.now - began < budget {
            let key = keys[(pressed + warmUpKeystrokes) % keys.count]
            let keyDown = clock.now
            model = AppModel.update(model, .terminal(.key(key))).0
            paintedRuns &+= paint(AppModel.view(model, size: model.size))
            let took = clock.now - keyDown
            if pressed >= 0 { microseconds.append(took.microseconds) }
            pressed += 1
        }
        guard screen.isReached(model.current), paintedRuns > 0 else {
            throw TUIBenchFailure("j and k left the \(screen.name) screen")
        }
        return KeystrokeFigure(screen: screen.name, size: model.size, microseconds: microseconds.sorted())
    }

    /// The part of a paint that is ours: the curses terminal splits every row into runs of one style
    /// before handing them to curses. Curses' own output is in the start-up figure instead.
    private static func paint(_ frame: Frame) -> Int {
        var runs = 0
        for row in 0..<frame.size.rows { runs &+= frame.runs(row: row).count }
        return runs
    }

    static func press(_ keys: [Key], on model: AppModel) -> AppModel {
        keys.reduce(model) { AppModel.update($0, .terminal(.key($1))).0 }
    }
}

extension Duration {
    var microseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
    }
}

/// Why a TUI benchmark could not measure what it set out to.
struct TUIBenchFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}
