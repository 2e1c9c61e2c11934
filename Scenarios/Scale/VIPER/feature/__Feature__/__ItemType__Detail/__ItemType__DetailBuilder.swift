// Role: Builder (__ItemType__Detail). Creates and wires the module for one item.
// scale:if contacts
import Banking
// scale:end
import HeadlessUI

@MainActor
enum __ItemType__DetailBuilder {
// scale:if contacts
  static func build(
    item: Contact, service: any ContactsService,
    makeNewPayment: @escaping (User) -> ViewController
  ) -> ViewController {
// scale:end
// scale:if action
  static func build(
    item: __ItemType__, service: any __Feature__Service,
    delegate: any __ItemType__DetailModuleDelegate
  ) -> ViewController {
// scale:end
// scale:if !action
// scale:if !contacts
  static func build(item: __ItemType__, service: any __Feature__Service) -> ViewController {
// scale:end
// scale:end
    let view = __ItemType__DetailViewController()
    let interactor = __ItemType__DetailInteractor(id: item.id, service: service)
// scale:if contacts
    let router = ContactDetailRouter(makeNewPayment: makeNewPayment)
// scale:end
// scale:if action
    let router = __ItemType__DetailRouter { item, delegate in
      __ActionType__Builder.build(item: item, service: service, delegate: delegate)
    }
// scale:end
// scale:if !action
// scale:if !contacts
    let router = __ItemType__DetailRouter()
// scale:end
// scale:end
    let presenter = __ItemType__DetailPresenter(
      view: view, interactor: interactor, router: router, item: item)
// scale:if action
    presenter.delegate = delegate
// scale:end
    view.presenter = presenter
    interactor.output = presenter
    router.viewController = view
    return view
  }
}
