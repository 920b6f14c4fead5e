import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import MyWarehouseScreen from './MyWarehouseScreen';

describe('MyWarehouseScreen', () => {
  it.each([
    [undefined, 'Customer ID: 1', 'sub-accounts log in with it'],
    ['zh', '客户编号: 1', '子账号登录时也需填写'],
  ] as const)('shows the customer ID and what it is for (%s)', async (language, text, hint) => {
    await renderScreen(<MyWarehouseScreen />, {
      routeName: 'account.warehouse.activated',
      path: '/account/warehouse/activated',
      answers: {},
      ...(language === undefined ? {} : { language }),
    });
    const note = document.querySelector('.customer-id-note');
    expect(note?.textContent).toContain(text);
    expect(note?.textContent).toContain(hint);
    expect(screen.getByText('1').className).toBe('customer-id');
  });
});
