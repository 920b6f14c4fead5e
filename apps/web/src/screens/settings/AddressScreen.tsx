import type { AddressRow } from '@portal/contract';
import { SETTINGS_USER_ROUTES as SETTINGS } from '@portal/contract/routes';
import { ADDRESS_TYPES } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Form, Icon, Label, Segment } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { ActionButtons } from '../../kit/Actions';
import type { Column } from '../../kit/DataTable';
import { FormFields } from '../../kit/FormFields';
import { ListScreen } from '../../kit/ListScreen';
import { useScreenModel } from '../../kit/use-screen';
import type { AddressValues } from './settings-model';
import { ADDRESS_TYPE_LABELS, addressForm, addressList, addressValues } from './settings-model';

const K = 'UI.SETTINGS_USER.';
type Action = 'edit' | 'default' | 'delete';

/**
 * The address book: sender, recipient and pickup addresses, filtered by kind; a form above the
 * list adds or edits one (the domain's rules as the user types), each row sets its kind's default
 * or is deleted after a question.
 */
const AddressScreen = observer(function AddressScreen() {
  const { t } = useTranslation();
  const api = useInjection(TOKENS.Api);
  const { list, form } = useScreenModel(() => ({
    list: addressList(api),
    form: addressForm(),
  }));
  const editing = form.values.id !== undefined;
  const save = async () => {
    const saved = await form.save('submit', (fields) =>
      api.callAssembled(SETTINGS.addressSave, fields, { noAlert: true }),
    );
    if (saved === undefined) return;
    form.reset();
    await list.load();
  };
  const act = async (row: AddressRow, action: Action) => {
    if (action === 'edit') return form.reset(addressValues(row));
    await (action === 'default'
      ? api.call(SETTINGS.addressDefault, { id: row.id })
      : api.call(SETTINGS.addressDelete, { id: row.id }));
    await list.load();
  };
  const typeOptions = ADDRESS_TYPES.map((type) => ({
    value: type,
    text: t(ADDRESS_TYPE_LABELS[type]),
  }));
  const columns: readonly Column<AddressRow>[] = [
    { header: `${K}ADDRESS_TYPE`, cell: (row, view) => view.t(ADDRESS_TYPE_LABELS[row.type]) },
    {
      header: `${K}CONTACT`,
      cell: (row, view) => (
        <>
          {row.name}{' '}
          {row.is_default && (
            <Label size="mini" color="teal">
              {view.t(`${K}DEFAULT`)}
            </Label>
          )}
        </>
      ),
    },
    { header: `${K}ADDRESS`, cell: (row) => row.address },
    { header: `${K}CITY`, cell: (row) => row.city },
    { header: `${K}COUNTRY`, cell: (row) => row.country },
    { header: `${K}POSTCODE`, cell: (row) => row.postcode },
    { header: `${K}PHONE`, cell: (row) => row.phone },
    {
      header: `${K}ACTIONS`,
      collapsing: true,
      cell: (row, view) => (
        <ActionButtons<Action>
          size="mini"
          actions={row.is_default ? ['edit', 'delete'] : ['edit', 'default', 'delete']}
          label={(action) =>
            view.t(
              action === 'edit'
                ? `${K}EDIT`
                : action === 'default'
                  ? `${K}SET_DEFAULT`
                  : `${K}DELETE`,
            )
          }
          look={(action) => ({
            basic: true,
            name: `${view.t(`${K}${action === 'default' ? 'SET_DEFAULT' : action.toUpperCase()}`)} ${row.name}`,
          })}
          ask={(action) =>
            action === 'delete'
              ? {
                  header: view.t(`${K}DELETE_ADDRESS_TITLE`),
                  content: view.t(`${K}DELETE_ADDRESS_TEXT`, {
                    name: row.name,
                    address: row.address,
                  }),
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
      title={`${K}ADDRESS_TITLE`}
      empty={`${K}ADDRESS_EMPTY`}
      className="settings-address-screen"
      idPrefix="address"
      columns={columns}
      filters={[
        {
          kind: 'select',
          filter: 'type',
          id: 'address-filter-type',
          label: `${K}ADDRESS_TYPE`,
          options: typeOptions,
        },
      ]}
      before={
        <Segment as="section" aria-labelledby="address-form-title">
          <h2 id="address-form-title" className="ui small header">
            {t(editing ? `${K}EDIT_ADDRESS` : `${K}ADD_ADDRESS`)}
          </h2>
          <Form onSubmit={() => void save()} noValidate>
            <FormFields<AddressValues>
              form={form}
              idPrefix="address"
              group
              fields={[
                { name: 'type', label: `${K}ADDRESS_TYPE`, kind: 'select', options: typeOptions },
                { name: 'name', label: `${K}CONTACT`, maxLength: 20 },
                { name: 'phone', label: `${K}PHONE`, inputMode: 'numeric' },
              ]}
            />
            <FormFields<AddressValues>
              form={form}
              idPrefix="address"
              group
              fields={[
                { name: 'country', label: `${K}COUNTRY`, maxLength: 2 },
                { name: 'city', label: `${K}CITY` },
                { name: 'postcode', label: `${K}POSTCODE` },
              ]}
            />
            <FormFields<AddressValues>
              form={form}
              idPrefix="address"
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

export default AddressScreen;
