import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import KidsModel

/// Moments as UTC text without gmtime_r or ISO8601DateFormatter (the product links only FoundationEssentials): kids.log's
/// stamps, file names' and the report's days.
@Suite("UTC days and stamps")
struct UTCTests {
    @Test("a UTC stamp as ISO 8601 writes it, with dashes for a file name, and the report's day")
    func stamp() {
        #expect(UTC.stamp(0) == "1970-01-01T00:00:00Z")
        #expect(UTC.stamp(1_796_112_000.9) == "2026-12-01T08:00:00Z")
        #expect(UTC.stamp(1_764_455_000, separator: "-") == "2025-11-29T22-23-20Z")
        #expect(UTC.day(1_764_455_000) == "2025-11-29")
        // The same as gmtime_r says, over leap years, centuries and the days before 1970.
        for seconds in stride(from: -2_208_988_800, through: 4_107_542_400, by: 7_654_321) + [951_782_400, 951_868_799, 4_107_456_000] {
            var time = time_t(seconds)
            var parts = tm()
            _ = gmtime_r(&time, &parts)
            let expected = String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
                                  parts.tm_hour, parts.tm_min, parts.tm_sec)
            #expect(UTC.stamp(Double(seconds)) == expected, "\(seconds)")
        }
        #expect(UTC.stamp(1_700_000_123) == ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: 1_700_000_123)))
    }
}
