
/// The bytes of `progress.json`: the current format (version 3) and the migrations from versions 1 and 2.
///
/// Version 1 (the first release) kept a list of starred IDs and flat settings:
/// `{"version":1,"stars":["counting.1"],"speech":true,"rate":150,"voice":"en"}`.
/// Version 2 keeps when each star was earned and when progress was reset, so that two copies can merge.
/// Version 3 adds `reviews`: per question, how its first tries went and when it comes back. A question that
/// had a star in version 2 starts as right once, due two days after its star. Version 3 files may also have
/// `places`: per story, the page reached, `days`: per day, the first tries and stars (`PlayDays`), and `skills`: per
/// skill, its mastery (`Mastery`).
public enum ProgressFile {
    public static let currentVersion = 3

    /// Why a file could not be read as progress. It is kept aside, never overwritten.
    public enum DecodeError: Error, Hashable, Sendable, CustomStringConvertible {
        case notJSON(String)
        case unknownVersion(Int)
        case badField(String)

        public var description: String {
            switch self {
            case .notJSON(let why): return "it is not valid JSON (\(why))"
            case .unknownVersion(let v): return "it has version \(v), which this version of kids does not know"
            case .badField(let why): return "it is damaged (\(why))"
            }
        }
    }

    public static func encode(_ progress: Progress) -> [UInt8] {
        let file = Version3(version: currentVersion, stars: progress.stars, misses: progress.misses,
                            resetAt: progress.resetAt,
                            settings: .init(progress.settings),
                            settingsChangedAt: progress.settingsChangedAt, reviews: progress.reviews,
                            places: progress.places.isEmpty ? nil : progress.places.mapValues(SavedPlace.init),
                            days: progress.days.isEmpty ? nil : SavedDays(days: progress.days),
                            skills: progress.skills.isEmpty ? nil : progress.skills.mapValues(SavedMastery.init))
        // Encoding plain strings, numbers and dictionaries cannot fail; an empty file would be caught on load.
        return ((try? JSON.encode(file, layout: .pretty)) ?? []) + Array("\n".utf8)
    }

    public static func decode(_ data: [UInt8]) throws(DecodeError) -> Progress {
        let value: JSONValue
        do {
            value = try JSONValue.parse(data)
        } catch {
            throw .notJSON(error.description)
        }
        let version: Int
        do {
            version = try JSON.decode(VersionOnly.self, from: value).version
        } catch {
            throw .badField("no version number")
        }
        switch version {
        case 1: return migrate(migrate(try decoding(Version1.self, value)))
        case 2: return migrate(try validate(decoding(Version2.self, value)))
        case 3: return try validate(decoding(Version3.self, value))
        default: throw .unknownVersion(version)
        }
    }

    private static func decoding<T: Decodable>(_ type: T.Type, _ value: JSONValue) throws(DecodeError) -> T {
        do {
            return try JSON.decode(T.self, from: value)
        } catch let error as DecodingError {
            throw .badField(ContentLoader.describe(error))
        } catch {
            throw .badField("\(error)")
        }
    }

    static func migrate(_ old: Version1) -> Progress {
        let stars = Dictionary(old.stars.map { ($0, 0.0) }, uniquingKeysWith: { a, _ in a })
        return Progress(stars: stars, settings: Settings(speechOn: old.speech ?? true,
                                                          rate: old.rate ?? Settings.defaultRate, voice: old.voice))
    }

    /// Version 2 had no reviews: each star becomes a question right once, due two days after its star.
    static func migrate(_ old: Progress) -> Progress {
        var progress = old
        progress.reviews = old.stars.mapValues { Review(box: 1, due: $0 + Review.days(1) * Review.day, seen: $0) }
        return progress
    }

    /// The numbers a file may hold, each held to what kids itself writes where it is read: a child's file in a class
    /// folder is data another user wrote (`"seen": 1e300` is finite, and made the report's day overflow).
    enum Bounds {
        /// Times, in seconds since 1970: up to the year 3000.
        static let time: ClosedRange<Double> = 0...32_503_680_000
        /// Answers set aside before a question's star.
        static let misses: ClosedRange<Int> = 0...1_000_000
        /// A review's box (`Review.topBox` is the highest kids reaches).
        static let box: ClosedRange<Int> = 0...Review.topBox

