import CheckoutCore

/// The merchant's checkout page on this device: the amount (typed in paise, or cents with citcon),
/// the flow, and the form for it: PhonePe's flows (`PhonePeCheckoutForm`), citcon
/// (`CitconCheckoutForm`, only when the profile has a Citcon set-up) or PhonePe's v2 flows
/// (`PhonePeV2CheckoutForm`); the lower pane says what the page cannot offer and why. The outcome is chosen here too, before paying. Enter starts the walk.
public struct CheckoutScreen: ScreenModel {
    /// The panes Tab cycles through.
    public enum PaneID: Int, CaseIterable, Sendable {
        case form, missing
    }

    public static let defaultAmount: Int64 = PhonePeOptions.defaultAmount
    /// Twelve digits of paise (₹10,000,000,000) is far beyond any UPI limit and far from overflow.
    static let maximumAmountDigits = 12

    /// The device the page runs on, built once with the device screen and walked on as it is.
    public let device: Device
    /// The form shown: the flow row moves between the providers' forms.
    var form: AnyCheckoutForm
    /// The other providers' forms, one each, kept while this one is shown, so a round trip along the
    /// flow row finds their choices as they were.
    var parkedForms: [AnyCheckoutForm] = []
    /// The form parked last.
    var parked: AnyCheckoutForm? { parkedForms.last }
    /// The amount typed, whichever the form: paise for PhonePe's flows, cents with citcon.
    public var amount: Int64 = defaultAmount
    /// Whether the user has typed or erased the amount yet: the first digit replaces the preset
    /// amount instead of being appended to it (₹1.00 then 2599 is ₹25.99, not ₹10,025.99).
    var amountEdited = false
    public var formScroll: ScrollState
    public var missingScroll = ScrollState()
    public var focus: PaneID = .form
    /// The panes laid out for the window, kept between keys (see `KeepsPanesLaidOut`).
    var layout: PlacedPanes<PaneID, LayoutBasis>?
    /// A scenario's case (`tui --scenario`): the form shows its values, which cannot be changed, and Enter walks it.
    public internal(set) var scripted: WalkRequest?
    /// Up while the flow's own id is typed (Enter on the seed row).
    var idPrompt: TextPrompt?

    public init(profile: DeviceProfile) {
        self.init(summary: DeviceSummary(profile: profile))
    }

    /// The page for a device the device screen has read already: its device and checkout page are reused.
    public init(summary: DeviceSummary) {
        device = summary.device
        let phonePe = PhonePeCheckoutForm(device: device, page: summary.page)
        // A Citcon device without UPI apps can only walk citcon: start there, on its first method.
        if summary.profile.offersCitcon, phonePe.page.visibleApps.isEmpty {
            let citcon = CitconCheckoutForm(device: device)
            form = AnyCheckoutForm(citcon)
            parkedForms = [AnyCheckoutForm(phonePe)]
            formScroll = .list(selected: citcon.firstRow)
        } else {
            form = AnyCheckoutForm(phonePe)
            formScroll = .list(selected: phonePe.firstRow)
        }
    }

    public var profile: DeviceProfile { device.profile }

    public var phonePe: PhonePeCheckoutForm? { form.base as? PhonePeCheckoutForm }
    public var citcon: CitconCheckoutForm? { form.base as? CitconCheckoutForm }
    public var citconChosen: Bool { citcon != nil }
    public var phonePeV2: PhonePeV2CheckoutForm? { form.base as? PhonePeV2CheckoutForm }

    /// What a PhonePe v2 walk runs with; nil with the other providers.
    public var phonePeV2Options: PhonePeV2Options? {
        phonePeV2.map { $0.options(amount: amount, chosen: $0.rows[chosenIndex], merchant: PhonePeV2Merchant(profile: profile.merchant)) }
    }

    /// What a PhonePe walk runs with; nil with citcon.
    public var options: PhonePeOptions? {
        phonePe.map { $0.options(amount: amount, chosen: $0.rows[chosenIndex], merchant: PhonePeMerchant(profile: profile.merchant)) }
    }

    /// What a Citcon walk runs with; nil with PhonePe's flows.
    public var citconOptions: CitconOptions? { citcon.map { $0.options(amount: amount, chosen: $0.rows[chosenIndex]) } }

