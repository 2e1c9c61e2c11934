// Role: View (view controller). The app's tabs: Payments first, then one per feature, each a
// navigation controller whose first screen gets a store scoped to its feature's state. It
// presents Payments' form over the tabs while the app's state has one (a contact's Pay),
// and dismisses it when the state no longer does; a form the user swipes down is gone
// already, and the state hears it as the form's `.dismiss`.
// swift-format-ignore-file: OrderedImports
// The features' modules are imported in the tabs' order, which a new feature extends.
import HeadlessUI
import UnidirectionalRuntime
// scale:each
import Unidirectional__Feature__
// scale:end

final class AppTabBarController: TabBarController {
  let store: StoreOf<AppFeature>
  private weak var formViewController: NewPaymentViewController?

  init(store: StoreOf<AppFeature>) {
    self.store = store
    super.init()
    let payments = NavigationController(
      rootViewController: UsersViewController(
        store: store.scope(state: \.payments, action: AppFeature.Action.payments)))
    payments.tabBarItem.title = "Payments"
    setViewControllers(
      [
        payments,
// scale:each
        NavigationController(
          rootViewController: __Feature__ViewController(
            store: store.scope(state: \.__feature__, action: AppFeature.Action.__feature__))),
// scale:end
      ], animated: false)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in self?.render() }
  }

  /// Reads only whether the app presents the form, so no tab's change renders the tabs.
  private func render() {
    if let formStore = store.scope(state: \.newPayment, action: AppFeature.Action.newPayment) {
      guard formViewController == nil else { return }
      let form = NewPaymentViewController(store: formStore)
      formViewController = form
      form.presentationController?.delegate = self
      present(form)
    } else if formViewController != nil, presentedViewController === formViewController {
      dismiss()
    }
  }
}

// MARK: - Presentation

extension AppTabBarController: AdaptivePresentationControllerDelegate {
  /// The user swiped the form away: the state lets it go too.
  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    store.send(.newPayment(.dismiss))
  }
}
