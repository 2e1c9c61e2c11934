// Role: DTO and mapper (Data). A payment as the API sends it, and the body that creates one.
// Data: imports CleanPaymentsDomain, SharedData and Banking; never Presentation, App or UI.
import Banking
import SharedData

struct PaymentDTO: Decodable {
  var id: Int
  var userID: Int
  var accountID: Int
  var amount: MoneyDTO
  var status: String
  var date: String
  var note: String?

  func toDomain() throws(BankingError) -> Payment {
    let status: Payment.Status
    switch self.status {
    case "pending": status = .pending
    case "completed": status = .completed
    case "failed": status = .failed
    default: throw .unreadableAnswer
    }
    return Payment(
      id: id, userID: userID, accountID: accountID, amount: try amount.toDomain(), status: status,
      date: date, note: note)
  }
}

struct CreatePaymentDTO: Encodable {
  var userID: Int
  var accountID: Int
  var recipientName: String
  var accountNumber: String
  var amount: MoneyDTO
  var note: String?

  init(_ request: PaymentOrder) {
    userID = request.userID
    accountID = request.accountID
    recipientName = request.recipientName
    accountNumber = request.accountNumber
    amount = MoneyDTO(request.amount)
    note = request.note
  }
}
