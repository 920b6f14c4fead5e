import type { AddedService } from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import { SHIPPING_CHANNELS } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Form, Message } from 'semantic-ui-react';
import { FieldError } from '../../components/FieldError';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { SaveButtons } from '../../kit/Actions';
import { FormFields } from '../../kit/FormFields';
import { ScreenTitle, Section } from '../../kit/Layout';
import { routeId } from '../../kit/route-path';
import { useScreenModel } from '../../kit/use-screen';
import { ruleForm, rulePaths, ruleValuesOf } from './addon-rule-model';

type ListField = 'warehouse_ids' | 'shipping_methods' | 'services';

const has = (text: string, value: string) => text.split(',').includes(value);
const toggled = (text: string, value: string, on: boolean) =>
  [...text.split(',').filter((v) => v !== '' && v !== value), ...(on ? [value] : [])].join(',');

/**
 * /account/setting/rules: a new rule (saved inactive, or saved and activated together) or, with
 * `?id=`, an existing one edited (its status unchanged).
 */
const AddonRuleFormScreen = observer(function AddonRuleFormScreen() {
  const { t } = useTranslation();
  const api = useInjection(TOKENS.Api);
  const navigator = useInjection(TOKENS.Navigator);
  const user = useInjection(TOKENS.UserStore);
  const app = useInjection(TOKENS.AppStore);
  const [search] = useSearchParams();
  const id = routeId(search.get('id') ?? undefined);
  const form = useScreenModel(ruleForm);
  const [catalog, setCatalog] = useState<readonly AddedService[]>([]);
  useEffect(() => {
    if (id !== undefined)
      void form.load(() => api.call(ROUTES.addonRule.detail, { id }), ruleValuesOf);
    else form.reset();
  }, [form, api, id]);
  useEffect(() => {
    void api
      .call(ROUTES.services.list, { page: 1, page_size: 100 })
      .then((page) => setCatalog(page.list))
      .catch(() => setCatalog([]));
  }, [api]);
  const save = async (activate: boolean) => {
    const saved = await form.save(activate ? 'submit' : 'draft', (fields) =>
      id === undefined
        ? api.callAssembled(
            ROUTES.addonRule.create,
            { ...fields, save_as: activate ? 'active' : 'inactive' },
            { quietSuccess: true },
          )
        : api.callAssembled(ROUTES.addonRule.update, { ...fields, id }, { quietSuccess: true }),
    );
    if (saved !== undefined) navigator.go(rulePaths.list());
  };
  const checks = (field: ListField, options: readonly { value: string; text: string }[]) => (
    <div className="inline fields" role="group" aria-labelledby={`addon-rule-${field}-label`}>
      {options.map((option) => {
        const domId = `addon-rule-${field}-${option.value}`;
        return (
          <div className="field" key={option.value}>
            <input
              id={domId}
              type="checkbox"
              checked={has(form.values[field], option.value)}
              onChange={(event) =>
                form.set(field, toggled(form.values[field], option.value, event.target.checked))
              }
            />
            <label htmlFor={domId}>{option.text}</label>
          </div>
        );
      })}
      <FieldError id={`addon-rule-${field}-error`} error={form.error(field)} />
    </div>
  );
  return (
    <div className="screen addon-rule-form-screen">
      <ScreenTitle
        title={t(id === undefined ? 'UI.ADDON_RULE.NEW_TITLE' : 'UI.ADDON_RULE.EDIT_TITLE')}
      >
        <Link to={rulePaths.list()}>{t('UI.ADDON_RULE.BACK')}</Link>
      </ScreenTitle>
      <Form onSubmit={() => void save(id === undefined)} noValidate loading={form.loading}>
        <FormFields
          form={form}
          idPrefix="addon-rule"
          fields={[
            { name: 'name', label: 'UI.ADDON_RULE.NAME' },
            { name: 'description', label: 'UI.ADDON_RULE.DESCRIPTION' },
            { name: 'priority', label: 'UI.ADDON_RULE.PRIORITY', inputMode: 'numeric' },
          ]}
        />
        <Section id="addon-rule-warehouse_ids-label" title={t('UI.ADDON_RULE.WAREHOUSES')}>
          {checks('warehouse_ids', user.warehouseOptions(app.language))}
        </Section>
        <Section id="addon-rule-conditions" title={t('UI.ADDON_RULE.CONDITIONS')}>
          <FieldError id="addon-rule-conditions-error" error={form.error('conditions')} />
          <p id="addon-rule-shipping_methods-label">{t('UI.ADDON_RULE.SHIPPING_METHODS')}</p>
          {checks(
            'shipping_methods',
            SHIPPING_CHANNELS.map((c) => ({ value: c.code, text: c.code })),
          )}
          <FormFields
            form={form}
            idPrefix="addon-rule"
            fields={[
              { name: 'skus', label: 'UI.ADDON_RULE.SKUS' },
              { name: 'countries', label: 'UI.ADDON_RULE.COUNTRIES' },
            ]}
          />
        </Section>
        <Section id="addon-rule-services-label" title={t('UI.ADDON_RULE.SERVICES')}>
          {checks(
            'services',
            catalog.map((s) => ({
              value: s.sp_code,
              text: app.language === 'zh' ? s.name_cn : s.name,
            })),
          )}
        </Section>
        {/* a refusal naming no field (a lost connection, a server fault) says why here */}
        {form.saveError !== undefined && form.serverIssues.length === 0 && (
          <Message negative role="alert">
            {form.saveError}
          </Message>
        )}
        <SaveButtons
          form={form}
          draft="UI.ADDON_RULE.SAVE"
          submit={id === undefined ? 'UI.ADDON_RULE.SAVE_ACTIVATE' : 'UI.ADDON_RULE.SAVE'}
          enter={id === undefined ? 'submit' : 'draft'}
          className="addon-rule-saves"
          onSave={(activate) => void save(activate && id === undefined)}
        />
      </Form>
    </div>
  );
});

export default AddonRuleFormScreen;
