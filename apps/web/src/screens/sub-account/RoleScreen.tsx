import type { CustomRole } from '@portal/contract';
import type { BuiltInRole } from '@portal/domain';
import { PERMISSION_ACTIONS } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Form, Icon, Label, Message } from 'semantic-ui-react';
import { FieldError } from '../../components/FieldError';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { ActionButtons } from '../../kit/Actions';
import type { Column } from '../../kit/DataTable';
import { DataTable } from '../../kit/DataTable';
import { FormFields } from '../../kit/FormFields';
import { LoadState, ScreenTitle, Section } from '../../kit/Layout';
import { useScreenModel, useWhenShown } from '../../kit/use-screen';
import type { RoleScreenModel } from './role-model';
import { RoleScreenModel as Model } from './role-model';
import { ACTION_KEYS, areaName, BUILT_IN_KEYS } from './role-texts';

type RoleRow =
  | { readonly kind: 'built_in'; readonly name: BuiltInRole }
  | { readonly kind: 'custom'; readonly role: CustomRole };

const rowName = (row: RoleRow, t: (key: string) => string) =>
  row.kind === 'custom' ? row.role.name : t(BUILT_IN_KEYS[row.name][0]);

function columns(model: RoleScreenModel): readonly Column<RoleRow>[] {
  return [
    { header: 'UI.ROLE.NAME', cell: (row, { t }) => rowName(row, t) },
    {
      header: 'UI.ROLE.KIND',
      cell: (row, { t }) =>
        row.kind === 'custom' ? (
          t('UI.ROLE.CUSTOM')
        ) : (
          <Label size="small">{t('UI.ROLE.BUILT_IN')}</Label>
        ),
    },
    {
      header: 'UI.ROLE.DESCRIPTION',
      cell: (row, { t }) =>
        row.kind === 'custom' ? row.role.description : t(BUILT_IN_KEYS[row.name][1]),
    },
    {
      header: 'UI.ROLE.HOLDERS',
      align: 'right',
      cell: (row) => (row.kind === 'custom' ? String(row.role.sub_accounts) : ''),
    },
    {
      header: 'UI.ROLE.ACTIONS',
      collapsing: true,
      cell: (row, { t }) =>
        row.kind === 'custom' && (
          <ActionButtons
            actions={['edit', 'delete'] as const}
            label={(action) => t(action === 'edit' ? 'UI.ROLE.EDIT' : 'UI.ROLE.DELETE')}
            look={(action) => ({
              negative: action === 'delete',
              basic: true,
              name: t(action === 'edit' ? 'UI.ROLE.EDIT_ROW' : 'UI.ROLE.DELETE_ROW', {
                name: row.role.name,
              }),
            })}
            ask={(action) =>
              action === 'delete'
                ? {
                    header: t('UI.ROLE.DELETE_TITLE'),
                    content: t('UI.ROLE.DELETE_TEXT', { name: row.role.name }),
                    confirm: t('UI.ROLE.DELETE'),
                  }
                : undefined
            }
            onAct={(action) =>
              action === 'edit' ? model.startEdit(row.role) : void model.remove(row.role)
            }
          />
        ),
    },
  ];
}

/**
 * The permission grid: one row per area, a box per permission and one for the whole area. Native
 * check boxes, each named "area: action", so the grid works from the keyboard and reads aloud.
 */
