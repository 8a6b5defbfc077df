/// `kids report [--state-dir DIR | --class DIR]... [--roster FILE] [--format csv|json | --html FILE] [--lang LANG |
/// --content DIR]`: every child of each folder, one row per child and activity, or the teacher's page (`--html`). A
/// child whose file (or whose days) cannot be used is named on standard error and the others are still reported; the
/// exit status is then 65.
struct ReportRequest: Equatable {
    enum Format: String, Equatable { case csv, json }

    var folders: [String] = []
    /// Class folders (`--class`): their children are reported as a state folder's are.
    var classes: [String] = []
    /// The teacher's roster (`--roster`): `animal,name` lines, whose names go in the report and nowhere else.
    var roster: String?
    var format = Format.csv
    /// `--html FILE`: the page is written there (and nothing printed).
    var html: String?
    var options = Options()

    static func parse(_ arguments: [String]) throws(UsageError) -> ReportRequest {
        var request = ReportRequest()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard ["--state-dir", "--class", "--roster", "--format", "--html", "--lang", "--content"].contains(argument) else {
                throw UsageError(description: "'report' takes --state-dir DIR or --class DIR (again for more), --roster FILE, --format csv|json, "
                                 + "--html FILE, --lang or --content, not '\(argument)'")
            }
            guard let value = rest.popFirst() else { throw UsageError(description: "\(argument) needs a value") }
            switch argument {
            case "--state-dir": request.folders.append(value)
            case "--class": request.classes.append(value)
            case "--roster": request.roster = value
            case "--html": request.html = value
            case "--lang": request.options.lang = value
            case "--content": request.options.content = value
            default:
                guard let format = Format(rawValue: value) else { throw UsageError(description: "--format is csv or json, not '\(value)'") }
                request.format = format
            }
        }
        guard request.html == nil || !arguments.contains("--format") else {
            throw UsageError(description: "--html writes the page, --format the rows: give one of them")
        }
        return request
    }
}