    var breadcrumb: String { "Checkout" }

    var takesText: Bool { idPrompt != nil }

    var hints: [KeyHint] {
        if idPrompt != nil { return [KeyHint("Enter", "set"), KeyHint("⌫", "erase"), KeyHint("Esc", "cancel")] }
        if scripted != nil { return [.move, KeyHint("Enter", "walk the case"), .panes, .back, .help] }
        return [.move, KeyHint("←→", "change"), KeyHint("0-9 ⌫", "amount"), KeyHint("Enter", "walk"), .panes, .back, .help]
    }

    var helpKeys: [KeyHint] {
        if scripted != nil { return Self.scriptedHelpKeys }
        return [
            KeyHint("↑↓ j k", "choose the amount, the flow, the outcome or an app"),
            KeyHint("← → h l", "change the flow, the outcome or the seed of the ids"),
            KeyHint("+ -", "more or fewer pending answers before the outcome"),
            KeyHint("0-9 ⌫", "type or erase the amount, in paise (100 = \(Glyphs.unicode.rupee)1.00)"),
            KeyHint("Enter", "walk with the chosen app; on the seed, type an id"),
        ]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        defer { refreshPanes(in: area, context: context) }
        if let action = handleScripted(key) { return action }
        if idPrompt != nil { return handleIdPrompt(key) }
        switch key {
        case .character(let digit) where digit.isASCII && digit.isNumber:
            if !amountEdited {
                amount = 0
                amountEdited = true
            }
            if String(amount).count < Self.maximumAmountDigits || amount == 0 {
                amount = amount * 10 + Int64(digit.wholeNumberValue ?? 0)
            }
            return .handled
        case .backspace, .delete:
            amountEdited = true
            amount /= 10
            return .handled
        case .tab, .backTab:
            focus = focus == .form ? .missing : .form
            return .handled
        case .enter:
            guard !choosesId else {
                openIdPrompt()
                return .handled
            }
            return walk()
        default:
            break
        }
        if focus == .form, let step = Self.cycleStep(key) {
            return cycle(rowAt: chosenIndex, by: step) ? .handled : .unhandled
        }
        if focus == .form, let step = Self.adjustStep(key) {
            return form.base.adjust(rowAt: chosenIndex, by: step) ? .handled : .unhandled
        }
        guard let placed = refreshPanes(in: area, context: context)[focus] else { return .unhandled }
        let moved: Bool
        switch focus {
        case .form: moved = formScroll.handle(key, count: rowCount, viewport: placed.viewport)
        case .missing: moved = missingScroll.handle(key, count: placed.content.lines.count, viewport: placed.viewport)
        }
        return moved ? .handled : .unhandled
    }

    /// The walk Enter starts, with the chosen app or method: the one place a walk leaves this page.
    private mutating func walk() -> ScreenAction {
        if let scripted { return form.base.scriptedScreen(scripted, device: device).map(ScreenAction.push) ?? .handled }
        defer { form.base.walked() }
        return .push(form.base.walkScreen(amount: amount, chosen: chosenIndex, device: device))
    }

    /// A click focuses a pane and chooses a row; a click on the chosen flow or outcome changes it, on
    /// the chosen app walks.
    mutating func click(column: Int, row: Int, area: Rect, context: ScreenContext) -> ScreenAction {
        defer { refreshPanes(in: area, context: context) }
        if idPrompt != nil { return .handled }
        guard let hit = refreshPanes(in: area, context: context).pane(atColumn: column, row: row) else { return .unhandled }
        focus = hit.id
        guard focus == .form, let index = hit.lineIndex(atRow: row, scroll: formScroll) else { return .handled }
        guard index == formScroll.selected else {
            formScroll.selected = index
            return .handled
        }
        if walks(rowAt: index) || scripted != nil { return handle(.enter, area: area, context: context) }
        _ = cycle(rowAt: index, by: 1)
        return .handled
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        panes(in: area, context: context).draw(frame: &frame, glyphs: context.glyphs, focus: idPrompt == nil ? focus : nil) { id in
            id == .form ? formScroll : missingScroll
        }
        idPrompt?.draw(in: area, note: Self.idPromptNote, frame: &frame, glyphs: context.glyphs)
    }

    // MARK: Rows

    private var rowCount: Int { form.base.rowCount }

