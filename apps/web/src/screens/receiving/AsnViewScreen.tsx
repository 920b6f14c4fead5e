import type { AsnDetail } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Label, Message } from 'semantic-ui-react';
import { LineQuantitiesTable } from '../../components/LineQuantitiesTable';
import { LocalDate } from '../../format/LocalDate';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { moneyText } from '../../format/money';
import type { Column } from '../../kit/DataTable';
import { DataTable } from '../../kit/DataTable';
import { Facts } from '../../kit/Facts';
import { LoadState, ScreenTitle, Section } from '../../kit/Layout';
import { statusLabel } from '../../kit/status-label';
import { useScreenModel, useWhenShown } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import { AsnActionButtons } from './AsnActionButtons';
import { AsnViewModel } from './asn-view-model';
import { ASN_PATHS } from './asn-paths';
import { asnOptionKey } from './asn-texts';
import { BoxLabelSheet } from './BoxLabelSheet';
import { WarehouseName } from '../../kit/WarehouseName';

type Box = AsnDetail['boxes'][number];

const boxColumns = (count: number): readonly Column<Box>[] => [
  {
    header: 'UI.ASN.BOX_NO',
    cell: (box, { t }) => t('UI.ASN.LABEL_BOX', { n: box.box_no, total: count }),
  },
  { header: 'UI.ASN.SKU', cell: (box) => box.sku },
  { header: 'UI.ASN.QUANTITY', cell: (box) => box.quantity, align: 'right' },
  { header: 'UI.ASN.WEIGHT_KG', cell: (box) => box.weight_kg, align: 'right' },
  {
    header: 'UI.ASN.SIZE_CM',
    cell: (box) => `${box.length_cm} × ${box.width_cm} × ${box.height_cm}`,
  },
];

/** One inbound notice: every field, lines with received figures, boxes, fees, actions, labels. */
const AsnViewScreen = observer(function AsnViewScreen() {
  const { t, i18n } = useTranslation();
  const gateway = useInjection(TOKENS.AsnGateway);
  const navigator = useInjection(TOKENS.Navigator);
  const app = useInjection(TOKENS.AppStore);
  // kept-alive screens stay in the page together: every id is unique to this instance
  const p = `asn-${useId().replace(/:/g, '')}`;
  const id = Number(useScreenPlace().params['id']);
  const model = useScreenModel(() => new AsnViewModel(gateway, id));
  // a kept-alive view reads the notice again when its tab comes back (the warehouse moves it on)
  useWhenShown(() => void model.record.load(), [model]);
  const detail = model.record.value;

  if (detail === undefined)
    return (
      <LoadState failed={model.record.failed} text="UI.ASN.LOAD_FAILED" retry={model.record.load} />
    );

  const act = async (action: Parameters<AsnViewModel['act']>[0]) => {
    const done = await model.act(action);
    if (done && action === 'delete') navigator.go(ASN_PATHS.list);
  };
  const yesNo = (value: boolean) => (value ? t('UI.ASN.YES') : t('UI.ASN.NO'));
  const carrier = detail.delivery_mode === 'carrier';

  return (
    <div className="screen asn-screen">
      <ScreenTitle title={t('ROUTE.RECEIVING_VIEW')} subtitle={detail.asn_no}>
        <Label size="large" className="asn-status" role="status">
          {t('UI.ASN.STATUS_LABEL')}: {t(statusLabel('asn', detail.status))}
        </Label>
      </ScreenTitle>
      {detail.status === 'rejected' && detail.reject_reason !== '' && (
        <Message warning>
          <Message.Header>{t('UI.ASN.REJECT_REASON')}</Message.Header>
          <p>{detail.reject_reason}</p>
        </Message>
      )}
      <div className="asn-view-actions">
        {model.canEdit && (
          <Button type="button" basic onClick={() => navigator.go(ASN_PATHS.edit(detail.id))}>
            <Icon name="edit" aria-hidden="true" />
            {t('UI.ASN.EDIT')}
          </Button>
        )}
        <AsnActionButtons
          name={detail.asn_no}
          actions={model.actions}
          isActing={(action) => model.pending.is(action)}
          onAct={(action) => void act(action)}
        />
        <Button
          type="button"
          basic
          disabled={detail.boxes.length === 0}
          onClick={() => app.print(<BoxLabelSheet labels={model.labels} />)}
        >
          <Icon name="print" aria-hidden="true" />
          {t('UI.ASN.PRINT_LABELS')}
        </Button>
      </div>
      <Section segment id={`${p}-facts-title`} title={t('UI.ASN.DETAILS')}>
        <Facts
          className="asn-facts"
          itemClassName="asn-fact"
          facts={[
            [t('UI.ASN.WAREHOUSE'), <WarehouseName key="warehouse" of={detail} />],
            [t('UI.ASN.PREPACKING'), t(asnOptionKey(detail.prepacking))],
            [t('UI.ASN.DELIVERY_MODE'), t(asnOptionKey(detail.delivery_mode))],
            carrier && [t('UI.ASN.TRACKING_NUMBERS'), detail.tracking_numbers.join(', ')],
            [t('UI.ASN.LEVEL'), t(asnOptionKey(detail.level))],
            [t('UI.ASN.FBA'), yesNo(detail.fba)],
            detail.fba && [t('UI.ASN.FBA_ADDRESS'), detail.fba_address],
            [t('UI.ASN.UNLOADING'), yesNo(detail.unloading)],
            [t('UI.ASN.AIR_FREIGHT'), yesNo(detail.air_freight)],
            [t('UI.ASN.ESTIMATED_ARRIVAL'), <LocalDate value={detail.estimated_arrival || '—'} />],
            [t('UI.ASN.CREATED_AT'), <LocalDate value={detail.created_at} />],
          ]}
        />
      </Section>
      <Section segment id={`${p}-lines-title`} title={t('UI.ASN.PRODUCTS')}>
        <LineQuantitiesTable aria-labelledby={`${p}-lines-title`} lines={detail.lines} area="asn" />
      </Section>
      <Section segment id={`${p}-boxes-title`} title={t('UI.ASN.BOXES')}>
        {detail.boxes.length === 0 ? (
          <p className="empty-state">{t('UI.ASN.NO_BOXES')}</p>
        ) : (
          <DataTable
            rows={detail.boxes}
            columns={boxColumns(detail.boxes.length)}
            rowKey={(box) => box.box_no}
            aria-labelledby={`${p}-boxes-title`}
          />
        )}
      </Section>
      <Section segment id={`${p}-fees-title`} title={t('UI.ASN.FEES')}>
        <Facts
          className="asn-facts"
          itemClassName="asn-fact"
          facts={[
            [t('UI.ASN.ESTIMATED_FREIGHT'), moneyText(detail.estimated_freight, i18n.language)],
            [t('UI.ASN.ESTIMATED_VAT'), moneyText(detail.estimated_vat, i18n.language)],
            [t('UI.ASN.INSURANCE'), moneyText(detail.insurance, i18n.language)],
          ]}
        />
      </Section>
    </div>
  );
});

export default AsnViewScreen;
