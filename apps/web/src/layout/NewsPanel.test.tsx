import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../di-tokens';
import type { NewsStore } from '../stores/news-store';
import { tableHttpClient } from '../test/fakes';
import { renderWithShell } from '../test/render';
import { NewsBar } from './NewsBar';
import { NewsPanel } from './NewsPanel';

const notice = (id: number, href = '') => ({
  id,
  title: `Notice ${id}`,
  title_cn: `公告 ${id}`,
  href,
  href_cn: '',
  isLink: href !== '',
  isNew: true,
  published_at: '2026-11-01T00:00:00Z',
});

async function renderNews() {
  const { http, requests } = tableHttpClient({
    '/merchant/api-news/list': () => ({
      list: [notice(1, 'https://provider.example/notice'), notice(2)],
      total: 15,
      page: 1,
      page_size: 10,
      unread: 13,
    }),
    '/merchant/api-news/read': () => ({ unread: 12 }),
  });
  const shell = renderWithShell(
    <>
      <NewsBar />
      <NewsPanel />
    </>,
    { http, path: '/dashboard' },
  );
  const news = shell.container.get<NewsStore>(TOKENS.NewsStore);
  await act(() => news.load());
  act(() => news.setPanelOpen(true));
  return { ...shell, requests };
}

describe('NewsBar and NewsPanel', () => {
  it('count the unread notices the server counts, not the loaded page', async () => {
    await renderNews();
    expect(await screen.findByRole('button', { name: 'All notices (13 unread)' })).toBeTruthy();
  });

  it('a link notice opens in a new tab with rel="noopener" and is marked read', async () => {
    const { browser, requests } = await renderNews();
    const panel = await screen.findByRole('dialog', { name: 'Notices' });
    const link = within(panel).getByRole('link', { name: /Notice 1/ });
    expect(link.getAttribute('href')).toBe('https://provider.example/notice');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.textContent).toContain('(opens in a new tab)');
    // happy-dom does not follow links; the click must still mark the notice read
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(link);
    expect(requests.at(-1)).toMatchObject({ path: '/merchant/api-news/read', body: { id: 1 } });
    expect(browser.calls.assigned).toEqual([]);
    expect(await screen.findByRole('button', { name: 'All notices (12 unread)' })).toBeTruthy();
  });

  it('a notice without a link stays a button', async () => {
    await renderNews();
    const panel = await screen.findByRole('dialog', { name: 'Notices' });
    expect(within(panel).getByRole('button', { name: 'New Notice 2' })).toBeTruthy();
  });
});
