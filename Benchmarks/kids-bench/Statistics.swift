import Foundation

/// Median and 95th percentile of a sample of measurements.
struct Statistics {
    var values: [Double]

    var median: Double { percentile(0.5) }
    var p95: Double { percentile(0.95) }

    func percentile(_ p: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }

    /// `median 1.23 ms, p95 2.34 ms (n=50)`
    func milliseconds() -> String {
        String(format: "median %.2f ms, p95 %.2f ms (n=%d)", median * 1000, p95 * 1000, values.count)
    }
}

/// Seconds on a monotonic clock.
func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

/// Peak resident memory of this process so far, in megabytes.
func peakRSSMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// Prints a line at once, also into a pipe or a file (where `print` would wait for a full buffer).
func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
