// scale:if contacts
// Role: View (view controller). Renders the Contact detail state of its store and sends the
// user's actions; Pay is an action like any other: the app's root state presents the form.
// scale:end
// scale:if action
// Role: View (view controller). Renders the __Item__ detail state of its store and sends the
// user's actions; it pushes the __Action__ screen while the state has one and pops it when
// the state no longer does. The list, the stack's delegate, tells it what the stack showed.
// scale:end
// scale:if !action
// scale:if !contacts
// Role: View (view controller). Renders the __Item__ detail state of its store and sends the
// user's actions; it holds no state of its own beyond its views.
// scale:end
// scale:end
import HeadlessUI
import UnidirectionalRuntime

final class __ItemType__DetailViewController: ViewController {
  let store: StoreOf<__ItemType__DetailFeature>

  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
// scale:if contacts
  private let accountLabel = Label()
  private let payButton = Button("Pay")
// scale:else
  private let statusLabel = Label()
// scale:end
// scale:if action
  private let actionButton = Button("__Action__")
  private weak var confirmationViewController: __ActionType__ViewController?
// scale:end

  init(store: StoreOf<__ItemType__DetailFeature>) {
    self.store = store
    super.init()
    title = store.state.name
  }

  override func viewDidLoad() {
    super.viewDidLoad()
// scale:if contacts
    payButton.addAction(
      ControlAction { [weak self] _ in self?.store.send(.payButtonTapped) }, for: .touchUpInside)
    for subview in [spinner, errorLabel, accountLabel, payButton] { view.addSubview(subview) }
// scale:end
// scale:if action
    actionButton.addAction(
      ControlAction { [weak self] _ in self?.store.send(.actionButtonTapped) },
      for: .touchUpInside)
    for subview in [spinner, errorLabel, statusLabel, actionButton] { view.addSubview(subview) }
// scale:end
// scale:if !action
// scale:if !contacts
    for subview in [spinner, errorLabel, statusLabel] { view.addSubview(subview) }
// scale:end
// scale:end
    observe { [weak self] in self?.render() }
    store.send(.viewDidLoad)
  }

// scale:if action
  /// Reads only the detail's parts of the state, so the __Action__ screen's changes do not
  /// render this screen again.
// scale:else
  /// Renders the detail's parts of the state.
// scale:end
  private func render() {
    spinner.isAnimating = store.isLoading
    errorLabel.text = store.errorMessage ?? ""
// scale:if contacts
    accountLabel.text = store.item.map { "Account: \($0.accountNumber)" } ?? ""
    payButton.isHidden = store.item == nil
// scale:else
    statusLabel.text = store.item.map { "Status: \($0.status)" } ?? ""
// scale:end
// scale:if action
    actionButton.isHidden = store.item == nil
    showConfirmation()
  }

  /// Pushes the __Action__ screen the state holds, or pops the one it no longer holds.
  private func showConfirmation() {
    if let confirmationStore = store.scope(
      state: \.confirmation, action: __ItemType__DetailFeature.Action.confirmation)
    {
      guard confirmationViewController == nil else { return }
      let confirmation = __ActionType__ViewController(store: confirmationStore)
      confirmationViewController = confirmation
      navigationController?.pushViewController(confirmation, animated: true)
    } else if let confirmationViewController,
      navigationController?.topViewController === confirmationViewController
    {
      navigationController?.popViewController(animated: true)
    }
// scale:end
  }
}
// scale:if action

// MARK: - Navigation

extension __ItemType__DetailViewController: NavigationControllerDelegate {
  /// A screen has shown: when the __Action__ screen is no longer on the stack, the user went
  /// back from it (the Back button or a completed swipe back), and its state goes too.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    guard let confirmationViewController,
      !navigationController.viewControllers.contains(where: { $0 === confirmationViewController })
    else { return }
    store.send(.confirmation(.dismiss))
  }
}
// scale:end
