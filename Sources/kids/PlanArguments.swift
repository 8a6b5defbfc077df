import KidsModel

/// `kids plan --class DIR (--activities A,B [--skills S,T] | --skills S,T | --show | --clear) [--child ANIMAL]
/// [--lang LANG | --content DIR]`: the teacher's plan for a class (`Plan`, `PlanFile`), written by the folder's owner
/// or root, checked against the pack (an activity or a skill it does not have is a usage error). Parsed here; run in
/// `PlanRequest+Run`.
struct PlanRequest: Equatable {
    enum Action: Equatable {
        case set(activities: [String], skills: [String])
        case show
        case clear
    }

    var folder: String?
    var child: String?
    var action = Action.show
    var options = Options()

    static func parse(_ arguments: [String]) throws(UsageError) -> PlanRequest {
        var request = PlanRequest()
        var rest = arguments[...]
        var activities: [String]?, skills: [String]?, show = false, clear = false
        func list(_ value: String) -> [String] {
            value.split(separator: ",").map { $0.trimmingPrefix(while: \.isWhitespace) }.map { String($0) }.filter { !$0.isEmpty }
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--show": show = true
            case "--clear": clear = true
            case "--class", "--activities", "--skills", "--child", "--lang", "--content":
                guard let value = rest.popFirst() else { throw UsageError(description: "\(argument) needs a value") }
                switch argument {
                case "--class": request.folder = value
                case "--activities": activities = list(value)
                case "--skills": skills = list(value)
                case "--child": request.child = value
                case "--lang": request.options.lang = value
                default: request.options.content = value
                }
            default:
                throw UsageError(description: "'plan' takes --class DIR, --activities A,B, --skills S,T, --child ANIMAL, --show, --clear, "
                                 + "--lang or --content, not '\(argument)'")
            }
        }
        let asked = (activities != nil || skills != nil ? 1 : 0) + (show ? 1 : 0) + (clear ? 1 : 0)
        guard asked == 1 else { throw UsageError(description: "'plan' needs one of: --activities and/or --skills, --show, --clear") }
        if let child = request.child, !Progress.isChildName(child) {
            throw UsageError(description: "--child names a child as kids does (its animal: fox), not '\(child)'")
        }
        if activities?.isEmpty == true && (skills ?? []).isEmpty || skills?.isEmpty == true && (activities ?? []).isEmpty {
            throw UsageError(description: "--activities and --skills each need at least one name (commas between them)")
        }
        request.action = show ? .show : clear ? .clear : .set(activities: activities ?? [], skills: skills ?? [])
        return request
    }
}
