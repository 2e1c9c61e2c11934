// Role: Router (UserList). Navigation out of the module: pushes the UserDetail module, which
// it gets from the builder's factory. Holds its view controller weakly and knows no service.
import Banking
import HeadlessUI

@MainActor
final class UserListRouter: UserListWireframe {
  weak var viewController: ViewController?
  /// Builds the detail module of a user: the builder gives it, with its dependencies.
  private let makeDetail: (User) -> ViewController

  init(makeDetail: @escaping (User) -> ViewController) {
    self.makeDetail = makeDetail
  }

  func showDetail(of user: User) {
    viewController?.navigationController?.pushViewController(makeDetail(user), animated: true)
  }
}
