import type { AddressRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Modal } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { Column } from '../../kit/DataTable';
import { PagedTable } from '../../kit/DataTable';
import type { PickedRecipient } from './settings-model';
import { addressList, recipientFromAddress } from './settings-model';

const K = 'UI.SETTINGS_USER.';

/**
 * "From address book" beside the order form's recipient: a dialog of the merchant's recipient
 * addresses (the default first); "Use" hands the entry to the form as its recipient fields.
 */
const AddressBookPick = observer(function AddressBookPick(props: {
  onPick: (recipient: PickedRecipient) => void;
}) {
  const { t } = useTranslation();
  const api = useInjection(TOKENS.Api);
  const [list] = useState(() => addressList(api, 'recipient'));
  const [open, setOpen] = useState(false);
  const columns: readonly Column<AddressRow>[] = [
    { header: `${K}CONTACT`, cell: (row) => row.name },
    { header: `${K}ADDRESS`, cell: (row) => `${row.address}, ${row.city} ${row.postcode}` },
    { header: `${K}COUNTRY`, cell: (row) => row.country },
    {
      header: `${K}ACTIONS`,
      collapsing: true,
      cell: (row, view) => (
        <Button
          size="mini"
          primary
          type="button"
          aria-label={`${view.t(`${K}PICK`)} ${row.name}`}
          onClick={() => {
            props.onPick(recipientFromAddress(row));
            setOpen(false);
          }}
        >
          {view.t(`${K}PICK`)}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Button
        type="button"
        size="small"
        className="address-book-pick"
        onClick={() => {
          setOpen(true);
          void list.load();
        }}
      >
        <Icon name="address book outline" aria-hidden="true" />
        {t(`${K}FROM_ADDRESS_BOOK`)}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        size="large"
        aria-label={t(`${K}PICK_RECIPIENT`)}
      >
        <Modal.Header>{t(`${K}PICK_RECIPIENT`)}</Modal.Header>
        <Modal.Content scrolling>
          <PagedTable
            list={list}
            columns={columns}
            empty={t(`${K}ADDRESS_EMPTY`)}
            idPrefix="pick"
          />
        </Modal.Content>
        <Modal.Actions>
          <Button type="button" onClick={() => setOpen(false)}>
            {t(`${K}CANCEL`)}
          </Button>
        </Modal.Actions>
      </Modal>
    </>
  );
});

export default AddressBookPick;
