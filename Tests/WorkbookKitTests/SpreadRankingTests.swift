import Testing

@testable import WorkbookLab

/// The one rule every ranking follows: two apps are ordered only when the ranges their figure was seen in do not
/// overlap.
@Suite("A difference is called only beyond the spread")
struct SpreadRankingTests {
    private func range(_ lower: Int, _ upper: Int) -> Spread<Int> {
        Spread([lower, upper]) ?? Spread(0)
    }

    @Test("Apps whose ranges overlap are tied with ≈, in catalogue order, with the span they cover")
    func overlappingRangesTie() {
        let ranking = SpreadRanking([
            ("Baseline", range(74, 80)), ("UBER", range(22, 24)), ("CleanMVVM", range(21, 26)),
            ("Unidirectional", range(25, 28)), ("TriggerObserver", range(40, 41)),
        ])

        #expect(
            ranking.text == "UBER ≈ CleanMVVM ≈ Unidirectional 21–28, TriggerObserver 40–41, Baseline 74–80")
    }

    @Test("Apps are ordered when their ranges do not overlap, even by one")
    func separateRangesAreOrdered() {
        let ranking = SpreadRanking([("RHA", range(8, 9)), ("CLE", range(10, 14)), ("UBER", range(5, 7))])

        #expect(ranking.text == "UBER 5–7, RHA 8–9, CLE 10–14")
    }

    @Test("A tie runs through a chain: A overlaps B and B overlaps C, so none of the three is ordered")
    func tiesChain() {
        let ranking = SpreadRanking([("A", range(1, 3)), ("B", range(3, 6)), ("C", range(6, 9)), ("D", range(10, 10))])

        #expect(ranking.groups.map(\.apps) == [["A", "B", "C"], ["D"]])
        #expect(ranking.text == "A ≈ B ≈ C 1–9, D 10")
    }

    @Test("Figures seen once tie only where they are equal")
    func pointsTieWhenEqual() {
        let ranking = SpreadRanking([("Baseline", Spread(6)), ("UBER", Spread(5)), ("CleanMVVM", Spread(6))])

        #expect(ranking.text == "UBER 5, Baseline ≈ CleanMVVM 6")
    }

    @Test("Where more is better, the largest comes first, and overlapping ranges still tie")
    func largestFirst() {
        let ranking = SpreadRanking(
            [("RHA", Spread(96)), ("CLE", Spread(98)), ("UBER", Spread(97)), ("Unidirectional", Spread(98))],
            order: .largestFirst)

        #expect(ranking.text { "\($0)%" } == "CLE ≈ Unidirectional 98%, UBER 97%, RHA 96%")
    }

    @Test("Ratios from a benchmark's rounds are ranked on their ranges, written with two decimals")
    func decimalRanges() {
        let ranking = SpreadRanking([
            ("Baseline", Spread(1.0)), ("RHA", Spread([0.84, 1.11]) ?? Spread(0)),
            ("UBER", Spread([1.41, 1.62]) ?? Spread(0)),
        ])

        #expect(ranking.text { String(format: "%.2f", $0) } == "Baseline ≈ RHA 0.84–1.11, UBER 1.41–1.62")
    }
}
