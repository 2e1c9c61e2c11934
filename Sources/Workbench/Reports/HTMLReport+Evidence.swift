import ChangeRequests

/// Links from a figure of report.html to what it was measured from.
extension HTMLReport {
  /// Where a request's figures come from: its teacher's file, its scenarios and each
  /// architecture's solution, linked.
  static func evidence(ofRequest name: String, _ architectures: [ComparisonReport.Architecture])
    -> String
  {
    let folder = "../Scenarios/Changes/\(escape(name))"
    return "<p class=\"evidence\">Evidence: <a href=\"\(folder)/REQUEST.md\">the request</a>, "
      + "<a href=\"\(folder)/\">its scenarios</a>, the solutions: "
      + architectures.map { architecture in
        "<a href=\"\(folder)/\(ChangeRequest.patchName(ofTarget: architecture.registration.target))\">"
          + "\(escape(architecture.name))</a>"
      }.joined(separator: ", ") + ".</p>"
  }
}
