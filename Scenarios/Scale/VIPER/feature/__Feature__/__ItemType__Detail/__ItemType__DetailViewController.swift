// Role: View (__ItemType__Detail). Passive: shows what the presenter tells it and forwards
// taps. Knows the presenter only through `__ItemType__DetailPresentation`.
import HeadlessUI

final class __ItemType__DetailViewController: ViewController, __ItemType__DetailView {
  var presenter: (any __ItemType__DetailPresentation)?

  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  private let statusLabel = Label()
// scale:if contacts
  private let actionButton = Button("__Action__")
// scale:end
// scale:if action
  private let actionButton = Button("__Action__")
// scale:end

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [spinner, errorLabel, statusLabel] { view.addSubview(subview) }
// scale:if contacts
    addActionButton()
// scale:end
// scale:if action
    addActionButton()
// scale:end
    presenter?.viewDidLoad()
  }

  func show(title: String) {
    self.title = title
  }

  func showLoading(_ isLoading: Bool) {
    spinner.isAnimating = isLoading
  }

  func showError(_ message: String?) {
    errorLabel.text = message ?? ""
  }

  func showStatus(_ text: String) {
    statusLabel.text = text
  }
// scale:if contacts

  func showActionButton() {
    actionButton.isHidden = false
  }

  /// The button shows once the item has loaded.
  private func addActionButton() {
    actionButton.isHidden = true
    actionButton.addAction(
      ControlAction { [weak self] _ in self?.presenter?.actionButtonTapped() }, for: .touchUpInside)
    view.addSubview(actionButton)
  }
// scale:end
// scale:if action

  func showActionButton() {
    actionButton.isHidden = false
  }

  /// The button shows once the item has loaded.
  private func addActionButton() {
    actionButton.isHidden = true
    actionButton.addAction(
      ControlAction { [weak self] _ in self?.presenter?.actionButtonTapped() }, for: .touchUpInside)
    view.addSubview(actionButton)
  }
// scale:end
}
