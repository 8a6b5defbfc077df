/// A teacher's plan in a child's report: for each planned activity, whether the child has started it since it was
/// planned, is done (every planned skill of it known, or every skill when it names none of them), and whether one of
/// those needs help.
extension ChildReport {
    public struct Planned: Hashable, Sendable {
        public enum State: String, Hashable, Sendable, CaseIterable {
            case notStarted = "not started", started, done

            /// A planned skill's: new is not started, learning started, known done.
            init(_ skill: Mastery.State) {
                self = switch skill {
                case .new: .notStarted
                case .learning: .started
                case .known: .done
                }
            }
        }

        public var state: State
        public var needsHelp: Bool
    }

    /// Where the child is in `activity` when `plan` gives it; nil when it does not.
    static func planned(_ activity: Activity, progress: Progress, plan: Plan.Item) -> Planned? {
        guard plan.includes(activity) else { return nil }
        let planned = activity.skills.filter(plan.plans)
        let skills = (planned.isEmpty ? activity.skills : planned).map { progress.skills[$0] }
        let done = !skills.isEmpty && skills.allSatisfy { $0?.known == true }
        let started = skills.contains { $0.map { $0.seen >= plan.at } == true }
        return Planned(state: done ? .done : started ? .started : .notStarted,
                       needsHelp: skills.contains { $0?.needsHelp(assigned: plan.at) == true })
    }
}
