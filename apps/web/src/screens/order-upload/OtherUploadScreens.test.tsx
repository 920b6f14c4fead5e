import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadStorageTexts } from '../../i18n/area-texts';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import { loadOrderTexts } from '../order/screens';
import DeletedUploadsScreen from './DeletedUploadsScreen';
import { loadOrderUploadTexts } from './screens';
import TrackingUploadScreen from './TrackingUploadScreen';
import { mixedResult, uploadRow } from './upload-test-kit';

beforeAll(() => Promise.all([loadOrderUploadTexts(), loadOrderTexts(), loadStorageTexts()]));

describe.each([
  ['en', 'No deleted upload.', 'Restore orders.csv', 'The upload orders.csv is restored'],
  ['zh', '没有已删除的上传。', '恢复 orders.csv', '上传记录 orders.csv 已恢复'],
] as const)('DeletedUploadsScreen (%s)', (language, empty, restore, restored) => {
  const lang = language === 'zh' ? { language } : {};

  it('says when nothing is deleted', async () => {
    await renderScreen(<DeletedUploadsScreen />, {
      routeName: 'order.delUpload',
      path: '/order/delUpload',
      answers: { '/merchant/api-orders/uploads': () => onePage([]) },
      ...lang,
    });
    expect(await screen.findByText(empty)).toBeTruthy();
  });

  it('lists the deleted uploads and restores one', { timeout: 30_000 }, async () => {
    const deleted = uploadRow({ deleted_at: '2026-11-21T08:00:00.000Z' });
    const { requests } = await renderScreen(<DeletedUploadsScreen />, {
      routeName: 'order.delUpload',
      path: '/order/delUpload',
      answers: {
        '/merchant/api-orders/uploads': () => onePage([deleted]),
        '/merchant/api-orders/upload-restore': () => ({ ...deleted, deleted_at: null }),
      },
      ...lang,
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: restore }));
    expect(await screen.findByText(restored)).toBeTruthy();
    expect(requests.find((r) => r.path === '/merchant/api-orders/uploads')?.query).toMatchObject({
      kind: 'orders',
      deleted: '1',
    });
    expect(requests.find((r) => r.path === '/merchant/api-orders/upload-restore')).toMatchObject({
      body: { id: '7' },
    });
  });
});

describe.each([
  ['en', 'Choose a tracking file', /Column “Postcode”:/, 'Rows with errors'],
  ['zh', '选择跟踪号文件', /列“Postcode”：/, '错误行'],
] as const)('TrackingUploadScreen (%s)', (language, pick, problem, errorRows) => {
  it(
    'sends a tracking file and shows its rows with errors the same way',
    { timeout: 30_000 },
    async () => {
      const { requests } = await renderScreen(<TrackingUploadScreen />, {
        routeName: 'order.fetchUpload',
        path: '/order/fetchUpload',
        answers: {
          '/merchant/api-orders/uploads': () => onePage([]),
          '/merchant/api-orders/tracking-upload': () => mixedResult({ kind: 'tracking' }),
        },
        ...(language === 'zh' ? { language } : {}),
      });
      await userEvent.setup().upload(
        screen.getByLabelText(pick),
        new File(['Order number,Carrier,Tracking number\n'], 'tracking.csv', {
          type: 'text/csv',
        }),
      );
      const table = await screen.findByRole('table', { name: errorRows });
      expect(within(table).getByText(problem)).toBeTruthy();
      await waitFor(() =>
        expect(requests.some((r) => r.path === '/merchant/api-orders/tracking-upload')).toBe(true),
      );
    },
  );
});
