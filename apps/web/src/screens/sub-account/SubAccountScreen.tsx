import type { SubAccountRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Form, Icon, Label, Message } from 'semantic-ui-react';
import type { SelectOption } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { ActionButtons } from '../../kit/Actions';
import type { Column } from '../../kit/DataTable';
import { DataTable } from '../../kit/DataTable';
import { FormFields } from '../../kit/FormFields';
import { LoadState, ScreenTitle, Section } from '../../kit/Layout';
import { useScreenModel, useWhenShown } from '../../kit/use-screen';
import { BUILT_IN_KEYS, roleName } from './role-texts';
import { customRoleValue, SubAccountScreenModel } from './sub-account-model';

type RowAction = 'edit' | 'disable' | 'enable' | 'delete';

const ACTION_KEYS: Readonly<Record<RowAction, readonly [label: string, name: string]>> = {
  edit: ['UI.SUB_ACCOUNT.EDIT', 'UI.SUB_ACCOUNT.EDIT_ROW'],
  disable: ['UI.SUB_ACCOUNT.DISABLE', 'UI.SUB_ACCOUNT.DISABLE_ROW'],
  enable: ['UI.SUB_ACCOUNT.ENABLE', 'UI.SUB_ACCOUNT.ENABLE_ROW'],
  delete: ['UI.SUB_ACCOUNT.DELETE', 'UI.SUB_ACCOUNT.DELETE_ROW'],
};

function columns(model: SubAccountScreenModel): readonly Column<SubAccountRow>[] {
  return [
    { header: 'UI.SUB_ACCOUNT.USERNAME', cell: (row) => row.username },
    { header: 'UI.SUB_ACCOUNT.REAL_NAME', cell: (row) => row.real_name },
    { header: 'UI.SUB_ACCOUNT.ROLE', cell: (row, { t }) => roleName(row.role, row.role_name, t) },
    { header: 'UI.SUB_ACCOUNT.EMAIL', cell: (row) => row.email },
    { header: 'UI.SUB_ACCOUNT.PHONE', cell: (row) => row.phone },
    {
      header: 'UI.SUB_ACCOUNT.STATUS',
      cell: (row, { t }) => (
        <Label size="small" basic={!row.enabled}>
          {t(row.enabled ? 'UI.SUB_ACCOUNT.ENABLED' : 'UI.SUB_ACCOUNT.DISABLED')}
        </Label>
      ),
    },
    {
      header: 'UI.SUB_ACCOUNT.ACTIONS',
      collapsing: true,
      cell: (row, { t }) => (
        <ActionButtons<RowAction>
          actions={['edit', row.enabled ? 'disable' : 'enable', 'delete']}
          label={(action) => t(ACTION_KEYS[action][0])}
          look={(action) => ({
            basic: true,
            negative: action === 'delete',
            name: t(ACTION_KEYS[action][1], { name: row.username }),
          })}
          ask={(action) =>
            action === 'delete'
              ? {
                  header: t('UI.SUB_ACCOUNT.DELETE_TITLE'),
                  content: t('UI.SUB_ACCOUNT.DELETE_TEXT', { name: row.username }),
                  confirm: t('UI.SUB_ACCOUNT.DELETE'),
                }
              : action === 'disable'
                ? {
                    header: t('UI.SUB_ACCOUNT.DISABLE_TITLE'),
                    content: t('UI.SUB_ACCOUNT.DISABLE_TEXT', { name: row.username }),
                    confirm: t('UI.SUB_ACCOUNT.DISABLE'),
                  }
                : undefined
          }
          onAct={(action) => {
            if (action === 'edit') model.startEdit(row);
            else if (action === 'delete') void model.remove(row);
            else void model.setEnabled(row, action === 'enable');
          }}
        />
      ),
    },
  ];
}

