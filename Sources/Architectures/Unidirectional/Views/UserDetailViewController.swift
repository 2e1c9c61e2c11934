// Role: View (view controller). Renders the User detail state of its store and sends the
// user's actions; it presents the payment form while the state has one and dismisses it
// when the state no longer does. A form the user swipes down is dismissed already: the
// state hears it as the form's `.dismiss`.
import Display
import Foundation
import HeadlessUI
import UnidirectionalRuntime

final class UserDetailViewController: ViewController {
  let store: StoreOf<UserDetailFeature>

  private let emailLabel = Label()
  private let paymentsHeader = Label("Payments", style: .headline)
  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  private let retryButton = Button("Retry")
  private let emptyLabel = Label()
  private let tableView = TableView()
  private let sendButton = Button("Send payment")
  private weak var formViewController: NewPaymentViewController?

  init(store: StoreOf<UserDetailFeature>) {
    self.store = store
    super.init()
    title = store.state.user.name
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    emailLabel.text = store.state.user.email
    retryButton.addAction(
      ControlAction { [weak self] _ in self?.store.send(.retryButtonTapped) }, for: .touchUpInside)
    sendButton.addAction(
      ControlAction { [weak self] _ in self?.store.send(.sendPaymentButtonTapped) },
      for: .touchUpInside)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "payment")
    tableView.dataSource = self
    for subview in [
      emailLabel, sendButton, paymentsHeader, spinner, errorLabel, retryButton, emptyLabel,
      tableView,
    ] {
      view.addSubview(subview)
    }
    observe { [weak self] in self?.render() }
    store.send(.viewDidLoad)
  }

  /// Reads only the detail's parts of the state, so typing in the form does not render this
  /// screen again.
  private func render() {
    spinner.isAnimating = store.isLoading
    errorLabel.text = store.errorMessage ?? ""
    retryButton.isHidden = store.errorMessage == nil
    emptyLabel.text = store.emptyMessage ?? ""
    // The table asks for its rows when it is laid out, outside this tracking: read here,
    // a change to them renders and reloads again.
    _ = store.payments
    tableView.reloadData()
    showForm()
  }

  /// Presents the form the state holds, or dismisses the one it no longer holds.
  private func showForm() {
    if let formStore = store.scope(
      state: \.newPayment, action: UserDetailFeature.Action.newPayment)
    {
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

// MARK: - Table

extension UserDetailViewController: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    store.state.payments?.count ?? 0
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "payment", for: indexPath)
    let payment = (store.state.payments ?? [])[indexPath.row]
    cell.show(
      DisplayFormat.money(payment.amount),
      "\(DisplayFormat.status(payment.status)) · \(payment.date)")
    return cell
  }
}

// MARK: - Presentation

extension UserDetailViewController: AdaptivePresentationControllerDelegate {
  /// The user swiped the form away: the state lets it go too.
  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    store.send(.newPayment(.dismiss))
  }
}
