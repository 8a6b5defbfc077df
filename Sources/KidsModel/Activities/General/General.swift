/// A teacher's own activity of written questions (or of rules of any kind): only the rules every question follows.
enum General: ActivityKind {
    static let kind = "general"
}

extension Activity.Kind {
    public static let general = Self(rawValue: General.kind)
}
