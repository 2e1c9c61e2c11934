/// How many lines of a file, or of many, are code, comment and blank.
public struct LineCounts: Hashable, Sendable, Codable {
  public var code = 0
  public var comment = 0
  public var blank = 0

  public init(code: Int = 0, comment: Int = 0, blank: Int = 0) {
    self.code = code
    self.comment = comment
    self.blank = blank
  }

  public var total: Int { code + comment + blank }

  public static func + (lhs: LineCounts, rhs: LineCounts) -> LineCounts {
    LineCounts(
      code: lhs.code + rhs.code, comment: lhs.comment + rhs.comment, blank: lhs.blank + rhs.blank)
  }
}
