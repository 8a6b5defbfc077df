import Foundation
import KidsStore

/// The diagnostics log beside the progress file: where problems go while the full screen is up (anything
/// written to the terminal then would garble the child's screen).
enum Diagnostics {
    static func note(_ message: String, in folder: String?) {
        guard let folder else { return }
        let stamp = ISO8601DateFormatter().string(from: Date())
        LineAppender.append("\(stamp) \(message)", to: folder + "/kids.log")
    }
}
