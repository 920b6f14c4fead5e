import type { WaybillRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Form, Icon, Message } from 'semantic-ui-react';
import type { BillingGateway } from '../../gateways/billing-gateway';
import type { Column } from '../../kit/DataTable';
import {
  DataTable,
  figureColumn,
  moneyColumn,
  timeColumn,
  warehouseColumn,
} from '../../kit/DataTable';
import { Section } from '../../kit/Layout';
import { saveFile } from '../../kit/save-file';
import { statusLabel } from '../../kit/status-label';
import { useScreenModel } from '../../kit/use-screen';
import { QuotationDownload, WaybillQueryModel } from './waybill-model';

const columns: readonly Column<WaybillRow>[] = [
  {
    header: 'UI.WAYBILL.TRACKING_NO',
    cell: (row, { t }) => row.tracking_no || t('UI.WAYBILL.NOT_SHIPPED'),
  },
  { header: 'UI.WAYBILL.ORDER_NO', cell: (row) => row.order_no },
  { header: 'UI.WAYBILL.REFERENCE_NO', cell: (row) => row.reference_no },
  warehouseColumn('UI.WAYBILL.WAREHOUSE'),
  { header: 'UI.WAYBILL.CHANNEL', cell: (row) => row.channel },
  { header: 'UI.WAYBILL.STATUS', cell: (row, { t }) => t(statusLabel('order', row.status)) },
  figureColumn('UI.WAYBILL.WEIGHT', (row) =>
    row.chargeable_weight_g === null ? '' : (row.chargeable_weight_g / 1000).toFixed(3),
  ),
  moneyColumn('UI.WAYBILL.CHARGED', (row) => row.charged),
  timeColumn('UI.WAYBILL.CREATED', (row) => row.created_at),
];

/**
 * The waybill query of the billing area: orders by order, reference or tracking number (pasted,
 * at most 500) with their waybill and what each was charged, and the numbers found nowhere.
 */
export const WaybillQuery = observer(function WaybillQuery(props: { gateway: BillingGateway }) {
  const { t } = useTranslation();
  const model = useScreenModel(() => new WaybillQueryModel(props.gateway));
  const { problem, result } = model;
  return (
    <Section id="waybill-title" title={t('UI.WAYBILL.TITLE')} className="waybill-query">
      <Form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void model.search();
        }}
      >
        <div className={problem === undefined ? 'field' : 'field error'}>
          <label htmlFor="waybill-numbers">{t('UI.WAYBILL.NUMBERS')}</label>
          <textarea
            id="waybill-numbers"
            rows={3}
            placeholder={t('UI.WAYBILL.NUMBERS_HINT')}
            value={model.numbers}
            aria-invalid={problem !== undefined}
            aria-describedby={problem === undefined ? undefined : 'waybill-numbers-error'}
            onChange={(event) => model.setNumbers(event.target.value)}
          />
          {problem !== undefined && (
            <div id="waybill-numbers-error" className="ui pointing red basic label" role="alert">
              {t(problem.code, { ...problem.params })}
            </div>
          )}
        </div>
        <Button type="submit" primary loading={model.searching} disabled={model.searching}>
          <Icon name="search" aria-hidden="true" />
          {t('UI.WAYBILL.SEARCH')}
        </Button>
      </Form>
      {result !== undefined && result.not_found.length > 0 && (
        <Message warning id="waybill-not-found">
          {t('UI.WAYBILL.NOT_FOUND', { numbers: result.not_found.join(', ') })}
        </Message>
      )}
      {result !== undefined &&
        (result.list.length === 0 ? (
          <p className="list-empty">{t('UI.WAYBILL.EMPTY')}</p>
        ) : (
          <DataTable
            rows={result.list}
            columns={columns}
            rowKey={(row) => row.order_id}
            aria-labelledby="waybill-title"
          />
        ))}
    </Section>
  );
});

/** The quotation (rate card) download: the XLSX saved, busy while it runs, a failure said. */
export const QuotationButton = observer(function QuotationButton(props: {
  gateway: BillingGateway;
}) {
  const { t } = useTranslation();
  const model = useScreenModel(() => new QuotationDownload(props.gateway));
  const download = async () => {
    const file = await model.download();
    if (file !== undefined) saveFile(file.body, file.name);
  };
  return (
    <>
      <Button
        type="button"
        basic
        id="quotation-download"
        loading={model.downloading}
        disabled={model.downloading}
        aria-busy={model.downloading}
        onClick={() => void download()}
      >
        <Icon name="download" aria-hidden="true" />
        {t('UI.QUOTATION.DOWNLOAD')}
      </Button>
      {model.failed && (
        <Message negative role="alert" id="quotation-problem">
          {t('UI.QUOTATION.DOWNLOAD_FAILED')}
        </Message>
      )}
    </>
  );
});
