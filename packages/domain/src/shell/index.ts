export { SHELL_MESSAGE_CODES } from './message-codes';
export * from './constants';
