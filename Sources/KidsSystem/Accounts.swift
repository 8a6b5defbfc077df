#if canImport(Glibc)
import Glibc
#endif

/// The names of users and groups, for what a technician reads: `getpwuid_r(3)` and `getgrgid_r(3)`.
///
/// They ask the system's name service (the password and group files, or a school's LDAP through NSS), so the answer
/// depends on the computer: a value of closures, which a test replaces with names of its own.
public struct Accounts: Sendable {
    /// A user's login name; nil when the system knows no user by that number.
    public var userName: @Sendable (uid_t) -> String?
    /// A group's name; nil when the system knows no group by that number.
    public var groupName: @Sendable (gid_t) -> String?

    public init(userName: @escaping @Sendable (uid_t) -> String?, groupName: @escaping @Sendable (gid_t) -> String?) {
        self.userName = userName
        self.groupName = groupName
    }

    /// The system's own names.
    public static let live = Accounts(userName: user, groupName: group)

    /// `getpwuid_r(3)`: the login name of user `id`.
    static func user(_ id: uid_t) -> String? {
        withBuffer { buffer in
            var entry = passwd()
            var found: UnsafeMutablePointer<passwd>?
            let status = getpwuid_r(id, &entry, buffer.base, buffer.count, &found)
            guard status == 0 else { return .failure(Errno(rawValue: status)) }
            return .success(found == nil ? nil : entry.pw_name.map { String(cString: $0) })
        }
    }

    /// `getgrgid_r(3)`: the name of group `id`.
    static func group(_ id: gid_t) -> String? {
        withBuffer { buffer in
            var entry = Glibc.group()
            var found: UnsafeMutablePointer<Glibc.group>?
            let status = getgrgid_r(id, &entry, buffer.base, buffer.count, &found)
            guard status == 0 else { return .failure(Errno(rawValue: status)) }
            return .success(found == nil ? nil : entry.gr_name.map { String(cString: $0) })
        }
    }

    /// Calls `lookUp` with a buffer for the entry's strings, a larger one while it says `ERANGE` (a group with
    /// thousands of members in a school's directory); nil on any other failure.
    private static func withBuffer(_ lookUp: ((base: UnsafeMutablePointer<CChar>, count: Int)) -> Result<String?, Errno>) -> String? {
        var size = 4096
        while size <= 1 << 24 {
            var buffer = [CChar](repeating: 0, count: size)
            // The entry's strings point into the buffer: read while it is held.
            let outcome = buffer.withUnsafeMutableBufferPointer { bytes in
                bytes.baseAddress.map { lookUp(($0, bytes.count)) } ?? .success(nil)
            }
            switch outcome {
            case .success(let name): return name
            case .failure(let error) where error.rawValue == ERANGE: size *= 4
            case .failure: return nil
            }
        }
        return nil
    }
}
