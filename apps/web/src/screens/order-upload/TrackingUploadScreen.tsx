import { UPLOAD_PROFILES } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Message } from 'semantic-ui-react';
import { FileButton } from '../../components/FileButton';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { PagedTable } from '../../kit/DataTable';
import { LoadState, ScreenTitle, Section } from '../../kit/Layout';
import { FileUpload } from '../../kit/upload';
import { useActivePane, useScreenModel } from '../../kit/use-screen';
import { actionsColumn, uploadColumns } from './history-columns';
import { ORDER_UPLOAD_PATHS } from './order-upload-paths';
import { uploadHistory, uploadIdOf } from './upload-history';
import { UploadResultModel } from './upload-result-model';
import { TemplateLinks } from './UploadPanel';
import { UploadResultView } from './UploadResultView';
import './order-upload.css';

const ACCEPT = UPLOAD_PROFILES.spreadsheet.extensions.map((extension) => `.${extension}`).join(',');

/**
 * /order/fetchUpload: the tracking template (order number, carrier, tracking number for orders
 * shipped on the merchant's own labels), with the same per-row reporting as the order upload.
 */
const TrackingUploadScreen = observer(function TrackingUploadScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gateway = useInjection(TOKENS.OrderUploadGateway);
  const { result, history, upload } = useScreenModel(() => {
    const result = new UploadResultModel(gateway);
    const history = uploadHistory(gateway, 'tracking', false);
    const upload = new FileUpload(UPLOAD_PROFILES.spreadsheet, (file) =>
      gateway.trackingUpload(file),
    );
    return { result, history, upload };
  });
  const { active, search } = useActivePane();
  const id = uploadIdOf(search);
  useEffect(() => {
    if (active) void history.load();
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
          run: (row) => void navigate(ORDER_UPLOAD_PATHS.trackingResult(row.id)),
        },
      ]),
    ],
    [navigate],
  );
  const send = async (file: File) => {
    const answer = await upload.upload(file);
    if (answer !== undefined) {
      result.show(answer);
      void history.load();
    }
  };
  return (
    <div className="screen order-upload">
      <ScreenTitle title={t('ROUTE.ORDER_FETCH_UPLOAD')}>
        <Link to={ORDER_UPLOAD_PATHS.upload}>{t('UI.ORDER_UPLOAD.HISTORY.BACK')}</Link>
      </ScreenTitle>
      <section
        className="ui segment order-upload-panel"
        aria-label={t('UI.ORDER_UPLOAD.TRACKING.PANEL')}
      >
        <p>{t('UI.ORDER_UPLOAD.TRACKING.INTRO')}</p>
        <TemplateLinks gateway={gateway} kind="tracking" />
        <FileButton
          id="tracking-upload-file"
          text={t('UI.ORDER_UPLOAD.TRACKING.PICK')}
          accept={ACCEPT}
          loading={upload.busy}
          invalid={upload.problem !== undefined}
          onFiles={(files) => {
            const [file] = files;
            if (file) void send(file);
          }}
        />
        {upload.busy && <p role="status">{t('UI.ORDER_UPLOAD.SENDING')}</p>}
        {upload.refused !== undefined && (
          <Message negative role="alert">
            {t(upload.refused.code, { ...upload.refused.params })}
          </Message>
        )}
        {upload.failure !== undefined && (
          <Message negative role="alert">
            {t('UI.ORDER_UPLOAD.SEND_FAILED', { reason: upload.failure })}
          </Message>
        )}
      </section>
      {(result.loading || result.failed) && (
        <LoadState failed={result.failed} text="UI.ORDER_UPLOAD.RESULT.LOAD_FAILED" />
      )}
      <UploadResultView model={result} idPrefix="tracking-upload" />
      <Section id="tracking-upload-history" title={t('UI.ORDER_UPLOAD.TRACKING.HISTORY')}>
        <PagedTable
          list={history}
          columns={columns}
          empty={t('UI.ORDER_UPLOAD.HISTORY.EMPTY')}
          idPrefix="tracking-upload-history"
          aria-labelledby="tracking-upload-history"
        />
      </Section>
    </div>
  );
});

export default TrackingUploadScreen;
