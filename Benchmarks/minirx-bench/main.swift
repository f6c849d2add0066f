import Foundation
import MiniRx

// The cost of MiniRx: events per second through a representative chain,
// `map → filter → flatMapLatest → share → two subscribers`, beside the same work as plain closures.
// Run it with `swift run -c release minirx-bench [events]` (the default is a million events).

let eventCount = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
let clock = ContinuousClock()

/// Runs `work` three times and keeps the fastest, to take the noise of a shared machine out.
func fastest(_ work: () -> Int) -> (duration: Duration, checksum: Int) {
    var best = Duration.seconds(1_000_000)
    var checksum = 0
    for _ in 0..<3 {
        let start = clock.now
        checksum = work()
        best = min(best, clock.now - start)
    }
    return (best, checksum)
}

/// The chain: each value is doubled, odd multiples of three are dropped, each survivor starts an
/// inner sequence (its value and its negation), and the result is shared by two subscribers.
func throughMiniRx() -> Int {
    let input = PublishSubject<Int>()
    var first = 0
    var second = 0
    let shared =
        input
        .map { $0 * 2 }
        .filter { $0 % 3 != 0 }
        .flatMapLatest { value in Observable.of(value, -value) }
        .share()
    let bag = DisposeBag()
    shared.subscribe(onNext: { first &+= $0 }).disposed(by: bag)
    shared.subscribe(onNext: { second &+= $0 &* 2 }).disposed(by: bag)
    for value in 0..<eventCount {
        input.onNext(value)
    }
    return first &+ second
}

/// The same chain without its flattening step, to show what `flatMapLatest` costs: `map → filter → share`.
func throughMiniRxWithoutFlattening() -> Int {
    let input = PublishSubject<Int>()
    var first = 0
    var second = 0
    let shared = input.map { $0 * 2 }.filter { $0 % 3 != 0 }.share()
    let bag = DisposeBag()
    shared.subscribe(onNext: { first &+= $0 &- $0 }).disposed(by: bag)
    shared.subscribe(onNext: { second &+= $0 &* 2 &- $0 &* 2 }).disposed(by: bag)
    for value in 0..<eventCount {
        input.onNext(value)
    }
    return first &+ second
}

/// The same work with closures: no subscriptions, no sinks, no sharing machinery.
func throughClosures() -> Int {
    var first = 0
    var second = 0
    let subscribers: [(Int) -> Void] = [{ first &+= $0 }, { second &+= $0 &* 2 }]
    let inner: (Int) -> Void = { value in
        for element in [value, -value] {
            for subscriber in subscribers { subscriber(element) }
        }
    }
    let filter: (Int) -> Void = { if $0 % 3 != 0 { inner($0) } }
    let map: (Int) -> Void = { filter($0 * 2) }
    for value in 0..<eventCount {
        map(value)
    }
    return first &+ second
}

let rx = fastest(throughMiniRx)
let plain = fastest(throughClosures)
guard rx.checksum == plain.checksum else {
    print("The two pipelines disagree: \(rx.checksum) vs \(plain.checksum)")
    exit(1)
}

func perSecond(_ duration: Duration) -> Int {
    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return Int(Double(eventCount) / max(seconds, 1e-9))
}

let withoutFlattening = fastest(throughMiniRxWithoutFlattening)
let rxRate = perSecond(rx.duration)
let plainRate = perSecond(plain.duration)
print("events: \(eventCount) through map → filter → flatMapLatest → share → two subscribers")
print("MiniRx:          \(rxRate) events/s")
print("plain closures:  \(plainRate) events/s")
print(
    "MiniRx without flatMapLatest (map → filter → share → two subscribers): \(perSecond(withoutFlattening.duration)) events/s"
)
let ratio = Double(plainRate) / Double(max(rxRate, 1))
print("ratio:           \(String(format: "%.1f", ratio)) (plain closures ÷ MiniRx: how many times faster closures are)")
