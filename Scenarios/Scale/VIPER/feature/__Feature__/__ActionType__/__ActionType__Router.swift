// scale:if action
// Role: Router (__ActionType__). Goes back to the item's detail.
import HeadlessUI

@MainActor
final class __ActionType__Router: __ActionType__Wireframe {
  weak var viewController: ViewController?

  func close() {
    viewController?.navigationController?.popViewController(animated: true)
  }
}
// scale:end
