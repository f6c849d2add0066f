import CleanMVVM
import MiniRx

/// Exercise 6.3 — the reservation form's `transform`, with the editor's manners: the id's rule says nothing while
/// the person is still typing, speaks from the first tap on Reserve or on Cancel, whichever comes first, and from
/// then on follows every edit.
///
/// `idValidation` is `ReservationForm.validateId` of the id typed — success until the first tap. Each tap sends its
/// request (`request`) for the id typed at that moment, but only when the id passes the rule.
struct ReservationFormViewModel: ViewModel {
    struct Input {
        let reservationId: Driver<String>
        let reserveTrigger: Driver<Void>
        let cancelTrigger: Driver<Void>
    }

    struct Output {
        @Property var idValidation = ValidationResult.success(())
        @Property var request: ReservationRequest?
    }

    func transform(_ input: Input, disposeBag: DisposeBag) -> Output {
        let output = Output()
        let id = input.reservationId.startWith("")

        let taps = Driver.merge(input.reserveTrigger, input.cancelTrigger)
        Driver.combineLatest(id, taps) { id, _ in id }
            .map(ReservationForm.validateId)
            .drive(output.$idValidation)
            .disposed(by: disposeBag)

        let reserve = input.reserveTrigger.withLatestFrom(id).map(ReservationRequest.reserve)
        let cancel = input.cancelTrigger.withLatestFrom(id).map(ReservationRequest.cancel)
        Driver.merge(reserve, cancel)
            .filter { ReservationForm.validateId($0.id).isValid }
            .drive(output.$request)
            .disposed(by: disposeBag)
        return output
    }
}

// MARK: - Given

/// What a tap on the form asks for: to reserve an id, or to cancel its reservation.
enum ReservationRequest: Equatable {
    case reserve(String)
    case cancel(String)

    /// The id the request is for.
    var id: String {
        switch self {
        case .reserve(let id), .cancel(let id): id
        }
    }
}

/// The form's one rule: a reservation id is 1 to 8 ASCII digits.
enum ReservationForm {
    static func validateId(_ id: String) -> ValidationResult {
        let isValid = (1...8).contains(id.count) && id.allSatisfy { $0.isASCII && $0.isNumber }
        return isValid ? .success(()) : .failure(ValidationError(message: "Reservation id must be 1 to 8 digits"))
    }
}
