import type { OrderUploadFileFormat, OrderUploadKind } from '@portal/domain';
import { ORDER_UPLOAD_FILE_FORMATS, ORDER_UPLOAD_SAVE_AS, UPLOAD_PROFILES } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Message, Progress } from 'semantic-ui-react';
import { FileButton } from '../../components/FileButton';
import type { OrderUploadGateway } from '../../gateways/order-upload-gateway';
import { DataTable } from '../../kit/DataTable';
import type { Column } from '../../kit/DataTable';
import { base64File, saveFile } from '../../kit/save-file';
import type { CheckedSummary } from './check-file';
import type { OrderUploadModel } from './order-upload-model';
import { MappingForm } from './MappingForm';
import { browserIssue, problemText } from './upload-labels';

const ACCEPT = UPLOAD_PROFILES.spreadsheet.extensions.map((extension) => `.${extension}`).join(',');
const SAVE_AS_KEYS = {
  pending_submit: 'UI.ORDER_UPLOAD.SAVE_AS.PENDING_SUBMIT',
  processing: 'UI.ORDER_UPLOAD.SAVE_AS.PROCESSING',
} as const;
/** Rows with problems the browser's check lists before the file is sent (the rest are counted). */
const SHOWN_PROBLEM_ROWS = 50;

type ProblemRow = CheckedSummary['problems'][number];

const browserColumns = (answer: CheckedSummary): readonly Column<ProblemRow>[] => [
  { header: 'UI.ORDER_UPLOAD.RESULT.ROW', cell: (row) => row.number, collapsing: true },
  { header: 'UI.ORDER_UPLOAD.RESULT.REFERENCE', cell: (row) => row.key },
  {
    header: 'UI.ORDER_UPLOAD.RESULT.PROBLEMS',
    cell: (row, { t, language }) => (
      <ul className="order-upload-problems">
        {row.issues.map((issue, index) => (
          <li key={index}>{problemText(t, browserIssue(issue, answer.headingOf, language))}</li>
        ))}
      </ul>
    ),
  },
];

/**
 * The templates in XLSX and CSV, made by the server with their headings in the reader's language
 * (the language switch gives the other; either language's headings upload).
 */
