/// PhonePe's documented polling schedule while a payment is pending, in seconds after the hand-off:
/// first at 20 s, then every 3 s for 30 s, 6 s for 60 s, 10 s for 60 s, 30 s for 60 s, then every
/// minute until 15 minutes have passed.
public enum StatusSchedule {
    public static let giveUpAfter = 900

    public static let times: [Int] = {
        var times = [20]
        for (interval, span) in [(3, 30), (6, 60), (10, 60), (30, 60)] {
            let start = times.last!
            times += stride(from: start + interval, through: start + span, by: interval)
        }
        while let last = times.last, last + 60 < giveUpAfter { times.append(last + 60) }
        return times
    }()
}