        /// A skill's mastery as kids writes it: counts, days, times and its estimate in range.
        static func holds(_ m: Mastery) -> Bool {
            misses.contains(m.streak) && (0...Int(time.upperBound / 86_400)).contains(m.since) && (0...Mastery.manyTiles).contains(m.fewest)
                && time.contains(m.knownAt) && time.contains(m.seen) && m.misses.count <= Mastery.needsHelpAfter + 1
                && m.misses.allSatisfy(time.contains) && (0...1).contains(m.ease)
        }
    }

    static func validate(_ file: Version3) throws(DecodeError) -> Progress {
        var progress = try validate(Version2(version: 2, stars: file.stars, misses: file.misses, resetAt: file.resetAt,
                                             settings: file.settings, settingsChangedAt: file.settingsChangedAt))
        guard file.reviews.values.allSatisfy({ Bounds.time.contains($0.due) && Bounds.time.contains($0.seen) && Bounds.box.contains($0.box) }) else {
            throw .badField("a review's time or box is out of range")
        }
        progress.reviews = file.reviews
        // A place is a convenience: one that cannot be read is dropped (the story opens at its first page), and
        // the stars stay.
        progress.places = (file.places ?? [:]).compactMapValues { $0.place.flatMap { Bounds.time.contains($0.at) ? $0 : nil } }
        // The days are the report's: ones that cannot be read are left out and said (the report names the child), and
        // the stars stay.
        // A skill that cannot be read starts again as new, and the stars stay.
        progress.skills = (file.skills ?? [:]).compactMapValues { $0.mastery.flatMap { Bounds.holds($0) ? $0 : nil } }
        progress.days = file.days?.days ?? PlayDays()
        progress.daysDamaged = file.days?.damage
        return progress
    }

    static func validate(_ file: Version2) throws(DecodeError) -> Progress {
        // (A NaN is in no range, so each check below also refuses it.)
        guard file.stars.values.allSatisfy(Bounds.time.contains), Bounds.time.contains(file.resetAt),
              Bounds.time.contains(file.settingsChangedAt) else {
            throw .badField("a time is out of range (not between 1970 and the year 3000)")
        }
        guard file.misses.values.allSatisfy(Bounds.misses.contains) else { throw .badField("a miss count is out of range") }
        return Progress(stars: file.stars, misses: file.misses, resetAt: file.resetAt, settings: file.settings.settings,
                        settingsChangedAt: file.settingsChangedAt)
    }

    struct VersionOnly: Decodable { var version: Int }

    struct Version1: Decodable {
        var version: Int
        var stars: [String]
        var speech: Bool?
        var rate: Int?
        var voice: String?
    }

    struct Version3: Codable {
        var version: Int
        var stars: [String: Double]
        var misses: [String: Int]
        var resetAt: Double
        var settings: Version2.SettingsV2
        var settingsChangedAt: Double
        var reviews: [String: Review]
        /// Story ID → the page reached; written only when a story was read. A file without it is read as none,
        /// and an older version reading a file with it ignores it (so no new version number).
        var places: [String: SavedPlace]?
        /// Day (`2026-12-01`) → run → its count; written once a question was tried. Read as `places` is.
        var days: SavedDays?
        /// Skill → its mastery; written once a question was tried. Read as `places` is.
        var skills: [String: SavedMastery]?
    }

    /// A skill's mastery as saved: one that cannot be read is read as none (the skill is new again).
    struct SavedMastery: Codable {
        var mastery: Mastery?

        init(_ mastery: Mastery) { self.mastery = mastery }

        init(from decoder: any Decoder) throws { mastery = try? Mastery(from: decoder) }

        func encode(to encoder: any Encoder) throws { try mastery.encode(to: encoder) }
    }

