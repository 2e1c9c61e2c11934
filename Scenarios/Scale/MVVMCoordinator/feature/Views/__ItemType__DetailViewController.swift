// Role: View (view controller). Lays out the __Item__ detail, renders its view model and
// forwards intents. Never navigates: that is the coordinator's.
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
// scale:end
// scale:if action
  private let actionButton = Button("__Action__")
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
      ControlAction { [weak self] _ in self?.viewModel.payTapped() }, for: .touchUpInside)
    for subview in [spinner, errorLabel, accountLabel, payButton] { view.addSubview(subview) }
// scale:else
    for subview in [spinner, errorLabel, statusLabel] { view.addSubview(subview) }
// scale:end
// scale:if action
    actionButton.addAction(
      ControlAction { [weak self] _ in self?.viewModel.actionTapped() }, for: .touchUpInside)
    view.addSubview(actionButton)
// scale:end
    bind { [weak self] in self?.render() }
    Task { [viewModel] in await viewModel.viewDidLoad() }
  }

  private func render() {
    spinner.isAnimating = viewModel.isLoading
    errorLabel.text = viewModel.errorMessage ?? ""
// scale:if contacts
    accountLabel.text = viewModel.accountLine ?? ""
    payButton.isHidden = !viewModel.canPay
// scale:else
    statusLabel.text = viewModel.statusLine ?? ""
// scale:end
// scale:if action
    actionButton.isHidden = !viewModel.can__ActionType__
// scale:end
  }
}
