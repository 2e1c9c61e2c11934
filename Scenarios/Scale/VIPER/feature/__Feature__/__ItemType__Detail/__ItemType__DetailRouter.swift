// scale:if contacts
// Role: Router (ContactDetail). Presents Payments' New payment form modally, which it gets
// from the builder's factory: the app fills it, so the module names no other feature. Holds
// its view controller weakly and knows no service.
import Banking
// scale:end
// scale:if action
// Role: Router (__ItemType__Detail). Pushes the __ActionType__ module, which it gets from the
// builder's factory. Holds its view controller weakly and knows no service.
// scale:end
// scale:if !action
// scale:if !contacts
// Role: Router (__ItemType__Detail). The feature's last screen: nowhere to go from here, so
// it only holds its view controller, weakly, as every module's router does.
// scale:end
// scale:end
import HeadlessUI

@MainActor
final class __ItemType__DetailRouter: __ItemType__DetailWireframe {
// scale:if contacts
  /// Builds Payments' form for a recipient: the builder gives it.
  typealias MakeNewPayment = (User) -> ViewController

// scale:end
// scale:if action
  /// Builds the __ActionType__ module of an item, reporting to a delegate: the builder
  /// gives it.
  typealias Make__ActionType__ = (__ItemType__, any __ActionType__ModuleDelegate) -> ViewController

// scale:end
  weak var viewController: ViewController?
// scale:if contacts
  private let makeNewPayment: MakeNewPayment

  init(makeNewPayment: @escaping MakeNewPayment) {
    self.makeNewPayment = makeNewPayment
  }

  func presentNewPayment(to recipient: User) {
    viewController?.present(makeNewPayment(recipient))
  }
// scale:end
// scale:if action
  private let make__ActionType__: Make__ActionType__

  init(make__ActionType__: @escaping Make__ActionType__) {
    self.make__ActionType__ = make__ActionType__
  }

  func show__ActionType__(for item: __ItemType__, delegate: any __ActionType__ModuleDelegate) {
    let action = make__ActionType__(item, delegate)
    viewController?.navigationController?.pushViewController(action, animated: true)
  }
// scale:end
}
