import Foundation

/// The bytes of `progress.json`: the current format (version 2) and the migration from version 1.
///
/// Version 1 (the first release) kept a list of starred IDs and flat settings:
/// `{"version":1,"stars":["counting.1"],"speech":true,"rate":150,"voice":"en"}`.
/// Version 2 keeps when each star was earned and when progress was reset, so that two copies can merge.
public enum ProgressFile {
    public static let currentVersion = 2

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

    public static func encode(_ progress: Progress) -> Data {
        let file = Version2(version: currentVersion, stars: progress.stars, misses: progress.misses,
                            resetAt: progress.resetAt,
                            settings: .init(speech: progress.settings.speechOn, rate: progress.settings.rate,
                                            voice: progress.settings.voice,
                                            lineMode: progress.settings.lineMode ? true : nil),
                            settingsChangedAt: progress.settingsChangedAt)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Encoding plain strings, numbers and dictionaries cannot fail; an empty file would be caught on load.
        return ((try? encoder.encode(file)) ?? Data()) + Data("\n".utf8)
    }

    public static func decode(_ data: Data) throws(DecodeError) -> Progress {
        if let error = JSONSyntaxError.first(in: Array(data)) { throw .notJSON(error.description) }
        let version: Int
        do {
            version = try JSONDecoder().decode(VersionOnly.self, from: data).version
        } catch {
            throw .badField("no version number")
        }
        switch version {
        case 1: return try migrate(decoding(Version1.self, data))
        case 2: return try validate(decoding(Version2.self, data))
        default: throw .unknownVersion(version)
        }
    }

    private static func decoding<T: Decodable>(_ type: T.Type, _ data: Data) throws(DecodeError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: data)
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

    static func validate(_ file: Version2) throws(DecodeError) -> Progress {
        guard file.stars.values.allSatisfy(\.isFinite), file.resetAt.isFinite, file.settingsChangedAt.isFinite else {
            throw .badField("a time is not a finite number")
        }
        guard file.misses.values.allSatisfy({ $0 >= 0 }) else { throw .badField("a miss count is negative") }
        return Progress(stars: file.stars, misses: file.misses, resetAt: file.resetAt,
                        settings: Settings(speechOn: file.settings.speech, rate: file.settings.rate,
                                           voice: file.settings.voice, lineMode: file.settings.lineMode ?? false),
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

    struct Version2: Codable {
        var version: Int
        var stars: [String: Double]
        var misses: [String: Int]
        var resetAt: Double
        var settings: SettingsV2
        var settingsChangedAt: Double

        struct SettingsV2: Codable {
            var speech: Bool
            var rate: Int
            var voice: String?
            /// Written only when on, so files from before it are read the same and written the same.
            var lineMode: Bool?
        }
    }
}
