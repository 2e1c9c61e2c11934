// scale:if action
// Role: View (__ActionType__). Passive: shows the question, the spinner and the failure's
// message the presenter gives it, and forwards Confirm. Knows the presenter only through
// `__ActionType__Presentation`.
import HeadlessUI

final class __ActionType__ViewController: ViewController, __ActionType__View {
  var presenter: (any __ActionType__Presentation)?

  private let questionLabel = Label()
  private let errorLabel = Label(style: .error)
  private let confirmButton = Button("Confirm")
  private let spinner = ActivityIndicator()

  override init() {
    super.init()
    title = "__Action__"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    confirmButton.addAction(
      ControlAction { [weak self] _ in self?.presenter?.confirmTapped() }, for: .touchUpInside)
    for subview in [questionLabel, errorLabel, confirmButton, spinner] {
      view.addSubview(subview)
    }
    presenter?.viewDidLoad()
  }

  func showQuestion(_ text: String) {
    questionLabel.text = text
  }

  func showSubmitting(_ isSubmitting: Bool) {
    confirmButton.isHidden = isSubmitting
    spinner.isAnimating = isSubmitting
  }

  func showError(_ message: String?) {
    errorLabel.text = message ?? ""
  }
}
// scale:end
