import type { OrderUploadRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Message } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { PagedTable, timeColumn } from '../../kit/DataTable';
import { ScreenTitle } from '../../kit/Layout';
import { useScreenModel, useWhenShown } from '../../kit/use-screen';
import { actionsColumn, uploadColumns } from './history-columns';
import { ORDER_UPLOAD_PATHS } from './order-upload-paths';
import { uploadHistory } from './upload-history';
import './order-upload.css';

/** /order/delUpload: the deleted uploads, each restorable while its orders are still drafts. */
const DeletedUploadsScreen = observer(function DeletedUploadsScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.OrderUploadGateway);
  const list = useScreenModel(() => uploadHistory(gateway, 'orders', true));
  const [restored, setRestored] = useState<string | undefined>(undefined);
  useWhenShown(() => void list.load(), [list]);
  const columns = useMemo(
    () => [
      ...uploadColumns,
      timeColumn<OrderUploadRow>(
        'UI.ORDER_UPLOAD.DELETED.DELETED_AT',
        (row) => row.deleted_at ?? '',
      ),
      actionsColumn([
        {
          text: 'UI.ORDER_UPLOAD.DELETED.RESTORE',
          run: (row) => {
            setRestored(undefined);
            void gateway
              .restore(row.id)
              .then(() => setRestored(row.file_name))
              .finally(() => void list.load());
          },
        },
      ]),
    ],
    [gateway, list],
  );
  return (
    <div className="screen order-upload">
      <ScreenTitle title={t('ROUTE.ORDER_DEL_UPLOAD')}>
        <Link to={ORDER_UPLOAD_PATHS.upload}>{t('UI.ORDER_UPLOAD.HISTORY.BACK')}</Link>
      </ScreenTitle>
      {restored !== undefined && (
        <Message positive size="small" role="status">
          {t('UI.ORDER_UPLOAD.DELETED.RESTORED', { file: restored })}
        </Message>
      )}
      <PagedTable
        list={list}
        columns={columns}
        empty={t('UI.ORDER_UPLOAD.DELETED.EMPTY')}
        idPrefix="order-deleted-uploads"
        aria-label={t('ROUTE.ORDER_DEL_UPLOAD')}
      />
    </div>
  );
});

export default DeletedUploadsScreen;
