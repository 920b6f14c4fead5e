import { useTranslation } from 'react-i18next';
import { Code128 } from '../../kit/Code128';
import type { BoxLabel } from './box-labels';

/** The box labels as the print container prints them: one label per box, one per page area. */
export function BoxLabelSheet(props: { labels: readonly BoxLabel[] }) {
  const { t } = useTranslation();
  return (
    <div className="asn-label-sheet">
      {props.labels.map((label) => (
        <article key={label.code} className="asn-label" aria-label={label.code}>
          <div className="asn-label-head">
            <span>{label.asnNo}</span>
            <span className="asn-label-count">
              {t('UI.ASN.LABEL_BOX', { n: label.boxNo, total: label.boxCount })}
            </span>
          </div>
          <Code128 text={label.code} className="asn-label-barcode" />
          <div className="asn-label-code">{label.code}</div>
          <dl className="asn-label-facts">
            <dt>{t('UI.ASN.SKU')}</dt>
            <dd>{label.sku}</dd>
            <dt>{t('UI.ASN.QUANTITY')}</dt>
            <dd>{label.quantity}</dd>
            <dt>{t('UI.ASN.WAREHOUSE')}</dt>
            <dd>{label.warehouse}</dd>
          </dl>
        </article>
      ))}
    </div>
  );
}
