import Foundation
import KidsStore
import Testing
@testable import KidsModel

@Suite("Content pack and its checks")
struct ContentTests {
    @Test("the shipped English pack passes every check and has the promised questions")
    func shippedPack() throws {
        let pack = try Fixtures.english()
        #expect(pack.activities.map(\.id) == ["counting", "letters", "shapes", "keys", "keyboard", "stories", "listen", "words", "numbers"])
        let counts = Dictionary(uniqueKeysWithValues: pack.activities.map { ($0.id, $0.questions.count) })
        #expect(counts["counting"]! >= 60)
        #expect(counts["letters"]! >= 52)
        #expect(counts["shapes"]! >= 12)
        #expect(counts["keyboard"]! >= 60 && counts["keys"] == 0)
        #expect(pack.sentences.wrong.count >= 3)
        #expect(pack.sentences.right.count >= 3)
        // Counting shows 1 to 20 things, with several kinds of thing, over levels that grow.
        let counting = pack.activities[0]
        #expect(Set(counting.questions.map(\.picture.count)) == Set(1...20))
        #expect(Set(counting.questions.map(\.picture.name)).count >= 5)
        #expect(counting.levelCount >= 3)
        // Letters: all 26 in capitals and small letters, and each small letter matched to its capital.
        let letters = pack.activities[1].questions
        let abc = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init))
        #expect(Set(letters.filter { $0.id.hasPrefix("letters.upper.") }.compactMap(\.correctAnswer?.label)) == abc)
        #expect(Set(letters.filter { $0.id.hasPrefix("letters.lower.") }.compactMap(\.correctAnswer?.label)) == Set(abc.map { $0.lowercased() }))
        #expect(Set(letters.filter { $0.id.hasPrefix("letters.match.") }.compactMap(\.picture.letter)) == abc)
        // Capitals are read "the letter …", so eSpeak says the letter's name, not the article "a"; the prompt
        // does not list the answers, since the app reads them in the order of the tiles.
        for q in letters where !q.id.hasPrefix("letters.lower.") && !q.id.hasPrefix("letters.match.") {
            #expect(q.answers.filter { $0.id != q.correct }.allSatisfy { !q.spoken.contains($0.spoken) }, "\(q.id)")
            #expect(q.answers.allSatisfy { $0.spoken.hasPrefix("the letter ") }, "\(q.id)")
        }
        // Shapes: the prompt names none of the answers; picture answers are read by their description when they are
        // found by name, by their names when they are found by sides.
        for q in pack.activities[2].questions {
            #expect(q.answers.allSatisfy { $0.label.isEmpty || !q.spoken.lowercased().contains($0.label) }, "\(q.id)")
            let read = q.id.hasPrefix("shapes.sides.") ? { (a: Answer) in !a.spoken.contains("side") } : { (a: Answer) in a.spoken.contains("shape") }
            #expect(q.answers.allSatisfy { $0.picture == nil || ($0.label.isEmpty && read($0)) }, "\(q.id)")
        }
        // Shapes: at least twelve, each asked by name and found by its picture.
        let named = Set(pack.activities[2].questions.filter { $0.picture.name != "" }.map(\.correct))
        let found = Set(pack.activities[2].questions.filter { $0.id.hasPrefix("shapes.find.") }.map(\.correct))
        #expect(named.count >= 12 && named == found)
        // Every picture has a symbol for small spaces and a drawing of several rows.
        for (name, picture) in pack.pictures {
            #expect(picture.rows.count >= 2, "\(name)")
            #expect(CellWidth.of(picture.symbol) == 1, "\(name)")
        }
    }

    @Test("every pack has the four listening games, at least 20 questions each, each game at every one of three levels, and odd one out at the two upper levels",
          arguments: ["en", "fr", "es", "de"])
    func listeningGames(language: String) throws {
        let pack = try PackFolder.load(folder: Fixtures.root.appendingPathComponent("Content/" + language).path).get()
        let listen = try #require(pack.activities.first { $0.id == "listen" })
        #expect(listen.levelCount == 3)
        for game in ["rhymes", "first-sounds", "blending", "syllables"] {
            let questions = listen.questions.filter { $0.game == game }
            #expect(questions.count >= 20, "\(language) \(game): \(questions.count)")
            #expect(Set(questions.map(\.level)) == [1, 2, 3], "\(language) \(game)")
        }
        // Which one does not rhyme: a game of its own at levels 2 and 3, its tiles the words, its right answer the odd one.
        let odd = listen.questions.filter { $0.game == "odd-one-out" }
        #expect(odd.count >= 6 && Set(odd.map(\.level)) == [2, 3], "\(language) odd one out: \(odd.map(\.id))")
        #expect(odd.allSatisfy { $0.picture.isEmpty && $0.id == "listen.odd-one-out." + $0.correct && $0.answers.allSatisfy { $0.picture == $0.id } })
        // A blend's sound of a key the keyboard activity teaches is the keyboard's own: one /s/ in both games.
        let keys = pack.activities.filter { $0.kind == .keyboard }.flatMap(\.generate).compactMap { $0.maker?.maker as? KeysToPress }
        let keyboard = Dictionary(keys.flatMap(\.sounds).map { ($0.key, $0.sound) }) { first, _ in first }
        let blended = listen.generate.compactMap { $0.maker?.maker as? Blending }.flatMap(\.sounds)
        #expect(blended.contains { keyboard[$0.key] != nil }, "\(language): the blends share letter sounds with the keyboard")
        for sound in blended {
            guard let taught = keyboard[sound.key] else { continue }
            #expect(sound.sound == taught, "\(language): the blend's '\(sound.key)' is [[\(sound.sound)]], the keyboard's [[\(taught)]]")
        }
        // Blending grows a sound a level, from the shortest words the language's pictures have (docs/DECISIONS.md:
        // English and French 2, 3, 4; German 2 or 3, 3, 4; Spanish, whose pictures have no word of two sounds, 3, 4, 5).
        let sounds = (1...3).map { level in listen.questions.filter { $0.game == "blending" && $0.level == level }.map(\.pieces.count) }
        #expect(zip(sounds, sounds.dropFirst()).allSatisfy { ($0.min() ?? 0) < ($1.min() ?? 0) && ($0.max() ?? 0) <= ($1.max() ?? 0) }, "\(language): \(sounds)")
        #expect(sounds[0].min() ?? 0 <= (language == "es" ? 3 : 2), "\(language): \(sounds)")
    }

    @Test("each translated pack passes every check and is as complete as the English one", arguments: ["fr", "es", "de"])
    func translatedPack(language: String) throws {
        let french = try PackFolder.load(folder: Fixtures.root.appendingPathComponent("Content/" + language).path).get()
        let english = try Fixtures.english()
        #expect(french.language == language && french.voice == language)
        #expect(french.activities.map(\.id) == english.activities.map(\.id))
        // As many questions as English, or more where the alphabet has more letters (Spanish Ñ); the listening games
        // are the language's own words (`listeningGames` holds each to its floor).
        #expect(zip(french.activities, english.activities).allSatisfy { $0.id == "listen" || $0.questions.count >= $1.questions.count },
                "\(french.activities.map(\.questions.count)) against \(english.activities.map(\.questions.count))")
        #expect(french.activities.map(\.levelCount) == english.activities.map(\.levelCount))
        for q in french.activities[1].questions where !q.id.hasPrefix("letters.lower.") && !q.id.hasPrefix("letters.match.") {
            #expect(q.answers.filter { $0.id != q.correct }.allSatisfy { !q.spoken.contains($0.spoken) }, "\(q.id)")
            let letter = ["fr": "la lettre ", "es": "la letra ", "de": "der Buchstabe "][language] ?? "?"
            #expect(q.answers.allSatisfy { $0.spoken.hasPrefix(letter) }, "\(q.id)")
        }
        #expect(french.sentences.right.count >= 3 && french.sentences.wrong.count >= 3)
    }

    @Test("every shipped pack has at least 8 stories of 4 to 8 pages (32 pages in all), each with a question or two, the same IDs in every language",
          arguments: ["en", "fr", "es", "de"])
    func shippedStories(language: String) throws {
        let pack = try PackFolder.load(folder: Fixtures.root.appendingPathComponent("Content/" + language).path).get()
        let english = try Fixtures.english()
        let stories = try #require(pack.activities.first { $0.kind == .stories }).stories
        let englishStories = try #require(english.activities.first { $0.kind == .stories }).stories
        #expect(stories.count >= 8 && stories.reduce(0) { $0 + $1.pages.count } >= 32)
        for story in stories {
            #expect((4...8).contains(story.pages.count), "\(story.id)")
            #expect((1...2).contains(story.questions.count), "\(story.id)")
        }
        #expect(stories.map(\.id) == englishStories.map(\.id))
        #expect(stories.map { $0.pages.map(\.id) } == englishStories.map { $0.pages.map(\.id) })
        #expect(stories.map { $0.questions.map(\.id) } == englishStories.map { $0.questions.map(\.id) })
    }

    /// One broken pack per rule: the change, and the one problem it must give.
    static let brokenPacks: [(rule: ContentProblem.Rule, file: String, change: @Sendable (inout [String: [UInt8]]) throws -> Void)] = [
        (.missingFile, "shapes.json", { $0["shapes.json"] = nil }),
        (.jsonSyntax, "counting.json", { $0["counting.json"] = Array("{\n  \"id\": \"counting\",\n  \"title\": \"Counting\"\n  \"kind\": \"counting\"\n}".utf8) }),
        (.jsonType, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0.question(0) { $0.object("picture") { $0["count"] = "three" } } } }),
        (.packFormat, "pack.json", { try Fixtures.edit(&$0, "pack.json") { $0["format"] = 2 } }),
        (.emptyField, "pack.json", { try Fixtures.edit(&$0, "pack.json") { $0.object("sentences") { $0["welcome"] = "" } } }),
        (.activityCount, "pack.json", { try Fixtures.edit(&$0, "pack.json") { $0["activities"] = [String]() } }),
        (.activityID, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0["id"] = "counted" } }),
        (.noQuestions, "shapes.json", { try Fixtures.edit(&$0, "shapes.json") { $0["questions"] = [Any]() } }),
        (.answerCount, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0.question(0) { q in q["answers"] = Array((q["answers"] as! [Any]).prefix(1)) } } }),
        (.correctMissing, "letters.json", { try Fixtures.edit(&$0, "letters.json") { $0.question(0) { $0["correct"] = "z" } } }),
        (.duplicateQuestionID, "shapes.json", { try Fixtures.edit(&$0, "shapes.json") { $0.question(1) { $0["id"] = "shapes.circle" } } }),
        (.duplicateAnswerID, "shapes.json", { try Fixtures.edit(&$0, "shapes.json") { $0.question(0) { $0.answer(1) { $0["id"] = "a" } } } }),
        (.unknownPicture, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0.question(2) { $0.object("picture") { $0["name"] = "unicorn" } } } }),
        (.emptyText, "letters.json", { try Fixtures.edit(&$0, "letters.json") { $0.question(3) { $0["text"] = "" } } }),
        (.emptySpoken, "letters.json", { try Fixtures.edit(&$0, "letters.json") { $0.question(3) { $0["spoken"] = "   " } } }),
        (.emptyLabel, "shapes.json", { try Fixtures.edit(&$0, "shapes.json") { $0.question(2) { $0.object("picture") { $0["label"] = "" } } } }),
        (.labelTooLong, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0["title"] = "Counting things" } }),
        (.countRange, "letters.json", { try Fixtures.edit(&$0, "letters.json") { $0.question(0) { $0.object("picture") { $0["count"] = 21 } } } }),
        (.countLabel, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0.question(0) { $0.answer(1) { $0["label"] = "two" } } } }),
        (.countMismatch, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0.question(2) { $0.object("picture") { $0["count"] = 4 } } } }),
        (.letterLabel, "letters.json", { try Fixtures.edit(&$0, "letters.json") { $0.question(0) { $0.answer(1) { $0["label"] = "M1" } } } }),
        (.generator, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0["generate"] = [["kind": "counting", "numbers": [5, 1]]] } }),
        (.level, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0["levels"] = ["all"]; $0.question(3) { $0["level"] = 2 } } }),
        (.formerly, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0["formerly"] = ["counting.old": "counting.gone"] } }),
        (.letterWord, "letters.json", { try Fixtures.edit(&$0, "letters.json") { $0.question(0) { $0["word"] = "Banana" } } }),
        (.unknownShape, "shapes.json", { try Fixtures.edit(&$0, "shapes.json") { $0.question(0) { $0.answer(1) { $0["label"] = "blob" } } } }),
        (.shapeMismatch, "shapes.json", { try Fixtures.edit(&$0, "shapes.json") { $0.question(0) { $0.object("picture") { $0["name"] = "square" } } } }),
        (.pictureRows, "pictures.json", { try Fixtures.edit(&$0, "pictures.json") { $0.object("apple") { $0["rows"] = ["██", "███"] } } }),
        (.pictureGlyph, "pictures.json", { try Fixtures.edit(&$0, "pictures.json") { $0.object("apple") { $0["rows"] = ["🍎🍎", "████"] } } }),
        (.pictureSymbol, "pictures.json", { try Fixtures.edit(&$0, "pictures.json") { $0.object("apple") { $0["symbol"] = "ab" } } }),
        (.pictureColor, "pictures.json", { try Fixtures.edit(&$0, "pictures.json") { $0.object("apple") { $0["color"] = "rainbow" } } }),
        (.descriptionGivesAway, "shapes.json", { try Fixtures.edit(&$0, "shapes.json") { $0.question(0) { $0.object("picture") { $0["label"] = "two blue circles" } } } }),
        (.labelGlyph, "letters.json", { try Fixtures.edit(&$0, "letters.json") { $0.question(0) { $0.answer(2) { $0["label"] = "Ø" } } } }),
        (.pictureCategory, "pictures.json", { try Fixtures.edit(&$0, "pictures.json") { $0.object("apple") { $0["category"] = "fruit" } } }),
        (.pictureImage, "pictures.json", { try Fixtures.edit(&$0, "pictures.json") { $0.object("apple") { $0["image"] = "apple.pam"; $0["reference"] = "red apple" } } }),
        (.pictureContrast, "pictures.json", {
            // A pale yellow disc with no outline: lost on a white background (on a black one it shows).
            try Fixtures.edit(&$0, "pictures.json") { $0.object("sun") { $0["image"] = "pale.pam"; $0["reference"] = "sun" } }
            $0["images/pale.pam"] = BitmapTests.disc(colour: (255, 250, 200), outline: nil).pam
        }),
        (.wordPlaceholders, "pack.json", { try Fixtures.edit(&$0, "pack.json") { $0["words"] = ["{activity}, question {n} of {count}.": "Question {n}."] } }),
        (.wordPlural, "pack.json", { try Fixtures.edit(&$0, "pack.json") { $0["words"] = ["Closed for now: try again in {n} seconds.": "Fermé : {n} secondes."] } }),
        (.labelCut, "shapes.json", {
            try Fixtures.edit(&$0, "pictures.json") { $0.object("oval") { $0["label"] = "ov." } }
            try Fixtures.edit(&$0, "shapes.json") { for (q, a) in [(3, 2), (6, 1), (7, 1)] { $0.question(q) { $0.answer(a) { $0["label"] = "ov." } } } }
        }),
        (.letterDigraph, "letters.json", { try Fixtures.edit(&$0, "letters.json") { $0.question(2) { $0["word"] = "Chair" } } }),
        (.distractorSound, "letters.json", { try Fixtures.edit(&$0, "letters.json") { $0.question(2) { $0.answer(1) { $0["label"] = "K" } } } }),
        (.mixedApostrophes, "pack.json", { try Fixtures.edit(&$0, "pack.json") { $0.object("sentences") { $0["welcome"] = "Hello! Let\u{2019}s play." } } }),
        (.letterName, "letters.json", {
            try Fixtures.edit(&$0, "pack.json") { $0["language"] = "es"; $0["activities"] = ["letters"] }
            try Fixtures.edit(&$0, "letters.json") {
                $0.question(10) { $0.answer(1) { $0["label"] = "T"; $0["spoken"] = "the letter T" } }  // Sun: Z is S's sound in Spanish
                $0["generate"] = [["kind": "letters", "mode": "upper", "level": 1, "letters": "WXY", "text": "Find {letter}.",
                                   "spoken": "¿Dónde está la letra {name}?", "answer": "la letra {name}"]]
            }
        }),
        (.keyAnswer, "keyboard.json", {
            try Fixtures.add(&$0, "keyboard", ["kind": "keyboard", "questions": [["id": "keyboard.ab", "text": "Press AB.", "spoken": "Press AB.", "correct": "ab"]]])
        }),
        (.keyLayout, "keyboard.json", {
            try Fixtures.edit(&$0, "pack.json") { $0["keyboard"] = ["layout": "qwerty"] }
            try Fixtures.add(&$0, "keyboard", ["kind": "keyboard", "questions": [["id": "keyboard.ñ", "text": "Press Ñ.", "spoken": "Press Ñ.", "correct": "ñ"]]])
        }),
        (.exploreQuestions, "keys.json", {
            try Fixtures.add(&$0, "keys", ["kind": "explore", "questions": [["id": "keys.a", "text": "Which?", "spoken": "Which?", "correct": "a",
                                                                           "answers": [["id": "a", "label": "A"], ["id": "b", "label": "B"]]]]])
        }),
        (.story, "stories.json", { try Fixtures.addStory(&$0) { $0["id"] = "Apples!" } }),
        (.storyPage, "stories.json", {
            try Fixtures.addStory(&$0) { var pages = $0["pages"] as? [[String: Any]] ?? []; pages[1]["text"] = ""; $0["pages"] = pages }
        }),
        (.lexicon, "pack.json", { try Fixtures.edit(&$0, "pack.json") { $0["lexicon"] = ["ice cream": "'aIskri:m"] } }),
        (.numberAgreement, "pack.json", {
            try Fixtures.edit(&$0, "pack.json") { $0["language"] = "de"; $0["words"] = ["{n} star": "{n} Stern", "{n} stars": "{n} Sterne"] }
        }),
        (.pictureReference, "pictures.json", {
            // The sun's image with words that name another thing.
            try Fixtures.edit(&$0, "pictures.json") { $0.object("sun") { $0["image"] = "sun.pam"; $0["reference"] = "crescent moon; moon, night" } }
            $0["images/sun.pam"] = ContentTests.yellowDisc
        }),
        (.colourWord, "counting.json", {
            // A yellow sun said to be blue.
            try Fixtures.edit(&$0, "pictures.json") { $0.object("sun") { $0["image"] = "sun.pam"; $0["reference"] = "sun; bright, sunny" } }
            $0["images/sun.pam"] = ContentTests.yellowDisc
            try Fixtures.edit(&$0, "counting.json") { $0.question(0) { $0.object("picture") { $0["label"] = "a blue sun" } } }
        }),
        (.pictureMissing, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0.question(0) { $0["picture"] = ["label": ""] } } }),
        // The listening games, each told a wrong pair or count, computed from the pictures' IPA (eSpeak's, en-GB).
        (.rhyme, "listen.json", {
            // A question written by hand gives "bat" as a wrong answer to "which one rhymes with cat?": it rhymes too.
            try Fixtures.addListening(&$0, ["kind": "rhymes", "groups": [["frog", "dog"], ["sun", "bun"]]],
                                      words: ["cat": ("cat", "kˈat"), "hat": ("hat", "hˈat"), "bat": ("bat", "bˈat"), "dog": ("dog", "dˈɒɡ"),
                                              "frog": ("frog", "fɹˈɒɡ"), "sun": ("sun", "sˈʌn"), "bun": ("bun", "bˈʌn")])
            try Fixtures.edit(&$0, "listen.json") { $0["questions"] = [Fixtures.picked("listen.cat", "rhymes", "cat", right: "hat", wrong: "bat")] }
        }),
        (.firstSound, "listen.json", {
            // "city" begins with the letter of "cat", and the sound of "sun".
            try Fixtures.addListening(&$0, ["kind": "first-sounds", "groups": [["moon", "mouse"], ["sun", "sock"]]],
                                      words: ["cat": ("cat", "kˈat"), "city": ("city", "sˈɪti"), "moon": ("moon", "mˈuːn"), "mouse": ("mouse", "mˈaʊs"),
                                              "sun": ("sun", "sˈʌn"), "sock": ("sock", "sˈɒk")])
            try Fixtures.edit(&$0, "listen.json") { $0["questions"] = [Fixtures.picked("listen.cat", "first-sounds", "cat", right: "city", wrong: "moon")] }
        }),
        (.blend, "listen.json", {
            // "ship" blended from its letters, s-h-i-p: its sounds are ʃ-ɪ-p.
            try Fixtures.addListening(&$0, ["kind": "blending", "text": "Listen: {sounds}.",
                                            "sounds": [["key": "s", "sound": "s:s:", "ipa": "s"], ["key": "h", "sound": "h", "ipa": "h"],
                                                       ["key": "i", "sound": "'I", "ipa": "ɪ"], ["key": "p", "sound": "phh", "ipa": "p"],
                                                       ["key": "a", "sound": "a", "ipa": "a"], ["key": "n", "sound": "n-:", "ipa": "n"]],
                                            "blends": [["picture": "ship", "sounds": ["s", "h", "i", "p"]], ["picture": "pan", "sounds": ["p", "a", "n"]]]],
                                      words: ["ship": ("ship", "ʃˈɪp"), "pan": ("pan", "pˈan")])
        }),
        (.syllableCount, "listen.json", {
            // Butterfly clapped in two.
            try Fixtures.addListening(&$0, ["kind": "syllables", "text": "How many claps in {word}?",
                                            "claps": [["picture": "butterfly", "syllables": ["but", "terfly"]]]],
                                      words: ["butterfly": ("butterfly", "bˈʌtəflˌaɪ")])
        }),
        (.oddOneOut, "listen.json", {
            // "bat" is to be the odd one of cat, hat and bat: it rhymes with them.
            try Fixtures.addListening(&$0, ["kind": "odd-one-out", "answers": 3, "text": "Which one does not rhyme?", "sets": [["cat", "hat", "bat"]]],
                                      words: ["cat": ("cat", "kˈat"), "hat": ("hat", "hˈat"), "bat": ("bat", "bˈat")])
        }),
        (.ipaMissing, "listen.json", {
            try Fixtures.addListening(&$0, ["kind": "syllables", "text": "How many claps in {word}?",
                                            "claps": [["picture": "butterfly", "syllables": ["but", "ter", "fly"]]]],
                                      words: ["butterfly": ("butterfly", "")])
        }),
        // The Words card, each told a taught order or a word that is not what it claims, computed from the pictures' IPA.
        (.phonicsOrder, "words.json", {
            // k taught at level 1 after sh at level 2.
            try Fixtures.addWords(&$0, rules: [["kind": "read", "words": ["cat", "pan"]]]) { order in
                order["gpcs"] = (order["gpcs"] as? [[String: Any]] ?? []) + [["grapheme": "k", "ipa": "k", "sound": "khh", "level": 1]]
            }
        }),
        (.phonicsSpelling, "words.json", {
            // cat cut into k·a·t.
            try Fixtures.addWords(&$0, rules: [["kind": "read", "words": ["pan", "tap"]]]) { order in
                order["words"] = (order["words"] as? [[String: Any]] ?? []) + [["picture": "cat", "graphemes": ["k", "a", "t"]]]
                order["words"] = (order["words"] as? [[String: Any]] ?? []).filter { ($0["graphemes"] as? [String]) != ["c", "a", "t"] }
            }
        }),
        (.phonicsSounds, "words.json", {
            // ship read s·h·i·p, with an h taught: its sounds are ʃ-ɪ-p, not s-h-ɪ-p.
            try Fixtures.addWords(&$0, rules: [["kind": "spell", "words": ["pan"]]]) { order in
                order["gpcs"] = (order["gpcs"] as? [[String: Any]] ?? []) + [["grapheme": "h", "ipa": "h", "sound": "hhh", "level": 2]]
                order["words"] = (order["words"] as? [[String: Any]] ?? []).map { word in
                    word["picture"] as? String == "ship" ? ["picture": "ship", "graphemes": ["s", "h", "i", "p"]] : word
                }
            }
        }),
        (.decodable, "words.json", {
            // ship offered at level 1, before sh is taught.
            try Fixtures.addWords(&$0, rules: [["kind": "sounds", "words": ["cat", "ship"]]])
        }),
        (.soundCount, "words.json", {
            // "How many sounds in cat?" written by hand, its answer two.
            try Fixtures.addWords(&$0, rules: [["kind": "read", "words": ["pan", "tap"]]])
            try Fixtures.edit(&$0, "words.json") {
                $0["questions"] = [["id": "words.sounds.cat", "game": "sounds", "text": "How many sounds in cat?", "spoken": "How many sounds in cat?",
                                    "picture": ["name": "cat", "label": "cat"], "correct": "2",
                                    "answers": ["1", "2", "3", "4"].map { ["id": $0, "label": $0] }]]
            }
        }),
        (.syllableWord, "words.json", {
            // le·mn, which is not lemon.
            try Fixtures.addWords(&$0, rules: [["kind": "syllable-words", "words": [["picture": "lemon", "syllables": ["le", "mn"]],
                                                                                   ["picture": "apple", "syllables": ["ap", "ple"]]]]],
                                  pictures: ["lemon": ("lemon", "lˈɛmən"), "apple": ("apple", "ˈapəl")])
        }),
        // Braille letters: the letter a question's ID names is its answer.
        (.brailleCell, "braille.json", {
            // Made of b, said to be c (and with no cell at all).
            try Fixtures.add(&$0, "braille", ["kind": "general", "questions": [
                ["id": "braille.braille.b", "game": "braille", "text": "Make the letter b.", "spoken": "Make the letter b.", "correct": "c", "answers": [] as [Any]]]])
        }),
        // The Numbers card: each question's right answer is proved from the numbers of its ID.
        (.trackMove, "numbers.json", {
            // 2 on from 3 said to land on 6.
            try Fixtures.add(&$0, "numbers", ["kind": "general", "questions": [Fixtures.numbered("numbers.track.10.3+2", "track", correct: 6, answers: [4, 5, 6])]])
        }),
        (.comparison, "numbers.json", {
            // Of 3 and 7, 3 said to be more.
            try Fixtures.add(&$0, "numbers", ["kind": "general", "questions": [Fixtures.numbered("numbers.more.digits.more.3-7", "more", correct: 3, answers: [3, 7])]])
        }),
        (.distances, "numbers.json", {
            // A level claiming distances 1 to 12 of numbers 1 to 10, of which it can ask none past 9 (and asks five).
            try Fixtures.add(&$0, "numbers", ["kind": "general", "generate": [
                ["kind": "more", "level": 1, "answers": 2, "shown": "digits", "ask": "more", "numbers": [1, 10], "distance": [1, 12], "count": 5,
                 "text": "Which is more, {first} or {second}?"]]])
        }),
        (.nextNumber, "numbers.json", {
            // What comes after 7, said to be 9.
            try Fixtures.add(&$0, "numbers", ["kind": "general", "questions": [Fixtures.numbered("numbers.next.after.7", "next", correct: 9, answers: [8, 9, 10])]])
        }),
        (.glance, "numbers.json", {
            // A die's four said to be five.
            try Fixtures.add(&$0, "numbers", ["kind": "general", "questions": [Fixtures.numbered("numbers.glance.dice.4", "glance", correct: 5, answers: [3, 4, 5])]])
        }),
        (.sum, "numbers.json", {
            // A sum of a number too long to be one: no overflow, only the problem.
            try Fixtures.add(&$0, "numbers", ["kind": "general", "questions": [
                Fixtures.numbered("numbers.add.duck.99999999999999999999+9223372036854775807", "add", correct: 6, answers: [4, 5, 6])]])
        }),
        (.sum, "numbers.json", {
            // 3 ducks and 2 more said to be 6.
            try Fixtures.add(&$0, "numbers", ["kind": "general", "questions": [Fixtures.numbered("numbers.add.duck.3+2", "add", correct: 6, answers: [4, 5, 6])]])
        }),
        (.orRule, "pack.json", {
            try Fixtures.edit(&$0, "pack.json") { $0["language"] = "es"; $0["activities"] = ["counting", "shapes"]; $0.object("sentences") { $0["welcome"] = "¿Siete o ocho?" } }
        }),
    ]

    /// A dark yellow disc, which shows on white and on black alike (`picture-contrast`): the sun's image in the broken
    /// packs of the rules about what is seen.
    static let yellowDisc = BitmapTests.disc(colour: (160, 140, 0), outline: nil, name: "sun.pam").pam

    @Test("the table has a broken pack for every rule")
    func everyRuleHasABrokenPack() {
        #expect(Set(Self.brokenPacks.map(\.rule)) == Set(ContentProblem.Rule.allCases).subtracting([.frenchElision]),
                "every rule that refuses a pack has its broken pack; french-elision only warns")
    }

    @Test("every rule declared with the problems is in the list of rules (built in, or a kind's own)")
    func everyRuleIsListed() throws {
        let source = try String(contentsOf: Fixtures.root.appendingPathComponent("Sources/KidsModel/Content/ContentProblem.swift"), encoding: .utf8)
        let declared = source.matches(of: /static let (\w+) = Rule\(rawValue: "([^"]+)"\)/).map { String($0.2) }
        #expect(declared.count > 50)
        #expect(Set(declared) == Set(ContentProblem.Rule.builtIn.map(\.rawValue)), "declared, not listed: \(Set(declared).subtracting(ContentProblem.Rule.builtIn.map(\.rawValue)))")
        let all = ContentProblem.Rule.allCases.map(\.rawValue)
        #expect(Set(all).isSuperset(of: ["rhyme", "first-sound", "blend", "syllable-count", "odd-one-out", "ipa-missing"]))
    }

    /// Every problem of the pack made of `files`; empty when it is good.
    static func problems(_ files: [String: [UInt8]]) -> [ContentProblem] {
        switch ContentLoader.load(files: files) {
        case .success: return []
        case .failure(.invalid(let problems)): return problems
        case .failure(.folderMissing(let path)):
            Issue.record("a pack made of files cannot miss its folder (\(path))")
            return []
        }
    }

    @Test("each broken pack yields exactly its problem", arguments: brokenPacks.indices)
    func brokenPack(_ index: Int) throws {
        let (rule, file, change) = Self.brokenPacks[index]
        var files = try Fixtures.packFiles()
        try change(&files)
        let problems = Self.problems(files)
        #expect(problems.map(\.rule) == [rule], "\(problems)")
        #expect(problems.first?.file == file)
    }

    @Test("a syntax error names its line and column")
    func syntaxErrorLine() throws {
        var files = try Fixtures.packFiles()
        try Self.brokenPacks.first { $0.rule == .jsonSyntax }!.change(&files)
        let problem = try #require(Self.problems(files).first)
        #expect(problem.description == "counting.json: json-syntax: line 4, column 3: ',' or '}' was expected")
    }

    @Test("a problem names the question it is in")
    func problemNamesQuestion() throws {
        var files = try Fixtures.packFiles()
        try Self.brokenPacks.first { $0.rule == .countMismatch }!.change(&files)
        let problem = try #require(Self.problems(files).first)
        #expect(problem.question == "counting.3")
        #expect(problem.description == "counting.json: counting.3: count-mismatch: the picture shows 4 but the right answer says 3")
    }

    @Test("every problem is reported, not only the first")
    func everyProblem() throws {
        var files = try Fixtures.packFiles()
        for rule in [ContentProblem.Rule.countMismatch, .letterWord, .shapeMismatch, .pictureColor, .emptyField] {
            try Self.brokenPacks.first { $0.rule == rule }!.change(&files)
        }
        let rules = Self.problems(files).map(\.rule)
        #expect(Set(rules) == [.countMismatch, .letterWord, .shapeMismatch, .pictureColor, .emptyField])
        #expect(rules.count == 5)
    }

    @Test("a type error names where it is")
    func typeErrorPath() throws {
        var files = try Fixtures.packFiles()
        try Self.brokenPacks.first { $0.rule == .jsonType }!.change(&files)
        let problem = try #require(Self.problems(files).first)
        #expect(problem.detail == "at questions[0].picture.count: expected a whole number")
    }
}

