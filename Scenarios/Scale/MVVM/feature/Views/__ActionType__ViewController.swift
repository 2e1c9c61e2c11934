// scale:if action
// Role: View (view controller). Lays out the __Action__ screen, renders its view model,
// forwards Confirm, and goes back to the detail once the view model is finished (navigation
// stays here in MVVM).
import HeadlessUI

final class __ActionType__ViewController: ViewController {
  let viewModel: __ActionType__ViewModel

  private let questionLabel = Label()
  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  private let confirmButton = Button("Confirm")

  init(viewModel: __ActionType__ViewModel) {
    self.viewModel = viewModel
    super.init()
    title = "__Action__"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    questionLabel.text = viewModel.question
    confirmButton.addAction(
      ControlAction { [weak self] _ in self?.confirmTapped() }, for: .touchUpInside)
    for subview in [questionLabel, spinner, errorLabel, confirmButton] { view.addSubview(subview) }
    bind { [weak self] in self?.render() }
  }

  private func render() {
    spinner.isAnimating = viewModel.isSubmitting
    errorLabel.text = viewModel.errorMessage ?? ""
    confirmButton.isHidden = viewModel.isSubmitting
    if viewModel.isFinished, navigationController?.topViewController === self {
      navigationController?.popViewController(animated: true)
    }
  }

  private func confirmTapped() {
    Task { [viewModel] in await viewModel.confirmTapped() }
  }
}
// scale:end
