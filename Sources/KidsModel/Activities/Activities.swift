/// The kinds of activity and of question-making rule a pack may use, each in its folder: the registry. A new kind
/// is one line here.
enum Activities {
    static let kinds: [any ActivityKind.Type] = [
        Counting.self,
        Letters.self,
        Shapes.self,
        KeysToPress.self,
        Exploring.self,
        StoryTime.self,
        General.self,
        Colours.self,
        Rhymes.self,
        FirstSounds.self,
        Blending.self,
        Syllables.self,
        OddOneOut.self,
        ReadIt.self,
        SpellIt.self,
        SoundCount.self,
        SyllableWords.self,
        NumberTrack.self,
        MoreOrFewer.self,
        NextNumber.self,
        AtAGlance.self,
        MakingTen.self,
        Braille.self,
    ]

    /// The kinds that are games with state of their own.
    static let games: [any Game.Type] = kinds.compactMap { $0 as? any Game.Type }

    /// The game called `name`, if there is one.
    static func game(_ name: String) -> (any Game.Type)? { games.first { $0.kind == name } }

    /// The kinds that make questions from a `generate` rule.
    static let makers: [any QuestionMaker.Type] = kinds.compactMap { $0 as? any QuestionMaker.Type }

    /// The kind called `name`, if there is one.
    static func kind(_ name: String) -> (any ActivityKind.Type)? { kinds.first { $0.kind == name } }

    /// The maker of the rule kind called `kind`, if there is one.
    static func maker(_ kind: String) -> (any QuestionMaker.Type)? { makers.first { $0.kind == kind } }

    /// The type of an activity's kind (a kind no type has, which decoding refuses, gets only the common rules).
    static func type(of kind: Activity.Kind) -> any ActivityKind.Type { Self.kind(kind.rawValue) ?? General.self }

    /// The kind a question is asked as: its rule's, when a rule made it, else its activity's.
    static func kind(of q: Question, in activity: Activity) -> any ActivityKind.Type {
        q.game.flatMap(kind) ?? activity.kind.type
    }
}

extension Activity {
    /// The skill a question of it practises, as the question's kind names it (`ActivityKind.skill`).
    public func skill(of q: Question) -> String { Activities.kind(of: q, in: self).skill(of: q) }

    /// Its skills, each once, in the order its questions first practise them.
    public var skills: [String] {
        var seen: Set<String> = []
        return questions.map(skill).filter { seen.insert($0).inserted }
    }
}
