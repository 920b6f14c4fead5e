import type { MessageCode } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Message } from 'semantic-ui-react';
import { TextField } from '../../components/TextField';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { FormFields } from '../../kit/FormFields';
import { ScreenTitle, Section } from '../../kit/Layout';
import { useScreenModel } from '../../kit/use-screen';
import type { Quotes } from './parcel-form';
import { parcelForm } from './parcel-form';
import { QuoteTable } from './QuoteTable';
import type { AddressInput } from './tool-checks';
import { addressProblems, hsCodeProblem, volumetricOf } from './tool-checks';

/** A verdict: the domain's refusals translated, or the tool's "accepted" text. */
function Verdict(props: { problems: readonly MessageCode[] | undefined; ok: string }) {
  const { t } = useTranslation();
  if (props.problems === undefined) return null;
  return props.problems.length === 0 ? (
    <Message positive role="status">
      {props.ok}
    </Message>
  ) : (
    <Message negative role="alert">
      {props.problems.map((p, index) => (
        <p key={index}>{t(p.code, p.params ?? {})}</p>
      ))}
    </Message>
  );
}

/**
 * /tools: the fee calculator (the server's order quote), and the postcode and address check,
 * volumetric weight and HS code check, each the domain's rule run in the browser.
 */
const ToolsScreen = observer(function ToolsScreen() {
  const { t } = useTranslation();
  const api = useInjection(TOKENS.Api);
  const form = useScreenModel(parcelForm);
  const [quotes, setQuotes] = useState<Quotes | undefined>();
  const [address, setAddress] = useState<AddressInput>({
    country: '',
    state: '',
    postcode: '',
    address_line1: '',
    channel: '',
  });
  const [addressVerdict, setAddressVerdict] = useState<MessageCode[] | undefined>();
  const [size, setSize] = useState({ length_cm: '', width_cm: '', height_cm: '', weight_kg: '' });
  const volume = volumetricOf(size);
  const sized = Object.values(size).every((v) => v.trim() !== '');
  const [hs, setHs] = useState('');
  const [hsVerdict, setHsVerdict] = useState<MessageCode[] | undefined>();
  const calculate = async () => {
    const answer = await form.save('submit', (fields) =>
      api.callAssembled(ROUTES.help.fees, fields),
    );
    if (answer !== undefined) setQuotes(answer.quotes);
  };
  const text = (id: string, label: string, value: string, onValue: (value: string) => void) => (
    <TextField
      key={id}
      id={id}
      label={t(label)}
      value={value}
      error={undefined}
      onValue={onValue}
    />
  );
  return (
    <div className="screen tools-screen">
      <ScreenTitle title={t('UI.TOOLS.TITLE')} />
      <Section id="tools-fees" title={t('UI.TOOLS.FEE_TITLE')} segment>
        <p>{t('UI.TOOLS.FEE_INTRO')}</p>
        <Form onSubmit={() => void calculate()} noValidate>
          <FormFields
            form={form}
            idPrefix="fees"
            group
            fields={[
              { name: 'country', label: 'UI.HELP.COUNTRY', maxLength: 2 },
              { name: 'postcode', label: 'UI.TOOLS.POSTCODE' },
              { name: 'state', label: 'UI.TOOLS.STATE' },
              { name: 'channel', label: 'UI.HELP.CHANNEL' },
            ]}
          />
          <FormFields
            form={form}
            idPrefix="fees"
            group
            fields={[
              { name: 'weight_kg', label: 'UI.HELP.WEIGHT', inputMode: 'decimal' },
              { name: 'length_cm', label: 'UI.HELP.LENGTH', inputMode: 'decimal' },
              { name: 'width_cm', label: 'UI.HELP.WIDTH', inputMode: 'decimal' },
              { name: 'height_cm', label: 'UI.HELP.HEIGHT', inputMode: 'decimal' },
            ]}
          />
          <FormFields
            form={form}
            idPrefix="fees"
            group
            fields={[
              { name: 'currency', label: 'UI.TOOLS.CURRENCY', maxLength: 3 },
              { name: 'declared_value', label: 'UI.TOOLS.DECLARED', inputMode: 'decimal' },
              { name: 'insured_value', label: 'UI.TOOLS.INSURED', inputMode: 'decimal' },
            ]}
          />
          <FormFields
            form={form}
            idPrefix="fees"
            fields={[{ name: 'duty_prepaid', label: 'UI.TOOLS.DUTY_PREPAID', kind: 'check' }]}
          />
          {/* the calculator's refusal naming no field (a server fault) says why here */}
          {form.saveError !== undefined && form.serverIssues.length === 0 && (
            <Message negative role="alert">
              {form.saveError}
            </Message>
          )}
          <Button primary type="submit" loading={form.saving !== undefined}>
            {t('UI.TOOLS.CALCULATE')}
          </Button>
        </Form>
        {quotes !== undefined &&
          (quotes.length === 0 ? (
            <Message info>{t('UI.HELP.NO_CHANNEL')}</Message>
          ) : (
            <QuoteTable
              quotes={quotes}
              idPrefix={t('UI.TOOLS.FEE_TITLE')}
              fees={[
                ['freight', 'UI.HELP.COL_FREIGHT'],
                ['insurance', 'UI.TOOLS.COL_INSURANCE'],
                ['vat', 'UI.TOOLS.COL_VAT'],
                ['destination_fee', 'UI.TOOLS.COL_DESTINATION'],
                ['duty', 'UI.TOOLS.COL_DUTY'],
                ['customs', 'UI.TOOLS.COL_CUSTOMS'],
                ['remote_surcharge', 'UI.TOOLS.COL_REMOTE'],
                ['total', 'UI.HELP.COL_TOTAL'],
              ]}
            />
          ))}
      </Section>
      <Section id="tools-address" title={t('UI.TOOLS.ADDRESS_TITLE')} segment>
        <Form onSubmit={() => setAddressVerdict(addressProblems(address))} noValidate>
          <Form.Group widths="equal">
            {text('address-country', 'UI.HELP.COUNTRY', address.country, (country) =>
              setAddress({ ...address, country }),
            )}
            {text('address-state', 'UI.TOOLS.STATE', address.state, (state) =>
              setAddress({ ...address, state }),
            )}
            {text('address-postcode', 'UI.TOOLS.POSTCODE', address.postcode, (postcode) =>
              setAddress({ ...address, postcode }),
            )}
          </Form.Group>
          <Form.Group widths="equal">
            {text('address-line1', 'UI.TOOLS.ADDRESS_LINE1', address.address_line1, (line) =>
              setAddress({ ...address, address_line1: line }),
            )}
            {text('address-channel', 'UI.TOOLS.ADDRESS_CHANNEL', address.channel, (channel) =>
              setAddress({ ...address, channel }),
            )}
          </Form.Group>
          <Button type="submit">{t('UI.TOOLS.CHECK')}</Button>
        </Form>
        <Verdict problems={addressVerdict} ok={t('UI.TOOLS.ADDRESS_OK')} />
      </Section>
      <Section id="tools-volumetric" title={t('UI.TOOLS.VOLUMETRIC_TITLE')} segment>
        <Form noValidate>
          <Form.Group widths="equal">
            {(
              [
                ['length_cm', 'UI.HELP.LENGTH'],
                ['width_cm', 'UI.HELP.WIDTH'],
                ['height_cm', 'UI.HELP.HEIGHT'],
                ['weight_kg', 'UI.HELP.WEIGHT'],
              ] as const
            ).map(([key, label]) =>
              text(`volumetric-${key}`, label, size[key], (value) =>
                setSize({ ...size, [key]: value }),
              ),
            )}
          </Form.Group>
        </Form>
        {sized &&
          (volume.ok ? (
            <Message role="status">
              {t('UI.TOOLS.VOLUMETRIC_RESULT', {
                volumetric: volume.volumetric,
                chargeable: volume.chargeable,
                divisor: volume.divisor,
              })}
            </Message>
          ) : (
            <Message negative role="alert">
              {t(volume.problem.code, volume.problem.params ?? {})}
            </Message>
          ))}
      </Section>
      <Section id="tools-hs" title={t('UI.TOOLS.HS_TITLE')} segment>
        <Form
          onSubmit={() => {
            const problem = hsCodeProblem(hs);
            setHsVerdict(problem === undefined ? [] : [problem]);
          }}
          noValidate
        >
          {text('hs-code', 'UI.TOOLS.HS_CODE', hs, setHs)}
          <Button type="submit">{t('UI.TOOLS.CHECK')}</Button>
        </Form>
        <Verdict problems={hsVerdict} ok={t('UI.TOOLS.HS_OK')} />
      </Section>
    </div>
  );
});

export default ToolsScreen;
