import HeadlessUI
import MiniRx
import MiniRxCocoa
import Testing

/// What a person does to a control, as observables, and what the program sets on a view, as binders: the slice of
/// RxCocoa the Rx apps share, held to RxCocoa's semantics.
@Suite("MiniRxCocoa: controls and views")
struct ControlBindingTests {
    @Test("A field's rx.text sends the text it has now, then the text after each edit")
    func textStartsWithTheCurrentText() throws {
        let disposeBag = DisposeBag()
        let field = UITextField(placeholder: "Name", text: "Mouse")
        let screen = OnScreen(field)
        let texts = Values<String>()
        field.rx.text.subscribe(texts.observer).disposed(by: disposeBag)

        try screen.robot.type("Silent Mouse", into: "Name")

        #expect(texts.received == ["Mouse", "Silent Mouse"])
    }

    @Test("An empty field's rx.text starts with an empty string")
    func emptyFieldStartsEmpty() {
        let disposeBag = DisposeBag()
        let field = UITextField(placeholder: "Name")
        let texts = Values<String>()
        field.rx.text.subscribe(texts.observer).disposed(by: disposeBag)

        #expect(texts.received == [""])
    }

    @Test("Setting a field's rx.text changes its text and sends nothing: only a person's edits are sent")
    func settingTheTextSendsNothing() {
        let disposeBag = DisposeBag()
        let field = UITextField(placeholder: "Name")
        let texts = Values<String>()
        field.rx.text.subscribe(texts.observer).disposed(by: disposeBag)

        Observable.just("Keyboard").bind(to: field.rx.text).disposed(by: disposeBag)

        #expect(field.text == "Keyboard")
        #expect(texts.received == [""])
    }

    @Test("A button's rx.tap sends a value for each tap until its subscription is disposed")
    func tapsUntilDisposed() throws {
        let button = UIButton()
        button.setTitle("Save", for: .normal)
        let screen = OnScreen(button)
        var taps = 0
        let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })

        try screen.robot.tap("Save")
        try screen.robot.tap("Save")
        subscription.dispose()
        try screen.robot.tap("Save")

        #expect(taps == 2)
    }

    @Test("Each subscription to a control's events stops only its own when disposed")
    func subscriptionsStopAlone() throws {
        let disposeBag = DisposeBag()
        let button = UIButton()
        button.setTitle("Save", for: .normal)
        let screen = OnScreen(button)
        var first = 0
        var second = 0
        let firstSubscription = button.rx.tap.subscribe(onNext: { first += 1 })
        button.rx.tap.subscribe(onNext: { second += 1 }).disposed(by: disposeBag)

        firstSubscription.dispose()
        try screen.robot.tap("Save")

        #expect(first == 0)
        #expect(second == 1)
    }

    @Test("The binders set what they name: enabled, hidden, spinning, refreshing, a label's text, a screen's title")
    func bindersSetTheirProperty() {
        let disposeBag = DisposeBag()
        let button = UIButton()
        let label = UILabel()
        let spinner = UIActivityIndicatorView()
        let refresh = UIRefreshControl()
        let screen = UIViewController()

        Observable.just(false).bind(to: button.rx.isEnabled).disposed(by: disposeBag)
        Observable.just(true).bind(to: label.rx.isHidden).disposed(by: disposeBag)
        Observable.just("Saved").bind(to: label.rx.text).disposed(by: disposeBag)
        Observable.just(true).bind(to: spinner.rx.isAnimating).disposed(by: disposeBag)
        Observable.just(true).bind(to: refresh.rx.isRefreshing).disposed(by: disposeBag)
        Observable.just("Products").bind(to: screen.rx.title).disposed(by: disposeBag)

        #expect(!button.isEnabled)
        #expect(label.isHidden)
        #expect(label.text == "Saved")
        #expect(spinner.isAnimating)
        #expect(refresh.isRefreshing)
        #expect(screen.title == "Products")

        Observable.just(false).bind(to: spinner.rx.isAnimating).disposed(by: disposeBag)
        Observable.just(false).bind(to: refresh.rx.isRefreshing).disposed(by: disposeBag)
        #expect(!spinner.isAnimating)
        #expect(!refresh.isRefreshing)
    }

    @Test("A binder made by rx is MiniRx's Binder, and does not keep its view alive")
    func bindersAreMiniRxsAndWeak() {
        var label: UILabel? = UILabel()
        weak let watched = label
        let binder: MiniRx.Binder<String>? = label?.rx.text

        label = nil
        binder?.onNext("Too late")

        #expect(watched == nil)
    }
}
