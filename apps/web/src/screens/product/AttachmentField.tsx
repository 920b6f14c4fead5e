import type { MessageCode } from '@portal/domain';
import { message } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/FieldError';
import { FileButton } from '../../components/FileButton';
import { Button } from 'semantic-ui-react';
import type { AttachmentKind, ProductFormModel } from './product-form';
import { ATTACHMENT_PROFILES } from './product-form';

/**
 * One set of pictures of the product form: the previews with a remove button each, and a file
 * input (JPG, PNG or GIF) while the set has room; the profile's limits are said beside it.
 */
export const AttachmentField = observer(function AttachmentField(props: {
  model: ProductFormModel;
  kind: AttachmentKind;
  label: string;
  /** The file input's label, e.g. "Add product images". */
  addLabel: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { model, kind, label } = props;
  const profile = ATTACHMENT_PROFILES[kind];
  const attached = model.form.values[kind];
  const { failure, busy } = model.pictures[kind];
  const error = model.errorOf(kind);
  // a refused pick or a rule first, else the server's reason for a refused picture
  const shown: MessageCode | undefined =
    error ??
    (failure === undefined
      ? undefined
      : message('UI.PRODUCT.FORM.UPLOAD_FAILED', { reason: failure }));
  const inputId = `product-${kind}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const full = attached.length >= profile.maxFiles;
  return (
    <div className={shown === undefined ? 'field' : 'field error'}>
      <label htmlFor={inputId}>{props.addLabel}</label>
      {attached.length > 0 && (
        <ul className="product-pictures" aria-label={label}>
          {attached.map((attachment, index) => (
            <li key={attachment.id}>
              <img
                src={model.pictureUrl(attachment.id)}
                alt={t('UI.PRODUCT.FORM.PICTURE_ALT', { what: label, index: index + 1 })}
              />
              <Button
                type="button"
                size="mini"
                icon="close"
                disabled={props.disabled}
                aria-label={t('UI.PRODUCT.FORM.REMOVE_PICTURE', { what: label, index: index + 1 })}
                onClick={() => model.detach(kind, attachment.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <FileButton
        id={inputId}
        text={t('UI.COMMON.CHOOSE_FILES')}
        multiple={profile.maxFiles > 1}
        accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
        disabled={props.disabled || full}
        loading={busy}
        invalid={error !== undefined}
        describedBy={shown === undefined ? hintId : `${hintId} ${errorId}`}
        onFiles={(files) => void model.attach(kind, files)}
      />
      <div id={hintId} className="product-hint">
        {busy
          ? t('UI.PRODUCT.FORM.UPLOADING')
          : t('UI.PRODUCT.FORM.PICTURE_LIMIT', { max: profile.maxFiles, size: profile.sizeLabel })}
      </div>
      <FieldError id={errorId} error={shown} />
    </div>
  );
});
