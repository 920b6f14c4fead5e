export { SHELL_MESSAGE_CODES } from './message-codes';
export * from './constants';
export { SHELL_MESSAGE, type ShellMessageCode } from './message-codes';
export * from './session-types';
export * from './routes';
export * from './route-table';
export * from './route-guard';
