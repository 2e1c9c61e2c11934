// scale:if contacts
// Role: View (view controller). Lays out the Contact detail, renders its view model, and
// presents Payments' New payment form over the tabs for Pay (navigation stays here in MVVM);
// the form closes itself.
// scale:else
// Role: View (view controller). Lays out the __Item__ detail and renders its view model
// scale:if action
// (navigation stays here in MVVM: __Action__ pushes the screen that confirms it).
// scale:else
// (the last screen of __Title__: nothing to navigate to).
// scale:end
// scale:end
import HeadlessUI

final class __ItemType__DetailViewController: ViewController {
  let viewModel: __ItemType__DetailViewModel

  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  // scale:if contacts
  private let accountLabel = Label()
  private let payButton = Button("Pay")
  // scale:else
  private let statusLabel = Label()
  // scale:if action
  private let actionButton = Button("__Action__")
  // scale:end
  // scale:end

  init(viewModel: __ItemType__DetailViewModel) {
    self.viewModel = viewModel
    super.init()
    title = viewModel.title
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // scale:if contacts
    payButton.addAction(
      ControlAction { [weak self] _ in self?.payTapped() }, for: .touchUpInside)
    for subview in [spinner, errorLabel, accountLabel, payButton] { view.addSubview(subview) }
    // scale:else
    // scale:if action
    actionButton.addAction(
      ControlAction { [weak self] _ in self?.actionTapped() }, for: .touchUpInside)
    for subview in [spinner, errorLabel, statusLabel, actionButton] { view.addSubview(subview) }
    // scale:else
    for subview in [spinner, errorLabel, statusLabel] { view.addSubview(subview) }
    // scale:end
    // scale:end
    bind { [weak self] in self?.render() }
    Task { [viewModel] in await viewModel.viewDidLoad() }
  }

  private func render() {
    spinner.isAnimating = viewModel.isLoading
    errorLabel.text = viewModel.errorMessage ?? ""
    // scale:if contacts
    accountLabel.text = viewModel.accountLine ?? ""
    payButton.isHidden = !viewModel.isLoaded
    // scale:else
    statusLabel.text = viewModel.statusLine ?? ""
    // scale:if action
    actionButton.isHidden = !viewModel.isLoaded
    // scale:end
    // scale:end
  }
  // scale:if contacts

  private func payTapped() {
    present(NewPaymentViewController(viewModel: viewModel.payTapped()))
  }
  // scale:end
  // scale:if action

  private func actionTapped() {
    navigationController?.pushViewController(
      __ActionType__ViewController(viewModel: viewModel.actionTapped()), animated: true)
  }
  // scale:end
}
