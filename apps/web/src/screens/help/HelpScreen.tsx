import type { ManagersData, NewsItem } from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Message } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { localTime } from '../../format/local-time';
import { FormFields } from '../../kit/FormFields';
import { ScreenTitle, Section } from '../../kit/Layout';
import { useScreenModel } from '../../kit/use-screen';
import type { Quotes } from './parcel-form';
import { parcelForm } from './parcel-form';
import { QuoteTable } from './QuoteTable';

const FAQ = [
  ['UI.HELP.FAQ.Q1', 'UI.HELP.FAQ.A1'],
  ['UI.HELP.FAQ.Q2', 'UI.HELP.FAQ.A2'],
  ['UI.HELP.FAQ.Q3', 'UI.HELP.FAQ.A3'],
  ['UI.HELP.FAQ.Q4', 'UI.HELP.FAQ.A4'],
  ['UI.HELP.FAQ.Q5', 'UI.HELP.FAQ.A5'],
  ['UI.HELP.FAQ.Q6', 'UI.HELP.FAQ.A6'],
  ['UI.HELP.FAQ.Q7', 'UI.HELP.FAQ.A7'],
  ['UI.HELP.FAQ.Q8', 'UI.HELP.FAQ.A8'],
] as const;
const ARTICLES = [
  ['UI.HELP.ARTICLES.T1', 'UI.HELP.ARTICLES.B1'],
  ['UI.HELP.ARTICLES.T2', 'UI.HELP.ARTICLES.B2'],
  ['UI.HELP.ARTICLES.T3', 'UI.HELP.ARTICLES.B3'],
  ['UI.HELP.ARTICLES.T4', 'UI.HELP.ARTICLES.B4'],
] as const;

/**
 * /help: the FAQ and self-help articles (catalog texts), the freight inquiry (the server's order
 * quote on the rate cards), the announcements (the news) and the managers chosen at registration.
 */
const HelpScreen = observer(function HelpScreen() {
  const { t, i18n } = useTranslation();
  const api = useInjection(TOKENS.Api);
  const form = useScreenModel(parcelForm);
  const [quotes, setQuotes] = useState<Quotes | undefined>();
  const [items, setItems] = useState<readonly NewsItem[]>([]);
  const [managers, setManagers] = useState<ManagersData | undefined>();
  useEffect(() => {
    void api
      .call(ROUTES.news.list, { page: 1, page_size: 5 })
      .then((page) => setItems(page.list))
      .catch(() => setItems([]));
    void api
      .call(ROUTES.customer.getManager)
      .then(setManagers)
      .catch(() => setManagers(undefined));
  }, [api]);
  const ask = async () => {
    const answer = await form.save('submit', (fields) =>
      api.callAssembled(ROUTES.help.freight, fields),
    );
    if (answer !== undefined) setQuotes(answer.quotes);
  };
  const zh = i18n.language === 'zh';
  const manager = (label: string, person: ManagersData['account_manager']) => (
    <p key={label}>
      <strong>{t(label)}:</strong>{' '}
      {person === null
        ? t('UI.HELP.MANAGER_NONE')
        : zh && person.cn_name !== ''
          ? person.cn_name
          : person.name}
    </p>
  );
  return (
    <div className="screen help-screen">
      <ScreenTitle title={t('UI.HELP.TITLE')} />
      <Section id="help-faq" title={t('UI.HELP.FAQ_TITLE')} segment>
        {FAQ.map(([question, answer]) => (
          <details key={question}>
            <summary>{t(question)}</summary>
            <p>{t(answer)}</p>
          </details>
        ))}
      </Section>
      <Section id="help-articles" title={t('UI.HELP.ARTICLES_TITLE')} segment>
        {ARTICLES.map(([title, body]) => (
          <article key={title}>
            <h3>{t(title)}</h3>
            <p>{t(body)}</p>
          </article>
        ))}
      </Section>
      <Section id="help-freight" title={t('UI.HELP.FREIGHT_TITLE')} segment>
        <p>{t('UI.HELP.FREIGHT_INTRO')}</p>
        <Form onSubmit={() => void ask()} noValidate>
          <FormFields
            form={form}
            idPrefix="freight"
            group
            fields={[
              { name: 'country', label: 'UI.HELP.COUNTRY', maxLength: 2 },
              { name: 'weight_kg', label: 'UI.HELP.WEIGHT', inputMode: 'decimal' },
              { name: 'channel', label: 'UI.HELP.CHANNEL' },
            ]}
          />
          <FormFields
            form={form}
            idPrefix="freight"
            group
            fields={[
              { name: 'length_cm', label: 'UI.HELP.LENGTH', inputMode: 'decimal' },
              { name: 'width_cm', label: 'UI.HELP.WIDTH', inputMode: 'decimal' },
              { name: 'height_cm', label: 'UI.HELP.HEIGHT', inputMode: 'decimal' },
            ]}
          />
          {/* the inquiry's refusal naming no field (a server fault) says why here */}
          {form.saveError !== undefined && form.serverIssues.length === 0 && (
            <Message negative role="alert">
              {form.saveError}
            </Message>
          )}
          <Button primary type="submit" loading={form.saving !== undefined}>
            {t('UI.HELP.ASK')}
          </Button>
        </Form>
        {quotes !== undefined &&
          (quotes.length === 0 ? (
            <Message info>{t('UI.HELP.NO_CHANNEL')}</Message>
          ) : (
            <QuoteTable
              quotes={quotes}
              idPrefix={t('UI.HELP.FREIGHT_TITLE')}
              fees={[
                ['freight', 'UI.HELP.COL_FREIGHT'],
                ['total', 'UI.HELP.COL_TOTAL'],
              ]}
            />
          ))}
      </Section>
      <Section id="help-news" title={t('UI.HELP.NEWS_TITLE')} segment>
        {items.length === 0 ? (
          <p>{t('UI.HELP.NEWS_EMPTY')}</p>
        ) : (
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <a href={zh ? item.href_cn : item.href} target="_blank" rel="noreferrer">
                  {zh ? item.title_cn : item.title}
                </a>{' '}
                ({localTime(item.published_at, i18n.language === 'zh' ? 'zh' : 'en')})
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="help-manager" title={t('UI.HELP.MANAGER_TITLE')} segment>
        <p>{t('UI.HELP.MANAGER_HINT')}</p>
        {managers !== undefined && [
          manager('UI.HELP.MANAGER_ACCOUNT', managers.account_manager),
          manager('UI.HELP.MANAGER_REGIONAL', managers.regional_manager),
          manager('UI.HELP.MANAGER_SALES', managers.sales_manager),
        ]}
      </Section>
    </div>
  );
});

export default HelpScreen;
