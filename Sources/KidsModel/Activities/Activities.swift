/// The kinds of question-making rule a pack may use, each in its activity's folder: the registry. A new kind is
/// one line here.
enum Activities {
    static let makers: [any QuestionMaker.Type] = [
        Counting.self,
        Letters.self,
        Shapes.self,
        KeysToPress.self,
        Colours.self,
    ]

    /// The maker of the rule kind called `kind`, if there is one.
    static func maker(_ kind: String) -> (any QuestionMaker.Type)? { makers.first { $0.kind == kind } }
}
