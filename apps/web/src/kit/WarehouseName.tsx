import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../di-context';
import { TOKENS } from '../di-tokens';

/**
 * What a row or a detail says about its warehouse: the id, and the name the server stored; both
 * null while a draft names no warehouse yet.
 */
export interface WarehouseOf {
  readonly warehouse_id: number | null;
  readonly warehouse: string | null;
}

/**
 * A warehouse named in the reader's language. Rows carry the English name the server stored, so a
 * Chinese screen showed "Shenzhen" under a header saying 深圳仓; the merchant's warehouse list has
 * both names. The stored name stays the fallback for a warehouse the merchant no longer lists.
 */
export const WarehouseName = observer(function WarehouseName(props: { of: WarehouseOf }) {
  const user = useInjection(TOKENS.UserStore);
  const { i18n } = useTranslation();
  const { warehouse_id, warehouse } = props.of;
  if (warehouse_id === null) return <>—</>;
  return (
    <>
      {user.warehouseName(
        warehouse_id,
        i18n.language === 'zh' ? 'zh' : 'en',
        warehouse ?? undefined,
      )}
    </>
  );
});