@Suite("Warnings that do not refuse a pack")
struct ContentWarningTests {
    @Test("French 'de' before a vowel is pointed out, with its file and question; the pack still loads")
    func frenchElision() throws {
        var files = try PackFolder.files(in: Fixtures.root.appendingPathComponent("Content/fr").path)
        let good = try ContentLoader.load(files: files).get()
        #expect(ContentChecker.warnings(good).isEmpty, "the shipped French pack writes d' before vowels")
        let text = String(decoding: try #require(files["counting.json"]), as: UTF8.self)
        files["counting.json"] = Array(text.replacingOccurrences(of: "Combien d’étoiles", with: "Combien de étoiles").utf8)
        let slipped = try ContentLoader.load(files: files).get()
        let warnings = ContentChecker.warnings(slipped)
        #expect(warnings.count >= 1)
        #expect(warnings.allSatisfy { $0.rule == .frenchElision && $0.file == "counting.json" && $0.question != nil })
        #expect(warnings.first?.detail == "'de étoiles' is written d' before a vowel")
        #expect(ContentChecker.warnings(try Fixtures.english()).isEmpty, "English has no such rule")
    }
}

@Suite("Generated questions")
struct GeneratorTests {
    /// A generator as a teacher writes it, decoded from JSON.
    static func generator(_ json: String) throws -> Generator {
        try JSON.decode(Generator.self, from: Array(json.utf8))
    }

