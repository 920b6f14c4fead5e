import { useTranslation } from 'react-i18next';
import { Step } from 'semantic-ui-react';
import type { WizardStep } from './activation-wizard';
import { STEP_TITLE_KEYS, WIZARD_STEPS } from './activation-wizard';

/** The five steps of the activation wizard, the current one marked. */
export function WizardSteps(props: { current: WizardStep; failed?: boolean }) {
  const { t } = useTranslation();
  const at = WIZARD_STEPS.indexOf(props.current);
  return (
    <Step.Group ordered fluid size="mini" aria-label={t('UI.ACTIVATION.STEPS')}>
      {WIZARD_STEPS.map((step, index) => (
        <Step
          key={step}
          completed={index < at}
          active={index === at}
          aria-current={index === at ? 'step' : undefined}
        >
          <Step.Content>
            <Step.Title>{t(STEP_TITLE_KEYS[step])}</Step.Title>
          </Step.Content>
        </Step>
      ))}
    </Step.Group>
  );
}
