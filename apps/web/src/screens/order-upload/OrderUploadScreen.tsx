import type { OrderUploadRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Confirm } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { PagedTable } from '../../kit/DataTable';
import { LoadState, ScreenTitle, Section } from '../../kit/Layout';
import { useActivePane, useScreenModel } from '../../kit/use-screen';
import { actionsColumn, uploadColumns } from './history-columns';
import { OrderUploadModel } from './order-upload-model';
import { ORDER_UPLOAD_PATHS } from './order-upload-paths';
import { uploadHistory, uploadIdOf } from './upload-history';
import { UploadResultModel } from './upload-result-model';
import { UploadPanel } from './UploadPanel';
import { UploadResultView } from './UploadResultView';
import { LeaveWarning } from './use-leave-warning';
import './order-upload.css';

/**
 * /order/upload: the upload of an order file (checked in the browser first), the result of the
 * last upload or of one opened from the history (`?id=`), and the history of uploads.
 */
const OrderUploadScreen = observer(function OrderUploadScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const gateway = useInjection(TOKENS.OrderUploadGateway);
  const checker = useInjection(TOKENS.OrderFileChecker);
  const models = useScreenModel(() => {
    const result = new UploadResultModel(gateway);
    const history = uploadHistory(gateway, 'orders', false);
    // the error-rows file's error column, in either language: that file, fixed, uploads as it is
    const errorColumn = (['en', 'zh'] as const).map((language) =>
      i18n.getFixedT(language)('SERVER.ORDER_UPLOAD_ERROR_COLUMN'),
    );
    const upload = new OrderUploadModel(
      gateway,
      checker,
      (answer) => {
        result.show(answer);
        void history.load();
      },
      errorColumn,
    );
    return { result, history, upload };
  });
  const { result, history, upload } = models;
  const [deleting, setDeleting] = useState<OrderUploadRow | undefined>(undefined);
  const { active, search } = useActivePane();
  const id = uploadIdOf(search);

  useEffect(() => {
    if (!active) return;
    void history.load();
  }, [active, history]);
  useEffect(() => {
    if (active && id !== undefined && id !== result.id) void result.open(id);
  }, [active, id, result]);

  const columns = useMemo(
    () => [
      ...uploadColumns,
      actionsColumn([
        {
          text: 'UI.ORDER_UPLOAD.HISTORY.OPEN',
          run: (row) => void navigate(ORDER_UPLOAD_PATHS.result(row.id)),
        },
        { text: 'UI.ORDER_UPLOAD.HISTORY.DELETE', run: setDeleting, negative: true },
      ]),
    ],
    [navigate],
  );

  const remove = async (row: OrderUploadRow) => {
    setDeleting(undefined);
    try {
      await gateway.remove(row.id);
      if (result.id === row.id) result.show(undefined);
    } finally {
      // the shared client has said why a refused delete failed; the list shows what is true now
      await history.load();
    }
  };

  return (
    <div className="screen order-upload">
      <ScreenTitle title={t('ROUTE.ORDER_UPLOAD')}>
        <span className="order-upload-links">
          <Link to={ORDER_UPLOAD_PATHS.tracking}>{t('UI.ORDER_UPLOAD.HISTORY.TRACKING_LINK')}</Link>
          <Link to={ORDER_UPLOAD_PATHS.deleted}>{t('UI.ORDER_UPLOAD.HISTORY.DELETED_LINK')}</Link>
        </span>
      </ScreenTitle>
      <UploadPanel model={upload} gateway={gateway} idPrefix="order-upload" />
      {(result.loading || result.failed) && (
        <LoadState
          failed={result.failed}
          text="UI.ORDER_UPLOAD.RESULT.LOAD_FAILED"
          retry={() => id !== undefined && result.open(id)}
        />
      )}
      <UploadResultView model={result} idPrefix="order-upload" />
      <Section id="order-upload-history" title={t('UI.ORDER_UPLOAD.HISTORY.TITLE')}>
        <PagedTable
          list={history}
          columns={columns}
          empty={t('UI.ORDER_UPLOAD.HISTORY.EMPTY')}
          idPrefix="order-upload-history"
          aria-labelledby="order-upload-history"
        />
      </Section>
      <Confirm
        open={deleting !== undefined}
        content={t('UI.ORDER_UPLOAD.HISTORY.DELETE_CONFIRM', { file: deleting?.file_name ?? '' })}
        cancelButton={t('UI.ORDER_UPLOAD.CANCEL')}
        confirmButton={t('UI.ORDER_UPLOAD.CONFIRM')}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => deleting && void remove(deleting)}
        size="tiny"
      />
      <LeaveWarning unsaved={result.unsaved} active={active} />
    </div>
  );
});

export default OrderUploadScreen;
