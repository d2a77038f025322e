import { Link } from 'react-router';
import { ROUTES } from '../../app/routes';
import { useTranslation } from '../../i18n/i18n';
import { useProfile } from '../../auth/use-profile';
import { AppShell } from '../../components/app-shell';
import { LoadErrorNotice } from '../../components/load-error-notice';
import { useAppNavigate } from '../../app/navigate';
import { NewFromFileButton } from './new-from-file-button';
import { PresentationList } from './presentation-list';
import { usePresentationList, usePresentationMutations } from './use-presentations';
import { BusyButton } from '../../components/busy-button';
import { useErrorToast } from '../../components/use-error-toast';

/** Home: the user's presentations, with create, open, present, rename, duplicate and delete. */
export function HomeScreen() {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const profile = useProfile();
  const user = profile.data;
  const list = usePresentationList();
  const mutations = usePresentationMutations();
  const go = useAppNavigate();

  const createPresentation = () =>
    mutations.create.mutate(undefined, {
      onSuccess: (deck) => go('presentation', { id: deck.id }),
      onError: showError,
    });

  const createButton = (
    <div className="home-actions">
      <BusyButton
        className="button button--primary"
        onClick={createPresentation}
        isBusy={mutations.create.isPending}
      >
        <span aria-hidden="true">+</span> {t('decks.newPresentation')}
      </BusyButton>
      <Link className="button button--secondary" to={ROUTES.templates}>
        {t('templates.open')}
      </Link>
      <NewFromFileButton />
    </div>
  );

  return (
    <AppShell>
      <p className="page__eyebrow">
        {user ? t('home.greeting', { name: user.name }) : t('home.greetingNoName')}
      </p>
      <div className="page__heading">
        <h1 className="page__title">{t('home.title')}</h1>
        {(list.data?.presentations.length ?? 0) > 0 && createButton}
      </div>
      {profile.isError && !user && <LoadErrorNotice titleKey="home.profileError" query={profile} />}
      <PresentationList query={list} mutations={mutations} createButton={createButton} />
    </AppShell>
  );
}
