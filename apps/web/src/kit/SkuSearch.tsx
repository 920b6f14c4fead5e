import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../components/SearchField';
import type { SkuChoices } from './sku-choices';

/** The search above a form's SKU pickers, and a hint when it finds no product (catalog keys). */
export const SkuSearch = observer(function SkuSearch(props: {
  choices: SkuChoices<{ readonly sku: string }>;
  id: string;
  label: string;
  placeholder: string;
  none: string;
  hintClassName: string;
}) {
  const { t } = useTranslation();
  const { choices } = props;
  return (
    <>
      <SearchField
        id={props.id}
        label={t(props.label)}
        placeholder={t(props.placeholder)}
        value={choices.keyword}
        loading={choices.loading}
        onChange={(keyword) => void choices.search(keyword)}
      />
      {choices.products.length === 0 && !choices.loading && (
        <p className={props.hintClassName}>{t(props.none)}</p>
      )}
    </>
  );
});
