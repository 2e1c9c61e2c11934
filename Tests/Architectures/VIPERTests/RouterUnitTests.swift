import Banking
import FakeBackend
import HarnessContract
import HeadlessUI
import Testing

@testable import VIPER

/// A module delegate that records nothing: the router only hands it on.
@MainActor
private final class NoDelegate: NewPaymentModuleDelegate {
  func newPaymentCreated(_ payment: Payment) {}
}

/// Each router alone: given its screen and a stub of the next module, it pushes, presents or
/// dismisses, and builds nothing itself. The app-level `RouterTests` check the whole wiring.
@MainActor
struct RouterUnitTests {
  private let session = AppSession()
  private let ada = DataSet.standard.users[0]

  @Test("T7 the list's router pushes the detail module the builder makes for the user")
  func listRouterPushes() async {
    let list = ViewController()
    let navigation = NavigationController(rootViewController: list)
    var built: [User] = []
    let detail = ViewController()
    let router = UserListRouter(makeDetail: { user in
      built.append(user)
      return detail
    })
    router.viewController = list
    await session.show(navigation)

    router.showDetail(of: ada)
    await session.settle()
    #expect(built == [ada])
    #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
  }

  @Test("T9 the detail's router presents the form module made for the recipient and delegate")
  func detailRouterPresents() async {
    let detail = ViewController()
    let form = ViewController()
    var built: [User] = []
    let router = UserDetailRouter(makeNewPayment: { user, _ in
      built.append(user)
      return form
    })
    router.viewController = detail
    await session.show(detail)

    router.presentNewPayment(to: ada, delegate: NoDelegate())
    await session.settle()
    #expect(built == [ada] && detail.presentedViewController === form)
  }

  @Test("T14 the form's router dismisses the form it is given")
  func formRouterDismisses() async {
    let detail = ViewController()
    let form = ViewController()
    let router = NewPaymentRouter()
    router.viewController = form
    await session.show(detail)
    detail.present(form)
    await session.settle()

    router.dismiss()
    await session.settle()
    #expect(detail.presentedViewController == nil)
  }
}
