import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Header, Icon, Message, Segment } from 'semantic-ui-react';
import { FieldError } from '../../components/FieldError';
import { PageLoader } from '../../components/PageLoader';
import { TextField } from '../../components/TextField';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { FormFields } from '../../kit/FormFields';
import { useScreenModel } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import { routeId } from '../inventory/inventory-edit-model';
import type { RmaFormModel } from './rma-form';
import { EMPTY_LINE, RmaFormModel as Model, rmaModeOfType } from './rma-form';
import { rmaPaths } from './rma-list-model';

const LinesField = observer(function LinesField(props: { model: RmaFormModel }) {
  const { t } = useTranslation();
  const { form } = props.model;
  return (
    <fieldset className="rma-lines">
      <legend>{t('UI.RMA.PRODUCTS')}</legend>
      {form.values.lines.map((line, index) => (
        // lines have no identity of their own until saved; the position is what the rules name
        <div className="rma-line" key={index}>
          <TextField
            id={`rma-line-${index}-sku`}
            label={t('UI.RMA.LINE_SKU', { n: index + 1 })}
            value={line.sku}
            error={form.error(`lines.${index}.sku`)}
            onValue={(sku) => form.setItem('lines', index, { sku })}
          />
          <TextField
            id={`rma-line-${index}-quantity`}
            label={t('UI.RMA.LINE_QUANTITY', { n: index + 1 })}
            inputMode="numeric"
            value={line.quantity}
            error={form.error(`lines.${index}.quantity`)}
            onValue={(quantity) => form.setItem('lines', index, { quantity })}
          />
          <Button
            type="button"
            icon
            basic
            aria-label={t('UI.RMA.REMOVE_LINE', { n: index + 1 })}
            onClick={() => form.removeItem('lines', index)}
          >
            <Icon name="trash alternate outline" aria-hidden="true" />
          </Button>
        </div>
      ))}
      <FieldError id="rma-products-error" error={form.error('lines')} />
      <Button type="button" basic size="small" onClick={() => form.addItem('lines', EMPTY_LINE)}>
        <Icon name="plus" aria-hidden="true" />
        {t('UI.RMA.ADD_LINE')}
      </Button>
    </fieldset>
  );
});

/**
 * Create a return, edit a draft (`/warehouse/rma/edit/{id}/edit`) or start a new one from an
 * existing return (`/warehouse/rma/edit/{id}/copy`): save as draft or submit.
 */
const RmaFormScreen = observer(function RmaFormScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.RmaGateway);
  const navigator = useInjection(TOKENS.Navigator);
  const user = useInjection(TOKENS.UserStore);
  const app = useInjection(TOKENS.AppStore);
  const { route, params } = useScreenPlace();
  const id = route.name === 'warehouse.rma.edit' ? routeId(params['id']) : undefined;
  const mode = id === undefined ? 'create' : rmaModeOfType(params['type']);
  const current = user.info?.warehouse_id;
  const currentWarehouse = current === null || current === undefined ? '' : String(current);
  const model = useScreenModel(() => new Model(gateway, mode));
  const { form } = model;
  useEffect(() => {
    if (id !== undefined) void model.load(id);
  }, [model, id]);
  useEffect(() => model.preferWarehouse(currentWarehouse), [model, currentWarehouse]);
  const save = async (submit: boolean) => {
    const saved = await model.save(submit);
    if (saved !== undefined) navigator.go(rmaPaths.view(saved.id));
  };
  const title =
    mode === 'create'
      ? t('ROUTE.RMA_CREATE')
      : mode === 'copy'
        ? t('UI.RMA.COPY_TITLE')
        : t('UI.RMA.EDIT_TITLE', { rma: model.rmaNo });
  const missing = route.name === 'warehouse.rma.edit' && id === undefined;
  const disposal = (backToShelf: boolean, domId: string, label: string) => (
    <div className="field">
      <input
        id={domId}
        type="radio"
        name="rma-disposal"
        checked={form.values.back_to_shelf === backToShelf}
        onChange={() => form.set('back_to_shelf', backToShelf)}
      />
      <label htmlFor={domId}>{label}</label>
    </div>
  );
  return (
    <div className="screen rma-screen">
      <Header as="h1">{title}</Header>
      {form.loading && <PageLoader />}
      {(missing || form.loadFailed) && (
        <Message warning role="status">
          {t('UI.RMA.UNKNOWN')}
        </Message>
      )}
      {!form.editable && (
        <Message info role="status">
          {t('UI.RMA.NOT_EDITABLE')}
        </Message>
      )}
      {!form.loading && !form.loadFailed && !missing && (
        <Segment>
          <Form noValidate className="rma-form" onSubmit={() => void save(true)}>
            <FormFields
              form={form}
              idPrefix="rma"
              fields={[
                {
                  name: 'warehouse_id',
                  label: 'UI.RMA.WAREHOUSE',
                  kind: 'select',
                  placeholder: 'UI.RMA.CHOOSE_WAREHOUSE',
                  options: user.warehouseOptions(app.language),
                },
                {
                  name: 'tracking_numbers',
                  label: 'UI.RMA.TRACKING_NUMBERS',
                  placeholder: 'UI.RMA.TRACKING_HINT',
                },
              ]}
            />
            <FormFields
              form={form}
              idPrefix="rma"
              group
              fields={[
                { name: 'shipping_method', label: 'UI.RMA.SHIPPING_METHOD', maxLength: 100 },
                { name: 'order_number', label: 'UI.RMA.ORDER_NUMBER', maxLength: 100 },
              ]}
            />
            <LinesField model={model} />
            <fieldset className="rma-disposal">
              <legend>{t('UI.RMA.DISPOSAL')}</legend>
              {disposal(true, 'rma-back-to-shelf', t('UI.RMA.BACK_TO_SHELF'))}
              {disposal(false, 'rma-not-back-to-shelf', t('UI.RMA.NOT_BACK_TO_SHELF'))}
            </fieldset>
            <div className="rma-buttons">
              <Button
                type="button"
                loading={form.saving === 'draft'}
                disabled={form.saving !== undefined || !form.editable}
                onClick={() => void save(false)}
              >
                {t('UI.RMA.SAVE_DRAFT')}
              </Button>
              <Button
                primary
                type="submit"
                loading={form.saving === 'submit'}
                disabled={form.saving !== undefined || !form.editable}
              >
                {t('UI.RMA.SUBMIT')}
              </Button>
            </div>
          </Form>
        </Segment>
      )}
    </div>
  );
});

export default RmaFormScreen;
