import CheckoutCore

/// One provider's form on the checkout page: its rows, what ← → and Enter do on them, its two panes
/// and the walk it starts. The page holds whichever the flow row chose; a new provider is one more form.
protocol CheckoutForm: Equatable, Sendable {
    var rowCount: Int { get }
    /// Where the form starts.
    var firstRow: Int { get }
    /// Whether the row at `index` is the flow row, which the page cycles (it leads to other forms).
    func isFlowRow(_ index: Int) -> Bool
    /// The form for `device`, on its first flow.
    static func make(device: Device) -> Self
    /// How many places the form's flows take on the flow row.
    static var flowCount: Int { get }
    /// The form's flow, as its place among the form's own on the flow row.
    var flowIndex: Int { get }
    /// Switches to the form's flow at `index` (below `flowCount`).
    mutating func chooseFlow(at index: Int)
    /// Whether Enter on the row walks with what it chose: an app or a method.
    func walks(rowAt index: Int) -> Bool
    /// Changes the value of the row at `index`; false for rows without choices.
    mutating func cycle(rowAt index: Int, by step: Int) -> Bool
    /// `+` and `-` on the row at `index`: a count up or down; false for rows without one.
    mutating func adjust(rowAt index: Int, by step: Int) -> Bool
    /// What seeds the next walk's ids.
    var seed: UInt64 { get set }
    /// After a walk leaves the page: what must differ for the next one (its ids).
    mutating func walked()
    /// Whether Enter on the row at `index` (the seed's) types the walk's own id.
    func typesId(rowAt index: Int) -> Bool
    /// The request field the typed id goes in, as the prompt names it.
    var idField: String { get }
    /// The id as typed; nil takes it from the seed.
    var typedId: String? { get set }
    func formPane(title: String, amount: Int64, width: Int, glyphs: Glyphs) -> PaneContent
    func missingPane(width: Int) -> PaneContent
    /// The screen the walk opens on, with the row at `index` chosen.
    func walkScreen(amount: Int64, chosen index: Int, device: Device) -> Screen
    /// The form set to a scenario's request as far as it shows it: the row to choose and the amount.
    /// Nil, and nothing changed, for another provider's request.
    mutating func show(scripted request: WalkRequest) -> (row: Int, amount: Int64)?
    /// The screen a scenario's request opens on, walked as `replay` walks it; nil for another provider's request.
    func scriptedScreen(_ request: WalkRequest, device: Device) -> Screen?
}

/// A checkout form of any provider, compared by value.
struct AnyCheckoutForm: Equatable, Sendable {
    var base: any CheckoutForm

    init(_ base: any CheckoutForm) { self.base = base }

    static func == (lhs: AnyCheckoutForm, rhs: AnyCheckoutForm) -> Bool { lhs.base.isEqual(rhs.base) }
}

extension CheckoutForm {
    func isEqual(_ other: any CheckoutForm) -> Bool { (other as? Self) == self }
}

extension PhonePeCheckoutForm: CheckoutForm {
    var rowCount: Int { rows.count }

    static func make(device: Device) -> Self { Self(device: device) }

    static var flowCount: Int { PhonePeFlow.allCases.count }

    var flowIndex: Int { PhonePeFlow.allCases.firstIndex(of: flow) ?? 0 }

    mutating func chooseFlow(at index: Int) { choose(PhonePeFlow.allCases[index]) }

    func isFlowRow(_ index: Int) -> Bool { rows[index] == .flow }

    func walks(rowAt index: Int) -> Bool { rows[index].isApp }

    mutating func cycle(rowAt index: Int, by step: Int) -> Bool { cycle(rows[index], by: step) }

    mutating func adjust(rowAt index: Int, by step: Int) -> Bool { adjust(rows[index], by: step) }

    mutating func walked() { seed += 1 }

    func typesId(rowAt index: Int) -> Bool { rows[index] == .seed }

    var idField: String { flow.idField }

    var typedId: String? {
        get { transactionId }
        set { transactionId = newValue }
    }

    func walkScreen(amount: Int64, chosen index: Int, device: Device) -> Screen {
        let options = options(amount: amount, chosen: rows[index], merchant: PhonePeMerchant(profile: device.profile.merchant))
        return Screen(InspectorScreen(walk: PhonePeWalk(device: device, page: page, options: options)))
    }

    mutating func show(scripted request: WalkRequest) -> (row: Int, amount: Int64)? {
        guard let options = request.phonePeOptions else { return nil }
        choose(options.flow)
        outcome = options.outcome
        authWorkflow = options.authWorkflow
        let package = options.package ?? options.app?.androidPackage
        let row = options.app.flatMap { rows.firstIndex(of: .app($0)) } ?? package.flatMap { rows.firstIndex(of: .package($0)) }
        return (row ?? firstRow, options.amount ?? CheckoutScreen.defaultAmount)
    }