    /// The chosen row, kept within the form (the flow row may have changed how many rows it has).
    var chosenIndex: Int { min(max(0, formScroll.selected ?? 0), rowCount - 1) }

    private func walks(rowAt index: Int) -> Bool { form.base.walks(rowAt: index) }

    /// Changes the value of a row that has choices (the flow moves between the forms); false for the others.
    private mutating func cycle(rowAt index: Int, by step: Int) -> Bool {
        guard !form.base.isFlowRow(index) else {
            cycleFlow(by: step)
            return true
        }
        return form.base.cycle(rowAt: index, by: step)
    }

    /// The forms the flow row moves through, in its order: PhonePe's flows, citcon when the profile
    /// has a Citcon set-up, then PhonePe's v2 flows.
    private var formKinds: [any CheckoutForm.Type] {
        [PhonePeCheckoutForm.self] + (profile.offersCitcon ? [CitconCheckoutForm.self] : []) + [PhonePeV2CheckoutForm.self]
    }

    /// The five PhonePe flows, citcon when the profile has a Citcon set-up, then the three v2 flows, round and round.
    public mutating func cycleFlow(by step: Int) {
        let kinds = formKinds
        let shownKind = kinds.firstIndex { $0 == type(of: form.base) } ?? 0
        let total = kinds.reduce(0) { $0 + $1.flowCount }
        let start = kinds[..<shownKind].reduce(0) { $0 + $1.flowCount } + form.base.flowIndex
        var next = ((start + step) % total + total) % total
        var nextKind = 0
        while next >= kinds[nextKind].flowCount {
            next -= kinds[nextKind].flowCount
            nextKind += 1
        }
        let kind = kinds[nextKind]
        let stays = kind == type(of: form.base)
        var chosen = stays ? form.base : parkedForms.first(where: { type(of: $0.base) == kind })?.base ?? kind.make(device: device)
        chosen.chooseFlow(at: next)
        if stays { form = AnyCheckoutForm(chosen) } else { swap(to: AnyCheckoutForm(chosen)) }
    }

    /// Shows `next`, parking the form shown in place of any parked one of its provider.
    mutating func swap(to next: AnyCheckoutForm) {
        let shown = type(of: form.base), coming = type(of: next.base)
        parkedForms.removeAll { type(of: $0.base) == shown || type(of: $0.base) == coming }
        parkedForms.append(form)
        form = next
    }

    private static func cycleStep(_ key: Key) -> Int? {
        switch key {
        case .left, .character("h"): return -1
        case .right, .character("l"), .character(" "): return 1
        default: return nil
        }
    }

    private static func adjustStep(_ key: Key) -> Int? {
        switch key {
        case .character("+"), .character("="): return 1
        case .character("-"), .character("_"): return -1
        default: return nil
        }
    }

    /// The value `step` places after `value` in `all`, wrapping round; from the first when `value` is not there.
    static func cycled<Value: Equatable>(_ value: Value, in all: [Value], by step: Int) -> Value {
        let index = all.firstIndex(of: value) ?? 0
        return all[((index + step) % all.count + all.count) % all.count]
    }
}

extension CheckoutScreen: KeepsPanesLaidOut {
    /// What the panes show: the form's values, the amount, which pane has focus (it takes the room),
    /// and the glyphs the amount is written with.
    struct LayoutBasis: Equatable, Sendable {
        var form: AnyCheckoutForm
        var amount: Int64
        var focus: PaneID
        var glyphs: Glyphs
    }

    func layoutBasis(_ context: ScreenContext) -> LayoutBasis {
        LayoutBasis(form: form, amount: amount, focus: focus, glyphs: context.glyphs)
    }

    /// The form above, what the page cannot offer below; the focused pane takes the room the other does not need.
    func layOut(_ area: Rect, context: ScreenContext) -> [PlacedPane<PaneID>] {
        let width = area.width - 4
        let title = "Checkout on \(profile.name)" + (scripted == nil ? "" : " \(context.glyphs.separator) as the scenario sets it")
        let form = self.form.base.formPane(title: title, amount: amount, width: width, glyphs: context.glyphs)
        let missing = self.form.base.missingPane(width: width)
        return PaneLayout.stack(area, [(id: .form, content: form), (id: .missing, content: missing)], focus: focus)
    }
}
