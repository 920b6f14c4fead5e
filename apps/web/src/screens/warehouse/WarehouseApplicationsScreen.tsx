import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Label, Message } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { Column } from '../../kit/DataTable';
import { DataTable } from '../../kit/DataTable';
import { localTime } from '../../format/local-time';
import { LoadState, ScreenTitle } from '../../kit/Layout';
import { useScreenModel } from '../../kit/use-screen';
import type { WarehouseChoice } from './warehouse-applications-model';
import { canApply, WarehouseApplicationsModel } from './warehouse-applications-model';

const STATUS_KEYS: Readonly<Record<string, string>> = {
  pending: 'UI.WAREHOUSE_APPLY.STATUS_PENDING',
  approved: 'UI.WAREHOUSE_APPLY.STATUS_APPROVED',
  not_approved: 'UI.WAREHOUSE_APPLY.STATUS_NOT_APPROVED',
};

const columns = (model: WarehouseApplicationsModel): readonly Column<WarehouseChoice>[] => [
  {
    header: 'UI.WAREHOUSE_APPLY.WAREHOUSE',
    cell: (row, { language }) => (language === 'zh' ? row.warehouse.cn_name : row.warehouse.name),
  },
  {
    header: 'UI.WAREHOUSE_APPLY.STATUS',
    cell: (row, { t }) => (
      <Label size="small">
        {t(
          row.application === undefined
            ? 'UI.WAREHOUSE_APPLY.STATUS_NONE'
            : (STATUS_KEYS[row.application.status] ?? row.application.status),
        )}
      </Label>
    ),
  },
  {
    header: 'UI.WAREHOUSE_APPLY.REASON',
    cell: (row) => row.application?.reason ?? '',
  },
  {
    header: 'UI.WAREHOUSE_APPLY.APPLIED_AT',
    cell: (row, { language }) =>
      row.application === undefined ? '' : localTime(row.application.applied_at, language),
  },
  {
    header: 'UI.WAREHOUSE_APPLY.ACTION',
    collapsing: true,
    cell: (row, { t, language }) =>
      canApply(row) ? (
        <Button
          type="button"
          size="small"
          primary
          loading={model.applying === row.warehouse.value}
          disabled={model.applying !== undefined}
          aria-label={`${t(row.application === undefined ? 'UI.WAREHOUSE_APPLY.APPLY' : 'UI.WAREHOUSE_APPLY.REAPPLY')} ${
            language === 'zh' ? row.warehouse.cn_name : row.warehouse.name
          }`}
          onClick={() => void model.apply(row.warehouse.value)}
        >
          {t(
            row.application === undefined
              ? 'UI.WAREHOUSE_APPLY.APPLY'
              : 'UI.WAREHOUSE_APPLY.REAPPLY',
          )}
        </Button>
      ) : (
        ''
      ),
  },
];

/** Warehouses not activated: apply for another of the provider's warehouses, see each decision. */
const WarehouseApplicationsScreen = observer(function WarehouseApplicationsScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.ActivationGateway);
  const user = useInjection(TOKENS.UserStore);
  const model = useScreenModel(() => new WarehouseApplicationsModel(gateway, () => user.fetch()));
  useEffect(() => void model.load(), [model]);
  const rows = model.data.value;
  return (
    <div className="screen warehouse-applications-screen">
      <ScreenTitle title={t('UI.WAREHOUSE_APPLY.TITLE')} />
      <p>{t('UI.WAREHOUSE_APPLY.HINT')}</p>
      {model.applyFailed && <Message negative content={t('UI.WAREHOUSE_APPLY.APPLY_FAILED')} />}
      {rows === undefined ? (
        <LoadState
          failed={model.data.failed}
          text="UI.WAREHOUSE_APPLY.LOAD_FAILED"
          retry={model.load}
        />
      ) : (
        <DataTable
          aria-label={t('UI.WAREHOUSE_APPLY.TITLE')}
          rows={rows}
          rowKey={(row) => row.warehouse.value}
          columns={columns(model)}
        />
      )}
    </div>
  );
});

export default WarehouseApplicationsScreen;
