/**
 * A query function `(db, ...args) => answer` as a repository method `(...args) => answer`
 * (ADR 0068): a module whose queries are free functions over the database states its repository
 * interface as these functions bound to one handle, so the interface and the queries cannot drift.
 */
export type BoundQuery<Query> = Query extends (db: never, ...args: infer Args) => infer Answer
  ? (...args: Args) => Answer
  : never;
