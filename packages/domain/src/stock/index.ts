export { STOCK_CODES, STOCK_MESSAGE_CODES } from './codes';
export type { AsnLineProgress, AsnReceipt } from './stock-effects';
export {
  applyStockDeltas,
  asnApprovalDeltas,
  asnFinishDeltas,
  asnReceiptDeltas,
  receiveOnLine,
  rmaProcessDeltas,
} from './stock-effects';
export type { StockDeltas, StockLevels } from './stock-levels';
export { EMPTY_STOCK, availableStock, fullDeltas, isLowStock, isNoMove } from './stock-levels';
export type { OrderStockLine, StockShortfall } from './order-effects';
export {
  orderReleaseDeltas,
  orderReserveDeltas,
  orderShipDeltas,
  orderStockShortfalls,
} from './order-effects';