    @Test("counting: every thing at every number, with readable IDs and answers next to the right number")
    func counting() throws {
        let g = try Self.generator("""
        {"kind": "counting", "level": 2, "numbers": [6, 9], "answers": 3,
         "things": [{"picture": "apple", "text": "How many apples?", "label": "red apples"},
                    {"picture": "duck", "text": "How many ducks?", "spoken": "How many ducks can you see?", "label": "ducks"}]}
        """)
        let made = try g.questions(activity: "counting").get()
        #expect(made.count == 8)
        #expect(made.prefix(4).map(\.id) == ["counting.apple.6", "counting.duck.7", "counting.apple.8", "counting.duck.9"],
                "the first pass gives each number to the next thing")
        #expect(Set(made.map(\.id)).count == 8 && made.allSatisfy { $0.level == 2 })
        for q in made {
            let numbers = q.answers.compactMap { Int($0.label) }
            #expect(numbers.contains(q.picture.count) && q.correct == "\(q.picture.count)")
            #expect(numbers == Array(numbers[0]...numbers[0] + 2), "three numbers in a row: \(q.id) \(numbers)")
        }
        let duck = try #require(made.first { $0.id == "counting.duck.7" })
        #expect(duck.spoken == "How many ducks can you see?" && duck.text == "How many ducks?" && duck.picture.label == "ducks")
        // The right number is not always in the same place among the numbers (nor the middle one).
        #expect(Set(made.map { q in q.answers.firstIndex { $0.id == q.correct } ?? -1 }).count > 1)
        // Stable: the same question has the same ID whatever else the generator makes.
        let more = try Self.generator("""
        {"kind": "counting", "numbers": [1, 12], "things": [{"picture": "duck", "text": "t", "label": "l"}]}
        """).questions(activity: "counting").get()
        #expect(more.contains { $0.id == "counting.duck.7" && $0.picture.count == 7 })
    }

