#if canImport(Glibc)
import Glibc
#endif

/// The process's environment variables.
public enum Environment {
    /// Every variable, by name (`environ`). A name given twice keeps its first value, as `getenv` reads it.
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
