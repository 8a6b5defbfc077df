import Foundation
import TestSupport

// The shape of the code (issue 32), counted from Sources/: each count, what it should be, and its places.
// Run from anywhere in the repository: `swift run kids-shape`.
do {
    print(try CodeShape().report)
} catch {
    FileHandle.standardError.write(Data("kids-shape: \(error)\n".utf8))
    exit(1)
}
