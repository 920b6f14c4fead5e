export { VALIDATION_MESSAGE_CODES } from './message-codes';
