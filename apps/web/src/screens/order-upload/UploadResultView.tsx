import type { OrderUploadResultRow } from '@portal/contract';
import type { Language } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Label, Message, Statistic } from 'semantic-ui-react';
import { TextField } from '../../components/TextField';
import type { Column } from '../../kit/DataTable';
import { DataTable } from '../../kit/DataTable';
import { base64File, saveFile } from '../../kit/save-file';
import { statusLabel } from '../../kit/status-label';
import { statusColor } from './history-columns';
import { headingIn, problemText } from './upload-labels';
import type { UploadResultModel } from './upload-result-model';

/** The small form of one error row: the fields with problems, each checked by the domain as typed. */
const CorrectionForm = observer(function CorrectionForm(props: {
  model: UploadResultModel;
  idPrefix: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const { model } = props;
  const { correction, result } = model;
  if (correction === undefined || result === undefined) return null;
  const issues = model.correctionIssues;
  const id = `${props.idPrefix}-row-${correction.row}`;
  return (
    <form
      className="ui form order-upload-correction"
      aria-label={t('UI.ORDER_UPLOAD.RESULT.CORRECT_ROW', { row: correction.row })}
      onSubmit={(event) => {
        event.preventDefault();
        void model.saveCorrection();
      }}
    >
      {correction.fields.map((field) => {
        const issue = issues.find((each) => each.field === field);
        return (
          <TextField
            key={field}
            id={`${id}-${field}`}
            label={headingIn(result.columns, field, props.language)}
            value={correction.cells[field] ?? ''}
            error={model.tried || (correction.cells[field] ?? '') !== '' ? issue : undefined}
            onValue={(value) => model.setCell(field, value)}
          />
        );
      })}
      {model.tried && issues.some((issue) => !correction.fields.includes(issue.field)) && (
        <Message negative visible size="small">
          <ul>
            {issues
              .filter((issue) => !correction.fields.includes(issue.field))
              .map((issue, index) => (
                <li key={index}>
                  {problemText(t, {
                    ...issue,
                    params: issue.params ?? {},
                    column: headingIn(result.columns, issue.field, props.language),
                  })}
                </li>
              ))}
          </ul>
        </Message>
      )}
      <Button
        type="submit"
        primary
        size="small"
        loading={model.running === 'save'}
        disabled={model.running !== undefined}
      >
        {t('UI.ORDER_UPLOAD.RESULT.SAVE_ROW')}
      </Button>
      <Button type="button" size="small" onClick={model.cancelCorrection}>
        {t('UI.ORDER_UPLOAD.RESULT.CANCEL_ROW')}
      </Button>
    </form>
  );
});

const errorColumns = (
  model: UploadResultModel,
  idPrefix: string,
): readonly Column<OrderUploadResultRow>[] => [
  {
    header: ({ t }) => (
      <input
        type="checkbox"
        aria-label={t('UI.LIST.SELECT_ALL')}
        checked={model.allSelected}
        onChange={model.toggleAll}
      />
    ),
    collapsing: true,
    cell: (row, { t }) => (
      <input
        type="checkbox"
        aria-label={t('UI.LIST.SELECT_ROW', {
          name: t('UI.ORDER_UPLOAD.RESULT.ROW') + ' ' + row.row,
        })}
        checked={model.isSelected(row.row)}
        onChange={() => model.toggle(row.row)}
      />
    ),
  },
  { header: 'UI.ORDER_UPLOAD.RESULT.ROW', cell: (row) => row.row, collapsing: true },
  { header: 'UI.ORDER_UPLOAD.RESULT.REFERENCE', cell: (row) => row.reference },
  {
    header: 'UI.ORDER_UPLOAD.RESULT.PROBLEMS',
    cell: (row, { t, language }) =>
      model.correction?.row === row.row ? (
        <CorrectionForm model={model} idPrefix={idPrefix} language={language} />
      ) : (
        <ul className="order-upload-problems">
          {row.issues.map((issue, index) => (
            <li key={index}>{problemText(t, issue)}</li>
          ))}
        </ul>
      ),
  },
  {
    header: 'UI.ORDER_UPLOAD.HISTORY.ACTIONS',
    collapsing: true,
    cell: (row, { t }) =>
      model.correction?.row !== row.row && (
        <Button
          type="button"
          size="small"
          aria-label={t('UI.ORDER_UPLOAD.RESULT.CORRECT_ROW', { row: row.row })}
          onClick={() => model.startCorrection(row)}
        >
          {t('UI.ORDER_UPLOAD.RESULT.CORRECT')}
        </Button>
      ),
  },
];

/**
 * One upload's result: its figures and status, then the rows still in error with their problems
 * (row, the file's own column heading, the message in the reader's language), each correctable in
 * place; the batch actions take the selected error rows only; the error rows as a file.
 */
export const UploadResultView = observer(function UploadResultView(props: {
  model: UploadResultModel;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const { model, idPrefix } = props;
  const { result } = model;
  if (result === undefined) return null;
  const { upload } = result;
  const errors = model.errorRows;
  const headingId = `${idPrefix}-result-title`;
  const download = async () => {
    const file = await model.errorFile();
    if (file) saveFile(base64File(file), file.file_name);
  };
  return (
    <section className="order-upload-result" aria-labelledby={headingId}>
      <h2 className="ui small header" id={headingId}>
        {t('UI.ORDER_UPLOAD.RESULT.TITLE', { file: upload.file_name })}{' '}
        <Label size="small" color={statusColor(upload.status)}>
          {t(statusLabel('orderUpload', upload.status))}
        </Label>
      </h2>
      <Statistic.Group size="mini">
        <Statistic label={t('UI.ORDER_UPLOAD.RESULT.ROWS')} value={upload.rows} />
        <Statistic
          color="green"
          label={t('UI.ORDER_UPLOAD.RESULT.CREATED')}
          value={upload.orders_created}
        />
        <Statistic label={t('UI.ORDER_UPLOAD.RESULT.SKIPPED')} value={upload.skipped} />
        <Statistic color="red" label={t('UI.ORDER_UPLOAD.RESULT.ERRORS')} value={upload.errors} />
      </Statistic.Group>
      {model.done !== undefined && (
        <Message positive size="small" role="status">
          {t('UI.ORDER_UPLOAD.RESULT.ACTION_DONE', { count: model.done, left: errors.length })}
        </Message>
      )}
      {model.actionError !== undefined && (
        <Message negative size="small" role="alert">
          {t('UI.ORDER_UPLOAD.RESULT.ACTION_FAILED', { reason: model.actionError })}
        </Message>
      )}
      {errors.length === 0 ? (
        <p className="empty-state" role="status">
          <Icon name="check" aria-hidden="true" />
          {t('UI.ORDER_UPLOAD.RESULT.NO_ERRORS')}
        </p>
      ) : (
        <>
          <div
            className="order-upload-actions"
            role="toolbar"
            aria-label={t('UI.ORDER_UPLOAD.RESULT.ERROR_ROWS')}
          >
            <span>
              {t('UI.ORDER_UPLOAD.RESULT.SELECTED', { count: model.selectedRows.length })}
            </span>
            <Button
              type="button"
              primary
              size="small"
              disabled={model.selectedRows.length === 0 || model.running !== undefined}
              loading={model.running === 'submit'}
              onClick={() => void model.submitSelected()}
            >
              {t('UI.ORDER_UPLOAD.RESULT.SUBMIT')}
            </Button>
            <Button
              type="button"
              size="small"
              negative
              disabled={model.selectedRows.length === 0 || model.running !== undefined}
              loading={model.running === 'delete'}
              onClick={() => void model.deleteSelected()}
            >
              {t('UI.ORDER_UPLOAD.RESULT.DELETE')}
            </Button>
            <Button
              type="button"
              size="small"
              disabled={model.running !== undefined}
              loading={model.running === 'download'}
              onClick={() => void download()}
            >
              <Icon name="download" aria-hidden="true" />
              {t('UI.ORDER_UPLOAD.RESULT.DOWNLOAD')}
            </Button>
          </div>
          <DataTable
            rows={errors}
            columns={errorColumns(model, idPrefix)}
            rowKey={(row) => row.row}
            rowState={() => ({ negative: true })}
            aria-label={t('UI.ORDER_UPLOAD.RESULT.ERROR_ROWS')}
          />
        </>
      )}
    </section>
  );
});
