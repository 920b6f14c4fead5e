import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProductUploadResult } from '@portal/contract';
import { Icon, Label, Statistic } from 'semantic-ui-react';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import { localTime } from '../../format/local-time';
import type { Column } from '../../kit/DataTable';
import { DataTable } from '../../kit/DataTable';
import { Facts } from '../../kit/Facts';
import { LoadState, ScreenTitle } from '../../kit/Layout';
import { useActivePane, useScreenModel } from '../../kit/use-screen';
import { productPath } from './product-labels';
import { UploadResultModel, uploadIdOf } from './upload-result';

type ResultRow = ProductUploadResult['rows'][number];

const COLUMNS: readonly Column<ResultRow>[] = [
  { header: 'UI.PRODUCT.UPLOAD.ROW', cell: (row) => row.row, collapsing: true },
  {
    header: 'UI.PRODUCT.FIELD.SKU',
    cell: (row) =>
      row.ok && row.product_id !== null ? (
        <Link to={productPath('warehouse.product.detail', { product_id: String(row.product_id) })}>
          {row.sku}
        </Link>
      ) : (
        row.sku
      ),
  },
  {
    header: 'UI.PRODUCT.UPLOAD.RESULT',
    cell: (row, { t }) => (
      <Label size="small" color={row.ok ? 'green' : 'red'}>
        {t(row.ok ? 'UI.PRODUCT.UPLOAD.OK' : 'UI.PRODUCT.UPLOAD.ROW_FAILED')}
      </Label>
    ),
  },
  {
    header: 'UI.PRODUCT.UPLOAD.MESSAGES',
    cell: (row) =>
      row.msg.length > 0 && (
        <ul className="product-failures">
          {row.msg.map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </ul>
      ),
  },
];

/** The result of a batch upload: the file, its totals and each row's verdict with its messages. */
const UploadResultScreen = observer(function UploadResultScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.ProductGateway);
  const app = useInjection(TOKENS.AppStore);
  const model = useScreenModel(() => new UploadResultModel(gateway));
  const { active, search } = useActivePane();
  const id = uploadIdOf(search);
  // the kept-alive pane reads the query only while shown; a new upload brings a new id
  useEffect(() => {
    if (active && id !== model.id) void model.load(id);
  }, [active, id, model]);
  const { value: result, loading, failed } = model.record;
  const back = { to: productPath('warehouse.product.list'), text: 'UI.PRODUCT.FORM.BACK_TO_LIST' };

  let body;
  if (loading || failed) body = <LoadState failed={failed} text="UI.PRODUCT.UPLOAD.LOAD_FAILED" />;
  else if (result === undefined)
    body = (
      <p className="empty-state" role="status">
        <Icon name="inbox" aria-hidden="true" />
        {t('UI.PRODUCT.UPLOAD.MISSING')}
      </p>
    );
  else
    body = (
      <>
        <Facts
          className="product-detail-fields"
          itemClassName="product-detail-field"
          facts={[
            [t('UI.PRODUCT.UPLOAD.FILE'), result.file_name],
            [t('UI.PRODUCT.UPLOAD.UPLOADED_AT'), localTime(result.created_at, app.language)],
          ]}
        />
        <Statistic.Group size="mini">
          <Statistic label={t('UI.PRODUCT.UPLOAD.TOTAL')} value={result.total} />
          <Statistic color="green" label={t('UI.PRODUCT.UPLOAD.CREATED')} value={result.created} />
          <Statistic color="red" label={t('UI.PRODUCT.UPLOAD.FAILED')} value={result.failed} />
        </Statistic.Group>
        {result.rows.length === 0 ? (
          <p className="empty-state" role="status">
            <Icon name="inbox" aria-hidden="true" />
            {t('UI.PRODUCT.UPLOAD.EMPTY')}
          </p>
        ) : (
          <DataTable
            rows={result.rows}
            columns={COLUMNS}
            rowKey={(row) => row.row}
            rowState={(row) => ({ negative: !row.ok })}
            aria-label={t('UI.PRODUCT.UPLOAD.ROWS')}
          />
        )}
      </>
    );

  return (
    <div className="screen product-upload-result">
      <ScreenTitle title={t('ROUTE.PRODUCT_UPLOAD_RESULT')}>
        <Link to={back.to}>{t(back.text)}</Link>
      </ScreenTitle>
      {body}
    </div>
  );
});

export default UploadResultScreen;
