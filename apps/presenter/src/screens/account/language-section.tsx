import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  APP_LANGUAGES,
  LANGUAGE_NAMES,
  ZUserSchema,
  type TAppLanguage,
  type TUser,
} from '@crowdeck/core';
import { updateProfile } from '../../api/users';
import { PROFILE_QUERY_KEY, rememberUser } from '../../auth/session';
import { FormField } from '../../components/form-field';
import { LanguageOptions } from '../../components/language-options';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../components/toasts';
import { browserLanguages, i18n, setAppLanguage, useTranslation } from '../../i18n/i18n';
import { useErrorMessage } from '../../i18n/use-error-message';
import { SectionCard } from '../../components/section-card';

/**
 * The app's language: shown at once in the chosen language, kept in the account (so every browser
 * the presenter signs in on uses it) and in this browser. "Browser's language" clears the choice.
 */
export function LanguageSection({ user }: { user: TUser }) {
  const { t, language } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const failureText = useErrorMessage(failure);
  const mutation = useMutation({
    mutationFn: (chosen: TAppLanguage | null) => updateProfile({ language: chosen }),
    onSuccess: (answer) => {
      const parsed = ZUserSchema.safeParse(answer);
      if (parsed.success) rememberUser(parsed.data);
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      toast.success(i18n.t('account.languageSaved'));
    },
    onError: setFailure,
  });

  const choose = async (value: string) => {
    setFailure(null);
    const chosen = value ? (value as TAppLanguage) : null;
    await (chosen ? setAppLanguage(chosen) : setAppLanguage(browserLanguages(), false)).catch(
      () => undefined,
    );
    mutation.mutate(chosen);
  };

  return (
    <SectionCard id={id} label={t('account.languageTitle')}>
      <FormAlert message={failureText} />
      <FormField
        label={t('account.language')}
        id={id}
        hint={t('account.languageHint', {
          language: LANGUAGE_NAMES[language as TAppLanguage] ?? language,
        })}
        hintBelow
      >
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={user.language ?? ''}
            disabled={mutation.isPending}
            onChange={(event) => void choose(event.target.value)}
          >
            <LanguageOptions languages={APP_LANGUAGES} ownLabel={t('account.languageBrowser')} />
          </select>
        )}
      </FormField>
    </SectionCard>
  );
}
