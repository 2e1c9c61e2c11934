// Role: Builder (UserDetail). Creates and wires the module for one user.
import Banking
import HeadlessUI

@MainActor
enum UserDetailBuilder {
  static func build(user: User, service: any BankingService) -> ViewController {
    let view = UserDetailViewController()
    let interactor = UserDetailInteractor(user: user, service: service)
    let router = UserDetailRouter { recipient, delegate in
      NewPaymentBuilder.build(recipient: recipient, service: service, delegate: delegate)
    }
    let presenter = UserDetailPresenter(
      view: view, interactor: interactor, router: router, user: user)
    view.presenter = presenter
    interactor.output = presenter
    router.viewController = view
    return view
  }
}
