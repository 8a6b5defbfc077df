/// A count said before a feminine noun where the language makes its number agree and eSpeak does not: Spanish and
/// French read "21" as veintiuno and vingt-et-un whatever follows, where a teacher says "veintiuna estrellas",
/// "vingt et une étoiles" (and Spanish "doscientas"). The words for the voice only; the screen keeps the digits.
enum FeminineNumbers {
    /// The words for `n` before a feminine noun in `language`, when they differ from what eSpeak makes of the digits;
    /// nil otherwise (and from 1,000 on, where the digits are said).
    static func said(_ n: Int, language: String) -> String? {
        guard (1...999).contains(n) else { return nil }
        switch Plural.base(of: language) {
        case "es": return spanish(n)
        case "fr": return french(n)
        default: return nil
        }
    }

    static func spanish(_ n: Int) -> String? {
        let rest = n % 100
        guard (n % 10 == 1 && rest != 11) || n >= 200 else { return nil }
        let units = ["", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"]
        let teens = ["diez", "once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve"]
        let twenties = ["veinte", "veintiuna", "veintidós", "veintitrés", "veinticuatro", "veinticinco", "veintiséis", "veintisiete", "veintiocho", "veintinueve"]
        let tens = ["", "", "", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"]
        let hundreds = ["", "ciento", "doscientas", "trescientas", "cuatrocientas", "quinientas", "seiscientas", "setecientas", "ochocientas", "novecientas"]
        let below: String = rest < 10 ? units[rest] : rest < 20 ? teens[rest - 10] : rest < 30 ? twenties[rest - 20]
            : tens[rest / 10] + (rest % 10 > 0 ? " y " + units[rest % 10] : "")
        guard n >= 100 else { return below }
        return (n == 100 ? "cien" : hundreds[n / 100]) + (below.isEmpty ? "" : " " + below)
    }

    static func french(_ n: Int) -> String? {
        let rest = n % 100
        let ones: [Int: String] = [1: "une", 21: "vingt et une", 31: "trente et une", 41: "quarante et une", 51: "cinquante et une",
                                   61: "soixante et une", 81: "quatre-vingt-une"]
        guard let below = ones[rest] else { return nil }
        let units = ["", "", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"]
        guard n >= 100 else { return below }
        return (n / 100 == 1 ? "cent" : units[n / 100] + " cent") + " " + below
    }
}
