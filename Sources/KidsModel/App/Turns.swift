/// The questions' turns across rounds: how many showings there were, the question asked last (a new round does not
/// begin with it), and whose turn it is among the kind words and praises.
struct Turns: Hashable, Sendable {
    var showings = 0
    var lastAsked: String?
    var wrongTurn = 0
    var rightTurn = 0
}
