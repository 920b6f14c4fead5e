import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Message } from 'semantic-ui-react';
import type { FormModel } from './form-model';

/**
 * A one-save form's end: the server's reason when it refused the save and no field carries it
 * (`failed`, a catalog key taking `reason`), then the submit button, busy while the save runs.
 */
export const FormSubmit = observer(function FormSubmit<V extends object>(props: {
  form: FormModel<V>;
  /** The button's catalog key. */
  label: string;
  failed: string;
  negative?: boolean;
}) {
  const { t } = useTranslation();
  const { form } = props;
  return (
    <>
      {form.saveError !== undefined && form.serverIssues.length === 0 && (
        <Message negative role="alert" content={t(props.failed, { reason: form.saveError })} />
      )}
      <Button
        type="submit"
        primary={props.negative !== true}
        negative={props.negative}
        loading={form.saving !== undefined}
        disabled={form.saving !== undefined}
      >
        {t(props.label)}
      </Button>
    </>
  );
});
