// scale:if action
// Role: View controller (Presentation). Lays out an item's detail, renders its view model
// (progress, failure, status, the action's button) and forwards the action's tap to the view
// model. Never sees an item, never navigates: the flow coordinator pushes the action.
// scale:end
// scale:if contacts
// Role: View controller (Presentation). Lays out a contact's detail, renders its view model
// (progress, failure, account, Pay) and forwards the Pay tap to the view model. Never sees a
// `Contact`, never navigates: the flow coordinator presents Payments' form.
// scale:end
// scale:if !action
// scale:if !contacts
// Role: View controller (Presentation). Lays out an item's detail and renders its view model:
// progress, failure, status. Never sees an item.
// scale:end
// scale:end
import HeadlessUI
import SharedPresentation

public final class __ItemType__DetailViewController: ViewController {
  let viewModel: __ItemType__DetailViewModel

  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  private let statusLabel = Label()
// scale:if action
  private let actionButton = Button("__Action__")
// scale:end
// scale:if contacts
  private let payButton = Button("Pay")
// scale:end

  public init(viewModel: __ItemType__DetailViewModel) {
    self.viewModel = viewModel
    super.init()
    title = viewModel.title
  }

  override public func viewDidLoad() {
    super.viewDidLoad()
    for subview in [spinner, errorLabel, statusLabel] { view.addSubview(subview) }
// scale:if action
    actionButton.addAction(
      ControlAction { [weak self] _ in self?.viewModel.actionTapped() }, for: .touchUpInside)
    view.addSubview(actionButton)
// scale:end
// scale:if contacts
    payButton.addAction(
      ControlAction { [weak self] _ in self?.viewModel.payTapped() }, for: .touchUpInside)
    view.addSubview(payButton)
// scale:end
    bind { [weak self] in self?.render() }
    Task { [viewModel] in await viewModel.viewDidLoad() }
  }

  private func render() {
    spinner.isAnimating = viewModel.isLoading
    errorLabel.text = viewModel.errorMessage ?? ""
    statusLabel.text = viewModel.statusText ?? ""
// scale:if action
    actionButton.isHidden = !viewModel.isActionAvailable
// scale:end
// scale:if contacts
    payButton.isHidden = !viewModel.isPayAvailable
// scale:end
  }
}
