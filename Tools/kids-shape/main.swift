import Glibc
import TestSupport

// The shape of the code (issue 32), counted from Sources/: each count, what it should be, and its places.
// Run from anywhere in the repository: `swift run kids-shape`.
do {
    print(try CodeShape().report)
} catch {
    let message = "kids-shape: \(error)\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    exit(1)
}
