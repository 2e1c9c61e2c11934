// scale:if action
// Role: View controller (Presentation). Lays out the __Action__ screen, renders its view model
// (the question, progress, failure; Confirm hidden while the request is out) and forwards
// Confirm. Never sees an item, never closes itself: the flow coordinator pops it.
import HeadlessUI
import SharedPresentation

public final class __ActionType____ItemType__ViewController: ViewController {
  let viewModel: __ActionType____ItemType__ViewModel

  private let questionLabel = Label()
  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  private let confirmButton = Button("Confirm")

  public init(viewModel: __ActionType____ItemType__ViewModel) {
    self.viewModel = viewModel
    super.init()
    title = "__Action__"
  }

  override public func viewDidLoad() {
    super.viewDidLoad()
    questionLabel.text = viewModel.question
    confirmButton.addAction(
      ControlAction { [weak self] _ in self?.confirmTapped() }, for: .touchUpInside)
    for subview in [questionLabel, spinner, errorLabel, confirmButton] {
      view.addSubview(subview)
    }
    bind { [weak self] in self?.render() }
  }

  private func render() {
    spinner.isAnimating = viewModel.isSubmitting
    errorLabel.text = viewModel.errorMessage ?? ""
    confirmButton.isHidden = viewModel.isSubmitting
  }

  private func confirmTapped() {
    Task { [viewModel] in await viewModel.confirmTapped() }
  }
}
// scale:end
