import { useStoresListQuery } from '@iper/api';
import {
  CARD_NAMES,
  paddedCardNumber,
  PROFILING_OPTIONS,
  spendProgress,
  type AccountInfo,
  type Profiling,
} from '@iper/contracts';
import { Button, CardPicture, Notification } from '@iper/design-system';
import { CheckboxField, Form, SelectField, SubmitButton } from '@iper/design-system/forms';
import { FORM_ERROR } from 'final-form';
import { useMemo, useState } from 'react';
import { Field } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useAccountCardQuery,
  useAccountSaveConsentsMutation,
  useAccountSaveFavouriteStoreMutation,
  useAccountSaveProfilingMutation,
} from '../../api/account';
import layout from '../../features/account-layout/account-layout.module.css';
import { serverMessage } from '../../features/session/server-message';
import styles from './account-home-page.module.css';
import { useLocalizedPath } from '../../features/locale/use-localized-path';

/** Loyalty card section: type, number, points toward 200, card image (SPEC §3, §9). */
export function LoyaltyCardSection({ isCardOwner }: { isCardOwner: boolean }) {
  const localized = useLocalizedPath();
  const { data: card, isLoading, isError } = useAccountCardQuery(undefined, { skip: !isCardOwner });
  return (
    <section className={layout.section} aria-labelledby="sezione-carta">
      <h2 id="sezione-carta">
        <FormattedMessage id="account.accountHome.card" defaultMessage="La tua Carta Vantaggi" />
      </h2>
      {!isCardOwner && (
        <>
          <p>
            <FormattedMessage
              id="account.accountHome.noCard"
              defaultMessage="Non hai ancora una Carta Vantaggi collegata al tuo account. È gratuita e digitale: sconti, punti e coupon dal primo acquisto."
            />
          </p>
          <Button slug={localized('/carta-vantaggi/richiedi')} theme="secondary">
            <FormattedMessage
              id="account.accountHome.requestCard"
              defaultMessage="Richiedi la Carta Vantaggi"
            />
          </Button>
        </>
      )}
      {isCardOwner && isLoading && (
        <p>
          <FormattedMessage
            id="account.accountHome.cardLoading"
            defaultMessage="Carichiamo la tua carta…"
          />
        </p>
      )}
      {isCardOwner && isError && (
        <p>
          <FormattedMessage
            id="account.accountHome.cardError"
            defaultMessage="I dati della carta non sono disponibili in questo momento."
          />
        </p>
      )}
      {card && (
        <div className={styles.card}>
          <CardPicture
            className={styles.cardImage}
            type={card.type}
            label={CARD_NAMES[card.type]}
          />
          <div>
            <dl className={styles.facts}>
              <dt>
                <FormattedMessage id="account.accountHome.cardType" defaultMessage="Tipo" />
              </dt>
              <dd>
                {CARD_NAMES[card.type]}
                {card.isOld && card.color ? ` (${card.color})` : ''}
              </dd>
              <dt>
                <FormattedMessage id="account.accountHome.cardNumber" defaultMessage="Numero" />
              </dt>
              <dd className={styles.number}>{paddedCardNumber(card.number)}</dd>
              <dt>
                <FormattedMessage id="account.accountHome.points" defaultMessage="Punti" />
              </dt>
              <dd>
                <FormattedMessage
                  id="account.accountHome.pointsOf"
                  defaultMessage="{current} su {target}"
                  values={{
                    current: spendProgress(card.currentAmount, card.targetAmount).current,
                    target: card.targetAmount,
                  }}
                />
              </dd>
            </dl>
            <PointsBar
              current={card.currentAmount}
              target={card.targetAmount}
              isBase={card.type === 'base'}
            />
          </div>
        </div>
      )}
    </section>
  );
}

function PointsBar({
  current,
  target,
  isBase,
}: {
  current: number;
  target: number;
  isBase: boolean;
}) {
  const progress = spendProgress(current, target);
  return (
    <>
      <progress
        className={styles.progress}
        max={progress.target}
        value={Math.min(progress.current, progress.target)}
        aria-label="Punti raccolti verso l'obiettivo"
      />
      {isBase && (
        <p>
          {progress.reached ? (
            <FormattedMessage
              id="account.accountHome.targetReached"
              defaultMessage="Hai raggiunto l'obiettivo di {target} punti."
              values={{ target }}
            />
          ) : (
            <FormattedMessage
              id="account.accountHome.pointsMissing"
              defaultMessage="Ti mancano {missing} punti per arrivare a {target}."
              values={{ missing: progress.remaining, target }}
            />
          )}
        </p>
      )}
    </>
  );
}