    func scriptedScreen(_ request: WalkRequest, device: Device) -> Screen? {
        request.phonePeOptions.map { Screen(InspectorScreen(walk: PhonePeWalk(device: device, options: $0))) }
    }
}

extension CitconCheckoutForm: CheckoutForm {
    var rowCount: Int { rows.count }

    static func make(device: Device) -> Self { Self(device: device) }

    /// Citcon's one walk.
    static var flowCount: Int { 1 }

    var flowIndex: Int { 0 }

    mutating func chooseFlow(at index: Int) {}

    func isFlowRow(_ index: Int) -> Bool { rows[index] == .flow }

    func walks(rowAt index: Int) -> Bool { if case .method = rows[index] { true } else { false } }

    mutating func cycle(rowAt index: Int, by step: Int) -> Bool { cycle(rows[index], by: step) }

    mutating func adjust(rowAt index: Int, by step: Int) -> Bool { false }

    mutating func walked() { seed += 1 }

    func typesId(rowAt index: Int) -> Bool { rows[index] == .seed }

    var idField: String { "transaction.reference" }

    var typedId: String? {
        get { reference }
        set { reference = newValue }
    }

    func formPane(title: String, amount: Int64, width: Int, glyphs: Glyphs) -> PaneContent {
        formPane(title: title, amount: amount, width: width)
    }

    func walkScreen(amount: Int64, chosen index: Int, device: Device) -> Screen {
        Screen(CitconWalkScreen(walk: CitconWalk(device: device, options: options(amount: amount, chosen: rows[index]))))
    }

    mutating func show(scripted request: WalkRequest) -> (row: Int, amount: Int64)? {
        guard let options = request.citconOptions else { return nil }
        outcome = options.outcome
        currency = options.currency
        country = options.country
        order = options.order
        consumerReference = options.fields.first { $0.path == "consumer.reference" }?.value
        threeDSecure = options.request3DSecure ? .on : .off
        let method = CitconMethod(methodName: options.methodName)
        return (method.flatMap { rows.firstIndex(of: .method($0)) } ?? firstRow, options.amount)
    }

    func scriptedScreen(_ request: WalkRequest, device: Device) -> Screen? {
        request.citconOptions.map { Screen(CitconWalkScreen(walk: CitconWalk(device: device, options: $0))) }
    }
}

extension PhonePeV2CheckoutForm: CheckoutForm {
    var rowCount: Int { rows.count }

    static func make(device: Device) -> Self { Self(device: device) }

    static var flowCount: Int { PhonePeV2Flow.allCases.count }

    var flowIndex: Int { PhonePeV2Flow.allCases.firstIndex(of: flow) ?? 0 }

    mutating func chooseFlow(at index: Int) { flow = PhonePeV2Flow.allCases[index] }

    func isFlowRow(_ index: Int) -> Bool { rows[index] == .flow }

    func walks(rowAt index: Int) -> Bool {
        switch rows[index] {
        case .app, .package, .opens: return true
        case .amount, .flow, .outcome, .seed: return false
        }
    }

    mutating func cycle(rowAt index: Int, by step: Int) -> Bool { cycle(rows[index], by: step) }

    mutating func adjust(rowAt index: Int, by step: Int) -> Bool { adjust(rows[index], by: step) }

    mutating func walked() { seed += 1 }

    func typesId(rowAt index: Int) -> Bool { rows[index] == .seed }

    var idField: String { "merchantOrderId" }

    var typedId: String? {
        get { merchantOrderId }
        set { merchantOrderId = newValue }
    }

    func walkScreen(amount: Int64, chosen index: Int, device: Device) -> Screen {
        let options = options(amount: amount, chosen: rows[index], merchant: PhonePeV2Merchant(profile: device.profile.merchant))
        return Screen(PhonePeV2InspectorScreen(walk: PhonePeV2Walk(device: device, options: options)))
    }

    mutating func show(scripted request: WalkRequest) -> (row: Int, amount: Int64)? {
        guard let options = request.phonePeV2Options else { return nil }
        flow = options.flow
        outcome = options.outcome
        let package = options.package ?? options.app?.androidPackage
        let row = options.app.flatMap { rows.firstIndex(of: .app($0)) } ?? package.flatMap { rows.firstIndex(of: .package($0)) }
        return (row ?? firstRow, options.amount)
    }

    func scriptedScreen(_ request: WalkRequest, device: Device) -> Screen? {
        request.phonePeV2Options.map { Screen(PhonePeV2InspectorScreen(walk: PhonePeV2Walk(device: device, options: $0))) }
    }
}
