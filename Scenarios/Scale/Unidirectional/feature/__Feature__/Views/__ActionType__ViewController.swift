// scale:if action
// Role: View (view controller). Renders the __Action__ screen's state: the question, and
// Confirm, which gives way to a spinner while the request runs; it sends the user's tap to
// the store. Closing is the detail's: it pops this screen when the state lets it go.
import HeadlessUI
import UnidirectionalRuntime

final class __ActionType__ViewController: ViewController {
  let store: StoreOf<__ActionType__Feature>

  private let questionLabel = Label()
  private let errorLabel = Label(style: .error)
  private let confirmButton = Button("Confirm")
  private let spinner = ActivityIndicator()

  init(store: StoreOf<__ActionType__Feature>) {
    self.store = store
    super.init()
    title = "__Action__"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    questionLabel.text = "__Action__ \(store.state.item.name)?"
    confirmButton.addAction(
      ControlAction { [weak self] _ in self?.store.send(.confirmButtonTapped) },
      for: .touchUpInside)
    for subview in [questionLabel, errorLabel, confirmButton, spinner] {
      view.addSubview(subview)
    }
    observe { [weak self] in self?.render() }
  }

  /// The screen shows every part of its state, so it observes all of it.
  private func render() {
    let state = store.observedState
    errorLabel.text = state.errorMessage ?? ""
    confirmButton.isHidden = state.isSubmitting
    spinner.isAnimating = state.isSubmitting
  }
}
// scale:end