    /// The days as saved: `{"2026-12-01": {"k3x9": {"tries": 12, "right": 9, "stars": 7, "at": 1764590000}}}`. Days that
    /// cannot be read (not a date, not counts, numbers out of bounds) are read as none, with why.
    struct SavedDays: Codable {
        var days: PlayDays
        var damage: String?

        init(days: PlayDays) { self.days = days }

        init(from decoder: any Decoder) throws {
            days = PlayDays()
            let saved: [String: [String: PlayDays.Count]]
            do {
                saved = try [String: [String: PlayDays.Count]](from: decoder)
            } catch let error as DecodingError {
                damage = String(ContentLoader.describe(error).prefix(200))  // It may quote a key of any length.
                return
            }
            var read: [Int: [String: PlayDays.Count]] = [:]
            for (text, runs) in saved {
                guard let day = UTC.dayNumber(text), Bounds.time.contains(Double(day) * 86_400) else {
                    damage = "'\(text.prefix(40))' is not a day"
                    return
                }
                for (run, count) in runs {
                    guard !run.isEmpty, run.utf8.count <= 16, run.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                        damage = "'\(run.prefix(40))' is not a run's name"
                        return
                    }
                    guard [count.tries, count.right, count.stars].allSatisfy(Bounds.misses.contains), count.right <= count.tries,
                          Bounds.time.contains(count.at) else {
                        damage = "the count of \(text) is out of range"
                        return
                    }
                }
                read[day] = runs
            }
            days = PlayDays(read).bounded()
        }

        func encode(to encoder: any Encoder) throws {
            try Dictionary(uniqueKeysWithValues: days.days.map { (UTC.day(number: $0.key), $0.value) }).encode(to: encoder)
        }
    }

    /// A story's place as saved: one that is not a page ID and a time is read as none, not as a damaged file.
    struct SavedPlace: Codable {
        var place: Progress.Place?

        init(_ place: Progress.Place) { self.place = place }

        init(from decoder: any Decoder) throws { place = try? Progress.Place(from: decoder) }

        func encode(to encoder: any Encoder) throws { try place.encode(to: encoder) }
    }

    struct Version2: Codable {
        var version: Int
        var stars: [String: Double]
        var misses: [String: Int]
        var resetAt: Double
        var settings: SettingsV2
        var settingsChangedAt: Double

        /// The settings as saved. What came after the first release is written only when it is not the
        /// default, so files from before it are read the same and written the same.
        struct SettingsV2: Codable {
            var speech: Bool
            var rate: Int
            var voice: String?
            var lineMode: Bool?
            var pitch: Int?
            var wordGap: Int?
            var slowerRepeat: Bool?
            var quitNeedsGrownUp: Bool?
            /// A layout name; one this version does not know is read as none (the pack's).
            var keyboard: String?
            /// What a screen reader does at start; a choice this version does not know is read as the default.
            var screenReader: String?
            /// Braille letters and the display in braille for this child.
            var braille: Bool?

            init(_ settings: Settings) {
                speech = settings.speechOn
                rate = settings.rate
                voice = settings.voice
                lineMode = settings.lineMode ? true : nil
                pitch = settings.pitch == Settings.defaultPitch ? nil : settings.pitch
                wordGap = settings.wordGap == 0 ? nil : settings.wordGap
                slowerRepeat = settings.slowerRepeat ? nil : false
                quitNeedsGrownUp = settings.kiosk ? true : nil
                keyboard = settings.keyboard?.rawValue
                screenReader = settings.screenReader == .lineMode ? nil : settings.screenReader.rawValue
                braille = settings.braille ? true : nil
            }

            var settings: Settings {
                Settings(speechOn: speech, rate: rate, voice: voice, lineMode: lineMode ?? false, pitch: pitch ?? Settings.defaultPitch,
                         wordGap: wordGap ?? 0, slowerRepeat: slowerRepeat ?? true, kiosk: quitNeedsGrownUp ?? false,
                         keyboard: keyboard.flatMap(KeyboardLayout.init(rawValue:)),
                         screenReader: screenReader.flatMap(ScreenReaderChoice.init(rawValue:)) ?? .lineMode, braille: braille ?? false)
            }
        }
    }
}
