import { ERROR_LOG_TITLE } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Table } from 'semantic-ui-react';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import type { ErrorLogStore } from '../stores/error-log-store';

/** The 'Error Log' dialog: message, info and stack of every unhandled screen error. */
export const ErrorLogDialog = observer(function ErrorLogDialog() {
  const { t } = useTranslation();
  const store = useInjection<ErrorLogStore>(TOKENS.ErrorLogStore);
  return (
    <Modal
      role="dialog"
      aria-modal="true"
      open={store.dialogOpen}
      onClose={() => store.closeDialog()}
      size="large"
      aria-label={t(ERROR_LOG_TITLE.code)}
    >
      <Modal.Header>{t(ERROR_LOG_TITLE.code)}</Modal.Header>
      <Modal.Content scrolling>
        {store.entries.length === 0 ? (
          <p>{t('UI.ERROR_LOG.EMPTY')}</p>
        ) : (
          <Table celled compact>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell scope="col">{t('UI.ERROR_LOG.MESSAGE')}</Table.HeaderCell>
                <Table.HeaderCell scope="col">{t('UI.ERROR_LOG.INFO')}</Table.HeaderCell>
                <Table.HeaderCell scope="col">{t('UI.ERROR_LOG.STACK')}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {store.entries.map((entry, index) => (
                <Table.Row key={index}>
                  <Table.Cell>{entry.message}</Table.Cell>
                  <Table.Cell>
                    <pre className="error-log-pre">{entry.info}</pre>
                  </Table.Cell>
                  <Table.Cell>
                    <pre className="error-log-pre">{entry.stack}</pre>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button onClick={() => store.closeDialog()}>{t('UI.COMMON.CLOSE')}</Button>
      </Modal.Actions>
    </Modal>
  );
});
