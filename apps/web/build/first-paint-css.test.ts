// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepUsedRules, localImports, sourceFiles, stylesheetImports } from './first-paint-css';

const CSS = `
.ui.button{color:black}
.ui.red.button{color:red}
.ui.form .field.error input{border-color:red}
.ui.table td{padding:0}
@keyframes loader{from{opacity:0}to{opacity:1}}
:root{--gap:4px}
`;

describe('first-paint stylesheet', () => {
  it('names the stylesheets a module imports, in order, and nothing else it imports', () => {
    const source = [
      "// a comment naming import 'x.css';",
      "import 'fomantic-ui-css/components/reset.min.css';",
      "import { x } from './y';",
      "import './shell.css';",
    ].join('\n');
    expect(stylesheetImports(source)).toEqual([
      'fomantic-ui-css/components/reset.min.css',
      './shell.css',
    ]);
  });

  it('keeps the rules whose every class the content names, and keyframes and properties', async () => {
    const content = [
      'const f = () => <form className="ui form"><div className={`field ${e ? "error" : ""}`}><input /></div><button className="ui button" /></form>;',
    ];
    const kept = await keepUsedRules(CSS, content);
    expect(kept).toContain('.ui.button{color:black}');
    expect(kept).toContain('.ui.form .field.error input');
    expect(kept).not.toContain('.ui.red.button');
    expect(kept).not.toContain('.ui.table');
    expect(kept).toContain('@keyframes loader');
    expect(kept).toContain('--gap:4px');
  });
});

describe('the files of the first paint', () => {
  it('names the local modules a file imports for values, not for types nor from packages', () => {
    const source = [
      "import { observer } from 'mobx-react-lite';",
      "import type { WebConfig } from '../../config';",
      "import { TextField } from '../../components/TextField';",
      "import './shell.css';",
      "export { fieldClass } from './field-class';",
      'import {',
      '  LoginFormModel,',
      "} from './login-form';",
    ].join('\n');
    expect(localImports(source)).toEqual([
      '../../components/TextField',
      './shell.css',
      './field-class',
      './login-form',
    ]);
  });

  it('follows the login screen to the field error it draws with', async () => {
    const root = new URL('../src/', import.meta.url).pathname;
    const files = await sourceFiles([`${root}screens/login/LoginScreen.tsx`]);
    expect(files).toContain(`${root}components/FieldError.tsx`);
    expect(files.some((file) => file.endsWith('.test.tsx'))).toBe(false);
  });
});
