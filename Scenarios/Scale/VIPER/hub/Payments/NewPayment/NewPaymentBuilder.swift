// Role: Builder (NewPayment). Creates and wires the module for one recipient, reporting to
// the delegate of the module that opens it, if that module listens.
import Banking
import HeadlessUI

@MainActor
enum NewPaymentBuilder {
  static func build(
    recipient: User, service: any BankingService, delegate: (any NewPaymentModuleDelegate)?
  ) -> ViewController {
    let view = NewPaymentViewController()
    let interactor = NewPaymentInteractor(service: service, recipient: recipient)
    let router = NewPaymentRouter()
    let presenter = NewPaymentPresenter(view: view, interactor: interactor, router: router)
    presenter.delegate = delegate
    view.presenter = presenter
    interactor.output = presenter
    router.viewController = view
    return view
  }
}
