// Role: View controller (MVC). Owns the detail screen of one of the __Title__: loads it from
// the model and shows it.
// scale:if action
// Pushes the __Action__ screen and hears back from it as its delegate; tells its own
// delegate (the list) the item's new state.
// scale:end
// scale:if contacts
// Presents Payments' form to pay the contact, and hears back from it as its delegate.
// scale:end
import Banking
import HeadlessUI

// scale:if action
/// Hears that the detail's action changed the item; the list shows it.
@MainActor
protocol __ItemType__DetailViewControllerDelegate: AnyObject {
  func detailViewController(
    _ controller: __ItemType__DetailViewController, didUpdate item: __ItemType__)
}

// scale:end
final class __ItemType__DetailViewController: ViewController {
  // scale:if action
  weak var delegate: __ItemType__DetailViewControllerDelegate?
  // scale:end
  private let id: Int
  private let api: APIClient

  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  private let statusLabel = Label()
  // scale:if contacts
  private let payButton = Button("Pay")

  private var contact: User?
  // scale:end
  // scale:if action
  private let actionButton = Button("__Action__")

  private var item: __ItemType__?
  // scale:end

  /// The detail of the item `id`, titled with the `name` its row showed while it loads.
  init(id: Int, name: String, api: APIClient) {
    self.id = id
    self.api = api
    super.init()
    title = name
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // scale:if contacts
    payButton.addAction(ControlAction { [weak self] _ in self?.payTapped() }, for: .touchUpInside)
    payButton.isHidden = true
    for subview in [spinner, errorLabel, statusLabel, payButton] { view.addSubview(subview) }
    // scale:end
    // scale:if action
    actionButton.addAction(
      ControlAction { [weak self] _ in self?.actionTapped() }, for: .touchUpInside)
    actionButton.isHidden = true
    for subview in [spinner, errorLabel, statusLabel, actionButton] { view.addSubview(subview) }
    // scale:end
    // scale:if !action
    // scale:if !contacts
    for subview in [spinner, errorLabel, statusLabel] { view.addSubview(subview) }
    // scale:end
    // scale:end
    load()
  }

  private func load() {
    spinner.isAnimating = true
    Task { [weak self, api, id] in
      do throws(BankingError) {
        // scale:if contacts
        let contact = try await api.contact(id: id)
        self?.contact = contact
        self?.title = contact.name
        self?.statusLabel.text = "Account: \(contact.accountNumber)"
        self?.payButton.isHidden = false
        // scale:else
        self?.show(try await api.__feature__Detail(id: id))
        // scale:end
      } catch {
        self?.errorLabel.text = error.message
      }
      self?.spinner.isAnimating = false
    }
  }
  // scale:if !contacts

  private func show(_ item: __ItemType__) {
    // scale:if action
    self.item = item
    actionButton.isHidden = false
    // scale:end
    title = item.name
    statusLabel.text = "Status: \(item.status)"
  }
  // scale:end
  // scale:if contacts

  private func payTapped() {
    guard let contact else { return }
    let form = NewPaymentViewController(recipient: contact, api: api)
    form.delegate = self
    present(form)
  }
  // scale:end
  // scale:if action

  private func actionTapped() {
    guard let item else { return }
    let action = __ActionType__ViewController(item: item, api: api)
    action.delegate = self
    navigationController?.pushViewController(action, animated: true)
  }
  // scale:end
}
// scale:if contacts

// MARK: - Payment form

extension ContactDetailViewController: NewPaymentViewControllerDelegate {
  func newPaymentViewController(_ controller: NewPaymentViewController, didCreate payment: Payment)
  {
    dismiss()
  }

  func newPaymentViewControllerDidCancel(_ controller: NewPaymentViewController) {
    dismiss()
  }
}
// scale:end
// scale:if action

// MARK: - __Action__

extension __ItemType__DetailViewController: __ActionType__ViewControllerDelegate {
  func actionViewController(
    _ controller: __ActionType__ViewController, didUpdate item: __ItemType__
  ) {
    show(item)
    delegate?.detailViewController(self, didUpdate: item)
    _ = navigationController?.popViewController(animated: true)
  }
}
// scale:end
