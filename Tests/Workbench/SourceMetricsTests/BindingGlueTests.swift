import Testing

@testable import SourceMetrics

/// The binding glue a reader would point at in a screen's code, counted line by line.
struct BindingGlueTests {
  private let folder = "Sources/Architectures/App/Views"

  @Test func aUIKitScreenCountsItsActionsObservationWritesAndDelegateMethods() {
    let screen = """
      import HeadlessUI

      final class UsersViewController: ViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          title = "Users"
          retryButton.addAction(
            ControlAction { [weak self] _ in self?.retry() }, for: .touchUpInside)
          tableView.dataSource = self
          view.addSubview(tableView)
          bind { [weak self] in self?.render() }
        }

        private func render() {
          // The label shows the error.
          errorLabel.text = viewModel.errorMessage ?? ""
          retryButton.isHidden = viewModel.errorMessage == nil
          if viewModel.isLoading == false { refreshControl.endRefreshing() }
          tableView.reloadData()
        }

        private func load() {
          spinner.isAnimating = true
        }

        private func showDetail() {
          navigationController?.pushViewController(
            DetailViewController(), animated: true)
        }
      }

      extension UsersViewController: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
          viewModel.rows.count
        }
      }
      """
    let helper = """
      import HeadlessUI
      import Observation

      extension ViewController {
        func bind(_ render: @escaping @MainActor () -> Void) {
          withObservationTracking(render) { [weak self] in
            Task { @MainActor [weak self] in self?.bind(render) }
          }
        }
      }
      """
    let glue = BindingGlue(files: [
      "\(folder)/UsersViewController.swift": screen,
      "\(folder)/ViewController+Binding.swift": helper,
    ])
    // addAction 2, dataSource 1, bind 1, the writes and refreshes 5, the push 2, the data
    // source method 3; the helper's tracking 3. The title written while the screen is made,
    // the comment and the layout are not glue.
    #expect(glue == BindingGlue(uiKit: 14 + 3))
    #expect(glue.description == "17 UIKit")
  }

  @Test func aSwiftUIScreenCountsItsBindingsAndChangeHandlersNotItsActions() {
    let screen = """
      import HeadlessSwiftUI

      struct UsersView: View {
        @Bindable var viewModel: UsersViewModel
        @State private var path: [Int] = []

        var body: some View {
          NavigationStack(path: $path) {
            List(viewModel.rows) { Text($0.name) }
              .searchable(text: search)
              .onChange(of: viewModel.isFinished) {
                path = []
              }
            Button("Retry") { viewModel.retry() }
          }
        }

        private var search: Binding<String> {
          Binding {
            viewModel.query
          } set: {
            viewModel.searchChanged($0)
          }
        }
      }
      """
    let form = """
      import HeadlessSwiftUI

      @Observable
      final class FormState {
        var isSending = false
      }

      struct FormView: View {
        @Binding var payments: [Int]
        let state: FormState

        init(payments: Binding<[Int]>, state: FormState) {
          _payments = payments
          self.state = state
        }

        var body: some View {
          Text(state.isSending ? "Sending" : "")
        }
      }
      """
    let glue = BindingGlue(files: [
      "\(folder)/UsersView.swift": screen, "\(folder)/FormView.swift": form,
    ])
    // UsersView: @Bindable 1, $path 1, onChange 3, the computed binding 7; `$0`, the state,
    // the action and the body's reads are not glue. FormView: the adapter 4, the binding
    // declared, taken and stored 3.
    #expect(glue == BindingGlue(swiftUI: 12 + 7))
    #expect(glue.description == "19 SwiftUI")
  }

  @Test func aRuntimeIsLeftOutButItsObservationHelperIsKnownByNameAndAnAppDelegateIsNotGlue() {
    let runtime = """
      import HeadlessUI

      extension ViewController {
        func observe(_ render: @escaping @MainActor () -> Void) {
          withObservationTracking(render) { [weak self] in self?.observe(render) }
        }
      }
      """
    let screen = """
      import HeadlessUI
      import class HeadlessUI.Label

      final class Screen: ViewController {
        override func viewDidLoad() {
          detail.delegate = self
          observe { [weak self] in
            self?.render()
          }
        }
      }
      """
    let model = "struct Rows {\n  var text = title\n}\n"
    let glue = BindingGlue(files: [
      "Sources/Architectures/App/Runtime/Store+Observe.swift": runtime,
      "\(folder)/Screen.swift": screen, "Sources/Architectures/App/Model/Rows.swift": model,
      "Tests/Architectures/AppTests/ScreenTests.swift": screen,
    ])
    #expect(glue == BindingGlue(uiKit: 3))
    #expect(BindingGlue().description == "0")
    #expect(BindingGlue(uiKit: 2, swiftUI: 5).description == "2 UIKit + 5 SwiftUI")
  }
}
