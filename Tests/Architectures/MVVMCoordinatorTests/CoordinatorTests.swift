import HarnessContract
import HeadlessUI
import Testing

@testable import MVVMCoordinator

/// The flows, driven through the screens the coordinators put up.
@MainActor
struct CoordinatorTests {
  private let session = AppSession()
  private let navigationController = NavigationController()
  private let service = FakeBankingService()
  private let coordinator: AppCoordinator

  init() {
    coordinator = AppCoordinator(
      navigationController: navigationController, service: service, clock: session.clock)
  }

  private func start() async -> Window {
    coordinator.start()
    await session.show(navigationController)
    return session.window!
  }

  /// Starts the app and opens the payment form for Ada.
  private func openPaymentForm() async throws -> Window {
    let window = await start()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    try window.tap("Send payment")
    await session.settle()
    return window
  }

  private var usersFlow: UsersCoordinator? {
    coordinator.childCoordinators.first as? UsersCoordinator
  }

  private var detailFlow: UserDetailCoordinator? {
    usersFlow?.childCoordinators.first as? UserDetailCoordinator
  }

  /// The flows running under the users flow, each followed by its own children.
  private var runningFlows: [String] {
    func flows(under parent: any Coordinator) -> [String] {
      parent.childCoordinators.flatMap { ["\(type(of: $0))"] + flows(under: $0) }
    }
    return usersFlow.map { flows(under: $0) } ?? []
  }

  @Test("T7 the app starts the users flow; a selected user's detail is pushed; back keeps the list")
  func userFlow() async throws {
    let window = await start()
    #expect(coordinator.childCoordinators.count == 1 && usersFlow != nil)
    try window.type("gr", into: "Search")
    await session.advance(by: .milliseconds(300))
    let list = window.render()
    try window.selectRow("Grace Hopper")
    await session.settle()

    #expect(window.render().hasPrefix("< Users\n# Grace Hopper\n"))
    try window.goBack()
    await session.settle()
    #expect(window.render() == list)
  }

  @Test("T7 T9 each flow is a child while it runs: detail, then payment; Cancel and Back end them")
  func childCoordinatorsFollowTheFlows() async throws {
    let window = await start()
    #expect(runningFlows == [])

    try window.selectRow("Ada Lovelace")
    await session.settle()
    #expect(runningFlows == ["UserDetailCoordinator"])

    try window.tap("Send payment")
    await session.settle()
    #expect(runningFlows == ["UserDetailCoordinator", "NewPaymentCoordinator"])
    #expect(detailFlow?.childCoordinators.first is NewPaymentCoordinator)

    try window.tap("Cancel")
    await session.settle()
    #expect(runningFlows == ["UserDetailCoordinator"])

    try window.goBack()
    await session.settle()
    #expect(runningFlows == [])
  }

  @Test("T7 opening a detail again after Back leaves one detail flow, not two")
  func reopeningKeepsOneDetailFlow() async throws {
    let window = await start()
    for _ in 1...2 {
      try window.selectRow("Ada Lovelace")
      await session.settle()
      #expect(runningFlows == ["UserDetailCoordinator"])
      try window.goBack()
      await session.settle()
    }
    #expect(runningFlows == [])
  }

  @Test("T9 Send payment starts the payment flow, which presents the form")
  func paymentFlowStarts() async throws {
    let window = try await openPaymentForm()

    #expect(window.render().hasPrefix("# New payment\n"))
    #expect(runningFlows == ["UserDetailCoordinator", "NewPaymentCoordinator"])
  }

  @Test("T14 the finished payment flow closes the form, is removed, and the payment comes first")
  func paymentFlowFinishes() async throws {
    let window = try await openPaymentForm()
    try window.type("12.50", into: "Amount")
    await session.settle()
    try window.tap("Submit")
    await session.settle()

    #expect(window.render().contains("## Payments\n> 12.50 EUR | Pending · 2026-05-04\n"))
    #expect(runningFlows == ["UserDetailCoordinator"])
  }

  @Test("T14 Cancel closes the form and removes the payment flow")
  func paymentFlowCancels() async throws {
    let window = try await openPaymentForm()
    try window.tap("Cancel")

    #expect(window.render().hasPrefix("< Users\n# Ada Lovelace\n"))
    #expect(runningFlows == ["UserDetailCoordinator"])
  }

  @Test("T7 a swipe back ends the detail flow; a swipe back let go of keeps it running")
  func swipesBackEndTheDetailFlowOnlyWhenTheyComplete() async throws {
    let window = await start()
    try window.selectRow("Ada Lovelace")
    await session.settle()

    try window.startSwipingBackAndLetGo()
    await session.settle()
    #expect(runningFlows == ["UserDetailCoordinator"])
    #expect(window.render().hasPrefix("< Users\n# Ada Lovelace\n"))

    try window.swipeBack()
    await session.settle()
    #expect(runningFlows == [])
  }

  @Test("T9 a form the user swipes down ends the payment flow, as Cancel does")
  func swipingTheFormDownEndsThePaymentFlow() async throws {
    let window = try await openPaymentForm()
    try window.swipeDownSheet()
    await session.settle()

    #expect(window.render().hasPrefix("< Users\n# Ada Lovelace\n"))
    #expect(runningFlows == ["UserDetailCoordinator"])
  }

  @Test("T13 while the payment is being sent the form stays: Cancel disabled, no swipe down")
  func formStaysWhileSending() async throws {
    let window = try await openPaymentForm()
    try window.type("12.50", into: "Amount")
    await session.settle()
    service.isHolding = true
    try window.tap("Submit")
    await session.settle()

    #expect(throws: UserActionError.disabled("Cancel")) { try window.tap("Cancel") }
    try window.swipeDownSheet()
    await session.settle()
    #expect(window.render().hasPrefix("# New payment\n"))
    #expect(runningFlows == ["UserDetailCoordinator", "NewPaymentCoordinator"])
    await service.release()
    await session.settle()
    // The answer decides: the payment is made and the form goes.
    #expect(!window.render().hasPrefix("# New payment\n"))
  }

  @Test("T7 T9 a second request for a running flow starts none: one detail, one form")
  func aRunningFlowIsNotStartedTwice() async throws {
    let window = await start()
    let users = try #require(navigationController.viewControllers.first as? UsersViewController)
    try window.selectRow("Ada Lovelace")
    users.viewModel.rowSelected(at: 1)
    await session.settle()
    #expect(runningFlows == ["UserDetailCoordinator"])
    #expect(navigationController.viewControllers.count == 2)

    let detail = try #require(navigationController.topViewController as? UserDetailViewController)
    detail.viewModel.sendPaymentTapped()
    detail.viewModel.sendPaymentTapped()
    await session.settle()
    #expect(runningFlows == ["UserDetailCoordinator", "NewPaymentCoordinator"])
  }
}