/** Favourite store, chosen among the stores of the chain (SPEC §4 selection rules apply). */
export function FavouriteStoreSection({ storeId }: { storeId: string | null }) {
  const intl = useIntl();
  const { data: stores = [] } = useStoresListQuery();
  const [save] = useAccountSaveFavouriteStoreMutation();
  const [saved, setSaved] = useState(false);
  const current = stores.find((store) => store.id === storeId);
  const options = useMemo(
    () => stores.map((store) => ({ value: store.id, label: `${store.nome} (${store.provincia})` })),
    [stores],
  );
  return (
    <section className={layout.section} aria-labelledby="sezione-negozio">
      <h2 id="sezione-negozio">
        <FormattedMessage
          id="account.accountHome.store"
          defaultMessage="Il tuo punto vendita preferito"
        />
      </h2>
      <p>
        {current ? (
          <FormattedMessage
            id="account.accountHome.storeCurrent"
            defaultMessage="Ora è {name}, {address}, {city}."
            values={{ name: current.nome, address: current.indirizzo, city: current.citta }}
          />
        ) : (
          <FormattedMessage
            id="account.accountHome.storeNone"
            defaultMessage="Non hai ancora scelto un punto vendita preferito."
          />
        )}
      </p>
      {saved && (
        <Notification type="success" onClose={() => setSaved(false)}>
          <FormattedMessage
            id="account.accountHome.storeSaved"
            defaultMessage="Punto vendita preferito salvato."
          />
        </Notification>
      )}
      <Form<{ storeId?: string }>
        initialValues={{ storeId: storeId ?? undefined }}
        aria-label="Punto vendita preferito"
        className={layout.form}
        onSubmit={async (values) => {
          setSaved(false);
          try {
            await save({ storeId: values.storeId ?? '' }).unwrap();
            setSaved(true);
            return undefined;
          } catch (error) {
            return { [FORM_ERROR]: serverMessage(error) };
          }
        }}
      >
        <SelectField
          name="storeId"
          label={intl.formatMessage({
            id: 'account.accountHome.storeChoose',
            defaultMessage: 'Scegli il punto vendita',
          })}
          rules="required"
          options={options}
          placeholder={intl.formatMessage({
            id: 'account.accountHome.storePlaceholder',
            defaultMessage: 'Scegli il tuo Iper',
          })}
        />
        <div className={layout.actions}>
          <SubmitButton theme="secondary">
            <FormattedMessage
              id="account.accountHome.storeSave"
              defaultMessage="Salva il punto vendita"
            />
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

const PROFILING_LABELS: Record<string, string> = {
  bio: 'Prodotti biologici',
  'senza-glutine': 'Senza glutine',
  vegano: 'Vegano e vegetariano',
  'cucina-italiana': 'Cucina italiana',
  vino: 'Vini e cantina',
  'prodotti-locali': 'Prodotti del territorio',
  tecnologia: 'Tecnologia',
  casa: 'Casa e giardino',
  cane: 'Cane',
  gatto: 'Gatto',
  altro: 'Altri animali',
  'ogni-giorno': 'Ogni giorno',
  'piu-volte-a-settimana': 'Più volte a settimana',
  'una-volta-a-settimana': 'Una volta a settimana',
  'meno-spesso': 'Meno spesso',
};

function ChoiceGroup({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly string[];
}) {
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <Field key={option} name={name} type="checkbox" value={option}>
            {({ input }) => (
              <label className={styles.choice}>
                <input {...input} />
                {PROFILING_LABELS[option] ?? option}
              </label>
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

/** Profiling questionnaire: what the customer likes, to tailor offers (with their consent). */
export function ProfilingSection({ profiling }: { profiling: AccountInfo['profiling'] }) {
  const intl = useIntl();
  const [save] = useAccountSaveProfilingMutation();
  const [saved, setSaved] = useState(false);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <section className={layout.section} aria-labelledby="sezione-profilazione">
      <h2 id="sezione-profilazione">
        <FormattedMessage id="account.accountHome.profiling" defaultMessage="Le tue preferenze" />
      </h2>
      <p>
        <FormattedMessage
          id="account.accountHome.profilingIntro"
          defaultMessage="Raccontaci qualcosa di te: useremo queste risposte per offerte più adatte, se ci hai dato il consenso alla profilazione."
        />
      </p>
      {saved && (
        <Notification type="success" onClose={() => setSaved(false)}>
          <FormattedMessage
            id="account.accountHome.profilingSaved"
            defaultMessage="Preferenze salvate."
          />
        </Notification>
      )}
      <Form<Profiling & Record<string, unknown>>
        initialValues={profiling as Profiling}
        aria-label="Le tue preferenze"
        className={layout.form}
        onSubmit={async (values) => {
          setSaved(false);
          try {
            await save({
              householdSize: values.householdSize || undefined,
              interests: values.interests ?? [],
              pets: values.pets ?? [],
              shoppingFrequency: values.shoppingFrequency || undefined,
            }).unwrap();
            setSaved(true);
            return undefined;
          } catch (error) {
            return { [FORM_ERROR]: serverMessage(error) };
          }
        }}
      >
        <SelectField
          name="householdSize"
          label={t('account.accountHome.household', 'Quante persone ci sono in famiglia?')}
          placeholder={t('account.accountHome.householdChoose', 'Scegli')}
          options={PROFILING_OPTIONS.householdSize.map((value) => ({ value, label: value }))}
        />
        <ChoiceGroup
          name="interests"
          legend={t('account.accountHome.interests', 'Che cosa ti interessa?')}
          options={PROFILING_OPTIONS.interests}
        />
        <ChoiceGroup
          name="pets"
          legend={t('account.accountHome.pets', 'Hai animali in casa?')}
          options={PROFILING_OPTIONS.pets}
        />
        <SelectField
          name="shoppingFrequency"
          label={t('account.accountHome.frequency', 'Quanto spesso fai la spesa?')}
          placeholder={t('account.accountHome.householdChoose', 'Scegli')}
          options={PROFILING_OPTIONS.shoppingFrequency.map((value) => ({
            value,
            label: PROFILING_LABELS[value] ?? value,
          }))}
        />
        <div className={layout.actions}>
          <SubmitButton theme="secondary">
            <FormattedMessage
              id="account.accountHome.profilingSave"
              defaultMessage="Salva le preferenze"
            />
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** Privacy: the consents; the short form cannot be saved without its terms checkbox (SPEC §5). */
export function PrivacySection({ preferences }: { preferences: AccountInfo['preferences'] }) {
  const intl = useIntl();
  const [save] = useAccountSaveConsentsMutation();
  const [saved, setSaved] = useState(false);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <section className={layout.section} aria-labelledby="sezione-privacy">
      <h2 id="sezione-privacy">
        <FormattedMessage id="account.accountHome.privacy" defaultMessage="Privacy e consensi" />
      </h2>
      {saved && (
        <Notification type="success" onClose={() => setSaved(false)}>
          <FormattedMessage
            id="account.accountHome.privacySaved"
            defaultMessage="Consensi aggiornati."
          />
        </Notification>
      )}
      <Form<{ privacy?: boolean; marketing?: boolean; profiling?: boolean; thirdParty?: boolean }>
        initialValues={{
          privacy: false,
          marketing: preferences.marketing,
          profiling: preferences.profiling,
          thirdParty: preferences.thirdParty,
        }}
        aria-label="Privacy e consensi"
        className={layout.form}
        onSubmit={async (values) => {
          setSaved(false);
          try {
            await save({
              privacy: true,
              marketing: Boolean(values.marketing),
              profiling: Boolean(values.profiling),
              thirdParty: Boolean(values.thirdParty),
            }).unwrap();
            setSaved(true);
            return undefined;
          } catch (error) {
            return { [FORM_ERROR]: serverMessage(error) };
          }
        }}
      >
        <CheckboxField
          name="marketing"
          label={t('account.accountHome.marketing', 'Offerte e promozioni Iper (marketing)')}
        />
        <CheckboxField
          name="profiling"
          label={t(
            'account.accountHome.profilingConsent',
            'Offerte su misura in base ai miei acquisti (profilazione)',
          )}
        />
        <CheckboxField
          name="thirdParty"
          label={t(
            'account.accountHome.thirdParty',
            'Offerte di partner selezionati (marketing di terzi)',
          )}
        />
        <CheckboxField
          name="privacy"
          rules="accepted"
          messageLabel={t('account.accountHome.termsName', 'Informativa privacy')}
          label={t('account.accountHome.terms', "Ho letto l'informativa privacy")}
        />
        <div className={layout.actions}>
          <SubmitButton theme="secondary">
            <FormattedMessage
              id="account.accountHome.privacySave"
              defaultMessage="Aggiorna i consensi"
            />
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
