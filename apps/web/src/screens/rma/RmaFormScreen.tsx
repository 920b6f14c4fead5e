import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Header, Message, Segment } from 'semantic-ui-react';
import { PageLoader } from '../../components/PageLoader';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { SaveButtons } from '../../kit/Actions';
import { FormFields } from '../../kit/FormFields';
import { ItemRows } from '../../kit/ItemRows';
import { SkuSearch } from '../../kit/SkuSearch';
import { useScreenModel } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import { routeId } from '../../kit/route-path';
import { EMPTY_LINE, RmaFormModel, rmaModeOfType } from './rma-form';
import { rmaPaths } from './rma-list-model';

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
  const model = useScreenModel(() => new RmaFormModel(gateway, mode));
  const { form } = model;
  useEffect(() => {
    void model.skus.search('');
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
            <ItemRows
              form={form}
              field="lines"
              legend={t('UI.RMA.PRODUCTS')}
              idPrefix="rma-line"
              className="rma-lines"
              rowClassName="rma-line"
              fields={[
                model.skus.picker('UI.RMA.LINE_SKU', 'UI.RMA.CHOOSE_SKU', model.lineSkus),
                { key: 'quantity', label: 'UI.RMA.LINE_QUANTITY', inputMode: 'numeric' },
              ]}
              removeLabel="UI.RMA.REMOVE_LINE"
              addLabel="UI.RMA.ADD_LINE"
              add={() => form.addItem('lines', EMPTY_LINE)}
              before={
                <SkuSearch
                  choices={model.skus}
                  id="rma-product-search"
                  label="UI.RMA.PRODUCT_SEARCH"
                  placeholder="UI.RMA.PRODUCT_SEARCH_HINT"
                  none="UI.RMA.NO_ACTIVE_PRODUCTS"
                  hintClassName="rma-hint"
                />
              }
            />
            <fieldset className="rma-disposal">
              <legend>{t('UI.RMA.DISPOSAL')}</legend>
              {disposal(true, 'rma-back-to-shelf', t('UI.RMA.BACK_TO_SHELF'))}
              {disposal(false, 'rma-not-back-to-shelf', t('UI.RMA.NOT_BACK_TO_SHELF'))}
            </fieldset>
            <SaveButtons
              form={form}
              enter="submit"
              draft="UI.RMA.SAVE_DRAFT"
              submit="UI.RMA.SUBMIT"
              className="rma-buttons"
              disabled={!form.editable}
              onSave={(submit) => void save(submit)}
            />
          </Form>
        </Segment>
      )}
    </div>
  );
});

export default RmaFormScreen;
