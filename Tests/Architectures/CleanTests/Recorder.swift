/// What a view model's action closure received, in order: a test's stand-in for the flow
/// coordinator.
@MainActor
final class Recorder<Value> {
  var values: [Value] = []
}
