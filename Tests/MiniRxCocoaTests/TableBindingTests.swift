import Foundation
import HeadlessUI
import MiniRx
import MiniRxCocoa
import Testing

/// A table's rows as binders, and a person's taps and swipes on them as observables, through one data source and
/// delegate the table is given once.
@Suite("MiniRxCocoa: tables")
struct TableBindingTests {
    @Test("A table's rx.items shows one row per item, each made by the cell factory")
    func itemsMadeByTheFactory() {
        let disposeBag = DisposeBag()
        let tableView = UITableView()
        Observable.just([1, 2, 3])
            .bind(
                to: tableView.rx.items { _, row, item in
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = "Row \(row): \(item * 10)"
                    return cell
                }
            )
            .disposed(by: disposeBag)

        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Row 2: 30")
    }

    @Test("A table's rx.items of texts shows one line of text per row, and each new list replaces the rows")
    func itemsOfText() {
        let disposeBag = DisposeBag()
        let tableView = UITableView()
        let rows = PublishSubject<[String]>()
        rows.bind(to: tableView.rx.items).disposed(by: disposeBag)

        rows.onNext(["Fast", "Cheap", "Clear"])
        rows.onNext(["Fast"])

        #expect(tableView.numberOfRows(inSection: 0) == 1)
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Fast")
    }

    @Test("A table's rx.itemSelected sends the index path of each row a person taps")
    func itemSelected() throws {
        let disposeBag = DisposeBag()
        let tableView = UITableView()
        let screen = OnScreen(tableView)
        let selected = Values<IndexPath>()
        tableView.rx.itemSelected.subscribe(selected.observer).disposed(by: disposeBag)
        Observable.just(["Pros", "Cons"]).bind(to: tableView.rx.items).disposed(by: disposeBag)

        try screen.robot.selectRow("Cons")

        #expect(selected.received == [IndexPath(row: 1, section: 0)])
    }

    @Test("A table's rx.willDisplayRow sends each row as it comes into view")
    func willDisplayRow() {
        let disposeBag = DisposeBag()
        let tableView = UITableView()
        let displayed = Values<IndexPath>()
        tableView.rx.willDisplayRow.subscribe(displayed.observer).disposed(by: disposeBag)
        Observable.just(["Pros", "Cons"]).bind(to: tableView.rx.items).disposed(by: disposeBag)

        tableView.layoutIfNeeded()

        #expect(displayed.received.map(\.row) == [0, 1])
    }

    @Test("A table's rx.swipeAction offers its action on every row while subscribed, and sends the row tapped")
    func swipeAction() throws {
        let disposeBag = DisposeBag()
        let tableView = UITableView()
        let screen = OnScreen(tableView)
        let deleted = Values<IndexPath>()
        Observable.just(["Pros", "Cons"]).bind(to: tableView.rx.items).disposed(by: disposeBag)
        let subscription = tableView.rx.swipeAction(title: "Delete", style: .destructive).subscribe(deleted.observer)

        try screen.robot.tapRowAction("Delete", onRow: "Cons")
        try screen.robot.tapRowAction("Delete", onRow: "Pros")
        subscription.dispose()

        #expect(deleted.received == [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 0)])
        #expect(throws: (any Error).self) { try screen.robot.tapRowAction("Delete", onRow: "Cons") }
    }

    @Test("The table's data source lives as long as a binding or subscription made from it, and no longer")
    func dataSourceLivesWithItsBindings() {
        let tableView = UITableView()
        let subscription = tableView.rx.itemSelected.subscribe(onNext: { _ in })
        #expect(tableView.dataSource != nil)

        subscription.dispose()

        #expect(tableView.dataSource == nil)

        let rows = PublishSubject<[String]>()
        let binding = rows.bind(to: tableView.rx.items)
        #expect(tableView.dataSource != nil)

        binding.dispose()

        #expect(tableView.dataSource == nil)
    }
}
