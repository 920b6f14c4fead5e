import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Header, Icon, Label, Message, Statistic, Table } from 'semantic-ui-react';
import { PageLoader } from '../../components/PageLoader';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import type { AppStore } from '../../stores/app-store';
import { localTime } from '../../format/local-time';
import type { ProductGateway } from '../../gateways/product-gateway';
import { productPath } from './product-labels';
import { UploadResultModel, uploadIdOf } from './upload-result';
import { useActivePane } from './use-active-pane';

/** The result of a batch upload: the file, its totals and each row's verdict with its messages. */
const UploadResultScreen = observer(function UploadResultScreen() {
  const { t } = useTranslation();
  const gateway = useInjection<ProductGateway>(TOKENS.ProductGateway);
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const [model] = useState(() => new UploadResultModel(gateway));
  const { active, search } = useActivePane();
  const id = uploadIdOf(search);
  // the kept-alive pane reads the query only while shown; a new upload brings a new id
  useEffect(() => {
    if (active && id !== model.id) void model.load(id);
  }, [active, id, model]);
  const result = model.result;
  const back = (
    <Link to={productPath('warehouse.product.list')}>{t('UI.PRODUCT.FORM.BACK_TO_LIST')}</Link>
  );

  let body;
  if (model.loading) body = <PageLoader />;
  else if (model.failed)
    body = (
      <Message negative role="alert">
        {t('UI.PRODUCT.UPLOAD.LOAD_FAILED')}
      </Message>
    );
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
        <dl className="product-detail-fields">
          <div className="product-detail-field">
            <dt>{t('UI.PRODUCT.UPLOAD.FILE')}</dt>
            <dd>{result.file_name}</dd>
          </div>
          <div className="product-detail-field">
            <dt>{t('UI.PRODUCT.UPLOAD.UPLOADED_AT')}</dt>
            <dd>{localTime(result.created_at, app.language)}</dd>
          </div>
        </dl>
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
          <Table compact celled unstackable aria-label={t('UI.PRODUCT.UPLOAD.ROWS')}>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell collapsing>{t('UI.PRODUCT.UPLOAD.ROW')}</Table.HeaderCell>
                <Table.HeaderCell>{t('UI.PRODUCT.FIELD.SKU')}</Table.HeaderCell>
                <Table.HeaderCell>{t('UI.PRODUCT.UPLOAD.RESULT')}</Table.HeaderCell>
                <Table.HeaderCell>{t('UI.PRODUCT.UPLOAD.MESSAGES')}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.rows.map((row) => (
                <Table.Row key={row.row} negative={!row.ok}>
                  <Table.Cell>{row.row}</Table.Cell>
                  <Table.Cell>
                    {row.ok && row.product_id !== null ? (
                      <Link
                        to={productPath('warehouse.product.detail', {
                          product_id: String(row.product_id),
                        })}
                      >
                        {row.sku}
                      </Link>
                    ) : (
                      row.sku
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Label size="small" color={row.ok ? 'green' : 'red'}>
                      {t(row.ok ? 'UI.PRODUCT.UPLOAD.OK' : 'UI.PRODUCT.UPLOAD.ROW_FAILED')}
                    </Label>
                  </Table.Cell>
                  <Table.Cell>
                    {row.msg.length > 0 && (
                      <ul className="product-failures">
                        {row.msg.map((text, index) => (
                          <li key={index}>{text}</li>
                        ))}
                      </ul>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        )}
      </>
    );

  return (
    <div className="screen product-upload-result">
      <div className="screen-title-row">
        <Header as="h1">{t('ROUTE.PRODUCT_UPLOAD_RESULT')}</Header>
        {back}
      </div>
      {body}
    </div>
  );
});

export default UploadResultScreen;
