// Role: Router (UserList). Navigation out of the module: builds the UserDetail module and
// pushes it. Holds its view controller weakly.
import Banking
import HeadlessUI

final class UserListRouter: UserListWireframe {
  weak var viewController: ViewController?
  private let service: any BankingService

  init(service: any BankingService) {
    self.service = service
  }

  func showDetail(of user: User) {
    let detail = UserDetailBuilder.build(user: user, service: service)
    viewController?.navigationController?.pushViewController(detail, animated: true)
  }
}
