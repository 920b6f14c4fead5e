export { FEE_MESSAGE_CODES } from './message-codes';
