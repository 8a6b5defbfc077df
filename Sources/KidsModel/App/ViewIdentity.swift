/// What identifies a view for speech: speech is cut when it changes (DESIGN §4).
enum ViewIdentity: Hashable, Sendable {
    case home
    case lesson(showing: Int)
    case done
    case gate
    case grownUps
}
