import type { AddonRuleRow } from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Message } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { localTime } from '../../format/local-time';
import { ActionButtons } from '../../kit/Actions';
import type { Column } from '../../kit/DataTable';
import { ListScreen } from '../../kit/ListScreen';
import { Pending } from '../../kit/remote';
import { useScreenModel } from '../../kit/use-screen';
import { ruleList, rulePaths } from './addon-rule-model';

const listOf = (values: readonly string[], any: string) =>
  values.length === 0 ? any : values.join(', ');

/** /account/setting: the add-on service rules by priority, with their activate and edit actions. */
const AddonRuleListScreen = observer(function AddonRuleListScreen() {
  const { t } = useTranslation();
  const api = useInjection(TOKENS.Api);
  const navigator = useInjection(TOKENS.Navigator);
  const list = useScreenModel(() => ruleList(api));
  const pending = useScreenModel(() => new Pending<number>());
  const act = (row: AddonRuleRow, action: 'activate' | 'deactivate' | 'edit' | 'delete') => {
    if (action === 'edit') return navigator.go(rulePaths.edit(row.id));
    void pending.run(row.id, async () => {
      if (action === 'delete') {
        await api.call(ROUTES.addonRule.remove, { id: row.id }, { quietSuccess: true });
      } else {
        await api.call(ROUTES.addonRule.action, { id: row.id, action }, { quietSuccess: true });
      }
      await list.load();
    });
  };
  const actionLabel = (action: 'activate' | 'deactivate' | 'edit' | 'delete') => {
    switch (action) {
      case 'activate':
        return t('UI.ADDON_RULE.ACTIVATE');
      case 'deactivate':
        return t('UI.ADDON_RULE.DEACTIVATE');
      case 'edit':
        return t('UI.ADDON_RULE.EDIT');
      case 'delete':
        return t('UI.ADDON_RULE.DELETE');
    }
  };
  const columns: readonly Column<AddonRuleRow>[] = [
    { header: 'UI.ADDON_RULE.PRIORITY', cell: (row) => row.priority, collapsing: true },
    { header: 'UI.ADDON_RULE.NAME', cell: (row) => row.name },
    { header: 'UI.ADDON_RULE.WAREHOUSES', cell: (row) => row.warehouses.join(', ') },
    {
      header: 'UI.ADDON_RULE.SHIPPING_METHODS',
      cell: (row) => listOf(row.shipping_methods, t('UI.ADDON_RULE.ANY')),
    },
    { header: 'UI.ADDON_RULE.SKUS', cell: (row) => listOf(row.skus, t('UI.ADDON_RULE.ANY')) },
    {
      header: 'UI.ADDON_RULE.COUNTRIES',
      cell: (row) => listOf(row.countries, t('UI.ADDON_RULE.ANY')),
    },
    { header: 'UI.ADDON_RULE.SERVICES', cell: (row) => row.services.join(', ') },
    {
      header: 'UI.ADDON_RULE.STATUS',
      cell: (row) =>
        t(
          row.status === 'active' ? 'UI.ADDON_RULE.STATUS_ACTIVE' : 'UI.ADDON_RULE.STATUS_INACTIVE',
        ),
    },
    {
      header: 'UI.ADDON_RULE.UPDATED',
      cell: (row, { language }) => localTime(row.updated_at, language),
    },
    {
      header: '',
      collapsing: true,
      cell: (row) => (
        <ActionButtons
          size="mini"
          actions={[...row.actions, 'edit' as const, 'delete' as const]}
          label={actionLabel}
          look={(action) => ({
            loading: pending.is(row.id) && action !== 'edit',
            disabled: pending.busy,
            negative: action === 'delete',
            basic: action === 'delete',
            // the action and the rule: each of the row's buttons needs a name of its own
            name: `${actionLabel(action)} ${row.name}`,
          })}
          ask={(action) =>
            action === 'delete'
              ? {
                  header: t('UI.ADDON_RULE.DELETE_TITLE'),
                  content: t('UI.ADDON_RULE.DELETE_TEXT', { name: row.name }),
                  confirm: t('UI.ADDON_RULE.DELETE'),
                }
              : undefined
          }
          onAct={(action) => act(row, action)}
        />
      ),
    },
  ];
  return (
    <ListScreen
      list={list}
      title="UI.ADDON_RULE.TITLE"
      empty="UI.ADDON_RULE.EMPTY"
      className="addon-rule-list-screen"
      idPrefix="addon-rule"
      columns={columns}
      filters={[]}
      create={{ label: 'UI.ADDON_RULE.CREATE', to: rulePaths.create() }}
      before={<Message info>{t('UI.ADDON_RULE.INTRO')}</Message>}
    />
  );
});

export default AddonRuleListScreen;
