import { ORDER_UPLOAD_COLUMNS } from '@portal/domain';
import type { OrderUploadField } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Message } from 'semantic-ui-react';
import { SelectField } from '../../components/SelectField';
import type { OrderUploadModel } from './order-upload-model';

/**
 * The column mapping of a file whose headings differ from the template: one labelled native
 * select per heading (keyboard and screen readers get the browser's control), the template's
 * fields in the reader's language, or "leave out". A saved mapping that fits is filled in.
 */
export const MappingForm = observer(function MappingForm(props: {
  model: OrderUploadModel;
  idPrefix: string;
}) {
  const { t, i18n } = useTranslation();
  const { model } = props;
  const { step } = model;
  if (step.kind !== 'mapping') return null;
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  const options = [
    { value: '', text: t('UI.ORDER_UPLOAD.MAPPING.IGNORE') },
    ...ORDER_UPLOAD_COLUMNS.map((column) => ({ value: column.field, text: column[language] })),
  ];
  const issues = model.mappingIssues;
  const titleId = `${props.idPrefix}-mapping-title`;
  return (
    <form
      className="ui form order-upload-mapping"
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        void model.applyMapping();
      }}
    >
      <h2 className="ui small header" id={titleId}>
        {t('UI.ORDER_UPLOAD.MAPPING.TITLE')}
      </h2>
      <p>{t('UI.ORDER_UPLOAD.MAPPING.HINT')}</p>
      {step.offered !== undefined && (
        <Message info visible size="small" role="status">
          {t('UI.ORDER_UPLOAD.MAPPING.OFFERED')}
        </Message>
      )}
      <div className="order-upload-mapping-fields">
        {step.header
          .filter((heading) => heading !== '')
          .map((heading, index) => (
            <SelectField
              key={heading}
              id={`${props.idPrefix}-map-${index}`}
              label={t('UI.ORDER_UPLOAD.MAPPING.HEADING', { heading })}
              value={step.mapping[heading] ?? ''}
              options={options}
              error={issues[heading]}
              onChange={(value) => model.mapHeading(heading, value as OrderUploadField | '')}
            />
          ))}
      </div>
      {issues[''] !== undefined && (
        <Message negative visible size="small" role="alert">
          {t(issues[''].code)}
        </Message>
      )}
      {step.failure !== undefined && (
        <Message negative visible size="small" role="alert">
          {t('UI.ORDER_UPLOAD.MAPPING.SAVE_FAILED', { reason: step.failure })}
        </Message>
      )}
      <Button type="submit" primary loading={step.saving} disabled={step.saving}>
        {t('UI.ORDER_UPLOAD.MAPPING.APPLY')}
      </Button>
      <Button type="button" onClick={model.reset}>
        {t('UI.ORDER_UPLOAD.MAPPING.CANCEL')}
      </Button>
    </form>
  );
});
