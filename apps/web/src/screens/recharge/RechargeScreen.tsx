import type { TopUpRow } from '@portal/contract';
import { TOP_UP_METHODS, TOP_UP_STATUSES } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Header, Message, Segment } from 'semantic-ui-react';
import { FieldError } from '../../components/FieldError';
import { FileButton } from '../../components/FileButton';
import { ListFilterSelect } from '../../components/ListFilterSelect';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { localTime } from '../../format/local-time';
import { moneyText } from '../../format/money';
import type { Column } from '../../kit/DataTable';
import { PagedTable } from '../../kit/DataTable';
import { FormFields } from '../../kit/FormFields';
import { useScreenModel } from '../../kit/use-screen';
import { METHOD_KEYS, RechargeModel, STATUS_KEYS } from './recharge-model';
import { TransactionsTable } from './TransactionsTable';

const columns: readonly Column<TopUpRow>[] = [
  { header: 'UI.RECHARGE.DATE', cell: (row, { language }) => localTime(row.created_at, language) },
  {
    header: 'UI.RECHARGE.AMOUNT',
    cell: (row, { language }) => moneyText(row.amount, language),
    align: 'right',
  },
  { header: 'UI.RECHARGE.METHOD', cell: (row, { t }) => t(METHOD_KEYS[row.method]) },
  { header: 'UI.RECHARGE.STATUS', cell: (row, { t }) => t(STATUS_KEYS[row.status]) },
  { header: 'UI.RECHARGE.REASON', cell: (row) => row.reason ?? '' },
  {
    header: 'UI.RECHARGE.DECIDED',
    cell: (row, { language }) =>
      row.decided_at === null ? '' : localTime(row.decided_at, language),
  },
];

/** Recharge: ask the provider to credit a transfer, follow each request, and every transaction. */
const RechargeScreen = observer(function RechargeScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.BillingGateway);
  const model = useScreenModel(() => new RechargeModel(gateway));
  const { form, list } = model;
  useEffect(() => void list.load(), [list]);
  const proofError = form.error('proof');
  return (
    <div className="screen recharge-screen">
      <Header as="h1">{t('UI.RECHARGE.TITLE')}</Header>
      <Segment as="section" aria-labelledby="recharge-form-title">
        <Header as="h2" size="small" id="recharge-form-title">
          {t('UI.RECHARGE.NEW')}
        </Header>
        <p>{t('UI.RECHARGE.HINT')}</p>
        <Form noValidate onSubmit={() => void model.submit()} className="recharge-form">
          <FormFields
            form={form}
            idPrefix="recharge"
            group
            fields={[
              { name: 'amount', label: 'UI.RECHARGE.AMOUNT', inputMode: 'decimal' },
              {
                name: 'method',
                label: 'UI.RECHARGE.METHOD',
                kind: 'select',
                options: TOP_UP_METHODS.map((method) => ({
                  value: method,
                  text: t(METHOD_KEYS[method]),
                })),
              },
            ]}
          />
          <div className={proofError === undefined ? 'field' : 'field error'}>
            <label htmlFor="recharge-proof">{t('UI.RECHARGE.PROOF')}</label>
            {/* the button speaks the screen's language, where the browser's own input did not */}
            <FileButton
              id="recharge-proof"
              text={t('UI.COMMON.CHOOSE_FILE')}
              accept="image/jpeg,image/png,image/gif"
              invalid={proofError !== undefined}
              describedBy={proofError === undefined ? undefined : 'recharge-proof-error'}
              onFiles={(files) => form.set('proof', files[0] ?? null)}
            />
            {form.values.proof !== null && (
              <p role="status">{t('UI.RECHARGE.PROOF_CHOSEN', { name: form.values.proof.name })}</p>
            )}
            <FieldError id="recharge-proof-error" error={proofError} />
          </div>
          {form.saveError !== undefined && <Message negative content={form.saveError} />}
          <Button
            primary
            type="submit"
            loading={form.saving !== undefined}
            disabled={form.saving !== undefined}
          >
            {t('UI.RECHARGE.SUBMIT')}
          </Button>
        </Form>
      </Segment>
      <Header as="h2" size="small">
        {t('UI.RECHARGE.HISTORY')}
      </Header>
      <Form className="list-toolbar" onSubmit={(event) => event.preventDefault()}>
        <ListFilterSelect
          list={list}
          filter="status"
          id="recharge-status-filter"
          label={t('UI.RECHARGE.STATUS')}
          options={TOP_UP_STATUSES.map((status) => ({
            value: status,
            text: t(STATUS_KEYS[status]),
          }))}
        />
      </Form>
      <PagedTable
        list={list}
        columns={columns}
        empty={t('UI.RECHARGE.EMPTY')}
        idPrefix="recharge"
      />
      <TransactionsTable gateway={gateway} />
    </div>
  );
});

export default RechargeScreen;
