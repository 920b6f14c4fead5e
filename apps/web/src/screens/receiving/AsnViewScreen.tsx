import type { AsnDetail } from '@portal/contract';
import type { Navigator } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Header, Icon, Label, Message, Segment, Table } from 'semantic-ui-react';
import { LineQuantitiesTable } from '../../components/LineQuantitiesTable';
import { PageLoader } from '../../components/PageLoader';
import { LocalDate } from '../../format/LocalDate';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { AsnGateway } from '../../gateways/asn-gateway';
import { useScreenPlace } from '../../routing/screen-context';
import type { AppStore } from '../../stores/app-store';
import { AsnActionButtons } from './AsnActionButtons';
import { AsnViewModel } from './asn-view-model';
import { ASN_PATHS } from './asn-paths';
import { asnOptionKey, asnStatusKey, moneyText } from './asn-texts';
import { BoxLabelSheet } from './BoxLabelSheet';
import { useActiveScreen } from './use-active-screen';

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <div className="asn-fact">
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

function Facts(props: { detail: AsnDetail }) {
  const { t } = useTranslation();
  const { detail } = props;
  const yesNo = (value: boolean) => (value ? t('UI.ASN.YES') : t('UI.ASN.NO'));
  return (
    <dl className="asn-facts">
      <Fact label={t('UI.ASN.WAREHOUSE')}>{detail.warehouse}</Fact>
      <Fact label={t('UI.ASN.PREPACKING')}>{t(asnOptionKey(detail.prepacking))}</Fact>
      <Fact label={t('UI.ASN.DELIVERY_MODE')}>{t(asnOptionKey(detail.delivery_mode))}</Fact>
      {detail.delivery_mode === 'carrier' && (
        <Fact label={t('UI.ASN.TRACKING_NUMBERS')}>{detail.tracking_numbers.join(', ')}</Fact>
      )}
      <Fact label={t('UI.ASN.LEVEL')}>{t(asnOptionKey(detail.level))}</Fact>
      <Fact label={t('UI.ASN.FBA')}>{yesNo(detail.fba)}</Fact>
      {detail.fba && <Fact label={t('UI.ASN.FBA_ADDRESS')}>{detail.fba_address}</Fact>}
      <Fact label={t('UI.ASN.UNLOADING')}>{yesNo(detail.unloading)}</Fact>
      <Fact label={t('UI.ASN.AIR_FREIGHT')}>{yesNo(detail.air_freight)}</Fact>
      <Fact label={t('UI.ASN.ESTIMATED_ARRIVAL')}>
        <LocalDate value={detail.estimated_arrival || '—'} />
      </Fact>
      <Fact label={t('UI.ASN.CREATED_AT')}>
        <LocalDate value={detail.created_at} />
      </Fact>
    </dl>
  );
}

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Segment as="section" aria-labelledby={props.id}>
      <Header as="h2" size="small" id={props.id}>
        {props.title}
      </Header>
      {props.children}
    </Segment>
  );
}

