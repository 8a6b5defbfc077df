import Foundation
import TestSupport

/// How well mastery tells knowing from guessing: 1,000 simulated children × 20 first tries at a skill (`MasteryTrial`,
/// seeded: the same numbers every run). Children who only guess should rarely make a skill known (goal: ≤ 5 % among
/// three tiles), and children who learn (P(T) = 0.2 a question, then right 9 in 10) should get there soon (goal: a
/// median of ≤ 12 questions).
enum MasteryBenchmark {
    static func run() {
        let trial = MasteryTrial()
        say("mastery: \(trial.children) simulated children × \(trial.questions) first tries at a skill, \(trial.aDay) a day")
        let guessers = MasteryTrial.percentKnown(trial.knownAfter(.guesser))
        say(String(format: "  guessers mastered: %.1f %% of skills (3 tiles; goal ≤ 5)", guessers))
        for tiles in [2, 4] {
            var other = trial
            other.tiles = tiles
            say(String(format: "    with %d tiles: %.1f %%", tiles, MasteryTrial.percentKnown(other.knownAfter(.guesser))))
        }
        let learners = trial.knownAfter(.learner(learn: 0.2, afterwards: 0.9))
        let median = MasteryTrial.median(learners).map(String.init) ?? "more than \(trial.questions)"
        say("  learners (P(T)=0.2) median: \(median) questions (goal ≤ 12); "
              + String(format: "%.1f %% known within %d", MasteryTrial.percentKnown(learners), trial.questions))
    }
}