export function TemplateLinks(props: { gateway: OrderUploadGateway; kind: OrderUploadKind }) {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  const language = t(
    i18n.language === 'zh' ? 'UI.ORDER_UPLOAD.LANGUAGE.ZH' : 'UI.ORDER_UPLOAD.LANGUAGE.EN',
  );
  const download = async (format: OrderUploadFileFormat) => {
    setFailed(false);
    try {
      const file = await props.gateway.template(props.kind, format);
      saveFile(base64File(file), file.file_name);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div
      className="order-upload-templates"
      role="group"
      aria-label={t('UI.ORDER_UPLOAD.TEMPLATES')}
    >
      <span>{t('UI.ORDER_UPLOAD.TEMPLATES')}:</span>
      {ORDER_UPLOAD_FILE_FORMATS.map((format) => (
        <Button key={format} type="button" size="small" basic onClick={() => void download(format)}>
          <Icon name="download" aria-hidden="true" />
          {t('UI.ORDER_UPLOAD.TEMPLATE', { language, format: format.toUpperCase() })}
        </Button>
      ))}
      {failed && (
        <Message negative size="small" role="alert">
          {t('UI.ORDER_UPLOAD.TEMPLATE_FAILED')}
        </Message>
      )}
    </div>
  );
}

/**
 * The upload of an order file: templates, how the orders are saved, the file picked, the check in
 * the browser with its progress, the column mapping when needed, what the check found, and the
 * send.
 */
export const UploadPanel = observer(function UploadPanel(props: {
  model: OrderUploadModel;
  gateway: OrderUploadGateway;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const { model, idPrefix } = props;
  const { step } = model;
  return (
    <section className="ui segment order-upload-panel" aria-label={t('UI.ORDER_UPLOAD.PANEL')}>
      <p>{t('UI.ORDER_UPLOAD.INTRO')}</p>
      <TemplateLinks gateway={props.gateway} kind="orders" />
      <fieldset className="order-upload-options" disabled={model.busy}>
        <legend>{t('UI.ORDER_UPLOAD.OPTIONS')}</legend>
        {ORDER_UPLOAD_SAVE_AS.map((saveAs) => (
          <div className="field" key={saveAs}>
            <label>
              <input
                type="radio"
                name={`${idPrefix}-save-as`}
                value={saveAs}
                checked={model.saveAs === saveAs}
                onChange={() => model.setSaveAs(saveAs)}
              />{' '}
              {t(SAVE_AS_KEYS[saveAs])}
            </label>
          </div>
        ))}
        <div className="field">
          <label>
            <input
              type="checkbox"
              checked={model.autoSubmitAbnormal}
              onChange={(event) => model.setAutoSubmit(event.target.checked)}
            />{' '}
            {t('UI.ORDER_UPLOAD.AUTO_SUBMIT')}
          </label>
        </div>
      </fieldset>
      <FileButton
        id={`${idPrefix}-file`}
        text={
          model.file === undefined ? t('UI.ORDER_UPLOAD.PICK') : t('UI.ORDER_UPLOAD.PICK_ANOTHER')
        }
        accept={ACCEPT}
        disabled={model.busy}
        onFiles={(files) => {
          const [file] = files;
          if (file) void model.pick(file);
        }}
      />
      {model.file !== undefined && (
        <span className="order-upload-file">
          {t('UI.ORDER_UPLOAD.FILE')}: {model.file.name}
        </span>
      )}
      {step.kind === 'reading' && <p role="status">{t('UI.ORDER_UPLOAD.READING')}</p>}
      {step.kind === 'checking' && (
        <Progress
          percent={model.percent}
          indicating
          progress
          aria-label={t('UI.ORDER_UPLOAD.CHECK_LABEL')}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={model.percent}
          label={t('UI.ORDER_UPLOAD.CHECKING', { done: step.done, total: step.total })}
        />
      )}
      {step.kind === 'mapping' && <MappingForm model={model} idPrefix={idPrefix} />}
      {step.kind === 'refused' && (
        <Message negative role="alert">
          {t('UI.ORDER_UPLOAD.CHECK_FAILED', {
            reason: t(step.problem.code, { ...step.problem.params }),
          })}
        </Message>
      )}
      {step.kind === 'failed' && (
        <Message negative role="alert">
          {t('UI.ORDER_UPLOAD.CHECK_FAILED', { reason: step.reason })}
        </Message>
      )}
      {(step.kind === 'checked' || step.kind === 'sending') && (
        <CheckedSummary model={model} answer={step.answer} />
      )}
    </section>
  );
});

const CheckedSummary = observer(function CheckedSummary(props: {
  model: OrderUploadModel;
  answer: CheckedSummary;
}) {
  const { t } = useTranslation();
  const { model, answer } = props;
  const { step } = model;
  const { problems } = answer;
  const figures = { rows: answer.rows, orders: answer.orders, errors: problems.length };
  return (
    <div className="order-upload-checked">
      <Message
        size="small"
        role="status"
        warning={problems.length > 0}
        positive={problems.length === 0}
      >
        {problems.length > 0
          ? t('UI.ORDER_UPLOAD.CHECKED', figures)
          : t('UI.ORDER_UPLOAD.CHECKED_CLEAN', figures)}
      </Message>
      {problems.length > 0 && (
        <DataTable
          rows={problems.slice(0, SHOWN_PROBLEM_ROWS)}
          columns={browserColumns(answer)}
          rowKey={(row) => row.number}
          aria-label={t('UI.ORDER_UPLOAD.CHECK_LABEL')}
        />
      )}
      {step.kind === 'checked' && step.failure !== undefined && (
        <Message negative role="alert">
          {t('UI.ORDER_UPLOAD.SEND_FAILED', { reason: step.failure })}
        </Message>
      )}
      <Button
        type="button"
        primary
        loading={step.kind === 'sending'}
        disabled={step.kind === 'sending'}
        onClick={() => void model.send()}
      >
        {t('UI.ORDER_UPLOAD.SEND', { rows: answer.rows })}
      </Button>
      <Button type="button" onClick={model.reset} disabled={step.kind === 'sending'}>
        {t('UI.ORDER_UPLOAD.CANCEL')}
      </Button>
    </div>
  );
});
