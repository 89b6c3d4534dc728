/// Times in the live log: ISO 8601 in UTC with milliseconds ("2025-11-24T16:00:00.123Z"), from the
/// milliseconds since the epoch the ledger keeps, without a formatter shared between threads.
enum LogTime {
    static func iso8601(_ milliseconds: Int64) -> String {
        let (days, millisOfDay) = milliseconds.quotientAndRemainder(dividingBy: 86_400_000)
        let (day, millis) = millisOfDay < 0 ? (days - 1, millisOfDay + 86_400_000) : (days, millisOfDay)
        let (year, month, dayOfMonth) = civil(daysSinceEpoch: day)
        let seconds = millis / 1000
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(dayOfMonth, 2))T\(pad(seconds / 3600, 2)):\(pad(seconds / 60 % 60, 2)):"
            + "\(pad(seconds % 60, 2)).\(pad(millis % 1000, 3))Z"
    }

    /// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's civil_from_days).
    static func civil(daysSinceEpoch: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
