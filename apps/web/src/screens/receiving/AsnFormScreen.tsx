// the choice lists are the domain's, as the server's schema reads them
import { ASN_DELIVERY_MODES, ASN_LEVELS, ASN_PREPACKING } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Form, Header, Message } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { FieldSpec } from '../../kit/FormFields';
import { SaveButtons } from '../../kit/Actions';
import { FormFields } from '../../kit/FormFields';
import { ItemRows } from '../../kit/ItemRows';
import { LoadState } from '../../kit/Layout';
import { skuOptions, skuPicker } from '../../kit/sku-choices';
import { SkuSearch } from '../../kit/SkuSearch';
import { useScreenModel } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import type { AsnFormValues } from './asn-form';
import { AsnFormModel, EMPTY_ASN_LINE } from './asn-form';
import { ASN_PATHS } from './asn-paths';
import { asnOptionKey } from './asn-texts';

/** Create an inbound notice, or edit a draft one (`/warehouse/receiving/edit/{id}`). */
const AsnFormScreen = observer(function AsnFormScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.AsnGateway);
  const navigator = useInjection(TOKENS.Navigator);
  const user = useInjection(TOKENS.UserStore);
  const app = useInjection(TOKENS.AppStore);
  // kept-alive screens stay in the page together: every id is unique to this instance
  const p = `asn-${useId().replace(/:/g, '')}`;
  const idParam = useScreenPlace().params['id'];
  const id = idParam === undefined || idParam === '' ? undefined : Number(idParam);
  // after a save the form starts over (a new notice, or the draft as the server now has it), so
  // coming back to this kept-alive tab never replays the save
  const [round, setRound] = useState(0);
  const model = useScreenModel(() => new AsnFormModel(gateway), round);
  const { form } = model;
  useEffect(() => void model.load(id), [model, id]);
  const current = user.info?.warehouse_id;
  const currentWarehouse = current === undefined || current === null ? undefined : String(current);
  const approvedIds = user.activeWarehouses.map((w) => String(w.value)).join(',');
  useEffect(() => {
    if (id === undefined && approvedIds !== '')
      model.chooseDefaultWarehouse(currentWarehouse, approvedIds.split(','));
  }, [model, id, currentWarehouse, approvedIds]);

  const save = async (submit: boolean) => {
    const result = await model.save(submit);
    if (result === undefined) return;
    setRound((n) => n + 1);
    navigator.go(ASN_PATHS.view(result.id));
  };
  const options = (values: readonly string[]) =>
    values.map((value) => ({ value, text: t(asnOptionKey(value)) }));
  const select = (
    name: 'prepacking' | 'level' | 'delivery_mode',
    label: string,
    values: readonly string[],
  ) => ({ name, label, kind: 'select', options: options(values) }) as const;
  const check = (name: 'fba' | 'unloading' | 'air_freight', label: string) =>
    ({ name, label, kind: 'check', className: 'field asn-checkbox' }) as const;
  const size = (key: 'weight' | 'length' | 'width' | 'height', label: string) =>
    ({ key, label, inputMode: 'decimal' }) as const;
  const count = { key: 'quantity', label: 'UI.ASN.BOX_QUANTITY', inputMode: 'numeric' } as const;
  const carrier = form.values.delivery_mode === 'carrier';
  const fields = (specs: readonly (FieldSpec<AsnFormValues> | false)[], group = false) => (
    <FormFields form={form} idPrefix={p} group={group} fields={specs} />
  );

  if (form.loading || form.loadFailed)
    return (
      <LoadState failed={form.loadFailed} text="UI.ASN.LOAD_FAILED" retry={() => model.load(id)} />
    );
  return (
    <div className="screen asn-screen">
      <Header as="h1">
        {id === undefined ? t('ROUTE.RECEIVING_CREATE') : t('ROUTE.RECEIVING_EDIT')}
        {model.asnNo !== '' && <Header.Subheader>{model.asnNo}</Header.Subheader>}
      </Header>
      {!form.editable ? (
        <Message warning role="status">
          <p>{t('UI.ASN.NOT_EDITABLE')}</p>
          {id !== undefined && <Link to={ASN_PATHS.view(id)}>{t('UI.ASN.OPEN_VIEW')}</Link>}
        </Message>
      ) : (
        <Form
          noValidate
          className="asn-form"
          onSubmit={(event) => {
            event.preventDefault();
            void save(false);
          }}
        >
          {fields([
            {
              name: 'warehouse_id',
              label: 'UI.ASN.WAREHOUSE',
              kind: 'select',
              placeholder: 'UI.ASN.CHOOSE_WAREHOUSE',
              options: user.warehouseOptions(app.language),
            },
          ])}
          <ItemRows
            form={form}
            field="lines"
            legend={t('UI.ASN.PRODUCTS')}
            idPrefix={`${p}-line`}
            className="asn-fieldset"
            rowClassName="asn-row"
            removeClassName="asn-row-remove"
            fields={[
              model.skus.picker('UI.ASN.LINE_SKU', 'UI.ASN.CHOOSE_SKU', model.lineSkus),
              { key: 'quantity', label: 'UI.ASN.LINE_QUANTITY', inputMode: 'numeric' },
            ]}
            removeLabel="UI.ASN.REMOVE_LINE"
            addLabel="UI.ASN.ADD_LINE"
            add={() => form.addItem('lines', EMPTY_ASN_LINE)}
            before={
              <SkuSearch
                choices={model.skus}
                id={`${p}-product-search`}
                label="UI.ASN.PRODUCT_SEARCH"
                placeholder="UI.ASN.PRODUCT_SEARCH_HINT"
                none="UI.ASN.NO_ACTIVE_PRODUCTS"
                hintClassName="asn-hint"
              />
            }
          />
          {fields(
            [
              select('prepacking', 'UI.ASN.PREPACKING', ASN_PREPACKING),
              select('level', 'UI.ASN.LEVEL', ASN_LEVELS),
              select('delivery_mode', 'UI.ASN.DELIVERY_MODE', ASN_DELIVERY_MODES),
            ],
            true,
          )}
          {fields([
            carrier && {
              name: 'tracking_numbers',
              label: 'UI.ASN.TRACKING_NUMBERS',
              placeholder: 'UI.ASN.TRACKING_HINT',
              autoComplete: 'off',
            },
          ])}
          <div className="asn-flags">
            {fields([
              check('fba', 'UI.ASN.FBA'),
              check('unloading', 'UI.ASN.UNLOADING'),
              { ...check('air_freight', 'UI.ASN.AIR_FREIGHT'), onChange: model.setAirFreight },
            ])}
          </div>
          {fields([form.values.fba && { name: 'fba_address', label: 'UI.ASN.FBA_ADDRESS' }])}
          <ItemRows
            form={form}
            field="boxes"
            legend={t('UI.ASN.BOXES')}
            idPrefix={`${p}-box`}
            className="asn-fieldset"
            rowClassName="asn-row asn-box-row"
            removeClassName="asn-row-remove"
            fields={[
              skuPicker('UI.ASN.BOX_SKU', 'UI.ASN.CHOOSE_SKU', skuOptions(model.lineSkus)),
              count,
              size('weight', 'UI.ASN.BOX_WEIGHT'),
              size('length', 'UI.ASN.BOX_LENGTH'),
              size('width', 'UI.ASN.BOX_WIDTH'),
              size('height', 'UI.ASN.BOX_HEIGHT'),
            ]}
            removeLabel="UI.ASN.REMOVE_BOX"
            addLabel="UI.ASN.ADD_BOX"
            add={model.addBox}
            before={<p className="asn-hint">{t('UI.ASN.BOX_RULES')}</p>}
          />
          {fields(
            [
              {
                name: 'estimated_freight',
                label: 'UI.ASN.ESTIMATED_FREIGHT',
                inputMode: 'decimal',
              },
              { name: 'estimated_vat', label: 'UI.ASN.ESTIMATED_VAT', inputMode: 'decimal' },
              { name: 'estimated_arrival', label: 'UI.ASN.ESTIMATED_ARRIVAL', kind: 'date' },
            ],
            true,
          )}
          <p className="asn-hint">{t('UI.ASN.INSURANCE_HINT')}</p>
          <SaveButtons
            form={form}
            enter="draft"
            draft="UI.ASN.SAVE_DRAFT"
            submit="UI.ASN.SAVE_SUBMIT"
            className="asn-form-buttons"
            verdict
            onSave={(submit) => void save(submit)}
          />
        </Form>
      )}
    </div>
  );
});

export default AsnFormScreen;
