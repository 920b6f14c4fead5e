export { MACHINE_MESSAGE_CODES } from './message-codes';
