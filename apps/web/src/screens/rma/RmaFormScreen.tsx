import type { Navigator } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Header, Icon, Message, Segment } from 'semantic-ui-react';
import { FieldError } from '../../components/FieldError';
import { PageLoader } from '../../components/PageLoader';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { RmaGateway } from '../../gateways/rma-gateway';
import { useScreenPlace } from '../../routing/screen-context';
import type { AppStore } from '../../stores/app-store';
import type { UserStore } from '../../stores/user-store';
import { routeId } from '../inventory/inventory-edit-model';
import type { RmaFormModel } from './rma-form';
import { RmaFormModel as Model, rmaModeOfType } from './rma-form';
import { rmaPaths } from './rma-list-model';

const WarehouseField = observer(function WarehouseField(props: { form: RmaFormModel }) {
  const { t } = useTranslation();
  const user = useInjection<UserStore>(TOKENS.UserStore);
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const { form } = props;
  const error = form.errors['warehouseId'];
  return (
    <SelectField
      id="rma-warehouse"
      label={t('UI.RMA.WAREHOUSE')}
      value={form.values.warehouseId}
      placeholder={t('UI.RMA.CHOOSE_WAREHOUSE')}
      options={user.warehouseOptions(app.language)}
      error={error}
      onChange={(value) => form.set('warehouseId', value)}
    />
  );
});

const LinesField = observer(function LinesField(props: { form: RmaFormModel }) {
  const { t } = useTranslation();
  const { form } = props;
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
            error={form.errors[`products.${index}.sku`]}
            onValue={(value) => form.setLine(index, 'sku', value)}
          />
          <TextField
            id={`rma-line-${index}-quantity`}
            label={t('UI.RMA.LINE_QUANTITY', { n: index + 1 })}
            inputMode="numeric"
            value={line.quantity}
            error={form.errors[`products.${index}.quantity`]}
            onValue={(value) => form.setLine(index, 'quantity', value)}
          />
          <Button
            type="button"
            icon
            basic
            aria-label={t('UI.RMA.REMOVE_LINE', { n: index + 1 })}
            onClick={() => form.removeLine(index)}
          >
            <Icon name="trash alternate outline" aria-hidden="true" />
          </Button>
        </div>
      ))}
      <FieldError id="rma-products-error" error={form.errors['products']} />
      <Button type="button" basic size="small" onClick={form.addLine}>
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
  const gateway = useInjection<RmaGateway>(TOKENS.RmaGateway);
  const navigator = useInjection<Navigator>(TOKENS.Navigator);
  const user = useInjection<UserStore>(TOKENS.UserStore);
  const { route, params } = useScreenPlace();
  const id = route.name === 'warehouse.rma.edit' ? routeId(params['id']) : undefined;
  const mode = id === undefined ? 'create' : rmaModeOfType(params['type']);
  const current = user.info?.warehouse_id;
  const currentWarehouse = current === null || current === undefined ? '' : String(current);
  const [form] = useState(() => new Model(gateway, mode));
  useEffect(() => {
    if (id !== undefined) void form.load(id);
  }, [form, id]);
  useEffect(() => form.preferWarehouse(currentWarehouse), [form, currentWarehouse]);
  const save = async (submit: boolean) => {
    const saved = await form.save(submit);
    if (saved !== undefined) navigator.go(rmaPaths.view(saved.id));
  };
  const title =
    mode === 'create'
      ? t('ROUTE.RMA_CREATE')
      : mode === 'copy'
        ? t('UI.RMA.COPY_TITLE')
        : t('UI.RMA.EDIT_TITLE', { rma: form.rmaNo });
  const missing = route.name === 'warehouse.rma.edit' && id === undefined;
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
            <WarehouseField form={form} />
            <TextField
              id="rma-tracking"
              label={t('UI.RMA.TRACKING_NUMBERS')}
              placeholder={t('UI.RMA.TRACKING_HINT')}
              value={form.values.trackingNumbers}
              error={form.errors['trackingNumbers']}
              onValue={(value) => form.set('trackingNumbers', value)}
            />
            <Form.Group widths="equal">
              <TextField
                id="rma-shipping-method"
                label={t('UI.RMA.SHIPPING_METHOD')}
                maxLength={100}
                value={form.values.shippingMethod}
                error={form.errors['shippingMethod']}
                onValue={(value) => form.set('shippingMethod', value)}
              />
              <TextField
                id="rma-order-number"
                label={t('UI.RMA.ORDER_NUMBER')}
                maxLength={100}
                value={form.values.orderNumber}
                error={form.errors['orderNumber']}
                onValue={(value) => form.set('orderNumber', value)}
              />
            </Form.Group>
            <LinesField form={form} />
            <fieldset className="rma-disposal">
              <legend>{t('UI.RMA.DISPOSAL')}</legend>
              <div className="field">
                <input
                  id="rma-back-to-shelf"
                  type="radio"
                  name="rma-disposal"
                  checked={form.values.backToShelf}
                  onChange={() => form.set('backToShelf', true)}
                />
                <label htmlFor="rma-back-to-shelf">{t('UI.RMA.BACK_TO_SHELF')}</label>
              </div>
              <div className="field">
                <input
                  id="rma-not-back-to-shelf"
                  type="radio"
                  name="rma-disposal"
                  checked={!form.values.backToShelf}
                  onChange={() => form.set('backToShelf', false)}
                />
                <label htmlFor="rma-not-back-to-shelf">{t('UI.RMA.NOT_BACK_TO_SHELF')}</label>
              </div>
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
