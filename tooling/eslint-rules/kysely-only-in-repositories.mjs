// ADR 0068: a server module talks to the database through its repository, so a use case reads as
// rules and runs on strict fakes. The rule refuses every import of Kysely (values and types alike:
// a use case typed with `Transaction<Database>` still holds the database); eslint.config.mjs
// scopes it to the server and lifts it for repositories, db/ and test support.

/** Whether an import specifier names Kysely or one of its sub-paths. */
export const isKysely = (source) => source === 'kysely' || source.startsWith('kysely/');

function check(context, node) {
  const source = node.source?.value;
  if (typeof source !== 'string' || !isKysely(source)) return;
  context.report({ node: node.source, messageId: 'kysely', data: { source } });
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'refuses Kysely outside repositories and the db layer' },
    schema: [],
    messages: {
      kysely:
        "'{{source}}' is imported outside a repository: only repository.ts, *-repository.ts and apps/server/src/db/ talk to Kysely; ask the module's repository (or UnitOfWork.run for a transaction) instead (ADR 0068).",
    },
  },
  create(context) {
    const visit = (node) => check(context, node);
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
    };
  },
};
