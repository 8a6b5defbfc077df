/// The report's charts, drawn as inline SVG: bars, with a line of percentages over them when given. Each has a title
/// and a description a screen reader reads (`role="img"`, `aria-labelledby`), and the page puts its figures in a table
/// beside it.
enum Chart {
    /// Bars of `values` (one a label), scaled to the largest; `line`: percentages (0–100, nil where none) drawn as a
    /// line with dots on their own scale, at the right.
    static func bars(id: String, title: String, description: String, values: [Int], labels: [String], line: [Int?]?) -> String {
        let width = 40 + values.count * (line == nil ? 18 : 34) + (line == nil ? 10 : 40)
        let height = 150, top = 12, bottom = 120
        let most = max(1, values.max() ?? 1)
        let step = Double(width - 50 - (line == nil ? 0 : 30)) / Double(max(1, values.count))
        func x(_ n: Int) -> Double { 40 + step * Double(n) }
        func y(_ value: Int) -> Double { Double(bottom) - Double(bottom - top) * Double(value) / Double(most) }
        var svg = "<svg viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\">"
        svg += "<title id=\"\(id)-title\">\(ClassReport.escape(title))</title><desc id=\"\(id)-desc\">\(ClassReport.escape(description))</desc>"
        // The axis and the largest value, on the left.
        svg += "<line x1=\"38\" y1=\"\(bottom)\" x2=\"\(width - (line == nil ? 10 : 40))\" y2=\"\(bottom)\" stroke=\"#444\"/>"
        svg += "<text x=\"34\" y=\"\(top + 8)\" text-anchor=\"end\" font-size=\"10\">\(most)</text>"
        svg += "<text x=\"34\" y=\"\(bottom)\" text-anchor=\"end\" font-size=\"10\">0</text>"
        for (n, value) in values.enumerated() {
            let barWidth = max(2, step * 0.7)
            let left = x(n) + (step - barWidth) / 2
            if value > 0 {
                svg += "<rect x=\"\(format(left))\" y=\"\(format(y(value)))\" width=\"\(format(barWidth))\" height=\"\(format(Double(bottom) - y(value)))\" fill=\"#3b6fb6\"/>"
            }
            if line != nil || n % 7 == 0 || n == values.count - 1 {
                svg += "<text x=\"\(format(x(n) + step / 2))\" y=\"\(bottom + 14)\" text-anchor=\"middle\" font-size=\"10\">\(ClassReport.escape(labels[n]))</text>"
            }
        }
        if let line {
            let right = width - 36
            svg += "<text x=\"\(right)\" y=\"\(top + 8)\" font-size=\"10\">100%</text><text x=\"\(right)\" y=\"\(bottom)\" font-size=\"10\">0%</text>"
            let points = line.enumerated().compactMap { n, value in
                value.map { (x(n) + step / 2, Double(bottom) - Double(bottom - top) * Double($0) / 100) }
            }
            if points.count > 1 {
                svg += "<polyline fill=\"none\" stroke=\"#c0392b\" stroke-width=\"2\" points=\"" + points.map { "\(format($0.0)),\(format($0.1))" }.joined(separator: " ") + "\"/>"
            }
            for point in points {
                svg += "<circle cx=\"\(format(point.0))\" cy=\"\(format(point.1))\" r=\"3\" fill=\"#c0392b\"/>"
            }
        }
        return svg + "</svg>\n"
    }

    /// A coordinate with one decimal.
    static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
