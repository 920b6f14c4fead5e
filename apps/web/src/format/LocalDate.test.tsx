import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tableHttpClient } from '../test/fakes';
import { renderWithShell } from '../test/render';
import { LocalDate, LocalDateTime } from './LocalDate';

const instant = new Date(2026, 10, 23, 20, 32, 12).toISOString();

describe('LocalDate and LocalDateTime', () => {
  it.each([
    [undefined, '23 Nov 2026', '23 Nov 2026, 20:32:12'],
    ['zh', '2026年11月23日', '2026年11月23日 20:32:12'],
  ] as const)('in %s show %s and %s', async (language, date, dateTime) => {
    renderWithShell(
      <p>
        <span data-testid="date">
          <LocalDate value={instant} />
        </span>
        <span data-testid="time">
          <LocalDateTime value={instant} />
        </span>
      </p>,
      {
        http: tableHttpClient({}).http,
        cookies: language === undefined ? {} : { language },
      },
    );
    expect((await screen.findByTestId('date')).textContent).toBe(date);
    expect(screen.getByTestId('time').textContent).toBe(dateTime);
  });
});
