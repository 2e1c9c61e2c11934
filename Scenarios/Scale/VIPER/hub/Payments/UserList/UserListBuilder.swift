// Role: Builder (UserList). Creates the module's View, Presenter, Interactor and Router and
// wires them: strong references point from the view inwards, back references are weak.
import AppRuntime
import HeadlessUI

@MainActor
enum UserListBuilder {
  static func build(service: any BankingService, clock: any AppClock) -> ViewController {
    let view = UserListViewController()
    let interactor = UserListInteractor(service: service)
    let router = UserListRouter { user in UserDetailBuilder.build(user: user, service: service) }
    let presenter = UserListPresenter(
      view: view, interactor: interactor, router: router, clock: clock)
    view.presenter = presenter
    interactor.output = presenter
    router.viewController = view
    return view
  }
}
