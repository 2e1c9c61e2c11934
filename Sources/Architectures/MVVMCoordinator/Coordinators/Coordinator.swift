// Role: Coordinator (protocol). A coordinator owns one flow of screens: it creates the view
// models and view controllers, and decides what comes next. Parents keep their running
// children alive in `childCoordinators`.
import HeadlessUI

@MainActor
protocol Coordinator: AnyObject {
  var childCoordinators: [any Coordinator] { get set }
  func start()
}

extension Coordinator {
  /// Keeps `child` alive while its flow runs, and starts it.
  func startChild(_ child: any Coordinator) {
    childCoordinators.append(child)
    child.start()
  }

  /// Lets go of a child whose flow has finished.
  func removeChild(_ child: any Coordinator) {
    childCoordinators.removeAll { $0 === child }
  }
}
