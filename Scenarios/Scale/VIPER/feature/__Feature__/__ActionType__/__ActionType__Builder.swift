// scale:if action
// Role: Builder (__ActionType__). Creates and wires the module for one item, reporting to
// the delegate of the module that opens it.
import HeadlessUI

@MainActor
enum __ActionType__Builder {
  static func build(
    item: __ItemType__, service: any __Feature__Service,
    delegate: any __ActionType__ModuleDelegate
  ) -> ViewController {
    let view = __ActionType__ViewController()
    let interactor = __ActionType__Interactor(id: item.id, service: service)
    let router = __ActionType__Router()
    let presenter = __ActionType__Presenter(
      view: view, interactor: interactor, router: router, item: item)
    presenter.delegate = delegate
    view.presenter = presenter
    interactor.output = presenter
    router.viewController = view
    return view
  }
}
// scale:end
