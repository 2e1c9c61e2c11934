// Role: Builder (__ItemType__List). Creates the module's View, Presenter, Interactor and
// Router and wires them: strong references point from the view inwards, back references are
// weak.
// scale:if contacts
import Banking
// scale:end
import HeadlessUI
import VIPERCore

@MainActor
enum __ItemType__ListBuilder {
// scale:if contacts
  static func build(
    service: any ContactsService, balance: any BalanceService,
    makeNewPayment: @escaping (User) -> ViewController
  ) -> ViewController {
// scale:else
  static func build(
    service: any __Feature__Service, balance: any BalanceService
  ) -> ViewController {
// scale:end
    let view = __ItemType__ListViewController()
    let interactor = __ItemType__ListInteractor(service: service, balance: balance)
// scale:if contacts
    let router = ContactListRouter { item in
      ContactDetailBuilder.build(item: item, service: service, makeNewPayment: makeNewPayment)
    }
// scale:else
// scale:if action
    let router = __ItemType__ListRouter { item, delegate in
      __ItemType__DetailBuilder.build(item: item, service: service, delegate: delegate)
    }
// scale:else
    let router = __ItemType__ListRouter { item in
      __ItemType__DetailBuilder.build(item: item, service: service)
    }
// scale:end
// scale:end
    let presenter = __ItemType__ListPresenter(view: view, interactor: interactor, router: router)
    view.presenter = presenter
    interactor.output = presenter
    router.viewController = view
    return view
  }
}
