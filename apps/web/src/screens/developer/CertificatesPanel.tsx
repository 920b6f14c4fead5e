import type { CertificateRow } from '@portal/contract';
import { OPEN_API_AREAS, parseScopes } from '@portal/domain';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Form, Label } from 'semantic-ui-react';
import { FieldError } from '../../components/FieldError';
import { SelectField } from '../../components/SelectField';
import { ActionButtons } from '../../kit/Actions';
import type { Column } from '../../kit/DataTable';
import { timeColumn } from '../../kit/DataTable';
import { FormFields } from '../../kit/FormFields';
import { Section } from '../../kit/Layout';
import { FormSubmit } from '../../kit/FormSubmit';
import { OnceSecret } from '../../kit/OnceSecret';
import { RecordList } from './RecordList';
import { Permitted } from '../../kit/permitted';
import type { CertificatesModel, LevelChoice } from './developer-model';
import { AREA_KEYS, CERTIFICATE_STATE_KEYS, LEVEL_KEYS } from './developer-texts';

type RowAction = 'renew' | 'delete';

/** `orders:write,inventory:read` as "Orders: read and write · Inventory: read only". */
export function scopesText(scopes: string, t: TFunction): string {
  const parsed = parseScopes(scopes);
  if (!parsed.ok) return scopes;
  return OPEN_API_AREAS.flatMap((area) => {
    const level = parsed.value[area];
    return level === undefined ? [] : [`${t(AREA_KEYS[area])}: ${t(LEVEL_KEYS[level])}`];
  }).join(' · ');
}

function columns(model: CertificatesModel): readonly Column<CertificateRow>[] {
  return [
    { header: 'UI.API_MANAGE.TOKEN', cell: (row) => <code>{row.token}</code> },
    { header: 'UI.API_MANAGE.USER_ID', cell: (row) => row.user_id },
    {
      header: 'UI.API_MANAGE.KEY',
      cell: (row, { t }) => t('UI.API_MANAGE.KEY_KEPT', { hint: row.key_hint }),
    },
    { header: 'UI.API_MANAGE.SCOPES_SHORT', cell: (row, { t }) => scopesText(row.scopes, t) },
    timeColumn('UI.API_MANAGE.APPLIED_AT', (row) => row.applied_at),
    timeColumn('UI.API_MANAGE.EXPIRES_AT', (row) => row.expires_at),
    {
      header: 'UI.API_MANAGE.STATUS',
      cell: (row, { t }) => (
        <Label size="small" basic={row.state !== 'active'}>
          {t(CERTIFICATE_STATE_KEYS[row.state])}
        </Label>
      ),
    },
    {
      header: 'UI.API_MANAGE.ACTIONS',
      collapsing: true,
      cell: (row, { t }) => (
        <ActionButtons<RowAction>
          actions={['renew', 'delete']}
          label={(action) => t(action === 'renew' ? 'UI.API_MANAGE.RENEW' : 'UI.API_MANAGE.DELETE')}
          look={(action) => ({
            basic: true,
            negative: action === 'delete',
            name: t(action === 'renew' ? 'UI.API_MANAGE.RENEW_ROW' : 'UI.API_MANAGE.DELETE_ROW', {
              token: row.token,
            }),
          })}
          ask={(action) =>
            action === 'renew'
              ? {
                  header: t('UI.API_MANAGE.RENEW_TITLE'),
                  content: t('UI.API_MANAGE.RENEW_TEXT'),
                  confirm: t('UI.API_MANAGE.RENEW'),
                }
              : {
                  header: t('UI.API_MANAGE.DELETE_TITLE'),
                  content: t('UI.API_MANAGE.DELETE_TEXT', { token: row.token }),
                  confirm: t('UI.API_MANAGE.DELETE'),
                }
          }
          onAct={(action) => void (action === 'renew' ? model.renew(row) : model.remove(row))}
        />
      ),
    },
  ];
}

/** The request form: a level per area, the account password, the server's refusal said. */
const RequestForm = observer(function RequestForm(props: { model: CertificatesModel }) {
  const { t } = useTranslation();
  const { form } = props.model;
  const levels = [
    { value: '', text: t('UI.API_MANAGE.SCOPE_NONE') },
    { value: 'read', text: t('UI.API_MANAGE.SCOPE_READ') },
    { value: 'write', text: t('UI.API_MANAGE.SCOPE_WRITE') },
  ];
  return (
    <Form noValidate className="certificate-form" onSubmit={() => void props.model.request()}>
      <fieldset
        className="scope-fieldset"
        aria-describedby={
          form.error('scopes') === undefined ? undefined : 'certificate-scopes-error'
        }
      >
        <legend>{t('UI.API_MANAGE.SCOPES')}</legend>
        <Form.Group widths="equal">
          {OPEN_API_AREAS.map((area) => (
            <SelectField
              key={area}
              id={`certificate-scope-${area}`}
              label={t(AREA_KEYS[area])}
              value={form.values[area]}
              options={levels}
              onChange={(value) => form.set(area, value as LevelChoice)}
            />
          ))}
        </Form.Group>
        <FieldError id="certificate-scopes-error" error={form.error('scopes')} />
      </fieldset>
      <FormFields
        form={form}
        idPrefix="certificate"
        fields={[
          {
            name: 'password',
            label: 'UI.API_MANAGE.PASSWORD',
            kind: 'password',
            autoComplete: 'current-password',
          },
        ]}
      />
      <p className="developer-hint">{t('UI.API_MANAGE.PASSWORD_HINT')}</p>
      <FormSubmit form={form} label="UI.API_MANAGE.REQUEST" failed="UI.API_MANAGE.REQUEST_FAILED" />
    </Form>
  );
});

/** The certificates tab: the key just issued (once), the certificates, the request form. */
export const CertificatesPanel = observer(function CertificatesPanel(props: {
  model: CertificatesModel;
}) {
  const { t } = useTranslation();
  const { model } = props;
  const issued = model.issued;
  return (
    <>
      {issued !== undefined && (
        <OnceSecret
          title={t('UI.API_MANAGE.KEY_ONCE_TITLE')}
          text={t('UI.API_MANAGE.KEY_ONCE_TEXT')}
          label={t('UI.API_MANAGE.KEY_ONCE_LABEL', { token: issued.certificate.token })}
          secret={issued.key}
          copy={t('UI.API_MANAGE.COPY_KEY')}
          done={t('UI.API_MANAGE.DONE')}
          onDone={model.forgetKey}
        />
      )}
      <RecordList
        id="api-certificates-title"
        title="UI.API_MANAGE.CERTIFICATES"
        remote={model.list}
        columns={columns(model)}
        loadFailed="UI.API_MANAGE.LOAD_FAILED"
        empty="UI.API_MANAGE.NO_CERTIFICATE"
        actionFailed="UI.API_MANAGE.ACTION_FAILED"
        actionError={model.actionError}
      />
      <Permitted action="add" area="developer">
        <Section
          id="api-certificate-request-title"
          segment
          title={t('UI.API_MANAGE.REQUEST_TITLE')}
        >
          <RequestForm model={model} />
        </Section>
      </Permitted>
    </>
  );
});
