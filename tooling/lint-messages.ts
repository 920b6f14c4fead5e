// The lint tests ask ESLint, with the workspace's own config, what it says of one line of source
// placed at a path; each test keeps the messages of the rule it is about.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('..', import.meta.url));
// The linted lines stand at paths no tsconfig holds, so the type-aware rules (which need a
// program) are switched off here; the arrows these tests are about are syntax rules.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

/** The messages `ruleId` gives for `source` as if it stood at `filePath` (relative to the root). */
export async function lintMessages(
  filePath: string,
  source: string,
  ruleId = 'no-restricted-imports',
): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
