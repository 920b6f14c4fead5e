/** A method a test did not provide: calling it fails the test instead of passing by accident. */
export const notImplemented = (port: string, method: string) => (): never => {
  throw new Error(`${port}.${method}: not implemented in this test`);
};
