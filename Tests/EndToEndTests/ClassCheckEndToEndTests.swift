import Foundation
import Testing
import TestSupport

/// `kids check-class DIR`, run as a technician runs it, on a class folder the real binary has played in.
@Suite("kids check-class", .tags(.slow))
struct ClassCheckEndToEndTests {
    /// A group that is not root's own, to give the class folder (Debian has both).
    static let group: gid_t? = getgrnam("users")?.pointee.gr_gid ?? getgrnam("nogroup")?.pointee.gr_gid

    @Test("exit 66 for no folder, 0 for one kids has played in, 65 and one line for a FIFO planted in it; 64 without a folder",
          .enabled(if: getuid() == 0 && ClassCheckEndToEndTests.group != nil, "giving the folder a group of the class needs root (CI runs as root)"))
    func exitCodes() throws {
        let root = try Binary.temporaryFolder("check-class")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/1b"
        let missing = try Binary.run(["check-class", folder])
        #expect(missing.status == 66)
        #expect(missing.output.isEmpty)
        #expect(missing.errors == "kids: check-class: there is no folder \(folder) (is the network share mounted?)\n")

        // As docs/SCHOOLS.md sets it up: mkdir, chgrp, chmod 2770.
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(chown(folder, uid_t.max, Self.group ?? 0) == 0)
        #expect(chmod(folder, 0o2770) == 0)
        let played = try Binary.run(["--plain", "--mute", "--class", folder, "--child", "fox", "--state-dir", root + "/state"], input: "1\nq\n")
        #expect(played.status == 0, "\(played.errors)")
        let clean = try Binary.run(["check-class", folder])
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output == "\(folder): 1 child, nothing wrong\n")

        #expect(mkfifo(folder + "/owl.json", 0o660) == 0)
        let planted = try Binary.run(["check-class", folder])
        #expect(planted.status == 65)
        #expect(planted.output == "\(folder)/owl.json (owner root): a FIFO (a named pipe), which kids never makes and never opens. "
                + "Remove it: rm \(folder)/owl.json (and ask its owner why it was made)\n\(folder): 1 child, 1 problem\n")

        let usage = try Binary.run(["check-class"])
        #expect(usage.status == 64)
        #expect(usage.errors.hasPrefix("kids: 'check-class' needs one folder\nusage: kids"))
    }
}
