export { ACCOUNT_MESSAGE_CODES } from './message-codes';
