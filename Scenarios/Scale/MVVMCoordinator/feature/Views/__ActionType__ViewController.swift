// scale:if action
// Role: View (view controller). Lays out the __Action__ screen, renders its view model (the
// question, the request under way, its failure) and forwards Confirm. Never closes
// itself: the __Action__ flow's coordinator does.
import HeadlessUI

final class __ActionType__ViewController: ViewController {
  let viewModel: __ActionType__ViewModel

  private let questionLabel = Label()
  private let errorLabel = Label(style: .error)
  private let confirmButton = Button("Confirm")
  private let spinner = ActivityIndicator()

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
    for subview in [questionLabel, errorLabel, confirmButton, spinner] {
      view.addSubview(subview)
    }
    bind { [weak self] in self?.render() }
  }

  private func render() {
    errorLabel.text = viewModel.errorMessage ?? ""
    confirmButton.isHidden = viewModel.isSubmitting
    spinner.isAnimating = viewModel.isSubmitting
  }

  private func confirmTapped() {
    Task { [viewModel] in await viewModel.confirmTapped() }
  }
}
// scale:end
