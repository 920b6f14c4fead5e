import { describe, expect, it } from 'vitest';
import { TOKENS } from '../di-tokens';
import { tableHttpClient } from '../test/fakes';
import { TEST_USER } from '../test/render-screen';
import { testContainer } from '../test/test-container';
import type { UserStore } from './user-store';

async function loadedUser() {
  const withPending = {
    ...TEST_USER,
    warehouse: [
      ...TEST_USER.warehouse,
      { value: 3, name: 'LA West', cn_name: '', status: 'approved' },
      { value: 4, name: 'Frankfurt', cn_name: '法兰克福仓', status: 'pending' },
      { value: 5, name: 'Tokyo', cn_name: '', status: 'not_approved' },
      // not a warehouse-application status of the domain: never offered
      { value: 6, name: 'Osaka', cn_name: '', status: 'active' },
    ],
  };
  const { http } = tableHttpClient({ '/merchant/api-account/user-info': () => withPending });
  const user = testContainer({ http }).container.get<UserStore>(TOKENS.UserStore);
  await user.fetch();
  return user;
}

describe('UserStore warehouse names', () => {
  it.each([
    [2, 'en', 'Germany'],
    [2, 'zh', '德国仓'],
    [3, 'zh', 'LA West'],
    [4, 'zh', '法兰克福仓'],
    [9, 'en', '9'],
  ] as const)('warehouse %i in %s is named %j', async (id, language, name) => {
    expect((await loadedUser()).warehouseName(id, language)).toBe(name);
  });

  it('offers only the approved warehouses, named in the language', async () => {
    expect((await loadedUser()).warehouseOptions('zh')).toEqual([
      { value: '1', text: '深圳仓' },
      { value: '2', text: '德国仓' },
      { value: '3', text: 'LA West' },
    ]);
  });
});
