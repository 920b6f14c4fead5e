// A relative import that climbs out of its own workspace package (`../../contract/src/index` from
// packages/domain, `../../server/src/app` from apps/web) would cross the architecture's arrows
// without the package-name rules ever seeing it: packages meet only through their names.
import { dirname, relative, resolve, sep } from 'node:path';

/** The folder of the workspace package (packages/<name>, apps/<name>, tooling) holding `file`. */
function packageRootOf(root, file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] === 'packages' || parts[0] === 'apps') return resolve(root, parts[0], parts[1]);
  return resolve(root, parts[0]);
}

function check(context, node) {
  const source = node.source?.value;
  if (typeof source !== 'string' || !source.startsWith('.')) return;
  const file = context.filename;
  const root = context.cwd;
  const own = packageRootOf(root, file);
  const target = resolve(dirname(file), source);
  const fromOwn = relative(own, target);
  if (fromOwn === '..' || fromOwn.startsWith(`..${sep}`))
    context.report({
      node: node.source,
      messageId: 'leaves',
      data: { source, own: relative(root, own) || '.' },
    });
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'refuses relative imports that leave their workspace package' },
    schema: [],
    messages: {
      leaves:
        "'{{source}}' leaves {{own}}: import another package by its name (@portal/...), so the arrows between packages are checked.",
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