    @Test("letters: capitals, small letters, and the small letter that goes with a capital")
    func letters() throws {
        let upper = try Self.generator("""
        {"kind": "letters", "mode": "upper", "letters": "ABCDE", "text": "Find the letter {letter}.", "spoken": "Where is {name}?", "answer": "the letter {name}"}
        """).questions(activity: "letters").get()
        #expect(upper.map(\.id) == ["letters.upper.A", "letters.upper.B", "letters.upper.C", "letters.upper.D", "letters.upper.E"])
        #expect(upper[1].text == "Find the letter B." && upper[1].answers.contains { $0.label == "B" && $0.spoken == "the letter B" })
        #expect(upper.allSatisfy { $0.picture.isEmpty }, "the letter asked for is not shown above the tiles")
        let match = try Self.generator("""
        {"kind": "letters", "mode": "match", "letters": "ABCDE", "text": "Which goes with {letter}?", "label": "the capital {letter}", "answer": "small {name}"}
        """).questions(activity: "letters").get()
        #expect(match[0].id == "letters.match.a" && match[0].picture.letter == "A" && match[0].correct == "a")
        #expect(match[0].answers.allSatisfy { $0.label == $0.label.lowercased() && $0.spoken.hasPrefix("small ") })
    }

    @Test("shapes: by name with word tiles; found with picture tiles read by their description, by sides with tiles read by their names")
    func shapes() throws {
        let pack = try Fixtures.english()
        let shapes = pack.activities[2]
        let find = try #require(shapes.questions.first { $0.id == "shapes.find.triangle" })
        #expect(find.text == "Where is the triangle?" && find.picture.isEmpty)
        #expect(find.answers.allSatisfy { $0.label.isEmpty && $0.picture != nil && !$0.spoken.contains("triangle") })
        let sides = try #require(shapes.questions.first { $0.id == "shapes.sides.pentagon" })
        #expect(sides.text == "Find the shape with 5 sides." && sides.correctAnswer?.picture == "pentagon")
        // Read by their names, never their descriptions, which count their sides: no matching of words by ear.
        #expect(sides.answers.map(\.spoken).contains("a pentagon"))
        #expect(sides.answers.allSatisfy { !$0.spoken.contains("five") && !$0.spoken.contains("side") }, "\(sides.answers.map(\.spoken))")
        let named = try #require(shapes.questions.first { $0.id == "shapes.hexagon" })
        #expect(named.picture.name == "hexagon" && named.answers.contains { $0.label == "hexagon" })
    }

