// scale:if action
// Role: View controller (MVC). Owns the __Action__ screen: asks to confirm, sends the
// action through the model, and tells its delegate the item's new state.
import Banking
import HeadlessUI

/// Hears the item as the action left it; the detail closes the action's screen.
@MainActor
protocol __ActionType__ViewControllerDelegate: AnyObject {
  func actionViewController(
    _ controller: __ActionType__ViewController, didUpdate item: __ItemType__)
}

final class __ActionType__ViewController: ViewController {
  weak var delegate: __ActionType__ViewControllerDelegate?
  private let item: __ItemType__
  private let api: APIClient

  private let questionLabel = Label()
  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  private let confirmButton = Button("Confirm")

  init(item: __ItemType__, api: APIClient) {
    self.item = item
    self.api = api
    super.init()
    title = "__Action__"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    questionLabel.text = "__Action__ \(item.name)?"
    confirmButton.addAction(
      ControlAction { [weak self] _ in self?.confirmTapped() }, for: .touchUpInside)
    for subview in [questionLabel, spinner, errorLabel, confirmButton] {
      view.addSubview(subview)
    }
  }

  private func confirmTapped() {
    confirmButton.isHidden = true
    errorLabel.text = ""
    spinner.isAnimating = true
    Task { [weak self, api, id = item.id] in
      do throws(BankingError) {
        let item = try await api.perform__ActionType__(id: id)
        if let self { delegate?.actionViewController(self, didUpdate: item) }
      } catch {
        self?.errorLabel.text = error.message
        self?.confirmButton.isHidden = false
      }
      self?.spinner.isAnimating = false
    }
  }
}
// scale:end
