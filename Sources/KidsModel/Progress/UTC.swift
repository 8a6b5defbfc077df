/// Moments as calendar text in UTC, worked out here rather than by `gmtime_r` (glibc's reads `/etc/localtime` the first
/// time, and kids.log's first line is written on the way to the first frame): days to a date of the proleptic
/// Gregorian calendar by Howard Hinnant's days-to-civil. For the report's days, kids.log's lines and file names.
public enum UTC {
    /// The date of the day `days` after 1970-01-01 (before it when negative).
    static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
        // Days since 0000-03-01, in eras of 400 years (146 097 days), the year starting in March.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfYear - (153 * monthFromMarch + 2) / 5 + 1)
    }

    /// The day of a moment in seconds since 1970, as `YYYY-MM-DD`.
    public static func day(_ seconds: Double) -> String { day(number: dayNumber(seconds)) }

    /// The day of a moment: how many days after 1970-01-01 it is.
    public static func dayNumber(_ seconds: Double) -> Int { Int((seconds / 86_400).rounded(.down)) }

    /// A day, `days` after 1970-01-01, as `YYYY-MM-DD`.
    public static func day(number days: Int) -> String {
        let date = civil(days: days)
        return "\(date.year)-\(two(date.month))-\(two(date.day))"
    }

    /// The day number of `YYYY-MM-DD` (the inverse of `day(number:)`, by the same author's days-from-civil); nil for
    /// any other text, or a date that is not in the calendar.
    public static func dayNumber(_ text: String) -> Int? {
        let fields = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.utf8.count == 10, fields.count == 3, fields.map(\.count) == [4, 2, 2], fields.allSatisfy({ $0.allSatisfy(\.isASCII) }),
              let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2]),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return Self.day(number: days) == text ? days : nil  // 2026-02-30 is no day
    }

    /// The day of the week of a day number: 0 Monday … 6 Sunday (1970-01-01 was a Thursday).
    public static func weekday(_ days: Int) -> Int { ((days + 3) % 7 + 7) % 7 }

    /// A moment as ISO 8601 writes it, to the second: `2026-11-29T22:23:18Z`. `separator` goes between hours, minutes
    /// and seconds: "-" for a file name, which has no colons.
    public static func stamp(_ seconds: Double, separator: String = ":") -> String {
        let whole = Int(seconds.rounded(.down))
        let second = ((whole % 86_400) + 86_400) % 86_400
        return day(seconds) + "T" + [second / 3600, second / 60 % 60, second % 60].map(two).joined(separator: separator) + "Z"
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
