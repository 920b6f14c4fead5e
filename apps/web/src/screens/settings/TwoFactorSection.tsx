import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { FormFields } from '../../kit/FormFields';
import { FormSubmit } from '../../kit/FormSubmit';
import { LoadState, Section } from '../../kit/Layout';
import { OnceSecret } from '../../kit/OnceSecret';
import { QrCode } from '../../kit/QrCode';
import { saveFile } from '../../kit/save-file';
import { useScreenModel } from '../../kit/use-screen';
import type { TwoFactorModel } from './two-factor-model';
import { TwoFactorModel as Model } from './two-factor-model';

/** The key in groups of four, as authenticator apps show it: easier to type by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The step's form: its fields, the server's refusal, its submit and a way back. */
const StepForm = observer(function StepForm(props: {
  model: TwoFactorModel;
  password?: boolean;
  code?: string;
  submit: string;
  negative?: boolean;
}) {
  const { t } = useTranslation();
  const { form } = props.model;
  return (
    <Form noValidate className="two-factor-form" onSubmit={() => void props.model.submit()}>
      <FormFields
        form={form}
        idPrefix="two-factor"
        fields={[
          props.password === true && {
            name: 'password',
            label: 'UI.TWO_FACTOR.PASSWORD',
            kind: 'password',
            autoComplete: 'current-password',
          },
          props.code !== undefined && {
            name: 'code',
            label: props.code,
            inputMode: props.password === true ? undefined : 'numeric',
            autoComplete: 'one-time-code',
            maxLength: 11,
          },
        ]}
      />
      <FormSubmit
        form={form}
        label={props.submit}
        failed="UI.TWO_FACTOR.FAILED"
        {...(props.negative === true ? { negative: true } : {})}
      />
      <Button type="button" basic onClick={() => props.model.go('idle')}>
        {t('UI.TWO_FACTOR.CANCEL')}
      </Button>
    </Form>
  );
});

/**
 * Two-factor sign-in in the user centre (main account only): turn it on (password, QR code of the
 * otpauth URI and the key as text, a first code, the recovery codes shown once with copy and
 * download), or off (password and a code). A chunk of its own: the QR encoder loads only here.
 */
const TwoFactorSection = observer(function TwoFactorSection() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.TwoFactorGateway);
  const model = useScreenModel(() => new Model(gateway));
  useEffect(() => void model.status.load(), [model]);
  const status = model.status.value;
  const { step, setup } = model;
  return (
    <Section id="settings-two-factor" segment title={t('UI.TWO_FACTOR.TITLE')}>
      <p className="developer-hint">{t('UI.TWO_FACTOR.INTRO')}</p>
      {status === undefined ? (
        <LoadState
          failed={model.status.failed}
          text="UI.TWO_FACTOR.LOAD_FAILED"
          retry={model.status.load}
        />
      ) : (
        <p role="status">
          {t(status.enabled ? 'UI.TWO_FACTOR.ON' : 'UI.TWO_FACTOR.OFF')}{' '}
          {status.enabled &&
            t('UI.TWO_FACTOR.RECOVERY_LEFT', { count: status.recovery_codes_left })}
        </p>
      )}
      {step === 'codes' && (
        <OnceSecret
          title={t('UI.TWO_FACTOR.RECOVERY_TITLE')}
          text={t('UI.TWO_FACTOR.RECOVERY_TEXT')}
          label={t('UI.TWO_FACTOR.RECOVERY_LIST')}
          secret={model.recoveryCodes.join('\n')}
          copy={t('UI.TWO_FACTOR.COPY_CODES')}
          done={t('UI.TWO_FACTOR.DONE')}
          onDone={model.keptCodes}
        >
          <Button
            type="button"
            size="small"
            onClick={() =>
              saveFile(
                new Blob([`${model.recoveryCodes.join('\n')}\n`], { type: 'text/plain' }),
                t('UI.TWO_FACTOR.RECOVERY_FILE'),
              )
            }
          >
            {t('UI.TWO_FACTOR.DOWNLOAD_CODES')}
          </Button>
        </OnceSecret>
      )}
      {status !== undefined && step === 'idle' && (
        <Button
          type="button"
          primary={!status.enabled}
          negative={status.enabled}
          basic={status.enabled}
          onClick={() => model.go(status.enabled ? 'disable' : 'password')}
        >
          {t(status.enabled ? 'UI.TWO_FACTOR.TURN_OFF' : 'UI.TWO_FACTOR.START')}
        </Button>
      )}
      {step === 'password' && <StepForm model={model} password submit="UI.TWO_FACTOR.START" />}
      {step === 'scan' && setup !== undefined && (
        <>
          <p>{t('UI.TWO_FACTOR.SCAN')}</p>
          <QrCode
            text={setup.otpauth_uri}
            label={t('UI.TWO_FACTOR.QR')}
            className="two-factor-qr"
          />
          <p>
            <span id="two-factor-secret-label">{t('UI.TWO_FACTOR.SECRET')}</span>{' '}
            <code aria-labelledby="two-factor-secret-label" data-secret={setup.secret}>
              {grouped(setup.secret)}
            </code>
          </p>
          <StepForm model={model} code="UI.TWO_FACTOR.CODE" submit="UI.TWO_FACTOR.CONFIRM" />
        </>
      )}
      {step === 'disable' && (
        <StepForm
          model={model}
          password
          code="UI.TWO_FACTOR.TURN_OFF_CODE"
          submit="UI.TWO_FACTOR.TURN_OFF_CONFIRM"
          negative
        />
      )}
    </Section>
  );
});

export default TwoFactorSection;
