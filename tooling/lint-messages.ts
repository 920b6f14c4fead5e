// The lint tests ask ESLint, with the workspace's own config, what it says of one line of source
// placed at a path; each test keeps the messages of the rule it is about.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages `ruleId` gives for `source` as if it stood at `filePath` (relative to the root). */
export async function lintMessages(
  filePath: string,
  source: string,
  ruleId = 'no-restricted-imports',
): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