const PermissionGrid = observer(function PermissionGrid(props: { model: RoleScreenModel }) {
  const { t } = useTranslation();
  const { model } = props;
  const error = model.form.error('permissions');
  return (
    <fieldset
      className="role-permissions"
      aria-describedby={error === undefined ? undefined : 'role-permissions-error'}
    >
      <legend>{t('UI.ROLE.PERMISSIONS')}</legend>
      <table className="ui compact celled unstackable table">
        <thead>
          <tr>
            <th scope="col">{t('UI.ROLE.AREA')}</th>
            {PERMISSION_ACTIONS.map((action) => (
              <th key={action} scope="col">
                {t(ACTION_KEYS[action])}
              </th>
            ))}
            <th scope="col">{t('UI.ROLE.ALL')}</th>
          </tr>
        </thead>
        <tbody>
          {model.areas.map((area) => {
            const name = areaName(area, t);
            return (
              <tr key={area}>
                <th scope="row">{name}</th>
                {PERMISSION_ACTIONS.map((action) => (
                  <td key={action}>
                    <input
                      type="checkbox"
                      aria-label={t('UI.ROLE.GRANT', {
                        area: name,
                        action: t(ACTION_KEYS[action]),
                      })}
                      checked={model.granted(area, action)}
                      onChange={(event) => model.grant(area, action, event.target.checked)}
                    />
                  </td>
                ))}
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('UI.ROLE.ALL_OF_AREA', { area: name })}
                    checked={model.areaGranted(area)}
                    onChange={(event) => model.grantArea(area, event.target.checked)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <FieldError id="role-permissions-error" error={error} />
    </fieldset>
  );
});

/** /setting/subAccount/role: the roles, and the form of a custom role (create or edit). */
const RoleScreen = observer(function RoleScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.SubAccountGateway);
  const model = useScreenModel(() => new Model(gateway));
  useWhenShown(() => void model.roles.load(), [model]);
  const data = model.roles.value;
  const { form, editing } = model;
  const rows: RoleRow[] =
    data === undefined
      ? []
      : [
          ...data.built_in.map((name) => ({ kind: 'built_in' as const, name })),
          ...data.custom.map((role) => ({ kind: 'custom' as const, role })),
        ];
  return (
    <div className="screen role-screen">
      <ScreenTitle title={t('UI.ROLE.TITLE')}>
        <Button primary type="button" onClick={model.startCreate}>
          <Icon name="plus" aria-hidden="true" />
          {t('UI.ROLE.NEW')}
        </Button>
      </ScreenTitle>
      {data === undefined ? (
        <LoadState
          failed={model.roles.failed}
          text="UI.ROLE.LOAD_FAILED"
          retry={model.roles.load}
        />
      ) : (
        <>
          {model.actionError !== undefined && (
            <Message negative role="alert" content={model.actionError} />
          )}
          <DataTable
            rows={rows}
            rowKey={(row) => (row.kind === 'custom' ? `custom-${row.role.id}` : row.name)}
            columns={columns(model)}
            aria-label={t('UI.ROLE.TITLE')}
          />
          {data.custom.length === 0 && <p className="role-empty">{t('UI.ROLE.EMPTY')}</p>}
          <Section
            id="role-form-title"
            segment
            title={
              editing === undefined
                ? t('UI.ROLE.FORM_NEW')
                : t('UI.ROLE.FORM_EDIT', { name: editing.name })
            }
          >
            <Form noValidate className="role-form" onSubmit={() => void model.save()}>
              <FormFields
                form={form}
                idPrefix="role"
                fields={[
                  { name: 'name', label: 'UI.ROLE.NAME', maxLength: 50 },
                  { name: 'description', label: 'UI.ROLE.DESCRIPTION', maxLength: 200 },
                ]}
              />
              <PermissionGrid model={model} />
              {form.saveError !== undefined && (
                <Message
                  negative
                  role="alert"
                  content={t('UI.ROLE.SAVE_FAILED', { reason: form.saveError })}
                />
              )}
              <Button
                primary
                type="submit"
                loading={form.saving !== undefined}
                disabled={form.saving !== undefined}
              >
                {t('UI.ROLE.SAVE')}
              </Button>
              {editing !== undefined && (
                <Button type="button" onClick={model.startCreate}>
                  {t('UI.ROLE.CANCEL_EDIT')}
                </Button>
              )}
            </Form>
          </Section>
        </>
      )}
    </div>
  );
});

export default RoleScreen;
