import HeadlessUI
import MiniRx
import MiniRxCocoa

/// The Pros or the Cons screen: a table of the server's list. It only binds.
final class ProsConsViewController: UIViewController, Bindable {
    var viewModel: ProsConsViewModel?
    private let disposeBag = DisposeBag()
    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
    }

    func bindViewModel() {
        guard let viewModel else { return }
        let input = ProsConsViewModel.Input(loadTrigger: rx.viewWillAppear.take(1).asDriverOnErrorJustComplete())
        let output = viewModel.transform(input, disposeBag: disposeBag)

        output.$title.asDriver().drive(rx.title).disposed(by: disposeBag)
        output.$items.asDriver()
            .drive(
                tableView.rx.items { _, _, item in
                    let cell = UITableViewCell(style: .default, reuseIdentifier: "Item")
                    cell.textLabel?.text = item
                    return cell
                }
            )
            .disposed(by: disposeBag)
        output.$emptyAlert.asDriver().unwrap().drive(rx.alert).disposed(by: disposeBag)
        output.$error.asDriver().unwrap().drive(rx.error(refusalTitle: "Alert")).disposed(by: disposeBag)
        output.$isLoading.asDriver().drive(rx.isLoading).disposed(by: disposeBag)
    }
}
