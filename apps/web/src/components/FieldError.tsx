import type { MessageCode } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** A field's error, announced and tied to its control by `id` (the control's aria-describedby). */
export function FieldError(props: { id: string; error: MessageCode | undefined }) {
  const { t } = useTranslation();
  if (props.error === undefined) return null;
  return (
    <div id={props.id} className="ui pointing above prompt label" role="alert">
      {t(props.error.code, { ...props.error.params })}
    </div>
  );
}
