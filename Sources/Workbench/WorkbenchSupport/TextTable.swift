/// A plain-text table: the first column left-aligned, the others right-aligned.

package struct TextTable {
  package var header: [String]
  package var rows: [[String]] = []

  package init(header: [String], rows: [[String]] = []) {
    self.header = header
    self.rows = rows
  }

  package func render() -> String {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[safe: column]?.count ?? 0 }.max() ?? 0
    }
    return all.map { row in
      row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }
      .joined(separator: "  ")
    }
    .joined(separator: "\n")
  }
}
