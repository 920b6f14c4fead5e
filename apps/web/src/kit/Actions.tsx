import { summarizeFieldIssues } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Confirm, Message } from 'semantic-ui-react';
import type { FormModel } from './form-model';
import { usePermitted } from './permitted';

/** A question before a destructive step: its title, text and confirm button, translated already. */
export interface Question {
  readonly header: string;
  readonly content: string;
  readonly confirm: string;
}

/** The confirm dialog of the portal: named by its title; cancel or confirm. */
export function ConfirmDialog(props: {
  question: Question | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const { question } = props;
  return (
    <Confirm
      open={question !== undefined}
      role="dialog"
      aria-modal="true"
      aria-label={question?.header}
      size="tiny"
      header={question?.header}
      content={question?.content}
      cancelButton={t('UI.COMMON.CANCEL')}
      confirmButton={question?.confirm}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    />
  );
}

/** How one action's button looks and behaves now. */
export interface ActionLook {
  readonly primary?: boolean;
  readonly negative?: boolean;
  readonly basic?: boolean;
  readonly loading?: boolean;
  readonly disabled?: boolean;
  /** Its accessible name when the text alone is ambiguous (a row's action). */
  readonly name?: string;
}

/**
 * The classes semantic-ui's Button gives for a look: the buttons are plain `button`s in its
 * markup, since a list shows them on each of up to 100 rows (the web benchmark's render time).
 */
export const actionButtonClass = (size: 'mini' | 'small', look: ActionLook): string =>
  [
    'ui',
    size,
    look.basic === true && 'basic',
    look.loading === true && 'loading',
    look.negative === true && 'negative',
    look.primary === true && 'primary',
    look.disabled === true && 'disabled',
    'button',
  ]
    .filter((part) => part !== false)
    .join(' ');

/**
 * One button per action the record allows now and the role permits (those given, in order); an action with a
 * question asks it first. `label` is the button's translated text.
 */
export const ActionButtons = observer(function ActionButtons<A extends string>(props: {
  actions: readonly A[];
  label: (action: A) => string;
  look?: (action: A) => ActionLook;
  ask?: (action: A) => Question | undefined;
  size?: 'mini' | 'small';
  onAct: (action: A) => void;
}) {
  const [asking, setAsking] = useState<{ action: A; question: Question } | undefined>();
  // a role that may not take an action does not see its button (ADR 0035)
  const permitted = usePermitted();
  return (
    <>
      {props.actions
        .filter((action) => permitted(action))
        .map((action) => {
          const look = props.look?.(action) ?? {};
          return (
            <button
              key={action}
              type="button"
              className={actionButtonClass(props.size ?? 'small', look)}
              disabled={look.disabled}
              aria-label={look.name}
              onClick={() => {
                // asked when pressed: a list would otherwise word a question per row and action
                const question = props.ask?.(action);
                if (question === undefined) props.onAct(action);
                else setAsking({ action, question });
              }}
            >
              {props.label(action)}
            </button>
          );
        })}
      {/* mounted only while asking: a list renders these buttons on each of its up to 100 rows */}
      {asking !== undefined && (
        <ConfirmDialog
          question={asking.question}
          onCancel={() => setAsking(undefined)}
          onConfirm={() => {
            setAsking(undefined);
            props.onAct(asking.action);
          }}
        />
      )}
    </>
  );
});

/**
 * A form's two saves: as a draft, or submitted for review. `enter` names the one the Enter key
 * runs (the form's submit button; the form's onSubmit runs it); each shows while its save runs.
 * With `verdict`, the domain's form-level verdict shows above them once a save was tried; with
 * `failed` (a catalog key taking `reason`), the server's reason when it refused the save.
 */
export const SaveButtons = observer(function SaveButtons<V extends object>(props: {
  form: FormModel<V>;
  draft: string;
  submit: string;
  enter: 'draft' | 'submit';
  className: string;
  disabled?: boolean;
  verdict?: boolean;
  failed?: string;
  onSave: (submit: boolean) => void;
}) {
  const { t } = useTranslation();
  const { form } = props;
  const button = (mode: 'draft' | 'submit') => (
    <Button
      type={props.enter === mode ? 'submit' : 'button'}
      primary={mode === 'submit'}
      loading={form.saving === mode}
      disabled={props.disabled === true || form.saving !== undefined}
      onClick={props.enter === mode ? undefined : () => props.onSave(mode === 'submit')}
    >
      {t(mode === 'draft' ? props.draft : props.submit)}
    </Button>
  );
  const verdict = props.verdict === true && form.submitted && summarizeFieldIssues(form.issues);
  return (
    <>
      {verdict !== undefined && verdict !== false && (
        <Message negative role="alert">
          {t(verdict.code)}
        </Message>
      )}
      {props.failed !== undefined && form.saveError !== undefined && (
        <Message negative role="alert">
          {t(props.failed, { reason: form.saveError })}
        </Message>
      )}
      <div className={props.className}>
        {button('draft')}
        {button('submit')}
      </div>
    </>
  );
});
