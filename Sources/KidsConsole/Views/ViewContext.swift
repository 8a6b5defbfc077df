/// What the full-screen view needs besides the app's state: things of this computer, not of the app.
public struct ViewContext: Hashable, Sendable {
    /// False under `NO_COLOR`.
    public var colors: Bool
    /// Where progress is kept, for "Your data"; nil when there is nowhere.
    public var dataPath: String?
    /// Where the privacy policy can be read.
    public var privacyPolicy: String

    public init(colors: Bool = true, dataPath: String? = nil, privacyPolicy: String = "") {
        self.colors = colors
        self.dataPath = dataPath
        self.privacyPolicy = privacyPolicy
    }
}
