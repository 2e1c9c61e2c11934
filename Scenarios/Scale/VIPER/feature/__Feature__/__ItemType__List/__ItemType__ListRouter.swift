// Role: Router (__ItemType__List). Navigation out of the module: pushes the
// __ItemType__Detail module, which it gets from the builder's factory. Holds its view
// controller weakly and knows no service.
import HeadlessUI

@MainActor
final class __ItemType__ListRouter: __ItemType__ListWireframe {
// scale:if action
  /// Builds the detail module of an item, reporting to a delegate: the builder gives it.
  typealias MakeDetail = (__ItemType__, any __ItemType__DetailModuleDelegate) -> ViewController
// scale:else
  /// Builds the detail module of an item: the builder gives it, with its dependencies.
  typealias MakeDetail = (__ItemType__) -> ViewController
// scale:end

  weak var viewController: ViewController?
  private let makeDetail: MakeDetail

  init(makeDetail: @escaping MakeDetail) {
    self.makeDetail = makeDetail
  }

// scale:if action
  func showDetail(of item: __ItemType__, delegate: any __ItemType__DetailModuleDelegate) {
    let detail = makeDetail(item, delegate)
    viewController?.navigationController?.pushViewController(detail, animated: true)
  }
// scale:else
  func showDetail(of item: __ItemType__) {
    viewController?.navigationController?.pushViewController(makeDetail(item), animated: true)
  }
// scale:end
}
