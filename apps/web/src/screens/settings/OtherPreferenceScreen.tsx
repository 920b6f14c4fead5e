import type { PreferencesData } from '@portal/contract';
import { SETTINGS_USER_ROUTES as SETTINGS } from '@portal/contract/routes';
import { DEFAULT_OTHER_PREFERENCES, PAGE_SIZES } from '@portal/domain';
import { validateOtherPreferences } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Message } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { FormFields } from '../../kit/FormFields';
import { flagField, FormModel } from '../../kit/form-model';
import { LoadState, ScreenTitle } from '../../kit/Layout';
import { useScreenModel } from '../../kit/use-screen';
import { setPreferredPageSize } from '../../lists/paged-list';

const K = 'UI.SETTINGS_USER.';

interface OtherValues {
  default_warehouse_id: string;
  language: string;
  page_size: string;
  auto_submit_abnormal: boolean;
}

const valuesOf = (prefs: PreferencesData): OtherValues => ({
  default_warehouse_id: String(prefs.other.default_warehouse_id),
  language: prefs.other.language,
  page_size: String(prefs.other.page_size),
  auto_submit_abnormal: prefs.other.auto_submit_abnormal,
});

const otherForm = () =>
  new FormModel<OtherValues>({
    initial: () => ({
      default_warehouse_id: '0',
      language: 'en',
      page_size: '20',
      auto_submit_abnormal: DEFAULT_OTHER_PREFERENCES.auto_submit_abnormal,
    }),
    validate: (v) => {
      const checked = validateOtherPreferences({
        ...v,
        default_warehouse_id: Number(v.default_warehouse_id),
        page_size: Number(v.page_size),
      });
      return checked.ok ? [] : checked.error;
    },
    payload: (v) => ({ ...v, auto_submit_abnormal: flagField(v.auto_submit_abnormal) }),
  });

/**
 * Default warehouse (the session starts in it), language (set at login), list page size (lists
 * open with it) and whether abnormal orders are submitted automatically by default.
 */
const OtherPreferenceScreen = observer(function OtherPreferenceScreen() {
  const { t, i18n } = useTranslation();
  const api = useInjection(TOKENS.Api);
  const user = useInjection(TOKENS.UserStore);
  const session = useInjection(TOKENS.SessionStore);
  const form = useScreenModel(otherForm);
  useEffect(() => void form.load(() => api.call(SETTINGS.preferences), valuesOf), [form, api]);
  const mainOnly = session.loginType === 'sub';
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  const save = async () => {
    const saved = await form.save('submit', (fields) =>
      api.callAssembled(SETTINGS.otherPreferenceSave, fields, { noAlert: true }),
    );
    if (saved !== undefined) setPreferredPageSize(saved.other.page_size);
  };
  if (form.loading || form.loadFailed)
    return <LoadState failed={form.loadFailed} text="UI.LIST.FAILED" />;
  return (
    <div className="screen settings-other-prefs-screen">
      <ScreenTitle title={t(`${K}OTHER_PREFS_TITLE`)} />
      {mainOnly && <Message info>{t(`${K}MAIN_ONLY`)}</Message>}
      <Form onSubmit={() => void save()} noValidate>
        <FormFields<OtherValues>
          form={form}
          idPrefix="prefs"
          fields={[
            {
              name: 'default_warehouse_id',
              label: `${K}DEFAULT_WAREHOUSE`,
              kind: 'select',
              options: [
                { value: '0', text: t(`${K}NO_DEFAULT_WAREHOUSE`) },
                ...user.warehouseOptions(language),
              ],
            },
            {
              name: 'language',
              label: `${K}LANGUAGE`,
              kind: 'select',
              options: [
                { value: 'en', text: t(`${K}LANGUAGE_EN`) },
                { value: 'zh', text: t(`${K}LANGUAGE_ZH`) },
              ],
            },
            {
              name: 'page_size',
              label: `${K}PAGE_SIZE`,
              kind: 'select',
              options: PAGE_SIZES.map((size) => ({ value: String(size), text: String(size) })),
            },
            { name: 'auto_submit_abnormal', label: `${K}AUTO_SUBMIT_ABNORMAL`, kind: 'check' },
          ]}
        />
        {form.saved && (
          <Message positive role="status">
            {t(`${K}SAVED`)}
          </Message>
        )}
        <Button primary type="submit" disabled={mainOnly} loading={form.saving !== undefined}>
          {t(`${K}SAVE`)}
        </Button>
      </Form>
    </div>
  );
});

export default OtherPreferenceScreen;