/** /setting/subAccount/account: the sub-accounts, and the form of one (create or edit). */
const SubAccountScreen = observer(function SubAccountScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.SubAccountGateway);
  const model = useScreenModel(() => new SubAccountScreenModel(gateway));
  useWhenShown(() => void model.load(), [model]);
  const data = model.accounts.value;
  const roles = model.roles.value;
  const { form, editing } = model;
  const roleOptions: SelectOption[] = [
    ...(roles?.built_in ?? []).map((role) => ({ value: role, text: t(BUILT_IN_KEYS[role][0]) })),
    ...(roles?.custom ?? []).map((role) => ({ value: customRoleValue(role.id), text: role.name })),
  ];
  const password = (name: 'password' | 'password_confirmation', label: string) => (
    <TextField
      id={`sub-account-${name}`}
      label={t(label)}
      type="password"
      autoComplete="new-password"
      value={form.values[name]}
      error={form.error(name)}
      onValue={(value) => form.set(name, value)}
    />
  );
  return (
    <div className="screen sub-account-screen">
      <ScreenTitle title={t('UI.SUB_ACCOUNT.TITLE')}>
        <Button primary type="button" onClick={model.startCreate}>
          <Icon name="plus" aria-hidden="true" />
          {t('UI.SUB_ACCOUNT.NEW')}
        </Button>
      </ScreenTitle>
      {data === undefined ? (
        <LoadState
          failed={model.accounts.failed}
          text="UI.SUB_ACCOUNT.LOAD_FAILED"
          retry={model.load}
        />
      ) : (
        <>
          {model.actionError !== undefined && (
            <Message
              negative
              role="alert"
              content={t('UI.SUB_ACCOUNT.ACTION_FAILED', { reason: model.actionError })}
            />
          )}
          <div className="list-table-wrap">
            <DataTable
              rows={data.list}
              rowKey={(row) => row.id}
              columns={columns(model)}
              aria-label={t('UI.SUB_ACCOUNT.TITLE')}
            />
          </div>
          {data.list.length === 0 && (
            <p className="sub-account-empty">{t('UI.SUB_ACCOUNT.EMPTY')}</p>
          )}
          <Section
            id="sub-account-form-title"
            segment
            title={
              editing === undefined
                ? t('UI.SUB_ACCOUNT.FORM_NEW')
                : t('UI.SUB_ACCOUNT.FORM_EDIT', { name: editing.username })
            }
          >
            <Form noValidate className="sub-account-form" onSubmit={() => void model.save()}>
              <FormFields
                form={form}
                idPrefix="sub-account"
                fields={[
                  {
                    name: 'username',
                    label: 'UI.SUB_ACCOUNT.USERNAME',
                    maxLength: 50,
                    autoComplete: 'off',
                  },
                  {
                    name: 'role',
                    kind: 'select',
                    label: 'UI.SUB_ACCOUNT.ROLE',
                    placeholder: 'UI.SUB_ACCOUNT.CHOOSE_ROLE',
                    options: roleOptions,
                  },
                  { name: 'real_name', label: 'UI.SUB_ACCOUNT.REAL_NAME', maxLength: 50 },
                  { name: 'email', label: 'UI.SUB_ACCOUNT.EMAIL', maxLength: 50 },
                  {
                    name: 'phone',
                    label: 'UI.SUB_ACCOUNT.PHONE',
                    inputMode: 'numeric',
                    maxLength: 20,
                  },
                ]}
              />
              {password('password', 'UI.SUB_ACCOUNT.PASSWORD')}
              {password('password_confirmation', 'UI.SUB_ACCOUNT.PASSWORD_CONFIRMATION')}
              {editing !== undefined && (
                <p className="sub-account-hint">{t('UI.SUB_ACCOUNT.PASSWORD_KEEP_HINT')}</p>
              )}
              {form.saveError !== undefined && (
                <Message
                  negative
                  role="alert"
                  content={t('UI.SUB_ACCOUNT.SAVE_FAILED', { reason: form.saveError })}
                />
              )}
              <Button
                primary
                type="submit"
                loading={form.saving !== undefined}
                disabled={form.saving !== undefined}
              >
                {t('UI.SUB_ACCOUNT.SAVE')}
              </Button>
              {editing !== undefined && (
                <Button type="button" onClick={model.startCreate}>
                  {t('UI.SUB_ACCOUNT.CANCEL_EDIT')}
                </Button>
              )}
            </Form>
          </Section>
        </>
      )}
    </div>
  );
});

export default SubAccountScreen;
