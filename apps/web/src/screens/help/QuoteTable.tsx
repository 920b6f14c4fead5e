import type { OrderFees, OrderQuote } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../kit/DataTable';
import { DataTable } from '../../kit/DataTable';
import { moneyText } from '../../format/money';

type MoneyKey = Exclude<keyof OrderFees, 'channel' | 'chargeable_weight_g'>;

/** One row per channel: its fees (the columns asked for), or why it cannot carry the parcel. */
export function QuoteTable(props: {
  quotes: readonly OrderQuote[];
  fees: readonly (readonly [MoneyKey, string])[];
  idPrefix: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (quote: OrderQuote, key: MoneyKey) =>
    quote.fees === null ? '' : moneyText(quote.fees[key], i18n.language);
  const columns: readonly Column<OrderQuote>[] = [
    { header: 'UI.HELP.COL_CHANNEL', cell: (q) => `${q.channel_name} (${q.channel})` },
    {
      header: 'UI.HELP.COL_WEIGHT',
      align: 'right',
      cell: (q) => q.fees?.chargeable_weight_g ?? '',
    },
    ...props.fees.map(([key, header]): Column<OrderQuote> => ({
      header,
      align: 'right',
      cell: (q) => money(q, key),
    })),
    {
      header: 'UI.HELP.COL_NOTE',
      cell: (q) => (q.refusal === null ? '' : t(q.refusal.code, q.refusal.params)),
    },
  ];
  return (
    <DataTable
      rows={props.quotes}
      columns={columns}
      rowKey={(q) => q.channel}
      aria-label={props.idPrefix}
    />
  );
}
