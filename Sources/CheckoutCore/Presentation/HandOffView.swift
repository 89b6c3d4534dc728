/// What the hand-off shows for one walk: what opened, with what, and where the user now is.
public struct HandOffView: Sendable, Equatable {
    /// Where the user is, short: "PhonePe", "Web checkout", "Alipay".
    public var breadcrumb: String
    public var title: String
    public var lines: [ShownLine]
    /// Where the user is, in a sentence: "PhonePe", "the web checkout", "the H5 page".
    public var place: String

    public init(breadcrumb: String, title: String, lines: [ShownLine], place: String) {
        self.breadcrumb = breadcrumb
        self.title = title
        self.lines = lines
        self.place = place
    }
}

/// How control came back to the merchant app, as a front end shows it.
public struct ReturnView: Sendable, Equatable {
    public var title: String
    public var lines: [ShownLine]
    /// What comes next, short ("status checks") and in a sentence.
    public var next: String
    public var nextExplained: String
}
