/// A shape a shapes activity describes once, in its `shapes` (the activity's, not a rule's): its picture, its name on
/// a tile, how it is read among the answers ("a circle"), with its article in a sentence ("the circle"), its
/// description by sides and corners, its number of sides, and the shapes never shown beside it as wrong answers (a
/// square is a rectangle too: "Where is the rectangle?" beside a square has two right answers).
public struct Shape: Hashable, Sendable, Decodable {
    public var picture: String
    public var word: String
    public var spoken: String?
    public var the: String?
    public var description: String
    public var sides: Int?
    public var notWith: [String]?

    /// Whether the two may not be shown together (either's `notWith` names the other).
    func clashes(with other: Shape) -> Bool {
        (notWith ?? []).contains(other.picture) || (other.notWith ?? []).contains(picture)
    }

    /// The answers with any shape the right one must not be shown beside put back by the next shape of the list that
    /// may be, in the same place.
    static func apart(_ answers: [Shape], right: Shape, from list: [Shape]) -> [Shape] {
        var chosen = answers
        for (index, answer) in answers.enumerated() where answer != right && answer.clashes(with: right) {
            if let other = list.first(where: { candidate in candidate != right && !chosen.contains(candidate) && !candidate.clashes(with: right) }) {
                chosen[index] = other
            }
        }
        return chosen
    }
}