    @Test("a generator that cannot make questions is a problem of the pack, named by its place")
    func brokenGenerators() throws {
        let cases: [(String, String)] = [
            (#"{"kind": "weather"}"#, "kind 'weather' is not one of counting, letters, shapes, keyboard, colours, rhymes, first-sounds, blending, syllables, odd-one-out, read, spell, sounds, syllable-words, track, more, next, glance, add, braille"),
            (#"{"kind": "counting", "numbers": [3]}"#, "'numbers' must be [lowest, highest], from 1, not [3]"),
            // Found by the fuzzer: a level of 10^17 made the level checks loop for ever.
            (#"{"kind": "letters", "mode": "upper", "level": 111111111111111111, "letters": "ABC"}"#, "'level' is 1 to 20, not 111111111111111111"),
            (#"{"kind": "counting", "numbers": [1, 3], "answers": 7, "things": []}"#, "'answers' is 2 to 4, not 7"),
            (#"{"kind": "letters", "mode": "upper", "letters": "AB"}"#, "'letters' needs at least 3 letters for 3 answers"),
            (#"{"kind": "shapes", "mode": "name", "shapes": ["blob"]}"#, "shape 'blob' is not described in the activity's 'shapes'"),
            (#"{"kind": "shapes", "mode": "sides", "text": "Find the shape with {sides} sides.", "shapes": []}"#,
             "'{sides}' is not filled in by shapes generators (they fill {description}, {n}, {the}, {word})"),
            (#"{"kind": "counting", "numbers": [1, 3], "things": [{"picture": "apple", "text": "How many {things}?", "label": "x"}]}"#,
             "'{things}' is not filled in by counting generators (they have no placeholders)"),
            (#"{"kind": "odd-one-out", "answers": 2, "text": "Which one does not rhyme?", "sets": [["apple", "sun"]]}"#,
             "'answers' is 3 or 4 (words that rhyme, then the odd one), not 2"),
            (#"{"kind": "odd-one-out", "answers": 4, "text": "Which one does not rhyme?", "sets": [["apple", "sun", "ball"]]}"#,
             "the set [\"apple\", \"sun\", \"ball\"] is not 4 different words ('answers' is 4): the words that rhyme, then the odd one"),
            (#"{"kind": "odd-one-out", "text": "Which one rhymes with {word}?", "sets": [["apple", "sun", "ball"]]}"#,
             "'{word}' is not filled in by odd-one-out generators (they have no placeholders)"),
            // Absurd numbers in the Numbers card's rules are refused, never looped over nor overflowed.
            (#"{"kind": "more", "answers": 2, "shown": "digits", "ask": "more", "numbers": [1, 10], "distance": [1, 9223372036854775807], "text": "{first} or {second}?"}"#,
             "'numbers' are 1 to 100 and 'distance' 1 to 99, not [1, 10] and [1, 9223372036854775807]"),
            (#"{"kind": "more", "answers": 2, "shown": "digits", "ask": "more", "numbers": [1, 10], "distance": [1, 2], "count": 9223372036854775807, "text": "{first} or {second}?"}"#,
             "'count' is 1 to 100, not 9223372036854775807"),
            (#"{"kind": "add", "mode": "add", "numbers": [1, 4], "change": [1, 9223372036854775807], "text": "{some} {change} {ask}", "things": [{"picture": "duck", "some": ["a", "b"], "more": ["a", "b"], "away": ["a", "b"], "ask": "c"}]}"#,
             "'change' is 1 to 10, not [1, 9223372036854775807]"),
            (#"{"kind": "track", "end": 100000, "text": "{from} {spin}"}"#, "'end' is 5 to 100, not 100000"),
            (#"{"kind": "next", "ask": "after", "numbers": [-9223372036854775807, 9223372036854775807], "text": "{n}"}"#,
             "missing numbers are 2 to 99, so that both neighbours are on the track, not [-9223372036854775807, 9223372036854775807]"),
        ]
        for (json, detail) in cases {
            var files = try Fixtures.packFiles()
            try Fixtures.edit(&files, "shapes.json") { $0["generate"] = [try? JSONSerialization.jsonObject(with: Data(json.utf8))] }
            let problems = ContentTests.problems(files)
            #expect(problems.map(\.description) == ["shapes.json: generator: generate[0]: \(detail)"])
        }
    }
}

@Suite("Filling in words")
struct WordsFillTests {
    @Test("placeholders are filled in one pass; unknown ones and stray braces stay as written")
    func fill() {
        #expect(Words.fill("{n} of {count}", ["n": "3", "count": "10"]) == "3 of 10")
        #expect(Words.fill("{a}{a} {b}", ["a": "x"]) == "xx {b}")
        #expect(Words.fill("{a}", ["a": "{a}"]) == "{a}", "a value is not filled in again")
        #expect(Words.fill("a { b } {", ["b": "no"]) == "a { b } {")
        #expect(Words.fill("no braces", ["a": "x"]) == "no braces")
        #expect(Words(["Hello {name}": "Bonjour {name}"])("Hello {name}", ["name": "Ada"]) == "Bonjour Ada")
    }

    @Test("the placeholders of a text are its {names} of small letters")
    func placeholders() {
        #expect(Words.placeholders("{n} of {count} {Big} {two words} {} {x") == ["n", "count"])
        #expect(Words.placeholders("none") == [])
    }
}

@Suite("The app's own grammar in each language")
struct GrammarTests {
    func pack(_ language: String) throws -> ContentPack {
        var pack = try Fixtures.classic()
        pack.language = language
        return pack
    }

    @Test("a count takes its one form for 1 (and for 0 in French), its other form else")
    func counts() throws {
        let english = try pack("en"), french = try pack("fr")
        let one = "Closed for now: try again in {n} second.", other = "Closed for now: try again in {n} seconds."
        #expect(english.counted(1, one: one, other: other) == "Closed for now: try again in 1 second.")
        #expect(english.counted(0, one: one, other: other) == "Closed for now: try again in 0 seconds.")
        #expect(french.counted(0, one: one, other: other) == "Closed for now: try again in 0 second.")
        #expect(french.counted(2, one: one, other: other) == "Closed for now: try again in 2 seconds.")
    }

    @Test("a count's one form may say its number as a word (\"une seconde\"); its other form keeps {n}")
    func oneFormWord() {
        #expect(ContentChecker.wordProblems(["Closed for now: try again in {n} second.": "Fermé : réessayez dans une seconde."]).isEmpty)
        #expect(ContentChecker.wordProblems(["Closed for now: try again in {n} seconds.": "Fermé : réessayez bientôt."]).map(\.rule)
                == [.wordPlaceholders])
    }

    @Test("Spanish says u for o before an o sound: 7 u 8, 10 u 11, but 9 o 10; other languages keep their word")
    func spanishOr() throws {
        var spanish = try pack("es")
        spanish.words = Words(["or": "o"])
        #expect(spanish.list(["6", "7", "8"]) == "6, 7 u 8")
        #expect(spanish.list(["9", "10", "11"]) == "9, 10 u 11")
        #expect(spanish.list(["8", "9", "10"]) == "8, 9 o 10")
        #expect(spanish.list(["círculo", "óvalo"]) == "círculo u óvalo")
        #expect(spanish.list(["el círculo", "el óvalo"]) == "el círculo o el óvalo", "the word after it is el")
        #expect(try pack("en").list(["6", "7", "8"]) == "6, 7 or 8")
    }

    @Test("an answer read aloud may not say the number its question asks about")
    func numberSaid() {
        let q = Question(id: "shapes.sides.triangle", text: "Find the shape with 3 sides.", spoken: "Which shape has 3 sides?",
                         picture: QuestionPicture(name: ""), answers: [
                            Answer(id: "triangle", label: "", spoken: "a shape with three sides", picture: "triangle"),
                            Answer(id: "square", label: "", spoken: "a square", picture: "square"),
                         ], correct: "triangle")
        #expect(ContentChecker.numberSaid(by: q)?.answer == "triangle")
        var named = q
        named.answers[0].spoken = "a triangle"
        #expect(ContentChecker.numberSaid(by: named) == nil)
    }
}
