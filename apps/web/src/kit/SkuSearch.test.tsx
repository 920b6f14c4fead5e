import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../test/render';
import { tableHttpClient } from '../test/fakes';
import { SkuChoices } from './sku-choices';
import { SkuSearch } from './SkuSearch';

/** A search over a fixed list of SKUs, as the server's keyword filter would answer. */
const choicesOver = (...skus: string[]) =>
  new SkuChoices((keyword: string) =>
    Promise.resolve({ list: skus.filter((sku) => sku.includes(keyword)).map((sku) => ({ sku })) }),
  );

function renderSearch(choices: SkuChoices<{ readonly sku: string }>, language?: 'zh') {
  const { http } = tableHttpClient({});
  return renderWithShell(
    <SkuSearch
      choices={choices}
      id="rma-product-search"
      label="UI.RMA.PRODUCT_SEARCH"
      placeholder="UI.RMA.PRODUCT_SEARCH_HINT"
      none="UI.RMA.NO_ACTIVE_PRODUCTS"
      hintClassName="rma-hint"
    />,
    { http, cookies: language === undefined ? {} : { language } },
  );
}

const NONE = 'No active product found: only active products can be returned.';

describe('SkuSearch', () => {
  it('labels the search in the reader language with its hint as placeholder', () => {
    renderSearch(choicesOver('MUG-01'), 'zh');
    const box = screen.getByLabelText('查找已激活产品');
    expect(box.getAttribute('placeholder')).toBe('SKU 或名称');
  });

  it('searches as the user types and says when no active product is found', async () => {
    const choices = choicesOver('MUG-01', 'CUP-02');
    renderSearch(choices);
    await choices.search('');
    await waitFor(() => expect(screen.queryByText(NONE)).toBeNull());
    await userEvent.setup().type(screen.getByLabelText('Find active products'), 'LAMP');
    expect(await screen.findByText(NONE)).toBeTruthy();
    expect((screen.getByLabelText('Find active products') as HTMLInputElement).value).toBe('LAMP');
    expect(choices.keyword).toBe('LAMP');
  });

  it('shows no hint while a search is still running', () => {
    const choices = new SkuChoices<{ readonly sku: string }>(() => new Promise(() => {}));
    void choices.search('');
    renderSearch(choices);
    expect(screen.queryByText(NONE)).toBeNull();
  });
});
