import type { InvoiceTitleRow } from '@portal/contract';
import { SETTINGS_USER_ROUTES as SETTINGS } from '@portal/contract/routes';
import { CURRENCIES } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Form, Icon, Segment } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { ActionButtons } from '../../kit/Actions';
import type { Column } from '../../kit/DataTable';
import { FormFields } from '../../kit/FormFields';
import { ListScreen } from '../../kit/ListScreen';
import { useScreenModel } from '../../kit/use-screen';
import type { InvoiceValues } from './settings-model';
import { invoiceForm, invoiceList, invoiceValues } from './settings-model';

const K = 'UI.SETTINGS_USER.';
type Action = 'edit' | 'delete';

/** Invoice titles (/setting/user/billRise): template name, company, address, currency. */
const InvoiceTitleScreen = observer(function InvoiceTitleScreen() {
  const { t } = useTranslation();
  const api = useInjection(TOKENS.Api);
  const { list, form } = useScreenModel(() => ({
    list: invoiceList(api),
    form: invoiceForm(),
  }));
  const editing = form.values.id !== undefined;
  const save = async () => {
    const saved = await form.save('submit', (fields) =>
      api.callAssembled(SETTINGS.invoiceTitleSave, fields, { noAlert: true }),
    );
    if (saved === undefined) return;
    form.reset();
    await list.load();
  };
  const act = async (row: InvoiceTitleRow, action: Action) => {
    if (action === 'edit') return form.reset(invoiceValues(row));
    await api.call(SETTINGS.invoiceTitleDelete, { id: row.id });
    await list.load();
  };
  const columns: readonly Column<InvoiceTitleRow>[] = [
    { header: `${K}TEMPLATE_NAME`, cell: (row) => row.template_name },
    { header: `${K}COMPANY`, cell: (row) => row.company },
    { header: `${K}ADDRESS`, cell: (row) => row.address },
    { header: `${K}CURRENCY`, cell: (row) => row.currency },
    {
      header: `${K}ACTIONS`,
      collapsing: true,
      cell: (row, view) => (
        <ActionButtons<Action>
          size="mini"
          actions={['edit', 'delete']}
          label={(action) => view.t(action === 'edit' ? `${K}EDIT` : `${K}DELETE`)}
          look={(action) => ({
            basic: true,
            name: `${view.t(action === 'edit' ? `${K}EDIT` : `${K}DELETE`)} ${row.template_name}`,
          })}
          ask={(action) =>
            action === 'delete'
              ? {
                  header: view.t(`${K}DELETE_INVOICE_TITLE`),
                  content: view.t(`${K}DELETE_INVOICE_TEXT`, { name: row.template_name }),
                  confirm: view.t(`${K}DELETE`),
                }
              : undefined
          }
          onAct={(action) => void act(row, action)}
        />
      ),
    },
  ];
  return (
    <ListScreen
      list={list}
      title={`${K}INVOICE_TITLE`}
      empty={`${K}INVOICE_EMPTY`}
      className="settings-invoice-screen"
      idPrefix="invoice"
      columns={columns}
      filters={[]}
      before={
        <Segment as="section" aria-labelledby="invoice-form-title">
          <h2 id="invoice-form-title" className="ui small header">
            {t(editing ? `${K}EDIT_INVOICE_TITLE` : `${K}ADD_INVOICE_TITLE`)}
          </h2>
          <Form onSubmit={() => void save()} noValidate>
            <FormFields<InvoiceValues>
              form={form}
              idPrefix="invoice"
              group
              fields={[
                { name: 'template_name', label: `${K}TEMPLATE_NAME`, maxLength: 50 },
                { name: 'company', label: `${K}COMPANY`, maxLength: 100 },
                {
                  name: 'currency',
                  label: `${K}CURRENCY`,
                  kind: 'select',
                  options: CURRENCIES.map((c) => ({ value: c, text: c })),
                },
              ]}
            />
            <FormFields<InvoiceValues>
              form={form}
              idPrefix="invoice"
              fields={[{ name: 'address', label: `${K}ADDRESS`, maxLength: 150 }]}
            />
            <Button primary type="submit" loading={form.saving !== undefined}>
              <Icon name="save" aria-hidden="true" />
              {t(`${K}SAVE`)}
            </Button>
            {editing && (
              <Button type="button" onClick={() => form.reset()}>
                {t(`${K}CANCEL`)}
              </Button>
            )}
          </Form>
        </Segment>
      }
    />
  );
});

export default InvoiceTitleScreen;