/** One inbound notice: every field, lines with received figures, boxes, fees, actions, labels. */
const AsnViewScreen = observer(function AsnViewScreen() {
  const { t } = useTranslation();
  const gateway = useInjection<AsnGateway>(TOKENS.AsnGateway);
  const navigator = useInjection<Navigator>(TOKENS.Navigator);
  const app = useInjection<AppStore>(TOKENS.AppStore);
  // kept-alive screens stay in the page together: every id is unique to this instance
  const p = `asn-${useId().replace(/:/g, '')}`;
  const id = Number(useScreenPlace().params['id']);
  const [model] = useState(() => new AsnViewModel(gateway, id));
  const active = useActiveScreen();
  // a kept-alive view reads the notice again when its tab comes back (the warehouse moves it on)
  useEffect(() => {
    if (active) void model.load();
  }, [active, model]);
  const detail = model.detail;

  if (detail === undefined) {
    if (model.failed)
      return (
        <Message negative role="alert">
          <p>{t('UI.ASN.LOAD_FAILED')}</p>
          <Button type="button" size="small" onClick={() => void model.load()}>
            {t('UI.LIST.RETRY')}
          </Button>
        </Message>
      );
    return <PageLoader />;
  }

  const act = async (action: Parameters<AsnViewModel['act']>[0]) => {
    const done = await model.act(action);
    if (done && action === 'delete') navigator.go(ASN_PATHS.list);
  };
  const printLabels = () => app.print(<BoxLabelSheet labels={model.labels} />);

  return (
    <div className="screen asn-screen">
      <div className="screen-title-row">
        <Header as="h1">
          {t('ROUTE.RECEIVING_VIEW')}
          <Header.Subheader>{detail.asn_no}</Header.Subheader>
        </Header>
        <Label size="large" className="asn-status" role="status">
          {t('UI.ASN.STATUS_LABEL')}: {t(asnStatusKey(detail.status))}
        </Label>
      </div>
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
          isActing={(action) => model.acting === action}
          onAct={(action) => void act(action)}
        />
        <Button type="button" basic disabled={detail.boxes.length === 0} onClick={printLabels}>
          <Icon name="print" aria-hidden="true" />
          {t('UI.ASN.PRINT_LABELS')}
        </Button>
      </div>
      <Section id={`${p}-facts-title`} title={t('UI.ASN.DETAILS')}>
        <Facts detail={detail} />
      </Section>
      <Section id={`${p}-lines-title`} title={t('UI.ASN.PRODUCTS')}>
        <LineQuantitiesTable
          aria-labelledby={`${p}-lines-title`}
          lines={detail.lines}
          headings={{
            sku: t('UI.ASN.SKU'),
            expected: t('UI.ASN.EXPECTED'),
            received: t('UI.ASN.RECEIVED'),
            qualified: t('UI.ASN.QUALIFIED'),
            unqualified: t('UI.ASN.UNQUALIFIED'),
          }}
        />
      </Section>
      <Section id={`${p}-boxes-title`} title={t('UI.ASN.BOXES')}>
        {detail.boxes.length === 0 ? (
          <p className="empty-state">{t('UI.ASN.NO_BOXES')}</p>
        ) : (
          <Table celled compact unstackable aria-labelledby={`${p}-boxes-title`}>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell scope="col">{t('UI.ASN.BOX_NO')}</Table.HeaderCell>
                <Table.HeaderCell scope="col">{t('UI.ASN.SKU')}</Table.HeaderCell>
                <Table.HeaderCell scope="col">{t('UI.ASN.WEIGHT_KG')}</Table.HeaderCell>
                <Table.HeaderCell scope="col">{t('UI.ASN.SIZE_CM')}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {detail.boxes.map((box) => (
                <Table.Row key={box.box_no}>
                  <Table.Cell>
                    {t('UI.ASN.LABEL_BOX', { n: box.box_no, total: detail.boxes.length })}
                  </Table.Cell>
                  <Table.Cell>{box.sku}</Table.Cell>
                  <Table.Cell textAlign="right">{box.weight_kg}</Table.Cell>
                  <Table.Cell>
                    {box.length_cm} × {box.width_cm} × {box.height_cm}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        )}
      </Section>
      <Section id={`${p}-fees-title`} title={t('UI.ASN.FEES')}>
        <dl className="asn-facts">
          <Fact label={t('UI.ASN.ESTIMATED_FREIGHT')}>{moneyText(detail.estimated_freight)}</Fact>
          <Fact label={t('UI.ASN.ESTIMATED_VAT')}>{moneyText(detail.estimated_vat)}</Fact>
          <Fact label={t('UI.ASN.INSURANCE')}>{moneyText(detail.insurance)}</Fact>
        </dl>
      </Section>
    </div>
  );
});

export default AsnViewScreen;
